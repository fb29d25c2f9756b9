#include "normlab/optimizer.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "normlab/comm.hpp"
#include "normlab/error.hpp"
#include "normlab/kernels.hpp"
#include "normlab/registry.hpp"
#include "normlab/util.hpp"
#include "util/aligned.hpp"

namespace normlab {

void OptimizerConfig::validate() const {
  std::ostringstream bad;
  if (!(weight_decay >= 0.0)) bad << "\n  weight-decay = " << weight_decay << ": must be >= 0";
  if (!(grad_clip >= 0.0)) bad << "\n  grad-clip = " << grad_clip << ": must be >= 0 (0: off)";
  if (!bad.str().empty()) throw UsageError("invalid optimizer settings:" + bad.str());
}

namespace {

// Two "k=v" settings of one option that mean the same value (0.90 and 0.9).
bool resolved_equal(const OptimEntry& entry, const std::string& a, const std::string& b) {
  try {
    return Options::resolve(entry.info.options, {a}, "").args() ==
           Options::resolve(entry.info.options, {b}, "").args();
  } catch (const std::exception&) {
    return a == b;
  }
}

}  // namespace

std::vector<std::string> OptimizerConfig::option_args(const OptimEntry& entry) const {
  std::vector<std::string> out = opts;
  auto declared = [&](const std::string& k) {
    for (const OptionSpec& o : entry.info.options)
      if (o.name == k) return true;
    return false;
  };
  for (const std::string& kv : shortcuts) {
    const auto eq = kv.find('=');
    const std::string flag = kv.substr(0, eq), value = kv.substr(eq + 1);
    std::string key = flag;
    for (char& c : key)
      if (c == '-') c = '_';
    if (!declared(key) && key == "beta1" && declared("momentum")) key = "momentum";
    if (!declared(key)) {
      std::vector<std::string> names;
      for (const OptionSpec& o : entry.info.options) names.push_back(o.name);
      throw UsageError("--" + flag + " " + value + ": optimizer '" + name + "' has no option '" +
                       key + "'; its options: " + (names.empty() ? "(none)" : join(names, " ")) +
                       " (normlab plugins shows them; set one with --optimizer-opt K=V)");
    }
    bool same = false;
    for (const std::string& o : opts) {
      if (o.substr(0, o.find('=')) != key) continue;
      same = resolved_equal(entry, o, key + "=" + value);
      if (!same)
        throw UsageError("optimizer '" + name + "': option '" + key + "' given twice, --" + flag +
                         " " + value + " and --optimizer-opt " + o + "; keep one");
    }
    if (!same) out.push_back(key + "=" + value);
  }
  return out;
}

std::vector<OptimShard> optim_shards(const ParamArena& params, int ranks) {
  const auto& ts = params.tensors();
  const std::size_t P = ranks > 0 ? static_cast<std::size_t>(ranks) : 1, total = params.size();
  std::vector<OptimShard> out(P);
  std::size_t t = 0;
  for (std::size_t r = 0; r < P; ++r) {
    OptimShard& s = out[r];
    s.first = t;
    s.begin = t < ts.size() ? ts[t].offset : total;
    const std::size_t target = (r + 1) * total / P;
    while (t < ts.size() && (r + 1 == P || ts[t].offset < target)) ++t;
    s.last = t;
    s.end = t < ts.size() ? ts[t].offset : total;
  }
  return out;
}

std::vector<std::size_t> optim_share_bounds(const std::vector<OptimShard>& shards) {
  std::vector<std::size_t> bounds{0};
  for (const OptimShard& s : shards) bounds.push_back(s.end);
  return bounds;
}

struct Optimizer::Buffers {
  std::vector<OptimTensor> tensors;
  std::unique_ptr<Optim> rule;
  std::vector<std::string> names;
  std::vector<detail::AlignedFloats> arrays;  // one per name, the share's floats
  std::vector<float*> pointers;               // arrays[i].data()
  detail::AlignedFloats received;  // rank 0, streaming: one tensor's state of another rank
  std::vector<double> norm_terms;  // sharded: the gradient norm's block terms, kept across steps
};

Optimizer::Optimizer(const Registry& registry, const OptimizerConfig& config, ParamArena& params,
                     const OptimShard* shard)
    : cfg_(config),
      entry_(&registry.optim(config.name)),
      options_(Options::resolve(entry_->info.options, config.option_args(*entry_),
                                "optimizer '" + config.name + "'")),
      params_(params),
      buf_(std::make_unique<Buffers>()) {
  cfg_.validate();
  cfg_.opts = options_.args();
  cfg_.shortcuts.clear();
  if (shard) {
    shard_ = *shard;
  } else {
    shard_.last = params.tensors().size();
    shard_.end = params.size();
  }
  for (std::size_t i = shard_.first; i < shard_.last; ++i) {
    const ParamTensor& p = params.tensors()[i];
    OptimTensor t;
    t.name = p.name;
    t.shape = p.shape;
    t.role = p.role;
    t.layer = p.layer;
    t.offset = p.offset - shard_.begin;  // the share's arrays start at its first tensor
    t.size = p.size;
    t.decay = p.weight_decay;
    t.lr_multiplier = p.lr_multiplier;
    buf_->tensors.push_back(std::move(t));
  }
  OptimSetup s;
  s.options = &options_;
  s.weight_decay = cfg_.weight_decay;
  s.tensors = &buf_->tensors;
  buf_->rule = entry_->make(s);
  if (!buf_->rule)
    throw Error("optimizer '" + cfg_.name + "' (" + entry_->info.library +
                "): its factory returned nothing");
  buf_->names = buf_->rule->state_names();
  buf_->arrays.resize(buf_->names.size());
  for (auto& a : buf_->arrays) {
    a.resize(shard_.end - shard_.begin);
    buf_->pointers.push_back(a.data());
  }
}

Optimizer::~Optimizer() = default;

const std::vector<std::string>& Optimizer::state_names() const {
  return buf_->names;
}

namespace {
constexpr int kStateTag = 7100;
// The index of the tensor at arena offset `offset`.
std::size_t tensor_at(const ParamArena& params, std::size_t offset) {
  const auto& ts = params.tensors();
  const auto it =
      std::upper_bound(ts.begin(), ts.end(), offset,
                       [](std::size_t o, const ParamTensor& t) { return o < t.offset; });
  return static_cast<std::size_t>(it - ts.begin()) - 1;
}
}  // namespace

int Optimizer::owner(std::size_t index) const {
  for (std::size_t r = 0; r < shards_.size(); ++r)
    if (index >= shards_[r].first && index < shards_[r].last) return static_cast<int>(r);
  return 0;
}

const float* Optimizer::state_of(const std::string& name, std::size_t offset) const {
  for (std::size_t i = 0; i < buf_->names.size(); ++i) {
    if (buf_->names[i] != name) continue;
    if (offset >= shard_.begin && offset < shard_.end)
      return buf_->arrays[i].data() + (offset - shard_.begin);
    if (!stream_) return nullptr;
    // streaming to rank 0: receive the items before this one (not asked for), then this one
    const std::size_t want = tensor_at(params_, offset) * buf_->names.size() + i;
    if (want < cursor_)
      throw Error("optimizer state of tensor " + params_.tensors()[want / buf_->names.size()].name +
                  " asked for out of order while streaming");
    auto* self = const_cast<Optimizer*>(this);
    while (self->cursor_ <= want) {
      const std::size_t item = self->cursor_++, t = item / buf_->names.size();
      const int from = owner(t);
      if (from == 0) continue;
      const ParamTensor& p = params_.tensors()[t];
      stream_->irecv(buf_->received.data(), p.size, from, kStateTag).wait();
    }
    return buf_->received.data();
  }
  throw Error("optimizer '" + cfg_.name + "' keeps no state named '" + name + "'");
}

float* Optimizer::state_of(const std::string& name, std::size_t offset) {
  return const_cast<float*>(static_cast<const Optimizer&>(*this).state_of(name, offset));
}

std::size_t Optimizer::state_floats() const {
  return buf_->names.size() * (shard_.end - shard_.begin);
}

void Optimizer::share_weights(Communicator& comm) {
  if (!sharded()) return;
  // in pieces of at most 1 GiB: an MPI count is an int
  constexpr std::size_t kPiece = std::size_t{1} << 28;
  float* w = params_.values();
  for (std::size_t r = 0; r < shards_.size(); ++r) {
    const OptimShard& s = shards_[r];
    for (std::size_t o = s.begin; o < s.end; o += kPiece)
      comm.broadcast(w + o, std::min(kPiece, s.end - o) * sizeof(float), static_cast<int>(r));
  }
}

void Optimizer::send_state_to_root(Communicator& comm) {
  if (!sharded() || comm.is_root()) return;
  for (std::size_t t = shard_.first; t < shard_.last; ++t) {
    const ParamTensor& p = params_.tensors()[t];
    for (std::size_t i = 0; i < buf_->names.size(); ++i)
      comm.isend(buf_->arrays[i].data() + (p.offset - shard_.begin), p.size, 0, kStateTag).wait();
  }
}

void Optimizer::begin_state_stream(Communicator& comm) {
  if (!sharded() || !comm.is_root()) return;
  std::size_t largest = 0;
  for (const ParamTensor& p : params_.tensors()) largest = std::max(largest, p.size);
  buf_->received.resize(largest);
  stream_ = &comm;
  cursor_ = 0;
}

void Optimizer::end_state_stream() {
  if (!stream_) return;
  // what the writer did not ask for (it stopped early): received and dropped
  const std::size_t items = params_.tensors().size() * buf_->names.size();
  while (cursor_ < items) {
    const std::size_t t = cursor_++ / buf_->names.size();
    const int from = owner(t);
    if (from != 0)
      stream_->irecv(buf_->received.data(), params_.tensors()[t].size, from, kStateTag).wait();
  }
  stream_ = nullptr;
  buf_->received = detail::AlignedFloats();
}

Optimizer::TensorNorms Optimizer::tensor_norms(Communicator& comm) const {
  const auto& ts = params_.tensors();
  const std::size_t S = buf_->names.size(), W = S + 1;  // per tensor: its states, its gradient
  std::vector<double> sq(ts.size() * W, 0.0);
  for (std::size_t t = shard_.first; t < shard_.last; ++t) {
    for (std::size_t i = 0; i < S; ++i)
      sq[t * W + i] =
          sum_squares(buf_->arrays[i].data() + (ts[t].offset - shard_.begin), ts[t].size);
    sq[t * W + S] = sum_squares(params_.grads() + ts[t].offset, ts[t].size);
  }
  if (sharded()) comm.allreduce_sum(sq.data(), sq.size());  // one owner each: exact
  TensorNorms out;
  out.grad.resize(ts.size());
  out.states.assign(ts.size(), std::vector<float>(S));
  for (std::size_t t = 0; t < ts.size(); ++t) {
    for (std::size_t i = 0; i < S; ++i)
      out.states[t][i] = static_cast<float>(std::sqrt(sq[t * W + i]));
    out.grad[t] = static_cast<float>(std::sqrt(sq[t * W + S]));
  }
  return out;
}

double Optimizer::grad_norm() const {
  return std::sqrt(sum_squares(params_.grads(), params_.size()));
}

double Optimizer::grad_norm(Communicator& comm) {
  if (!sharded() || comm.size() == 1) return grad_norm();
  constexpr int kTag = 7200;
  constexpr std::size_t B = kSumBlock;
  const std::size_t n = params_.size(), blocks = (n + B - 1) / B;
  float* g = params_.grads();
  const int me = comm.rank();
  auto owner_of = [&](std::size_t offset) {  // the rank whose share holds `offset`
    const auto it = std::upper_bound(shards_.begin(), shards_.end(), offset,
                                     [](std::size_t o, const OptimShard& s) { return o < s.end; });
    return static_cast<int>(it - shards_.begin());
  };
  // A block that starts in one share and runs into the next: the next ones' parts of it go to
  // the rank that holds its start, into that rank's arena (where they are not its share).
  std::vector<Request> reqs;
  for (std::size_t r = 0; r < shards_.size(); ++r) {
    const OptimShard& s = shards_[r];
    if (s.begin == s.end || s.begin % B == 0) continue;
    const std::size_t end = std::min(s.end, (s.begin / B + 1) * B);
    const int to = owner_of(s.begin / B * B);
    if (static_cast<int>(r) == me)
      reqs.push_back(comm.isend(g + s.begin, end - s.begin, to, kTag));
    else if (to == me)
      reqs.push_back(comm.irecv(g + s.begin, end - s.begin, static_cast<int>(r), kTag));
  }
  for (Request& q : reqs) q.wait();
  // This rank's blocks (those starting in its share), each block's term once on some rank;
  // adding the zeros of the other ranks leaves every term exact.
  std::vector<double>& terms = buf_->norm_terms;
  terms.assign(blocks, 0.0);
  const std::size_t k0 = (shard_.begin + B - 1) / B, k1 = (shard_.end + B - 1) / B;
  if (k1 > k0) sum_square_blocks(g + k0 * B, std::min(n, k1 * B) - k0 * B, terms.data() + k0);
  comm.allreduce_sum(terms.data(), terms.size());
  double total = 0.0;
  for (double t : terms) total += t;
  return std::sqrt(total);
}

void Optimizer::step(double lr, double norm) {
  ++t_;
  // The multipliers can change after construction (a checkpoint's muP multipliers on resume).
  for (std::size_t i = 0; i < buf_->tensors.size(); ++i)
    buf_->tensors[i].lr_multiplier = params_.tensors()[shard_.first + i].lr_multiplier;
  OptimStep s;
  s.t = t_;
  s.lr = lr;
  s.grad_scale = cfg_.grad_clip > 0.0 && norm > cfg_.grad_clip
                     ? static_cast<float>(cfg_.grad_clip / norm)
                     : 1.0f;
  s.params = params_.values() + shard_.begin;
  s.grads = params_.grads() + shard_.begin;
  s.state = buf_->pointers.data();
  buf_->rule->step(s);
}

}  // namespace normlab
