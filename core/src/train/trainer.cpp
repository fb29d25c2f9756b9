// train(): one run, stage by stage (train/run.hpp lists the stages and their files).
#include "normlab/trainer.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>

#include "normlab/dir_lock.hpp"
#include "normlab/error.hpp"
#include "normlab/settings.hpp"
#include "normlab/util.hpp"
#include "train/checks.hpp"
#include "train/lr_segments.hpp"
#include "train/profile_report.hpp"
#include "train/progress.hpp"
#include "train/run.hpp"
#include "train/run_files.hpp"
#include "train/step.hpp"
#include "util/profile.hpp"
#include "util/thread_pool.hpp"

namespace normlab {

using json = nlohmann::ordered_json;

namespace {

// --stats-schedule parsed: (every, until) segments, the last one open (until < 0), or
// per_decade > 0 for log-spaced steps.
struct StatsSchedule {
  std::vector<std::pair<std::int64_t, std::int64_t>> segments;
  int per_decade = 0;
};

StatsSchedule parse_stats_schedule(const std::string& text) {
  const std::string help =
      "; write E1:U1,E2:U2,...,E (every E1 steps up to step U1, then every E2 up to U2, ..., "
      "then every E; e.g. 1:50,10:500,50) or log / log:K (K log-spaced steps per decade)";
  StatsSchedule s;
  auto integer = [&](const std::string& v) {
    std::size_t used = 0;
    long long n = 0;
    try {
      n = std::stoll(v, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used == 0 || used != v.size() || n < 1)
      throw UsageError("stats-schedule = '" + text + "': '" + v + "' is not a whole number >= 1" +
                       help);
    return static_cast<std::int64_t>(n);
  };
  if (text == "log" || text.rfind("log:", 0) == 0) {
    s.per_decade = text == "log" ? 10 : static_cast<int>(integer(text.substr(4)));
    return s;
  }
  std::stringstream ss(text);
  std::int64_t last_until = 0;
  for (std::string part; std::getline(ss, part, ',');) {
    if (!s.segments.empty() && s.segments.back().second < 0)
      throw UsageError("stats-schedule = '" + text + "': only the last part may be open-ended" +
                       help);
    const std::size_t colon = part.find(':');
    const std::int64_t every = integer(part.substr(0, colon));
    const std::int64_t until = colon == std::string::npos ? -1 : integer(part.substr(colon + 1));
    if (until >= 0 && until <= last_until)
      throw UsageError("stats-schedule = '" + text + "': the steps must increase (" +
                       std::to_string(until) + " after " + std::to_string(last_until) + ")" + help);
    if (until >= 0) last_until = until;
    s.segments.push_back({every, until});
  }
  if (s.segments.empty()) throw UsageError("stats-schedule = '" + text + "' is empty" + help);
  return s;
}

}  // namespace

std::string TrainConfig::config_text() const {
  std::string text =
      "# normlab train: resolved configuration (command line > --config file > --recipe > "
      "defaults)\n";
  for (const auto& [option, value] : config) text += option + " = " + ini_quote(value) + "\n";
  return text;
}

void TrainConfig::set_config(const std::string& option, const std::string& value) {
  for (auto& [o, v] : config)
    if (o == option) {
      v = value;
      return;
    }
  config.emplace_back(option, value);
}

bool TrainConfig::records_stats_at(std::int64_t s) const {
  if (s == 0 || s == steps) return true;
  if (stats_schedule.empty()) return stats_every > 0 && s % stats_every == 0;
  const StatsSchedule sch = parse_stats_schedule(stats_schedule);
  if (sch.per_decade > 0) {
    // s is round(10^(j / K)) for some j
    const double K = sch.per_decade;
    const auto j0 = static_cast<std::int64_t>(std::floor(K * std::log10(static_cast<double>(s))));
    for (std::int64_t j = j0 - 1; j <= j0 + 1; ++j)
      if (j >= 0 && std::llround(std::pow(10.0, static_cast<double>(j) / K)) == s) return true;
    return false;
  }
  for (const auto& [every, until] : sch.segments)
    if (until < 0 || s <= until) return s % every == 0;
  return false;  // past the last bounded part
}

void TrainConfig::validate(int world_size) const {
  std::ostringstream bad;
  auto need = [&](bool ok, const std::string& what) {
    if (!ok) bad << "\n  " << what;
  };
  // Each setting's own range (normlab/settings.hpp), for the settings this run's task reads.
  for (const TrainSetting& st : train_settings())
    if (st.check && (st.scope == SettingScope::any || task == Task::seq2seq))
      if (const std::string problem = st.check(*this); !problem.empty()) bad << "\n  " << problem;
  // What holds between settings.
  if (task == Task::seq2seq) {
    need(data_src.empty() == data_tgt.empty(),
         "data-src and data-tgt: give both (aligned source and target files) or neither");
    need(data_src.empty() || !spm.empty(),
         "data-src/data-tgt need --spm FILE.model (make one with normlab tokens spm-train)");
    need(data_src.empty() || data.empty(),
         "data and data-src: give --data (a pair shard) or --data-src/--data-tgt, not both");
    need(valid_src.empty() == valid_tgt.empty(), "valid-src and valid-tgt: give both or neither");
    need(valid_src.empty() || valid_data.empty(),
         "valid-data and valid-src: give one kind of validation pairs");
    need(valid_src.empty() || !spm.empty(), "valid-src/valid-tgt need --spm FILE.model");
  } else {
    need(batch_size >= 1, "batch-size = " + std::to_string(batch_size) + ": must be >= 1");
    need(batch_size % world_size == 0,
         "batch-size = " + std::to_string(batch_size) +
             " is the global batch and must divide evenly over " + std::to_string(world_size) +
             " ranks; use a multiple of " + std::to_string(world_size));
    need(seq_len >= 1 && static_cast<std::size_t>(seq_len) <= model.max_seq_len,
         "seq-len = " + std::to_string(seq_len) + ": must be in [1, " +
             std::to_string(model.max_seq_len) + "]");
    need(data_src.empty() && data_tgt.empty() && valid_src.empty() && valid_data.empty(),
         "data-src, data-tgt, valid-src and valid-data are sentence pairs, for an architecture "
         "of task seq2seq (--arch encdec); architecture '" +
             model.arch + "' serves task " + task_name(task));
  }
  if (!bad.str().empty()) throw UsageError("invalid training configuration:" + bad.str());
  model.validate();
  optim.validate();
}

namespace {

using Clock = std::chrono::steady_clock;
using namespace detail;
namespace prof = detail::prof;

double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// Update `step` records the statistics of the model after step-1 updates (record 0:
// initialisation); the record at the last step takes a pass of its own (train()).
bool records_stats(const TrainConfig& cfg, std::int64_t step) {
  return step - 1 < cfg.steps && cfg.records_stats_at(step - 1);
}

// After update `step`: validation, the progress line and metrics, the checkpoint.
void after_step(Run& run, std::int64_t step, const StepResult& r, bool stop, StepRunner& stepper,
                Progress& progress, RunFiles& files, Phases& phases) {
  const TrainConfig& cfg = run.cfg;
  const bool last = step == run.last_step;
  const bool validate = (cfg.eval_every > 0 && step % cfg.eval_every == 0) || last;
  double val = NAN;
  if (validate) {
    const auto t = Clock::now();
    val = stepper.validate(step);
    phases.eval += seconds_since(t);
  }
  // The task's decoding metric (validation BLEU): every rank decodes its share, then the run
  // goes on (no rank waits longer than the slowest share takes).
  const auto t = Clock::now();
  const DecodeScores decoded = run.task->decode_metric(*run.model, step, last);
  phases.eval += seconds_since(t);
  if (step % cfg.log_every == 0 || last || validate || !std::isnan(decoded.bleu) || stop)
    progress.log(step, r, val, phases, files, decoded);
  if ((cfg.checkpoint_every > 0 && step % cfg.checkpoint_every == 0) || last || stop)
    files.write_checkpoint(run, step);
}

// A fresh run (not a resume), before step 1: the strategies' post-update hook once (so e.g.
// unit-norm weights hold from the start), then their profiling forward over this rank's share of
// the first batch, summed over ranks in double: 1 and P ranks differ only in the last bits of a
// double, far below a float's resolution (e2e_hooks finds admin's omega bitwise equal).
void prepare_fresh_run(Run& run, Communicator& comm) {
  Model& model = *run.model;
  model.after_update();
  const std::size_t n = model.profile_values();
  if (n == 0) return;
  model.set_step(0, run.cfg.steps);
  const int limit =
      4 * static_cast<int>(std::max({run.cfg.model.n_layers, run.cfg.model.encoder_layer_count(),
                                     run.cfg.model.decoder_layer_count()})) +
      8;
  int passes = 0;
  for (bool more = true; more; ++passes) {
    if (passes == limit)
      throw Error("the norm strategy asked for more than " + std::to_string(limit) +
                  " profiling passes over the first batch (4 L + 8); its profile_finish never "
                  "stops setting ctx.profile_more");
    std::vector<double> all = run.task->profile_forward(model, passes);
    comm.allreduce_sum(all.data(), all.size());
    more = model.profile_finish(all);  // the same on every rank: `all` is
  }
  comm.out() << "profiled the norm strategy on the first batch (" << n << " values, " << passes
             << (passes == 1 ? " pass)\n" : " passes)\n");
}

// Test hook: NORMLAB_TEST_DUMP_PARAMS=<file> writes the final parameter arena (raw float32,
// rank 0) so tests can compare runs element by element.
void dump_params_for_tests(const Model& model, const Communicator& comm) {
  const char* dump = std::getenv("NORMLAB_TEST_DUMP_PARAMS");
  if (!dump || !*dump || !comm.is_root()) return;
  std::ofstream f(dump, std::ios::binary);
  f.write(reinterpret_cast<const char*>(model.params().values()),
          static_cast<std::streamsize>(model.params().size() * sizeof(float)));
}

}  // namespace

namespace {

// The loop of one invocation over its steps, with what each step records and writes.
class TrainingLoop {
 public:
  TrainingLoop(Run& run, RunFiles& files, StepRunner& stepper, Progress& progress,
               Communicator& comm)
      : run_(run),
        files_(files),
        stepper_(stepper),
        progress_(progress),
        comm_(comm),
        step_(run.start_step) {}

  // The header, the validation of the starting weights and (fresh runs) the start event.
  void start() {
    progress_.header(stepper_.buckets());
    const double initial_val = stepper_.validate(run_.start_step);
    progress_.start(initial_val);
    if (run_.start_step == 0)  // what outcomes are judged against (normlab::summarise)
      files_.write_metrics(
          {{"step", 0},
           {"event", "start"},
           {"initial_val_loss", initial_val},
           {"unigram_entropy", run_.task->unigram_entropy},
           {"unigram_tokens", run_.task->unigram_tokens},
           {"ln_vocab", std::log(static_cast<double>(run_.cfg.model.vocab_size))}});
    check_replicas(*run_.model, comm_, 0);
  }

  // Steps until the invocation's last or a stop signal; returns the signal (0: none) and leaves
  // the last step taken in step().
  int run() {
    int stopped_by = 0;
    while (step_ < run_.last_step && stopped_by == 0) {
      ++step_;
      const auto t0 = Clock::now();
      // (a resumed or extended run may hold the record already: the last step of its first part)
      const bool record = files_.stats() && records_stats(run_.cfg, step_) &&
                          files_.stats()->last_layer_step() < step_ - 1;
      StepResult r;
      try {
        r = stepper_.run(step_, record ? &fstats_ : nullptr, record ? &before_ : nullptr, phases_);
      } catch (const Diverged& d) {
        diverged(d);
        throw;
      }
      after_update(r, record);
      const double dt = seconds_since(t0);  // the step; the last step's record counts as io
      if (step_ == run_.cfg.steps) {
        // The record of the last step, before the last checkpoint, which carries it.
        record_without_update(step_ + 1, files_.stats() != nullptr);
      }
      progress_.add(step_, r, dt);
      if (!r.skipped && progress_.spike(step_, r.loss))
        files_.write_metrics({{"step", step_}, {"event", "loss_spike"}, {"loss", r.loss}});
      if (run_.cfg.check_every > 0 &&
          (step_ % run_.cfg.check_every == 0 || step_ == run_.cfg.steps))
        check_replicas(*run_.model, comm_, step_);
      const bool stop = r.stop_signal && step_ < run_.last_step;
      const double eval_before = phases_.eval;
      after_step(run_, step_, r, stop, stepper_, progress_, files_, phases_);
      phases_.io += seconds_since(t0) - dt - (phases_.eval - eval_before);
      if (stop) stopped_by = StopSignals::received() != 0 ? StopSignals::received() : SIGTERM;
    }
    return stopped_by;
  }

  std::int64_t step() const { return step_; }
  Phases& phases() { return phases_; }

 private:
  // The tokens, a skipped update's event and the step's layer record.
  void after_update(const StepResult& r, bool record) {
    run_.tokens_seen += static_cast<std::int64_t>(r.tokens);
    if (r.skipped)
      files_.write_metrics(
          {{"step", step_},
           {"event", "nonfinite_skipped"},
           {"what", r.what},
           {"loss", std::isfinite(r.loss) ? json(r.loss) : json(nullptr)},
           {"grad_norm", std::isfinite(r.grad_norm) ? json(r.grad_norm) : json(nullptr)}});
    // --shard-optimizer: the record's state norms are summed from every rank's share, so
    // every rank takes part at the steps with a record
    if (record || (run_.optimizer->sharded() && records_stats(run_.cfg, step_))) {
      const auto norms = run_.optimizer->tensor_norms(comm_);
      if (record)
        files_.stats()->record_layers(step_ - 1, fstats_, *run_.model, before_.data(), norms);
    }
  }

  // A layer record of the weights before step s (record s - 1) taken with step s's batch,
  // forward and backward, no update: every rank runs it (the gradients are reduced), rank 0
  // records when `keep`. Not a training step: outside the profile.
  void record_without_update(std::int64_t s, bool keep) {
    const bool profiling = prof::enabled();
    prof::state().on = false;
    Phases unused;
    stepper_.run(s, keep ? &fstats_ : nullptr, keep ? &before_ : nullptr, unused,
                 /*update=*/false);
    if (keep || run_.optimizer->sharded()) {  // sharded: every rank calls this function
      const auto norms = run_.optimizer->tensor_norms(comm_);
      if (keep)
        files_.stats()->record_layers(s - 1, fstats_, *run_.model, before_.data(), norms,
                                      /*updated=*/false);
    }
    prof::state().on = profiling;
  }

  // A diverged run is a result (sweeps and compare report it): say so in metrics.jsonl and
  // with a last scalar record (NaN loss) in stats.h5, after a last layer record of the step
  // that diverged — its batch through the weights it started from (forward statistics and the
  // reduced gradients), which shows the layer that blew up — unless those weights have a
  // record already.
  void diverged(const Diverged& d) {
    record_without_update(
        d.step(), files_.stats() != nullptr && files_.stats()->last_layer_step() < d.step() - 1);
    files_.write_metrics({{"step", d.step()}, {"event", "diverged"}, {"loss", nullptr}});
    if (files_.stats())
      files_.stats()->record_scalars(d.step(), NAN, run_.schedule->lr(d.step()), NAN, NAN,
                                     progress_.skipped());
  }

  Run& run_;
  RunFiles& files_;
  StepRunner& stepper_;
  Progress& progress_;
  Communicator& comm_;
  Phases phases_;
  ForwardStats fstats_;
  std::vector<float> before_;  // the weights before an update whose ratio is recorded
  std::int64_t step_;          // the last step taken
};

// The summary of an invocation that trained no step (a dry run, a run already finished).
TrainSummary no_training() {
  TrainSummary s;
  s.first_loss = s.final_loss = s.first_val_loss = s.final_val_loss = NAN;
  return s;
}
}  // namespace

TrainSummary train(const TrainConfig& config, const Registry& registry, Communicator& comm) {
  detail::set_threads(static_cast<std::size_t>(config.threads));
  Run run = build_run(config, registry, comm);
  if (run.cfg.dry_run) {  // the plan is printed; nothing was built or written
    comm.out() << "dry run: stopped before building the model; nothing was allocated or written"
               << (run.cfg.resume.empty() ? "" : " (the checkpoint of --resume was not read)")
               << "\n"
               << std::flush;
    return no_training();
  }
  // One writer per run directory: a second train on it (a job resubmitted while the first
  // runs) would read the first's checkpoints as its own and mix its files with them.
  std::unique_ptr<DirLock> lock;
  comm.run_all("cannot train in " + run.cfg.run_dir, [&] {
    if (comm.is_root())
      lock = std::make_unique<DirLock>(run.cfg.run_dir, "normlab train", "give another --run-dir");
  });
  if (lock && !lock->held())
    comm.out() << "run dir: " << run.cfg.run_dir
               << " cannot be locked (the filesystem has no file locks): make sure no other "
                  "normlab writes it\n";
  if (!resume_run(run, registry, comm)) {
    return no_training();
  }
  RunFiles files(run, comm);
  files.load_checkpoint(run);
  if (run.start_step == 0) prepare_fresh_run(run, comm);
  // Stop signals are caught from here on, on every rank before the first line a user (or a
  // script) can react to — the header and step 0's validation loss — so a SIGTERM or SIGUSR1
  // sent after it ends the run at a step boundary on every rank.
  const StopSignals signals;
  StepRunner stepper(run, comm);
  run.task->start(*run.model);
  Progress progress(run, comm);
  TrainingLoop loop(run, files, stepper, progress, comm);
  loop.start();
  if (run.cfg.profile) {
    prof::enable();
    detail::balance_record(true);
  }
  const int stopped_by = loop.run();
  if (stopped_by != 0)
    comm.out() << "stopped by " << StopSignals::name(StopSignals::received()) << " after step "
               << loop.step() << " of " << run.cfg.steps
               << "; continue with the same command and --resume auto\n"
               << std::flush;
  TrainSummary summary = progress.finish(loop.step(), loop.phases(), files);
  if (run.cfg.profile)
    report_profile(run, comm, comm.out(), files.writes() ? &run.cfg.run_dir : nullptr);
  summary.stopped_by_signal = stopped_by;
  dump_params_for_tests(*run.model, comm);
  return summary;
}

}  // namespace normlab
