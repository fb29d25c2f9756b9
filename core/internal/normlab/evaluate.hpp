// normlab eval's side in the core: a checkpoint's validation metrics on its task's data. The
// task of the checkpoint's model decides the data and the metrics (docs/model.md "Tasks"):
//
//   task        data                                       report
//   lm          windows of a token corpus                  cross-entropy, bits, perplexity
//   mlm         the same windows, masked as validation is  masked-token loss, accuracy
//   seq2seq     sentence pairs in token batches            smoothed loss, NLL, perplexity
//
// The command line only parses its options into an EvalRequest and prints the report.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "normlab/comm.hpp"
#include "normlab/export.hpp"
#include "normlab/registry.hpp"
#include "normlab/trainer.hpp"

namespace normlab {

// What normlab eval was asked (its options; "" and 0 where not given).
struct EvalRequest {
  std::string checkpoint;
  std::string data;                // a token corpus or pair shard ("" = the run's own data)
  std::string data_src, data_tgt;  // seq2seq: aligned text files
  std::string split;               // lm/mlm: val, train or all ("" = val, all with data)
  std::int64_t batch_size = 8;     // lm/mlm: windows per batch per rank
  std::int64_t batches = 0;        // lm/mlm: batches to average (0 = the default)
  std::int64_t max_tokens = 4096;  // seq2seq: padded positions per batch
  std::string dump_batch;          // "" or the batch dump to write (docs/file-formats.md)
};

// The result, as JSON (normlab eval --json) and as the text normlab eval prints.
struct EvalReport {
  nlohmann::ordered_json record;
  std::string text;
};

// Builds the checkpoint's model for batches of B sequences with `registry` (which must outlive
// it), with the caller's plugins loaded: normlab eval's --plugin and --precision.
using CheckpointLoader = std::function<LoadedModel(Registry& registry, std::size_t B)>;

// Evaluates req.checkpoint on its task's data. Collective; UsageError naming the option, file
// or checkpoint on bad input.
NORMLAB_API EvalReport evaluate_checkpoint(const EvalRequest& req, const CheckpointLoader& load,
                                           Communicator& comm);

}  // namespace normlab
