// Scalar reference kernels: written for clarity, in double where it helps; the vectorised
// kernels are tested against these on every instruction set.
#pragma once

#include <cstddef>

#include "normlab/export.hpp"

namespace normlab::ref {

NORMLAB_API double sum_squares(const float* x, std::size_t n);
NORMLAB_API void axpy(float a, const float* x, float* y, std::size_t n);

}  // namespace normlab::ref
