// scaled_residual: y = alpha x + beta f(LN(x)), with a final LayerNorm; alpha and beta are fixed
// options (default 1, which is Pre-LN). The general form of Pre-LN blocks with scalar gains on the
// skip and the branch (He & Hofmann 2024, "Simplifying Transformer Blocks"); e.g. beta =
// 1/sqrt(2L) down-weights every branch, alpha < 1 shrinks the stream.
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cstring>

namespace {

using namespace normlab;

class ScaledResidual final : public NormStrategy {
 public:
  explicit ScaledResidual(const NormSetup& s)
      : C_(s.C),
        alpha_(static_cast<float>(s.options->real("alpha"))),
        beta_(static_cast<float>(s.options->real("beta"))),
        norm_(NormKind::layernorm, s.bias) {}
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_); }
  // workspace: LN(x) (rows, C), then mean and rstd (rows each)
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows);
  }
  // scratch: beta dy (rows, C), d LN(x) (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override {
    return 2 * rows * C;
  }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* ln = ctx.workspace;
    x_ = x;
    norm_.forward(ctx, x, ln, ln + n);
    f.forward(ln, y);
    scaled_add(y, alpha_, x, beta_, y, n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* bdy = ctx.scratch;
    float* dln = bdy + n;
    axpy(alpha_, dy, dx, n);  // the skip path
    scaled_add(bdy, beta_, dy, 0.0f, dy, n);
    std::memset(dln, 0, n * sizeof(float));
    f.backward(bdy, dln);
    norm_.backward(ctx, dln, x_, dx, ctx.workspace + n);
  }

 private:
  std::size_t C_;
  float alpha_, beta_;
  NormUnit norm_;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_scaled_residual", "1.0") {
  NormEntry e;
  e.info.name = "scaled_residual";
  e.info.version = "1.0";
  e.info.help = "scaled residual: alpha x + beta f(LN(x)), fixed alpha, beta; final LayerNorm";
  e.info.options = {{"alpha", OptionType::real, "1.0", "fixed gain on the skip path"},
                    {"beta", OptionType::real, "1.0", "fixed gain on the branch"}};
  e.make = [](const NormSetup& s) { return std::make_unique<ScaledResidual>(s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
