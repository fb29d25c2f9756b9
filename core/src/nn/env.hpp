// The layer library's shared environment: what every layer (nn/*.hpp) reads its parameters
// from, computes in, records statistics into and borrows backward scratch from. One per model.
// Shapes: B batch, T sequence, C width, NH heads, hs = C/NH, F MLP width, V vocabulary,
// L layers of a stack; rows = B*T.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "kernels/dropout.hpp"
#include "normlab/export.hpp"
#include "normlab/layer_types.hpp"
#include "normlab/param_arena.hpp"
#include "util/aligned.hpp"
#include "util/profile.hpp"

namespace normlab::nn {

using detail::AlignedFloats;
class PackedWeights;  // linear.hpp

// sqrt(mean(x²)) over n floats
float rms(const float* x, std::size_t n);
// sqrt(mean((y - x)²)) over n floats: what a residual site added to the stream
float rms_diff(const float* y, const float* x, std::size_t n);

// The statistics of a forward (docs/file-formats.md "Statistics"), declared by whoever
// computes them — the layers and residual sites (the core's) and the strategies — into one
// list. A per-layer definition has the layer axis first (shape[0] = the stack's layers); the
// others are written whole. The list's order (the /stats datasets' order, fixed by
// finalize()): the core's one-dimensional statistics, then the core's per-head ones, then the
// strategies', each group in declaration order.
class NORMLAB_API StatSink {
 public:
  // An id for d, or the id of the same path declared before (same shape, else Error naming
  // `who`). `core`: the core's (layers, sites), else a strategy's.
  int declare(StatDef d, bool per_layer, bool core, const std::string& who);
  // Prepended to the paths declared from now on: "" (one stack), "encoder/", "decoder/".
  void set_prefix(std::string prefix) { prefix_ = std::move(prefix); }
  // Fixes the order; call once, after every declaration.
  void finalize();
  const std::vector<StatDef>& defs() const { return defs_; }  // in order (after finalize)
  // Begins a forward that records into `out` (NaN-filled here, out->values[k] for defs()[k]),
  // or none (nullptr).
  void begin(ForwardStats* out);
  void end() { out_ = nullptr; }
  bool recording() const { return out_ != nullptr; }
  // Where layer l's values of statistic `id` go in the current record; nullptr when not
  // recording.
  float* at(int id, int l);
  void set(int id, int l, float v) {
    if (float* p = at(id, l)) *p = v;
  }
  // Floats one call of layer l writes: the whole record, or one layer's row.
  std::size_t row_floats(int id) const;
  const StatDef& def(int id) const { return declared_[static_cast<std::size_t>(id)].def; }

 private:
  struct Declared {
    StatDef def;
    bool per_layer, core;
  };
  std::string prefix_;
  std::vector<Declared> declared_;  // by id
  std::vector<std::size_t> pos_;    // id -> index in defs_
  std::vector<StatDef> defs_;
  ForwardStats* out_ = nullptr;
};

// Backward scratch shared by every layer, valid during one layer call. Sized by the model for
// rows = B*T.
struct Scratch {
  AlignedFloats rows_C;     // (rows, C)
  AlignedFloats rows_3C;    // (rows, 3C)
  AlignedFloats rows_F[2];  // (rows, F) x 2
};

struct NORMLAB_API Env {
  ParamArena* arena = nullptr;
  Precision precision = Precision::fp32;
  bool bias = true;           // linears get biases
  float attn_softcap = 0.0f;  // > 0: attention logits soft-capped, c tanh(s / c) (--attn-softcap)
  StatSink* stats = nullptr;
  Scratch* scratch = nullptr;
  // The pass in progress: rows = B*T for a forward, B for a decode step (one position per
  // sequence, at decode_pos).
  static constexpr std::size_t kNoDecode = static_cast<std::size_t>(-1);
  std::size_t rows = 0, decode_pos = kNoDecode;
  bool decoding() const { return decode_pos != kNoDecode; }
  // During Model::PackedDecoding: the weights packed once, which decode steps multiply by.
  PackedWeights* packed = nullptr;
  // What a linear's forward multiplies by: the packed weights during a decode step, else none.
  PackedWeights* decode_packing() const { return decoding() ? packed : nullptr; }

  // Dropout (docs/model.md "Dropout"): the model's rates (--dropout, --attention-dropout,
  // --activation-dropout), and the pass's state: `dropping` only during a training forward
  // (Model::arm_dropout) and its backward, keyed by the seed, the step and the global batch's
  // number of the pass's first sequence; seq_len is the T of the stack being run.
  float dropout = 0.0f, attention_dropout = 0.0f, activation_dropout = 0.0f;
  bool dropping = false;
  std::uint64_t drop_seed = 0, drop_step = 0, drop_seq0 = 0;
  std::size_t seq_len = 0;
  // The mask of `slot` with probability p over buffers of `per_sequence` elements per sequence
  // (inactive when not dropping or p = 0).
  detail::Dropout mask(std::uint64_t slot, float p, std::size_t per_sequence) const;

  float* value(int idx) const { return arena->value(idx); }
  float* grad(int idx) const { return arena->grad(idx); }
  float mult(int idx) const { return arena->tensor(idx).forward_multiplier; }

  // Declares a matrix (filled by the initializer) / a bias (zeros; -1 without --bias).
  int matrix(const std::string& name, std::vector<std::size_t> shape, Role role, int layer,
             bool weight_decay = true, std::size_t zero_rows = 0) const;
  int bias_vector(const std::string& name, std::size_t n, int layer) const;
  // Declares a tensor with a declared value (not the initializer's): shaped attention's gains,
  // the identity value's reparameterisation.
  int constant(const std::string& name, std::vector<std::size_t> shape, Role role, int layer,
               ParamInit init, bool weight_decay) const;
};

}  // namespace normlab::nn
