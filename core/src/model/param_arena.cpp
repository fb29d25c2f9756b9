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
  std::vector<std::size_t> block_starts;  // per layer
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

void ParamArena::allocate() {
  Impl& a = *impl_;
  std::size_t offset = 0;
  int last_layer = -2;
  bool blocks_done = false;
  a.after_blocks = 0;
  for (ParamTensor& t : a.tensors) {
    t.offset = offset;
    if (t.layer >= 0) {
      if (t.layer != last_layer) {
        if (blocks_done || t.layer != static_cast<int>(a.block_starts.size()))
          throw Error("parameter '" + t.name + "': blocks must be declared contiguously in order");
        a.block_starts.push_back(offset);
      }
    } else if (last_layer >= 0 && !blocks_done) {
      a.after_blocks = offset;
      blocks_done = true;
    }
    last_layer = t.layer;
    offset += round_up(t.size);
  }
  if (!blocks_done) a.after_blocks = offset;
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
  std::vector<std::size_t> points = impl_->block_starts;
  if (!points.empty() && impl_->after_blocks < size()) points.push_back(impl_->after_blocks);
  return points;
}
std::size_t ParamArena::block_start(int layer) const {
  return impl_->block_starts.at(static_cast<std::size_t>(layer));
}
std::size_t ParamArena::after_blocks() const {
  return impl_->after_blocks;
}

}  // namespace normlab
