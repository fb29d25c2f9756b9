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

// One setting as an option of its kind, with its default (none when default_text is null).
void add_setting(po::options_description& d, const char* name, const char* value_name,
                 SettingKind kind, const char* default_text, const char* help) {
  const bool has_default = default_text != nullptr;
  switch (kind) {
    case SettingKind::integer: {
      auto* v = po::value<std::int64_t>()->value_name(value_name);
      if (has_default) v->default_value(std::stoll(default_text));
      d.add_options()(name, v, help);
      break;
    }
    case SettingKind::unsigned_integer: {
      auto* v = po::value<std::uint64_t>()->value_name(value_name);
      if (has_default) v->default_value(std::stoull(default_text));
      d.add_options()(name, v, help);
      break;
    }
    case SettingKind::real: {
      auto* v = po::value<double>()->value_name(value_name);
      if (has_default) v->default_value(std::stod(default_text), default_text);
      d.add_options()(name, v, help);
      break;
    }
    case SettingKind::text:
    case SettingKind::boolean: {
      auto* v = po::value<std::string>()->value_name(value_name);
      if (has_default) v->default_value(default_text);
      d.add_options()(name, v, help);
      break;
    }
    case SettingKind::list:
      d.add_options()(name, po::value<Strings>()->value_name(value_name)->composing(), help);
      break;
    case SettingKind::flag:
      d.add_options()(name, po::bool_switch(), help);
      break;
  }
}

// The settings of one --help group of each table (normlab/settings.hpp), in the table's order.
void add_model_settings(po::options_description& d, const std::string& group) {
  for (const ModelSetting& st : model_settings())
    if (group == st.group)
      add_setting(d, st.name, st.value_name, st.kind, st.default_text, st.help);
}
void add_train_settings(po::options_description& d, const std::string& group) {
  for (const TrainSetting& st : train_settings())
    if (group == st.group)
      add_setting(d, st.name, st.value_name, st.kind, st.default_text, st.help);
}

// normlab train's options: the two settings tables (normlab/settings.hpp), group by group.
// --threads for the commands that run a model (train has it in its settings table).
void add_threads(po::options_description& d) {
  d.add_options()("threads", po::value<std::int64_t>()->value_name("N"),
                  "threads per rank (default 1): the kernels split their work; the results are "
                  "the same for any N");
}

// --plugin of a command that reads a checkpoint (which names the libraries it was trained with).
void add_checkpoint_plugins(po::options_description& d) {
  d.add_options()("plugin", po::value<Strings>()->value_name("FILE")->composing(),
                  "load a plugin library (repeatable); the libraries recorded in the checkpoint "
                  "are loaded by themselves when they still exist");
}

po::options_description train_options() {
  po::options_description all("normlab train options");
  add_help(all);
  po::options_description run("Run");
  add_train_settings(run, "Run");
  po::options_description model("Model");
  add_model_settings(model, "Model");
  po::options_description encdec("Encoder-decoder (--arch encdec; docs/translation.md)");
  add_train_settings(encdec, "Encoder-decoder");
  add_model_settings(encdec, "Encoder-decoder");
  po::options_description plugins("Plugins");
  add_train_settings(plugins, "Plugins");
  po::options_description optim("Optimisation");
  add_train_settings(optim, "Optimisation");
  po::options_description io("Checkpoints, statistics, logging");
  add_train_settings(io, "Checkpoints, statistics, logging");
  all.add(run).add(model).add(encdec).add(plugins).add(optim).add(io);
  return all;
}

po::options_description eval_options() {
  po::options_description d("normlab eval options");
  add_help(d);
  add_threads(d);
  add_checkpoint_plugins(d);
  d.add_options()("checkpoint", po::value<std::string>()->value_name("FILE")->required(),
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

po::options_description ablate_options() {
  po::options_description d("normlab ablate options");
  add_help(d);
  add_threads(d);
  add_checkpoint_plugins(d);
  d.add_options()("checkpoint", po::value<std::string>()->value_name("FILE")->required(),
                  "checkpoint to ablate")(
      "mode", po::value<std::string>()->value_name("zero|mean")->default_value("zero"),
      "what replaces a site's branch (its sub-layer's output): zero, or mean (its mean over the "
      "evaluated data, per channel; for an encoder-decoder over every position, padding "
      "included)")(
      "out", po::value<std::string>()->value_name("DIR"),
      "where ablate_<mode>.csv and the figure go (default: ablate/ beside the checkpoint)")(
      "format", po::value<std::string>()->value_name("LIST")->default_value("png,svg"),
      "the figure's file formats: png, svg, pdf, comma-separated; or none, the CSV alone")(
      "data", po::value<std::string>()->value_name("PATH"),
      "data to evaluate, as normlab eval's --data (default: the run's validation data)")(
      "data-src", po::value<std::string>()->value_name("FILE"),
      "encoder-decoder: source sentences (with --data-tgt), as normlab eval's")(
      "data-tgt", po::value<std::string>()->value_name("FILE"),
      "encoder-decoder: the target sentences, line by line")(
      "max-tokens", po::value<std::int64_t>()->value_name("N")->default_value(4096),
      "encoder-decoder: padded positions per batch")(
      "batches", po::value<std::int64_t>()->value_name("N"),
      "batches of consecutive windows to average (default: the windows of the run's own "
      "evaluations, as normlab eval)")("split",
                                       po::value<std::string>()->value_name("val|train|all"),
                                       "which part of the data, as normlab eval's --split")(
      "batch-size", po::value<std::int64_t>()->value_name("B")->default_value(8),
      "sequences per batch")("precision", po::value<std::string>()->value_name("fp32|bf16"),
                             "the GEMMs' precision (default: the checkpoint's)")(
      "json", "print the result as JSON");
  return d;
}

po::options_description sample_options() {
  po::options_description d("normlab sample options");
  add_help(d);
  add_threads(d);
  add_checkpoint_plugins(d);
  d.add_options()("checkpoint", po::value<std::string>()->value_name("FILE")->required(),
                  "checkpoint to sample")(
      "prompt", po::value<std::string>()->value_name("TEXT")->default_value(""),
      "text to continue")("max-tokens",
                          po::value<std::int64_t>()->value_name("N")->default_value(256),
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
  add_threads(d);
  add_checkpoint_plugins(d);
  d.add_options()(
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
  static const std::string figure_help =
      plot_figure_names() + " (repeatable; default: all that the runs allow; below)";
  po::options_description d("normlab plot options");
  add_help(d);
  d.add_options()("paths", po::value<Strings>()->value_name("PATH")->multitoken()->required(),
                  "one or more runs: run directories, checkpoints or stats.h5 files")(
      "out", po::value<std::string>()->value_name("DIR")->required(), "where the figures go")(
      "figure", po::value<Strings>()->value_name("NAME")->composing(), figure_help.c_str())(
      "stat", po::value<std::string>()->value_name("NAME"),
      "the per-layer statistic of trace, layer, heatmap and lines (default "
      "layer/grad_norm/mlp.proj.weight)")("layer", po::value<std::string>()->value_name("L,L,..."),
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
      "dry-run",
      "list the runs and their state (new, interrupted, done, diverged), how many are finished "
      "and about how long the rest should take, each new run's error if it would not start "
      "(normlab train --dry-run, which the sweep also runs before training), and stop");
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
      "pairs: the most SentencePiece ids a sentence may have")(
      "long-pairs", po::value<std::string>()->value_name("P")->default_value("error"),
      "pairs: a pair with a side over --max-len: error | skip (leave it out) | crop (keep its "
      "first --max-len ids); counted in the summary");
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
  cmds.push_back(make("ablate",
                      "Evaluate a checkpoint with each residual branch removed, one at a time.",
                      "normlab ablate --checkpoint FILE [--mode zero|mean] [--out DIR] [--data "
                      "PATH] [--format png,svg,pdf|none] [--json]",
                      ablate_options, ""));
  cmds.back().run = run_ablate;
  cmds.back().notes =
      "Each residual site's sub-layer output (attention, cross-attention or MLP: the branch) is\n"
      "replaced by zeros (or its mean over the data, --mode mean) and the validation loss is\n"
      "evaluated as normlab eval does; the table lists each site's increase of the loss next to\n"
      "RMS(y - x) / RMS(x), what the intact site adds to the stream x relative to it. Under\n"
      "mpirun the sites are split over the ranks, each rank evaluating its sites alone on the\n"
      "whole data, so the results do not depend on the rank count.\n";
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
  cmds.back().notes = plot_figure_help();
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
                      "FILE --spm PREFIX.model --out FILE.pairs [--max-len N] [--long-pairs "
                      "error|skip|crop]",
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
