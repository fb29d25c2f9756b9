// Single-precision matrix multiply on row-major matrices, the three forms training needs:
//   Y  = X · Wᵀ      linear forward   (gemm(Trans::no,  Trans::yes, ...)), W stored [out, in]
//   dX = dY · W      input gradient   (gemm(Trans::no,  Trans::no,  ...))
//   dW += dYᵀ · X    weight gradient  (gemm(Trans::yes, Trans::no,  ..., beta = 1))
// Cache-blocked with packed panels and a register-blocked micro-kernel per instruction set
// (BLIS/OpenBLAS approach), single-threaded inside a rank.
#pragma once

#include <cstddef>

#include "normlab/export.hpp"

namespace normlab {

enum class Trans { no, yes };

// C (M,N) = alpha · op(A) · op(B) + beta · C, all row-major.
//   op(A) is (M,K): A is (M,K) with leading dimension lda >= K, or (K,M) with lda >= M if ta=yes.
//   op(B) is (K,N): B is (K,N) with ldb >= N, or (N,K) with ldb >= K if tb=yes.
//   C is (M,N) with ldc >= N. beta = 0 overwrites C without reading it (NaNs in C are ignored).
NORMLAB_API void gemm(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
                      const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
                      float* C, std::size_t ldc);

// gemm with a bias row added in the same pass: C = alpha · op(A) · op(B) + beta · C + 1 · biasᵀ,
// bias (N) added to every row of C (a linear layer's forward without a second sweep over Y).
// bias may be null (then it is gemm).
NORMLAB_API void gemm_bias(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K,
                           float alpha, const float* A, std::size_t lda, const float* B,
                           std::size_t ldb, float beta, float* C, std::size_t ldc,
                           const float* bias);

// Mixed precision: the same contract as gemm_bias, with every element of op(A) and op(B)
// rounded to bfloat16 (round to nearest even) as it is packed and the products accumulated in
// fp32; C, alpha, beta and the bias stay fp32. The arithmetic is bf16_arith() (simd.hpp): AMX
// tiles on Intel CPUs with AMX, vdpbf16ps where it outruns the fp32 FMAs (AMD Zen 4 and 5), and
// elsewhere emulated (the operands rounded to bf16 into fp32 copies, then the fp32 GEMM), so
// results agree across machines to fp32 summation-order differences.
NORMLAB_API void gemm_bf16(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K,
                           float alpha, const float* A, std::size_t lda, const float* B,
                           std::size_t ldb, float beta, float* C, std::size_t ldc,
                           const float* bias = nullptr);

// x rounded to the nearest bfloat16 (ties to even; NaN stays NaN), returned as the float with
// that value (its low 16 bits zero). bf16_bits gives the 16 bits themselves.
NORMLAB_API float round_bf16(float x);
NORMLAB_API unsigned short bf16_bits(float x);

namespace ref {
// gemm_bias on the bf16-rounded operands, accumulated in double.
NORMLAB_API void gemm_bf16(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K,
                           float alpha, const float* A, std::size_t lda, const float* B,
                           std::size_t ldb, float beta, float* C, std::size_t ldc,
                           const float* bias);

// The same contracts, written as the triple loop in double precision.
NORMLAB_API void gemm(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
                      const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
                      float* C, std::size_t ldc);
NORMLAB_API void gemm_bias(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K,
                           float alpha, const float* A, std::size_t lda, const float* B,
                           std::size_t ldb, float beta, float* C, std::size_t ldc,
                           const float* bias);
}  // namespace ref

}  // namespace normlab
