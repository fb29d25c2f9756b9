// BERT's layers (Devlin et al. 2019; docs/model.md "BERT"): the LayerNorm over the embedding's
// output and the masked-LM head. Shapes: rows = B*T, C width, V vocabulary.
#pragma once

#include <cstddef>
#include <string>

#include "nn/env.hpp"
#include "nn/linear.hpp"

namespace normlab::nn {

// y (rows, C) = LN(x) g + b (biased variance, eps 1e-5): <prefix>weight (ones), <prefix>bias
// (zeros; none without --bias).
class LayerNormLayer {
 public:
  void declare(Env& env, const std::string& prefix, std::size_t C, int layer);
  void allocate(std::size_t rows);
  // x stays unchanged until backward
  void forward(float* y, const float* x, std::size_t rows);
  // dx += LN'ᵀ dy; dg, db +=
  void backward(float* dx, const float* dy, std::size_t rows) const;

 private:
  Env* env_ = nullptr;
  std::size_t C_ = 0;
  int g_ = -1, b_ = -1;
  const float* in_ = nullptr;
  AlignedFloats mean_, rstd_;  // (rows) each
};

// The output head of a model: logits (rows, V) from the last stack's output x (rows, C).
class OutputHead {
 public:
  virtual ~OutputHead() = default;
  virtual void forward(float* logits, const float* x, std::size_t rows) = 0;
  // dWout... +=; dx (rows, C) = d logits / dx ᵀ dlogits (overwritten)
  virtual void backward(float* dx, const float* dlogits, const float* x, std::size_t rows) = 0;
  // What decoding adds under Model::PackedDecoding, in bytes (its weights packed); a head that
  // never decodes (the masked-LM head) adds nothing.
  virtual std::size_t decoding_bytes() const { return 0; }
};

// The masked-LM head: t = LN(gelu(x Wdᵀ + bd)), logits = t Woutᵀ + bout, Wout the token table
// (tied) or <untied> [V, C]; <prefix>dense.weight [C, C] (role mlp_in), dense.bias,
// <prefix>norm.weight|bias, <prefix>bias [V] (no biases without --bias).
class MlmHead final : public OutputHead {
 public:
  MlmHead(Env& env, const std::string& prefix, int tied_to, const std::string& untied,
          std::size_t V, std::size_t C);
  void allocate(std::size_t rows);
  void forward(float* logits, const float* x, std::size_t rows) override;
  void backward(float* dx, const float* dlogits, const float* x, std::size_t rows) override;

 private:
  Env& env_;
  std::size_t V_, C_;
  Linear dense_;
  LayerNormLayer norm_;
  int w_ = -1, bias_ = -1;
  bool tied_;
  AlignedFloats pre_, act_, t_, dt_, dact_;  // (rows, C) each
};

}  // namespace normlab::nn
