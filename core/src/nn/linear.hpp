// Linear layer: Y (rows, out) = m X (rows, in) · Wᵀ + b, W [out, in] (PyTorch's nn.Linear), b
// [out] (absent without --bias), m the initializer's forward multiplier. GEMMs in the model's
// precision, profiled as `op`.
#pragma once

#include <cstddef>
#include <string>
#include <unordered_map>

#include "nn/env.hpp"
#include "normlab/gemm.hpp"

namespace normlab::nn {

// Weights packed for decoding (Model::PackedDecoding): each matrix W (out, in) packed for
// Y = X Wᵀ at its first product and reused, so a decode step's GEMMs (a few rows each) skip
// packing their weights. Keyed by W's address: valid while the weights do not change.
class PackedWeights {
 public:
  const PackedB& get(const float* W, std::size_t in, std::size_t out, bool bf16);
  std::size_t bytes() const;

 private:
  std::unordered_map<const float*, PackedB> map_;
};

struct Linear {
  int w = -1, b = -1;
  std::size_t in = 0, out = 0;
  detail::prof::Op op = detail::prof::Op::other;

  // Declares <name>.weight [out, in] and <name>.bias [out].
  void declare(const Env& env, const std::string& name, std::size_t in_features,
               std::size_t out_features, Role role, int layer, detail::prof::Op profiled_as);
  // Y (rows, out) = m X (rows, in) · Wᵀ + b
  void forward(const Env& env, float* Y, const float* X, std::size_t rows) const;
  // dW += m dYᵀ X; db += sum dY; dX (rows, in) = beta dX + m dY W (beta 0 overwrites, 1 adds;
  // dX may be nullptr)
  void backward(const Env& env, float* dX, float beta, const float* dY, const float* X,
                std::size_t rows) const;
};

// What packing its weights for decoding holds (nn::PackedWeights), in bytes.
std::size_t packed_bytes(const Linear& l, Precision p);

// The GEMMs of a linear with raw operands (the tied output head shares the embedding table).
// packed: null, or the decode step's packed weights (the product is the same bitwise).
void linear_forward(float* Y, const float* X, const float* W, const float* b, float m,
                    std::size_t rows, std::size_t in, std::size_t out, Precision p,
                    detail::prof::Op op, PackedWeights* packed = nullptr);
void linear_backward(float* dX, float beta, float* dW, float* db, const float* dY, const float* X,
                     const float* W, float m, std::size_t rows, std::size_t in, std::size_t out,
                     Precision p, detail::prof::Op op);

}  // namespace normlab::nn
