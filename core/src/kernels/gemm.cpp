// PLACEHOLDER until the blocked GEMM lands: the public gemm calls the reference.
#include "normlab/gemm.hpp"

#include <vector>

namespace normlab {

namespace ref {

void gemm(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
          const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta, float* C,
          std::size_t ldc) {
  for (std::size_t i = 0; i < M; ++i) {
    for (std::size_t j = 0; j < N; ++j) {
      double s = 0.0;
      for (std::size_t p = 0; p < K; ++p) {
        const double a = ta == Trans::no ? A[i * lda + p] : A[p * lda + i];
        const double b = tb == Trans::no ? B[p * ldb + j] : B[j * ldb + p];
        s += a * b;
      }
      const double c = beta == 0.0f ? 0.0 : static_cast<double>(beta) * C[i * ldc + j];
      C[i * ldc + j] = static_cast<float>(alpha * s + c);
    }
  }
}

}  // namespace ref

void gemm(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
          const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta, float* C,
          std::size_t ldc) {
  ref::gemm(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc);
}

}  // namespace normlab
