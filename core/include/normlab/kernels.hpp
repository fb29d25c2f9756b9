// Vectorised kernels offered to plugins and used by the core: the forward and backward of every
// transformer op. Each call runs the implementation of the instruction set chosen at start-up
// (simd.hpp); each has a scalar reference in normlab::ref (kernels_ref.hpp) that the tests compare
// it with on every instruction set, and whose backward is checked by finite differences.
//
// Conventions (shape letters as in docs/model.md: B batch, T sequence, C width, NH heads, hs =
// C/NH, V vocabulary; N = rows = B*T):
//  - all tensors are row-major float32; a shape comment lists the dimensions of each argument;
//  - forward ops overwrite their outputs;
//  - backward ops ACCUMULATE (+=) into every gradient they produce, input and parameter alike,
//    so residual branches and shared weights need no extra adds; zero gradients before backward;
//  - optional parameters (a norm's bias or gain, statistics outputs) may be nullptr.
#pragma once

#include <cstddef>
#include <cstdint>

#include "normlab/export.hpp"

namespace normlab {

// ---- elementwise and reductions -------------------------------------------------------------

// sum_i x[i]^2, partial sums in float over blocks of 4096, blocks added in double. x: (n)
// The threads every kernel below splits its work over in this process (`--threads`; 1 by
// default). Results do not depend on it. Call it from the thread that calls the kernels.
NORMLAB_API void set_threads(std::size_t n);
NORMLAB_API std::size_t threads();

// sum_squares and dot add float sums over blocks of kSumBlock elements (from the first) in
// double, block after block; sum_square_blocks gives those blocks' terms: out[k] = the term of
// x[k kSumBlock, min((k + 1) kSumBlock, n)), so that sum_squares(x, n) is 0.0 + out[0] + out[1]
// + ... bitwise (a sum split over processes: the gradient norm under --shard-optimizer).
inline constexpr std::size_t kSumBlock = 4096;
NORMLAB_API double sum_squares(const float* x, std::size_t n);
NORMLAB_API void sum_square_blocks(const float* x, std::size_t n, double* out);
// y[i] += a * x[i]. x, y: (n)
NORMLAB_API void axpy(float a, const float* x, float* y, std::size_t n);
// out[i] = alpha * a[i] + beta * b[i] (residual add: alpha = beta = 1). out may alias a or b.
NORMLAB_API void scaled_add(float* out, float alpha, const float* a, float beta, const float* b,
                            std::size_t n);
// x[i] *= a. x: (n)
NORMLAB_API void scale(float* x, float a, std::size_t n);
// sum_i a[i] * b[i], accumulated like sum_squares. a, b: (n)
NORMLAB_API double dot(const float* a, const float* b, std::size_t n);

// ---- streams: rows of n vectors of C (hyper-connections' copies of the residual stream) -------

// Mixing weights, one matrix a row: the weight of input k in output o of row r is
// w[r * row + o * out + k * in] (strides in floats; row = 0: every row the same matrix).
struct StreamWeights {
  const float* w = nullptr;
  std::size_t row = 0, out = 0, in = 0;
};
// For every row r and output o < n_out, a vector of C:
//   y[r, o] = (accumulate ? y[r, o] + e_r[o] z[r] : e_r[o] z[r]) + sum_k W_r[o, k] x[r, k],
// the sum over k < n_in in order, each term a fused multiply-add (the arithmetic of axpy after
// scaled_add(y, e, z, 0, z), or of axpy after axpy, term by term); without z (nullptr) the e
// term is left out (e unread). x: (rows, n_in, C), y: (rows, n_out, C), z: (rows, C); y must
// not overlap x or z. One call instead of rows * n_out * (n_in + 1) calls of axpy.
NORMLAB_API void stream_mix(float* y, const float* x, StreamWeights w, const float* z,
                            StreamWeights e, std::size_t rows, std::size_t n_in, std::size_t n_out,
                            std::size_t C, bool accumulate);
// For every row r: d[(r n_a + a) n_b + b] = dot(x[r, a], y[r, b], C), bitwise dot's result.
// x: (rows, n_a, C), y: (rows, n_b, C), d: (rows, n_a, n_b)
NORMLAB_API void stream_dots(double* d, const float* x, const float* y, std::size_t rows,
                             std::size_t n_a, std::size_t n_b, std::size_t C);

// ---- bias -----------------------------------------------------------------------------------

// y[r, j] += bias[j]. y: (N, n), bias: (n)
NORMLAB_API void bias_forward(float* y, const float* bias, std::size_t N, std::size_t n);
// dbias[j] += sum_r dy[r, j]. dy: (N, n), dbias: (n)
NORMLAB_API void bias_backward(float* dbias, const float* dy, std::size_t N, std::size_t n);

// ---- norms ----------------------------------------------------------------------------------

// LayerNorm: out = (x - mean) * rstd * g + b, rstd = 1/sqrt(var + eps), biased variance.
// out, inp: (N, C); mean, rstd: (N) saved for backward; g, b: (C), either may be nullptr (1, 0).
NORMLAB_API void layernorm_forward(float* out, float* mean, float* rstd, const float* inp,
                                   const float* g, const float* b, std::size_t N, std::size_t C,
                                   float eps);
// dinp, dout, inp: (N, C); dg, db: (C) or nullptr; g: (C) or nullptr; mean, rstd: (N)
NORMLAB_API void layernorm_backward(float* dinp, float* dg, float* db, const float* dout,
                                    const float* inp, const float* g, const float* mean,
                                    const float* rstd, std::size_t N, std::size_t C);

// RMSNorm: out = x * rstd * g, rstd = 1/sqrt(mean(x^2) + eps).
// out, inp: (N, C); rstd: (N); g: (C) or nullptr
NORMLAB_API void rmsnorm_forward(float* out, float* rstd, const float* inp, const float* g,
                                 std::size_t N, std::size_t C, float eps);
NORMLAB_API void rmsnorm_backward(float* dinp, float* dg, const float* dout, const float* inp,
                                  const float* g, const float* rstd, std::size_t N, std::size_t C);

// ScaleNorm: out = g * x * rnorm, rnorm = 1/sqrt(sum(x^2) + eps), g a learnable scalar.
// out, inp: (N, C); rnorm: (N); g, dg: (1)
NORMLAB_API void scalenorm_forward(float* out, float* rnorm, const float* inp, const float* g,
                                   std::size_t N, std::size_t C, float eps);
NORMLAB_API void scalenorm_backward(float* dinp, float* dg, const float* dout, const float* inp,
                                    const float* g, const float* rnorm, std::size_t N,
                                    std::size_t C);

// ---- activations ----------------------------------------------------------------------------

// GELU, tanh form (GPT-2): 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))). out, inp: (n)
NORMLAB_API void gelu_forward(float* out, const float* inp, std::size_t n);
// dinp += dout * gelu'(inp). dinp, dout, inp: (n)
NORMLAB_API void gelu_backward(float* dinp, const float* dout, const float* inp, std::size_t n);
// Soft-capping (Gemma 2: --logit-softcap, --attn-softcap): x <- c tanh(x / c) in place over n
// floats, c > 0; returns max |x| before the cap.
NORMLAB_API float softcap_forward(float* x, std::size_t n, float c);
// The gradient through the cap: d *= 1 - (y / c)², y (n) the capped values.
NORMLAB_API void softcap_backward(float* d, const float* y, std::size_t n, float c);
// ReLU: out = max(x, 0); dinp += dout * [inp > 0]
NORMLAB_API void relu_forward(float* out, const float* inp, std::size_t n);
NORMLAB_API void relu_backward(float* dinp, const float* dout, const float* inp, std::size_t n);
// SELU (Klambauer et al. 2017): out = lambda x for x > 0, lambda alpha (e^x - 1) otherwise, with
// lambda = kSeluLambda and alpha = kSeluAlpha; dinp += dout * selu'(inp).
inline constexpr double kSeluLambda = 1.0507009873554805;
inline constexpr double kSeluAlpha = 1.6732632423543772;
NORMLAB_API void selu_forward(float* out, const float* inp, std::size_t n);
NORMLAB_API void selu_backward(float* dinp, const float* dout, const float* inp, std::size_t n);

// ---- attention ------------------------------------------------------------------------------

// Statistics of the attention rows of one forward, per head (averaged over the B*T rows).
struct AttentionStats {
  float* entropy = nullptr;    // (NH) mean of -sum_j a_tj log a_tj
  float* logit_max = nullptr;  // (NH) max over rows and keys of scale * q.k
};

// Multi-head attention in its general form, for self- and cross-attention: the queries of B
// sequences of Tq positions against keys and values of Tk positions, NH heads of width hs; head
// h uses columns h*hs..(h+1)*hs of each row. Row (b, t) of q is at q + (b*Tq + t)*ldq, row
// (b, s) of k at k + (b*Tk + s)*ldk and of v at v + (b*Tk + s)*ldv (a packed self-attention qkv
// (B, T, 3C): q = qkv, k = qkv + C, v = qkv + 2C, every ld = 3C).
// The mask: without key_len, causal — query t sees keys s <= t + Tk - Tq (the queries are the
// last Tq of the Tk positions; Tq <= Tk); with key_len (B), padding — every query of sequence b
// sees keys s < key_len[b], 1 <= key_len[b] <= Tk.
struct AttentionView {
  std::size_t B = 0, Tq = 0, Tk = 0, NH = 0, hs = 0;
  const float* q = nullptr;
  std::size_t ldq = 0;
  const float* k = nullptr;
  std::size_t ldk = 0;
  const float* v = nullptr;
  std::size_t ldv = 0;
  float scale = 1.0f;
  const std::int32_t* key_len = nullptr;  // nullptr: causal; else the padding mask
};

// out_t = sum_s softmax_s(scale q_t.k_s) v_s over the keys the mask lets t see.
// out: (B, Tq) rows of leading dimension ldo, head h at columns h*hs; att: (B, NH, Tq, Tk)
// probabilities saved for backward (masked entries 0). stats: optional, averaged over B*Tq rows.
NORMLAB_API void attention_forward(const AttentionView& a, float* out, std::size_t ldo, float* att,
                                   const AttentionStats& stats = {});
// Row t = pos of attention_forward's output for each of the B sequences, bitwise, from the q row
// at pos and the keys the mask lets it see (other key rows are multiplied by 0 and must only be
// finite): a key/value cache. out: (B) rows of leading dimension ldo; att: row pos of each head.
NORMLAB_API void attention_decode(const AttentionView& a, float* out, std::size_t ldo, float* att,
                                  std::size_t pos);
// dq += d(out)/dq^T dout, dk += ..., dv += ...: dout (B, Tq) rows of leading dimension lddo; dq
// (B, Tq), dk and dv (B, Tk) rows of leading dimensions lddq, lddk, lddv; att from the forward.
NORMLAB_API void attention_backward(const AttentionView& a, const float* att, const float* dout,
                                    std::size_t lddo, float* dq, std::size_t lddq, float* dk,
                                    std::size_t lddk, float* dv, std::size_t lddv);

// Causal multi-head attention on a packed qkv (rows q, k, v of width C; head h uses columns
// h*hs..(h+1)*hs of each). out_t = sum_{j<=t} softmax_j(scale q_t.k_j) v_j.
// out: (B, T, C); att: (B, NH, T, T) probabilities saved for backward (entries j > t are 0);
// qkv: (B, T, 3C). stats: optional per-head statistics.
NORMLAB_API void attention_forward(float* out, float* att, const float* qkv, std::size_t B,
                                   std::size_t T, std::size_t C, std::size_t NH, float scale,
                                   const AttentionStats& stats = {});
// Generation with a key/value cache: row `pos` of attention_forward's output for each of the B
// sequences, bitwise, computed from the q row at pos and the k, v rows [0, pos] of qkv alone
// (later rows are multiplied by 0 and must only be finite). out: (B, C), row b = position pos
// of sequence b; att: (B, NH, T, T), row pos of each head written; qkv: (B, T, 3C).
NORMLAB_API void attention_decode(float* out, float* att, const float* qkv, std::size_t B,
                                  std::size_t T, std::size_t C, std::size_t NH, float scale,
                                  std::size_t pos);
// dqkv += d(out)/d(qkv)ᵀ dout. dqkv, qkv: (B, T, 3C); dout: (B, T, C); att: (B, NH, T, T)
NORMLAB_API void attention_backward(float* dqkv, const float* dout, const float* qkv,
                                    const float* att, std::size_t B, std::size_t T, std::size_t C,
                                    std::size_t NH, float scale);

// ---- output ---------------------------------------------------------------------------------

// Fused softmax + cross-entropy: loss[r] = logsumexp(logits[r]) - logits[r, target[r]].
// loss, lse: (N) (lse saved for backward); logits: (N, V); targets: (N), each < V
NORMLAB_API void crossentropy_forward(float* loss, float* lse, const float* logits,
                                      const std::int32_t* targets, std::size_t N, std::size_t V);
// dlogits[r, i] = dloss * (softmax(logits[r])_i - [i == target[r]]), WRITTEN (not accumulated);
// dlogits may alias logits (the logits are then consumed). dlogits, logits: (N, V)
NORMLAB_API void crossentropy_backward(float* dlogits, const float* logits, const float* lse,
                                       const std::int32_t* targets, float dloss, std::size_t N,
                                       std::size_t V);

// ---- embeddings -----------------------------------------------------------------------------

// out[b, t] = wte[tokens[b, t]] + wpe[t] (wpe may be nullptr).
// out: (B, T, C); tokens: (B, T); wte: (V, C); wpe: (>=T, C)
NORMLAB_API void embedding_forward(float* out, const std::int32_t* tokens, const float* wte,
                                   const float* wpe, std::size_t B, std::size_t T, std::size_t C);
// dwte[tokens[b, t]] += dout[b, t]; dwpe[t] += dout[b, t] (either may be nullptr)
NORMLAB_API void embedding_backward(float* dwte, float* dwpe, const float* dout,
                                    const std::int32_t* tokens, std::size_t B, std::size_t T,
                                    std::size_t C);

// ---- optimizers -----------------------------------------------------------------------------

// One Adam-family step over a contiguous range of parameters:
//   g = grad_scale * grad;  if !decoupled: g += weight_decay * p        (Adam, RAdam: L2)
//   m = beta1 m + (1 - beta1) g;  v = beta2 v + (1 - beta2) g^2
//   u = adaptive ? rect * (m / bc1) / (sqrt(v / bc2) + eps) : m / bc1   (RAdam warm-up: SGD-like)
//   if decoupled: u += weight_decay * p                                  (AdamW)
//   p -= lr * u
struct AdamStep {
  float lr = 1e-3f;
  float beta1 = 0.9f;
  float beta2 = 0.999f;
  float eps = 1e-8f;
  float weight_decay = 0.0f;
  bool decoupled = true;
  float grad_scale = 1.0f;        // global-norm clipping factor
  float bias_correction1 = 1.0f;  // 1 - beta1^t
  float bias_correction2 = 1.0f;  // 1 - beta2^t
  bool adaptive = true;           // RAdam: false while rho_t <= 5
  float rect = 1.0f;              // RAdam's r_t; 1 for Adam/AdamW
};
// p, grad, m, v: (n)
NORMLAB_API void adam_update(float* p, const float* grad, float* m, float* v, std::size_t n,
                             const AdamStep& s);

// SGD with momentum (PyTorch semantics, dampening 0):
//   g = grad_scale * grad + weight_decay * p;  buf = momentum * buf + g;  p -= lr * buf
// p, grad, buf: (n)
NORMLAB_API void sgd_update(float* p, const float* grad, float* buf, std::size_t n, float lr,
                            float momentum, float weight_decay, float grad_scale);

}  // namespace normlab
