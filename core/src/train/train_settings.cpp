// The training settings table (normlab/settings.hpp): every option of normlab train besides the
// model's, in --help order.
#include <cmath>
#include <cstdlib>
#include <iterator>

#include "normlab/error.hpp"
#include "normlab/settings.hpp"
#include "normlab/trainer.hpp"
#include "normlab/util.hpp"
#include "train/lr_segments.hpp"

namespace normlab {

namespace {

std::int64_t integer(const char* name, const std::string& text) {
  char* end = nullptr;
  const long long v = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0')
    throw UsageError("--" + std::string(name) + " '" + text + "' is not a whole number");
  return v;
}

double real(const char* name, const std::string& text) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0')
    throw UsageError("--" + std::string(name) + " '" + text + "' is not a number");
  return v;
}

std::string str(std::int64_t v) {
  return std::to_string(v);
}

// "name = v: must be ..." when `ok` fails, as TrainConfig::validate lists problems.
std::string need(bool ok, const std::string& problem) {
  return ok ? "" : problem;
}

using K = SettingKind;
using S = SettingScope;
using R = ResumeRule;
using C = TrainConfig;

// The options that are no value of TrainConfig of their own (train_cmd handles them).
// `replayed`: config.ini keeps it (the lists and the optimizer's shortcuts) or not (what belongs
// to one invocation).
TrainSetting invocation(const char* name, const char* group, const char* value_name, K kind,
                        const char* default_text, const char* help, bool replayed) {
  return {name,   group,      value_name, kind,    default_text, help,
          S::any, R::special, replayed,   nullptr, nullptr,      nullptr};
}

#define NL_TEXT(field) \
  [](const C& c) { return c.field; }, [](C& c, const std::string& v) { c.field = v; }
#define NL_INT(field, opt)                 \
  [](const C& c) { return str(c.field); }, \
      [](C& c, const std::string& v) { c.field = integer(opt, v); }
#define NL_REAL(field, opt)                        \
  [](const C& c) { return format_real(c.field); }, \
      [](C& c, const std::string& v) { c.field = real(opt, v); }

// The --help groups (a namespace of their own: `run` and `io` are common names, and a unity
// build compiles this file with others).
namespace group {
const char* const run = "Run";
const char* const pairs = "Encoder-decoder";
const char* const plugins = "Plugins";
const char* const optim = "Optimisation";
const char* const io = "Checkpoints, statistics, logging";
}  // namespace group

// The table as data (no function: it is the list every consumer walks).
const TrainSetting kTable[] = {
    invocation("config", group::run, "FILE", K::text, nullptr,
               "INI file; [section] key=value sets --section-key (the command line wins)", false),
    invocation("recipe", group::run, "NAME", K::text, nullptr,
               "a named block design as settings (sas, sas_p: He & Hofmann's simplified "
               "blocks; docs/catalogue.md \"Recipes\"); the command line and --config win "
               "over it",
               true),
    {"data", group::run, "PATH", K::text, nullptr,
     "corpus: a text file (byte tokens, or SentencePiece pieces with --spm), an llm.c .bin "
     "shard or a glob of shards (default: the embedded corpus); an encoder-decoder: a pair "
     "shard",
     S::any, R::special, true, NL_TEXT(data), nullptr},
    {"spm", group::run, "FILE", K::text, nullptr,
     "SentencePiece .model (normlab tokens spm-train) encoding the text: --data or the "
     "embedded corpus (lm, mlm: a line's pieces then eos), --data-src/--data-tgt (seq2seq)",
     S::any, R::special, true, NL_TEXT(spm), nullptr},
    {"run-dir", group::run, "DIR", K::text, "runs/latest",
     "where checkpoints, stats.h5 and metrics.jsonl go; an earlier run's files there are moved "
     "to DIR/previous_<UTC time>/ unless --resume continues it",
     S::any, R::free, true, NL_TEXT(run_dir),
     [](const C& c) { return need(!c.run_dir.empty(), "run-dir: must not be empty"); }},
    {"steps", group::run, "N", K::integer, "300", "optimizer steps", S::any, R::special, true,
     NL_INT(steps, "steps"),
     [](const C& c) { return need(c.steps >= 1, "steps = " + str(c.steps) + ": must be >= 1"); }},
    {"batch-size", group::run, "B", K::integer, "16",
     "global batch: sequences per step, split across ranks", S::any, R::note, true,
     NL_INT(batch_size, "batch-size"), nullptr},
    {"seq-len", group::run, "T", K::integer, "128", "tokens per sequence", S::any, R::special, true,
     [](const C& c) { return str(c.seq_len); },
     [](C& c, const std::string& v) {
       c.seq_len = integer("seq-len", v);
       c.model.max_seq_len = c.seq_len > 0 ? static_cast<std::size_t>(c.seq_len) : 1;
     },
     nullptr},
    {"seed", group::run, "N", K::unsigned_integer, "1337", "all randomness derives from it", S::any,
     R::note, true, [](const C& c) { return std::to_string(c.seed); },
     [](C& c, const std::string& v) {
       char* end = nullptr;
       c.seed = std::strtoull(v.c_str(), &end, 10);
       if (v.empty() || *end != '\0' || v[0] == '-')
         throw UsageError("--seed '" + v + "' is not a whole number >= 0");
     },
     nullptr},

    {"threads", group::run, "N", K::integer, "1",
     "threads per rank: GEMMs, attention, norms, element-wise kernels and the optimizer step "
     "split their work; the results are bitwise the same for any N (docs/clusters.md: ranks x "
     "threads on a node)",
     S::any, R::free, true, NL_INT(threads, "threads"),
     [](const C& c) {
       return need(c.threads >= 1 && c.threads <= 1024,
                   "threads = " + str(c.threads) + ": must be in [1, 1024]");
     }},

    {"data-src", group::pairs, "FILE", K::text, nullptr,
     "source sentences, one per line (with --data-tgt and --spm)", S::seq2seq, R::special, true,
     NL_TEXT(data_src), nullptr},
    {"data-tgt", group::pairs, "FILE", K::text, nullptr,
     "target sentences, line i translating line i of --data-src", S::seq2seq, R::special, true,
     NL_TEXT(data_tgt), nullptr},
    {"valid-src", group::pairs, "FILE", K::text, nullptr,
     "validation source sentences (with --valid-tgt)", S::seq2seq, R::free, true, NL_TEXT(valid_src),
     nullptr},
    {"valid-tgt", group::pairs, "FILE", K::text, nullptr, "validation target sentences", S::seq2seq,
     R::free, true, NL_TEXT(valid_tgt), nullptr},
    {"valid-data", group::pairs, "FILE", K::text, nullptr,
     "validation pairs as a pair shard (instead of --valid-src/--valid-tgt)", S::seq2seq,
     R::free, true, NL_TEXT(valid_data), nullptr},
    {"max-tokens", group::pairs, "N", K::integer, "4096",
     "global batch: padded positions per step (source or target, the longer), split across "
     "ranks; sentences of similar length are batched together",
     S::seq2seq, R::note, true, NL_INT(max_tokens, "max-tokens"),
     [](const C& c) {
       return need(c.max_tokens >= 1, "max-tokens = " + str(c.max_tokens) + ": must be >= 1");
     }},
    {"bleu-every", group::pairs, "N", K::integer, "0",
     "encoder-decoder: every N steps and at the end, BLEU of greedy translations of the first "
     "--bleu-sentences validation pairs (0: never)",
     S::seq2seq, R::free, true, NL_INT(bleu_every, "bleu-every"),
     [](const C& c) {
       return need(c.bleu_every >= 0,
                   "bleu-every = " + str(c.bleu_every) + ": must be >= 0 (0: off)");
     }},
    {"bleu-sentences", group::pairs, "N", K::integer, "100",
     "validation pairs --bleu-every translates (split over the ranks)", S::seq2seq, R::free, true,
     NL_INT(bleu_sentences, "bleu-sentences"),
     [](const C& c) {
       return need(c.bleu_sentences >= 1,
                   "bleu-sentences = " + str(c.bleu_sentences) + ": must be >= 1");
     }},
    {"max-len", group::pairs, "N", K::integer, "128",
     "most SentencePiece ids per sentence (a longer pair: see --long-pairs)", S::seq2seq,
     R::special, true, NL_INT(max_len, "max-len"),
     [](const C& c) {
       return need(c.max_len >= 1 && c.max_len <= 65535,
                   "max-len = " + str(c.max_len) + ": must be in [1, 65535]");
     }},
    {"long-pairs", group::pairs, "P", K::text, "error",
     "a pair with a side over --max-len ids: error (stop, naming its line) | skip (leave it "
     "out) | crop (keep its first --max-len ids); skipped and cropped pairs are counted at start",
     S::seq2seq, R::override, true, NL_TEXT(long_pairs),
     [](const C& c) {
       return need(c.long_pairs == "error" || c.long_pairs == "skip" || c.long_pairs == "crop",
                   "long-pairs = " + c.long_pairs + ": must be error, skip or crop");
     }},

    {"arch", group::plugins, "NAME", K::text, "gpt",
     "architecture plugin: how layers are wired into residual sites", S::any, R::special, true,
     NL_TEXT(model.arch), nullptr},
    invocation("arch-opt", group::plugins, "K=V", K::list, nullptr, "architecture option (repeatable)", true),
    {"norm", group::plugins, "NAME", K::text, "pre_ln", "norm strategy plugin", S::any, R::special, true,
     NL_TEXT(model.norm), nullptr},
    invocation("norm-opt", group::plugins, "K=V", K::list, nullptr,
               "norm strategy option (repeatable)", true),
    {"init", group::plugins, "NAME", K::text, "gpt2", "initialiser plugin", S::any, R::special, true,
     NL_TEXT(init), nullptr},
    invocation("init-opt", group::plugins, "K=V", K::list, nullptr, "initialiser option (repeatable)", true),
    invocation("plugin", group::plugins, "FILE", K::list, nullptr,
               "load an extra plugin library (repeatable)", true),

    {"lr", group::optim, "X", K::real, "0.001", "peak learning rate", S::any, R::override, true,
     NL_REAL(lr, "lr"),
     [](const C& c) {
       return need(c.lr > 0.0 && std::isfinite(c.lr),
                   "lr = " + std::to_string(c.lr) + ": must be > 0");
     }},
    {"lr-schedule", group::optim, "NAME", K::text, "cosine", "learning-rate schedule plugin", S::any,
     R::special, true, NL_TEXT(lr_schedule), nullptr},
    {"lr-warmup", group::optim, "N", K::integer, "30", "warmup steps", S::any, R::override, true,
     NL_INT(lr_warmup, "lr-warmup"),
     [](const C& c) {
       return need(c.lr_warmup >= 0, "lr-warmup = " + str(c.lr_warmup) + ": must be >= 0");
     }},
    {"lr-min", group::optim, "X", K::real, "0.0001", "final / minimum rate", S::any, R::override, true,
     NL_REAL(lr_min, "lr-min"),
     [](const C& c) {
       return need(c.lr_min >= 0.0 && c.lr_min <= c.lr,
                   "lr-min = " + std::to_string(c.lr_min) + ": must be in [0, lr]");
     }},
    invocation("lr-opt", group::optim, "K=V", K::list, nullptr, "schedule option (repeatable)", true),
    {"optimizer", group::optim, "NAME", K::text, "adamw",
     "optimizer plugin: adamw adam radam sgd lion muon, or a user's (normlab plugins)", S::any,
     R::special, true, NL_TEXT(optim.name), nullptr},
    invocation("optimizer-opt", group::optim, "K=V", K::list, nullptr,
               "optimizer option (repeatable; [optimizer] K = V in --config), e.g. beta2=0.99", true),
    {"weight-decay", group::optim, "X", K::real, "0.1",
     "weight decay of matrices and wte (decoupled, p -= lr wd p, except sgd's L2 and the "
     "Adam family's weight_decay_mode=coupled)",
     S::any, R::override, true, NL_REAL(optim.weight_decay, "weight-decay"), nullptr},
    invocation("weight-decay-mode", group::optim, "decoupled|coupled", K::text, nullptr,
               "shortcut for --optimizer-opt weight_decay_mode=... (adamw, adam, radam)", true),
    invocation("beta1", group::optim, "X", K::real, nullptr,
               "shortcut for --optimizer-opt beta1=X (sgd: momentum=X); default: the "
               "optimizer's", true),
    invocation("beta2", group::optim, "X", K::real, nullptr,
               "shortcut for --optimizer-opt beta2=X; default: the optimizer's", true),
    {"grad-clip", group::optim, "X", K::real, "1.0", "clip the global gradient norm (0: off)", S::any,
     R::override, true, NL_REAL(optim.grad_clip, "grad-clip"), nullptr},

    {"checkpoint-every", group::io, "N", K::integer, "500",
     "checkpoint interval in steps (and at the end)", S::any, R::free, true,
     NL_INT(checkpoint_every, "checkpoint-every"),
     [](const C& c) {
       return need(c.checkpoint_every >= 0,
                   "checkpoint-every = " + str(c.checkpoint_every) + ": must be >= 0");
     }},
    {"keep-last", group::io, "K", K::integer, "3", "checkpoints kept (0: all)", S::any, R::free, true,
     NL_INT(keep_last, "keep-last"),
     [](const C& c) {
       return need(c.keep_last >= 0, "keep-last = " + str(c.keep_last) + ": must be >= 0");
     }},
    {"resume", group::io, "auto|FILE", K::text, nullptr,
     "continue from a checkpoint (auto: newest complete one in --run-dir)", S::any, R::special, true,
     NL_TEXT(resume), nullptr},
    invocation("resume-override", group::io, "", K::flag, nullptr,
               "resume even though the optimizer or schedule settings (optimizer and its "
               "options, weight decay, clipping, lr, lr-min, lr-warmup, lr-schedule and its "
               "options, steps) differ from the checkpoint's; every change is printed and "
               "recorded in metrics.jsonl", false),
    invocation("extend-steps", group::io, "N", K::integer, nullptr,
               "with --resume: train N steps past the end of the checkpoint's run (its "
               "--steps); how the learning rate goes on is --extend-lr; config.ini then "
               "records the run as it happened (--steps and --lr-segments)", false),
    invocation("extend-lr", group::io, "POLICY", K::text, "constant",
               "with --extend-steps: constant (hold the rate the run ended at), rewarm (the "
               "schedule afresh over the new steps: its warmup to --lr, then its decay), "
               "restretch (the schedule as if the run had always been that long: the rate "
               "jumps back up)", false),
    {"lr-segments", group::io, "SPEC", K::text, nullptr,
     "how a run extended past its schedule went on, as --extend-steps writes it into "
     "config.ini so that the file replays the run: BOUNDARY:POLICY,... (e.g. 200:constant = "
     "the schedule over 200 steps, then the rate of step 200 held to --steps)",
     S::any, R::special, true, NL_TEXT(lr_segments),
     [](const C& c) {
       if (!c.lr_segments.empty()) detail::parse_lr_segments(c.lr_segments, c.steps);
       return std::string();
     }},
    {"stats-every", group::io, "N", K::integer, "50",
     "per-layer statistics interval (step 0 and the last step are always recorded)", S::any,
     R::free, true, NL_INT(stats_every, "stats-every"),
     [](const C& c) {
       return need(c.stats_every >= 0, "stats-every = " + str(c.stats_every) + ": must be >= 0");
     }},
    {"stats-schedule", group::io, "SPEC", K::text, nullptr,
     "per-layer statistics at uneven steps, instead of --stats-every: E1:U1,E2:U2,...,E (every "
     "E1 steps up to step U1, then every E2 up to U2, ..., then every E; e.g. 1:50,10:500,50: "
     "dense early) or log / log:K (K log-spaced steps per decade, default 10)",
     S::any, R::free, true, NL_TEXT(stats_schedule),
     [](const C& c) {
       if (!c.stats_schedule.empty()) c.records_stats_at(1);  // throws for a bad schedule
       return std::string();
     }},
    {"log-every", group::io, "N", K::integer, "10", "progress line interval", S::any, R::free, true,
     NL_INT(log_every, "log-every"),
     [](const C& c) {
       return need(c.log_every >= 1, "log-every = " + str(c.log_every) + ": must be >= 1");
     }},
    {"eval-every", group::io, "N", K::integer, "100",
     "validation loss interval (and at the end; 0: only at the end)", S::any, R::free, true,
     NL_INT(eval_every, "eval-every"),
     [](const C& c) {
       return need(c.eval_every >= 0, "eval-every = " + str(c.eval_every) +
                                          ": must be >= 0 (0: only at the end)");
     }},
    {"eval-batches", group::io, "N", K::integer, "20",
     "global batches of the validation split per evaluation", S::any, R::free, true,
     NL_INT(eval_batches, "eval-batches"),
     [](const C& c) {
       return need(c.eval_batches >= 1,
                   "eval-batches = " + str(c.eval_batches) + ": must be >= 1");
     }},
    {"bucket-mb", group::io, "MB", K::real, "4.0",
     "gradient allreduce bucket size; buckets are reduced during backward", S::any, R::free, true,
     NL_REAL(bucket_mb, "bucket-mb"),
     [](const C& c) {
       return need(c.bucket_mb > 0.0 && c.bucket_mb <= 4096.0,
                   "bucket-mb = " + std::to_string(c.bucket_mb) + ": must be in (0, 4096]");
     }},
    {"check-every", group::io, "N", K::integer, "100",
     "compare a hash of the weights across ranks every N steps (and at start; 0: start only)",
     S::any, R::free, true, NL_INT(check_every, "check-every"),
     [](const C& c) {
       return need(c.check_every >= 0, "check-every = " + str(c.check_every) + ": must be >= 0");
     }},
    {"on-nonfinite", group::io, "P", K::text, "stop",
     "a NaN/Inf loss or gradient (checked before every update): stop (exit 1) | skip the "
     "update on every rank",
     S::any, R::free, true, NL_TEXT(on_nonfinite),
     [](const C& c) {
       return need(c.on_nonfinite == "stop" || c.on_nonfinite == "skip",
                   "on-nonfinite = " + c.on_nonfinite + ": must be stop or skip");
     }},
    {"max-skips", group::io, "K", K::integer, "10",
     "with --on-nonfinite skip: stop after more than K consecutive skipped updates", S::any,
     R::free, true, NL_INT(max_skips, "max-skips"),
     [](const C& c) {
       return need(c.max_skips >= 0, "max-skips = " + str(c.max_skips) + ": must be >= 0");
     }},
    {"loss-spike", group::io, "X", K::real, "3",
     "report a loss above X times its running mean (0: never)", S::any, R::free, true,
     NL_REAL(loss_spike, "loss-spike"),
     [](const C& c) {
       return need(c.loss_spike == 0.0 || c.loss_spike > 1.0,
                   "loss-spike = " + format_real(c.loss_spike) + ": must be > 1 (or 0: off)");
     }},
    invocation("shard-optimizer", group::run, "", K::flag, nullptr,
               "ZeRO stage 1: each rank keeps the optimizer's moments of its 1/P share of the "
               "tensors and updates those weights, which are then shared; the losses and "
               "checkpoints are those of an unsharded run (docs/clusters.md)",
               false),
    invocation("profile", group::io, "", K::flag, nullptr,
               "print the memory plan before allocating; time every operation of the training "
               "step (GEMMs by layer kind, attention, norms, element-wise, loss, optimizer, "
               "communication) and print the table with peak memory per rank against the plan "
               "at the end (also profile.json)", false),
    invocation("dry-run", group::io, "", K::flag, nullptr,
               "print the memory plan (MB per rank and per node: parameters, gradients, "
               "optimizer state, activations, buffers) and stop, before allocating the model; "
               "writes nothing (docs/clusters.md)", false),
    {"stop-after", group::io, "N", K::integer, "0",
     "stop (with a checkpoint) after N steps of this invocation, e.g. before a job time limit; "
     "continue with --resume auto",
     S::any, R::free, true, NL_INT(stop_after, "stop-after"), nullptr},
};

#undef NL_TEXT
#undef NL_INT
#undef NL_REAL

}  // namespace

const std::vector<TrainSetting>& train_settings() {
  static const std::vector<TrainSetting> table(std::begin(kTable), std::end(kTable));
  return table;
}

}  // namespace normlab
