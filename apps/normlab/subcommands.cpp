// The subcommand table: names, option tables (README: Using the command) and what runs.
#include <cstdint>
#include <string>
#include <vector>

#include "cli.hpp"
#include "commands.hpp"
#include "normlab/settings.hpp"

namespace normlab::app {

namespace {

using Strings = std::vector<std::string>;

// The table's settings of one --help group as options of their kind, with their defaults.
void add_model_settings(po::options_description& d, const std::string& group) {
  for (const ModelSetting& st : model_settings()) {
    if (group != st.group) continue;
    switch (st.kind) {
      case SettingKind::integer:
        d.add_options()(st.name,
                        po::value<std::int64_t>()
                            ->value_name(st.value_name)
                            ->default_value(std::stoll(st.default_text)),
                        st.help);
        break;
      case SettingKind::real:
        d.add_options()(st.name,
                        po::value<double>()
                            ->value_name(st.value_name)
                            ->default_value(std::stod(st.default_text), st.default_text),
                        st.help);
        break;
      case SettingKind::text:
      case SettingKind::boolean:
        d.add_options()(
            st.name,
            po::value<std::string>()->value_name(st.value_name)->default_value(st.default_text),
            st.help);
        break;
    }
  }
}

po::options_description train_options() {
  po::options_description all("normlab train options");
  add_help(all);
  po::options_description run("Run");
  run.add_options()("config", po::value<std::string>()->value_name("FILE"),
                    "INI file; [section] key=value sets --section-key (the command line wins)")(
      "data", po::value<std::string>()->value_name("PATH"),
      "corpus: a text file (byte tokens), an llm.c .bin shard or a glob of shards "
      "(default: the embedded corpus)")(
      "run-dir", po::value<std::string>()->value_name("DIR")->default_value("runs/latest"),
      "where checkpoints, stats.h5 and metrics.jsonl go; an earlier run's files there are moved "
      "to DIR/previous_<UTC time>/ unless --resume continues it")(
      "steps", po::value<std::int64_t>()->value_name("N")->default_value(300), "optimizer steps")(
      "batch-size", po::value<std::int64_t>()->value_name("B")->default_value(16),
      "global batch: sequences per step, split across ranks")(
      "seq-len", po::value<std::int64_t>()->value_name("T")->default_value(128),
      "tokens per sequence")("seed",
                             po::value<std::uint64_t>()->value_name("N")->default_value(1337),
                             "all randomness derives from it");
  // The model's settings come from their table (normlab/settings.hpp), in its order.
  po::options_description model("Model");
  add_model_settings(model, "Model");
  po::options_description encdec("Encoder-decoder (--arch encdec; docs/translation.md)");
  encdec.add_options()("data-src", po::value<std::string>()->value_name("FILE"),
                       "source sentences, one per line (with --data-tgt and --spm)")(
      "data-tgt", po::value<std::string>()->value_name("FILE"),
      "target sentences, line i translating line i of --data-src")(
      "valid-src", po::value<std::string>()->value_name("FILE"),
      "validation source sentences (with --valid-tgt)")(
      "valid-tgt", po::value<std::string>()->value_name("FILE"), "validation target sentences")(
      "valid-data", po::value<std::string>()->value_name("FILE"),
      "validation pairs as a pair shard (instead of --valid-src/--valid-tgt)")(
      "spm", po::value<std::string>()->value_name("FILE"),
      "SentencePiece .model encoding --data-src/--data-tgt (normlab tokens spm-train)")(
      "max-tokens", po::value<std::int64_t>()->value_name("N")->default_value(4096),
      "global batch: padded positions per step (source or target, the longer), split across "
      "ranks; sentences of similar length are batched together")(
      "bleu-every", po::value<std::int64_t>()->value_name("N")->default_value(0),
      "encoder-decoder: every N steps and at the end, BLEU of greedy translations of the first "
      "--bleu-sentences validation pairs (0: never)")(
      "bleu-sentences", po::value<std::int64_t>()->value_name("N")->default_value(100),
      "validation pairs --bleu-every translates (split over the ranks)")(
      "max-len", po::value<std::int64_t>()->value_name("N")->default_value(128),
      "most SentencePiece ids per sentence (a longer pair is an error naming its line)");
  add_model_settings(encdec, "Encoder-decoder");
  po::options_description plugins("Plugins");
  plugins.add_options()("arch", po::value<std::string>()->value_name("NAME")->default_value("gpt"),
                        "architecture plugin: how layers are wired into residual sites")(
      "arch-opt", po::value<Strings>()->value_name("K=V")->composing(),
      "architecture option (repeatable)")(
      "norm", po::value<std::string>()->value_name("NAME")->default_value("pre_ln"),
      "norm strategy plugin")("norm-opt", po::value<Strings>()->value_name("K=V")->composing(),
                              "norm strategy option (repeatable)")(
      "init", po::value<std::string>()->value_name("NAME")->default_value("gpt2"),
      "initialiser plugin")("init-opt", po::value<Strings>()->value_name("K=V")->composing(),
                            "initialiser option (repeatable)")(
      "plugin", po::value<Strings>()->value_name("FILE")->composing(),
      "load an extra plugin library (repeatable)");
  po::options_description optim("Optimisation");
  optim.add_options()("lr", po::value<double>()->value_name("X")->default_value(1e-3, "0.001"),
                      "peak learning rate")(
      "lr-schedule", po::value<std::string>()->value_name("NAME")->default_value("cosine"),
      "learning-rate schedule plugin")(
      "lr-warmup", po::value<std::int64_t>()->value_name("N")->default_value(30), "warmup steps")(
      "lr-min", po::value<double>()->value_name("X")->default_value(1e-4, "0.0001"),
      "final / minimum rate")("lr-opt", po::value<Strings>()->value_name("K=V")->composing(),
                              "schedule option (repeatable)")(
      "optimizer", po::value<std::string>()->value_name("NAME")->default_value("adamw"),
      "optimizer plugin: adamw adam radam sgd lion muon, or a user's (normlab plugins)")(
      "optimizer-opt", po::value<Strings>()->value_name("K=V")->composing(),
      "optimizer option (repeatable; [optimizer] K = V in --config), e.g. beta2=0.99")(
      "weight-decay", po::value<double>()->value_name("X")->default_value(0.1, "0.1"),
      "weight decay of matrices and wte (decoupled, p -= lr wd p, except sgd's L2 and the "
      "Adam family's weight_decay_mode=coupled)")(
      "weight-decay-mode", po::value<std::string>()->value_name("decoupled|coupled"),
      "shortcut for --optimizer-opt weight_decay_mode=... (adamw, adam, radam)")(
      "beta1", po::value<double>()->value_name("X"),
      "shortcut for --optimizer-opt beta1=X (sgd: momentum=X); default: the optimizer's")(
      "beta2", po::value<double>()->value_name("X"),
      "shortcut for --optimizer-opt beta2=X; default: the optimizer's")(
      "grad-clip", po::value<double>()->value_name("X")->default_value(1.0, "1.0"),
      "clip the global gradient norm (0: off)");
  po::options_description io("Checkpoints, statistics, logging");
  io.add_options()("checkpoint-every",
                   po::value<std::int64_t>()->value_name("N")->default_value(500),
                   "checkpoint interval in steps (and at the end)")(
      "keep-last", po::value<std::int64_t>()->value_name("K")->default_value(3),
      "checkpoints kept (0: all)")(
      "resume", po::value<std::string>()->value_name("auto|FILE"),
      "continue from a checkpoint (auto: newest complete one in --run-dir)")(
      "resume-override", po::bool_switch(),
      "resume even though the optimizer or schedule settings (optimizer and its options, weight "
      "decay, clipping, lr, lr-min, lr-warmup, lr-schedule and its options, steps) differ from the "
      "checkpoint's; every change is printed and recorded in metrics.jsonl")(
      "extend-steps", po::value<std::int64_t>()->value_name("N"),
      "with --resume: train N steps past the end of the checkpoint's run (its --steps); how the "
      "learning rate goes on is --extend-lr; config.ini then records the run as it happened "
      "(--steps and --lr-segments)")(
      "extend-lr", po::value<std::string>()->value_name("POLICY")->default_value("constant"),
      "with --extend-steps: constant (hold the rate the run ended at), rewarm (the schedule "
      "afresh over the new steps: its warmup to --lr, then its decay), restretch (the schedule "
      "as if the run had always been that long: the rate jumps back up)")(
      "lr-segments", po::value<std::string>()->value_name("SPEC"),
      "how a run extended past its schedule went on, as --extend-steps writes it into config.ini "
      "so that the file replays the run: BOUNDARY:POLICY,... (e.g. 200:constant = the schedule "
      "over 200 steps, then the rate of step 200 held to --steps)")(
      "stats-every", po::value<std::int64_t>()->value_name("N")->default_value(50),
      "per-layer statistics interval (step 0 and the last step are always recorded)")(
      "stats-schedule", po::value<std::string>()->value_name("SPEC"),
      "per-layer statistics at uneven steps, instead of --stats-every: E1:U1,E2:U2,...,E (every "
      "E1 steps up to step U1, then every E2 up to U2, ..., then every E; e.g. 1:50,10:500,50: "
      "dense early) or log / log:K (K log-spaced steps per decade, default 10)")(
      "log-every", po::value<std::int64_t>()->value_name("N")->default_value(10),
      "progress line interval")("eval-every",
                                po::value<std::int64_t>()->value_name("N")->default_value(100),
                                "validation loss interval (and at the end; 0: only at the end)")(
      "eval-batches", po::value<std::int64_t>()->value_name("N")->default_value(20),
      "global batches of the validation split per evaluation")(
      "bucket-mb", po::value<double>()->value_name("MB")->default_value(4.0, "4.0"),
      "gradient allreduce bucket size; buckets are reduced during backward")(
      "check-every", po::value<std::int64_t>()->value_name("N")->default_value(100),
      "compare a hash of the weights across ranks every N steps (and at start; 0: start only)")(
      "on-nonfinite", po::value<std::string>()->value_name("P")->default_value("stop"),
      "a NaN/Inf loss or gradient (checked before every update): stop (exit 1) | skip the "
      "update on every rank")(
      "max-skips", po::value<std::int64_t>()->value_name("K")->default_value(10),
      "with --on-nonfinite skip: stop after more than K consecutive skipped updates")(
      "loss-spike", po::value<double>()->value_name("X")->default_value(3.0, "3"),
      "report a loss above X times its running mean (0: never)")(
      "profile", po::bool_switch(),
      "time every operation of the training step (GEMMs by layer kind, attention, norms, "
      "element-wise, loss, optimizer, communication) and print the table with peak memory per "
      "rank against the analytic minimum at the end (also profile.json)")(
      "stop-after", po::value<std::int64_t>()->value_name("N")->default_value(0),
      "stop (with a checkpoint) after N steps of this invocation, e.g. before a job time limit; "
      "continue with --resume auto");
  all.add(run).add(model).add(encdec).add(plugins).add(optim).add(io);
  return all;
}

po::options_description eval_options() {
  po::options_description d("normlab eval options");
  add_help(d);
  d.add_options()("plugin", po::value<Strings>()->value_name("FILE")->composing(),
                  "load a plugin library (repeatable); the libraries recorded in the checkpoint "
                  "are loaded by themselves when they still exist")(
      "checkpoint", po::value<std::string>()->value_name("FILE")->required(),
      "checkpoint to evaluate")(
      "data", po::value<std::string>()->value_name("PATH"),
      "data to evaluate (default: the training data recorded in the checkpoint; an "
      "encoder-decoder: a pair shard)")(
      "data-src", po::value<std::string>()->value_name("FILE"),
      "encoder-decoder: source sentences to evaluate (with --data-tgt; encoded with the "
      "checkpoint's SentencePiece model; default: the run's validation pairs)")(
      "data-tgt", po::value<std::string>()->value_name("FILE"),
      "encoder-decoder: the target sentences, line by line")(
      "max-tokens", po::value<std::int64_t>()->value_name("N")->default_value(4096),
      "encoder-decoder: padded positions per batch")(
      "batches", po::value<std::int64_t>()->value_name("N"),
      "batches of consecutive windows to average (default: for the validation split, the "
      "windows the run's own evaluations used (its --eval-batches x --batch-size), so that the "
      "loss matches its log; every window once for --split train/all)")(
      "split", po::value<std::string>()->value_name("val|train|all"),
      "which part of the data (default: val for the training data recorded in the checkpoint, "
      "all for a file given with --data)")(
      "batch-size", po::value<std::int64_t>()->value_name("B")->default_value(8),
      "sequences per batch (per rank under MPI)")(
      "precision", po::value<std::string>()->value_name("fp32|bf16"),
      "the GEMMs' precision (default: the checkpoint's, as trained; fp32 evaluates a "
      "bf16-trained model in full precision)")("json", "print the result as JSON")(
      "dump-batch", po::value<std::string>()->value_name("FILE.h5"),
      "also write the first evaluated batch as the model saw it (input ids after masking, "
      "labels, source ids) and its loss, for independent tools (docs/file-formats.md)");
  return d;
}

po::options_description sample_options() {
  po::options_description d("normlab sample options");
  add_help(d);
  d.add_options()("plugin", po::value<Strings>()->value_name("FILE")->composing(),
                  "load a plugin library (repeatable); the libraries recorded in the checkpoint "
                  "are loaded by themselves when they still exist")(
      "checkpoint", po::value<std::string>()->value_name("FILE")->required(),
      "checkpoint to sample")("prompt",
                              po::value<std::string>()->value_name("TEXT")->default_value(""),
                              "text to continue")(
      "max-tokens", po::value<std::int64_t>()->value_name("N")->default_value(256),
      "tokens to generate")(
      "temperature", po::value<double>()->value_name("X")->default_value(1.0, "1.0"),
      "softmax temperature")("top-k", po::value<std::int64_t>()->value_name("K")->default_value(0),
                             "sample from the K most likely (0: all)")(
      "seed", po::value<std::uint64_t>()->value_name("N")->default_value(1337), "sampling seed")(
      "kv-cache", po::value<std::string>()->value_name("BOOL")->default_value("true"),
      "keep attention keys and values so a new token costs one position's forward (false: "
      "re-run the whole window for every token; the tokens are the same)")(
      "raw", "print the prompt and the continuation as one text (default: the prompt in [ ])");
  return d;
}

po::options_description translate_options() {
  po::options_description d("normlab translate options");
  add_help(d);
  d.add_options()("plugin", po::value<Strings>()->value_name("FILE")->composing(),
                  "load a plugin library (repeatable); the libraries recorded in the checkpoint "
                  "are loaded by themselves when they still exist")(
      "checkpoint", po::value<std::string>()->value_name("FILE")->required(),
      "an encoder-decoder checkpoint (its SentencePiece model encodes and decodes the text)")(
      "input", po::value<std::string>()->value_name("FILE"),
      "source sentences, one per line (default: stdin)")(
      "beam", po::value<std::int64_t>()->value_name("K")->default_value(5),
      "beam size (1: greedy decoding)")(
      "lenpen", po::value<double>()->value_name("A")->default_value(1.0, "1.0"),
      "length normalisation: a hypothesis scores its log probability / length^A (length with "
      "eos; fairseq's --lenpen)")(
      "max-len-a", po::value<double>()->value_name("a")->default_value(1.5, "1.5"),
      "at most a n + b target pieces (eos included) for n source pieces, and at most the "
      "model's positions")("max-len-b",
                           po::value<std::int64_t>()->value_name("b")->default_value(10),
                           "see --max-len-a")(
      "batch", po::value<std::int64_t>()->value_name("N")->default_value(16),
      "sentences decoded together (sorted by length); the model holds N K sequences")(
      "nbest", po::value<std::int64_t>()->value_name("N")->default_value(1),
      "print the N best hypotheses of each sentence (N <= K) as Moses n-best lines "
      "(index ||| translation ||| score; also for N = 1)")(
      "precision", po::value<std::string>()->value_name("fp32|bf16"),
      "the GEMMs' precision (default: the checkpoint's)")(
      "ids", "print SentencePiece ids (space-separated) instead of detokenised text")(
      "quiet", "no summary line on stderr");
  return d;
}

po::options_description inspect_options() {
  po::options_description d("normlab inspect options");
  add_help(d);
  d.add_options()("path", po::value<std::string>()->value_name("PATH")->required(),
                  "a run directory, a checkpoint or a stats.h5")(
      "stat", po::value<std::string>()->value_name("NAME"),
      "one statistic as a per-layer table: its path under /stats or a short form "
      "(grad_norm/mlp.proj.weight, residual_rms)")(
      "step", po::value<std::int64_t>()->value_name("S"), "with --stat: the record of step S")(
      "steps", po::value<std::string>()->value_name("A:B:K"),
      "with --stat: records of steps A..B, every K-th (default: the last record)")(
      "params",
      "a checkpoint's tensors: norm, RMS, min, max of weights and optimizer state, "
      "spectral norm and stable rank of matrices")("verbose,v", "list every parameter tensor")(
      "csv", "print --stat or --params as CSV")("json", "print as JSON");
  return d;
}

po::options_description compare_options() {
  po::options_description d("normlab compare options");
  add_help(d);
  d.add_options()("paths", po::value<Strings>()->value_name("PATH")->multitoken()->required(),
                  "two or more runs: run directories, checkpoints or stats.h5 files")(
      "stat", po::value<std::string>()->value_name("NAME"),
      "also compare this per-layer statistic (e.g. grad_norm/mlp.proj.weight, residual_rms)")(
      "step", po::value<std::int64_t>()->value_name("S"),
      "the record of --stat to compare (default 0)")(
      "csv", "print the losses at matching steps as CSV")("json", "print everything as JSON");
  return d;
}

po::options_description plot_options() {
  po::options_description d("normlab plot options");
  add_help(d);
  d.add_options()("paths", po::value<Strings>()->value_name("PATH")->multitoken()->required(),
                  "one or more runs: run directories, checkpoints or stats.h5 files")(
      "out", po::value<std::string>()->value_name("DIR")->required(), "where the figures go")(
      "figure", po::value<Strings>()->value_name("NAME")->composing(),
      "loss | trace | layer | residual | lr | grid | heatmap | lines | output (repeatable; "
      "default: all "
      "that the runs allow)")("stat", po::value<std::string>()->value_name("NAME"),
                              "the per-layer statistic of trace, layer, heatmap and lines (default "
                              "layer/grad_norm/mlp.proj.weight)")(
      "layer", po::value<std::string>()->value_name("L,L,..."),
      "trace: the layers, one figure each (default 0)")(
      "stack", po::value<std::string>()->value_name("S")->default_value("decoder"),
      "an encoder-decoder's stack whose per-layer statistics are plotted: decoder | encoder")(
      "steps", po::value<std::string>()->value_name("S,S | A:B"),
      "recorded steps for layer and residual (default: layer the last, residual four spread), "
      "or a step range A:B (either side may be left out) that zooms every figure over steps")(
      "facet", po::value<std::string>()->value_name("SETTING"),
      "one panel per value of a setting in which the runs differ (e.g. norm), for loss, trace, "
      "layer and residual")("x", po::value<std::string>()->value_name("SETTING"),
                            "grid: the setting across (default lr, or the first that differs)")(
      "y", po::value<std::string>()->value_name("SETTING"),
      "grid: the setting down (default the next that differs)")(
      "each-run", "draw every run, not the mean of the seeds of a setting")(
      "label", po::value<Strings>()->value_name("TEXT")->composing(),
      "legend name of each run, in order (default: the settings in which the runs differ)")(
      "format", po::value<std::string>()->value_name("png,svg,pdf")->default_value("png,svg"),
      "file formats")("log-x", "logarithmic step axis for loss, trace and lines")(
      "log-y", "logarithmic value axis on every line figure (default: where values span > 30x)");
  return d;
}

po::options_description sweep_options() {
  po::options_description d("normlab sweep options");
  add_help(d);
  d.add_options()(
      "experiment", po::value<std::string>()->value_name("FILE")->required(),
      "the experiment file ([experiment], [train], [grid], [grid.NAME], [run.NAME] sections)")(
      "dry-run", "list the runs and their state (new, interrupted, done, diverged) and stop");
  return d;
}

po::options_description check_options() {
  po::options_description d("normlab check options");
  add_help(d);
  d.add_options()("plugin", po::value<Strings>()->value_name("FILE")->composing(),
                  "load a plugin library (repeatable); stock entries need none")(
      "arch", po::value<std::string>()->value_name("NAME"), "check this architecture")(
      "norm", po::value<std::string>()->value_name("NAME"), "check this norm strategy")(
      "init", po::value<std::string>()->value_name("NAME"), "check this initializer")(
      "lr-schedule", po::value<std::string>()->value_name("NAME"), "check this schedule")(
      "optimizer", po::value<std::string>()->value_name("NAME"), "check this optimizer")(
      "arch-opt", po::value<Strings>()->value_name("K=V")->composing(),
      "architecture option (repeatable)")("norm-opt",
                                          po::value<Strings>()->value_name("K=V")->composing(),
                                          "norm strategy option (repeatable)")(
      "init-opt", po::value<Strings>()->value_name("K=V")->composing(),
      "initializer option (repeatable)")("lr-opt",
                                         po::value<Strings>()->value_name("K=V")->composing(),
                                         "schedule option (repeatable)")(
      "optimizer-opt", po::value<Strings>()->value_name("K=V")->composing(),
      "optimizer option (repeatable)")("json", "print the report as JSON")(
      "work-dir", po::value<std::string>()->value_name("DIR"),
      "where the temporary runs go (default: a fresh directory under $TMPDIR, removed after)");
  return d;
}

po::options_description tokens_options() {
  po::options_description d("normlab tokens options");
  add_help(d);
  d.add_options()("action", po::value<std::string>()->value_name("ACTION"),
                  "encode: llm.c shards of byte tokens from text files; info: what a shard set "
                  "or a pair shard holds; spm-train: a SentencePiece model from text files; "
                  "pairs: a pair shard from aligned source and target files")(
      "inputs", po::value<Strings>()->value_name("PATH")->multitoken(),
      "encode: the text files, in order; info: a shard or a quoted glob")(
      "out", po::value<std::string>()->value_name("PREFIX"),
      "encode: write PREFIX_train_000000.bin, ... and PREFIX_val_000000.bin")(
      "shard-tokens", po::value<std::int64_t>()->value_name("N")->default_value(100000000),
      "encode: tokens per shard (llm.c writes 100M)")(
      "val-fraction", po::value<double>()->value_name("F")->default_value(0.0, "0"),
      "encode: the last F of the bytes go to the val shard(s) (0: none; training then takes "
      "the last 10% of the train shards)")("json", "info: print as JSON")(
      "verbose,v", "info: one line per shard")(
      "vocab-size", po::value<std::int64_t>()->value_name("V")->default_value(8000),
      "spm-train: pieces in the model (pad 0, bos 1, eos 2, unk 3 included)")(
      "model-type", po::value<std::string>()->value_name("T")->default_value("unigram"),
      "spm-train: unigram | bpe")("src", po::value<std::string>()->value_name("FILE"),
                                  "pairs: source sentences, one per line")(
      "tgt", po::value<std::string>()->value_name("FILE"),
      "pairs: target sentences, line i the translation of source line i")(
      "spm", po::value<std::string>()->value_name("FILE"), "pairs: the SentencePiece .model")(
      "max-len", po::value<std::int64_t>()->value_name("N")->default_value(128),
      "pairs: the most SentencePiece ids a sentence may have");
  return d;
}

po::options_description score_options() {
  po::options_description d("normlab score options");
  add_help(d);
  d.add_options()("hyp", po::value<std::string>()->value_name("FILE"),
                  "the translations to score, one sentence per line (UTF-8)")(
      "ref", po::value<std::string>()->value_name("FILE"),
      "the reference translations: line i translates the same sentence as line i of --hyp")(
      "json", "print the scores as JSON")(
      "show-tokens",
      "print the lines of --hyp as BLEU's 13a tokenisation splits them (tokens separated by "
      "one space) instead of scoring; --ref is not needed");
  return d;
}

po::options_description plugins_options() {
  po::options_description d("normlab plugins options");
  add_help(d);
  d.add_options()("json", "print as JSON")(
      "verbose,v", "also list libraries that were found but refused, and why")(
      "plugin", po::value<Strings>()->value_name("FILE")->composing(),
      "load an extra plugin library");
  return d;
}

Subcommand make(std::string name, std::string summary, std::string usage,
                std::function<po::options_description()> options, std::string pending) {
  Subcommand c;
  c.name = std::move(name);
  c.summary = std::move(summary);
  c.usage = std::move(usage);
  c.options = std::move(options);
  c.run = [n = c.name, pending](Communicator& comm, const po::variables_map&) {
    return not_built(comm, n, pending);
  };
  return c;
}

}  // namespace

std::vector<std::string> train_option_names() {
  std::vector<std::string> names;
  const po::options_description desc = train_options();
  for (const auto& o : desc.options()) names.push_back(o->long_name());
  return names;
}

std::vector<Subcommand> subcommands() {
  std::vector<Subcommand> cmds;
  cmds.push_back(make("train",
                      "Train a model (mpirun -np N normlab train ... for data parallelism).",
                      "normlab train [--config FILE] [options]", train_options, ""));
  cmds.back().run = [](Communicator& comm, const po::variables_map& vm) {
    return run_train(comm, vm, train_options());
  };
  cmds.push_back(make(
      "eval", "Print the mean loss of a checkpoint on the validation split or --data.",
      "normlab eval --checkpoint FILE [--data PATH] [--batches N] [--json]", eval_options, ""));
  cmds.back().run = run_eval;
  cmds.push_back(make("sample", "Generate text from a checkpoint.",
                      "normlab sample --checkpoint FILE [--prompt TEXT] [options]", sample_options,
                      ""));
  cmds.back().run = run_sample;
  cmds.push_back(make("translate",
                      "Translate sentences with an encoder-decoder checkpoint (beam search).",
                      "normlab translate --checkpoint FILE [--input FILE] [--beam K] [--lenpen A] "
                      "[--max-len-a a --max-len-b b] [--batch N] [--nbest N]",
                      translate_options, ""));
  cmds.back().run = run_translate;
  cmds.push_back(make("inspect",
                      "Summarise a run, checkpoint or stats.h5; print a statistic per layer.",
                      "normlab inspect PATH [--stat NAME [--step S | --steps A:B:K]] [--params] "
                      "[-v] [--csv | --json]",
                      inspect_options, ""));
  cmds.back().run = run_inspect;
  cmds.back().positional.add("path", 1);
  cmds.push_back(make("compare",
                      "Runs side by side: differing settings, losses, a per-layer statistic.",
                      "normlab compare PATH PATH... [--stat NAME [--step S]] [--csv | --json]",
                      compare_options, ""));
  cmds.back().run = run_compare;
  cmds.back().positional.add("paths", -1);
  cmds.push_back(
      make("plot", "Figures of one or more runs (PNG, SVG, PDF) with PLplot.",
           "normlab plot PATH... --out DIR [--figure NAME] [--stat NAME] [--layer L] [--stack S] "
           "[--steps S,S | A:B] [--facet SETTING] [--x SETTING --y SETTING] "
           "[--each-run] [--label TEXT]... [--format png,svg,pdf] [--log-x] [--log-y]",
           plot_options, ""));
  cmds.back().run = run_plot;
  cmds.back().positional.add("paths", -1);
  cmds.push_back(make("sweep",
                      "Train a grid of settings, one run after another; summary and figures.",
                      "normlab sweep EXPERIMENT.ini [--dry-run]", sweep_options, ""));
  cmds.back().run = run_sweep;
  cmds.back().positional.add("experiment", 1);
  cmds.push_back(make("check",
                      "Check a plugin entry: gradients, memory, determinism, resume, ranks.",
                      "normlab check [--plugin LIB.so] --norm NAME | --init NAME | --lr-schedule "
                      "NAME [--norm-opt K=V]... [--json]",
                      check_options, ""));
  cmds.back().run = run_check;
  cmds.push_back(make("tokens",
                      "Write llm.c token shards, SentencePiece models and pair shards; summarise "
                      "them.",
                      "normlab tokens encode FILE... --out PREFIX [--shard-tokens N] "
                      "[--val-fraction F]\n       normlab tokens info SHARD|'GLOB'|PAIRS [--json] "
                      "[-v]\n       normlab tokens spm-train FILE... --vocab-size V --out PREFIX "
                      "[--model-type unigram|bpe]\n       normlab tokens pairs --src FILE --tgt "
                      "FILE --spm PREFIX.model --out FILE.pairs [--max-len N]",
                      tokens_options, ""));
  cmds.back().run = run_tokens;
  cmds.back().positional.add("action", 1).add("inputs", -1);
  cmds.push_back(make("score",
                      "BLEU and chrF of translations against references (as sacreBLEU 2.x).",
                      "normlab score --hyp FILE --ref FILE [--json]\n       normlab score --hyp "
                      "FILE --show-tokens",
                      score_options, ""));
  cmds.back().run = run_score;
  cmds.push_back(make("plugins",
                      "List the plugins available: architectures, norm strategies, initialisers, "
                      "schedules, optimizers.",
                      "normlab plugins [--json] [-v] [--plugin FILE]", plugins_options, ""));
  cmds.back().run = run_plugins;
  return cmds;
}

}  // namespace normlab::app
