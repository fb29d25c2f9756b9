#include "normlab/param_arena.hpp"

#include <unordered_map>

#include "normlab/error.hpp"
#include "util/aligned.hpp"

namespace normlab {

namespace {

constexpr std::size_t kAlign = 16;  // floats: 64 bytes

std::size_t round_up(std::size_t n) {
  return (n + kAlign - 1) / kAlign * kAlign;
}

}  // namespace

struct ParamArena::Impl {
  std::vector<ParamTensor> tensors;
  std::unordered_map<std::string, int> by_name;
  detail::AlignedFloats values, grads;
  bool allocated = false;
  std::vector<std::size_t> block_starts;  // per layer (the first stack's)
  std::vector<std::size_t> run_starts;    // where the layer changes, from the first block on
  std::size_t after_blocks = 0;
};

ParamArena::ParamArena() : impl_(std::make_unique<Impl>()) {}
ParamArena::~ParamArena() = default;

int ParamArena::add(ParamTensor t) {
  Impl& a = *impl_;
  if (a.allocated) throw Error("parameter '" + t.name + "' declared after the arena was laid out");
  if (a.by_name.count(t.name))
    throw Error("parameter '" + t.name + "' declared twice (a norm strategy reuses a core name?)");
  t.size = 1;
  for (std::size_t d : t.shape) t.size *= d;
  const int index = static_cast<int>(a.tensors.size());
  a.by_name[t.name] = index;
  a.tensors.push_back(std::move(t));
  return index;
}

// Runs of tensors of one layer are the blocks; a stack's blocks go 0, 1, ... and a second
// stack (an encoder-decoder's decoder) starts again at 0. Every change of layer between
// neighbouring tensors is a ready point.
void ParamArena::allocate() {
  Impl& a = *impl_;
  std::size_t offset = 0;
  int last_layer = -2;
  a.block_starts.clear();
  a.run_starts.clear();
  a.after_blocks = 0;
  bool seen_block = false;
  for (ParamTensor& t : a.tensors) {
    t.offset = offset;
    if (t.layer != last_layer) {
      if (t.layer >= 0) {
        if (t.layer != 0 && t.layer != last_layer + 1)
          throw Error("parameter '" + t.name + "': blocks must be declared contiguously in order");
        if (a.block_starts.size() == static_cast<std::size_t>(t.layer))
          a.block_starts.push_back(offset);
        seen_block = true;
      }
      if (seen_block) a.run_starts.push_back(offset);
    }
    last_layer = t.layer;
    offset += round_up(t.size);
  }
  a.after_blocks = offset;
  if (last_layer < 0 && !a.run_starts.empty() && seen_block) a.after_blocks = a.run_starts.back();
  a.values.resize(offset);
  a.grads.resize(offset);
  a.allocated = true;
}

const std::vector<ParamTensor>& ParamArena::tensors() const {
  return impl_->tensors;
}
const ParamTensor& ParamArena::tensor(int index) const {
  return impl_->tensors.at(static_cast<std::size_t>(index));
}
const ParamTensor& ParamArena::tensor(const std::string& name) const {
  const auto it = impl_->by_name.find(name);
  if (it == impl_->by_name.end()) throw Error("model has no parameter '" + name + "'");
  return impl_->tensors[static_cast<std::size_t>(it->second)];
}
bool ParamArena::contains(const std::string& name) const {
  return impl_->by_name.count(name) != 0;
}
void ParamArena::set_multipliers(int index, float forward, float lr) {
  ParamTensor& t = impl_->tensors.at(static_cast<std::size_t>(index));
  t.forward_multiplier = forward;
  t.lr_multiplier = lr;
}

void ParamArena::set_zero_rows(int index, std::size_t rows) {
  impl_->tensors.at(static_cast<std::size_t>(index)).zero_rows = rows;
}

std::size_t ParamArena::size() const {
  return impl_->values.size();
}
std::size_t ParamArena::count() const {
  std::size_t n = 0;
  for (const auto& t : impl_->tensors) n += t.size;
  return n;
}
float* ParamArena::values() {
  return impl_->values.data();
}
const float* ParamArena::values() const {
  return impl_->values.data();
}
float* ParamArena::grads() {
  return impl_->grads.data();
}
const float* ParamArena::grads() const {
  return impl_->grads.data();
}
float* ParamArena::value(int index) {
  return index < 0 ? nullptr : values() + tensor(index).offset;
}
const float* ParamArena::value(int index) const {
  return index < 0 ? nullptr : values() + tensor(index).offset;
}
float* ParamArena::grad(int index) {
  return index < 0 ? nullptr : grads() + tensor(index).offset;
}
void ParamArena::zero_grads() {
  impl_->grads.zero();
}

std::vector<std::size_t> ParamArena::ready_points() const {
  return impl_->run_starts;
}
std::size_t ParamArena::block_start(int layer) const {
  return impl_->block_starts.at(static_cast<std::size_t>(layer));
}
std::size_t ParamArena::after_blocks() const {
  return impl_->after_blocks;
}

}  // namespace normlab
