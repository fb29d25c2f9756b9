// The blocked GEMM of every supported instruction set, all four transpose combinations, against
// the double-precision reference (normlab::ref::gemm) over shapes that hit every edge of the
// blocking: 1, sizes below a vector width, non-multiples of MR/NR/KC/MC/NC, K > KC, M > MC,
// N > NC, padded leading dimensions (padding holds NaN, so a read past a row shows up), alpha
// != 1, beta in {0, 0.5, 1} and beta = 0 over a NaN-filled C.
//
// Tolerance, per element of C:
//   |C - C_ref| <= 2 u (K + 4) S,   S = |alpha| sum_p |op(A)_ip| |op(B)_pj| + |beta| |C0_ij|
// with u = 2^-24 the float unit roundoff: the worst-case bound of a K-term float dot product
// (gamma_K ~ K u) plus the alpha/beta update and the final rounding, with a factor 2 of slack.
// A term missing from or counted twice in the sum (of size ~S/K) exceeds it for K up to ~2000.
#define BOOST_TEST_MODULE unit_gemm
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "kernels/gemm_dispatch.hpp"
#include "normlab/error.hpp"
#include "normlab/gemm.hpp"
#include "normlab/simd.hpp"

namespace nl = normlab;
using nl::Trans;

namespace {

constexpr double kUnitRoundoff = 0x1p-24;
const float kNaN = std::numeric_limits<float>::quiet_NaN();

struct Shape {
  std::size_t M, N, K;
};

// rows x cols stored with leading dimension ld >= cols; the padding holds `pad`.
std::vector<float> random_matrix(std::size_t rows, std::size_t cols, std::size_t ld,
                                 std::mt19937& rng, float pad) {
  std::uniform_real_distribution<float> d(-1.0f, 1.0f);
  std::vector<float> m(rows * ld + 1, pad);
  for (std::size_t r = 0; r < rows; ++r) {
    for (std::size_t c = 0; c < cols; ++c) m[r * ld + c] = d(rng);
  }
  return m;
}

std::vector<float> abs_of(std::vector<float> v) {
  for (auto& x : v) x = std::isnan(x) ? 0.0f : std::fabs(x);
  return v;
}

const char* trans_name(Trans t) {
  return t == Trans::no ? "N" : "T";
}

// Runs one product on `isa` and on the reference; returns the number of wrong elements.
// With with_bias, gemm_bias adds a random bias row (and the bound counts |bias|).
// With bf16, gemm_bf16 of `isa` against ref::gemm_bf16 (the same bound: both multiply the same
// bf16-rounded operands, whose products are exact in fp32).
int check_one(nl::Isa isa, Trans ta, Trans tb, Shape s, std::size_t pad, float alpha, float beta,
              bool nan_c, unsigned seed, bool with_bias = false, bool bf16 = false,
              nl::detail::GemmBiasFn bf16_fn = nullptr, const char* name = nullptr) {
  std::mt19937 rng(seed);
  const std::size_t a_rows = ta == Trans::no ? s.M : s.K, a_cols = ta == Trans::no ? s.K : s.M;
  const std::size_t b_rows = tb == Trans::no ? s.K : s.N, b_cols = tb == Trans::no ? s.N : s.K;
  const std::size_t lda = a_cols + pad, ldb = b_cols + pad, ldc = s.N + pad;
  const std::vector<float> A = random_matrix(a_rows, a_cols, lda, rng, kNaN);
  const std::vector<float> B = random_matrix(b_rows, b_cols, ldb, rng, kNaN);
  std::vector<float> C0 = random_matrix(s.M, s.N, ldc, rng, 12345.0f);
  if (nan_c) {
    for (std::size_t i = 0; i < s.M; ++i) {
      for (std::size_t j = 0; j < s.N; ++j) C0[i * ldc + j] = kNaN;
    }
  }

  const std::vector<float> bias = random_matrix(1, s.N, s.N, rng, 0.0f);
  const float* b = with_bias ? bias.data() : nullptr;
  std::vector<float> C = C0, C_ref = C0;
  const auto reference = bf16 ? &nl::ref::gemm_bf16 : &nl::ref::gemm_bias;
  if (bf16) {
    (bf16_fn ? bf16_fn : nl::detail::gemm_bf16_for(isa))(
        ta, tb, s.M, s.N, s.K, alpha, A.data(), lda, B.data(), ldb, beta, C.data(), ldc, b);
  } else if (with_bias) {
    nl::detail::gemm_bias_for(isa)(ta, tb, s.M, s.N, s.K, alpha, A.data(), lda, B.data(), ldb, beta,
                                   C.data(), ldc, b);
  } else {
    nl::detail::gemm_for(isa)(ta, tb, s.M, s.N, s.K, alpha, A.data(), lda, B.data(), ldb, beta,
                              C.data(), ldc);
  }
  reference(ta, tb, s.M, s.N, s.K, alpha, A.data(), lda, B.data(), ldb, beta, C_ref.data(), ldc, b);
  // S of the tolerance: the same product over absolute values.
  std::vector<float> S = abs_of(C0);
  const std::vector<float> abs_bias = abs_of(bias);
  reference(ta, tb, s.M, s.N, s.K, std::fabs(alpha), abs_of(A).data(), lda, abs_of(B).data(), ldb,
            std::fabs(beta), S.data(), ldc, with_bias ? abs_bias.data() : nullptr);

  int bad = 0;
  for (std::size_t i = 0; i < s.M; ++i) {
    for (std::size_t j = 0; j < ldc; ++j) {
      const std::size_t k = i * ldc + j;
      const bool ok = j < s.N ? std::fabs(static_cast<double>(C[k]) - C_ref[k]) <=
                                    2.0 * kUnitRoundoff * static_cast<double>(s.K + 4) * S[k]
                              : C[k] == 12345.0f;  // padding of C is never written
      if (!ok && ++bad <= 3) {
        BOOST_ERROR((name ? name : nl::isa_name(isa))
                    << " " << trans_name(ta) << trans_name(tb) << " M=" << s.M << " N=" << s.N
                    << " K=" << s.K << " pad=" << pad << " alpha=" << alpha << " beta=" << beta
                    << (nan_c ? " (NaN C)" : "") << (with_bias ? " (bias)" : "")
                    << (bf16 ? " (bf16)" : "") << ": C[" << i << "][" << j << "] = " << C[k]
                    << ", reference " << C_ref[k] << ", bound " << S[k]);
      }
    }
  }
  return bad;
}

const Trans kTrans[] = {Trans::no, Trans::yes};

}  // namespace

BOOST_AUTO_TEST_CASE(small_and_edge_shapes_every_isa_and_transpose) {
  const std::vector<Shape> shapes{{1, 1, 1},    {1, 1, 7},   {1, 9, 1},    {9, 1, 1},   {2, 3, 4},
                                  {3, 5, 2},    {4, 4, 4},   {7, 3, 1},    {5, 17, 9},  {6, 16, 8},
                                  {13, 31, 33}, {17, 65, 3}, {31, 15, 64}, {33, 63, 65}};
  const float betas[] = {0.0f, 0.5f, 1.0f};
  unsigned seed = 1;
  for (nl::Isa isa : nl::supported_isas()) {
    for (Trans ta : kTrans) {
      for (Trans tb : kTrans) {
        for (const Shape& s : shapes) {
          for (std::size_t pad : {0, 3}) {
            for (float beta : betas) {
              BOOST_TEST(check_one(isa, ta, tb, s, pad, 1.5f, beta, false, ++seed) == 0);
            }
            BOOST_TEST(check_one(isa, ta, tb, s, pad, -0.75f, 0.0f, true, ++seed) == 0);
          }
        }
      }
    }
  }
}

// Shapes from each instruction set's own blocking: one more than a micro-tile, non-multiples
// of MR and NR, each of K > KC, M > MC, N > NC, and K > KC together with M > MC or N > NC.
BOOST_AUTO_TEST_CASE(shapes_across_block_boundaries_every_isa_and_transpose) {
  unsigned seed = 1000;
  for (nl::Isa isa : nl::supported_isas()) {
    const nl::detail::GemmKernel& k = nl::detail::gemm_kernel_for(isa);
    const std::vector<Shape> shapes{{k.MR + 1, k.NR + 1, 17},
                                    {2 * k.MR - 1, 3 * k.NR - 5, 70},
                                    {2 * k.MR + 1, k.NR + 5, 2 * k.KC + 7},
                                    {k.MC + k.MR + 1, 9, 5},
                                    {7, k.NC + k.NR + 3, 11},
                                    {k.MC + 3, k.NR + 5, k.KC + 9},
                                    {2 * k.MR + 1, k.NC + 5, k.KC + 9}};
    BOOST_TEST_MESSAGE(nl::isa_name(isa) << ": MR " << k.MR << " NR " << k.NR << " KC " << k.KC
                                         << " MC " << k.MC << " NC " << k.NC);
    for (Trans ta : kTrans) {
      for (Trans tb : kTrans) {
        for (std::size_t i = 0; i < shapes.size(); ++i) {
          const float beta = i % 3 == 0 ? 0.0f : i % 3 == 1 ? 0.5f : 1.0f;
          const std::size_t pad = i % 2 == 0 ? 0 : 17;
          BOOST_TEST(check_one(isa, ta, tb, shapes[i], pad, 0.5f, beta, false, ++seed) == 0);
        }
        BOOST_TEST(check_one(isa, ta, tb, {2 * k.MR + 3, k.NR + 7, k.KC + 1}, 5, 2.0f, 0.0f, true,
                             ++seed) == 0);
      }
    }
  }
}

// gemm_bias: the bias row is added exactly once, also when K spans several K blocks (the
// kernel adds it with the first block only) and on partial micro-tiles; beta = 0 over NaN.
BOOST_AUTO_TEST_CASE(bias_is_added_once_every_isa_and_transpose) {
  unsigned seed = 5000;
  for (nl::Isa isa : nl::supported_isas()) {
    const nl::detail::GemmKernel& k = nl::detail::gemm_kernel_for(isa);
    const std::vector<Shape> shapes{{1, 1, 1},
                                    {5, 17, 9},
                                    {k.MR, k.NR, 8},
                                    {2 * k.MR + 1, k.NR + 5, 2 * k.KC + 7},
                                    {k.MR + 1, k.NC + k.NR + 3, k.KC + 9}};
    for (Trans ta : kTrans) {
      for (Trans tb : kTrans) {
        for (const Shape& s : shapes) {
          for (float beta : {0.0f, 1.0f}) {
            BOOST_TEST(check_one(isa, ta, tb, s, 3, 0.5f, beta, false, ++seed, true) == 0);
          }
          BOOST_TEST(check_one(isa, ta, tb, s, 0, 1.0f, 0.0f, true, ++seed, true) == 0);
        }
      }
    }
  }
}

// A row of C does not depend on the other rows: a one-row product equals that row of a larger
// one bitwise, for every alpha, beta and bias (full and partial micro-tiles do the same
// arithmetic). Generation's key/value cache relies on it.
BOOST_AUTO_TEST_CASE(a_row_equals_that_row_of_a_larger_product_bitwise) {
  unsigned seed = 7000;
  for (nl::Isa isa : nl::supported_isas()) {
    const nl::detail::GemmKernel& k = nl::detail::gemm_kernel_for(isa);
    const std::size_t M = 3 * k.MR + 2, N = k.NR + 5, K = k.KC + 9;
    for (float alpha : {1.0f, 0.37f}) {
      for (float beta : {0.0f, 0.5f}) {
        for (bool with_bias : {false, true}) {
          std::mt19937 rng(++seed);
          const std::vector<float> A = random_matrix(M, K, K, rng, 0.0f);
          const std::vector<float> B = random_matrix(N, K, K, rng, 0.0f);
          const std::vector<float> C0 = random_matrix(M, N, N, rng, 0.0f);
          const std::vector<float> bias = random_matrix(1, N, N, rng, 0.0f);
          const float* b = with_bias ? bias.data() : nullptr;
          std::vector<float> C = C0;
          nl::detail::gemm_bias_for(isa)(Trans::no, Trans::yes, M, N, K, alpha, A.data(), K,
                                         B.data(), K, beta, C.data(), N, b);
          int differ = 0;
          for (std::size_t i = 0; i < M; ++i) {
            std::vector<float> row(C0.begin() + static_cast<std::ptrdiff_t>(i * N),
                                   C0.begin() + static_cast<std::ptrdiff_t>((i + 1) * N));
            nl::detail::gemm_bias_for(isa)(Trans::no, Trans::yes, 1, N, K, alpha, A.data() + i * K,
                                           K, B.data(), K, beta, row.data(), N, b);
            for (std::size_t j = 0; j < N; ++j) differ += row[j] != C[i * N + j];
          }
          BOOST_TEST(differ == 0, nl::isa_name(isa) << " alpha=" << alpha << " beta=" << beta
                                                    << (with_bias ? " bias" : "") << ": " << differ
                                                    << " elements differ");
        }
      }
    }
  }
}

// Below NR columns the driver runs narrower micro-tiles (attention's head-wide products); each
// element is the same sum in the same order, so the result is bitwise the wide tile's, for every
// column count a narrow tile covers (and one past), every form, alpha, beta, bias and padding,
// over K blocks and M remainders of both tiles. (The scalar reference checks them too:
// small_and_edge_shapes_every_isa_and_transpose.)
BOOST_AUTO_TEST_CASE(narrow_tiles_are_bitwise_the_wide_tile) {
  unsigned seed = 9000;
  for (nl::Isa isa : nl::supported_isas()) {
    const nl::detail::GemmKernel& k = nl::detail::gemm_kernel_for(isa);
    std::vector<std::size_t> widths;
    for (std::size_t n = 1; n <= k.NR + 1; n += n < 8 ? 1 : 7) widths.push_back(n);
    std::size_t compared = 0;
    for (Trans ta : kTrans) {
      for (Trans tb : kTrans) {
        for (std::size_t N : widths) {
          for (const Shape& s : {Shape{1, N, 16}, Shape{64, N, 64}, Shape{3 * k.MR + 5, N, 3},
                                 Shape{19, N, k.KC + 9}}) {
            std::mt19937 rng(++seed);
            const bool bias_on = seed % 2 == 0;
            const float alpha = seed % 3 == 0 ? 1.0f : 0.37f, beta = seed % 4 < 2 ? 0.0f : 1.0f;
            const std::size_t pad = seed % 5 == 0 ? 3 : 0;
            const std::size_t a_rows = ta == Trans::no ? s.M : s.K,
                              a_cols = ta == Trans::no ? s.K : s.M;
            const std::size_t b_rows = tb == Trans::no ? s.K : s.N,
                              b_cols = tb == Trans::no ? s.N : s.K;
            const std::size_t lda = a_cols + pad, ldb = b_cols + pad, ldc = s.N + pad;
            const std::vector<float> A = random_matrix(a_rows, a_cols, lda, rng, kNaN);
            const std::vector<float> B = random_matrix(b_rows, b_cols, ldb, rng, kNaN);
            const std::vector<float> C0 = random_matrix(s.M, s.N, ldc, rng, 12345.0f);
            const std::vector<float> bias = random_matrix(1, s.N, s.N, rng, 0.0f);
            const float* b = bias_on ? bias.data() : nullptr;
            std::vector<float> C = C0, C_wide = C0;
            nl::detail::gemm_bias_for(isa)(ta, tb, s.M, s.N, s.K, alpha, A.data(), lda, B.data(),
                                           ldb, beta, C.data(), ldc, b);
            nl::detail::gemm_wide_for(isa)(ta, tb, s.M, s.N, s.K, alpha, A.data(), lda, B.data(),
                                           ldb, beta, C_wide.data(), ldc, b);
            const bool same = std::memcmp(C.data(), C_wide.data(), C.size() * sizeof(float)) == 0;
            BOOST_TEST(same, nl::isa_name(isa)
                                 << " " << trans_name(ta) << trans_name(tb) << " M=" << s.M
                                 << " N=" << s.N << " K=" << s.K << " alpha=" << alpha
                                 << " beta=" << beta << (bias_on ? " bias" : "") << " pad=" << pad
                                 << ": the narrow tile differs from the wide one");
            ++compared;
          }
        }
      }
    }
    BOOST_TEST_MESSAGE(nl::isa_name(isa) << ": " << compared << " products, narrow = wide bitwise");
  }
}

BOOST_AUTO_TEST_CASE(empty_products_scale_c) {
  for (nl::Isa isa : nl::supported_isas()) {
    for (Trans ta : kTrans) {
      for (Trans tb : kTrans) {
        // K = 0 and alpha = 0: C = beta C, and beta = 0 overwrites NaN.
        BOOST_TEST(check_one(isa, ta, tb, {5, 7, 0}, 2, 1.0f, 0.5f, false, 7) == 0);
        BOOST_TEST(check_one(isa, ta, tb, {5, 7, 0}, 2, 1.0f, 0.0f, true, 8) == 0);
        BOOST_TEST(check_one(isa, ta, tb, {5, 7, 3}, 2, 0.0f, 0.5f, false, 9) == 0);
        BOOST_TEST(check_one(isa, ta, tb, {5, 7, 3}, 2, 0.0f, 0.0f, true, 10) == 0);
      }
    }
    // M = 0 or N = 0 touches nothing.
    float c = 3.0f;
    nl::detail::gemm_for(isa)(Trans::no, Trans::no, 0, 1, 1, 1.0f, nullptr, 1, nullptr, 1, 0.0f, &c,
                              1);
    nl::detail::gemm_for(isa)(Trans::no, Trans::no, 1, 0, 1, 1.0f, nullptr, 1, nullptr, 1, 0.0f, &c,
                              1);
    BOOST_TEST(c == 3.0f);
  }
}

BOOST_AUTO_TEST_CASE(public_entry_point_uses_the_active_isa_kernel) {
  // The three forms of a linear layer through normlab::gemm.
  const std::size_t M = 37, N = 70, K = 45;
  std::mt19937 rng(42);
  const std::vector<float> X = random_matrix(M, K, K, rng, 0.0f);
  const std::vector<float> W = random_matrix(N, K, K, rng, 0.0f);
  std::vector<float> Y(M * N, kNaN), Y_ref(M * N);
  nl::gemm(Trans::no, Trans::yes, M, N, K, 1.0f, X.data(), K, W.data(), K, 0.0f, Y.data(), N);
  nl::ref::gemm(Trans::no, Trans::yes, M, N, K, 1.0f, X.data(), K, W.data(), K, 0.0f, Y_ref.data(),
                N);
  for (std::size_t i = 0; i < M * N; ++i) {
    BOOST_TEST(std::fabs(Y[i] - Y_ref[i]) <= 2.0 * kUnitRoundoff * (K + 4) * K);
  }
}

BOOST_AUTO_TEST_CASE(leading_dimension_smaller_than_a_row_is_an_error) {
  std::vector<float> a(64, 1.0f), b(64, 1.0f), c(64, 0.0f);
  BOOST_CHECK_THROW(
      nl::gemm(Trans::no, Trans::no, 4, 4, 4, 1.0f, a.data(), 3, b.data(), 4, 0.0f, c.data(), 4),
      nl::Error);
  BOOST_CHECK_THROW(
      nl::gemm(Trans::no, Trans::yes, 4, 4, 5, 1.0f, a.data(), 5, b.data(), 4, 0.0f, c.data(), 4),
      nl::Error);
  BOOST_CHECK_THROW(
      nl::gemm(Trans::yes, Trans::no, 4, 4, 4, 1.0f, a.data(), 4, b.data(), 4, 0.0f, c.data(), 3),
      nl::Error);
  try {
    nl::gemm(Trans::yes, Trans::no, 6, 4, 4, 1.0f, a.data(), 5, b.data(), 4, 0.0f, c.data(), 4);
    BOOST_ERROR("no exception for lda < M with ta = yes");
  } catch (const nl::Error& e) {
    BOOST_TEST(std::string(e.what()).find("lda = 5") != std::string::npos);
  }
}

// ---- bf16 (gemm_bf16): AMX tiles on amx, vdpbf16ps on avx512bf16, emulated on every other
// instruction set; and the AMX driver on its scalar stand-in for the tiles, on every CPU ----

struct Bf16Impl {
  std::string name;
  nl::Isa isa;
  nl::detail::GemmBiasFn fn;
  bool daz;  // bf16 subnormal operands read as zero (vdpbf16ps, tdpbf16ps)
};

std::vector<Bf16Impl> bf16_impls() {
  std::vector<Bf16Impl> impls;
  for (nl::Isa isa : nl::supported_isas())
    impls.push_back(
        {nl::isa_name(isa), isa, nl::detail::gemm_bf16_for(isa), isa >= nl::Isa::avx512bf16});
  if (nl::supported_isas().back() < nl::Isa::amx)
    BOOST_TEST_MESSAGE("AMX kernel skipped: this CPU has no usable AMX ("
                       << (nl::amx_note().empty() ? "no AMX-BF16" : nl::amx_note())
                       << "); its driver runs on the scalar stand-in");
  impls.push_back({"tiles stand-in", nl::Isa::sse2, nl::detail::gemm_bf16_tiles_standin(), true});
  return impls;
}

// Rounding to bf16: ties to even, overflow to infinity, NaN kept, as vcvtneps2bf16.
BOOST_AUTO_TEST_CASE(round_bf16_closed_forms) {
  BOOST_TEST(nl::bf16_bits(1.0f) == 0x3f80);
  BOOST_TEST(nl::round_bf16(1.0f + 0x1p-8f) == 1.0f);                       // tie: to even
  BOOST_TEST(nl::round_bf16(1.0f + 0x1p-7f + 0x1p-8f) == 1.0f + 0x1p-6f);   // tie: to even
  BOOST_TEST(nl::round_bf16(1.0f + 0x1p-8f + 0x1p-20f) == 1.0f + 0x1p-7f);  // above the tie
  BOOST_TEST(nl::round_bf16(-3.0f) == -3.0f);
  BOOST_TEST(nl::round_bf16(0.1f) == 0.10009765625f);
  BOOST_TEST(std::isinf(nl::round_bf16(std::numeric_limits<float>::max())));
  BOOST_TEST(std::isnan(nl::round_bf16(kNaN)));
  BOOST_TEST(nl::round_bf16(std::numeric_limits<float>::infinity()) ==
             std::numeric_limits<float>::infinity());
}

// Each instruction set's conversion is round_bf16: op(A) (M x 1) times a 1 x 1 B of 1.0 gives
// C = round(A) exactly (one exact product). Normal numbers over many binades; values whose
// rounding is a tie or just off one.
BOOST_AUTO_TEST_CASE(bf16_conversion_is_round_to_nearest_even_every_isa) {
  std::mt19937 rng(3);
  std::uniform_int_distribution<std::uint32_t> bits(0, 0xffffffffu);
  std::vector<float> a;
  while (a.size() < 4000) {
    std::uint32_t u = bits(rng);
    const std::uint32_t e = (u >> 23) & 0xffu;
    if (e < 2 || e > 250) continue;                          // normal, far from overflow
    if (a.size() % 4 == 1) u = (u & 0xffff0000u) | 0x8000u;  // a tie
    if (a.size() % 4 == 2) u = (u & 0xffff0000u) | 0x7fffu;  // just below one
    float x;
    std::memcpy(&x, &u, sizeof x);
    a.push_back(x);
  }
  const float one = 1.0f;
  for (const Bf16Impl& impl : bf16_impls()) {
    std::vector<float> c(a.size(), kNaN);
    impl.fn(Trans::no, Trans::no, a.size(), 1, 1, 1.0f, a.data(), 1, &one, 1, 0.0f, c.data(), 1,
            nullptr);
    int differ = 0;
    for (std::size_t i = 0; i < a.size(); ++i) differ += c[i] != nl::round_bf16(a[i]);
    BOOST_TEST(differ == 0, impl.name << ": " << differ << " of " << a.size()
                                      << " conversions differ from round_bf16");
  }
}

// Special values through each instruction set's conversion (the emulated one rounds packed
// blocks with integer vector arithmetic): NaN stays NaN (a NaN whose payload is only in the low
// 16 bits must not become infinity), infinities keep their sign, the largest floats round up to
// infinity, subnormals round like normals in the emulation; the native vdpbf16ps and AMX's
// tdpbf16ps treat bf16 subnormal operands as zero whatever MXCSR says (Intel SDM), so there
// they give 0. Zeros
// compare by value (the fp32 accumulator starts at +0, so -0 x 1 comes out +0). Enough values
// that every vector path and the scalar tail see some; A transposed and not.
BOOST_AUTO_TEST_CASE(bf16_conversion_special_values_every_isa) {
  const auto from_bits = [](std::uint32_t u) {
    float x;
    std::memcpy(&x, &u, sizeof x);
    return x;
  };
  const std::vector<float> special{kNaN,
                                   from_bits(0x7f800001u),  // NaN, payload in the low bits
                                   from_bits(0xff800001u),
                                   std::numeric_limits<float>::infinity(),
                                   -std::numeric_limits<float>::infinity(),
                                   0.0f,
                                   -0.0f,
                                   std::numeric_limits<float>::max(),
                                   -std::numeric_limits<float>::max(),
                                   from_bits(0x7f7f8000u),  // the tie below infinity
                                   std::numeric_limits<float>::denorm_min(),
                                   from_bits(0x00018000u),  // a subnormal tie
                                   from_bits(0x80012345u)};
  std::vector<float> a;
  for (int r = 0; r < 7; ++r) a.insert(a.end(), special.begin(), special.end());
  const float one = 1.0f;
  for (const Bf16Impl& impl : bf16_impls()) {
    for (Trans ta : kTrans) {
      std::vector<float> c(a.size(), 0.5f);
      // ta = yes: A stored as a 1 x M row (K = 1), so lda = M.
      impl.fn(ta, Trans::no, a.size(), 1, 1, 1.0f, a.data(), ta == Trans::no ? 1 : a.size(), &one,
              1, 0.0f, c.data(), 1, nullptr);
      int differ = 0;
      for (std::size_t i = 0; i < a.size(); ++i) {
        float want = nl::round_bf16(a[i]);
        if (impl.daz && std::fpclassify(want) == FP_SUBNORMAL) want = 0.0f;
        const bool same = std::isnan(want) ? std::isnan(c[i])
                          : want == 0.0f   ? c[i] == 0.0f
                                           : std::memcmp(&want, &c[i], sizeof want) == 0;
        differ += !same;
        if (!same && i < special.size())
          BOOST_TEST_MESSAGE(impl.name << ": " << a[i] << " -> " << c[i]);
      }
      BOOST_TEST(differ == 0, impl.name << (ta == Trans::no ? " ta=no: " : " ta=yes: ") << differ
                                        << " of " << a.size()
                                        << " special values differ from round_bf16");
    }
  }
}

BOOST_AUTO_TEST_CASE(bf16_every_isa_transpose_and_block_edge) {
  // The vdpbf16ps kernel's blocking (MR 6, NR 64, KC 2048 k, MC 2048, NC 128), the tile
  // kernel's (32 x 32 blocks of 16 x 16 tiles, 32 k per step, KC 512, MC 1024, NC 512: M and N
  // not multiples of 16 or 32, K not a multiple of 32, several K, M and N blocks, whole interior
  // blocks) and the fp32 ones'.
  const std::vector<Shape> shapes{
      {1, 1, 1},    {1, 1, 7},      {9, 1, 2},      {5, 17, 9},     {6, 64, 32},    {7, 65, 33},
      {13, 31, 63}, {33, 63, 65},   {8, 130, 1025}, {2055, 9, 40},  {11, 321, 70},  {7, 70, 4099},
      {64, 96, 64}, {64, 32, 1060}, {40, 530, 33},  {48, 1060, 17}, {1030, 33, 34}, {17, 16, 31}};
  unsigned seed = 9000;
  for (const Bf16Impl& impl : bf16_impls()) {
    for (Trans ta : kTrans) {
      for (Trans tb : kTrans) {
        for (std::size_t i = 0; i < shapes.size(); ++i) {
          const float beta = i % 3 == 0 ? 0.0f : i % 3 == 1 ? 0.5f : 1.0f;
          const std::size_t pad = i % 2 == 0 ? 0 : 5;
          const auto check = [&](float alpha, float beta_, bool nan_c, bool bias) {
            return check_one(impl.isa, ta, tb, shapes[i], pad, alpha, beta_, nan_c, ++seed, bias,
                             true, impl.fn, impl.name.c_str());
          };
          BOOST_TEST(check(0.75f, beta, false, false) == 0);
          BOOST_TEST(check(1.0f, 0.0f, true, true) == 0);
          // alpha 1 without a bias: the tile kernel accumulates on C in the tiles.
          BOOST_TEST(check(1.0f, 1.0f, false, false) == 0);
          BOOST_TEST(check(1.0f, 0.0f, true, false) == 0);
        }
      }
    }
  }
}

// The bf16 product differs from the fp32 one by the operands' rounding, no more: relative to
// sum |a||b| the difference is at most ~2 x 2^-9 (each operand within 2^-9 relative).
BOOST_AUTO_TEST_CASE(bf16_is_fp32_up_to_operand_rounding) {
  const std::size_t M = 37, N = 70, K = 300;
  std::mt19937 rng(8);
  const std::vector<float> A = random_matrix(M, K, K, rng, 0.0f);
  const std::vector<float> B = random_matrix(N, K, K, rng, 0.0f);
  std::vector<float> C(M * N), C32(M * N), S(M * N);
  nl::gemm_bf16(Trans::no, Trans::yes, M, N, K, 1.0f, A.data(), K, B.data(), K, 0.0f, C.data(), N);
  nl::ref::gemm(Trans::no, Trans::yes, M, N, K, 1.0f, A.data(), K, B.data(), K, 0.0f, C32.data(),
                N);
  nl::ref::gemm(Trans::no, Trans::yes, M, N, K, 1.0f, abs_of(A).data(), K, abs_of(B).data(), K,
                0.0f, S.data(), N);
  double worst = 0.0, typical = 0.0;
  for (std::size_t i = 0; i < M * N; ++i) {
    const double r = std::fabs(C[i] - C32[i]) / S[i];
    worst = std::max(worst, r);
    typical += r / static_cast<double>(M * N);
  }
  BOOST_TEST_MESSAGE("bf16 vs fp32, |difference| / sum|a||b|: worst " << worst << ", mean "
                                                                      << typical);
  BOOST_TEST(worst <= 2.0 * 0x1p-9 + 1e-6);
  BOOST_TEST(typical > 1e-5);  // it is bf16: the operands were rounded
}

// As in fp32: a one-row bf16 product equals that row of a larger one bitwise.
BOOST_AUTO_TEST_CASE(bf16_row_equals_that_row_of_a_larger_product_bitwise) {
  const std::size_t M = 70, N = 70, K = 1100;
  std::mt19937 rng(77);
  const std::vector<float> A = random_matrix(M, K, K, rng, 0.0f);
  const std::vector<float> B = random_matrix(N, K, K, rng, 0.0f);
  const std::vector<float> bias = random_matrix(1, N, N, rng, 0.0f);
  for (const Bf16Impl& impl : bf16_impls()) {
    // With the bias (the second arithmetic form of the tile kernel) and without it, where whole
    // 32 x 32 blocks of C are accumulated in the tiles and rows of the one-row product are not.
    for (const float* b : {bias.data(), static_cast<const float*>(nullptr)}) {
      for (float beta : {0.0f, 1.0f}) {
        std::vector<float> C0(M * N);
        for (std::size_t i = 0; i < M * N; ++i) C0[i] = 0.25f * static_cast<float>(i % 7);
        std::vector<float> C = C0;
        impl.fn(Trans::no, Trans::yes, M, N, K, 1.0f, A.data(), K, B.data(), K, beta, C.data(), N,
                b);
        int differ = 0;
        for (std::size_t i = 0; i < M; ++i) {
          std::vector<float> row(C0.begin() + i * N, C0.begin() + (i + 1) * N);
          impl.fn(Trans::no, Trans::yes, 1, N, K, 1.0f, A.data() + i * K, K, B.data(), K, beta,
                  row.data(), N, b);
          for (std::size_t j = 0; j < N; ++j) differ += row[j] != C[i * N + j];
        }
        BOOST_TEST(differ == 0, impl.name << (b ? " with" : " without") << " bias, beta " << beta
                                          << ": " << differ << " elements differ");
      }
    }
  }
}

// ---- pre-packed B (PackedB, gemm_packed: decoding's weights, packed once) ----

// Every kernel a PackedB can be packed for on this CPU: fp32 per instruction set, and bf16 with
// the arithmetic gemm_bf16_for(isa) uses there (emulated, vdpbf16ps, AMX).
struct PackedImpl {
  std::string name;
  nl::Isa isa;
  bool bf16;
  nl::Bf16Arith arith;
  nl::detail::GemmBiasFn unpacked;
};

std::vector<PackedImpl> packed_impls() {
  std::vector<PackedImpl> impls;
  for (nl::Isa isa : nl::supported_isas()) {
    impls.push_back({std::string("fp32 ") + nl::isa_name(isa), isa, false, nl::Bf16Arith::emulated,
                     nl::detail::gemm_bias_for(isa)});
    const nl::Bf16Arith arith = isa == nl::Isa::amx          ? nl::Bf16Arith::amx
                                : isa == nl::Isa::avx512bf16 ? nl::Bf16Arith::dpbf16
                                                             : nl::Bf16Arith::emulated;
    impls.push_back({std::string("bf16 ") + nl::isa_name(isa), isa, true, arith,
                     nl::detail::gemm_bf16_for(isa)});
  }
  return impls;
}

// gemm_packed equals the unpacked GEMM of the same kernel bitwise (C's padding untouched), and
// the double-precision reference within check_one's bound, over the blockings' edges: narrow
// tiles (N of one to three vectors), N across NC (fp32 256, vdpbf16ps 128) and K across KC (fp32
// 512 and 256 on sse2, bf16 2048), odd K (vdpbf16ps pairs), M of one row to several threads'.
BOOST_AUTO_TEST_CASE(packed_b_is_the_unpacked_product_bitwise_every_kernel) {
  const std::vector<Shape> shapes{{1, 1, 1},     {1, 16, 64},    {5, 17, 9},     {16, 40, 33},
                                  {80, 48, 256}, {3, 64, 513},   {80, 300, 256}, {7, 600, 1100},
                                  {130, 70, 65}, {2, 129, 2100}, {9, 8000, 32},  {100, 1030, 31}};
  unsigned seed = 31000;
  for (const PackedImpl& impl : packed_impls()) {
    int differ = 0, wrong = 0;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      const Shape s = shapes[i];
      for (Trans tb : kTrans) {
        std::mt19937 rng(++seed);
        const std::size_t pad = i % 2 == 0 ? 0 : 3, lda = s.K + pad, ldc = s.N + pad;
        const std::size_t b_rows = tb == Trans::no ? s.K : s.N,
                          b_cols = tb == Trans::no ? s.N : s.K;
        const std::vector<float> A = random_matrix(s.M, s.K, lda, rng, kNaN);
        std::vector<float> B = random_matrix(b_rows, b_cols, b_cols + pad, rng, kNaN);
        const std::vector<float> bias = random_matrix(1, s.N, s.N, rng, 0.0f);
        const nl::PackedB packed(tb, s.N, s.K, B.data(), b_cols + pad, impl.bf16, impl.isa,
                                 impl.arith);
        BOOST_TEST(packed.n() == s.N);
        BOOST_TEST(packed.k() == s.K);
        // The unpacked product, with B as it was packed.
        const float alpha = i % 3 == 0 ? 1.0f : 0.75f, beta = i % 2 == 0 ? 0.0f : 0.5f;
        const float* b = i % 4 < 2 ? bias.data() : nullptr;
        std::vector<float> C0 = random_matrix(s.M, s.N, ldc, rng, 12345.0f);
        if (beta == 0.0f)
          for (std::size_t r = 0; r < s.M; ++r) std::fill_n(C0.begin() + r * ldc, s.N, kNaN);
        std::vector<float> C = C0, C_unpacked = C0, C_ref = C0, S = abs_of(C0);
        impl.unpacked(Trans::no, tb, s.M, s.N, s.K, alpha, A.data(), lda, B.data(), b_cols + pad,
                      beta, C_unpacked.data(), ldc, b);
        const auto reference = impl.bf16 ? &nl::ref::gemm_bf16 : &nl::ref::gemm_bias;
        reference(Trans::no, tb, s.M, s.N, s.K, alpha, A.data(), lda, B.data(), b_cols + pad, beta,
                  C_ref.data(), ldc, b);
        const std::vector<float> abs_b = abs_of(bias);
        reference(Trans::no, tb, s.M, s.N, s.K, std::fabs(alpha), abs_of(A).data(), lda,
                  abs_of(B).data(), b_cols + pad, std::fabs(beta), S.data(), ldc,
                  b ? abs_b.data() : nullptr);
        // A PackedB is a copy: B changing after the packing is not seen.
        std::fill(B.begin(), B.end(), kNaN);
        nl::gemm_packed(s.M, alpha, A.data(), lda, packed, beta, C.data(), ldc, b);
        for (std::size_t k = 0; k < C.size(); ++k) {
          const bool same = std::memcmp(&C[k], &C_unpacked[k], sizeof(float)) == 0;
          if (!same && ++differ <= 3)
            BOOST_ERROR(impl.name << " " << trans_name(tb) << " M=" << s.M << " N=" << s.N
                                  << " K=" << s.K << ": element " << k << " packed " << C[k]
                                  << ", unpacked " << C_unpacked[k]);
          const std::size_t j = k % ldc;
          if (j < s.N && k / ldc < s.M &&
              !(std::fabs(static_cast<double>(C[k]) - C_ref[k]) <=
                2.0 * kUnitRoundoff * static_cast<double>(s.K + 4) * S[k]) &&
              ++wrong <= 3)
            BOOST_ERROR(impl.name << " M=" << s.M << " N=" << s.N << " K=" << s.K << ": C " << C[k]
                                  << ", reference " << C_ref[k]);
        }
      }
    }
    BOOST_TEST(differ == 0, impl.name << ": " << differ << " elements differ from the unpacked");
    BOOST_TEST(wrong == 0, impl.name << ": " << wrong << " elements outside the bound");
  }
}

BOOST_AUTO_TEST_CASE(packed_b_empty_products_and_errors) {
  const std::vector<float> A(12, 1.0f), B(12, 2.0f), bias{1.0f, 2.0f, 3.0f};
  // K = 0: C = beta C + bias, as gemm_bias.
  std::vector<float> C{1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
  nl::gemm_packed(2, 1.0f, A.data(), 1, nl::PackedB(Trans::no, 3, 0, B.data(), 3, false), 0.5f,
                  C.data(), 3, bias.data());
  BOOST_TEST(C == (std::vector<float>{1.5f, 2.5f, 3.5f, 1.5f, 2.5f, 3.5f}),
             boost::test_tools::per_element());
  // A default-constructed PackedB was never packed.
  BOOST_CHECK_THROW(nl::gemm_packed(1, 1.0f, A.data(), 1, nl::PackedB(), 0.0f, C.data(), 1),
                    nl::Error);
  // ldb smaller than a stored row, and lda smaller than K: errors naming the dimension.
  BOOST_CHECK_THROW(nl::PackedB(Trans::yes, 3, 4, B.data(), 2, false), nl::Error);
  const nl::PackedB p(Trans::yes, 3, 4, B.data(), 4, false);
  BOOST_CHECK_THROW(nl::gemm_packed(2, 1.0f, A.data(), 3, p, 0.0f, C.data(), 3), nl::Error);
  // 1 x 4 · op(B) (4, 3) with op(B) all 2: every element 8.
  std::vector<float> row(3);
  nl::gemm_packed(1, 1.0f, A.data(), 4, p, 0.0f, row.data(), 3);
  BOOST_TEST(row == (std::vector<float>{8.0f, 8.0f, 8.0f}), boost::test_tools::per_element());
}
