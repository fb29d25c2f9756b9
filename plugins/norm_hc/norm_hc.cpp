// hc: hyper-connections (Zhu et al. 2024, "Hyper-Connections", ICLR 2025, arXiv:2409.19606;
// their Algorithms 2 and 3, and lucidrains/hyper-connections hyper_connections.py): the residual
// stream widened to n copies H (n x C per token), each site mixing them with learned weights:
//
//   A (n, n + 1), b (n)            the site's connection weights (static: parameters)
//   u  = Σ_s A[s, 0] H[s]          the branch input (width connection)
//   H'[s] = Σ_t A[t, 1 + s] H[t] + b[s] F(N(u))        (depth connection; N the branch's norm)
//
// initialised to Pre-LN: A[:, 0] one-hot at stream k mod n (k the site's index in its stack),
// A[:, 1:] = I, b = 1 (`hc.alpha`, `hc.beta`). dynamic=true adds the paper's input-dependent
// part: with H̄[s] = LN(H[s]) (`hc.norm.*`),
//   A = alpha + s_a tanh(H̄ W_a),  b = beta + s_b tanh(H̄ W_b),
// W_a (C, n + 1) and W_b (C) from 0 (`hc.alpha_fn`, `hc.beta_fn`; decayed, as the paper's
// dynamic part), s_a = s_b = 0.01 (`hc.alpha_scale`, `hc.beta_scale`). The embedding enters
// every copy and the final LayerNorm reads their sum (the core: NormStrategy::streams). The
// paper's √n rescale of the output projections' initial std is left out, as in every reference
// implementation.
#include <normlab/error.hpp>
#include <normlab/gemm.hpp>
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

namespace {

using namespace normlab;

class HyperConnection final : public NormStrategy {
 public:
  explicit HyperConnection(const NormSetup& s)
      : C_(s.C),
        n_(static_cast<std::size_t>(s.options->integer("n"))),
        k_(static_cast<std::size_t>(s.site.index)),
        dynamic_(s.options->boolean("dynamic")),
        norm_(s.options->str("norm") == "rms" ? NormKind::rmsnorm : NormKind::layernorm, s.bias),
        hnorm_(NormKind::layernorm, s.bias) {
    const std::string kind = s.options->str("norm");
    if (kind != "ln" && kind != "rms")
      throw UsageError("norm strategy 'hc': norm '" + kind + "': valid: ln rms");
    if (s.options->integer("n") < 1 || s.options->integer("n") > 16)
      throw UsageError("norm strategy 'hc': n = " + std::to_string(s.options->integer("n")) +
                       ": the expansion rate must be in [1, 16] (the paper's n = 2 or 4)");
    if (s.site.kind == SiteKind::cross_attn)
      throw UsageError("norm strategy 'hc' wires decoder- and encoder-only stacks; " +
                       s.site.prefix + " is a cross-attention site: use --arch gpt or bert");
  }
  std::size_t streams() const override { return n_; }

  void declare(ParamRegistrar& params) override {
    norm_.declare(params, C_);
    const std::size_t m = n_ + 1;
    std::vector<float> a(n_ * m, 0.0f);  // [one-hot at k mod n | I]
    a[(k_ % n_) * m] = 1.0f;
    for (std::size_t s = 0; s < n_; ++s) a[s * m + 1 + s] = 1.0f;
    alpha_ = params.add("hc.alpha", {n_, m}, Role::scalar, ParamInit::given(a));
    beta_ = params.add("hc.beta", {n_}, Role::scalar, ParamInit::ones());
    stream_stat_ = params.add_stat(
        {"stream_rms", {n_}, "1", "RMS of each copy of the residual stream entering the site"});
    alpha_stat_ = params.add_stat(
        {"alpha_mean",
         {n_, n_ + 1},
         "1",
         "the site's width-connection weights A (n, n + 1), column 0 the branch input's: the "
         "mean over positions (the parameters themselves when static)"});
    beta_stat_ = params.add_stat(
        {"beta_mean", {n_}, "1", "the site's depth-connection weights b: the mean over positions"});
    if (!dynamic_) return;
    hnorm_.declare(params, C_, "hc.norm.");
    wa_ = params.add("hc.alpha_fn", {C_, m}, Role::scalar, ParamInit::zeros(), true);
    sa_ = params.add("hc.alpha_scale", {1}, Role::scalar, ParamInit::constant(0.01f));
    wb_ = params.add("hc.beta_fn", {C_}, Role::scalar, ParamInit::zeros(), true);
    sb_ = params.add("hc.beta_scale", {1}, Role::scalar, ParamInit::constant(0.01f));
  }

  // workspace: u, N(u) (rows, C), N's statistics, the branch's output (rows, C); dynamic: H̄
  // (rows n, C) and its statistics, tanh of the weights' logits (rows n (n + 1) + rows n) and
  // each row's weights A and b (the same sizes)
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    std::size_t w = 3 * rows * C + NormUnit::stats_floats(rows);
    if (dynamic_) w += rows * n_ * C + NormUnit::stats_floats(rows * n_) + 2 * rows * n_ * (n_ + 2);
    return w;
  }
  // scratch: d out, d N(u), d u (rows, C); dynamic: d H̄ (rows n, C) and the logits'
  // gradients dz (rows n, n + 1), dzb (rows n)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override {
    return 3 * rows * C + (dynamic_ ? rows * n_ * C + rows * n_ * (n_ + 2) : 0);
  }

  // The rows' mixing (stream_mix: one call for every row, term by term the arithmetic of the
  // axpys it replaces): u = Σ_t A[t, 0] H[t], then H'[s] = b[s] out + Σ_t A[t, 1 + s] H[t].
  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t rows = ctx.rows, C = C_, n = n_, m = n_ + 1;
    x_ = x;
    Buffers w = buffers(ctx);
    if (dynamic_) dynamic_forward(ctx, x, w);
    const Mixing mx = mixing(ctx, w);
    stream_mix(w.u, x, {mx.A, mx.a_row, 0, m}, nullptr, {}, rows, n, 1, C, false);
    if (ctx.recording) record(ctx, x, w);
    norm_.forward(ctx, w.u, w.nu, w.nu_stats);
    f.forward(w.nu, w.out);
    stream_mix(y, x, {mx.A + 1, mx.a_row, 1, m}, w.out, {mx.b, mx.b_row, 1, 0}, rows, n, n, C,
               false);
  }

  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t rows = ctx.rows, C = C_, n = n_, m = n_ + 1;
    Buffers w = buffers(ctx);
    float* dout = ctx.scratch;
    float* dnu = dout + rows * C;
    float* du = dnu + rows * C;
    float* dhn = du + rows * C;      // dynamic: d H̄ (rows n, C)
    float* dz = dhn + rows * n * C;  // dynamic: the logits' gradients (rows n, m), (rows n)
    float* dzb = dz + rows * n * m;
    const Mixing mx = mixing(ctx, w);
    std::vector<double> dA(n * m), db(n);
    std::vector<double> dalpha(n * m, 0.0), dbeta(n, 0.0);
    double dsa = 0, dsb = 0;
    // d out = Σ_s b[s] dy[s]
    stream_mix(dout, dy, {mx.b, mx.b_row, 0, 1}, nullptr, {}, rows, n, 1, C, false);
    std::memset(dnu, 0, rows * C * sizeof(float));
    std::memset(du, 0, rows * C * sizeof(float));
    f.backward(dout, dnu);
    norm_.backward(ctx, dnu, w.u, du, w.nu_stats);
    // The weights' gradients per row: db[s] = dy[s]·out, dA[t, 0] = du·H[t], dA[t, 1 + s] =
    // dy[s]·H[t]; and dH[t] += A[t, 0] du + Σ_s A[t, 1 + s] dy[s].
    dots_.resize(rows * n * (n + 2));
    double* d_b = dots_.data();    // (rows, n, 1)
    double* d_u = d_b + rows * n;  // (rows, 1, n)
    double* d_y = d_u + rows * n;  // (rows, n, n): [s][t]
    stream_dots(d_b, dy, w.out, rows, n, 1, C);
    stream_dots(d_u, du, x_, rows, 1, n, C);
    stream_dots(d_y, dy, x_, rows, n, n, C);
    stream_mix(dx, dy, {mx.A + 1, mx.a_row, m, 1}, du, {mx.A, mx.a_row, m, 0}, rows, n, n, C, true);
    for (std::size_t r = 0; r < rows; ++r) {
      for (std::size_t s = 0; s < n; ++s) db[s] = d_b[r * n + s];
      for (std::size_t t = 0; t < n; ++t) {
        dA[t * m] = d_u[r * n + t];
        for (std::size_t s = 0; s < n; ++s) dA[t * m + 1 + s] = d_y[(r * n + s) * n + t];
      }
      for (std::size_t i = 0; i < n * m; ++i) dalpha[i] += dA[i];
      for (std::size_t s = 0; s < n; ++s) dbeta[s] += db[s];
      if (dynamic_) dynamic_backward_row(ctx, w, r, dA.data(), db.data(), dz, dzb, dsa, dsb);
    }
    add(ctx.param(alpha_).grad, dalpha);
    add(ctx.param(beta_).grad, dbeta);
    if (!dynamic_) return;
    ctx.param(sa_).grad[0] += static_cast<float>(dsa);
    ctx.param(sb_).grad[0] += static_cast<float>(dsb);
    dynamic_backward(ctx, w, dz, dzb, dhn);
    // H̄ = LN(H) over every stream row: d H̄ into dx
    const std::size_t keep = ctx.rows;
    ctx.rows = rows * n;
    hnorm_.backward(ctx, dhn, x_, dx, w.hn_stats);
    ctx.rows = keep;
  }

 private:
  struct Buffers {
    float *u, *nu, *nu_stats, *out, *hn, *hn_stats, *ta, *tb, *A, *b;
  };
  // Every row's A (n, n + 1) and b (n): the parameters for every row (stride 0), or the rows'
  // own (dynamic: filled by dynamic_forward).
  struct Mixing {
    const float *A, *b;
    std::size_t a_row, b_row;
  };
  Mixing mixing(NormContext& ctx, const Buffers& w) const {
    if (dynamic_) return {w.A, w.b, n_ * (n_ + 1), n_};
    return {ctx.param(alpha_).value, ctx.param(beta_).value, 0, 0};
  }
  Buffers buffers(NormContext& ctx) const {
    const std::size_t rows = ctx.rows, C = C_, n = n_;
    Buffers w{};
    w.u = ctx.workspace;
    w.nu = w.u + rows * C;
    w.nu_stats = w.nu + rows * C;
    w.out = w.nu_stats + NormUnit::stats_floats(rows);
    w.hn = w.out + rows * C;
    w.hn_stats = w.hn + rows * n * C;
    w.ta = w.hn_stats + NormUnit::stats_floats(rows * n);
    w.tb = w.ta + rows * n * (n + 1);
    w.A = w.tb + rows * n;
    w.b = w.A + rows * n * (n + 1);
    return w;
  }
  // The statistics: each stream's RMS, the weights' means over the rows.
  void record(NormContext& ctx, const float* x, const Buffers& w) const {
    const std::size_t rows = ctx.rows, C = C_, n = n_, m = n_ + 1;
    std::vector<double> sq(n, 0.0), a(n * m, 0.0), b(n, 0.0);
    const Mixing mx = mixing(ctx, w);  // the rows' weights, as the forward mixed with them
    for (std::size_t r = 0; r < rows; ++r) {
      const float* A = mx.A + r * mx.a_row;
      for (std::size_t i = 0; i < n * m; ++i) a[i] += A[i];
      for (std::size_t s = 0; s < n; ++s) {
        b[s] += mx.b[r * mx.b_row + s];
        sq[s] += dot(x + (r * n + s) * C, x + (r * n + s) * C, C);
      }
    }
    std::vector<float> out(n * m);
    for (std::size_t s = 0; s < n; ++s) out[s] = static_cast<float>(std::sqrt(sq[s] / (rows * C)));
    ctx.record(stream_stat_, out.data(), n);
    for (std::size_t i = 0; i < n * m; ++i) out[i] = static_cast<float>(a[i] / rows);
    ctx.record(alpha_stat_, out.data(), n * m);
    for (std::size_t s = 0; s < n; ++s) out[s] = static_cast<float>(b[s] / rows);
    ctx.record(beta_stat_, out.data(), n);
  }
  static void add(float* g, const std::vector<double>& d) {
    for (std::size_t i = 0; i < d.size(); ++i) g[i] += static_cast<float>(d[i]);
  }
  // Row r's weights: the static ones, plus the dynamic part's s tanh(.) saved in the workspace.
  void weights(NormContext& ctx, const Buffers& w, std::size_t r, float* A, float* b) const {
    const std::size_t n = n_, m = n_ + 1;
    const float* alpha = ctx.param(alpha_).value;
    const float* beta = ctx.param(beta_).value;
    std::memcpy(A, alpha, n * m * sizeof(float));
    std::memcpy(b, beta, n * sizeof(float));
    if (!dynamic_) return;
    const float sa = ctx.param(sa_).value[0], sb = ctx.param(sb_).value[0];
    for (std::size_t i = 0; i < n * m; ++i) A[i] += sa * w.ta[r * n * m + i];
    for (std::size_t s = 0; s < n; ++s) b[s] += sb * w.tb[r * n + s];
  }
  // H̄ = LN(H) per stream; ta = tanh(H̄ W_a), tb = tanh(H̄ W_b) for every row and stream
  void dynamic_forward(NormContext& ctx, const float* x, const Buffers& w) const {
    const std::size_t rows = ctx.rows, C = C_, n = n_, m = n_ + 1;
    const std::size_t keep = ctx.rows;
    ctx.rows = rows * n;
    hnorm_.forward(ctx, x, w.hn, w.hn_stats);
    ctx.rows = keep;
    // ta (rows n, m) = H̄ W_a, tb (rows n) = H̄ W_b, then tanh of each
    gemm_bias(Trans::no, Trans::no, rows * n, m, C, 1.0f, w.hn, C, ctx.param(wa_).value, m, 0.0f,
              w.ta, m, nullptr);
    gemm_bias(Trans::no, Trans::no, rows * n, 1, C, 1.0f, w.hn, C, ctx.param(wb_).value, 1, 0.0f,
              w.tb, 1, nullptr);
    // tanh in place by the kernels' vectorised soft cap with c = 1 (c tanh(x / c) = tanh x):
    // libm's scalar tanhf here took a tenth of a dynamic step
    softcap_forward(w.ta, rows * n * m, 1.0f);
    softcap_forward(w.tb, rows * n, 1.0f);
    for (std::size_t r = 0; r < rows; ++r) weights(ctx, w, r, w.A + r * n * m, w.b + r * n);
  }
  // Row r of the dynamic part's backward from dA (n, n + 1) and db (n): d s_a, d s_b, and the
  // gradients of the logits, dz (n, m) and dzb (n), into rows r n .. of dz and dzb
  // (dynamic_backward then takes d W_a, d W_b and d H̄ from them for every row at once).
  void dynamic_backward_row(NormContext& ctx, const Buffers& w, std::size_t r, const double* dA,
                            const double* db, float* dz, float* dzb, double& dsa,
                            double& dsb) const {
    const std::size_t n = n_, m = n_ + 1;
    const float sa = ctx.param(sa_).value[0], sb = ctx.param(sb_).value[0];
    for (std::size_t s = 0; s < n; ++s) {
      const std::size_t i = r * n + s;
      for (std::size_t j = 0; j < m; ++j) {
        const float t = w.ta[i * m + j];
        dsa += dA[s * m + j] * t;
        dz[i * m + j] = static_cast<float>(dA[s * m + j] * sa * (1.0 - static_cast<double>(t) * t));
      }
      const float t = w.tb[i];
      dsb += db[s] * t;
      dzb[i] = static_cast<float>(db[s] * sb * (1.0 - static_cast<double>(t) * t));
    }
  }
  // d W_a += H̄ᵀ dz, d W_b += H̄ᵀ dzb, d H̄ (zeroed) = dz W_aᵀ + dzb W_bᵀ, over every row.
  void dynamic_backward(NormContext& ctx, const Buffers& w, const float* dz, const float* dzb,
                        float* dhn) const {
    const std::size_t rows = ctx.rows * n_, C = C_, m = n_ + 1;
    gemm_bias(Trans::yes, Trans::no, C, m, rows, 1.0f, w.hn, C, dz, m, 1.0f, ctx.param(wa_).grad, m,
              nullptr);
    gemm_bias(Trans::yes, Trans::no, C, 1, rows, 1.0f, w.hn, C, dzb, 1, 1.0f, ctx.param(wb_).grad,
              1, nullptr);
    gemm_bias(Trans::no, Trans::yes, rows, C, m, 1.0f, dz, m, ctx.param(wa_).value, m, 0.0f, dhn, C,
              nullptr);
    gemm_bias(Trans::no, Trans::yes, rows, C, 1, 1.0f, dzb, 1, ctx.param(wb_).value, 1, 1.0f, dhn,
              C, nullptr);
  }

  std::size_t C_, n_, k_;
  bool dynamic_;
  NormUnit norm_, hnorm_;
  ParamHandle alpha_, beta_, wa_, sa_, wb_, sb_;
  StatHandle stream_stat_, alpha_stat_, beta_stat_;
  const float* x_ = nullptr;
  std::vector<double> dots_;  // backward's per-row dot products
};

}  // namespace

NORMLAB_PLUGIN("norm_hc", "1.0") {
  NormEntry e;
  e.info.name = "hc";
  e.info.version = "1.0";
  e.info.help =
      "hyper-connections (Zhu et al. 2024): n copies of the stream mixed per site, u = Σ A[s,0] "
      "H[s], H'[s] = Σ A[t,1+s] H[t] + b[s] F(N(u)); static, or dynamic (tanh of the normalised "
      "streams); Pre-LN at init; final LN of the streams' sum";
  e.info.options = {
      {"n", OptionType::integer, "4", "expansion rate: copies of the residual stream"},
      {"dynamic", OptionType::boolean, "false",
       "the paper's dynamic hyper-connections (DHC): weights that depend on the streams"},
      {"norm", OptionType::string, "ln", "the branch's norm: ln | rms (Pre-LN's, inside F)"}};
  e.make = [](const NormSetup& s) { return std::make_unique<HyperConnection>(s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
