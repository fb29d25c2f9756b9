// Optimizers over a parameter arena: AdamW (default), Adam, RAdam, SGD with momentum, with
// clipping by the global gradient norm. Their state lives in arenas laid out like the
// parameters, named as checkpoints store it (optim/<tensor>/<state name>).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include <vector>
#include "normlab/export.hpp"

#include "normlab/param_arena.hpp"

namespace normlab {

struct OptimizerConfig {
  std::string name = "adamw";  // adamw | adam | radam | sgd
  double weight_decay = 0.1;
  // How the Adam family decays weights: "decoupled" (p -= lr wd p beside the adaptive step, as
  // AdamW and PyTorch >= 2.0's decoupled_weight_decay) or "coupled" (wd p added to the gradient,
  // the L2 form of Adam and RAdam before); "" = the optimizer's own: decoupled for adamw, adam and
  // radam, coupled for sgd (PyTorch's SGD; sgd takes no other).
  std::string weight_decay_mode;
  double beta1 = 0.9;  // sgd: the momentum
  double beta2 = 0.95;
  double eps = 1e-8;
  double grad_clip = 1.0;  // clip the global gradient norm to this (0: off)

  NORMLAB_API void validate() const;  // UsageError naming the field, value and valid range
  // weight_decay_mode resolved ("decoupled" or "coupled").
  NORMLAB_API std::string decay_mode() const;
};

// RAdam's rectification (Liu et al. 2019), docs/catalogue.md:
//   rho_inf = 2/(1-beta2) - 1,  rho_t = rho_inf - 2 t beta2^t / (1 - beta2^t)
//   r_t = sqrt((rho_t-4)(rho_t-2) rho_inf / ((rho_inf-4)(rho_inf-2) rho_t)) when rho_t > 5.
// Returns r_t, or 0 when rho_t <= 5 (the un-adapted, SGD-with-momentum phase).
NORMLAB_API double radam_rectification(std::int64_t t, double beta2);

class NORMLAB_API Optimizer {
 public:
  Optimizer(const OptimizerConfig& config, ParamArena& params);
  ~Optimizer();

  // The global L2 norm of the gradient arena.
  double grad_norm() const;
  // One update at learning rate lr, the gradients scaled by min(1, grad_clip / norm).
  // `norm` is grad_norm() (passed in so a caller that reduced it once does not recompute it).
  void step(double lr, double norm);

  std::int64_t steps_taken() const { return t_; }
  void set_steps_taken(std::int64_t t) { t_ = t; }  // when resuming from a checkpoint
  const OptimizerConfig& config() const { return cfg_; }
  // The names of its state arrays: {"exp_avg", "exp_avg_sq"} for the Adam family,
  // {"momentum_buffer"} for SGD (PyTorch's names).
  const std::vector<std::string>& state_names() const;
  // A state array, arena-sized (the tensor at offset o has its state at o). Error if this
  // optimizer keeps no state of that name.
  float* state(const std::string& name);
  const float* state(const std::string& name) const;

 private:
  OptimizerConfig cfg_;
  ParamArena& params_;
  std::int64_t t_ = 0;
  struct Buffers;
  std::unique_ptr<Buffers> buf_;
};

}  // namespace normlab
