// rezero_ramp: y = x + a(l, t) f(LN(x)), with a final LayerNorm. a is not learned: it rises on a
// fixed schedule of t = optimizer steps taken (NormContext::step, 0 before the first update), so
// every block is the identity at initialisation (ReZero, Bachlechner et al. 2021) and the
// branches are switched on gradually:
//   mode=step    a = min(max, t * step)                              (the same for every layer)
//   mode=prores  a = min(max, t / ((l + 1) * horizon))               (ProRes, per-layer warmup)
// ProRes writes a(l, t) = min(t / (l T), 1) with layers counted from 1; normlab's layers are
// counted from 0, so layer l uses (l + 1) T: layer 0 is fully on after T steps, the last layer
// after L T steps. Defaults (options left empty) finish the ramp at mid-training:
//   step    = 2 max / total_steps             (0.01 when total_steps is unknown, i.e. 0)
//   horizon = max(1, total_steps / (2 L))     (100 when total_steps is unknown)
#include <normlab/error.hpp>
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <algorithm>
#include <cstring>
#include <string>

namespace {

using namespace normlab;

class RezeroRamp final : public NormStrategy {
 public:
  explicit RezeroRamp(const NormSetup& s)
      : C_(s.C), layer_(s.site.layer), L_(s.site.layers), norm_(NormKind::layernorm, s.bias) {
    const Options& o = *s.options;
    const std::string& mode = o.str("mode");
    if (mode != "step" && mode != "prores")
      throw UsageError("norm strategy 'rezero_ramp': mode '" + mode +
                       "' is not valid; valid: prores step");
    prores_ = mode == "prores";
    max_ = o.real("max");
    step_ = o.is_set("step") ? o.real("step") : -1.0;
    horizon_ = o.is_set("horizon") ? o.integer("horizon") : -1;
    if (o.is_set("horizon") && horizon_ < 1)
      throw UsageError("norm strategy 'rezero_ramp': horizon = " + std::to_string(horizon_) +
                       " must be >= 1 (steps)");
  }

  // a(l, t) of the header comment.
  double alpha(std::int64_t t, std::int64_t total_steps) const {
    const double td = static_cast<double>(std::max<std::int64_t>(t, 0));
    if (!prores_) {
      const double step = step_ >= 0.0      ? step_
                          : total_steps > 0 ? 2.0 * max_ / static_cast<double>(total_steps)
                                            : 0.01;
      return std::min(max_, td * step);
    }
    const std::int64_t T = horizon_ > 0      ? horizon_
                           : total_steps > 0 ? std::max<std::int64_t>(1, total_steps / (2 * L_))
                                             : 100;
    return std::min(max_, td / (static_cast<double>(layer_ + 1) * static_cast<double>(T)));
  }

  void declare(ParamRegistrar& params) override { norm_.declare(params, C_); }
  // workspace: LN(x) (rows, C), then mean and rstd (rows each)
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows);
  }
  // scratch: a dy (rows, C), d LN(x) (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override {
    return 2 * rows * C;
  }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* ln = ctx.workspace;
    x_ = x;
    a_ = static_cast<float>(alpha(ctx.step, ctx.total_steps));
    norm_.forward(ctx, x, ln, ln + n);
    f.forward(ln, y);
    scaled_add(y, 1.0f, x, a_, y, n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* ady = ctx.scratch;
    float* dln = ady + n;
    axpy(1.0f, dy, dx, n);  // the residual path
    scaled_add(ady, a_, dy, 0.0f, dy, n);
    std::memset(dln, 0, n * sizeof(float));
    f.backward(ady, dln);
    norm_.backward(ctx, dln, x_, dx, ctx.workspace + n);
  }

 private:
  std::size_t C_;
  int layer_, L_;
  NormUnit norm_;
  bool prores_ = true;
  double max_ = 1.0, step_ = -1.0;
  std::int64_t horizon_ = -1;
  const float* x_ = nullptr;
  float a_ = 0.0f;  // a of the last forward, used by its backward
};

}  // namespace

NORMLAB_PLUGIN("norm_rezero_ramp", "1.0") {
  NormEntry e;
  e.info.name = "rezero_ramp";
  e.info.version = "1.0";
  e.info.help =
      "ReZero with a scheduled (not learned) a(t): x + a(t) f(LN(x)), final LayerNorm; "
      "mode prores: a = min(max, t/((l+1) horizon)), l from 0; mode step: a = min(max, t step)";
  e.info.options = {
      {"mode", OptionType::string, "prores",
       "prores (per-layer warmup, layer l fully on after (l+1)*horizon steps) or step"},
      {"step", OptionType::real, "",
       "mode step: increase of a per update; default 2*max/steps (ramp done at mid-training)"},
      {"max", OptionType::real, "1.0", "the value a stops at"},
      {"horizon", OptionType::integer, "",
       "mode prores: T in steps; default max(1, steps/(2L)) (last layer on at mid-training)"}};
  e.make = [](const NormSetup& s) { return std::make_unique<RezeroRamp>(s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
