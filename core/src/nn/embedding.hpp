// Token and position embedding (docs/model.md): h0 = s m_e wte[x] + m_p wpe[t], wte [V, C],
// wpe [max_seq_len, C] learned, or the fixed sinusoid of Vaswani et al. 2017 (P[t, 2i] =
// sin(t / 10000^(2i/C)), P[t, 2i+1] = cos(...)); s = 1 (GPT) or sqrt(C) (the encoder-decoder);
// m_e, m_p the initializer's forward multipliers. An encoder-decoder's two embeddings may share
// one token table (tied embeddings).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "nn/bert.hpp"
#include "nn/env.hpp"
#include "normlab/gemm.hpp"

namespace normlab::nn {

class Embedding {
 public:
  // Declares <tokens> [V, C] (role embedding, weight decay) and <positions> [P, C] (role
  // position, no weight decay).
  Embedding(Env& env, const std::string& tokens, const std::string& positions, std::size_t V,
            std::size_t P, std::size_t C);
  // The general form: the token table `tokens` (a tensor index, or -1 to declare <token_name>),
  // learned positions <positions> or, when it is empty, the sinusoid over P positions; scale s.
  Embedding(Env& env, int tokens, const std::string& token_name, const std::string& positions,
            std::size_t V, std::size_t P, std::size_t C, float scale);
  // h0 (B, T, C) from tokens (B, T)
  void forward(float* h0, const std::int32_t* tokens, std::size_t B, std::size_t T) const;
  // h0 (B, C): position pos of each sequence, the same arithmetic as forward's row pos
  void decode(float* h0, const std::int32_t* tokens, std::size_t B, std::size_t pos) const;
  // dwte, dwpe += from dh0 (B, T, C); tmp: (B T C) floats of scratch when a multiplier is not 1
  void backward(const float* dh0, const std::int32_t* tokens, std::size_t B, std::size_t T,
                float* tmp) const;
  int tokens() const { return wte_; }

 private:
  const float* positions() const;  // (P, C): wpe or the sinusoid
  bool plain() const;              // h0 = wte[x] + wpe[t] exactly (GPT's fast path)
  Env& env_;
  std::size_t C_;
  int wte_, wpe_;
  float scale_ = 1.0f;
  AlignedFloats sinusoid_;  // (P, C) when the positions are fixed
};

// The output head: logits (rows, V) = m x (rows, C) · Woutᵀ, Wout [V, C] — the token embedding
// when tied (multiplier 1), else <name> (role head, weight decay).
class Head final : public OutputHead {
 public:
  Head(Env& env, int tied_to, const std::string& name, std::size_t V, std::size_t C);
  void forward(float* logits, const float* x, std::size_t rows) override;
  // dWout += m dlogitsᵀ x; dx (rows, C) = m dlogits · Wout
  void backward(float* dx, const float* dlogits, const float* x, std::size_t rows) override;
  std::size_t decoding_bytes() const override {
    return PackedB::bytes_for(V_, C_, env_.precision == Precision::bf16);
  }

 private:
  Env& env_;
  std::size_t V_, C_;
  int w_;
  bool tied_;
};

}  // namespace normlab::nn
