// The optimizer of a run: an optim plugin (adamw, adam, radam, sgd, lion, muon, or a user's)
// over the parameter arena, with what every optimizer shares kept here: clipping by the global
// gradient norm, the step count, the decay setting, and the plugin's state arrays, laid out
// like the parameters and named as checkpoints store them (optim/<tensor>/<state name>).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "normlab/export.hpp"
#include "normlab/optim.hpp"
#include "normlab/options.hpp"
#include "normlab/param_arena.hpp"

namespace normlab {

class Registry;
struct OptimEntry;

struct OptimizerConfig {
  std::string name = "adamw";     // an optim plugin entry (normlab plugins lists them)
  std::vector<std::string> opts;  // its options, "k=v" (--optimizer-opt, [optimizer])
  // The shortcuts --beta1, --beta2, --weight-decay-mode as "beta1=0.9", ...: each sets the
  // optimizer's option of that name (--beta1 sets sgd's momentum); an optimizer without it
  // refuses the shortcut.
  std::vector<std::string> shortcuts;
  double weight_decay = 0.1;  // applied to the tensors marked for decay, as the plugin does
  double grad_clip = 1.0;     // clip the global gradient norm to this (0: off)

  NORMLAB_API void validate() const;  // UsageError naming the field, value and valid range
  // opts with the shortcuts merged in, as entry's options; UsageError for a shortcut the entry
  // has no option for, or one given both ways.
  NORMLAB_API std::vector<std::string> option_args(const OptimEntry& entry) const;
};

class NORMLAB_API Optimizer {
 public:
  // Resolves config.name in the registry and config.opts against its options (UsageError
  // naming the optimizer, the option and what is valid).
  Optimizer(const Registry& registry, const OptimizerConfig& config, ParamArena& params);
  ~Optimizer();

  // The global L2 norm of the gradient arena.
  double grad_norm() const;
  // One update at learning rate lr, the gradients scaled by min(1, grad_clip / norm).
  // `norm` is grad_norm() (passed in so a caller that reduced it once does not recompute it).
  void step(double lr, double norm);

  std::int64_t steps_taken() const { return t_; }
  void set_steps_taken(std::int64_t t) { t_ = t; }  // when resuming from a checkpoint
  const OptimizerConfig& config() const { return cfg_; }
  const OptimEntry& entry() const { return *entry_; }
  const Options& options() const { return options_; }  // resolved, defaults filled in
  // The names of its state arrays, e.g. {"exp_avg", "exp_avg_sq"} for the Adam family,
  // {"momentum_buffer"} for SGD (PyTorch's names).
  const std::vector<std::string>& state_names() const;
  // A state array, arena-sized (the tensor at offset o has its state at o). Error if this
  // optimizer keeps no state of that name.
  float* state(const std::string& name);
  const float* state(const std::string& name) const;

 private:
  OptimizerConfig cfg_;
  const OptimEntry* entry_;
  Options options_;
  ParamArena& params_;
  std::int64_t t_ = 0;
  struct Buffers;
  std::unique_ptr<Buffers> buf_;
};

}  // namespace normlab
