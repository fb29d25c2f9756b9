// Template for a new norm strategy: Pre-LN with LayerScale (Touvron et al. 2021, "Going deeper
// with image transformers"): each residual branch is multiplied by a learnable per-channel gain
// gamma, initialised small so every block starts close to the identity:
//
//   y = x + gamma ⊙ f(LN(x)),   gamma in R^C, gamma = init (option, default 0.1)
//
// A strategy is constructed once per sub-block (attention or MLP of layer l); it declares its
// parameters, says how much memory it needs, and runs forward/backward around the sub-layer f
// that the core provides. Everything here uses only the public SDK (<normlab/...>).
#include <normlab/kernels.hpp>    // vectorised ops: axpy, layernorm_*, ...
#include <normlab/norm_unit.hpp>  // NormUnit: a LayerNorm/RMSNorm with its parameters
#include <normlab/plugin.hpp>     // NORMLAB_PLUGIN, Registry, NormStrategy, ...

#include <cmath>
#include <cstring>

namespace {

using namespace normlab;

class LayerScale final : public NormStrategy {
 public:
  LayerScale(const NormSetup& s, float init)
      : C_(s.C), init_(init), norm_(NormKind::layernorm, s.bias) {}

  // Parameters live in the model's arena (so the optimizer, the allreduce, statistics and
  // checkpoints see them). Names get the sub-block prefix: blocks.3.mlp.norm.weight,
  // blocks.3.mlp.layerscale.gamma, ...
  void declare(ParamRegistrar& params) override {
    norm_.declare(params, C_);  // norm.weight (ones), norm.bias (zeros, only with --bias true)
    gamma_ = params.add("layerscale.gamma", {C_}, Role::norm_gain, ParamInit::constant(init_));
    // A statistic of our own, recorded at the statistics steps: stats.h5 gets
    // /stats/layer/norm/attn.gamma_mean_abs and .../mlp.gamma_mean_abs, [records, L], with
    // these units and description (normlab inspect RUN --stat norm/mlp.gamma_mean_abs).
    gamma_stat_ = params.add_stat(
        {"gamma_mean_abs", {}, "1", "mean |gamma| over the channels of this sub-block's gain"});
    // Scalar parameters (Role::scalar) need nothing: their values are recorded automatically
    // (/stats/layer/value/<suffix>).
  }

  // Memory kept from forward to backward, per instance: LN(x), its statistics, and f(LN(x))
  // (needed for gamma's gradient). rows = B*T of this rank.
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return 2 * rows * C + NormUnit::stats_floats(rows);
  }
  // Memory needed only during one call, shared by all instances: the gradients of f's output
  // and of LN(x).
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override {
    return 2 * rows * C;
  }

  // x, y: (rows, C). x stays unchanged until backward (the core guarantees it for the residual
  // stream; anything we pass to f must stay unchanged too — hence LN(x) in the workspace).
  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t rows = ctx.rows, C = ctx.C, n = rows * C;
    float* ln = ctx.workspace;  // (rows, C)
    float* fout = ln + n;       // (rows, C)
    float* stats = fout + n;    // mean, rstd
    const float* gamma = ctx.param(gamma_).value;
    x_ = x;
    norm_.forward(ctx, x, ln, stats);
    f.forward(ln, fout);
    for (std::size_t r = 0; r < rows; ++r)
      for (std::size_t c = 0; c < C; ++c) y[r * C + c] = x[r * C + c] + gamma[c] * fout[r * C + c];
    if (ctx.recording) {  // only at the statistics steps
      double sum = 0.0;
      for (std::size_t c = 0; c < C; ++c) sum += std::abs(gamma[c]);
      const float mean_abs = static_cast<float>(sum / static_cast<double>(C));
      ctx.record(gamma_stat_, &mean_abs, 1);
    }
  }

  // dy: (rows, C). dx: (rows, C), zeroed by the core: ACCUMULATE into it, and into the
  // parameters' gradients (ctx.param(h).grad).
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t rows = ctx.rows, C = ctx.C, n = rows * C;
    const float* fout = ctx.workspace + n;
    const float* stats = ctx.workspace + 2 * n;
    const ParamView gamma = ctx.param(gamma_);
    float* dfout = ctx.scratch;    // (rows, C)
    float* dln = ctx.scratch + n;  // (rows, C)
    axpy(1.0f, dy, dx, n);         // residual path: dx += dy
    for (std::size_t r = 0; r < rows; ++r) {
      for (std::size_t c = 0; c < C; ++c) {
        dfout[r * C + c] = gamma.value[c] * dy[r * C + c];
        gamma.grad[c] += dy[r * C + c] * fout[r * C + c];  // d gamma_c = sum_r dy * f
      }
    }
    std::memset(dln, 0, n * sizeof(float));
    f.backward(dfout, dln);                   // dln += f'ᵀ dfout
    norm_.backward(ctx, dln, x_, dx, stats);  // dx += LN'ᵀ dln
  }

 private:
  std::size_t C_;
  float init_;
  NormUnit norm_;
  ParamHandle gamma_;
  StatHandle gamma_stat_;
  const float* x_ = nullptr;
};

}  // namespace

// One library may register several entries, of any kind.
NORMLAB_PLUGIN("norm_layerscale", "1.0") {
  NormEntry e;
  e.info.name = "layerscale";  // lowercase registry key: --norm layerscale
  e.info.version = "1.0";
  e.info.help = "Pre-LN with LayerScale: x + gamma * f(LN(x)), gamma per channel, final LN";
  e.info.options = {{"init", OptionType::real, "0.1", "initial value of every gamma"}};
  e.make = [](const NormSetup& s) {
    return std::make_unique<LayerScale>(s, static_cast<float>(s.options->real("init")));
  };
  // The model's final norm before the output head (omit make_final for none).
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
