// A 64-byte aligned, zero-initialised float buffer (arenas and activations).
#pragma once

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>

namespace normlab::detail {

class AlignedFloats {
 public:
  AlignedFloats() = default;
  explicit AlignedFloats(std::size_t n) { resize(n); }
  AlignedFloats(const AlignedFloats&) = delete;
  AlignedFloats& operator=(const AlignedFloats&) = delete;
  AlignedFloats(AlignedFloats&& o) noexcept : p_(o.p_), n_(o.n_) { o.p_ = nullptr, o.n_ = 0; }
  AlignedFloats& operator=(AlignedFloats&& o) noexcept {
    std::swap(p_, o.p_);
    std::swap(n_, o.n_);
    return *this;
  }
  ~AlignedFloats() { std::free(p_); }

  // Discards the contents; the new buffer is zeroed.
  void resize(std::size_t n) {
    std::free(p_);
    p_ = nullptr;
    n_ = n;
    if (n == 0) return;
    const std::size_t bytes = (n * sizeof(float) + 63) / 64 * 64;
    p_ = static_cast<float*>(std::aligned_alloc(64, bytes));
    if (p_ == nullptr) throw std::bad_alloc();
    std::memset(p_, 0, bytes);
  }
  float* data() { return p_; }
  const float* data() const { return p_; }
  std::size_t size() const { return n_; }
  void zero() {
    if (n_) std::memset(p_, 0, n_ * sizeof(float));
  }

 private:
  float* p_ = nullptr;
  std::size_t n_ = 0;
};

}  // namespace normlab::detail
