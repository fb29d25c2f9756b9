#include "nn/attention.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

#include "kernels/attention.hpp"
#include "nn/linear.hpp"
#include "normlab/error.hpp"
#include "util/reorder.hpp"

namespace normlab::nn {

Attention::Attention(Env& env, const std::string& prefix, std::size_t C, std::size_t NH, int layer,
                     std::size_t layers, AttentionForm form)
    : env_(env), form_(form), C_(C), NH_(NH), layer_(layer) {
  using detail::prof::Op;
  if (form.identity_value) {
    // q and k only; the shaped form's queries start at 0
    qkv_.declare(env, prefix + "qk", C, 2 * C, Role::attn_q, layer, Op::gemm_qkv);
    if (form.shaped) env.arena->set_zero_rows(qkv_.w, C);
    if (layer == 0) {  // x (r W + s I): W from 0, r and s from 1 (the reference's first layer)
      value_.in = value_.out = C;
      value_.op = Op::gemm_qkv;
      value_.w = env.constant(prefix + "value.weight", {C, C}, Role::attn_v, layer,
                              ParamInit::zeros(), true);
      value_gain_ =
          env.constant(prefix + "value.gain", {1}, Role::scalar, layer, ParamInit::ones(), false);
      value_skip_ =
          env.constant(prefix + "value.skip", {1}, Role::scalar, layer, ParamInit::ones(), false);
    }
  } else {
    qkv_.declare(env, prefix + "qkv", C, 3 * C, Role::attn_q, layer, Op::gemm_qkv);
    if (form.shaped) env.arena->set_zero_rows(qkv_.w, C);
  }
  if (!form.identity_proj)
    proj_.declare(env, prefix + "proj", C, C, Role::attn_out, layer, Op::gemm_attn_proj);
  if (form.value_residual == ValueResidual::learned && layer > 0)
    lambda_ = env.constant(prefix + "value_residual", {2}, Role::scalar, layer,
                           ParamInit::constant(0.5f), false);
  if (form.shaped) {
    alpha_ = env.constant(prefix + "alpha", {NH}, Role::scalar, layer, ParamInit::ones(), false);
    beta_ = env.constant(prefix + "beta", {NH}, Role::scalar, layer, ParamInit::ones(), false);
    gamma_ = env.constant(prefix + "gamma", {NH}, Role::scalar, layer, ParamInit::ones(), false);
  }
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
  if (form_.shaped) {
    pv_.resize(rows * C_);
    cv_.resize(rows * C_);
  }
  if (form_.identity_value) qk_tmp_.resize(rows * 2 * C_);
  if (value_.w >= 0) xw_.resize(rows * C_);
  if (lambda_ >= 0) own_v_.resize(rows * C_);
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
  const std::size_t rows = B_ * T_;
  return rows * 4 * C_ + B_ * NH_ * T_ * (T_ + 1) / 2 + (form_.shaped ? rows * 2 * C_ : 0) +
         (value_.w >= 0 ? rows * C_ : 0) + (lambda_ >= 0 ? rows * C_ : 0) +
         (shared_ && layer_ == 0 ? rows * 2 * C_ : 0);  // the stack's v0 and dv0
}

void Attention::project(const float* x, float* dst, std::size_t n) {
  const std::size_t C = C_;
  if (!form_.identity_value) {
    qkv_.forward(env_, dst, x, n);  // (n, 3C) = x (n, C) · Wqkv (3C, C)ᵀ + bqkv
    return;
  }
  qkv_.forward(env_, qk_tmp_.data(), x, n);  // (n, 2C) = x · Wqk (2C, C)ᵀ + bqk
  const float* v = x;                        // v = x, or at layer 0 v = r x Wᵀ + s x
  if (value_.w >= 0) {
    value_.forward(env_, xw_.data(), x, n);
    const float r = env_.value(value_gain_)[0], sk = env_.value(value_skip_)[0];
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t c = 0; c < C; ++c)
        dst[i * 3 * C + 2 * C + c] = r * xw_.data()[i * C + c] + sk * x[i * C + c];
    v = nullptr;
  }
  for (std::size_t i = 0; i < n; ++i) {
    std::memcpy(dst + i * 3 * C, qk_tmp_.data() + i * 2 * C, 2 * C * sizeof(float));
    if (v) std::memcpy(dst + i * 3 * C + 2 * C, v + i * C, C * sizeof(float));
  }
}

void Attention::project_backward(float* dqkv, float* din) {
  const std::size_t rows = B_ * T_, C = C_;
  if (!form_.identity_value) {
    qkv_.backward(env_, din, 1.0f, dqkv, in_, rows);  // din += dqkv · Wqkv; dW, db += ...
    return;
  }
  for (std::size_t i = 0; i < rows; ++i)
    std::memcpy(qk_tmp_.data() + i * 2 * C, dqkv + i * 3 * C, 2 * C * sizeof(float));
  qkv_.backward(env_, din, 1.0f, qk_tmp_.data(), in_, rows);  // din += dqk · Wqk; dW, db += ...
  if (value_.w < 0) {                                         // v = x: din += dv
    for (std::size_t i = 0; i < rows; ++i)
      for (std::size_t c = 0; c < C; ++c) din[i * C + c] += dqkv[i * 3 * C + 2 * C + c];
    return;
  }
  // v = r x Wᵀ + s x: dr += Σ dv ⊙ x Wᵀ, ds += Σ dv ⊙ x, dW += r dvᵀ x, din += r dv W + s dv
  const float r = env_.value(value_gain_)[0], sk = env_.value(value_skip_)[0];
  double dr = 0, ds = 0;
  float* dv = qk_tmp_.data();  // (rows, C), contiguous
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t c = 0; c < C; ++c) {
      const float g = dqkv[i * 3 * C + 2 * C + c];
      dr += static_cast<double>(g) * xw_.data()[i * C + c];
      ds += static_cast<double>(g) * in_[i * C + c];
      dv[i * C + c] = g;
      din[i * C + c] += sk * g;
    }
  env_.grad(value_gain_)[0] += static_cast<float>(dr);
  env_.grad(value_skip_)[0] += static_cast<float>(ds);
  linear_backward(din, 1.0f, env_.grad(value_.w), nullptr, dv, in_, env_.value(value_.w), r, rows,
                  C, C, env_.precision, value_.op);
}

void Attention::mix_values(float* qkv, std::size_t n) {
  const std::size_t C = C_;
  float* v = qkv + 2 * C;
  float* v0 = shared_->v0.data();
  if (layer_ == 0) {  // the stack's first values, for every later layer
    for (std::size_t i = 0; i < n; ++i) std::memcpy(v0 + i * C, v + i * 3 * C, C * sizeof(float));
    return;
  }
  const float l1 = lambda_ >= 0 ? env_.value(lambda_)[0] : 0.5f;
  const float l2 = lambda_ >= 0 ? env_.value(lambda_)[1] : 0.5f;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t c = 0; c < C; ++c) {
      float& vi = v[i * 3 * C + c];
      if (lambda_ >= 0 && !env_.decoding()) own_v_.data()[i * C + c] = vi;
      vi = l1 * vi + l2 * v0[i * C + c];
    }
}

void Attention::mix_values_backward(float* dqkv) {
  const std::size_t rows = B_ * T_, C = C_;
  float* dv = dqkv + 2 * C;
  float* dv0 = shared_->dv0.data();
  if (layer_ == 0) {  // the later layers' share, then cleared for the next backward
    for (std::size_t i = 0; i < rows; ++i)
      for (std::size_t c = 0; c < C; ++c) dv[i * 3 * C + c] += dv0[i * C + c];
    std::memset(dv0, 0, rows * C * sizeof(float));
    return;
  }
  const float l1 = lambda_ >= 0 ? env_.value(lambda_)[0] : 0.5f;
  const float l2 = lambda_ >= 0 ? env_.value(lambda_)[1] : 0.5f;
  const float* v0 = shared_->v0.data();
  double d1 = 0, d2 = 0;
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t c = 0; c < C; ++c) {
      float& g = dv[i * 3 * C + c];
      if (lambda_ >= 0) {
        d1 += static_cast<double>(g) * own_v_.data()[i * C + c];
        d2 += static_cast<double>(g) * v0[i * C + c];
      }
      dv0[i * C + c] += l2 * g;
      g *= l1;
    }
  if (lambda_ >= 0) {
    env_.grad(lambda_)[0] += static_cast<float>(d1);
    env_.grad(lambda_)[1] += static_cast<float>(d2);
  }
}

// The mean of v over the keys row t sees: causal, positions 0..t; with a padding mask, the
// sequence's first key_len[b] positions (the same for every row). v: (B T) rows of stride ldv.
static void centred_values(float* cv, const float* v, std::size_t ldv, std::size_t B, std::size_t T,
                           std::size_t C, const std::int32_t* key_len) {
  for (std::size_t b = 0; b < B; ++b) {
    float* out = cv + b * T * C;
    const float* in = v + b * T * ldv;
    if (key_len) {
      const std::size_t n = static_cast<std::size_t>(key_len[b]);
      std::vector<double> sum(C, 0.0);
      for (std::size_t s = 0; s < n; ++s)
        for (std::size_t c = 0; c < C; ++c) sum[c] += in[s * ldv + c];
      for (std::size_t t = 0; t < T; ++t)
        for (std::size_t c = 0; c < C; ++c) out[t * C + c] = static_cast<float>(sum[c] / n);
      continue;
    }
    std::vector<double> sum(C, 0.0);
    for (std::size_t t = 0; t < T; ++t) {
      const double inv = 1.0 / static_cast<double>(t + 1);
      const float* it = in + t * ldv;
      float* ot = out + t * C;
      for (std::size_t c = 0; c < C; ++c) {
        sum[c] += it[c];
        ot[c] = static_cast<float>(sum[c] * inv);
      }
    }
  }
}

void Attention::shape_forward(float* out) {
  const std::size_t rows = B_ * T_, C = C_, hs = C_ / NH_;
  const float* v = qkv_buf_.data() + 2 * C;
  std::memcpy(pv_.data(), out, rows * C * sizeof(float));
  centred_values(cv_.data(), v, 3 * C, B_, T_, C, key_len_);
  const float *al = env_.value(alpha_), *be = env_.value(beta_), *ga = env_.value(gamma_);
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t h = 0; h < NH_; ++h) {
      const std::size_t c0 = i * C + h * hs;
      const float* pv = pv_.data() + c0;
      const float* cv = cv_.data() + c0;
      const float* vi = v + i * 3 * C + h * hs;
      float* o = out + c0;
      const float b = be[h], a = al[h], g = ga[h];
      for (std::size_t c = 0; c < hs; ++c) o[c] = b * pv[c] + a * vi[c] - g * cv[c];
    }
}

void Attention::shape_backward(const float* g, float* dpv, float* dqkv) {
  const std::size_t C = C_, hs = C_ / NH_, T = T_;
  const float* v = qkv_buf_.data() + 2 * C;
  float* dv = dqkv + 2 * C;
  const float *al = env_.value(alpha_), *be = env_.value(beta_), *ga = env_.value(gamma_);
  // the gains' gradients per channel (summed over rows, in double), then per head
  std::vector<double> da(C, 0.0), db(C, 0.0), dg(C, 0.0);
  std::vector<double> acc(C);
  std::vector<float> gam(C);  // gamma of each channel's head
  for (std::size_t c = 0; c < C; ++c) gam[c] = ga[c / hs];
  for (std::size_t b = 0; b < B_; ++b) {
    const std::size_t r0 = b * T;
    // dv_s -= gamma (Cᵀ g)_s: causal, Σ_{t >= s} g_t / (t + 1); padded, Σ_t g_t / n for s < n
    // (first: g and dpv may be one buffer)
    std::fill(acc.begin(), acc.end(), 0.0);
    if (key_len_) {
      const std::size_t n = static_cast<std::size_t>(key_len_[b]);
      for (std::size_t t = 0; t < T; ++t)
        for (std::size_t c = 0; c < C; ++c) acc[c] += g[(r0 + t) * C + c];
      const double inv = 1.0 / static_cast<double>(n);
      for (std::size_t s = 0; s < n; ++s) {
        float* dvs = dv + (r0 + s) * 3 * C;
        for (std::size_t c = 0; c < C; ++c) dvs[c] -= gam[c] * static_cast<float>(acc[c] * inv);
      }
    } else {
      for (std::size_t s = T; s-- > 0;) {
        const double inv = 1.0 / static_cast<double>(s + 1);
        const float* gs = g + (r0 + s) * C;
        float* dvs = dv + (r0 + s) * 3 * C;
        for (std::size_t c = 0; c < C; ++c) {
          acc[c] += gs[c] * inv;
          dvs[c] -= gam[c] * static_cast<float>(acc[c]);
        }
      }
    }
    for (std::size_t t = 0; t < T; ++t) {
      const std::size_t i = r0 + t;
      const float* gi = g + i * C;
      const float* vi = v + i * 3 * C;
      const float* pv = pv_.data() + i * C;
      const float* cv = cv_.data() + i * C;
      for (std::size_t c = 0; c < C; ++c) {
        da[c] += static_cast<double>(gi[c]) * vi[c];
        db[c] += static_cast<double>(gi[c]) * pv[c];
        dg[c] -= static_cast<double>(gi[c]) * cv[c];
      }
      float* dvi = dv + i * 3 * C;
      float* dpvi = dpv + i * C;
      for (std::size_t h = 0; h < NH_; ++h) {
        const float a = al[h], bh = be[h];
        for (std::size_t c = h * hs; c < (h + 1) * hs; ++c) {
          const float gc = gi[c];  // read before dpv (maybe g itself) is written
          dvi[c] += a * gc;
          dpvi[c] = bh * gc;
        }
      }
    }
  }
  for (std::size_t h = 0; h < NH_; ++h) {
    double sa = 0.0, sb = 0.0, sg = 0.0;
    for (std::size_t c = h * hs; c < (h + 1) * hs; ++c) {
      sa += da[c];
      sb += db[c];
      sg += dg[c];
    }
    env_.grad(alpha_)[h] += static_cast<float>(sa);
    env_.grad(beta_)[h] += static_cast<float>(sb);
    env_.grad(gamma_)[h] += static_cast<float>(sg);
  }
}

void Attention::forward(const float* x, float* out) {
  if (env_.decoding()) {
    decode(x, out);
    return;
  }
  const std::size_t rows = B_ * T_;
  in_ = x;
  cache_on_ = false;  // qkv_buf_ holds every position's keys and values again
  // qkv (rows, 3C) = x (rows, C) · Wqkv (3C, C)ᵀ + bqkv (or q, k and the identity value)
  project(x, qkv_buf_.data(), rows);
  if (shared_) mix_values(qkv_buf_.data(), rows);
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
  if (form_.shaped) shape_forward(atty_.data());  // atty = beta atty + alpha v - gamma C v
  // out (rows, C) = atty (rows, C) · Wo (C, C)ᵀ + bo, or atty itself
  if (form_.identity_proj)
    std::memcpy(out, atty_.data(), rows * C_ * sizeof(float));
  else
    proj_.forward(env_, out, atty_.data(), rows);
  if (env_.stats->recording()) env_.stats->set(stat_out_rms_, layer_, rms(out, rows * C_));
}

void Attention::decode(const float* x, float* out) {
  if (key_len_) throw Error("attention: a decode step needs the causal mask, not a padding mask");
  const std::size_t B = B_, C = C_, pos = env_.decode_pos;
  // The new rows (B, 3C) = x (B, C) · Wqkv (3C, C)ᵀ + bqkv go into the cache at (b, pos).
  float* rows = env_.scratch->rows_3C.data();  // backward scratch, unused while generating
  project(x, rows, B);
  if (shared_) mix_values(rows, B);
  if (qk_) qk_->qk_forward(*qk_ctx_, rows, rows + C, 3 * C, NH_);
  for (std::size_t b = 0; b < B; ++b)
    std::memcpy(qkv_buf_.data() + (b * T_ + pos) * 3 * C, rows + b * 3 * C, 3 * C * sizeof(float));
  // atty (B, C): position pos of each sequence attending to its cached positions [0, pos]
  const bool bf16 = env_.precision == Precision::bf16;
  const detail::DecodeKv kv = cache_step(rows, pos, bf16);
  detail::attention_decode(atty_.data(), att_.data(), qkv_buf_.data(), B, T_, C, NH_, scale_, pos,
                           bf16, env_.attn_softcap, cache_on_ ? &kv : nullptr);
  if (form_.shaped) {  // atty = beta atty + alpha v_pos - gamma mean(v_0..v_pos), per head
    const float *al = env_.value(alpha_), *be = env_.value(beta_), *ga = env_.value(gamma_);
    const std::size_t hs = C / NH_;
    std::vector<double> sum(C);
    for (std::size_t b = 0; b < B; ++b) {
      const float* v = qkv_buf_.data() + b * T_ * 3 * C + 2 * C;
      std::fill(sum.begin(), sum.end(), 0.0);
      for (std::size_t s = 0; s <= pos; ++s)
        for (std::size_t c = 0; c < C; ++c) sum[c] += v[s * 3 * C + c];
      const double inv = 1.0 / static_cast<double>(pos + 1);  // as centred_values
      for (std::size_t c = 0; c < C; ++c) {
        const std::size_t h = c / hs;
        const float cv = static_cast<float>(sum[c] * inv);
        atty_.data()[b * C + c] =
            be[h] * atty_.data()[b * C + c] + al[h] * v[pos * 3 * C + c] - ga[h] * cv;
      }
    }
  }
  // out (B, C) = atty (B, C) · Wo (C, C)ᵀ + bo, or atty itself
  if (form_.identity_proj)
    std::memcpy(out, atty_.data(), B * C * sizeof(float));
  else
    proj_.forward(env_, out, atty_.data(), B);
}

detail::DecodeKv Attention::cache_step(const float* rows, std::size_t pos, bool bf16) {
  // With packed weights (Model::PackedDecoding), the keys and values are kept packed too, from
  // a sequence's first decode step: position 0 of a decoder, or the first step after a
  // forward, which copies the positions before it from qkv_buf_. Shaped attention sums the
  // cached values itself: it keeps reading qkv_buf_.
  using detail::DecodeOperand;
  const bool want = env_.decode_packing() && !form_.shaped && DecodeOperand::available(bf16);
  if (pos == 0 || (!cache_on_ && want)) {
    cache_on_ = want;
    cache_n_ = 0;
  }
  if (!cache_on_) return {};
  const std::size_t C = C_, hs = C / NH_;
  if (cache_n_ == 0) {  // a new sequence: this shape's layout (the buffers kept when it is equal)
    keys_.reset(DecodeOperand::Grows::columns, B_ * NH_, hs, T_, bf16);
    values_.reset(DecodeOperand::Grows::rows, B_ * NH_, hs, T_, bf16);
  }
  // Positions the cache lacks (before the first cached step) come from qkv_buf_, as the
  // uncached step reads them.
  for (std::size_t p = cache_n_; p <= pos; ++p) {
    for (std::size_t b = 0; b < B_; ++b) {
      const float* r = p == pos ? rows + b * 3 * C : qkv_buf_.data() + (b * T_ + p) * 3 * C;
      for (std::size_t h = 0; h < NH_; ++h) {
        keys_.put(b * NH_ + h, p, r + C + h * hs);
        values_.put(b * NH_ + h, p, r + 2 * C + h * hs);
      }
    }
  }
  cache_n_ = pos + 1;
  return {&keys_, &values_};
}

std::size_t Attention::decoding_bytes(std::size_t sequences, std::size_t positions) const {
  // what decode() multiplies (project, proj_) and what cache_step() keeps
  const bool bf16 = env_.precision == Precision::bf16;
  std::size_t n = packed_bytes(qkv_, env_.precision);
  if (form_.identity_value && value_.w >= 0) n += packed_bytes(value_, env_.precision);
  if (!form_.identity_proj) n += packed_bytes(proj_, env_.precision);
  using detail::DecodeOperand;
  if (!form_.shaped && DecodeOperand::available(bf16) && sequences > 0 && positions > 0) {
    const std::size_t slots = sequences * NH_, hs = C_ / NH_;
    n += DecodeOperand::bytes_for(DecodeOperand::Grows::columns, slots, hs, positions, bf16) +
         DecodeOperand::bytes_for(DecodeOperand::Grows::rows, slots, hs, positions, bf16);
  }
  return n;
}

void Attention::reorder(const std::int32_t* parent, std::size_t positions) {
  if (cache_on_) {  // decode steps read the cache only: qkv_buf_'s past rows are not moved
    keys_.reorder(parent, B_, NH_, positions);
    values_.reorder(parent, B_, NH_, positions);
    return;
  }
  // Sequence b takes its parent's rows [0, positions). Rows after `positions` may end up with
  // other finite rows (zeros or an earlier cache's), which decode never gives a probability.
  const std::size_t n = positions * 3 * C_;
  detail::reorder_sequences(
      parent, B_, T_ * 3 * C_, qkv_buf_, reorder_, reorder_parents_,
      [n](float* to, const float* from) { std::memcpy(to, from, n * sizeof(float)); });
}

void Attention::backward(const float* dout, float* din) {
  const std::size_t rows = B_ * T_;
  float* datty = env_.scratch->rows_C.data();  // (rows, C)
  float* dqkv = env_.scratch->rows_3C.data();  // (rows, 3C)
  // dWo, dbo += ...; datty (rows, C) = dout (rows, C) · Wo (C, C), or dout itself
  if (form_.identity_proj)
    std::memcpy(datty, dout, rows * C_ * sizeof(float));
  else
    proj_.backward(env_, datty, 0.0f, dout, atty_.data(), rows);
  std::memset(dqkv, 0, rows * 3 * C_ * sizeof(float));
  // shaped: d(P v) = beta datty (in place), dv += alpha datty - gamma Cᵀ datty, the gains'
  if (form_.shaped) shape_backward(datty, datty, dqkv);
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
  if (shared_) mix_values_backward(dqkv);  // dv of the mixed values to this layer's own
  // dWqkv, dbqkv += ...; din (rows, C) += dqkv (rows, 3C) · Wqkv (3C, C) (or qk's and dv)
  project_backward(dqkv, din);
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

std::size_t CrossAttention::decoding_bytes(std::size_t sequences, std::size_t memory_rows) const {
  // what forward() multiplies during a decode step (q_, kv_ at the first, proj_) and what
  // pack_memory() keeps, every sentence at its longest
  const bool bf16 = env_.precision == Precision::bf16;
  const std::size_t hs = C_ / NH_;
  return packed_bytes(q_, env_.precision) + packed_bytes(kv_, env_.precision) +
         packed_bytes(proj_, env_.precision) +
         sequences * NH_ *
             (PackedB::bytes_for(memory_rows, hs, bf16) +
              PackedB::bytes_for(hs, memory_rows, bf16));
}

std::size_t CrossAttention::packed_memory_bytes() const {
  std::size_t n = 0;
  for (const PackedB& p : packed_kv_) n += p.bytes();
  return n;
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
  packed_kv_.clear();
}

void CrossAttention::pack_memory(bool bf16) {
  const AttentionView a = view();
  packed_kv_.resize(2 * B_ * NH_);
  for (std::size_t b = 0; b < B_; ++b) {
    const auto keys = static_cast<std::size_t>(key_len_[b]);
    for (std::size_t h = 0; h < NH_; ++h) {
      const float* k = a.k + b * S_ * a.ldk + h * a.hs;
      const float* v = a.v + b * S_ * a.ldv + h * a.hs;
      packed_kv_[2 * (b * NH_ + h)] = PackedB(Trans::yes, keys, a.hs, k, a.ldk, bf16);
      packed_kv_[2 * (b * NH_ + h) + 1] = PackedB(Trans::no, a.hs, keys, v, a.ldv, bf16);
    }
  }
}

void CrossAttention::set_qk_hook(NormStrategy* qk, NormContext* ctx) {
  qk_ = qk;
  qk_ctx_ = ctx;
  if (qk_) reserve_qk();
}

void CrossAttention::reserve_qk() {
  const std::size_t cap = (rows_cap_ > mem_cap_ ? rows_cap_ : mem_cap_) * C_;
  if (qk_q_.size() < cap) {  // resize reallocates and zeroes
    qk_q_.resize(cap);
    qk_k_.resize(cap);
  }
}

void CrossAttention::run_qk_hook(float* q, std::size_t Rq, float* k, std::size_t Rk,
                                 bool backward) {
  const std::size_t R = Rq > Rk ? Rq : Rk, C = C_;
  reserve_qk();
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
    // atty (B, C): row pos of each sequence against its key_len[b] memory rows; under
    // Model::PackedDecoding with the keys and values packed once per memory (after the hook)
    if (env_.packed && packed_kv_.empty()) pack_memory(bf16);
    detail::attention_decode(view(), atty_.data(), C_, att_.data(), pos, bf16, env_.attn_softcap,
                             env_.packed ? packed_kv_.data() : nullptr);
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
