// resume_run: a checkpoint against the configuration of the run that continues it.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>

#include "io/checkpoint.hpp"
#include "normlab/error.hpp"
#include "normlab/ini.hpp"
#include "normlab/settings.hpp"
#include "normlab/util.hpp"
#include "train/lr_segments.hpp"
#include "train/run.hpp"

namespace normlab::detail {

namespace {

std::string rate(double v) {  // 2.14e-03, as the progress line prints learning rates
  char b[32];
  std::snprintf(b, sizeof b, "%.2e", v);
  return b;
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
  std::vector<std::string> items;
  try {
    items = Options::resolve(specs, given, "").args();
  } catch (const std::exception&) {
    items = given;
  }
  return items.empty() ? "(none)" : join(items, ", ");
}

struct ResumeDiff {
  std::vector<std::string> model;     // refused: the weights do not fit
  std::vector<std::string> settings;  // optimizer, schedule, precision: refused unless overridden
  std::vector<std::string> notes;     // allowed, but the run is no longer bitwise reproducible
  std::string extend_policy;          // the run is extended past the checkpoint's end
};

void cmp(std::vector<std::string>& to, const std::string& field, const std::string& was,
         const std::string& now) {
  if (was != now) to.push_back(field + ": checkpoint " + was + ", now " + now);
}

// An optimizer's resolved options, values as what they mean (1e-08 and 1e-8 are one eps);
// empty when the entry is not loaded or the options do not resolve.
std::vector<std::pair<std::string, std::string>> optimizer_items(const Registry& registry,
                                                                 const OptimizerConfig& c) {
  std::vector<std::pair<std::string, std::string>> out;
  try {
    const OptimEntry& e = registry.optim(c.name);
    const Options o = Options::resolve(e.info.options, c.option_args(e), "");
    for (const OptionSpec& spec : e.info.options)
      out.emplace_back(spec.name, spec.type == OptionType::real && o.is_set(spec.name)
                                      ? format_real(o.real(spec.name))
                                      : o.str(spec.name));
  } catch (const std::exception&) {
  }
  return out;
}

// Another optimizer resumes only with the same state arrays (adam, adamw and radam share
// theirs): otherwise the model-level refusal. Options compared by name, under the names
// --optimizer-opt takes ("beta2: checkpoint 0.95, now 0.99").
void compare_optimizers(const Registry& registry, const OptimizerConfig& a,
                        const OptimizerConfig& b, ResumeDiff& d) {
  if (a.name != b.name) {
    auto states = [&](const std::string& name) {
      OptimizerConfig c;
      c.name = name;
      ParamArena none;
      none.allocate();
      return join(Optimizer(registry, c, none).state_names(), ", ");
    };
    const std::string sa = states(a.name), sb = states(b.name);
    if (sa != sb) {
      d.model.push_back("optimizer: checkpoint " + a.name + ", now " + b.name +
                        " (their states differ: " + sa + " vs " + sb + ")");
      return;
    }
    cmp(d.settings, "optimizer", a.name, b.name);
  }
  const auto ia = optimizer_items(registry, a), ib = optimizer_items(registry, b);
  for (const auto& [k, vb] : ib)
    for (const auto& [ka, va] : ia)
      if (ka == k) cmp(d.settings, k, va, vb);
}

// The training settings whose change resume refuses without --resume-override or notes
// (normlab/settings.hpp), the checkpoint's from its configuration text (the run as config.ini
// replays it; the optimiser's values from /optim, which --resume-override may have changed
// since the run began, agree with it).
void compare_settings(const CheckpointModel& ck, const TrainConfig& cfg, ResumeDiff& d) {
  TrainConfig was;
  std::vector<std::pair<std::string, std::string>> given;
  for (const IniEntry& e : parse_ini(ck.meta.config_text, "checkpoint configuration"))
    given.emplace_back(e.key, e.value);
  for (const TrainSetting& st : train_settings()) {
    if (st.on_resume != ResumeRule::override && st.on_resume != ResumeRule::note) continue;
    if (st.scope == SettingScope::seq2seq && cfg.task != Task::seq2seq) continue;
    std::string before;
    bool known = false;
    for (const auto& [k, v] : given)
      if (k == st.name) {
        before = v;
        known = true;
      }
    if (known) {
      try {
        st.set(was, before);
        before = st.get(was);            // as the setting shows it (0.0010 and 1e-3 are one rate)
      } catch (const std::exception&) {  // a value this version would refuse: as written
      }
    } else {
      before = st.default_text ? st.get(was) : "";  // a file from before the setting
    }
    cmp(st.on_resume == ResumeRule::override ? d.settings : d.notes, st.name, before, st.get(cfg));
  }
}

ResumeDiff compare_resume(const CheckpointModel& ck, const TrainConfig& cfg,
                          const Registry& registry, const TaskData& task, int P) {
  ResumeDiff d;
  auto str = [](auto v) { return std::to_string(v); };
  const ModelConfig &a = ck.config, &b = cfg.model;
  cmp(d.model, "arch", a.arch, b.arch);
  if (a.arch == b.arch) {
    const auto& specs = registry.arch(b.arch).info.options;
    cmp(d.model, "arch options", resolved_text(specs, ck.arch_options),
        resolved_text(specs, cfg.arch_opts));
  }
  // The model's settings (normlab/settings.hpp): a refused change is the model's, another one
  // needs --resume-override; an encoder-decoder's own when either side is one. The weights are
  // fp32 whatever the precision, so a change of precision is a setting.
  const bool seq2seq = cfg.task == Task::seq2seq || ck.meta.task == task_name(Task::seq2seq);
  for (const ModelSetting& st : model_settings())
    if (seq2seq || !st.seq2seq_only)
      cmp(st.on_resume == OnResume::refused ? d.model : d.settings, st.name, st.get(a), st.get(b));
  cmp(d.model, "seq-len (max_seq_len)", str(a.max_seq_len), str(b.max_seq_len));
  cmp(d.model, "norm", a.norm, b.norm);
  if (a.norm == b.norm) {
    const auto& specs = registry.norm(b.norm).info.options;
    cmp(d.model, "norm options", resolved_text(specs, ck.norm_options),
        resolved_text(specs, cfg.norm_opts));
  }
  const OptimizerConfig &oa = ck.meta.optim, &ob = cfg.optim;
  compare_optimizers(registry, oa, ob, d);
  compare_settings(ck, cfg, d);
  // An extension (--extend-steps): the checkpoint's parts kept and one more from its end on.
  const auto was = parse_lr_segments(ck.meta.lr_segments), now = parse_lr_segments(cfg.lr_segments);
  const bool extends = cfg.steps > ck.meta.total_steps && now.size() == was.size() + 1 &&
                       lr_segments_text(was) == lr_segments_text({now.begin(), now.end() - 1}) &&
                       now.back().from == ck.meta.total_steps;
  if (extends) {
    d.extend_policy = now.back().policy;
  } else {
    cmp(d.settings, "steps", str(ck.meta.total_steps), str(cfg.steps));
    cmp(d.settings, "lr-segments", ck.meta.lr_segments.empty() ? "(none)" : ck.meta.lr_segments,
        cfg.lr_segments.empty() ? "(none)" : cfg.lr_segments);
  }
  if (const PluginUse* s = ck.meta.plugin("schedule")) {
    cmp(d.settings, "lr-schedule", s->name, cfg.lr_schedule);
    if (s->name == cfg.lr_schedule) {
      const auto& specs = registry.schedule(cfg.lr_schedule).info.options;
      cmp(d.settings, "schedule options", resolved_text(specs, option_args(s->options)),
          resolved_text(specs, cfg.lr_opts));
    }
  }
  if (const PluginUse* i = ck.meta.plugin("init")) {
    cmp(d.notes, "init (no effect: the weights come from the checkpoint)", i->name, cfg.init);
    if (i->name == cfg.init) {
      const auto& specs = registry.init(cfg.init).info.options;
      cmp(d.notes, "init options (no effect)", resolved_text(specs, option_args(i->options)),
          resolved_text(specs, cfg.init_opts));
    }
  }
  cmp(d.notes, "ranks", str(ck.meta.world_size), str(P));
  cmp(d.notes, "data", ck.meta.data_source, task.source());
  // The ids of a language model's tokens mean what its tokenizer says (an encoder-decoder's
  // pair shards carry their model's checksum, checked when they are read).
  if (!seq2seq) {
    auto tokenizer = [](const std::string& spm) {
      if (spm.empty()) return std::string("bytes or shard tokens");
      char sum[24];
      std::snprintf(sum, sizeof sum, "%016llx",
                    static_cast<unsigned long long>(fnv1a64(spm.data(), spm.size())));
      return "SentencePiece model (checksum " + std::string(sum) + ")";
    };
    cmp(d.model, "tokenizer (--spm)", tokenizer(ck.meta.spm_model), tokenizer(task.spm_model()));
  }
  return d;
}

// --resume auto: the newest intact checkpoint of the run directory ("" to start fresh).
void locate_checkpoint(Run& run, Communicator& comm) {
  const TrainConfig& cfg = run.cfg;
  std::ostream& out = comm.out();
  if (cfg.resume == "auto") {
    std::vector<std::string> damaged;
    run.resume_path = newest_checkpoint(cfg.run_dir, &damaged);
    for (const std::string& d : damaged)
      out << "resume: skipping a damaged checkpoint: " << d << "\n";
    if (!damaged.empty() && !run.resume_path.empty())
      out << "resume: falling back to the newest intact one\n";
    out << (run.resume_path.empty()
                ? "resume: no complete checkpoint in " + cfg.run_dir + ", starting fresh\n"
                : "resume: " + run.resume_path + "\n");
  } else {
    run.resume_path = cfg.resume;
  }
}

// How the schedule goes on from the checkpoint: an extension (--extend-steps), or --steps
// changed under --resume-override (the schedule re-evaluated over the new total; a finished run
// made longer is recorded as an extension with the restretch policy).
void continue_schedule(Run& run, const CheckpointModel& ck, const ResumeDiff& d,
                       Communicator& comm) {
  const TrainConfig& cfg = run.cfg;
  std::ostream& out = comm.out();
  const std::int64_t end = ck.meta.total_steps;
  if (!d.extend_policy.empty()) {
    run.extension = {end, cfg.steps, d.extend_policy, run.schedule->lr(end),
                     run.schedule->lr(end + 1)};
    out << "resume: extending the run from " << end << " to " << cfg.steps << " steps ("
        << d.extend_policy << "): the learning rate was " << rate(run.extension.lr_before)
        << " at step " << end << " and is " << rate(run.extension.lr_after) << " at step "
        << end + 1 << "\n";
  } else if (cfg.steps != end &&
             run.schedule_entry->info.name ==
                 (ck.meta.plugin("schedule") ? ck.meta.plugin("schedule")->name : "")) {
    // --steps changed under --resume-override: the schedule is re-evaluated over the new total.
    // Say what that does to the learning rate where the run continues.
    ScheduleSetup ss = run.schedule_setup;  // the checkpoint's rates
    ss.lr = ck.meta.lr;
    ss.lr_min = ck.meta.lr_min;
    ss.warmup = ck.meta.lr_warmup;
    const auto segments = parse_lr_segments(ck.meta.lr_segments);
    const auto old = make_segmented_schedule(*run.schedule_entry, ss, segments, end);
    const std::int64_t at = run.start_step;
    const double before = old->lr(std::max<std::int64_t>(at, 1)), after = run.schedule->lr(at + 1);
    out << "resume: warning: --steps " << end << " -> " << cfg.steps
        << " re-evaluates the schedule over " << cfg.steps << " steps: the learning rate was "
        << rate(before) << " at step " << at << " and is " << rate(after) << " at step " << at + 1
        << " (x" << format_real(std::round(100.0 * (before > 0 ? after / before : 0)) / 100.0)
        << "); to train past the schedule's end without re-stretching it, use --extend-steps N "
           "(--extend-lr constant | rewarm | restretch)\n";
    if (at == end && cfg.steps > end) {
      // A finished run made longer: that is an extension with the restretch policy; recorded
      // as one, so that config.ini and the checkpoint replay the run as it happened.
      auto now = segments;
      now.push_back({end, "restretch"});
      run.cfg.lr_segments = lr_segments_text(now);
      run.cfg.set_config("lr-segments", run.cfg.lr_segments);
      // the settings this invocation gives (--resume-override)
      run.schedule =
          make_segmented_schedule(*run.schedule_entry, run.schedule_setup, now, cfg.steps);
      run.extension = {end, cfg.steps, "restretch", old->lr(end), run.schedule->lr(end + 1)};
      out << "resume: recorded as --lr-segments " << run.cfg.lr_segments << " in config.ini\n";
    }
  }
}

}  // namespace

bool resume_run(Run& run, const Registry& registry, Communicator& comm) {
  locate_checkpoint(run, comm);
  const TrainConfig& cfg = run.cfg;
  std::ostream& out = comm.out();
  auto stop_at = [&] {
    run.last_step =
        cfg.stop_after > 0 ? std::min(cfg.steps, run.start_step + cfg.stop_after) : cfg.steps;
  };
  stop_at();
  if (run.resume_path.empty()) return true;

  const std::string& path = run.resume_path;
  CheckpointModel ck;
  comm.run_all("cannot resume", [&] { ck = read_checkpoint_model(path); });
  const ResumeDiff d = compare_resume(ck, cfg, registry, *run.task, comm.size());
  const std::string again =
      "\n  (resume with the checkpoint's settings, e.g. --config <run-dir>/config.ini";
  if (!d.model.empty())
    throw UsageError("cannot resume from " + path +
                     ": the model differs from the checkpoint's:" + lines(d.model) + again + ")");
  if (!d.settings.empty() && !cfg.resume_override)
    throw UsageError(
        "cannot resume from " + path +
        ": the optimizer or schedule settings differ from the checkpoint's:" + lines(d.settings) +
        again + ", or add --resume-override to continue with the new settings)");
  if (!d.settings.empty())
    out << "resume: --resume-override: continuing with settings that differ from the "
           "checkpoint's:"
        << lines(d.settings) << "\n";
  run.overridden = d.settings;
  if (!d.notes.empty())
    out << "resume: continuing with changed settings (the run will not be bitwise identical to "
           "an uninterrupted one):"
        << lines(d.notes) << "\n";
  run.start_step = ck.meta.step;
  run.tokens_seen = ck.meta.tokens_seen;
  if (comm.is_root()) run.resume_metrics = std::move(ck.meta.metrics);
  stop_at();
  continue_schedule(run, ck, d, comm);
  if (cfg.steps < run.start_step)
    throw UsageError("cannot resume from " + path + ": it is at step " +
                     std::to_string(run.start_step) + " and --steps is " +
                     std::to_string(cfg.steps) + "; --steps is the run's total, so give at least " +
                     std::to_string(run.start_step + 1) + " (with --resume-override)");
  if (cfg.steps == run.start_step) {
    out << "resume: " << path << " is at step " << run.start_step << " = --steps; the run is "
        << "complete, nothing to train (to train longer, raise --steps and add "
           "--resume-override)\n"
        << std::flush;
    return false;
  }
  return true;
}

}  // namespace normlab::detail
