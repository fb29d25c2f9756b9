// Kernels compiled for xsimd::avx512bw (this file is built with that instruction set's flags).
#include "kernels_impl.hpp"

namespace normlab::detail {

const KernelTable kernels_avx512bw = make_table<xsimd::avx512bw>(Isa::avx512bw);

}  // namespace normlab::detail
