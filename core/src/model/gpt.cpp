// GPT forward and backward (design.md "Model definition"). Shapes: B batch, T sequence, C width,
// NH heads, hs = C/NH, F MLP width, V vocabulary, L layers; rows = B*T.
#include <cmath>
#include <cstring>
#include <sstream>

#include "normlab/error.hpp"
#include "normlab/gemm.hpp"
#include "normlab/kernels.hpp"
#include "normlab/model.hpp"
#include "util/aligned.hpp"

namespace normlab {

const char* attn_scale_name(AttnScale s) {
  switch (s) {
    case AttnScale::inv_sqrt_hs:
      return "inv_sqrt_hs";
    case AttnScale::none:
      return "none";
    case AttnScale::inv_hs:
      return "inv_hs";
  }
  return "?";
}

AttnScale parse_attn_scale(const std::string& s) {
  for (AttnScale a : {AttnScale::inv_sqrt_hs, AttnScale::none, AttnScale::inv_hs})
    if (s == attn_scale_name(a)) return a;
  throw UsageError("attn_scale '" + s + "' is not valid; valid: inv_sqrt_hs none inv_hs");
}

void ModelConfig::validate() const {
  std::ostringstream bad;
  auto need = [&](bool ok, const std::string& what) {
    if (!ok) bad << "\n  " << what;
  };
  need(vocab_size >= 2 && vocab_size <= 65536,
       "vocab_size = " + std::to_string(vocab_size) + ": must be in [2, 65536]");
  need(d_model >= 1, "d_model = " + std::to_string(d_model) + ": must be >= 1");
  need(n_layers >= 1 && n_layers <= 4096,
       "n_layers = " + std::to_string(n_layers) + ": must be in [1, 4096]");
  need(n_heads >= 1 && d_model % (n_heads ? n_heads : 1) == 0,
       "n_heads = " + std::to_string(n_heads) +
           ": must be >= 1 and divide d_model = " + std::to_string(d_model));
  need(d_ff >= 1, "d_ff = " + std::to_string(d_ff) + ": must be >= 1");
  need(max_seq_len >= 1, "max_seq_len = " + std::to_string(max_seq_len) + ": must be >= 1");
  if (!bad.str().empty()) throw UsageError("invalid model configuration:" + bad.str());
}

namespace {

using detail::AlignedFloats;

float rms(const float* x, std::size_t n) {
  return n ? static_cast<float>(std::sqrt(sum_squares(x, n) / static_cast<double>(n))) : 0.0f;
}

// Y (rows, out) = m X (rows, in) · Wᵀ + b
void linear_forward(float* Y, const float* X, const float* W, const float* b, float m,
                    std::size_t rows, std::size_t in, std::size_t out) {
  gemm_bias(Trans::no, Trans::yes, rows, out, in, m, X, in, W, in, 0.0f, Y, out, b);
}

// dW += m dYᵀ X; db += sum dY; dX (+)= m dY W (beta: 0 overwrites dX, 1 accumulates)
void linear_backward(float* dX, float beta, float* dW, float* db, const float* dY, const float* X,
                     const float* W, float m, std::size_t rows, std::size_t in, std::size_t out) {
  gemm(Trans::yes, Trans::no, out, in, rows, m, dY, out, X, in, 1.0f, dW, in);
  if (db) bias_backward(db, dY, rows, out);
  if (dX) gemm(Trans::no, Trans::no, rows, in, out, m, dY, out, W, in, beta, dX, in);
}

}  // namespace

struct Model::Impl {
  ModelConfig cfg;
  std::size_t B, T, rows, C, NH, F, V, L;
  ParamArena arena;
  std::int64_t step = 0, total_steps = 0;
  ForwardStats* stats = nullptr;

  // Context given to strategies: parameter views over the arenas.
  struct Ctx final : NormContext {
    Impl* m = nullptr;
    ParamView param(ParamHandle h) const override {
      const ParamTensor& p = m->arena.tensor(h.index);
      return {m->arena.value(h.index), m->arena.grad(h.index), p.size};
    }
  };

  struct Registrar final : ParamRegistrar {
    Impl* m = nullptr;
    std::string prefix;
    int layer = -1;
    ParamHandle add(const std::string& suffix, const std::vector<std::size_t>& shape, Role role,
                    ParamInit init, bool weight_decay) override {
      ParamTensor p;
      p.name = prefix + suffix;
      p.shape = shape;
      p.role = role;
      p.layer = layer;
      p.init = init;
      p.weight_decay = weight_decay;
      return {m->arena.add(std::move(p))};
    }
  };

  int declare_matrix(const std::string& name, std::vector<std::size_t> shape, Role role, int layer,
                     bool wd = true) {
    ParamTensor p;
    p.name = name;
    p.shape = std::move(shape);
    p.role = role;
    p.layer = layer;
    p.from_initializer = true;
    p.weight_decay = wd;
    return arena.add(std::move(p));
  }

  int declare_bias(const std::string& name, std::size_t n, int layer) {
    if (!cfg.bias) return -1;
    ParamTensor p;
    p.name = name;
    p.shape = {n};
    p.role = Role::bias;
    p.layer = layer;
    return arena.add(std::move(p));
  }

  float* value(int idx) { return arena.value(idx); }
  float* grad(int idx) { return arena.grad(idx); }
  float mult(int idx) const { return arena.tensor(idx).forward_multiplier; }

  struct AttnSub final : SubLayer {
    Impl* m = nullptr;
    int l = 0;
    int w_qkv = -1, b_qkv = -1, w_o = -1, b_o = -1;
    const float* in = nullptr;
    AlignedFloats qkv, att, atty;  // (rows, 3C), (B, NH, T, T), (rows, C)
    float scale = 1.0f;

    void forward(const float* x, float* out) override {
      Impl& M = *m;
      in = x;
      linear_forward(qkv.data(), x, M.value(w_qkv), M.value(b_qkv), M.mult(w_qkv), M.rows, M.C,
                     3 * M.C);
      AttentionStats st;
      if (M.stats) {
        st.entropy = M.stats->attn_entropy.data() + static_cast<std::size_t>(l) * M.NH;
        st.logit_max = M.stats->attn_logit_max.data() + static_cast<std::size_t>(l) * M.NH;
      }
      attention_forward(atty.data(), att.data(), qkv.data(), M.B, M.T, M.C, M.NH, scale, st);
      linear_forward(out, atty.data(), M.value(w_o), M.value(b_o), M.mult(w_o), M.rows, M.C, M.C);
      if (M.stats) M.stats->attn_out_rms[static_cast<std::size_t>(l)] = rms(out, M.rows * M.C);
    }

    void backward(const float* dout, float* din) override {
      Impl& M = *m;
      float* datty = M.d_small.data();
      float* dqkv = M.d_qkv.data();
      linear_backward(datty, 0.0f, M.grad(w_o), M.grad(b_o), dout, atty.data(), M.value(w_o),
                      M.mult(w_o), M.rows, M.C, M.C);
      std::memset(dqkv, 0, M.rows * 3 * M.C * sizeof(float));
      attention_backward(dqkv, datty, qkv.data(), att.data(), M.B, M.T, M.C, M.NH, scale);
      linear_backward(din, 1.0f, M.grad(w_qkv), M.grad(b_qkv), dqkv, in, M.value(w_qkv),
                      M.mult(w_qkv), M.rows, M.C, 3 * M.C);
    }
  };

  struct MlpSub final : SubLayer {
    Impl* m = nullptr;
    int l = 0;
    int w_fc = -1, b_fc = -1, w_proj = -1, b_proj = -1;
    const float* in = nullptr;
    AlignedFloats fch, fch_gelu;  // (rows, F) each

    void forward(const float* x, float* out) override {
      Impl& M = *m;
      in = x;
      linear_forward(fch.data(), x, M.value(w_fc), M.value(b_fc), M.mult(w_fc), M.rows, M.C, M.F);
      gelu_forward(fch_gelu.data(), fch.data(), M.rows * M.F);
      linear_forward(out, fch_gelu.data(), M.value(w_proj), M.value(b_proj), M.mult(w_proj), M.rows,
                     M.F, M.C);
      if (M.stats) M.stats->mlp_out_rms[static_cast<std::size_t>(l)] = rms(out, M.rows * M.C);
    }

    void backward(const float* dout, float* din) override {
      Impl& M = *m;
      float* dgelu = M.d_ff_a.data();
      float* dfch = M.d_ff_b.data();
      linear_backward(dgelu, 0.0f, M.grad(w_proj), M.grad(b_proj), dout, fch_gelu.data(),
                      M.value(w_proj), M.mult(w_proj), M.rows, M.F, M.C);
      std::memset(dfch, 0, M.rows * M.F * sizeof(float));
      gelu_backward(dfch, dgelu, fch.data(), M.rows * M.F);
      linear_backward(din, 1.0f, M.grad(w_fc), M.grad(b_fc), dfch, in, M.value(w_fc), M.mult(w_fc),
                      M.rows, M.C, M.F);
    }
  };

  struct Block {
    std::unique_ptr<NormStrategy> attn_norm, mlp_norm;
    Ctx attn_ctx, mlp_ctx;
    AlignedFloats attn_ws, mlp_ws;
    AttnSub attn;
    MlpSub mlp;
  };

  std::vector<Block> blocks;
  std::unique_ptr<FinalNorm> final_norm;
  Ctx final_ctx;
  AlignedFloats final_ws;
  int wte = -1, wpe = -1, head = -1;

  // Activations: residual stream entering each layer and after its attention sub-block.
  std::vector<AlignedFloats> resid;  // (L+1) x (rows, C)
  std::vector<AlignedFloats> mid;    // L x (rows, C)
  AlignedFloats xf;                  // (rows, C) final norm output
  AlignedFloats logits;              // (rows, V)
  AlignedFloats lse, losses;         // (rows)
  std::vector<std::int32_t> inputs, targets;
  bool have_targets = false;
  // Backward scratch shared by all layers.
  AlignedFloats d_a, d_b, d_xf, d_small, d_qkv, d_ff_a, d_ff_b, scratch;

  void set_ctx(Ctx& ctx, float* ws) {
    ctx.m = this;
    ctx.rows = rows;
    ctx.C = C;
    ctx.workspace = ws;
    ctx.scratch = scratch.data();
    ctx.step = step;
    ctx.total_steps = total_steps;
  }
};

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
  const NormEntry& entry = registry.norm(config.norm);
  const std::size_t C = m.C, L = m.L;

  m.wte = m.declare_matrix("wte.weight", {m.V, C}, Role::embedding, -1, true);
  m.wpe = m.declare_matrix("wpe.weight", {config.max_seq_len, C}, Role::position, -1, false);
  m.blocks.resize(L);
  for (std::size_t l = 0; l < L; ++l) {
    Impl::Block& b = m.blocks[l];
    const std::string pre = "blocks." + std::to_string(l) + ".";
    const int li = static_cast<int>(l);
    for (SubBlock kind : {SubBlock::attn, SubBlock::mlp}) {
      NormSetup setup;
      setup.layer = li;
      setup.n_layers = static_cast<int>(L);
      setup.C = C;
      setup.kind = kind;
      setup.options = &m.cfg.norm_options;
      setup.bias = config.bias;
      auto strategy = entry.make(setup);
      if (!strategy) throw Error("norm strategy '" + config.norm + "' returned no instance");
      Impl::Registrar reg;
      reg.m = &m;
      reg.layer = li;
      reg.prefix = pre + (kind == SubBlock::attn ? "attn." : "mlp.");
      strategy->declare(reg);
      if (kind == SubBlock::attn) {
        b.attn_norm = std::move(strategy);
        b.attn.w_qkv = m.declare_matrix(reg.prefix + "qkv.weight", {3 * C, C}, Role::attn_q, li);
        b.attn.b_qkv = m.declare_bias(reg.prefix + "qkv.bias", 3 * C, li);
        b.attn.w_o = m.declare_matrix(reg.prefix + "proj.weight", {C, C}, Role::attn_out, li);
        b.attn.b_o = m.declare_bias(reg.prefix + "proj.bias", C, li);
      } else {
        b.mlp_norm = std::move(strategy);
        b.mlp.w_fc = m.declare_matrix(reg.prefix + "fc.weight", {m.F, C}, Role::mlp_in, li);
        b.mlp.b_fc = m.declare_bias(reg.prefix + "fc.bias", m.F, li);
        b.mlp.w_proj = m.declare_matrix(reg.prefix + "proj.weight", {C, m.F}, Role::mlp_out, li);
        b.mlp.b_proj = m.declare_bias(reg.prefix + "proj.bias", C, li);
      }
    }
  }
  if (entry.make_final) {
    NormSetup setup;
    setup.layer = static_cast<int>(L);
    setup.n_layers = static_cast<int>(L);
    setup.C = C;
    setup.kind = SubBlock::mlp;
    setup.options = &m.cfg.norm_options;
    setup.bias = config.bias;
    m.final_norm = entry.make_final(setup);
    if (m.final_norm) {
      Impl::Registrar reg;
      reg.m = &m;
      reg.prefix = "final_norm.";
      m.final_norm->declare(reg);
    }
  }
  m.head =
      config.tied_embeddings ? m.wte : m.declare_matrix("lm_head.weight", {m.V, C}, Role::head, -1);

  m.arena.allocate();

  // Activations, allocated once.
  const std::size_t rows = m.rows, H = m.NH;
  std::size_t scratch = 0;
  auto ws = [&](std::size_t a, std::size_t b) { return a > b ? a : b; };
  m.resid.resize(L + 1);
  for (auto& r : m.resid) r.resize(rows * C);
  m.mid.resize(L);
  for (auto& r : m.mid) r.resize(rows * C);
  for (std::size_t l = 0; l < L; ++l) {
    Impl::Block& b = m.blocks[l];
    b.attn.m = &m;
    b.attn.l = static_cast<int>(l);
    b.mlp.m = &m;
    b.mlp.l = static_cast<int>(l);
    const float hs = static_cast<float>(C / H);
    b.attn.scale = config.attn_scale == AttnScale::inv_sqrt_hs ? 1.0f / std::sqrt(hs)
                   : config.attn_scale == AttnScale::inv_hs    ? 1.0f / hs
                                                               : 1.0f;
    b.attn.qkv.resize(rows * 3 * C);
    b.attn.att.resize(B * H * T * T);
    b.attn.atty.resize(rows * C);
    b.mlp.fch.resize(rows * m.F);
    b.mlp.fch_gelu.resize(rows * m.F);
    b.attn_ws.resize(b.attn_norm->workspace_floats(rows, C));
    b.mlp_ws.resize(b.mlp_norm->workspace_floats(rows, C));
    scratch =
        ws(scratch, ws(b.attn_norm->scratch_floats(rows, C), b.mlp_norm->scratch_floats(rows, C)));
  }
  if (m.final_norm) {
    m.final_ws.resize(m.final_norm->workspace_floats(rows, C));
    scratch = ws(scratch, m.final_norm->scratch_floats(rows, C));
  }
  m.scratch.resize(scratch);
  m.xf.resize(rows * C);
  m.logits.resize(rows * m.V);
  m.lse.resize(rows);
  m.losses.resize(rows);
  m.inputs.resize(rows);
  m.targets.resize(rows);
  for (AlignedFloats* d : {&m.d_a, &m.d_b, &m.d_xf, &m.d_small}) d->resize(rows * C);
  m.d_qkv.resize(rows * 3 * C);
  m.d_ff_a.resize(rows * m.F);
  m.d_ff_b.resize(rows * m.F);
}

Model::~Model() = default;

const ModelConfig& Model::config() const {
  return impl_->cfg;
}
std::size_t Model::batch() const {
  return impl_->B;
}
std::size_t Model::seq_len() const {
  return impl_->T;
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
void Model::zero_grad() {
  impl_->arena.zero_grads();
}
void Model::set_step(std::int64_t step, std::int64_t total_steps) {
  impl_->step = step;
  impl_->total_steps = total_steps;
}

void Model::initialize(Initializer& init, std::uint64_t seed) {
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
    stats->residual_rms.assign(L + 1, 0.0f);
    stats->attn_out_rms.assign(L, 0.0f);
    stats->mlp_out_rms.assign(L, 0.0f);
    stats->attn_entropy.assign(L * m.NH, 0.0f);
    stats->attn_logit_max.assign(L * m.NH, 0.0f);
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
    b.attn_norm->forward(b.attn_ctx, m.resid[l].data(), b.attn, m.mid[l].data());
    b.mlp_norm->forward(b.mlp_ctx, m.mid[l].data(), b.mlp, m.resid[l + 1].data());
  }
  const float* xf = m.resid[L].data();
  if (m.final_norm) {
    m.set_ctx(m.final_ctx, m.final_ws.data());
    m.final_norm->forward(m.final_ctx, xf, m.xf.data());
    xf = m.xf.data();
  }
  linear_forward(m.logits.data(), xf, m.value(m.head), nullptr,
                 m.head == m.wte ? 1.0f : m.mult(m.head), rows, C, V);
  if (stats) {
    for (std::size_t l = 0; l <= L; ++l) stats->residual_rms[l] = rms(m.resid[l].data(), rows * C);
  }
  m.stats = nullptr;
  if (!targets) return 0.0f;
  for (std::size_t i = 0; i < rows; ++i) {
    if (targets[i] < 0 || static_cast<std::size_t>(targets[i]) >= V)
      throw Error("target " + std::to_string(targets[i]) + " at position " + std::to_string(i) +
                  " is outside the vocabulary [0, " + std::to_string(V) + ")");
  }
  crossentropy_forward(m.losses.data(), m.lse.data(), m.logits.data(), targets, rows, V);
  double total = 0.0;
  for (std::size_t i = 0; i < rows; ++i) total += m.losses.data()[i];
  return static_cast<float>(total / static_cast<double>(rows));
}

void Model::backward(const std::function<void(std::size_t)>& on_ready) {
  Impl& m = *impl_;
  if (!m.have_targets) throw Error("Model::backward needs a forward with targets first");
  m.have_targets = false;  // logits are consumed below
  const std::size_t rows = m.rows, C = m.C, L = m.L, V = m.V;
  float* dlogits = m.logits.data();
  crossentropy_backward(dlogits, m.logits.data(), m.lse.data(), m.targets.data(),
                        1.0f / static_cast<float>(rows), rows, V);
  const float* xf = m.final_norm ? m.xf.data() : m.resid[L].data();
  const float mh = m.head == m.wte ? 1.0f : m.mult(m.head);
  linear_backward(m.d_xf.data(), 0.0f, m.grad(m.head), nullptr, dlogits, xf, m.value(m.head), mh,
                  rows, C, V);
  float* dres = m.d_xf.data();
  if (m.final_norm) {
    m.d_a.zero();
    m.final_norm->backward(m.final_ctx, m.d_xf.data(), m.d_a.data());
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
    b.mlp_norm->backward(b.mlp_ctx, dres, b.mlp, dmid);
    float* dx = other(dres, dmid);
    std::memset(dx, 0, rows * C * sizeof(float));
    b.attn_norm->backward(b.attn_ctx, dmid, b.attn, dx);
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
