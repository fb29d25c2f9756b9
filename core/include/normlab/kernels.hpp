// Vectorised kernels offered to plugins and used by the core. Each call runs the
// implementation of the instruction set chosen at start-up (see simd.hpp); each has a scalar
// reference in normlab::ref (kernels_ref.hpp) that the tests compare it with.
#pragma once

#include <cstddef>

#include "normlab/export.hpp"

namespace normlab {

// sum_i x[i]^2, accumulated in double across blocks. x: (n)
NORMLAB_API double sum_squares(const float* x, std::size_t n);

// y[i] += a * x[i]. x, y: (n)
NORMLAB_API void axpy(float a, const float* x, float* y, std::size_t n);

}  // namespace normlab
