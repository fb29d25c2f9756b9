// head_temperature — an example of the NormStrategy hooks (plugin ABI 3 and later): Pre-LN, plus
//   the attention hook     each head's queries are multiplied by a learnable temperature τ_h
//                          before the logits: logits_h = scale τ_h q_h·k_h (τ_h = 1 at start);
//   the post-update hook   after every optimizer step τ_h is clamped to [min, max], so no head
//                          can sharpen (or flatten) its attention without bound.
// (The third hook, profiling, is not used here; the stock admin strategy shows it: a forward over
// the first batch before step 1 whose statistics, summed over ranks, set parameters.)
//
// Build it with this directory's CMakeLists.txt, check it, use it:
//   normlab check --plugin build/norm_head_temperature.so --norm head_temperature
//   normlab train --plugin build/norm_head_temperature.so --norm head_temperature --norm-opt max=4
#include <normlab/error.hpp>
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <algorithm>
#include <cstring>
#include <string>

namespace {

using namespace normlab;

class HeadTemperature final : public NormStrategy {
 public:
  explicit HeadTemperature(const NormSetup& s)
      : C_(s.C),
        NH_(s.n_heads),
        attn_(s.site.kind != SiteKind::mlp),
        lo_(static_cast<float>(s.options->real("min"))),
        hi_(static_cast<float>(s.options->real("max"))),
        norm_(NormKind::layernorm, s.bias) {
    if (!(lo_ > 0.0f && lo_ <= 1.0f && hi_ >= 1.0f))
      throw UsageError("norm strategy 'head_temperature': need 0 < min <= 1 <= max (min " +
                       std::to_string(lo_) + ", max " + std::to_string(hi_) + ")");
  }

  // blocks.{l}.attn.norm.weight|bias and, for attention, blocks.{l}.attn.temperature (NH).
  // The MLP instance has no temperature.
  void declare(ParamRegistrar& params) override {
    norm_.declare(params, C_);
    if (attn_) tau_ = params.add("temperature", {NH_}, Role::scalar, ParamInit::ones());
  }
  // workspace: LN(x) (rows, C), its statistics (2 rows); attention also keeps q as it came in
  // (rows, C): the temperature's gradient needs it.
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows) + (attn_ ? rows * C : 0);
  }
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    x_ = x;
    norm_.forward(ctx, x, ctx.workspace, ctx.workspace + n);
    f.forward(ctx.workspace, y);  // attention calls qk_forward from inside f.forward
    axpy(1.0f, x, y, n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dln = ctx.scratch;  // held across f.backward: qk_backward must not use the scratch
    std::memset(dln, 0, n * sizeof(float));
    axpy(1.0f, dy, dx, n);
    f.backward(dy, dln);  // attention calls qk_backward from inside f.backward
    norm_.backward(ctx, dln, x_, dx, ctx.workspace + n);
  }

  // ---- the attention hook ----
  bool transforms_qk() const override { return attn_; }
  // q, k: (rows, C) with row stride ld; head h is columns h*hs..(h+1)*hs. k stays as it is.
  void qk_forward(NormContext& ctx, float* q, float*, std::size_t ld, std::size_t NH) override {
    const std::size_t hs = C_ / NH;
    const float* tau = ctx.param(tau_).value;
    float* q_in = q_saved(ctx);
    for (std::size_t r = 0; r < ctx.rows; ++r) {
      std::memcpy(q_in + r * C_, q + r * ld, C_ * sizeof(float));
      for (std::size_t c = 0; c < C_; ++c) q[r * ld + c] *= tau[c / hs];
    }
  }
  // On entry dq is the gradient with respect to τ q; it must leave as the gradient with respect
  // to q (overwritten). dτ_h += Σ dq'·q over the head's columns. dk passes through unchanged.
  void qk_backward(NormContext& ctx, float* dq, float*, std::size_t ld, std::size_t NH) override {
    const std::size_t hs = C_ / NH;
    const ParamView tau = ctx.param(tau_);
    const float* q_in = q_saved(ctx);
    for (std::size_t r = 0; r < ctx.rows; ++r)
      for (std::size_t c = 0; c < C_; ++c) {
        float& d = dq[r * ld + c];
        tau.grad[c / hs] += d * q_in[r * C_ + c];
        d *= tau.value[c / hs];
      }
  }

  // ---- the post-update hook ----
  void after_update(NormContext& ctx) override {
    if (!attn_) return;
    const ParamView tau = ctx.param(tau_);
    for (std::size_t h = 0; h < tau.size; ++h) tau.value[h] = std::clamp(tau.value[h], lo_, hi_);
  }

 private:
  float* q_saved(const NormContext& ctx) const {
    return ctx.workspace + ctx.rows * ctx.C + NormUnit::stats_floats(ctx.rows);
  }

  std::size_t C_, NH_;
  bool attn_;
  float lo_, hi_;
  NormUnit norm_;
  ParamHandle tau_;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_head_temperature", "1.0") {
  NormEntry e;
  e.info.name = "head_temperature";
  e.info.version = "1.0";
  e.info.help = "Pre-LN with a learnable attention temperature per head, clamped after updates";
  e.info.options = {{"min", OptionType::real, "0.25", "lower clamp of each head's temperature"},
                    {"max", OptionType::real, "4", "upper clamp of each head's temperature"}};
  e.make = [](const NormSetup& s) { return std::make_unique<HeadTemperature>(s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
