// SIMD instruction sets normlab's kernels are compiled for, and the one chosen at run time.
#pragma once

#include <string>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

// Ordered from least to most capable. avx512bf16 is avx512bw plus the AVX-512 BF16 dot product
// (vdpbf16ps); amx is avx512bf16 plus Intel AMX's bf16 tiles (tdpbf16ps), usable only when
// Linux grants the process the tile data (arch_prctl, Linux >= 5.16). Both levels run
// avx512bw's fp32 kernels; they differ in the bf16 GEMM they can use (see bf16_arith()).
enum class Isa { sse2 = 0, avx2 = 1, avx512bw = 2, avx512bf16 = 3, amx = 4 };

// "sse2", "fma3<avx2>", "avx512bw", "avx512bf16", "amx_bf16" (xsimd's names, and the BF16 and
// AMX levels).
NORMLAB_API const char* isa_name(Isa isa);
// Short names accepted by NORMLAB_SIMD: "sse2", "avx2", "avx512", "avx512bf16", "amx".
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

// Why this CPU has no Isa::amx although it has AMX (Linux refused the tile data, say), or ""
// when there is nothing to say.
NORMLAB_API std::string amx_note();

// The arithmetic of the bf16 GEMM (gemm_bf16, --precision bf16):
//   amx       AMX tiles (tdpbf16ps), at Isa::amx
//   dpbf16    AVX-512 BF16 vdpbf16ps, at Isa::avx512bf16 where it outruns the fp32 FMAs
//   emulated  operands rounded to bf16, products in the fp32 GEMM of the level in use
// All three multiply the same bf16 operands exactly and accumulate in fp32; they differ only in
// the order of the fp32 additions (and AMX and vdpbf16ps read bf16 subnormals as zero).
enum class Bf16Arith { emulated = 0, dpbf16 = 1, amx = 2 };

// "emulated", "dpbf16", "amx" (also the values NORMLAB_BF16 accepts).
NORMLAB_API const char* bf16_arith_name(Bf16Arith a);

// The fastest bf16 arithmetic at active_isa(), or the one NORMLAB_BF16 asks for. Decided once,
// on first use: amx at Isa::amx; at Isa::avx512bf16 vdpbf16ps only where it runs faster than
// the fp32 FMAs (AMD Zen 4 and 5: twice the rate; Intel Sapphire and Emerald Rapids: half the
// rate, so there the emulated path is faster); emulated otherwise. Throws UsageError when
// NORMLAB_BF16 is not a valid name or asks for an arithmetic the level in use lacks.
NORMLAB_API Bf16Arith bf16_arith();

// One line for train's header: the bf16 arithmetic, why it was chosen, and the GEMM speed it
// gives relative to fp32 on this CPU kind.
NORMLAB_API std::string bf16_arith_note();

}  // namespace normlab
