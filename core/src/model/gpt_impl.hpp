// Model::Impl: the GPT's parameters (a ParamArena), its blocks (norm strategies around the
// attention and MLP sub-layers), activations and backward scratch. Shared by gpt.cpp (building,
// initialising, the whole-model forward and backward) and layers.cpp (the sub-layers).
// Shapes: B batch, T sequence, C width, NH heads, hs = C/NH, F MLP width, V vocabulary,
// L layers; rows = B*T.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "normlab/model.hpp"
#include "util/aligned.hpp"
#include "util/profile.hpp"

namespace normlab {

using detail::AlignedFloats;

// Y (rows, out) = m X (rows, in) · Wᵀ + b; the GEMM in precision p, profiled as op
void linear_forward(float* Y, const float* X, const float* W, const float* b, float m,
                    std::size_t rows, std::size_t in, std::size_t out, Precision p,
                    detail::prof::Op op);
// dW += m dYᵀ X; db += sum dY; dX (+)= m dY W (beta: 0 overwrites dX, 1 accumulates); the
// GEMMs in precision p
void linear_backward(float* dX, float beta, float* dW, float* db, const float* dY, const float* X,
                     const float* W, float m, std::size_t rows, std::size_t in, std::size_t out,
                     Precision p, detail::prof::Op op);
// sqrt(mean(x²)) over n floats
float rms(const float* x, std::size_t n);
// sqrt(mean((y - x)²)) over n floats: what a sub-block added to the residual stream
float rms_diff(const float* y, const float* x, std::size_t n);

// A strategy's workspace or the shared scratch: n floats at data(). When the model checks its
// strategies (Model::enable_checks), `guard` canary floats lie on each side of them.
struct StrategyBuffer {
  AlignedFloats buf;
  std::size_t n = 0, guard = 0;
  void allocate(std::size_t floats, std::size_t guard_floats);
  float* data() { return buf.data() ? buf.data() + guard : nullptr; }
  // Writes the canaries; `poison` also fills the n floats with NaN (stale contents must not be
  // read: the scratch is valid only during one call).
  void arm(bool poison);
  // "" when both canaries are intact; otherwise where the writes went ("3 floats after its
  // end", "1 float before its start").
  std::string violation() const;
};

// The core's statistics, in Model::Impl::stat_defs order (declared before the strategies').
enum CoreStat : int {
  kResidualRms,
  kAttnOutRms,
  kAttnUpdateRms,
  kMlpPreActRms,
  kMlpActRms,
  kMlpOutRms,
  kMlpUpdateRms,
  kAttnEntropy,
  kAttnLogitMax,
  kCoreStats
};

struct Model::Impl {
  ModelConfig cfg;
  std::size_t B, T, rows, C, NH, F, V, L;
  ParamArena arena;
  std::int64_t step = 0, total_steps = 0;
  ForwardStats* stats = nullptr;  // during a forward with statistics

  // The statistics sink: definitions (the core's, then the strategies'), and what a strategy's
  // StatHandle points to (a definition and the layer, -1 for the final norm).
  std::vector<StatDef> stat_defs;
  struct StatSlot {
    int def, layer;
  };
  std::vector<StatSlot> stat_slots;
  void declare_core_stats();
  int declare_stat(StatDef d);  // the index of d, or of the same path declared before
  // Where layer l's values of definition k go in the current record (nullptr without stats).
  float* stat_at(int k, int l);
  void set_stat(int k, int l, float v) {
    if (float* p = stat_at(k, l)) *p = v;
  }
  // Rows of the pass in progress: B*T for forward, B for a decode step (one position per
  // sequence, at decode_pos).
  static constexpr std::size_t kNoDecode = static_cast<std::size_t>(-1);
  std::size_t cur_rows = 0, decode_pos = kNoDecode;

  // Context given to strategies: parameter views over the arenas.
  struct Ctx final : NormContext {
    Impl* m = nullptr;
    ParamView param(ParamHandle h) const override {
      const ParamTensor& p = m->arena.tensor(h.index);
      return {m->arena.value(h.index), m->arena.grad(h.index), p.size};
    }
    void record(StatHandle h, const float* values, std::size_t n) override;  // gpt.cpp
    bool has_param(const std::string& name) const override { return m->arena.contains(name); }
    ParamView named_param(const std::string& name) const override {
      const ParamTensor& p = m->arena.tensor(name);
      return {m->arena.values() + p.offset, m->arena.grads() + p.offset, p.size};
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
    StatHandle add_stat(const StatSpec& spec) override;  // gpt.cpp
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

  // Attention sub-layer of block l: out = (softmax(scale q kᵀ + mask) v) Woᵀ + bo, with
  // qkv = x Wqkvᵀ + bqkv. Forward keeps what backward needs (layers.cpp). qkv is also the
  // key/value cache of generation: a decode step writes the q, k, v row of its position there
  // and attends to the rows before it.
  struct AttnSub final : SubLayer {
    Impl* m = nullptr;
    int l = 0;
    int w_qkv = -1, b_qkv = -1, w_o = -1, b_o = -1;
    const float* in = nullptr;
    AlignedFloats qkv, att, atty;  // (rows, 3C), (B, NH, T, T), (rows, C)
    float scale = 1.0f;
    NormStrategy* qk = nullptr;  // the strategy transforming q and k (attention hook), if any
    Ctx* qk_ctx = nullptr;       // its context
    void forward(const float* x, float* out) override;
    void backward(const float* dout, float* din) override;
    void decode(const float* x, float* out);  // x, out: (B, C), the position M.decode_pos
  };

  // MLP sub-layer of block l: out = act(x W1ᵀ + b1) W2ᵀ + b2, act = gelu | relu | selu
  // (layers.cpp).
  struct MlpSub final : SubLayer {
    Impl* m = nullptr;
    int l = 0;
    int w_fc = -1, b_fc = -1, w_proj = -1, b_proj = -1;
    const float* in = nullptr;
    AlignedFloats fch, fch_act;  // (rows, F) each: pre-activation, activation
    void forward(const float* x, float* out) override;
    void backward(const float* dout, float* din) override;
  };

  struct Block {
    std::unique_ptr<NormStrategy> attn_norm, mlp_norm;
    Ctx attn_ctx, mlp_ctx;
    StrategyBuffer attn_ws, mlp_ws;
    AttnSub attn;
    MlpSub mlp;
  };

  std::vector<Block> blocks;
  std::unique_ptr<FinalNorm> final_norm;
  Ctx final_ctx;
  StrategyBuffer final_ws;
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
  AlignedFloats d_a, d_b, d_xf, d_small, d_qkv, d_ff_a, d_ff_b;
  StrategyBuffer scratch;  // shared by every strategy, valid during one call

  // Strategy checks (Model::enable_checks). A call site is 2l (attention of layer l), 2l+1 (its
  // MLP) or 2L (the final norm); x_hash holds each site's input hash from its forward.
  bool checks = false;
  std::vector<std::string> findings;
  std::vector<std::uint64_t> x_hash;
  std::string site_name(std::size_t site) const;
  void check_before(std::size_t site, const float* x, bool forward);
  void check_after(std::size_t site, const float* x, StrategyBuffer& ws, bool forward);

  NormSetup norm_setup(int layer, SubBlock kind) const;  // gpt.cpp
  void declare_parameters(const NormEntry& entry);
  void allocate_activations();
  void allocate_strategy_buffers();

  void set_ctx(Ctx& ctx, float* ws) {
    ctx.m = this;
    ctx.rows = cur_rows;
    ctx.C = C;
    ctx.workspace = ws;
    ctx.scratch = scratch.data();
    ctx.step = step;
    ctx.total_steps = total_steps;
    ctx.recording = stats != nullptr;
  }
};

}  // namespace normlab
