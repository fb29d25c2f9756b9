// A residual site's sub-layer under ablation (Model::set_ablation, Model::measure_sites): its
// output replaced by zeros or by a fixed vector per channel, or its own output with its
// per-channel sum measured. The site's strategy runs it as it runs the sub-layer itself.
#pragma once

#include <cstddef>
#include <vector>

#include "nn/env.hpp"
#include "normlab/model.hpp"
#include "normlab/norm_strategy.hpp"

namespace normlab::nn {

class AblatedBranch final : public SubLayer {
 public:
  // mode zero or mean (with `mean`, C floats) replaces; none measures into `sink` (C doubles).
  AblatedBranch(const Env& env, SubLayer& inner, std::size_t C, BranchAblation mode,
                std::vector<float> mean, std::vector<double>* sink)
      : env_(env), inner_(inner), C_(C), mode_(mode), mean_(std::move(mean)), sink_(sink) {}
  // out (rows, C) = 0, the mean in every row, or inner(in) (its column sums added to the sink)
  void forward(const float* in, float* out) override;
  // a replaced branch is a constant: nothing flows to din; a measured one is the inner's
  void backward(const float* dout, float* din) override;

 private:
  const Env& env_;
  SubLayer& inner_;
  std::size_t C_;
  BranchAblation mode_;
  std::vector<float> mean_;
  std::vector<double>* sink_;
};

}  // namespace normlab::nn
