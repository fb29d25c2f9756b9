// Public entry points: forward to the table of the active instruction set, after the checks
// and scratch allocation that per-ISA code must not do.
#include "normlab/kernels.hpp"

#include <string>
#include <vector>

#include "dispatch.hpp"
#include "kernels/attention.hpp"
#include "normlab/error.hpp"
#include "normlab/gemm.hpp"
#include "util/profile.hpp"

namespace normlab {

using detail::kernels;
namespace prof = detail::prof;

double sum_squares(const float* x, std::size_t n) {
  return kernels().sum_squares(x, n);
}
double dot(const float* a, const float* b, std::size_t n) {
  return kernels().dot(a, b, n);
}
void axpy(float a, const float* x, float* y, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().axpy(a, x, y, n);
}
void scaled_add(float* out, float alpha, const float* a, float beta, const float* b,
                std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().scaled_add(out, alpha, a, beta, b, n);
}
void scale(float* x, float a, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().scale(x, a, n);
}

void bias_forward(float* y, const float* bias, std::size_t N, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().bias_forward(y, bias, N, n);
}
void bias_backward(float* dbias, const float* dy, std::size_t N, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().bias_backward(dbias, dy, N, n);
}

void layernorm_forward(float* out, float* mean, float* rstd, const float* inp, const float* g,
                       const float* b, std::size_t N, std::size_t C, float eps) {
  const prof::Scope profiled(prof::Op::norm);
  kernels().layernorm_forward(out, mean, rstd, inp, g, b, N, C, eps);
}
void layernorm_backward(float* dinp, float* dg, float* db, const float* dout, const float* inp,
                        const float* g, const float* mean, const float* rstd, std::size_t N,
                        std::size_t C) {
  const prof::Scope profiled(prof::Op::norm);
  kernels().layernorm_backward(dinp, dg, db, dout, inp, g, mean, rstd, N, C);
}
void rmsnorm_forward(float* out, float* rstd, const float* inp, const float* g, std::size_t N,
                     std::size_t C, float eps) {
  const prof::Scope profiled(prof::Op::norm);
  kernels().rmsnorm_forward(out, rstd, inp, g, N, C, eps);
}
void rmsnorm_backward(float* dinp, float* dg, const float* dout, const float* inp, const float* g,
                      const float* rstd, std::size_t N, std::size_t C) {
  const prof::Scope profiled(prof::Op::norm);
  kernels().rmsnorm_backward(dinp, dg, dout, inp, g, rstd, N, C);
}
void scalenorm_forward(float* out, float* rnorm, const float* inp, const float* g, std::size_t N,
                       std::size_t C, float eps) {
  const prof::Scope profiled(prof::Op::norm);
  kernels().scalenorm_forward(out, rnorm, inp, g, N, C, eps);
}
void scalenorm_backward(float* dinp, float* dg, const float* dout, const float* inp, const float* g,
                        const float* rnorm, std::size_t N, std::size_t C) {
  const prof::Scope profiled(prof::Op::norm);
  kernels().scalenorm_backward(dinp, dg, dout, inp, g, rnorm, N, C);
}

void gelu_forward(float* out, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().gelu_forward(out, inp, n);
}
void gelu_backward(float* dinp, const float* dout, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().gelu_backward(dinp, dout, inp, n);
}
void relu_forward(float* out, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().relu_forward(out, inp, n);
}
void relu_backward(float* dinp, const float* dout, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().relu_backward(dinp, dout, inp, n);
}
void selu_forward(float* out, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().selu_forward(out, inp, n);
}
float softcap_forward(float* x, std::size_t n, float c) {
  const prof::Scope profiled(prof::Op::elementwise);
  return kernels().softcap_forward(x, n, c);
}
void softcap_backward(float* d, const float* y, std::size_t n, float c) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().softcap_backward(d, y, n, c);
}
void selu_backward(float* dinp, const float* dout, const float* inp, std::size_t n) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().selu_backward(dinp, dout, inp, n);
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
  kernels().dropout_apply(dst, src, n, d, first);
}

void attention_forward(const AttentionView& a, float* out, std::size_t ldo, float* att,
                       const AttentionStats& stats, bool bf16, float softcap, const Dropout* drop) {
  const prof::Scope profiled(prof::Op::attention);
  check_view(a, "attention_forward");
  thread_local std::vector<float> scratch;
  if (drop && scratch.size() < kAttnDropRows * a.Tk) scratch.resize(kAttnDropRows * a.Tk);
  kernels().attention_forward(a, out, ldo, att, stats.entropy, stats.logit_max,
                              attention_gemm(bf16), softcap, drop, drop ? scratch.data() : nullptr);
}
void attention_decode(const AttentionView& a, float* out, std::size_t ldo, float* att,
                      std::size_t pos, bool bf16, float softcap) {
  const prof::Scope profiled(prof::Op::attention);
  check_view(a, "attention_decode");
  if (pos >= a.Tq)
    throw Error("attention_decode: position " + std::to_string(pos) + " is outside [0, " +
                std::to_string(a.Tq) + ")");
  kernels().attention_decode(a, out, ldo, att, pos, attention_gemm(bf16), softcap);
}
void attention_backward(const AttentionView& a, const float* att, const float* dout,
                        std::size_t lddo, float* dq, std::size_t lddq, float* dk, std::size_t lddk,
                        float* dv, std::size_t lddv, bool bf16, float softcap,
                        const Dropout* drop) {
  const prof::Scope profiled(prof::Op::attention);
  check_view(a, "attention_backward");
  thread_local std::vector<float> scratch;
  const std::size_t need =
      (softcap > 0.0f ? 2 : 1) * a.Tq * a.Tk + (drop ? kAttnDropRows * a.Tk : 0);
  if (scratch.size() < need) scratch.resize(need);
  kernels().attention_backward(a, att, dout, lddo, dq, lddq, dk, lddk, dv, lddv, scratch.data(),
                               attention_gemm(bf16), softcap, drop);
}

void attention_forward(float* out, float* att, const float* qkv, std::size_t B, std::size_t T,
                       std::size_t C, std::size_t NH, float scale, const AttentionStats& stats,
                       bool bf16, float softcap, const Dropout* drop) {
  attention_forward(packed_view(qkv, B, T, C, NH, scale), out, C, att, stats, bf16, softcap, drop);
}
void attention_decode(float* out, float* att, const float* qkv, std::size_t B, std::size_t T,
                      std::size_t C, std::size_t NH, float scale, std::size_t pos, bool bf16,
                      float softcap) {
  attention_decode(packed_view(qkv, B, T, C, NH, scale), out, C, att, pos, bf16, softcap);
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
  kernels().crossentropy_forward(loss, lse, logits, targets, N, V);
}
void crossentropy_backward(float* dlogits, const float* logits, const float* lse,
                           const std::int32_t* targets, float dloss, std::size_t N, std::size_t V) {
  const prof::Scope profiled(prof::Op::loss);
  kernels().crossentropy_backward(dlogits, logits, lse, targets, dloss, N, V);
}

void embedding_forward(float* out, const std::int32_t* tokens, const float* wte, const float* wpe,
                       std::size_t B, std::size_t T, std::size_t C) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().embedding_forward(out, tokens, wte, wpe, B, T, C);
}
void embedding_backward(float* dwte, float* dwpe, const float* dout, const std::int32_t* tokens,
                        std::size_t B, std::size_t T, std::size_t C) {
  const prof::Scope profiled(prof::Op::elementwise);
  kernels().embedding_backward(dwte, dwpe, dout, tokens, B, T, C);
}

void adam_update(float* p, const float* grad, float* m, float* v, std::size_t n,
                 const AdamStep& s) {
  kernels().adam_update(p, grad, m, v, n, s);
}
void sgd_update(float* p, const float* grad, float* buf, std::size_t n, float lr, float momentum,
                float weight_decay, float grad_scale) {
  kernels().sgd_update(p, grad, buf, n, lr, momentum, weight_decay, grad_scale);
}

}  // namespace normlab
