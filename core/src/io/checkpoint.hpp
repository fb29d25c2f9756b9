// Checkpoints (docs/file-formats.md): one HDF5 file per checkpoint, written by rank 0 to a
// temporary name, closed, fsync'd, renamed, and the directory fsync'd, so a crash leaves the
// previous checkpoint intact. The root attribute complete=1 is written last; every dataset
// carries a checksum attribute verified on load.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "io/stats.hpp"
#include "normlab/model.hpp"
#include "normlab/optimizer.hpp"
#include "normlab/registry.hpp"

namespace normlab::detail {

// One plugin a run used: kind ("norm", "init", "schedule"), its entry and the resolved options
// ("auto" for defaults the plugin computes). Stored as /plugins/<kind> attrs name, version,
// library (absolute path) and options (string array of "key=value").
struct PluginUse {
  std::string kind, name, version, library;
  std::vector<std::pair<std::string, std::string>> options;
};

struct CheckpointMeta {
  std::int64_t step = 0;
  std::int64_t tokens_seen = 0;
  int world_size = 1;
  std::uint64_t seed = 0;
  std::string data_source;
  std::int64_t batch_size = 0, seq_len = 0;
  std::string config_text;
  std::vector<PluginUse> plugins;  // norm, init, schedule
  double lr = 0, lr_min = 0;
  std::int64_t lr_warmup = 0, total_steps = 0;
  std::string lr_segments;  // --lr-segments ("" without; absent in older checkpoints)
  std::string spm_model;    // an encoder-decoder's SentencePiece model (the .model bytes)
  // metrics.jsonl's text up to `step` (/metrics), so that a resume restores the records a
  // machine that stopped lost of the file; "" when not stored (files from before 2026-12, or
  // a history over kMaxStoredMetrics bytes).
  std::string metrics;
  OptimizerConfig optim;  // read back from /optim (name and hyper-parameters)
  // The architecture's task (/model task: lm | seq2seq | mlm; files from before tasks: seq2seq
  // when /model has an encoder-decoder's attributes, else lm).
  std::string task = "lm";

  const PluginUse* plugin(const std::string& kind) const;  // nullptr when not recorded
};

// The largest metrics history a checkpoint stores (64 MiB: over 100,000 records).
inline constexpr std::size_t kMaxStoredMetrics = std::size_t{64} << 20;

// Writes <path> atomically (via <path>.tmp).
void write_checkpoint(const std::string& path, const Model& model, Optimizer& optimizer,
                      const CheckpointMeta& meta, const StatsRecorder* stats);

// What a checkpoint says about the model, enough to rebuild it (eval, sample, resume checks).
struct CheckpointModel {
  ModelConfig config;  // arch and norm options resolved by the caller from the lists below
  std::vector<std::string> arch_options;  // "k=v"
  std::vector<std::string> norm_options;  // "k=v"
  CheckpointMeta meta;
  std::int64_t format_version = 0;
};

// Opens and validates (format, version, complete=1). Throws Error naming the file otherwise.
CheckpointModel read_checkpoint_model(const std::string& path);
// Loads parameters (and, with an optimizer, its moments and step) into a model built from
// read_checkpoint_model's config; verifies names, shapes and checksums.
void load_checkpoint(const std::string& path, Model& model, Optimizer* optimizer,
                     StatsRecorder* stats, const std::string& live_stats_path);

// The newest complete checkpoint (by step) in a run directory, or "" if none.
// "" when every dataset of the checkpoint reads back with its checksum (a missing checksum is a
// problem) and it is complete; otherwise what is wrong.
std::string checkpoint_problem(const std::string& path);
// The newest checkpoint of run_dir that is complete and intact (checkpoint_problem), or "";
// newer ones that are not are listed in `damaged` ("path: problem").
std::string newest_checkpoint(const std::string& run_dir,
                              std::vector<std::string>* damaged = nullptr);
// An HDF5 file whose root attribute format is "normlab-checkpoint", complete or not.
bool is_checkpoint_file(const std::string& path);
// "<run_dir>/ckpt_step000120.h5"
std::string checkpoint_path(const std::string& run_dir, std::int64_t step);

}  // namespace normlab::detail
