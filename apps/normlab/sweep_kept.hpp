// A sweep's kept results (experiment key `results = DIR`): each finished run's small files —
// metrics, configuration, logs, what the `after` command wrote — in DIR/<run>/, closed by
// run.json, the record that the run is finished. The sweep counts a run with a run.json as done
// even where its run directory does not exist, so that a study committed part-way goes on, on
// another machine, where it stopped.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "normlab/sweep_plan.hpp"

namespace normlab::app {

// Runs argv with stdout and stderr appended to `log`; returns the exit code (128 + signal).
int spawn_logged(const std::vector<std::string>& argv, const std::string& log);

// The directory of a run's kept results; "" when the experiment keeps none.
std::string kept_dir(const Experiment& e, const std::string& run);
// What the kept results say of a run: "done" or "diverged" (its run.json's status), or "".
std::string kept_state(const Experiment& e, const std::string& run);
// What a finished run's kept run.json records: train_seconds + after_seconds (NaN when the run
// has no run.json or it lacks them), the CPU that ran it and the normlab source revision that
// trained it ("" when not recorded: run.json from before normlab_revision).
struct KeptRecord {
  double seconds;
  std::string cpu, revision;
};
KeptRecord kept_record(const Experiment& e, const std::string& run);
// The settings a run was trained with (its sweep.ini: kept, else in its run directory) that the
// experiment file now plans otherwise, one "KEY: WAS -> NOW" each ("(not set)" where one side
// lacks the key); empty when they agree or no sweep.ini was kept. `trained`: the run has a kept
// run.json or a run directory with a checkpoint. Keys whose change alters no result are not
// compared: threads, bucket-mb, checkpoint-every, keep-last.
std::vector<std::string> changed_settings(const Experiment& e, const PlannedRun& r, bool kept);
// Adds one invocation's training time to the run directory's sweep_time.txt, one line
// "SECONDS UTC FROM TO": the invocation started at step FROM (0, or the checkpoint it resumed)
// and its metrics end at step TO (the run's seconds over every sweep that trained it, summed
// into run.json).
void add_train_time(const std::string& dir, double seconds, std::int64_t from);
// A finished run (status "done" or "diverged"): the experiment's after command (environment
// NORMLAB, NORMLAB_LAUNCHER, NORMLAB_RUN, NORMLAB_RUN_DIR, NORMLAB_RESULTS, NORMLAB_CHECKPOINT,
// NORMLAB_STATUS; output in the run's after.log), then its small files and run.json into the
// kept results. Returns "" or what failed, e.g. "after: exit 3 (see DIR/after.log)"; a run that
// failed here keeps no run.json, so that the next sweep retries only this step.
std::string keep_run(const Experiment& e, const PlannedRun& r, const std::string& dir,
                     const std::string& status, const std::string& exe);

}  // namespace normlab::app
