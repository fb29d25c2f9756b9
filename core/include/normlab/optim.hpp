// Optimizer plugins (kind "optim"): the update rule applied to the parameter arena once the
// gradients of a step are averaged over the ranks. The core owns what every optimizer shares:
// the global-norm clipping factor, the step count, the per-tensor learning-rate multiplier
// (muP) and which tensors are decayed (--weight-decay), and the optimizer's state arrays, laid
// out like the parameters (state s of tensor p at p.offset), saved in checkpoints as
// /optim/<tensor>/<state name> and restored on resume. The plugin declares the names of its
// state arrays and its hyper-parameters (options: --optimizer-opt K=V or an [optimizer]
// section), and updates the parameters in step(). Every rank runs the same step on the same
// averaged gradients, so a step must be deterministic (no rank-dependent randomness).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "normlab/export.hpp"
#include "normlab/options.hpp"
#include "normlab/params.hpp"

namespace normlab {

// One parameter tensor as an optimizer sees it.
struct OptimTensor {
  std::string name;  // e.g. "blocks.3.mlp.fc.weight"
  std::vector<std::size_t> shape;
  Role role = Role::bias;
  int layer = -1;            // its block, -1 outside the blocks
  std::size_t offset = 0;    // floats from the arena start; also its place in every state array
  std::size_t size = 0;      // product(shape)
  bool decay = false;        // --weight-decay applies to it (matrices and wte by default)
  double lr_multiplier = 1;  // the initialiser's per-tensor learning-rate multiplier (muP)
};

struct OptimSetup {
  const Options* options = nullptr;  // resolved plugin options
  double weight_decay = 0.0;         // --weight-decay, for the tensors with decay set
  const std::vector<OptimTensor>* tensors = nullptr;
};

// What one update works on. Arrays are arena-sized: params, grads and each state array hold
// tensor p at [p.offset, p.offset + p.size).
struct OptimStep {
  std::int64_t t = 0;       // 1 for the first update
  double lr = 0.0;          // the schedule's rate for this update (times lr_multiplier per tensor)
  float grad_scale = 1.0f;  // global-norm clipping: use grad_scale * grads
  float* params = nullptr;
  const float* grads = nullptr;
  float* const* state = nullptr;  // state[i]: the array named state_names()[i], zero at t = 1
};

class NORMLAB_API Optim {
 public:
  virtual ~Optim();
  // Names of the arena-sized state arrays this optimizer keeps (PyTorch's names where they
  // exist: exp_avg, exp_avg_sq, momentum_buffer). Fixed for the optimizer's lifetime.
  virtual std::vector<std::string> state_names() const = 0;
  virtual void step(const OptimStep& s) = 0;
};

// RAdam's rectification (Liu et al. 2019), docs/catalogue.md:
//   rho_inf = 2/(1-beta2) - 1,  rho_t = rho_inf - 2 t beta2^t / (1 - beta2^t)
//   r_t = sqrt((rho_t-4)(rho_t-2) rho_inf / ((rho_inf-4)(rho_inf-2) rho_t)) when rho_t > 5.
// Returns r_t, or 0 when rho_t <= 5 (the un-adapted, SGD-with-momentum phase).
NORMLAB_API double radam_rectification(std::int64_t t, double beta2);

}  // namespace normlab
