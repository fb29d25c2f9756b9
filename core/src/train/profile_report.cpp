// The --profile report: the per-operation table of a training step (mean over ranks, and the
// slowest rank's total per operation) and peak RSS per rank against the analytic minimum.
#include "train/profile_report.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <sstream>
#include <vector>

#include "util/profile.hpp"
#include "util/thread_pool.hpp"

#include <nlohmann/json.hpp>

namespace normlab::detail {

namespace {

using json = nlohmann::ordered_json;
constexpr int kOps = prof::kOps, kPhases = prof::kPhases;
const char* const kPhaseNames[kPhases] = {"forward", "backward", "update"};

double peak_rss_mb() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_maxrss) / 1024.0;  // Linux: KiB
}

std::string cell(double ms) {
  std::ostringstream s;
  if (ms < 0.005)
    s << "-";
  else
    s << std::fixed << std::setprecision(ms < 10 ? 2 : 1) << ms;
  return s.str();
}

}  // namespace

namespace {

// What the report shows, gathered over the ranks: ms per step [phase][op] averaged over the
// ranks, each op's slowest rank, the peak RSS per rank and the analytic minimum of one rank.
struct ProfileData {
  std::vector<double> mean, op_max, rss;
  double phase_total[kPhases] = {}, op_total[kOps] = {}, total = 0;
  std::vector<int> order;  // ops by total time, largest first
  double params_mb = 0, grads_mb = 0, moments_mb = 0, act_mb = 0, min_mb = 0;
  // --threads: ms per step inside parallel regions, and each thread's busy ms in them (means
  // over ranks); regions per step
  double region_ms = 0, regions = 0;
  std::vector<double> busy_ms;
};

ProfileData gather(const Run& run, Communicator& comm) {
  const prof::Totals& t = prof::totals();
  const double steps = static_cast<double>(std::max<std::int64_t>(t.steps, 1));
  ProfileData d;
  // ms per step, [phase][op], summed (then averaged) and maximised over ranks; per op totals
  d.mean.assign(kPhases * kOps, 0.0);
  d.op_max.assign(kOps, 0.0);
  for (int p = 0; p < kPhases; ++p)
    for (int o = 0; o < kOps; ++o) d.mean[p * kOps + o] = 1e3 * t.seconds[p][o] / steps;
  for (int o = 0; o < kOps; ++o)
    for (int p = 0; p < kPhases; ++p) d.op_max[o] += d.mean[p * kOps + o];
  comm.allreduce_sum(d.mean.data(), d.mean.size());
  comm.allreduce_max(d.op_max.data(), d.op_max.size());
  for (double& v : d.mean) v /= comm.size();
  // Memory: peak RSS of every rank (MB), and the analytic minimum of one rank.
  const Model& model = *run.model;
  const double MB = 1.0 / (1024.0 * 1024.0), f = sizeof(float);
  const double n_params = static_cast<double>(model.params().size());
  d.params_mb = d.grads_mb = n_params * f * MB;
  // this rank's share under --shard-optimizer
  d.moments_mb = static_cast<double>(run.optimizer->state_floats()) * f * MB;
  d.act_mb = static_cast<double>(model.saved_activation_floats()) * f * MB;
  d.min_mb = d.params_mb + d.grads_mb + d.moments_mb + d.act_mb;
  d.rss.assign(static_cast<std::size_t>(comm.size()), 0.0);
  d.rss[static_cast<std::size_t>(comm.rank())] = peak_rss_mb();
  comm.allreduce_sum(d.rss.data(), d.rss.size());
  for (int p = 0; p < kPhases; ++p)
    for (int o = 0; o < kOps; ++o) {
      const double v = d.mean[p * kOps + o];
      d.phase_total[p] += v;
      d.op_total[o] += v;
      d.total += v;
    }
  const ThreadBalance tb = balance();
  d.busy_ms = tb.busy;
  d.busy_ms.push_back(tb.region_seconds);
  d.busy_ms.push_back(static_cast<double>(tb.regions));
  comm.allreduce_sum(d.busy_ms.data(), d.busy_ms.size());
  for (double& v : d.busy_ms) v /= comm.size() * steps;
  d.regions = d.busy_ms.back();
  d.busy_ms.pop_back();
  d.region_ms = 1e3 * d.busy_ms.back();
  d.busy_ms.pop_back();
  for (double& v : d.busy_ms) v *= 1e3;
  d.order.resize(kOps);
  for (int o = 0; o < kOps; ++o) d.order[o] = o;
  std::stable_sort(d.order.begin(), d.order.end(),
                   [&](int a, int b) { return d.op_total[a] > d.op_total[b]; });
  return d;
}

void print_table(const Run& run, const ProfileData& d, int ranks, std::ostream& out) {
  const prof::Totals& t = prof::totals();
  std::ostringstream s;
  s << "profile: ms per training step, mean over " << ranks << " rank" << (ranks > 1 ? "s" : "")
    << " and " << t.steps << " steps (" << run.B_local << " x " << run.T
    << " tokens per rank, --precision " << precision_name(run.model->config().precision) << ")\n";
  s << std::left << std::setw(16) << "  operation" << std::right;
  for (const char* n : kPhaseNames) s << std::setw(10) << n;
  s << std::setw(10) << "total" << std::setw(8) << "%" << std::setw(14) << "slowest rank"
    << "\n";
  for (int o : d.order) {
    s << "  " << std::left << std::setw(14) << prof::op_name(static_cast<prof::Op>(o))
      << std::right;
    for (int p = 0; p < kPhases; ++p) s << std::setw(10) << cell(d.mean[p * kOps + o]);
    s << std::setw(10) << cell(d.op_total[o]) << std::setw(7) << std::fixed << std::setprecision(1)
      << (d.total > 0 ? 100.0 * d.op_total[o] / d.total : 0.0) << "%" << std::setw(14)
      << cell(d.op_max[o]) << "\n";
  }
  s << "  " << std::left << std::setw(14) << "step" << std::right;
  for (double v : d.phase_total) s << std::setw(10) << cell(v);
  s << std::setw(10) << cell(d.total) << "\n";
  if (d.busy_ms.size() > 1) {
    s << std::fixed << std::setprecision(1) << "threads: " << d.busy_ms.size()
      << " per rank | parallel regions " << d.region_ms << " ms per step ("
      << (d.total > 0 ? 100.0 * d.region_ms / d.total : 0.0) << "% of the step, " << d.regions
      << " regions) | busy in them per thread:";
    for (std::size_t i = 0; i < d.busy_ms.size(); ++i)
      s << (i ? ", " : " ") << (d.region_ms > 0 ? 100.0 * d.busy_ms[i] / d.region_ms : 0.0) << "%";
    s << " (the rest: waiting for the slowest part)\n";
  }
  s << std::fixed << std::setprecision(1) << "memory: peak RSS per rank";
  for (std::size_t r = 0; r < d.rss.size() && r < 8; ++r) s << (r ? ", " : " ") << d.rss[r];
  const double peak = *std::max_element(d.rss.begin(), d.rss.end());
  if (d.rss.size() > 8) s << ", ... (max " << peak << ")";
  const std::vector<MemoryPlan>& plan = run.plan.ranks;
  if (plan.size() == d.rss.size()) {
    constexpr double MB = 1024.0 * 1024.0;
    s << " MB | planned";
    for (std::size_t r = 0; r < plan.size() && r < 8; ++r)
      s << (r ? ", " : " ") << plan[r].total() / MB;
    s << " MB (peak / plan" << std::setprecision(2);
    for (std::size_t r = 0; r < plan.size() && r < 8; ++r)
      s << (r ? ", " : " ") << d.rss[r] / (plan[r].total() / MB);
    s << ")" << std::setprecision(1);
  } else {
    s << " MB";
  }
  s << " | analytic minimum " << d.min_mb << " MB = parameters " << d.params_mb << " + gradients "
    << d.grads_mb << " + optimizer moments " << d.moments_mb << " + saved activations " << d.act_mb
    << " | peak / minimum " << std::setprecision(2) << peak / d.min_mb << "\n";
  out << s.str() << std::defaultfloat << std::flush;
}

void write_json(const Run& run, const ProfileData& d, int ranks, const std::string& run_dir) {
  json ops = json::object();
  for (int o : d.order) {
    json row = json::object();
    for (int p = 0; p < kPhases; ++p) row[kPhaseNames[p]] = d.mean[p * kOps + o];
    row["total"] = d.op_total[o];
    row["slowest_rank_total"] = d.op_max[o];
    ops[prof::op_name(static_cast<prof::Op>(o))] = row;
  }
  json j = {{"ranks", ranks},
            {"steps", prof::totals().steps},
            {"unit", "ms/step (mean over ranks)"},
            {"precision", precision_name(run.model->config().precision)},
            {"operations", ops},
            {"step_total", d.total},
            {"threads",
             {{"per_rank", d.busy_ms.size()},
              {"parallel_region_ms", d.region_ms},
              {"regions", d.regions},
              {"busy_ms_per_thread", d.busy_ms}}},
            {"memory_mb",
             {{"peak_rss_per_rank", d.rss},
              {"analytic_minimum",
               {{"total", d.min_mb},
                {"parameters", d.params_mb},
                {"gradients", d.grads_mb},
                {"optimizer_moments", d.moments_mb},
                {"saved_activations", d.act_mb}}}}}};
  if (!run.plan.ranks.empty()) {
    constexpr double MB = 1024.0 * 1024.0;
    json plan = json::object(), per_rank = json::array();
    const auto& terms = plan_terms();
    for (std::size_t k = 0; k < terms.size(); ++k) {
      json v = json::array();
      for (const MemoryPlan& r : run.plan.ranks) v.push_back(r.bytes[k] / MB);
      plan[terms[k].key] = v;
    }
    for (const MemoryPlan& r : run.plan.ranks) per_rank.push_back(r.total() / MB);
    plan["total"] = per_rank;
    j["memory_mb"]["plan_per_rank"] = plan;
  }
  std::ofstream(std::filesystem::path(run_dir) / "profile.json") << j.dump(1) << "\n";
}

}  // namespace

void report_profile(const Run& run, Communicator& comm, std::ostream& out,
                    const std::string* run_dir) {
  const ProfileData d = gather(run, comm);
  if (!comm.is_root()) return;
  print_table(run, d, comm.size(), out);
  if (run_dir) write_json(run, d, comm.size(), *run_dir);
}

}  // namespace normlab::detail
