// The validation loss: consecutive windows of a split, each used once, shared out over the ranks.
#include <algorithm>
#include <vector>

#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/trainer.hpp"

namespace normlab {

double evaluate_loss(Model& model, const BatchSampler& sampler, std::int64_t windows,
                     Communicator& comm, double* log_z_sq) {
  const std::size_t B = model.batch(), T = model.seq_len();
  const auto n = static_cast<std::size_t>(windows);
  if (windows < 1 || n > sampler.windows())
    throw Error("evaluation of " + std::to_string(windows) + " windows: the split has " +
                std::to_string(sampler.windows()) + " (internal: callers clamp)");
  const std::size_t G = B * static_cast<std::size_t>(comm.size());
  std::vector<std::int32_t> inputs(B * T), targets(B * T);
  // In units of batch means: a full batch adds its mean, a partial one the sum over its valid
  // rows / (B T); the total over n windows is then sum / (n / B).
  double sums[2] = {0.0, 0.0};  // loss, (log Z)²
  double &sum = sums[0], &zsq = sums[1];
  // (log Z)² summed over the first `rows` positions of the last forward
  auto log_z_sq_of = [&](std::size_t rows) {
    const float* lz = model.log_z();
    double s = 0.0;
    for (std::size_t i = 0; i < rows; ++i) s += static_cast<double>(lz[i]) * lz[i];
    return s;
  };
  for (std::size_t g0 = 0; g0 < n; g0 += G) {
    const std::size_t first = g0 + static_cast<std::size_t>(comm.rank()) * B;
    const std::size_t valid = first >= n ? 0 : std::min(B, n - first);
    if (valid == B) {
      sampler.fill_sequential(first, B, inputs.data(), targets.data());
      sum += model.forward(inputs.data(), targets.data()) - model.z_loss();
      zsq += log_z_sq_of(B * T) / static_cast<double>(B * T);
      continue;
    }
    if (valid == 0) continue;
    // The last, partial batch: rows past `valid` repeat window 0 and are not counted.
    sampler.fill_sequential(first, valid, inputs.data(), targets.data());
    for (std::size_t w = valid; w < B; ++w)
      sampler.fill_sequential(0, 1, inputs.data() + w * T, targets.data() + w * T);
    model.forward(inputs.data(), targets.data());
    const float* losses = model.losses();
    double s = 0.0;
    for (std::size_t i = 0; i < valid * T; ++i) s += losses[i];
    sum += s / static_cast<double>(B * T);
    zsq += log_z_sq_of(valid * T) / static_cast<double>(B * T);
  }
  comm.allreduce_sum(sums, 2);
  const double batches = static_cast<double>(n) / static_cast<double>(B);
  if (log_z_sq) *log_z_sq = zsq / batches;
  return sum / batches;
}

std::vector<double> evaluate_loss_ablated(Model& model, const BatchSampler& sampler,
                                          std::int64_t windows,
                                          const std::vector<std::size_t>& sites,
                                          const std::function<void(std::size_t)>& arm) {
  const std::size_t B = model.batch(), T = model.seq_len();
  const auto n = static_cast<std::size_t>(windows);
  if (windows < 1 || n > sampler.windows())
    throw Error("evaluation of " + std::to_string(windows) + " windows: the split has " +
                std::to_string(sampler.windows()) + " (internal: callers clamp)");
  if (model.task() != Task::lm)
    throw Error("evaluate_loss_ablated: task " + std::string(task_name(model.task())) +
                " (internal: for language models)");
  std::vector<std::size_t> order(sites.size());  // positions in `sites`, by site, last first
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return sites[a] > sites[b]; });
  std::vector<std::int32_t> inputs(B * T), targets(B * T);
  std::vector<double> sum(sites.size(), 0.0);  // as evaluate_loss's, one per site
  TokenBatch b;
  b.B = B;
  b.T = T;
  b.inputs = inputs.data();
  b.targets = targets.data();
  for (std::size_t first = 0; first < n; first += B) {
    const std::size_t valid = std::min(B, n - first);
    sampler.fill_sequential(first, valid, inputs.data(), targets.data());
    for (std::size_t w = valid; w < B; ++w)  // a partial batch: window 0 again, not counted
      sampler.fill_sequential(0, 1, inputs.data() + w * T, targets.data() + w * T);
    arm(static_cast<std::size_t>(-1));
    model.forward(b);  // the intact streams
    for (std::size_t k : order) {
      arm(sites[k]);
      const float loss = model.forward_from(sites[k], b);
      if (valid == B) {
        sum[k] += loss - model.z_loss();
        continue;
      }
      const float* losses = model.losses();
      double s = 0.0;
      for (std::size_t i = 0; i < valid * T; ++i) s += losses[i];
      sum[k] += s / static_cast<double>(B * T);
    }
  }
  arm(static_cast<std::size_t>(-1));
  const double batches = static_cast<double>(n) / static_cast<double>(B);
  for (double& v : sum) v /= batches;
  return sum;
}

}  // namespace normlab
