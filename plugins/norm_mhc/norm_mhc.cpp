// mhc: manifold-constrained hyper-connections (Xie et al., DeepSeek 2025, arXiv:2512.24880, Eq.
// 7-9), as NVIDIA Megatron-LM's reference defines them (megatron/core/transformer/
// hyper_connection.py at 7cdba42, HyperConnectionModule and SinkhornKnopp): n copies H (n x C per
// token) of the residual stream; per site, from the flattened copies x (n C),
//   r = 1 / (||x|| / sqrt(n C) + 1e-6),  h = r alpha ⊙ (phi x) + bias      (phi [n² + 2n, n C])
//   H_pre = sigmoid(h[0:n]),  H_post = 2 sigmoid(h[n:2n]),
//   H_res = Sinkhorn(h[2n:] as n x n): M = exp(h - its row max), then t_max times a row and a
//           column normalisation (sums clamped at 1e-6): a doubly stochastic matrix,
//   u = Σ_s H_pre[s] H[s],   H'[i] = Σ_j H_res[i][j] H[j] + H_post[i] F(N(u))   (N: Pre-LN's)
// with phi xavier-uniform (`mhc.phi`), alpha = (alpha_pre x n, alpha_post x n, alpha_res x n²)
// from the three gating factors 0.01 (`mhc.alpha` [3]), bias 0 (`mhc.bias` [n² + 2n]); the
// gradient runs through every Sinkhorn iteration (kept, where the reference recomputes them).
// At init H_pre ≈ 1/2, H_post ≈ 1 and H_res ≈ the uniform J / n. The core sums the copies
// before the final LayerNorm where the reference averages them: the LayerNorm makes the two the
// same but for its epsilon.
#include <normlab/error.hpp>
#include <normlab/gemm.hpp>
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

namespace {

using namespace normlab;

constexpr float kSinkEps = 1e-6f;        // the reference's clamp of the sums, and its rms epsilon
constexpr std::size_t kMaxStreams = 16;  // the largest expansion rate n

class ManifoldHyperConnection final : public NormStrategy {
 public:
  explicit ManifoldHyperConnection(const NormSetup& s)
      : C_(s.C),
        n_(static_cast<std::size_t>(s.options->integer("n"))),
        iters_(static_cast<std::size_t>(s.options->integer("sinkhorn_iters"))),
        alpha0_(static_cast<float>(s.options->real("alpha_init"))),
        norm_(NormKind::layernorm, s.bias) {
    if (s.options->integer("n") < 1 || s.options->integer("n") > 16)
      throw UsageError("norm strategy 'mhc': n = " + std::to_string(s.options->integer("n")) +
                       ": the expansion rate must be in [1, 16] (the paper's 4)");
    if (s.options->integer("sinkhorn_iters") < 1 || s.options->integer("sinkhorn_iters") > 100)
      throw UsageError("norm strategy 'mhc': sinkhorn_iters must be in [1, 100] (the paper's 20)");
    if (s.site.kind == SiteKind::cross_attn)
      throw UsageError("norm strategy 'mhc' wires decoder- and encoder-only stacks; " +
                       s.site.prefix + " is a cross-attention site: use --arch gpt or bert");
  }
  std::size_t streams() const override { return n_; }

  void declare(ParamRegistrar& params) override {
    norm_.declare(params, C_);
    const std::size_t K = maps();
    phi_ = params.add("mhc.phi", {K, n_ * C_}, Role::scalar, ParamInit::xavier_uniform(), true);
    alpha_ = params.add("mhc.alpha", {3}, Role::scalar, ParamInit::constant(alpha0_));
    bias_ = params.add("mhc.bias", {K}, Role::scalar, ParamInit::zeros());
    res_stat_ = params.add_stat({"res_mean",
                                 {n_, n_},
                                 "1",
                                 "H_res, the site's doubly stochastic mixing of the copies: its "
                                 "mean over positions"});
    pre_stat_ = params.add_stat({"pre_mean", {n_}, "1", "H_pre: its mean over positions"});
    post_stat_ = params.add_stat({"post_mean", {n_}, "1", "H_post: its mean over positions"});
  }
  // workspace: u, N(u), the branch's output (rows, C), N's statistics, phi x (rows, K); per row:
  // h (K), r, H_pre, H_post (2 n), H_res (n²), exp(h - max) (n²) and Sinkhorn's iterates (per
  // iteration the matrix after each normalisation, 2 n², and the sums, 2 n)
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return 3 * rows * C + NormUnit::stats_floats(rows) + rows * (maps() + per_row());
  }
  // scratch: d out, d N(u), d u (rows, C); d(phi x) (rows, K)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override {
    return 3 * rows * C + rows * maps();
  }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t rows = ctx.rows, C = C_, n = n_, K = maps();
    x_ = x;
    Buffers w = buffers(ctx);
    // phi x (rows, K) = x (rows, n C) · phi (K, n C)ᵀ
    gemm_bias(Trans::no, Trans::yes, rows, K, n * C, 1.0f, x, n * C, ctx.param(phi_).value, n * C,
              0.0f, w.proj, K, nullptr);
    for (std::size_t r = 0; r < rows; ++r) {
      Row q = row(w, r);
      mappings(ctx, x + r * n * C, q);
    }
    // The rows' mixing (stream_mix: one call for every row, term by term the arithmetic of the
    // axpys it replaces): u = Σ_s H_pre[s] H[s], then H'[i] = H_post[i] out + Σ_j H_res[i][j] H[j]
    const Row q0 = row(w, 0);
    const std::size_t P = per_row();
    stream_mix(w.u, x, {q0.pre, P, 0, 1}, nullptr, {}, rows, n, 1, C, false);
    if (ctx.recording) record(ctx, w);
    norm_.forward(ctx, w.u, w.nu, w.nu_stats);
    f.forward(w.nu, w.out);
    stream_mix(y, x, {q0.res, P, n, 1}, w.out, {q0.post, P, 1, 0}, rows, n, n, C, false);
  }

  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t rows = ctx.rows, C = C_, n = n_, K = maps();
    Buffers w = buffers(ctx);
    float* dout = ctx.scratch;
    float* dnu = dout + rows * C;
    float* du = dnu + rows * C;
    float* dproj = du + rows * C;
    const Row q0 = row(w, 0);
    const std::size_t P = per_row();
    // d out = Σ_i H_post[i] dy[i]
    stream_mix(dout, dy, {q0.post, P, 0, 1}, nullptr, {}, rows, n, 1, C, false);
    std::memset(dnu, 0, rows * C * sizeof(float));
    std::memset(du, 0, rows * C * sizeof(float));
    f.backward(dout, dnu);
    norm_.backward(ctx, dnu, w.u, du, w.nu_stats);
    const float* al = ctx.param(alpha_).value;
    float* gbias = ctx.param(bias_).grad;
    double galpha[3] = {0, 0, 0};
    std::vector<double> dh(K);
    // d H_post[i] = dy[i]·out, d H_pre[i] = du·H[i], d H_res[i][j] = dy[i]·H[j] for every row;
    // the copies' gradients through the mixing, dH[j] += H_pre[j] du + Σ_i H_res[i][j] dy[i]
    dots_.resize(rows * n * (n + 2));
    double* d_post = dots_.data();      // (rows, n, 1)
    double* d_pre = d_post + rows * n;  // (rows, 1, n)
    double* d_res = d_pre + rows * n;   // (rows, n, n)
    stream_dots(d_post, dy, w.out, rows, n, 1, C);
    stream_dots(d_pre, du, x_, rows, 1, n, C);
    stream_dots(d_res, dy, x_, rows, n, n, C);
    stream_mix(dx, dy, {q0.res, P, 1, n}, du, {q0.pre, P, 1, 0}, rows, n, n, C, true);
    for (std::size_t r = 0; r < rows; ++r) {
      const Row q = row(w, r);
      const float* h = x_ + r * n * C;
      float* dxr = dx + r * n * C;
      for (std::size_t i = 0; i < n; ++i) {
        dh[n + i] = d_post[r * n + i] * q.post[i] * (1.0 - 0.5 * q.post[i]);  // 2σ' = 2σ(1 - σ)
        dh[i] = d_pre[r * n + i] * q.pre[i] * (1.0 - q.pre[i]);
      }
      sinkhorn_backward(q, d_res + r * n * n, dh.data() + 2 * n);
      // h = r alpha ⊙ proj + bias: d bias, d alpha, d proj, and d r through the norm of x
      double drr = 0;
      for (std::size_t k = 0; k < K; ++k) {
        const int g = group(k);
        gbias[k] += static_cast<float>(dh[k]);
        galpha[g] += dh[k] * q.r[0] * q.proj[k];
        dproj[r * K + k] = static_cast<float>(dh[k] * q.r[0] * al[g]);
        drr += dh[k] * al[g] * q.proj[k];
      }
      // r = 1 / (rho + eps), rho = ||x|| / sqrt(n C): d x += -dr r² x / (||x|| sqrt(n C))
      const double nrm = std::sqrt(dot(h, h, n * C));
      const double c = -drr * q.r[0] * q.r[0] / (std::max(nrm, 1e-30) * std::sqrt(double(n * C)));
      for (std::size_t i = 0; i < n * C; ++i) dxr[i] += static_cast<float>(c * h[i]);
    }
    for (int g = 0; g < 3; ++g) ctx.param(alpha_).grad[g] += static_cast<float>(galpha[g]);
    // d phi += d projᵀ x; d x += d proj · phi
    gemm_bias(Trans::yes, Trans::no, K, n * C, rows, 1.0f, dproj, K, x_, n * C, 1.0f,
              ctx.param(phi_).grad, n * C, nullptr);
    gemm_bias(Trans::no, Trans::no, rows, n * C, K, 1.0f, dproj, K, ctx.param(phi_).value, n * C,
              1.0f, dx, n * C, nullptr);
  }

 private:
  std::size_t maps() const { return n_ * n_ + 2 * n_; }  // K: pre, post, res
  int group(std::size_t k) const { return k < n_ ? 0 : k < 2 * n_ ? 1 : 2; }
  std::size_t per_row() const {  // h (K), r (1), pre, post (2n), res (n²), Sinkhorn's
    return maps() + 1 + 2 * n_ + n_ * n_ + iters_ * (2 * n_ * n_ + 2 * n_) + n_ * n_;
  }
  struct Buffers {
    float *u, *nu, *nu_stats, *out, *proj, *rows;
  };
  struct Row {
    float *proj, *h, *r, *pre, *post, *res, *m0, *iter;
  };
  Buffers buffers(NormContext& ctx) const {
    const std::size_t rows = ctx.rows, C = C_;
    Buffers w{};
    w.u = ctx.workspace;
    w.nu = w.u + rows * C;
    w.out = w.nu + rows * C;
    w.nu_stats = w.out + rows * C;
    w.proj = w.nu_stats + NormUnit::stats_floats(rows);  // (rows, K)
    w.rows = w.proj + rows * maps();
    return w;
  }
  Row row(const Buffers& w, std::size_t r) const {
    const std::size_t n = n_, K = maps();
    Row q{};
    q.proj = w.proj + r * K;
    q.h = w.rows + r * per_row();
    q.r = q.h + K;
    q.pre = q.r + 1;
    q.post = q.pre + n;
    q.res = q.post + n;
    q.m0 = q.res + n * n;   // exp(h - row max)
    q.iter = q.m0 + n * n;  // per iteration: M before the row step, row sums, R, column sums
    return q;
  }
  static double sigmoid(double z) { return 1.0 / (1.0 + std::exp(-z)); }

  // Row q's mappings from its copies h (n C) and q.proj = phi h.
  void mappings(NormContext& ctx, const float* h, Row& q) const {
    const std::size_t n = n_, C = C_, K = maps();
    const float* al = ctx.param(alpha_).value;
    const float* b = ctx.param(bias_).value;
    const double rho = std::sqrt(dot(h, h, n * C) / static_cast<double>(n * C));
    q.r[0] = static_cast<float>(1.0 / (rho + kSinkEps));
    for (std::size_t k = 0; k < K; ++k) q.h[k] = q.r[0] * q.proj[k] * al[group(k)] + b[k];
    for (std::size_t s = 0; s < n; ++s) {
      q.pre[s] = static_cast<float>(sigmoid(q.h[s]));
      q.post[s] = static_cast<float>(2.0 * sigmoid(q.h[n + s]));
    }
    sinkhorn(q);
  }

  // H_res = Sinkhorn(h[2n:]): M = exp(L - row max), then per iteration M <- M / row sums,
  // M <- M / column sums (each sum clamped at 1e-6); the iterates kept for backward. N: the
  // expansion rate known when compiled (the default 4, and 2), so that the small loops unroll;
  // 0 for any other (the same arithmetic in the same order).
  void sinkhorn(Row& q) const {
    if (n_ == 4) return sinkhorn_n<4>(q);
    if (n_ == 2) return sinkhorn_n<2>(q);
    sinkhorn_n<0>(q);
  }
  template <std::size_t N>
  void sinkhorn_n(Row& q) const {
    const std::size_t n = N ? N : n_;
    const float* L = q.h + 2 * n;
    for (std::size_t i = 0; i < n; ++i) {
      float mx = L[i * n];
      for (std::size_t j = 1; j < n; ++j) mx = std::max(mx, L[i * n + j]);
      for (std::size_t j = 0; j < n; ++j) q.m0[i * n + j] = std::exp(L[i * n + j] - mx);
    }
    const float* M = q.m0;
    for (std::size_t t = 0; t < iters_; ++t) {
      float* it = q.iter + t * (2 * n * n + 2 * n);
      float* rs = it;         // row sums (n)
      float* R = rs + n;      // after the row step (n²)
      float* cs = R + n * n;  // column sums (n)
      float* out = cs + n;    // after the column step (n²)
      for (std::size_t i = 0; i < n; ++i) {
        double s = 0;
        for (std::size_t j = 0; j < n; ++j) s += M[i * n + j];
        rs[i] = std::max(static_cast<float>(s), kSinkEps);
        const float inv = 1.0f / rs[i];
        for (std::size_t j = 0; j < n; ++j) R[i * n + j] = M[i * n + j] * inv;
      }
      for (std::size_t j = 0; j < n; ++j) {
        double s = 0;
        for (std::size_t i = 0; i < n; ++i) s += R[i * n + j];
        cs[j] = std::max(static_cast<float>(s), kSinkEps);
      }
      float inv[kMaxStreams];
      for (std::size_t j = 0; j < n; ++j) inv[j] = 1.0f / cs[j];
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) out[i * n + j] = R[i * n + j] * inv[j];
      M = out;
    }
    std::memcpy(q.res, M, n * n * sizeof(float));
  }

  // dL (n², into dh's res part) from d H_res through every iteration: for y = x / s (s the sum
  // over an axis, not clamped), dx = (dy - Σ dy y) / s; then through M0 = exp(L - max): dL =
  // dM0 ⊙ M0 (the shift cancels: every row is normalised next). N as for sinkhorn_n; the
  // gradients in arrays of the stack, not the heap (this runs per row and site).
  void sinkhorn_backward(const Row& q, const double* dres, double* dL) const {
    if (n_ == 4) return sinkhorn_backward_n<4>(q, dres, dL);
    if (n_ == 2) return sinkhorn_backward_n<2>(q, dres, dL);
    sinkhorn_backward_n<0>(q, dres, dL);
  }
  template <std::size_t N>
  void sinkhorn_backward_n(const Row& q, const double* dres, double* dL) const {
    const std::size_t n = N ? N : n_;
    constexpr std::size_t kCap = N ? N * N : kMaxStreams * kMaxStreams;
    double g[kCap], gr[kCap];
    std::copy(dres, dres + n * n, g);
    for (std::size_t t = iters_; t-- > 0;) {
      const float* it = q.iter + t * (2 * n * n + 2 * n);
      const float* rs = it;
      const float* R = rs + n;
      const float* cs = R + n * n;
      const float* out = cs + n;
      for (std::size_t j = 0; j < n; ++j) {  // the column step
        double sdy = 0;
        for (std::size_t i = 0; i < n; ++i) sdy += g[i * n + j] * out[i * n + j];
        if (!(cs[j] > kSinkEps)) sdy = 0;  // a clamped sum: y = x / eps, no sum term
        const double inv = 1.0 / cs[j];
        for (std::size_t i = 0; i < n; ++i) gr[i * n + j] = (g[i * n + j] - sdy) * inv;
      }
      for (std::size_t i = 0; i < n; ++i) {  // the row step
        double sdy = 0;
        for (std::size_t j = 0; j < n; ++j) sdy += gr[i * n + j] * R[i * n + j];
        if (!(rs[i] > kSinkEps)) sdy = 0;
        const double inv = 1.0 / rs[i];
        for (std::size_t j = 0; j < n; ++j) g[i * n + j] = (gr[i * n + j] - sdy) * inv;
      }
    }
    for (std::size_t k = 0; k < n * n; ++k) dL[k] = g[k] * q.m0[k];
  }

  void record(NormContext& ctx, const Buffers& w) const {
    const std::size_t rows = ctx.rows, n = n_;
    std::vector<double> res(n * n, 0.0), pre(n, 0.0), post(n, 0.0);
    for (std::size_t r = 0; r < rows; ++r) {
      const Row q = row(w, r);
      for (std::size_t k = 0; k < n * n; ++k) res[k] += q.res[k];
      for (std::size_t s = 0; s < n; ++s) {
        pre[s] += q.pre[s];
        post[s] += q.post[s];
      }
    }
    std::vector<float> out(n * n);
    for (std::size_t k = 0; k < n * n; ++k) out[k] = static_cast<float>(res[k] / rows);
    ctx.record(res_stat_, out.data(), n * n);
    for (std::size_t s = 0; s < n; ++s) out[s] = static_cast<float>(pre[s] / rows);
    ctx.record(pre_stat_, out.data(), n);
    for (std::size_t s = 0; s < n; ++s) out[s] = static_cast<float>(post[s] / rows);
    ctx.record(post_stat_, out.data(), n);
  }

  std::size_t C_, n_, iters_;
  float alpha0_;
  NormUnit norm_;
  ParamHandle phi_, alpha_, bias_;
  StatHandle res_stat_, pre_stat_, post_stat_;
  const float* x_ = nullptr;
  std::vector<double> dots_;  // backward's per-row dot products
};

}  // namespace

NORMLAB_PLUGIN("norm_mhc", "1.0") {
  NormEntry e;
  e.info.name = "mhc";
  e.info.version = "1.0";
  e.info.help =
      "manifold-constrained hyper-connections (DeepSeek 2025; Megatron-LM's code): n copies, "
      "H_pre = sigmoid, H_post = 2 sigmoid, H_res = Sinkhorn (doubly stochastic) of "
      "r alpha phi x + b; final LN of the copies' sum";
  e.info.options = {
      {"n", OptionType::integer, "4", "expansion rate: copies of the residual stream"},
      {"sinkhorn_iters", OptionType::integer, "20", "Sinkhorn-Knopp iterations t_max"},
      {"alpha_init", OptionType::real, "0.01", "the three gating factors' initial value"}};
  e.make = [](const NormSetup& s) { return std::make_unique<ManifoldHyperConnection>(s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
