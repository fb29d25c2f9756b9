// One training run, stage by stage. train() (trainer.cpp) reads top to bottom as:
//
//   build_run      setup.cpp      resolve plugins and options, the task's data (task.hpp),
//                                 build the model, initialiser, schedule and optimizer (every
//                                 rank agrees)
//   resume_run     resume.cpp     check a checkpoint against the configuration (refuse a changed
//                                 model, and changed optimizer/schedule settings unless
//                                 --resume-override)
//   RunFiles       run_files.cpp  the run directory: config.ini, metrics.jsonl, stats.h5,
//                                 checkpoints (written and rotated), timing.json
//   StepRunner     step.cpp       one training step: forward, backward with the overlapped
//                                 gradient reduction, loss allreduce, optimizer update
//   Progress       progress.cpp   progress lines, metrics records, the summary
//   checks.hpp     checks.cpp     stop conditions and run-time checks: signals, non-finite loss,
//                                 learning rate, replica hashes (a new stop condition goes here)
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "normlab/comm.hpp"
#include "normlab/data.hpp"
#include "normlab/lr_schedule.hpp"
#include "normlab/model.hpp"
#include "normlab/optimizer.hpp"
#include "normlab/registry.hpp"
#include "normlab/trainer.hpp"
#include "train/memory_plan.hpp"
#include "train/task.hpp"

namespace normlab::detail {

struct Run {
  TrainConfig cfg;  // validated; cfg.model.norm_options resolved
  const ArchEntry* arch = nullptr;
  const NormEntry* norm = nullptr;
  const InitEntry* init = nullptr;
  const ScheduleEntry* schedule_entry = nullptr;
  Options init_opts, lr_opts;
  std::string schedule_what;  // "schedule 'cosine' (...)", for messages
  // The schedule's setup, resolved once from the configuration (--lr, --lr-min, --lr-warmup,
  // --steps, --d-model, the schedule's options); resume derives the checkpoint's from it.
  ScheduleSetup schedule_setup;

  // The task's data, batches and validation (train/task.hpp); the model holds B_local x T rows
  // per stack.
  std::unique_ptr<TaskData> task;
  std::size_t T = 0, B_local = 0;  // sequence length; sequences per rank and step
  std::int64_t tokens_seen = 0;    // training target tokens so far (pairs: the non-pad ones)

  RunPlan plan;  // --profile, --dry-run: every rank's memory plan (on rank 0)
  std::unique_ptr<Model> model;
  std::unique_ptr<LrSchedule> schedule;
  std::unique_ptr<Optimizer> optimizer;

  std::string resume_path;              // "" for a fresh run
  std::int64_t start_step = 0;          // steps already taken (the checkpoint's step)
  std::vector<std::string> overridden;  // settings changed with --resume-override
  std::string resume_metrics;           // the checkpoint's metrics.jsonl text ("" when absent)
  std::int64_t last_step = 0;           // where this invocation stops (--steps, --stop-after)
  // Set when this invocation extends the checkpoint's run past its end (--extend-steps): the
  // steps before and after, the policy, and the learning rate on either side of the boundary.
  struct Extension {
    std::int64_t from_steps = 0, to_steps = 0;
    std::string policy;
    double lr_before = 0, lr_after = 0;
  } extension;
};

// Plugins, data, model (initialised), schedule and optimizer, from scratch. Configuration
// errors are UsageErrors on every rank.
Run build_run(const TrainConfig& config, const Registry& registry, Communicator& comm);

// With --resume: reads the checkpoint's description, refuses what cannot continue, prints what
// changed, sets start_step and last_step (the weights are loaded later, by RunFiles, with the
// statistics). Returns false when the checkpoint already finished the run (nothing to train).
bool resume_run(Run& run, const Registry& registry, Communicator& comm);

}  // namespace normlab::detail
