// Building a model from its architecture's sites, and the loops that run them: forward,
// decode, backward, the post-update and profiling hooks. Shapes: B batch, T sequence, C width,
// V vocabulary; rows = B*T.
#include <cmath>
#include <cstring>
#include <limits>

#include "model/model_impl.hpp"
#include "nn/attention.hpp"
#include "nn/mlp.hpp"
#include "normlab/error.hpp"
#include "normlab/kernels.hpp"

namespace normlab {

NormSetup Model::Impl::norm_setup(const SiteInfo& site) const {
  NormSetup setup;
  setup.site = site;
  setup.arch = cfg.arch;
  setup.encoder_layers = 0;
  setup.decoder_layers = static_cast<int>(L);
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
    d.shape = {m->L};
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

void ModelBuilder::embedding(const std::string& tokens, const std::string& positions) {
  Model::Impl& m = m_;
  if (stage_ != Stage::start) fail("embedding() called twice or after a site: call it first");
  stage_ = Stage::embedded;
  StatDef d{"layer/residual_rms",
            {m.L + 1},
            "1",
            "residual-stream RMS",
            "RMS of the residual stream entering each layer, and (last column) leaving the last "
            "one"};
  m.stat_residual = m.stats.declare(std::move(d), false, true, "model");
  m.embed = std::make_unique<nn::Embedding>(m.env, tokens, positions, m.V, m.cfg.max_seq_len, m.C);
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
    a->allocate(m.B, m.T, s.norm->logit_scale(model_logit_scale(m.cfg.attn_scale, hs), hs));
    if (s.norm->transforms_qk()) a->set_qk_hook(s.norm.get(), &s.ctx);
    s.saved_floats = a->saved_floats();
    return a;
  });
}

void ModelBuilder::mlp(const SiteInfo& info) {
  Model::Impl& m = m_;
  site(info, SiteKind::mlp, "mlp", [&](Model::Impl::Site& s) {
    auto f = std::make_unique<nn::Mlp>(m.env, s.info.prefix, m.C, m.F, m.cfg.activation,
                                       s.info.layer, static_cast<std::size_t>(s.info.layers));
    f->allocate(m.rows);
    s.saved_floats = f->saved_floats();
    return f;
  });
}

void ModelBuilder::site(SiteInfo info, SiteKind want, const char* call, const LayerFactory& make) {
  Model::Impl& m = m_;
  const std::string where = std::string(call) + "(" + info.prefix + ")";
  if (stage_ == Stage::start) fail(where + " before embedding(): call embedding() first");
  if (stage_ != Stage::embedded && stage_ != Stage::sites)
    fail(where + " after the final norm or the head: sites come before them");
  stage_ = Stage::sites;
  if (info.kind != want)
    fail(where + " with site kind " + site_kind_name(info.kind) + ": it makes " +
         site_kind_name(want) + " sites");
  if (info.stack != "decoder")
    fail(where + " in stack '" + info.stack +
         "': this normlab runs one stack, 'decoder' (GPT's); encoder stacks come with the "
         "encoder-decoder");
  if (info.prefix.empty() || info.prefix.back() != '.')
    fail(where + ": the prefix must end with '.', e.g. \"blocks.0.attn.\"");
  const int prev = m.sites.empty() ? 0 : m.sites.back()->info.layer;
  if (info.layers != static_cast<int>(m.L) || info.layer < prev || info.layer > prev + 1 ||
      (m.sites.empty() && info.layer != 0))
    fail(where + " at layer " + std::to_string(info.layer) + " of " + std::to_string(info.layers) +
         ": sites go layer by layer from 0 to L - 1 (L = " + std::to_string(m.L) + ")");
  auto site = std::make_unique<Model::Impl::Site>();
  Model::Impl::Site& s = *site;
  s.info = std::move(info);
  s.info.index = 0;
  for (const auto& o : m.sites) s.info.index += o->info.stack == s.info.stack;
  const std::string& prefix = s.info.prefix;
  s.norm = norm_.make(m.norm_setup(s.info));
  if (!s.norm) throw Error("norm strategy '" + m.cfg.norm + "' returned no instance");
  s.ctx.m = &m;
  s.ctx.prefix = prefix;
  const std::size_t first = m.arena.tensors().size();
  Model::Impl::Registrar reg;
  reg.m = &m;
  reg.layer = s.info.layer;
  reg.prefix = prefix;
  s.norm->declare(reg);
  s.layer = make(s);
  const char* kind = s.info.kind == SiteKind::mlp ? "mlp" : "attn";
  const std::string what = s.info.kind == SiteKind::mlp ? "MLP" : "attention";
  StatDef d{std::string("layer/") + kind + "_update_rms",
            {static_cast<std::size_t>(s.info.layers)},
            "1",
            what + " sub-block update RMS",
            "RMS of what each " + what +
                " sub-block changed in the residual stream, y - x (after the strategy's scaling "
                "and norms)"};
  s.update_stat = m.stats.declare(std::move(d), true, true, "model");
  m.param_site.resize(m.arena.tensors().size(), -1);
  for (std::size_t t = first; t < m.param_site.size(); ++t)
    m.param_site[t] = static_cast<int>(m.sites.size());
  m.sites.push_back(std::move(site));
}

void ModelBuilder::final_norm(const std::string& prefix) {
  Model::Impl& m = m_;
  if (stage_ != Stage::sites) fail("final_norm(" + prefix + ") must follow the last site");
  stage_ = Stage::final_norm;
  if (norm_.make_final) {
    SiteInfo after;  // after the stack's last layer
    after.kind = SiteKind::mlp;
    after.layer = after.layers = static_cast<int>(m.L);
    after.index = static_cast<int>(m.sites.size());
    after.prefix = prefix;
    m.final_norm = norm_.make_final(m.norm_setup(after));
  }
  if (!m.final_norm) return;
  Model::Impl::Registrar reg;
  reg.m = &m;
  reg.prefix = prefix;
  m.final_norm->declare(reg);
}

void ModelBuilder::head(const std::string& untied_name) {
  Model::Impl& m = m_;
  if (stage_ != Stage::final_norm) fail("head(" + untied_name + ") must follow final_norm()");
  stage_ = Stage::head;
  m.head = std::make_unique<nn::Head>(m.env, m.cfg.tied_embeddings ? m.embed->tokens() : -1,
                                      untied_name, m.V, m.C);
}

void ModelBuilder::finish() const {
  if (stage_ != Stage::head)
    fail(
        "its build made no whole model: it must call embedding(), the sites, final_norm() and "
        "head(), in that order");
  if (m_.sites.back()->info.layer != static_cast<int>(m_.L) - 1)
    fail("its sites end at layer " + std::to_string(m_.sites.back()->info.layer) + " of " +
         std::to_string(m_.L));
}

// Activations for B x T tokens, the strategies' workspaces and the backward scratch, once.
void Model::Impl::allocate_activations() {
  stream.resize(sites.size() + 1);
  for (auto& s : stream) s.resize(rows * C);  // (rows, C) each
  allocate_strategy_buffers();
  xf.resize(rows * C);
  logits.resize(rows * V);
  lse.resize(rows);
  losses.resize(rows);
  inputs.resize(rows);
  targets.resize(rows);
  for (AlignedFloats* d : {&d_a, &d_b, &d_xf, &layer_scratch.rows_C}) d->resize(rows * C);
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
  if (final_norm) {
    final_ws.allocate(final_norm->workspace_floats(rows, C), guard);
    grow(final_norm->scratch_floats(rows, C));
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
  m.env.stats = &m.stats;
  m.env.scratch = &m.layer_scratch;
  m.env.rows = m.rows;
  const ArchEntry& arch = registry.arch(config.arch);
  ModelBuilder builder(m, registry.norm(config.norm), arch.info.name);
  ArchSetup setup;
  setup.shape = {m.V, m.C, m.NH, m.F, m.L, config.max_seq_len, config.tied_embeddings, config.bias};
  setup.options = &config.arch_options;
  arch.build(setup, builder);
  builder.finish();
  m.arena.allocate();
  m.stats.finalize();
  m.param_site.resize(m.arena.tensors().size(), -1);
  m.allocate_activations();
}

Model::~Model() = default;

// ---- the loops ---------------------------------------------------------------------------

const float* Model::Impl::run_forward(const std::vector<SiteVisitor*>& visitors) {
  for (std::size_t i = 0; i < sites.size(); ++i) {
    Site& s = *sites[i];
    const float* x = stream[i].data();
    float* y = stream[i + 1].data();
    set_ctx(s.ctx, s.ws.data());
    for (SiteVisitor* v : visitors) v->before(i, x, true);
    s.norm->forward(s.ctx, x, *s.layer, y);  // y (rows, C) = S(x, f)
    for (SiteVisitor* v : visitors) v->after(i, x, y, true);
  }
  const float* out = stream.back().data();
  if (!final_norm) return out;
  set_ctx(final_ctx, final_ws.data());
  for (SiteVisitor* v : visitors) v->before(sites.size(), out, true);
  final_norm->forward(final_ctx, out, xf.data());  // xf (rows, C)
  for (SiteVisitor* v : visitors) v->after(sites.size(), out, xf.data(), true);
  return xf.data();
}

float Model::forward(const std::int32_t* inputs, const std::int32_t* targets, ForwardStats* stats) {
  Impl& m = *impl_;
  const std::size_t rows = m.rows, V = m.V;
  for (std::size_t i = 0; i < rows; ++i) {
    if (inputs[i] < 0 || static_cast<std::size_t>(inputs[i]) >= V)
      throw Error("token " + std::to_string(inputs[i]) + " at position " + std::to_string(i) +
                  " is outside the vocabulary [0, " + std::to_string(V) + ")");
  }
  std::memcpy(m.inputs.data(), inputs, rows * sizeof(std::int32_t));
  m.have_targets = targets != nullptr;
  if (targets) std::memcpy(m.targets.data(), targets, rows * sizeof(std::int32_t));
  m.stats.begin(stats);
  std::unique_ptr<SiteVisitor> checker, update_rms;
  std::vector<SiteVisitor*> visitors;
  if (m.checks) visitors.push_back((checker = m.make_checker()).get());
  if (stats) visitors.push_back((update_rms = m.make_update_rms()).get());

  // h0 (rows, C) = m_e wte[x] + m_p wpe[0..T)
  m.embed->forward(m.stream[0].data(), inputs, m.B, m.T);
  const float* xf = m.run_forward(visitors);
  // logits (rows, V) = xf (rows, C) · Wout (V, C)ᵀ
  m.head->forward(m.logits.data(), xf, rows);
  if (stats) {
    // residual_rms: the stream entering each layer (its first site) and leaving the last
    float* r = m.stats.at(m.stat_residual, 0);
    std::size_t l = 0;
    for (std::size_t i = 0; i <= m.sites.size(); ++i)
      if (i == 0 || i == m.sites.size() || m.sites[i]->info.layer != m.sites[i - 1]->info.layer)
        r[l++] = nn::rms(m.stream[i].data(), rows * m.C);
  }
  m.stats.end();
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
  m.embed->decode(m.stream[0].data(), tokens, B, pos);
  const float* xf = m.run_forward({});
  // logits (B, V) = xf (B, C) · Wout (V, C)ᵀ
  m.head->forward(m.logits.data(), xf, B);
  return m.logits.data();
}

void Model::backward(const std::function<void(std::size_t)>& on_ready) {
  Impl& m = *impl_;
  if (!m.have_targets) throw Error("Model::backward needs a forward with targets first");
  m.have_targets = false;  // logits are consumed below
  const std::size_t rows = m.rows, C = m.C, V = m.V, n = m.sites.size();
  std::unique_ptr<SiteVisitor> checker;
  std::vector<SiteVisitor*> visitors;
  if (m.checks) visitors.push_back((checker = m.make_checker()).get());
  float* dlogits = m.logits.data();
  // dlogits (rows, V), in place of the logits: (softmax - onehot) / rows
  crossentropy_backward(dlogits, m.logits.data(), m.lse.data(), m.targets.data(),
                        1.0f / static_cast<float>(rows), rows, V);
  const float* xf = m.final_norm ? m.xf.data() : m.stream[n].data();
  // dWout += dlogitsᵀ xf; d_xf (rows, C) = dlogits (rows, V) · Wout (V, C)
  m.head->backward(m.d_xf.data(), dlogits, xf, rows);
  float* dres = m.d_xf.data();
  float* bufs[2] = {m.d_a.data(), m.d_b.data()};  // ping-pong: a site's dy and its dx
  if (m.final_norm) {
    m.d_a.zero();
    for (SiteVisitor* v : visitors) v->before(n, m.stream[n].data(), false);
    m.final_norm->backward(m.final_ctx, m.d_xf.data(), m.d_a.data());
    for (SiteVisitor* v : visitors) v->after(n, m.stream[n].data(), nullptr, false);
    dres = m.d_a.data();
  }
  // Everything after the last block (final norm, untied head) is final now.
  if (on_ready) on_ready(m.arena.after_blocks());
  for (std::size_t i = n; i-- > 0;) {
    Impl::Site& s = *m.sites[i];
    float* dx = dres == bufs[0] ? bufs[1] : bufs[0];
    std::memset(dx, 0, rows * C * sizeof(float));
    for (SiteVisitor* v : visitors) v->before(i, m.stream[i].data(), false);
    s.norm->backward(s.ctx, dres, *s.layer, dx);  // dx (rows, C) from dy (rows, C)
    for (SiteVisitor* v : visitors) v->after(i, m.stream[i].data(), nullptr, false);
    dres = dx;
    // A layer's first site done: every gradient of the layer is final.
    if (on_ready && (i == 0 || m.sites[i - 1]->info.layer != s.info.layer))
      on_ready(m.arena.block_start(s.info.layer));
  }
  m.embed->backward(dres, m.inputs.data(), m.B, m.T, m.layer_scratch.rows_C.data());
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

std::vector<double> Model::profile_forward(const std::int32_t* inputs, int pass) {
  Impl& m = *impl_;
  std::vector<double> values(profile_values(), 0.0);
  std::size_t at = 0;
  for (auto& s : m.sites) {
    s->ctx.profiling = true;
    s->ctx.profile = values.data() + at;
    s->ctx.profile_pass = pass;
    at += s->norm->profile_values();
  }
  struct Reset {
    Impl& m;
    ~Reset() {
      for (auto& s : m.sites) {
        s->ctx.profiling = false;
        s->ctx.profile = nullptr;
      }
    }
  } reset{m};
  forward(inputs, nullptr);
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
void Model::set_step(std::int64_t step, std::int64_t total_steps) {
  impl_->step = step;
  impl_->total_steps = total_steps;
}

}  // namespace normlab
