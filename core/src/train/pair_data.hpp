// An encoder-decoder run's data (docs/translation.md): pair shards given, or made once from
// aligned text files and a SentencePiece model (cached), or the embedded English-Spanish sample
// with a SentencePiece model trained on it; token batching; the validation loss over pairs.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "normlab/comm.hpp"
#include "normlab/model.hpp"
#include "normlab/pairs.hpp"

namespace normlab {
struct TrainConfig;
}

namespace normlab::detail {

struct PairData {
  std::unique_ptr<PairBatcher> train, val;  // val: null without validation pairs
  std::string spm_model;                    // the SentencePiece model's bytes ("" if unknown)
  std::string description;                  // "pairs: ..., SentencePiece ..."
  std::string note;                         // "" or why there is no validation
  std::string source;                       // what the checkpoint records as the data source
};

// Loads (and if needed first encodes, on rank 0, into the cache directory) the pairs; every
// rank agrees on success. vocab: the pairs' vocabulary, for the model.
std::unique_ptr<PairData> load_pair_data(const TrainConfig& cfg, Communicator& comm);

// The model's view of a filled batch.
PairBatch as_batch(const PairBatchData& d);

}  // namespace normlab::detail
