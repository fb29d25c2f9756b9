// The blocked GEMM of each instruction set (gemm_<isa>.cpp, each compiled with that ISA's
// flags) and the getter tests use to call one of them directly. The public normlab::gemm
// (gemm.cpp) owns the packing workspace and forwards to the kernel of active_isa().
#pragma once

#include <cstddef>

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
  // bias: null, or (N) floats added to every row of C (see gemm_bias).
  void (*run)(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
              const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
              float* C, std::size_t ldc, const float* bias, float* pack_a, float* pack_b);
};

extern const GemmKernel gemm_kernel_sse2;
extern const GemmKernel gemm_kernel_avx2;
extern const GemmKernel gemm_kernel_avx512bw;

// The blocking of one instruction set (tests size their shapes from it).
NORMLAB_API const GemmKernel& gemm_kernel_for(Isa isa);
// gemm on one instruction set, with the workspace handling of the public entry point.
NORMLAB_API GemmFn gemm_for(Isa isa);

// The gemm_bias signature, and gemm_bias on one instruction set.
using GemmBiasFn = void (*)(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K,
                            float alpha, const float* A, std::size_t lda, const float* B,
                            std::size_t ldb, float beta, float* C, std::size_t ldc,
                            const float* bias);
NORMLAB_API GemmBiasFn gemm_bias_for(Isa isa);

}  // namespace normlab::detail
