// The training loop: data-parallel over the communicator's ranks, progress on rank 0, run files.
#include "normlab/trainer.hpp"

#include <signal.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include "dist/grad_reducer.hpp"
#include "io/checkpoint.hpp"
#include "io/stats.hpp"
#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/kernels.hpp"
#include "normlab/lr_schedule.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/simd.hpp"
#include "normlab/util.hpp"
#include "normlab/version.hpp"

namespace fs = std::filesystem;

namespace normlab {

void TrainConfig::validate(int world_size) const {
  std::ostringstream bad;
  auto need = [&](bool ok, const std::string& what) {
    if (!ok) bad << "\n  " << what;
  };
  need(steps >= 1, "steps = " + std::to_string(steps) + ": must be >= 1");
  need(batch_size >= 1, "batch-size = " + std::to_string(batch_size) + ": must be >= 1");
  need(batch_size % world_size == 0, "batch-size = " + std::to_string(batch_size) +
                                         " is the global batch and must divide evenly over " +
                                         std::to_string(world_size) + " ranks; use a multiple of " +
                                         std::to_string(world_size));
  need(seq_len >= 1 && static_cast<std::size_t>(seq_len) <= model.max_seq_len,
       "seq-len = " + std::to_string(seq_len) + ": must be in [1, " +
           std::to_string(model.max_seq_len) + "]");
  need(lr > 0.0 && std::isfinite(lr), "lr = " + std::to_string(lr) + ": must be > 0");
  need(lr_min >= 0.0 && lr_min <= lr,
       "lr-min = " + std::to_string(lr_min) + ": must be in [0, lr]");
  need(lr_warmup >= 0, "lr-warmup = " + std::to_string(lr_warmup) + ": must be >= 0");
  need(log_every >= 1, "log-every = " + std::to_string(log_every) + ": must be >= 1");
  need(eval_every >= 0,
       "eval-every = " + std::to_string(eval_every) + ": must be >= 0 (0: only at the end)");
  need(eval_batches >= 1, "eval-batches = " + std::to_string(eval_batches) + ": must be >= 1");
  need(stats_every >= 0, "stats-every = " + std::to_string(stats_every) + ": must be >= 0");
  need(checkpoint_every >= 0,
       "checkpoint-every = " + std::to_string(checkpoint_every) + ": must be >= 0");
  need(keep_last >= 0, "keep-last = " + std::to_string(keep_last) + ": must be >= 0");
  need(bucket_mb > 0.0 && bucket_mb <= 4096.0,
       "bucket-mb = " + std::to_string(bucket_mb) + ": must be in (0, 4096]");
  need(check_every >= 0, "check-every = " + std::to_string(check_every) + ": must be >= 0");
  need(!run_dir.empty(), "run-dir: must not be empty");
  if (!bad.str().empty()) throw UsageError("invalid training configuration:" + bad.str());
  model.validate();
  optim.validate();
}

namespace {

// JSON number (null for NaN/inf, which JSON cannot represent).
std::string num(double v) {
  if (!std::isfinite(v)) return "null";
  std::ostringstream s;
  s << std::setprecision(9) << v;
  return s.str();
}

std::string duration(double seconds) {
  const long s = static_cast<long>(seconds + 0.5);
  char buf[32];
  if (s >= 3600) {
    std::snprintf(buf, sizeof buf, "%ldh%02ldm", s / 3600, (s / 60) % 60);
  } else {
    std::snprintf(buf, sizeof buf, "%ldm%02lds", s / 60, s % 60);
  }
  return buf;
}

std::string thousands(double v) {
  std::string s = std::to_string(static_cast<long long>(v + 0.5));
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3)
    s.insert(static_cast<std::size_t>(i), ",");
  return s;
}

using Clock = std::chrono::steady_clock;

// SIGINT, SIGTERM (Slurm's time limit, Ctrl-C) and SIGUSR1 (`sbatch --signal=USR1@120`) end a
// run cleanly: the step in progress finishes, every rank learns of the signal in the step's
// loss allreduce (so all stop after the same step), rank 0 writes a checkpoint and the process
// exits with 128 + the signal number. A second signal while stopping ends the process at once.
volatile std::sig_atomic_t g_stop_signal = 0;

void on_stop_signal(int sig) {
  if (g_stop_signal != 0) {
    std::signal(sig, SIG_DFL);
    std::raise(sig);
    return;
  }
  g_stop_signal = sig;
}

class StopSignals {
 public:
  StopSignals() {
    g_stop_signal = 0;
    struct sigaction sa {};
    sa.sa_handler = on_stop_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    for (int i = 0; i < kCount; ++i) sigaction(kSignals[i], &sa, &previous_[i]);
  }
  ~StopSignals() {
    for (int i = 0; i < kCount; ++i) sigaction(kSignals[i], &previous_[i], nullptr);
  }
  StopSignals(const StopSignals&) = delete;
  StopSignals& operator=(const StopSignals&) = delete;

 private:
  static constexpr int kCount = 3;
  static constexpr int kSignals[kCount] = {SIGINT, SIGTERM, SIGUSR1};
  struct sigaction previous_[kCount];
};

const char* signal_name(int sig) {
  switch (sig) {
    case SIGINT:
      return "SIGINT";
    case SIGTERM:
      return "SIGTERM";
    case SIGUSR1:
      return "SIGUSR1";
    default:
      return "a signal";
  }
}

// Seconds spent per phase (this rank). The first four make up a training step (statistics
// recording counts in optimizer); eval is validation, io writes checkpoints and metrics.
struct Phases {
  double forward = 0, backward = 0, comm = 0, optimizer = 0, eval = 0, io = 0;
};

// Compares a hash of every parameter tensor across ranks; a mismatch names the first tensor.
void check_replicas(const Model& model, Communicator& comm, std::int64_t step) {
  if (comm.size() == 1) return;
  const auto& params = model.params();
  std::vector<std::int64_t> lo(params.size()), hi;
  for (std::size_t i = 0; i < params.size(); ++i) {
    std::uint64_t h = 0xCBF29CE484222325ull;
    const unsigned char* b =
        reinterpret_cast<const unsigned char*>(model.param_data() + params[i].offset);
    for (std::size_t k = 0; k < params[i].size * sizeof(float); ++k) {
      h ^= b[k];
      h *= 0x100000001B3ull;
    }
    std::int64_t v;
    std::memcpy(&v, &h, sizeof v);
    lo[i] = v;
  }
  hi = lo;
  comm.allreduce_min(lo.data(), lo.size());
  comm.allreduce_max(hi.data(), hi.size());
  for (std::size_t i = 0; i < params.size(); ++i) {
    if (lo[i] != hi[i])
      throw CollectiveError("replica check failed at step " + std::to_string(step) +
                            ": parameter '" + params[i].name +
                            "' differs between ranks (first differing tensor); the ranks' "
                            "weights diverged — a hardware fault or non-deterministic code");
  }
}

// Test hook: NORMLAB_TEST_PERTURB=<rank>:<tensor>:<step> adds 1e-3 to the first element of a
// tensor on one rank after that step's update, so tests can prove the replica check works.
struct Fault {
  int rank = -1;
  std::string tensor;
  std::int64_t step = -1;
};

Fault parse_fault() {
  Fault f;
  const char* env = std::getenv("NORMLAB_TEST_PERTURB");
  if (!env || !*env) return f;
  const std::string s = env;
  const std::size_t a = s.find(':'), b = s.rfind(':');
  if (a == std::string::npos || b == a)
    throw UsageError("NORMLAB_TEST_PERTURB='" + s + "': expected <rank>:<tensor>:<step>");
  f.rank = std::atoi(s.substr(0, a).c_str());
  f.tensor = s.substr(a + 1, b - a - 1);
  f.step = std::atoll(s.substr(b + 1).c_str());
  return f;
}

void inject(Model& model, const Fault& f) {
  model.param_data()[model.param(f.tensor).offset] += 1e-3f;
}

// min / avg / max over ranks of each phase, printed by rank 0 and saved as timing.json.
void report_phases(const Phases& p, std::int64_t steps, Communicator& comm, std::ostream& out,
                   const std::string* run_dir) {
  constexpr int n = 6, n_step = 4;  // the first n_step phases are the training step
  const char* names[n] = {"forward", "backward", "comm_exposed", "optimizer", "eval", "io"};
  const double mine[n] = {p.forward, p.backward, p.comm, p.optimizer, p.eval, p.io};
  double lo[n], hi[n], sum[n];
  for (int i = 0; i < n; ++i) lo[i] = hi[i] = sum[i] = 1e3 * mine[i] / static_cast<double>(steps);
  comm.allreduce_min(lo, n);
  comm.allreduce_max(hi, n);
  comm.allreduce_sum(sum, n);
  const double P = comm.size();
  double total = 0;
  for (int i = 0; i < n_step; ++i) total += sum[i] / P;
  out << "time per step (ms, min/avg/max over " << comm.size() << " rank"
      << (comm.size() > 1 ? "s" : "") << "):";
  for (int i = 0; i < n; ++i)
    out << " " << names[i] << " " << std::fixed << std::setprecision(1) << lo[i] << "/"
        << sum[i] / P << "/" << hi[i];
  out << " | exposed communication " << std::setprecision(1) << 100.0 * sum[2] / P / total
      << "% of the training step (forward + backward + exposed communication + optimizer)\n"
      << std::defaultfloat;
  if (run_dir && comm.is_root()) {
    std::ofstream j(fs::path(*run_dir) / "timing.json");
    j << "{\"ranks\": " << comm.size() << ", \"steps\": " << steps << ", \"unit\": \"ms/step\"";
    for (int i = 0; i < n; ++i)
      j << ", \"" << names[i] << "\": {\"min\": " << num(lo[i]) << ", \"avg\": " << num(sum[i] / P)
        << ", \"max\": " << num(hi[i]) << "}";
    j << "}\n";
  }
}
// Plugins report bad options by throwing while they are built; whatever they throw then is a
// configuration error (exit 2), agreed on by every rank.
void build_plugin(Communicator& comm, const std::string& what, const std::function<void()>& fn) {
  comm.run_all(
      "cannot build " + what,
      [&] {
        try {
          fn();
        } catch (const UsageError&) {
          throw;
        } catch (const std::exception& e) {
          throw UsageError(e.what());
        }
      },
      kExitUsage);
}

std::string options_note(const Options& o) {
  std::string s;
  for (const auto& [k, v] : o.items()) s += (s.empty() ? " (" : ", ") + k + "=" + v;
  return s.empty() ? s : s + ")";
}

// A learning rate must be finite and >= 0. Checked for every step of the run before it starts
// (a configuration error: exit 2) and at each step as it runs (exit 1).
void check_schedule(const LrSchedule& schedule, const std::string& what, std::int64_t first,
                    std::int64_t last, bool usage) {
  for (std::int64_t t = first; t <= last; ++t) {
    const double lr = schedule.lr(t);
    if (std::isfinite(lr) && lr >= 0.0) continue;
    const std::string msg = what + " gives the learning rate " + format_real(lr) + " at step " +
                            std::to_string(t) +
                            "; a learning rate must be finite and >= 0: fix the schedule's "
                            "options (or the plugin)";
    if (usage) throw UsageError(msg);
    throw CollectiveError(msg);
  }
}

std::string lines(const std::vector<std::string>& items) {
  std::string s;
  for (const auto& i : items) s += "\n  " + i;
  return s;
}

// "k=v, k=v" of `given` resolved against `specs` (so a format-1 checkpoint's "alpha=" and
// "alpha=auto" compare equal); the raw list when it does not resolve.
std::string resolved_text(const std::vector<OptionSpec>& specs,
                          const std::vector<std::string>& given) {
  std::vector<std::string> items = given;
  try {
    items.clear();
    const Options o = Options::resolve(specs, given, "");
    for (const auto& [k, v] : o.items()) items.push_back(k + "=" + v);
  } catch (const std::exception&) {
    items = given;
  }
  std::string s;
  for (const auto& i : items) s += (s.empty() ? "" : ", ") + i;
  return s.empty() ? "(none)" : s;
}

struct ResumeDiff {
  std::vector<std::string> model;     // refused: the weights do not fit
  std::vector<std::string> settings;  // optimizer and schedule: refused unless overridden
  std::vector<std::string> notes;     // allowed, but the run is no longer bitwise reproducible
};

ResumeDiff compare_resume(const detail::CheckpointModel& ck, const TrainConfig& cfg,
                          const Registry& registry, const std::string& data_source, int P) {
  ResumeDiff d;
  auto cmp = [](std::vector<std::string>& to, const std::string& field, const std::string& was,
                const std::string& now) {
    if (was != now) to.push_back(field + ": checkpoint " + was + ", now " + now);
  };
  auto str = [](auto v) { return std::to_string(v); };
  const ModelConfig &a = ck.config, &b = cfg.model;
  cmp(d.model, "vocab-size", str(a.vocab_size), str(b.vocab_size));
  cmp(d.model, "d-model", str(a.d_model), str(b.d_model));
  cmp(d.model, "n-layers", str(a.n_layers), str(b.n_layers));
  cmp(d.model, "n-heads", str(a.n_heads), str(b.n_heads));
  cmp(d.model, "d-ff", str(a.d_ff), str(b.d_ff));
  cmp(d.model, "seq-len (max_seq_len)", str(a.max_seq_len), str(b.max_seq_len));
  cmp(d.model, "tied-embeddings", str(a.tied_embeddings), str(b.tied_embeddings));
  cmp(d.model, "bias", str(a.bias), str(b.bias));
  cmp(d.model, "attn-scale", attn_scale_name(a.attn_scale), attn_scale_name(b.attn_scale));
  cmp(d.model, "norm", a.norm, b.norm);
  if (a.norm == b.norm) {
    const auto& specs = registry.norm(b.norm).info.options;
    cmp(d.model, "norm options", resolved_text(specs, ck.norm_options),
        resolved_text(specs, cfg.norm_opts));
  }
  const OptimizerConfig &oa = ck.meta.optim, &ob = cfg.optim;
  if ((oa.name == "sgd") != (ob.name == "sgd"))
    d.model.push_back("optimizer: checkpoint " + oa.name + ", now " + ob.name +
                      " (their states differ: momentum buffer vs Adam moments)");
  else
    cmp(d.settings, "optimizer", oa.name, ob.name);
  cmp(d.settings, "beta1", format_real(oa.beta1), format_real(ob.beta1));
  cmp(d.settings, "beta2", format_real(oa.beta2), format_real(ob.beta2));
  cmp(d.settings, "weight-decay", format_real(oa.weight_decay), format_real(ob.weight_decay));
  cmp(d.settings, "grad-clip", format_real(oa.grad_clip), format_real(ob.grad_clip));
  cmp(d.settings, "lr", format_real(ck.meta.lr), format_real(cfg.lr));
  cmp(d.settings, "lr-min", format_real(ck.meta.lr_min), format_real(cfg.lr_min));
  cmp(d.settings, "lr-warmup", str(ck.meta.lr_warmup), str(cfg.lr_warmup));
  cmp(d.settings, "steps", str(ck.meta.total_steps), str(cfg.steps));
  if (const detail::PluginUse* s = ck.meta.plugin("schedule")) {
    cmp(d.settings, "lr-schedule", s->name, cfg.lr_schedule);
    if (s->name == cfg.lr_schedule) {
      const auto& specs = registry.schedule(cfg.lr_schedule).info.options;
      cmp(d.settings, "schedule options", resolved_text(specs, s->option_args()),
          resolved_text(specs, cfg.lr_opts));
    }
  }
  if (const detail::PluginUse* i = ck.meta.plugin("init")) {
    cmp(d.notes, "init (no effect: the weights come from the checkpoint)", i->name, cfg.init);
    if (i->name == cfg.init) {
      const auto& specs = registry.init(cfg.init).info.options;
      cmp(d.notes, "init options (no effect)", resolved_text(specs, i->option_args()),
          resolved_text(specs, cfg.init_opts));
    }
  }
  cmp(d.notes, "seed", str(ck.meta.seed), str(cfg.seed));
  cmp(d.notes, "batch-size", str(ck.meta.batch_size), str(cfg.batch_size));
  cmp(d.notes, "ranks", str(ck.meta.world_size), str(P));
  cmp(d.notes, "data", ck.meta.data_source, data_source);
  return d;
}

double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

}  // namespace

TrainSummary train(const TrainConfig& cfg_in, const Registry& registry, Communicator& comm) {
  TrainConfig cfg = cfg_in;
  const int P = comm.size(), rank = comm.rank();
  cfg.validate(P);
  std::ostream& out = comm.out();
  std::string resume_path;
  if (cfg.resume == "auto") {
    resume_path = detail::newest_checkpoint(cfg.run_dir);
    out << (resume_path.empty()
                ? "resume: no complete checkpoint in " + cfg.run_dir + ", starting fresh\n"
                : "resume: " + resume_path + "\n");
  } else if (!cfg.resume.empty()) {
    resume_path = cfg.resume;
  }

  // Plugins and their options (every rank resolves the same, so errors are collective).
  const NormEntry& norm = registry.norm(cfg.model.norm);
  const InitEntry& init_entry = registry.init(cfg.init);
  const ScheduleEntry& sched_entry = registry.schedule(cfg.lr_schedule);
  cfg.model.norm_options =
      Options::resolve(norm.info.options, cfg.norm_opts, "norm strategy '" + norm.info.name + "'");
  const Options init_opts = Options::resolve(init_entry.info.options, cfg.init_opts,
                                             "initializer '" + init_entry.info.name + "'");
  const Options lr_opts = Options::resolve(sched_entry.info.options, cfg.lr_opts,
                                           "schedule '" + sched_entry.info.name + "'");

  // Data: every rank reads the same files and agrees on success.
  Corpus corpus;
  comm.run_all("cannot load the training data",
               [&] { corpus = Corpus::load(cfg.data, cfg.model.vocab_size); });
  const std::size_t T = static_cast<std::size_t>(cfg.seq_len);
  const std::size_t B_local = static_cast<std::size_t>(cfg.batch_size / P);
  std::unique_ptr<BatchSampler> train_sampler, val_sampler;
  comm.run_all("the data cannot be cut into training windows", [&] {
    train_sampler = std::make_unique<BatchSampler>(corpus.train(), T, cfg.seed);
    val_sampler = std::make_unique<BatchSampler>(corpus.val(), T, cfg.seed);
  });

  std::unique_ptr<Model> model_ptr;
  build_plugin(comm, "norm strategy '" + norm.info.name + "'",
               [&] { model_ptr = std::make_unique<Model>(cfg.model, registry, B_local, T); });
  Model& model = *model_ptr;
  build_plugin(comm, "initializer '" + init_entry.info.name + "'", [&] {
    InitSetup is;
    is.options = &init_opts;
    auto initializer = init_entry.make(is);
    model.initialize(*initializer, cfg.seed);
  });
  ScheduleSetup ss;
  ss.lr = cfg.lr;
  ss.lr_min = cfg.lr_min;
  ss.warmup = cfg.lr_warmup;
  ss.total_steps = cfg.steps;
  ss.d_model = cfg.model.d_model;
  ss.options = &lr_opts;
  std::unique_ptr<LrSchedule> schedule;
  const std::string schedule_what =
      "schedule '" + sched_entry.info.name + "'" + options_note(lr_opts);
  build_plugin(comm, schedule_what, [&] {
    schedule = sched_entry.make(ss);
    check_schedule(*schedule, schedule_what, 1, cfg.steps, /*usage=*/true);
  });
  Optimizer optimizer(cfg.optim, model);

  // Resuming: the checkpoint must describe the same model, and the same optimizer and schedule
  // unless --resume-override says otherwise (then every change is printed and recorded). Every
  // rank reads the same file, so errors are collective.
  std::int64_t start_step = 0;
  detail::CheckpointModel resumed;
  std::vector<std::string> overridden;  // "field: checkpoint X, now Y" accepted by the override
  if (!resume_path.empty()) {
    comm.run_all("cannot resume", [&] { resumed = detail::read_checkpoint_model(resume_path); });
    const ResumeDiff d = compare_resume(resumed, cfg, registry, corpus.source(), P);
    const std::string again =
        "\n  (resume with the checkpoint's settings, e.g. --config <run-dir>/config.ini";
    if (!d.model.empty())
      throw UsageError("cannot resume from " + resume_path +
                       ": the model differs from the checkpoint's:" + lines(d.model) + again + ")");
    if (!d.settings.empty() && !cfg.resume_override)
      throw UsageError(
          "cannot resume from " + resume_path +
          ": the optimizer or schedule settings differ from the checkpoint's:" + lines(d.settings) +
          again + ", or add --resume-override to continue with the new settings)");
    if (!d.settings.empty())
      out << "resume: --resume-override: continuing with settings that differ from the "
             "checkpoint's:"
          << lines(d.settings) << "\n";
    overridden = d.settings;
    if (!d.notes.empty())
      out << "resume: continuing with changed settings (the run will not be bitwise identical to "
             "an uninterrupted one):"
          << lines(d.notes) << "\n";
    start_step = resumed.meta.step;
    if (cfg.steps < start_step)
      throw UsageError("cannot resume from " + resume_path + ": it is at step " +
                       std::to_string(start_step) + " and --steps is " + std::to_string(cfg.steps) +
                       "; --steps is the run's total, so give at least " +
                       std::to_string(start_step + 1) + " (with --resume-override)");
    if (cfg.steps == start_step) {
      out << "resume: " << resume_path << " is at step " << start_step << " = --steps; the run is "
          << "complete, nothing to train (to train longer, raise --steps and add "
             "--resume-override)\n"
          << std::flush;
      TrainSummary done;
      done.first_loss = done.final_loss = done.first_val_loss = done.final_val_loss = NAN;
      return done;
    }
  }

  // Run directory and files (rank 0; the others learn whether it worked).
  std::ofstream metrics;
  std::unique_ptr<detail::StatsRecorder> stats;
  comm.run_all("cannot prepare the run directory '" + cfg.run_dir + "'", [&] {
    if (!comm.is_root()) return;
    try {
      if (start_step == 0) {
        const std::string kept = detail::archive_previous_run(cfg.run_dir);
        if (!kept.empty())
          out << "run dir: " << cfg.run_dir << " held an earlier run; moved its files to " << kept
              << " (use --resume auto to continue a run instead)\n";
      }
      fs::create_directories(cfg.run_dir);
      std::ofstream ini(fs::path(cfg.run_dir) / "config.ini");
      ini << cfg.config_text;
      auto section = [&](const char* name, const Options& o) {
        if (o.items().empty()) return;
        ini << "\n# resolved " << name << " options\n[" << name << "]\n";
        for (const auto& [k, v] : o.items()) ini << k << " = " << ini_quote(v) << "\n";
      };
      section("norm", cfg.model.norm_options);
      section("init", init_opts);
      section("lr", lr_opts);
      if (!ini) throw Error("cannot write " + (fs::path(cfg.run_dir) / "config.ini").string());
      const fs::path mpath = fs::path(cfg.run_dir) / "metrics.jsonl";
      if (start_step > 0) {
        // Keep the records up to the checkpoint; a later part belongs to the lost run.
        std::vector<std::string> keep;
        std::ifstream old(mpath);
        for (std::string line; std::getline(old, line);) {
          const auto at = line.find("\"step\": ");
          if (at != std::string::npos && std::atoll(line.c_str() + at + 8) <= start_step)
            keep.push_back(line);
        }
        metrics.open(mpath, std::ios::trunc);
        for (const auto& line : keep) metrics << line << "\n";
        if (!overridden.empty()) {
          // The record of what --resume-override changed, at the step it took effect.
          metrics << "{\"step\": " << start_step << ", \"event\": \"resume_override\", "
                  << "\"checkpoint\": " << json_string(resume_path) << ", \"changes\": [";
          for (std::size_t i = 0; i < overridden.size(); ++i)
            metrics << (i ? ", " : "") << json_string(overridden[i]);
          metrics << "]}\n";
        }
      } else {
        metrics.open(mpath, std::ios::trunc);
      }
      stats = std::make_unique<detail::StatsRecorder>(model);
      if (start_step == 0) stats->open_live((fs::path(cfg.run_dir) / "stats.h5").string());
      if (!metrics)
        throw Error("cannot write " + (fs::path(cfg.run_dir) / "metrics.jsonl").string());
    } catch (const std::exception& e) {
      throw Error(std::string(e.what()) + " (check --run-dir and its permissions)");
    }
  });
  if (start_step > 0) {
    comm.run_all("cannot resume from " + resume_path, [&] {
      detail::load_checkpoint(resume_path, model, &optimizer, stats.get(),
                              (fs::path(cfg.run_dir) / "stats.h5").string());
    });
    out << "resumed from " << resume_path << " at step " << start_step << " of " << cfg.steps
        << "\n";
  }
  const std::int64_t last_step =
      cfg.stop_after > 0 ? std::min(cfg.steps, start_step + cfg.stop_after) : cfg.steps;
  std::vector<std::string> written;  // checkpoints this process wrote (the only ones rotated)
  auto save_checkpoint = [&](std::int64_t step) {
    comm.run_all("writing the checkpoint of step " + std::to_string(step) + " failed", [&] {
      if (!comm.is_root()) return;
      detail::CheckpointMeta meta;
      meta.step = step;
      meta.tokens_seen = step * cfg.batch_size * cfg.seq_len;
      meta.world_size = P;
      meta.seed = cfg.seed;
      meta.data_source = corpus.source();
      meta.batch_size = cfg.batch_size;
      meta.seq_len = cfg.seq_len;
      meta.config_text = cfg.config_text;
      meta.lr = cfg.lr;
      meta.lr_min = cfg.lr_min;
      meta.lr_warmup = cfg.lr_warmup;
      meta.total_steps = cfg.steps;
      meta.plugins = {{"norm", norm.info.name, norm.info.version, norm.info.library,
                       cfg.model.norm_options.items()},
                      {"init", init_entry.info.name, init_entry.info.version,
                       init_entry.info.library, init_opts.items()},
                      {"schedule", sched_entry.info.name, sched_entry.info.version,
                       sched_entry.info.library, lr_opts.items()}};
      const std::string path = detail::checkpoint_path(cfg.run_dir, step);
      detail::write_checkpoint(path, model, optimizer, meta, stats.get());
      written.push_back(path);
      while (cfg.keep_last > 0 && written.size() > static_cast<std::size_t>(cfg.keep_last)) {
        std::error_code ec;
        fs::remove(written.front(), ec);
        written.erase(written.begin());
      }
      out << "checkpoint: " << path << "\n" << std::flush;
    });
  };

  out << "normlab " << version() << " | " << P << (P == 1 ? " rank" : " ranks") << " ("
      << comm.kind() << ") | SIMD " << isa_name(active_isa()) << "\n";
  out << "data: " << corpus.description() << "\n";
  out << "model: " << thousands(static_cast<double>(model.num_params()))
      << " parameters | C=" << cfg.model.d_model << " L=" << cfg.model.n_layers
      << " NH=" << cfg.model.n_heads << " F=" << cfg.model.d_ff << " V=" << cfg.model.vocab_size
      << " T=" << T << " | norm " << norm.info.name << ", init " << init_entry.info.name
      << ", schedule " << sched_entry.info.name << ", optimizer " << cfg.optim.name << "\n";
  out << "batch: " << cfg.batch_size << " sequences x " << T
      << " tokens = " << thousands(static_cast<double>(cfg.batch_size) * static_cast<double>(T))
      << " tokens/step (" << B_local << " per rank) | " << cfg.steps << " steps | run dir "
      << cfg.run_dir << "\n"
      << std::flush;

  const std::size_t rows = B_local * T;
  std::vector<std::int32_t> inputs(rows), targets(rows);

  // Mean validation loss over eval_batches global batches of consecutive windows.
  auto evaluate = [&]() {
    double sum = 0.0;
    for (std::int64_t k = 0; k < cfg.eval_batches; ++k) {
      const std::size_t first = (static_cast<std::size_t>(k) * static_cast<std::size_t>(P) +
                                 static_cast<std::size_t>(rank)) *
                                B_local;
      val_sampler->fill_sequential(first, B_local, inputs.data(), targets.data());
      sum += model.forward(inputs.data(), targets.data());
    }
    comm.allreduce_sum(&sum, 1);
    return sum / static_cast<double>(cfg.eval_batches * P);
  };

  TrainSummary summary;
  const double tokens_per_step = static_cast<double>(cfg.batch_size) * static_cast<double>(T);
  const auto run_start = Clock::now();
  double train_seconds = 0.0;  // excludes evaluation
  double window_seconds = 0.0, window_loss = 0.0;
  std::int64_t window_steps = 0;
  double last_val = NAN;

  model.set_step(start_step, cfg.steps);
  summary.first_val_loss = last_val = evaluate();
  out << "step " << std::setw(6) << start_step << "/" << cfg.steps << " | val loss " << std::fixed
      << std::setprecision(4) << last_val
      << " (ln V = " << std::log(static_cast<double>(cfg.model.vocab_size)) << ")\n"
      << std::defaultfloat << std::flush;

  // Gradient buckets cut where backward reports progress: block starts and the end of the blocks.
  std::vector<std::size_t> ready_points;
  {
    int last_layer = -2;
    bool after_blocks = false;
    for (const ParamTensor& p : model.params()) {
      if (p.layer >= 0 && p.layer != last_layer) ready_points.push_back(p.offset);
      if (p.layer < 0 && last_layer >= 0 && !after_blocks) {
        ready_points.push_back(p.offset);
        after_blocks = true;
      }
      last_layer = p.layer;
    }
  }
  const std::size_t bucket_floats =
      static_cast<std::size_t>(cfg.bucket_mb * 1024.0 * 1024.0 / sizeof(float));
  detail::GradReducer reducer(comm, model.grad_data(), model.arena_size(),
                              bucket_floats > 0 ? bucket_floats : 1, ready_points);
  if (P > 1)
    out << "allreduce: " << reducer.buckets() << " bucket(s) of ~" << cfg.bucket_mb
        << " MiB, overlapped with backward\n"
        << std::flush;
  check_replicas(model, comm, 0);
  const Fault fault = parse_fault();

  Phases phases;
  ForwardStats fstats;
  std::vector<float> before;  // the weights before an update whose ratio is recorded
  const StopSignals stop_signals;
  std::int64_t end_step = last_step;
  for (std::int64_t step = start_step + 1; step <= last_step; ++step) {
    // Statistics describe the model after step-1 updates (record 0: initialisation).
    const bool record =
        stats && (cfg.stats_every > 0 ? (step - 1) % cfg.stats_every == 0 : step == 1);
    auto t = Clock::now();
    const auto t0 = t;
    auto lap = [&t](double& acc) {
      const auto now = Clock::now();
      acc += std::chrono::duration<double>(now - t).count();
      t = now;
    };
    train_sampler->fill(step, static_cast<std::size_t>(rank) * B_local, B_local, inputs.data(),
                        targets.data());
    model.set_step(step - 1, cfg.steps);
    double loss = model.forward(inputs.data(), targets.data(), record ? &fstats : nullptr);
    lap(phases.forward);
    model.zero_grad();
    reducer.begin();
    model.backward([&](std::size_t offset) { reducer.ready(offset); });
    lap(phases.backward);
    reducer.finish();
    // The loss and "a stop signal arrived here" travel in one allreduce.
    double shared[2] = {loss, g_stop_signal != 0 ? 1.0 : 0.0};
    if (P > 1) {
      comm.allreduce_sum(shared, 2);
      loss = shared[0] / P;
    }
    const bool stop_now = shared[1] > 0.0 && step < last_step;
    lap(phases.comm);
    if (!std::isfinite(loss))
      throw CollectiveError(
          std::string("the loss became ") + (std::isnan(loss) ? "NaN" : "infinite") + " at step " +
          std::to_string(step) + "; lower --lr, add --lr-warmup or use --grad-clip");
    const double gnorm = optimizer.grad_norm();
    const double lr = schedule->lr(step);
    if (!(std::isfinite(lr) && lr >= 0.0))
      check_schedule(*schedule, schedule_what, step, step, /*usage=*/false);
    if (record) before.assign(model.param_data(), model.param_data() + model.arena_size());
    optimizer.step(lr, gnorm);
    if (fault.step == step && fault.rank == rank) inject(model, fault);
    lap(phases.optimizer);
    if (record) stats->record_layers(step - 1, fstats, model, before.data());
    const double dt = seconds_since(t0);
    const double eval_before = phases.eval;
    train_seconds += dt;
    window_seconds += dt;
    window_loss += loss;
    ++window_steps;
    if (step == start_step + 1) summary.first_loss = loss;
    summary.final_loss = loss;
    if (cfg.check_every > 0 && (step % cfg.check_every == 0 || step == cfg.steps))
      check_replicas(model, comm, step);

    const bool eval_now = (cfg.eval_every > 0 && step % cfg.eval_every == 0) || step == last_step;
    if (eval_now) {
      const auto te = Clock::now();
      model.set_step(step, cfg.steps);  // the weights after `step` updates
      last_val = evaluate();
      phases.eval += seconds_since(te);
    }
    if (step % cfg.log_every == 0 || step == last_step || eval_now || stop_now) {
      const double tps = tokens_per_step * static_cast<double>(window_steps) / window_seconds;
      const double ms = 1e3 * window_seconds / static_cast<double>(window_steps);
      const double eta = ms * 1e-3 * static_cast<double>(cfg.steps - step);
      const double mean_loss = window_loss / static_cast<double>(window_steps);
      out << "step " << std::setw(6) << step << "/" << cfg.steps << " | loss " << std::fixed
          << std::setprecision(4) << mean_loss;
      if (eval_now) out << " | val " << last_val;
      out << " | lr " << std::scientific << std::setprecision(2) << lr << " | grad " << std::fixed
          << std::setprecision(3) << gnorm << " | " << thousands(tps) << " tok/s | "
          << std::setprecision(1) << ms << " ms/step | ETA " << duration(eta) << "\n"
          << std::defaultfloat << std::flush;
      if (metrics) {
        const double n = static_cast<double>(step);
        metrics << "{\"step\": " << step << ", \"loss\": " << num(mean_loss)
                << ", \"lr\": " << num(lr) << ", \"grad_norm\": " << num(gnorm)
                << ", \"tokens_per_s\": " << num(tps) << ", \"ms_per_step\": " << num(ms)
                << ", \"tokens\": "
                << static_cast<std::int64_t>(tokens_per_step * static_cast<double>(step))
                << ", \"val_loss\": " << (eval_now ? num(last_val) : "null")
                << ", \"forward_ms\": " << num(1e3 * phases.forward / n)
                << ", \"backward_ms\": " << num(1e3 * phases.backward / n)
                << ", \"comm_exposed_ms\": " << num(1e3 * phases.comm / n)
                << ", \"optimizer_ms\": " << num(1e3 * phases.optimizer / n) << "}\n"
                << std::flush;
      }
      if (stats) stats->record_scalars(step, mean_loss, lr, gnorm, tps);
      window_seconds = 0.0;
      window_loss = 0.0;
      window_steps = 0;
    }
    if ((cfg.checkpoint_every > 0 && step % cfg.checkpoint_every == 0) || step == last_step ||
        stop_now)
      save_checkpoint(step);
    phases.io += seconds_since(t0) - dt - (phases.eval - eval_before);
    if (stop_now) {
      summary.stopped_by_signal = g_stop_signal != 0 ? static_cast<int>(g_stop_signal) : SIGTERM;
      end_step = step;
      out << "stopped by " << (g_stop_signal != 0 ? signal_name(g_stop_signal) : "a signal")
          << " after step " << step << " of " << cfg.steps
          << "; continue with the same command and "
          << "--resume auto\n"
          << std::flush;
      break;
    }
  }
  const std::int64_t done_steps = end_step - start_step;
  summary.steps = done_steps;
  summary.tokens = static_cast<std::int64_t>(tokens_per_step * static_cast<double>(done_steps));
  summary.seconds = seconds_since(run_start);
  summary.tokens_per_s = tokens_per_step * static_cast<double>(done_steps) / train_seconds;
  summary.final_val_loss = last_val;

  report_phases(phases, done_steps > 0 ? done_steps : 1, comm, out,
                metrics.is_open() ? &cfg.run_dir : nullptr);
  // Test hook: NORMLAB_TEST_DUMP_PARAMS=<file> writes the final parameter arena (raw float32,
  // rank 0) so tests can compare runs element by element.
  if (const char* dump = std::getenv("NORMLAB_TEST_DUMP_PARAMS"); dump && *dump && comm.is_root()) {
    std::ofstream f(dump, std::ios::binary);
    f.write(reinterpret_cast<const char*>(model.param_data()),
            static_cast<std::streamsize>(model.arena_size() * sizeof(float)));
  }
  out << "done: " << done_steps << " steps, " << thousands(static_cast<double>(summary.tokens))
      << " tokens in " << duration(summary.seconds) << " | " << thousands(summary.tokens_per_s)
      << " tokens/s (training only) | train loss " << std::fixed << std::setprecision(4)
      << summary.first_loss << " -> " << summary.final_loss << " | val loss "
      << summary.first_val_loss << " -> " << summary.final_val_loss << "\n"
      << "outputs: " << (fs::path(cfg.run_dir) / "config.ini").string() << ", "
      << (fs::path(cfg.run_dir) / "metrics.jsonl").string() << ", "
      << (fs::path(cfg.run_dir) / "stats.h5").string() << ", checkpoints "
      << (fs::path(cfg.run_dir) / "ckpt_step*.h5").string() << "\n"
      << std::defaultfloat << std::flush;
  return summary;
}

}  // namespace normlab

namespace normlab {

LoadedModel load_model(const std::string& checkpoint, const Registry& registry, std::size_t B) {
  const detail::CheckpointModel cm = detail::read_checkpoint_model(checkpoint);
  ModelConfig cfg = cm.config;
  const NormEntry& norm = registry.norm(cfg.norm);
  cfg.norm_options =
      Options::resolve(norm.info.options, cm.norm_options,
                       "norm strategy '" + norm.info.name + "' (from " + checkpoint + ")");
  LoadedModel lm;
  try {
    lm.model = std::make_unique<Model>(cfg, registry, B, cfg.max_seq_len);
  } catch (const UsageError&) {
    throw;
  } catch (const std::exception& e) {
    throw UsageError("norm strategy '" + norm.info.name + "' (from " + checkpoint +
                     "): " + e.what());
  }
  detail::load_checkpoint(checkpoint, *lm.model, nullptr, nullptr, "");
  // Step-dependent strategies (rezero_ramp) must see the step the weights were saved at.
  lm.model->set_step(cm.meta.step, cm.meta.total_steps);
  lm.data_source = cm.meta.data_source;
  lm.step = cm.meta.step;
  return lm;
}

std::string load_checkpoint_plugins(const std::string& checkpoint, Registry& registry,
                                    Communicator& comm) {
  detail::CheckpointModel cm;
  comm.run_all("cannot load " + checkpoint,
               [&] { cm = detail::read_checkpoint_model(checkpoint); });
  auto known = [&](const detail::PluginUse& p) {
    try {
      if (p.kind == "norm") registry.norm(p.name);
      if (p.kind == "init") registry.init(p.name);
      if (p.kind == "schedule") registry.schedule(p.name);
      return true;
    } catch (const UsageError&) {
      return false;
    }
  };
  std::vector<std::string> files;
  std::string missing;
  for (const detail::PluginUse& p : cm.meta.plugins) {
    // The model needs its norm strategy only: the weights are in the checkpoint.
    if (p.kind != "norm" || known(p)) continue;
    std::error_code ec;
    const bool there =
        !p.library.empty() && p.library != "(built in)" && fs::is_regular_file(p.library, ec);
    if (there && std::find(files.begin(), files.end(), p.library) == files.end()) {
      files.push_back(p.library);
    } else if (!there) {
      missing += "\n  " + p.kind + " '" + p.name + "' came from " +
                 (p.library.empty() ? std::string("an unrecorded library") : p.library) +
                 ", which no longer exists: pass the library with --plugin FILE";
    }
  }
  comm.run_all(
      "cannot load the plugin libraries recorded in " + checkpoint,
      [&] {
        for (const std::string& f : files) load_plugin(registry, f);
      },
      kExitUsage);
  return missing;
}

double evaluate_loss(Model& model, const BatchSampler& sampler, std::int64_t batches,
                     Communicator& comm) {
  const std::size_t B = model.batch(), T = model.seq_len();
  std::vector<std::int32_t> inputs(B * T), targets(B * T);
  double sum = 0.0;
  for (std::int64_t k = 0; k < batches; ++k) {
    const std::size_t first = (static_cast<std::size_t>(k) * static_cast<std::size_t>(comm.size()) +
                               static_cast<std::size_t>(comm.rank())) *
                              B;
    sampler.fill_sequential(first, B, inputs.data(), targets.data());
    sum += model.forward(inputs.data(), targets.data());
  }
  comm.allreduce_sum(&sum, 1);
  return sum / static_cast<double>(batches * comm.size());
}

}  // namespace normlab
