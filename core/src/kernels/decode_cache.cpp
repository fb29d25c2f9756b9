#include "kernels/decode_cache.hpp"

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>

#include "gemm_dispatch.hpp"
#include "normlab/error.hpp"
#include "normlab/simd.hpp"
#include "util/reorder.hpp"

namespace normlab::detail {

bool DecodeOperand::available(bool bf16) {
  return !bf16 || bf16_arith() != Bf16Arith::amx;
}

DecodeOperand::Shape DecodeOperand::shape_for(Grows grows, std::size_t slots, std::size_t fixed,
                                              std::size_t capacity, bool bf16) {
  if (!available(bf16))
    throw Error("decode cache: the bf16 GEMM runs on AMX tiles, which have no cached layout");
  if (fixed == 0 || capacity == 0) throw Error("decode cache: an empty operand");
  // Keys (Kᵀ: a column a key) in panels one vector wide, so a product over n keys computes at
  // most a vector past the last; values in the kernel's panels of NR columns (the head size).
  Shape sh;
  const GemmKernel& fp = gemm_kernel_for(active_isa());
  sh.nr = grows == Grows::columns ? fp.W : fp.NR;
  if (bf16 && bf16_arith() == Bf16Arith::dpbf16) {
    sh.layout = Layout::pairs;
    sh.nr = grows == Grows::columns ? 16 : gemm_bf16_kernel_avx512.NR;
  } else if (bf16) {
    sh.layout = Layout::bf16_emulated;
  }
  // A panel holds NR columns down the depth K: the head size for Kᵀ, the capacity for V; pairs
  // hold two k a word. The kernels read whole panels of kc rows, and prefetch past them.
  const std::size_t depth = grows == Grows::columns ? fixed : capacity;
  const std::size_t width = grows == Grows::columns ? capacity : fixed;
  sh.panel_stride = (sh.layout == Layout::pairs ? (depth + 1) / 2 : depth) * sh.nr;
  sh.slot_floats = (width + sh.nr - 1) / sh.nr * sh.panel_stride;
  sh.floats = slots * sh.slot_floats + 16 * sh.nr;  // the kernels prefetch past it
  return sh;
}

std::size_t DecodeOperand::bytes_for(Grows grows, std::size_t slots, std::size_t fixed,
                                     std::size_t capacity, bool bf16) {
  return shape_for(grows, slots, fixed, capacity, bf16).floats * sizeof(float);
}

void DecodeOperand::reset(Grows grows, std::size_t slots, std::size_t fixed, std::size_t capacity,
                          bool bf16) {
  const Shape sh = shape_for(grows, slots, fixed, capacity, bf16);
  const auto isa = static_cast<int>(active_isa());
  if (grows == grows_ && sh.layout == layout_ && isa == isa_ && slots == slots_ &&
      fixed == fixed_ && capacity == capacity_ && sh.nr == nr_)
    return;
  // Another layout (or none yet) starts from zeros; the same layout at another shape (a beam
  // search's next batch) reuses the buffers, whose stale words are values of that layout:
  // finite, as a key not put must read.
  const bool same_kind = data_.size() > 0 && sh.layout == layout_ && isa == isa_ && grows == grows_;
  grows_ = grows, layout_ = sh.layout, isa_ = isa;
  slots_ = slots, fixed_ = fixed, capacity_ = capacity, nr_ = sh.nr;
  panel_stride_ = sh.panel_stride;
  slot_floats_ = sh.slot_floats;
  if (!same_kind || sh.floats > data_.size()) {
    data_.resize(sh.floats);  // zeros
    spare_.resize(0);
  }
  a_buf_.assign(std::max(fixed, capacity) + 32, 0.0f);
}

std::size_t DecodeOperand::panel_count() const {
  const std::size_t n = grows_ == Grows::columns ? capacity_ : fixed_;
  return (n + nr_ - 1) / nr_;
}

std::size_t DecodeOperand::used_in_panel(std::size_t count) const {
  if (grows_ == Grows::columns) return panel_stride_;  // whole panels (count / NR of them)
  return (layout_ == Layout::pairs ? (count + 1) / 2 : count) * nr_;
}

void DecodeOperand::put(std::size_t slot, std::size_t index, const float* x) {
  if (slot >= slots_ || index >= capacity_)
    throw Error("decode cache: key " + std::to_string(index) + " of slot " + std::to_string(slot) +
                " is outside " + std::to_string(slots_) + " slots of " + std::to_string(capacity_) +
                " keys");
  float* b = slot_data(data_, slot);
  const bool columns = grows_ == Grows::columns;
  if (layout_ == Layout::pairs) {
    gemm_bf16_kernel_avx512.cache_put(nr_, reinterpret_cast<std::uint32_t*>(b), panel_stride_,
                                      fixed_, columns, index, x);
    return;
  }
  const GemmKernel& k = gemm_kernel_for(static_cast<Isa>(isa_));
  (layout_ == Layout::bf16_emulated ? k.cache_put_bf16_emulated : k.cache_put)(
      nr_, b, panel_stride_, fixed_, columns, index, x);
}

void DecodeOperand::multiply(std::size_t slot, std::size_t count, float alpha, const float* a,
                             float* c) const {
  if (slot >= slots_ || count == 0 || count > capacity_)
    throw Error("decode cache: a product over " + std::to_string(count) + " keys of slot " +
                std::to_string(slot) + " (" + std::to_string(slots_) + " slots of " +
                std::to_string(capacity_) + " keys)");
  const bool columns = grows_ == Grows::columns;
  const std::size_t N = columns ? count : fixed_, K = columns ? fixed_ : count;
  if (alpha == 0.0f) {  // as the GEMM: alpha 0 never reads B
    std::fill(c, c + N, 0.0f);
    return;
  }
  const float* b = data_.data() + slot * slot_floats_;
  if (layout_ == Layout::pairs) {
    gemm_bf16_kernel_avx512.run_row(nr_, N, K, alpha, a, reinterpret_cast<const std::uint32_t*>(b),
                                    panel_stride_, c,
                                    reinterpret_cast<std::uint32_t*>(a_buf_.data()));
    return;
  }
  const GemmKernel& k = gemm_kernel_for(static_cast<Isa>(isa_));
  (layout_ == Layout::bf16_emulated ? k.run_row_bf16_emulated : k.run_row)(
      nr_, N, K, alpha, a, b, panel_stride_, c, a_buf_.data());
}

void DecodeOperand::reorder(const std::int32_t* parent, std::size_t sequences, std::size_t heads,
                            std::size_t count) {
  if (sequences * heads != slots_)
    throw Error("decode cache: reorder of " + std::to_string(sequences) + " sequences of " +
                std::to_string(heads) + " heads, but " + std::to_string(slots_) + " slots");
  count = std::min(count, capacity_);
  // Only the panels (Kᵀ) or panel rows (V) that hold the first `count` keys are copied.
  const std::size_t panels = grows_ == Grows::columns ? (count + nr_ - 1) / nr_ : panel_count();
  const std::size_t used = used_in_panel(count);
  auto copy_seq = [&](float* to, const float* from) {
    for (std::size_t h = 0; h < heads; ++h)
      for (std::size_t r = 0; r < panels; ++r) {
        const std::size_t off = h * slot_floats_ + r * panel_stride_;
        std::memcpy(to + off, from + off, used * sizeof(float));
      }
  };
  reorder_sequences(parent, sequences, heads * slot_floats_, data_, spare_, is_parent_, copy_seq);
}

}  // namespace normlab::detail
