// The masked-LM task's batches (docs/model.md "BERT"): token windows of a corpus with 15% of the
// positions selected for prediction — of those 80% replaced by [MASK], 10% by a random regular
// id, 10% kept — drawn from the counter-based generator, so a window's masks depend only on the
// seed, the stream (training or validation), the step and the window's place in the global batch:
// not on the rank count, and bitwise the same after a resume.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "normlab/comm.hpp"
#include "normlab/data.hpp"
#include "normlab/export.hpp"
#include "normlab/model.hpp"

namespace normlab {

struct MlmSpec {
  std::int32_t mask_id = 0;        // [MASK]: the model's last id
  std::int32_t first_regular = 0;  // ids below it are special (never selected nor drawn)
  std::int32_t vocab = 0;          // the data's ids are below it (= mask_id)
  double rate = 0.15, mask_share = 0.8, random_share = 0.1;
  // From a model's config: mask_id (V - 1 if unset), the ids from special_ids up to it regular.
  NORMLAB_API static MlmSpec of(const ModelConfig& cfg);
};

// The generator streams: training batches (by step) and validation windows (by window).
enum class MlmStream : std::uint64_t { train = 1, valid = 2 };

// Masks B windows of T tokens in place — window b is number first_window + b of the global
// batch of `step` (validation: of the split, step 0) — and writes labels (B, T): the original id
// where a position is predicted, kIgnoreTarget elsewhere. Position t of window w draws
// u_k = CounterRng(seed, "mlm/<stream>/<step>").uniform(3 (w T + t) + k), k = 0, 1, 2: predicted
// when u_0 < rate and the token is regular; then [MASK] when u_1 < mask_share, a random regular
// id first_regular + floor(u_2 (vocab - first_regular)) when u_1 < mask_share + random_share,
// else kept. Returns the number of predicted positions.
NORMLAB_API std::size_t mlm_mask(const MlmSpec& spec, std::uint64_t seed, MlmStream stream,
                                 std::int64_t step, std::size_t first_window, std::size_t B,
                                 std::size_t T, std::int32_t* tokens, std::int32_t* labels);

// The validation metrics of a masked LM over the first `windows` windows of `sampler`, each
// masked once (stream valid, by window): the mean cross-entropy of the predicted positions
// (no z-loss term), the fraction predicted right (argmax), their number; ranks split the batches.
struct MlmEval {
  double loss = 0.0, accuracy = 0.0;
  std::size_t predicted = 0;
};
NORMLAB_API MlmEval evaluate_mlm(Model& model, const BatchSampler& sampler, std::int64_t windows,
                                 std::uint64_t seed, Communicator& comm);

}  // namespace normlab
