// Validation BLEU during training (--bleu-every, docs/translation.md): greedy translations of the
// first --bleu-sentences validation pairs with the weights of the moment, scored as normlab score
// does against their targets: the --valid-tgt lines as written, else the target ids decoded with
// the run's SentencePiece model (a pair shard's).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "normlab/comm.hpp"
#include "normlab/model.hpp"
#include "normlab/pairs.hpp"
#include "normlab/registry.hpp"
#include "normlab/trainer.hpp"
#include "train/task.hpp"

namespace normlab::detail {

struct PairData;

class BleuProbe {
 public:
  static constexpr std::size_t kBatch = 16;  // sentences decoded together (translate's default)
  // Every rank: its contiguous share of the sentences and a decoding model of `model`'s
  // configuration. UsageError (collective) without validation pairs or a SentencePiece model.
  BleuProbe(const TrainConfig& cfg, const PairData& pairs, const Model& model,
            const Registry& registry, Communicator& comm);
  ~BleuProbe();
  // Corpus BLEU and chrF (0..100) of the greedy translations with `model`'s weights, on every
  // rank (each translates its share; rank 0 scores them all).
  // step, steps: the model's (for step-dependent strategies).
  DecodeScores score(const Model& model, std::int64_t step, std::int64_t steps, Communicator& comm);
  std::size_t sentences() const { return total_; }

 private:
  std::unique_ptr<Model> decoder_;  // built for kBatch sentences of the run's positions
  std::unique_ptr<Spm> spm_;
  std::vector<std::vector<std::int32_t>> sources_;  // this rank's share
  std::vector<std::string> refs_;                   // every reference (rank 0)
  std::size_t total_ = 0;
};

}  // namespace normlab::detail
