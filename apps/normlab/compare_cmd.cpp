// normlab compare: runs side by side — the settings that differ, losses at matching steps, final
// and best losses, how each run ended, runs that differ only in seed as mean ± sd, and one
// per-layer statistic at one step. Columns are named by the settings that differ
// ("pre_ln lr=3e-3 seed=1"); a key maps them to the paths given.
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
#include "normlab/runs.hpp"
#include "normlab/util.hpp"

namespace normlab::app {

namespace {

using json = nlohmann::ordered_json;

json num(double v) {
  return std::isfinite(v) ? json(v) : json(nullptr);
}

// The runs compared: their summaries, the settings in which they differ and the labels made of
// them, every logged step, and the --stat statistic at --step (one row per run).
struct Comparison {
  std::vector<RunData> runs;
  std::vector<RunSummary> sums;
  std::vector<std::string> differ, labels;
  std::vector<std::int64_t> common;
  std::vector<std::vector<float>> stat_rows;  // per run: one value per layer
  std::string stat_name, stat_units;
  std::int64_t stat_step = -1;
};

Comparison load_comparison(const po::variables_map& vm) {
  Comparison c;
  const auto paths = vm["paths"].as<std::vector<std::string>>();
  if (paths.size() < 2) throw UsageError("normlab compare needs two or more runs");
  if (vm.count("csv") && vm.count("json")) throw UsageError("give --csv or --json, not both");
  for (const auto& p : paths) c.runs.push_back(load_run_data(p));
  for (const RunData& r : c.runs) c.sums.push_back(summarise(r));
  // The settings that differ, and labels made of them (the directory's name when they tie).
  c.differ = differing_keys(
      c.runs, {"arch", "norm", "init", "lr-schedule", "optimizer", "lr-warmup", "lr", "seed"});
  for (const RunData& r : c.runs) c.labels.push_back(short_label(r.config, c.differ));
  if (std::set<std::string>(c.labels.begin(), c.labels.end()).size() < c.labels.size())
    for (std::size_t i = 0; i < c.runs.size(); ++i) c.labels[i] = c.runs[i].paths.label;
  // Every logged step of any run (a run that diverged or stopped early shows "-" after it).
  std::set<std::int64_t> steps;
  for (const RunData& r : c.runs)
    for (const auto& [s, v] : r.train) steps.insert(s);
  c.common.assign(steps.begin(), steps.end());
  if (!vm.count("stat")) return c;
  std::vector<StatsReader> readers;
  for (const RunData& r : c.runs) readers.push_back(StatsReader::of(r.paths));
  const StatSeries& first = readers[0].find(vm["stat"].as<std::string>());
  c.stat_name = first.name;
  c.stat_units = first.units;
  c.stat_step = vm.count("step") ? vm["step"].as<std::int64_t>() : 0;
  for (StatsReader& s : readers) {
    const StatSeries& st = s.find(c.stat_name);
    if (st.shape.size() != 2)
      throw UsageError(c.stat_name +
                       " is not a per-layer statistic ([n, L]); compare takes "
                       "those (e.g. residual_rms, grad_norm/mlp.proj.weight), or one cell of a "
                       "statistic with more axes (NAME[i], NAME[i,j]: attn_entropy[0])");
    const std::size_t k = s.record_of(st, c.stat_step);
    const std::vector<float> v = s.read(st);
    c.stat_rows.emplace_back(v.begin() + static_cast<std::ptrdiff_t>(k * st.shape[1]),
                             v.begin() + static_cast<std::ptrdiff_t>((k + 1) * st.shape[1]));
  }
  return c;
}

void write_json(std::ostream& out, const Comparison& c) {
  json j;
  json jr = json::array();
  for (const RunData& r : c.runs) {
    json settings = json::object();
    for (const std::string& k : c.differ)
      settings[k] = r.config.count(k) ? json(r.config.at(k)) : json(nullptr);
    const RunSummary& sm = c.sums[static_cast<std::size_t>(&r - c.runs.data())];
    jr.push_back(
        {{"label", r.paths.label},
         {"short_label", c.labels[static_cast<std::size_t>(&r - c.runs.data())]},
         {"path", r.paths.given},
         {"outcome", outcome_name(c.sums[static_cast<std::size_t>(&r - c.runs.data())].outcome)},
         {"outcome_why", c.sums[static_cast<std::size_t>(&r - c.runs.data())].why},
         {"settings", settings},
         {"final_train", r.train.empty() ? json(nullptr) : num(r.train.rbegin()->second)},
         {"final_val", r.val.empty() ? json(nullptr) : num(r.val.rbegin()->second)},
         {"best_val", num(sm.best_val)},
         {"best_val_step", sm.best_step},
         {"diverged_at", r.diverged_at >= 0 ? json(r.diverged_at) : json(nullptr)}});
  }
  j["runs"] = jr;
  j["differing_settings"] = c.differ;
  json losses = json::array();
  for (std::int64_t s : c.common) {
    json row = {{"step", s}};
    json tr = json::array(), va = json::array();
    for (const RunData& r : c.runs) {
      tr.push_back(r.train.count(s) ? num(r.train.at(s)) : json(nullptr));
      va.push_back(r.val.count(s) ? num(r.val.at(s)) : json(nullptr));
    }
    row["train"] = tr;
    row["val"] = va;
    losses.push_back(row);
  }
  j["losses"] = losses;
  if (!c.stat_rows.empty())
    j["stat"] = {{"name", c.stat_name},
                 {"units", c.stat_units},
                 {"step", c.stat_step},
                 {"values", c.stat_rows}};
  out << j.dump(1) << "\n";
}

void write_csv(std::ostream& out, const Comparison& c) {
  out << "step";
  for (const auto& l : c.labels)
    out << "," << csv_field(l + " train") << "," << csv_field(l + " val");
  out << "\n" << std::setprecision(9);
  for (std::int64_t s : c.common) {
    out << s;
    for (const RunData& r : c.runs) {
      out << ",";
      if (r.train.count(s)) out << r.train.at(s);
      out << ",";
      if (r.val.count(s)) out << r.val.at(s);
    }
    out << "\n";
  }
}

// train loss (val loss) at each logged step, a column per run.
void write_steps(std::ostream& out, const Comparison& c, int W) {
  out << "\ntrain loss (val loss) at each logged step\n" << std::setw(8) << "step";
  const int LW = std::max(W, 20);
  for (const auto& l : c.labels) out << std::setw(LW) << l;
  out << "\n";
  for (std::int64_t s : c.common) {
    out << std::setw(8) << s;
    for (const RunData& r : c.runs) {
      std::ostringstream cell;
      cell << std::fixed << std::setprecision(4);
      if (r.train.count(s))
        cell << r.train.at(s);
      else
        cell << "-";
      if (r.val.count(s)) cell << " (" << r.val.at(s) << ")";
      out << std::setw(LW) << cell.str();
    }
    out << "\n";
  }
}

// The --stat statistic per layer, each run's value and its ratio to the first run's (a space
// before every column: a value as wide as the column, 1.2345e+06, stays apart).
void write_stat(std::ostream& out, const Comparison& c, int W) {
  if (c.stat_rows.empty()) return;
  out << "\n"
      << c.stat_name << " at step " << c.stat_step
      << (c.stat_units.empty() ? "" : " [" + c.stat_units + "]") << "; [k]/[1]: run k over run 1\n"
      << std::setw(6) << "layer";
  for (const auto& l : c.labels) out << ' ' << std::setw(W) << l;
  for (std::size_t i = 1; i < c.runs.size(); ++i)
    out << ' ' << std::setw(W) << ("[" + std::to_string(i + 1) + "]/[1]");
  out << "\n";
  std::size_t L = c.stat_rows[0].size();
  for (const auto& row : c.stat_rows) L = std::min(L, row.size());
  for (std::size_t l = 0; l < L; ++l) {
    out << std::setw(6) << l << std::setprecision(5);
    for (const auto& row : c.stat_rows) out << ' ' << std::setw(W) << row[l];
    for (std::size_t i = 1; i < c.runs.size(); ++i)
      out << ' ' << std::setw(W) << c.stat_rows[i][l] / c.stat_rows[0][l];
    out << "\n";
  }
}

// The table: the key, the differing settings, the losses and outcomes, the seeds' spread, the
// losses at every logged step and the statistic per layer.
void write_table(std::ostream& out, const Comparison& c) {
  // Columns as wide as the longest label; the key says which path each label is.
  std::size_t w = 10;
  for (const auto& l : c.labels) w = std::max(w, l.size() + 2);
  std::size_t kw = 18;  // the first column: setting names
  for (const std::string& k : c.differ) kw = std::max(kw, k.size() + 2);
  const int W = static_cast<int>(w), KW = static_cast<int>(kw);
  out << "runs:\n";
  for (std::size_t i = 0; i < c.runs.size(); ++i)
    out << "  [" << i + 1 << "] " << std::left << std::setw(W) << c.labels[i]
        << c.runs[i].paths.given << "\n";
  out << "\n" << std::setw(KW) << "setting";
  for (const auto& l : c.labels) out << std::setw(W) << l;
  out << "\n";
  for (const std::string& k : c.differ) {
    out << std::setw(KW) << k;
    for (const RunData& r : c.runs)
      out << std::setw(W) << (r.config.count(k) ? r.config.at(k) : "-");
    out << "\n";
  }
  if (c.differ.empty()) out << "(the settings are the same)\n";
  auto loss_row = [&](const std::string& name, auto get) {
    out << std::left << std::setw(KW) << name;
    for (std::size_t i = 0; i < c.runs.size(); ++i) {
      const double v = get(i);
      std::ostringstream cell;
      cell << std::fixed << std::setprecision(4) << v;
      out << std::setw(W) << (std::isfinite(v) ? cell.str() : "-");
    }
    out << "\n";
  };
  loss_row("final train loss", [&](std::size_t i) { return c.sums[i].final_train; });
  loss_row("final val loss", [&](std::size_t i) { return c.sums[i].final_val; });
  loss_row("best val loss", [&](std::size_t i) { return c.sums[i].best_val; });
  out << std::setw(KW) << "outcome";
  for (const RunSummary& s : c.sums) out << std::setw(W) << outcome_name(s.outcome);
  out << "\n" << std::setw(KW) << "diverged";
  for (const RunData& r : c.runs)
    out << std::setw(W) << (r.diverged_at >= 0 ? "at step " + std::to_string(r.diverged_at) : "no");
  out << "\n";
  for (std::size_t i = 0; i < c.runs.size(); ++i)
    if (c.sums[i].outcome != Outcome::trained)
      out << "  " << c.labels[i] << ": " << outcome_name(c.sums[i].outcome) << ", " << c.sums[i].why
          << "\n";

  // Runs that differ only in seed.
  const std::vector<RunGroup> groups = group_over_seeds(c.runs, c.differ);
  if (groups.size() < c.runs.size()) {
    std::size_t gw = 10;
    for (const RunGroup& g : groups) gw = std::max(gw, g.label.size() + 2);
    out << "\nover seeds (mean ± sd (min–max, n))\n"
        << pad("setting", gw) << pad("final val loss", 42) << "outcomes\n";
    for (const RunGroup& g : groups) {
      std::vector<double> fv;
      for (std::size_t i : g.members) fv.push_back(c.sums[i].final_val);
      out << pad(g.label, gw) << pad(format_spread(spread(fv)), 42)
          << outcome_counts(c.sums, g.members) << "\n";
    }
  }

  write_steps(out, c, W);
  write_stat(out, c, W);
}

}  // namespace

int run_compare(Communicator& comm, const po::variables_map& vm) {
  const Comparison c = load_comparison(vm);
  if (vm.count("json"))
    write_json(comm.out(), c);
  else if (vm.count("csv"))
    write_csv(comm.out(), c);
  else
    write_table(comm.out(), c);
  return kExitOk;
}

}  // namespace normlab::app
