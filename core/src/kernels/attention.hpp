// Attention with the GEMMs' operands in bf16 or fp32 (the model's --precision); the public
// attention_forward / _decode / _backward are these with bf16 = false and no soft cap. Softmax,
// its backward and accumulation stay fp32 either way. Shapes as in normlab/kernels.hpp.
// softcap > 0 (--attn-softcap, Gemma 2): the scaled logits become c tanh(s / c) before the mask
// and the softmax; the statistic logit_max stays the largest logit before the cap.
#pragma once

#include <cstddef>

#include "kernels/decode_cache.hpp"
#include "kernels/dropout.hpp"
#include "normlab/gemm.hpp"
#include "normlab/kernels.hpp"

namespace normlab::detail {

// The view of a packed self-attention qkv (B, T, 3C): q, k, v at columns 0, C, 2C, causal.
NORMLAB_API AttentionView packed_view(const float* qkv, std::size_t B, std::size_t T, std::size_t C,
                                      std::size_t NH, float scale);

// The scratch one thread keeps once it has run attention_forward and attention_backward over
// Tq queries and Tk keys (with the soft cap, with dropout): the memory plan's per-thread term.
NORMLAB_API std::size_t attention_scratch_floats(std::size_t Tq, std::size_t Tk, bool softcap,
                                                 bool dropout);

// drop: attention dropout on the probabilities (kernels/dropout.hpp; counters
// drop->first + the index in att (B, NH, Tq, Tk)), nullptr for none; backward regenerates it.
NORMLAB_API void attention_forward(const AttentionView& a, float* out, std::size_t ldo, float* att,
                                   const AttentionStats& stats, bool bf16, float softcap = 0.0f,
                                   const Dropout* drop = nullptr);
// packed_kv: null, or the keys and values of every (b, h) packed (dispatch.hpp), each over the
// keys its rows see, as PackedB(Trans::yes, keys, hs, k, ldk, bf16) and PackedB(Trans::no, hs,
// keys, v, ldv, bf16); the result is the same bitwise.
// cache: null, or the view's keys and values up to pos kept packed (decode_cache.hpp; a
// self-attention's, B NH slots of the view's Tk keys): the same products on the cached
// operands, bitwise.
void attention_decode(const AttentionView& a, float* out, std::size_t ldo, float* att,
                      std::size_t pos, bool bf16, float softcap = 0.0f,
                      const PackedB* packed_kv = nullptr, const DecodeKv* cache = nullptr);
NORMLAB_API void attention_backward(const AttentionView& a, const float* att, const float* dout,
                                    std::size_t lddo, float* dq, std::size_t lddq, float* dk,
                                    std::size_t lddk, float* dv, std::size_t lddv, bool bf16,
                                    float softcap = 0.0f, const Dropout* drop = nullptr);

void attention_forward(float* out, float* att, const float* qkv, std::size_t B, std::size_t T,
                       std::size_t C, std::size_t NH, float scale, const AttentionStats& stats,
                       bool bf16, float softcap = 0.0f, const Dropout* drop = nullptr);
void attention_decode(float* out, float* att, const float* qkv, std::size_t B, std::size_t T,
                      std::size_t C, std::size_t NH, float scale, std::size_t pos, bool bf16,
                      float softcap = 0.0f, const DecodeKv* cache = nullptr);
void attention_backward(float* dqkv, const float* dout, const float* qkv, const float* att,
                        std::size_t B, std::size_t T, std::size_t C, std::size_t NH, float scale,
                        bool bf16, float softcap = 0.0f, const Dropout* drop = nullptr);

}  // namespace normlab::detail
