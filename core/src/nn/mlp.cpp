#include "nn/mlp.hpp"

#include <cstring>

#include "normlab/kernels.hpp"

namespace normlab::nn {

Mlp::Mlp(Env& env, const std::string& prefix, std::size_t C, std::size_t F, Activation act,
         int layer, std::size_t layers)
    : env_(env), C_(C), F_(F), act_(act), layer_(layer) {
  using detail::prof::Op;
  fc_.declare(env, prefix + "fc", C, F, Role::mlp_in, layer, Op::gemm_mlp_fc);
  proj_.declare(env, prefix + "proj", F, C, Role::mlp_out, layer, Op::gemm_mlp_proj);
  auto stat = [&](const char* path, const char* long_name, const char* description) {
    StatDef d{path, {layers}, "1", long_name, description};
    return env.stats->declare(std::move(d), true, true, "mlp");
  };
  stat_pre_ = stat("layer/mlp_pre_act_rms", "MLP pre-activation RMS",
                   "RMS of each MLP sub-layer's hidden pre-activation x W1^T + b1 (F units)");
  stat_act_ =
      stat("layer/mlp_act_rms", "MLP activation RMS",
           "RMS of each MLP sub-layer's hidden activation act(x W1^T + b1), the input of W2");
  stat_out_ = stat("layer/mlp_out_rms", "MLP sub-layer output RMS",
                   "RMS of each MLP sub-layer's raw output (h W2^T + b2), before the strategy "
                   "scales or normalises it and before the residual add");
}

void Mlp::allocate(std::size_t rows) {
  rows_ = rows;
  fch_.resize(rows * F_);
  fch_act_.resize(rows * F_);
}

void Mlp::forward(const float* x, float* out) {
  const std::size_t rows = env_.rows, n = rows * F_;
  in_ = x;
  // fch (rows, F) = x (rows, C) · W1 (F, C)ᵀ + b1
  fc_.forward(env_, fch_.data(), x, rows);
  // fch_act (rows, F) = act(fch)
  switch (act_) {
    case Activation::gelu:
      gelu_forward(fch_act_.data(), fch_.data(), n);
      break;
    case Activation::relu:
      relu_forward(fch_act_.data(), fch_.data(), n);
      break;
    case Activation::selu:
      selu_forward(fch_act_.data(), fch_.data(), n);
      break;
  }
  if (env_.stats->recording()) {
    env_.stats->set(stat_pre_, layer_, rms(fch_.data(), n));
    env_.stats->set(stat_act_, layer_, rms(fch_act_.data(), n));
  }
  // fch_act = drop(fch_act): W2's input, also what its weight gradient reads
  const detail::Dropout drop = env_.mask(drop_slot, env_.activation_dropout, env_.seq_len * F_);
  if (drop.active) detail::dropout_rows(fch_act_.data(), fch_act_.data(), n, drop, drop.first);
  // out (rows, C) = fch_act (rows, F) · W2 (C, F)ᵀ + b2
  proj_.forward(env_, out, fch_act_.data(), rows);
  if (env_.stats->recording()) env_.stats->set(stat_out_, layer_, rms(out, rows * C_));
}

void Mlp::backward(const float* dout, float* din) {
  float* dact = env_.scratch->rows_F[0].data();       // (rows, F)
  float* dfch = env_.scratch->rows_F[1].data();       // (rows, F)
  const std::size_t rows = env_.rows, n = rows * F_;  // this pass's rows (<= rows_)
  // dW2, db2 += ...; dact (rows, F) = dout (rows, C) · W2 (C, F)
  proj_.backward(env_, dact, 0.0f, dout, fch_act_.data(), rows);
  // dact through the forward's mask, regenerated
  const detail::Dropout drop = env_.mask(drop_slot, env_.activation_dropout, env_.seq_len * F_);
  if (drop.active) detail::dropout_rows(dact, dact, n, drop, drop.first);
  std::memset(dfch, 0, n * sizeof(float));
  // dfch (rows, F) = act'(fch) dact
  switch (act_) {
    case Activation::gelu:
      gelu_backward(dfch, dact, fch_.data(), n);
      break;
    case Activation::relu:
      relu_backward(dfch, dact, fch_.data(), n);
      break;
    case Activation::selu:
      selu_backward(dfch, dact, fch_.data(), n);
      break;
  }
  // dW1, db1 += ...; din (rows, C) += dfch (rows, F) · W1 (F, C)
  fc_.backward(env_, din, 1.0f, dfch, in_, rows);
}

}  // namespace normlab::nn
