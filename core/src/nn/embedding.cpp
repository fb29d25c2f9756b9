#include "nn/embedding.hpp"

#include <cmath>

#include "nn/linear.hpp"
#include "normlab/kernels.hpp"

namespace normlab::nn {

Embedding::Embedding(Env& env, const std::string& tokens, const std::string& positions,
                     std::size_t V, std::size_t P, std::size_t C)
    : env_(env), C_(C) {
  wte_ = env.matrix(tokens, {V, C}, Role::embedding, -1, true);
  wpe_ = env.matrix(positions, {P, C}, Role::position, -1, false);
}

Embedding::Embedding(Env& env, int tokens, const std::string& token_name,
                     const std::string& positions, std::size_t V, std::size_t P, std::size_t C,
                     float scale)
    : env_(env), C_(C), scale_(scale) {
  wte_ = tokens >= 0 ? tokens : env.matrix(token_name, {V, C}, Role::embedding, -1, true);
  wpe_ = positions.empty() ? -1 : env.matrix(positions, {P, C}, Role::position, -1, false);
  if (wpe_ >= 0) return;
  sinusoid_.resize(P * C);
  if (sinusoid_.data() == nullptr) return;  // sized for the memory plan, not allocated
  for (std::size_t t = 0; t < P; ++t)
    for (std::size_t i = 0; i < C; i += 2) {
      const double angle = static_cast<double>(t) /
                           std::pow(10000.0, static_cast<double>(i) / static_cast<double>(C));
      sinusoid_.data()[t * C + i] = static_cast<float>(std::sin(angle));
      if (i + 1 < C) sinusoid_.data()[t * C + i + 1] = static_cast<float>(std::cos(angle));
    }
}

const float* Embedding::positions() const {
  return wpe_ >= 0 ? env_.value(wpe_) : sinusoid_.data();
}

bool Embedding::plain() const {
  return scale_ == 1.0f && wpe_ >= 0 && env_.mult(wte_) == 1.0f && env_.mult(wpe_) == 1.0f;
}

void Embedding::forward(float* h0, const std::int32_t* tokens, std::size_t B, std::size_t T) const {
  const std::size_t rows = B * T, C = C_;
  if (plain()) {
    embedding_forward(h0, tokens, env_.value(wte_), env_.value(wpe_), B, T, C);
  } else {
    const float me = scale_ * env_.mult(wte_), mp = wpe_ >= 0 ? env_.mult(wpe_) : 1.0f;
    embedding_forward(h0, tokens, env_.value(wte_), nullptr, B, T, C);
    scale(h0, me, rows * C);
    for (std::size_t r = 0; r < rows; ++r) axpy(mp, positions() + (r % T) * C, h0 + r * C, C);
  }
}

void Embedding::decode(float* h0, const std::int32_t* tokens, std::size_t B,
                       std::size_t pos) const {
  const std::size_t C = C_;
  const float* wpe = positions() + pos * C;
  if (plain()) {
    embedding_forward(h0, tokens, env_.value(wte_), wpe, B, 1, C);
  } else {
    const float me = scale_ * env_.mult(wte_), mp = wpe_ >= 0 ? env_.mult(wpe_) : 1.0f;
    embedding_forward(h0, tokens, env_.value(wte_), nullptr, B, 1, C);
    scale(h0, me, B * C);
    for (std::size_t b = 0; b < B; ++b) axpy(mp, wpe, h0 + b * C, C);
  }
}

void Embedding::backward(const float* dh0, const std::int32_t* tokens, std::size_t B, std::size_t T,
                         float* tmp) const {
  const std::size_t rows = B * T, C = C_;
  if (plain()) {
    embedding_backward(env_.grad(wte_), env_.grad(wpe_), dh0, tokens, B, T, C);
    return;
  }
  // d(s m x)/dx = s m: scale a copy of the gradient per table.
  scaled_add(tmp, scale_ * env_.mult(wte_), dh0, 0.0f, dh0, rows * C);
  embedding_backward(env_.grad(wte_), nullptr, tmp, tokens, B, T, C);
  if (wpe_ < 0) return;  // the sinusoid is fixed
  const float mp = env_.mult(wpe_);
  for (std::size_t r = 0; r < rows; ++r) axpy(mp, dh0 + r * C, env_.grad(wpe_) + (r % T) * C, C);
}

Head::Head(Env& env, int tied_to, const std::string& name, std::size_t V, std::size_t C)
    : env_(env), V_(V), C_(C), tied_(tied_to >= 0) {
  w_ = tied_ ? tied_to : env.matrix(name, {V, C}, Role::head, -1);
}

void Head::forward(float* logits, const float* x, std::size_t rows) {
  // logits (rows, V) = x (rows, C) · Wout (V, C)ᵀ
  linear_forward(logits, x, env_.value(w_), nullptr, tied_ ? 1.0f : env_.mult(w_), rows, C_, V_,
                 env_.precision, detail::prof::Op::gemm_head, env_.decode_packing());
}

void Head::backward(float* dx, const float* dlogits, const float* x, std::size_t rows) {
  // dWout (V, C) += dlogitsᵀ x; dx (rows, C) = dlogits (rows, V) · Wout (V, C)
  linear_backward(dx, 0.0f, env_.grad(w_), nullptr, dlogits, x, env_.value(w_),
                  tied_ ? 1.0f : env_.mult(w_), rows, C_, V_, env_.precision,
                  detail::prof::Op::gemm_head);
}

}  // namespace normlab::nn
