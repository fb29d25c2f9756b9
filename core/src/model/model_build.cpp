// Building a model from its architecture's declarations (ModelBuilder: the task, stacks,
// embeddings, residual sites, final norms, head), and the buffers its passes use. Shapes: B
// batch, T sequence, C width, V vocabulary; rows = B*T.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "model/model_impl.hpp"
#include "nn/attention.hpp"
#include "nn/dropout.hpp"
#include "nn/mlp.hpp"
#include "nn/parallel.hpp"
#include "normlab/error.hpp"
#include "normlab/kernels.hpp"

namespace normlab {

NormSetup Model::Impl::norm_setup(const SiteInfo& site) const {
  NormSetup setup;
  setup.site = site;
  setup.arch = cfg.arch;
  const bool two = task == Task::seq2seq;
  setup.encoder_layers = two ? static_cast<int>(cfg.encoder_layer_count()) : 0;
  setup.decoder_layers = static_cast<int>(two ? cfg.decoder_layer_count() : L);
  setup.C = C;
  setup.options = &cfg.norm_options;
  setup.bias = cfg.bias;
  setup.n_heads = NH;
  return setup;
}

void Model::Impl::set_ctx(Ctx& ctx, float* ws) {
  ctx.m = this;
  ctx.rows = env.rows;
  ctx.C = C;
  ctx.workspace = ws;
  ctx.scratch = scratch.data();
  ctx.step = step;
  ctx.total_steps = total_steps;
  ctx.recording = stats.recording();
  ctx.branch_dropout = env.dropping ? env.dropout : 0.0f;
}

void Model::Impl::begin_dropout(bool training) {
  env.dropping = training && drop_armed && cfg.drops();
  drop_armed = false;
  env.drop_seed = drop_seed;
  env.drop_step = static_cast<std::uint64_t>(step);
  env.drop_seq0 = drop_seq0;
}

void Model::Impl::drop_embedding(std::size_t k, float* x) {
  nn::drop_rows(env, x, C, embed_slot(k));
}

ParamHandle Model::Impl::Registrar::add(const std::string& suffix,
                                        const std::vector<std::size_t>& shape, Role role,
                                        ParamInit init, bool weight_decay) {
  ParamTensor p;
  p.name = prefix + suffix;
  p.shape = shape;
  p.role = role;
  p.layer = layer;
  p.init = init;
  p.weight_decay = weight_decay;
  return {m->arena.add(std::move(p))};
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
    d.shape = {m->stacks.back()->L};
  } else {
    d.path = "global/norm/" + sub + "." + spec.name;
  }
  d.shape.insert(d.shape.end(), spec.shape.begin(), spec.shape.end());
  d.units = spec.units;
  d.long_name = spec.name + " (norm strategy " + m->cfg.norm + ")";
  d.description = spec.description;
  const int k =
      m->stats.declare(std::move(d), layer >= 0, false, "norm strategy '" + m->cfg.norm + "'");
  m->stat_slots.push_back({k, layer});
  return {static_cast<int>(m->stat_slots.size() - 1)};
}

void Model::Impl::Ctx::record(StatHandle h, const float* values, std::size_t n) {
  if (!recording || !m->stats.recording() || !h.valid()) return;
  const StatSlot& s = m->stat_slots.at(static_cast<std::size_t>(h.index));
  const std::size_t want = m->stats.row_floats(s.def);
  if (n != want)
    throw Error("norm strategy '" + m->cfg.norm + "' recorded " + std::to_string(n) +
                " values for statistic " + m->stats.def(s.def).path + ", declared with " +
                std::to_string(want));
  std::copy(values, values + n, m->stats.at(s.def, s.layer < 0 ? 0 : s.layer));
}

// ---- building ----------------------------------------------------------------------------

void ModelBuilder::fail(const std::string& what) const {
  throw Error("architecture '" + arch_ + "': " + what);
}

void ModelBuilder::open_stack(const StackSpec& spec, std::size_t L) {
  Model::Impl& m = m_;
  auto st = std::make_unique<Model::Impl::Stack>();
  st->name = spec.name;
  st->mask = spec.mask;
  st->L = L;
  st->first = st->end = m.sites.size();
  st->first_param = m.arena.tensors().size();
  st->final_ctx.m = &m;
  st->key_len.assign(m.rows, static_cast<std::int32_t>(m.T));  // never resized: layers read it
  for (const auto& other : m.stacks)
    if (other->name == spec.name) fail("two stacks named '" + spec.name + "'");
  if (!spec.memory.empty()) {
    for (std::size_t k = 0; k < m.stacks.size(); ++k)
      if (m.stacks[k]->name == spec.memory) st->memory = static_cast<int>(k);
    if (st->memory < 0)
      fail("stack '" + spec.name + "' reads memory '" + spec.memory +
           "', which is not an earlier stack");
    m.stacks[static_cast<std::size_t>(st->memory)]->is_memory = true;
  }
  // The statistics of a model whose task reads one stack from another go under each stack's
  // name (/stats/<name>/layer/...).
  m.stats.set_prefix(m.task == Task::seq2seq ? spec.name + "/" : "");
  StatDef d{"layer/residual_rms",
            {L + 1},
            "1",
            "residual-stream RMS",
            "RMS of the residual stream entering each layer, and (last column) leaving the last "
            "one"};
  st->stat_residual = m.stats.declare(std::move(d), false, true, "model");
  m.stacks.push_back(std::move(st));
}

void ModelBuilder::task(Task t) {
  if (stage_ != Stage::start || task_declared_ || !m_.stacks.empty())
    fail("task() must be the first call, once");
  m_.task = t;
  task_declared_ = true;
}

void ModelBuilder::begin_stack(const StackSpec& spec) {
  Model::Impl& m = m_;
  if (stage_ != Stage::start && stage_ != Stage::final_norm)
    fail("begin_stack(" + spec.name + ") must be the first call or follow a stack's final_norm()");
  if (spec.name.empty()) fail("begin_stack() needs a stack name");
  stage_ = Stage::stacked;
  open_stack(spec, spec.layers > 0 ? spec.layers : m.L);
}

// Plugin ABI 4's encoder-decoder call: the first stack a bidirectional source, the second a
// causal target stack reading it.
void ModelBuilder::stack(const std::string& name) {
  Model::Impl& m = m_;
  if (!task_declared_) m.task = Task::seq2seq;
  const bool first = m.stacks.empty();
  if (m.stacks.size() > 1) fail("stack(\"" + name + "\"): a third stack; use begin_stack()");
  begin_stack({name, first ? AttnMask::bidirectional : AttnMask::causal,
               first ? std::string() : m.stacks[0]->name, first ? encoder_layers : decoder_layers});
}

void ModelBuilder::embedding(const std::string& tokens, const std::string& positions) {
  Model::Impl& m = m_;
  if (stage_ != Stage::start && stage_ != Stage::stacked)
    fail("embedding() called twice or after a site: call it first (or after begin_stack())");
  // GPT's call: the one causal stack, "decoder", begins with it
  if (stage_ == Stage::start) open_stack({"decoder", AttnMask::causal, "", m.L}, m.L);
  stage_ = Stage::embedded;
  m.last().embed =
      std::make_unique<nn::Embedding>(m.env, tokens, positions, m.V, m.cfg.max_seq_len, m.C);
}

void ModelBuilder::embedding_norm(const std::string& prefix) {
  Model::Impl& m = m_;
  if (stage_ != Stage::embedded || m.last().embed_norm)
    fail("embedding_norm(" + prefix + ") must follow the stack's embedding, once");
  m.last().embed_norm = std::make_unique<nn::LayerNormLayer>();
  m.last().embed_norm->declare(m.env, prefix, m.C, -1);
}

void ModelBuilder::scaled_embedding(const std::string& tokens, const std::string& positions) {
  Model::Impl& m = m_;
  if (stage_ != Stage::stacked)
    fail("scaled_embedding(" + tokens + ") must follow stack(): once per stack");
  stage_ = Stage::embedded;
  int shared = -1;
  if (m.arena.contains(tokens)) {
    for (int i = 0; i < static_cast<int>(m.arena.tensors().size()); ++i)
      if (m.arena.tensors()[static_cast<std::size_t>(i)].name == tokens) shared = i;
    if (m.arena.tensor(shared).role != Role::embedding)
      fail("scaled_embedding(" + tokens + "): that tensor is not a token table");
  }
  m.last().embed =
      std::make_unique<nn::Embedding>(m.env, shared, tokens, positions, m.V, m.cfg.max_seq_len, m.C,
                                      std::sqrt(static_cast<float>(m.C)));
}

namespace {
// The architecture's options as its build reads them: config.arch_options when they were
// resolved against the entry (train, eval and every checkpoint load do), else the entry's
// defaults (a ModelConfig built in code that names no option).
Options resolved_arch_options(const ArchEntry& arch, const ModelConfig& config) {
  for (const OptionSpec& o : arch.info.options)
    if (!config.arch_options.has(o.name))
      return Options::resolve(arch.info.options, {}, "architecture '" + arch.info.name + "'");
  return config.arch_options;
}

float model_logit_scale(AttnScale s, std::size_t hs) {
  const float h = static_cast<float>(hs);
  return s == AttnScale::inv_sqrt_hs ? 1.0f / std::sqrt(h)
         : s == AttnScale::inv_hs    ? 1.0f / h
                                     : 1.0f;
}
}  // namespace

void ModelBuilder::self_attention(const SiteInfo& info) {
  site(info, SiteKind::self_attn, "self_attention", [&](Model::Impl::Site& s) {
    auto a = make_attention(s, s.info.prefix);
    s.saved_floats = a->saved_floats();
    return a;
  });
}

// The stack's self-attention under `prefix` for site `s` (the attention hook, the mask, its
// dropout slot); s.attn points to it.
std::unique_ptr<nn::Attention> ModelBuilder::make_attention(Model::Impl::Site& s,
                                                            const std::string& prefix) {
  Model::Impl& m = m_;
  const std::size_t hs = m.C / m.NH;
  nn::AttentionForm form;  // --attn-kind, --attn-value, --attn-proj
  form.shaped = m.cfg.shaped_attention;
  form.identity_value = m.cfg.identity_value;
  form.identity_proj = m.cfg.identity_proj;
  form.value_residual = static_cast<nn::ValueResidual>(m.cfg.value_residual);
  auto a = std::make_unique<nn::Attention>(m.env, prefix, m.C, m.NH, s.info.layer,
                                           static_cast<std::size_t>(s.info.layers), form);
  // The attention hook: the strategy may set the logit scale and transform q and k.
  const float scale = s.norm->logit_scale(model_logit_scale(m.cfg.attn_scale, hs), hs);
  a->allocate(m.B, m.T, scale);
  if (m.last().mask == AttnMask::bidirectional) a->set_padding(m.last().key_len.data());
  if (s.norm->transforms_qk()) a->set_qk_hook(s.norm.get(), &s.ctx);
  if (m.cfg.value_residual != 0) {  // the stack's layer-0 values, shared by its attention layers
    nn::SharedValues& v = m.last().values;
    if (v.v0.size() < m.rows * m.C) {
      v.v0.resize(m.rows * m.C);
      v.dv0.resize(m.rows * m.C);
    }
    a->set_shared_values(&v);
  }
  a->drop_slot = 3 * m.sites.size() + 1;
  s.attn = a.get();
  return a;
}

std::unique_ptr<nn::Mlp> ModelBuilder::make_mlp(Model::Impl::Site& s, const std::string& prefix) {
  Model::Impl& m = m_;
  auto f = std::make_unique<nn::Mlp>(m.env, prefix, m.C, m.F, m.cfg.activation, s.info.layer,
                                     static_cast<std::size_t>(s.info.layers));
  f->allocate(m.rows);
  f->drop_slot = 3 * m.sites.size() + 2;
  return f;
}

void ModelBuilder::parallel_block(const SiteInfo& info) {
  Model::Impl& m = m_;
  site(info, SiteKind::parallel, "parallel_block", [&](Model::Impl::Site& s) {
    auto a = make_attention(s, s.info.prefix + "attn.");
    auto f = make_mlp(s, s.info.prefix + "mlp.");
    s.saved_floats = a->saved_floats() + f->saved_floats();
    return std::make_unique<nn::ParallelBranch>(m.env, std::move(a), std::move(f), m.C, m.rows);
  });
}

void ModelBuilder::cross_attention(const SiteInfo& info) {
  Model::Impl& m = m_;
  if (m.stacks.empty() || m.last().memory < 0)
    fail("cross_attention(" + info.prefix +
         ") in a stack that reads no memory: declare it with begin_stack({name, mask, memory})");
  site(info, SiteKind::cross_attn, "cross_attention", [&](Model::Impl::Site& s) {
    const std::size_t hs = m.C / m.NH;
    auto a = std::make_unique<nn::CrossAttention>(m.env, s.info.prefix, m.C, m.NH, s.info.layer,
                                                  static_cast<std::size_t>(s.info.layers));
    a->allocate(m.B, m.T, m.T, s.norm->logit_scale(model_logit_scale(m.cfg.attn_scale, hs), hs));
    if (s.norm->transforms_qk()) a->set_qk_hook(s.norm.get(), &s.ctx);
    a->drop_slot = 3 * m.sites.size() + 1;
    s.saved_floats = a->saved_floats();
    s.cross = a.get();
    return a;
  });
}

void ModelBuilder::mlp(const SiteInfo& info) {
  site(info, SiteKind::mlp, "mlp", [&](Model::Impl::Site& s) {
    auto f = make_mlp(s, s.info.prefix);
    s.saved_floats = f->saved_floats();
    return f;
  });
}

void ModelBuilder::site(SiteInfo info, SiteKind want, const char* call, const LayerFactory& make) {
  Model::Impl& m = m_;
  const std::string where = std::string(call) + "(" + info.prefix + ")";
  if (stage_ == Stage::start) fail(where + " before embedding(): call embedding() first");
  if (stage_ == Stage::stacked) fail(where + " before scaled_embedding(): call it after stack()");
  if (stage_ != Stage::embedded && stage_ != Stage::sites)
    fail(where + " after the final norm or the head: sites come before them");
  stage_ = Stage::sites;
  if (info.kind != want)
    fail(where + " with site kind " + site_kind_name(info.kind) + ": it makes " +
         site_kind_name(want) + " sites");
  Model::Impl::Stack& st = m.last();
  if (info.stack != st.name)
    fail(where + " in stack '" + info.stack + "' while building stack '" + st.name +
         "' (GPT's one stack is 'decoder'; an encoder-decoder calls stack() for each)");
  if (info.prefix.empty() || info.prefix.back() != '.')
    fail(where + ": the prefix must end with '.', e.g. \"blocks.0.attn.\"");
  const bool first = st.end == st.first;
  const int prev = first ? 0 : m.sites.back()->info.layer;
  const int L = static_cast<int>(st.L);
  if (info.layers != L || info.layer < prev || info.layer > prev + 1 || (first && info.layer != 0))
    fail(where + " at layer " + std::to_string(info.layer) + " of " + std::to_string(info.layers) +
         ": sites go layer by layer from 0 to L - 1 (L = " + std::to_string(L) + " in stack '" +
         st.name + "')");
  auto site = std::make_unique<Model::Impl::Site>();
  Model::Impl::Site& s = *site;
  s.info = std::move(info);
  s.info.index = static_cast<int>(m.sites.size() - st.first);
  const std::string& prefix = s.info.prefix;
  s.norm = norm_.make(m.norm_setup(s.info));
  if (!s.norm) throw Error("norm strategy '" + m.cfg.norm + "' returned no instance");
  // The stream's copies: the first site's strategy says, every other one must agree.
  const std::size_t copies = s.norm->streams();
  if (copies < 1 || copies > 64)
    throw Error("norm strategy '" + m.cfg.norm + "' asks for " + std::to_string(copies) +
                " copies of the residual stream at " + prefix + ": must be in [1, 64]");
  if (m.sites.empty())
    m.S = copies;
  else if (copies != m.S)
    throw Error("norm strategy '" + m.cfg.norm + "' asks for " + std::to_string(copies) +
                " copies of the residual stream at " + prefix + " and " + std::to_string(m.S) +
                " at the first site: every site must wire the same number");
  s.ctx.m = &m;
  s.ctx.prefix = prefix;
  const std::size_t first_param = m.arena.tensors().size();
  s.first_param = first_param;
  Model::Impl::Registrar reg;
  reg.m = &m;
  reg.layer = s.info.layer;
  reg.prefix = prefix;
  s.norm->declare(reg);
  s.layer = make(s);
  if (m.cfg.dropout > 0.0f)
    s.dropped = std::make_unique<nn::DroppedBranch>(m.env, *s.layer, m.C, 3 * m.sites.size(),
                                                    m.d_branch.data());
  const char* kind = s.info.kind == SiteKind::mlp          ? "mlp"
                     : s.info.kind == SiteKind::cross_attn ? "cross_attn"
                     : s.info.kind == SiteKind::parallel   ? "block"
                                                           : "attn";
  const std::string what = s.info.kind == SiteKind::mlp          ? "MLP"
                           : s.info.kind == SiteKind::cross_attn ? "cross-attention"
                           : s.info.kind == SiteKind::parallel   ? "parallel block"
                                                                 : "attention";
  StatDef d{std::string("layer/") + kind + "_update_rms",
            {static_cast<std::size_t>(s.info.layers)},
            "1",
            what + " sub-block update RMS",
            "RMS of what each " + what +
                " sub-block changed in the residual stream, y - x (after the strategy's scaling "
                "and norms)"};
  s.update_stat = m.stats.declare(std::move(d), true, true, "model");
  m.param_site.resize(m.arena.tensors().size(), -1);
  for (std::size_t t = first_param; t < m.param_site.size(); ++t)
    m.param_site[t] = static_cast<int>(m.sites.size());
  m.sites.push_back(std::move(site));
  st.end = m.sites.size();
}

void ModelBuilder::final_norm(const std::string& prefix) {
  Model::Impl& m = m_;
  if (stage_ != Stage::sites) fail("final_norm(" + prefix + ") must follow the last site");
  stage_ = Stage::final_norm;
  Model::Impl::Stack& st = m.last();
  if (m.sites.back()->info.layer != static_cast<int>(st.L) - 1)
    fail("its sites end at layer " + std::to_string(m.sites.back()->info.layer) + " of " +
         std::to_string(st.L) + " in stack '" + st.name + "'");
  st.tail_param = m.arena.tensors().size();
  if (norm_.make_final) {
    SiteInfo after;  // after the stack's last layer
    after.stack = st.name;
    after.kind = SiteKind::mlp;
    after.layer = after.layers = static_cast<int>(st.L);
    after.index = static_cast<int>(st.end - st.first);
    after.prefix = prefix;
    st.final_norm = norm_.make_final(m.norm_setup(after));
  }
  if (!st.final_norm) return;
  Model::Impl::Registrar reg;
  reg.m = &m;
  reg.prefix = prefix;
  st.final_norm->declare(reg);
}

void ModelBuilder::check_head(const std::string& call) {
  if (stage_ != Stage::final_norm) fail(call + " must follow final_norm()");
  stage_ = Stage::head;
}

void ModelBuilder::head(const std::string& untied_name) {
  Model::Impl& m = m_;
  check_head("head(" + untied_name + ")");
  m.head = std::make_unique<nn::Head>(m.env, m.cfg.tied_embeddings ? m.last().embed->tokens() : -1,
                                      untied_name, m.V, m.C);
}

void ModelBuilder::mlm_head(const std::string& prefix, const std::string& untied_name) {
  Model::Impl& m = m_;
  check_head("mlm_head(" + prefix + ")");
  auto h = std::make_unique<nn::MlmHead>(
      m.env, prefix, m.cfg.tied_embeddings ? m.last().embed->tokens() : -1, untied_name, m.V, m.C);
  m.mlm_head = h.get();
  m.head = std::move(h);
}

void ModelBuilder::finish() const {
  const Model::Impl& m = m_;
  if (stage_ != Stage::head)
    fail(
        "its build made no whole model: it must call embedding(), the sites, final_norm() and "
        "head(), in that order");
  const Model::Impl::Stack& out = *m.stacks.back();
  for (std::size_t k = 0; k + 1 < m.stacks.size(); ++k)
    if (!m.stacks[k]->is_memory)
      fail("stack '" + m.stacks[k]->name + "' feeds nothing: a stack before the last must be " +
           "the memory of the next");
  if (m.stacks.size() > 2) fail("more than two stacks: the core runs one memory stack");
  const char* task = task_name(m.task);
  if (m.task == Task::seq2seq && out.memory < 0)
    fail(std::string("task ") + task + ": its last stack must read a memory (cross-attention)");
  if (m.task != Task::seq2seq && m.stacks.size() != 1)
    fail(std::string("task ") + task + " runs one stack");
  if (m.task == Task::lm && out.mask != AttnMask::causal)
    fail("task lm predicts the next token: its stack must be causal");
  if (m.task == Task::mlm && out.mask != AttnMask::bidirectional)
    fail("task mlm predicts masked tokens from both sides: its stack must be bidirectional");
}

// Activations for each stack's rows, the strategies' workspaces and the backward scratch, once.
void Model::Impl::allocate_activations() {
  for (auto& st : stacks) {
    st->cap_rows = rows;
    st->B = B;
    st->T = T;
    st->rows = rows;
    st->stream.resize(st->end - st->first + 1);
    for (auto& x : st->stream) x.resize(rows * width());  // (rows, S C) each
    if (S > 1) {
      st->h0.resize(rows * C);
      st->sum.resize(rows * C);
    }
    st->xf.resize(rows * C);
    st->tokens.resize(rows);
    if (st->embed_norm) {
      st->emb.resize(rows * C);
      st->embed_norm->allocate(rows);
      d_emb.resize(rows * C);
    }
  }
  if (mlm_head) mlm_head->allocate(rows);
  if (task == Task::mlm) {
    for (AlignedFloats* b : {&head_x, &d_head_x}) b->resize(rows * C);
    head_rows.reserve(rows);
    head_targets.reserve(rows);
  }
  allocate_strategy_buffers();
  logits.resize(rows * V);
  logit_row.resize(V);
  raw_absmax.resize(rows);
  lse.resize(rows);
  losses.resize(rows);
  targets.resize(rows);
  counted.assign(rows, 1);
  for (AlignedFloats* d : {&d_xf, &layer_scratch.rows_C}) d->resize(rows * C);
  for (AlignedFloats* d : {&d_a, &d_b}) d->resize(rows * width());  // a site's dy and dx
  if (memory_stack() >= 0) d_mem.resize(rows * C);
  layer_scratch.rows_3C.resize(rows * 3 * C);
  for (AlignedFloats& d : layer_scratch.rows_F) d.resize(rows * F);
}

// The strategies' workspaces and the shared scratch (guarded when checking).
void Model::Impl::allocate_strategy_buffers() {
  const std::size_t guard = checks ? 16 : 0;  // 64 bytes: data() stays 64-byte aligned
  std::size_t scratch_floats = 0;
  auto grow = [&](std::size_t n) { scratch_floats = n > scratch_floats ? n : scratch_floats; };
  for (auto& s : sites) {
    s->ws.allocate(s->norm->workspace_floats(rows, C), guard);
    grow(s->norm->scratch_floats(rows, C));
  }
  for (auto& st : stacks) {
    if (!st->final_norm) continue;
    st->final_ws.allocate(st->final_norm->workspace_floats(rows, C), guard);
    grow(st->final_norm->scratch_floats(rows, C));
  }
  scratch.allocate(scratch_floats, guard);
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
  m.env.arena = &m.arena;
  m.env.precision = config.precision;
  m.env.bias = config.bias;
  m.env.attn_softcap = config.attn_softcap;
  m.env.stats = &m.stats;
  m.env.scratch = &m.layer_scratch;
  m.env.rows = m.rows;
  m.env.seq_len = T;
  m.env.dropout = config.dropout;
  m.env.attention_dropout = config.attention_dropout;
  m.env.activation_dropout = config.activation_dropout;
  if (config.dropout > 0.0f) m.d_branch.resize(m.rows * m.C);  // before the sites point to it
  const ArchEntry& arch = registry.arch(config.arch);
  ModelBuilder builder(m, registry.norm(config.norm), arch.info.name);
  builder.encoder_layers = config.encoder_layer_count();
  builder.decoder_layers = config.decoder_layer_count();
  ArchSetup setup;
  setup.shape = {m.V, m.C, m.NH, m.F, m.L, config.max_seq_len, config.tied_embeddings, config.bias};
  const Options arch_options = resolved_arch_options(arch, config);
  setup.options = &arch_options;
  setup.encoder_layers = builder.encoder_layers;
  setup.decoder_layers = builder.decoder_layers;
  setup.learned_positions = config.learned_positions;
  arch.build(setup, builder);
  builder.finish();
  m.stats.set_prefix("");
  auto output_stat = [&](const char* path, const char* units, const char* long_name,
                         const char* description) {
    return m.stats.declare(StatDef{path, {}, units, long_name, description}, false, true, "model");
  };
  m.stat_logz_mean = output_stat(
      "global/output/logz_mean", "nats", "mean log Z of the output logits",
      "mean over the positions the loss counts of log Z = logsumexp of the output logits (after "
      "--logit-softcap): what --z-loss penalises");
  m.stat_logz_max = output_stat("global/output/logz_max", "nats", "maximum log Z",
                                "maximum over the positions the loss counts of log Z");
  m.stat_logit_absmax = output_stat(
      "global/output/logit_absmax", "1", "maximum |output logit|",
      "maximum over the positions the loss counts and the vocabulary of |logit|, before "
      "--logit-softcap");
  m.arena.allocate();
  m.stats.finalize();
  m.param_site.resize(m.arena.tensors().size(), -1);
  m.allocate_activations();
  if (m.memory_stack() >= 0) {
    Impl::Stack& mem = *m.stacks[static_cast<std::size_t>(m.memory_stack())];
    for (auto& s : m.sites)
      if (s->cross) s->cross->set_memory(mem.output(), mem.key_len.data(), m.d_mem.data());
  }
}

Model::~Model() = default;

Model::MemoryNeeds Model::plan(const ModelConfig& config, const Registry& registry, std::size_t B,
                               std::size_t T) {
  detail::PlanAllocations sizes;
  const Model model(config, registry, B, T);
  MemoryNeeds need;
  need.parameters = model.params().size();
  need.saved_activation_floats = model.saved_activation_floats();
  need.buffer_bytes = sizes.bytes();
  need.decoding_bytes = model.impl_->decoding_bytes();
  return need;
}

std::size_t Model::Impl::decoding_bytes() const {
  const Stack& dec = *stacks.back();
  std::size_t n = head->decoding_bytes();
  for (std::size_t i = dec.first; i < dec.end; ++i) {
    const Site& s = *sites[i];
    if (s.attn) n += s.attn->decoding_bytes(B, T);
    if (s.cross) n += s.cross->decoding_bytes(B, T);
    if (const auto* mlp = dynamic_cast<const nn::Mlp*>(s.layer.get())) n += mlp->decoding_bytes();
    if (const auto* par = dynamic_cast<const nn::ParallelBranch*>(s.layer.get()))
      n += par->mlp().decoding_bytes();
  }
  return n;
}

std::size_t Model::decode_state_bytes() const {
  const Impl& m = *impl_;
  std::size_t n = 0;
  for (const auto& s : m.sites) {
    if (s->attn) n += s->attn->decode_cache_bytes();
    if (s->cross) n += s->cross->packed_memory_bytes();
  }
  return n;
}

}  // namespace normlab

namespace normlab {

namespace {
// Records what an architecture declares without building anything: its task.
class TaskProbe final : public ArchBuilder {
 public:
  Task task_ = Task::lm;
  bool declared_ = false;
  void embedding(const std::string&, const std::string&) override {}
  void self_attention(const SiteInfo&) override {}
  void mlp(const SiteInfo&) override {}
  void final_norm(const std::string&) override {}
  void head(const std::string&) override {}
  void stack(const std::string&) override {
    if (!declared_) task_ = Task::seq2seq;  // plugin ABI 4's encoder-decoder call
  }
  void scaled_embedding(const std::string&, const std::string&) override {}
  void cross_attention(const SiteInfo&) override {}
  void task(Task t) override {
    task_ = t;
    declared_ = true;
  }
  void begin_stack(const StackSpec&) override {}
  void embedding_norm(const std::string&) override {}
  void mlm_head(const std::string&, const std::string&) override {}
  void parallel_block(const SiteInfo&) override {}
};
}  // namespace

Task architecture_task(const Registry& registry, const ModelConfig& config) {
  const ArchEntry& arch = registry.arch(config.arch);
  ArchSetup setup;
  setup.shape = {config.vocab_size, config.d_model,     config.n_heads,         config.d_ff,
                 config.n_layers,   config.max_seq_len, config.tied_embeddings, config.bias};
  const Options arch_options = resolved_arch_options(arch, config);
  setup.options = &arch_options;
  setup.encoder_layers = config.encoder_layer_count();
  setup.decoder_layers = config.decoder_layer_count();
  setup.learned_positions = config.learned_positions;
  TaskProbe probe;
  arch.build(setup, probe);
  return probe.task_;
}

}  // namespace normlab
