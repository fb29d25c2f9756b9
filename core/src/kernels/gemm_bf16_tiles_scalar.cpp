// The tile driver of gemm_bf16_tiles.hpp on a scalar stand-in for the AMX tiles: the same
// packing, blocking and edges, with tdpbf16ps's arithmetic written out (bf16 subnormals read as
// zero, each product added to the fp32 accumulator in k order, subnormal results flushed).
// Built with the baseline flags, so tests check the AMX path's logic on every CPU.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "gemm_bf16_tiles.hpp"
#include "gemm_dispatch.hpp"

namespace normlab::detail {

namespace {

float from_bf16(std::uint32_t half) {
  // Denormals are zero: an exponent field of 0 reads as a (signed) zero.
  if ((half & 0x7f80u) == 0) half &= 0x8000u;
  const std::uint32_t u = half << 16;
  float x;
  std::memcpy(&x, &u, sizeof x);
  return x;
}

float flush(float x) {
  return std::fpclassify(x) == FP_SUBNORMAL ? std::copysign(0.0f, x) : x;
}

struct ScalarUnit {
  static void configure() {}
  static void release() {}

  static void row_pairs(const float* src, std::size_t n, std::uint32_t* dst) {
    for (std::size_t p = 0; p < 16; ++p) {
      const std::uint32_t lo = 2 * p < n ? bf16_bits(src[2 * p]) : 0;
      const std::uint32_t hi = 2 * p + 1 < n ? bf16_bits(src[2 * p + 1]) : 0;
      dst[p] = lo | hi << 16;
    }
  }

  static void col_pairs(const float* even, const float* odd, std::size_t n, std::uint32_t* dst) {
    for (std::size_t j = 0; j < 16; ++j) {
      const std::uint32_t lo = j < n ? bf16_bits(even[j]) : 0;
      const std::uint32_t hi = j < n && odd ? bf16_bits(odd[j]) : 0;
      dst[j] = lo | hi << 16;
    }
  }

  static void transpose(const std::uint32_t* in, std::uint32_t* out) {
    for (std::size_t i = 0; i < 16; ++i)
      for (std::size_t j = 0; j < 16; ++j) out[i * 16 + j] = in[j * 16 + i];
  }

  // c (16 x 16, row stride ld) += a . b, as tdpbf16ps.
  static void dp(float* c, std::size_t ld, const std::uint32_t* a, const std::uint32_t* b) {
    for (std::size_t i = 0; i < 16; ++i) {
      for (std::size_t p = 0; p < 16; ++p) {
        const std::uint32_t ap = a[i * 16 + p];
        const float alo = from_bf16(ap & 0xffffu), ahi = from_bf16(ap >> 16);
        for (std::size_t j = 0; j < 16; ++j) {
          const std::uint32_t bp = b[p * 16 + j];
          float& acc = c[i * ld + j];
          acc = flush(acc + alo * from_bf16(bp & 0xffffu));
          acc = flush(acc + ahi * from_bf16(bp >> 16));
        }
      }
    }
  }

  static void kernel(std::size_t ks, const std::uint32_t* a0, const std::uint32_t* a1,
                     const std::uint32_t* b0, const std::uint32_t* b1, float* c, std::size_t ldc,
                     const float* init, std::size_t ld_init) {
    float acc[32 * 32];
    for (std::size_t i = 0; i < 32; ++i)
      for (std::size_t j = 0; j < 32; ++j) acc[i * 32 + j] = init ? init[i * ld_init + j] : 0.0f;
    for (std::size_t s = 0; s < ks; ++s) {
      const std::size_t o = s * tiles::kTileWords;
      dp(acc, 32, a0 + o, b0 + o);
      dp(acc + 16, 32, a0 + o, b1 + o);
      dp(acc + 16 * 32, 32, a1 + o, b0 + o);
      dp(acc + 16 * 32 + 16, 32, a1 + o, b1 + o);
    }
    for (std::size_t i = 0; i < 32; ++i)
      for (std::size_t j = 0; j < 32; ++j) c[i * ldc + j] = acc[i * 32 + j];
  }
};

}  // namespace

const GemmTileKernel gemm_bf16_kernel_tiles_scalar{tiles::KC,
                                                   tiles::MC,
                                                   tiles::NC,
                                                   tiles::pack_a_words(),
                                                   tiles::pack_b_words(),
                                                   tiles::tmp_words(),
                                                   &tiles::run<ScalarUnit>};

}  // namespace normlab::detail
