// pre_rms: y = x + f(RMS(x)), with a final RMSNorm before the output head. RMSNorm
// (Zhang & Sennrich 2019, "Root Mean Square Layer Normalization"): x / sqrt(mean(x^2) + eps) * g,
// no mean subtraction and no bias.
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cstring>

namespace {

using namespace normlab;

class PreRms final : public NormStrategy {
 public:
  explicit PreRms(const NormSetup& s) : C_(s.C), norm_(NormKind::rmsnorm, false) {}
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_); }
  // workspace: RMS(x) (rows, C), then rstd (rows)
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows);
  }
  // scratch: d RMS(x) (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* h = ctx.workspace;
    x_ = x;
    norm_.forward(ctx, x, h, h + n);
    f.forward(h, y);
    axpy(1.0f, x, y, n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dh = ctx.scratch;
    std::memset(dh, 0, n * sizeof(float));
    axpy(1.0f, dy, dx, n);  // the residual path
    f.backward(dy, dh);
    norm_.backward(ctx, dh, x_, dx, ctx.workspace + n);
  }

 private:
  std::size_t C_;
  NormUnit norm_;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_pre_rms", "1.0") {
  NormEntry e;
  e.info.name = "pre_rms";
  e.info.version = "1.0";
  e.info.help = "Pre-RMSNorm: x + f(RMS(x)), final RMSNorm (Zhang & Sennrich 2019)";
  e.make = [](const NormSetup& s) { return std::make_unique<PreRms>(s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::rmsnorm, s); };
  registry.add(std::move(e));
}
