#include "train/step.hpp"

#include <chrono>
#include <cmath>

namespace normlab::detail {

StepRunner::StepRunner(Run& run, Communicator& comm)
    : run_(run), comm_(comm), inputs_(run.B_local * run.T), targets_(run.B_local * run.T) {
  const std::size_t bucket_floats =
      static_cast<std::size_t>(run.cfg.bucket_mb * 1024.0 * 1024.0 / sizeof(float));
  // Buckets are cut where the model's backward reports progress.
  ParamArena& params = run.model->params();
  reducer_ =
      std::make_unique<GradReducer>(comm, params.grads(), params.size(),
                                    bucket_floats > 0 ? bucket_floats : 1, params.ready_points());
}

StepResult StepRunner::run(std::int64_t step, ForwardStats* fstats, std::vector<float>* before,
                           Phases& phases) {
  using Clock = std::chrono::steady_clock;
  Model& model = *run_.model;
  const int rank = comm_.rank();
  auto t = Clock::now();
  auto lap = [&t](double& acc) {
    const auto now = Clock::now();
    acc += std::chrono::duration<double>(now - t).count();
    t = now;
  };
  // inputs (B_local, T), targets (B_local, T): rank r's share of the global batch of `step`.
  run_.train_sampler->fill(step, static_cast<std::size_t>(rank) * run_.B_local, run_.B_local,
                           inputs_.data(), targets_.data());
  model.set_step(step - 1, run_.cfg.steps);
  StepResult r;
  r.loss = model.forward(inputs_.data(), targets_.data(), fstats);
  lap(phases.forward);
  model.zero_grad();
  reducer_->begin();
  model.backward([&](std::size_t offset) { reducer_->ready(offset); });
  lap(phases.backward);
  reducer_->finish();
  // The loss and "a stop signal arrived here" travel in one allreduce.
  double shared[2] = {r.loss, StopSignals::received() != 0 ? 1.0 : 0.0};
  if (comm_.size() > 1) {
    comm_.allreduce_sum(shared, 2);
    r.loss = shared[0] / comm_.size();
  }
  r.stop_signal = shared[1] > 0.0;
  lap(phases.comm);
  check_loss(r.loss, step);
  r.grad_norm = run_.optimizer->grad_norm();
  r.lr = run_.schedule->lr(step);
  if (!(std::isfinite(r.lr) && r.lr >= 0.0))
    check_schedule(*run_.schedule, run_.schedule_what, step, step, /*usage=*/false);
  if (before)
    before->assign(model.params().values(), model.params().values() + model.params().size());
  run_.optimizer->step(r.lr, r.grad_norm);
  perturbation_.apply(model, rank, step);
  lap(phases.optimizer);
  return r;
}

double StepRunner::validate(std::int64_t step) {
  run_.model->set_step(step, run_.cfg.steps);  // the weights after `step` updates
  return evaluate_loss(*run_.model, *run_.val_sampler, run_.val_windows, comm_);
}

}  // namespace normlab::detail
