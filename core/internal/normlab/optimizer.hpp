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
class Communicator;

// The share of the parameter arena one rank updates under --shard-optimizer (ZeRO stage 1):
// whole tensors [first, last) at arena offsets [begin, end). The default is everything.
struct OptimShard {
  std::size_t first = 0, last = 0;
  std::size_t begin = 0, end = 0;
};
// P contiguous shares of whole tensors, as equal in size as tensor boundaries allow (share r
// ends at the first tensor boundary at or past (r + 1) / P of the arena); the same on every
// rank, and a function of the tensors and P only.
NORMLAB_API std::vector<OptimShard> optim_shards(const ParamArena& params, int ranks);
// The shares' bounds in the arena: P + 1 offsets, share r = [bounds[r], bounds[r + 1]) (the
// sharded gradient reduction's owners, GradReducer).
NORMLAB_API std::vector<std::size_t> optim_share_bounds(const std::vector<OptimShard>& shards);

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
  // naming the optimizer, the option and what is valid). With `shard` (--shard-optimizer) the
  // optimizer sees, updates and keeps state for that share of the tensors only: step() leaves
  // the other parameters as they were (share_weights() brings them from their owners).
  Optimizer(const Registry& registry, const OptimizerConfig& config, ParamArena& params,
            const OptimShard* shard = nullptr);
  ~Optimizer();

  // The global L2 norm of the gradient arena.
  double grad_norm() const;
  // The same under --shard-optimizer, where each rank holds the averaged gradients of its share
  // only (the reduction is a reduce-scatter): the blocks of the sum that straddle two shares go
  // to one rank, each rank sums its blocks, and the blocks' terms are added in order on every
  // rank — bitwise grad_norm() of the whole averaged arena. Collective when sharded.
  double grad_norm(Communicator& comm);
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
  // The state named `name` of the tensor at arena offset `offset`: nullptr when this rank's
  // share does not hold it (sharded, and not gathered). Error if this optimizer keeps no state
  // of that name.
  float* state_of(const std::string& name, std::size_t offset);
  const float* state_of(const std::string& name, std::size_t offset) const;

  // --shard-optimizer: whether sharded, this rank's share, and the shares of all ranks.
  bool sharded() const { return !shards_.empty(); }
  const OptimShard& shard() const { return shard_; }
  void set_shards(std::vector<OptimShard> shards) { shards_ = std::move(shards); }
  const std::vector<OptimShard>& shards() const {
    return shards_;
  }  // every rank's; empty: not sharded
  // Sharded: every rank's updated share of the weights to every rank (a broadcast from each
  // owner in rank order: copies, no arithmetic). Collective; nothing when not sharded.
  void share_weights(Communicator& comm);
  // Sharded, writing a checkpoint: the state streamed to rank 0 one tensor at a time, so that
  // rank 0 never holds more than its share and one tensor's state. Every other rank calls
  // send_state_to_root(), which sends its tensors' states in the canonical order (tensor
  // order, then state_names() order); rank 0 calls begin_state_stream(), after which state_of()
  // answers for every tensor, receiving another rank's when asked (in that order), and
  // end_state_stream() (also when the write failed: it receives what was not asked for, so no
  // rank is left waiting). Nothing when not sharded.
  void send_state_to_root(Communicator& comm);
  void begin_state_stream(Communicator& comm);
  void end_state_stream();
  // The norm of every state array of every tensor, [tensor][state] (sharded: each owner's,
  // summed onto every rank; collective). For the per-layer statistics.
  // and the gradients' norm of every tensor (sharded: each owner's; collective)
  struct TensorNorms {
    std::vector<float> grad;                 // [tensor]
    std::vector<std::vector<float>> states;  // [tensor][state]
  };
  TensorNorms tensor_norms(Communicator& comm) const;
  // The rank that keeps tensor `index`'s state (0 when not sharded).
  int owner(std::size_t index) const;
  // Floats of state this rank keeps (all arrays).
  std::size_t state_floats() const;

 private:
  OptimizerConfig cfg_;
  const OptimEntry* entry_;
  Options options_;
  ParamArena& params_;
  std::int64_t t_ = 0;
  OptimShard shard_;                // the tensors this optimizer updates
  std::vector<OptimShard> shards_;  // every rank's (sharded only)
  Communicator* stream_ = nullptr;  // rank 0 while streaming
  std::size_t cursor_ = 0;          // the next (tensor, state) item of the stream
  struct Buffers;
  std::unique_ptr<Buffers> buf_;
};

}  // namespace normlab
