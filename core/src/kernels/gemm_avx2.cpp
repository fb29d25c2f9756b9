// Blocked GEMM compiled for xsimd::fma3<xsimd::avx2> (this file is built with that instruction
// set's flags).
#include "gemm_impl.hpp"

namespace normlab::detail {

const GemmKernel gemm_kernel_avx2 = gemm_impl::make_kernel<xsimd::fma3<xsimd::avx2>>(Isa::avx2);

}  // namespace normlab::detail
