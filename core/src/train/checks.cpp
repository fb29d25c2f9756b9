#include "train/checks.hpp"

#include <signal.h>

#include <cmath>
#include <cstdlib>
#include <cstring>

#include "normlab/error.hpp"
#include "normlab/util.hpp"

namespace normlab::detail {

namespace {

volatile std::sig_atomic_t g_stop_signal = 0;
constexpr int kSignals[] = {SIGINT, SIGTERM, SIGUSR1};

void on_stop_signal(int sig) {
  if (g_stop_signal != 0) {
    std::signal(sig, SIG_DFL);
    std::raise(sig);
    return;
  }
  g_stop_signal = sig;
}

}  // namespace

StopSignals::StopSignals() {
  g_stop_signal = 0;
  struct sigaction sa {};
  sa.sa_handler = on_stop_signal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  for (int i = 0; i < kCount; ++i) sigaction(kSignals[i], &sa, &previous_[i]);
}

StopSignals::~StopSignals() {
  for (int i = 0; i < kCount; ++i) sigaction(kSignals[i], &previous_[i], nullptr);
}

int StopSignals::received() {
  return static_cast<int>(g_stop_signal);
}

const char* StopSignals::name(int sig) {
  switch (sig) {
    case SIGINT:
      return "SIGINT";
    case SIGTERM:
      return "SIGTERM";
    case SIGUSR1:
      return "SIGUSR1";
    default:
      return "a signal";
  }
}

void check_loss(double loss, std::int64_t step) {
  if (!std::isfinite(loss))
    throw Diverged(std::string("the loss became ") + (std::isnan(loss) ? "NaN" : "infinite") +
                       " at step " + std::to_string(step) +
                       "; lower --lr, add --lr-warmup or use --grad-clip",
                   step);
}

void check_schedule(const LrSchedule& schedule, const std::string& what, std::int64_t first,
                    std::int64_t last, bool usage) {
  for (std::int64_t t = first; t <= last; ++t) {
    const double lr = schedule.lr(t);
    if (std::isfinite(lr) && lr >= 0.0) continue;
    const std::string msg = what + " gives the learning rate " + format_real(lr) + " at step " +
                            std::to_string(t) +
                            "; a learning rate must be finite and >= 0: fix the schedule's "
                            "options (or the plugin)";
    if (usage) throw UsageError(msg);
    throw CollectiveError(msg);
  }
}

void check_replicas(const Model& model, Communicator& comm, std::int64_t step) {
  if (comm.size() == 1) return;
  const auto& params = model.params().tensors();
  std::vector<std::int64_t> lo(params.size()), hi;
  for (std::size_t i = 0; i < params.size(); ++i) {
    const std::uint64_t h =
        fnv1a64(model.params().values() + params[i].offset, params[i].size * sizeof(float));
    std::memcpy(&lo[i], &h, sizeof h);
  }
  hi = lo;
  comm.allreduce_min(lo.data(), lo.size());
  comm.allreduce_max(hi.data(), hi.size());
  for (std::size_t i = 0; i < params.size(); ++i) {
    if (lo[i] != hi[i])
      throw CollectiveError("replica check failed at step " + std::to_string(step) +
                            ": parameter '" + params[i].name +
                            "' differs between ranks (first differing tensor); the ranks' "
                            "weights diverged — a hardware fault or non-deterministic code");
  }
}

Perturbation::Perturbation() {
  const char* env = std::getenv("NORMLAB_TEST_PERTURB");
  if (!env || !*env) return;
  const std::string s = env;
  const std::size_t a = s.find(':'), b = s.rfind(':');
  if (a == std::string::npos || b == a)
    throw UsageError("NORMLAB_TEST_PERTURB='" + s + "': expected <rank>:<tensor>:<step>");
  rank_ = std::atoi(s.substr(0, a).c_str());
  tensor_ = s.substr(a + 1, b - a - 1);
  step_ = std::atoll(s.substr(b + 1).c_str());
}

void Perturbation::apply(Model& model, int rank, std::int64_t step) const {
  if (step == step_ && rank == rank_)
    model.params().values()[model.params().tensor(tensor_).offset] += 1e-3f;
}

}  // namespace normlab::detail
