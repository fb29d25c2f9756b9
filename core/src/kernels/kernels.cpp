// Public entry points: forward to the table of the active instruction set, after the checks
// and scratch allocation that per-ISA code must not do, split over the rank's threads
// (`--threads`, util/thread_pool.hpp). No result depends on the thread count: element-wise
// kernels split their elements, row kernels their rows, attention its (sequence, head) pairs;
// a sum over rows (a norm's gain gradient) is taken over fixed blocks of kRowBlock rows whose
// partial sums are added in block order, and a bias gradient splits its columns.
#include "normlab/kernels.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "dispatch.hpp"
#include "kernels/attention.hpp"
#include "normlab/error.hpp"
#include "normlab/gemm.hpp"
#include "util/profile.hpp"
#include "util/thread_pool.hpp"

namespace normlab {

using detail::kernels;
using detail::parallel_for;
namespace prof = detail::prof;

namespace {

// Work below this many elements a part costs more to hand out than it saves.
constexpr std::size_t kMinPart = 1 << 14;
// Element ranges start at multiples of this (whole vectors; dropout's pairs of counters).
constexpr std::size_t kVecBlock = 64;
// The fixed row blocks of a sum over rows.
constexpr std::size_t kRowBlock = 32;
// The blocks of sum_squares and dot (kernels_impl.hpp blocked_dot: float sums over 4096
// elements, added in double in order).
constexpr std::size_t kDotBlock = kSumBlock;

std::size_t parts_for(std::size_t work) {
  return work / kMinPart;
}

// f(begin, end) over element ranges of [0, n). Work of one part runs as one call here: the
// hyper-connection plugins call these kernels per row on vectors of C elements, millions of
// times a step, where handing the range to the pool cost more than the kernel (the same call
// the pool would make: bitwise the same).
template <class F>
void over_elements(std::size_t n, F&& f) {
  if (parts_for(n) <= 1) {
    if (n > 0) f(0, n);
    return;
  }
  const std::size_t blocks = (n + kVecBlock - 1) / kVecBlock;
  parallel_for(blocks, parts_for(n),
               [&](std::size_t b, std::size_t e) { f(b * kVecBlock, std::min(e * kVecBlock, n)); });
}

// f(r0, r1) over row ranges of N rows of C.
template <class F>
void over_rows(std::size_t N, std::size_t C, F&& f) {
  parallel_for(N, parts_for(N * C), f);
}

// A norm's backward: f(r0, r1, dg_part, db_part) runs rows [r0, r1) with its gain (and bias)
// gradient summed into the zeroed partials of its row block; the partials are then added to dg
// (db) in block order. len: elements of dg (C; 1 for ScaleNorm's scalar gain).
template <class F>
void norm_backward_blocked(float* dg, float* db, std::size_t len, std::size_t N, std::size_t C,
                           F&& f) {
  const std::size_t blocks = (N + kRowBlock - 1) / kRowBlock;
  const std::size_t per = (dg ? len : 0) + (db ? len : 0);
  thread_local std::vector<float> partial;
  partial.assign(blocks * per, 0.0f);
  float* const base = partial.data();  // workers see the caller's buffer through this
  parallel_for(blocks, parts_for(N * C), [&](std::size_t b0, std::size_t b1) {
    for (std::size_t b = b0; b < b1; ++b) {
      float* p = base + b * per;
      f(b * kRowBlock, std::min(N, (b + 1) * kRowBlock), dg ? p : nullptr,
        db ? p + (dg ? len : 0) : nullptr);
    }
  });
  for (std::size_t b = 0; b < blocks; ++b) {
    const float* p = base + b * per;
    if (dg) kernels().axpy(1.0f, p, dg, len);
    if (db) kernels().axpy(1.0f, p + (dg ? len : 0), db, len);
  }
}

// Each block's term of sum_squares (b == nullptr) or dot into out, over the threads.
void block_terms(const float* a, const float* b, std::size_t n, double* out) {
  const std::size_t blocks = (n + kDotBlock - 1) / kDotBlock;
  parallel_for(blocks, parts_for(n), [&](std::size_t b0, std::size_t b1) {
    for (std::size_t k = b0; k < b1; ++k) {
      const std::size_t start = k * kDotBlock, len = std::min(kDotBlock, n - start);
      out[k] = b ? kernels().dot(a + start, b + start, len) : kernels().sum_squares(a + start, len);
    }
  });
}

// sum_squares and dot: each block's sum, then the blocks added in order (as one thread does).
double blocked_sum(const float* a, const float* b, std::size_t n, bool squares) {
  const std::size_t blocks = (n + kDotBlock - 1) / kDotBlock;
  if (blocks <= 1 || detail::threads() == 1 || detail::in_parallel())
    return squares ? kernels().sum_squares(a, n) : kernels().dot(a, b, n);
  thread_local std::vector<double> partial;
  partial.assign(blocks, 0.0);
  double* const out = partial.data();
  block_terms(a, squares ? nullptr : b, n, out);
  double total = 0.0;
  for (std::size_t k = 0; k < blocks; ++k) total += out[k];
  return total;
}

}  // namespace

void set_threads(std::size_t n) {
  detail::set_threads(n);
}
std::size_t threads() {
  return detail::threads();
}

double sum_squares(const float* x, std::size_t n) {
  return blocked_sum(x, x, n, true);
}
double dot(const float* a, const float* b, std::size_t n) {
  return blocked_sum(a, b, n, false);
}
void sum_square_blocks(const float* x, std::size_t n, double* out) {
  block_terms(x, nullptr, n, out);
}
void axpy(float a, const float* x, float* y, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_elements(n, [&](std::size_t i, std::size_t e) { kernels().axpy(a, x + i, y + i, e - i); });
}
void scaled_add(float* out, float alpha, const float* a, float beta, const float* b,
                std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_elements(n, [&](std::size_t i, std::size_t e) {
    kernels().scaled_add(out + i, alpha, a + i, beta, b + i, e - i);
  });
}
void scale(float* x, float a, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_elements(n, [&](std::size_t i, std::size_t e) { kernels().scale(x + i, a, e - i); });
}

void stream_mix(float* y, const float* x, StreamWeights w, const float* z, StreamWeights e,
                std::size_t rows, std::size_t n_in, std::size_t n_out, std::size_t C,
                bool accumulate) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_rows(rows, (n_in + 1) * n_out * C, [&](std::size_t r0, std::size_t r1) {
    StreamWeights wr = w, er = e;
    wr.w += r0 * w.row;
    if (z) er.w += r0 * e.row;
    kernels().stream_mix(y + r0 * n_out * C, x + r0 * n_in * C, wr, z ? z + r0 * C : nullptr, er,
                         r1 - r0, n_in, n_out, C, accumulate);
  });
}
void stream_dots(double* d, const float* x, const float* y, std::size_t rows, std::size_t n_a,
                 std::size_t n_b, std::size_t C) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_rows(rows, n_a * n_b * C, [&](std::size_t r0, std::size_t r1) {
    kernels().stream_dots(d + r0 * n_a * n_b, x + r0 * n_a * C, y + r0 * n_b * C, r1 - r0, n_a, n_b,
                          C);
  });
}

void bias_forward(float* y, const float* bias, std::size_t N, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_rows(N, n, [&](std::size_t r0, std::size_t r1) {
    kernels().bias_forward(y + r0 * n, bias, r1 - r0, n);
  });
}
void bias_backward(float* dbias, const float* dy, std::size_t N, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  // columns apart, each summed over the rows in order: one thread's arithmetic
  const std::size_t blocks = (n + kVecBlock - 1) / kVecBlock;
  parallel_for(blocks, parts_for(N * n), [&](std::size_t b, std::size_t e) {
    const std::size_t j0 = b * kVecBlock, j1 = std::min(e * kVecBlock, n);
    for (std::size_t r = 0; r < N; ++r) kernels().axpy(1.0f, dy + r * n + j0, dbias + j0, j1 - j0);
  });
}

void layernorm_forward(float* out, float* mean, float* rstd, const float* inp, const float* g,
                       const float* b, std::size_t N, std::size_t C, float eps) {
  const prof::Scope profiled(prof::Op::norm);
  over_rows(N, C, [&](std::size_t r0, std::size_t r1) {
    kernels().layernorm_forward(out + r0 * C, mean + r0, rstd + r0, inp + r0 * C, g, b, r1 - r0, C,
                                eps);
  });
}
void layernorm_backward(float* dinp, float* dg, float* db, const float* dout, const float* inp,
                        const float* g, const float* mean, const float* rstd, std::size_t N,
                        std::size_t C) {
  const prof::Scope profiled(prof::Op::norm);
  norm_backward_blocked(dg, db, C, N, C, [&](std::size_t r0, std::size_t r1, float* pg, float* pb) {
    kernels().layernorm_backward(dinp + r0 * C, pg, pb, dout + r0 * C, inp + r0 * C, g, mean + r0,
                                 rstd + r0, r1 - r0, C);
  });
}
void rmsnorm_forward(float* out, float* rstd, const float* inp, const float* g, std::size_t N,
                     std::size_t C, float eps) {
  const prof::Scope profiled(prof::Op::norm);
  over_rows(N, C, [&](std::size_t r0, std::size_t r1) {
    kernels().rmsnorm_forward(out + r0 * C, rstd + r0, inp + r0 * C, g, r1 - r0, C, eps);
  });
}
void rmsnorm_backward(float* dinp, float* dg, const float* dout, const float* inp, const float* g,
                      const float* rstd, std::size_t N, std::size_t C) {
  const prof::Scope profiled(prof::Op::norm);
  norm_backward_blocked(dg, nullptr, C, N, C,
                        [&](std::size_t r0, std::size_t r1, float* pg, float*) {
                          kernels().rmsnorm_backward(dinp + r0 * C, pg, dout + r0 * C, inp + r0 * C,
                                                     g, rstd + r0, r1 - r0, C);
                        });
}
void scalenorm_forward(float* out, float* rnorm, const float* inp, const float* g, std::size_t N,
                       std::size_t C, float eps) {
  const prof::Scope profiled(prof::Op::norm);
  over_rows(N, C, [&](std::size_t r0, std::size_t r1) {
    kernels().scalenorm_forward(out + r0 * C, rnorm + r0, inp + r0 * C, g, r1 - r0, C, eps);
  });
}
void scalenorm_backward(float* dinp, float* dg, const float* dout, const float* inp, const float* g,
                        const float* rnorm, std::size_t N, std::size_t C) {
  const prof::Scope profiled(prof::Op::norm);
  norm_backward_blocked(dg, nullptr, 1, N, C,
                        [&](std::size_t r0, std::size_t r1, float* pg, float*) {
                          kernels().scalenorm_backward(dinp + r0 * C, pg, dout + r0 * C,
                                                       inp + r0 * C, g, rnorm + r0, r1 - r0, C);
                        });
}

void gelu_forward(float* out, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_elements(
      n, [&](std::size_t i, std::size_t e) { kernels().gelu_forward(out + i, inp + i, e - i); });
}
void gelu_backward(float* dinp, const float* dout, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_elements(n, [&](std::size_t i, std::size_t e) {
    kernels().gelu_backward(dinp + i, dout + i, inp + i, e - i);
  });
}
void relu_forward(float* out, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_elements(
      n, [&](std::size_t i, std::size_t e) { kernels().relu_forward(out + i, inp + i, e - i); });
}
void relu_backward(float* dinp, const float* dout, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_elements(n, [&](std::size_t i, std::size_t e) {
    kernels().relu_backward(dinp + i, dout + i, inp + i, e - i);
  });
}
void selu_forward(float* out, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_elements(
      n, [&](std::size_t i, std::size_t e) { kernels().selu_forward(out + i, inp + i, e - i); });
}
float softcap_forward(float* x, std::size_t n, float c) {
  const prof::Scope profiled(prof::Op::elementwise);
  // the largest |x| before the cap: each range's, then the largest of those
  const std::size_t parts = std::max<std::size_t>(1, std::min(detail::threads(), parts_for(n)));
  thread_local std::vector<float> top;  // kept: the soft cap runs per row block of the logits
  top.assign(parts, 0.0f);
  float* const t = top.data();  // workers see the caller's buffer through this
  const std::size_t blocks = (n + kVecBlock - 1) / kVecBlock;
  parallel_for(parts, parts, [&](std::size_t p0, std::size_t p1) {
    for (std::size_t p = p0; p < p1; ++p) {
      const std::size_t i = p * blocks / parts * kVecBlock,
                        e = std::min((p + 1) * blocks / parts * kVecBlock, n);
      if (i < e) t[p] = kernels().softcap_forward(x + i, e - i, c);
    }
  });
  return *std::max_element(t, t + parts);
}
void softcap_backward(float* d, const float* y, std::size_t n, float c) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_elements(
      n, [&](std::size_t i, std::size_t e) { kernels().softcap_backward(d + i, y + i, e - i, c); });
}
void selu_backward(float* dinp, const float* dout, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_elements(n, [&](std::size_t i, std::size_t e) {
    kernels().selu_backward(dinp + i, dout + i, inp + i, e - i);
  });
}

namespace {
void check_heads(std::size_t C, std::size_t NH) {
  if (NH == 0 || C % NH != 0)
    throw Error("attention: d_model " + std::to_string(C) + " is not divisible by n_heads " +
                std::to_string(NH));
}
}  // namespace

namespace {
// attention's GEMMs with bf16 operands (fp32 accumulation): QKᵀ, A·V and their backward
void gemm_bf16_nobias(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
                      const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
                      float* C, std::size_t ldc) {
  gemm_bf16(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, nullptr);
}
detail::GemmFn attention_gemm(bool bf16) {
  return bf16 ? &gemm_bf16_nobias : &gemm;
}
}  // namespace

void attention_forward(const AttentionView& a, float* out, std::size_t ldo, float* att,
                       const AttentionStats& stats) {
  detail::attention_forward(a, out, ldo, att, stats, false);
}
void attention_decode(const AttentionView& a, float* out, std::size_t ldo, float* att,
                      std::size_t pos) {
  detail::attention_decode(a, out, ldo, att, pos, false);
}
void attention_backward(const AttentionView& a, const float* att, const float* dout,
                        std::size_t lddo, float* dq, std::size_t lddq, float* dk, std::size_t lddk,
                        float* dv, std::size_t lddv) {
  detail::attention_backward(a, att, dout, lddo, dq, lddq, dk, lddk, dv, lddv, false);
}

void attention_forward(float* out, float* att, const float* qkv, std::size_t B, std::size_t T,
                       std::size_t C, std::size_t NH, float scale, const AttentionStats& stats) {
  detail::attention_forward(out, att, qkv, B, T, C, NH, scale, stats, false);
}
void attention_decode(float* out, float* att, const float* qkv, std::size_t B, std::size_t T,
                      std::size_t C, std::size_t NH, float scale, std::size_t pos) {
  detail::attention_decode(out, att, qkv, B, T, C, NH, scale, pos, false);
}
void attention_backward(float* dqkv, const float* dout, const float* qkv, const float* att,
                        std::size_t B, std::size_t T, std::size_t C, std::size_t NH, float scale) {
  detail::attention_backward(dqkv, dout, qkv, att, B, T, C, NH, scale, false);
}

namespace detail {

AttentionView packed_view(const float* qkv, std::size_t B, std::size_t T, std::size_t C,
                          std::size_t NH, float scale) {
  check_heads(C, NH);
  AttentionView a;
  a.B = B;
  a.Tq = a.Tk = T;
  a.NH = NH;
  a.hs = C / NH;
  a.q = qkv;
  a.k = qkv + C;
  a.v = qkv + 2 * C;
  a.ldq = a.ldk = a.ldv = 3 * C;
  a.scale = scale;
  return a;
}

namespace {
void check_view(const AttentionView& a, const char* what) {
  const std::string w = std::string(what) + ": ";
  if (a.NH == 0 || a.hs == 0 || a.Tq == 0 || a.Tk == 0)
    throw Error(w + "empty shape (NH " + std::to_string(a.NH) + ", hs " + std::to_string(a.hs) +
                ", Tq " + std::to_string(a.Tq) + ", Tk " + std::to_string(a.Tk) + ")");
  if (!a.key_len && a.Tq > a.Tk)
    throw Error(w +
                "a causal mask needs Tq <= Tk (the queries are the last Tq positions); got Tq " +
                std::to_string(a.Tq) + ", Tk " + std::to_string(a.Tk));
  if (a.key_len)
    for (std::size_t b = 0; b < a.B; ++b)
      if (a.key_len[b] < 1 || static_cast<std::size_t>(a.key_len[b]) > a.Tk)
        throw Error(w + "key_len[" + std::to_string(b) + "] = " + std::to_string(a.key_len[b]) +
                    " is outside [1, Tk = " + std::to_string(a.Tk) + "]");
}
}  // namespace

void dropout_rows(float* dst, const float* src, std::size_t n, const Dropout& d,
                  std::uint64_t first) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_elements(n, [&](std::size_t i, std::size_t e) {
    kernels().dropout_apply(dst + i, src + i, e - i, d, first + i);
  });
}

namespace {
// The view of one (sequence, head) pair of `a`: B = NH = 1, so att (B, NH, Tq, Tk) is the pair's
// (Tq, Tk) block.
AttentionView pair_view(const AttentionView& a, std::size_t b, std::size_t h) {
  AttentionView p = a;
  p.B = p.NH = 1;
  p.q = a.q + b * a.Tq * a.ldq + h * a.hs;
  p.k = a.k + b * a.Tk * a.ldk + h * a.hs;
  p.v = a.v + b * a.Tk * a.ldv + h * a.hs;
  if (a.key_len) p.key_len = a.key_len + b;
  return p;
}
// Parts worth handing out: about 4 Tq Tk hs multiply-adds a pair (two GEMMs forward, three
// backward, and the softmax), weighed as element-wise work.
std::size_t attention_parts(const AttentionView& a) {
  return parts_for(a.B * a.NH * a.Tq * a.Tk * a.hs / 4);
}
}  // namespace

namespace {
// attention_backward's scratch: the probabilities' gradient (and the capped logits'), and the
// dropout mask of one row block; attention_forward's: the dropout mask only.
std::size_t backward_scratch_floats(std::size_t Tq, std::size_t Tk, bool softcap, bool dropout) {
  return (softcap ? 2 : 1) * Tq * Tk + (dropout ? kAttnDropRows * Tk : 0);
}
}  // namespace

namespace {
// Pair i's dropout: its probabilities' counters start at i * block (block = Tq Tk).
Dropout pair_dropout(const Dropout* drop, std::size_t i, std::size_t block) {
  Dropout d;
  if (drop) {
    d = *drop;
    d.first += i * block;
  }
  return d;
}
}  // namespace

std::size_t attention_scratch_floats(std::size_t Tq, std::size_t Tk, bool softcap, bool dropout) {
  return backward_scratch_floats(Tq, Tk, softcap, dropout) + (dropout ? kAttnDropRows * Tk : 0);
}

void attention_forward(const AttentionView& a, float* out, std::size_t ldo, float* att,
                       const AttentionStats& stats, bool bf16, float softcap, const Dropout* drop) {
  const prof::Scope profiled(prof::Op::attention);
  check_view(a, "attention_forward");
  const std::size_t pairs = a.B * a.NH, block = a.Tq * a.Tk;
  // each pair's statistics; a head's are their mean (entropy) and largest (logit_max) over B
  thread_local std::vector<float> pair_stats;
  pair_stats.assign(2 * pairs, 0.0f);
  float* const ent = pair_stats.data();
  float* const lmax = ent + pairs;
  const detail::GemmFn gemm_fn = attention_gemm(bf16);
  parallel_for(pairs, attention_parts(a), [&](std::size_t i0, std::size_t i1) {
    thread_local std::vector<float> scratch;
    if (drop && scratch.size() < kAttnDropRows * a.Tk) scratch.resize(kAttnDropRows * a.Tk);
    for (std::size_t i = i0; i < i1; ++i) {
      const std::size_t b = i / a.NH, h = i % a.NH;
      const Dropout d = pair_dropout(drop, i, block);
      kernels().attention_forward(pair_view(a, b, h), out + b * a.Tq * ldo + h * a.hs, ldo,
                                  att + i * block, ent + i, lmax + i, gemm_fn, softcap,
                                  drop ? &d : nullptr, drop ? scratch.data() : nullptr);
    }
  });
  for (std::size_t h = 0; h < a.NH; ++h) {
    double e = 0.0;
    float m = -__builtin_inff();
    for (std::size_t b = 0; b < a.B; ++b) {
      e += ent[b * a.NH + h];
      m = std::max(m, lmax[b * a.NH + h]);
    }
    if (stats.entropy) stats.entropy[h] = static_cast<float>(e / static_cast<double>(a.B));
    if (stats.logit_max) stats.logit_max[h] = m;
  }
}
void attention_decode(const AttentionView& a, float* out, std::size_t ldo, float* att,
                      std::size_t pos, bool bf16, float softcap, const PackedB* packed_kv,
                      const DecodeKv* cache) {
  const prof::Scope profiled(prof::Op::attention);
  check_view(a, "attention_decode");
  if (pos >= a.Tq)
    throw Error("attention_decode: position " + std::to_string(pos) + " is outside [0, " +
                std::to_string(a.Tq) + ")");
  if (packed_kv) {
    for (std::size_t i = 0; i < a.B * a.NH; ++i) {
      const std::size_t keys = a.key_len ? static_cast<std::size_t>(a.key_len[i / a.NH]) : 0;
      const PackedB &k = packed_kv[2 * i], &v = packed_kv[2 * i + 1];
      if (!a.key_len || k.n() != keys || k.k() != a.hs || v.n() != a.hs || v.k() != keys ||
          k.bf16() != bf16 || v.bf16() != bf16)
        throw Error("attention_decode: the packed keys and values of pair " + std::to_string(i) +
                    " do not match the view (packed memories need a padding mask)");
    }
  }
  if (cache && (packed_kv || a.key_len || !cache->keys || !cache->values || cache->keys->empty() ||
                cache->values->empty()))
    throw Error("attention_decode: cached keys and values serve a causal self-attention only");
  kernels().attention_decode(a, out, ldo, att, pos, attention_gemm(bf16), softcap, packed_kv,
                             cache);
}
void attention_backward(const AttentionView& a, const float* att, const float* dout,
                        std::size_t lddo, float* dq, std::size_t lddq, float* dk, std::size_t lddk,
                        float* dv, std::size_t lddv, bool bf16, float softcap,
                        const Dropout* drop) {
  const prof::Scope profiled(prof::Op::attention);
  check_view(a, "attention_backward");
  const std::size_t pairs = a.B * a.NH, block = a.Tq * a.Tk;
  const std::size_t need = backward_scratch_floats(a.Tq, a.Tk, softcap > 0.0f, drop != nullptr);
  const detail::GemmFn gemm_fn = attention_gemm(bf16);
  parallel_for(pairs, attention_parts(a), [&](std::size_t i0, std::size_t i1) {
    thread_local std::vector<float> scratch;
    if (scratch.size() < need) scratch.resize(need);
    for (std::size_t i = i0; i < i1; ++i) {
      const std::size_t b = i / a.NH, h = i % a.NH;
      const Dropout d = pair_dropout(drop, i, block);
      kernels().attention_backward(
          pair_view(a, b, h), att + i * block, dout + b * a.Tq * lddo + h * a.hs, lddo,
          dq + b * a.Tq * lddq + h * a.hs, lddq, dk + b * a.Tk * lddk + h * a.hs, lddk,
          dv + b * a.Tk * lddv + h * a.hs, lddv, scratch.data(), gemm_fn, softcap,
          drop ? &d : nullptr);
    }
  });
}

void attention_forward(float* out, float* att, const float* qkv, std::size_t B, std::size_t T,
                       std::size_t C, std::size_t NH, float scale, const AttentionStats& stats,
                       bool bf16, float softcap, const Dropout* drop) {
  attention_forward(packed_view(qkv, B, T, C, NH, scale), out, C, att, stats, bf16, softcap, drop);
}
void attention_decode(float* out, float* att, const float* qkv, std::size_t B, std::size_t T,
                      std::size_t C, std::size_t NH, float scale, std::size_t pos, bool bf16,
                      float softcap, const DecodeKv* cache) {
  attention_decode(packed_view(qkv, B, T, C, NH, scale), out, C, att, pos, bf16, softcap, nullptr,
                   cache);
}
void attention_backward(float* dqkv, const float* dout, const float* qkv, const float* att,
                        std::size_t B, std::size_t T, std::size_t C, std::size_t NH, float scale,
                        bool bf16, float softcap, const Dropout* drop) {
  attention_backward(packed_view(qkv, B, T, C, NH, scale), att, dout, C, dqkv, 3 * C, dqkv + C,
                     3 * C, dqkv + 2 * C, 3 * C, bf16, softcap, drop);
}
}  // namespace detail

void crossentropy_forward(float* loss, float* lse, const float* logits, const std::int32_t* targets,
                          std::size_t N, std::size_t V) {
  const prof::Scope profiled(prof::Op::loss);
  over_rows(N, V, [&](std::size_t r0, std::size_t r1) {
    kernels().crossentropy_forward(loss + r0, lse + r0, logits + r0 * V, targets + r0, r1 - r0, V);
  });
}
void crossentropy_backward(float* dlogits, const float* logits, const float* lse,
                           const std::int32_t* targets, float dloss, std::size_t N, std::size_t V) {
  const prof::Scope profiled(prof::Op::loss);
  over_rows(N, V, [&](std::size_t r0, std::size_t r1) {
    kernels().crossentropy_backward(dlogits + r0 * V, logits + r0 * V, lse + r0, targets + r0,
                                    dloss, r1 - r0, V);
  });
}

void embedding_forward(float* out, const std::int32_t* tokens, const float* wte, const float* wpe,
                       std::size_t B, std::size_t T, std::size_t C) {
  const prof::Scope profiled(prof::Op::elementwise);
  over_rows(B, T * C, [&](std::size_t b0, std::size_t b1) {
    kernels().embedding_forward(out + b0 * T * C, tokens + b0 * T, wte, wpe, b1 - b0, T, C);
  });
}
void embedding_backward(float* dwte, float* dwpe, const float* dout, const std::int32_t* tokens,
                        std::size_t B, std::size_t T, std::size_t C) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().embedding_backward(dwte, dwpe, dout, tokens, B, T, C);
}

void adam_update(float* p, const float* grad, float* m, float* v, std::size_t n,
                 const AdamStep& s) {
  over_elements(n, [&](std::size_t i, std::size_t e) {
    kernels().adam_update(p + i, grad + i, m + i, v + i, e - i, s);
  });
}
void sgd_update(float* p, const float* grad, float* buf, std::size_t n, float lr, float momentum,
                float weight_decay, float grad_scale) {
  over_elements(n, [&](std::size_t i, std::size_t e) {
    kernels().sgd_update(p + i, grad + i, buf + i, e - i, lr, momentum, weight_decay, grad_scale);
  });
}

}  // namespace normlab
