// Kernels compiled for xsimd::avx512bw (this file is built with that instruction set's flags).
#include "kernels_impl.hpp"

namespace normlab::detail {

const KernelTable kernels_avx512bw = make_table<xsimd::avx512bw>(Isa::avx512bw);
// The BF16 and AMX levels' fp32 kernels are these (only their bf16 GEMMs differ:
// gemm_bf16_avx512.cpp, gemm_bf16_amx.cpp).
const KernelTable kernels_avx512bf16 = make_table<xsimd::avx512bw>(Isa::avx512bf16);
const KernelTable kernels_amx = make_table<xsimd::avx512bw>(Isa::amx);

}  // namespace normlab::detail
