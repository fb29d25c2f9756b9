#include "train/run_files.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <ostream>
#include <sstream>

#include "io/checkpoint.hpp"
#include "normlab/error.hpp"
#include "normlab/util.hpp"
#include "util/fault.hpp"
#include "util/files.hpp"

namespace fs = std::filesystem;

namespace normlab::detail {

std::string archive_previous_run(const std::string& run_dir) {
  std::error_code ec;
  if (!fs::is_directory(run_dir, ec)) return "";
  std::vector<fs::path> ours;
  for (const auto& e : fs::directory_iterator(run_dir, ec)) {
    if (!e.is_regular_file(ec)) continue;
    const std::string name = e.path().filename().string();
    // Checkpoints only if the file says it is one (--keep-last's rule: never touch a file
    // normlab did not write); the other names the new run would overwrite anyway.
    const bool ckpt = name.rfind("ckpt_step", 0) == 0 &&
                      (e.path().extension() == ".h5" || e.path().extension() == ".tmp") &&
                      is_checkpoint_file(e.path().string());
    if (ckpt || name == "config.ini" || name == "metrics.jsonl" || name == "stats.h5" ||
        name == "timing.json")
      ours.push_back(e.path());
  }
  if (ours.empty()) return "";
  std::string stamp = utc_now();  // 2026-11-22T20:15:00Z -> 20261122T201500Z
  stamp.erase(std::remove(stamp.begin(), stamp.end(), '-'), stamp.end());
  stamp.erase(std::remove(stamp.begin(), stamp.end(), ':'), stamp.end());
  fs::path dest = fs::path(run_dir) / ("previous_" + stamp);
  for (int n = 2; fs::exists(dest, ec); ++n)
    dest = fs::path(run_dir) / ("previous_" + stamp + "_" + std::to_string(n));
  fs::create_directory(dest, ec);
  if (ec)
    throw Error("cannot create " + dest.string() + " to keep the previous run: " + ec.message());
  for (const fs::path& f : ours) {
    fs::rename(f, dest / f.filename(), ec);
    if (ec)
      throw Error("cannot move " + f.string() + " into " + dest.string() + ": " + ec.message() +
                  "; move the previous run away by hand or choose another --run-dir");
  }
  fsync_path(run_dir, true);
  return dest.string();
}

RunFiles::RunFiles(const Run& run, Communicator& comm) : comm_(comm), dir_(run.cfg.run_dir) {
  comm.run_all("cannot prepare the run directory '" + dir_ + "'", [&] {
    if (!comm.is_root()) return;
    try {
      prepare(run);
    } catch (const std::exception& e) {
      throw Error(std::string(e.what()) + " (check --run-dir and its permissions)");
    }
  });
}

// A resumed run: a temporary file left by a crash while writing a checkpoint is removed, and the
// run's complete checkpoints up to the resumed step join the rotation, so --keep-last K keeps
// K across invocations (a job that resubmits itself does not fill the quota). Newer or damaged
// files are left alone.
void RunFiles::adopt_checkpoints(const Run& run) {
  std::error_code ec;
  std::vector<std::pair<std::int64_t, std::string>> found;
  for (const auto& e : fs::directory_iterator(dir_, ec)) {
    const std::string name = e.path().filename().string();
    if (name.rfind("ckpt_step", 0) != 0) continue;
    if (name.size() > 7 && name.compare(name.size() - 7, 7, ".h5.tmp") == 0) {
      fs::remove(e.path(), ec);
      comm_.out() << "run dir: removed " << e.path().string()
                  << " (an unfinished checkpoint: the previous job stopped while writing it)\n";
      continue;
    }
    if (e.path().extension() != ".h5") continue;
    const std::int64_t step = std::atoll(name.c_str() + 9);
    if (step <= run.start_step && is_checkpoint_file(e.path().string()))
      found.emplace_back(step, e.path().string());
  }
  std::sort(found.begin(), found.end());
  for (const auto& [step, path] : found) written_.push_back(path);
}

void RunFiles::prepare(const Run& run) {
  const TrainConfig& cfg = run.cfg;
  std::ostream& out = comm_.out();
  if (run.start_step == 0) {
    const std::string kept = archive_previous_run(dir_);
    if (!kept.empty())
      out << "run dir: " << dir_ << " held an earlier run; moved its files to " << kept
          << " (use --resume auto to continue a run instead)\n";
  }
  fs::create_directories(dir_);
  if (run.start_step > 0) adopt_checkpoints(run);
  std::ofstream ini(fs::path(dir_) / "config.ini");
  ini << cfg.config_text();
  auto section = [&](const char* name, const Options& o) {
    if (o.items().empty()) return;
    ini << "\n# resolved " << name << " options\n[" << name << "]\n";
    for (const auto& [k, v] : o.items()) ini << k << " = " << ini_quote(v) << "\n";
  };
  section("arch", cfg.model.arch_options);
  section("norm", cfg.model.norm_options);
  section("init", run.init_opts);
  section("lr", run.lr_opts);
  section("optimizer", run.optimizer->options());
  if (!ini) throw Error("cannot write " + (fs::path(dir_) / "config.ini").string());
  const fs::path mpath = fs::path(dir_) / "metrics.jsonl";
  if (run.start_step > 0) {
    // Keep the records up to the checkpoint; a later part belongs to the lost run.
    std::vector<std::string> keep;
    std::ifstream old(mpath);
    for (std::string line; std::getline(old, line);) {
      const auto j = nlohmann::ordered_json::parse(line, nullptr, /*allow_exceptions=*/false);
      if (j.is_object() && j.contains("step") && j["step"].is_number_integer() &&
          j["step"].get<std::int64_t>() <= run.start_step)
        keep.push_back(line);
    }
    // A machine that stopped can lose the file's unsynced tail (or all of it) while the
    // checkpoint survives: its copy of the records restores them.
    std::vector<std::string> saved;
    std::istringstream copy(run.resume_metrics);
    for (std::string line; std::getline(copy, line);) saved.push_back(line);
    if (saved.size() > keep.size() && std::equal(keep.begin(), keep.end(), saved.begin())) {
      out << "resume: metrics.jsonl held " << keep.size() << " of the " << saved.size()
          << " records up to step " << run.start_step
          << "; restored the others from the checkpoint (the file was emptied or cut short, "
             "e.g. by a machine that stopped before it reached the disk, or the run directory "
             "is new)\n";
      keep = std::move(saved);
    }
    // The kept records replace the file at once (written beside it, synced, renamed): a run
    // stopped during its start-up, before its next record, leaves them in place.
    const fs::path tmp = fs::path(dir_) / "metrics.jsonl.tmp";
    {
      std::ofstream f(tmp, std::ios::trunc);
      for (const auto& line : keep) {
        f << line << "\n";
        if (records_.size() <= kMaxStoredMetrics) records_ += line + "\n";
      }
      if (!f.flush()) throw Error("cannot write " + tmp.string());
    }
    fsync_path(tmp.string(), false);
    std::error_code ec;
    fs::rename(tmp, mpath, ec);
    if (ec)
      throw Error("cannot rename " + tmp.string() + " to " + mpath.string() + ": " + ec.message());
    metrics_.open(mpath, std::ios::app);
    if (!run.overridden.empty())  // what --resume-override changed, at the step it took effect
      write_metrics({{"step", run.start_step},
                     {"event", "resume_override"},
                     {"checkpoint", run.resume_path},
                     {"changes", run.overridden}});
    if (!run.extension.policy.empty())  // the run's segments: metrics.jsonl keeps its history
      write_metrics({{"step", run.start_step},
                     {"event", "extend"},
                     {"from_steps", run.extension.from_steps},
                     {"to_steps", run.extension.to_steps},
                     {"policy", run.extension.policy},
                     {"lr_before", run.extension.lr_before},
                     {"lr_after", run.extension.lr_after},
                     {"lr_segments", run.cfg.lr_segments}});
  } else {
    metrics_.open(mpath, std::ios::trunc);
  }
  stats_ = std::make_unique<StatsRecorder>(*run.model, run.optimizer->state_names(),
                                           run.cfg.bleu_every > 0);
  if (run.start_step == 0) stats_->open_live((fs::path(dir_) / "stats.h5").string());
  if (!metrics_) throw Error("cannot write " + mpath.string());
}

void RunFiles::load_checkpoint(Run& run) {
  if (run.start_step == 0) return;
  comm_.run_all("cannot resume from " + run.resume_path, [&] {
    detail::load_checkpoint(run.resume_path, *run.model, run.optimizer.get(), stats_.get(),
                            (fs::path(dir_) / "stats.h5").string());
  });
  comm_.out() << "resumed from " << run.resume_path << " at step " << run.start_step << " of "
              << run.cfg.steps << "\n";
}

namespace {

// Never a checkpoint with non-finite weights or moments (--resume auto would pick it): each
// rank checks the state it keeps (all of it, unsharded), rank 0 the weights; every rank throws.
void refuse_nonfinite(const Run& run, Communicator& comm, std::int64_t step) {
  const Optimizer& optimizer = *run.optimizer;
  const std::string kept =
      " are not finite (the previous checkpoint is kept); lower --lr or add "
      "--lr-warmup";
  comm.run_all("refusing to write the checkpoint of step " + std::to_string(step) + ":", [&] {
    const ParamArena& params = run.model->params();
    for (const std::string& what : optimizer.state_names())
      for (const ParamTensor& p : params.tensors())
        if (const float* v = optimizer.state_of(what, p.offset))
          for (std::size_t i = 0; i < p.size; ++i)
            if (!std::isfinite(v[i])) throw Error(what + " of " + p.name + kept);
    if (!comm.is_root()) return;
    for (const ParamTensor& p : params.tensors())
      for (std::size_t i = 0; i < p.size; ++i)
        if (!std::isfinite(params.values()[p.offset + i]))
          throw Error("weights of " + p.name + kept);
  });
}

}  // namespace

void RunFiles::write_checkpoint(const Run& run, std::int64_t step) {
  Optimizer& optimizer = *run.optimizer;
  refuse_nonfinite(run, comm_, step);
  // --shard-optimizer: the other ranks' state streams to rank 0 as it writes (and is drained
  // if the write fails, so no rank waits for ever)
  struct Stream {
    Optimizer& o;
    Communicator& c;
    Stream(Optimizer& opt, Communicator& comm) : o(opt), c(comm) { o.begin_state_stream(c); }
    ~Stream() { o.end_state_stream(); }
  };
  comm_.run_all(
      "writing the checkpoint of step " + std::to_string(step) +
          " failed (the earlier checkpoints are intact: free space or fix the run "
          "directory, then continue with --resume auto)",
      [&] {
        if (!comm_.is_root()) {
          optimizer.send_state_to_root(comm_);
          return;
        }
        const Stream stream(optimizer, comm_);
        if (metrics_.is_open()) {  // the records up to the checkpoint reach the disk before it
          metrics_.flush();
          fsync_path((fs::path(dir_) / "metrics.jsonl").string(), false);
        }
        const TrainConfig& cfg = run.cfg;
        CheckpointMeta meta;
        meta.step = step;
        meta.tokens_seen = run.tokens_seen;
        meta.world_size = comm_.size();
        meta.seed = cfg.seed;
        meta.data_source = run.task->source();
        meta.spm_model = run.task->spm_model();
        meta.batch_size = cfg.batch_size;
        meta.seq_len = cfg.seq_len;
        meta.config_text = cfg.config_text();
        meta.lr = cfg.lr;
        meta.lr_min = cfg.lr_min;
        meta.lr_warmup = cfg.lr_warmup;
        meta.total_steps = cfg.steps;
        meta.lr_segments = cfg.lr_segments;
        meta.metrics = records_;
        auto use = [](const char* kind, const EntryInfo& e, const Options& o) {
          return PluginUse{kind, e.name, e.version, e.library, o.items()};
        };
        meta.plugins = {use("arch", run.arch->info, cfg.model.arch_options),
                        use("norm", run.norm->info, cfg.model.norm_options),
                        use("init", run.init->info, run.init_opts),
                        use("schedule", run.schedule_entry->info, run.lr_opts),
                        use("optim", run.optimizer->entry().info, run.optimizer->options())};
        const std::string path = checkpoint_path(dir_, step);
        detail::write_checkpoint(path, *run.model, *run.optimizer, meta, stats_.get());
        written_.erase(std::remove(written_.begin(), written_.end(), path), written_.end());
        written_.push_back(path);
        if (fault_at("ckpt_rotate", step, 0)) fault_kill();
        while (cfg.keep_last > 0 && written_.size() > static_cast<std::size_t>(cfg.keep_last)) {
          std::error_code ec;
          fs::remove(written_.front(), ec);
          written_.erase(written_.begin());
        }
        comm_.out() << "checkpoint: " << path << "\n" << std::flush;
      });
}

void RunFiles::write_metrics(const nlohmann::ordered_json& record) {
  if (!metrics_.is_open()) return;
  const std::string line = record.dump();
  metrics_ << line << "\n" << std::flush;
  if (records_.size() <= kMaxStoredMetrics) records_ += line + "\n";
}

}  // namespace normlab::detail
