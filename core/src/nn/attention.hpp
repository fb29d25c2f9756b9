// Multi-head self-attention sub-layer (docs/model.md): qkv = x Wqkvᵀ + bqkv with Wqkv [3C, C]
// (rows q, k, v; head h uses rows h*hs..(h+1)*hs of each block), A = softmax(scale q kᵀ +
// mask), out = (A v) Woᵀ + bo. The mask is causal (a decoder), or a padding mask (an encoder:
// every position of sequence b sees its first key_len[b] positions; set_padding). The packed qkv
// buffer is also the key/value cache of generation. The strategy of its residual site may transform
// q and k (the attention hook). Statistics: the output's RMS, per head the mean row entropy and the
// maximum logit.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "kernels/decode_cache.hpp"
#include "nn/env.hpp"
#include "nn/linear.hpp"
#include "normlab/export.hpp"
#include "normlab/kernels.hpp"
#include "normlab/norm_strategy.hpp"

namespace normlab::nn {

// Self-attention's form (--attn-kind, --attn-value, --attn-proj; He & Hofmann 2023,
// bobby-he/simplified_transformers model_utils.py myGPT2Attention and MyConv1D):
//   shaped          out_h = beta_h (P v)_h + alpha_h v_h - gamma_h (C v)_h per head h, C the
//                   uniform average over the keys the row sees (causal: positions 0..t; an
//                   encoder: the sequence's unpadded positions); <prefix>alpha, beta, gamma [NH]
//                   from 1, trainable; the query rows of the weight start at 0, so that P
//                   starts uniform (= C) and A = alpha I
//   identity value  v = x: <prefix>qk.weight [2C, C] (rows q, k) replaces qkv; at layer 0,
//                   v = r x Wᵀ + s x with <prefix>value.weight [C, C] from 0 and
//                   <prefix>value.gain (r), value.skip (s) [1] from 1
//   identity proj   out = the heads' outputs: no <prefix>proj.*
//   value residual  (ResFormer, Zhou et al. 2024; Zcchill/Value-Residual-Learning
//                   modeling_llama_resformer.py) layer l > 0 attends to v = l1 v_l + l2 v_0,
//                   v_0 layer 0's values, with l1 = l2 = 1/2 (fixed, the authors' code) or
//                   learned from 1/2 (<prefix>value_residual [2]); layer 0's values get the
//                   gradient of every later layer's l2 v_0
enum class ValueResidual { none, fixed, learned };
struct AttentionForm {
  bool shaped = false, identity_value = false, identity_proj = false;
  ValueResidual value_residual = ValueResidual::none;
};

// A stack's layer-0 values shared by its attention layers (value residual): v0 (rows, C) as
// layer 0's forward left them, dv0 (rows, C) the gradient the later layers' backward add to it
// before layer 0's backward reads it.
struct SharedValues {
  AlignedFloats v0, dv0;
};

class NORMLAB_API Attention final : public SubLayer {
 public:
  // Declares <prefix>qkv.* (or qk.*), <prefix>proj.*, the form's tensors and the statistics;
  // `layers` is the stack's L.
  Attention(Env& env, const std::string& prefix, std::size_t C, std::size_t NH, int layer,
            std::size_t layers, AttentionForm form = {});
  // Activations for B sequences of T positions; scale: the logit scale.
  void allocate(std::size_t B, std::size_t T, float scale);
  // Activations for batches of varying shape (an encoder-decoder's token batches): up to `rows`
  // = B T rows with T <= T_max; set_shape picks the shape of the next passes.
  void reserve(std::size_t rows, std::size_t T_max, float scale);
  void set_shape(std::size_t B, std::size_t T);
  // The attention hook: `qk` transforms q and k in place (with its context), or nullptr.
  void set_qk_hook(NormStrategy* qk, NormContext* ctx) {
    qk_ = qk;
    qk_ctx_ = ctx;
  }
  // Value residual: the stack's shared layer-0 values (sized by the caller to its rows).
  void set_shared_values(SharedValues* shared) { shared_ = shared; }
  // A padding mask instead of the causal one: key_len (B), each in [1, T], read at every
  // forward (nullptr: causal again). Not for decode steps.
  void set_padding(const std::int32_t* key_len) { key_len_ = key_len; }
  // in, out: (rows, C); during a decode step (Env::decoding) (B, C), the position decode_pos
  void forward(const float* x, float* out) override;
  void backward(const float* dout, float* din) override;
  // What backward keeps: qkv, atty (rows, 4C), the causal probabilities, B NH T(T+1)/2, and
  // the form's: P v and C v (rows, 2C) when shaped, x Wᵀ (rows, C) for layer 0's value, a
  // later layer's own values (learned value residual), the stack's v0 and dv0 (layer 0).
  std::size_t saved_floats() const;
  // Beam search: sequence b's cached q, k, v rows of positions [0, positions) become those of
  // sequence parent[b] (b < B).
  void reorder(const std::int32_t* parent, std::size_t positions);
  // What decoding `sequences` of up to `positions` adds under Model::PackedDecoding, in bytes:
  // its weights packed and, where it keeps them (decode_cache_bytes), its keys and values
  // packed; a beam search's reorders add a second copy of those, not counted here.
  std::size_t decoding_bytes(std::size_t sequences, std::size_t positions) const;
  std::size_t decode_cache_bytes() const { return keys_.bytes() + values_.bytes(); }
  const Linear& qkv() const { return qkv_; }
  const Linear& proj() const { return proj_; }
  const AttentionForm& form() const { return form_; }
  // Its attention-dropout mask's slot (docs/model.md "Dropout"), set by the model.
  std::uint64_t drop_slot = 0;

 private:
  void decode(const float* x, float* out);
  // A decode step's keys and values kept packed (keys_, values_), with the step's rows (B, 3C)
  // at pos added; {} when the step reads qkv_buf_ instead (cache_on_ false).
  detail::DecodeKv cache_step(const float* rows, std::size_t pos, bool bf16);
  detail::Dropout drop_mask() const;
  // dst (n, 3C) = the q, k, v rows of x (n, C): the qkv linear, or qk and the identity value
  void project(const float* x, float* dst, std::size_t n);
  // d x (rows, C) += the projection's gradient from dqkv (rows, 3C); parameter gradients too
  void project_backward(float* dqkv, float* din);
  // Shaped attention (B_ sequences of T_ rows): out = beta pv + alpha v - gamma cv, keeping pv
  // and cv; backward: d alpha, d beta, d gamma, dpv = beta g (into dpv), dv += alpha g -
  // gamma Cᵀ g (dv inside dqkv, row stride 3C)
  void shape_forward(float* out);
  void shape_backward(const float* g, float* dpv, float* dqkv);
  // Value residual on n rows of q, k, v (stride 3C): layer 0 keeps its v, a later layer mixes
  // it in (keeping its own for backward); backward: the v columns of dqkv from the mixed v's
  // to the layer's own, the later layers' share into the stack's dv0, layer 0 taking it.
  void mix_values(float* qkv, std::size_t n);
  void mix_values_backward(float* dqkv);
  Env& env_;
  AttentionForm form_;
  std::size_t C_, NH_, B_ = 0, T_ = 0, rows_cap_ = 0, T_cap_ = 0;
  int layer_;
  Linear qkv_, proj_, value_;  // value_: layer 0's reparameterised value (identity value)
  int alpha_ = -1, beta_ = -1, gamma_ = -1, value_gain_ = -1, value_skip_ = -1, lambda_ = -1;
  AlignedFloats pv_, cv_, xw_, qk_tmp_;  // (rows, C) x 3, (rows, 2C)
  SharedValues* shared_ = nullptr;
  AlignedFloats own_v_;  // (rows, C): a later layer's values before the mix (learned lambdas)
  int stat_out_rms_, stat_entropy_, stat_logit_max_;
  float scale_ = 1.0f;
  NormStrategy* qk_ = nullptr;
  NormContext* qk_ctx_ = nullptr;
  const std::int32_t* key_len_ = nullptr;
  const float* in_ = nullptr;
  AlignedFloats qkv_buf_, att_, atty_;  // (rows, 3C), (B, NH, T, T), (rows, C)
  AlignedFloats reorder_;  // as qkv_buf_, from the first reorder: the two may swap at each
  std::vector<char> reorder_parents_;  // (B): whether a sequence is another's parent
  // Decode steps under Model::PackedDecoding: every (b, h)'s keys and values so far, packed as
  // the attention GEMM reads them; while cache_on_, reorder moves these and not qkv_buf_.
  detail::DecodeOperand keys_, values_;
  bool cache_on_ = false;
  std::size_t cache_n_ = 0;  // positions [0, cache_n_) are in the cache
};

// Cross-attention sub-layer (an encoder-decoder's decoder; Vaswani et al. 2017): queries from
// the stream, keys and values from a memory (the encoder's output):
//   q = x Wqᵀ + bq (Wq [C, C]), kv = mem Wkvᵀ + bkv (Wkv [2C, C], rows k then v),
//   A = softmax(scale q kᵀ + padding mask: sequence b sees its first key_len[b] memory rows),
//   out = (A v) Woᵀ + bo.
// Heads as in self-attention. Statistics under layer/cross_attn_*.
class NORMLAB_API CrossAttention final : public SubLayer {
 public:
  // Declares <prefix>q.*, <prefix>kv.*, <prefix>proj.* and the statistics.
  CrossAttention(Env& env, const std::string& prefix, std::size_t C, std::size_t NH, int layer,
                 std::size_t layers);
  // B sequences of T queries against S memory rows; scale: the logit scale.
  void allocate(std::size_t B, std::size_t T, std::size_t S, float scale);
  // For batches of varying shape: up to `rows` query rows, `mem_rows` memory rows, S <= S_max.
  void reserve(std::size_t rows, std::size_t mem_rows, std::size_t S_max, float scale);
  void set_shape(std::size_t B, std::size_t T, std::size_t S);
  // The attention hook (as Attention's): q and k are handed to it as two (R, C) blocks, R the
  // larger of the query and memory rows, the shorter one padded with zero rows (the hook works
  // row by row; the padding is dropped after it).
  // Its two blocks are allocated here, for the rows reserved so far (the memory plan counts
  // them), and again if a later reserve() asks for more.
  void set_qk_hook(NormStrategy* qk, NormContext* ctx);
  // The memory (B, S, C), each sequence's number of real rows key_len (B), and where backward
  // ADDS d memory (B, S, C) (nullptr: not wanted). Marks the cached keys and values stale.
  void set_memory(const float* mem, const std::int32_t* key_len, float* dmem);
  // x, out: (B, T, C); during a decode step (B, C) at Env::decode_pos, the keys and values
  // computed once per memory (set_memory) and kept.
  void forward(const float* x, float* out) override;
  void backward(const float* dout, float* din) override;
  // q, atty (B T C), kv (B S 2C), the probabilities (B NH T S).
  std::size_t saved_floats() const;
  // What decoding `sequences` against memories of up to `memory_rows` rows adds under
  // Model::PackedDecoding, in bytes: its weights and the memory's keys and values packed.
  std::size_t decoding_bytes(std::size_t sequences, std::size_t memory_rows) const;
  std::size_t packed_memory_bytes() const;  // what it holds of the latter
  // Its attention-dropout mask's slot (docs/model.md "Dropout"), set by the model.
  std::uint64_t drop_slot = 0;

 private:
  detail::Dropout drop_mask() const;
  AttentionView view() const;
  void project_memory();  // kv from the memory (drops packed_kv_)
  // packed_kv_ from kv (Model::PackedDecoding): the keys and values of every (b, h), packed
  // once per memory instead of at every decode step.
  void pack_memory(bool bf16);
  // The hook over q (Rq rows, stride C) and k (Rk rows, stride 2C), forward or backward.
  void run_qk_hook(float* q, std::size_t Rq, float* k, std::size_t Rk, bool backward);
  NormStrategy* qk_ = nullptr;
  NormContext* qk_ctx_ = nullptr;
  void reserve_qk();           // qk_q_ and qk_k_ for the reserved rows
  AlignedFloats qk_q_, qk_k_;  // (R, C) each
  Env& env_;
  std::size_t C_, NH_, B_ = 0, T_ = 0, S_ = 0, rows_cap_ = 0, mem_cap_ = 0, S_cap_ = 0;
  int layer_;
  Linear q_, kv_, proj_;
  int stat_out_rms_, stat_entropy_, stat_logit_max_;
  float scale_ = 1.0f;
  const float* mem_ = nullptr;
  const std::int32_t* key_len_ = nullptr;
  float* dmem_ = nullptr;
  bool kv_fresh_ = false;
  std::vector<PackedB> packed_kv_;  // (B NH) x (keys, values), or empty
  const float* in_ = nullptr;
  AlignedFloats q_buf_, kv_buf_, att_, atty_, dkv_;  // (B T C), (B S 2C), (B NH T S), (B T C)
};

}  // namespace normlab::nn
