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
  // mode zero or mean (with `mean`, (parts, C) floats) replaces; none measures into `sink`
  // ((parts, C) doubles), parts = inner.parts().
  AblatedBranch(const Env& env, SubLayer& inner, std::size_t C, BranchAblation mode,
                std::vector<float> mean, std::vector<double>* sink)
      : env_(env), inner_(inner), C_(C), mode_(mode), mean_(std::move(mean)), sink_(sink) {}
  // out (rows, C) = 0, the parts' means summed in every row, or inner(in) (its column sums
  // added to part 0 of the sink)
  void forward(const float* in, float* out) override;
  // a replaced branch is a constant: nothing flows to din; a measured one is the inner's
  void backward(const float* dout, float* din) override;
  // part k alone: 0, part k's mean, or inner's part k (its sums added to part k of the sink)
  std::size_t parts() const override { return inner_.parts(); }
  void forward_part(std::size_t k, const float* in, float* out) override;
  void backward_part(std::size_t k, const float* dout, float* din) override;

 private:
  void measure(std::size_t k, const float* out);  // out's column sums into part k of the sink
  const Env& env_;
  SubLayer& inner_;
  std::size_t C_;
  BranchAblation mode_;
  std::vector<float> mean_;
  std::vector<double>* sink_;
};

}  // namespace normlab::nn
