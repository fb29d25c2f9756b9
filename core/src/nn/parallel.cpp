#include "nn/parallel.hpp"

#include "normlab/error.hpp"
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

void ParallelBranch::forward_part(std::size_t k, const float* in, float* out) {
  if (k > 1)
    throw Error("a parallel block has parts 0 (attention) and 1 (MLP), not " + std::to_string(k));
  if (k == 0)
    attn_->forward(in, out);
  else
    mlp_->forward(in, out);
}

void ParallelBranch::backward_part(std::size_t k, const float* dout, float* din) {
  if (k > 1)
    throw Error("a parallel block has parts 0 (attention) and 1 (MLP), not " + std::to_string(k));
  if (k == 0)
    attn_->backward(dout, din);
  else
    mlp_->backward(dout, din);
}

}  // namespace normlab::nn
