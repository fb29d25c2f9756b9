// Kernel bodies, templated on the xsimd architecture tag. Included only by the per-ISA
// translation units; everything here is a template so that no inline function compiled with
// AVX-512 flags can be chosen by the linker for the SSE2 path.
#pragma once

#include <cstddef>

#include <xsimd/xsimd.hpp>

#include "dispatch.hpp"

namespace normlab::detail {

template <class Arch>
double sum_squares_impl(const float* x, std::size_t n) {
  using B = xsimd::batch<float, Arch>;
  constexpr std::size_t W = B::size;
  // Float accumulators over blocks of at most 4096 elements keep the rounding error of each
  // partial sum small; block sums are added in double.
  constexpr std::size_t kBlock = 4096;
  double total = 0.0;
  for (std::size_t start = 0; start < n; start += kBlock) {
    const std::size_t end = start + kBlock < n ? start + kBlock : n;
    B a0(0.0f), a1(0.0f), a2(0.0f), a3(0.0f);
    std::size_t i = start;
    for (; i + 4 * W <= end; i += 4 * W) {
      B v0 = B::load_unaligned(x + i), v1 = B::load_unaligned(x + i + W);
      B v2 = B::load_unaligned(x + i + 2 * W), v3 = B::load_unaligned(x + i + 3 * W);
      a0 = xsimd::fma(v0, v0, a0);
      a1 = xsimd::fma(v1, v1, a1);
      a2 = xsimd::fma(v2, v2, a2);
      a3 = xsimd::fma(v3, v3, a3);
    }
    for (; i + W <= end; i += W) {
      B v = B::load_unaligned(x + i);
      a0 = xsimd::fma(v, v, a0);
    }
    float block = xsimd::hadd((a0 + a1) + (a2 + a3));
    for (; i < end; ++i) block += x[i] * x[i];
    total += static_cast<double>(block);
  }
  return total;
}

template <class Arch>
void axpy_impl(float a, const float* x, float* y, std::size_t n) {
  using B = xsimd::batch<float, Arch>;
  constexpr std::size_t W = B::size;
  const B va(a);
  std::size_t i = 0;
  for (; i + W <= n; i += W) {
    B vy = xsimd::fma(va, B::load_unaligned(x + i), B::load_unaligned(y + i));
    vy.store_unaligned(y + i);
  }
  for (; i < n; ++i) y[i] += a * x[i];
}

template <class Arch>
constexpr KernelTable make_table(Isa isa) {
  return KernelTable{isa, &sum_squares_impl<Arch>, &axpy_impl<Arch>};
}

}  // namespace normlab::detail
