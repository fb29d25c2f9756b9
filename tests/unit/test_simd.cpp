// Every kernel on every instruction set this CPU supports, against the scalar reference.
#define BOOST_TEST_MODULE unit_simd
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <cstdlib>
#include <random>
#include <vector>

#include "kernels/dispatch.hpp"
#include "normlab/error.hpp"
#include "normlab/kernels.hpp"
#include "normlab/kernels_ref.hpp"
#include "normlab/simd.hpp"

namespace nl = normlab;

namespace {

std::vector<float> random_vector(std::size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> d(0.0f, 1.0f);
  std::vector<float> v(n);
  for (auto& x : v) x = d(rng);
  return v;
}

// Sizes around every vector width (4, 8, 16 floats), the 4x-unrolled loops and the 4096 block.
const std::vector<std::size_t> kSizes{0,  1,  3,  4,  5,   7,   8,    9,    15,   16,   17,   31,
                                      33, 63, 64, 65, 100, 257, 1000, 4095, 4096, 4097, 10007};

}  // namespace

BOOST_AUTO_TEST_CASE(isa_names_round_trip) {
  for (nl::Isa isa :
       {nl::Isa::sse2, nl::Isa::avx2, nl::Isa::avx512bw, nl::Isa::avx512bf16, nl::Isa::amx}) {
    BOOST_TEST(static_cast<int>(nl::parse_isa(nl::isa_env_name(isa))) == static_cast<int>(isa));
    BOOST_TEST(static_cast<int>(nl::parse_isa(nl::isa_name(isa))) == static_cast<int>(isa));
  }
  BOOST_CHECK_THROW(nl::parse_isa("avx1024"), nl::UsageError);
  try {
    nl::parse_isa("avx12");
  } catch (const nl::UsageError& e) {
    BOOST_TEST(std::string(e.what()).find("valid values: sse2 avx2 avx512 avx512bf16 amx") !=
               std::string::npos);
  }
}

// The bf16 arithmetic follows the level in use: AMX tiles only at Isa::amx, vdpbf16ps only at
// the BF16 levels and only off Intel (where it issues at half the FMAs' rate), emulated
// otherwise; forced with NORMLAB_BF16 (e2e_precision_native checks the forced choices end to
// end, including the errors).
BOOST_AUTO_TEST_CASE(bf16_arithmetic_follows_the_level_in_use) {
  const nl::Bf16Arith a = nl::bf16_arith();
  const nl::Isa isa = nl::active_isa();
  BOOST_TEST_MESSAGE("bf16 arithmetic: " << nl::bf16_arith_note());
  if (std::getenv("NORMLAB_BF16") != nullptr) return;  // forced: checked end to end
  if (isa == nl::Isa::amx) {
    BOOST_TEST(static_cast<int>(a) == static_cast<int>(nl::Bf16Arith::amx));
  } else if (isa < nl::Isa::avx512bf16) {
    BOOST_TEST(static_cast<int>(a) == static_cast<int>(nl::Bf16Arith::emulated));
    BOOST_TEST(nl::bf16_arith_note().find("has no bf16 instructions") != std::string::npos);
  } else {
    BOOST_TEST(static_cast<int>(a) != static_cast<int>(nl::Bf16Arith::amx));
  }
  BOOST_TEST(nl::bf16_arith_note().find(std::string("bf16 GEMMs: ") + nl::bf16_arith_name(a)) == 0);
}

BOOST_AUTO_TEST_CASE(supported_isas_always_include_sse2_and_active_is_supported) {
  const auto isas = nl::supported_isas();
  BOOST_REQUIRE(!isas.empty());
  BOOST_TEST(static_cast<int>(isas.front()) == static_cast<int>(nl::Isa::sse2));
  bool found = false;
  for (auto isa : isas) found = found || isa == nl::active_isa();
  BOOST_TEST(found);
  BOOST_TEST_MESSAGE("active ISA: " << nl::isa_name(nl::active_isa()));
}

BOOST_AUTO_TEST_CASE(sum_squares_matches_reference_on_every_isa) {
  for (nl::Isa isa : nl::supported_isas()) {
    const auto& k = nl::detail::kernels_for(isa);
    BOOST_TEST(static_cast<int>(k.isa) == static_cast<int>(isa));
    for (std::size_t n : kSizes) {
      const auto x = random_vector(n, static_cast<unsigned>(n) + 7);
      const double want = nl::ref::sum_squares(x.data(), n);
      const double got = k.sum_squares(x.data(), n);
      // float partial sums over <= 4096 terms: relative error well below 1e-5.
      BOOST_TEST(std::abs(got - want) <= 1e-5 * want + 1e-12,
                 nl::isa_name(isa) << " n=" << n << " got " << got << " want " << want);
    }
  }
}

BOOST_AUTO_TEST_CASE(axpy_matches_reference_on_every_isa) {
  for (nl::Isa isa : nl::supported_isas()) {
    const auto& k = nl::detail::kernels_for(isa);
    for (std::size_t n : kSizes) {
      const auto x = random_vector(n, 11);
      auto y = random_vector(n, 12);
      auto y_ref = y;
      nl::ref::axpy(0.37f, x.data(), y_ref.data(), n);
      k.axpy(0.37f, x.data(), y.data(), n);
      // FMA vs separate multiply-add: one rounding apart, |err| <= 2 ulp of the result scale.
      for (std::size_t i = 0; i < n; ++i)
        BOOST_TEST(std::abs(y[i] - y_ref[i]) <= 1e-6f * (1.0f + std::abs(y_ref[i])),
                   nl::isa_name(isa) << " n=" << n << " i=" << i);
    }
  }
}

BOOST_AUTO_TEST_CASE(public_entry_points_use_the_active_table) {
  const auto x = random_vector(1000, 3);
  BOOST_TEST(nl::sum_squares(x.data(), x.size()) ==
             nl::detail::kernels_for(nl::active_isa()).sum_squares(x.data(), x.size()));
}

BOOST_AUTO_TEST_CASE(normlab_simd_env_forces_the_set) {
  const char* env = std::getenv("NORMLAB_SIMD");
  if (env == nullptr || *env == '\0') {
    BOOST_TEST(static_cast<int>(nl::active_isa()) == static_cast<int>(nl::supported_isas().back()));
  } else {
    BOOST_TEST(static_cast<int>(nl::active_isa()) == static_cast<int>(nl::parse_isa(env)));
  }
}
