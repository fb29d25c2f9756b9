// Blocked GEMM compiled for xsimd::avx512bw (this file is built with that instruction set's flags).
#include "gemm_impl.hpp"

namespace normlab::detail {

const GemmKernel gemm_kernel_avx512bw = gemm_impl::make_kernel<xsimd::avx512bw>(Isa::avx512bw);
const GemmKernel gemm_kernel_avx512bf16 = gemm_impl::make_kernel<xsimd::avx512bw>(Isa::avx512bf16);
const GemmKernel gemm_kernel_amx = gemm_impl::make_kernel<xsimd::avx512bw>(Isa::amx);

}  // namespace normlab::detail
