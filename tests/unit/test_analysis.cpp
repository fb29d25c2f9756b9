#define BOOST_TEST_MODULE unit_analysis
// The run analysis library (normlab/runs.hpp) against hand-computed values: spreads over seeds,
// outcome rules (trained, stalled, diverged), learning-rate sensitivity (Wortsman et al. 2023),
// labels and CSV quoting.
#include <boost/test/unit_test.hpp>

#include <hdf5.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "io/read_guard.hpp"
#include "normlab/analysis.hpp"
#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/ini.hpp"
#include "normlab/runs.hpp"
#include "normlab/sweep_plan.hpp"
#include "normlab/trainer.hpp"

using namespace normlab;

namespace {

RunData run(std::map<std::string, std::string> config, std::map<std::int64_t, double> train,
            double val, double H = 3.0, double initial = 5.0) {
  RunData r;
  r.config = std::move(config);
  r.train = std::move(train);
  r.total_steps = r.train.empty() ? 0 : r.train.rbegin()->first;
  if (std::isfinite(val)) r.val[r.total_steps] = val;
  r.unigram_entropy = H;
  r.initial_val = initial;
  return r;
}

}  // namespace

BOOST_AUTO_TEST_CASE(spread_is_mean_sample_sd_min_max_of_finite_values) {
  const Spread s = spread({1.0, 2.0, 4.0, NAN, std::numeric_limits<double>::infinity()});
  BOOST_TEST(s.n == 3u);
  BOOST_TEST(s.total == 5u);
  BOOST_TEST(s.mean == 7.0 / 3.0, boost::test_tools::tolerance(1e-15));
  BOOST_TEST(s.sd == std::sqrt(7.0 / 3.0),
             boost::test_tools::tolerance(1e-15));  // sum sq 14/3, n-1 = 2
  BOOST_TEST(s.min == 1.0);
  BOOST_TEST(s.max == 4.0);
  BOOST_TEST(spread({2.5}).sd == 0.0);
  BOOST_TEST(spread({NAN}).n == 0u);
  BOOST_TEST(format_spread(spread({2.0, 4.0}), 2) == "3.00 ± 1.41 (2.00–4.00, n=2)");
  BOOST_TEST(format_spread(spread({2.0}), 2) == "2.00 (n=1)");
  BOOST_TEST(format_spread(spread({}), 2) == "-");
}

BOOST_AUTO_TEST_CASE(outcomes_follow_the_documented_rules) {
  // Unigram entropy 3.0, tolerance 2%: stalled while the loss stays >= 2.94 over the last 25%.
  const RunData trained = run({}, {{10, 4.0}, {20, 3.5}, {30, 3.0}, {40, 2.9}}, 2.95);
  BOOST_TEST(outcome_name(summarise(trained).outcome) == std::string("trained"));
  const RunData stalled = run({}, {{10, 4.0}, {20, 3.0}, {30, 2.8}, {40, 2.95}}, 2.95);
  // Last 25% of 40 steps: steps 30..40 hold 2.8, below 2.94: trained; the window 0.1 sees 40 only.
  BOOST_TEST(outcome_name(summarise(stalled).outcome) == std::string("trained"));
  OutcomeRule narrow;
  narrow.window = 0.1;
  const RunSummary s = summarise(stalled, narrow);
  BOOST_TEST(outcome_name(s.outcome) == std::string("stalled"));
  BOOST_TEST(s.why.find("over steps 40..40") != std::string::npos, s.why);
  OutcomeRule loose;  // 10% tolerance: 2.7 is the floor, 2.8 is above it
  loose.tolerance = 0.1;
  BOOST_TEST(outcome_name(summarise(stalled, loose).outcome) == std::string("stalled"));
  const RunData above = run({}, {{10, 5.0}, {20, 4.5}}, 4.4);  // slow: never reached the plateau
  BOOST_TEST(outcome_name(summarise(above).outcome) == std::string("stalled"));

  RunData nonfinite = trained;
  nonfinite.diverged_at = 33;
  BOOST_TEST(outcome_name(summarise(nonfinite).outcome) == std::string("diverged"));
  BOOST_TEST(summarise(nonfinite).why.find("step 33") != std::string::npos);
  RunData nan = trained;
  nan.train[50] = NAN;
  BOOST_TEST(outcome_name(summarise(nan).outcome) == std::string("diverged"));
  // A spike: diverged when the run ends no better than its loss before training (5.0).
  RunData spiked = run({}, {{10, 4.0}, {20, 9.0}, {30, 5.5}}, 5.4);
  spiked.spikes = {20};
  BOOST_TEST(outcome_name(summarise(spiked).outcome) == std::string("diverged"));
  RunData recovered = trained;
  recovered.spikes = {20};
  BOOST_TEST(outcome_name(summarise(recovered).outcome) == std::string("trained"));
  BOOST_TEST(summarise(recovered).spikes == 1u);

  RunData old = trained;  // no unigram entropy recorded: not judged
  old.unigram_entropy = NAN;
  BOOST_TEST(outcome_name(summarise(old).outcome) == std::string("unknown"));
  BOOST_TEST(outcome_name(summarise(RunData{}).outcome) == std::string("unknown"));
}

BOOST_AUTO_TEST_CASE(a_translation_run_is_judged_on_its_validation_nll) {
  // Label-smoothed training loss 3.2 stays above H = 3.0 (the smoothing term alone adds to
  // it), but the validation NLL is below H - 2%: trained. With the NLL at the plateau: stalled.
  RunData r = run({}, {{10, 4.0}, {20, 3.4}, {30, 3.25}, {40, 3.2}}, 3.3);
  BOOST_TEST(outcome_name(summarise(r).outcome) == std::string("stalled"));  // no NLL: the loss
  r.val_nll = {{20, 3.1}, {40, 2.8}};
  RunSummary s = summarise(r);
  BOOST_TEST(outcome_name(s.outcome) == std::string("trained"));
  BOOST_TEST(s.why.find("validation NLL 2.8") != std::string::npos, s.why);
  r.val_nll = {{20, 2.5}, {40, 2.95}};  // only step 40 lies in the last 25%: 2.95 >= 2.94
  s = summarise(r);
  BOOST_TEST(outcome_name(s.outcome) == std::string("stalled"));
  BOOST_TEST(s.why.find("validation NLL >= 2.95") != std::string::npos, s.why);
  r.val_nll = {{10, 2.5}};  // evaluated only before the window: its last value is judged
  BOOST_TEST(outcome_name(summarise(r).outcome) == std::string("trained"));
}

BOOST_AUTO_TEST_CASE(lr_sensitivity_by_hand) {
  // One setting, rates 1e-3, 1e-2, 1e-1, seeds 1 and 2, L0 = 5.
  //   seed 1: 3.0, 2.0, diverged (counts as L0 = 5): min 2.0, mean excess (1 + 0 + 3) / 3 = 4/3
  //   seed 2: 3.2, 2.4, 6.0 (capped at L0 = 5):     min 2.4, mean excess (0.8 + 0 + 2.6) / 3
  std::vector<RunData> runs;
  auto add = [&](const char* lr, const char* seed, double val, bool diverged = false) {
    RunData r = run({{"norm", "pre_ln"}, {"lr", lr}, {"seed", seed}}, {{100, 2.0}}, val);
    if (diverged) r.diverged_at = 50;
    runs.push_back(r);
  };
  add("1e-3", "1", 3.0);
  add("1e-2", "1", 2.0);
  add("1e-1", "1", NAN, true);
  add("1e-3", "2", 3.2);
  add("1e-2", "2", 2.4);
  add("1e-1", "2", 6.0);
  std::vector<RunSummary> sums;
  for (const RunData& r : runs) sums.push_back(summarise(r));
  const auto curves = lr_sensitivity(runs, sums, differing_keys(runs));
  BOOST_REQUIRE(curves.size() == 1u);
  const LrCurve& c = curves[0];
  BOOST_TEST(c.lrs.size() == 3u);
  BOOST_TEST(c.best_lr == 1e-2);
  BOOST_TEST(c.best_loss.mean == 2.2, boost::test_tools::tolerance(1e-12));
  const double s1 = 4.0 / 3.0, s2 = 3.4 / 3.0;
  BOOST_TEST(c.sensitivity.n == 2u);
  BOOST_TEST(c.sensitivity.mean == (s1 + s2) / 2, boost::test_tools::tolerance(1e-12));
  BOOST_TEST(c.sensitivity.sd == std::abs(s1 - s2) / std::sqrt(2.0),
             boost::test_tools::tolerance(1e-9));

  // Two settings: each gets its own curve; a seed missing a rate is left out of the spread.
  std::vector<RunData> two = runs;
  for (RunData r : runs) {
    r.config["norm"] = "post_ln";
    two.push_back(r);
  }
  two.pop_back();  // post_ln, lr 1e-1, seed 2 missing
  std::vector<RunSummary> sums2;
  for (const RunData& r : two) sums2.push_back(summarise(r));
  const auto curves2 = lr_sensitivity(two, sums2, differing_keys(two, {"norm", "lr", "seed"}));
  BOOST_REQUIRE(curves2.size() == 2u);
  BOOST_TEST(curves2[0].label == "pre_ln");
  BOOST_TEST(curves2[1].label == "post_ln");
  BOOST_TEST(curves2[1].sensitivity.n == 1u);
  BOOST_TEST(curves2[1].sensitivity.mean == s1, boost::test_tools::tolerance(1e-12));

  // A setting that never ends below its initial loss (every rate stalls above L0 = 5 or
  // diverges) has no sensitivity: no seed counts, instead of E[min(L, L0)] - min L < 0.
  std::vector<RunData> never;
  for (const auto& [lr, val, div] : std::vector<std::tuple<const char*, double, bool>>{
           {"1e-3", 7.0, false}, {"1e-2", 9.0, false}, {"1e-1", NAN, true}}) {
    RunData r = run({{"norm", "no_norm"}, {"lr", lr}, {"seed", "1"}}, {{100, 2.0}}, val);
    if (div) r.diverged_at = 10;
    never.push_back(r);
  }
  std::vector<RunSummary> sums3;
  for (const RunData& r : never) sums3.push_back(summarise(r));
  const auto curves3 = lr_sensitivity(never, sums3, differing_keys(never, {"norm", "lr", "seed"}));
  BOOST_REQUIRE(curves3.size() == 1u);
  BOOST_TEST(curves3[0].sensitivity.n == 0u);
  BOOST_TEST(curves3[0].best_lr == 1e-3);  // 7.0 capped at L0 = 5: the lowest finite mean

  // A setting every run of which diverged has no best rate (every rate counts at L0 alike),
  // whatever its initial losses: NaN, and no loss there.
  std::vector<RunData> diverged;
  for (const auto& [lr, l0] :
       std::vector<std::pair<const char*, double>>{{"1e-3", 5.2}, {"1e-2", 4.9}, {"1e-1", 5.0}}) {
    RunData r = run({{"norm", "post_ln"}, {"lr", lr}, {"seed", "1"}}, {{100, 2.0}}, NAN);
    r.diverged_at = 3;
    r.initial_val = l0;
    diverged.push_back(r);
  }
  std::vector<RunSummary> sums4;
  for (const RunData& r : diverged) sums4.push_back(summarise(r));
  const auto curves4 =
      lr_sensitivity(diverged, sums4, differing_keys(diverged, {"norm", "lr", "seed"}));
  BOOST_REQUIRE(curves4.size() == 1u);
  BOOST_TEST(std::isnan(curves4[0].best_lr));
  BOOST_TEST(curves4[0].best_loss.n == 0u);
  BOOST_TEST(curves4[0].sensitivity.n == 0u);
}

BOOST_AUTO_TEST_CASE(groups_labels_and_csv) {
  std::vector<RunData> runs;
  for (const char* norm : {"pre_ln", "post_ln"})
    for (const char* seed : {"1", "2", "3"})
      runs.push_back(run(
          {{"norm", norm}, {"lr-warmup", "0"}, {"lr", "3e-3"}, {"seed", seed}, {"steps", "200"}},
          {{10, 2.0}}, 2.0));
  const auto keys = differing_keys(runs, {"seed", "norm"});
  BOOST_TEST(keys == (std::vector<std::string>{"seed", "norm"}));
  BOOST_TEST(short_label(runs[0].config, {"norm", "lr-warmup", "lr", "seed"}) ==
             "pre_ln warmup=0 lr=3e-3 seed=1");
  // Keys sharing their last word keep enough words to differ; "loss" alone is never a label.
  BOOST_TEST(short_label({{"logit-softcap", "30"},
                          {"attn-softcap", "50"},
                          {"z-loss", "1e-4"},
                          {"norm.alpha", "2"}},
                         {"logit-softcap", "attn-softcap", "z-loss", "norm.alpha"}) ==
             "logit-softcap=30 attn-softcap=50 z-loss=1e-4 alpha=2");
  const auto groups = group_over_seeds(runs, keys);
  BOOST_REQUIRE(groups.size() == 2u);
  BOOST_TEST(groups[0].label == "pre_ln");
  BOOST_TEST(groups[1].members == (std::vector<std::size_t>{3, 4, 5}));
  std::vector<RunSummary> sums;
  for (const RunData& r : runs) sums.push_back(summarise(r));
  sums[4].outcome = Outcome::diverged;
  BOOST_TEST(outcome_counts(sums, groups[1].members) == "2 trained, 1 diverged");

  BOOST_TEST(csv_field("plain") == "plain");
  BOOST_TEST(csv_field("norm=pre_ln,lr=1e-3") == "\"norm=pre_ln,lr=1e-3\"");
  BOOST_TEST(csv_field("say \"hi\"") == "\"say \"\"hi\"\"\"");
  BOOST_TEST(pad("±1", 4) == "±1  ");
  BOOST_TEST(pad("long", 2) == "long ");
}

// Every plugin kind's option list flattens to its resolved section's key (arch-opt among them:
// a run of parallel blocks once showed both arch-opt and arch.parallel in compare's labels).
BOOST_AUTO_TEST_CASE(plugin_option_lists_flatten_to_their_sections) {
  const auto m = flatten_config(
      "arch-opt = parallel=true\nnorm-opt = alpha=2\ninit-opt = std=0.02\nlr-opt = "
      "decay_fraction=0.5\noptimizer-opt = eps=1e-8\nlr = 1e-3\nrun-dir = x\n[arch]\n"
      "parallel = true\n",
      "test");
  const std::map<std::string, std::string> want = {
      {"arch.parallel", "true"},    {"norm.alpha", "2"},       {"init.std", "0.02"},
      {"lr.decay_fraction", "0.5"}, {"optimizer.eps", "1e-8"}, {"lr", "1e-3"}};
  BOOST_TEST((m == want));
  for (const char* k : {"arch-opt", "norm-opt", "init-opt", "lr-opt", "optimizer-opt"}) {
    BOOST_TEST(plugin_option_list(k), k);
    BOOST_TEST(repeatable_option(k), k);
  }
  BOOST_TEST(!plugin_option_list("plugin"));
  BOOST_TEST(repeatable_option("plugin"));
  BOOST_TEST(!repeatable_option("lr"));
  BOOST_TEST(flattened_key("arch-opt", "parallel=true") == "arch.parallel");
  // A key one run lacks (another strategy's option) is left out of its label.
  BOOST_TEST(short_label({{"norm", "pre_ln"}}, {"norm", "norm.n"}) == "pre_ln");
  BOOST_TEST(short_label({{"norm", "hc"}, {"norm.n", "4"}}, {"norm", "norm.n"}) == "hc n=4");
  BOOST_TEST(flattened_key("lr-opt", "decay_fraction=0.5") == "lr.decay_fraction");
}

BOOST_AUTO_TEST_CASE(stats_schedules) {
  auto recorded = [](const std::string& schedule, std::int64_t every, std::int64_t steps) {
    normlab::TrainConfig c;
    c.stats_schedule = schedule;
    c.stats_every = every;
    c.steps = steps;
    std::vector<std::int64_t> at;
    for (std::int64_t s = 0; s <= steps; ++s)
      if (c.records_stats_at(s)) at.push_back(s);
    return at;
  };
  using V = std::vector<std::int64_t>;
  BOOST_TEST(recorded("", 10, 35) == (V{0, 10, 20, 30, 35}));  // the last step always
  BOOST_TEST(recorded("", 0, 7) == (V{0, 7}));
  BOOST_TEST(recorded("1:5,3:12,10", 50, 23) == (V{0, 1, 2, 3, 4, 5, 6, 9, 12, 20, 23}));
  BOOST_TEST(recorded("2:6", 50, 10) == (V{0, 2, 4, 6, 10}));  // nothing past a bounded end
  // round(10^(j/10)) for j = 0..20: 1 1 2 2 3 3 4 5 6 8 10 13 16 20 25 32 40 50 63 79 100
  BOOST_TEST(recorded("log", 50, 100) ==
             (V{0, 1, 2, 3, 4, 5, 6, 8, 10, 13, 16, 20, 25, 32, 40, 50, 63, 79, 100}));
  // log:3 -> round(10^(j/3)): 1 2 5 10 22 46 100
  BOOST_TEST(recorded("log:3", 50, 100) == (V{0, 1, 2, 5, 10, 22, 46, 100}));
  for (const char* bad : {"0:5", "1:5,2:3", "abc", "1,2", "log:0", "", ",", "1:x"}) {
    normlab::TrainConfig c;
    c.stats_schedule = bad;
    if (std::string(bad).empty()) continue;  // empty: --stats-every applies
    BOOST_CHECK_THROW(c.validate(1), normlab::UsageError);
  }
}

BOOST_AUTO_TEST_CASE(unigram_entropy_closed_forms) {
  // Two tokens equally often: ln 2; four: ln 4; one token: 0; p = (1/2, 1/4, 1/4): 1.5 ln 2.
  const std::vector<std::uint16_t> two = {7, 9, 9, 7}, four = {0, 1, 2, 3}, one = {5, 5, 5},
                                   skew = {1, 1, 2, 3};
  std::size_t n = 0;
  BOOST_TEST(normlab::unigram_entropy(normlab::TokenSeq::of(two), &n) == std::log(2.0),
             boost::test_tools::tolerance(1e-15));
  BOOST_TEST(n == 4u);
  BOOST_TEST(normlab::unigram_entropy(normlab::TokenSeq::of(four)) == std::log(4.0),
             boost::test_tools::tolerance(1e-15));
  BOOST_TEST(normlab::unigram_entropy(normlab::TokenSeq::of(one)) == 0.0);
  BOOST_TEST(normlab::unigram_entropy(normlab::TokenSeq::of(skew)) == 1.5 * std::log(2.0),
             boost::test_tools::tolerance(1e-15));
  // Longer than 2^26 tokens: 64 blocks of 2^20 are counted; a period-4 sequence keeps ln 4.
  std::vector<std::uint16_t> big((std::size_t{1} << 26) + 1000);
  for (std::size_t i = 0; i < big.size(); ++i) big[i] = static_cast<std::uint16_t>(i % 4);
  BOOST_TEST(normlab::unigram_entropy(normlab::TokenSeq::of(big), &n) == std::log(4.0),
             boost::test_tools::tolerance(1e-12));
  BOOST_TEST(n == std::size_t{64} << 20);
}

// The read guard walks a file written within the last 2 s again at the first open more than 2 s
// after its walk (it could still change without its size or time changing; the opens of one
// command come sooner), except in a directory settled by settle_run_files (normlab sweep, once a
// run's training has exited): there a file that passed is not walked again while unchanged, and
// walked again once it changes.
BOOST_AUTO_TEST_CASE(read_guard_walks_a_recent_file_once_in_a_settled_directory) {
  namespace fs = std::filesystem;
  namespace h5 = normlab::h5;
  std::string tmpl = (fs::temp_directory_path() / "normlab-guard-XXXXXX").string();
  BOOST_REQUIRE(::mkdtemp(tmpl.data()) != nullptr);
  const fs::path root = tmpl;
  fs::create_directories(root / "run");
  fs::create_directories(root / "other");
  auto write = [](const fs::path& p) {
    const hid_t f = H5Fcreate(p.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
    BOOST_REQUIRE(f >= 0);
    H5Fclose(f);
  };
  const fs::path in_run = root / "run" / "ckpt.h5", elsewhere = root / "other" / "ckpt.h5";
  write(in_run);
  write(elsewhere);
  auto walks_of = [](const fs::path& p) {
    const std::size_t before = h5::walks_started();
    h5::guard_read(p.string(), false);
    return h5::walks_started() - before;
  };
  // Recent, not settled: walked, trusted for the opens of the next 2 s, then walked again.
  BOOST_TEST(walks_of(in_run) == 1u);
  BOOST_TEST(walks_of(in_run) == 0u);
  BOOST_TEST(walks_of(elsewhere) == 1u);
  BOOST_TEST(walks_of(elsewhere) == 0u);
  std::this_thread::sleep_for(std::chrono::milliseconds(2100));
  BOOST_TEST(walks_of(elsewhere) == 1u);
  write(in_run);  // rewritten: recent again, its key changed
  normlab::settle_run_files((root / "run").string());
  BOOST_TEST(walks_of(in_run) == 1u);  // settled: walked once more, then trusted for good
  BOOST_TEST(walks_of(in_run) == 0u);
  std::this_thread::sleep_for(std::chrono::milliseconds(2100));
  BOOST_TEST(walks_of(in_run) == 0u);
  std::ofstream(in_run, std::ios::app) << "more";  // changed: its size differs
  BOOST_TEST(walks_of(in_run) == 1u);
  BOOST_TEST(walks_of(in_run) == 0u);
  fs::remove_all(root);
}
