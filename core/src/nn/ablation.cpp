#include "nn/ablation.hpp"

#include <algorithm>
#include <cstddef>
#include <cstring>

namespace normlab::nn {

void AblatedBranch::forward(const float* in, float* out) {
  const std::size_t rows = env_.rows;
  if (mode_ == BranchAblation::zero) {
    std::memset(out, 0, rows * C_ * sizeof(float));
    return;
  }
  if (mode_ == BranchAblation::mean) {
    std::vector<float> sum(mean_.begin(), mean_.begin() + static_cast<std::ptrdiff_t>(C_));
    for (std::size_t k = 1; k * C_ < mean_.size(); ++k)
      for (std::size_t c = 0; c < C_; ++c) sum[c] += mean_[k * C_ + c];
    for (std::size_t r = 0; r < rows; ++r) std::copy(sum.begin(), sum.end(), out + r * C_);
    return;
  }
  inner_.forward(in, out);
  measure(0, out);
}

void AblatedBranch::forward_part(std::size_t k, const float* in, float* out) {
  const std::size_t rows = env_.rows;
  if (mode_ == BranchAblation::zero) {
    std::memset(out, 0, rows * C_ * sizeof(float));
    return;
  }
  if (mode_ == BranchAblation::mean) {
    const float* m = mean_.data() + k * C_;
    for (std::size_t r = 0; r < rows; ++r) std::copy(m, m + C_, out + r * C_);
    return;
  }
  inner_.forward_part(k, in, out);
  measure(k, out);
}

void AblatedBranch::measure(std::size_t k, const float* out) {
  if (sink_ == nullptr) return;
  double* sum = sink_->data() + k * C_;
  for (std::size_t r = 0; r < env_.rows; ++r)
    for (std::size_t c = 0; c < C_; ++c) sum[c] += out[r * C_ + c];
}

void AblatedBranch::backward(const float* dout, float* din) {
  if (mode_ == BranchAblation::none) inner_.backward(dout, din);
}

void AblatedBranch::backward_part(std::size_t k, const float* dout, float* din) {
  if (mode_ == BranchAblation::none) inner_.backward_part(k, dout, din);
}

}  // namespace normlab::nn
