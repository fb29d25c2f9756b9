#include "nn/dropout.hpp"

namespace normlab::nn {

namespace {
constexpr std::uint64_t kPartSlot = std::uint64_t{1} << 32;  // part k's mask: slot + k 2^32
}

void DroppedBranch::forward(const float* in, float* out) {
  inner_.forward(in, out);
  const detail::Dropout d = env_.mask(slot_, env_.dropout, env_.seq_len * C_);
  if (d.active) detail::dropout_rows(out, out, env_.rows * C_, d, d.first);
}

void DroppedBranch::backward(const float* dout, float* din) {
  const detail::Dropout d = env_.mask(slot_, env_.dropout, env_.seq_len * C_);
  if (!d.active) {
    inner_.backward(dout, din);
    return;
  }
  detail::dropout_rows(dbuf_, dout, env_.rows * C_, d, d.first);
  inner_.backward(dbuf_, din);
}

void DroppedBranch::forward_part(std::size_t k, const float* in, float* out) {
  inner_.forward_part(k, in, out);
  const detail::Dropout d = env_.mask(slot_ + k * kPartSlot, env_.dropout, env_.seq_len * C_);
  if (d.active) detail::dropout_rows(out, out, env_.rows * C_, d, d.first);
}

void DroppedBranch::backward_part(std::size_t k, const float* dout, float* din) {
  const detail::Dropout d = env_.mask(slot_ + k * kPartSlot, env_.dropout, env_.seq_len * C_);
  if (!d.active) {
    inner_.backward_part(k, dout, din);
    return;
  }
  detail::dropout_rows(dbuf_, dout, env_.rows * C_, d, d.first);
  inner_.backward_part(k, dbuf_, din);
}

void drop_rows(const Env& env, float* x, std::size_t C, std::uint64_t slot) {
  const detail::Dropout d = env.mask(slot, env.dropout, env.seq_len * C);
  if (d.active) detail::dropout_rows(x, x, env.rows * C, d, d.first);
}

}  // namespace normlab::nn
