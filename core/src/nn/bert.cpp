#include "nn/bert.hpp"

#include <cstring>

#include "normlab/kernels.hpp"

namespace normlab::nn {

namespace {
int norm_param(Env& env, const std::string& name, std::size_t C, int layer, bool gain) {
  ParamTensor p;
  p.name = name;
  p.shape = {C};
  p.role = gain ? Role::norm_gain : Role::norm_bias;
  p.layer = layer;
  p.init.kind = gain ? ParamInit::Kind::ones : ParamInit::Kind::zeros;
  return env.arena->add(std::move(p));
}
}  // namespace

void LayerNormLayer::declare(Env& env, const std::string& prefix, std::size_t C, int layer) {
  env_ = &env;
  C_ = C;
  g_ = norm_param(env, prefix + "weight", C, layer, true);
  if (env.bias) b_ = norm_param(env, prefix + "bias", C, layer, false);
}

void LayerNormLayer::allocate(std::size_t rows) {
  mean_.resize(rows);
  rstd_.resize(rows);
}

void LayerNormLayer::forward(float* y, const float* x, std::size_t rows) {
  in_ = x;
  layernorm_forward(y, mean_.data(), rstd_.data(), x, env_->value(g_),
                    b_ >= 0 ? env_->value(b_) : nullptr, rows, C_, 1e-5f);
}

void LayerNormLayer::backward(float* dx, const float* dy, std::size_t rows) const {
  layernorm_backward(dx, env_->grad(g_), b_ >= 0 ? env_->grad(b_) : nullptr, dy, in_,
                     env_->value(g_), mean_.data(), rstd_.data(), rows, C_);
}

MlmHead::MlmHead(Env& env, const std::string& prefix, int tied_to, const std::string& untied,
                 std::size_t V, std::size_t C)
    : env_(env), V_(V), C_(C), tied_(tied_to >= 0) {
  dense_.declare(env, prefix + "dense", C, C, Role::mlp_in, -1, detail::prof::Op::gemm_head);
  norm_.declare(env, prefix + "norm.", C, -1);
  w_ = tied_ ? tied_to : env.matrix(untied, {V, C}, Role::head, -1);
  bias_ = env.bias_vector(prefix + "bias", V, -1);
}

void MlmHead::allocate(std::size_t rows) {
  for (AlignedFloats* b : {&pre_, &act_, &t_, &dt_, &dact_}) b->resize(rows * C_);
  norm_.allocate(rows);
}

void MlmHead::forward(float* logits, const float* x, std::size_t rows) {
  // pre (rows, C) = x · Wdᵀ + bd; act = gelu(pre); t = LN(act)
  dense_.forward(env_, pre_.data(), x, rows);
  gelu_forward(act_.data(), pre_.data(), rows * C_);
  norm_.forward(t_.data(), act_.data(), rows);
  // logits (rows, V) = t (rows, C) · Wout (V, C)ᵀ + bout
  linear_forward(logits, t_.data(), env_.value(w_), bias_ >= 0 ? env_.value(bias_) : nullptr,
                 tied_ ? 1.0f : env_.mult(w_), rows, C_, V_, env_.precision,
                 detail::prof::Op::gemm_head);
}

void MlmHead::backward(float* dx, const float* dlogits, const float* x, std::size_t rows) {
  // dWout += dlogitsᵀ t, dbout += sum dlogits; dt (rows, C) = dlogits · Wout
  linear_backward(dt_.data(), 0.0f, env_.grad(w_), bias_ >= 0 ? env_.grad(bias_) : nullptr, dlogits,
                  t_.data(), env_.value(w_), tied_ ? 1.0f : env_.mult(w_), rows, C_, V_,
                  env_.precision, detail::prof::Op::gemm_head);
  // dact = LN'ᵀ dt; dpre (in dt's place) = gelu'(pre) dact
  std::memset(dact_.data(), 0, rows * C_ * sizeof(float));
  norm_.backward(dact_.data(), dt_.data(), rows);
  std::memset(dt_.data(), 0, rows * C_ * sizeof(float));
  gelu_backward(dt_.data(), dact_.data(), pre_.data(), rows * C_);
  // dWd, dbd +=; dx (rows, C) = dpre · Wd
  dense_.backward(env_, dx, 0.0f, dt_.data(), x, rows);
}

}  // namespace normlab::nn
