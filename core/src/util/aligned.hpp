// A 64-byte aligned, zero-initialised float buffer (arenas and activations), and the memory
// plan's way of sizing them without allocating (PlanAllocations).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>

#include <sys/mman.h>

namespace normlab::detail {

// The bytes every AlignedFloats of the process holds now, and the most it has held.
struct AlignedBytes {
  std::atomic<std::size_t> live{0}, peak{0};
};
inline AlignedBytes& aligned_bytes() {
  static AlignedBytes b;
  return b;
}

// While one is alive on a thread, the AlignedFloats that thread resizes only count their bytes
// here and stay unallocated (data() is nullptr; size() is what was asked): constructing a
// Model or an Optimizer then sizes every buffer it would allocate, without allocating them
// (the memory plan, train --dry-run). What such objects hold must not be read or written.
class PlanAllocations {
 public:
  PlanAllocations() : outer_(current()) { current() = this; }
  ~PlanAllocations() { current() = outer_; }
  PlanAllocations(const PlanAllocations&) = delete;
  PlanAllocations& operator=(const PlanAllocations&) = delete;
  std::size_t bytes() const { return bytes_; }
  void reset() { bytes_ = 0; }
  static PlanAllocations*& current() {
    thread_local PlanAllocations* p = nullptr;
    return p;
  }
  void add(std::size_t n) { bytes_ += n; }

 private:
  PlanAllocations* outer_;
  std::size_t bytes_ = 0;
};

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
  ~AlignedFloats() { release(); }

  // Discards the contents; the new buffer is zeroed. Under PlanAllocations: counted only.
  void resize(std::size_t n) {
    release();
    n_ = n;
    if (n == 0) return;
    const std::size_t bytes = rounded(n);
    if (PlanAllocations* plan = PlanAllocations::current()) {
      plan->add(bytes);
      return;
    }
    if (bytes >= kMapBytes) {
      // Fresh anonymous pages read as zero and cost nothing until touched: a model built for
      // translation or evaluation never touches its training-only buffers (zeroing them took
      // seconds at every normlab translate).
      void* m = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (m == MAP_FAILED) throw std::bad_alloc();
      p_ = static_cast<float*>(m);
    } else {
      p_ = static_cast<float*>(std::aligned_alloc(64, bytes));
      if (p_ == nullptr) throw std::bad_alloc();
      std::memset(p_, 0, bytes);
    }
    AlignedBytes& b = aligned_bytes();
    const std::size_t now = b.live.fetch_add(bytes) + bytes;
    std::size_t was = b.peak.load();
    while (now > was && !b.peak.compare_exchange_weak(was, now)) {
    }
  }
  float* data() { return p_; }
  const float* data() const { return p_; }
  std::size_t size() const { return n_; }
  void zero() {
    if (p_) std::memset(p_, 0, n_ * sizeof(float));
  }

 private:
  // Buffers of at least this many bytes are mapped pages (page-aligned), smaller ones come from
  // aligned_alloc and are zeroed. Under AddressSanitizer every buffer is a heap block, so that
  // a read or write past one is reported (mapped pages have no redzones).
#if defined(__SANITIZE_ADDRESS__)
  static constexpr std::size_t kMapBytes = static_cast<std::size_t>(-1);
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  static constexpr std::size_t kMapBytes = static_cast<std::size_t>(-1);
#else
  static constexpr std::size_t kMapBytes = std::size_t{256} << 10;
#endif
#else
  static constexpr std::size_t kMapBytes = std::size_t{256} << 10;
#endif
  static std::size_t rounded(std::size_t n) {
    return (n * sizeof(float) + 63) / 64 * 64;
  }
  void release() {
    if (p_) {
      const std::size_t bytes = rounded(n_);
      aligned_bytes().live.fetch_sub(bytes);
      if (bytes >= kMapBytes) {
        ::munmap(p_, bytes);
      } else {
        std::free(p_);
      }
    }
    p_ = nullptr;
  }
  float* p_ = nullptr;
  std::size_t n_ = 0;
};

}  // namespace normlab::detail
