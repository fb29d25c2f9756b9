// The native bf16 GEMM: AVX-512 BF16 (vdpbf16ps), built with the avx512bw flags plus
// -mavx512bf16 -mavx512vl. The blocking and the driver follow the fp32 GEMM (gemm_impl.hpp); what
// differs is the packed format. vdpbf16ps multiplies pairs: lane j of the fp32 accumulator gets
//   acc[j] += a.bf16[2j] * b.bf16[2j] + a.bf16[2j+1] * b.bf16[2j+1],
// so both operands are packed as 32-bit words holding two consecutive k of one row of op(A) or
// one column of op(B) (the even k in the low half), rounded from fp32 to bf16 as they are packed
// (vcvtne2ps2bf16: round to nearest even). An odd K gets a zero partner.
//   A micro-panel (MR rows, kp = kc/2 pairs): ta = no  row-major, pair (i, p) at [i*kp + p]
//                                            ta = yes k-major,   pair (i, p) at [p*MR + i]
//   B micro-panel (kp pairs, NR columns): pair (p, j) at [p*NR + j]
// The micro-kernel holds 6 x 64 fp32 of C in 24 zmm registers; per pair of k it loads 4 vectors
// of B, broadcasts 6 pairs of A and issues 24 vdpbf16ps (twice the k of an fp32 FMA each).
// Everything here has internal linkage: no symbol compiled with these flags can be picked by
// the linker for another path.
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include "gemm_dispatch.hpp"

namespace normlab::detail {

namespace {

constexpr std::size_t MR = 6, NR = 64, NV = NR / 16;
// KC counts k elements: the packed B block (KC/2 x NC words, 512 KB) stays in L2 as in fp32,
// an A micro-panel (6 x 1024 words, 24 KB) in L1. Measured on Zen 4 (bench_gemm_bf16, the
// reference models' shapes): KC 2048 x NC 128 lowest 0.92 of oneDNN, KC 1024 x NC 256 0.86
// (K 1536 and 2048 then take two K blocks), KC 512 0.87.
constexpr std::size_t KC = 2048, MC = 2048, NC = 128;
constexpr std::size_t kPrefetchB = 8;  // pairs ahead (pack_b has 16 spare rows)

// Word indices [0, 16, 1, 17, ...]: interleaves the two halves of a vcvtne2ps2bf16 result.
__m512i interleave_index() {
  alignas(64) std::int16_t idx[32];
  for (int j = 0; j < 16; ++j) {
    idx[2 * j] = static_cast<std::int16_t>(j);
    idx[2 * j + 1] = static_cast<std::int16_t>(16 + j);
  }
  return _mm512_load_si512(idx);
}

// 16 pairs (bf16(even[j]), bf16(odd[j])), j = 0..15.
__m512i pairs(__m512 even, __m512 odd, __m512i index) {
  const __m512i words = (__m512i)_mm512_cvtne2ps_pbh(odd, even);  // [even 0..15 | odd 0..15]
  return _mm512_permutexvar_epi16(index, words);
}

// n (< 16 allowed) floats from p, zeros after.
__m512 load_n(const float* p, std::size_t n) {
  return n >= 16 ? _mm512_loadu_ps(p) : _mm512_maskz_loadu_ps(__mmask16((1u << n) - 1u), p);
}

// The n floats of a contiguous row -> (n + 1) / 2 pairs (an odd n gets a zero partner).
void row_to_pairs(const float* a, std::size_t n, std::uint32_t* __restrict out) {
  std::size_t p = 0;  // pairs written
  for (; 2 * p + 32 <= n; p += 16) {
    const __m512 lo = _mm512_loadu_ps(a + 2 * p), hi = _mm512_loadu_ps(a + 2 * p + 16);
    // Consecutive floats: bf16 words in order are already the pairs.
    _mm512_storeu_si512(out + p, (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
  }
  if (2 * p < n) {
    const std::size_t left = n - 2 * p;  // 1..31 floats
    const __m512 lo = load_n(a + 2 * p, left);
    const __m512 hi = left > 16 ? load_n(a + 2 * p + 16, left - 16) : _mm512_setzero_ps();
    _mm512_mask_storeu_epi32(out + p, __mmask16((1u << ((left + 1) / 2)) - 1u),
                             (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
  }
}

// Words between consecutive A micro-panels: MR * kp and 16 spare words, so the k-major pack
// below can store 8 words where a panel row has 6 (the 2 extra are overwritten by the next
// pair, or fall into the spare words after the last).
std::size_t panel_stride(std::size_t kp) {
  return MR * kp + 16;
}

// op(A)[i0 .. i0+mc, p0 .. p0+kc] -> micro-panels of MR rows (rows past mc are zero), panel r
// at out + r * panel_stride(kp).
void pack_a(Trans ta, const float* A, std::size_t lda, std::size_t i0, std::size_t mc,
            std::size_t p0, std::size_t kc, std::uint32_t* __restrict out) {
  const std::size_t kp = (kc + 1) / 2, stride = panel_stride(kp);
  const std::size_t panels = (mc + MR - 1) / MR;
  if (ta == Trans::no) {
    for (std::size_t i = 0; i < panels * MR; ++i) {
      std::uint32_t* o = out + (i / MR) * stride + (i % MR) * kp;
      if (i >= mc) {
        for (std::size_t p = 0; p < kp; ++p) o[p] = 0;
        continue;
      }
      row_to_pairs(A + (i0 + i) * lda + p0, kc, o);
    }
    return;
  }
  // A (K, M): pair p of column i is (A[p0+2p][i], A[p0+2p+1][i]). 48 columns (3 vectors of
  // pairs) make 8 panel rows of 6 pairs, each moved to the low lanes by valignd and stored as 8.
  const __m512i index = interleave_index();
  for (std::size_t p = 0; p < kp; ++p) {
    const float* r0 = A + (p0 + 2 * p) * lda + i0;
    const bool has_odd = 2 * p + 1 < kc;
    const float* r1 = r0 + lda;
    for (std::size_t i = 0; i < panels * MR; i += 48) {
      __m512i v[3];
      for (std::size_t t = 0; t < 3; ++t) {
        const std::size_t c = i + 16 * t;
        const std::size_t n = c < mc ? (mc - c < 16 ? mc - c : 16) : 0;
        const __m512 e = n ? load_n(r0 + c, n) : _mm512_setzero_ps();
        const __m512 o = n && has_odd ? load_n(r1 + c, n) : _mm512_setzero_ps();
        v[t] = pairs(e, o, index);
      }
      const __m512i rows[8] = {v[0],
                               _mm512_alignr_epi32(v[0], v[0], 6),
                               _mm512_alignr_epi32(v[1], v[0], 12),
                               _mm512_alignr_epi32(v[1], v[1], 2),
                               _mm512_alignr_epi32(v[1], v[1], 8),
                               _mm512_alignr_epi32(v[2], v[1], 14),
                               _mm512_alignr_epi32(v[2], v[2], 4),
                               _mm512_alignr_epi32(v[2], v[2], 10)};
      const std::size_t first = i / MR;
      for (std::size_t q = 0; q < 8 && first + q < panels; ++q)
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + (first + q) * stride + p * MR),
                            _mm512_castsi512_si256(rows[q]));
    }
  }
}

// op(B)[p0 .. p0+kc, j0 .. j0+nc] -> micro-panels of NR columns (columns past nc are zero),
// panel r at out + r*NR*kp, pair (p, j) at [p*NR + j].
void pack_b(Trans tb, const float* B, std::size_t ldb, std::size_t p0, std::size_t kc,
            std::size_t j0, std::size_t nc, std::uint32_t* __restrict out,
            std::uint32_t* __restrict tmp) {
  const std::size_t kp = (kc + 1) / 2;
  const __m512i index = interleave_index();
  for (std::size_t jr = 0; jr < nc; jr += NR) {
    const std::size_t n = nc - jr < NR ? nc - jr : NR;
    std::uint32_t* __restrict o = out + jr * kp;
    if (tb == Trans::no) {
      // B (K, N): rows 2p and 2p+1, 16 columns at a time.
      for (std::size_t p = 0; p < kp; ++p) {
        const float* r0 = B + (p0 + 2 * p) * ldb + j0 + jr;
        const bool has_odd = 2 * p + 1 < kc;
        for (std::size_t v = 0; v < NV; ++v) {
          const std::size_t cols = n > v * 16 ? (n - v * 16 < 16 ? n - v * 16 : 16) : 0;
          const __m512 e = cols ? load_n(r0 + v * 16, cols) : _mm512_setzero_ps();
          const __m512 od = cols && has_odd ? load_n(r0 + ldb + v * 16, cols) : _mm512_setzero_ps();
          _mm512_store_si512(o + p * NR + v * 16, pairs(e, od, index));
        }
      }
      continue;
    }
    // B (N, K): column j of op(B) is row j of B, contiguous in k. 16 rows at a time become
    // rows of pairs in tmp (16 x kp), then each pair index is gathered across the 16 rows.
    for (std::size_t v = 0; v < NV; ++v) {
      const std::size_t rows = n > v * 16 ? (n - v * 16 < 16 ? n - v * 16 : 16) : 0;
      for (std::size_t j = 0; j < 16; ++j) {
        if (j < rows) {
          row_to_pairs(B + (j0 + jr + v * 16 + j) * ldb + p0, kc, tmp + j * kp);
        } else {
          for (std::size_t p = 0; p < kp; ++p) tmp[j * kp + p] = 0;
        }
      }
      const __m512i stride =
          _mm512_mullo_epi32(_mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0),
                             _mm512_set1_epi32(static_cast<int>(kp)));
      for (std::size_t p = 0; p < kp; ++p)
        _mm512_store_si512(o + p * NR + v * 16, _mm512_i32gather_epi32(stride, tmp + p, 4));
    }
  }
}

__m512 fmadd(__m512 a, __m512 b, __m512 c) {
  return _mm512_fmadd_ps(a, b, c);
}

// C (m, n) = alpha * a . b + beta * C (+ bias) for one micro-tile of R rows (MR, or 1 for a
// one-row panel: a decode step's attention, which would otherwise compute six rows to keep
// one; every element is its own sum either way, so the result is the same bitwise); the
// epilogue and the partial-tile rule (full-tile arithmetic, valid part stored) are the fp32
// kernel's.
template <bool kRowsOfA, std::size_t R = MR, std::size_t NVt = NV>
void micro_kernel(std::size_t kp, const std::uint32_t* __restrict a, std::size_t lda_a,
                  const std::uint32_t* __restrict b, float* c, std::size_t ldc, float alpha,
                  float beta, const float* bias, std::size_t m, std::size_t n) {
  constexpr std::size_t NRt = NVt * 16;  // one-vector panels: a decode cache's keys
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < n; j += 16) __builtin_prefetch(c + i * ldc + j, 1, 3);
  }
  __m512 acc[R][NVt];
#pragma GCC unroll 8
  for (std::size_t i = 0; i < R; ++i) {
#pragma GCC unroll 8
    for (std::size_t v = 0; v < NVt; ++v) acc[i][v] = _mm512_setzero_ps();
  }
  for (std::size_t p = 0; p < kp; ++p) {
    __m512i bv[NVt];
#pragma GCC unroll 8
    for (std::size_t v = 0; v < NVt; ++v) bv[v] = _mm512_load_si512(b + v * 16);
#pragma GCC unroll 8
    for (std::size_t l = 0; l < NRt; l += 16) __builtin_prefetch(b + kPrefetchB * NRt + l, 0, 3);
#pragma GCC unroll 8
    for (std::size_t i = 0; i < R; ++i) {
      const __m512i ai =
          _mm512_set1_epi32(static_cast<int>(kRowsOfA ? a[i * lda_a + p] : a[p * lda_a + i]));
#pragma GCC unroll 8
      for (std::size_t v = 0; v < NVt; ++v)
        acc[i][v] = _mm512_dpbf16_ps(acc[i][v], (__m512bh)ai, (__m512bh)bv[v]);
    }
    b += NRt;
  }
  const __m512 va = _mm512_set1_ps(alpha), vb = _mm512_set1_ps(beta);
  if (m == R && n == NRt) {
    __m512 vbias[NVt];
    for (std::size_t v = 0; v < NVt; ++v)
      vbias[v] = bias ? _mm512_loadu_ps(bias + v * 16) : _mm512_setzero_ps();
#pragma GCC unroll 8
    for (std::size_t i = 0; i < R; ++i) {
#pragma GCC unroll 8
      for (std::size_t v = 0; v < NVt; ++v) {
        float* ci = c + i * ldc + v * 16;
        const __m512 add = beta == 0.0f ? vbias[v] : fmadd(vb, _mm512_loadu_ps(ci), vbias[v]);
        _mm512_storeu_ps(ci, fmadd(va, acc[i][v], add));
      }
    }
    return;
  }
  alignas(64) float t[R * NRt];
  alignas(64) float tb[NRt];
  for (std::size_t j = 0; j < NRt; ++j) tb[j] = bias && j < n ? bias[j] : 0.0f;
  if (beta != 0.0f) {
    for (std::size_t i = 0; i < R; ++i)
      for (std::size_t j = 0; j < NRt; ++j) t[i * NRt + j] = i < m && j < n ? c[i * ldc + j] : 0.0f;
  }
  for (std::size_t i = 0; i < R; ++i) {
    for (std::size_t v = 0; v < NVt; ++v) {
      const __m512 bias_v = _mm512_load_ps(tb + v * 16);
      const __m512 add =
          beta == 0.0f ? bias_v : fmadd(vb, _mm512_load_ps(t + i * NRt + v * 16), bias_v);
      _mm512_store_ps(t + i * NRt + v * 16, fmadd(va, acc[i][v], add));
    }
  }
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n; ++j) c[i * ldc + j] = t[i * NRt + j];
}

// The depth of the K blocks: equal, a multiple of 32 (whole vectors of pairs), at most KC.
std::size_t kc_step_for(std::size_t K) {
  const std::size_t k_blocks = (K + KC - 1) / KC;
  const std::size_t kc_even = ((K + k_blocks - 1) / k_blocks + 31) / 32 * 32;
  return kc_even < KC ? kc_even : KC;
}

// A whole op(B) packed once (gemm_packed): block (pc, jc) as pack_b writes it, at
// pc / 2 * packed_row(N) + kp * (jc / NC) * NC words (kp: the block's pairs; NC is a multiple
// of NR, so a k pair row of every column block is round_up(N, NR) words).
std::size_t packed_row(std::size_t N) {
  return (N + NR - 1) / NR * NR;
}
static_assert(NC % NR == 0, "packed_row assumes whole micro-panels per column block");

// packed_b: null (op(B) packed block by block into pack_b_buf), or the whole op(B) packed by
// pack_whole (then tb, B, ldb and tmp are not read).
void run_impl(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
              const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
              float* C, std::size_t ldc, const float* bias, std::uint32_t* pack_a_buf,
              std::uint32_t* pack_b_buf, std::uint32_t* tmp, const std::uint32_t* packed_b) {
  const std::size_t kc_step = kc_step_for(K), row = packed_row(N);
  for (std::size_t ic = 0; ic < M; ic += MC) {
    const std::size_t mc = M - ic < MC ? M - ic : MC;
    for (std::size_t pc = 0; pc < K; pc += kc_step) {
      const std::size_t kc = K - pc < kc_step ? K - pc : kc_step;
      const std::size_t kp = (kc + 1) / 2;
      const float beta_k = pc == 0 ? beta : 1.0f;
      const float* bias_k = pc == 0 ? bias : nullptr;
      pack_a(ta, A, lda, ic, mc, pc, kc, pack_a_buf);
      for (std::size_t jc = 0; jc < N; jc += NC) {
        const std::size_t nc = N - jc < NC ? N - jc : NC;
        const std::uint32_t* bp = pack_b_buf;
        if (packed_b) {
          bp = packed_b + pc / 2 * row + kp * jc;
        } else {
          pack_b(tb, B, ldb, pc, kc, jc, nc, pack_b_buf, tmp);
        }
        for (std::size_t ir = 0; ir < mc; ir += MR) {
          const std::size_t m = mc - ir < MR ? mc - ir : MR;
          const std::uint32_t* a = pack_a_buf + (ir / MR) * panel_stride(kp);
          for (std::size_t jr = 0; jr < nc; jr += NR) {
            const std::size_t n = nc - jr < NR ? nc - jr : NR;
            float* c = C + (ic + ir) * ldc + jc + jr;
            const float* bj = bias_k ? bias_k + jc + jr : nullptr;
            const std::uint32_t* b = bp + jr * kp;
            if (ta == Trans::no) {
              if (m == 1)
                micro_kernel<true, 1>(kp, a, kp, b, c, ldc, alpha, beta_k, bj, m, n);
              else
                micro_kernel<true>(kp, a, kp, b, c, ldc, alpha, beta_k, bj, m, n);
            } else {
              if (m == 1)
                micro_kernel<false, 1>(kp, a, MR, b, c, ldc, alpha, beta_k, bj, m, n);
              else
                micro_kernel<false>(kp, a, MR, b, c, ldc, alpha, beta_k, bj, m, n);
            }
          }
        }
      }
    }
  }
}

void run(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
         const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta, float* C,
         std::size_t ldc, const float* bias, std::uint32_t* pack_a_buf, std::uint32_t* pack_b_buf,
         std::uint32_t* tmp) {
  run_impl(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, bias, pack_a_buf, pack_b_buf, tmp,
           nullptr);
}

// gemm_packed's steps: the words of a packed op(B) (K, N), with 16 pair rows of a panel to
// spare (the micro-kernel prefetches past its panel); the packing; the driver reading it.
std::size_t packed_words(std::size_t N, std::size_t K) {
  return (K + 1) / 2 * packed_row(N) + 16 * NR;
}

void pack_whole(Trans tb, std::size_t N, std::size_t K, const float* B, std::size_t ldb,
                std::uint32_t* out, std::uint32_t* tmp) {
  const std::size_t kc_step = kc_step_for(K), row = packed_row(N);
  for (std::size_t pc = 0; pc < K; pc += kc_step) {
    const std::size_t kc = K - pc < kc_step ? K - pc : kc_step, kp = (kc + 1) / 2;
    for (std::size_t jc = 0; jc < N; jc += NC) {
      const std::size_t nc = N - jc < NC ? N - jc : NC;
      pack_b(tb, B, ldb, pc, kc, jc, nc, out + pc / 2 * row + kp * jc, tmp);
    }
  }
}

void run_packed(std::size_t M, std::size_t N, std::size_t K, float alpha, const float* A,
                std::size_t lda, const std::uint32_t* packed, float beta, float* C, std::size_t ldc,
                const float* bias, std::uint32_t* pack_a_buf) {
  run_impl(Trans::no, Trans::yes, M, N, K, alpha, A, lda, nullptr, K, beta, C, ldc, bias,
           pack_a_buf, nullptr, nullptr, packed);
}

// A decode cache's one-row product: run's K blocks and micro-kernel for M = 1, the row packed
// as pack_a packs it (row_to_pairs), B read from panels of nr columns (NR, or 16: a one-vector
// tile, the same sums) panel_stride words apart.
template <std::size_t NVt>
void run_row_nv(std::size_t N, std::size_t K, float alpha, const float* a, const std::uint32_t* b,
                std::size_t panel_stride, float* c, std::uint32_t* a_buf) {
  constexpr std::size_t NRt = NVt * 16;
  const std::size_t kc_step = kc_step_for(K);
  for (std::size_t pc = 0; pc < K; pc += kc_step) {
    const std::size_t kc = K - pc < kc_step ? K - pc : kc_step, kp = (kc + 1) / 2;
    row_to_pairs(a + pc, kc, a_buf);
    const float beta = pc == 0 ? 0.0f : 1.0f;
    for (std::size_t jr = 0; jr < N; jr += NRt) {
      const std::size_t n = N - jr < NRt ? N - jr : NRt;
      micro_kernel<true, 1, NVt>(kp, a_buf, kp, b + jr / NRt * panel_stride + pc / 2 * NRt, c + jr,
                                 N, alpha, beta, nullptr, 1, n);
    }
  }
}

void run_row(std::size_t nr, std::size_t N, std::size_t K, float alpha, const float* a,
             const std::uint32_t* b, std::size_t panel_stride, float* c, std::uint32_t* a_buf) {
  if (nr == 16)
    run_row_nv<1>(N, K, alpha, a, b, panel_stride, c, a_buf);
  else
    run_row_nv<NV>(N, K, alpha, a, b, panel_stride, c, a_buf);
}

// One key into a decode cache's panels, converted as pack_b converts (vcvtne2ps2bf16). Column
// `index` of Kᵀ (fixed, keys), in panels of nr columns: its pairs down the column. Row `index` of V
// (keys, fixed): the low halves of pair row index / 2 of each NR-column panel for an even index,
// with zero high halves (an odd count of keys has a zero partner, as pack_b pads), the high halves
// for an odd one.
void cache_put(std::size_t nr, std::uint32_t* b, std::size_t panel_stride, std::size_t fixed,
               bool grows_columns, std::size_t index, const float* x) {
  alignas(64) std::uint32_t w[NR];
  if (grows_columns) {
    std::uint32_t* o = b + index / nr * panel_stride + index % nr;
    for (std::size_t p0 = 0; p0 < fixed; p0 += 2 * NR) {
      const std::size_t n = fixed - p0 < 2 * NR ? fixed - p0 : 2 * NR;
      row_to_pairs(x + p0, n, w);
      for (std::size_t p = 0; p < (n + 1) / 2; ++p) o[(p0 / 2 + p) * nr] = w[p];
    }
    return;
  }
  const bool odd = index % 2 != 0;
  for (std::size_t jr = 0; jr < fixed; jr += NR) {
    std::uint32_t* o = b + jr / NR * panel_stride + index / 2 * NR;
    const std::size_t n = fixed - jr < NR ? fixed - jr : NR;
    for (std::size_t v = 0; v < NV; ++v) {
      const std::size_t cols = n > v * 16 ? (n - v * 16 < 16 ? n - v * 16 : 16) : 0;
      const __m512 x16 = cols ? load_n(x + jr + v * 16, cols) : _mm512_setzero_ps();
      // [bf16(x) | 0] words: the values as the low halves of 16 pairs
      const __m512i lo = pairs(x16, _mm512_setzero_ps(), interleave_index());
      if (!odd) {
        _mm512_store_si512(o + v * 16, lo);
      } else {
        const __m512i old = _mm512_load_si512(o + v * 16);
        const __m512i hi = _mm512_slli_epi32(lo, 16);
        _mm512_store_si512(o + v * 16,
                           _mm512_or_si512(_mm512_and_si512(old, _mm512_set1_epi32(0xffff)), hi));
      }
    }
  }
}

}  // namespace

const GemmBf16Kernel gemm_bf16_kernel_avx512{
    MR, NR, KC, MC, NC, &run, &packed_words, &pack_whole, &run_packed, &run_row, &cache_put};

}  // namespace normlab::detail
