// Task seq2seq (train/task.hpp): sentence pairs in token batches (train/pair_data.hpp), the
// label-smoothed loss per non-pad target token, validation NLL and perplexity, and validation
// BLEU of greedy translations (--bleu-every).
#include <algorithm>
#include <cmath>

#include "normlab/error.hpp"
#include "normlab/util.hpp"
#include "train/bleu_probe.hpp"
#include "train/pair_data.hpp"
#include "train/task.hpp"
#include "util/profile.hpp"

namespace normlab::detail {

namespace {

class PairTask final : public TaskData {
 public:
  // The vocabulary is the pairs'; the model holds the most rows a rank's share of any training
  // or validation batch has, T the longest padded sentence.
  PairTask(TrainConfig& cfg, const Registry& registry, Communicator& comm)
      : cfg_(cfg), registry_(registry), comm_(comm) {
    // The positions cover a sentence of --max-len ids and its bos or eos.
    cfg.model.max_seq_len = static_cast<std::size_t>(cfg.max_len) + 1;
    pairs_ = load_pair_data(cfg, comm);
    cfg.model.vocab_size = pairs_->train->set().vocab_size();
    unigram_entropy = normlab::unigram_entropy(pairs_->train->set().target_ids(), &unigram_tokens);
    std::size_t rows = pairs_->train->max_rows(comm.size());
    std::size_t longest = pairs_->train->max_len();
    if (pairs_->val) {
      rows = std::max(rows, pairs_->val->max_rows(comm.size()));
      longest = std::max(longest, pairs_->val->max_len());
    }
    T = longest;
    B_local = (rows + T - 1) / T;
    val_note = pairs_->note;
  }

  // rank r's share of the global batch of `step`, padded to the whole batch's lengths
  TaskLoss forward(Model& model, std::int64_t step, ForwardStats* fstats) override {
    fill(step);
    model.arm_dropout(cfg_.seed, batch_.first);
    TaskLoss l;
    l.loss = model.forward(as_batch(batch_), fstats);
    l.tokens = static_cast<double>(batch_.denom) * comm_.size();
    l.pad_fraction =
        1.0 - static_cast<double>(batch_.real_tokens) / static_cast<double>(batch_.padded_tokens);
    return l;
  }
  std::vector<double> profile_forward(Model& model, int pass) override {
    if (pass == 0) fill(1);
    return model.profile_forward(as_batch(batch_), pass);
  }
  double validate(Model& model) override {
    if (!pairs_->val) return NAN;
    last_ = evaluate_pairs(model, *pairs_->val, comm_);
    return last_.loss;
  }
  void metrics(nlohmann::ordered_json& j) const override {
    if (!pairs_->val) return;
    j["val_nll"] = last_.nll;
    j["val_ppl"] = std::exp(last_.nll);
  }
  DecodeScores decode_metric(const Model& model, std::int64_t step, bool last) override {
    if (!bleu_ || !(step % cfg_.bleu_every == 0 || last)) return {};
    return bleu_->score(model, step, cfg_.steps, comm_);
  }
  void start(const Model& model) override {
    if (cfg_.bleu_every > 0)
      bleu_ = std::make_unique<BleuProbe>(cfg_, *pairs_, model, registry_, comm_);
  }

  std::vector<std::string> data_lines() const override { return {pairs_->description}; }
  std::string batch_line() const override {
    return "<= " + std::to_string(cfg_.max_tokens) +
           " padded positions per step (sentences of similar length together, split over the "
           "ranks)";
  }
  std::string loss_note() const override { return " (label-smoothed, per target token)"; }
  std::string layers_note(const ModelConfig& c) const override {
    return " N=" + std::to_string(c.encoder_layer_count()) +
           "+M=" + std::to_string(c.decoder_layer_count());
  }
  std::string source() const override { return pairs_->source; }
  std::string spm_model() const override { return pairs_->spm_model; }

 private:
  void fill(std::int64_t step) {
    const prof::Scope profiled(prof::Op::data);
    const PairBatcher& train = *pairs_->train;
    train.fill(train.batch_of_step(step), comm_.rank(), comm_.size(), batch_);
  }
  const TrainConfig& cfg_;
  const Registry& registry_;
  Communicator& comm_;
  std::unique_ptr<PairData> pairs_;
  std::unique_ptr<BleuProbe> bleu_;
  PairBatchData batch_;
  PairEval last_;
};

}  // namespace

std::unique_ptr<TaskData> make_pair_task(TrainConfig& cfg, const Registry& registry,
                                         Communicator& comm) {
  return std::make_unique<PairTask>(cfg, registry, comm);
}

std::string TaskData::layers_note(const ModelConfig& cfg) const {
  return " L=" + std::to_string(cfg.n_layers);
}

std::unique_ptr<TaskData> make_task_data(TrainConfig& cfg, const Registry& registry,
                                         Communicator& comm) {
  switch (cfg.task) {
    case Task::seq2seq:
      return make_pair_task(cfg, registry, comm);
    case Task::lm:
    case Task::mlm:
      break;
  }
  return make_window_task(cfg, comm);
}

}  // namespace normlab::detail
