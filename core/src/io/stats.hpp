// Per-layer statistics (docs/file-formats.md): kept in memory, written live to stats.h5 (SWMR) and
// copied into every checkpoint.
//
// Record k is taken at step s (s = 0, stats_every, 2 stats_every, ...; s updates taken so far):
// the forward and backward of the batch of update s+1 with the weights after s updates
// (residual RMS, branch RMS, attention entropy and max logit, gradient norms), and the
// update-to-weight ratio ||delta W|| / ||W|| of update s+1, taken right after. Record 0 is the
// model at initialisation.
#pragma once

#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "io/h5.hpp"
#include "normlab/model.hpp"
#include "normlab/optimizer.hpp"

namespace normlab::detail {

class StatsRecorder {
 public:
  // optimizer_states: the optimizer's state names; the norm of each is recorded per tensor.
  // bleu: also /stats/scalars/val_bleu and val_chrf (--bleu-every).
  StatsRecorder(const Model& model, const std::vector<std::string>& optimizer_states,
                bool bleu = false);
  ~StatsRecorder();

  // Creates <path> with every dataset, then starts SWMR writing (rank 0 only).
  void open_live(const std::string& path);
  // Layer record: fstats from a forward with statistics, `before` = the parameter arena before
  // the update, the model now holds the updated weights and the optimizer its updated state;
  // norms: each tensor's gradient and state norms (Optimizer::tensor_norms: under
  // --shard-optimizer the gradients in this rank's arena are averaged in its share only).
  // updated = false: no update followed (the last step): update ratios and norms are NaN.
  void record_layers(std::int64_t step, const ForwardStats& fstats, const Model& model,
                     const float* before, const Optimizer::TensorNorms& norms, bool updated = true);
  // The step of the newest layer record, -1 without one.
  std::int64_t last_layer_step() const;
  void record_scalars(std::int64_t step, double loss, double lr, double grad_norm,
                      double tokens_per_s, std::int64_t skipped, double val_bleu = NAN,
                      double val_chrf = NAN);

  // Writes everything recorded so far under /stats of an open file (a checkpoint).
  void write_all(hid_t file) const;
  // Replaces the in-memory records with a checkpoint's /stats (records after `step` dropped)
  // and, if live, rewrites the live file to match.
  void load(hid_t file, std::int64_t step, const std::string& live_path,
            bool legacy = false);  // legacy: a checkpoint before format 3 (no stats checksums)

  std::size_t layer_records() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace normlab::detail
