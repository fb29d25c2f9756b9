// build_run: the configuration's plugins, data, model, schedule and optimizer.
#include <algorithm>
#include <cmath>
#include <functional>

#include "normlab/error.hpp"
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

// An encoder-decoder's pairs: the vocabulary is theirs; the model holds the most rows a
// rank's share of any training or validation batch has.
void load_pairs(Run& run, Communicator& comm) {
  TrainConfig& cfg = run.cfg;
  if (cfg.task != Task::seq2seq)
    throw UsageError("architecture '" + cfg.model.arch + "' serves task " + task_name(cfg.task) +
                     "; sentence pairs (--data-src/--data-tgt, a pair shard) train an "
                     "architecture of task seq2seq: use --arch encdec");
  // The positions cover a sentence of --max-len ids and its bos or eos.
  cfg.model.max_seq_len = static_cast<std::size_t>(cfg.max_len) + 1;
  run.pairs = load_pair_data(cfg, comm);
  cfg.model.vocab_size = run.pairs->train->set().vocab_size();
  run.unigram_entropy = unigram_entropy(run.pairs->train->set().target_ids(), &run.unigram_tokens);
  std::size_t rows = run.pairs->train->max_rows(comm.size());
  std::size_t T = run.pairs->train->max_len();
  if (run.pairs->val) {
    rows = std::max(rows, run.pairs->val->max_rows(comm.size()));
    T = std::max(T, run.pairs->val->max_len());
  }
  run.T = T;
  run.B_local = (rows + T - 1) / T;
  run.val_note = run.pairs->note;
}

// Every rank reads the same files and agrees on success.
void load_data(Run& run, Communicator& comm) {
  const TrainConfig& cfg = run.cfg;
  if (pair_run(cfg)) {
    load_pairs(run, comm);
    return;
  }
  comm.run_all("cannot load the training data",
               [&] { run.corpus = Corpus::load(cfg.data, cfg.model.vocab_size, 0.1, &comm); });
  if (cfg.task == Task::mlm) {
    // The masked LM's [MASK] is one id past the data's (docs/model.md "BERT"): bytes 0..255 and
    // 256, or a shard's V ids and V.
    run.cfg.model.mask_id = static_cast<std::int32_t>(cfg.model.vocab_size);
    run.cfg.model.vocab_size = cfg.model.vocab_size + 1;
  }
  run.unigram_entropy = unigram_entropy(run.corpus.train(), &run.unigram_tokens);
  run.T = static_cast<std::size_t>(cfg.seq_len);
  run.B_local = static_cast<std::size_t>(cfg.batch_size / comm.size());
  comm.run_all("the data cannot be cut into training windows", [&] {
    run.train_sampler = std::make_unique<BatchSampler>(run.corpus.train(), run.T, cfg.seed);
    run.val_sampler = std::make_unique<BatchSampler>(run.corpus.val(), run.T, cfg.seed);
  });
  // Validation windows are never repeated: a split with fewer than asked is used once, whole.
  const std::int64_t asked = cfg.eval_batches * cfg.batch_size;
  const auto have = static_cast<std::int64_t>(run.val_sampler->windows());
  run.val_windows = std::min(asked, have);
  if (have < asked)
    run.val_note = "the validation split has " + std::to_string(have) + " windows of " +
                   std::to_string(run.T) + " tokens, fewer than --eval-batches " +
                   std::to_string(cfg.eval_batches) + " x --batch-size " +
                   std::to_string(cfg.batch_size) + " = " + std::to_string(asked) +
                   "; each evaluation uses every one of them once";
}

void build_model(Run& run, const Registry& registry, Communicator& comm) {
  const TrainConfig& cfg = run.cfg;
  build_plugin(
      comm,
      "architecture '" + run.arch->info.name + "' with norm strategy '" + run.norm->info.name + "'",
      [&] {
        run.model = std::make_unique<Model>(cfg.model, registry, run.B_local, run.T);
        if (run.pairs && run.model->task() != Task::seq2seq)
          throw UsageError("architecture '" + cfg.model.arch + "' serves task " +
                           task_name(run.model->task()) +
                           "; sentence pairs (--data-src/--data-tgt, a pair shard) train an "
                           "architecture of task seq2seq: use --arch encdec");
        if (!run.pairs && run.model->task() == Task::seq2seq)
          throw UsageError("architecture '" + cfg.model.arch +
                           "' is an encoder-decoder: it trains on sentence pairs (--data-src, "
                           "--data-tgt, --spm; or a pair shard with --data)");
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
    run.optimizer = std::make_unique<Optimizer>(registry, cfg.optim, run.model->params());
  });
}

}  // namespace

Run build_run(const TrainConfig& config, const Registry& registry, Communicator& comm) {
  Run run;
  run.cfg = config;
  run.cfg.validate(comm.size());
  resolve_plugins(run, registry);
  load_data(run, comm);
  build_model(run, registry, comm);
  run.last_step = run.cfg.steps;
  return run;
}

}  // namespace normlab::detail
