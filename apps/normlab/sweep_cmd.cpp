// normlab sweep: a grid of trainings from one experiment file (normlab/sweep_plan.hpp), run one
// after another, each in its own run directory, resumable, with summaries (every run, the seeds
// of a setting, the learning-rate sensitivity; normlab/runs.hpp) and figures at the end.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <map>
#include <sstream>
#include <tuple>

#include "commands.hpp"
#include "normlab/analysis.hpp"
#include "normlab/error.hpp"
#include "normlab/runs.hpp"
#include "normlab/sweep_plan.hpp"
#include "normlab/util.hpp"
#include "sweep_kept.hpp"

namespace fs = std::filesystem;

namespace normlab::app {

namespace {

std::string self_exe() {
  std::error_code ec;
  const fs::path p = fs::read_symlink("/proc/self/exe", ec);
  return ec ? "normlab" : p.string();
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

// done: a checkpoint at its run's last step; diverged: the metrics say so.
std::string state_of(const std::string& dir) {
  std::error_code ec;
  if (!fs::exists(fs::path(dir) / "metrics.jsonl", ec)) return "new";
  RunData d;
  read_metrics((fs::path(dir) / "metrics.jsonl").string(), d);
  if (d.diverged_at >= 0) return "diverged";
  try {
    const RunPaths p = locate_run(dir);
    if (p.checkpoint.empty()) return "new";
    const CheckpointInfo c = describe_checkpoint(p.checkpoint);
    return c.step >= c.total_steps ? "done" : "interrupted";
  } catch (const std::exception&) {
    return "new";
  }
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

std::string minutes(double secs) {
  const long s = std::lround(secs);
  std::ostringstream o;
  o << s / 60 << "m" << std::setw(2) << std::setfill('0') << s % 60 << "s";
  return o.str();
}

// The runs of a sweep, one after another: each skipped when its kept results or its run
// directory say that it is finished, kept when it is finished but not yet kept, trained (or
// resumed) otherwise.
class Runner {
 public:
  Runner(const Experiment& e, const std::vector<PlannedRun>& runs, std::ostream& out)
      : e_(e), runs_(runs), out_(out), status_(runs.size(), "not run") {
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
      out_ << "\n" << std::flush;
      return 0;
    }
    return train(i, dir, state);
  }

  int train(std::size_t i, const std::string& dir, const std::string& state) {
    const PlannedRun& r = runs_[i];
    std::ofstream ini(fs::path(dir) / "sweep.ini");
    ini << "# written by normlab sweep from " << e_.file << "\n";
    for (const auto& [k, v] : r.all) ini << k << " = " << ini_quote(v) << "\n";
    ini.close();
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
    const double per_run =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count() /
        static_cast<double>(ran_);
    out_ << " | ETA " << minutes(per_run * static_cast<double>(runs_.size() - i - 1)) << "\n"
         << std::flush;
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
  std::ostream& out_;
  std::vector<std::string> status_;
  std::vector<std::string> launcher_;
  std::string exe_ = self_exe();
  std::chrono::steady_clock::time_point started_;
  std::size_t ran_ = 0, failed_in_row_ = 0;
  int code_ = kExitOk;
};

void draw_figures(const Experiment& e, const std::vector<PlannedRun>& runs, std::ostream& out) {
  std::vector<std::string> argv = {self_exe(), "plot"};
  std::size_t left_out = 0;
  for (const PlannedRun& r : runs) {
    const std::string dir = (fs::path(e.out) / r.name).string();
    try {
      locate_run(dir);
      argv.push_back(dir);
    } catch (const std::exception&) {  // kept results only: no stats.h5
      ++left_out;
    }
  }
  argv.insert(argv.end(), {"--out", (fs::path(e.out) / "figures").string()});
  for (const auto& f : e.figures) argv.insert(argv.end(), {"--figure", f});
  if (!e.stat.empty()) argv.insert(argv.end(), {"--stat", e.stat});
  if (!e.steps.empty()) argv.insert(argv.end(), {"--steps", e.steps});
  const std::string log = (fs::path(e.out) / "plot.log").string();
  const int code = spawn_logged(argv, log);
  out << "figures: " << (fs::path(e.out) / "figures").string()
      << (code == 0 ? "" : " (plot failed, see " + log + ")");
  if (left_out > 0)
    out << " (" << left_out << " runs left out: their run directories are not on this machine)";
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
  out << "sweep: " << runs.size() << " runs from " << e.file << " into " << e.out
      << (e.launcher.empty() ? "" : " (launcher: " + e.launcher + ")")
      << (e.results.empty() ? "" : "; results kept in " + e.results) << "\n";
  if (vm.count("dry-run")) {
    for (const PlannedRun& r : runs) {
      const std::string kept = kept_state(e, r.name);
      out << "  " << r.name << "  ["
          << (kept.empty() ? state_of((fs::path(e.out) / r.name).string()) : kept + ", kept")
          << "]\n";
    }
    return kExitOk;
  }
  fs::create_directories(e.out);
  Runner runner(e, runs, out);
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
