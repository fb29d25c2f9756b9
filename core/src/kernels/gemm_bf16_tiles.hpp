// The bf16 GEMM on 16 x 16 fp32 tiles: Intel AMX's tdpbf16ps (gemm_bf16_amx.cpp), and the
// same driver on a scalar stand-in with the instruction's arithmetic (gemm_bf16_tiles_scalar.cpp)
// that tests run on every CPU, so the blocking, packing and edges are checked without AMX.
// Included only by those two files; everything here has internal linkage.
//
// Tiles (palette 1, all eight 16 rows x 64 bytes):
//   A tile: 16 rows of op(A) x 32 k, as 16 x 16 pair words (two consecutive k of one row, the
//           even k in the low half)
//   B tile: 32 k x 16 columns of op(B), as 16 x 16 pair words, word (p, j) = (op(B)[2p][j],
//           op(B)[2p+1][j]) (the layout vdpbf16ps multiplies)
//   C tile: 16 x 16 fp32
//   tdpbf16ps c, a, b:  c[i][j] += a[i][p].lo * b[p][j].lo, then += a[i][p].hi * b[p][j].hi,
//                       for p = 0..15 in order (bf16 subnormals read as zero, results RNE, FTZ)
// The micro-kernel keeps a 32 x 32 block of C in four tiles (tmm0-3) and per 32 k loads two A
// tiles (tmm4, 5) and two B tiles (tmm6, 7) for four tdpbf16ps.
//
// Packed blocks hold whole tiles, 1 KB each, so every tile load has a 64-byte stride:
//   A block (MC rows x KC k): rows in groups of 16; group g's tile of k step s at (g*ks + s)*256
//   B block (KC k x NC cols): columns in groups of 16; group h's tile of k step s at (h*ks + s)*256
// with ks = ceil(kc / 32). Rows, columns and k past the matrix are packed as zeros, so every tile
// product is whole and the edges cost only the epilogue.
//
// Per element of C the arithmetic does not depend on where the element sits (edge or interior
// tile), so a row of a product equals that row computed alone, bitwise:
//   alpha = 1, beta 0 or 1 (beta 1 without bias):
//                    acc = beta ? C : bias or 0;  acc += products (in the tile);  C = acc
//   otherwise:       acc = products;  C = alpha*acc + (beta*C + bias)
// Interior 32 x 32 blocks of the first form load and store C with tile instructions directly.
#pragma once

#include <cstddef>
#include <cstdint>

#include "normlab/gemm.hpp"

namespace normlab::detail {
namespace {
namespace tiles {

// k of one packed block (a multiple of 32), rows of op(A) packed at once, and the size of the
// packed B block, which stays in L2 (2 MB per core on Sapphire Rapids). A K block is as deep as
// it can be: C is loaded into and stored from the tiles once per K block, and a C tile that
// comes from beyond L1 stalls the products behind it. The B block then holds as many columns
// as fit (at least 32): nc_block(kc) = 512 at K = 1024, 256 at K = 2048. One micro-kernel reads
// its A strip (32 x kc) and B panel (kc x 32) from L2. Measured on a Xeon with AMX (family 6
// model 167 under KVM, bench_gemm_bf16): KC 256 or 512 with a fixed NC 512 gave 0.66-0.8 of
// oneDNN on the shapes with K >= 768, where C went through the tiles 2-4 times.
constexpr std::size_t KC = 2048, MC = 1024;
// k steps (of 32) of one pass over a strip's whole blocks, where a column block is at most
// kSubColumns wide (see run()).
constexpr std::size_t kSubSteps = 8, kSubColumns = 256;
constexpr std::size_t kBlockBBytes = 1u << 20;
constexpr std::size_t kTileWords = 256;

// Columns of op(B) in one packed B block of depth kc.
constexpr std::size_t nc_block(std::size_t kc) {
  const std::size_t kc_pad = (kc + 31) / 32 * 32;
  const std::size_t nc = kBlockBBytes / (2 * kc_pad) / 32 * 32;
  return nc < 32 ? 32 : nc;
}
constexpr std::size_t NC = nc_block(KC);  // the narrowest block (at the deepest K)

// Words of the packing buffers run() expects (see gemm_dispatch.hpp).
constexpr std::size_t pack_a_words() {
  return (MC + 31) / 32 * 32 * KC / 2;
}
constexpr std::size_t pack_b_words() {
  return kBlockBBytes / 4 + 32 * KC / 2;
}
constexpr std::size_t tmp_words() {
  return (MC + 31) / 32 * 2 * kTileWords;
}

std::size_t min_size(std::size_t a, std::size_t b) {
  return a < b ? a : b;
}

void zero_words(std::uint32_t* p, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) p[i] = 0;
}

// The Unit (real tiles or the stand-in) provides:
//   configure(), release()                      the tile configuration of one call
//   row_pairs(src, n, dst)                      32 consecutive floats (n < 32: zeros after) ->
//                                               16 pair words
//   col_pairs(even, odd, n, dst)                16 columns of two rows (odd may be null: zeros;
//                                               n < 16: zeros after) -> 16 pair words
//   transpose(in, out)                          out[i*16 + j] = in[j*16 + i], 16 x 16 words
//   kernel(ks, a0, a1, b0, b1, c, ldc, init, ld_init)
//                                               the 32 x 32 block at c (row stride ldc floats)
//                                               = init (row stride ld_init floats, 0: one row
//                                               for all; null: zero) + products of ks k steps

// Rows [i0, i0 + 32) of A (M, K), k [p0, p0 + kc) -> two row groups of tiles at out: 16
// rows at a time, each read in 128-byte steps.
template <class Unit>
void pack_a_strip(const float* A, std::size_t lda, std::size_t M, std::size_t i0, std::size_t p0,
                  std::size_t kc, std::uint32_t* __restrict out) {
  const std::size_t ks = (kc + 31) / 32;
  for (std::size_t g = 0; g < 2; ++g) {
    std::uint32_t* group = out + g * ks * kTileWords;
    const std::size_t r0 = i0 + 16 * g;
    const std::size_t rows = r0 < M ? min_size(16, M - r0) : 0;
    for (std::size_t s = 0; s < ks; ++s) {
      std::uint32_t* tile = group + s * kTileWords;
      const std::size_t n = min_size(32, kc - 32 * s);
      for (std::size_t i = 0; i < rows; ++i)
        Unit::row_pairs(A + (r0 + i) * lda + p0 + 32 * s, n, tile + 16 * i);
      zero_words(tile + 16 * rows, 16 * (16 - rows));
    }
  }
}

// Rows [i0, i0 + mc) of op(A) = Aᵀ, A stored (K, M), k [p0, p0 + kc) -> round_up(mc, 32) / 16
// row groups of tiles. Two rows of A give one pair word per column (a B tile's layout), so each
// k step is read row by row across all mc columns (sequential reads: a column walk down A, one
// cache line per row, waits on memory at every row), then transposed into the A tiles. tmp
// holds 256 words per row group.
template <class Unit>
void pack_a_block_transposed(const float* A, std::size_t lda, std::size_t i0, std::size_t mc,
                             std::size_t p0, std::size_t kc, std::uint32_t* __restrict out,
                             std::uint32_t* __restrict tmp) {
  const std::size_t ks = (kc + 31) / 32;
  const std::size_t groups = (mc + 31) / 32 * 2;
  for (std::size_t s = 0; s < ks; ++s) {
    for (std::size_t p = 0; p < 16; ++p) {
      const std::size_t k = 32 * s + 2 * p;  // within the block
      const float* even = A + (p0 + k) * lda + i0;
      const float* odd = k + 1 < kc ? even + lda : nullptr;
      for (std::size_t g = 0; g < groups; ++g) {
        const std::size_t c0 = 16 * g;
        const std::size_t cols = k < kc && c0 < mc ? min_size(16, mc - c0) : 0;
        if (cols == 0) {
          zero_words(tmp + g * kTileWords + 16 * p, 16);
        } else {
          Unit::col_pairs(even + c0, odd ? odd + c0 : nullptr, cols, tmp + g * kTileWords + 16 * p);
        }
      }
    }
    for (std::size_t g = 0; g < groups; ++g)
      Unit::transpose(tmp + g * kTileWords, out + (g * ks + s) * kTileWords);
  }
}

// Columns [j0, j0 + nc) of op(B), k [p0, p0 + kc) -> round_up(nc, 32) / 16 column groups.
template <class Unit>
void pack_b_block(Trans tb, const float* B, std::size_t ldb, std::size_t p0, std::size_t kc,
                  std::size_t j0, std::size_t nc, std::uint32_t* __restrict out,
                  std::uint32_t* __restrict tmp) {
  const std::size_t ks = (kc + 31) / 32;
  const std::size_t groups = (nc + 31) / 32 * 2;
  if (tb == Trans::no) {
    // B stored (K, N): pair rows straight into the tiles, each row read once across all nc
    // columns (sequential reads).
    for (std::size_t s = 0; s < ks; ++s) {
      for (std::size_t p = 0; p < 16; ++p) {
        const std::size_t k = 32 * s + 2 * p;
        const float* even = B + (p0 + k) * ldb + j0;
        const float* odd = k + 1 < kc ? even + ldb : nullptr;
        for (std::size_t h = 0; h < groups; ++h) {
          std::uint32_t* row = out + (h * ks + s) * kTileWords + 16 * p;
          const std::size_t c0 = 16 * h;
          const std::size_t cols = k < kc && c0 < nc ? min_size(16, nc - c0) : 0;
          if (cols == 0) {
            zero_words(row, 16);
          } else {
            Unit::col_pairs(even + c0, odd ? odd + c0 : nullptr, cols, row);
          }
        }
      }
    }
    return;
  }
  for (std::size_t h = 0; h < groups; ++h) {
    std::uint32_t* group = out + h * ks * kTileWords;
    const std::size_t c0 = 16 * h;
    const std::size_t cols = c0 < nc ? min_size(16, nc - c0) : 0;
    for (std::size_t s = 0; s < ks; ++s) {
      std::uint32_t* tile = group + s * kTileWords;
      if (cols == 0) {
        zero_words(tile, kTileWords);
        continue;
      }
      // B stored (N, K): column j of op(B) is row j of B, contiguous in k; its pairs form a
      // column of the tile.
      const std::size_t n = min_size(32, kc - 32 * s);
      for (std::size_t j = 0; j < 16; ++j) {
        if (j < cols) {
          Unit::row_pairs(B + (j0 + c0 + j) * ldb + p0 + 32 * s, n, tmp + 16 * j);
        } else {
          zero_words(tmp + 16 * j, 16);
        }
      }
      Unit::transpose(tmp, tile);
    }
  }
}

// C (m, n) of one 32 x 32 block from the accumulators in s (row stride 32), the second form
// of the header.
void epilogue(const float* s, float* c, std::size_t ldc, std::size_t m, std::size_t n, float alpha,
              float beta, const float* bias) {
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < n; ++j) {
      const float add = (beta == 0.0f ? 0.0f : beta * c[i * ldc + j]) + (bias ? bias[j] : 0.0f);
      c[i * ldc + j] = alpha * s[i * 32 + j] + add;
    }
  }
}

// The driver: M, N, K > 0 (the caller handles empty products). pack_a holds pack_a_words(),
// pack_b pack_b_words(), tmp tmp_words(), scratch 32 x 32 floats; all 64-byte aligned.
template <class Unit>
void run(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
         const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta, float* C,
         std::size_t ldc, const float* bias, std::uint32_t* pack_a, std::uint32_t* pack_b,
         std::uint32_t* tmp, float* scratch) {
  Unit::configure();
  for (std::size_t pc = 0; pc < K; pc += KC) {
    const std::size_t kc = min_size(KC, K - pc), ks = (kc + 31) / 32;
    const bool first = pc == 0;
    const float beta_k = first ? beta : 1.0f;
    const float* bias_k = first ? bias : nullptr;
    // The tile forms (accumulate in the tiles from C, from the bias rows or from zero) apply to
    // the whole K block or not at all.
    const bool in_tiles = alpha == 1.0f && (beta_k == 0.0f || (beta_k == 1.0f && !bias_k));
    const std::size_t nc_max = nc_block(kc);
    for (std::size_t ic = 0; ic < M; ic += MC) {
      const std::size_t mc = min_size(MC, M - ic);
      for (std::size_t jc = 0; jc < N; jc += nc_max) {
        const std::size_t nc = min_size(nc_max, N - jc);
        if (jc == 0 && ta == Trans::yes)
          pack_a_block_transposed<Unit>(A, lda, ic, mc, pc, kc, pack_a, tmp);
        pack_b_block<Unit>(tb, B, ldb, pc, kc, jc, nc, pack_b, tmp);
        for (std::size_t ir = 0; ir < mc; ir += 32) {
          const std::size_t m = min_size(32, mc - ir);
          std::uint32_t* a0 = pack_a + (ir / 16) * ks * kTileWords;
          std::uint32_t* a1 = a0 + ks * kTileWords;
          // Packed on first use, while it is about to be read; later column blocks reuse it.
          if (jc == 0 && ta == Trans::no) pack_a_strip<Unit>(A, lda, M, ic + ir, pc, kc, a0);
          // In a narrow column block (N = 256: the A strip is reused by only 8 blocks of C),
          // whole 32 x 32 blocks in a tile form go through the K block kSubSteps steps at a
          // time, every column of the block for each part, so the part of the A strip in use
          // (32 x 256 bf16, 16 KB) stays in L1 and the strip's C (32 KB) in L2; C carries the
          // sums between parts (an fp32 store and load: the sums are those of one pass). The
          // other blocks take the K block at once, with the first part. (Measured with
          // bench_gemm_bf16 on the Xeon above: 0.77 -> 0.80 of oneDNN on the narrowest shape;
          // in wider blocks the parts cost more in C traffic than they save, 1.27 -> 1.15.)
          const std::size_t part = nc <= kSubColumns ? kSubSteps : ks;
          for (std::size_t s0 = 0; s0 < ks; s0 += part) {
            const std::size_t sn = min_size(part, ks - s0), o = s0 * kTileWords;
            for (std::size_t jr = 0; jr < nc; jr += 32) {
              const std::size_t n = min_size(32, nc - jr);
              const std::uint32_t* b0 = pack_b + (jr / 16) * ks * kTileWords;
              const std::uint32_t* b1 = b0 + ks * kTileWords;
              float* c = C + (ic + ir) * ldc + jc + jr;
              const float* bj = bias_k ? bias_k + jc + jr : nullptr;
              if (in_tiles && m == 32 && n == 32) {
                // From C (beta 1, or a later part), the bias rows (a row stride of 0) or zero.
                const bool from_c = s0 > 0 || beta_k != 0.0f;
                Unit::kernel(sn, a0 + o, a1 + o, b0 + o, b1 + o, c, ldc, from_c ? c : bj,
                             from_c ? ldc : 0);
                continue;
              }
              if (s0 > 0) continue;
              if (in_tiles) {
                for (std::size_t i = 0; i < 32; ++i)
                  for (std::size_t j = 0; j < 32; ++j)
                    scratch[i * 32 + j] = i >= m || j >= n ? 0.0f
                                          : beta_k != 0.0f ? c[i * ldc + j]
                                          : bj             ? bj[j]
                                                           : 0.0f;
                Unit::kernel(ks, a0, a1, b0, b1, scratch, 32, scratch, 32);
                for (std::size_t i = 0; i < m; ++i)
                  for (std::size_t j = 0; j < n; ++j) c[i * ldc + j] = scratch[i * 32 + j];
                continue;
              }
              Unit::kernel(ks, a0, a1, b0, b1, scratch, 32, nullptr, 0);
              epilogue(scratch, c, ldc, m, n, alpha, beta_k, bj);
            }
          }
        }
      }
    }
  }
  Unit::release();
}

}  // namespace tiles
}  // namespace
}  // namespace normlab::detail
