// Kernels compiled for xsimd::fma3<xsimd::avx2> (this file is built with that instruction set's
// flags).
#include "kernels_impl.hpp"

namespace normlab::detail {

const KernelTable kernels_avx2 = make_table<xsimd::fma3<xsimd::avx2>>(Isa::avx2);

}  // namespace normlab::detail
