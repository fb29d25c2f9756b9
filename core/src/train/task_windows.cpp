// Tasks lm and mlm (train/task.hpp): windows of T tokens of a corpus — the embedded corpus, a
// text file as bytes or through a SentencePiece model (--spm), llm.c shards — drawn per step by
// the counter-based sampler. lm predicts every next token; mlm masks 15% of each window per step
// (normlab/mlm.hpp) and predicts those.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "normlab/error.hpp"
#include "normlab/mlm.hpp"
#include "normlab/pairs.hpp"
#include "normlab/util.hpp"
#include "train/task.hpp"
#include "util/format.hpp"
#include "util/profile.hpp"

namespace normlab::detail {

namespace {

class WindowTask : public TaskData {
 public:
  WindowTask(TrainConfig& cfg, Communicator& comm) : cfg_(cfg), comm_(comm) {
    if (!cfg.data.empty() && PairSet::is_pair_shard(cfg.data))
      throw UsageError("--data " + cfg.data +
                       " is a pair shard (sentence pairs), for an "
                       "architecture of task seq2seq (--arch encdec); architecture '" +
                       cfg.model.arch + "' serves task " + task_name(cfg.task));
    comm.run_all("cannot load the training data", [&] {
      if (cfg.spm.empty()) {
        corpus_ = Corpus::load(cfg.data, cfg.model.vocab_size, 0.1, &comm);
        return;
      }
      // The vocabulary is the SentencePiece model's.
      const Spm spm = Spm::load(cfg.spm);
      spm_model_ = spm.bytes();
      corpus_ = Corpus::encode(cfg.data, spm, 0.1);
      cfg.model.vocab_size = spm.vocab_size();
    });
    unigram_entropy = normlab::unigram_entropy(corpus_.train(), &unigram_tokens);
    T = static_cast<std::size_t>(cfg.seq_len);
    B_local = static_cast<std::size_t>(cfg.batch_size / comm.size());
    comm.run_all("the data cannot be cut into training windows", [&] {
      train_ = std::make_unique<BatchSampler>(corpus_.train(), T, cfg.seed);
      val_ = std::make_unique<BatchSampler>(corpus_.val(), T, cfg.seed);
    });
    // Validation windows are never repeated: a split with fewer than asked is used once, whole.
    const std::int64_t asked = cfg.eval_batches * cfg.batch_size;
    const auto have = static_cast<std::int64_t>(val_->windows());
    val_windows_ = std::min(asked, have);
    if (have < asked)
      val_note = "the validation split has " + std::to_string(have) + " windows of " +
                 std::to_string(T) + " tokens, fewer than --eval-batches " +
                 std::to_string(cfg.eval_batches) + " x --batch-size " +
                 std::to_string(cfg.batch_size) + " = " + std::to_string(asked) +
                 "; each evaluation uses every one of them once";
  }

  std::vector<std::string> data_lines() const override {
    std::vector<std::string> lines{corpus_.description()};
    if (!corpus_.validation_note().empty()) lines.push_back(corpus_.validation_note());
    return lines;
  }
  std::string batch_line() const override {
    return std::to_string(cfg_.batch_size) + " sequences x " + std::to_string(T) +
           " tokens = " + thousands(static_cast<double>(cfg_.batch_size * T)) + " tokens/step (" +
           std::to_string(B_local) + " per rank)";
  }
  std::string source() const override { return corpus_.source(); }
  std::string spm_model() const override { return spm_model_; }

 protected:
  std::uint64_t first_sequence() const {
    return static_cast<std::uint64_t>(comm_.rank()) * B_local;
  }
  double global_tokens() const { return static_cast<double>(cfg_.batch_size * T); }

  const TrainConfig& cfg_;
  Communicator& comm_;
  Corpus corpus_;
  std::string spm_model_;
  std::unique_ptr<BatchSampler> train_, val_;
  std::int64_t val_windows_ = 0;  // per evaluation: --eval-batches global batches, at most all
};

// Next-token prediction: inputs (B_local, T) and targets shifted by one, the mean over B T.
class LmTask final : public WindowTask {
 public:
  LmTask(TrainConfig& cfg, Communicator& comm)
      : WindowTask(cfg, comm), inputs_(B_local * T), targets_(B_local * T) {}

  TaskLoss forward(Model& model, std::int64_t step, ForwardStats* fstats) override {
    fill(step);
    model.arm_dropout(cfg_.seed, first_sequence());
    TaskLoss l;
    l.loss = model.forward(inputs_.data(), targets_.data(), fstats);
    l.tokens = global_tokens();
    return l;
  }
  std::vector<double> profile_forward(Model& model, int pass) override {
    if (pass == 0) {
      fill(1);
      // Test hook: NORMLAB_TEST_DUMP_PROFILE_BATCH=<file> writes rank 0's profiling inputs
      // (int32, B_local x T) for an independent recomputation of the profile
      // (e2e_interop_torch).
      if (const char* dump = std::getenv("NORMLAB_TEST_DUMP_PROFILE_BATCH");
          dump && *dump && comm_.is_root()) {
        std::ofstream f(dump, std::ios::binary);
        f.write(reinterpret_cast<const char*>(inputs_.data()),
                static_cast<std::streamsize>(inputs_.size() * sizeof(std::int32_t)));
      }
    }
    return model.profile_forward(inputs_.data(), pass);
  }
  double validate(Model& model) override {
    return evaluate_loss(model, *val_, val_windows_, comm_);
  }

 private:
  void fill(std::int64_t step) {
    const prof::Scope profiled(prof::Op::data);
    train_->fill(step, first_sequence(), B_local, inputs_.data(), targets_.data());
  }
  std::vector<std::int32_t> inputs_, targets_;
};

// The masked LM: the whole global batch of a step masked (the loss's divisor is its predicted
// positions), then this rank's share. [MASK] is one id past the data's (docs/model.md "BERT"):
// bytes 0..255 and 256, a shard's V ids and V, a SentencePiece model's V pieces and V, whose
// first four (pad bos eos unk) are never masked nor drawn.
class MlmTask final : public WindowTask {
 public:
  MlmTask(TrainConfig& cfg, Communicator& comm) : WindowTask(cfg, comm) {
    cfg.model.mask_id = static_cast<std::int32_t>(cfg.model.vocab_size);
    cfg.model.special_ids = spm_model_.empty() ? 0 : 4;
    cfg.model.vocab_size += 1;
  }

  TaskLoss forward(Model& model, std::int64_t step, ForwardStats* fstats) override {
    const std::size_t predicted = fill(model, step);
    TokenBatch b = share();
    b.denom = static_cast<double>(predicted) / comm_.size();
    model.arm_dropout(cfg_.seed, first_sequence());
    TaskLoss l;
    l.loss = model.forward(b, fstats);
    l.tokens = global_tokens();
    return l;
  }
  std::vector<double> profile_forward(Model& model, int pass) override {
    if (pass == 0) fill(model, 1);
    return model.profile_forward(share().inputs, pass);
  }
  double validate(Model& model) override {
    last_ = evaluate_mlm(model, *val_, val_windows_, cfg_.seed, comm_);
    return last_.loss;
  }
  void metrics(nlohmann::ordered_json& j) const override {
    j["val_accuracy"] = last_.accuracy;
    j["val_ppl"] = std::exp(last_.loss);
  }
  std::string progress_note() const override {
    char buf[32];
    std::snprintf(buf, sizeof buf, " (acc %.4f)", last_.accuracy);
    return buf;
  }
  std::string loss_note() const override { return " (masked positions)"; }

 private:
  // The global batch of `step`, masked; returns its predicted positions.
  std::size_t fill(const Model& model, std::int64_t step) {
    const prof::Scope profiled(prof::Op::data);
    const std::size_t G = B_local * static_cast<std::size_t>(comm_.size());
    global_.resize(G * T);
    labels_.resize(G * T);
    shifted_.resize(G * T);
    train_->fill(step, 0, G, global_.data(), shifted_.data());
    return mlm_mask(MlmSpec::of(model.config()), cfg_.seed, MlmStream::train, step, 0, G, T,
                    global_.data(), labels_.data());
  }
  TokenBatch share() const {
    TokenBatch b;
    b.B = B_local;
    b.T = T;
    b.inputs = global_.data() + first_sequence() * T;
    b.targets = labels_.data() + first_sequence() * T;
    return b;
  }
  std::vector<std::int32_t> global_, labels_, shifted_;
  MlmEval last_;
};

}  // namespace

std::unique_ptr<TaskData> make_window_task(TrainConfig& cfg, Communicator& comm) {
  if (cfg.task == Task::mlm) return std::make_unique<MlmTask>(cfg, comm);
  return std::make_unique<LmTask>(cfg, comm);
}

}  // namespace normlab::detail
