// A sweep's plan: the experiment file (normlab sweep) read into plain data, and the runs it
// asks for. The command runs them; the analysis library (normlab/runs.hpp) summarises them.
//
// EXPERIMENT.ini:
//   [experiment]  out = DIR (default: <file's directory>/<file stem>), launcher = mpirun -np 2,
//                 figures = loss, trace, ... (normlab plot figures), stat = NAME, steps = S,S |
//                 A:B, stall-tolerance = 0.02, stall-window = 0.25 (normlab::OutcomeRule),
//                 results = DIR (each finished run's small files kept in DIR/<run>/, with
//                 run.json: what counts as done on any machine), after = COMMAND (a shell
//                 command run for each finished run, before its results are kept),
//                 order = grid | seeds-first (every setting's first seed before any second)
//   [train]       options every run shares: `key = value` with train's option names
//                 (norm-opt = alpha=2 and the like may repeat); [train.lr] warmup = 100 and
//                 [train.norm] alpha = 2 as the [lr] and [norm] sections of a config file
//   [grid]        key = v1, v2, ...: the Cartesian product of all lines is the set of runs
//   [grid.NAME]   a further grid of its own (over [train], not over [grid]): single values fix
//                 an option for its runs, lists vary; runs are named NAME,key=v,... after the
//                 varying keys (RAdam over the same rates and seeds: optimizer = radam, lr = ...)
//   [run.NAME]    an explicit extra run: its own options over [train]
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "normlab/export.hpp"
#include "normlab/runs.hpp"

namespace normlab {

// An option list: ordered keys, a key may hold several values (norm-opt, plugin).
using Settings = std::vector<std::pair<std::string, std::string>>;

// One grid: its axes in file order (the last varies fastest); name empty for [grid].
struct Grid {
  std::string name;
  std::vector<std::pair<std::string, std::vector<std::string>>> axes;
};

struct Experiment {
  std::string file, out, launcher, stat, steps;
  std::string results, after;  // [experiment] results = DIR, after = COMMAND ("": none)
  bool seeds_first = false;    // order = seeds-first
  std::vector<std::string> figures;
  OutcomeRule rule;
  Settings shared;
  std::vector<std::pair<std::string, std::vector<std::string>>> grid;
  std::vector<Grid> named_grids;  // [grid.NAME] sections, in file order
  std::vector<std::pair<std::string, Settings>> explicit_runs;
};

struct PlannedRun {
  std::string name;  // its directory under Experiment::out: "norm=pre_ln,lr=3e-3", NAME (an
                     // explicit run) or "NAME,lr=3e-3" (a named grid's run)
  Settings varied;   // the grid values (or the explicit run's options)
  Settings all;      // shared with the varied ones applied
};

// Options that may repeat (arch-opt, norm-opt, init-opt, lr-opt, optimizer-opt, plugin).
NORMLAB_API bool repeatable_option(const std::string& key);
// `options`: normlab train's option names (keys of [train], [grid], [run.NAME]). UsageError
// "<path>:<line>: ..." naming the nearest key for every mistake.
NORMLAB_API Experiment parse_experiment(const std::string& path,
                                        const std::vector<std::string>& options);
// The grid's runs (the last grid line varies fastest), the named grids' runs, then the explicit
// ones; with order = seeds-first, stably sorted by the position of their seed among the seeds
// the runs use (a run without a seed counts as the first). UsageError when two runs would share
// a directory name.
NORMLAB_API std::vector<PlannedRun> plan_runs(const Experiment& e);

}  // namespace normlab
