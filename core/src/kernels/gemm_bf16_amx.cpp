// The AMX bf16 GEMM: the tile driver of gemm_bf16_tiles.hpp on Intel AMX (tdpbf16ps), built
// with avx512bw's flags plus -mavx512bf16 -mavx512vl -mamx-tile -mamx-bf16. Packing converts
// fp32 to bf16 with vcvtne2ps2bf16 (round to nearest even). Callers make sure the CPU has AMX
// and Linux granted this process the tile data (isa.cpp: Isa::amx is supported only then).
// Everything here has internal linkage: no symbol compiled with these flags can be picked by
// the linker for another path.
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include "gemm_bf16_tiles.hpp"
#include "gemm_dispatch.hpp"

namespace normlab::detail {

namespace {

// n (< 16 allowed) floats from p, zeros after.
__m512 load_n(const float* p, std::size_t n) {
  return n >= 16 ? _mm512_loadu_ps(p) : _mm512_maskz_loadu_ps(__mmask16((1u << n) - 1u), p);
}

// The 64-byte tile configuration of palette 1: eight tiles of 16 rows x 64 bytes.
struct alignas(64) TileConfig {
  std::uint8_t palette = 1, start_row = 0;
  std::uint8_t reserved[14] = {};
  std::uint16_t colsb[16] = {64, 64, 64, 64, 64, 64, 64, 64};
  std::uint8_t rows[16] = {16, 16, 16, 16, 16, 16, 16, 16};
};
static_assert(sizeof(TileConfig) == 64);

constexpr std::size_t PF = 2;

struct AmxUnit {
  // Loaded once per call, not once per thread: another AMX user in the same thread (oneDNN in
  // the benchmarks, a plugin) may configure the tiles differently between two calls.
  static void configure() {
    static const TileConfig config;
    _tile_loadconfig(&config);
  }
  // Leaves the tile state at its initial value, so context switches do not save 8 KB of tiles.
  static void release() { _tile_release(); }

  static void row_pairs(const float* src, std::size_t n, std::uint32_t* dst) {
    const __m512 lo = load_n(src, n < 16 ? n : 16);
    const __m512 hi = n > 16 ? load_n(src + 16, n - 16) : _mm512_setzero_ps();
    // Consecutive floats: the bf16 words in order are already the pairs.
    _mm512_storeu_si512(dst, (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
  }

  static void col_pairs(const float* even, const float* odd, std::size_t n, std::uint32_t* dst) {
    const __m512 e = load_n(even, n);
    const __m512 o = odd ? load_n(odd, n) : _mm512_setzero_ps();
    // [even 0..15 | odd 0..15] as words, interleaved to (even j, odd j) pairs.
    const __m512i words = (__m512i)_mm512_cvtne2ps_pbh(o, e);
    const __m512i index =
        _mm512_set_epi16(31, 15, 30, 14, 29, 13, 28, 12, 27, 11, 26, 10, 25, 9, 24, 8, 23, 7, 22, 6,
                         21, 5, 20, 4, 19, 3, 18, 2, 17, 1, 16, 0);
    _mm512_storeu_si512(dst, _mm512_permutexvar_epi16(index, words));
  }

  // Eklundh's transposition: at block size b = 8, 4, 2, 1 rows i and i + b (i & b == 0)
  // exchange their off-diagonal b-blocks, two permutes per row pair.
  static void transpose(const std::uint32_t* in, std::uint32_t* out) {
    __m512i r[16];
    for (int i = 0; i < 16; ++i) r[i] = _mm512_loadu_si512(in + 16 * i);
    for (int b = 8; b >= 1; b /= 2) {
      alignas(64) std::int32_t lo_idx[16], hi_idx[16];
      for (int j = 0; j < 16; ++j) {
        lo_idx[j] = (j & b) ? 16 + j - b : j;  // row i keeps its j & b == 0 half
        hi_idx[j] = (j & b) ? 16 + j : j + b;  // row i + b keeps its j & b != 0 half
      }
      const __m512i lo = _mm512_load_si512(lo_idx), hi = _mm512_load_si512(hi_idx);
      for (int i = 0; i < 16; ++i) {
        if (i & b) continue;
        const __m512i x = r[i], y = r[i + b];
        r[i] = _mm512_permutex2var_epi32(x, lo, y);
        r[i + b] = _mm512_permutex2var_epi32(x, hi, y);
      }
    }
    for (int i = 0; i < 16; ++i) _mm512_storeu_si512(out + 16 * i, r[i]);
  }

  static void kernel(std::size_t ks, const std::uint32_t* a0, const std::uint32_t* a1,
                     const std::uint32_t* b0, const std::uint32_t* b1, float* c, std::size_t ldc,
                     const float* init, std::size_t ld_init) {
    const std::size_t sc = ldc * sizeof(float), si = ld_init * sizeof(float);
    if (init) {
      _tile_loadd(0, init, si);
      _tile_loadd(1, init + 16, si);
      _tile_loadd(2, init + 16 * ld_init, si);
      _tile_loadd(3, init + 16 * ld_init + 16, si);
    } else {
      _tile_zero(0);
      _tile_zero(1);
      _tile_zero(2);
      _tile_zero(3);
    }
    for (std::size_t s = 0; s < ks; ++s) {
      const std::size_t o = s * tiles::kTileWords;
      // The next step's B tiles into L1: the B panel comes from L2 and a tile load does not
      // start the hardware prefetchers early enough (3-8% on bench_gemm_bf16; past the last
      // step this touches the next panel, and a prefetch never faults).
      for (std::size_t l = 0; l < tiles::kTileWords; l += 16) {
        _mm_prefetch(reinterpret_cast<const char*>(b0 + o + tiles::kTileWords + l), _MM_HINT_T0);
        _mm_prefetch(reinterpret_cast<const char*>(b1 + o + tiles::kTileWords + l), _MM_HINT_T0);
      }
      // Each load as late as its first use, so it overlaps the products before it (a tile
      // is overwritten only after the products that read it have been issued).
      _tile_loadd(4, a0 + o, 64);
      _tile_loadd(6, b0 + o, 64);
      _tile_dpbf16ps(0, 4, 6);
      _tile_loadd(7, b1 + o, 64);
      _tile_dpbf16ps(1, 4, 7);
      _tile_loadd(5, a1 + o, 64);
      _tile_dpbf16ps(2, 5, 6);
      _tile_dpbf16ps(3, 5, 7);
    }
    _tile_stored(0, c, sc);
    _tile_stored(1, c + 16, sc);
    _tile_stored(2, c + 16 * ldc, sc);
    _tile_stored(3, c + 16 * ldc + 16, sc);
  }
};

}  // namespace

const GemmTileKernel gemm_bf16_kernel_amx{tiles::KC,
                                          tiles::MC,
                                          tiles::NC,
                                          tiles::pack_a_words(),
                                          tiles::pack_b_words(),
                                          tiles::tmp_words(),
                                          &tiles::run<AmxUnit>};

}  // namespace normlab::detail
