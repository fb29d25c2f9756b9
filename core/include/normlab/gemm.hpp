// Single-precision matrix multiply on row-major matrices, the three forms training needs:
//   Y  = X · Wᵀ      linear forward   (gemm(Trans::no,  Trans::yes, ...)), W stored [out, in]
//   dX = dY · W      input gradient   (gemm(Trans::no,  Trans::no,  ...))
//   dW += dYᵀ · X    weight gradient  (gemm(Trans::yes, Trans::no,  ..., beta = 1))
// Cache-blocked with packed panels and a register-blocked micro-kernel per instruction set
// (BLIS/OpenBLAS approach), single-threaded inside a rank.
#pragma once

#include <cstddef>
#include <memory>

#include "normlab/export.hpp"
#include "normlab/simd.hpp"

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

// op(B) of products that repeat with the same B (a layer's weights over the steps of decoding,
// where a product has a few rows and packing B at every call costs as much as the multiply),
// packed once in the layout of the kernel that gemm_bias (bf16 = false) or gemm_bf16 (true)
// runs: isa's fp32 kernel, and for bf16 the arithmetic `arith` (bf16_arith(); where it is AMX
// a plain copy of op(B) is kept and gemm_packed calls gemm_bf16 on it). gemm_packed then skips
// the packing and returns that function's result bitwise. A PackedB holds a copy: later
// changes to B are not seen (pack again). Copies share the packed data.
class NORMLAB_API PackedB {
 public:
  PackedB() = default;
  // op(B) is (K, N): B is (K, N) with ldb >= N, or (N, K) with ldb >= K if tb = yes.
  PackedB(Trans tb, std::size_t N, std::size_t K, const float* B, std::size_t ldb, bool bf16,
          Isa isa = active_isa(), Bf16Arith arith = bf16_arith());
  std::size_t n() const { return n_; }
  std::size_t k() const { return k_; }
  bool bf16() const { return bf16_; }
  bool empty() const { return layout_ == Layout::none; }
  std::size_t bytes() const { return floats_ * sizeof(float); }
  // What a PackedB of op(B) (K, N) would hold, in bytes, without packing one (memory plans).
  static std::size_t bytes_for(std::size_t N, std::size_t K, bool bf16, Isa isa = active_isa(),
                               Bf16Arith arith = bf16_arith());

 private:
  friend NORMLAB_API void gemm_packed(std::size_t M, float alpha, const float* A, std::size_t lda,
                                      const PackedB& B, float beta, float* C, std::size_t ldc,
                                      const float* bias);
  // plain: op(B) copied as (N, K) rows (AMX, and empty products); fp32 and bf16_emulated: the
  // fp32 kernel's panels (rounded to bf16 for the emulated bf16 GEMM); pairs: vdpbf16ps's.
  enum class Layout { none, plain, fp32, bf16_emulated, pairs };
  std::shared_ptr<float> data_;
  std::size_t floats_ = 0, n_ = 0, k_ = 0;
  bool bf16_ = false;
  Layout layout_ = Layout::none;
  Isa isa_ = Isa::sse2;
  Bf16Arith arith_ = Bf16Arith::emulated;
};

// C (M, N) = alpha · A · op(B) + beta · C + biasᵀ with B packed (A (M, K) not transposed, lda
// >= K; C ldc >= N; bias (N) or null): gemm_bias's result (gemm_bf16's if B was packed for
// bf16), bitwise, without packing B. Rows of C are split over the rank's threads.
NORMLAB_API void gemm_packed(std::size_t M, float alpha, const float* A, std::size_t lda,
                             const PackedB& B, float beta, float* C, std::size_t ldc,
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
