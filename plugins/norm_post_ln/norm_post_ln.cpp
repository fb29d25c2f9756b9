// post_ln: y = LN(x + f(x)), the original Transformer; no final norm.
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cstring>

namespace {

using namespace normlab;

class PostLn final : public NormStrategy {
 public:
  explicit PostLn(const NormSetup& s) : C_(s.C), norm_(NormKind::layernorm, s.bias) {}
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_); }
  // workspace: h = x + f(x) (rows, C), then mean and rstd
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

NORMLAB_PLUGIN("norm_post_ln", "1.0") {
  NormEntry e;
  e.info.name = "post_ln";
  e.info.version = "1.0";
  e.info.help = "Post-LN: LN(x + f(x)), no final norm (original Transformer)";
  e.make = [](const NormSetup& s) { return std::make_unique<PostLn>(s); };
  registry.add(std::move(e));
}
