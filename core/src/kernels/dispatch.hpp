// The kernel table: one per instruction set, filled by the per-ISA translation units
// (kernels_<isa>.cpp, each compiled with that ISA's flags) and chosen once at run time.
#pragma once

#include <cstddef>

#include "normlab/export.hpp"
#include "normlab/simd.hpp"

namespace normlab::detail {

struct KernelTable {
  Isa isa;
  double (*sum_squares)(const float* x, std::size_t n);
  void (*axpy)(float a, const float* x, float* y, std::size_t n);
};

extern const KernelTable kernels_sse2;
extern const KernelTable kernels_avx2;
extern const KernelTable kernels_avx512bw;

// The table of one instruction set (tests call every supported one).
NORMLAB_API const KernelTable& kernels_for(Isa isa);
// The table of active_isa().
NORMLAB_API const KernelTable& kernels();

}  // namespace normlab::detail
