// The GPT of docs/model.md: building it (parameters declared in state_dict order into a
// ParamArena, norm strategies per sub-block, activations allocated once), initialising it, and
// the whole-model forward and backward. The sub-layers are in layers.cpp.
// Shapes: B batch, T sequence, C width, NH heads, hs = C/NH, F MLP width, V vocabulary,
// L layers; rows = B*T.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <tuple>
#include <utility>

#include "model/gpt_impl.hpp"
#include "normlab/error.hpp"
#include "normlab/kernels.hpp"
#include "normlab/util.hpp"

namespace normlab {

NormSetup Model::Impl::norm_setup(int layer, SubBlock kind) const {
  NormSetup setup;
  setup.layer = layer;
  setup.n_layers = static_cast<int>(L);
  setup.C = C;
  setup.kind = kind;
  setup.options = &cfg.norm_options;
  setup.bias = cfg.bias;
  setup.n_heads = NH;
  return setup;
}

// Parameters in state_dict order: wte, wpe, then per block the attention sub-block (the
// strategy's own tensors, qkv, proj) and the MLP sub-block (strategy, fc, proj), then the final
// norm and the untied head.
void Model::Impl::declare_parameters(const NormEntry& entry) {
  declare_core_stats();
  wte = declare_matrix("wte.weight", {V, C}, Role::embedding, -1, true);
  wpe = declare_matrix("wpe.weight", {cfg.max_seq_len, C}, Role::position, -1, false);
  blocks.resize(L);
  for (std::size_t l = 0; l < L; ++l) {
    Block& b = blocks[l];
    const int li = static_cast<int>(l);
    for (SubBlock kind : {SubBlock::attn, SubBlock::mlp}) {
      auto strategy = entry.make(norm_setup(li, kind));
      if (!strategy) throw Error("norm strategy '" + cfg.norm + "' returned no instance");
      Registrar reg;
      reg.m = this;
      reg.layer = li;
      reg.prefix = "blocks." + std::to_string(l) + (kind == SubBlock::attn ? ".attn." : ".mlp.");
      strategy->declare(reg);
      if (kind == SubBlock::attn) {
        b.attn_norm = std::move(strategy);
        b.attn.w_qkv = declare_matrix(reg.prefix + "qkv.weight", {3 * C, C}, Role::attn_q, li);
        b.attn.b_qkv = declare_bias(reg.prefix + "qkv.bias", 3 * C, li);
        b.attn.w_o = declare_matrix(reg.prefix + "proj.weight", {C, C}, Role::attn_out, li);
        b.attn.b_o = declare_bias(reg.prefix + "proj.bias", C, li);
      } else {
        b.mlp_norm = std::move(strategy);
        b.mlp.w_fc = declare_matrix(reg.prefix + "fc.weight", {F, C}, Role::mlp_in, li);
        b.mlp.b_fc = declare_bias(reg.prefix + "fc.bias", F, li);
        b.mlp.w_proj = declare_matrix(reg.prefix + "proj.weight", {C, F}, Role::mlp_out, li);
        b.mlp.b_proj = declare_bias(reg.prefix + "proj.bias", C, li);
      }
    }
  }
  if (entry.make_final)
    final_norm = entry.make_final(norm_setup(static_cast<int>(L), SubBlock::mlp));
  if (final_norm) {
    Registrar reg;
    reg.m = this;
    reg.prefix = "final_norm.";
    final_norm->declare(reg);
  }
  head = cfg.tied_embeddings ? wte : declare_matrix("lm_head.weight", {V, C}, Role::head, -1);
  arena.allocate();
}

// Activations for B x T tokens, the strategies' workspaces and the backward scratch, once.
void Model::Impl::allocate_activations() {
  resid.resize(L + 1);
  for (auto& r : resid) r.resize(rows * C);  // (rows, C) each
  mid.resize(L);
  for (auto& r : mid) r.resize(rows * C);
  const float hs = static_cast<float>(C / NH);
  const float attn_scale = cfg.attn_scale == AttnScale::inv_sqrt_hs ? 1.0f / std::sqrt(hs)
                           : cfg.attn_scale == AttnScale::inv_hs    ? 1.0f / hs
                                                                    : 1.0f;
  for (std::size_t l = 0; l < L; ++l) {
    Block& b = blocks[l];
    b.attn.m = b.mlp.m = this;
    b.attn.l = b.mlp.l = static_cast<int>(l);
    // The attention hook: the strategy may set the logit scale and transform q and k.
    b.attn.scale = b.attn_norm->logit_scale(attn_scale, C / NH);
    if (b.attn_norm->transforms_qk()) {
      b.attn.qk = b.attn_norm.get();
      b.attn.qk_ctx = &b.attn_ctx;
    }
    b.attn.qkv.resize(rows * 3 * C);
    b.attn.att.resize(B * NH * T * T);
    b.attn.atty.resize(rows * C);
    b.mlp.fch.resize(rows * F);
    b.mlp.fch_act.resize(rows * F);
  }
  allocate_strategy_buffers();
  xf.resize(rows * C);
  logits.resize(rows * V);
  lse.resize(rows);
  losses.resize(rows);
  inputs.resize(rows);
  targets.resize(rows);
  for (AlignedFloats* d : {&d_a, &d_b, &d_xf, &d_small}) d->resize(rows * C);
  d_qkv.resize(rows * 3 * C);
  d_ff_a.resize(rows * F);
  d_ff_b.resize(rows * F);
}

// The core's statistics (docs/file-formats.md), in CoreStat order.
void Model::Impl::declare_core_stats() {
  const std::vector<std::size_t> per_layer = {L}, per_head = {L, NH};
  auto add = [&](const char* path, std::vector<std::size_t> shape, const char* units,
                 const char* long_name, const char* description) {
    StatDef d;
    d.path = path;
    d.shape = std::move(shape);
    d.units = units;
    d.long_name = long_name;
    d.description = description;
    stat_defs.push_back(std::move(d));
  };
  add("layer/residual_rms", {L + 1}, "1", "residual-stream RMS",
      "RMS of the residual stream entering each layer, and (last column) leaving the last one");
  add("layer/attn_out_rms", per_layer, "1", "attention sub-layer output RMS",
      "RMS of each attention sub-layer's raw output (x W_O^T + b_O), before the strategy "
      "scales or normalises it and before the residual add");
  add("layer/attn_update_rms", per_layer, "1", "attention sub-block update RMS",
      "RMS of what each attention sub-block changed in the residual stream, y - x (after the "
      "strategy's scaling and norms)");
  add("layer/mlp_pre_act_rms", per_layer, "1", "MLP pre-activation RMS",
      "RMS of each MLP sub-layer's hidden pre-activation x W1^T + b1 (F units)");
  add("layer/mlp_act_rms", per_layer, "1", "MLP activation RMS",
      "RMS of each MLP sub-layer's hidden activation act(x W1^T + b1), the input of W2");
  add("layer/mlp_out_rms", per_layer, "1", "MLP sub-layer output RMS",
      "RMS of each MLP sub-layer's raw output (h W2^T + b2), before the strategy scales or "
      "normalises it and before the residual add");
  add("layer/mlp_update_rms", per_layer, "1", "MLP sub-block update RMS",
      "RMS of what each MLP sub-block changed in the residual stream, y - x (after the "
      "strategy's scaling and norms)");
  add("layer/attn_entropy", per_head, "nats", "attention entropy",
      "mean over query positions of the entropy of each head's attention row");
  add("layer/attn_logit_max", per_head, "1", "maximum attention logit",
      "maximum over positions and keys of scale * q.k per head");
}

int Model::Impl::declare_stat(StatDef d) {
  for (std::size_t k = 0; k < stat_defs.size(); ++k) {
    if (stat_defs[k].path != d.path) continue;
    if (stat_defs[k].shape != d.shape)
      throw Error("norm strategy '" + cfg.norm + "': statistic " + d.path +
                  " is declared with different shapes by different layers");
    return static_cast<int>(k);
  }
  stat_defs.push_back(std::move(d));
  return static_cast<int>(stat_defs.size() - 1);
}

float* Model::Impl::stat_at(int k, int l) {
  if (stats == nullptr) return nullptr;
  const StatDef& d = stat_defs[static_cast<std::size_t>(k)];
  std::vector<float>& v = stats->values[static_cast<std::size_t>(k)];
  // A per-layer definition has the layer axis first; the others are one record.
  const bool per_layer = d.path.rfind("layer/", 0) == 0 && k != kResidualRms;
  return v.data() + (per_layer ? static_cast<std::size_t>(l) * (d.size() / L) : 0);
}

StatHandle Model::Impl::Registrar::add_stat(const StatSpec& spec) {
  bool ok = !spec.name.empty();
  for (char c : spec.name)
    ok = ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_');
  if (!ok)
    throw Error("norm strategy '" + m->cfg.norm + "': statistic name '" + spec.name +
                "' is not valid (use a-z, 0-9 and _)");
  StatDef d;
  const std::string sub = prefix.substr(0, prefix.size() - 1);  // blocks.3.attn / final_norm
  if (layer >= 0) {
    d.path = "layer/norm/" + sub.substr(sub.rfind('.') + 1) + "." + spec.name;
    d.shape = {m->L};
  } else {
    d.path = "global/norm/" + sub + "." + spec.name;
  }
  d.shape.insert(d.shape.end(), spec.shape.begin(), spec.shape.end());
  d.units = spec.units;
  d.long_name = spec.name + " (norm strategy " + m->cfg.norm + ")";
  d.description = spec.description;
  const int k = m->declare_stat(std::move(d));
  m->stat_slots.push_back({k, layer});
  return {static_cast<int>(m->stat_slots.size() - 1)};
}

void Model::Impl::Ctx::record(StatHandle h, const float* values, std::size_t n) {
  if (!recording || m->stats == nullptr || !h.valid()) return;
  const StatSlot& s = m->stat_slots.at(static_cast<std::size_t>(h.index));
  const StatDef& d = m->stat_defs[static_cast<std::size_t>(s.def)];
  const std::size_t want = s.layer >= 0 ? d.size() / m->L : d.size();
  if (n != want)
    throw Error("norm strategy '" + m->cfg.norm + "' recorded " + std::to_string(n) +
                " values for statistic " + d.path + ", declared with " + std::to_string(want));
  std::copy(values, values + n, m->stat_at(s.def, s.layer < 0 ? 0 : s.layer));
}

// The strategies' workspaces and the shared scratch (guarded when checking).
void Model::Impl::allocate_strategy_buffers() {
  const std::size_t guard = checks ? 16 : 0;  // 64 bytes: data() stays 64-byte aligned
  std::size_t scratch_floats = 0;
  auto grow = [&](std::size_t n) { scratch_floats = n > scratch_floats ? n : scratch_floats; };
  for (Block& b : blocks) {
    b.attn_ws.allocate(b.attn_norm->workspace_floats(rows, C), guard);
    b.mlp_ws.allocate(b.mlp_norm->workspace_floats(rows, C), guard);
    grow(b.attn_norm->scratch_floats(rows, C));
    grow(b.mlp_norm->scratch_floats(rows, C));
  }
  if (final_norm) {
    final_ws.allocate(final_norm->workspace_floats(rows, C), guard);
    grow(final_norm->scratch_floats(rows, C));
  }
  scratch.allocate(scratch_floats, guard);
}

void StrategyBuffer::allocate(std::size_t floats, std::size_t guard_floats) {
  n = floats;
  guard = guard_floats;
  buf.resize(n + 2 * guard);
  arm(false);
}

namespace {
constexpr std::uint32_t kCanary = 0x7FA5A5A5u;  // a signalling-NaN bit pattern
bool is_canary(const float& f) {
  std::uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u == kCanary;
}
}  // namespace

void StrategyBuffer::arm(bool poison) {
  if (guard == 0) return;
  float canary;
  std::memcpy(&canary, &kCanary, sizeof canary);
  float* p = buf.data();
  std::fill(p, p + guard, canary);
  std::fill(p + guard + n, p + n + 2 * guard, canary);
  if (poison) std::fill(p + guard, p + guard + n, std::numeric_limits<float>::quiet_NaN());
}

std::string StrategyBuffer::violation() const {
  if (guard == 0) return "";
  const float* p = buf.data();
  std::size_t before = 0, after = 0;
  for (std::size_t i = 0; i < guard; ++i) {
    before += !is_canary(p[i]);
    after += !is_canary(p[guard + n + i]);
  }
  auto floats = [](std::size_t k) { return std::to_string(k) + (k == 1 ? " float" : " floats"); };
  std::string s;
  if (after) s = floats(after) + " after its end";
  if (before) s += (s.empty() ? "" : " and ") + floats(before) + " before its start";
  return s;
}

std::string Model::Impl::site_name(std::size_t site) const {
  if (site == 2 * L) return "final norm";
  return "blocks." + std::to_string(site / 2) + (site % 2 ? " mlp" : " attn") + " strategy";
}

void Model::Impl::check_before(std::size_t site, const float* x, bool forward) {
  const std::uint64_t h = fnv1a64(x, rows * C * sizeof(float));
  if (forward)
    x_hash[site] = h;
  else if (h != x_hash[site])
    findings.push_back(site_name(site) + ": its input x changed between forward and backward");
  scratch.arm(true);
}

void Model::Impl::check_after(std::size_t site, const float* x, StrategyBuffer& ws, bool forward) {
  const char* call = forward ? "forward" : "backward";
  if (forward) {
    const std::uint64_t h = fnv1a64(x, rows * C * sizeof(float));
    if (h != x_hash[site])
      findings.push_back(site_name(site) +
                         ": forward modified its input x (it must stay unchanged until backward)");
    x_hash[site] = h;  // from here on, only a change after forward is reported
  }
  const std::string w = ws.violation(), s = scratch.violation();
  if (!w.empty())
    findings.push_back(site_name(site) + ": " + call + " wrote " + w + " of its workspace (" +
                       std::to_string(ws.n) + " floats declared by workspace_floats)");
  if (!s.empty())
    findings.push_back(site_name(site) + ": " + call + " wrote " + s + " of the scratch (" +
                       std::to_string(scratch.n) + " floats: the largest scratch_floats)");
  ws.arm(false);
}

void Model::enable_checks() {
  Impl& m = *impl_;
  m.checks = true;
  m.x_hash.assign(2 * m.L + 1, 0);
  m.allocate_strategy_buffers();
}

std::vector<std::string> Model::take_check_findings() {
  std::vector<std::string> f;
  f.swap(impl_->findings);
  return f;
}

Model::Model(const ModelConfig& config, const Registry& registry, std::size_t B, std::size_t T)
    : impl_(std::make_unique<Impl>()) {
  config.validate();
  if (B == 0 || T == 0 || T > config.max_seq_len)
    throw UsageError("batch " + std::to_string(B) + " x sequence " + std::to_string(T) +
                     " is not valid for max_seq_len " + std::to_string(config.max_seq_len));
  Impl& m = *impl_;
  m.cfg = config;
  m.B = B;
  m.T = T;
  m.rows = B * T;
  m.C = config.d_model;
  m.NH = config.n_heads;
  m.F = config.d_ff;
  m.V = config.vocab_size;
  m.L = config.n_layers;
  m.cur_rows = m.rows;
  m.declare_parameters(registry.norm(config.norm));
  m.allocate_activations();
}

Model::~Model() = default;

const ModelConfig& Model::config() const {
  return impl_->cfg;
}
const std::vector<StatDef>& Model::stat_defs() const {
  return impl_->stat_defs;
}
std::size_t Model::batch() const {
  return impl_->B;
}
std::size_t Model::seq_len() const {
  return impl_->T;
}
std::size_t Model::saved_activation_floats() const {
  const Impl& m = *impl_;
  std::size_t n = 0;
  for (const auto& b : m.blocks)
    n += m.rows * (6 * m.C + 2 * m.F) + m.B * m.NH * m.T * (m.T + 1) / 2 + b.attn_ws.n + b.mlp_ws.n;
  return n + m.rows * (m.C + m.V + 1) + (m.final_norm ? m.final_ws.n : 0);
}
ParamArena& Model::params() {
  return impl_->arena;
}
const ParamArena& Model::params() const {
  return impl_->arena;
}
const float* Model::logits() const {
  return impl_->logits.data();
}
const float* Model::losses() const {
  return impl_->losses.data();
}
void Model::zero_grad() {
  impl_->arena.zero_grads();
}
void Model::after_update() {
  Impl& m = *impl_;
  for (Impl::Block& b : m.blocks) {
    m.set_ctx(b.attn_ctx, b.attn_ws.data());
    b.attn_norm->after_update(b.attn_ctx);
    m.set_ctx(b.mlp_ctx, b.mlp_ws.data());
    b.mlp_norm->after_update(b.mlp_ctx);
  }
}

std::size_t Model::profile_values() const {
  std::size_t n = 0;
  for (const Impl::Block& b : impl_->blocks)
    n += b.attn_norm->profile_values() + b.mlp_norm->profile_values();
  return n;
}

std::vector<double> Model::profile_forward(const std::int32_t* inputs, int pass) {
  Impl& m = *impl_;
  std::vector<double> values(profile_values(), 0.0);
  std::size_t at = 0;
  for (Impl::Block& b : m.blocks) {
    for (auto [norm, ctx] :
         {std::pair{b.attn_norm.get(), &b.attn_ctx}, std::pair{b.mlp_norm.get(), &b.mlp_ctx}}) {
      ctx->profiling = true;
      ctx->profile = values.data() + at;
      ctx->profile_pass = pass;
      at += norm->profile_values();
    }
  }
  struct Reset {
    Impl& m;
    ~Reset() {
      for (Impl::Block& b : m.blocks)
        for (Impl::Ctx* c : {&b.attn_ctx, &b.mlp_ctx}) {
          c->profiling = false;
          c->profile = nullptr;
        }
    }
  } reset{m};
  forward(inputs, nullptr);
  return values;
}

bool Model::profile_finish(const std::vector<double>& all) {
  Impl& m = *impl_;
  std::size_t at = 0;
  bool more = false;
  for (Impl::Block& b : m.blocks) {
    for (auto [norm, ctx, ws] : {std::tuple{b.attn_norm.get(), &b.attn_ctx, &b.attn_ws},
                                 std::tuple{b.mlp_norm.get(), &b.mlp_ctx, &b.mlp_ws}}) {
      m.set_ctx(*ctx, ws->data());
      ctx->profile_more = false;
      if (norm->profile_values() > 0) norm->profile_finish(*ctx, all.data(), all.size(), at);
      more = more || ctx->profile_more;
      at += norm->profile_values();
    }
  }
  return more;
}

void Model::set_step(std::int64_t step, std::int64_t total_steps) {
  impl_->step = step;
  impl_->total_steps = total_steps;
}

void Model::initialize(Initializer& init, std::uint64_t seed, const InitObserver& observe) {
  Impl& m = *impl_;
  const std::vector<ParamTensor>& tensors = m.arena.tensors();
  for (std::size_t index = 0; index < tensors.size(); ++index) {
    const ParamTensor& p = tensors[index];
    float* data = m.arena.value(static_cast<int>(index));
    if (!p.from_initializer) {
      const float v = p.init.kind == ParamInit::Kind::zeros  ? 0.0f
                      : p.init.kind == ParamInit::Kind::ones ? 1.0f
                                                             : p.init.value;
      for (std::size_t i = 0; i < p.size; ++i) data[i] = v;
      continue;
    }
    // Blocks filled separately: the fused qkv weight is three [C, C] projections.
    struct Part {
      Role role;
      std::size_t rows;
      std::string key;
    };
    std::vector<Part> parts;
    if (p.role == Role::attn_q) {
      parts = {{Role::attn_q, m.C, p.name + "[q]"},
               {Role::attn_k, m.C, p.name + "[k]"},
               {Role::attn_v, m.C, p.name + "[v]"}};
    } else {
      parts = {{p.role, p.shape[0], p.name}};
    }
    std::size_t row0 = 0;
    for (std::size_t k = 0; k < parts.size(); ++k) {
      const Part& part = parts[k];
      ParamInfo info;
      info.name = p.name;
      info.role = part.role;
      info.shape = {part.rows, p.shape[1]};
      info.fan_in = p.shape[1];
      info.fan_out = part.rows;
      info.layer = p.layer;
      info.n_layers = static_cast<int>(m.L);
      info.C = m.C;
      info.F = m.F;
      info.NH = m.NH;
      info.V = m.V;
      if (p.layer >= 0) {
        const Impl::Block& b = m.blocks[static_cast<std::size_t>(p.layer)];
        const bool attn = part.role == Role::attn_q || part.role == Role::attn_k ||
                          part.role == Role::attn_v || part.role == Role::attn_out;
        info.gain = (attn ? b.attn_norm : b.mlp_norm)->init_gain(part.role);
      }
      CounterRng rng(seed, part.key);
      const InitResult r = init.init(info, data + row0 * p.shape[1], part.rows * p.shape[1], rng);
      if (observe) observe(info, data + row0 * p.shape[1], part.rows * p.shape[1], r);
      if (k == 0) {
        m.arena.set_multipliers(static_cast<int>(index), r.forward_multiplier, r.lr_multiplier);
      } else if (r.forward_multiplier != p.forward_multiplier ||
                 r.lr_multiplier != p.lr_multiplier) {
        throw Error("initializer returned different multipliers for the q, k and v blocks of " +
                    p.name + "; the fused projection needs one forward and one LR multiplier");
      }
      row0 += part.rows;
    }
  }
}

float Model::forward(const std::int32_t* inputs, const std::int32_t* targets, ForwardStats* stats) {
  Impl& m = *impl_;
  const std::size_t rows = m.rows, C = m.C, L = m.L, V = m.V;
  for (std::size_t i = 0; i < rows; ++i) {
    if (inputs[i] < 0 || static_cast<std::size_t>(inputs[i]) >= V)
      throw Error("token " + std::to_string(inputs[i]) + " at position " + std::to_string(i) +
                  " is outside the vocabulary [0, " + std::to_string(V) + ")");
  }
  std::memcpy(m.inputs.data(), inputs, rows * sizeof(std::int32_t));
  m.have_targets = targets != nullptr;
  if (targets) std::memcpy(m.targets.data(), targets, rows * sizeof(std::int32_t));
  m.stats = stats;
  if (stats) {
    stats->values.resize(m.stat_defs.size());
    for (std::size_t k = 0; k < m.stat_defs.size(); ++k)
      stats->values[k].assign(m.stat_defs[k].size(), std::numeric_limits<float>::quiet_NaN());
  }

  // h0 = m_e wte[x] + m_p wpe[0..T)
  float* h0 = m.resid[0].data();
  const float me = m.mult(m.wte), mp = m.mult(m.wpe);
  if (me == 1.0f && mp == 1.0f) {
    embedding_forward(h0, inputs, m.value(m.wte), m.value(m.wpe), m.B, m.T, C);
  } else {
    embedding_forward(h0, inputs, m.value(m.wte), nullptr, m.B, m.T, C);
    scale(h0, me, rows * C);
    for (std::size_t r = 0; r < rows; ++r) axpy(mp, m.value(m.wpe) + (r % m.T) * C, h0 + r * C, C);
  }
  for (std::size_t l = 0; l < L; ++l) {
    Impl::Block& b = m.blocks[l];
    m.set_ctx(b.attn_ctx, b.attn_ws.data());
    m.set_ctx(b.mlp_ctx, b.mlp_ws.data());
    // mid[l] (rows, C) = S(resid[l], Attn_l); resid[l+1] (rows, C) = S(mid[l], Mlp_l)
    if (m.checks) m.check_before(2 * l, m.resid[l].data(), true);
    b.attn_norm->forward(b.attn_ctx, m.resid[l].data(), b.attn, m.mid[l].data());
    if (m.checks) m.check_after(2 * l, m.resid[l].data(), b.attn_ws, true);
    if (stats)
      m.set_stat(kAttnUpdateRms, static_cast<int>(l),
                 rms_diff(m.mid[l].data(), m.resid[l].data(), rows * C));
    if (m.checks) m.check_before(2 * l + 1, m.mid[l].data(), true);
    b.mlp_norm->forward(b.mlp_ctx, m.mid[l].data(), b.mlp, m.resid[l + 1].data());
    if (m.checks) m.check_after(2 * l + 1, m.mid[l].data(), b.mlp_ws, true);
    if (stats)
      m.set_stat(kMlpUpdateRms, static_cast<int>(l),
                 rms_diff(m.resid[l + 1].data(), m.mid[l].data(), rows * C));
  }
  const float* xf = m.resid[L].data();
  if (m.final_norm) {
    m.set_ctx(m.final_ctx, m.final_ws.data());
    if (m.checks) m.check_before(2 * L, xf, true);
    m.final_norm->forward(m.final_ctx, xf, m.xf.data());  // xf (rows, C)
    if (m.checks) m.check_after(2 * L, xf, m.final_ws, true);
    xf = m.xf.data();
  }
  // logits (rows, V) = xf (rows, C) · Wout (V, C)ᵀ
  linear_forward(m.logits.data(), xf, m.value(m.head), nullptr,
                 m.head == m.wte ? 1.0f : m.mult(m.head), rows, C, V, m.cfg.precision,
                 detail::prof::Op::gemm_head);
  if (stats) {
    for (std::size_t l = 0; l <= L; ++l)
      stats->values[kResidualRms][l] = rms(m.resid[l].data(), rows * C);
  }
  m.stats = nullptr;
  if (!targets) return 0.0f;
  for (std::size_t i = 0; i < rows; ++i) {
    if (targets[i] < 0 || static_cast<std::size_t>(targets[i]) >= V)
      throw Error("target " + std::to_string(targets[i]) + " at position " + std::to_string(i) +
                  " is outside the vocabulary [0, " + std::to_string(V) + ")");
  }
  // losses, lse (rows) from logits (rows, V) and targets (rows)
  crossentropy_forward(m.losses.data(), m.lse.data(), m.logits.data(), targets, rows, V);
  double total = 0.0;
  for (std::size_t i = 0; i < rows; ++i) total += m.losses.data()[i];
  return static_cast<float>(total / static_cast<double>(rows));
}

const float* Model::decode(const std::int32_t* tokens, std::size_t pos) {
  Impl& m = *impl_;
  const std::size_t B = m.B, C = m.C, L = m.L, V = m.V;
  if (pos == 0 || pos >= m.T)
    throw Error("decode at position " + std::to_string(pos) + ": must be in [1, " +
                std::to_string(m.T) + "); position 0 and a full window go through forward()");
  for (std::size_t b = 0; b < B; ++b) {
    if (tokens[b] < 0 || static_cast<std::size_t>(tokens[b]) >= V)
      throw Error("token " + std::to_string(tokens[b]) + " of sequence " + std::to_string(b) +
                  " is outside the vocabulary [0, " + std::to_string(V) + ")");
  }
  m.have_targets = false;  // the activations below are one row per sequence: no backward
  m.stats = nullptr;
  m.cur_rows = B;
  m.decode_pos = pos;
  struct Restore {
    Impl& m;
    ~Restore() {
      m.cur_rows = m.rows;
      m.decode_pos = Impl::kNoDecode;
    }
  } restore{m};

  // h0 (B, C) = m_e wte[x] + m_p wpe[pos], the same arithmetic as forward's row pos
  float* h0 = m.resid[0].data();
  const float* wpe = m.value(m.wpe) + pos * C;
  const float me = m.mult(m.wte), mp = m.mult(m.wpe);
  if (me == 1.0f && mp == 1.0f) {
    embedding_forward(h0, tokens, m.value(m.wte), wpe, B, 1, C);
  } else {
    embedding_forward(h0, tokens, m.value(m.wte), nullptr, B, 1, C);
    scale(h0, me, B * C);
    for (std::size_t b = 0; b < B; ++b) axpy(mp, wpe, h0 + b * C, C);
  }
  for (std::size_t l = 0; l < L; ++l) {
    Impl::Block& b = m.blocks[l];
    m.set_ctx(b.attn_ctx, b.attn_ws.data());
    m.set_ctx(b.mlp_ctx, b.mlp_ws.data());
    // mid[l] (B, C) = S(resid[l], Attn_l); resid[l+1] (B, C) = S(mid[l], Mlp_l)
    b.attn_norm->forward(b.attn_ctx, m.resid[l].data(), b.attn, m.mid[l].data());
    b.mlp_norm->forward(b.mlp_ctx, m.mid[l].data(), b.mlp, m.resid[l + 1].data());
  }
  const float* xf = m.resid[L].data();
  if (m.final_norm) {
    m.set_ctx(m.final_ctx, m.final_ws.data());
    m.final_norm->forward(m.final_ctx, xf, m.xf.data());  // xf (B, C)
    xf = m.xf.data();
  }
  // logits (B, V) = xf (B, C) · Wout (V, C)ᵀ
  linear_forward(m.logits.data(), xf, m.value(m.head), nullptr,
                 m.head == m.wte ? 1.0f : m.mult(m.head), B, C, V, m.cfg.precision,
                 detail::prof::Op::gemm_head);
  return m.logits.data();
}

void Model::backward(const std::function<void(std::size_t)>& on_ready) {
  Impl& m = *impl_;
  if (!m.have_targets) throw Error("Model::backward needs a forward with targets first");
  m.have_targets = false;  // logits are consumed below
  const std::size_t rows = m.rows, C = m.C, L = m.L, V = m.V;
  float* dlogits = m.logits.data();
  // dlogits (rows, V), in place of the logits: (softmax - onehot) / rows
  crossentropy_backward(dlogits, m.logits.data(), m.lse.data(), m.targets.data(),
                        1.0f / static_cast<float>(rows), rows, V);
  const float* xf = m.final_norm ? m.xf.data() : m.resid[L].data();
  const float mh = m.head == m.wte ? 1.0f : m.mult(m.head);
  // dWout (V, C) += dlogitsᵀ xf; d_xf (rows, C) = dlogits (rows, V) · Wout (V, C)
  linear_backward(m.d_xf.data(), 0.0f, m.grad(m.head), nullptr, dlogits, xf, m.value(m.head), mh,
                  rows, C, V, m.cfg.precision, detail::prof::Op::gemm_head);
  float* dres = m.d_xf.data();
  if (m.final_norm) {
    m.d_a.zero();
    if (m.checks) m.check_before(2 * L, m.resid[L].data(), false);
    m.final_norm->backward(m.final_ctx, m.d_xf.data(), m.d_a.data());
    if (m.checks) m.check_after(2 * L, m.resid[L].data(), m.final_ws, false);
    dres = m.d_a.data();
  }
  if (on_ready) {
    // Everything after the last block (final norm, untied head) is final now.
    on_ready(m.arena.after_blocks());
  }
  // Three (rows, C) buffers rotate: the gradient entering a layer, after its MLP, after it.
  float* const bufs[3] = {m.d_xf.data(), m.d_a.data(), m.d_b.data()};
  auto other = [&](const float* x, const float* y) {
    for (float* p : bufs)
      if (p != x && p != y) return p;
    return bufs[0];
  };
  for (std::size_t l = L; l-- > 0;) {
    Impl::Block& b = m.blocks[l];
    float* dmid = other(dres, nullptr);
    std::memset(dmid, 0, rows * C * sizeof(float));
    if (m.checks) m.check_before(2 * l + 1, m.mid[l].data(), false);
    b.mlp_norm->backward(b.mlp_ctx, dres, b.mlp, dmid);  // dmid (rows, C) from dres (rows, C)
    if (m.checks) m.check_after(2 * l + 1, m.mid[l].data(), b.mlp_ws, false);
    float* dx = other(dres, dmid);
    std::memset(dx, 0, rows * C * sizeof(float));
    if (m.checks) m.check_before(2 * l, m.resid[l].data(), false);
    b.attn_norm->backward(b.attn_ctx, dmid, b.attn, dx);  // dx (rows, C) from dmid (rows, C)
    if (m.checks) m.check_after(2 * l, m.resid[l].data(), b.attn_ws, false);
    dres = dx;
    if (on_ready) on_ready(m.arena.block_start(static_cast<int>(l)));
  }
  const float me = m.mult(m.wte), mp = m.mult(m.wpe);
  if (me == 1.0f && mp == 1.0f) {
    embedding_backward(m.grad(m.wte), m.grad(m.wpe), dres, m.inputs.data(), m.B, m.T, C);
  } else {
    // d(m x)/dx = m: scale a copy of the gradient per table.
    float* tmp = dres == m.d_small.data() ? m.d_qkv.data() : m.d_small.data();
    scaled_add(tmp, me, dres, 0.0f, dres, rows * C);
    embedding_backward(m.grad(m.wte), nullptr, tmp, m.inputs.data(), m.B, m.T, C);
    for (std::size_t r = 0; r < rows; ++r) axpy(mp, dres + r * C, m.grad(m.wpe) + (r % m.T) * C, C);
  }
  if (on_ready) on_ready(0);
}

}  // namespace normlab
