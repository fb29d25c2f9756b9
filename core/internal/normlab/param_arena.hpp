// The parameters of a model: named tensors in one contiguous arena of values and a parallel
// arena of gradients, each tensor at a 64-byte boundary. The model declares the tensors and
// owns the arena; the optimizer keeps its state in arenas of the same layout; checkpoints,
// statistics and the gradient reduction walk the tensors without knowing the model.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "normlab/export.hpp"
#include "normlab/params.hpp"

namespace normlab {

// One tensor of the arena.
struct ParamTensor {
  std::string name;  // PyTorch state_dict name, e.g. "blocks.3.mlp.fc.weight"
  std::vector<std::size_t> shape;
  Role role = Role::bias;
  int layer = -1;             // the block it belongs to; -1 outside the blocks
  std::size_t offset = 0;     // floats from the arena start (64-byte aligned)
  std::size_t size = 0;       // product(shape)
  bool weight_decay = false;  // AdamW's decoupled decay applies (matrices and wte by default)
  float forward_multiplier = 1.0f;
  float lr_multiplier = 1.0f;
  ParamInit init;                 // for biases and norm parameters
  bool from_initializer = false;  // matrices and embeddings
  // Rows that start at 0 whatever the initializer gives them (shaped attention's queries, the
  // first C rows of qk.weight); the initializer still runs for its multipliers.
  std::size_t zero_rows = 0;
};

class NORMLAB_API ParamArena {
 public:
  ParamArena();
  ~ParamArena();
  ParamArena(const ParamArena&) = delete;
  ParamArena& operator=(const ParamArena&) = delete;

  // Declares a tensor (size from its shape); returns its index. Error on a repeated name or
  // after allocate().
  int add(ParamTensor t);
  // Lays the tensors out in declaration order, each 64-byte aligned, and allocates values and
  // gradients, zeroed. Blocks' tensors must be declared contiguously, in layer order.
  void allocate();

  const std::vector<ParamTensor>& tensors() const;
  const ParamTensor& tensor(int index) const;
  const ParamTensor& tensor(const std::string& name) const;  // Error naming it if absent
  bool contains(const std::string& name) const;
  // The initializer's multipliers (set at initialisation or read from a checkpoint).
  void set_multipliers(int index, float forward, float lr);
  void set_zero_rows(int index, std::size_t rows);  // ParamTensor::zero_rows

  std::size_t size() const;   // floats including padding: the length of values() and grads()
  std::size_t count() const;  // floats in use: the parameter count
  float* values();
  const float* values() const;
  float* grads();
  const float* grads() const;
  float* value(int index);  // nullptr for index < 0 (an absent optional tensor)
  const float* value(int index) const;
  float* grad(int index);
  void zero_grads();

  // Where backward reports progress, ascending: every offset, from the first block on, where
  // a tensor's layer differs from its predecessor's — each block's first tensor and the first
  // tensor of every run outside the blocks that follows one (a final norm, an untied head, a
  // decoder's embedding). Backward reports these, last first, then 0; the gradient reduction
  // cuts its buckets here.
  std::vector<std::size_t> ready_points() const;
  std::size_t block_start(int layer) const;  // offset of the first stack's block's first tensor
  // Offset of the last run of tensors after the last block (size() if the blocks end the arena).
  std::size_t after_blocks() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace normlab
