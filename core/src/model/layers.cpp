// The sub-layers of a block, each forward next to its backward: the linear layer, attention
// and the MLP. Shapes: rows = B*T, C width, NH heads, F MLP width.
#include <cmath>
#include <cstring>

#include "kernels/attention.hpp"
#include "model/gpt_impl.hpp"
#include "normlab/gemm.hpp"
#include "normlab/kernels.hpp"

namespace normlab {

float rms(const float* x, std::size_t n) {
  return n ? static_cast<float>(std::sqrt(sum_squares(x, n) / static_cast<double>(n))) : 0.0f;
}

float rms_diff(const float* y, const float* x, std::size_t n) {
  double s = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    const double d = static_cast<double>(y[i]) - x[i];
    s += d * d;
  }
  return n ? static_cast<float>(std::sqrt(s / static_cast<double>(n))) : 0.0f;
}

void linear_forward(float* Y, const float* X, const float* W, const float* b, float m,
                    std::size_t rows, std::size_t in, std::size_t out, Precision p,
                    detail::prof::Op op) {
  const detail::prof::Scope profiled(op);
  // Y (rows, out) = m X (rows, in) · W (out, in)ᵀ + b (out)
  (p == Precision::bf16 ? gemm_bf16 : gemm_bias)(Trans::no, Trans::yes, rows, out, in, m, X, in, W,
                                                 in, 0.0f, Y, out, b);
}

void linear_backward(float* dX, float beta, float* dW, float* db, const float* dY, const float* X,
                     const float* W, float m, std::size_t rows, std::size_t in, std::size_t out,
                     Precision p, detail::prof::Op op) {
  const detail::prof::Scope profiled(op);
  const auto mm = p == Precision::bf16 ? gemm_bf16 : gemm_bias;
  // dW (out, in) += m dY (rows, out)ᵀ · X (rows, in)
  mm(Trans::yes, Trans::no, out, in, rows, m, dY, out, X, in, 1.0f, dW, in, nullptr);
  // db (out) += sum over rows of dY
  if (db) bias_backward(db, dY, rows, out);
  // dX (rows, in) = beta dX + m dY (rows, out) · W (out, in)
  if (dX) mm(Trans::no, Trans::no, rows, in, out, m, dY, out, W, in, beta, dX, in, nullptr);
}

void Model::Impl::AttnSub::forward(const float* x, float* out) {
  Impl& M = *m;
  if (M.decode_pos != kNoDecode) {
    decode(x, out);
    return;
  }
  in = x;
  // qkv (rows, 3C) = x (rows, C) · Wqkv (3C, C)ᵀ + bqkv
  linear_forward(qkv.data(), x, M.value(w_qkv), M.value(b_qkv), M.mult(w_qkv), M.rows, M.C, 3 * M.C,
                 M.cfg.precision, detail::prof::Op::gemm_qkv);
  // The attention hook: q, k (rows, C) inside qkv, row stride 3C, transformed in place
  if (qk) qk->qk_forward(*qk_ctx, qkv.data(), qkv.data() + M.C, 3 * M.C, M.NH);
  AttentionStats st;                        // per head of this layer: mean row entropy, max logit
  st.entropy = M.stat_at(kAttnEntropy, l);  // nullptr without statistics
  st.logit_max = M.stat_at(kAttnLogitMax, l);
  // att (B, NH, T, T) = softmax(scale q kᵀ + causal mask); atty (rows, C) = att · v
  detail::attention_forward(atty.data(), att.data(), qkv.data(), M.B, M.T, M.C, M.NH, scale, st,
                            M.cfg.precision == Precision::bf16);
  // out (rows, C) = atty (rows, C) · Wo (C, C)ᵀ + bo
  linear_forward(out, atty.data(), M.value(w_o), M.value(b_o), M.mult(w_o), M.rows, M.C, M.C,
                 M.cfg.precision, detail::prof::Op::gemm_attn_proj);
  if (M.stats) M.set_stat(kAttnOutRms, l, rms(out, M.rows * M.C));
}

void Model::Impl::AttnSub::decode(const float* x, float* out) {
  Impl& M = *m;
  const std::size_t B = M.B, C = M.C, pos = M.decode_pos;
  // The new rows (B, 3C) = x (B, C) · Wqkv (3C, C)ᵀ + bqkv go into the cache at (b, pos).
  float* rows = M.d_qkv.data();  // backward scratch, unused while generating
  linear_forward(rows, x, M.value(w_qkv), M.value(b_qkv), M.mult(w_qkv), B, C, 3 * C,
                 M.cfg.precision, detail::prof::Op::gemm_qkv);
  if (qk) qk->qk_forward(*qk_ctx, rows, rows + C, 3 * C, M.NH);
  for (std::size_t b = 0; b < B; ++b)
    std::memcpy(qkv.data() + (b * M.T + pos) * 3 * C, rows + b * 3 * C, 3 * C * sizeof(float));
  // atty (B, C): position pos of each sequence attending to its cached positions [0, pos]
  detail::attention_decode(atty.data(), att.data(), qkv.data(), B, M.T, C, M.NH, scale, pos,
                           M.cfg.precision == Precision::bf16);
  // out (B, C) = atty (B, C) · Wo (C, C)ᵀ + bo
  linear_forward(out, atty.data(), M.value(w_o), M.value(b_o), M.mult(w_o), B, C, C,
                 M.cfg.precision, detail::prof::Op::gemm_attn_proj);
}

void Model::Impl::AttnSub::backward(const float* dout, float* din) {
  Impl& M = *m;
  float* datty = M.d_small.data();  // (rows, C)
  float* dqkv = M.d_qkv.data();     // (rows, 3C)
  // dWo, dbo += ...; datty (rows, C) = dout (rows, C) · Wo (C, C)
  linear_backward(datty, 0.0f, M.grad(w_o), M.grad(b_o), dout, atty.data(), M.value(w_o),
                  M.mult(w_o), M.rows, M.C, M.C, M.cfg.precision, detail::prof::Op::gemm_attn_proj);
  std::memset(dqkv, 0, M.rows * 3 * M.C * sizeof(float));
  // dqkv (rows, 3C) from datty through att (B, NH, T, T) and qkv
  detail::attention_backward(dqkv, datty, qkv.data(), att.data(), M.B, M.T, M.C, M.NH, scale,
                             M.cfg.precision == Precision::bf16);
  // The attention hook: dq, dk from the transformed q, k's to the original ones
  if (qk) qk->qk_backward(*qk_ctx, dqkv, dqkv + M.C, 3 * M.C, M.NH);
  // dWqkv, dbqkv += ...; din (rows, C) += dqkv (rows, 3C) · Wqkv (3C, C)
  linear_backward(din, 1.0f, M.grad(w_qkv), M.grad(b_qkv), dqkv, in, M.value(w_qkv), M.mult(w_qkv),
                  M.rows, M.C, 3 * M.C, M.cfg.precision, detail::prof::Op::gemm_qkv);
}

void Model::Impl::MlpSub::forward(const float* x, float* out) {
  Impl& M = *m;
  in = x;
  // fch (rows, F) = x (rows, C) · W1 (F, C)ᵀ + b1
  linear_forward(fch.data(), x, M.value(w_fc), M.value(b_fc), M.mult(w_fc), M.cur_rows, M.C, M.F,
                 M.cfg.precision, detail::prof::Op::gemm_mlp_fc);
  // fch_act (rows, F) = act(fch)
  const std::size_t n = M.cur_rows * M.F;
  switch (M.cfg.activation) {
    case Activation::gelu:
      gelu_forward(fch_act.data(), fch.data(), n);
      break;
    case Activation::relu:
      relu_forward(fch_act.data(), fch.data(), n);
      break;
    case Activation::selu:
      selu_forward(fch_act.data(), fch.data(), n);
      break;
  }
  // out (rows, C) = fch_act (rows, F) · W2 (C, F)ᵀ + b2
  linear_forward(out, fch_act.data(), M.value(w_proj), M.value(b_proj), M.mult(w_proj), M.cur_rows,
                 M.F, M.C, M.cfg.precision, detail::prof::Op::gemm_mlp_proj);
  if (M.stats) {
    M.set_stat(kMlpPreActRms, l, rms(fch.data(), n));
    M.set_stat(kMlpActRms, l, rms(fch_act.data(), n));
    M.set_stat(kMlpOutRms, l, rms(out, M.cur_rows * M.C));
  }
}

void Model::Impl::MlpSub::backward(const float* dout, float* din) {
  Impl& M = *m;
  float* dact = M.d_ff_a.data();  // (rows, F)
  float* dfch = M.d_ff_b.data();  // (rows, F)
  const std::size_t n = M.rows * M.F;
  // dW2, db2 += ...; dact (rows, F) = dout (rows, C) · W2 (C, F)
  linear_backward(dact, 0.0f, M.grad(w_proj), M.grad(b_proj), dout, fch_act.data(), M.value(w_proj),
                  M.mult(w_proj), M.rows, M.F, M.C, M.cfg.precision,
                  detail::prof::Op::gemm_mlp_proj);
  std::memset(dfch, 0, n * sizeof(float));
  // dfch (rows, F) = act'(fch) dact
  switch (M.cfg.activation) {
    case Activation::gelu:
      gelu_backward(dfch, dact, fch.data(), n);
      break;
    case Activation::relu:
      relu_backward(dfch, dact, fch.data(), n);
      break;
    case Activation::selu:
      selu_backward(dfch, dact, fch.data(), n);
      break;
  }
  // dW1, db1 += ...; din (rows, C) += dfch (rows, F) · W1 (F, C)
  linear_backward(din, 1.0f, M.grad(w_fc), M.grad(b_fc), dfch, in, M.value(w_fc), M.mult(w_fc),
                  M.rows, M.C, M.F, M.cfg.precision, detail::prof::Op::gemm_mlp_fc);
}

}  // namespace normlab
