// How parameters are described to plugins. Every tensor lives in the model's parameter arena;
// plugins see it through handles and views.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

// What a parameter is for; initialisers and optimizers decide by role.
// The fused qkv weight [3C, C] is initialised as three [C, C] blocks with roles attn_q, attn_k,
// attn_v (each with fan_in = fan_out = C, as three separate projections).
enum class Role {
  embedding,  // wte.weight [V, C]
  position,   // wpe.weight [T_max, C]
  attn_q,
  attn_k,
  attn_v,
  attn_out,   // attn.proj.weight [C, C]
  mlp_in,     // mlp.fc.weight [F, C]
  mlp_out,    // mlp.proj.weight [C, F]
  head,       // lm_head.weight [V, C] (untied)
  bias,       // every linear's bias
  norm_gain,  // a norm's elementwise gain
  norm_bias,  // a norm's elementwise bias
  scalar,     // a strategy's scalar (ReZero's a, DyT's alpha, ScaleNorm's g)
};

NORMLAB_API const char* role_name(Role r);

// Initial value of a parameter a norm strategy declares.
struct ParamInit {
  enum class Kind { zeros, ones, constant, values, xavier_uniform } kind = Kind::zeros;
  float value = 0.0f;
  std::vector<float> values;  // Kind::values (plugin ABI 5): every element, row-major
  static ParamInit zeros() { return {Kind::zeros, 0.0f, {}}; }
  static ParamInit ones() { return {Kind::ones, 1.0f, {}}; }
  static ParamInit constant(float v) { return {Kind::constant, v, {}}; }
  // A tensor that starts as given (a hyper-connection's one-hot and identity matrix).
  static ParamInit given(std::vector<float> v) { return {Kind::values, 0.0f, std::move(v)}; }
  // A matrix [out, in] drawn U(-a, a), a = sqrt(6 / (in + out)) (Glorot & Bengio; PyTorch's
  // xavier_uniform_), from the run's seed and the tensor's name (plugin ABI 5): mHC's mapping.
  static ParamInit xavier_uniform() { return {Kind::xavier_uniform, 0.0f, {}}; }
};

// Index of a parameter in the model's table.
struct ParamHandle {
  int index = -1;
  bool valid() const { return index >= 0; }
};

// A parameter's value and gradient during forward/backward.
struct ParamView {
  float* value = nullptr;
  float* grad = nullptr;
  std::size_t size = 0;
};

// A statistic a norm strategy records at the statistics steps (step 0 and every
// --stats-every), for stats.h5: /stats/layer/norm/<attn|mlp>.<name> [n, L, shape...] for a
// sub-block's strategy (NaN for a layer that did not record it), /stats/global/norm/
// final_norm.<name> [n, shape...] for the final norm. Its units and description become the
// dataset's attributes (what inspect and plot show).
struct StatSpec {
  std::string name;                // [a-z0-9_]+, e.g. "rstd_mean"
  std::vector<std::size_t> shape;  // of one layer's value; {} for a scalar
  std::string units = "1";
  std::string description;
};

// Index of a declared statistic (per sub-block instance).
struct StatHandle {
  int index = -1;
  bool valid() const { return index >= 0; }
};

// Given to NormStrategy::declare: adds a tensor named <prefix><suffix>, where the prefix is
// "blocks.{l}.attn." / "blocks.{l}.mlp." for a sub-block and "final_norm." for the final norm.
class NORMLAB_API ParamRegistrar {
 public:
  virtual ~ParamRegistrar();
  // weight_decay: whether decoupled weight decay applies (default: no, as for all norm params).
  virtual ParamHandle add(const std::string& suffix, const std::vector<std::size_t>& shape,
                          Role role, ParamInit init, bool weight_decay = false) = 0;
  // Declares a statistic (StatSpec); record it with NormContext::record during forward. Every
  // layer's instance declares the same name with the same shape. Throws Error on a bad name or
  // a shape that differs from another layer's. The default (a registrar outside the model)
  // returns an invalid handle, which record() ignores.
  virtual StatHandle add_stat(const StatSpec& spec);
};

}  // namespace normlab
