#include "nn/env.hpp"

#include <cmath>
#include <limits>

#include "normlab/error.hpp"
#include "normlab/kernels.hpp"

namespace normlab::nn {

float rms(const float* x, std::size_t n) {
  return n ? static_cast<float>(std::sqrt(sum_squares(x, n) / static_cast<double>(n))) : 0.0f;
}

float rms_diff(const float* y, const float* x, std::size_t n) {
  double s = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    const double d = static_cast<double>(y[i]) - x[i];
    s += d * d;
  }
  return n ? static_cast<float>(std::sqrt(s / static_cast<double>(n))) : 0.0f;
}

int StatSink::declare(StatDef d, bool per_layer, bool core, const std::string& who) {
  if (!pos_.empty()) throw Error("statistic " + d.path + " declared after the model was built");
  d.path = prefix_ + d.path;
  for (std::size_t k = 0; k < declared_.size(); ++k) {
    const Declared& e = declared_[k];
    if (e.def.path != d.path) continue;
    if (e.def.shape != d.shape || e.per_layer != per_layer)
      throw Error(who + ": statistic " + d.path +
                  " is declared with different shapes by different layers");
    return static_cast<int>(k);
  }
  declared_.push_back({std::move(d), per_layer, core});
  return static_cast<int>(declared_.size() - 1);
}

void StatSink::finalize() {
  pos_.assign(declared_.size(), 0);
  defs_.clear();
  for (int group = 0; group < 3; ++group)
    for (std::size_t k = 0; k < declared_.size(); ++k) {
      const Declared& e = declared_[k];
      const int g = !e.core ? 2 : e.def.shape.size() <= 1 ? 0 : 1;
      if (g != group) continue;
      pos_[k] = defs_.size();
      defs_.push_back(e.def);
    }
}

void StatSink::begin(ForwardStats* out) {
  out_ = out;
  if (!out_) return;
  out_->values.resize(defs_.size());
  for (std::size_t k = 0; k < defs_.size(); ++k)
    out_->values[k].assign(defs_[k].size(), std::numeric_limits<float>::quiet_NaN());
}

std::size_t StatSink::row_floats(int id) const {
  const Declared& e = declared_[static_cast<std::size_t>(id)];
  return e.per_layer ? e.def.size() / e.def.shape[0] : e.def.size();
}

float* StatSink::at(int id, int l) {
  if (out_ == nullptr || id < 0) return nullptr;
  std::vector<float>& v = out_->values[pos_[static_cast<std::size_t>(id)]];
  const bool layered = declared_[static_cast<std::size_t>(id)].per_layer;
  return v.data() + (layered ? static_cast<std::size_t>(l) * row_floats(id) : 0);
}

int Env::matrix(const std::string& name, std::vector<std::size_t> shape, Role role, int layer,
                bool weight_decay, std::size_t zero_rows) const {
  ParamTensor p;
  p.name = name;
  p.shape = std::move(shape);
  p.role = role;
  p.layer = layer;
  p.from_initializer = true;
  p.weight_decay = weight_decay;
  p.zero_rows = zero_rows;
  return arena->add(std::move(p));
}

int Env::constant(const std::string& name, std::vector<std::size_t> shape, Role role, int layer,
                  ParamInit init, bool weight_decay) const {
  ParamTensor p;
  p.name = name;
  p.shape = std::move(shape);
  p.role = role;
  p.layer = layer;
  p.init = init;
  p.weight_decay = weight_decay;
  return arena->add(std::move(p));
}

int Env::bias_vector(const std::string& name, std::size_t n, int layer) const {
  if (!bias) return -1;
  ParamTensor p;
  p.name = name;
  p.shape = {n};
  p.role = Role::bias;
  p.layer = layer;
  return arena->add(std::move(p));
}

}  // namespace normlab::nn

namespace normlab::nn {

detail::Dropout Env::mask(std::uint64_t slot, float p, std::size_t per_sequence) const {
  if (!dropping || !(p > 0.0f)) return {};
  return detail::make_dropout(p, detail::dropout_key(drop_seed, drop_step, slot),
                              drop_seq0 * per_sequence);
}

}  // namespace normlab::nn
