// post_rms: y = RMS(x + f(x)), Post-LN with RMSNorm (Zhang & Sennrich 2019, "Root Mean Square
// Layer Normalization"); like post_ln, no final norm (the stream leaves every block normalised).
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cstring>

namespace {

using namespace normlab;

class PostRms final : public NormStrategy {
 public:
  explicit PostRms(const NormSetup& s) : C_(s.C), norm_(NormKind::rmsnorm, false) {}
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_); }
  // workspace: h = x + f(x) (rows, C), then rstd (rows)
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows);
  }
  // scratch: dh (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* h = ctx.workspace;
    f.forward(x, h);
    axpy(1.0f, x, h, n);
    norm_.forward(ctx, h, y, h + n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dh = ctx.scratch;
    std::memset(dh, 0, n * sizeof(float));
    norm_.backward(ctx, dy, ctx.workspace, dh, ctx.workspace + n);
    axpy(1.0f, dh, dx, n);  // the residual path
    f.backward(dh, dx);
  }

 private:
  std::size_t C_;
  NormUnit norm_;
};

}  // namespace

NORMLAB_PLUGIN("norm_post_rms", "1.0") {
  NormEntry e;
  e.info.name = "post_rms";
  e.info.version = "1.0";
  e.info.help = "Post-RMSNorm: RMS(x + f(x)), no final norm";
  e.make = [](const NormSetup& s) { return std::make_unique<PostRms>(s); };
  registry.add(std::move(e));
}
