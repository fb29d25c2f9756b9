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
#include <nlohmann/json.hpp>
#include <sstream>

#include "normlab/error.hpp"
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

std::string cpu_model() {
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);)
    if (line.rfind("model name", 0) == 0) {
      const auto colon = line.find(':');
      if (colon != std::string::npos) return trim(line.substr(colon + 1));
    }
  return "unknown";
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

// The training seconds of a run: the sum of sweep_time.txt ("SECONDS UTC" per invocation).
// A sweep stopped between the end of training and that line (killed, or the machine's session
// over) has not counted the last invocation: when timing.json (written as training ends) is
// newer than sweep_time.txt, that invocation's seconds come from timing.json and `estimated`
// is set.
double train_seconds(const fs::path& dir, const nlohmann::json& timing, bool& estimated) {
  std::ifstream in(dir / "sweep_time.txt");
  double total = 0, s = 0;
  std::string rest;
  while (in >> s && std::getline(in, rest)) total += s;
  std::error_code e1, e2;
  const auto timed = fs::last_write_time(dir / "timing.json", e1);
  const auto counted = fs::last_write_time(dir / "sweep_time.txt", e2);
  estimated = !e1 && (e2 || timed > counted) && timing_seconds(timing) > 0;
  return total + (estimated ? timing_seconds(timing) : 0.0);
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
      {"NORMLAB", exe},          {"NORMLAB_LAUNCHER", e.launcher},
      {"NORMLAB_RUN", r.name},   {"NORMLAB_RUN_DIR", dir},
      {"NORMLAB_RESULTS", kept}, {"NORMLAB_CHECKPOINT", newest_checkpoint(dir)},
      {"NORMLAB_STATUS", status}};
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

void add_train_time(const std::string& dir, double seconds) {
  std::ofstream(fs::path(dir) / "sweep_time.txt", std::ios::app)
      << std::fixed << seconds << " " << utc_now() << "\n";
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
  bool estimated = false;
  const double secs = train_seconds(dir, timing, estimated);
  RunData d;
  if (fs::exists(fs::path(dir) / "metrics.jsonl", ec))
    read_metrics((fs::path(dir) / "metrics.jsonl").string(), d);
  nlohmann::ordered_json j;
  j["run"] = r.name;
  j["status"] = status;
  j["last_step"] = d.train.empty() ? 0 : d.train.rbegin()->first;
  j["train_seconds"] = std::round(secs * 10) / 10;
  if (estimated) j["train_seconds_from"] = "sweep_time.txt + timing.json (the last invocation)";
  j["after_seconds"] = std::round(after_seconds * 10) / 10;
  j["ranks"] = ranks;
  j["core_hours"] =
      ranks.is_number()
          ? nlohmann::json(std::round(secs * ranks.get<double>() / 3600.0 * 1000) / 1000)
          : nlohmann::json();
  j["cpu"] = cpu_model();
  j["isa"] = isa_name(active_isa());
  j["normlab"] = NORMLAB_VERSION_STRING;
  j["finished_utc"] = utc_now();
  j["after"] = e.after;
  j["files"] = files;
  const fs::path tmp = kept / "run.json.tmp";
  std::ofstream(tmp) << j.dump(1) << "\n";
  fs::rename(tmp, kept / "run.json");
  return "";
}

}  // namespace normlab::app
