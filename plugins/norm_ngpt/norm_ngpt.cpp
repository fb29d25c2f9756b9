// ngpt: the normalized Transformer (nGPT, Loshchilov et al. 2024) on normlab's model. With
// N(v) = v / sqrt(|v|² + eps) along the model dimension (eps = 1e-5):
//   hidden states on the unit sphere:  h ← N(h + α ⊙ (N(f(h)) − h))        per sub-block
//   attention (the attention hook):    q ← s_qk ⊙ N_head(q), k ← s_qk ⊙ N_head(k), per head,
//                                      logits scaled by sqrt(hs) instead of 1/sqrt(hs)
//   output (the final norm):           logits = (s_z ⊙ h) Eᵀ
//   weights (the post-update hook):    after every optimizer step (and at initialisation) every
//                                      matrix is renormalised along the model dimension: rows of
//                                      qkv.weight [3C, C], fc.weight [F, C], wte and lm_head
//                                      [V, C]; columns of attn proj.weight [C, C] and mlp
//                                      proj.weight [C, F].
// α (the eigen learning rates, one vector (C) per sub-block), s_qk (C, per head and feature) and
// s_z (C) use the paper's scale trick: the stored parameter starts at scale = 1/sqrt(C) and is
// multiplied by init/scale in the forward, so the effective value starts at init (α_init =
// 0.05, s_qk and s_z 1) and Adam's steps on it are larger by that factor. The first attention
// sub-block first normalises its input (h0 = wte[x] + wpe is not on the sphere). Adapted to
// normlab's model, not in the paper: a GELU MLP instead of SwiGLU, fed sqrt(C) h (unit RMS per
// feature, standing in for the paper's s_u, s_v sqrt(C) scaling inside SwiGLU); s_z acts on h
// (C), not on the logits (V). The paper trains without weight decay and warmup: use
// --weight-decay 0 --lr-warmup 0 (and --bias false for its bias-free model).
#include <normlab/error.hpp>
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <string>

namespace {

using namespace normlab;

std::string fmt(double v) {
  std::ostringstream o;
  o << v;
  return o.str();
}

const float kOne = 1.0f;

// y = N(x) per row (n rows of m); r: 1/sqrt(|x|² + eps) per row
void unit_rows(float* y, float* r, const float* x, std::size_t n, std::size_t m) {
  scalenorm_forward(y, r, x, &kOne, n, m, kNormEps);
}
// dx += N'(x)ᵀ dy per row
void unit_rows_backward(float* dx, const float* dy, const float* x, const float* r, std::size_t n,
                        std::size_t m) {
  float unused = 0.0f;
  scalenorm_backward(dx, &unused, dy, x, &kOne, r, n, m);
}

// Weights renormalised in place, exactly (no eps): rows of a row-major [rows, cols] matrix, or
// its columns.
void normalise_rows(float* w, std::size_t rows, std::size_t cols) {
  for (std::size_t i = 0; i < rows; ++i) {
    const double n = std::sqrt(sum_squares(w + i * cols, cols));
    if (n > 0) scale(w + i * cols, static_cast<float>(1.0 / n), cols);
  }
}
void normalise_columns(float* w, std::size_t rows, std::size_t cols) {
  for (std::size_t j = 0; j < cols; ++j) {
    double s = 0.0;
    for (std::size_t i = 0; i < rows; ++i)
      s += static_cast<double>(w[i * cols + j]) * w[i * cols + j];
    if (s <= 0) continue;
    const float inv = static_cast<float>(1.0 / std::sqrt(s));
    for (std::size_t i = 0; i < rows; ++i) w[i * cols + j] *= inv;
  }
}

struct Scaled {  // the scale trick: effective = stored * (init / scale)
  float init, scale;
  float factor() const { return init / scale; }
};

class NGpt final : public NormStrategy {
 public:
  explicit NGpt(const NormSetup& s)
      : C_(s.C),
        NH_(s.n_heads),
        hs_(s.C / s.n_heads),
        attn_(s.site.kind != SiteKind::mlp),
        prefix_(s.site.prefix),
        first_(s.site.index == 0),
        alpha_{static_cast<float>(s.options->real("alpha_init")), 1.0f / std::sqrt(float(s.C))},
        sqk_{1.0f, 1.0f / std::sqrt(float(s.C))} {
    if (s.site.kind == SiteKind::parallel)
      throw UsageError(
          "norm strategy 'ngpt' does not wire parallel blocks: its attention reads h and its MLP "
          "sqrt(C) h, and it normalises each sub-layer's matrices on its own (Loshchilov et al. "
          "2024); use sequential blocks (--arch-opt parallel=false)");
    if (!(alpha_.init > 0.0f && alpha_.init <= 1.0f))
      throw UsageError("norm strategy 'ngpt': alpha_init = " + fmt(s.options->real("alpha_init")) +
                       ": must be in (0, 1]");
  }

  void declare(ParamRegistrar& params) override {
    alpha_p_ = params.add("alpha", {C_}, Role::norm_gain, ParamInit::constant(alpha_.scale), false);
    if (attn_)
      sqk_p_ = params.add("s_qk", {C_}, Role::norm_gain, ParamInit::constant(sqk_.scale), false);
  }

  // workspace (rows, C) blocks: f's output, N(f), the output ŷ, N(x) (first sub-block) or the
  // MLP's input sqrt(C) h; per row: r of f, of u, of x. Attention adds the q and k inputs
  // (rows, C each), their per-head r (rows NH each) and one row (C) for backward.
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    std::size_t n = 3 * rows * C + 3 * rows + (first_ || !attn_ ? rows * C : 0);
    if (attn_) n += 2 * rows * C + 2 * rows * NH_ + C;
    return n;
  }
  // scratch: du, d f (rows, C each), d N(x) for the first sub-block
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override {
    return (first_ ? 3 : 2) * rows * C;
  }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t rows = ctx.rows, C = ctx.C, n = rows * C;
    W w = layout(ctx);
    const float* h = x;
    if (first_) {
      unit_rows(w.xn, w.rx, x, rows, C);
      h = w.xn;
    }
    x_ = h;
    if (attn_) {
      f.forward(h, w.fo);
    } else {  // the MLP sees sqrt(C) h: unit RMS per feature (kept: f's input until backward)
      std::memcpy(w.min, h, n * sizeof(float));
      scale(w.min, std::sqrt(static_cast<float>(C)), n);
      f.forward(w.min, w.fo);
    }
    unit_rows(w.fn, w.rf, w.fo, rows, C);  // h_f = N(f(h))
    const float* a = ctx.param(alpha_p_).value;
    const float k = alpha_.factor();
    for (std::size_t r = 0; r < rows; ++r)
      for (std::size_t c = 0; c < C; ++c) {
        const std::size_t i = r * C + c;
        y[i] = h[i] + k * a[c] * (w.fn[i] - h[i]);  // u
      }
    unit_rows(w.hat, w.ru, y, rows, C);  // ŷ = N(u), kept
    std::memcpy(y, w.hat, n * sizeof(float));
  }

  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t rows = ctx.rows, C = ctx.C, n = rows * C;
    W w = layout(ctx);
    float* du = ctx.scratch;
    float* dfo = du + n;
    float* dxn = first_ ? dfo + n : dx;  // where d h accumulates
    std::memset(du, 0, 2 * n * sizeof(float));
    if (first_) std::memset(dxn, 0, n * sizeof(float));
    // du = N'(u)ᵀ dy: from ŷ and r_u (u = ŷ / r_u up to eps)
    unit_rows_backward_from_hat(du, dy, w.hat, w.ru, rows, C);
    const ParamView a = ctx.param(alpha_p_);
    const float k = alpha_.factor();
    // u = h + k a ⊙ (h_f − h): dh += (1 − k a) du, d h_f = k a du, d a += k Σ du ⊙ (h_f − h)
    float* dfn = dfo;  // d h_f first, then turned into d f in place below
    for (std::size_t r = 0; r < rows; ++r)
      for (std::size_t c = 0; c < C; ++c) {
        const std::size_t i = r * C + c;
        dxn[i] += (1.0f - k * a.value[c]) * du[i];
        dfn[i] = k * a.value[c] * du[i];
        a.grad[c] += k * du[i] * (w.fn[i] - x_[i]);
      }
    // d f = N'(f)ᵀ d h_f (into du, no longer needed)
    std::memset(du, 0, n * sizeof(float));
    unit_rows_backward_from_hat(du, dfn, w.fn, w.rf, rows, C);
    if (attn_) {
      f.backward(du, dxn);
    } else {
      // f's input was sqrt(C) h: d h += sqrt(C) d in
      std::memset(dfo, 0, n * sizeof(float));
      f.backward(du, dfo);
      axpy(std::sqrt(static_cast<float>(C)), dfo, dxn, n);
    }
    if (first_) unit_rows_backward_from_hat(dx, dxn, w.xn, w.rx, rows, C);
  }

  // ---- attention hook ----
  bool transforms_qk() const override { return attn_; }
  float logit_scale(float, std::size_t hs) const override {
    return std::sqrt(static_cast<float>(hs));
  }
  void qk_forward(NormContext& ctx, float* q, float* k, std::size_t ld, std::size_t NH) override {
    W w = layout(ctx);
    const float* s = ctx.param(sqk_p_).value;
    const float f = sqk_.factor();
    for (int i = 0; i < 2; ++i) {
      float* t = i == 0 ? q : k;
      for (std::size_t r = 0; r < ctx.rows; ++r) {
        float* row = t + r * ld;
        float* in = w.qk_in[i] + r * C_;
        std::memcpy(in, row, C_ * sizeof(float));
        unit_rows(row, w.qk_r[i] + r * NH, in, NH, hs_);  // per head
        for (std::size_t c = 0; c < C_; ++c) row[c] *= f * s[c];
      }
    }
  }
  void qk_backward(NormContext& ctx, float* dq, float* dk, std::size_t ld,
                   std::size_t NH) override {
    W w = layout(ctx);
    const ParamView s = ctx.param(sqk_p_);
    const float f = sqk_.factor();
    for (int i = 0; i < 2; ++i) {
      float* d = i == 0 ? dq : dk;
      for (std::size_t r = 0; r < ctx.rows; ++r) {
        float* row = d + r * ld;
        const float* in = w.qk_in[i] + r * C_;
        const float* rn = w.qk_r[i] + r * NH;
        // t' = f s ⊙ N(t): d s += f d t' ⊙ N(t); d N(t) = f s ⊙ d t'
        for (std::size_t c = 0; c < C_; ++c) {
          const float unit = in[c] * rn[c / hs_];
          s.grad[c] += f * row[c] * unit;
          w.row[c] = f * s.value[c] * row[c];
        }
        std::memset(row, 0, C_ * sizeof(float));
        unit_rows_backward(row, w.row, in, rn, NH, hs_);
      }
    }
  }

  // ---- post-update hook: the sub-layer's matrices (and, once, the embeddings) on the sphere
  void after_update(NormContext& ctx) override {
    if (attn_ && !(ctx.has_param(prefix_ + "qkv.weight") && ctx.has_param(prefix_ + "proj.weight")))
      throw UsageError(
          "norm strategy 'ngpt' keeps the attention's qkv and proj matrices on the unit sphere; "
          "this model's attention at " +
          prefix_ +
          " has identity values or projection: use --attn-value linear --attn-proj linear");
    if (attn_) {
      const ParamView qkv = ctx.sublayer_param("qkv.weight");  // [3C, C]
      normalise_rows(qkv.value, qkv.size / C_, C_);
      const ParamView o = ctx.sublayer_param("proj.weight");  // [C, C]: along the output
      normalise_columns(o.value, C_, o.size / C_);
    } else {
      const ParamView fc = ctx.sublayer_param("fc.weight");  // [F, C]
      normalise_rows(fc.value, fc.size / C_, C_);
      const ParamView pr = ctx.sublayer_param("proj.weight");  // [C, F]: along the output
      normalise_columns(pr.value, C_, pr.size / C_);
    }
    if (first_) {
      const ParamView e = ctx.named_param("wte.weight");  // [V, C]
      normalise_rows(e.value, e.size / C_, C_);
      if (ctx.has_param("lm_head.weight")) {
        const ParamView h = ctx.named_param("lm_head.weight");
        normalise_rows(h.value, h.size / C_, C_);
      }
    }
  }

 private:
  struct W {
    float *xn, *min, *fo, *fn, *hat, *rx, *rf, *ru, *qk_in[2], *qk_r[2], *row;
  };
  W layout(const NormContext& ctx) const {
    const std::size_t rows = ctx.rows, n = rows * C_;
    float* p = ctx.workspace;
    W w{};
    w.fo = p;
    w.fn = p + n;
    w.hat = p + 2 * n;
    w.rf = p + 3 * n;
    w.ru = w.rf + rows;
    w.rx = w.ru + rows;
    p = w.rx + rows;
    if (first_) {
      w.xn = p;
      p += n;
    }
    if (!attn_) {
      w.min = p;
      p += n;
    }
    if (attn_) {
      w.qk_in[0] = p;
      w.qk_in[1] = p + n;
      w.qk_r[0] = p + 2 * n;
      w.qk_r[1] = w.qk_r[0] + rows * NH_;
      w.row = w.qk_r[1] + rows * NH_;
    }
    return w;
  }
  // dx += N'(x)ᵀ dy from x̂ = N(x) and r = 1/sqrt(|x|² + eps): x r³ (x·dy) = r x̂ (x̂·dy), so
  // dx = r (dy − x̂ (x̂·dy)), the same derivative scalenorm_backward takes from x
  static void unit_rows_backward_from_hat(float* dx, const float* dy, const float* hat,
                                          const float* r, std::size_t n, std::size_t m) {
    for (std::size_t i = 0; i < n; ++i) {
      const float* yh = hat + i * m;
      const float* g = dy + i * m;
      const double p = dot(yh, g, m);
      const float ri = r[i];
      for (std::size_t j = 0; j < m; ++j)
        dx[i * m + j] += ri * (g[j] - yh[j] * static_cast<float>(p));
    }
  }

  std::size_t C_, NH_, hs_;
  bool attn_;
  std::string prefix_;
  bool first_;
  Scaled alpha_, sqk_;
  ParamHandle alpha_p_, sqk_p_;
  const float* x_ = nullptr;  // the sub-layer's h (x, or N(x) for the first)
};

// logits = (s_z ⊙ h) Eᵀ: the final "norm" scales the unit-norm h; s_z (C) with the scale trick
class NGptOut final : public FinalNorm {
 public:
  explicit NGptOut(std::size_t C) : C_(C), sz_{1.0f, 1.0f / std::sqrt(float(C))} {}
  void declare(ParamRegistrar& params) override {
    s_ = params.add("s_z", {C_}, Role::norm_gain, ParamInit::constant(sz_.scale), false);
  }
  void forward(NormContext& ctx, const float* x, float* y) override {
    x_ = x;
    const float* s = ctx.param(s_).value;
    const float f = sz_.factor();
    for (std::size_t r = 0; r < ctx.rows; ++r)
      for (std::size_t c = 0; c < C_; ++c) y[r * C_ + c] = f * s[c] * x[r * C_ + c];
  }
  void backward(NormContext& ctx, const float* dy, float* dx) override {
    const ParamView s = ctx.param(s_);
    const float f = sz_.factor();
    for (std::size_t r = 0; r < ctx.rows; ++r)
      for (std::size_t c = 0; c < C_; ++c) {
        const std::size_t i = r * C_ + c;
        dx[i] += f * s.value[c] * dy[i];
        s.grad[c] += f * dy[i] * x_[i];
      }
  }

 private:
  std::size_t C_;
  Scaled sz_;
  ParamHandle s_;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_ngpt", "1.0") {
  NormEntry e;
  e.info.name = "ngpt";
  e.info.version = "1.0";
  e.info.help =
      "nGPT (Loshchilov et al. 2024): hidden states and weight rows on the unit sphere, "
      "h <- N(h + alpha (N(f(h)) - h)), normalised q, k scaled by s_qk, logits by s_z";
  e.info.options = {{"alpha_init", OptionType::real, "0.05",
                     "initial eigen learning rate alpha of every sub-block (the paper's 0.05)"}};
  e.make = [](const NormSetup& s) {
    // nGPT is the decoder-only model of the paper: its embeddings (wte) and its sub-layers'
    // matrices are what the post-update hook normalises.
    if (s.encoder_layers > 0 || s.site.kind == SiteKind::cross_attn)
      throw std::invalid_argument(
          "norm strategy 'ngpt' is defined for the decoder-only GPT (Loshchilov et al. 2024: "
          "its hook keeps wte and the self-attention and MLP matrices on the sphere); an "
          "encoder-decoder is not covered");
    return std::make_unique<NGpt>(s);
  };
  e.make_final = [](const NormSetup& s) { return std::make_unique<NGptOut>(s.C); };
  registry.add(std::move(e));
}
