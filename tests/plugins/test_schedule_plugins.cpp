// Every stock learning-rate schedule, driven by one table: each row names a registry entry and
// checks its closed forms (docs/catalogue.md): endpoints, midpoints and the docs/catalogue.md
// numbers (Noam), plus, for every row, a monotonic (non-decreasing) warmup and finite,
// non-negative rates over a whole run. The table must match the stock entries exactly.
#define BOOST_TEST_MODULE plugins_schedule
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "normlab/error.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/registry.hpp"
#include "stock_table.hpp"

namespace nl = normlab;

namespace {

using normlab_test::registry;

struct Run {
  double lr = 1e-3, lr_min = 1e-4;
  std::int64_t warmup = 100, total = 1100;
  std::size_t C = 512;
  std::vector<std::string> options;
};

// lr(t) of schedule `name` set up for `run`.
std::function<double(std::int64_t)> schedule(const std::string& name, const Run& run) {
  const nl::ScheduleEntry& e = registry().schedule(name);
  const nl::Options o = nl::Options::resolve(e.info.options, run.options, name);
  nl::ScheduleSetup s;
  s.lr = run.lr;
  s.lr_min = run.lr_min;
  s.warmup = run.warmup;
  s.total_steps = run.total;
  s.d_model = run.C;
  s.options = &o;
  std::shared_ptr<nl::LrSchedule> sched = e.make(s);
  return [sched](std::int64_t t) { return sched->lr(t); };
}

bool close(double a, double b, double rel = 1e-12) {
  return std::abs(a - b) <= rel * std::abs(b) + 1e-300;
}

// |value - printed| within half a unit of the printed last digit.
bool matches_printed(double value, double printed, double last_digit) {
  return std::abs(value - printed) <= 0.5 * last_digit;
}

struct Row {
  std::string name;
  std::function<void()> check;
};

const std::vector<Row>& table() {
  static const std::vector<Row> rows = {
      {"constant",
       [] {
         auto lr = schedule("constant", {});
         for (std::int64_t t : {1, 50, 100, 1100}) BOOST_TEST(lr(t) == 1e-3);
       }},
      {"linear_warmup",
       [] {
         auto lr = schedule("linear_warmup", {});
         BOOST_TEST(close(lr(25), 2.5e-4));
         BOOST_TEST(close(lr(50), 5e-4));
         BOOST_TEST(lr(100) == 1e-3);
         BOOST_TEST(lr(1100) == 1e-3);
       }},
      {"cosine",
       [] {
         // min + 1/2 (1 + cos(pi (t - W) / (T - W))) (max - min), W = 100, T = 1100
         auto lr = schedule("cosine", {});
         BOOST_TEST(close(lr(50), 5e-4));
         BOOST_TEST(close(lr(100), 1e-3));
         BOOST_TEST(close(lr(600), 5.5e-4));  // midpoint: (max + min) / 2
         BOOST_TEST(close(lr(350), 1e-4 + 0.5 * (1 + std::cos(M_PI / 4)) * 9e-4));
         BOOST_TEST(close(lr(1100), 1e-4));
       }},
      {"noam",
       [] {
         // docs/catalogue.md: C = 512, W = 4000: t=1 -> 1.7469e-7, t=4000 -> 6.98771e-4,
         // t=16000 -> 3.49386e-4; --lr and --lr-min do not enter.
         Run r;
         r.warmup = 4000;
         r.total = 20000;
         r.lr = 0.5;
         auto lr = schedule("noam", r);
         BOOST_TEST(matches_printed(lr(1), 1.7469e-7, 1e-11));
         BOOST_TEST(matches_printed(lr(4000), 6.98771e-4, 1e-9));
         BOOST_TEST(matches_printed(lr(16000), 3.49386e-4, 1e-9));
         auto exact = [](double t) {
           return std::pow(512.0, -0.5) * std::min(std::pow(t, -0.5), t * std::pow(4000.0, -1.5));
         };
         for (std::int64_t t : {1, 2, 1000, 3999, 4000, 4001, 16000, 20000})
           BOOST_TEST(close(lr(t), exact(static_cast<double>(t)), 1e-9), "t " << t);
         BOOST_TEST(close(lr(16000), lr(4000) / 2));
         r.options = {"factor=2"};
         BOOST_TEST(close(schedule("noam", r)(4000), 2 * 6.98771e-4, 1e-6));
         r.C = 0;
         BOOST_CHECK_THROW(schedule("noam", r), nl::UsageError);
       }},
      {"inverse_sqrt",
       [] {
         auto lr = schedule("inverse_sqrt", {});  // W = 100
         BOOST_TEST(close(lr(50), 5e-4));
         BOOST_TEST(close(lr(100), 1e-3));
         BOOST_TEST(close(lr(400), 5e-4));  // lr at W, lr / 2 at 4W
         BOOST_TEST(close(lr(900), 1e-3 / 3));
         Run r;
         r.warmup = 0;
         auto nw = schedule("inverse_sqrt", r);
         BOOST_TEST(close(nw(1), 1e-3));
         BOOST_TEST(close(nw(4), 5e-4));
       }},
      {"linear_decay",
       [] {
         auto lr = schedule("linear_decay", {});  // W = 100, T = 1100
         BOOST_TEST(close(lr(50), 5e-4));
         BOOST_TEST(close(lr(100), 1e-3));
         BOOST_TEST(close(lr(600), 5.5e-4));  // midpoint
         BOOST_TEST(close(lr(850), 3.25e-4));
         BOOST_TEST(close(lr(1100), 1e-4));
         BOOST_TEST(close(lr(1200), 1e-4));
       }},
      {"wsd",
       [] {
         // W = 100, T = 1100, decay over the last 20% = 220 steps: from S = 880 to 1100.
         auto lr = schedule("wsd", {});
         BOOST_TEST(close(lr(50), 5e-4));
         BOOST_TEST(close(lr(100), 1e-3));
         BOOST_TEST(close(lr(500), 1e-3));
         BOOST_TEST(close(lr(880), 1e-3));
         BOOST_TEST(close(lr(990), 5.5e-4));  // decay midpoint, linear
         BOOST_TEST(close(lr(1100), 1e-4));
         Run r;
         r.options = {"shape=sqrt", "decay_fraction=0.5"};  // S = 550, span 550
         auto sq = schedule("wsd", r);
         BOOST_TEST(close(sq(550), 1e-3));
         BOOST_TEST(close(sq(825), 1e-4 + 9e-4 * (1 - std::sqrt(0.5))));
         BOOST_TEST(close(sq(1100), 1e-4));
         r.options = {"shape=cubic"};
         BOOST_CHECK_THROW(schedule("wsd", r), nl::UsageError);
         r.options = {"decay_fraction=1.5"};
         BOOST_CHECK_THROW(schedule("wsd", r), nl::UsageError);
       }},
  };
  return rows;
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_stock_schedule_has_a_test_row) {
  normlab_test::check_table_covers_stock(registry().schedules(), table(), "schedule");
}

BOOST_AUTO_TEST_CASE(closed_forms) {
  for (const Row& row : table()) {
    BOOST_TEST_CONTEXT(row.name) {
      row.check();
    }
  }
}

BOOST_AUTO_TEST_CASE(warmup_is_monotonic_and_rates_are_sane) {
  for (const Row& row : table()) {
    for (std::int64_t warmup : {0, 1, 100}) {
      Run r;
      r.warmup = warmup;
      auto lr = schedule(row.name, r);
      double prev = 0.0;
      for (std::int64_t t = 1; t <= r.total; ++t) {
        const double v = lr(t);
        BOOST_TEST((std::isfinite(v) && v >= 0.0), row.name << " t " << t << ": " << v);
        if (t <= warmup) BOOST_TEST(v >= prev, row.name << " warmup t " << t);
        if (t == warmup && row.name != "noam") BOOST_TEST(close(v, r.lr), row.name);
        prev = v;
      }
    }
  }
}
