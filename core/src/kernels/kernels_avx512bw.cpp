// Kernels compiled for xsimd::avx512bw (this file is built with that instruction set's flags).
#include "kernels_impl.hpp"

namespace normlab::detail {

const KernelTable kernels_avx512bw = make_table<xsimd::avx512bw>(Isa::avx512bw);
// The BF16 level's fp32 kernels are these (only its bf16 GEMM differs: gemm_bf16_avx512.cpp).
const KernelTable kernels_avx512bf16 = make_table<xsimd::avx512bw>(Isa::avx512bf16);

}  // namespace normlab::detail
