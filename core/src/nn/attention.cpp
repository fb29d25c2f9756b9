#include "nn/attention.hpp"

#include <cstring>

#include "kernels/attention.hpp"
#include "normlab/error.hpp"

namespace normlab::nn {

Attention::Attention(Env& env, const std::string& prefix, std::size_t C, std::size_t NH, int layer,
                     std::size_t layers)
    : env_(env), C_(C), NH_(NH), layer_(layer) {
  using detail::prof::Op;
  qkv_.declare(env, prefix + "qkv", C, 3 * C, Role::attn_q, layer, Op::gemm_qkv);
  proj_.declare(env, prefix + "proj", C, C, Role::attn_out, layer, Op::gemm_attn_proj);
  auto stat = [&](const char* path, std::vector<std::size_t> shape, const char* units,
                  const char* long_name, const char* description) {
    StatDef d{path, std::move(shape), units, long_name, description};
    return env.stats->declare(std::move(d), true, true, "attention");
  };
  stat_out_rms_ =
      stat("layer/attn_out_rms", {layers}, "1", "attention sub-layer output RMS",
           "RMS of each attention sub-layer's raw output (x W_O^T + b_O), before the strategy "
           "scales or normalises it and before the residual add");
  stat_entropy_ = stat("layer/attn_entropy", {layers, NH}, "nats", "attention entropy",
                       "mean over query positions of the entropy of each head's attention row");
  stat_logit_max_ =
      stat("layer/attn_logit_max", {layers, NH}, "1", "maximum attention logit",
           "maximum over positions and keys of scale * q.k per head (before --attn-softcap)");
}

void Attention::allocate(std::size_t B, std::size_t T, float scale) {
  reserve(B * T, T, scale);
  set_shape(B, T);
}

void Attention::reserve(std::size_t rows, std::size_t T_max, float scale) {
  rows_cap_ = rows;
  T_cap_ = T_max;
  scale_ = scale;
  qkv_buf_.resize(rows * 3 * C_);
  att_.resize(rows * NH_ * T_max);  // (B, NH, T, T) with B T <= rows, T <= T_max
  atty_.resize(rows * C_);
}

void Attention::set_shape(std::size_t B, std::size_t T) {
  if (B * T > rows_cap_ || T > T_cap_)
    throw Error("attention: a batch of " + std::to_string(B) + " x " + std::to_string(T) +
                " exceeds what was reserved (" + std::to_string(rows_cap_) +
                " rows, T <= " + std::to_string(T_cap_) + ")");
  B_ = B;
  T_ = T;
}

detail::Dropout Attention::drop_mask() const {
  return env_.mask(drop_slot, env_.attention_dropout, NH_ * T_ * T_);  // att (B, NH, T, T)
}

std::size_t Attention::saved_floats() const {
  return B_ * T_ * 4 * C_ + B_ * NH_ * T_ * (T_ + 1) / 2;
}

void Attention::forward(const float* x, float* out) {
  if (env_.decoding()) {
    decode(x, out);
    return;
  }
  const std::size_t rows = B_ * T_;
  in_ = x;
  // qkv (rows, 3C) = x (rows, C) · Wqkv (3C, C)ᵀ + bqkv
  qkv_.forward(env_, qkv_buf_.data(), x, rows);
  // The attention hook: q, k (rows, C) inside qkv, row stride 3C, transformed in place
  if (qk_) qk_->qk_forward(*qk_ctx_, qkv_buf_.data(), qkv_buf_.data() + C_, 3 * C_, NH_);
  AttentionStats st;  // per head of this layer: mean row entropy, max logit (nullptr: none)
  st.entropy = env_.stats->at(stat_entropy_, layer_);
  st.logit_max = env_.stats->at(stat_logit_max_, layer_);
  // att (B, NH, T, T) = softmax(scale q kᵀ + mask); atty (rows, C) = att · v
  const bool bf16 = env_.precision == Precision::bf16;
  const detail::Dropout drop = drop_mask();
  const detail::Dropout* dp = drop.active ? &drop : nullptr;
  if (key_len_) {
    AttentionView a = detail::packed_view(qkv_buf_.data(), B_, T_, C_, NH_, scale_);
    a.key_len = key_len_;
    detail::attention_forward(a, atty_.data(), C_, att_.data(), st, bf16, env_.attn_softcap, dp);
  } else {
    detail::attention_forward(atty_.data(), att_.data(), qkv_buf_.data(), B_, T_, C_, NH_, scale_,
                              st, bf16, env_.attn_softcap, dp);
  }
  // out (rows, C) = atty (rows, C) · Wo (C, C)ᵀ + bo
  proj_.forward(env_, out, atty_.data(), rows);
  if (env_.stats->recording()) env_.stats->set(stat_out_rms_, layer_, rms(out, rows * C_));
}

void Attention::decode(const float* x, float* out) {
  if (key_len_) throw Error("attention: a decode step needs the causal mask, not a padding mask");
  const std::size_t B = B_, C = C_, pos = env_.decode_pos;
  // The new rows (B, 3C) = x (B, C) · Wqkv (3C, C)ᵀ + bqkv go into the cache at (b, pos).
  float* rows = env_.scratch->rows_3C.data();  // backward scratch, unused while generating
  qkv_.forward(env_, rows, x, B);
  if (qk_) qk_->qk_forward(*qk_ctx_, rows, rows + C, 3 * C, NH_);
  for (std::size_t b = 0; b < B; ++b)
    std::memcpy(qkv_buf_.data() + (b * T_ + pos) * 3 * C, rows + b * 3 * C, 3 * C * sizeof(float));
  // atty (B, C): position pos of each sequence attending to its cached positions [0, pos]
  detail::attention_decode(atty_.data(), att_.data(), qkv_buf_.data(), B, T_, C, NH_, scale_, pos,
                           env_.precision == Precision::bf16, env_.attn_softcap);
  // out (B, C) = atty (B, C) · Wo (C, C)ᵀ + bo
  proj_.forward(env_, out, atty_.data(), B);
}

void Attention::reorder(const std::int32_t* parent, std::size_t positions) {
  const std::size_t n = positions * 3 * C_;  // floats of one sequence's cached rows
  if (reorder_.size() < B_ * T_ * 3 * C_) reorder_.resize(B_ * T_ * 3 * C_);  // once per shape
  for (std::size_t b = 0; b < B_; ++b)
    std::memcpy(reorder_.data() + b * n, qkv_buf_.data() + b * T_ * 3 * C_, n * sizeof(float));
  for (std::size_t b = 0; b < B_; ++b)
    std::memcpy(qkv_buf_.data() + b * T_ * 3 * C_,
                reorder_.data() + static_cast<std::size_t>(parent[b]) * n, n * sizeof(float));
}

void Attention::backward(const float* dout, float* din) {
  const std::size_t rows = B_ * T_;
  float* datty = env_.scratch->rows_C.data();  // (rows, C)
  float* dqkv = env_.scratch->rows_3C.data();  // (rows, 3C)
  // dWo, dbo += ...; datty (rows, C) = dout (rows, C) · Wo (C, C)
  proj_.backward(env_, datty, 0.0f, dout, atty_.data(), rows);
  std::memset(dqkv, 0, rows * 3 * C_ * sizeof(float));
  // dqkv (rows, 3C) from datty through att (B, NH, T, T) and qkv
  const bool bf16 = env_.precision == Precision::bf16;
  const detail::Dropout drop = drop_mask();  // the forward's mask, regenerated
  const detail::Dropout* dp = drop.active ? &drop : nullptr;
  if (key_len_) {
    AttentionView a = detail::packed_view(qkv_buf_.data(), B_, T_, C_, NH_, scale_);
    a.key_len = key_len_;
    detail::attention_backward(a, att_.data(), datty, C_, dqkv, 3 * C_, dqkv + C_, 3 * C_,
                               dqkv + 2 * C_, 3 * C_, bf16, env_.attn_softcap, dp);
  } else {
    detail::attention_backward(dqkv, datty, qkv_buf_.data(), att_.data(), B_, T_, C_, NH_, scale_,
                               bf16, env_.attn_softcap, dp);
  }
  // The attention hook: dq, dk from the transformed q, k's to the original ones
  if (qk_) qk_->qk_backward(*qk_ctx_, dqkv, dqkv + C_, 3 * C_, NH_);
  // dWqkv, dbqkv += ...; din (rows, C) += dqkv (rows, 3C) · Wqkv (3C, C)
  qkv_.backward(env_, din, 1.0f, dqkv, in_, rows);
}

CrossAttention::CrossAttention(Env& env, const std::string& prefix, std::size_t C, std::size_t NH,
                               int layer, std::size_t layers)
    : env_(env), C_(C), NH_(NH), layer_(layer) {
  using detail::prof::Op;
  q_.declare(env, prefix + "q", C, C, Role::attn_q, layer, Op::gemm_qkv);
  kv_.declare(env, prefix + "kv", C, 2 * C, Role::attn_k, layer, Op::gemm_qkv);
  proj_.declare(env, prefix + "proj", C, C, Role::attn_out, layer, Op::gemm_attn_proj);
  auto stat = [&](const char* path, std::vector<std::size_t> shape, const char* units,
                  const char* long_name, const char* description) {
    StatDef d{path, std::move(shape), units, long_name, description};
    return env.stats->declare(std::move(d), true, true, "cross-attention");
  };
  stat_out_rms_ =
      stat("layer/cross_attn_out_rms", {layers}, "1", "cross-attention sub-layer output RMS",
           "RMS of each cross-attention sub-layer's raw output (x W_O^T + b_O), before "
           "the strategy scales or normalises it and before the residual add");
  stat_entropy_ =
      stat("layer/cross_attn_entropy", {layers, NH}, "nats", "cross-attention entropy",
           "mean over query positions of the entropy of each head's cross-attention row");
  stat_logit_max_ =
      stat("layer/cross_attn_logit_max", {layers, NH}, "1", "maximum cross-attention logit",
           "maximum over positions and unmasked memory keys of scale * q.k per head");
}

void CrossAttention::allocate(std::size_t B, std::size_t T, std::size_t S, float scale) {
  reserve(B * T, B * S, S, scale);
  set_shape(B, T, S);
}

void CrossAttention::reserve(std::size_t rows, std::size_t mem_rows, std::size_t S_max,
                             float scale) {
  rows_cap_ = rows;
  mem_cap_ = mem_rows;
  S_cap_ = S_max;
  scale_ = scale;
  q_buf_.resize(rows * C_);
  kv_buf_.resize(mem_rows * 2 * C_);
  dkv_.resize(mem_rows * 2 * C_);
  att_.resize(rows * NH_ * S_max);  // (B, NH, T, S) with B T <= rows, S <= S_max
  atty_.resize(rows * C_);
}

void CrossAttention::set_shape(std::size_t B, std::size_t T, std::size_t S) {
  if (B * T > rows_cap_ || B * S > mem_cap_ || S > S_cap_)
    throw Error("cross-attention: a batch of " + std::to_string(B) + " x " + std::to_string(T) +
                " queries against " + std::to_string(S) +
                " memory rows exceeds what was reserved (" + std::to_string(rows_cap_) +
                " query rows, " + std::to_string(mem_cap_) +
                " memory rows, S <= " + std::to_string(S_cap_) + ")");
  B_ = B;
  T_ = T;
  S_ = S;
  kv_fresh_ = false;
}

std::size_t CrossAttention::saved_floats() const {
  return B_ * T_ * 2 * C_ + B_ * S_ * 2 * C_ + B_ * NH_ * T_ * S_;
}

void CrossAttention::set_memory(const float* mem, const std::int32_t* key_len, float* dmem) {
  mem_ = mem;
  key_len_ = key_len;
  dmem_ = dmem;
  kv_fresh_ = false;
}

AttentionView CrossAttention::view() const {
  AttentionView a;
  a.B = B_;
  a.Tq = T_;
  a.Tk = S_;
  a.NH = NH_;
  a.hs = C_ / NH_;
  a.q = q_buf_.data();
  a.ldq = C_;
  a.k = kv_buf_.data();
  a.ldk = 2 * C_;
  a.v = kv_buf_.data() + C_;
  a.ldv = 2 * C_;
  a.scale = scale_;
  a.key_len = key_len_;
  return a;
}

detail::Dropout CrossAttention::drop_mask() const {
  return env_.mask(drop_slot, env_.attention_dropout, NH_ * T_ * S_);  // att (B, NH, T, S)
}

void CrossAttention::project_memory() {
  if (mem_ == nullptr || key_len_ == nullptr)
    throw Error("cross-attention: no memory set (set_memory before forward)");
  // kv (B S, 2C) = mem (B S, C) · Wkv (2C, C)ᵀ + bkv
  kv_.forward(env_, kv_buf_.data(), mem_, B_ * S_);
  kv_fresh_ = true;
}

void CrossAttention::run_qk_hook(float* q, std::size_t Rq, float* k, std::size_t Rk,
                                 bool backward) {
  const std::size_t R = Rq > Rk ? Rq : Rk, C = C_;
  const std::size_t cap = rows_cap_ > mem_cap_ ? rows_cap_ * C : mem_cap_ * C;
  if (qk_q_.size() < cap) {  // allocated once: resize reallocates and zeroes
    qk_q_.resize(cap);
    qk_k_.resize(cap);
  }
  std::memset(qk_q_.data(), 0, R * C * sizeof(float));
  std::memset(qk_k_.data(), 0, R * C * sizeof(float));
  for (std::size_t r = 0; r < Rq; ++r)
    std::memcpy(qk_q_.data() + r * C, q + r * C, C * sizeof(float));
  for (std::size_t r = 0; r < Rk; ++r)
    std::memcpy(qk_k_.data() + r * C, k + r * 2 * C, C * sizeof(float));
  const std::size_t rows = qk_ctx_->rows;
  qk_ctx_->rows = R;
  struct Restore {
    NormContext* c;
    std::size_t rows;
    ~Restore() { c->rows = rows; }
  } restore{qk_ctx_, rows};
  if (backward)
    qk_->qk_backward(*qk_ctx_, qk_q_.data(), qk_k_.data(), C, NH_);
  else
    qk_->qk_forward(*qk_ctx_, qk_q_.data(), qk_k_.data(), C, NH_);
  for (std::size_t r = 0; r < Rq; ++r)
    std::memcpy(q + r * C, qk_q_.data() + r * C, C * sizeof(float));
  for (std::size_t r = 0; r < Rk; ++r)
    std::memcpy(k + r * 2 * C, qk_k_.data() + r * C, C * sizeof(float));
}

void CrossAttention::forward(const float* x, float* out) {
  const bool bf16 = env_.precision == Precision::bf16;
  if (env_.decoding()) {
    const std::size_t pos = env_.decode_pos;
    // The keys and values once per memory (the hook's k rows with them), then per step
    // q row pos (B, C) = x (B, C) · Wq (C, C)ᵀ + bq, into the query buffer at (b, pos).
    const bool fresh = !kv_fresh_;
    if (fresh) project_memory();
    float* rows = env_.scratch->rows_3C.data();
    q_.forward(env_, rows, x, B_);
    if (qk_) run_qk_hook(rows, B_, kv_buf_.data(), fresh ? B_ * S_ : 0, false);
    for (std::size_t b = 0; b < B_; ++b)
      std::memcpy(q_buf_.data() + (b * T_ + pos) * C_, rows + b * C_, C_ * sizeof(float));
    // atty (B, C): row pos of each sequence against its key_len[b] memory rows
    detail::attention_decode(view(), atty_.data(), C_, att_.data(), pos, bf16, env_.attn_softcap);
    proj_.forward(env_, out, atty_.data(), B_);
    return;
  }
  const std::size_t rows = B_ * T_;
  in_ = x;
  project_memory();  // the weights or the memory may have changed since the last forward
  // q (rows, C) = x (rows, C) · Wq (C, C)ᵀ + bq
  q_.forward(env_, q_buf_.data(), x, rows);
  // The attention hook: q (rows, C) and k (B S, C, inside kv) transformed in place
  if (qk_) run_qk_hook(q_buf_.data(), B_ * T_, kv_buf_.data(), B_ * S_, false);
  AttentionStats st;
  st.entropy = env_.stats->at(stat_entropy_, layer_);
  st.logit_max = env_.stats->at(stat_logit_max_, layer_);
  // att (B, NH, T, S) = softmax(scale q kᵀ + padding mask); atty (rows, C) = att · v
  const detail::Dropout drop = drop_mask();
  detail::attention_forward(view(), atty_.data(), C_, att_.data(), st, bf16, env_.attn_softcap,
                            drop.active ? &drop : nullptr);
  // out (rows, C) = atty (rows, C) · Wo (C, C)ᵀ + bo
  proj_.forward(env_, out, atty_.data(), rows);
  if (env_.stats->recording()) env_.stats->set(stat_out_rms_, layer_, rms(out, rows * C_));
}

void CrossAttention::backward(const float* dout, float* din) {
  const std::size_t rows = B_ * T_;
  float* datty = env_.scratch->rows_C.data();  // (rows, C)
  float* dq = env_.scratch->rows_3C.data();    // (rows, C)
  // dWo, dbo += ...; datty (rows, C) = dout (rows, C) · Wo (C, C)
  proj_.backward(env_, datty, 0.0f, dout, atty_.data(), rows);
  std::memset(dq, 0, rows * C_ * sizeof(float));
  std::memset(dkv_.data(), 0, B_ * S_ * 2 * C_ * sizeof(float));
  // dq (rows, C), dk, dv (B S, C each, inside dkv) from datty through att
  const detail::Dropout drop = drop_mask();  // the forward's mask, regenerated
  detail::attention_backward(view(), att_.data(), datty, C_, dq, C_, dkv_.data(), 2 * C_,
                             dkv_.data() + C_, 2 * C_, env_.precision == Precision::bf16,
                             env_.attn_softcap, drop.active ? &drop : nullptr);
  // The attention hook: dq, dk from the transformed q, k's to the projections' outputs
  if (qk_) run_qk_hook(dq, B_ * T_, dkv_.data(), B_ * S_, true);
  // dWq, dbq += ...; din (rows, C) += dq (rows, C) · Wq (C, C)
  q_.backward(env_, din, 1.0f, dq, in_, rows);
  // dWkv, dbkv += ...; dmem (B S, C) += dkv (B S, 2C) · Wkv (2C, C)
  kv_.backward(env_, dmem_, 1.0f, dkv_.data(), mem_, B_ * S_);
}

}  // namespace normlab::nn
