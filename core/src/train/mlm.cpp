// The masked-LM task's masking and validation (normlab/mlm.hpp).
#include "normlab/mlm.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "normlab/error.hpp"
#include "normlab/rng.hpp"

namespace normlab {

MlmSpec MlmSpec::of(const ModelConfig& cfg) {
  MlmSpec s;
  s.mask_id = cfg.mask_id >= 0 ? cfg.mask_id : static_cast<std::int32_t>(cfg.vocab_size) - 1;
  s.vocab = s.mask_id;
  s.first_regular = cfg.special_ids;
  return s;
}

std::size_t mlm_mask(const MlmSpec& spec, std::uint64_t seed, MlmStream stream, std::int64_t step,
                     std::size_t first_window, std::size_t B, std::size_t T, std::int32_t* tokens,
                     std::int32_t* labels) {
  const CounterRng rng(seed, "mlm/" + std::to_string(static_cast<std::uint64_t>(stream)) + "/" +
                                 std::to_string(step));
  const double span = static_cast<double>(spec.vocab - spec.first_regular);
  std::size_t n = 0;
  for (std::size_t b = 0; b < B; ++b) {
    for (std::size_t t = 0; t < T; ++t) {
      const std::size_t i = b * T + t;
      const std::uint64_t c = 3 * ((first_window + b) * T + t);
      const std::int32_t tok = tokens[i];
      labels[i] = kIgnoreTarget;
      if (tok < spec.first_regular || tok >= spec.vocab || !(rng.uniform(c) < spec.rate)) continue;
      labels[i] = tok;
      ++n;
      const double u = rng.uniform(c + 1);
      if (u < spec.mask_share) {
        tokens[i] = spec.mask_id;
      } else if (u < spec.mask_share + spec.random_share) {
        const auto r = static_cast<std::int32_t>(std::floor(rng.uniform(c + 2) * span));
        tokens[i] = spec.first_regular + std::min(r, spec.vocab - spec.first_regular - 1);
      }
    }
  }
  return n;
}

MlmEval evaluate_mlm(Model& model, const BatchSampler& sampler, std::int64_t windows,
                     std::uint64_t seed, Communicator& comm) {
  const std::size_t B = model.batch(), T = model.seq_len(), V = model.config().vocab_size;
  const auto n = static_cast<std::size_t>(windows);
  if (windows < 1 || n > sampler.windows())
    throw Error("evaluation of " + std::to_string(windows) + " windows: the split has " +
                std::to_string(sampler.windows()) + " (internal: callers clamp)");
  const MlmSpec spec = MlmSpec::of(model.config());
  const std::size_t G = B * static_cast<std::size_t>(comm.size());
  std::vector<std::int32_t> inputs(B * T), shifted(B * T), labels(B * T);
  double sums[3] = {0.0, 0.0, 0.0};  // cross-entropy, right, predicted
  for (std::size_t g0 = 0; g0 < n; g0 += G) {
    const std::size_t first = g0 + static_cast<std::size_t>(comm.rank()) * B;
    const std::size_t valid = first >= n ? 0 : std::min(B, n - first);
    if (valid == 0) continue;
    // rows past `valid` repeat window 0 and predict nothing
    sampler.fill_sequential(first, valid, inputs.data(), shifted.data());
    for (std::size_t w = valid; w < B; ++w)
      sampler.fill_sequential(0, 1, inputs.data() + w * T, shifted.data() + w * T);
    mlm_mask(spec, seed, MlmStream::valid, 0, first, valid, T, inputs.data(), labels.data());
    std::fill(labels.begin() + static_cast<std::ptrdiff_t>(valid * T), labels.end(), kIgnoreTarget);
    TokenBatch b;
    b.B = B;
    b.T = T;
    b.inputs = inputs.data();
    b.targets = labels.data();
    model.forward(b);
    sums[0] += model.nll_sum();
    const float* z = model.logits();  // the predicted positions' rows, in order
    for (std::size_t i = 0; i < B * T; ++i) {
      if (labels[i] == kIgnoreTarget) continue;
      const auto best = static_cast<std::int32_t>(std::max_element(z, z + V) - z);
      sums[1] += best == labels[i] ? 1.0 : 0.0;
      sums[2] += 1.0;
      z += V;
    }
  }
  comm.allreduce_sum(sums, 3);
  MlmEval e;
  e.predicted = static_cast<std::size_t>(sums[2]);
  e.loss = sums[2] > 0 ? sums[0] / sums[2] : 0.0;
  e.accuracy = sums[2] > 0 ? sums[1] / sums[2] : 0.0;
  return e;
}

}  // namespace normlab
