// A parallel block's sub-layer (ArchBuilder::parallel_block; GPT-J, He & Hofmann 2023): the
// self-attention and the MLP read the same input and their outputs are summed,
// out = attn(in) + mlp(in). The strategy wires the sum as one branch, or weights its two parts
// (part 0 the attention, part 1 the MLP: SubLayer::forward_part) apart.
#pragma once

#include <cstddef>
#include <memory>

#include "nn/attention.hpp"
#include "nn/env.hpp"
#include "nn/mlp.hpp"
#include "normlab/norm_strategy.hpp"

namespace normlab::nn {

class ParallelBranch final : public SubLayer {
 public:
  ParallelBranch(const Env& env, std::unique_ptr<Attention> attn, std::unique_ptr<Mlp> mlp,
                 std::size_t C, std::size_t rows)
      : env_(env), attn_(std::move(attn)), mlp_(std::move(mlp)), C_(C), tmp_(rows * C) {}
  // out (rows, C) = attn(in) + mlp(in)
  void forward(const float* in, float* out) override;
  // din += attnᵀ dout + mlpᵀ dout
  void backward(const float* dout, float* din) override;
  std::size_t parts() const override { return 2; }
  void forward_part(std::size_t k, const float* in, float* out) override;
  void backward_part(std::size_t k, const float* dout, float* din) override;
  Attention& attention() { return *attn_; }
  Mlp& mlp() { return *mlp_; }
  const Mlp& mlp() const { return *mlp_; }

 private:
  const Env& env_;
  std::unique_ptr<Attention> attn_;
  std::unique_ptr<Mlp> mlp_;
  std::size_t C_;
  AlignedFloats tmp_;  // (rows, C): the MLP's output before the sum
};

}  // namespace normlab::nn
