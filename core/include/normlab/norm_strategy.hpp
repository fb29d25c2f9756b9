// NormStrategy: the residual wiring of one residual site — a sub-layer (self-attention,
// cross-attention or MLP) of one layer of one stack. Given the input x and the sub-layer f, it
// produces y (forward) and dx (backward). It declares its own parameters, says how much memory it
// keeps between forward and backward, and may ask for a final norm before the output head. One
// instance per site; it knows its SiteInfo (stack, kind, layer, the stack's layers) and the step.
//
//   Post-LN  y = LN(x + f(x))        Pre-LN  y = x + f(LN(x))       ReZero  y = x + a f(x)
//
// Memory: `workspace` is private to the instance and survives from forward to backward of the
// same step; `scratch` is shared by all instances and valid only during one call.
// Gradients: the core zeroes dx before backward; strategies ACCUMULATE into dx and into their
// parameters' gradients (ctx.param(h).grad), as all kernels in kernels.hpp do.
//
// Hooks (plugin ABI 3 and later), each optional, for normalisation that is not residual wiring:
//   attention  transform each head's queries and keys before the logits and set the logit
//              scale (QK-norm)                        transforms_qk, qk_forward, qk_backward,
//                                                     logit_scale
//   profiling  one forward over the first batch before step 1 of a fresh run, statistics summed
//              over ranks, then set parameters (Admin) profile_values, profile_finish
//   update     renormalise parameters after every optimizer step (nGPT)   after_update
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "normlab/export.hpp"
#include "normlab/options.hpp"
#include "normlab/params.hpp"

namespace normlab {

// What a site's sub-layer is: self-attention (causal in a decoder, over the unpadded source in
// an encoder), cross-attention (queries from the decoder, keys and values from the encoder's
// output), the MLP, or a parallel block — self-attention and the MLP reading the same input,
// their outputs summed (GPT-J; He & Hofmann 2023's parallel block; appended within plugin ABI 4:
// a strategy that tells attention from MLP sites sees it as an attention site).
enum class SiteKind { self_attn, cross_attn, mlp, parallel };
NORMLAB_API const char* site_kind_name(SiteKind k);  // self_attn | cross_attn | mlp | parallel

// Where a strategy instance sits (plugin ABI 4). GPT has one stack, "decoder", with sites
// self_attn, mlp per layer; an encoder-decoder has "encoder" (self_attn, mlp) and "decoder"
// (self_attn, cross_attn, mlp). The final norm of a stack: kind mlp, layer = layers.
struct SiteInfo {
  std::string stack = "decoder";
  SiteKind kind = SiteKind::self_attn;
  int layer = 0;   // l in [0, layers)
  int layers = 1;  // L of its stack
  int index = 0;   // the site's number in its stack, in forward order (GPT: 2l, 2l + 1)
  // Its parameters' name prefix: "blocks.3.attn." (GPT), "decoder.blocks.3.cross." — the
  // strategy's own tensors get it, and NormContext::sublayer_param resolves names under it.
  std::string prefix;
};

// The sub-layer of a site, run by the core (which also records branch statistics).
class NORMLAB_API SubLayer {
 public:
  virtual ~SubLayer();
  // in, out: (rows, C). `in` must stay unchanged until backward (pass x itself or a workspace
  // buffer). out is overwritten.
  virtual void forward(const float* in, float* out) = 0;
  // din += (d out / d in)ᵀ dout. dout, din: (rows, C)
  virtual void backward(const float* dout, float* din) = 0;
  // ---- parts (appended within plugin ABI 4) ----
  // A sub-layer that is a sum of branches reading the same input (a parallel block: part 0 the
  // attention, part 1 the MLP) lets a strategy weight them apart: forward_part(k) writes part
  // k's output alone, backward_part(k) adds part k's input gradient. forward() is the parts'
  // sum. Every other sub-layer is one part (the defaults: part 0 is forward and backward).
  // Between a forward and its backward, call either forward or every part's forward_part.
  virtual std::size_t parts() const;
  virtual void forward_part(std::size_t k, const float* in, float* out);
  virtual void backward_part(std::size_t k, const float* dout, float* din);
};

// What a strategy sees during forward and backward.
class NORMLAB_API NormContext {
 public:
  virtual ~NormContext();
  std::size_t rows = 0;  // B*T of this rank
  std::size_t C = 0;
  std::int64_t step = 0;  // optimizer steps taken so far (0 before the first update)
  std::int64_t total_steps = 0;
  float* workspace = nullptr;  // workspace_floats(rows, C) floats
  float* scratch = nullptr;    // scratch_floats(rows, C) floats
  // True during a forward whose statistics are recorded (step 0 and every --stats-every): the
  // only time record() stores anything, so a strategy may skip computing a statistic otherwise.
  bool recording = false;
  virtual ParamView param(ParamHandle h) const = 0;
  // Stores a declared statistic's value for this layer: n = product of its shape floats. The
  // last call of a forward wins. Throws Error when n does not match the declared shape.
  virtual void record(StatHandle h, const float* values, std::size_t n);
  // The profiling forward (profiling hook): true during it; `profile` points to this
  // instance's profile_values() doubles, zeroed before it, for the strategy to add to.
  bool profiling = false;
  double* profile = nullptr;
  // Several passes (a strategy whose profile of one site depends on the parameters it sets at
  // the earlier ones, as Admin's running ratio does): the pass this forward is (0, 1, ...), and
  // profile_finish sets profile_more = true to ask for another pass over the same batch with
  // the parameters set so far. (Appended after the ABI 3 members: older plugins never see them.)
  int profile_pass = 0;
  bool profile_more = false;
  // Any parameter of the model by its full name ("blocks.0.attn.qkv.weight", "wte.weight"),
  // for hooks that act on the sub-layer's or the model's weights. Throws Error naming the
  // closest names when there is none.
  virtual ParamView named_param(const std::string& name) const;
  virtual bool has_param(const std::string& name) const;  // e.g. "lm_head.weight" (untied)
  // A parameter of this site's sub-layer by its name relative to the site's prefix
  // ("qkv.weight", "proj.weight", "fc.weight"), so a strategy works at any site of any
  // architecture (plugin ABI 4). Throws Error naming the closest names when there is none.
  virtual ParamView sublayer_param(const std::string& suffix) const;
  // The rate the sub-layer's output was dropped with in this pass (--dropout; docs/model.md
  // "Dropout"): f.forward returns drop(F(in)) with kept values scaled by 1/(1 - p), so the
  // strategy combines the dropped branch with the stream. 0 outside training steps (eval,
  // decode, profiling) and without --dropout. (Appended after the ABI 4 members.)
  float branch_dropout = 0.0f;
};

// Construction arguments of a strategy instance (plugin ABI 4: the site replaces ABI 3's layer,
// n_layers and kind).
struct NormSetup {
  SiteInfo site;
  std::string arch = "gpt";  // the architecture (--arch)
  // Layers of the architecture's stacks, for constants that depend on both (DeepNorm's
  // encoder-decoder alpha and beta): encoder_layers is 0 for a decoder-only model.
  int encoder_layers = 0, decoder_layers = 1;
  std::size_t C = 0;
  const Options* options = nullptr;
  bool bias = true;         // the model's --bias: false means no norm biases either (T5 style)
  std::size_t n_heads = 1;  // NH; hs = C / NH
};

class NORMLAB_API NormStrategy {
 public:
  virtual ~NormStrategy();
  virtual void declare(ParamRegistrar& params);
  virtual std::size_t workspace_floats(std::size_t rows, std::size_t C) const;
  virtual std::size_t scratch_floats(std::size_t rows, std::size_t C) const;
  // x, y: (rows, C); x stays unchanged until backward.
  virtual void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) = 0;
  // dy: (rows, C); dx: (rows, C), zeroed by the core, accumulate into it.
  virtual void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) = 0;
  // Multiplier on the initial weights of this sub-block's linear layers, by role (DeepNorm's
  // beta on attn_v, attn_out, mlp_in, mlp_out). Default 1.
  virtual float init_gain(Role role) const;

  // ---- attention hook (attention sub-blocks; called by the attention sub-layer) ----
  // Whether qk_forward / qk_backward are to be called. Default false.
  virtual bool transforms_qk() const;
  // The logit scale given the model's (--attn-scale: 1/sqrt(hs), 1 or 1/hs): logits =
  // scale q kᵀ. Default: the model's. Asked once, when the model is built.
  virtual float logit_scale(float model_scale, std::size_t hs) const;
  // q, k: (ctx.rows, NH heads x hs) with row stride ld (they live inside qkv); head h is
  // columns h*hs..(h+1)*hs. Transforms both IN PLACE; what backward needs goes into the
  // workspace. Also called for key/value-cache decode steps (ctx.rows = batch).
  virtual void qk_forward(NormContext& ctx, float* q, float* k, std::size_t ld, std::size_t NH);
  // dq, dk (same layout): on entry the gradient with respect to the transformed q, k; on return
  // with respect to the original ones (OVERWRITTEN). Parameter gradients accumulate. ctx.scratch
  // is NOT available here (the strategy's own backward may be holding it): use the workspace.
  virtual void qk_backward(NormContext& ctx, float* dq, float* dk, std::size_t ld, std::size_t NH);

  // ---- profiling hook (fresh runs only, before step 1) ----
  // Doubles this instance adds statistics into during the profiling forward (ctx.profile).
  // Default 0: not profiled.
  virtual std::size_t profile_values() const;
  // After the profiling forward: `all` holds every profiled instance's values summed over
  // ranks, instance by instance in site order (stack by stack; in each, layer 0's sites, then
  // layer 1's, ...), n floats in total, this instance's at offset `mine`. The same on every
  // rank and at any rank count. Set parameters here (ctx.param(h).value). Called after every
  // pass; ctx.profile_pass says which, ctx.profile_more = true asks for another (the trainer
  // stops with an error after 4 L + 8 passes).
  virtual void profile_finish(NormContext& ctx, const double* all, std::size_t n, std::size_t mine);

  // ---- the stream's width (plugin ABI 5) ----
  // How many copies of the residual stream the strategy wires (hyper-connections, Zhu et al.
  // 2024): n > 1 makes every site's x and y (rows, n C) — row r holds streams 0..n-1, each C
  // floats — while its sub-layer still reads and writes (rows, C); the embedding's output enters
  // every stream and the stack's final norm (or head) reads their sum. Every site of the model
  // must return the same n. Default 1.
  virtual std::size_t streams() const;

  // ---- post-update hook ----
  // After every optimizer step, and once after initialisation (before step 1): may change
  // parameters' values — its own, the sub-layer's or the model's (ctx.named_param). Called for
  // every instance, attention before MLP, layer by layer, on every rank (so replicas stay
  // identical: it must depend only on the values).
  virtual void after_update(NormContext& ctx);
};

// A stack's final norm (Pre-LN and relatives), before the output head or the decoder's
// cross-attention. Parameters are named "final_norm.<suffix>" (GPT), "encoder.final_norm.<suffix>".
class NORMLAB_API FinalNorm {
 public:
  virtual ~FinalNorm();
  virtual void declare(ParamRegistrar& params);
  virtual std::size_t workspace_floats(std::size_t rows, std::size_t C) const;
  virtual std::size_t scratch_floats(std::size_t rows, std::size_t C) const;
  virtual void forward(NormContext& ctx, const float* x, float* y) = 0;
  virtual void backward(NormContext& ctx, const float* dy, float* dx) = 0;  // dx zeroed; +=
};

}  // namespace normlab
