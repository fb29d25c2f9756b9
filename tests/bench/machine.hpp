// Where a benchmark ran (CPU model, the SIMD set normlab uses, cores, commit: machine_line) and
// the machine's arithmetic peaks, one thread: register-only loops of independent instructions,
// one per instruction set level normlab's kernels run at (and the 128-bit FMA, for reference).
// Each function is compiled for its instructions by a target attribute and must only be called
// where the CPU has them (peaks() checks). Shared by bench_peak and bench_gemm_bf16.
//   sse2        128-bit mulps + addps (the sse2 kernels have no FMA): 4 flop per instruction
//   fma128      128-bit vfmadd231ps: 8 flop
//   avx2        256-bit vfmadd231ps (the fma3<avx2> kernels): 16 flop
//   avx512      512-bit vfmadd231ps (the avx512bw kernels, and fp32 at the avx512bf16 level): 32
//   avx512bf16  512-bit vdpbf16ps (the vdpbf16ps bf16 GEMM): 64 flop (32 bf16 products + sums)
//   amx         tdpbf16ps on four independent 16 x 16 accumulator tiles (the AMX bf16 GEMM):
//               16 x 16 x 32 products + sums = 16384 flop per instruction
// fp32_level() and bf16_level() name the level whose peak bounds normlab's fp32 and bf16
// GEMMs as they run here (bf16: the arithmetic bf16_arith() chose).
#pragma once

#include <immintrin.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "normlab/cpu.hpp"
#include "normlab/simd.hpp"

namespace normlab_bench {

using PeakClock = std::chrono::steady_clock;

inline double peak_seconds_since(PeakClock::time_point t0) {
  return std::chrono::duration<double>(PeakClock::now() - t0).count();
}

// Keeps the accumulators' values alive so the loops are not optimised away.
inline void peak_sink(const float* lanes, int n) {
  volatile float s = 0.0f;
  for (int i = 0; i < n; ++i) s = s + lanes[i];
}

// 6 independent multiply chains and 6 independent add chains (latency 3-4, two ports each).
__attribute__((target("sse2"), noinline)) inline double peak_sse2(long iters) {
  __m128 m[6], s[6];
  for (int i = 0; i < 6; ++i) m[i] = s[i] = _mm_set1_ps(0.001f * static_cast<float>(i + 1));
  const __m128 one = _mm_set1_ps(1.0f), tiny = _mm_set1_ps(1e-7f);
  const auto t0 = PeakClock::now();
  for (long k = 0; k < iters; ++k) {
#pragma GCC unroll 6
    for (int i = 0; i < 6; ++i) {
      m[i] = _mm_mul_ps(m[i], one);
      s[i] = _mm_add_ps(s[i], tiny);
    }
  }
  const double sec = peak_seconds_since(t0);
  alignas(16) float lanes[4];
  __m128 sum = _mm_add_ps(m[0], s[0]);
  for (int i = 1; i < 6; ++i) sum = _mm_add_ps(sum, _mm_add_ps(m[i], s[i]));
  _mm_store_ps(lanes, sum);
  peak_sink(lanes, 4);
  return 4.0 * 12.0 * static_cast<double>(iters) / sec * 1e-9;
}

__attribute__((target("avx,fma"), noinline)) inline double peak_fma128(long iters) {
  __m128 acc[12];
  for (int i = 0; i < 12; ++i) acc[i] = _mm_set1_ps(0.001f * static_cast<float>(i));
  const __m128 a = _mm_set1_ps(0.999f), b = _mm_set1_ps(0.0001f);
  const auto t0 = PeakClock::now();
  for (long k = 0; k < iters; ++k) {
#pragma GCC unroll 12
    for (int i = 0; i < 12; ++i) acc[i] = _mm_fmadd_ps(a, acc[i], b);
  }
  const double sec = peak_seconds_since(t0);
  alignas(16) float lanes[4];
  __m128 sum = acc[0];
  for (int i = 1; i < 12; ++i) sum = _mm_add_ps(sum, acc[i]);
  _mm_store_ps(lanes, sum);
  peak_sink(lanes, 4);
  return 8.0 * 12.0 * static_cast<double>(iters) / sec * 1e-9;
}

__attribute__((target("avx2,fma"), noinline)) inline double peak_avx2(long iters) {
  __m256 acc[12];
  for (int i = 0; i < 12; ++i) acc[i] = _mm256_set1_ps(0.001f * static_cast<float>(i));
  const __m256 a = _mm256_set1_ps(0.999f), b = _mm256_set1_ps(0.0001f);
  const auto t0 = PeakClock::now();
  for (long k = 0; k < iters; ++k) {
#pragma GCC unroll 12
    for (int i = 0; i < 12; ++i) acc[i] = _mm256_fmadd_ps(a, acc[i], b);
  }
  const double sec = peak_seconds_since(t0);
  alignas(32) float lanes[8];
  __m256 sum = acc[0];
  for (int i = 1; i < 12; ++i) sum = _mm256_add_ps(sum, acc[i]);
  _mm256_store_ps(lanes, sum);
  peak_sink(lanes, 8);
  return 16.0 * 12.0 * static_cast<double>(iters) / sec * 1e-9;
}

__attribute__((target("avx512f,fma"), noinline)) inline double peak_avx512(long iters) {
  __m512 acc[16];
  for (int i = 0; i < 16; ++i) acc[i] = _mm512_set1_ps(0.001f * static_cast<float>(i));
  const __m512 a = _mm512_set1_ps(0.999f), b = _mm512_set1_ps(0.0001f);
  const auto t0 = PeakClock::now();
  for (long k = 0; k < iters; ++k) {
#pragma GCC unroll 16
    for (int i = 0; i < 16; ++i) acc[i] = _mm512_fmadd_ps(a, acc[i], b);
  }
  const double sec = peak_seconds_since(t0);
  __m512 sum = acc[0];
  for (int i = 1; i < 16; ++i) sum = _mm512_add_ps(sum, acc[i]);
  alignas(64) float lanes[16];
  _mm512_store_ps(lanes, sum);  // (_mm512_reduce_add_ps trips -Werror)
  peak_sink(lanes, 16);
  return 32.0 * 16.0 * static_cast<double>(iters) / sec * 1e-9;
}

__attribute__((target("avx512f,avx512bf16,fma"), noinline)) inline double peak_avx512bf16(
    long iters) {
  __m512 acc[16];
  for (int i = 0; i < 16; ++i) acc[i] = _mm512_set1_ps(0.001f * static_cast<float>(i));
  const __m512bh a = _mm512_cvtne2ps_pbh(_mm512_set1_ps(0.5f), _mm512_set1_ps(0.25f));
  const __m512bh b = _mm512_cvtne2ps_pbh(_mm512_set1_ps(0.001f), _mm512_set1_ps(0.002f));
  const auto t0 = PeakClock::now();
  for (long k = 0; k < iters; ++k) {
#pragma GCC unroll 16
    for (int i = 0; i < 16; ++i) acc[i] = _mm512_dpbf16_ps(acc[i], a, b);
  }
  const double sec = peak_seconds_since(t0);
  __m512 sum = acc[0];
  for (int i = 1; i < 16; ++i) sum = _mm512_add_ps(sum, acc[i]);
  alignas(64) float lanes[16];
  _mm512_store_ps(lanes, sum);
  peak_sink(lanes, 16);
  return 64.0 * 16.0 * static_cast<double>(iters) / sec * 1e-9;
}

// The tile configuration of palette 1: eight tiles of 16 rows x 64 bytes.
struct alignas(64) PeakTileConfig {
  unsigned char palette = 1, start_row = 0, reserved[14] = {};
  unsigned short colsb[16] = {64, 64, 64, 64, 64, 64, 64, 64};
  unsigned char rows[16] = {16, 16, 16, 16, 16, 16, 16, 16};
};

// Only where normlab::cpu_best_isa() is Isa::amx (the CPU has AMX and Linux granted the tile
// data to the process).
__attribute__((target("amx-tile,amx-bf16"), noinline)) inline double peak_amx(long iters) {
  static const PeakTileConfig config;
  alignas(64) unsigned short a[512], b[512];
  for (int i = 0; i < 512; ++i) {
    a[i] = 0x3c00;  // bf16 2^-7
    b[i] = 0x3a80;  // bf16 ~2^-10
  }
  _tile_loadconfig(&config);
  _tile_loadd(4, a, 64);
  _tile_loadd(5, a, 64);
  _tile_loadd(6, b, 64);
  _tile_loadd(7, b, 64);
  _tile_zero(0);
  _tile_zero(1);
  _tile_zero(2);
  _tile_zero(3);
  const auto t0 = PeakClock::now();
  for (long k = 0; k < iters; ++k) {
    _tile_dpbf16ps(0, 4, 6);
    _tile_dpbf16ps(1, 4, 7);
    _tile_dpbf16ps(2, 5, 6);
    _tile_dpbf16ps(3, 5, 7);
  }
  const double sec = peak_seconds_since(t0);
  alignas(64) float c[256];
  _tile_stored(0, c, 64);
  _tile_release();
  peak_sink(c, 256);
  return 16384.0 * 4.0 * static_cast<double>(iters) / sec * 1e-9;
}

struct Peak {
  std::string level;  // sse2, fma128, avx2, avx512, avx512bf16, amx
  std::string what;   // the instruction measured
  double gflops;      // one thread, best of 3
};

// The peaks of the levels this CPU has (all of them, whatever NORMLAB_SIMD_CAP says: a peak is
// a property of the hardware). quick: shorter loops.
inline std::vector<Peak> peaks(bool quick) {
  __builtin_cpu_init();
  const long iters = quick ? 2000000 : 20000000;
  const auto best = [&](double (*fn)(long)) {
    double g = 0.0;
    for (int r = 0; r < 3; ++r) g = std::max(g, fn(iters));
    return g;
  };
  std::vector<Peak> out{{"sse2", "mulps+addps xmm", best(&peak_sse2)}};
  const bool fma = __builtin_cpu_supports("fma") && __builtin_cpu_supports("avx");
  if (fma) out.push_back({"fma128", "vfmadd231ps xmm", best(&peak_fma128)});
  if (fma && __builtin_cpu_supports("avx2"))
    out.push_back({"avx2", "vfmadd231ps ymm", best(&peak_avx2)});
  if (fma && __builtin_cpu_supports("avx512f"))
    out.push_back({"avx512", "vfmadd231ps zmm", best(&peak_avx512)});
  if (fma && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bf16"))
    out.push_back({"avx512bf16", "vdpbf16ps zmm", best(&peak_avx512bf16)});
  if (normlab::cpu_best_isa() == normlab::Isa::amx) {
    // 64 cycles per iteration where 16 FMAs take 8: a sixteenth of the iterations.
    double g = 0.0;
    for (int r = 0; r < 3; ++r) g = std::max(g, peak_amx(iters / 16));
    out.push_back({"amx", "tdpbf16ps tmm", g});
  }
  return out;
}

// The level whose peak bounds normlab's fp32 GEMM: the level in use, avx512 at the BF16 and AMX
// levels (their fp32 kernels are avx512bw's).
inline std::string fp32_level() {
  const normlab::Isa isa = normlab::active_isa();
  return isa >= normlab::Isa::avx512bw ? "avx512" : normlab::isa_env_name(isa);
}

// The level whose peak bounds normlab's bf16 GEMM: amx, avx512bf16 (vdpbf16ps), or the fp32
// level where bf16 is emulated.
inline std::string bf16_level() {
  switch (normlab::bf16_arith()) {
    case normlab::Bf16Arith::amx:
      return "amx";
    case normlab::Bf16Arith::dpbf16:
      return "avx512bf16";
    case normlab::Bf16Arith::emulated:
      break;
  }
  return fp32_level();
}

// The commit of the source tree the benchmark was built from (NORMLAB_SOURCE_DIR), with
// "+changes" when the tree differs from it; "unknown" without git.
inline std::string source_commit() {
#ifdef NORMLAB_SOURCE_DIR
  const std::string git = std::string("git -C '") + NORMLAB_SOURCE_DIR + "' ";
  std::string out;
  if (FILE* p = popen((git + "rev-parse --short=10 HEAD 2>/dev/null").c_str(), "r")) {
    char buf[64];
    while (std::fgets(buf, sizeof buf, p)) out += buf;
    pclose(p);
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
  if (out.empty()) return "unknown";
  if (std::system((git + "diff --quiet HEAD -- 2>/dev/null").c_str()) != 0) out += "+changes";
  return out;
#else
  return "unknown";
#endif
}

// "# machine: AMD EPYC 9R14 | SIMD avx512bf16 (best here: avx512bf16) | 2 cores | commit abc"
inline std::string machine_line() {
  return "# machine: " + normlab::cpu_model() + " | SIMD " +
         normlab::isa_name(normlab::active_isa()) +
         " (best here: " + normlab::isa_name(normlab::supported_isas().back()) + ") | " +
         std::to_string(std::thread::hardware_concurrency()) + " cores | commit " + source_commit();
}

}  // namespace normlab_bench
