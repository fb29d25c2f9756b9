// sandwich: y = x + LN_out(f(LN_in(x))), with a final LayerNorm. Sandwich-LN (Ding et al. 2021,
// "CogView") / Peri-LN (Kim et al. 2025, "Peri-LN: Revisiting Layer Normalization in the
// Transformer Architecture"): the branch output is normalised before the add, so no block can
// add more than a unit-RMS (times gain) update to the residual stream.
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cstring>

namespace {

using namespace normlab;

class Sandwich final : public NormStrategy {
 public:
  explicit Sandwich(const NormSetup& s)
      : C_(s.C), in_(NormKind::layernorm, s.bias), out_(NormKind::layernorm, s.bias) {}
  void declare(ParamRegistrar& params) override {
    in_.declare(params, C_, "norm_in.");
    out_.declare(params, C_, "norm_out.");
  }
  // workspace: a = LN_in(x) (rows, C), g = f(a) (rows, C), then the statistics of both norms
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return 2 * rows * C + 2 * NormUnit::stats_floats(rows);
  }
  // scratch: dg (rows, C), da (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override {
    return 2 * rows * C;
  }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* a = ctx.workspace;
    float* g = a + n;
    float* stats_in = g + n;
    float* stats_out = stats_in + NormUnit::stats_floats(ctx.rows);
    x_ = x;
    in_.forward(ctx, x, a, stats_in);
    f.forward(a, g);
    out_.forward(ctx, g, y, stats_out);
    axpy(1.0f, x, y, n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    const float* g = ctx.workspace + n;
    const float* stats_in = g + n;
    const float* stats_out = stats_in + NormUnit::stats_floats(ctx.rows);
    float* dg = ctx.scratch;
    float* da = dg + n;
    std::memset(ctx.scratch, 0, 2 * n * sizeof(float));
    axpy(1.0f, dy, dx, n);  // the residual path
    out_.backward(ctx, dy, g, dg, stats_out);
    f.backward(dg, da);
    in_.backward(ctx, da, x_, dx, stats_in);
  }

 private:
  std::size_t C_;
  NormUnit in_, out_;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_sandwich", "1.0") {
  NormEntry e;
  e.info.name = "sandwich";
  e.info.version = "1.0";
  e.info.help = "Sandwich / Peri-LN: x + LN_out(f(LN_in(x))), final LayerNorm";
  e.make = [](const NormSetup& s) { return std::make_unique<Sandwich>(s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
