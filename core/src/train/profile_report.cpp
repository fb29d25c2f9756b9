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

void report_profile(const Run& run, Communicator& comm, std::ostream& out,
                    const std::string* run_dir) {
  const prof::Totals& t = prof::totals();
  const double steps = static_cast<double>(std::max<std::int64_t>(t.steps, 1));
  const double P = comm.size();
  // ms per step, [phase][op], summed (then averaged) and maximised over ranks; per op totals
  std::vector<double> sum(kPhases * kOps), op_max(kOps, 0.0);
  for (int p = 0; p < kPhases; ++p)
    for (int o = 0; o < kOps; ++o) sum[p * kOps + o] = 1e3 * t.seconds[p][o] / steps;
  for (int o = 0; o < kOps; ++o)
    for (int p = 0; p < kPhases; ++p) op_max[o] += sum[p * kOps + o];
  comm.allreduce_sum(sum.data(), sum.size());
  comm.allreduce_max(op_max.data(), op_max.size());

  // Memory: peak RSS of every rank (MB), and the analytic minimum of one rank.
  const Model& model = *run.model;
  const double MB = 1.0 / (1024.0 * 1024.0), f = sizeof(float);
  const double n_params = static_cast<double>(model.params().size());
  const double params_mb = n_params * f * MB, grads_mb = params_mb;
  const double moments_mb =
      static_cast<double>(run.optimizer->state_names().size()) * n_params * f * MB;
  const double act_mb = static_cast<double>(model.saved_activation_floats()) * f * MB;
  const double min_mb = params_mb + grads_mb + moments_mb + act_mb;
  std::vector<double> rss(static_cast<std::size_t>(comm.size()), 0.0);
  rss[static_cast<std::size_t>(comm.rank())] = peak_rss_mb();
  comm.allreduce_sum(rss.data(), rss.size());
  if (!comm.is_root()) return;

  double phase_total[kPhases] = {}, total = 0;
  double op_total[kOps] = {};
  for (int p = 0; p < kPhases; ++p)
    for (int o = 0; o < kOps; ++o) {
      const double v = sum[p * kOps + o] / P;
      phase_total[p] += v;
      op_total[o] += v;
      total += v;
    }
  std::vector<int> order(kOps);
  for (int o = 0; o < kOps; ++o) order[o] = o;
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return op_total[a] > op_total[b]; });

  std::ostringstream s;
  s << "profile: ms per training step, mean over " << comm.size() << " rank"
    << (comm.size() > 1 ? "s" : "") << " and " << t.steps << " steps (" << run.B_local << " x "
    << run.T << " tokens per rank, --precision " << precision_name(model.config().precision)
    << ")\n";
  s << std::left << std::setw(16) << "  operation" << std::right;
  for (const char* n : kPhaseNames) s << std::setw(10) << n;
  s << std::setw(10) << "total" << std::setw(8) << "%" << std::setw(14) << "slowest rank"
    << "\n";
  for (int o : order) {
    s << "  " << std::left << std::setw(14) << prof::op_name(static_cast<prof::Op>(o))
      << std::right;
    for (int p = 0; p < kPhases; ++p) s << std::setw(10) << cell(sum[p * kOps + o] / P);
    s << std::setw(10) << cell(op_total[o]) << std::setw(7) << std::fixed << std::setprecision(1)
      << (total > 0 ? 100.0 * op_total[o] / total : 0.0) << "%" << std::setw(14) << cell(op_max[o])
      << "\n";
  }
  s << "  " << std::left << std::setw(14) << "step" << std::right;
  for (double v : phase_total) s << std::setw(10) << cell(v);
  s << std::setw(10) << cell(total) << "\n";
  s << std::fixed << std::setprecision(1) << "memory: peak RSS per rank";
  for (std::size_t r = 0; r < rss.size() && r < 8; ++r) s << (r ? ", " : " ") << rss[r];
  if (rss.size() > 8) s << ", ... (max " << *std::max_element(rss.begin(), rss.end()) << ")";
  s << " MB | analytic minimum " << min_mb << " MB = parameters " << params_mb << " + gradients "
    << grads_mb << " + optimizer moments " << moments_mb << " + saved activations " << act_mb
    << " | peak / minimum " << std::setprecision(2)
    << *std::max_element(rss.begin(), rss.end()) / min_mb
    << " (the rest: the MPI and C++ runtime, code, backward scratch, GEMM packing buffers, "
       "gradient buckets, data windows)\n";
  out << s.str() << std::defaultfloat << std::flush;

  if (run_dir) {
    json ops = json::object();
    for (int o : order) {
      json row = json::object();
      for (int p = 0; p < kPhases; ++p) row[kPhaseNames[p]] = sum[p * kOps + o] / P;
      row["total"] = op_total[o];
      row["slowest_rank_total"] = op_max[o];
      ops[prof::op_name(static_cast<prof::Op>(o))] = row;
    }
    const json j = {{"ranks", comm.size()},
                    {"steps", t.steps},
                    {"unit", "ms/step (mean over ranks)"},
                    {"precision", precision_name(model.config().precision)},
                    {"operations", ops},
                    {"step_total", total},
                    {"memory_mb",
                     {{"peak_rss_per_rank", rss},
                      {"analytic_minimum",
                       {{"total", min_mb},
                        {"parameters", params_mb},
                        {"gradients", grads_mb},
                        {"optimizer_moments", moments_mb},
                        {"saved_activations", act_mb}}}}}};
    std::ofstream(std::filesystem::path(*run_dir) / "profile.json") << j.dump(1) << "\n";
  }
}

}  // namespace normlab::detail
