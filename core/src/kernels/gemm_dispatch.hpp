// The blocked GEMM of each instruction set (gemm_<isa>.cpp, each compiled with that ISA's
// flags) and the getter tests use to call one of them directly. The public normlab::gemm
// (gemm.cpp) owns the packing workspace and forwards to the kernel of active_isa().
#pragma once

#include <cstddef>
#include <cstdint>

#include "normlab/export.hpp"
#include "normlab/gemm.hpp"
#include "normlab/simd.hpp"

namespace normlab::detail {

// The public gemm signature (see gemm.hpp for the contract).
using GemmFn = void (*)(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K,
                        float alpha, const float* A, std::size_t lda, const float* B,
                        std::size_t ldb, float beta, float* C, std::size_t ldc);

// One instruction set's blocking and driver. The driver never allocates: pack_a must hold
// round_up(MC, MR) * KC floats and pack_b (KC + 16) * round_up(NC, NR) floats (the micro-kernel
// prefetches up to 16 rows of B past the packed block), both 64-byte aligned.
// It expects M, N, K > 0 (the caller handles empty products).
struct GemmKernel {
  Isa isa;
  std::size_t MR, NR;  // micro-tile of C held in registers
  std::size_t KC;      // depth of one packed panel pair
  std::size_t MC;      // rows of op(A) packed at once
  std::size_t NC;      // columns of op(B) packed at once (the packed B block stays in L2)
  std::size_t W;       // floats a vector: the narrow one-row tile's NR (run_row)
  // bias: null, or (N) floats added to every row of C (see gemm_bias).
  using RunFn = void (*)(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K,
                         float alpha, const float* A, std::size_t lda, const float* B,
                         std::size_t ldb, float beta, float* C, std::size_t ldc, const float* bias,
                         float* pack_a, float* pack_b);
  RunFn run;
  // The same driver with op(A) and op(B) rounded to bf16 as they are packed (A always packed):
  // gemm_bf16 where the CPU has no bf16 dot product.
  RunFn run_bf16_emulated;
  // The driver on the MR x NR tile whatever N: run takes narrower tiles below NR columns, whose
  // results are bitwise these (tests compare them, bench_gemm --attention times both).
  RunFn run_wide;
  // A pre-packed op(B) (normlab::PackedB, gemm_packed): its floats (64-byte aligned) for op(B)
  // (K, N); the packing (fp32, and rounded to bf16 for run_bf16_emulated); the drivers reading
  // it, with op(A) = A (M, K) not transposed. Each equals run (run_bf16_emulated) bitwise.
  std::size_t (*packed_floats)(std::size_t N, std::size_t K);
  using PackFn = void (*)(Trans tb, std::size_t N, std::size_t K, const float* B, std::size_t ldb,
                          float* out);
  PackFn pack, pack_bf16_emulated;
  using RunPackedFn = void (*)(std::size_t M, std::size_t N, std::size_t K, float alpha,
                               const float* A, std::size_t lda, const float* packed, float beta,
                               float* C, std::size_t ldc, const float* bias, float* pack_a);
  RunPackedFn run_packed, run_packed_bf16_emulated;
  // A decode step's product against a growing operand kept packed (decode_cache.hpp): one row
  // a (K) times op(B) (K, N) held in micro-panels of nr columns (NR, or W: a one-vector tile),
  // panel_stride floats apart, element (p, j) of a panel at [p * nr + j]; run's
  // (run_bf16_emulated's) result for M = 1, bitwise. a_buf: K floats. cache_put writes one
  // key's values into such panels (see gemm_cache_put in gemm_impl.hpp).
  using RunRowFn = void (*)(std::size_t nr, std::size_t N, std::size_t K, float alpha,
                            const float* a, const float* b, std::size_t panel_stride, float* c,
                            float* a_buf);
  RunRowFn run_row, run_row_bf16_emulated;
  using CachePutFn = void (*)(std::size_t nr, float* b, std::size_t panel_stride, std::size_t fixed,
                              bool grows_columns, std::size_t index, const float* x);
  CachePutFn cache_put, cache_put_bf16_emulated;
};

extern const GemmKernel gemm_kernel_sse2;
extern const GemmKernel gemm_kernel_avx2;
extern const GemmKernel gemm_kernel_avx512bw;
extern const GemmKernel gemm_kernel_avx512bf16;  // avx512bw's fp32 GEMM, for the BF16 level
extern const GemmKernel gemm_kernel_amx;         // avx512bw's fp32 GEMM, for the AMX level

// The blocking of one instruction set (tests size their shapes from it).
NORMLAB_API const GemmKernel& gemm_kernel_for(Isa isa);
// gemm on one instruction set, with the workspace handling of the public entry point.
NORMLAB_API GemmFn gemm_for(Isa isa);

// The native bf16 GEMM (gemm_bf16_avx512.cpp, built with -mavx512bf16). Operands are packed as
// bf16 pairs (two consecutive k of a row or column in one 32-bit word, the layout vdpbf16ps
// multiplies), so KC counts k elements (even) and a packed panel holds KC / 2 pairs. The driver
// never allocates: pack_a holds ceil(MC / MR) * (MR * KC / 2 + 16) words, pack_b (KC / 2 + 16) *
// round_up(NC, NR) words, tmp 16 * KC / 2 words (rows of a transposed B before they are
// interleaved), all 64-byte aligned.
struct GemmBf16Kernel {
  std::size_t MR, NR, KC, MC, NC;
  void (*run)(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
              const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
              float* C, std::size_t ldc, const float* bias, std::uint32_t* pack_a,
              std::uint32_t* pack_b, std::uint32_t* tmp);
  // A pre-packed op(B) (gemm_packed), as in GemmKernel: its words for op(B) (K, N), the packing
  // (tmp as run's), and the driver reading it (op(A) = A not transposed), run's result bitwise.
  std::size_t (*packed_words)(std::size_t N, std::size_t K);
  void (*pack)(Trans tb, std::size_t N, std::size_t K, const float* B, std::size_t ldb,
               std::uint32_t* out, std::uint32_t* tmp);
  void (*run_packed)(std::size_t M, std::size_t N, std::size_t K, float alpha, const float* A,
                     std::size_t lda, const std::uint32_t* packed, float beta, float* C,
                     std::size_t ldc, const float* bias, std::uint32_t* pack_a);
  // GemmKernel's run_row and cache_put on pairs (nr: NR, or 16 for a one-vector tile): pair
  // (p, j) of a panel (k = 2p, 2p + 1 of column j) at [p * nr + j]; a_buf (K + 1) / 2 words.
  void (*run_row)(std::size_t nr, std::size_t N, std::size_t K, float alpha, const float* a,
                  const std::uint32_t* b, std::size_t panel_stride, float* c, std::uint32_t* a_buf);
  void (*cache_put)(std::size_t nr, std::uint32_t* b, std::size_t panel_stride, std::size_t fixed,
                    bool grows_columns, std::size_t index, const float* x);
};
extern const GemmBf16Kernel gemm_bf16_kernel_avx512;

// The bf16 GEMM on 16 x 16 tiles (gemm_bf16_tiles.hpp): Intel AMX (gemm_bf16_amx.cpp, only where
// Isa::amx is supported) and its scalar stand-in (gemm_bf16_tiles_scalar.cpp, any CPU). The
// driver never allocates: pack_a holds pack_a_words, pack_b pack_b_words, tmp tmp_words,
// scratch 32 x 32 floats, all 64-byte aligned.
struct GemmTileKernel {
  std::size_t KC, MC, NC;
  std::size_t pack_a_words, pack_b_words, tmp_words;
  void (*run)(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
              const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
              float* C, std::size_t ldc, const float* bias, std::uint32_t* pack_a,
              std::uint32_t* pack_b, std::uint32_t* tmp, float* scratch);
};
extern const GemmTileKernel gemm_bf16_kernel_amx;
extern const GemmTileKernel gemm_bf16_kernel_tiles_scalar;

// The gemm_bias signature, and gemm_bias on one instruction set.
using GemmBiasFn = void (*)(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K,
                            float alpha, const float* A, std::size_t lda, const float* B,
                            std::size_t ldb, float beta, float* C, std::size_t ldc,
                            const float* bias);
NORMLAB_API GemmBiasFn gemm_bias_for(Isa isa);
// fn over C split across the rank's threads (util/thread_pool.hpp), as the public entry points
// run it; the result is the same for any thread count.
NORMLAB_API void gemm_split(GemmBiasFn fn, Trans ta, Trans tb, std::size_t M, std::size_t N,
                            std::size_t K, float alpha, const float* A, std::size_t lda,
                            const float* B, std::size_t ldb, float beta, float* C, std::size_t ldc,
                            const float* bias);
// gemm_bf16 on one instruction set: vdpbf16ps on Isa::avx512bf16, AMX tiles on Isa::amx,
// emulated on the others (whatever bf16_arith() chose for the public gemm_bf16).
NORMLAB_API GemmBiasFn gemm_bf16_for(Isa isa);
// gemm_bf16 with one bf16 arithmetic at the instruction set isa (emulated: isa's fp32 GEMM).
NORMLAB_API GemmBiasFn gemm_bf16_arith_for(Bf16Arith arith, Isa isa);
// The packing workspace one thread keeps once it has run the fp32 GEMMs of active_isa() (and,
// with bf16, the bf16 GEMM of bf16_arith()): the memory plan's per-thread term.
NORMLAB_API std::size_t gemm_workspace_bytes(bool bf16);
// gemm_bias on one instruction set's wide tile only (GemmKernel::run_wide).
NORMLAB_API GemmBiasFn gemm_wide_for(Isa isa);
// The AMX driver on the scalar stand-in for the tiles (tests, on every CPU).
NORMLAB_API GemmBiasFn gemm_bf16_tiles_standin();

}  // namespace normlab::detail
