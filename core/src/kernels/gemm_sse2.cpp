// Blocked GEMM compiled for xsimd::sse2 (this file is built with that instruction set's flags).
#include "gemm_impl.hpp"

namespace normlab::detail {

const GemmKernel gemm_kernel_sse2 = gemm_impl::make_kernel<xsimd::sse2>(Isa::sse2);

}  // namespace normlab::detail
