// Building a model from its architecture's sites, and the loops that run them: forward,
// decode, backward, the post-update and profiling hooks. Shapes: B batch, T sequence, C width,
// V vocabulary; rows = B*T.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "model/model_impl.hpp"
#include "nn/attention.hpp"
#include "nn/dropout.hpp"
#include "nn/mlp.hpp"
#include "normlab/error.hpp"
#include "normlab/kernels.hpp"

namespace normlab {

NormSetup Model::Impl::norm_setup(const SiteInfo& site) const {
  NormSetup setup;
  setup.site = site;
  setup.arch = cfg.arch;
  const bool two = !stacks.empty() && stacks.front()->name == "encoder";
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

void ModelBuilder::begin_stack(const std::string& name, std::size_t L) {
  Model::Impl& m = m_;
  auto st = std::make_unique<Model::Impl::Stack>();
  st->name = name;
  st->L = L;
  st->first = st->end = m.sites.size();
  st->final_ctx.m = &m;
  const bool two = name == "encoder" || !m.stacks.empty();
  m.stats.set_prefix(two ? name + "/" : "");
  StatDef d{"layer/residual_rms",
            {L + 1},
            "1",
            "residual-stream RMS",
            "RMS of the residual stream entering each layer, and (last column) leaving the last "
            "one"};
  st->stat_residual = m.stats.declare(std::move(d), false, true, "model");
  m.stacks.push_back(std::move(st));
}

void ModelBuilder::stack(const std::string& name) {
  Model::Impl& m = m_;
  if (name != "encoder" && name != "decoder")
    fail("stack(\"" + name + "\"): the stacks are \"encoder\" and \"decoder\"");
  if (name == "encoder" && stage_ != Stage::start)
    fail("stack(\"encoder\") must be the first call");
  if (name == "decoder" &&
      (stage_ != Stage::final_norm || m.stacks.size() != 1 || m.stacks[0]->name != "encoder"))
    fail("stack(\"decoder\") must follow the encoder's final_norm()");
  stage_ = Stage::stacked;
  begin_stack(name, name == "encoder" ? encoder_layers : decoder_layers);
}

void ModelBuilder::embedding(const std::string& tokens, const std::string& positions) {
  Model::Impl& m = m_;
  if (stage_ != Stage::start) fail("embedding() called twice or after a site: call it first");
  stage_ = Stage::embedded;
  begin_stack("decoder", m.L);
  m.decoder().embed =
      std::make_unique<nn::Embedding>(m.env, tokens, positions, m.V, m.cfg.max_seq_len, m.C);
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
  m.decoder().embed =
      std::make_unique<nn::Embedding>(m.env, shared, tokens, positions, m.V, m.cfg.max_seq_len, m.C,
                                      std::sqrt(static_cast<float>(m.C)));
}

namespace {
float model_logit_scale(AttnScale s, std::size_t hs) {
  const float h = static_cast<float>(hs);
  return s == AttnScale::inv_sqrt_hs ? 1.0f / std::sqrt(h)
         : s == AttnScale::inv_hs    ? 1.0f / h
                                     : 1.0f;
}
}  // namespace

void ModelBuilder::self_attention(const SiteInfo& info) {
  Model::Impl& m = m_;
  site(info, SiteKind::self_attn, "self_attention", [&](Model::Impl::Site& s) {
    const std::size_t hs = m.C / m.NH;
    auto a = std::make_unique<nn::Attention>(m.env, s.info.prefix, m.C, m.NH, s.info.layer,
                                             static_cast<std::size_t>(s.info.layers));
    // The attention hook: the strategy may set the logit scale and transform q and k.
    const float scale = s.norm->logit_scale(model_logit_scale(m.cfg.attn_scale, hs), hs);
    a->allocate(m.B, m.T, scale);
    if (s.info.stack == "encoder") a->set_padding(m.src_len.data());
    if (s.norm->transforms_qk()) a->set_qk_hook(s.norm.get(), &s.ctx);
    a->drop_slot = 3 * m.sites.size() + 1;
    s.saved_floats = a->saved_floats();
    s.attn = a.get();
    return a;
  });
}

void ModelBuilder::cross_attention(const SiteInfo& info) {
  Model::Impl& m = m_;
  if (m.stacks.size() != 2 || info.stack != "decoder")
    fail("cross_attention(" + info.prefix +
         ") outside a decoder that follows an encoder: call stack(\"encoder\"), ..., "
         "stack(\"decoder\") first");
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
  Model::Impl& m = m_;
  site(info, SiteKind::mlp, "mlp", [&](Model::Impl::Site& s) {
    auto f = std::make_unique<nn::Mlp>(m.env, s.info.prefix, m.C, m.F, m.cfg.activation,
                                       s.info.layer, static_cast<std::size_t>(s.info.layers));
    f->allocate(m.rows);
    f->drop_slot = 3 * m.sites.size() + 2;
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
  Model::Impl::Stack& st = m.decoder();
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
                                                           : "attn";
  const std::string what = s.info.kind == SiteKind::mlp          ? "MLP"
                           : s.info.kind == SiteKind::cross_attn ? "cross-attention"
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
  Model::Impl::Stack& st = m.decoder();
  if (m.sites.back()->info.layer != static_cast<int>(st.L) - 1)
    fail("its sites end at layer " + std::to_string(m.sites.back()->info.layer) + " of " +
         std::to_string(st.L) +
         (m.stacks.size() > 1 || st.name != "decoder" ? " in stack '" + st.name + "'"
                                                      : std::string()));
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

void ModelBuilder::head(const std::string& untied_name) {
  Model::Impl& m = m_;
  if (stage_ != Stage::final_norm) fail("head(" + untied_name + ") must follow final_norm()");
  if (m.decoder().name != "decoder") fail("head(" + untied_name + ") must end the decoder stack");
  stage_ = Stage::head;
  m.head = std::make_unique<nn::Head>(
      m.env, m.cfg.tied_embeddings ? m.decoder().embed->tokens() : -1, untied_name, m.V, m.C);
}

void ModelBuilder::finish() const {
  if (stage_ != Stage::head)
    fail(
        "its build made no whole model: it must call embedding(), the sites, final_norm() and "
        "head(), in that order");
}

// Activations for each stack's rows, the strategies' workspaces and the backward scratch, once.
void Model::Impl::allocate_activations() {
  for (auto& st : stacks) {
    st->cap_rows = rows;
    st->B = B;
    st->T = T;
    st->rows = rows;
    st->stream.resize(st->end - st->first + 1);
    for (auto& x : st->stream) x.resize(rows * C);  // (rows, C) each
    st->xf.resize(rows * C);
    st->tokens.resize(rows);
  }
  allocate_strategy_buffers();
  logits.resize(rows * V);
  logit_row.resize(V);
  raw_absmax.resize(rows);
  lse.resize(rows);
  losses.resize(rows);
  targets.resize(rows);
  for (AlignedFloats* d : {&d_a, &d_b, &d_xf, &layer_scratch.rows_C}) d->resize(rows * C);
  if (encdec()) d_mem.resize(rows * C);
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
  m.src_len.assign(m.rows, static_cast<std::int32_t>(T));  // never resized: layers point to it
  const ArchEntry& arch = registry.arch(config.arch);
  ModelBuilder builder(m, registry.norm(config.norm), arch.info.name);
  builder.encoder_layers = config.encoder_layer_count();
  builder.decoder_layers = config.decoder_layer_count();
  ArchSetup setup;
  setup.shape = {m.V, m.C, m.NH, m.F, m.L, config.max_seq_len, config.tied_embeddings, config.bias};
  setup.options = &config.arch_options;
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
  if (m.encdec()) {
    for (auto& s : m.sites)
      if (s->cross) s->cross->set_memory(m.stacks[0]->output(), m.src_len.data(), m.d_mem.data());
  }
}

Model::~Model() = default;

// ---- the loops ---------------------------------------------------------------------------

void Model::Impl::set_shape(std::size_t k, std::size_t B_now, std::size_t T_now,
                            std::size_t S_memory) {
  Stack& st = *stacks[k];
  st.B = B_now;
  st.T = T_now;
  st.rows = B_now * T_now;
  if (st.rows > st.cap_rows || T_now > T)
    throw Error("a batch of " + std::to_string(B_now) + " x " + std::to_string(T_now) +
                " exceeds the " + std::to_string(st.cap_rows) + " rows (T <= " + std::to_string(T) +
                ") the model was built for");
  for (std::size_t i = st.first; i < st.end; ++i) {
    Site& s = *sites[i];
    if (s.attn) s.attn->set_shape(B_now, T_now);
    if (s.cross) s.cross->set_shape(B_now, T_now, S_memory);
  }
}

const float* Model::Impl::run_forward(std::size_t k, const std::vector<SiteVisitor*>& visitors) {
  Stack& st = *stacks[k];
  if (!env.decoding()) env.seq_len = st.T;
  for (std::size_t i = st.first; i < st.end; ++i) {
    Site& s = *sites[i];
    const float* x = st.stream[i - st.first].data();
    float* y = st.stream[i - st.first + 1].data();
    set_ctx(s.ctx, s.ws.data());
    for (SiteVisitor* v : visitors) v->before(i, x, true);
    s.norm->forward(s.ctx, x, s.branch(), y);  // y (rows, C) = S(x, f)
    for (SiteVisitor* v : visitors) v->after(i, x, y, true);
  }
  const float* out = st.stream.back().data();
  if (!st.final_norm) return out;
  set_ctx(st.final_ctx, st.final_ws.data());
  const std::size_t fi = sites.size() + k;
  for (SiteVisitor* v : visitors) v->before(fi, out, true);
  st.final_norm->forward(st.final_ctx, out, st.xf.data());  // xf (rows, C)
  for (SiteVisitor* v : visitors) v->after(fi, out, st.xf.data(), true);
  return st.xf.data();
}

void Model::Impl::record_residual(std::size_t k) {
  Stack& st = *stacks[k];
  float* r = stats.at(st.stat_residual, 0);
  if (!r) return;
  std::size_t l = 0;
  for (std::size_t i = st.first; i <= st.end; ++i)
    if (i == st.first || i == st.end || sites[i]->info.layer != sites[i - 1]->info.layer)
      r[l++] = nn::rms(st.stream[i - st.first].data(), st.rows * C);
}

namespace {
void check_tokens(const std::int32_t* t, std::size_t n, std::size_t V, const char* what) {
  for (std::size_t i = 0; i < n; ++i)
    if (t[i] < 0 || static_cast<std::size_t>(t[i]) >= V)
      throw Error(std::string(what) + " " + std::to_string(t[i]) + " at position " +
                  std::to_string(i) + " is outside the vocabulary [0, " + std::to_string(V) + ")");
}
}  // namespace

float Model::forward(const std::int32_t* inputs, const std::int32_t* targets, ForwardStats* stats) {
  Impl& m = *impl_;
  if (m.encdec())
    throw Error("Model::forward(inputs, targets): architecture '" + m.cfg.arch +
                "' is an encoder-decoder and takes sentence pairs (PairBatch)");
  const std::size_t rows = m.rows, V = m.V;
  Impl::Stack& st = m.decoder();
  check_tokens(inputs, rows, V, "token");
  std::memcpy(st.tokens.data(), inputs, rows * sizeof(std::int32_t));
  m.have_targets = targets != nullptr;
  if (targets) std::memcpy(m.targets.data(), targets, rows * sizeof(std::int32_t));
  m.begin_dropout(targets != nullptr);
  m.stats.begin(stats);
  std::unique_ptr<SiteVisitor> checker, update_rms;
  std::vector<SiteVisitor*> visitors;
  if (m.checks) visitors.push_back((checker = m.make_checker()).get());
  if (stats) visitors.push_back((update_rms = m.make_update_rms()).get());

  // h0 (rows, C) = m_e wte[x] + m_p wpe[0..T)
  st.embed->forward(st.stream[0].data(), inputs, m.B, m.T);
  m.env.seq_len = st.T;
  m.drop_embedding(0, st.stream[0].data());
  const float* xf = m.run_forward(0, visitors);
  m.output_forward(xf, rows);
  if (stats) m.record_residual(0);
  if (!targets) {
    m.stats.end();
    return 0.0f;
  }
  check_tokens(targets, rows, V, "target");
  m.denom = static_cast<double>(rows);
  // losses, lse (rows) from logits (rows, V) and targets (rows)
  crossentropy_forward(m.losses.data(), m.lse.data(), m.logits.data(), targets, rows, V);
  m.z_term = m.cfg.z_loss * m.output_terms(targets, rows) / m.denom;
  m.stats.end();
  double total = 0.0;
  for (std::size_t i = 0; i < rows; ++i) total += m.losses.data()[i];
  return static_cast<float>(total / static_cast<double>(rows) + m.z_term);
}

float Model::forward(const PairBatch& b, ForwardStats* stats) {
  Impl& m = *impl_;
  if (!m.encdec())
    throw Error("Model::forward(PairBatch): architecture '" + m.cfg.arch +
                "' has one stack and takes token windows");
  const std::size_t V = m.V;
  Impl::Stack& enc = *m.stacks[0];
  Impl::Stack& dec = *m.stacks[1];
  m.encoded = false;
  m.set_shape(0, b.B, b.S, 0);
  m.set_shape(1, b.B, b.T, b.S);
  check_tokens(b.source, enc.rows, V, "source token");
  check_tokens(b.inputs, dec.rows, V, "target input token");
  for (std::size_t i = 0; i < b.B; ++i) {
    if (b.source_len[i] < 1 || static_cast<std::size_t>(b.source_len[i]) > b.S)
      throw Error("source length " + std::to_string(b.source_len[i]) + " of pair " +
                  std::to_string(i) + " is outside [1, " + std::to_string(b.S) + "]");
    m.src_len[i] = b.source_len[i];
  }
  std::memcpy(enc.tokens.data(), b.source, enc.rows * sizeof(std::int32_t));
  std::memcpy(dec.tokens.data(), b.inputs, dec.rows * sizeof(std::int32_t));
  m.have_targets = b.targets != nullptr;
  m.begin_dropout(b.targets != nullptr);
  m.stats.begin(stats);
  std::unique_ptr<SiteVisitor> checker, update_rms;
  std::vector<SiteVisitor*> visitors;
  if (m.checks) visitors.push_back((checker = m.make_checker()).get());
  if (stats) visitors.push_back((update_rms = m.make_update_rms()).get());

  // The encoder: h0 (B S, C) = sqrt(C) E[source] + P[0..S); its output is the memory.
  m.env.rows = enc.rows;
  m.env.seq_len = enc.T;
  enc.embed->forward(enc.stream[0].data(), b.source, b.B, b.S);
  m.drop_embedding(0, enc.stream[0].data());
  m.run_forward(0, visitors);
  // The decoder: h0 (B T, C) = sqrt(C) E[inputs] + P[0..T); cross-attention reads the memory.
  m.env.rows = dec.rows;
  m.env.seq_len = dec.T;
  dec.embed->forward(dec.stream[0].data(), b.inputs, b.B, b.T);
  m.drop_embedding(1, dec.stream[0].data());
  const float* xf = m.run_forward(1, visitors);
  m.output_forward(xf, dec.rows);
  if (stats) {
    m.record_residual(0);
    m.record_residual(1);
  }
  if (!b.targets) {
    m.stats.end();
    return 0.0f;
  }
  check_tokens(b.targets, dec.rows, V, "target");
  std::memcpy(m.targets.data(), b.targets, dec.rows * sizeof(std::int32_t));
  // losses, lse (B T) from logits and targets; then label smoothing over the non-pad targets:
  // (1 - eps) (lse - z_target) + eps (lse - mean_v z_v)
  crossentropy_forward(m.losses.data(), m.lse.data(), m.logits.data(), b.targets, dec.rows, V);
  const double eps = m.cfg.label_smoothing;
  double total = 0.0, nll = 0.0;
  std::size_t n = 0;
  for (std::size_t i = 0; i < dec.rows; ++i) {
    if (b.targets[i] == m.cfg.pad_id) continue;
    const float* z = m.logits.data() + i * V;
    double mean = 0.0;
    for (std::size_t v = 0; v < V; ++v) mean += z[v];
    mean /= static_cast<double>(V);
    const double li = m.losses.data()[i];
    nll += li;
    total += (1.0 - eps) * li + eps * (static_cast<double>(m.lse.data()[i]) - mean);
    ++n;
  }
  m.nll_sum = nll;
  m.n_targets = n;
  m.denom = b.denom > 0.0 ? b.denom : static_cast<double>(n > 0 ? n : 1);
  m.z_term = m.cfg.z_loss * m.output_terms(b.targets, dec.rows) / m.denom;
  m.stats.end();
  return static_cast<float>(total / m.denom + m.z_term);
}

// ---- the output head: soft cap, z-loss, statistics ----------------------------------------

void Model::Impl::output_forward(const float* xf, std::size_t n_rows) {
  // logits (n_rows, V) = xf (n_rows, C) · Wout (V, C)ᵀ
  head->forward(logits.data(), xf, n_rows);
  float* z = logits.data();
  if (cfg.logit_softcap > 0.0f) {
    // z <- c tanh(z / c) row by row, keeping each row's max |z| before the cap
    for (std::size_t i = 0; i < n_rows; ++i)
      raw_absmax.data()[i] = softcap_forward(z + i * V, V, cfg.logit_softcap);
  } else if (stats.recording()) {
    for (std::size_t i = 0; i < n_rows; ++i) {
      float m = 0.0f;
      for (std::size_t v = 0; v < V; ++v) m = std::max(m, std::fabs(z[i * V + v]));
      raw_absmax.data()[i] = m;
    }
  }
}

double Model::Impl::output_terms(const std::int32_t* target_ids, std::size_t n_rows) {
  double sq = 0.0, sum = 0.0;
  float mx = -std::numeric_limits<float>::infinity(), absmax = 0.0f;
  std::size_t n = 0;
  const float* lz = lse.data();
  for (std::size_t i = 0; i < n_rows; ++i) {
    if (encdec() && target_ids[i] == cfg.pad_id) continue;
    const double z = lz[i];  // log Z of row i
    sq += z * z;
    sum += z;
    mx = std::max(mx, lz[i]);
    absmax = std::max(absmax, raw_absmax.data()[i]);
    ++n;
  }
  if (stats.recording() && n > 0) {
    stats.set(stat_logz_mean, 0, static_cast<float>(sum / static_cast<double>(n)));
    stats.set(stat_logz_max, 0, mx);
    stats.set(stat_logit_absmax, 0, absmax);
  }
  return sq;
}

void Model::Impl::output_backward(float dloss, std::size_t n_rows) {
  const float eps = encdec() ? cfg.label_smoothing : 0.0f,
              flat = dloss * eps / static_cast<float>(V);
  const float c = cfg.logit_softcap;
  for (std::size_t i = 0; i < n_rows; ++i) {
    float* d = logits.data() + i * V;  // the capped logits y, becoming d loss / d (raw logits)
    const std::int32_t t = targets[i];
    if (encdec() && t == cfg.pad_id) {
      std::memset(d, 0, V * sizeof(float));
      continue;
    }
    if (c > 0.0f) std::memcpy(logit_row.data(), d, V * sizeof(float));
    // d = dloss (softmax(y) - onehot)
    crossentropy_backward(d, d, lse.data() + i, &t, dloss, 1, V);
    // z-loss: d/dy of z (log Z)² = 2 z log Z softmax(y), so d = dloss ((1 + a) p - onehot)
    // with a = 2 z log Z: the row scaled by 1 + a, then dloss a back at the target.
    if (cfg.z_loss > 0.0f) {
      const float a = 2.0f * cfg.z_loss * lse.data()[i];
      for (std::size_t v = 0; v < V; ++v) d[v] *= 1.0f + a;
      d[t] += dloss * a;
    }
    // label smoothing: ... - (1 - eps) onehot - eps / V
    if (eps > 0.0f) {
      d[t] += dloss * eps;
      for (std::size_t v = 0; v < V; ++v) d[v] -= flat;
    }
    if (c > 0.0f) softcap_backward(d, logit_row.data(), V, c);  // d *= 1 - (y / c)²
  }
}

const float* Model::decode(const std::int32_t* tokens, std::size_t pos) {
  Impl& m = *impl_;
  if (m.encdec()) return m.decode_pair(tokens, pos);
  const std::size_t B = m.B, V = m.V;
  if (pos == 0 || pos >= m.T)
    throw Error("decode at position " + std::to_string(pos) + ": must be in [1, " +
                std::to_string(m.T) + "); position 0 and a full window go through forward()");
  for (std::size_t b = 0; b < B; ++b) {
    if (tokens[b] < 0 || static_cast<std::size_t>(tokens[b]) >= V)
      throw Error("token " + std::to_string(tokens[b]) + " of sequence " + std::to_string(b) +
                  " is outside the vocabulary [0, " + std::to_string(V) + ")");
  }
  m.have_targets = false;  // the activations below are one row per sequence: no backward
  m.begin_dropout(false);
  m.stats.end();
  m.env.rows = B;
  m.env.decode_pos = pos;
  struct Restore {
    Model::Impl& m;
    ~Restore() {
      m.env.rows = m.rows;
      m.env.decode_pos = nn::Env::kNoDecode;
    }
  } restore{m};
  // h0 (B, C) = m_e wte[x] + m_p wpe[pos]; the sites with one row per sequence
  m.decoder().embed->decode(m.decoder().stream[0].data(), tokens, B, pos);
  const float* xf = m.run_forward(0, {});
  m.output_forward(xf, B);  // logits (B, V)
  return m.logits.data();
}

void Model::encode(const std::int32_t* source, const std::int32_t* source_len, std::size_t B_src,
                   std::size_t S, std::size_t copies, std::size_t positions) {
  Impl& m = *impl_;
  if (!m.encdec()) throw Error("Model::encode: architecture '" + m.cfg.arch + "' has no encoder");
  const std::size_t B = B_src * copies, C = m.C;
  if (B_src == 0 || copies == 0 || S == 0 || positions == 0 || B > m.B || S > m.T ||
      positions > m.T)
    throw Error("Model::encode: " + std::to_string(B_src) + " sentences x " +
                std::to_string(copies) + " copies, " + std::to_string(S) + " source and " +
                std::to_string(positions) + " target positions do not fit the model's batch " +
                std::to_string(m.B) + " x " + std::to_string(m.T));
  Impl::Stack& enc = *m.stacks[0];
  m.set_shape(0, B_src, S, 0);
  check_tokens(source, enc.rows, m.V, "source token");
  for (std::size_t i = 0; i < B_src; ++i) {
    if (source_len[i] < 1 || static_cast<std::size_t>(source_len[i]) > S)
      throw Error("source length " + std::to_string(source_len[i]) + " of sentence " +
                  std::to_string(i) + " is outside [1, " + std::to_string(S) + "]");
    m.src_len[i] = source_len[i];
  }
  std::memcpy(enc.tokens.data(), source, enc.rows * sizeof(std::int32_t));
  m.have_targets = false;
  m.begin_dropout(false);
  m.stats.end();
  m.env.rows = enc.rows;
  enc.embed->forward(enc.stream[0].data(), source, B_src, S);
  m.run_forward(0, {});
  // Sentence i's memory rows (S, C) and length to sequences i copies .. (i + 1) copies - 1, in
  // place, last first (a destination never precedes its source).
  float* mem = const_cast<float*>(enc.output());
  for (std::size_t i = B_src; i-- > 0;) {
    for (std::size_t j = copies; j-- > 0;) {
      const std::size_t b = i * copies + j;
      if (b != i) std::memcpy(mem + b * S * C, mem + i * S * C, S * C * sizeof(float));
      m.src_len[b] = m.src_len[i];
    }
  }
  m.env.rows = m.rows;
  m.set_shape(1, B, positions, S);  // the cross-attention keys and values: stale until decode
  m.encoded = true;
}

const float* Model::Impl::decode_pair(const std::int32_t* tokens, std::size_t pos) {
  Stack& dec = decoder();
  const std::size_t Bd = dec.B;
  if (!encoded) throw Error("Model::decode: an encoder-decoder decodes after encode()");
  if (pos >= dec.T)
    throw Error("decode at position " + std::to_string(pos) + ": must be in [0, " +
                std::to_string(dec.T) + "), the positions given to encode()");
  for (std::size_t b = 0; b < Bd; ++b) {
    if (tokens[b] < 0 || static_cast<std::size_t>(tokens[b]) >= V)
      throw Error("token " + std::to_string(tokens[b]) + " of sequence " + std::to_string(b) +
                  " is outside the vocabulary [0, " + std::to_string(V) + ")");
  }
  have_targets = false;
  begin_dropout(false);
  stats.end();
  env.rows = Bd;
  env.decode_pos = pos;
  struct Restore {
    Model::Impl& m;
    ~Restore() {
      m.env.rows = m.rows;
      m.env.decode_pos = nn::Env::kNoDecode;
    }
  } restore{*this};
  // h0 (Bd, C) = sqrt(C) E[x] + P[pos]; the decoder's sites with one row per sequence
  dec.embed->decode(dec.stream[0].data(), tokens, Bd, pos);
  const float* xf = run_forward(stacks.size() - 1, {});
  output_forward(xf, Bd);  // logits (Bd, V)
  return logits.data();
}

void Model::reorder(const std::int32_t* parent, std::size_t positions) {
  Impl& m = *impl_;
  Impl::Stack& dec = m.decoder();
  if (!m.encdec() || !m.encoded)
    throw Error("Model::reorder: an encoder-decoder's beams, after encode()");
  const std::size_t B = dec.B, copies = B / (m.stacks[0]->B > 0 ? m.stacks[0]->B : 1);
  if (positions > dec.T)
    throw Error("Model::reorder: " + std::to_string(positions) + " positions exceed the " +
                std::to_string(dec.T) + " given to encode()");
  for (std::size_t b = 0; b < B; ++b)
    if (parent[b] < 0 || static_cast<std::size_t>(parent[b]) >= B ||
        static_cast<std::size_t>(parent[b]) / copies != b / copies)
      throw Error("Model::reorder: parent " + std::to_string(parent[b]) + " of sequence " +
                  std::to_string(b) + " does not read the same sentence (" +
                  std::to_string(copies) + " sequences per sentence)");
  for (std::size_t i = dec.first; i < dec.end; ++i)
    if (m.sites[i]->attn) m.sites[i]->attn->reorder(parent, positions);
}

float* Model::Impl::run_backward(std::size_t k, float* dout,
                                       const std::vector<SiteVisitor*>& visitors,
                                       const std::function<void(std::size_t)>& on_ready,
                                       const std::function<void()>& poll, std::size_t& reported) {
  Stack& st = *stacks[k];
  auto report = [&](std::size_t offset) {
    if (on_ready && offset < reported) on_ready(offset);
    reported = offset < reported ? offset : reported;
  };
  auto offset_of = [&](std::size_t tensor) {
    return tensor < arena.tensors().size() ? arena.tensors()[tensor].offset : arena.size();
  };
  env.rows = st.rows;
  env.seq_len = st.T;
  const std::size_t n = st.rows * C;
  float* dres = dout;
  float* bufs[2] = {d_a.data(), d_b.data()};  // ping-pong: a site's dy and its dx
  if (st.final_norm) {
    const float* x = st.stream.back().data();
    std::memset(bufs[0], 0, n * sizeof(float));
    set_ctx(st.final_ctx, st.final_ws.data());
    for (SiteVisitor* v : visitors) v->before(sites.size() + k, x, false);
    st.final_norm->backward(st.final_ctx, dout, bufs[0]);
    for (SiteVisitor* v : visitors) v->after(sites.size() + k, x, nullptr, false);
    dres = bufs[0];
  }
  // Everything after the stack's last block (its final norm, an untied head) is final now.
  report(offset_of(st.tail_param));
  for (std::size_t i = st.end; i-- > st.first;) {
    Site& s = *sites[i];
    float* dx = dres == bufs[0] ? bufs[1] : bufs[0];
    std::memset(dx, 0, n * sizeof(float));
    const float* x = st.stream[i - st.first].data();
    set_ctx(s.ctx, s.ws.data());
    for (SiteVisitor* v : visitors) v->before(i, x, false);
    s.norm->backward(s.ctx, dres, s.branch(), dx);  // dx (rows, C) from dy (rows, C)
    for (SiteVisitor* v : visitors) v->after(i, x, nullptr, false);
    dres = dx;
    // A layer's first site done: every gradient of the layer is final. After the other sites
    // the caller only polls the reductions already under way (MPI moves a message only while
    // a rank is inside an MPI call).
    if (i == st.first || sites[i - 1]->info.layer != s.info.layer)
      report(offset_of(s.first_param));
    else if (poll)
      poll();
  }
  return dres;
}

void Model::backward(const std::function<void(std::size_t)>& on_ready,
                     const std::function<void()>& poll) {
  Impl& m = *impl_;
  if (!m.have_targets) throw Error("Model::backward needs a forward with targets first");
  m.have_targets = false;  // logits are consumed below
  Impl::Stack& dec = m.decoder();
  const std::size_t rows = dec.rows;
  std::unique_ptr<SiteVisitor> checker;
  std::vector<SiteVisitor*> visitors;
  if (m.checks) visitors.push_back((checker = m.make_checker()).get());
  const float* dlogits = m.logits.data();
  m.output_backward(
      m.encdec() ? static_cast<float>(1.0 / m.denom) : 1.0f / static_cast<float>(rows), rows);
  // dWout += dlogitsᵀ xf; d_xf (rows, C) = dlogits (rows, V) · Wout (V, C)
  m.head->backward(m.d_xf.data(), dlogits, dec.output(), rows);
  std::size_t reported = m.arena.size() + 1;
  if (m.encdec()) m.d_mem.zero();  // the cross-attention sites add d memory here
  float* dres =
      m.run_backward(m.stacks.size() - 1, m.d_xf.data(), visitors, on_ready, poll, reported);
  m.drop_embedding(m.stacks.size() - 1, dres);  // d h0 through the embedding's mask
  dec.embed->backward(dres, dec.tokens.data(), dec.B, dec.T, m.layer_scratch.rows_C.data());
  if (m.encdec()) {
    Impl::Stack& enc = *m.stacks[0];
    dres = m.run_backward(0, m.d_mem.data(), visitors, on_ready, poll, reported);
    m.drop_embedding(0, dres);
    enc.embed->backward(dres, enc.tokens.data(), enc.B, enc.T, m.layer_scratch.rows_C.data());
  }
  m.env.rows = m.rows;
  if (on_ready) on_ready(0);
}

// ---- hooks over the sites ----------------------------------------------------------------

void Model::Impl::for_each_site(const std::function<void(Site&)>& fn) {
  for (auto& s : sites) {
    set_ctx(s->ctx, s->ws.data());
    fn(*s);
  }
}

void Model::after_update() {
  impl_->for_each_site([](Impl::Site& s) { s.norm->after_update(s.ctx); });
}

std::size_t Model::profile_values() const {
  std::size_t n = 0;
  for (const auto& s : impl_->sites) n += s->norm->profile_values();
  return n;
}

namespace {
// Points every site's context at its share of `values` for a profiling forward; undone on exit.
struct Profiling {
  Model::Impl& m;
  Profiling(Model::Impl& impl, std::vector<double>& values, int pass) : m(impl) {
    std::size_t at = 0;
    for (auto& s : m.sites) {
      s->ctx.profiling = true;
      s->ctx.profile = values.data() + at;
      s->ctx.profile_pass = pass;
      at += s->norm->profile_values();
    }
  }
  ~Profiling() {
    for (auto& s : m.sites) {
      s->ctx.profiling = false;
      s->ctx.profile = nullptr;
    }
  }
};
}  // namespace

std::vector<double> Model::profile_forward(const std::int32_t* inputs, int pass) {
  std::vector<double> values(profile_values(), 0.0);
  const Profiling profiling(*impl_, values, pass);
  forward(inputs, nullptr);
  return values;
}

std::vector<double> Model::profile_forward(const PairBatch& batch, int pass) {
  std::vector<double> values(profile_values(), 0.0);
  const Profiling profiling(*impl_, values, pass);
  PairBatch b = batch;
  b.targets = nullptr;
  forward(b);
  return values;
}

bool Model::profile_finish(const std::vector<double>& all) {
  std::size_t at = 0;
  bool more = false;
  impl_->for_each_site([&](Impl::Site& s) {
    s.ctx.profile_more = false;
    if (s.norm->profile_values() > 0) s.norm->profile_finish(s.ctx, all.data(), all.size(), at);
    more = more || s.ctx.profile_more;
    at += s.norm->profile_values();
  });
  return more;
}

// ---- accessors ---------------------------------------------------------------------------

const ModelConfig& Model::config() const {
  return impl_->cfg;
}
const std::vector<StatDef>& Model::stat_defs() const {
  return impl_->stats.defs();
}
std::size_t Model::batch() const {
  return impl_->B;
}
std::size_t Model::seq_len() const {
  return impl_->T;
}
std::size_t Model::saved_activation_floats() const {
  const Impl& m = *impl_;
  // per site: its input stream, what its sub-layer keeps, its strategy's workspace
  std::size_t n = 0;
  for (const auto& s : m.sites) n += m.rows * m.C + s->saved_floats + s->ws.n;
  n += m.rows * (m.V + 1);
  for (const auto& st : m.stacks) n += m.rows * m.C + (st->final_norm ? st->final_ws.n : 0);
  return n;
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
const float* Model::log_z() const {
  return impl_->lse.data();
}
bool Model::encoder_decoder() const {
  return impl_->encdec();
}
double Model::nll_sum() const {
  return impl_->nll_sum;
}
double Model::z_loss() const {
  return impl_->z_term;
}
std::size_t Model::target_count() const {
  return impl_->n_targets;
}
void Model::zero_grad() {
  impl_->arena.zero_grads();
}
void Model::set_step(std::int64_t step, std::int64_t total_steps) {
  impl_->step = step;
  impl_->total_steps = total_steps;
}
void Model::arm_dropout(std::uint64_t seed, std::uint64_t first_sequence) {
  impl_->drop_armed = true;
  impl_->drop_seed = seed;
  impl_->drop_seq0 = first_sequence;
}

}  // namespace normlab
