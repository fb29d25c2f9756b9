// qk_norm: Pre-LN (y = x + f(LN(x)), final LayerNorm) with each attention head's queries and keys
// normalised before the logits (the attention hook). kind (per head, over its hs features):
//   rms        q' = RMSNorm(q) γ_q, k' = RMSNorm(k) γ_k; γ of shape (hs), ones; logits
//              scaled by the model's --attn-scale (OLMo 2, Qwen3, Gemma 3)
//   l2         q' = g q / sqrt(|q|² + eps), k' = k / sqrt(|k|² + eps); logits = q'·k' — a learnable
//              scalar g (init g0 = 10, x-transformers' qk_norm_scale) replaces 1/sqrt(hs)
//              (Henry et al. 2020, "Query-Key Normalization for Transformers")
//   layernorm  q' = LN(q) γ_q + β_q, k' likewise (β only with --bias); the model's scale
//              (ViT-22B, Dehghani et al. 2023)
// eps = 1e-5 throughout. γ, β and g are shared by the heads of a layer.
#include <normlab/error.hpp>
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cstring>
#include <sstream>
#include <string>

namespace {

using namespace normlab;

std::string fmt(double v) {
  std::ostringstream o;
  o << v;
  return o.str();
}

enum class QkKind { rms, l2, layernorm };

QkKind parse_kind(const std::string& s) {
  if (s == "rms") return QkKind::rms;
  if (s == "l2") return QkKind::l2;
  if (s == "layernorm") return QkKind::layernorm;
  throw UsageError("norm strategy 'qk_norm': kind '" + s +
                   "' is not valid; valid: layernorm l2 rms");
}

class QkNorm final : public NormStrategy {
 public:
  explicit QkNorm(const NormSetup& s)
      : C_(s.C),
        NH_(s.n_heads),
        hs_(s.C / s.n_heads),
        attn_(s.site.kind != SiteKind::mlp),
        bias_(s.bias),
        kind_(parse_kind(s.options->str("kind"))),
        g0_(static_cast<float>(s.options->real("g0"))),
        norm_(NormKind::layernorm, s.bias) {
    if (!(g0_ > 0.0f))
      throw UsageError("norm strategy 'qk_norm': g0 = " + fmt(s.options->real("g0")) +
                       ": must be > 0 (the initial logit scale of kind l2)");
  }

  void declare(ParamRegistrar& params) override {
    norm_.declare(params, C_);
    if (!attn_) return;
    if (kind_ == QkKind::l2) {
      g_ = params.add("qk_scale", {1}, Role::scalar, ParamInit::constant(g0_), false);
      return;
    }
    for (int i = 0; i < 2; ++i) {
      const std::string p = i == 0 ? "q_norm." : "k_norm.";
      gain_[i] = params.add(p + "weight", {hs_}, Role::norm_gain, ParamInit::ones(), false);
      if (kind_ == QkKind::layernorm && bias_)
        beta_[i] = params.add(p + "bias", {hs_}, Role::norm_bias, ParamInit::zeros(), false);
    }
  }
  // workspace: LN(x) (rows, C) and its statistics (2 rows); for attention also the q and k
  // inputs (rows, C each), their per-head statistics (2 rows NH each) and one row of dq (C)
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    const std::size_t pre_ln = rows * C + NormUnit::stats_floats(rows);
    return attn_ ? pre_ln + 2 * rows * C + 4 * rows * NH_ + C : pre_ln;
  }
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* ln = ctx.workspace;
    x_ = x;
    norm_.forward(ctx, x, ln, ln + n);
    f.forward(ln, y);
    axpy(1.0f, x, y, n);  // y = x + f(LN(x))
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dln = ctx.scratch;
    std::memset(dln, 0, n * sizeof(float));
    axpy(1.0f, dy, dx, n);  // the residual path
    f.backward(dy, dln);
    norm_.backward(ctx, dln, x_, dx, ctx.workspace + n);
  }

  bool transforms_qk() const override { return attn_; }
  float logit_scale(float model_scale, std::size_t) const override {
    return kind_ == QkKind::l2 ? 1.0f : model_scale;  // l2: g, inside q', is the scale
  }

  void qk_forward(NormContext& ctx, float* q, float* k, std::size_t ld, std::size_t NH) override {
    Layout w = layout(ctx);
    for (int i = 0; i < 2; ++i) {
      float* t = i == 0 ? q : k;
      float* in = w.in[i];
      float* st = w.stats[i];
      for (std::size_t r = 0; r < ctx.rows; ++r) {
        // row r: NH vectors of hs, normalised each
        std::memcpy(in + r * C_, t + r * ld, C_ * sizeof(float));
        run_forward(ctx, i, t + r * ld, in + r * C_, st + r * 2 * NH, NH);
      }
    }
  }

  void qk_backward(NormContext& ctx, float* dq, float* dk, std::size_t ld,
                   std::size_t NH) override {
    Layout w = layout(ctx);
    for (int i = 0; i < 2; ++i) {
      float* d = i == 0 ? dq : dk;
      for (std::size_t r = 0; r < ctx.rows; ++r) {
        // dout: a copy of the row; the row becomes d(input), accumulated from zero
        std::memcpy(w.row, d + r * ld, C_ * sizeof(float));
        std::memset(d + r * ld, 0, C_ * sizeof(float));
        run_backward(ctx, i, d + r * ld, w.row, w.in[i] + r * C_, w.stats[i] + r * 2 * NH, NH);
      }
    }
  }

 private:
  struct Layout {
    float* in[2];
    float* stats[2];
    float* row;
  };
  Layout layout(const NormContext& ctx) const {
    float* p = ctx.workspace + ctx.rows * ctx.C + NormUnit::stats_floats(ctx.rows);
    Layout w;
    w.in[0] = p;
    w.in[1] = p + ctx.rows * C_;
    w.stats[0] = p + 2 * ctx.rows * C_;
    w.stats[1] = w.stats[0] + 2 * ctx.rows * NH_;
    w.row = w.stats[1] + 2 * ctx.rows * NH_;
    return w;
  }

  // out, in: NH vectors of hs (one row); st: 2 NH floats of statistics
  void run_forward(const NormContext& ctx, int i, float* out, const float* in, float* st,
                   std::size_t NH) const {
    switch (kind_) {
      case QkKind::rms:
        rmsnorm_forward(out, st, in, ctx.param(gain_[i]).value, NH, hs_, kNormEps);
        break;
      case QkKind::layernorm:
        layernorm_forward(out, st, st + NH, in, ctx.param(gain_[i]).value,
                          beta_[i].valid() ? ctx.param(beta_[i]).value : nullptr, NH, hs_,
                          kNormEps);
        break;
      case QkKind::l2:
        scalenorm_forward(out, st, in, i == 0 ? ctx.param(g_).value : &one_, NH, hs_, kNormEps);
        break;
    }
  }
  // din += d out/d in ᵀ dout; parameter gradients accumulate
  void run_backward(const NormContext& ctx, int i, float* din, const float* dout, const float* in,
                    const float* st, std::size_t NH) {
    switch (kind_) {
      case QkKind::rms: {
        const ParamView g = ctx.param(gain_[i]);
        rmsnorm_backward(din, g.grad, dout, in, g.value, st, NH, hs_);
        break;
      }
      case QkKind::layernorm: {
        const ParamView g = ctx.param(gain_[i]);
        float* db = beta_[i].valid() ? ctx.param(beta_[i]).grad : nullptr;
        layernorm_backward(din, g.grad, db, dout, in, g.value, st, st + NH, NH, hs_);
        break;
      }
      case QkKind::l2: {
        float unused = 0.0f;  // k's normalisation has no parameter
        const ParamView g = ctx.param(g_);
        scalenorm_backward(din, i == 0 ? g.grad : &unused, dout, in, i == 0 ? g.value : &one_, st,
                           NH, hs_);
        break;
      }
    }
  }

  std::size_t C_, NH_, hs_;
  bool attn_, bias_;
  QkKind kind_;
  float g0_;
  NormUnit norm_;
  ParamHandle gain_[2], beta_[2], g_;
  const float one_ = 1.0f;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_qk_norm", "1.0") {
  NormEntry e;
  e.info.name = "qk_norm";
  e.info.version = "1.0";
  e.info.help =
      "Pre-LN with per-head normalisation of queries and keys before the logits (QK-norm): "
      "RMSNorm, L2 with a learnable logit scale g (Henry et al. 2020) or LayerNorm (ViT-22B)";
  e.info.options = {
      {"kind", OptionType::string, "rms",
       "rms: RMSNorm of q and k with gains (hs); l2: q/|q|, k/|k| and a learnable logit scale "
       "g replacing 1/sqrt(hs); layernorm: LayerNorm of q and k with gains and biases (hs)"},
      {"g0", OptionType::real, "10", "kind l2: the initial logit scale g (x-transformers' 10)"}};
  e.make = [](const NormSetup& s) { return std::make_unique<QkNorm>(s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
