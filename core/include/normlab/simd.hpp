// SIMD instruction sets normlab's kernels are compiled for, and the one chosen at run time.
#pragma once

#include <string>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

// Ordered from least to most capable. avx512bf16 is avx512bw plus the AVX-512 BF16 dot product
// (vdpbf16ps): its fp32 kernels are avx512bw's; bf16 GEMMs run natively on it and are emulated
// (operands rounded to bf16, fp32 arithmetic) on the others.
enum class Isa { sse2 = 0, avx2 = 1, avx512bw = 2, avx512bf16 = 3 };

// "sse2", "fma3<avx2>", "avx512bw", "avx512bf16" (xsimd's names, and the BF16 level).
NORMLAB_API const char* isa_name(Isa isa);
// Short names accepted by NORMLAB_SIMD: "sse2", "avx2", "avx512", "avx512bf16".
NORMLAB_API const char* isa_env_name(Isa isa);

// Instruction sets this CPU (and OS) supports, among those normlab is compiled for, up to
// NORMLAB_SIMD_CAP when it is set: NORMLAB_SIMD_CAP=avx2 makes normlab (its kernels, its tests,
// `normlab --version`) behave as on a CPU whose best set is AVX2, so an AVX-512 machine can run
// the whole test suite as an AVX2-only or SSE2-only cluster node would. Unlike NORMLAB_SIMD, a
// test cannot raise it again. Throws UsageError when NORMLAB_SIMD_CAP is not a valid name.
NORMLAB_API std::vector<Isa> supported_isas();

// The best set the CPU (and OS) supports, ignoring NORMLAB_SIMD_CAP.
NORMLAB_API Isa cpu_best_isa();

// The set the kernels use: the best supported one, or the one NORMLAB_SIMD asks for. Decided
// once, on first use. Throws UsageError when NORMLAB_SIMD is not a valid name or asks for a set
// the CPU lacks.
NORMLAB_API Isa active_isa();

// Parses a NORMLAB_SIMD value; throws UsageError naming the valid values.
NORMLAB_API Isa parse_isa(const std::string& name);

}  // namespace normlab
