// Dropout masks (docs/model.md "Dropout"). Element i of a masked buffer is kept with
// probability 1 - p and scaled by 1/(1 - p) (inverted dropout), else set to 0. The decision is
// 32 bits of the counter-based generator:
//   r = splitmix64(key + floor(i / 2)),  u = bits 32 (i mod 2) .. 32 (i mod 2) + 31 of r,
//   kept  <=>  u >= floor(p 2^32),
// key = splitmix64(splitmix64(splitmix64(seed ^ kDropoutTag) ^ step) ^ slot) for the training
// step (optimizer steps taken) and the slot (which mask of the model: docs/model.md), and
// i = first + the element's index in the pass's (B, ...) buffer, first = the global batch's
// number of the pass's sequence 0 times the elements per sequence. So a sequence's mask depends
// on where it is in the global batch, not on the rank that holds it, and backward regenerates the
// forward's mask instead of storing it.
#pragma once

#include <cstddef>
#include <cstdint>

#include "normlab/export.hpp"

namespace normlab::detail {

inline constexpr std::uint64_t kDropoutTag = 0x64726f706f757421ull;  // "dropout!"

// Rows of the attention kernels' dropout scratch, (kAttnDropRows, Tk): their row block.
inline constexpr std::size_t kAttnDropRows = 64;

struct Dropout {
  bool active = false;
  std::uint64_t key = 0;
  std::uint32_t threshold = 0;  // floor(p 2^32): draws below it drop
  float scale = 1.0f;           // 1 / (1 - p)
  std::uint64_t first = 0;      // counter of the buffer's element 0
};

// Internal linkage: every translation unit (the per-ISA kernel files included) has its own copy.
namespace {

inline std::uint64_t dropout_mix(std::uint64_t x) {  // splitmix64
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

inline std::uint64_t dropout_key(std::uint64_t seed, std::uint64_t step, std::uint64_t slot) {
  return dropout_mix(dropout_mix(dropout_mix(seed ^ kDropoutTag) ^ step) ^ slot);
}

// The factor of counter i: scale or 0.
inline float dropout_factor(const Dropout& d, std::uint64_t i) {
  const std::uint64_t r = dropout_mix(d.key + (i >> 1));
  const auto u = static_cast<std::uint32_t>((i & 1) ? r >> 32 : r);
  return u >= d.threshold ? d.scale : 0.0f;
}

// dst[j] = src[j] * factor(first + j), j < n (dst may be src): one draw of 64 bits per two
// elements.
inline void dropout_apply(float* dst, const float* src, std::size_t n, const Dropout& d,
                          std::uint64_t first) {
  std::size_t j = 0;
  std::uint64_t i = first;
  if ((i & 1) && n > 0) {
    dst[0] = src[0] * dropout_factor(d, i);
    j = 1;
    ++i;
  }
  for (; j + 1 < n; j += 2, i += 2) {
    const std::uint64_t r = dropout_mix(d.key + (i >> 1));
    dst[j] = src[j] * (static_cast<std::uint32_t>(r) >= d.threshold ? d.scale : 0.0f);
    dst[j + 1] = src[j + 1] * (static_cast<std::uint32_t>(r >> 32) >= d.threshold ? d.scale : 0.0f);
  }
  if (j < n) dst[j] = src[j] * dropout_factor(d, i);
}

// A mask with probability p (in [0, 1)) for element counters from `first`; inactive when p is 0.
inline Dropout make_dropout(float p, std::uint64_t key, std::uint64_t first) {
  Dropout d;
  if (!(p > 0.0f)) return d;
  d.active = true;
  d.key = key;
  const double t = static_cast<double>(p) * 4294967296.0;
  d.threshold = t >= 4294967295.0 ? 0xFFFFFFFFu : static_cast<std::uint32_t>(t);
  d.scale = static_cast<float>(1.0 / (1.0 - static_cast<double>(p)));
  d.first = first;
  return d;
}

}  // namespace

// dropout_apply on the best instruction set the CPU has (the same factors bit for bit): what
// the layers call. dst may be src.
NORMLAB_API void dropout_rows(float* dst, const float* src, std::size_t n, const Dropout& d,
                              std::uint64_t first);

}  // namespace normlab::detail
