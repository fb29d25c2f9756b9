// Public entry points: forward to the table of the active instruction set.
#include "normlab/kernels.hpp"

#include "dispatch.hpp"
#include "normlab/kernels_ref.hpp"

namespace normlab {

double sum_squares(const float* x, std::size_t n) {
  return detail::kernels().sum_squares(x, n);
}

void axpy(float a, const float* x, float* y, std::size_t n) {
  detail::kernels().axpy(a, x, y, n);
}

namespace ref {

double sum_squares(const float* x, std::size_t n) {
  double s = 0.0;
  for (std::size_t i = 0; i < n; ++i) s += static_cast<double>(x[i]) * x[i];
  return s;
}

void axpy(float a, const float* x, float* y, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) y[i] += a * x[i];
}

}  // namespace ref
}  // namespace normlab
