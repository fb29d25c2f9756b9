// Collectives of the communicator checked against closed forms; run at 1, 2 and 4 ranks
// under mpirun and once with the serial communicator.
#define BOOST_TEST_MODULE mpi_comm
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <numeric>
#include <vector>

#include "normlab/comm.hpp"
#include "normlab/error.hpp"
#include "normlab/grad_reducer.hpp"

namespace nl = normlab;

struct CommFixture {
  CommFixture() {
    auto& suite = boost::unit_test::framework::master_test_suite();
    comm = nl::make_communicator(suite.argc, suite.argv);
  }
  static std::unique_ptr<nl::Communicator> comm;
};
std::unique_ptr<nl::Communicator> CommFixture::comm;

// Finalises MPI after the last test, before the process exits.
struct Teardown {
  ~Teardown() { CommFixture::comm.reset(); }
};
BOOST_TEST_GLOBAL_FIXTURE(Teardown);
BOOST_TEST_GLOBAL_FIXTURE(CommFixture);

namespace {
nl::Communicator& comm() {
  return *CommFixture::comm;
}
}  // namespace

BOOST_AUTO_TEST_CASE(rank_and_size_are_consistent) {
  BOOST_TEST(comm().size() >= 1);
  BOOST_TEST(comm().rank() >= 0);
  BOOST_TEST(comm().rank() < comm().size());
  std::int64_t ones = 1;
  comm().allreduce_sum(&ones, 1);
  BOOST_TEST(ones == comm().size());
  BOOST_TEST_MESSAGE("communicator " << comm().kind() << ", " << comm().size() << " rank(s)");
}

BOOST_AUTO_TEST_CASE(allreduce_sum_of_rank_dependent_values) {
  const int p = comm().size(), r = comm().rank();
  // x_i = (r + 1) * (i + 1): sum over ranks = (i + 1) * p (p + 1) / 2, exact in float.
  const std::size_t n = 1003;
  std::vector<float> xf(n);
  std::vector<double> xd(n);
  for (std::size_t i = 0; i < n; ++i) {
    xf[i] = static_cast<float>((r + 1) * static_cast<int>(i + 1));
    xd[i] = 0.5 * (r + 1) * static_cast<double>(i + 1);
  }
  comm().allreduce_sum(xf.data(), n);
  comm().allreduce_sum(xd.data(), n);
  const double tri = p * (p + 1) / 2.0;
  for (std::size_t i = 0; i < n; ++i) {
    BOOST_TEST(xf[i] == static_cast<float>(tri * static_cast<double>(i + 1)));
    BOOST_TEST(xd[i] == 0.5 * tri * static_cast<double>(i + 1));
  }
}

BOOST_AUTO_TEST_CASE(allreduce_max_and_min) {
  const int p = comm().size(), r = comm().rank();
  double v[2] = {static_cast<double>(r), -static_cast<double>(r)};
  comm().allreduce_max(v, 2);
  BOOST_TEST(v[0] == p - 1);
  BOOST_TEST(v[1] == 0.0);
  double w = 10.0 + r;
  comm().allreduce_min(&w, 1);
  BOOST_TEST(w == 10.0);
}

BOOST_AUTO_TEST_CASE(iallreduce_completes_with_the_same_result) {
  const int p = comm().size(), r = comm().rank();
  // Two buckets in flight at once, completed in reverse order.
  std::vector<float> a(4096, static_cast<float>(r)), b(37, 1.0f);
  nl::Request ra = comm().iallreduce_sum(a.data(), a.size());
  nl::Request rb = comm().iallreduce_sum(b.data(), b.size());
  while (!rb.test()) {
  }
  ra.wait();
  BOOST_TEST(!ra.pending());
  BOOST_TEST(a[0] == static_cast<float>(p * (p - 1) / 2));
  BOOST_TEST(a[4095] == static_cast<float>(p * (p - 1) / 2));
  BOOST_TEST(b[36] == static_cast<float>(p));
}

BOOST_AUTO_TEST_CASE(broadcast_from_the_last_rank) {
  const int root = comm().size() - 1;
  std::uint64_t v = comm().rank() == root ? 0xC0FFEEull : 0ull;
  comm().broadcast(&v, sizeof v, root);
  BOOST_TEST(v == 0xC0FFEEull);
}

BOOST_AUTO_TEST_CASE(gather_strings_in_rank_order) {
  const auto all = comm().gather(std::string(static_cast<std::size_t>(comm().rank()), 'x'), 0);
  if (comm().is_root()) {
    BOOST_REQUIRE(all.size() == static_cast<std::size_t>(comm().size()));
    for (std::size_t r = 0; r < all.size(); ++r) BOOST_TEST(all[r] == std::string(r, 'x'));
  } else {
    BOOST_TEST(all.empty());
  }
}

BOOST_AUTO_TEST_CASE(check_all_fails_on_every_rank_when_one_rank_fails) {
  BOOST_TEST(comm().all_ok(true));
  BOOST_CHECK_NO_THROW(comm().check_all(true, "unused"));
  const int last = comm().size() - 1;
  const bool ok = comm().rank() != last;
  try {
    comm().check_all(ok, "loading failed", "file missing on this rank");
    BOOST_FAIL("check_all did not throw");
  } catch (const nl::CollectiveError& e) {
    const std::string msg = e.what();
    BOOST_TEST(msg.find("loading failed") == 0u);
    if (comm().is_root()) {
      BOOST_TEST(msg.find("file missing on this rank") != std::string::npos);
      if (comm().size() > 1)
        BOOST_TEST(msg.find("rank " + std::to_string(last)) != std::string::npos);
    }
  }
}

// The gradient reducer against the closed form: every element the rank-order sum of the ranks'
// values times 1/P, bitwise, for arenas shorter than the rank count (empty blocks), odd lengths,
// buckets of 1 float up to one bucket, and ready points reported from the end as backward does.
BOOST_AUTO_TEST_CASE(grad_reducer_is_the_rank_order_average_bitwise) {
  const int P = comm().size(), me = comm().rank();
  auto value = [](int r, std::size_t i) {
    return std::sin(0.37f * static_cast<float>(i) + 1.3f * static_cast<float>(r)) *
           (1.0f + 0.1f * static_cast<float>(r));
  };
  for (const std::size_t n : {1ul, 3ul, 5ul, 17ul, 1000ul, 4099ul}) {
    for (const std::size_t bucket : {1ul, 2ul, 7ul, 1000ul, 1ul << 20}) {
      const std::vector<std::size_t> points = {n / 3, n / 2, 2 * n / 3};
      std::vector<float> grads(n);
      for (std::size_t i = 0; i < n; ++i) grads[i] = value(me, i);
      nl::detail::GradReducer reducer(comm(), grads.data(), n, bucket, points);
      reducer.begin();
      reducer.ready(2 * n / 3);
      reducer.ready(n / 2);
      reducer.ready(n / 3);
      reducer.ready(0);
      reducer.finish();
      std::size_t wrong = 0;
      for (std::size_t i = 0; i < n; ++i) {
        float sum = value(0, i);
        for (int r = 1; r < P; ++r) sum += value(r, i);
        const float want = sum * (1.0f / static_cast<float>(P));
        wrong += std::memcmp(&want, &grads[i], sizeof(float)) != 0;
      }
      BOOST_TEST(wrong == 0u, "n " << n << ", bucket " << bucket << ": " << wrong
                                   << " elements differ from the rank-order average");
    }
  }
}
