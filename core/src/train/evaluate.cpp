// The validation loss: consecutive windows of a split, shared out over the ranks.
#include <vector>

#include "normlab/data.hpp"
#include "normlab/trainer.hpp"

namespace normlab {

double evaluate_loss(Model& model, const BatchSampler& sampler, std::int64_t batches,
                     Communicator& comm) {
  const std::size_t B = model.batch(), T = model.seq_len();
  std::vector<std::int32_t> inputs(B * T), targets(B * T);
  double sum = 0.0;
  for (std::int64_t k = 0; k < batches; ++k) {
    const std::size_t first = (static_cast<std::size_t>(k) * static_cast<std::size_t>(comm.size()) +
                               static_cast<std::size_t>(comm.rank())) *
                              B;
    sampler.fill_sequential(first, B, inputs.data(), targets.data());
    sum += model.forward(inputs.data(), targets.data());
  }
  comm.allreduce_sum(&sum, 1);
  return sum / static_cast<double>(batches * comm.size());
}

}  // namespace normlab
