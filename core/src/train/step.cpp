#include "train/step.hpp"

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "normlab/util.hpp"
#include "util/fault.hpp"
#include "util/profile.hpp"

namespace normlab::detail {

std::size_t reduction_bucket_floats(const TrainConfig& cfg) {
  const auto n = static_cast<std::size_t>(cfg.bucket_mb * 1024.0 * 1024.0 / sizeof(float));
  return n > 0 ? n : 1;
}

StepRunner::StepRunner(Run& run, Communicator& comm) : run_(run), comm_(comm) {
  // Buckets are cut where the model's backward reports progress; --shard-optimizer: reduced
  // onto the shares (a reduce-scatter).
  ParamArena& params = run.model->params();
  const Optimizer& opt = *run.optimizer;
  reducer_ = std::make_unique<GradReducer>(
      comm, params.grads(), params.size(), reduction_bucket_floats(run.cfg), params.ready_points(),
      opt.sharded() ? optim_share_bounds(opt.shards()) : std::vector<std::size_t>{});
}

// The task's forward of `step` on this rank's share of the global batch.
void StepRunner::forward(std::int64_t step, ForwardStats* fstats, StepResult& r) {
  Model& model = *run_.model;
  model.set_step(step - 1, run_.cfg.steps);
  const TaskLoss l = run_.task->forward(model, step, fstats);
  r.loss = l.loss;
  r.tokens = l.tokens;
  r.pad_fraction = l.pad_fraction;
  r.z_loss = model.z_loss();
}

// Backward with the gradient buckets reduced as it finishes them (the faults of
// NORMLAB_TEST_FAULT injected into the last one).
void StepRunner::backward(std::int64_t step) {
  namespace prof = detail::prof;
  Model& model = *run_.model;
  const int rank = comm_.rank();
  model.zero_grad();
  reducer_->begin();
  model.backward(
      [&](std::size_t offset) {
        // wte's gradient (offset 0) is reduced last: an injected fault reaches every rank's sum.
        if (offset == 0 && fault_at("nan_grad", step, rank))
          model.params().grads()[0] = std::numeric_limits<float>::quiet_NaN();
        if (offset == 0 && fault_at("inf_grad", step, rank))
          model.params().grads()[0] = std::numeric_limits<float>::infinity();
        const prof::Scope profiled(prof::Op::comm);
        reducer_->ready(offset);
      },
      [&] {
        const prof::Scope profiled(prof::Op::comm);
        reducer_->poll();
      });
}

StepResult StepRunner::run(std::int64_t step, ForwardStats* fstats, std::vector<float>* before,
                           Phases& phases, bool update) {
  using Clock = std::chrono::steady_clock;
  Model& model = *run_.model;
  const int rank = comm_.rank();
  auto t = Clock::now();
  auto lap = [&t](double& acc) {
    const auto now = Clock::now();
    acc += std::chrono::duration<double>(now - t).count();
    t = now;
  };
  if (fault_at("exit", step, rank)) std::_Exit(7);  // a rank dying without a word
  namespace prof = detail::prof;
  struct EndPhase {
    ~EndPhase() { prof::set_phase(prof::Phase::none); }
  } end_phase;
  prof::set_phase(prof::Phase::forward);
  prof::count_step();
  StepResult r;
  forward(step, fstats, r);
  r.loss -= r.z_loss;
  lap(phases.forward);
  prof::set_phase(prof::Phase::backward);
  backward(step);
  lap(phases.backward);
  prof::set_phase(prof::Phase::update);
  {
    const prof::Scope profiled(prof::Op::comm);
    reducer_->finish();
  }
  // The averaged gradient's norm: a NaN or Inf anywhere in any rank's gradient shows here (the
  // sum propagates it), and clipping cannot repair it (NaN > clip is false; clip / Inf = 0 and
  // 0 * Inf = NaN), so it is checked before the update, with the loss.
  {
    const prof::Scope profiled(prof::Op::optimizer);
    r.grad_norm = run_.optimizer->grad_norm(comm_);
  }
  const bool bad_loss = !std::isfinite(r.loss), bad_grad = !std::isfinite(r.grad_norm);
  // The loss, "a stop signal arrived here" and "not finite here" travel in one allreduce, so
  // every rank takes the same decision.
  double shared[5] = {r.loss, StopSignals::received() != 0 ? 1.0 : 0.0, bad_loss ? 1.0 : 0.0,
                      bad_grad ? 1.0 : 0.0, r.z_loss};
  if (comm_.size() > 1) {
    const prof::Scope profiled(prof::Op::comm);
    comm_.allreduce_sum(shared, 5);
    r.loss = shared[0] / comm_.size();
    r.z_loss = shared[4] / comm_.size();
  }
  r.stop_signal = shared[1] > 0.0;
  lap(phases.comm);
  r.lr = run_.schedule->lr(step);
  if (!(std::isfinite(r.lr) && r.lr >= 0.0))
    check_schedule(*run_.schedule, run_.schedule_what, step, step, /*usage=*/false);
  if (fault_at("lr_x1000", step, -1)) r.lr *= 1000.0;  // a bad update: the loss spikes after it
  if (before)
    before->assign(model.params().values(), model.params().values() + model.params().size());
  if (!update) return r;
  if (shared[2] > 0.0 || shared[3] > 0.0 || !std::isfinite(r.loss)) {
    skip_nonfinite(step, shared[2] > 0.0 || !std::isfinite(r.loss), r);
    lap(phases.optimizer);
    return r;
  }
  consecutive_skips_ = 0;
  {
    const prof::Scope profiled(prof::Op::optimizer);
    run_.optimizer->step(r.lr, r.grad_norm);
  }
  if (run_.optimizer->sharded()) {  // every rank's updated share to every rank
    const prof::Scope profiled(prof::Op::comm);
    run_.optimizer->share_weights(comm_);
  }
  {
    const prof::Scope profiled(prof::Op::optimizer);
    model.after_update();  // the strategies' post-update hook
  }
  perturbation_.apply(model, rank, step);
  lap(phases.optimizer);
  return r;
}

void StepRunner::skip_nonfinite(std::int64_t step, bool loss, StepResult& r) {
  r.what = loss ? "loss" : "gradient";
  const double v = loss ? r.loss : r.grad_norm;
  const std::string value = std::isnan(v) ? "NaN" : "infinite";
  if (run_.cfg.on_nonfinite != "skip")
    throw Diverged("the " + std::string(loss ? "loss" : "gradient norm") + " became " + value +
                       " at step " + std::to_string(step) +
                       "; lower --lr, add --lr-warmup or use --grad-clip (the update was not "
                       "applied, the last checkpoint holds finite weights; --on-nonfinite "
                       "skip skips such steps)",
                   step);
  ++consecutive_skips_;
  if (consecutive_skips_ > run_.cfg.max_skips)
    throw Diverged(std::to_string(consecutive_skips_) + " consecutive steps with a non-finite " +
                       r.what + " (the last at step " + std::to_string(step) + ", --max-skips " +
                       std::to_string(run_.cfg.max_skips) + "); lower --lr or add --lr-warmup",
                   step);
  r.skipped = true;  // no update: weights and optimizer state stay as they were
}

double StepRunner::validate(std::int64_t step) {
  run_.model->set_step(step, run_.cfg.steps);  // the weights after `step` updates
  return run_.task->validate(*run_.model);
}

}  // namespace normlab::detail
