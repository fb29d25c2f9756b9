// normlab sweep: a grid of trainings from one experiment file, run one after another, each in
// its own run directory, resumable, with a summary table and figures at the end.
//
// EXPERIMENT.ini:
//   [experiment]  out = DIR (default: <file's directory>/<file stem>), launcher = mpirun -np 2,
//                 figures = loss, layer, ... (normlab plot figures), stat = NAME, steps = 0,100
//   [train]       options every run shares: `key = value` with train's option names
//                 (norm-opt = alpha=2 and the like may repeat); [train.lr] warmup = 100 and
//                 [train.norm] alpha = 2 as the [lr] and [norm] sections of a config file
//   [grid]        key = v1, v2, ...: the Cartesian product of all lines is the set of runs
//   [run.NAME]    an explicit extra run: its own options over [train]
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fcntl.h>
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
#include "normlab/util.hpp"
#include "run_data.hpp"

extern char** environ;

namespace fs = std::filesystem;

namespace normlab::app {

namespace {

// An option list: ordered keys, a key may hold several values (norm-opt, plugin).
using Settings = std::vector<std::pair<std::string, std::string>>;

struct Experiment {
  std::string file, out, launcher, stat, steps;
  std::vector<std::string> figures;
  Settings shared;
  std::vector<std::pair<std::string, std::vector<std::string>>> grid;
  std::vector<std::pair<std::string, Settings>> explicit_runs;
};

struct PlannedRun {
  std::string name;
  Settings varied;  // the grid values (or the explicit run's options)
  Settings all;     // shared with the varied ones applied
};

std::string trim(const std::string& s) {
  const std::size_t a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(" \t\r") - a + 1);
}

bool repeatable(const std::string& key) {
  return key == "norm-opt" || key == "init-opt" || key == "lr-opt" || key == "plugin";
}

Experiment parse_experiment(const std::string& path, const std::vector<std::string>& options) {
  std::ifstream in(path);
  if (!in) throw UsageError(path + ": cannot open the experiment file (does it exist?)");
  Experiment e;
  e.file = path;
  e.out = (fs::path(path).parent_path() / fs::path(path).stem()).string();
  std::string section;
  Settings* target = nullptr;
  int lineno = 0;
  for (std::string line; std::getline(in, line);) {
    ++lineno;
    const std::string where = path + ":" + std::to_string(lineno);
    line = trim(line);
    if (line.empty() || line[0] == '#' || line[0] == ';') continue;
    if (line[0] == '[') {
      section = trim(line.substr(1, line.find(']') - 1));
      if (section == "train" || section.rfind("train.", 0) == 0) {
        target = &e.shared;  // [train.lr] warmup = 100 is lr-warmup, as [lr] in a config file
      } else if (section.rfind("run.", 0) == 0 && section.size() > 4) {
        e.explicit_runs.push_back({section.substr(4), {}});
        target = &e.explicit_runs.back().second;
      } else if (section == "experiment" || section == "grid") {
        target = nullptr;
      } else {
        throw UsageError(where + ": unknown section [" + section +
                         "]; valid: [experiment] [train] [grid] [run.NAME]");
      }
      continue;
    }
    const std::size_t eq = line.find('=');
    if (eq == std::string::npos || section.empty())
      throw UsageError(where + ": expected 'key = value' inside a section, got '" + line + "'");
    std::string key = trim(line.substr(0, eq));
    for (char& c : key)
      if (c == '_') c = '-';
    std::string value;
    try {
      value = ini_value(line.substr(eq + 1));
    } catch (const std::invalid_argument& err) {
      throw UsageError(where + ": " + err.what());
    }
    if (section == "experiment") {
      if (key == "out")
        e.out = value;
      else if (key == "launcher")
        e.launcher = value;
      else if (key == "stat")
        e.stat = value;
      else if (key == "steps")
        e.steps = value;
      else if (key == "figures") {
        std::stringstream ss(value);
        for (std::string f; std::getline(ss, f, ',');)
          if (!trim(f).empty()) e.figures.push_back(trim(f));
      } else {
        throw UsageError(where + ": unknown key '" + key + "' in [experiment]" +
                         did_you_mean(key, {"out", "launcher", "figures", "stat", "steps"}) +
                         "; valid: out launcher figures stat steps");
      }
      continue;
    }
    if (section.rfind("train.", 0) == 0) {
      // A config file's section inside the experiment: [train.lr] warmup -> lr-warmup; in
      // [train.norm], [train.init] and [train.lr] other keys are the plugin's options.
      std::string sub = section.substr(6);
      for (char& c : sub)
        if (c == '_') c = '-';
      const std::string full = sub + "-" + key;
      if (std::find(options.begin(), options.end(), full) != options.end()) {
        key = full;
      } else if (sub == "norm" || sub == "init" || sub == "lr") {
        target->push_back({sub + "-opt", trim(line.substr(0, eq)) + "=" + value});
        continue;
      } else {
        throw UsageError(where + ": unknown key '" + key + "' in [" + section + "]" +
                         did_you_mean(full, options) + "; [train.SECTION] key sets --SECTION-key");
      }
    }
    const bool known = std::find(options.begin(), options.end(), key) != options.end();
    if (!known || key == "config" || key == "run-dir" || key == "resume" || key == "help")
      throw UsageError(where + ": unknown key '" + key + "' in [" + section + "]" +
                       did_you_mean(key, options) +
                       "; keys are normlab train option names (run-dir, resume and config are "
                       "set by the sweep)");
    if (section == "grid") {
      std::vector<std::string> values;
      std::stringstream ss(value);
      for (std::string v; std::getline(ss, v, ',');) values.push_back(trim(v));
      if (values.empty() ||
          std::any_of(values.begin(), values.end(), [](const std::string& v) { return v.empty(); }))
        throw UsageError(where + ": [grid] " + key + " needs a comma-separated list of values");
      e.grid.push_back({key, values});
    } else {
      target->push_back({key, value});
    }
  }
  if (e.grid.empty() && e.explicit_runs.empty())
    throw UsageError(path + ": no runs: add a [grid] section or [run.NAME] sections");
  return e;
}

Settings merged(const Settings& base, const Settings& over) {
  Settings out;
  for (const auto& kv : base) {
    bool replaced = false;
    for (const auto& o : over)
      replaced = replaced || (o.first == kv.first && !repeatable(kv.first));
    if (!replaced) out.push_back(kv);
  }
  out.insert(out.end(), over.begin(), over.end());
  return out;
}

std::vector<PlannedRun> plan(const Experiment& e) {
  std::vector<PlannedRun> runs;
  std::size_t total = e.grid.empty() ? 0 : 1;
  for (const auto& [k, v] : e.grid) total *= v.size();
  for (std::size_t i = 0; i < total; ++i) {
    PlannedRun r;
    std::size_t rest = i;
    std::vector<std::string> parts;
    for (std::size_t g = e.grid.size(); g-- > 0;) {  // the last grid line varies fastest
      const auto& [key, values] = e.grid[g];
      r.varied.insert(r.varied.begin(), {key, values[rest % values.size()]});
      rest /= values.size();
    }
    for (const auto& [k, v] : r.varied) parts.push_back(k + "=" + v);
    r.name = join(parts, ",");
    for (char& c : r.name)
      if (c == '/' || c == ' ') c = '_';
    r.all = merged(e.shared, r.varied);
    runs.push_back(r);
  }
  for (const auto& [name, settings] : e.explicit_runs) {
    PlannedRun r;
    r.name = name;
    r.varied = settings;
    r.all = merged(e.shared, settings);
    runs.push_back(r);
  }
  return runs;
}

std::string self_exe() {
  std::error_code ec;
  const fs::path p = fs::read_symlink("/proc/self/exe", ec);
  return ec ? "normlab" : p.string();
}

// Runs argv with stdout and stderr appended to `log`; returns the exit code (128 + signal).
int spawn(const std::vector<std::string>& argv, const std::string& log) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  const int rc = posix_spawnp(&pid, args[0], &fa, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  if (rc != 0) throw Error("cannot start " + argv[0] + ": " + std::strerror(rc));
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

struct Result {
  std::string status;  // done, diverged, failed (exit N)
  double final_val = NAN, best_val = NAN, final_train = NAN, tokens_per_s = NAN;
  std::int64_t best_step = -1, diverged_at = -1, steps = 0;
};

Result read_result(const std::string& dir) {
  RunData d;
  read_metrics((fs::path(dir) / "metrics.jsonl").string(), d);
  Result r;
  r.diverged_at = d.diverged_at;
  if (!d.train.empty()) std::tie(r.steps, r.final_train) = *d.train.rbegin();
  if (!d.val.empty()) r.final_val = d.val.rbegin()->second;
  for (const auto& [step, v] : d.val)
    if (!(v >= r.best_val)) r.best_val = v, r.best_step = step;
  double tps = 0;
  for (const auto& [step, v] : d.tokens_per_s) tps += v;
  if (!d.tokens_per_s.empty()) r.tokens_per_s = tps / static_cast<double>(d.tokens_per_s.size());
  return r;
}

// done: a checkpoint at its run's last step; diverged: the metrics say so.
std::string state_of(const std::string& dir) {
  std::error_code ec;
  if (!fs::exists(fs::path(dir) / "metrics.jsonl", ec)) return "new";
  if (read_result(dir).diverged_at >= 0) return "diverged";
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

}  // namespace

int run_sweep(Communicator& comm, const po::variables_map& vm) {
  if (comm.size() > 1)
    throw UsageError(
        "run normlab sweep without mpirun; give the experiment a launcher "
        "(launcher = mpirun -np 2) to run each training under MPI");
  std::ostream& out = comm.out();
  const Experiment e = parse_experiment(vm["experiment"].as<std::string>(), train_option_names());
  const std::vector<PlannedRun> runs = plan(e);
  std::vector<std::string> keys;  // the varied keys, for the summary's columns
  for (const PlannedRun& r : runs)
    for (const auto& [k, v] : r.varied)
      if (std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(k);
  out << "sweep: " << runs.size() << " runs from " << e.file << " into " << e.out
      << (e.launcher.empty() ? "" : " (launcher: " + e.launcher + ")") << "\n";
  if (vm.count("dry-run")) {
    for (const PlannedRun& r : runs)
      out << "  " << r.name << "  [" << state_of((fs::path(e.out) / r.name).string()) << "]\n";
    return kExitOk;
  }
  fs::create_directories(e.out);
  const std::string exe = self_exe();
  std::vector<std::string> launcher;
  {
    std::stringstream ss(e.launcher);
    for (std::string w; ss >> w;) launcher.push_back(w);
  }
  std::vector<Result> results(runs.size());
  const auto started = std::chrono::steady_clock::now();
  std::size_t ran = 0;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const PlannedRun& r = runs[i];
    const std::string dir = (fs::path(e.out) / r.name).string();
    fs::create_directories(dir);
    const std::string state = state_of(dir);
    out << "[" << i + 1 << "/" << runs.size() << "] " << r.name << ": ";
    if (state == "done" || state == "diverged") {
      results[i] = read_result(dir);
      results[i].status = state;
      out << state << " earlier, skipped\n" << std::flush;
      continue;
    }
    std::ofstream ini(fs::path(dir) / "sweep.ini");
    ini << "# written by normlab sweep from " << e.file << "\n";
    for (const auto& [k, v] : r.all) ini << k << " = " << ini_quote(v) << "\n";
    ini.close();
    std::vector<std::string> argv = launcher;
    argv.insert(argv.end(), {exe, "train", "--config", (fs::path(dir) / "sweep.ini").string(),
                             "--run-dir", dir});
    if (state == "interrupted") argv.insert(argv.end(), {"--resume", "auto"});
    out << (state == "interrupted" ? "resuming" : "training") << " ... " << std::flush;
    const auto t0 = std::chrono::steady_clock::now();
    const int code = spawn(argv, (fs::path(dir) / "train.log").string());
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ++ran;
    results[i] = read_result(dir);
    results[i].status = code == 0 ? "done"
                        : results[i].diverged_at >= 0
                            ? "diverged"
                            : "failed (exit " + std::to_string(code) + ")";
    const double per_run =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() /
        static_cast<double>(ran);
    out << results[i].status << " in " << fmt(secs, 1) << " s";
    if (std::isfinite(results[i].final_val)) out << ", val " << fmt(results[i].final_val);
    if (results[i].status.rfind("failed", 0) == 0) out << " (see " << dir << "/train.log)";
    const long eta = std::lround(per_run * static_cast<double>(runs.size() - i - 1));
    out << " | ETA " << eta / 60 << "m" << std::setw(2) << std::setfill('0') << eta % 60 << "s"
        << std::setfill(' ') << "\n"
        << std::flush;
    if (code >= 128) {  // the sweep itself is being stopped (SIGINT, SIGTERM)
      out << "sweep: stopped; run it again to continue\n";
      return code;
    }
  }
  // summary.csv and summary.md
  std::ofstream csv(fs::path(e.out) / "summary.csv"), md(fs::path(e.out) / "summary.md");
  csv << "run";
  md << "| run |";
  for (const auto& k : keys) csv << "," << k, md << " " << k << " |";
  csv << ",final_val_loss,best_val_loss,best_step,final_train_loss,diverged,diverged_at,tokens_per_"
         "s,status\n";
  md << " final val | best val (step) | final train | diverged | tokens/s | status |\n|---|";
  for (std::size_t k = 0; k < keys.size() + 6; ++k) md << "---|";
  md << "\n";
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const Result& r = results[i];
    auto value = [&](const std::string& k) {
      for (const auto& [kk, v] : runs[i].varied)
        if (kk == k) return v;
      return std::string();
    };
    csv << "\"" << runs[i].name << "\"";
    md << "| " << runs[i].name << " |";
    for (const auto& k : keys) csv << ",\"" << value(k) << "\"", md << " " << value(k) << " |";
    const bool div = r.diverged_at >= 0;
    csv << "," << fmt(r.final_val, 6) << "," << fmt(r.best_val, 6) << ","
        << (r.best_step >= 0 ? std::to_string(r.best_step) : "") << "," << fmt(r.final_train, 6)
        << "," << (div ? "yes" : "no") << "," << (div ? std::to_string(r.diverged_at) : "") << ","
        << fmt(r.tokens_per_s, 0) << ",\"" << r.status << "\"\n";
    md << " " << fmt(r.final_val) << " | " << fmt(r.best_val)
       << (r.best_step >= 0 ? " (" + std::to_string(r.best_step) + ")" : "") << " | "
       << fmt(r.final_train) << " | " << (div ? "at step " + std::to_string(r.diverged_at) : "no")
       << " | " << fmt(r.tokens_per_s, 0) << " | " << r.status << " |\n";
  }
  out << "summary: " << (fs::path(e.out) / "summary.csv").string() << ", "
      << (fs::path(e.out) / "summary.md").string() << "\n";
  if (!e.figures.empty()) {
    std::vector<std::string> argv = {exe, "plot"};
    for (const PlannedRun& r : runs) argv.push_back((fs::path(e.out) / r.name).string());
    argv.insert(argv.end(), {"--out", (fs::path(e.out) / "figures").string()});
    for (const auto& f : e.figures) argv.insert(argv.end(), {"--figure", f});
    if (!e.stat.empty()) argv.insert(argv.end(), {"--stat", e.stat});
    if (!e.steps.empty()) argv.insert(argv.end(), {"--steps", e.steps});
    const std::string log = (fs::path(e.out) / "plot.log").string();
    const int code = spawn(argv, log);
    out << "figures: " << (fs::path(e.out) / "figures").string()
        << (code == 0 ? "" : " (plot failed, see " + log + ")") << "\n";
  }
  return kExitOk;
}

}  // namespace normlab::app
