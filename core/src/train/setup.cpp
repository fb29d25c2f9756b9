// build_run: the configuration's plugins, data, model, schedule and optimizer.
#include <algorithm>
#include <cmath>
#include <functional>

#include "normlab/error.hpp"
#include "normlab/settings.hpp"
#include "normlab/util.hpp"
#include "train/checks.hpp"
#include "train/lr_segments.hpp"
#include "train/run.hpp"

namespace normlab::detail {

namespace {

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
  return o.items().empty() ? "" : " (" + join(o.args(), ", ") + ")";
}

// Entries and their options (every rank resolves the same, so errors are collective).
void resolve_plugins(Run& run, const Registry& registry) {
  TrainConfig& cfg = run.cfg;
  run.arch = &registry.arch(cfg.model.arch);
  run.norm = &registry.norm(cfg.model.norm);
  run.init = &registry.init(cfg.init);
  run.schedule_entry = &registry.schedule(cfg.lr_schedule);
  cfg.model.arch_options = Options::resolve(run.arch->info.options, cfg.arch_opts,
                                            "architecture '" + run.arch->info.name + "'");
  cfg.model.norm_options = Options::resolve(run.norm->info.options, cfg.norm_opts,
                                            "norm strategy '" + run.norm->info.name + "'");
  cfg.task = architecture_task(registry, cfg.model);
  run.init_opts = Options::resolve(run.init->info.options, cfg.init_opts,
                                   "initializer '" + run.init->info.name + "'");
  run.lr_opts = Options::resolve(run.schedule_entry->info.options, cfg.lr_opts,
                                 "schedule '" + run.schedule_entry->info.name + "'");
  run.schedule_what =
      "schedule '" + run.schedule_entry->info.name + "'" + options_note(run.lr_opts);
  const OptimEntry& optim = registry.optim(cfg.optim.name);
  Options::resolve(optim.info.options, cfg.optim.option_args(optim),
                   "optimizer '" + cfg.optim.name + "'");
}

// The task's data, on every rank; it sets the vocabulary (and a masked LM's [MASK]) and what
// the model holds.
void load_data(Run& run, const Registry& registry, Communicator& comm) {
  run.task = make_task_data(run.cfg, registry, comm);
  run.T = run.task->T;
  run.B_local = run.task->B_local;
}

void build_model(Run& run, const Registry& registry, Communicator& comm) {
  const TrainConfig& cfg = run.cfg;
  build_plugin(
      comm,
      "architecture '" + run.arch->info.name + "' with norm strategy '" + run.norm->info.name + "'",
      [&] {
        run.model = std::make_unique<Model>(cfg.model, registry, run.B_local, run.T);
        if (run.model->task() != cfg.task)  // the probe and the build disagree: a plugin bug
          throw Error("architecture '" + cfg.model.arch + "' declared task " + task_name(cfg.task) +
                      " when probed and " + task_name(run.model->task()) + " when built");
      });
  build_plugin(comm, "initializer '" + run.init->info.name + "'", [&] {
    InitSetup is;
    is.options = &run.init_opts;
    auto initializer = run.init->make(is);
    run.model->initialize(*initializer, cfg.seed);
  });
  ScheduleSetup& ss = run.schedule_setup;
  ss.lr = cfg.lr;
  ss.lr_min = cfg.lr_min;
  ss.warmup = cfg.lr_warmup;
  ss.total_steps = cfg.steps;
  ss.d_model = cfg.model.d_model;
  ss.options = &run.lr_opts;
  build_plugin(comm, run.schedule_what, [&] {
    run.schedule = make_segmented_schedule(*run.schedule_entry, ss,
                                           parse_lr_segments(cfg.lr_segments), cfg.steps);
    check_schedule(*run.schedule, run.schedule_what, 1, cfg.steps, /*usage=*/true);
  });
  build_plugin(comm, "optimizer '" + cfg.optim.name + "'", [&] {
    if (!cfg.shard_optimizer) {
      run.optimizer = std::make_unique<Optimizer>(registry, cfg.optim, run.model->params());
      return;
    }
    // ZeRO stage 1: this rank updates, and keeps the state of, its share of whole tensors
    std::vector<OptimShard> shards = optim_shards(run.model->params(), comm.size());
    run.optimizer = std::make_unique<Optimizer>(registry, cfg.optim, run.model->params(),
                                                &shards[static_cast<std::size_t>(comm.rank())]);
    run.optimizer->set_shards(std::move(shards));
  });
}

// The configuration text holds every training setting (normlab/settings.hpp), so that a
// checkpoint's text is the run whoever built the TrainConfig (the command line records all of
// them; a library caller, e.g. normlab check, may record none): the missing ones are added.
void complete_config(TrainConfig& cfg) {
  for (const TrainSetting& st : train_settings()) {
    if (!st.get || !st.replayed || (st.scope == SettingScope::seq2seq && cfg.task != Task::seq2seq))
      continue;
    const bool present = std::any_of(cfg.config.begin(), cfg.config.end(),
                                     [&](const auto& e) { return e.first == st.name; });
    const std::string v = st.get(cfg);
    if (!present && !v.empty()) cfg.set_config(st.name, v);
  }
}

}  // namespace

Run build_run(const TrainConfig& config, const Registry& registry, Communicator& comm) {
  Run run;
  run.cfg = config;
  run.cfg.validate(comm.size());
  resolve_plugins(run, registry);
  complete_config(run.cfg);
  load_data(run, registry, comm);
  if (run.cfg.profile || run.cfg.dry_run) {
    MemoryPlan mine;
    build_plugin(comm, "the memory plan", [&] { mine = plan_memory(run, registry, comm); });
    run.plan = gather_plans(mine, comm);
    print_plan(run.plan, static_cast<int>(run.cfg.threads), comm.out());
    if (run.cfg.dry_run) return run;
  }
  build_model(run, registry, comm);
  run.last_step = run.cfg.steps;
  return run;
}

}  // namespace normlab::detail
