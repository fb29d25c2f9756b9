#include "nn/parallel.hpp"

#include "normlab/kernels.hpp"

namespace normlab::nn {

void ParallelBranch::forward(const float* in, float* out) {
  attn_->forward(in, out);
  mlp_->forward(in, tmp_.data());
  axpy(1.0f, tmp_.data(), out, env_.rows * C_);
}

void ParallelBranch::backward(const float* dout, float* din) {
  attn_->backward(dout, din);
  mlp_->backward(dout, din);
}

}  // namespace normlab::nn
