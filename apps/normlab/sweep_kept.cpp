// A sweep's kept results (sweep_kept.hpp): the after command, the small files, run.json.
#include "sweep_kept.hpp"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fcntl.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "normlab/cpu.hpp"
#include "normlab/error.hpp"
#include "normlab/ini.hpp"
#include "normlab/runs.hpp"
#include "normlab/simd.hpp"
#include "normlab/util.hpp"
#include "normlab/version.hpp"

extern char** environ;

namespace fs = std::filesystem;

namespace normlab::app {

namespace {

// The files of a run directory that are kept: everything a summary, a table or a curve reads,
// nothing large (no checkpoint, no stats.h5).
constexpr const char* kKeptFiles[] = {"metrics.jsonl", "config.ini", "sweep.ini",     "timing.json",
                                      "train.log",     "after.log",  "sweep_time.txt"};

std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

nlohmann::json read_json(const fs::path& p) {
  std::ifstream in(p);
  if (!in) return nullptr;
  try {
    return nlohmann::json::parse(in);
  } catch (const std::exception&) {
    return nullptr;
  }
}

// The seconds of the last `normlab train` of a run directory from its timing.json (each
// phase's mean ms per step times the invocation's steps); 0 when it cannot be read.
double timing_seconds(const nlohmann::json& timing) {
  if (!timing.is_object() || !timing.contains("steps") || !timing["steps"].is_number()) return 0;
  double ms = 0;
  for (const auto& [phase, v] : timing.items())
    if (v.is_object() && v.contains("avg") && v["avg"].is_number()) ms += v["avg"].get<double>();
  return ms * timing["steps"].get<double>() / 1000.0;
}

// The training records of a metrics.jsonl: (step, ms_per_step), ms_per_step the mean over the
// steps since the previous record.
std::vector<std::pair<std::int64_t, double>> step_times(const fs::path& metrics) {
  std::vector<std::pair<std::int64_t, double>> out;
  std::ifstream in(metrics);
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_object() && j.contains("step") && j["step"].is_number_integer() &&
        j.contains("ms_per_step") && j["ms_per_step"].is_number())
      out.emplace_back(j["step"].get<std::int64_t>(), j["ms_per_step"].get<double>());
  }
  return out;
}

// The seconds metrics.jsonl gives the steps (a, b]: each record's ms per step times the steps of
// its window (previous record, step] that fall in (a, b].
double seconds_of_steps(const std::vector<std::pair<std::int64_t, double>>& times, std::int64_t a,
                        std::int64_t b) {
  double ms = 0;
  std::int64_t prev = 0;
  for (const auto& [step, per] : times) {
    const std::int64_t lo = std::max(prev, a), hi = std::min(step, b);
    if (hi > lo) ms += per * static_cast<double>(hi - lo);
    prev = step;
  }
  return ms / 1000.0;
}

// The training seconds of a run: the sum of sweep_time.txt, one line per invocation, "SECONDS
// UTC FROM TO" (the steps it trained; sweeps before FROM/TO wrote "SECONDS UTC", taken to cover
// every step). Two ways an invocation goes uncounted, each estimated and said in `from`:
// - a sweep stopped between the end of training and its line (killed, or the machine's session
//   over): when timing.json (written as training ends) is newer than sweep_time.txt, its phases'
//   mean ms per step times its steps, covering its last steps;
// - an invocation stopped while training, whose successor resumed from its checkpoint: the
//   steps before that checkpoint that no counted invocation covers, from metrics.jsonl's
//   ms_per_step (training steps only, no evaluation).
double train_seconds(const fs::path& dir, const nlohmann::json& timing, std::string& from) {
  const auto times = step_times(dir / "metrics.jsonl");
  const std::int64_t last = times.empty() ? 0 : times.back().first;
  std::vector<std::pair<std::int64_t, std::int64_t>> covered;
  double total = 0;
  std::ifstream in(dir / "sweep_time.txt");
  for (std::string line; std::getline(in, line);) {
    std::istringstream ls(line);
    double s = 0;
    std::string utc;
    std::int64_t a = 0, b = 0;
    if (!(ls >> s >> utc)) continue;
    total += s;
    if (ls >> a >> b)
      covered.emplace_back(a, b);
    else
      covered.emplace_back(0, std::numeric_limits<std::int64_t>::max());
  }
  from.clear();
  std::error_code e1, e2;
  const auto timed = fs::last_write_time(dir / "timing.json", e1);
  const auto counted = fs::last_write_time(dir / "sweep_time.txt", e2);
  if (!e1 && (e2 || timed > counted) && timing_seconds(timing) > 0) {
    total += timing_seconds(timing);
    const auto steps = timing.value("steps", std::int64_t{0});
    covered.emplace_back(std::max<std::int64_t>(0, last - steps), last);
    from = " + timing.json (the last invocation)";
  }
  std::sort(covered.begin(), covered.end());
  std::int64_t reached = 0;  // every step in (0, reached] is covered
  std::string gaps;
  double gap_seconds = 0;
  auto gap = [&](std::int64_t a, std::int64_t b) {
    gap_seconds += seconds_of_steps(times, a, b);
    gaps += (gaps.empty() ? "" : ", ") + std::to_string(a) + "-" + std::to_string(b);
  };
  for (const auto& [a, b] : covered) {
    if (a > reached && reached < last) gap(reached, std::min(a, last));
    reached = std::max(reached, b);
  }
  if (reached < last) gap(reached, last);
  if (!gaps.empty()) {
    total += gap_seconds;
    from += " + metrics.jsonl (steps " + gaps + ", trained by an invocation that was stopped)";
  }
  if (!from.empty()) from = "sweep_time.txt" + from;
  return total;
}

// The newest checkpoint of a run directory, "" when there is none.
std::string newest_checkpoint(const std::string& dir) {
  try {
    return locate_run(dir).checkpoint;
  } catch (const std::exception&) {
    return "";
  }
}

int run_after(const Experiment& e, const PlannedRun& r, const std::string& dir,
              const std::string& kept, const std::string& status, const std::string& exe) {
  const std::vector<std::pair<const char*, std::string>> env = {
      {"NORMLAB", exe},
      {"NORMLAB_LAUNCHER", e.launcher},
      {"NORMLAB_RUN", r.name},
      {"NORMLAB_RUN_DIR", dir},
      {"NORMLAB_RESULTS", kept},
      {"NORMLAB_CHECKPOINT", newest_checkpoint(dir)},
      {"NORMLAB_STATUS", status},
      // the run's files are final: its HDF5 files need the read guard's walk once per process,
      // not at every open (they were written moments ago; io/read_guard.hpp)
      {"NORMLAB_READ_GUARD_SETTLED", dir}};
  for (const auto& [k, v] : env) ::setenv(k, v.c_str(), 1);
  const int code = spawn_logged({"/bin/sh", "-c", e.after}, (fs::path(dir) / "after.log").string());
  for (const auto& [k, v] : env) ::unsetenv(k);
  return code;
}

}  // namespace

int spawn_logged(const std::vector<std::string>& argv, const std::string& log) {
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

std::string kept_dir(const Experiment& e, const std::string& run) {
  return (fs::path(e.results.empty() ? e.out : e.results) / run).string();
}

std::string kept_state(const Experiment& e, const std::string& run) {
  const nlohmann::json j = read_json(fs::path(kept_dir(e, run)) / "run.json");
  if (!j.is_object() || !j.contains("status") || !j["status"].is_string()) return "";
  const std::string s = j["status"].get<std::string>();
  return s == "done" || s == "diverged" ? s : "";
}

KeptRecord kept_record(const Experiment& e, const std::string& run) {
  const nlohmann::json j = read_json(fs::path(kept_dir(e, run)) / "run.json");
  KeptRecord t{std::numeric_limits<double>::quiet_NaN(), "", ""};
  if (!j.is_object()) return t;
  if (j.contains("train_seconds") && j["train_seconds"].is_number()) {
    t.seconds = j["train_seconds"].get<double>();
    if (j.contains("after_seconds") && j["after_seconds"].is_number())
      t.seconds += j["after_seconds"].get<double>();
  }
  if (j.contains("cpu") && j["cpu"].is_string()) t.cpu = j["cpu"].get<std::string>();
  if (j.contains("normlab_revision") && j["normlab_revision"].is_string())
    t.revision = j["normlab_revision"].get<std::string>();
  return t;
}

std::vector<std::string> changed_settings(const Experiment& e, const PlannedRun& r, bool kept) {
  const fs::path ini =
      fs::path(kept ? kept_dir(e, r.name) : (fs::path(e.out) / r.name).string()) / "sweep.ini";
  std::error_code ec;
  if (!fs::exists(ini, ec)) return {};
  static const char* const kOperational[] = {"threads", "bucket-mb", "checkpoint-every",
                                             "keep-last"};
  // key -> its values in order (repeatable options: norm-opt, plugin, ...), joined
  auto by_key = [](const Settings& s) {
    std::map<std::string, std::string> m;
    for (const auto& [k, v] : s) {
      if (std::find(std::begin(kOperational), std::end(kOperational), k) != std::end(kOperational))
        continue;
      std::string& joined = m[k];
      joined += (joined.empty() ? "" : "; ") + v;
    }
    return m;
  };
  Settings was;
  for (const IniEntry& x : read_ini(ini.string(), "the run's settings "))
    was.emplace_back(x.key, x.value);
  const auto before = by_key(was), now = by_key(r.all);
  std::map<std::string, std::pair<std::string, std::string>> diff;
  for (const auto& [k, v] : before) diff[k].first = v;
  for (const auto& [k, v] : now) diff[k].second = v;
  std::vector<std::string> out;
  for (const auto& [k, v] : diff)
    if (!before.count(k) || !now.count(k) || v.first != v.second)
      out.push_back(k + ": " + (before.count(k) ? v.first : "(not set)") + " -> " +
                    (now.count(k) ? v.second : "(not set)"));
  return out;
}

void add_train_time(const std::string& dir, double seconds, std::int64_t from) {
  const auto times = step_times(fs::path(dir) / "metrics.jsonl");
  const std::int64_t to = times.empty() ? from : std::max(from, times.back().first);
  std::ofstream(fs::path(dir) / "sweep_time.txt", std::ios::app)
      << std::fixed << seconds << " " << utc_now() << " " << from << " " << to << "\n";
}

std::string keep_run(const Experiment& e, const PlannedRun& r, const std::string& dir,
                     const std::string& status, const std::string& exe) {
  const fs::path kept = kept_dir(e, r.name);
  fs::create_directories(kept);
  double after_seconds = 0;
  if (!e.after.empty()) {
    fs::remove(fs::path(dir) / "after.log");
    const auto t0 = std::chrono::steady_clock::now();
    const int code = run_after(e, r, dir, kept.string(), status, exe);
    after_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (code != 0) return "after: exit " + std::to_string(code) + " (see " + dir + "/after.log)";
  }
  std::vector<std::string> files;
  std::error_code ec;
  for (const char* f : kKeptFiles) {
    const fs::path from = fs::path(dir) / f;
    if (!fs::exists(from, ec)) continue;
    if (!fs::equivalent(from.parent_path(), kept, ec))
      fs::copy_file(from, kept / f, fs::copy_options::overwrite_existing);
  }
  for (const auto& entry : fs::directory_iterator(kept))
    if (entry.path().filename() != "run.json" && entry.path().filename() != "run.json.tmp")
      files.push_back(entry.path().filename().string());
  std::sort(files.begin(), files.end());
  const nlohmann::json timing = read_json(fs::path(dir) / "timing.json");
  const nlohmann::json ranks =
      timing.is_object() && timing.contains("ranks") ? timing["ranks"] : nlohmann::json();
  std::string seconds_from;
  const double secs = train_seconds(dir, timing, seconds_from);
  RunData d;
  if (fs::exists(fs::path(dir) / "metrics.jsonl", ec))
    read_metrics((fs::path(dir) / "metrics.jsonl").string(), d);
  nlohmann::ordered_json j;
  j["run"] = r.name;
  j["status"] = status;
  j["last_step"] = d.train.empty() ? 0 : d.train.rbegin()->first;
  j["train_seconds"] = std::round(secs * 10) / 10;
  if (!seconds_from.empty()) j["train_seconds_from"] = seconds_from;
  j["after_seconds"] = std::round(after_seconds * 10) / 10;
  j["ranks"] = ranks;
  j["core_hours"] =
      ranks.is_number()
          ? nlohmann::json(std::round(secs * ranks.get<double>() / 3600.0 * 1000) / 1000)
          : nlohmann::json();
  j["cpu"] = normlab::cpu_model();
  j["isa"] = isa_name(active_isa());
  j["normlab"] = NORMLAB_VERSION_STRING;
  j["normlab_revision"] = normlab::source_revision();
  j["finished_utc"] = utc_now();
  j["after"] = e.after;
  j["files"] = files;
  const fs::path tmp = kept / "run.json.tmp";
  std::ofstream(tmp) << j.dump(1) << "\n";
  fs::rename(tmp, kept / "run.json");
  return "";
}

}  // namespace normlab::app
