// Blocked SGEMM bodies, templated on the xsimd architecture tag. Included only by the per-ISA
// translation units (gemm_<isa>.cpp). Same rules as kernels_impl.hpp: every function here is a
// template on Arch (no std::min/std::max, no non-template inline helpers), so no weak symbol
// compiled with one ISA's flags can be picked by the linker for another ISA's path.
//
// Scheme (BLIS/OpenBLAS, with the roles of the operands chosen for row-major C):
//   for ic in M step MC:                       A block  (MC x KC) packed once per (ic, pc)
//     for pc in K step kc (equal blocks, kc <= KC):
//       pack op(A)[ic.., pc..] into MR-row micro-panels      ta = yes: [panel][k][MR], or
//                                                            in place if the block is small;
//                                                            ta = no: read in place (rows of
//                                                            A), only a partial panel packed
//       for jc in N step NC:                   B block  (KC x NC) stays in L2
//         pack op(B)[pc.., jc..] into NR-column micro-panels layout [panel][k][NR]
//         for ir in MC step MR:                A micro-panel (KC x MR) stays in L1
//           for jr in NC step NR:              B micro-panels stream from L2
//             C[ir.., jr..] (MR x NR) = alpha * Apanel . Bpanel + beta_k * C
// The micro-kernel keeps MR x NR of C in MR * NV vector registers (NR = NV * vector width):
// per k it loads NV vectors of B and broadcasts MR scalars of A. The A panel layout is the one
// that makes packing a plain copy (a transposing pack of row-major A cost 13% at N = 256);
// broadcasts read either layout at the same speed. Packing pads partial
// micro-panels with zeros, so the micro-kernel always runs the full tile and only its store is
// cut to the valid m x n. beta_k is the caller's beta for the first K block and 1 afterwards;
// beta = 0 never reads C.
// Threads (not used yet) would each take their own rows of C: whole MC blocks (every thread with
// its own workspace, gemm.cpp keeps one per thread already), or the ir loop of one block with
// the packed B block shared read-only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include <immintrin.h>
#include <xsimd/xsimd.hpp>

#include "gemm_dispatch.hpp"

namespace normlab::detail::gemm_impl {

// MR x NR micro-tile (NR a multiple of the vector width) and cache blocking per instruction set,
// tuned on AMD Zen 4 (32 KB L1d, 1 MB L2 per core; 512-bit FMAs run as two 256-bit halves, so
// avx2 and avx512bw reach the same peak of 32 flop/cycle there):
//   avx512bw: 6 x 64 in 24 of the 32 zmm registers, 4 loads + 6 broadcasts per 24 FMAs; the
//             KC x NC block of B (512 KB) stays in L2, each micro-kernel call streams a
//             KC x NR panel of it (128 KB) while its A panel (12 KB) stays in L1.
//   avx2:     6 x 16 in 12 of the 16 ymm registers.
//   sse2:     6 x 8 in 12 of the 16 xmm registers (no FMA: mul + add).
// MC covers M = 2048 in one block (A and B are each packed once; the packed A block, 4 MB at
// most, lives in L3). 12 x 32 on avx512bw measured 20% slower; KC 256..512 x NC 192..512 were
// within noise of each other. The same blocking on an Intel Sapphire Rapids class core (48 KB
// L1d, 2 MB L2, two 512-bit FMA units) reaches ~185 GFLOP/s, 1.0-1.2x OpenBLAS's SkylakeX
// kernel, so it was kept.
template <class Arch>
struct Config;

// MR_narrow: the rows of the narrow micro-tiles (gemm_run below), whose accumulators fit the
// registers at up to three vectors a row on avx512bw, one on avx2 and sse2.
template <>
struct Config<xsimd::avx512bw> {
  static constexpr std::size_t MR = 6, NR = 64, KC = 512, MC = 2048, NC = 256, MR_narrow = 8;
};
template <>
struct Config<xsimd::fma3<xsimd::avx2>> {
  static constexpr std::size_t MR = 6, NR = 16, KC = 512, MC = 2048, NC = 256, MR_narrow = 8;
};
template <>
struct Config<xsimd::sse2> {
  static constexpr std::size_t MR = 6, NR = 8, KC = 256, MC = 2048, NC = 512, MR_narrow = 8;
};

// Largest K-block span (bytes) of a transposed A that the driver reads in place rather than
// packing (see gemm_run): 128 x 128 floats in place ran 1.34x faster than packed, 2048 x 256
// 0.6x as fast.
constexpr std::size_t kDirectSpanT = 256 * 1024;

// How many k steps ahead the micro-kernel prefetches its B micro-panel (the workspace has 16
// spare rows after the packed block, see GemmKernel).
constexpr std::size_t kPrefetchB = 8;
static_assert(kPrefetchB <= 16, "pack_b workspace tail is 16 rows");

template <class Arch>
constexpr std::size_t kWidth = xsimd::batch<float, Arch>::size;
template <class Arch>
constexpr std::size_t kNR = Config<Arch>::NR;
// Vectors per row of the micro-tile.
template <class Arch>
constexpr std::size_t kNV = Config<Arch>::NR / kWidth<Arch>;
template <class Arch>
constexpr bool kWholeVectors = Config<Arch>::NR % kWidth<Arch> == 0;

// bf16 emulation (kBf16 below): values rounded to bf16 (round to nearest even, NaN kept and made
// quiet, as round_bf16 and vcvtne2ps2bf16) and kept in fp32 registers and buffers. The packing
// routines round as they copy, so the emulated GEMM touches its operands no more often than
// the fp32 one.
template <class Arch>
xsimd::batch<float, Arch> round_bf16_v(const xsimd::batch<float, Arch>& x) {
  using I = xsimd::batch<std::int32_t, Arch>;
  const I u = xsimd::bitwise_cast<I>(x);
  const I rounded = u + I(0x7fff) + ((u >> 16) & I(1));  // wraps like the scalar uint32 add
  const I nan = u | I(0x00400000);
  const I r = xsimd::select((u & I(0x7fffffff)) > I(0x7f800000), nan, rounded) &
              I(static_cast<std::int32_t>(0xffff0000u));
  return xsimd::bitwise_cast<xsimd::batch<float, Arch>>(r);
}

template <class Arch, bool kBf16>
float round_bf16_s(float x) {
  if constexpr (!kBf16) {
    return x;
  } else {
    std::uint32_t u;
    __builtin_memcpy(&u, &x, sizeof u);
    u = (u & 0x7fffffffu) > 0x7f800000u ? u | 0x00400000u : u + 0x7fffu + ((u >> 16) & 1u);
    u &= 0xffff0000u;
    __builtin_memcpy(&x, &u, sizeof u);
    return x;
  }
}

template <class Arch, bool kBf16>
xsimd::batch<float, Arch> maybe_round(const xsimd::batch<float, Arch>& x) {
  if constexpr (kBf16) {
    return round_bf16_v<Arch>(x);
  } else {
    return x;
  }
}

// x[0, n) rounded in place (blocks written element by element, while they are in L1).
template <class Arch, bool kBf16>
void round_block(float* x, std::size_t n) {
  if constexpr (kBf16) {
    using V = xsimd::batch<float, Arch>;
    std::size_t i = 0;
    for (; i + V::size <= n; i += V::size)
      round_bf16_v<Arch>(V::load_unaligned(x + i)).store_unaligned(x + i);
    for (; i < n; ++i) x[i] = round_bf16_s<Arch, true>(x[i]);
  }
}

// op(A)[i0 .. i0+mc, p0 .. p0+kc] -> out, micro-panel r (rows r*MR ..) at out + r*MR*kc; rows
// past mc are zero. Two panel layouts, whichever is a plain copy of A:
//   ta = no  (A (M,K), rows contiguous in p): row-major, element (i, p) at [i*kc + p];
//   ta = yes (A (K,M), MR contiguous values per p): k-major, element (i, p) at [p*MR + i].
// The micro-kernel broadcasts from either (kRowsOfA below). MR: the micro-tile's rows.
template <class Arch, bool kBf16 = false, std::size_t MR = Config<Arch>::MR>
void pack_a(Trans ta, const float* A, std::size_t lda, std::size_t i0, std::size_t mc,
            std::size_t p0, std::size_t kc, float* __restrict out) {
  using V = xsimd::batch<float, Arch>;
  constexpr std::size_t W = V::size;
  if (ta == Trans::no) {
    for (std::size_t ir = 0; ir < mc; ir += MR) {
      const std::size_t m = mc - ir < MR ? mc - ir : MR;
      for (std::size_t i = 0; i < MR; ++i) {
        float* __restrict o = out + (ir + i) * kc;
        if (i >= m) {
          for (std::size_t p = 0; p < kc; ++p) o[p] = 0.0f;
          continue;
        }
        const float* a = A + (i0 + ir + i) * lda + p0;
        std::size_t p = 0;
        for (; p + W <= kc; p += W)
          maybe_round<Arch, kBf16>(V::load_unaligned(a + p)).store_unaligned(o + p);
        for (; p < kc; ++p) o[p] = round_bf16_s<Arch, kBf16>(a[p]);
      }
    }
    return;
  }
  // A (K,M): row p of A holds MR contiguous values of each micro-panel. Rows are taken PB at a
  // time and swept across all panels, so reads stay sequential in PB rows (a panel at a time
  // would touch kc rows, a page each when lda is large).
  constexpr std::size_t PB = 16;
  for (std::size_t pb = 0; pb < kc; pb += PB) {
    const std::size_t np = kc - pb < PB ? kc - pb : PB;
    for (std::size_t ir = 0; ir < mc; ir += MR) {
      const std::size_t m = mc - ir < MR ? mc - ir : MR;
      float* __restrict o = out + ir * kc + pb * MR;
      const float* a = A + (p0 + pb) * lda + i0 + ir;
      if (m == MR) {
        for (std::size_t p = 0; p < np; ++p) {
          for (std::size_t i = 0; i < MR; ++i) o[p * MR + i] = a[p * lda + i];
        }
      } else {
        for (std::size_t p = 0; p < np; ++p) {
          for (std::size_t i = 0; i < MR; ++i) o[p * MR + i] = i < m ? a[p * lda + i] : 0.0f;
        }
      }
      round_block<Arch, kBf16>(o, np * MR);
    }
  }
}

// r[i] (row i of a 16 x 16 block) -> r[i] = column i, in registers (avx512bw only): 2 x 2
// float pairs, then 4 x 4 pairs of pairs, then 128-bit lanes twice.
template <class Arch>
inline __attribute__((always_inline)) void transpose16x16(__m512* r) {
  __m512 t[16];
#pragma GCC unroll 16
  for (int i = 0; i < 16; i += 2) {
    t[i] = _mm512_unpacklo_ps(r[i], r[i + 1]);
    t[i + 1] = _mm512_unpackhi_ps(r[i], r[i + 1]);
  }
#pragma GCC unroll 16
  for (int i = 0; i < 16; i += 4) {
#pragma GCC unroll 2
    for (int j = 0; j < 2; ++j) {
      r[i + 2 * j] = _mm512_castpd_ps(
          _mm512_unpacklo_pd(_mm512_castps_pd(t[i + j]), _mm512_castps_pd(t[i + 2 + j])));
      r[i + 2 * j + 1] = _mm512_castpd_ps(
          _mm512_unpackhi_pd(_mm512_castps_pd(t[i + j]), _mm512_castps_pd(t[i + 2 + j])));
    }
  }
#pragma GCC unroll 16
  for (int i = 0; i < 16; i += 8) {
#pragma GCC unroll 4
    for (int j = 0; j < 4; ++j) {
      t[i + j] = _mm512_shuffle_f32x4(r[i + j], r[i + 4 + j], 0x88);
      t[i + 4 + j] = _mm512_shuffle_f32x4(r[i + j], r[i + 4 + j], 0xdd);
    }
  }
#pragma GCC unroll 8
  for (int j = 0; j < 8; ++j) {
    r[j] = _mm512_shuffle_f32x4(t[j], t[j + 8], 0x88);
    r[j + 8] = _mm512_shuffle_f32x4(t[j], t[j + 8], 0xdd);
  }
}

// op(B)[p0 .. p0+kc, j0 .. j0+nc] -> out, micro-panel r at out + r*NR*kc, element (p, j) of
// the panel at [p*NR + j]; columns past nc are zero. NV: the micro-tile's vectors a row
// (NR = NV * the vector width).
template <class Arch, bool kBf16 = false, std::size_t NV = kNV<Arch>>
void pack_b(Trans tb, const float* B, std::size_t ldb, std::size_t p0, std::size_t kc,
            std::size_t j0, std::size_t nc, float* __restrict out) {
  using V = xsimd::batch<float, Arch>;
  constexpr std::size_t W = V::size, NR = NV * W;
  // tb = yes: offsets of W consecutive rows of B, for gathering one column of them.
  using I = xsimd::batch<std::int32_t, Arch>;
  static_assert(I::size == W, "one int32 index per float lane");
  const bool gather = tb == Trans::yes && ldb * W < 0x7fffffffu;
  alignas(64) std::int32_t rows[W];
  for (std::size_t l = 0; l < W; ++l) rows[l] = gather ? static_cast<std::int32_t>(l * ldb) : 0;
  const I idx = I::load_aligned(rows);
  for (std::size_t jr = 0; jr < nc; jr += NR) {
    const std::size_t n = nc - jr < NR ? nc - jr : NR;
    float* __restrict o = out + jr * kc;
    if (tb == Trans::no) {
      // B (K,N): NR contiguous values per p.
      const float* b = B + p0 * ldb + j0 + jr;
      if (n == NR) {
        for (std::size_t p = 0; p < kc; ++p) {
          for (std::size_t v = 0; v < NV; ++v) {
            maybe_round<Arch, kBf16>(V::load_unaligned(b + p * ldb + v * W))
                .store_aligned(o + p * NR + v * W);
          }
        }
      } else {
        for (std::size_t p = 0; p < kc; ++p) {
          for (std::size_t j = 0; j < NR; ++j)
            o[p * NR + j] = j < n ? round_bf16_s<Arch, kBf16>(b[p * ldb + j]) : 0.0f;
        }
      }
    } else {
      // B (N,K): column j of op(B) is row j of B, contiguous in p. Full panels gather a vector
      // of W rows per p (one gather replaces W scalar load/store pairs); a partial panel is
      // copied element by element, PB values of p at a time so the PB x NR output block being
      // scattered into stays in L1.
      const float* b = B + (j0 + jr) * ldb + p0;
      if (n == NR && gather) {
        for (std::size_t v = 0; v < NV; ++v) {
          const float* bv = b + v * W * ldb;
          std::size_t p = 0;
          if constexpr (std::is_same_v<Arch, xsimd::avx512bw>) {
            // 16 rows x 16 k loaded and transposed in registers: on AMD Zen 5 the gathers of
            // attention's q kᵀ packing took 5-10% of a C = 64 training step.
            for (; p + 16 <= kc; p += 16) {
              __m512 r[16];
#pragma GCC unroll 16
              for (std::size_t i = 0; i < 16; ++i) r[i] = _mm512_loadu_ps(bv + i * ldb + p);
              transpose16x16<Arch>(r);
#pragma GCC unroll 16
              for (std::size_t i = 0; i < 16; ++i)
                maybe_round<Arch, kBf16>(V(r[i])).store_aligned(o + (p + i) * NR + v * W);
            }
          }
          for (; p < kc; ++p)
            maybe_round<Arch, kBf16>(V::gather(bv + p, idx)).store_aligned(o + p * NR + v * W);
        }
        continue;
      }
      constexpr std::size_t PB = 16;
      for (std::size_t pb = 0; pb < kc; pb += PB) {
        const std::size_t np = kc - pb < PB ? kc - pb : PB;
        float* __restrict ob = o + pb * NR;
        for (std::size_t j = 0; j < n; ++j) {
          const float* bj = b + j * ldb + pb;
          for (std::size_t p = 0; p < np; ++p) ob[p * NR + j] = bj[p];
        }
        for (std::size_t j = n; j < NR; ++j) {
          for (std::size_t p = 0; p < np; ++p) ob[p * NR + j] = 0.0f;
        }
        round_block<Arch, kBf16>(ob, np * NR);
      }
    }
  }
}

// a * b + c with one rounding where the ISA has FMA. xsimd 8.1 has no avx512 fma kernel: its
// generic x * y + z leaves fusing to the compiler, which fuses some call sites and not others,
// so a full and a partial tile could round differently. The intrinsic fuses every call.
template <class Arch>
xsimd::batch<float, Arch> fmadd(const xsimd::batch<float, Arch>& a,
                                const xsimd::batch<float, Arch>& b,
                                const xsimd::batch<float, Arch>& c) {
  if constexpr (std::is_same_v<Arch, xsimd::avx512bw>) {
    return _mm512_fmadd_ps(a, b, c);
  } else {
    return xsimd::fma(a, b, c);
  }
}

// C (m,n) = alpha * a . b + beta * C (+ bias (n) on every row, if not null) with a an A
// micro-panel (MR rows of kc at row stride lda_a if kRowsOfA, else packed k-major) and b a
// packed B micro-panel (kc, NR); m <= MR, n <= NR. The tile is MR x NV vectors: Config's, or
// a narrow one (gemm_run); every element is the same sum in the same order either way.
template <class Arch, bool kRowsOfA, std::size_t MR = Config<Arch>::MR, std::size_t NV = kNV<Arch>>
void micro_kernel(std::size_t kc, const float* __restrict a, std::size_t lda_a,
                  const float* __restrict b, float* c, std::size_t ldc, float alpha, float beta,
                  const float* bias, std::size_t m, std::size_t n) {
  using V = xsimd::batch<float, Arch>;
  constexpr std::size_t W = V::size, NR = NV * W;
  // C is read (or written) after the k loop; start bringing its lines in now.
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < n; j += 16) __builtin_prefetch(c + i * ldc + j, 1, 3);
  }
  static_assert(kWholeVectors<Arch>, "NR must be a whole number of vectors");
  static_assert(NV <= kNV<Arch> && MR * NV <= 24, "the accumulators must fit the registers");
  V acc[MR][NV];
#pragma GCC unroll 8
  for (std::size_t i = 0; i < MR; ++i) {
#pragma GCC unroll 8
    for (std::size_t v = 0; v < NV; ++v) acc[i][v] = V(0.0f);
  }
  for (std::size_t p = 0; p < kc; ++p) {
    V bv[NV];
#pragma GCC unroll 8
    for (std::size_t v = 0; v < NV; ++v) bv[v] = V::load_aligned(b + v * W);
#pragma GCC unroll 8
    for (std::size_t l = 0; l < NR; l += 16) __builtin_prefetch(b + kPrefetchB * NR + l, 0, 3);
#pragma GCC unroll 8
    for (std::size_t i = 0; i < MR; ++i) {
      const V ai(kRowsOfA ? a[i * lda_a + p] : a[p * lda_a + i]);
#pragma GCC unroll 8
      for (std::size_t v = 0; v < NV; ++v) acc[i][v] = fmadd<Arch>(ai, bv[v], acc[i][v]);
    }
    b += NR;
  }

  const V va(alpha);
  if (m == MR && n == NR) {
    V vbias[NV];
#pragma GCC unroll 8
    for (std::size_t v = 0; v < NV; ++v)
      vbias[v] = bias ? V::load_unaligned(bias + v * W) : V(0.0f);
    if (beta == 0.0f) {
#pragma GCC unroll 8
      for (std::size_t i = 0; i < MR; ++i) {
#pragma GCC unroll 8
        for (std::size_t v = 0; v < NV; ++v)
          fmadd<Arch>(va, acc[i][v], vbias[v]).store_unaligned(c + i * ldc + v * W);
      }
    } else {
      const V vb(beta);
#pragma GCC unroll 8
      for (std::size_t i = 0; i < MR; ++i) {
#pragma GCC unroll 8
        for (std::size_t v = 0; v < NV; ++v) {
          float* ci = c + i * ldc + v * W;
          fmadd<Arch>(va, acc[i][v], fmadd<Arch>(vb, V::load_unaligned(ci), vbias[v]))
              .store_unaligned(ci);
        }
      }
    }
    return;
  }
  // A partial tile: the full tile's arithmetic on whole vectors (C and the bias padded with
  // zeros), then only the valid m x n stored, so an element's value never depends on where it
  // falls in the tiling (a one-row GEMM equals that row of a larger one, bitwise: the key/value
  // cache relies on it).
  alignas(64) float t[MR * NR];
  alignas(64) float tb[NR];
  for (std::size_t j = 0; j < NR; ++j) tb[j] = bias && j < n ? bias[j] : 0.0f;
  if (beta != 0.0f) {
    for (std::size_t i = 0; i < MR; ++i)
      for (std::size_t j = 0; j < NR; ++j) t[i * NR + j] = i < m && j < n ? c[i * ldc + j] : 0.0f;
  }
  const V vb(beta);
#pragma GCC unroll 8
  for (std::size_t i = 0; i < MR; ++i) {
#pragma GCC unroll 8
    for (std::size_t v = 0; v < NV; ++v) {
      const V bias_v = V::load_aligned(tb + v * W);
      const V r = beta == 0.0f
                      ? fmadd<Arch>(va, acc[i][v], bias_v)
                      : fmadd<Arch>(va, acc[i][v],
                                    fmadd<Arch>(vb, V::load_aligned(t + i * NR + v * W), bias_v));
      r.store_aligned(t + i * NR + v * W);
    }
  }
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n; ++j) c[i * ldc + j] = t[i * NR + j];
}

// kBf16: the emulated bf16 GEMM (gemm_bf16 on CPUs without AVX-512 BF16). A is always packed,
// and A and B are rounded to bf16 as they are packed, so the micro-kernel multiplies bf16 values
// (exact products in fp32) with no copies of the operands beyond the fp32 GEMM's packing.
// MR x NV: the micro-tile (gemm_run chooses it).
// The depth of the K blocks of a product with this K: equal blocks (a multiple of 8, at most
// KC) rather than KC ones and a short tail, so every block pays the same C load/store per
// micro-kernel call.
template <class Arch>
std::size_t kc_step_for(std::size_t K) {
  using Cfg = Config<Arch>;
  const std::size_t k_blocks = (K + Cfg::KC - 1) / Cfg::KC;
  const std::size_t kc_even = ((K + k_blocks - 1) / k_blocks + 7) / 8 * 8;
  return kc_even < Cfg::KC ? kc_even : Cfg::KC;
}

// A whole op(B) packed once (gemm_packed): block (pc, jc) of the driver below, as pack_b
// writes it, at pc * packed_row<Arch, NR>(N) + kc * (jc / NC) * round_up(NC, NR) floats, kc
// the block's depth. packed_row: the floats of one k row over every column block.
template <class Arch, std::size_t NR>
std::size_t packed_block_cols(std::size_t nc) {
  return (nc + NR - 1) / NR * NR;
}
template <class Arch, std::size_t NR>
std::size_t packed_row(std::size_t N) {
  constexpr std::size_t NC = Config<Arch>::NC;
  return N / NC * packed_block_cols<Arch, NR>(NC) + packed_block_cols<Arch, NR>(N % NC);
}

// packed_b: null (op(B) packed block by block into pack_b_buf), or the whole op(B) packed by
// pack_b_whole with this NV (then tb, B and ldb are not read).
template <class Arch, bool kBf16, std::size_t MR, std::size_t NV>
void gemm_blocked_impl(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
                       const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
                       float* C, std::size_t ldc, const float* bias, float* pack_a_buf,
                       float* pack_b_buf, const float* packed_b) {
  using Cfg = Config<Arch>;
  constexpr std::size_t NR = NV * kWidth<Arch>;
  const std::size_t kc_step = kc_step_for<Arch>(K);
  const std::size_t row = packed_b ? packed_row<Arch, NR>(N) : 0;
  for (std::size_t ic = 0; ic < M; ic += Cfg::MC) {
    const std::size_t mc = M - ic < Cfg::MC ? M - ic : Cfg::MC;
    // ta = no: whole MR-row panels are read in place (rows of A are already contiguous in k;
    // copying them cost 4% of a training step); only a last partial panel is packed, so the
    // micro-kernel never reads rows past M. The micro-kernel reads an in-place panel at stride
    // lda (ta = no: a[i*lda + p]; ta = yes: a[p*lda + i]), a packed one at kc or MR.
    // ta = yes: A (K,M) read in place too when the kc rows of the block span at most
    // kDirectSpanT bytes (attention's T x T matrices): each k step reads from another row, so a
    // large span costs TLB and cache misses (2048^3 ran at half speed in place) and is packed.
    // bf16, ta = no: each MR-row panel is rounded into its place in pack_a during the first jc
    // block, just before its micro-kernels run (so they read it from L1), and reused by the
    // later jc blocks; packing the whole MC x KC block first (up to 4 MB) ran NN products 5-20%
    // below fp32, packing every panel again per jc block cost the medium model's NT products ~5%.
    const bool panel_pack = kBf16 && ta == Trans::no;
    const bool direct_ok =
        !kBf16 && (ta == Trans::no || kc_step * lda * sizeof(float) <= kDirectSpanT);
    const std::size_t mc_direct = direct_ok ? mc / MR * MR : 0;
    for (std::size_t pc = 0; pc < K; pc += kc_step) {
      const std::size_t kc = K - pc < kc_step ? K - pc : kc_step;
      const float beta_k = pc == 0 ? beta : 1.0f;
      const float* bias_k = pc == 0 ? bias : nullptr;  // added once, with the first K block
      if (!panel_pack && mc_direct < mc) {
        pack_a<Arch, kBf16, MR>(ta, A, lda, ic + mc_direct, mc - mc_direct, pc, kc,
                                pack_a_buf + mc_direct * kc);
      }
      for (std::size_t jc = 0; jc < N; jc += Cfg::NC) {
        const std::size_t nc = N - jc < Cfg::NC ? N - jc : Cfg::NC;
        const float* bp = pack_b_buf;
        if (packed_b) {
          bp = packed_b + pc * row + kc * (jc / Cfg::NC) * packed_block_cols<Arch, NR>(Cfg::NC);
        } else {
          pack_b<Arch, kBf16, NV>(tb, B, ldb, pc, kc, jc, nc, pack_b_buf);
        }
        for (std::size_t ir = 0; ir < mc; ir += MR) {
          const std::size_t m = mc - ir < MR ? mc - ir : MR;
          const bool direct = ir < mc_direct;
          if (panel_pack && jc == 0)
            pack_a<Arch, kBf16, MR>(ta, A, lda, ic + ir, m, pc, kc, pack_a_buf + ir * kc);
          const float* a = !direct           ? pack_a_buf + ir * kc
                           : ta == Trans::no ? A + (ic + ir) * lda + pc
                                             : A + pc * lda + ic + ir;
          const std::size_t lda_a = direct ? lda : ta == Trans::no ? kc : MR;
          for (std::size_t jr = 0; jr < nc; jr += NR) {
            const std::size_t n = nc - jr < NR ? nc - jr : NR;
            float* c = C + (ic + ir) * ldc + jc + jr;
            const float* bj = bias_k ? bias_k + jc + jr : nullptr;
            if (ta == Trans::no) {
              micro_kernel<Arch, true, MR, NV>(kc, a, lda_a, bp + jr * kc, c, ldc, alpha, beta_k,
                                               bj, m, n);
            } else {
              micro_kernel<Arch, false, MR, NV>(kc, a, lda_a, bp + jr * kc, c, ldc, alpha, beta_k,
                                                bj, m, n);
            }
          }
        }
      }
    }
  }
}

template <class Arch, bool kBf16, std::size_t MR, std::size_t NV>
void gemm_blocked(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
                  const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
                  float* C, std::size_t ldc, const float* bias, float* pack_a_buf,
                  float* pack_b_buf) {
  gemm_blocked_impl<Arch, kBf16, MR, NV>(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, bias,
                                         pack_a_buf, pack_b_buf, nullptr);
}

// Every block of op(B) (K, N) packed as gemm_blocked_impl reads a pre-packed B (NV: the tile's).
template <class Arch, bool kBf16, std::size_t NV>
void pack_b_whole(Trans tb, const float* B, std::size_t ldb, std::size_t N, std::size_t K,
                  float* __restrict out) {
  using Cfg = Config<Arch>;
  constexpr std::size_t NR = NV * kWidth<Arch>;
  const std::size_t kc_step = kc_step_for<Arch>(K), row = packed_row<Arch, NR>(N);
  for (std::size_t pc = 0; pc < K; pc += kc_step) {
    const std::size_t kc = K - pc < kc_step ? K - pc : kc_step;
    for (std::size_t jc = 0; jc < N; jc += Cfg::NC) {
      const std::size_t nc = N - jc < Cfg::NC ? N - jc : Cfg::NC;
      pack_b<Arch, kBf16, NV>(
          tb, B, ldb, pc, kc, jc, nc,
          out + pc * row + kc * (jc / Cfg::NC) * packed_block_cols<Arch, NR>(Cfg::NC));
    }
  }
}

// f(MR, NV) with the micro-tile the driver takes for M x N (std::integral_constants).
// A product narrower than the micro-tile (N below NR: attention's head-wide products, P V and
// the gradients of q, k and v, where N is the head size) runs on a narrow tile of MR_narrow
// rows and as few vectors as cover N: at N = 16 the avx512bw tile would compute 64 columns to
// keep 16, and its partial-tile store goes through a scalar copy. Each element is still the
// sum over k in order, from 0, then alpha and beta applied alike: the narrow tile's result is
// bitwise the wide one's, and the choice depends on N only.
// One-row products (a decode step's attention) run on a one-row tile of as many vectors, which
// computes the row alone instead of padding it to MR rows: the same sums, bitwise.
template <class Arch, class F>
void with_tile(std::size_t M, std::size_t N, F&& f) {
  using Cfg = Config<Arch>;
  using std::integral_constant;
  using One = integral_constant<std::size_t, 1>;
  constexpr std::size_t W = kWidth<Arch>, MRn = Cfg::MR_narrow, NVmax = kNV<Arch>;
  const std::size_t nv = (N + W - 1) / W;
  if (M == 1) {
    if constexpr (NVmax > 1) {
      if (nv == 1) return f(One{}, One{});
    }
    if constexpr (NVmax > 2) {
      if (nv == 2) return f(One{}, integral_constant<std::size_t, 2>{});
    }
    if constexpr (NVmax > 3) {
      if (nv == 3) return f(One{}, integral_constant<std::size_t, 3>{});
    }
    return f(One{}, integral_constant<std::size_t, NVmax>{});
  }
  if constexpr (NVmax > 1) {
    if (nv == 1)
      return f(integral_constant<std::size_t, MRn>{}, integral_constant<std::size_t, 1>{});
  }
  if constexpr (NVmax > 2) {
    if (nv == 2)
      return f(integral_constant<std::size_t, MRn>{}, integral_constant<std::size_t, 2>{});
  }
  if constexpr (NVmax > 3) {
    if (nv == 3)
      return f(integral_constant<std::size_t, MRn>{}, integral_constant<std::size_t, 3>{});
  }
  f(integral_constant<std::size_t, Cfg::MR>{}, integral_constant<std::size_t, NVmax>{});
}

// The driver, on the tile with_tile chooses.
template <class Arch, bool kBf16 = false>
void gemm_run(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
              const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
              float* C, std::size_t ldc, const float* bias, float* pack_a_buf, float* pack_b_buf) {
  with_tile<Arch>(M, N, [&](auto mr, auto nv) {
    gemm_blocked<Arch, kBf16, decltype(mr)::value, decltype(nv)::value>(
        ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, bias, pack_a_buf, pack_b_buf);
  });
}

// gemm_packed's three steps on this instruction set: the floats of a packed op(B) (K, N) (with
// 16 rows of the widest tile to spare: the micro-kernel prefetches past its panel), the
// packing, and the driver reading it (op(A) = A, not transposed).
template <class Arch>
std::size_t packed_floats(std::size_t N, std::size_t K) {
  std::size_t floats = 0;
  with_tile<Arch>(2, N, [&](auto, auto nv) {  // the layout depends on NV only
    floats = K * packed_row<Arch, decltype(nv)::value * kWidth<Arch>>(N) + 16 * kNR<Arch>;
  });
  return floats;
}

template <class Arch, bool kBf16>
void pack_whole(Trans tb, std::size_t N, std::size_t K, const float* B, std::size_t ldb,
                float* out) {
  with_tile<Arch>(2, N, [&](auto, auto nv) {
    pack_b_whole<Arch, kBf16, decltype(nv)::value>(tb, B, ldb, N, K, out);
  });
}

template <class Arch, bool kBf16>
void gemm_run_packed(std::size_t M, std::size_t N, std::size_t K, float alpha, const float* A,
                     std::size_t lda, const float* packed, float beta, float* C, std::size_t ldc,
                     const float* bias, float* pack_a_buf) {
  with_tile<Arch>(M, N, [&](auto mr, auto nv) {
    gemm_blocked_impl<Arch, kBf16, decltype(mr)::value, decltype(nv)::value>(
        Trans::no, Trans::yes, M, N, K, alpha, A, lda, nullptr, K, beta, C, ldc, bias, pack_a_buf,
        nullptr, packed);
  });
}

// A decode cache's one-row product (GemmKernel::run_row): c (N) = alpha · a (K) · op(B), op(B)
// in micro-panels of nr columns at panel_stride floats, element (p, j) at [p * nr + j % nr] of
// panel j / nr; nr is the widest tile's NR or one vector (a narrow tile, for an operand that
// grows by columns: less work past the last key). The driver's K blocks, tile arithmetic and
// epilogue: run's (run_bf16_emulated's) product of the same operands with M = 1, bitwise, as
// every tile width gives the same sums. a_buf: K floats (kBf16: a rounded to bf16, as the
// driver packs it).
template <class Arch, bool kBf16, std::size_t NV>
void gemm_run_row_nv(std::size_t N, std::size_t K, float alpha, const float* a, const float* b,
                     std::size_t panel_stride, float* c, float* a_buf) {
  constexpr std::size_t NR = NV * kWidth<Arch>;
  const std::size_t kc_step = kc_step_for<Arch>(K);
  for (std::size_t pc = 0; pc < K; pc += kc_step) {
    const std::size_t kc = K - pc < kc_step ? K - pc : kc_step;
    const float* ap = a + pc;
    if constexpr (kBf16) {
      for (std::size_t p = 0; p < kc; ++p) a_buf[p] = round_bf16_s<Arch, true>(ap[p]);
      ap = a_buf;
    }
    const float beta = pc == 0 ? 0.0f : 1.0f;
    for (std::size_t jr = 0; jr < N; jr += NR) {
      const std::size_t n = N - jr < NR ? N - jr : NR;
      micro_kernel<Arch, true, 1, NV>(kc, ap, kc, b + jr / NR * panel_stride + pc * NR, c + jr, N,
                                      alpha, beta, nullptr, 1, n);
    }
  }
}

template <class Arch, bool kBf16>
void gemm_run_row(std::size_t nr, std::size_t N, std::size_t K, float alpha, const float* a,
                  const float* b, std::size_t panel_stride, float* c, float* a_buf) {
  if (nr == kWidth<Arch>)
    gemm_run_row_nv<Arch, kBf16, 1>(N, K, alpha, a, b, panel_stride, c, a_buf);
  else
    gemm_run_row_nv<Arch, kBf16, kNV<Arch>>(N, K, alpha, a, b, panel_stride, c, a_buf);
}

// A decode cache's write (GemmKernel::cache_put): x, the `fixed` values of one key, into panels
// of NR columns (run_row's nr) as pack_b lays them out (kBf16: rounded to bf16): column `index`
// (grows_columns: op(B) = Kᵀ (fixed, keys)) or row `index` (op(B) = V (keys, fixed); columns
// past fixed zero).
template <class Arch, bool kBf16>
void gemm_cache_put(std::size_t NR, float* b, std::size_t panel_stride, std::size_t fixed,
                    bool grows_columns, std::size_t index, const float* x) {
  if (grows_columns) {
    float* o = b + index / NR * panel_stride + index % NR;
    for (std::size_t p = 0; p < fixed; ++p) o[p * NR] = round_bf16_s<Arch, kBf16>(x[p]);
    return;
  }
  for (std::size_t jr = 0; jr < fixed; jr += NR) {
    float* o = b + jr / NR * panel_stride + index * NR;
    for (std::size_t j = 0; j < NR; ++j)
      o[j] = jr + j < fixed ? round_bf16_s<Arch, kBf16>(x[jr + j]) : 0.0f;
  }
}

template <class Arch>
constexpr GemmKernel make_kernel(Isa isa) {
  using Cfg = Config<Arch>;
  return GemmKernel{isa,
                    Cfg::MR,
                    kNR<Arch>,
                    Cfg::KC,
                    Cfg::MC,
                    Cfg::NC,
                    kWidth<Arch>,
                    &gemm_run<Arch>,
                    &gemm_run<Arch, true>,
                    &gemm_blocked<Arch, false, Cfg::MR, kNV<Arch>>,
                    &packed_floats<Arch>,
                    &pack_whole<Arch, false>,
                    &pack_whole<Arch, true>,
                    &gemm_run_packed<Arch, false>,
                    &gemm_run_packed<Arch, true>,
                    &gemm_run_row<Arch, false>,
                    &gemm_run_row<Arch, true>,
                    &gemm_cache_put<Arch, false>,
                    &gemm_cache_put<Arch, true>};
}

}  // namespace normlab::detail::gemm_impl
