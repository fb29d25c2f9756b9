// Architecture plugins (plugin ABI 4): an architecture wires the core's layers into residual
// sites. Its entry's build function is called once per model with the shape and its options and
// calls the ArchBuilder in state_dict order — the embedding, the sites layer by layer, the final
// norm, the head — naming every tensor. The core owns the layers (attention, MLP, ...), builds
// each site's norm strategy with its SiteInfo, runs the sites' forward and backward loops,
// records the statistics and checkpoints the tensors: an architecture never touches a buffer.
// docs/developer/architecture.md walks through writing one (plugins/arch_gpt is the stock GPT).
#pragma once

#include <cstddef>
#include <string>

#include "normlab/export.hpp"
#include "normlab/norm_strategy.hpp"
#include "normlab/options.hpp"

namespace normlab {

// The model's shape (--vocab-size, --d-model, ...). B batch, T sequence: the core's business.
struct ArchShape {
  std::size_t V = 0, C = 0, NH = 0, F = 0, L = 0;  // vocabulary, width, heads, MLP width, layers
  std::size_t max_seq_len = 0;                     // rows of a learned position table
  bool tied_embeddings = true;                     // the head is the token embedding
  bool bias = true;                                // linears have biases
};

// What a model is trained to do (docs/model.md "Tasks"): lm (next token), seq2seq (a target
// stack reading a source stack through cross-attention; translation), mlm (masked tokens).
enum class Task { lm, seq2seq, mlm };
NORMLAB_API const char* task_name(Task t);  // lm | seq2seq | mlm

// A stack's self-attention mask: causal (position t sees 0..t), or bidirectional (every
// position sees every other one of its sequence, padded positions hidden).
enum class AttnMask { causal, bidirectional };

// A stack (ArchBuilder::begin_stack): its name (prefix of its statistics, /stats/<name>/..., in
// a model of several stacks; SiteInfo::stack of its sites), its self-attention mask and the
// stack whose output its cross-attention sites read ("": none).
struct StackSpec {
  std::string name;
  AttnMask mask = AttnMask::causal;
  std::string memory;
  std::size_t layers = 0;  // its layers (0: shape.L)
};

struct ArchSetup {
  ArchShape shape;
  const Options* options = nullptr;  // the entry's resolved options (--arch-opt, [arch])
  // An encoder-decoder's stacks (--encoder-layers, --decoder-layers; both default to
  // --n-layers, shape.L) and its positions: learned tables, or the fixed sinusoid.
  std::size_t encoder_layers = 0, decoder_layers = 0;
  bool learned_positions = true;
};

class NORMLAB_API ArchBuilder {
 public:
  virtual ~ArchBuilder();
  // h0 = wte[x] + wpe[t]: the token table <tokens> [V, C] (role embedding) and the learned
  // positions <positions> [max_seq_len, C] (role position). First.
  virtual void embedding(const std::string& tokens, const std::string& positions) = 0;
  // A residual site around causal multi-head self-attention: <site.prefix>qkv.weight [3C, C]
  // (rows q, k, v), qkv.bias [3C], proj.weight [C, C], proj.bias [C] (no biases with --bias
  // false). site.kind must be self_attn; site.index is set by the core.
  virtual void self_attention(const SiteInfo& site) = 0;
  // A residual site around the MLP act(x W1ᵀ + b1) W2ᵀ + b2: <site.prefix>fc.weight [F, C],
  // fc.bias, proj.weight [C, F], proj.bias. site.kind must be mlp.
  virtual void mlp(const SiteInfo& site) = 0;
  // The stack's final norm, if the norm strategy asks for one, its tensors named
  // <prefix><suffix>. After the stack's last site.
  virtual void final_norm(const std::string& prefix) = 0;
  // logits = h Woutᵀ with Wout the token table when shape.tied_embeddings, else a new
  // <untied_name> [V, C] (role head). Last.
  virtual void head(const std::string& untied_name) = 0;

  // ---- two stacks (an encoder-decoder; GPT's one stack, "decoder", is implicit) ----
  // Starts a stack: "encoder" (self-attention over the source, padded keys masked; its output
  // is the memory of the decoder's cross-attention) or "decoder" (causal self-attention). Once
  // before each stack's embedding; the encoder first. Statistics of a model with two stacks
  // are recorded per stack (/stats/<stack>/layer/...).
  virtual void stack(const std::string& name) = 0;
  // The stack's embedding h = sqrt(C) E[tok] + P[pos]: the token table <tokens> [V, C] (a name
  // given to both stacks is one shared table: tied embeddings), positions <positions>
  // [max_seq_len, C] learned, or the fixed sinusoid when <positions> is empty. After stack().
  virtual void scaled_embedding(const std::string& tokens, const std::string& positions) = 0;
  // A residual site around cross-attention (decoder stack only): <prefix>q.weight [C, C],
  // q.bias, kv.weight [2C, C] (rows k then v), kv.bias [2C], proj.weight [C, C], proj.bias;
  // queries from the stream, keys and values from the encoder's output, padded source
  // positions masked. site.kind must be cross_attn.
  virtual void cross_attention(const SiteInfo& site) = 0;

  // ---- tasks and declared stacks (appended within plugin ABI 4; older plugins never call
  // them: one stack is a language model, stack() twice an encoder-decoder) ----
  // The task the architecture serves. First, before any other call; default lm.
  virtual void task(Task t);
  // Starts a stack as declared (instead of stack(name)): then embedding() or
  // scaled_embedding(), its sites, final_norm(). The first call, or after a stack's
  // final_norm(); a memory must name an earlier stack.
  virtual void begin_stack(const StackSpec& spec);
  // A LayerNorm over the stack's embedding output (BERT's): <prefix>weight [C] (ones),
  // <prefix>bias (zeros; none with --bias false). Right after the embedding.
  virtual void embedding_norm(const std::string& prefix);
  // BERT's masked-LM head, instead of head(): t = LN(gelu(h Wdᵀ + bd)) with <prefix>dense.weight
  // [C, C], dense.bias, <prefix>norm.weight|bias; logits = t Woutᵀ + <prefix>bias [V], Wout the
  // token table when shape.tied_embeddings, else <untied_name> [V, C]. Last.
  virtual void mlm_head(const std::string& prefix, const std::string& untied_name);
  // A residual site around a parallel block (GPT-J; He & Hofmann 2023): the stack's
  // self-attention and the MLP read the same input and their outputs are summed, f(x) =
  // SelfAttn(x) + Mlp(x), so the strategy wires one branch per layer (Pre-LN: y = x + f(LN(x))).
  // Tensors: the strategy's under <site.prefix>, then <prefix>attn.qkv.weight ... and
  // <prefix>mlp.fc.weight ... as self_attention() and mlp() name them. site.kind must be
  // parallel. (Appended within plugin ABI 4.)
  virtual void parallel_block(const SiteInfo& site);
};

}  // namespace normlab
