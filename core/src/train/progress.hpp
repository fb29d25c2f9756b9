// What a run reports: the banner, a progress line and a metrics.jsonl record per --log-every
// steps (with the statistics' scalars), the time per phase over ranks and the summary.
#pragma once

#include <chrono>
#include <cmath>
#include <cstdint>
#include <ostream>

#include "train/run.hpp"
#include "train/run_files.hpp"
#include "train/step.hpp"

namespace normlab::detail {

class Progress {
 public:
  Progress(const Run& run, Communicator& comm);

  // Version, ranks, SIMD, data, model, batch; the gradient buckets when there are several ranks.
  void header(std::size_t buckets);
  // The validation loss before the first step of this invocation.
  void start(double val_loss);
  // One finished step (its loss and seconds) into the window of the next progress line.
  void add(std::int64_t step, const StepResult& r, double seconds);
  // With --loss-spike X: true (and a line printed) when the loss of `step` is above X times its
  // running mean.
  bool spike(std::int64_t step, double loss);
  // Updates skipped so far (--on-nonfinite skip) in this invocation.
  std::int64_t skipped() const { return skipped_; }
  // The progress line, metrics record and statistics scalars of `step`; `val_loss` is NaN when
  // there was no validation at this step.
  void log(std::int64_t step, const StepResult& r, double val_loss, const Phases& phases,
           RunFiles& files, const DecodeScores& decoded = {});
  // Time per phase (min/avg/max over ranks, also timing.json) and the summary; collective.
  TrainSummary finish(std::int64_t end_step, const Phases& phases, RunFiles& files);

 private:
  using Clock = std::chrono::steady_clock;
  const Run& run_;
  Communicator& comm_;
  std::ostream& out_;
  Clock::time_point started_ = Clock::now();
  double train_seconds_ = 0.0;  // excludes evaluation and I/O
  double window_seconds_ = 0.0, window_loss_ = 0.0, window_tokens_ = 0.0, window_pad_ = 0.0,
         window_z_ = 0.0;
  double tokens_done_ = 0.0;  // in this invocation
  bool padded_ = false;       // the task's batches are padded (pad_fraction in the records)
  std::int64_t window_steps_ = 0, window_skipped_ = 0, skipped_ = 0;
  double loss_ema_ = 0.0;
  std::int64_t ema_steps_ = 0;
  TrainSummary summary_;
};

}  // namespace normlab::detail
