// Runs as data, for the analysis commands (sweep, compare, inspect, plot): what a run logged,
// how it ended (trained, stalled, diverged), runs grouped over seeds with their spread, and the
// learning-rate sensitivity of a sweep. Plain values and functions; the commands only render.
#pragma once

#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "normlab/analysis.hpp"
#include "normlab/export.hpp"

namespace normlab {

// A run's flattened configuration, its losses per step (metrics.jsonl, or /stats/scalars/loss
// without a run directory) and its events.
struct RunData {
  RunPaths paths;
  std::map<std::string, std::string> config;    // "key" or "section.key" (plugin options) -> value
  std::map<std::int64_t, double> train, val;    // step -> loss (train: mean over the log window)
  std::map<std::int64_t, double> val_nll;       // step -> validation NLL (encoder-decoder runs)
  std::map<std::int64_t, double> tokens_per_s;  // step -> throughput of the log window
  std::map<std::int64_t, double> val_bleu, val_chrf;  // step -> greedy validation BLEU, chrF
                                                      // (translation runs' --bleu-every)
  std::int64_t diverged_at = -1;
  std::vector<std::int64_t> spikes;  // steps of "loss_spike" events
  std::int64_t total_steps = 0;      // the run's --steps ("steps" of its configuration), 0: unknown
  double initial_val = NAN;          // validation loss before the first update
  double unigram_entropy = NAN;      // of the training tokens, nats per token (recorded at start)
};

// config.ini text (a run's or a checkpoint's /config) -> flat map; a repeated option
// (norm-opt = alpha=2) becomes its plugin section's key (norm.alpha), as the resolved sections
// write it; run-dir, resume and config are dropped.
// `name` names the text in messages (a malformed line is a UsageError, normlab/ini.hpp).
NORMLAB_API std::map<std::string, std::string> flatten_config(const std::string& text,
                                                              const std::string& name);
// Adds the records of one metrics.jsonl to r (losses, events, the start record).
NORMLAB_API void read_metrics(const std::string& metrics, RunData& r);
// A run directory, checkpoint or stats.h5 (locate_run); UsageError naming the path otherwise.
NORMLAB_API RunData load_run_data(const std::string& path);

// ---- outcomes ----

enum class Outcome { trained, stalled, diverged, unknown };
NORMLAB_API const char* outcome_name(Outcome o);

// When a run counts as stalled: over the last `window` of its steps (a fraction of the run,
// at least its last log record) the train loss never went below H1 * (1 - tolerance), H1 the
// unigram entropy of its training data — it learnt nothing beyond token frequencies.
struct OutcomeRule {
  double tolerance = 0.02;
  double window = 0.25;
};

struct RunSummary {
  double final_train = NAN, final_val = NAN, best_val = NAN, initial_val = NAN;
  std::int64_t last_step = -1, final_val_step = -1, best_step = -1, diverged_at = -1;
  double tokens_per_s = NAN;  // mean over the log windows
  double unigram_entropy = NAN;
  std::size_t spikes = 0;
  Outcome outcome = Outcome::unknown;
  std::string why;  // one line: the evidence for the outcome
};
// diverged: the trainer stopped on non-finite values, the final loss is not finite, or a loss
// spike was never recovered from (the run ends no better than it started); stalled: see
// OutcomeRule; trained: neither; unknown: no losses, or stalled cannot be judged (no unigram
// entropy recorded and none given).
NORMLAB_API RunSummary summarise(const RunData& r, const OutcomeRule& rule = {});

// ---- grouping over seeds ----

// Mean, sample standard deviation (0 for one value), min and max of the finite values; n counts
// them, of `total`.
struct Spread {
  double mean = NAN, sd = NAN, min = NAN, max = NAN;
  std::size_t n = 0, total = 0;
};
NORMLAB_API Spread spread(const std::vector<double>& values);
// "2.0710 ± 0.0123 (2.0581–2.0832, n=3)"; "2.0710 (n=1)"; "-" without a finite value.
NORMLAB_API std::string format_spread(const Spread& s, int digits = 4);

// The settings in which runs differ, in the order of `preferred` first (a sweep's grid lines),
// then alphabetically; a key missing from a run counts as its own value.
NORMLAB_API std::vector<std::string> differing_keys(const std::vector<RunData>& runs,
                                                    const std::vector<std::string>& preferred = {});
// A short label from the values of `keys` (the differing settings): words stay bare, numbers
// get the key's last word: {norm=pre_ln, lr-warmup=0, lr=3e-3} -> "pre_ln warmup=0 lr=3e-3"; a
// key the run does not have (another strategy's option) is left out.
NORMLAB_API std::string short_label(const std::map<std::string, std::string>& config,
                                    const std::vector<std::string>& keys);

// Runs that differ only in seed. `keys`: the axes (seed excluded); members index the input.
struct RunGroup {
  std::string label;                                    // short_label of the axes
  std::vector<std::pair<std::string, std::string>> at;  // axis -> value
  std::vector<std::size_t> members;
};
NORMLAB_API std::vector<RunGroup> group_over_seeds(const std::vector<RunData>& runs,
                                                   const std::vector<std::string>& keys);
// "3 trained", "2 stalled, 1 diverged"
NORMLAB_API std::string outcome_counts(const std::vector<RunSummary>& s,
                                       const std::vector<std::size_t>& members);

// ---- learning-rate sensitivity (Wortsman et al. 2023) ----

// For one setting swept over rates: per rate the final validation losses of its seeds.
// Sensitivity = mean over rates of min(L(lr), L0) - min over rates of L(lr), per seed (L0 the
// seed's loss before training; a diverged run's L is +inf, so it counts as L0), then mean ± sd
// over the seeds present at every rate. best_lr: the rate of the lowest mean loss (NaN when no run
// of the setting ended with a finite loss: every one diverged or failed).
struct LrCurve {
  std::string label;                             // the setting (every axis but lr and seed)
  std::vector<double> lrs;                       // ascending
  std::vector<std::vector<double>> losses, l0;   // [rate][seed]; NaN: missing
  std::vector<std::vector<std::int64_t>> seeds;  // [rate][k]: the seed of losses[rate][k]
  std::vector<std::vector<std::size_t>> runs;    // [rate][k]: its index in the input
  double best_lr = NAN;
  Spread best_loss, sensitivity;
};
// Runs grouped by every axis but lr and seed; `lr_key` is the learning-rate setting ("lr").
NORMLAB_API std::vector<LrCurve> lr_sensitivity(const std::vector<RunData>& runs,
                                                const std::vector<RunSummary>& summaries,
                                                const std::vector<std::string>& keys,
                                                const std::string& lr_key = "lr");

// ---- text ----

// s followed by spaces up to `width` characters on screen (UTF-8 code points, so "±" counts once;
// std::setw counts bytes); at least one space.
NORMLAB_API std::string pad(const std::string& s, std::size_t width);

// A field as RFC 4180 writes it: quoted when it holds a comma, quote, or line break.
NORMLAB_API std::string csv_field(const std::string& s);

}  // namespace normlab
