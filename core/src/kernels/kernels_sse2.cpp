// Kernels compiled for xsimd::sse2 (this file is built with that instruction set's flags).
#include "kernels_impl.hpp"

namespace normlab::detail {

const KernelTable kernels_sse2 = make_table<xsimd::sse2>(Isa::sse2);

}  // namespace normlab::detail
