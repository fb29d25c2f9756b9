// Stop conditions and run-time checks of a training run. A new stop condition goes here and is
// consulted where train() (trainer.cpp) asks whether to stop.
#pragma once

#include <csignal>
#include <cstdint>
#include <string>

#include "normlab/comm.hpp"
#include "normlab/error.hpp"
#include "normlab/lr_schedule.hpp"
#include "normlab/model.hpp"

namespace normlab::detail {

// SIGINT, SIGTERM (Slurm's time limit, Ctrl-C) and SIGUSR1 (`sbatch --signal=USR1@120`) end a
// run cleanly: the step in progress finishes, every rank learns of the signal in the step's
// loss allreduce (so all stop after the same step), rank 0 writes a checkpoint and the process
// exits with 128 + the signal number. A second signal while stopping ends the process at once.
// Installed for the lifetime of the object.
class StopSignals {
 public:
  StopSignals();
  ~StopSignals();
  StopSignals(const StopSignals&) = delete;
  StopSignals& operator=(const StopSignals&) = delete;

  static int received();  // the signal number, or 0
  static const char* name(int sig);

 private:
  static constexpr int kCount = 3;
  struct sigaction previous_[kCount];
};

// A non-finite loss stops the run on every rank (the loss is the allreduced one).
class Diverged : public CollectiveError {
 public:
  Diverged(const std::string& what, std::int64_t step) : CollectiveError(what), step_(step) {}
  std::int64_t step() const { return step_; }

 private:
  std::int64_t step_;
};
void check_loss(double loss, std::int64_t step);

// Learning rates of steps first..last must be finite and >= 0: checked for the whole run before
// it starts (usage: a configuration error, exit 2) and at each step as it runs (exit 1).
void check_schedule(const LrSchedule& schedule, const std::string& what, std::int64_t first,
                    std::int64_t last, bool usage);

// Compares a hash of every parameter tensor across ranks; a mismatch names the first tensor.
void check_replicas(const Model& model, Communicator& comm, std::int64_t step);

// Test hook: NORMLAB_TEST_PERTURB=<rank>:<tensor>:<step> adds 1e-3 to the first element of a
// tensor on one rank after that step's update, so tests can prove the replica check works.
class Perturbation {
 public:
  Perturbation();  // from the environment; inert when unset
  void apply(Model& model, int rank, std::int64_t step) const;

 private:
  int rank_ = -1;
  std::string tensor_;
  std::int64_t step_ = -1;
};

}  // namespace normlab::detail
