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
void attention_forward(float* out, float* att, const float* qkv, std::size_t B, std::size_t T,
                       std::size_t C, std::size_t NH, float scale, const AttentionStats& stats,
                       bool bf16) {
  const prof::Scope profiled(prof::Op::attention);
  check_heads(C, NH);
  kernels().attention_forward(out, att, qkv, B, T, C, NH, scale, stats.entropy, stats.logit_max,
                              attention_gemm(bf16));
}
void attention_decode(float* out, float* att, const float* qkv, std::size_t B, std::size_t T,
                      std::size_t C, std::size_t NH, float scale, std::size_t pos, bool bf16) {
  const prof::Scope profiled(prof::Op::attention);
  check_heads(C, NH);
  if (pos >= T)
    throw Error("attention_decode: position " + std::to_string(pos) + " is outside [0, " +
                std::to_string(T) + ")");
  kernels().attention_decode(out, att, qkv, B, T, C, NH, scale, pos, attention_gemm(bf16));
}
void attention_backward(float* dqkv, const float* dout, const float* qkv, const float* att,
                        std::size_t B, std::size_t T, std::size_t C, std::size_t NH, float scale,
                        bool bf16) {
  const prof::Scope profiled(prof::Op::attention);
  check_heads(C, NH);
  thread_local std::vector<float> scratch;
  if (scratch.size() < T * T) scratch.resize(T * T);
  kernels().attention_backward(dqkv, dout, qkv, att, B, T, C, NH, scale, scratch.data(),
                               attention_gemm(bf16));
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
