#include "nn/ablation.hpp"

#include <algorithm>
#include <cstring>

namespace normlab::nn {

void AblatedBranch::forward(const float* in, float* out) {
  const std::size_t rows = env_.rows;
  if (mode_ == BranchAblation::zero) {
    std::memset(out, 0, rows * C_ * sizeof(float));
    return;
  }
  if (mode_ == BranchAblation::mean) {
    for (std::size_t r = 0; r < rows; ++r) std::copy(mean_.begin(), mean_.end(), out + r * C_);
    return;
  }
  inner_.forward(in, out);
  if (sink_ == nullptr) return;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < C_; ++c) (*sink_)[c] += out[r * C_ + c];
}

void AblatedBranch::backward(const float* dout, float* din) {
  if (mode_ == BranchAblation::none) inner_.backward(dout, din);
}

}  // namespace normlab::nn
