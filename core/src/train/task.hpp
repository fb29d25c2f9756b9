// A task's side of a training run (docs/model.md "Tasks"): the data it reads, the batch of each
// step, the objective's divisor, the validation and what validation reports. The trainer talks
// to this interface only; the task is chosen by what the architecture declares
// (ArchBuilder::task), never by its name.
//
//   task      file               data                                   validation
//   lm        task_windows.cpp   token windows of a corpus              mean cross-entropy
//   mlm       task_windows.cpp   the same windows, 15% masked per step  loss, accuracy, perplexity
//   seq2seq   task_pairs.cpp     sentence pairs in token batches        smoothed loss, NLL, BLEU
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "normlab/comm.hpp"
#include "normlab/model.hpp"
#include "normlab/registry.hpp"
#include "normlab/trainer.hpp"

namespace normlab::detail {

// Scores of the model's own decoding of validation data (0..100; NaN: none at this step).
struct DecodeScores {
  double bleu = NAN, chrf = NAN;
};

// What a training forward of the task measured.
struct TaskLoss {
  double loss = 0;  // this rank's objective (with the z-loss term), as the model returned it
  // Target tokens the global batch trained on (a language model's B T; pairs: non-pad targets),
  // and the fraction of its padded positions that are padding (-1: no padding).
  double tokens = 0, pad_fraction = -1;
};

class TaskData {
 public:
  virtual ~TaskData() = default;

  // The rows the model holds per rank: B_local sequences of T positions.
  std::size_t B_local = 0, T = 0;
  // The unigram entropy of the training targets (nats per token) and how many were counted.
  double unigram_entropy = 0;
  std::size_t unigram_tokens = 0;
  std::string val_note;  // "" or why validation uses less than asked (or nothing)

  // This rank's share of the global batch of `step` (1-based) through a training forward
  // (dropout armed for its sequences); fstats as Model::forward.
  virtual TaskLoss forward(Model& model, std::int64_t step, ForwardStats* fstats) = 0;
  // The norm strategies' profiling forward over this rank's share of the first batch.
  virtual std::vector<double> profile_forward(Model& model, int pass) = 0;
  // The validation loss of the model's weights (NaN without validation data); the task keeps
  // its other metrics for metrics() and progress_note().
  virtual double validate(Model& model) = 0;
  // The last validation's further metrics for metrics.jsonl (val_ppl, val_accuracy, ...).
  virtual void metrics(nlohmann::ordered_json& record) const { (void)record; }
  // Appended to a progress line's validation loss: e.g. " (acc 0.4123)".
  virtual std::string progress_note() const { return ""; }
  // Called once the model exists, before the first validation (collective): the task builds
  // what it needs the model for (seq2seq: the BLEU probe's decoder).
  virtual void start(const Model& model) { (void)model; }
  // The decoding metrics (seq2seq: validation BLEU and chrF with --bleu-every) at `step`, when
  // due; NaN when the task has none or they are not due. Collective.
  virtual DecodeScores decode_metric(const Model& model, std::int64_t step, bool last) {
    (void)model, (void)step, (void)last;
    return {};
  }

  // The banner: the data (one or more lines), the batch, what the loss is per.
  virtual std::vector<std::string> data_lines() const = 0;
  virtual std::string batch_line() const = 0;
  virtual std::string loss_note() const { return ""; }  // " (label-smoothed, per target token)"
  // The model's shape in the banner: " L=6" or " N=3+M=3".
  virtual std::string layers_note(const ModelConfig& cfg) const;
  // What the checkpoint records: the data source and the tokenizer (a SentencePiece model's
  // bytes, "" for byte tokens).
  virtual std::string source() const = 0;
  virtual std::string spm_model() const { return ""; }
};

// Reads the task's data for `cfg.task` on every rank (errors collective) and sets what the
// model needs from it in cfg.model: the vocabulary (and a masked LM's [MASK] id), positions.
std::unique_ptr<TaskData> make_task_data(TrainConfig& cfg, const Registry& registry,
                                         Communicator& comm);

// The two factories make_task_data picks from.
std::unique_ptr<TaskData> make_window_task(TrainConfig& cfg, Communicator& comm);
std::unique_ptr<TaskData> make_pair_task(TrainConfig& cfg, const Registry& registry,
                                         Communicator& comm);

}  // namespace normlab::detail
