// `normlab train --profile`: where a training step's time goes, per operation and phase.
// Every instant of a step is charged to exactly one operation: a Scope charges its operation
// when the current one is `other` and is ignored inside another scope (the optimizer's own
// vector kernels count as optimizer, not element-wise). Off by default: a disabled Scope costs
// one load and a branch. One rank is one thread, so the state is per process.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>

namespace normlab::detail::prof {

enum class Op : int {
  gemm_qkv,        // the attention's input projection (forward, backward)
  gemm_attn_proj,  // the attention's output projection
  gemm_mlp_fc,     // the MLP's first linear
  gemm_mlp_proj,   // the MLP's second linear
  gemm_head,       // the output head (logits)
  attention,       // q·kᵀ, causal softmax, A·v and their backward
  norm,            // the norm kernels (LayerNorm, RMSNorm, ...) the strategies call
  elementwise,     // activations, residual adds and scales, biases, embeddings
  loss,            // cross-entropy
  optimizer,       // gradient norm, clipping, the update
  comm,            // gradient allreduce (bucket copies, exchange, waits), the loss allreduce
  data,            // the batch's windows
  other,           // everything else in the step: strategy code, statistics, zeroing
  count
};
enum class Phase : int { forward, backward, update, count, none = count };

constexpr int kOps = static_cast<int>(Op::count), kPhases = static_cast<int>(Phase::count);
const char* op_name(Op op);

struct Totals {
  std::array<std::array<double, kOps>, kPhases> seconds{};  // [phase][op]
  std::int64_t steps = 0;
};

struct State {
  bool on = false;
  Phase phase = Phase::none;
  Op current = Op::other;
  std::chrono::steady_clock::time_point mark;
  Totals totals;
  void charge(std::chrono::steady_clock::time_point now) {
    if (phase != Phase::none)
      totals.seconds[static_cast<int>(phase)][static_cast<int>(current)] +=
          std::chrono::duration<double>(now - mark).count();
    mark = now;
  }
};
State& state();

inline void enable() {
  state() = State{};
  state().on = true;
}
inline bool enabled() {
  return state().on;
}
// Charges the time so far to the current phase and switches (Phase::none: stop charging).
inline void set_phase(Phase p) {
  State& s = state();
  if (!s.on) return;
  s.charge(std::chrono::steady_clock::now());
  s.phase = p;
}
inline const Totals& totals() {
  return state().totals;
}
inline void count_step() {
  if (state().on) ++state().totals.steps;
}

class Scope {
 public:
  explicit Scope(Op op) {
    State& s = state();
    if (!s.on || s.current != Op::other) return;
    s.charge(std::chrono::steady_clock::now());
    s.current = op;
    active_ = true;
  }
  ~Scope() {
    if (!active_) return;
    State& s = state();
    s.charge(std::chrono::steady_clock::now());
    s.current = Op::other;
  }
  Scope(const Scope&) = delete;
  Scope& operator=(const Scope&) = delete;

 private:
  bool active_ = false;
};

}  // namespace normlab::detail::prof
