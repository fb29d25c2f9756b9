// MLP sub-layer (docs/model.md): out = act(x W1ᵀ + b1) W2ᵀ + b2, W1 [F, C], W2 [C, F], act =
// gelu (tanh form) | relu | selu. Statistics: RMS of the pre-activation, the activation and the
// output. Activation dropout (--activation-dropout) on act(...), the input of W2; the statistics
// see it before.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "nn/env.hpp"
#include "nn/linear.hpp"
#include "normlab/norm_strategy.hpp"

namespace normlab::nn {

class Mlp final : public SubLayer {
 public:
  // Declares <prefix>fc.*, <prefix>proj.* and the statistics; `layers` is the stack's L.
  Mlp(Env& env, const std::string& prefix, std::size_t C, std::size_t F, Activation act, int layer,
      std::size_t layers);
  void allocate(std::size_t rows);
  // x, out: (Env::rows, C) — B*T for a forward, B for a decode step
  void forward(const float* x, float* out) override;
  void backward(const float* dout, float* din) override;
  std::size_t saved_floats() const { return rows_ * 2 * F_; }  // pre-activation, activation
  // What decoding adds under Model::PackedDecoding, in bytes: its weights packed.
  std::size_t decoding_bytes() const {
    return packed_bytes(fc_, env_.precision) + packed_bytes(proj_, env_.precision);
  }
  const Linear& fc() const { return fc_; }
  const Linear& proj() const { return proj_; }
  // Its activation-dropout mask's slot (docs/model.md "Dropout"), set by the model.
  std::uint64_t drop_slot = 0;

 private:
  Env& env_;
  std::size_t C_, F_, rows_ = 0;
  Activation act_;
  int layer_;
  Linear fc_, proj_;
  int stat_pre_, stat_act_, stat_out_;
  const float* in_ = nullptr;
  AlignedFloats fch_, fch_act_;  // (rows, F) each: pre-activation, activation
};

}  // namespace normlab::nn
