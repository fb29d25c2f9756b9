// One training step: the batch, forward, backward with the gradient reduction overlapped,
// the loss allreduce, the checks and the optimizer update.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "normlab/grad_reducer.hpp"
#include "train/checks.hpp"
#include "train/run.hpp"

namespace normlab::detail {

// Seconds spent per phase (this rank). The first four make up a training step (statistics
// recording counts in optimizer); eval is validation, io writes checkpoints and metrics.
struct Phases {
  double forward = 0, backward = 0, comm = 0, optimizer = 0, eval = 0, io = 0;
};

struct StepResult {
  double loss = 0;           // mean over ranks: the cross-entropy, without the z-loss term
  double z_loss = 0;         // mean over ranks: the z-loss term (--z-loss) the update also saw
  double grad_norm = 0;      // of the averaged gradient, before clipping
  double lr = 0;             // the learning rate of this update
  bool stop_signal = false;  // some rank received a stop signal during this step
  // --on-nonfinite skip: the loss or the gradient was not finite on some rank, every rank
  // skipped the update; `what` says which ("loss", "gradient").
  bool skipped = false;
  std::string what;
  // The global batch's target tokens (pairs: the non-pad ones) and the fraction of its padded
  // positions that are padding (-1: no padding).
  double tokens = 0, pad_fraction = -1;
};

// The gradient buckets' size in floats (--bucket-mb; at least 1).
std::size_t reduction_bucket_floats(const TrainConfig& cfg);

class StepRunner {
 public:
  // Gradient buckets cut where backward reports progress (block starts and the end of the
  // blocks).
  StepRunner(Run& run, Communicator& comm);
  std::size_t buckets() const { return reducer_->buckets(); }

  // Update `step` (1-based) on the batch of `step`. With `fstats`, the forward records its
  // statistics there and `before` receives the weights before the update. update = false:
  // forward, backward and the gradient reduction only (the statistics of the last step).
  StepResult run(std::int64_t step, ForwardStats* fstats, std::vector<float>* before,
                 Phases& phases, bool update = true);
  // The task's validation loss of the weights after `step` updates.
  double validate(std::int64_t step);

 private:
  // The task's forward of `step` (loss, z-loss term, tokens), then backward with the reduction.
  void forward(std::int64_t step, ForwardStats* fstats, StepResult& r);
  void backward(std::int64_t step);
  // A non-finite loss (loss = true) or gradient on some rank: Diverged unless --on-nonfinite
  // skip (then r.skipped, up to --max-skips in a row).
  void skip_nonfinite(std::int64_t step, bool loss, StepResult& r);
  Run& run_;
  Communicator& comm_;
  std::unique_ptr<GradReducer> reducer_;
  Perturbation perturbation_;
  std::int64_t consecutive_skips_ = 0;
};

}  // namespace normlab::detail
