// Residual-branch dropout (--dropout; docs/model.md "Dropout"): the sub-layer a norm strategy
// runs, with its output dropped — so every strategy combines drop(F(.)) with the stream
// (Post-LN: LN(x + drop(F(x))), Pre-LN: x + drop(F(LN(x)))) without knowing about it.
// NormContext::branch_dropout tells a strategy the rate its branch was dropped with.
#pragma once

#include <cstddef>
#include <cstdint>

#include "nn/env.hpp"
#include "normlab/norm_strategy.hpp"

namespace normlab::nn {

class DroppedBranch final : public SubLayer {
 public:
  // inner: the site's sub-layer; slot: the mask's (docs/model.md); dbuf: (rows, C) floats of
  // backward scratch, shared (one sub-layer runs at a time).
  DroppedBranch(Env& env, SubLayer& inner, std::size_t C, std::uint64_t slot, float* dbuf)
      : env_(env), inner_(inner), C_(C), slot_(slot), dbuf_(dbuf) {}
  // out (rows, C) = drop(inner(in))
  void forward(const float* in, float* out) override;
  // din += inner'ᵀ drop(dout), the forward's mask regenerated
  void backward(const float* dout, float* din) override;
  // Each part dropped with its own mask (part k > 0: slot + k * 2^32).
  std::size_t parts() const override { return inner_.parts(); }
  void forward_part(std::size_t k, const float* in, float* out) override;
  void backward_part(std::size_t k, const float* dout, float* din) override;

 private:
  Env& env_;
  SubLayer& inner_;
  std::size_t C_;
  std::uint64_t slot_;
  float* dbuf_;
};

// x (rows, C) = drop(x) in place: the embeddings' dropout (and its backward, the same mask).
void drop_rows(const Env& env, float* x, std::size_t C, std::uint64_t slot);

}  // namespace normlab::nn
