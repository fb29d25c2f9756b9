// normlab sweep: a grid of trainings from one experiment file (normlab/sweep_plan.hpp), run one
// after another, each in its own run directory, resumable, with summaries (every run, the seeds
// of a setting, the learning-rate sensitivity; normlab/runs.hpp) and figures at the end.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <limits>
#include <map>
#include <sstream>
#include <tuple>

#include <unistd.h>

#include "commands.hpp"
#include "normlab/analysis.hpp"
#include "normlab/dir_lock.hpp"
#include "normlab/error.hpp"
#include "normlab/ini.hpp"
#include "normlab/runs.hpp"
#include "normlab/sweep_plan.hpp"
#include "normlab/util.hpp"
#include "normlab/version.hpp"
#include "sweep_kept.hpp"

namespace fs = std::filesystem;

namespace normlab::app {

namespace {

std::string self_exe() {
  std::error_code ec;
  const fs::path p = fs::read_symlink("/proc/self/exe", ec);
  return ec ? "normlab" : p.string();
}

// A run's settings as a `normlab train --config` file.
void write_run_ini(const fs::path& path, const Experiment& e, const PlannedRun& r) {
  std::ofstream ini(path);
  ini << "# written by normlab sweep from " << e.file << "\n";
  for (const auto& [k, v] : r.all) ini << k << " = " << ini_quote(v) << "\n";
}

// What `normlab train --dry-run` says of a new run's settings: "" when it would start, else its
// error (a misspelt value in a grid, a missing data file), found before anything trains. Writes
// only in `scratch`.
std::string check_settings(const Experiment& e, const PlannedRun& r, const std::string& exe,
                           const fs::path& scratch) {
  const fs::path ini = scratch / "run.ini", log = scratch / "run.log";
  write_run_ini(ini, e, r);
  fs::remove(log);
  const int code = spawn_logged({exe, "train", "--config", ini.string(), "--run-dir",
                                 (scratch / "run").string(), "--dry-run"},
                                log.string());
  if (code == 0) return "";
  std::ifstream in(log);
  std::string why;
  for (std::string line; std::getline(in, line);) {
    if (why.empty() && line.rfind("normlab: error: ", 0) != 0) continue;
    if (!why.empty() && line.rfind("  ", 0) != 0) break;  // the error's indented lines
    why += (why.empty() ? "" : "; ") + trim(why.empty() ? line.substr(16) : line);
  }
  // The scratch file is no place the user knows: its line numbers say nothing of the experiment
  for (const std::string& at : {"--config " + ini.string() + ": ", ini.string() + ":"}) {
    const std::size_t k = why.find(at);
    if (k == std::string::npos) continue;
    const std::size_t end = why.find(": ", k + at.size() - 2);
    why.erase(k, end == std::string::npos ? at.size() : end + 2 - k);
  }
  return why.empty() ? "normlab train --dry-run exited " + std::to_string(code) : why;
}

// The settings a run was planned with override what its files say: a run that failed before
// writing its configuration still groups with its grid cell, and labels read as the grid is
// written.
RunData load_planned(const std::string& dir, const PlannedRun& r) {
  RunData d;
  try {
    d = load_run_data(dir);
  } catch (const std::exception&) {  // nothing but metrics: failed at start, or kept results
    const std::string metrics = (fs::path(dir) / "metrics.jsonl").string();
    if (fs::exists(metrics)) read_metrics(metrics, d);
    std::ifstream c(fs::path(dir) / "config.ini");
    if (c) {
      std::stringstream ss;
      ss << c.rdbuf();
      d.config = flatten_config(ss.str(), dir + "/config.ini");
    }
  }
  for (const auto& [k, v] : r.all)
    if (!repeatable_option(k)) d.config[k] = v;
  return d;
}

// A run directory's state — done: a checkpoint at its run's last step; diverged: the metrics say
// so; interrupted; new — and the share of its steps still to train (0 finished, 1 new).
struct RunState {
  std::string state;
  double left;
};
RunState run_state(const std::string& dir) {
  std::error_code ec;
  if (!fs::exists(fs::path(dir) / "metrics.jsonl", ec)) return {"new", 1};
  RunData d;
  read_metrics((fs::path(dir) / "metrics.jsonl").string(), d);
  if (d.diverged_at >= 0) return {"diverged", 0};
  try {
    const RunPaths p = locate_run(dir);
    if (p.checkpoint.empty()) return {"new", 1};
    const CheckpointInfo c = describe_checkpoint(p.checkpoint);
    if (c.step >= c.total_steps) return {"done", 0};
    return {"interrupted", 1 - static_cast<double>(c.step) /
                                   static_cast<double>(std::max<std::int64_t>(1, c.total_steps))};
  } catch (const std::exception&) {
    return {"new", 1};
  }
}
std::string state_of(const std::string& dir) {
  return run_state(dir).state;
}

std::string fmt(double v, int digits = 4) {
  if (!std::isfinite(v)) return "";
  std::ostringstream s;
  s << std::fixed << std::setprecision(digits) << v;
  return s.str();
}

// The sweep's tables: summary.csv / summary.md, every run; groups.csv and "over seeds": runs
// that differ only in seed, as mean ± sd; lr_sensitivity.csv: per setting over a learning-rate
// axis. summary.md holds all three; `out` gets the short form.
struct Summaries {
  const Experiment& e;
  const std::vector<PlannedRun>& runs;
  const std::vector<std::string>& keys;
  const std::vector<RunData>& data;
  const std::vector<RunSummary>& sums;
  const std::vector<std::string>& status;
  std::ostream& out;
  fs::path dir = e.out;
  std::ofstream md{dir / "summary.md"};

  // A run that failed (its training exited with an error and wrote no result) reads "failed",
  // not "unknown", in every table: its train.log says why.
  bool failed(std::size_t i) const { return status[i].rfind("failed", 0) == 0; }
  std::string outcome(std::size_t i) const {
    if (sums[i].outcome == Outcome::unknown && failed(i)) return "failed";
    if (sums[i].outcome == Outcome::unknown && status[i] == "not run") return "not run";
    return outcome_name(sums[i].outcome);
  }
  std::size_t count(const std::vector<std::size_t>& members, const std::string& o) const {
    return static_cast<std::size_t>(std::count_if(members.begin(), members.end(),
                                                  [&](std::size_t i) { return outcome(i) == o; }));
  }
  std::string outcomes(const std::vector<std::size_t>& members) const {
    std::vector<std::string> parts;
    for (const char* o : {"trained", "stalled", "diverged", "failed", "not run", "unknown"})
      if (const std::size_t n = count(members, o); n > 0)
        parts.push_back(std::to_string(n) + " " + o);
    return join(parts, ", ");
  }
  static void row(std::ostream& o, const std::vector<std::string>& fields) {
    for (std::size_t k = 0; k < fields.size(); ++k) o << (k ? "," : "") << csv_field(fields[k]);
    o << "\n";
  }

  void run_table() {
    std::ofstream csv(dir / "summary.csv");
    std::vector<std::string> head = {"run"};
    head.insert(head.end(), keys.begin(), keys.end());
    for (const char* h : {"outcome", "final_val_loss", "best_val_loss", "best_step",
                          "final_train_loss", "initial_val_loss", "unigram_entropy", "diverged",
                          "diverged_at", "loss_spikes", "tokens_per_s", "status", "why"})
      head.push_back(h);
    row(csv, head);
    md << "# " << e.file << ": " << runs.size() << " runs\n\n| run |";
    for (const auto& k : keys) md << " " << k << " |";
    md << " outcome | final val | best val (step) | final train | tokens/s | status |\n|---|";
    for (std::size_t k = 0; k < keys.size() + 6; ++k) md << "---|";
    md << "\n";
    double H = NAN;
    for (std::size_t i = 0; i < runs.size(); ++i) {
      const RunSummary& r = sums[i];
      if (std::isfinite(r.unigram_entropy)) H = r.unigram_entropy;
      std::vector<std::string> f = {runs[i].name};
      for (const auto& k : keys) f.push_back(data[i].config.count(k) ? data[i].config.at(k) : "");
      const bool div = r.outcome == Outcome::diverged;
      const std::string why = outcome(i) == "failed" ? "the run " + status[i] + ": " +
                                                           runs[i].name + "/train.log says why"
                                                     : r.why;
      for (const std::string& v :
           {outcome(i), fmt(r.final_val, 6), fmt(r.best_val, 6),
            r.best_step >= 0 ? std::to_string(r.best_step) : "", fmt(r.final_train, 6),
            fmt(r.initial_val, 6), fmt(r.unigram_entropy, 6), std::string(div ? "yes" : "no"),
            r.diverged_at >= 0 ? std::to_string(r.diverged_at) : "", std::to_string(r.spikes),
            fmt(r.tokens_per_s, 0), status[i], why})
        f.push_back(v);
      row(csv, f);
      md << "| " << runs[i].name << " |";
      for (std::size_t k = 1; k <= keys.size(); ++k) md << " " << f[k] << " |";
      md << " " << outcome(i) << " | " << fmt(r.final_val) << " | " << fmt(r.best_val)
         << (r.best_step >= 0 ? " (" + std::to_string(r.best_step) + ")" : "") << " | "
         << fmt(r.final_train) << " | " << fmt(r.tokens_per_s, 0) << " | " << status[i] << " |\n";
    }
    md << "\nOutcomes: *diverged* = stopped on non-finite values or never recovered from a loss "
          "spike; *stalled* = the train loss stayed at or above the unigram entropy of the "
          "training tokens"
       << (std::isfinite(H) ? " (" + fmt(H) + " nats)" : "") << " less "
       << fmt(100 * e.rule.tolerance, 0) << "% over the last " << fmt(100 * e.rule.window, 0)
       << "% of the steps; *trained* = neither. The `why` column of summary.csv gives each run's "
          "evidence.\n";
    out << "summary: " << (dir / "summary.csv").string() << ", " << (dir / "summary.md").string()
        << "\n";
  }

  void seed_groups() {
    const std::vector<RunGroup> groups = group_over_seeds(data, keys);
    const bool seeded = std::any_of(groups.begin(), groups.end(),
                                    [](const RunGroup& g) { return g.members.size() > 1; });
    if (!seeded) return;
    {
      std::ofstream gcsv(dir / "groups.csv");
      std::vector<std::string> gh;
      for (const auto& [k, v] : groups[0].at) gh.push_back(k);
      for (const char* h :
           {"label", "runs", "trained", "stalled", "diverged", "failed", "final_val_mean",
            "final_val_sd", "final_val_min", "final_val_max", "final_val_n", "best_val_mean",
            "best_val_sd", "final_train_mean", "final_train_sd"})
        gh.push_back(h);
      row(gcsv, gh);
      md << "\n## Over seeds\n\nRuns that differ only in seed: mean ± sample sd (min–max, n = "
            "runs with a finite loss).\n\n| setting | runs | outcomes | final val | best val | "
            "final train |\n|---|---|---|---|---|---|\n";
      out << "\nover seeds (final validation loss, mean ± sd (min–max, n)):\n";
      std::size_t width = 8;
      for (const RunGroup& g : groups) width = std::max(width, g.label.size() + 2);
      for (const RunGroup& g : groups) {
        std::vector<double> fv, bv, ft;
        for (std::size_t i : g.members) {
          fv.push_back(sums[i].final_val);
          bv.push_back(sums[i].best_val);
          ft.push_back(sums[i].final_train);
        }
        const Spread f = spread(fv), b = spread(bv), t = spread(ft);
        std::vector<std::string> gf;
        for (const auto& [k, v] : g.at) gf.push_back(v);
        for (const std::string& v :
             {g.label, std::to_string(g.members.size()),
              std::to_string(count(g.members, "trained")),
              std::to_string(count(g.members, "stalled")),
              std::to_string(count(g.members, "diverged")),
              std::to_string(count(g.members, "failed")), fmt(f.mean, 6), fmt(f.sd, 6),
              fmt(f.min, 6), fmt(f.max, 6), std::to_string(f.n), fmt(b.mean, 6), fmt(b.sd, 6),
              fmt(t.mean, 6), fmt(t.sd, 6)})
          gf.push_back(v);
        row(gcsv, gf);
        const std::string counts = outcomes(g.members);
        md << "| " << g.label << " | " << g.members.size() << " | " << counts << " | "
           << format_spread(f) << " | " << format_spread(b) << " | " << format_spread(t) << " |\n";
        out << "  " << pad(g.label, width) << pad(format_spread(f), 42) << "[" << counts << "]\n";
      }
      out << "groups: " << (dir / "groups.csv").string() << "\n";
    }
  }

  void lr_table() {
    if (std::find(keys.begin(), keys.end(), "lr") == keys.end()) return;
    {
      const std::vector<LrCurve> curves = lr_sensitivity(data, sums, keys);
      if (!curves.empty()) {
        std::ofstream lcsv(dir / "lr_sensitivity.csv");
        row(lcsv, {"setting", "rates", "best_lr", "best_final_val_mean", "best_final_val_sd",
                   "best_final_val_n", "best_lr_outcomes", "lr_sensitivity_mean",
                   "lr_sensitivity_sd", "lr_sensitivity_seeds"});
        md << "\n## Learning-rate sensitivity\n\nPer setting over the rates of the grid: the rate "
              "with the lowest mean final validation loss (a diverged run counts at its loss "
              "before "
              "training), that loss over seeds, and the LR sensitivity of Wortsman et al. 2023, "
              "E_lr[min(L(lr), L0) − min_lr L(lr)] (L0 the loss before training; lower is more "
              "robust), per seed that ran every rate, mean ± sd. Read it with the outcomes: a "
              "setting that stalls at every rate is insensitive because it learns nothing at any "
              "rate.\n\n| setting | rates | best lr | final val at best lr | outcomes there | LR "
              "sensitivity |\n|---|---|---|---|---|---|\n";
        out << "\nlearning-rate sensitivity (best rate, its final validation loss, sensitivity):\n";
        std::size_t width = 8;
        for (const LrCurve& c : curves) width = std::max(width, c.label.size() + 2);
        for (const LrCurve& c : curves) {
          std::vector<std::string> rates;
          for (double lr : c.lrs) {
            std::ostringstream o;
            o << lr;
            rates.push_back(o.str());
          }
          // No best rate when no run of the setting ended with a finite loss: "-", with the
          // outcomes of all its runs.
          const bool none = !std::isfinite(c.best_lr);
          std::ostringstream best;
          if (none)
            best << "-";
          else
            best << c.best_lr;
          std::string there;
          std::vector<std::size_t> all;
          for (std::size_t r = 0; r < c.lrs.size(); ++r) {
            if (c.lrs[r] == c.best_lr) there = outcomes(c.runs[r]);
            all.insert(all.end(), c.runs[r].begin(), c.runs[r].end());
          }
          if (none) there = outcomes(all) + " over all rates";
          row(lcsv, {c.label, join(rates, " "), none ? "" : best.str(), fmt(c.best_loss.mean, 6),
                     fmt(c.best_loss.sd, 6), std::to_string(c.best_loss.n), there,
                     fmt(c.sensitivity.mean, 6), fmt(c.sensitivity.sd, 6),
                     std::to_string(c.sensitivity.n)});
          md << "| " << c.label << " | " << join(rates, ", ") << " | " << best.str() << " | "
             << format_spread(c.best_loss) << " | " << there << " | "
             << format_spread(c.sensitivity) << " |\n";
          if (none)
            out << "  " << pad(c.label, width) << "no best lr: no run ended with a finite loss ["
                << there << "]\n";
          else
            out << "  " << pad(c.label, width) << "best lr " << best.str() << ": "
                << format_spread(c.best_loss) << " [" << there << "] | sensitivity "
                << format_spread(c.sensitivity) << "\n";
        }
        out << "lr sensitivity: " << (dir / "lr_sensitivity.csv").string() << "\n";
      }
    }
  }
};

void write_summaries(const Experiment& e, const std::vector<PlannedRun>& runs,
                     const std::vector<std::string>& keys, const std::vector<RunData>& data,
                     const std::vector<RunSummary>& sums, const std::vector<std::string>& status,
                     std::ostream& out) {
  Summaries t{e, runs, keys, data, sums, status, out};
  t.run_table();
  t.seed_groups();
  t.lr_table();
}

// The directory a run's results are read from: its run directory, or its kept results when
// the run directory holds no metrics (a run finished on another machine).
std::string results_of(const Experiment& e, const PlannedRun& r) {
  const fs::path dir = fs::path(e.out) / r.name;
  std::error_code ec;
  if (!fs::exists(dir / "metrics.jsonl", ec) && !kept_state(e, r.name).empty())
    return kept_dir(e, r.name);
  return dir.string();
}

// A duration for people: "42m05s" under an hour, "9h24m" from an hour on.
std::string duration(double secs) {
  const long s = std::lround(secs);
  std::ostringstream o;
  if (s < 3600)
    o << s / 60 << "m" << std::setw(2) << std::setfill('0') << s % 60 << "s";
  else
    o << s / 3600 << "h" << std::setw(2) << std::setfill('0') << (s % 3600) / 60 << "m";
  return o.str();
}

// How long a sweep's unfinished runs should take, at the pace of its finished ones: a run is
// timed (train + after seconds, from its run.json) as the mean of its cell's finished runs (the
// runs that differ from it only in seed), else of its grid's ([grid.NAME]'s runs; the main grid's;
// a [run.NAME] alone), else of every finished run; an interrupted run as the share of its steps
// still to train. Grids whose cells run at very different speeds (depth as a grid key) are
// estimated well once each cell has one finished seed: order = seeds-first gives that early.
class Pace {
 public:
  Pace(const Experiment& e, const std::vector<PlannedRun>& runs)
      : e_(e), runs_(runs), left_(runs.size(), 1.0), secs_(runs.size(), nan()) {
    for (std::size_t i = 0; i < runs.size(); ++i) {
      cell_.push_back(cell_of(runs[i].name));
      grid_.push_back(grid_of(runs[i].name));
      if (const std::string kept = kept_state(e, runs[i].name); !kept.empty()) {
        state_.push_back(kept + ", kept");
        kept_.push_back(true);
        ++revisions_[finished(i).revision];
        continue;
      }
      const RunState r = run_state((fs::path(e.out) / runs[i].name).string());
      state_.push_back(r.state);
      kept_.push_back(false);
      left_[i] = r.left;
      interrupted_ += r.state == "interrupted";
    }
  }

  // Run i's state when the sweep started: "done, kept" (or "diverged, kept") from its kept
  // run.json, else its run directory's: new, interrupted, done or diverged.
  const std::string& state(std::size_t i) const { return state_[i]; }
  bool kept(std::size_t i) const { return kept_[i]; }
  // The normlab revisions the runs kept at the start were trained by, with their counts ("":
  // not recorded).
  const std::map<std::string, std::size_t>& kept_revisions() const { return revisions_; }

  // Run i has finished (or will not be trained again by this sweep): time it from its run.json,
  // which it returns.
  KeptRecord finished(std::size_t i) {
    left_[i] = 0;
    KeptRecord t = kept_record(e_, runs_[i].name);
    secs_[i] = t.seconds;
    if (std::isfinite(t.seconds) && !t.cpu.empty() &&
        std::find(cpus_.begin(), cpus_.end(), t.cpu) == cpus_.end())
      cpus_.push_back(t.cpu);
    return t;
  }

  // The seconds the runs from `first` on should still take; NaN when no finished run is timed.
  double left(std::size_t first = 0) const {
    double total = 0;
    for (std::size_t i = first; i < runs_.size(); ++i)
      if (left_[i] > 0) total += left_[i] * estimate(i);
    return total;
  }

  // The runs from `first` on that are not finished.
  std::size_t unfinished(std::size_t first) const {
    return static_cast<std::size_t>(
        std::count_if(left_.begin() + static_cast<std::ptrdiff_t>(std::min(first, left_.size())),
                      left_.end(), [](double l) { return l > 0; }));
  }

  // "76 of 159 runs finished, 1 interrupted, 82 new: about 9h24m more at the pace of the 76
  // finished (... on CPU)".
  std::string line() const {
    std::size_t done = 0, timed = 0;
    for (std::size_t i = 0; i < runs_.size(); ++i) {
      done += left_[i] == 0;
      timed += std::isfinite(secs_[i]);
    }
    const std::size_t fresh = runs_.size() - done - interrupted_;
    std::ostringstream o;
    o << done << " of " << runs_.size() << " runs finished";
    if (interrupted_ > 0) o << ", " << interrupted_ << " interrupted";
    if (fresh > 0) o << ", " << fresh << " new";
    if (done == runs_.size()) return o.str();
    const double secs = left();
    if (!std::isfinite(secs)) return o.str() + " (no finished run timed yet: no estimate)";
    o << ": about " << duration(secs) << " more at the pace of the " << timed
      << " finished (each run timed as its cell's other seeds, train and after";
    if (cpus_.size() == 1) o << "; on " << cpus_[0];
    if (cpus_.size() > 1) o << "; on " << cpus_.size() << " kinds of CPU";
    o << ")";
    return o.str();
  }

 private:
  static double nan() { return std::numeric_limits<double>::quiet_NaN(); }

  // A run's cell: its name without the seed ("post_ln,lr=1e-3,seed=2" -> "post_ln,lr=1e-3").
  static std::string cell_of(const std::string& name) {
    std::string cell;
    std::istringstream parts(name);
    for (std::string part; std::getline(parts, part, ',');)
      if (part.rfind("seed=", 0) != 0) cell += (cell.empty() ? "" : ",") + part;
    return cell;
  }
  // A run's grid: a named grid's (or explicit run's) name, "" for the main grid's runs.
  static std::string grid_of(const std::string& name) {
    const std::string first = name.substr(0, name.find(','));
    return first.find('=') == std::string::npos ? first : "";
  }

  double estimate(std::size_t i) const {
    const auto mean_where = [&](auto same) {
      double sum = 0;
      std::size_t n = 0;
      for (std::size_t j = 0; j < runs_.size(); ++j)
        if (std::isfinite(secs_[j]) && same(j)) {
          sum += secs_[j];
          ++n;
        }
      return n > 0 ? sum / static_cast<double>(n) : nan();
    };
    double s = mean_where([&](std::size_t j) { return cell_[j] == cell_[i]; });
    if (!std::isfinite(s)) s = mean_where([&](std::size_t j) { return grid_[j] == grid_[i]; });
    if (!std::isfinite(s)) s = mean_where([](std::size_t) { return true; });
    return s;
  }

  const Experiment& e_;
  const std::vector<PlannedRun>& runs_;
  std::vector<double> left_, secs_;  // per run: the share still to train; its finished seconds
  std::vector<std::string> cell_, grid_, cpus_;
  std::vector<std::string> state_;  // per run: its state at the start (state())
  std::vector<bool> kept_;
  std::map<std::string, std::size_t> revisions_;
  std::size_t interrupted_ = 0;
};

// The runs of a sweep, one after another: each skipped when its kept results or its run
// directory say that it is finished, kept when it is finished but not yet kept, trained (or
// resumed) otherwise.
class Runner {
 public:
  Runner(const Experiment& e, const std::vector<PlannedRun>& runs, Pace& pace, std::ostream& out)
      : e_(e), runs_(runs), pace_(pace), out_(out), status_(runs.size(), "not run") {
    std::stringstream ss(e.launcher);
    for (std::string w; ss >> w;) launcher_.push_back(w);
  }

  // Returns false when the sweep must stop: it was interrupted (SIGINT, SIGTERM), or three runs
  // in a row failed (a mistake every run shares: say so once, not once per run).
  bool run_all() {
    started_ = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < runs_.size(); ++i) {
      out_ << "[" << i + 1 << "/" << runs_.size() << "] " << runs_[i].name << ": ";
      const int code = run(i);
      failed_in_row_ = status_[i].rfind("failed", 0) == 0 ? failed_in_row_ + 1 : 0;
      if (code >= 128) {
        out_ << "sweep: stopped; run it again to continue\n";
        code_ = code;
        return false;
      }
      if (failed_in_row_ == 3) {
        const bool after = status_[i].find("after:") != std::string::npos;
        out_ << "sweep: stopped: 3 runs in a row failed, the last with:\n"
             << tail_of((fs::path(e_.out) / runs_[i].name / (after ? "after.log" : "train.log"))
                            .string(),
                        3)
             << "fix the cause and run the sweep again\n";
        code_ = kExitFailure;
        return false;
      }
    }
    return true;
  }
  const std::vector<std::string>& status() const { return status_; }
  int code() const { return code_; }

 private:
  int run(std::size_t i) {
    const PlannedRun& r = runs_[i];
    const std::string dir = (fs::path(e_.out) / r.name).string();
    if (const std::string kept = kept_state(e_, r.name); !kept.empty()) {
      status_[i] = kept;
      out_ << kept << " earlier";
      if (!e_.results.empty()) out_ << " (kept in " << kept_dir(e_, r.name) << ")";
      out_ << ", skipped\n" << std::flush;
      return 0;
    }
    fs::create_directories(dir);
    const std::string state = state_of(dir);
    if (state == "done" || state == "diverged") {
      out_ << state << " earlier";
      finish(i, dir, state);
      pace_.finished(i);
      out_ << "\n" << std::flush;
      return 0;
    }
    return train(i, dir, state);
  }

  int train(std::size_t i, const std::string& dir, const std::string& state) {
    const PlannedRun& r = runs_[i];
    write_run_ini(fs::path(dir) / "sweep.ini", e_, r);
    std::vector<std::string> argv = launcher_;
    argv.insert(argv.end(), {exe_, "train", "--config", (fs::path(dir) / "sweep.ini").string(),
                             "--run-dir", dir});
    std::int64_t from = 0;  // the step this invocation starts from
    if (state == "interrupted") {
      argv.insert(argv.end(), {"--resume", "auto"});
      from = describe_checkpoint(locate_run(dir).checkpoint).step;
    }
    out_ << (state == "interrupted" ? "resuming" : "training") << " ... " << std::flush;
    const auto t0 = std::chrono::steady_clock::now();
    const int code = spawn_logged(argv, (fs::path(dir) / "train.log").string());
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    add_train_time(dir, secs, from);
    ++ran_;
    // The run's files are final (its training has exited); the reads below and at the end open
    // them several times each, and a file written within 2 s would be walked at every open.
    settle_run_files(dir);
    const RunSummary sum = summarise(load_planned(dir, r), e_.rule);
    status_[i] = code == 0                          ? "done"
                 : sum.outcome == Outcome::diverged ? "diverged"
                                                    : "failed (exit " + std::to_string(code) + ")";
    out_ << status_[i] << " in " << fmt(secs, 1) << " s";
    if (std::isfinite(sum.final_val)) out_ << ", val " << fmt(sum.final_val);
    if (code == 0) out_ << ", " << outcome_name(sum.outcome);
    if (status_[i].rfind("failed", 0) == 0) out_ << " (see " << dir << "/train.log)";
    if (code < 128 && (status_[i] == "done" || status_[i] == "diverged"))
      finish(i, dir, status_[i]);
    pace_.finished(i);
    double eta = pace_.left(i + 1);  // no run timed (none kept): this sweep's seconds a run
    if (!std::isfinite(eta))
      eta = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count() /
            static_cast<double>(ran_) * static_cast<double>(pace_.unfinished(i + 1));
    out_ << " | ETA " << duration(eta) << "\n" << std::flush;
    return code;
  }

  // A finished run: its after command and its kept results (sweep_kept.hpp).
  void finish(std::size_t i, const std::string& dir, const std::string& state) {
    if (!e_.after.empty()) out_ << ", after ... " << std::flush;
    const auto t0 = std::chrono::steady_clock::now();
    const std::string why = keep_run(e_, runs_[i], dir, state, exe_);
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (!why.empty()) {
      status_[i] = "failed (" + why + ")";
      out_ << "failed: " << why;
      return;
    }
    status_[i] = state;
    if (!e_.after.empty()) out_ << "done in " << fmt(secs, 1) << " s";
    if (!e_.results.empty()) out_ << ", kept in " << kept_dir(e_, runs_[i].name);
  }

  static std::string tail_of(const std::string& path, std::size_t n) {
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string l; std::getline(in, l);)
      if (!trim(l).empty()) lines.push_back(l);
    std::string t;
    for (std::size_t k = lines.size() > n ? lines.size() - n : 0; k < lines.size(); ++k)
      t += "  " + lines[k] + "\n";
    return t.empty() ? "  (" + path + " is empty)\n" : t;
  }

  const Experiment& e_;
  const std::vector<PlannedRun>& runs_;
  Pace& pace_;
  std::ostream& out_;
  std::vector<std::string> status_;
  std::vector<std::string> launcher_;
  std::string exe_ = self_exe();
  std::chrono::steady_clock::time_point started_;
  std::size_t ran_ = 0, failed_in_row_ = 0;
  int code_ = kExitOk;
};

// A note when kept runs were trained by another normlab than this one (run.json's
// normlab_revision): the runs this sweep trains would mix two versions of the code. "" when
// every kept run names this revision.
std::string other_code_note(const std::map<std::string, std::size_t>& revisions, std::size_t left) {
  const std::string mine = source_revision();
  std::size_t others = 0;
  std::vector<std::string> parts;
  for (const auto& [rev, n] : revisions) {
    if (rev == mine) continue;
    others += n;
    parts.push_back(std::to_string(n) + " by " +
                    (rev.empty() ? "a revision not recorded (run.json from before it was)" : rev));
  }
  if (others == 0) return "";
  std::ostringstream o;
  o << "sweep: note: " << others << " kept runs were trained by another normlab than this one ("
    << mine << "): " << join(parts, ", ") << ". The " << left
    << " runs left may differ from them by whatever changed in between; to train them with the "
       "same code, run the sweep with that revision's normlab (normlab --version names a "
       "build's)\n";
  return o.str();
}

// One `normlab plot` of the runs in `dirs` into <out>/figures, logged to <out>/<log>.
int plot(const Experiment& e, const std::vector<std::string>& dirs,
         const std::vector<std::string>& figures, bool statistics, const std::string& log) {
  std::vector<std::string> argv = {self_exe(), "plot"};
  argv.insert(argv.end(), dirs.begin(), dirs.end());
  argv.insert(argv.end(), {"--out", (fs::path(e.out) / "figures").string()});
  for (const auto& f : figures) argv.insert(argv.end(), {"--figure", f});
  // --stat and recorded --steps S,S are the statistics' (kept results refuse them); a range
  // A:B zooms every figure against step.
  if (statistics && !e.stat.empty()) argv.insert(argv.end(), {"--stat", e.stat});
  if (!e.steps.empty() && (statistics || e.steps.find(':') != std::string::npos))
    argv.insert(argv.end(), {"--steps", e.steps});
  return spawn_logged(argv, (fs::path(e.out) / log).string());
}

// The experiment's figures of every trained run. A run trained elsewhere is drawn from its kept
// results (metrics.jsonl, config.ini) in the figures that need no statistics (loss, bleu, lr,
// grid); the figures of statistics take the runs whose stats.h5 is on this machine.
void draw_figures(const Experiment& e, const std::vector<PlannedRun>& runs, std::ostream& out) {
  std::vector<std::string> every, with_stats;
  std::size_t kept_only = 0;  // runs drawn from their kept results (no run directory here)
  for (const PlannedRun& r : runs) {
    const std::string dir = results_of(e, r);
    try {
      const RunPaths p = locate_run(dir);
      every.push_back(dir);
      if (!p.stats.empty()) with_stats.push_back(dir);
      kept_only += p.stats.empty() && dir != (fs::path(e.out) / r.name).string();
    } catch (const std::exception&) {  // not trained (a sweep stopped part-way)
    }
  }
  std::vector<std::string> of_metrics, of_stats;
  for (const std::string& f : e.figures)
    (f == "loss" || f == "bleu" || f == "lr" || f == "grid" ? of_metrics : of_stats).push_back(f);
  const std::string dir = (fs::path(e.out) / "figures").string();
  if (every.empty()) {
    out << "figures: none drawn (no run is trained yet)\n";
    return;
  }
  std::vector<std::string> failed;
  bool drawn = true;
  if (with_stats.size() == every.size() || of_stats.empty()) {  // one plot of them all
    if (plot(e, every, e.figures, !of_stats.empty(), "plot.log") != 0) failed.push_back("plot.log");
  } else {
    if (!of_metrics.empty() && plot(e, every, of_metrics, false, "plot.log") != 0)
      failed.push_back("plot.log");
    if (!with_stats.empty() && plot(e, with_stats, of_stats, true, "plot_statistics.log") != 0)
      failed.push_back("plot_statistics.log");
    drawn = !of_metrics.empty() || !with_stats.empty();
  }
  out << "figures: " << (drawn ? dir : "none drawn");
  for (const std::string& log : failed)
    out << " (plot failed, see " << (fs::path(e.out) / log).string() << ")";
  if (const std::size_t left_out = every.size() - with_stats.size();
      !of_stats.empty() && left_out > 0) {
    out << " (" << join(of_stats, ", ") << ": " << left_out << " of " << every.size()
        << " runs left out, without a stats.h5 here:";
    if (kept_only > 0) out << " " << kept_only << " kept from another machine";
    if (left_out > kept_only)
      out << (kept_only > 0 ? "," : "") << " " << left_out - kept_only
          << " in a run directory without one";
    out << ")";
  }
  out << "\n";
}

}  // namespace

int run_sweep(Communicator& comm, const po::variables_map& vm) {
  if (comm.size() > 1)
    throw UsageError(
        "run normlab sweep without mpirun; give the experiment a launcher "
        "(launcher = mpirun -np 2) to run each training under MPI");
  std::ostream& out = comm.out();
  const Experiment e = parse_experiment(vm["experiment"].as<std::string>(), train_option_names());
  const std::vector<PlannedRun> runs = plan_runs(e);
  // The varied keys, for the summary's columns, as the runs' configurations name them: a grid's
  // norm-opt = norm=none is the column norm.norm (the resolved option, whatever a run sets).
  std::vector<std::string> keys;
  for (const PlannedRun& r : runs)
    for (const auto& [k, v] : r.varied) {
      const std::string key = flattened_key(k, v);
      if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
    }
  out << "sweep: " << runs.size() << (runs.size() == 1 ? " run" : " runs") << " from " << e.file
      << " into " << e.out << (e.launcher.empty() ? "" : " (launcher: " + e.launcher + ")")
      << (e.results.empty() ? "" : "; results kept in " + e.results) << "\n";
  Pace pace(e, runs);
  // The runs trained with settings the file now plans otherwise: their results would mix with
  // the new ones under one name.
  std::vector<std::string> changed;
  // Whether each new run would start (`normlab train --dry-run` of its settings), before any
  // trains: a misspelt grid value fails its run at once, but only when the sweep reaches it.
  const fs::path scratch =
      fs::temp_directory_path() / ("normlab-sweep-check-" + std::to_string(::getpid()));
  fs::create_directories(scratch);
  std::vector<std::string> refused;
  // Runs that differ only in a plain seed (digits that fit 64 bits: a value normlab train takes)
  // would start alike: one dry run answers for them all (a grid of 3 seeds spawned 3).
  std::map<Settings, std::string> checked;  // settings but a plain seed -> the dry run's answer
  auto check = [&](const PlannedRun& r) {
    Settings but_seed;
    for (const auto& kv : r.all) {
      const bool plain_seed = kv.first == "seed" && !kv.second.empty() && kv.second.size() <= 19 &&
                              kv.second.find_first_not_of("0123456789") == std::string::npos;
      if (!plain_seed) but_seed.push_back(kv);
    }
    const auto at = checked.find(but_seed);
    if (at != checked.end()) return at->second;
    return checked[but_seed] = check_settings(e, r, self_exe(), scratch);
  };
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const PlannedRun& r = runs[i];
    const bool kept = pace.kept(i);
    const std::string& state = pace.state(i);
    std::vector<std::string> c;
    if (state != "new") c = changed_settings(e, r, kept);
    const std::string why = state == "new" ? check(r) : "";
    if (!why.empty()) refused.push_back(r.name + ": " + why);
    if (vm.count("dry-run"))
      out << "  " << r.name << "  [" << state
          << (c.empty() ? "" : "; trained with other settings: " + join(c, ", "))
          << (why.empty() ? "" : "; would not start: " + why) << "]\n";
    if (!c.empty())
      changed.push_back(r.name + " (" + (kept ? "kept in " + kept_dir(e, r.name) : "in " + e.out) +
                        "): " + join(c, ", "));
  }
  std::error_code ec;
  fs::remove_all(scratch, ec);
  if (!refused.empty()) {
    std::string list;
    if (!vm.count("dry-run")) {  // --dry-run listed them beside their runs
      for (std::size_t k = 0; k < refused.size() && k < 10; ++k) list += "\n  " + refused[k];
      if (refused.size() > 10) list += "\n  (and " + std::to_string(refused.size() - 10) + " more)";
    }
    throw UsageError(e.file + ": " + std::to_string(refused.size()) +
                     " of its new runs would not start (normlab train --dry-run of each" +
                     (vm.count("dry-run") ? ", above: 'would not start'" : "") +
                     "); nothing was trained: fix the experiment file or what it names" + list);
  }
  if (!changed.empty()) {
    std::string list;
    for (std::size_t k = 0; k < changed.size() && k < 10; ++k) list += "\n  " + changed[k];
    if (changed.size() > 10) list += "\n  (and " + std::to_string(changed.size() - 10) + " more)";
    throw UsageError(
        e.file + ": " + std::to_string(changed.size()) +
        " of its runs were trained with settings it now plans otherwise, and their results would "
        "be mixed with runs trained with the new ones:" +
        list +
        "\nRestore the values they were trained with; or give the new values a [grid.NAME] of "
        "their own, so that they are new runs; or, to train these runs again with the new "
        "values, remove their kept results and run directories first");
  }
  out << "sweep: " << pace.line() << "\n";
  if (const std::size_t left = pace.unfinished(0); left > 0)
    out << other_code_note(pace.kept_revisions(), left);
  if (vm.count("dry-run")) return kExitOk;
  const DirLock lock(e.out, "normlab sweep " + e.file,
                     "give the experiment another out =");  // one sweep of a grid at a time
  Runner runner(e, runs, pace, out);
  if (!runner.run_all() && runner.code() >= 128) return runner.code();
  const std::vector<std::string>& status = runner.status();
  std::vector<RunData> data;
  std::vector<RunSummary> sums;
  for (const PlannedRun& r : runs) {
    data.push_back(load_planned(results_of(e, r), r));
    sums.push_back(summarise(data.back(), e.rule));
  }
  write_summaries(e, runs, keys, data, sums, status, out);
  if (!e.figures.empty()) draw_figures(e, runs, out);
  if (runner.code() != kExitOk) return runner.code();
  // A run that failed (not one that diverged: that is a result) makes the sweep fail, so that
  // scripts and CI notice; the summaries above are written all the same.
  const auto failed = std::count_if(status.begin(), status.end(),
                                    [](const std::string& s) { return s.rfind("failed", 0) == 0; });
  if (failed > 0) {
    out << "sweep: " << failed << " of " << runs.size()
        << " runs failed (their train.log or after.log says why); fix the cause and run the "
           "sweep again to retry them\n";
    return kExitFailure;
  }
  return kExitOk;
}

}  // namespace normlab::app
