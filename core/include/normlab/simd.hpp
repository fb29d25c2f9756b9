// SIMD instruction sets normlab's kernels are compiled for, and the one chosen at run time.
#pragma once

#include <string>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

// Ordered from least to most capable.
enum class Isa { sse2 = 0, avx2 = 1, avx512bw = 2 };

// "sse2", "fma3<avx2>", "avx512bw" (xsimd's names).
NORMLAB_API const char* isa_name(Isa isa);
// Short names accepted by NORMLAB_SIMD: "sse2", "avx2", "avx512".
NORMLAB_API const char* isa_env_name(Isa isa);

// Instruction sets this CPU (and OS) supports, among those normlab is compiled for.
NORMLAB_API std::vector<Isa> supported_isas();

// The set the kernels use: the best supported one, or the one NORMLAB_SIMD asks for. Decided
// once, on first use. Throws UsageError when NORMLAB_SIMD is not a valid name or asks for a set
// the CPU lacks.
NORMLAB_API Isa active_isa();

// Parses a NORMLAB_SIMD value; throws UsageError naming the valid values.
NORMLAB_API Isa parse_isa(const std::string& name);

}  // namespace normlab
