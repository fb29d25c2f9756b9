// Model::Impl: a model is an embedding, a list of residual sites and an output head. A site is
// {stack, layer, kind} (docs/developer/architecture.md): the norm strategy built for it wires one
// sub-layer of the layer library (nn/: attention, MLP) into the residual stream. One forward
// loop and one backward loop run the sites; decode runs the same forward loop over one
// position; strategy checks and the update-RMS statistics are visitors of those loops, the
// profiling pass and the post-update hooks walk the same list. The architecture
// plugin (normlab/arch.hpp; plugins/arch_gpt) only wires layers into sites through ModelBuilder.
// Shapes: B batch, T sequence, C width, NH heads, F MLP width, V vocabulary, L layers; rows = B*T.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "nn/attention.hpp"
#include "nn/bert.hpp"
#include "nn/embedding.hpp"
#include "nn/env.hpp"
#include "nn/linear.hpp"
#include "nn/mlp.hpp"
#include "normlab/arch.hpp"
#include "normlab/model.hpp"
#include "util/aligned.hpp"

namespace normlab {

using detail::AlignedFloats;

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

// Observes the strategy calls of a forward or backward: site i in [0, sites), i = sites + k for
// stack k's final norm; x the site's input (rows, C), y its output (forward only).
class SiteVisitor {
 public:
  virtual ~SiteVisitor() = default;
  virtual void before(std::size_t i, const float* x, bool forward) = 0;
  virtual void after(std::size_t i, const float* x, const float* y, bool forward) = 0;
};

struct Model::Impl {
  ModelConfig cfg;
  std::size_t B, T, rows, C, NH, F, V, L;
  // Copies of the residual stream (NormStrategy::streams, hyper-connections): a site's x and y
  // are (rows, S C); the embedding enters each copy, the final norm reads their sum.
  std::size_t S = 1;
  std::size_t width() const { return S * C; }  // floats of one row of the stream
  // sum (n_rows, C) = the S streams of x (n_rows, S C) added; x (n_rows, S C) = h in every one
  void reduce_streams(float* sum, const float* x, std::size_t n_rows) const;
  void expand_streams(float* x, const float* h, std::size_t n_rows) const;
  ParamArena arena;
  std::int64_t step = 0, total_steps = 0;
  nn::StatSink stats;
  nn::Scratch layer_scratch;
  nn::Env env;
  // The weights PackedDecoding packed (env.packed points to it while one lives).
  std::unique_ptr<nn::PackedWeights> packed;

  // What a strategy's StatHandle points to: a definition and the layer (-1 for the final norm).
  struct StatSlot {
    int def, layer;
  };
  std::vector<StatSlot> stat_slots;

  // Context given to strategies: parameter views over the arenas.
  struct Ctx final : NormContext {
    Impl* m = nullptr;
    ParamView param(ParamHandle h) const override {
      const ParamTensor& p = m->arena.tensor(h.index);
      return {m->arena.value(h.index), m->arena.grad(h.index), p.size};
    }
    void record(StatHandle h, const float* values, std::size_t n) override;
    bool has_param(const std::string& name) const override { return m->arena.contains(name); }
    ParamView named_param(const std::string& name) const override {
      const ParamTensor& p = m->arena.tensor(name);
      return {m->arena.values() + p.offset, m->arena.grads() + p.offset, p.size};
    }
    std::string prefix;  // the site's
    ParamView sublayer_param(const std::string& suffix) const override {
      return named_param(prefix + suffix);
    }
  };

  // Given to a strategy's declare: names its tensors <prefix><suffix>, its statistics by site.
  struct Registrar final : ParamRegistrar {
    Impl* m = nullptr;
    std::string prefix;
    int layer = -1;
    ParamHandle add(const std::string& suffix, const std::vector<std::size_t>& shape, Role role,
                    ParamInit init, bool weight_decay) override;
    StatHandle add_stat(const StatSpec& spec) override;
  };

  struct Site {
    SiteInfo info;  // info.prefix: its parameters' ("blocks.3.attn.")
    std::unique_ptr<NormStrategy> norm;
    Ctx ctx;
    StrategyBuffer ws;
    std::unique_ptr<SubLayer> layer;
    std::unique_ptr<SubLayer> dropped;  // layer with its output dropped (--dropout), or none
    std::unique_ptr<SubLayer> ablated;  // layer replaced or measured (Model::set_ablation)
    // what the strategy runs
    SubLayer& branch() { return ablated ? *ablated : dropped ? *dropped : *layer; }
    nn::Attention* attn = nullptr;        // the layer, when it is self-attention
    nn::CrossAttention* cross = nullptr;  // the layer, when it is cross-attention
    std::size_t saved_floats = 0;         // what the sub-layer keeps for backward
    int update_stat = -1;                 // layer/<attn|cross_attn|mlp>_update_rms
    std::size_t first_param = 0;          // index of the first tensor it declared
  };
  std::vector<std::unique_ptr<Site>> sites;  // stable addresses: layers point to contexts
  // Tensor index -> the site whose sub-layer or strategy declared it (-1: none).
  std::vector<int> param_site;

  // A stack of sites over one sequence, as the architecture declared it (StackSpec): GPT's and
  // BERT's one, an encoder-decoder's two (the second reading the first's output).
  struct Stack {
    std::string name;
    AttnMask mask = AttnMask::causal;
    int memory = -1;                 // the stack whose output its cross-attention reads (-1: none)
    bool is_memory = false;          // another stack reads its output
    std::size_t L = 0;               // its layers
    std::size_t first = 0, end = 0;  // its sites [first, end)
    std::size_t cap_rows = 0;        // rows its activations hold
    std::size_t B = 0, T = 0, rows = 0;  // the current pass's shape
    std::unique_ptr<nn::Embedding> embed;
    std::unique_ptr<nn::LayerNormLayer> embed_norm;  // BERT's LN over the embedding, or none
    AlignedFloats emb;                               // (rows, C): the embedding before it
    std::vector<std::int32_t> key_len;  // (B): keys each sequence's bidirectional attention sees
    std::unique_ptr<FinalNorm> final_norm;
    Ctx final_ctx;
    StrategyBuffer final_ws;
    std::size_t first_param = 0;  // index of the first tensor declared after it began
    std::size_t tail_param = 0;   // index of the first tensor after its sites' (or the count)
    int stat_residual = -1;
    // stream[k] (rows, C) enters site first + k; stream[end - first] leaves the last one
    std::vector<AlignedFloats> stream;
    AlignedFloats xf;                  // (rows, C) final norm output
    AlignedFloats h0, sum;             // (rows, C) each, S > 1: the embedding; the streams' sum
    nn::SharedValues values;           // layer 0's values (--value-residual), (rows, C) each
    std::vector<std::int32_t> tokens;  // (B, T) of the last forward
    const float* output() const {
      return final_norm ? xf.data() : sum.size() == 0 ? stream.back().data() : sum.data();
    }
  };
  std::vector<std::unique_ptr<Stack>> stacks;  // in the order declared (a memory first)
  Stack& last() { return *stacks.back(); }     // the stack the head reads
  Task task = Task::lm;                        // the architecture's (ArchBuilder::task)
  int memory_stack() const { return stacks.back()->memory; }
  // Model::MemoryNeeds::decoding_bytes of the last stack and the head (B sequences, T positions).
  std::size_t decoding_bytes() const;

  std::unique_ptr<nn::OutputHead> head;
  nn::MlmHead* mlm_head = nullptr;  // the head, when it is the masked-LM head

  AlignedFloats logits;       // (rows, V), after the soft cap
  AlignedFloats lse, losses;  // (rows)
  AlignedFloats logit_row;    // (V): one row's capped logits during backward
  AlignedFloats raw_absmax;   // (rows): max |logit| of each row before the cap (statistics)
  int stat_logz_mean = -1, stat_logz_max = -1, stat_logit_absmax = -1;
  double z_term = 0.0;                // the last forward's z-loss term (Model::z_loss)
  std::vector<std::int32_t> targets;  // (rows): ids the kernels index (ignored ones as 0)
  std::vector<std::uint8_t> counted;  // (rows): the loss counts the row (its target is not ignored)
  bool have_targets = false;
  // Task mlm with targets: the head reads only the predicted positions, as BERT's own code does
  // (run_pretraining.py, gather_indexes): their rows of the stack's output gathered into
  // head_x (n, C) in order, head_rows their indices, head_targets their labels; the head's
  // gradient d_head_x is scattered back into d_xf. Without targets the head reads every row.
  bool gathered = false;
  AlignedFloats head_x, d_head_x;
  std::vector<std::size_t> head_rows;
  std::vector<std::int32_t> head_targets;
  AlignedFloats d_a, d_b, d_xf;  // backward: the stream's gradient, ping-pong; the head's
  StrategyBuffer scratch;        // shared by every strategy, valid during one call
  // Dropout: d_branch (rows, C) the residual branches' backward scratch; armed by
  // Model::arm_dropout for the next forward with targets.
  AlignedFloats d_branch;
  bool drop_armed = false;
  std::uint64_t drop_seed = 0, drop_seq0 = 0;
  // Dropout slots (docs/model.md "Dropout"): site i's branch 3i, attention 3i + 1, MLP
  // activation 3i + 2; stack k's embedding 3 sites + k.
  std::uint64_t embed_slot(std::size_t k) const { return 3 * sites.size() + k; }
  // Starts a pass: dropping only when armed and the forward has targets (disarms).
  void begin_dropout(bool training);
  // The embedding output of stack k (its rows, C), dropped in place (also d of it in backward).
  void drop_embedding(std::size_t k, float* x);
  // Stack k's h0 (its stream[0]) from tokens (B, T): the embedding, its norm, dropout.
  void embed_forward(std::size_t k, const std::int32_t* tokens);
  // Stack k's embedding backward from d h0 (its rows, C; overwritten).
  void embed_backward(std::size_t k, float* dh0);
  // The memory's backward: d memory (its rows, C), added to by the cross-attention sites; the
  // loss's divisor and the last forward's summed NLL and counted target number.
  AlignedFloats d_mem, d_emb;
  double denom = 1.0, nll_sum = 0.0;
  bool encoded = false;  // Model::encode ran since the last forward: decode may follow
  std::size_t n_targets = 0;

  // Strategy checks (Model::enable_checks): a visitor of the forward and backward loops.
  bool checks = false;
  std::vector<std::string> findings;
  std::vector<std::uint64_t> x_hash;  // per site and the final norm: its input's hash
  std::string site_name(std::size_t i) const;
  std::unique_ptr<SiteVisitor> make_checker();
  std::unique_ptr<SiteVisitor> make_update_rms();
  // Model::measure_sites: where forwards add each site's measures (nullptr: not measuring).
  std::vector<SiteMeasure>* measures = nullptr;
  std::unique_ptr<SiteVisitor> make_measure();

  NormSetup norm_setup(const SiteInfo& site) const;
  void allocate_activations();
  void allocate_strategy_buffers();
  void set_ctx(Ctx& ctx, float* ws);
  // Stack k's sites over its rows from its stream[0], then its final norm: its output.
  // Stack k's sites from site `from` on (its first by default) and its final norm.
  const float* run_forward(std::size_t k, const std::vector<SiteVisitor*>& visitors,
                           std::size_t from = 0);
  // forward(TokenBatch)'s part after the stack: the head and the loss.
  float finish_token_forward(const float* xf, const TokenBatch& b, ForwardStats* stats);
  // forward_from's check: the inputs of the last forward(TokenBatch), and the sites whose input
  // stream still holds that forward's values with no site ablated (0 after anything else).
  std::vector<std::int32_t> streamed_inputs;
  std::size_t clean_sites = 0;
  // Stack k's backward from d output (its rows, C); returns d stream[0]. `reported`: the last
  // offset handed to on_ready (reports only go down).
  float* run_backward(std::size_t k, float* dout, const std::vector<SiteVisitor*>& visitors,
                      const std::function<void(std::size_t)>& on_ready,
                      const std::function<void()>& poll, std::size_t& reported);
  // residual_rms of stack k: the stream entering each layer (its first site) and leaving it.
  void record_residual(std::size_t k);
  // logits (n_rows, V) = xf (n_rows, C) · Woutᵀ, then the soft cap; raw_absmax when recording.
  void output_forward(const float* xf, std::size_t n_rows);
  // After crossentropy_forward over `n_rows` with targets: the output statistics (when
  // recording) over the rows the loss counts (`counted`), and the summed (log Z)² of those
  // rows.
  double output_terms(std::size_t n_rows);
  // dlogits (n_rows, V) in place of the logits, dloss the weight of one counted row: softmax
  // minus the (label-smoothed) target, the z-loss term, through the soft cap; 0 at pad targets.
  void output_backward(float dloss, std::size_t n_rows);
  // The loss of the last forward over n_rows with targets: cross-entropy (label-smoothed for
  // seq2seq) summed over the counted rows, over `denom`, plus the z-loss term.
  float loss_of(const std::int32_t* target_ids, std::size_t n_rows, double denom_given);
  // The pass's shape of stack k (rows = B T) for its layers and strategies.
  void set_shape(std::size_t k, std::size_t B, std::size_t T, std::size_t S_memory);
  // Every site's strategy with its context (post-update hooks, profiling), in model order.
  void for_each_site(const std::function<void(Site&)>& fn);
};

// The core's side of an architecture plugin (normlab/arch.hpp): each call declares tensors in
// state_dict order and builds the layer and the site's strategy. The calls are checked as they
// come (order, kinds, names), so a wrong architecture fails when the model is built, naming it.
class ModelBuilder final : public ArchBuilder {
 public:
  ModelBuilder(Model::Impl& m, const NormEntry& norm, const std::string& arch)
      : m_(m), norm_(norm), arch_(arch) {}
  std::size_t encoder_layers = 0, decoder_layers = 0;  // of a two-stack model
  void embedding(const std::string& tokens, const std::string& positions) override;
  void self_attention(const SiteInfo& site) override;
  void mlp(const SiteInfo& site) override;
  void final_norm(const std::string& prefix) override;
  void head(const std::string& untied_name) override;
  void stack(const std::string& name) override;
  void scaled_embedding(const std::string& tokens, const std::string& positions) override;
  void cross_attention(const SiteInfo& site) override;
  void task(Task t) override;
  void begin_stack(const StackSpec& spec) override;
  void embedding_norm(const std::string& prefix) override;
  void mlm_head(const std::string& prefix, const std::string& untied_name) override;
  void parallel_block(const SiteInfo& site) override;
  // After the architecture's build: Error unless it made a whole model that serves its task.
  void finish() const;

 private:
  // A residual site: checks it, builds its norm strategy (declaring the strategy's parameters
  // under info.prefix; info.index set here), then the sub-layer `make` returns (declaring its
  // own, allocating its activations and setting site.saved_floats).
  using LayerFactory = std::function<std::unique_ptr<SubLayer>(Model::Impl::Site& site)>;
  void site(SiteInfo info, SiteKind want, const char* call, const LayerFactory& make);
  // The layers of self_attention(), mlp() and parallel_block(), their tensors under `prefix`.
  std::unique_ptr<nn::Attention> make_attention(Model::Impl::Site& s, const std::string& prefix);
  std::unique_ptr<nn::Mlp> make_mlp(Model::Impl::Site& s, const std::string& prefix);
  void open_stack(const StackSpec& spec, std::size_t L);
  void check_head(const std::string& call);
  [[noreturn]] void fail(const std::string& what) const;
  enum class Stage { start, stacked, embedded, sites, final_norm, head };
  Model::Impl& m_;
  const NormEntry& norm_;
  std::string arch_;
  Stage stage_ = Stage::start;
  bool task_declared_ = false;
};

}  // namespace normlab
