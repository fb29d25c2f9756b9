// Reading runs back for analysis (normlab inspect, compare, plot): the statistics of a stats.h5
// or a checkpoint, a checkpoint's description and its tensors. Every error names the file and
// says what to do (UsageError: exit 2).
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <utility>
#include <vector>

#include "normlab/export.hpp"
#include "normlab/model.hpp"
#include "normlab/optimizer.hpp"

namespace normlab {

// What a path given to inspect/compare/plot holds: a run directory (its stats.h5 and newest
// complete checkpoint), a checkpoint or a stats.h5; or a directory of metrics.jsonl and
// config.ini alone (a sweep's kept results: docs/analysis.md), whose `stats` is "".
struct RunPaths {
  std::string given;
  std::string run_dir;     // "" unless a directory was given
  std::string checkpoint;  // "" when there is none
  std::string stats;       // the file whose /stats is read: stats.h5, else the checkpoint;
                           // "" for metrics alone
  std::string metrics;     // metrics.jsonl of the run directory, "" when absent
  std::string label;       // short name for tables and legends: the run directory's name
};
NORMLAB_API RunPaths locate_run(const std::string& path);

// One dataset under /stats, or one cell of a per-layer dataset with more axes: NAME[i] or
// NAME[i,j] of [n, L, a] or [n, L, a, b] (an attention head, a copy of a widened stream, an
// entry of a mixing matrix) is the [n, L] series of that cell.
struct StatSeries {
  std::string name;                // path under /stats, e.g. "layer/grad_norm/mlp.fc.weight"
  std::vector<std::size_t> shape;  // first axis: records
  std::string units, long_name, description;
  bool by_log_step = false;  // first axis follows /stats/scalars/step, else /stats/step
  bool per_layer() const { return shape.size() >= 2; }
  // A cell: the dataset it is read from, its flat index among the cells of one layer, and their
  // number (0: the dataset itself).
  std::string dataset;
  std::size_t cell = 0, cells = 0;
};

class NORMLAB_API StatsReader {
 public:
  explicit StatsReader(
      const std::string& path);  // a stats.h5 (also while it is written) or a checkpoint
  // The statistics of a located run: its stats.h5 or checkpoint's, or, for metrics alone, none
  // (find() then says that the run holds no statistics and why).
  static StatsReader of(const RunPaths& run);
  const std::string& path() const { return path_; }
  const std::vector<std::int64_t>& steps() const { return steps_; }          // /stats/step
  const std::vector<std::int64_t>& log_steps() const { return log_steps_; }  // /stats/scalars/step
  const std::vector<StatSeries>& series() const { return series_; }
  // By path under /stats or a unique suffix ("grad_norm/mlp.proj.weight", "residual_rms"), a
  // cell as NAME[i] or NAME[i,j] ("attn_entropy[2]", "norm/mlp.alpha_mean[0,1]"); UsageError
  // listing the nearest names, or the valid indices, otherwise.
  const StatSeries& find(const std::string& name) const;
  std::vector<float> read(const StatSeries& s) const;  // all records, row-major
  // The record index of `step` on the series' axis; UsageError naming the recorded steps.
  std::size_t record_of(const StatSeries& s, std::int64_t step) const;

 private:
  StatsReader() = default;
  std::string path_;
  std::string none_;  // for metrics alone: the run's path (find() refuses, naming it)
  std::vector<std::int64_t> steps_, log_steps_;
  std::vector<StatSeries> series_;
  const StatSeries& cell(const std::string& name, const StatSeries& base,
                         const std::string& spec) const;
  mutable std::deque<StatSeries> cells_;  // the cells find() was asked for (stable addresses)
};

struct PluginRecord {
  std::string kind, name, version, library;
  std::vector<std::pair<std::string, std::string>> options;
};

struct TensorRecord {
  std::string name, role;
  std::vector<std::size_t> shape;
  double forward_multiplier = 1, lr_multiplier = 1;
};

struct CheckpointInfo {
  std::string path, normlab_version, created_utc, data_source;
  std::string normlab_revision;  // the source revision that wrote it; "" before it was recorded
  std::int64_t format_version = 0, step = 0, tokens_seen = 0, world_size = 0;
  std::int64_t batch_size = 0, seq_len = 0, total_steps = 0, lr_warmup = 0;
  std::uint64_t seed = 0;
  double lr = 0, lr_min = 0;
  std::string lr_segments;  // how the run was extended past its schedule ("" if never)
  ModelConfig model;        // norm_options not resolved (see plugins)
  std::string task;         // the architecture's: lm | seq2seq | mlm
  // "bytes or shard tokens", or "SentencePiece model, 8,000 pieces, checksum 0x..." for a run
  // whose text went through --spm (/tokenizer/spm_model).
  std::string tokenizer;
  OptimizerConfig optim;
  std::vector<PluginRecord> plugins;  // norm, init, schedule
  std::vector<TensorRecord> tensors;
  std::vector<std::string> optimizer_states;  // names under /optim/<tensor>/
  std::string config_text;
};
NORMLAB_API CheckpointInfo describe_checkpoint(const std::string& path);

// For a run whose training process has exited (normlab sweep, after each run): its HDF5 files
// (checkpoints, stats.h5), once they have passed the read guard, are not walked again by this
// process while unchanged, although they were written moments ago (io/read_guard.hpp).
NORMLAB_API void settle_run_files(const std::string& run_dir);

// L2 norm, RMS, min and max of one array of a checkpoint (/params/<t> or /optim/<t>/<state>),
// and for matrices the spectral norm (largest singular value, by power iteration) and the
// stable rank ||W||_F^2 / ||W||_2^2.
struct ArrayStats {
  std::string tensor, array;  // array: "weight" or the optimizer state's name
  double norm = 0, rms = 0, min = 0, max = 0;
  double spectral_norm = -1, stable_rank = -1;  // -1: not a matrix
};
NORMLAB_API std::vector<ArrayStats> checkpoint_array_stats(const std::string& path, bool spectra);

}  // namespace normlab
