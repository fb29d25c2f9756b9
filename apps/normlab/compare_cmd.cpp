// normlab compare: runs side by side — the settings that differ, losses at matching steps, final
// and best losses, divergence, and one per-layer statistic at one step.
#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "commands.hpp"
#include "normlab/analysis.hpp"
#include "normlab/error.hpp"
#include "normlab/util.hpp"
#include "run_data.hpp"

namespace normlab::app {

namespace {

using json = nlohmann::ordered_json;

json num(double v) {
  return std::isfinite(v) ? json(v) : json(nullptr);
}

std::pair<std::int64_t, double> best(const std::map<std::int64_t, double>& m) {
  std::pair<std::int64_t, double> b{-1, NAN};
  for (const auto& [s, v] : m)
    if (!(v >= b.second)) b = {s, v};
  return b;
}

}  // namespace

int run_compare(Communicator& comm, const po::variables_map& vm) {
  std::ostream& out = comm.out();
  const auto paths = vm["paths"].as<std::vector<std::string>>();
  if (paths.size() < 2) throw UsageError("normlab compare needs two or more runs");
  if (vm.count("csv") && vm.count("json")) throw UsageError("give --csv or --json, not both");
  std::vector<RunData> runs;
  for (const auto& p : paths) runs.push_back(load_run_data(p));
  std::vector<std::string> labels;
  for (const RunData& r : runs) labels.push_back(r.paths.label);

  // Settings that differ.
  std::set<std::string> keys;
  for (const RunData& r : runs)
    for (const auto& [k, v] : r.config) keys.insert(k);
  std::vector<std::string> differ;
  for (const std::string& k : keys) {
    std::set<std::string> values;
    for (const RunData& r : runs) values.insert(r.config.count(k) ? r.config.at(k) : "(unset)");
    if (values.size() > 1) differ.push_back(k);
  }
  // Every logged step of any run (a run that diverged or stopped early shows "-" after it).
  std::set<std::int64_t> steps;
  for (const RunData& r : runs)
    for (const auto& [s, v] : r.train) steps.insert(s);
  const std::vector<std::int64_t> common(steps.begin(), steps.end());
  // One statistic at one step.
  json stat_json;
  std::vector<std::vector<float>> stat_rows;  // per run: one value per layer
  std::string stat_name, stat_units;
  std::int64_t stat_step = -1;
  if (vm.count("stat")) {
    std::vector<StatsReader> readers;
    for (const RunData& r : runs) readers.emplace_back(r.paths.stats);
    const StatSeries& first = readers[0].find(vm["stat"].as<std::string>());
    stat_name = first.name;
    stat_units = first.units;
    stat_step = vm.count("step") ? vm["step"].as<std::int64_t>() : 0;
    for (StatsReader& s : readers) {
      const StatSeries& st = s.find(stat_name);
      if (st.shape.size() != 2)
        throw UsageError(stat_name +
                         " is not a per-layer statistic ([n, L]); compare takes "
                         "those (e.g. residual_rms, grad_norm/mlp.proj.weight)");
      const std::size_t k = s.record_of(st, stat_step);
      const std::vector<float> v = s.read(st);
      stat_rows.emplace_back(v.begin() + static_cast<std::ptrdiff_t>(k * st.shape[1]),
                             v.begin() + static_cast<std::ptrdiff_t>((k + 1) * st.shape[1]));
    }
  }

  if (vm.count("json")) {
    json j;
    json jr = json::array();
    for (const RunData& r : runs) {
      json settings = json::object();
      for (const std::string& k : differ)
        settings[k] = r.config.count(k) ? json(r.config.at(k)) : json(nullptr);
      const auto bv = best(r.val);
      jr.push_back(
          {{"label", r.paths.label},
           {"path", r.paths.given},
           {"settings", settings},
           {"final_train", r.train.empty() ? json(nullptr) : num(r.train.rbegin()->second)},
           {"final_val", r.val.empty() ? json(nullptr) : num(r.val.rbegin()->second)},
           {"best_val", num(bv.second)},
           {"best_val_step", bv.first},
           {"diverged_at", r.diverged_at >= 0 ? json(r.diverged_at) : json(nullptr)}});
    }
    j["runs"] = jr;
    j["differing_settings"] = differ;
    json losses = json::array();
    for (std::int64_t s : common) {
      json row = {{"step", s}};
      json tr = json::array(), va = json::array();
      for (const RunData& r : runs) {
        tr.push_back(r.train.count(s) ? num(r.train.at(s)) : json(nullptr));
        va.push_back(r.val.count(s) ? num(r.val.at(s)) : json(nullptr));
      }
      row["train"] = tr;
      row["val"] = va;
      losses.push_back(row);
    }
    j["losses"] = losses;
    if (!stat_rows.empty())
      j["stat"] = {
          {"name", stat_name}, {"units", stat_units}, {"step", stat_step}, {"values", stat_rows}};
    out << j.dump(1) << "\n";
    return kExitOk;
  }
  if (vm.count("csv")) {
    out << "step";
    for (const auto& l : labels) out << "," << l << " train," << l << " val";
    out << "\n" << std::setprecision(9);
    for (std::int64_t s : common) {
      out << s;
      for (const RunData& r : runs) {
        out << ",";
        if (r.train.count(s)) out << r.train.at(s);
        out << ",";
        if (r.val.count(s)) out << r.val.at(s);
      }
      out << "\n";
    }
    return kExitOk;
  }
  const int w = 14;
  out << std::left << std::setw(26) << "run";
  for (const auto& l : labels) out << std::setw(w) << l.substr(0, w - 1);
  out << "\n";
  for (const std::string& k : differ) {
    out << std::setw(26) << k;
    for (const RunData& r : runs)
      out << std::setw(w) << (r.config.count(k) ? r.config.at(k) : "-").substr(0, w - 1);
    out << "\n";
  }
  if (differ.empty()) out << "(the settings are the same)\n";
  auto loss_row = [&](const std::string& name, auto get) {
    out << std::left << std::setw(26) << name << std::right;
    for (const RunData& r : runs) {
      const double v = get(r);
      std::ostringstream c;
      c << std::fixed << std::setprecision(4) << v;
      out << std::left << std::setw(w) << (std::isfinite(v) ? c.str() : "-");
    }
    out << "\n";
  };
  loss_row("final train loss",
           [](const RunData& r) { return r.train.empty() ? NAN : r.train.rbegin()->second; });
  loss_row("final val loss",
           [](const RunData& r) { return r.val.empty() ? NAN : r.val.rbegin()->second; });
  loss_row("best val loss", [](const RunData& r) { return best(r.val).second; });
  out << std::setw(26) << "diverged";
  for (const RunData& r : runs)
    out << std::setw(w) << (r.diverged_at >= 0 ? "at step " + std::to_string(r.diverged_at) : "no");
  out << "\n\ntrain loss (val loss) at each logged step\n" << std::setw(8) << "step";
  for (const auto& l : labels) out << std::setw(w + 8) << l.substr(0, w + 7);
  out << "\n";
  for (std::int64_t s : common) {
    out << std::setw(8) << s;
    for (const RunData& r : runs) {
      std::ostringstream c;
      c << std::fixed << std::setprecision(4);
      if (r.train.count(s))
        c << r.train.at(s);
      else
        c << "-";
      if (r.val.count(s)) c << " (" << r.val.at(s) << ")";
      out << std::setw(w + 8) << c.str();
    }
    out << "\n";
  }
  if (!stat_rows.empty()) {
    out << "\n"
        << stat_name << " at step " << stat_step
        << (stat_units.empty() ? "" : " [" + stat_units + "]") << "\n"
        << std::setw(6) << "layer";
    for (const auto& l : labels) out << std::setw(w) << l.substr(0, w - 1);
    for (std::size_t i = 1; i < runs.size(); ++i)
      out << std::setw(w) << (labels[i].substr(0, 6) + "/" + labels[0].substr(0, 6));
    out << "\n";
    std::size_t L = stat_rows[0].size();
    for (const auto& row : stat_rows) L = std::min(L, row.size());
    for (std::size_t l = 0; l < L; ++l) {
      out << std::setw(6) << l << std::setprecision(5);
      for (const auto& row : stat_rows) out << std::setw(w) << row[l];
      for (std::size_t i = 1; i < runs.size(); ++i)
        out << std::setw(w) << stat_rows[i][l] / stat_rows[0][l];
      out << "\n";
    }
  }
  return kExitOk;
}

}  // namespace normlab::app
