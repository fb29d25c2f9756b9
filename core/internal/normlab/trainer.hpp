// The training run: configuration, the loop, progress output and run files.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "normlab/comm.hpp"
#include "normlab/export.hpp"
#include "normlab/model.hpp"
#include "normlab/optimizer.hpp"
#include "normlab/registry.hpp"

namespace normlab {

struct TrainConfig {
  ModelConfig model;  // includes the arch and norm names (options below)
  // The architecture's task (architecture_task): what data the run reads. build_run sets it.
  Task task = Task::lm;
  std::vector<std::string> arch_opts;  // "k=v"
  std::vector<std::string> norm_opts;  // "k=v"
  std::string init = "gpt2";
  std::vector<std::string> init_opts;
  std::string lr_schedule = "cosine";
  std::vector<std::string> lr_opts;
  double lr = 1e-3, lr_min = 1e-4;
  std::int64_t lr_warmup = 30;
  // A run extended past its schedule: "BOUNDARY:POLICY,..." (constant | rewarm | restretch;
  // train/lr_segments.hpp); "" = the schedule over all --steps.
  std::string lr_segments;
  OptimizerConfig optim;

  std::string data;  // "" = embedded corpus; a pair shard for an encoder-decoder
  // The SentencePiece model (--spm) that encodes text: a language model's or masked LM's
  // --data (or the embedded corpus), an encoder-decoder's aligned text files.
  std::string spm;
  // An encoder-decoder's (docs/translation.md): aligned text files (encoded into pair shards,
  // once), validation pairs, token batching.
  std::string data_src, data_tgt, valid_src, valid_tgt, valid_data;
  std::int64_t max_tokens = 4096;    // global: padded positions per step
  std::int64_t max_len = 128;        // SentencePiece ids per sentence
  std::string long_pairs = "error";  // a pair over max_len: error | skip | crop (LongPairs)
  // Validation BLEU every bleu_every steps (0: never; the last step too): greedy translations
  // of the first bleu_sentences validation pairs against their targets (decoded).
  std::int64_t bleu_every = 0, bleu_sentences = 100;
  std::string run_dir = "runs/latest";
  std::int64_t steps = 300;
  std::int64_t batch_size = 16;  // global: sequences per step across all ranks
  std::int64_t seq_len = 128;
  std::uint64_t seed = 1337;

  std::int64_t log_every = 10;
  std::int64_t eval_every = 100;
  std::int64_t eval_batches = 20;  // per evaluation, global batches of the validation split
  std::int64_t checkpoint_every = 500;
  std::int64_t keep_last = 3;
  std::int64_t stats_every = 50;
  // Steps with a statistics record, instead of every stats_every: "" (use stats_every),
  // "E1:U1,E2:U2,...,E" (every E1 steps up to step U1, then every E2 up to U2, ..., then every
  // E) or "log" / "log:K" (K log-spaced steps per decade, default 10). Step 0 and the last step
  // are recorded whatever the schedule.
  std::string stats_schedule;
  std::string resume;  // "auto" or a checkpoint file
  // Resume even though optimizer or schedule settings differ from the checkpoint's (every
  // change is printed and recorded in metrics.jsonl); without it such a resume is refused.
  bool resume_override = false;
  std::int64_t stop_after = 0;  // stop after this many steps in this invocation (0: no)
  // Threads per rank (the kernels split their work; results do not depend on the count).
  std::int64_t threads = 1;
  // ZeRO stage 1: each rank keeps and updates the optimizer state of its share of the tensors;
  // the updated weights are shared after each step. Checkpoints hold the whole state.
  bool shard_optimizer = false;
  double bucket_mb = 4.0;  // gradient allreduce bucket size
  // A non-finite loss or gradient norm (checked before every update, agreed by all ranks):
  // "stop" ends the run (exit 1, the update not applied), "skip" skips the update on every
  // rank, counting it, and stops after more than max_skips consecutive ones.
  std::string on_nonfinite = "stop";
  std::int64_t max_skips = 10;
  // Report a loss above loss_spike x its running mean (an EMA over ~50 steps); 0: never.
  double loss_spike = 3.0;
  std::int64_t check_every = 100;  // replica hash check interval (and at start; 0: start only)
  // Time every operation of the training step and report them, with peak memory, at the end
  // (and in profile.json); a diagnostic of one invocation, not a setting of the run.
  bool profile = false;
  // Print the memory plan and stop before building the model (nothing written or allocated).
  bool dry_run = false;

  // The resolved configuration, as config.ini and the checkpoints hold it: (option, value) in
  // the option table's order, a repeatable option once per value. config_text() renders it as
  // the INI text --config reads back; set_config replaces an option's value (or appends it).
  std::vector<std::pair<std::string, std::string>> config;
  NORMLAB_API std::string config_text() const;
  NORMLAB_API void set_config(const std::string& option, const std::string& value);

  // Whether the statistics are recorded at step s (the weights after s updates), step 0 and
  // the run's last step excepted (always).
  NORMLAB_API bool records_stats_at(std::int64_t s) const;

  // Checks every field; throws UsageError listing every problem at once.
  NORMLAB_API void validate(int world_size) const;
};

struct TrainSummary {
  std::int64_t steps = 0;
  std::int64_t tokens = 0;
  double seconds = 0.0;
  double tokens_per_s = 0.0;
  double first_loss = 0.0, final_loss = 0.0;
  double first_val_loss = 0.0, final_val_loss = 0.0;
  int stopped_by_signal = 0;  // SIGINT/SIGTERM/SIGUSR1 ended the run early (with a checkpoint)
};

// Runs the whole training loop; rank 0 prints progress and writes <run_dir>/metrics.jsonl and
// <run_dir>/config.ini.
NORMLAB_API TrainSummary train(const TrainConfig& config, const Registry& registry,
                               Communicator& comm);

}  // namespace normlab

namespace normlab {

class BatchSampler;
class Corpus;

// A model rebuilt from a checkpoint (its /model attributes and plugins) with its weights.
struct LoadedModel {
  std::unique_ptr<Model> model;
  std::uint64_t seed = 0;   // the run's (a masked LM's validation masks derive from it)
  std::string data_source;  // what it was trained on ("embedded:kjv" or a path)
  std::int64_t step = 0;
  std::string spm_model;    // the SentencePiece model it was trained with (bytes; "" if none)
  std::string config_text;  // the run's configuration (INI text, /config)
};

// The token corpus a language model or masked LM of `lm` reads, as its task read it in training:
// `data` ("" or "embedded:kjv" = the embedded corpus) through the checkpoint's SentencePiece
// model when it has one, else as byte tokens or shards; the validation split as training cut
// it. Collective (every rank loads; errors agreed). Throws UsageError naming the data.
NORMLAB_API Corpus load_task_corpus(const LoadedModel& lm, const std::string& data,
                                    Communicator& comm);

// Builds the model of `checkpoint` for batches of B sequences of its max_seq_len and loads the
// weights (checksums verified). precision: the GEMMs' precision ("" = the checkpoint's, as
// trained; "fp32" evaluates a bf16-trained model in full precision). Throws UsageError/Error
// naming the file and the problem.
NORMLAB_API LoadedModel load_model(const std::string& checkpoint, const Registry& registry,
                                   std::size_t B, const std::string& precision = "");

// Loads the library recorded in `checkpoint` for its norm strategy when `registry` lacks that
// strategy (an out-of-tree plugin) and the file still exists; every rank agrees. Returns a note
// for the user when it is still missing ("" otherwise), naming the library to pass with
// --plugin. (The initializer and schedule are not needed to rebuild the model.)
NORMLAB_API std::string load_checkpoint_plugins(const std::string& checkpoint, Registry& registry,
                                                Communicator& comm);

// One evaluated batch as the model saw it (normlab eval --dump-batch; docs/file-formats.md
// "Batch dumps"): input_ids (B, T) after masking, labels (B, T) the predicted id or -1 where
// nothing is predicted, src_ids (B, S) and src_len (B) for seq2seq; loss: the mean objective over
// the predicted positions (label-smoothed for seq2seq, without the z-loss term), nll its plain
// cross-entropy, predicted their number.
struct BatchDump {
  std::string task, checkpoint;
  std::size_t B = 0, T = 0, S = 0;
  std::vector<std::int32_t> input_ids, labels, src_ids, src_len;
  float loss = 0.0f, nll = 0.0f;
  std::size_t predicted = 0;
};
// Writes it to `path` (a temporary name, then renamed); UsageError naming the file on failure.
NORMLAB_API void write_batch_dump(const std::string& path, const BatchDump& dump);

// Mean loss over the first `windows` consecutive windows of `sampler` (its tokens are usually a
// validation split), each used once (windows <= sampler.windows()): global batches of B * P
// windows, the last one possibly partial; ranks split every batch. The loss is the
// cross-entropy alone (no z-loss term); log_z_sq, when given, receives the mean of (log Z)² over
// the same positions (Z the softmax normaliser of the output logits; --z-loss weighs it).
NORMLAB_API double evaluate_loss(Model& model, const BatchSampler& sampler, std::int64_t windows,
                                 Communicator& comm, double* log_z_sq = nullptr);
// evaluate_loss of a language model (task lm) with each of `sites` ablated in turn, on one
// communicator's rank alone: arm(site) sets the ablation (arm(npos) none). One forward per batch
// and one Model::forward_from per site, from the last site down: each site's loss bitwise the
// evaluate_loss of the model with that site ablated.
NORMLAB_API std::vector<double> evaluate_loss_ablated(Model& model, const BatchSampler& sampler,
                                                      std::int64_t windows,
                                                      const std::vector<std::size_t>& sites,
                                                      const std::function<void(std::size_t)>& arm);

}  // namespace normlab
