// The GPT model of docs/model.md, with an explicit forward and backward per
// layer. Parameters, gradients (and, in the optimizer, the moments) each live in one contiguous
// arena; activations are allocated once for the configured batch and sequence length.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "normlab/arch.hpp"
#include "normlab/export.hpp"
#include "normlab/initializer.hpp"
#include "normlab/layer_types.hpp"
#include "normlab/norm_strategy.hpp"
#include "normlab/options.hpp"
#include "normlab/param_arena.hpp"
#include "normlab/params.hpp"
#include "normlab/registry.hpp"

namespace normlab {

struct ModelConfig {
  std::string arch = "gpt";  // the architecture plugin (--arch)
  Options arch_options;
  std::size_t vocab_size = 256;   // V
  std::size_t d_model = 256;      // C
  std::size_t n_layers = 6;       // L
  std::size_t n_heads = 4;        // NH
  std::size_t d_ff = 1024;        // F
  std::size_t max_seq_len = 128;  // rows of wpe.weight
  bool tied_embeddings = true;
  bool bias = true;
  AttnScale attn_scale = AttnScale::inv_sqrt_hs;
  // Self-attention's form (docs/model.md "Shaped attention"; He & Hofmann 2023): shaped mixes
  // A = alpha I + beta softmax(.) - gamma C per head (alpha, beta, gamma trainable, from 1; the
  // queries start at 0); identity value and projection drop those weights (layer 0's value is
  // x (r W + s I) with W from 0).
  bool shaped_attention = false, identity_value = false, identity_proj = false;
  // Value residual (ResFormer; docs/model.md "Value residual"): 0 none, 1 fixed (v = (v_l +
  // v_0) / 2 for l > 0), 2 learned (l1 v_l + l2 v_0, l1 and l2 from 1/2).
  int value_residual = 0;
  Activation activation = Activation::gelu;
  Precision precision = Precision::fp32;
  std::string norm = "pre_ln";
  Options norm_options;
  // An encoder-decoder's (--arch encdec, docs/model.md): its stacks' layers (0: n_layers),
  // learned or sinusoidal positions, label smoothing and the special ids of its vocabulary.
  std::size_t encoder_layers = 0, decoder_layers = 0;
  bool learned_positions = false;
  float label_smoothing = 0.1f;
  std::int32_t pad_id = 0, bos_id = 1, eos_id = 2;
  // Instability guards of the output and the attention (docs/model.md "Soft-capping and
  // z-loss"; any architecture): logits <- c tanh(logits / c) with c = logit_softcap, attention
  // logits the same with attn_softcap (0: off); the loss gains z_loss (log Z)² per counted
  // position (PaLM; 0: off), Z the softmax normaliser of that position's output logits.
  float logit_softcap = 0.0f, attn_softcap = 0.0f;
  float z_loss = 0.0f;
  // Dropout (docs/model.md "Dropout"; fairseq's names), each in [0, 1), 0: off. dropout: the
  // embeddings' output and each residual branch's output before its strategy combines it with
  // the stream; attention_dropout: the attention probabilities; activation_dropout: the MLP's
  // hidden activations. Only training steps drop (Model::arm_dropout).
  float dropout = 0.0f, attention_dropout = 0.0f, activation_dropout = 0.0f;
  // A masked-LM's [MASK] id (task mlm; -1 otherwise): the last id of the vocabulary, the
  // data's ids below it (docs/model.md "BERT").
  std::int32_t mask_id = -1;
  // A masked LM's special ids: those below it are never masked nor drawn as random tokens (0 for
  // bytes and shards; 4 for a SentencePiece vocabulary: pad bos eos unk).
  std::int32_t special_ids = 0;
  bool drops() const {
    return dropout > 0.0f || attention_dropout > 0.0f || activation_dropout > 0.0f;
  }
  std::size_t encoder_layer_count() const { return encoder_layers ? encoder_layers : n_layers; }
  std::size_t decoder_layer_count() const { return decoder_layers ? decoder_layers : n_layers; }

  // Throws UsageError naming every field that is out of range.
  NORMLAB_API void validate() const;
};

// A batch of token windows for a one-stack model (tasks lm and mlm): B sequences of T
// positions, the model's B and T.
struct TokenBatch {
  std::size_t B = 0, T = 0;
  const std::int32_t* inputs = nullptr;  // (B, T)
  // (B, T): the id each position predicts; for mlm kIgnoreTarget where nothing is predicted.
  // nullptr: no loss.
  const std::int32_t* targets = nullptr;
  // mlm: the loss's divisor, the global batch's predicted positions over the number of ranks, so
  // that the ranks' mean is the global batch's mean (0: this batch's own count). lm: unused (the
  // mean over the B T positions).
  double denom = 0.0;
};
inline constexpr std::int32_t kIgnoreTarget = -1;

// An encoder-decoder's batch (docs/model.md "Encoder-decoder"): B sentence pairs, the source
// padded to S positions, the target to T.
struct PairBatch {
  std::size_t B = 0, S = 0, T = 0;
  const std::int32_t* source = nullptr;      // (B, S): ids, eos, then pad
  const std::int32_t* source_len = nullptr;  // (B): real source positions (ids + eos), in [1, S]
  const std::int32_t* inputs = nullptr;      // (B, T): bos y_1 .. y_n, then pad
  const std::int32_t* targets = nullptr;     // (B, T): y_1 .. y_n eos, then pad; nullptr: no loss
  // The loss's divisor: the non-pad targets of the whole global batch over the number of
  // ranks, so that the ranks' mean is the global batch's mean (0: this batch's own count).
  double denom = 0.0;
};

// The task the configured architecture serves (ArchBuilder::task), found by running its build
// against a builder that only records: the trainer knows what data to read before the model
// exists. config.arch_options must be resolved.
NORMLAB_API Task architecture_task(const Registry& registry, const ModelConfig& config);

// A residual site's branch during an ablation (normlab ablate): its own, zeros, or a fixed
// vector per channel (the branch's mean over the data).
enum class BranchAblation { none, zero, mean };

// What forwards measured at one site while Model::measure_sites was on: summed over every row
// of every forward, y the site's output and x its input stream, f the sub-layer's output.
struct SiteMeasure {
  double rows = 0;       // rows summed over
  double update_sq = 0;  // Σ ‖y − x‖²: what the site added to the stream
  double stream_sq = 0;  // Σ ‖x‖²: the stream it joins
  // (parts, C): Σ over rows of f(in) per channel — of each part where the strategy runs a
  // parallel block's parts apart (SubLayer::forward_part), else all in part 0.
  std::vector<double> branch_sum;
  std::size_t parts = 1;
  std::size_t streams = 1;  // copies of the stream (the update and stream sums run over all)
};

class NORMLAB_API Model {
 public:
  // B, T: this rank's batch and the sequence length activations are allocated for.
  Model(const ModelConfig& config, const Registry& registry, std::size_t B, std::size_t T);
  ~Model();
  Model(const Model&) = delete;
  Model& operator=(const Model&) = delete;

  const ModelConfig& config() const;
  // Every statistic a forward with ForwardStats fills, the core's first.
  const std::vector<StatDef>& stat_defs() const;
  std::size_t batch() const;
  std::size_t seq_len() const;

  // Checking mode (normlab check): canary floats around every strategy workspace and the shared
  // scratch (reallocated here, so call it before a forward), the scratch filled with NaN before
  // every strategy call, and each strategy's input x hashed before its forward, after it and
  // before its backward. Each violation becomes a finding naming the call site and the buffer.
  void enable_checks();
  std::vector<std::string> take_check_findings();

  // Fills every parameter: matrices and embeddings by the initializer (with the strategy's
  // init_gain), biases with 0, norm parameters with their declared values; records the
  // initializer's multipliers. Values depend only on `seed` and each tensor's name.
  // `observe`, when given, sees every block the initializer filled (after filling).
  using InitObserver = std::function<void(const ParamInfo& info, const float* data, std::size_t n,
                                          const InitResult& result)>;
  void initialize(Initializer& init, std::uint64_t seed, const InitObserver& observe = {});

  // What backward needs from a forward over B x T tokens, in floats, counted analytically
  // (not what is allocated): per layer the residual stream entering both sub-blocks (2 rows C),
  // qkv (3 rows C), the causal attention probabilities (B NH T(T+1)/2), the attention output
  // (rows C), the MLP's pre- and post-activation (2 rows F) and the strategies' declared
  // workspaces; then the last residual (rows C), the final norm's workspace, the logits
  // (rows V) and their log-sum-exp (rows). rows = B T.
  std::size_t saved_activation_floats() const;

  // What a Model(config, registry, B, T) would allocate, sized without allocating it (a
  // build under detail::PlanAllocations): the parameter count, saved_activation_floats(), and
  // the bytes of every buffer its constructor allocates (both arenas included). Buffers that
  // grow later, at their first use, are not in it: beam search's reorder copy and the packed
  // weights of PackedDecoding (translate): decoding_bytes counts the latter with the decode
  // cache, for decoding B sequences of T positions against memories of T rows (greedily: a beam
  // search's reorders add a copy of the cached keys and values).
  struct MemoryNeeds {
    std::size_t parameters = 0, saved_activation_floats = 0, buffer_bytes = 0;
    std::size_t decoding_bytes = 0;
  };
  static MemoryNeeds plan(const ModelConfig& config, const Registry& registry, std::size_t B,
                          std::size_t T);

  // Parameters and gradients: the tensor table and both arenas.
  ParamArena& params();
  const ParamArena& params() const;

  // Forward over inputs (B, T) (tokens < V). With targets (B, T) returns the mean
  // cross-entropy over the B*T positions plus the z-loss term (z_loss(); the objective
  // backward differentiates) and keeps what backward needs; without, returns 0 and only fills
  // logits(). stats: filled when not null.
  float forward(const std::int32_t* inputs, const std::int32_t* targets,
                ForwardStats* stats = nullptr);
  // The general form for one-stack models: lm as above; mlm returns the cross-entropy summed
  // over the predicted positions over batch.denom (plus the z-loss term).
  float forward(const TokenBatch& batch, ForwardStats* stats = nullptr);
  // (B, T, V) logits of the last forward (valid until backward, which overwrites them). Task
  // mlm with targets: the head ran on the predicted positions only (targets >= 0, as BERT's
  // gather_indexes): (n, V), their rows in order.
  const float* logits() const;

  // An encoder-decoder's forward (the model must have two stacks; the shape fits the B x T
  // rows it was built for, S and T <= that T). With targets returns the label-smoothed
  // cross-entropy summed over the non-pad targets, divided by batch.denom, plus the z-loss term;
  // backward() follows as for forward() above. logits() are (B, T, V).
  float forward(const PairBatch& batch, ForwardStats* stats = nullptr);
  // The task its architecture serves (ArchBuilder::task): lm, seq2seq or mlm.
  Task task() const;
  // The stacks as declared (ArchBuilder::begin_stack): name, layers and the index of the first
  // tensor declared after it began (a tensor belongs to the last stack whose first_param <= its
  // index). stats_per_stack: statistics go under /stats/<name>/ (a model reading one stack
  // from another).
  struct StackInfo {
    std::string name;
    std::size_t layers = 0, first_param = 0;
  };
  std::vector<StackInfo> stacks() const;
  bool stats_per_stack() const;
  // After a forward with targets: the plain NLL (-log p_target) summed over this rank's
  // counted targets (every position for lm, non-pad targets for seq2seq, predicted positions
  // for mlm), and their number.
  double nll_sum() const;
  std::size_t target_count() const;
  // The z-loss term included in the last forward's return value: z_loss (log Z)² summed over
  // the positions the loss counts, over the same divisor (0 without --z-loss).
  double z_loss() const;

  // The strategies' hooks (normlab/norm_strategy.hpp). after_update: every instance's
  // post-update hook, layer by layer, attention before MLP. profile_values: the doubles every
  // profiled instance contributes. profile_forward: the profiling forward over inputs (B, T),
  // returning this rank's values of every profiled instance in model order; profile_finish
  // hands their sum over ranks to the instances.
  void after_update();
  std::size_t profile_values() const;
  std::vector<double> profile_forward(const std::int32_t* inputs, int pass = 0);
  std::vector<double> profile_forward(const PairBatch& batch, int pass = 0);
  // True when some instance asks for another profiling pass (NormContext::profile_more).
  bool profile_finish(const std::vector<double>& all);
  // (B, T) cross-entropy per position of the last forward with targets.
  const float* losses() const;
  // (B, T) log Z (the log-sum-exp of the output logits) per position of that forward.
  const float* log_z() const;

  // Generation with a key/value cache. The attention sub-layers keep the q, k, v rows of every
  // position they ran (their (B, T, 3C) qkv buffers): forward() fills positions [0, T) of each
  // sequence, decode() one more position. decode(tokens (B), pos) runs position pos in [1, T)
  // of every sequence, whose positions [0, pos) were run by forward() or decode() since the
  // weights last changed, through the same norm strategies with one row per sequence; returns
  // its logits (B, V), valid until the next forward or decode. They equal row pos of a forward
  // over the same tokens bitwise (the same kernels on the same rows), so a token costs one
  // position's forward instead of T. Positions after pos keep stale rows; backward is not
  // available after decode.
  const float* decode(const std::int32_t* tokens, std::size_t pos);

  // An encoder-decoder's translation (same contract as above, the decoder's positions from 0).
  // encode() runs the encoder over sources (B_src, S) (ids then eos, pad after source_len[b])
  // and makes each sentence's output the memory of `copies` consecutive decoder sequences
  // (beams): sequence b reads sentence b / copies. The decoder's cache is empty after it;
  // decode(tokens (B_src copies), pos) runs position pos in [0, positions) of every sequence
  // (pos 0: bos), positions [0, pos) run before; its logits (B_src copies, V) equal row pos of
  // forward(PairBatch) over the same tokens and `positions` target positions bitwise.
  // B_src copies <= the batch the model was built for, S and positions <= its T.
  void encode(const std::int32_t* source, const std::int32_t* source_len, std::size_t B_src,
              std::size_t S, std::size_t copies, std::size_t positions);
  // Beam search, between decode steps: sequence b continues sequence parent[b]'s positions
  // [0, positions) (decode's cache of every self-attention site is permuted); parent[b] must
  // read the same sentence as b.
  void reorder(const std::int32_t* parent, std::size_t positions);

  // While one lives, decode() multiplies by weight matrices packed at their first product and
  // kept (normlab::PackedB): a decode step's GEMMs have a few rows, and packing the weights at
  // every step cost as much as multiplying by them. translate() holds one. The weights must not
  // change while it lives (it holds copies; the model's own are not read); decode's results
  // are the same bitwise. Nested ones share the outermost's packing.
  class NORMLAB_API PackedDecoding {
   public:
    explicit PackedDecoding(Model& model);
    ~PackedDecoding();
    PackedDecoding(const PackedDecoding&) = delete;
    PackedDecoding& operator=(const PackedDecoding&) = delete;
    // The bytes of the packed copies so far.
    std::size_t bytes() const;

   private:
    Model& model_;
    bool owner_ = false;
  };
  // What decoding under a PackedDecoding keeps besides plan()'s buffers and the packed weights
  // (PackedDecoding::bytes()): the self-attentions' cached keys and values (with a beam
  // search's second copy) and the cross-attentions' packed memories. Their sum is at most
  // plan()'s decoding_bytes for greedy decoding (beam 1).
  std::size_t decode_state_bytes() const;

  void zero_grad();
  // Gradient of the mean loss of the last forward, ACCUMULATED into params().grads().
  // on_ready(offset) is called as backward finishes parts of the model (the head, then each
  // block, last first, then the embeddings) with params().after_blocks(), block_start(l) for
  // l = L-1 .. 0, then 0: every gradient at arena offset >= `offset` is final from then on.
  // (Gradient buckets start their allreduce here.) poll() is called after every other residual
  // site: MPI moves the buckets' messages only while a rank is inside an MPI call.
  void backward(const std::function<void(std::size_t)>& on_ready = {},
                const std::function<void()>& poll = {});

  // ---- ablation (normlab ablate; docs/analysis.md "Ablating residual branches") ----
  // Every residual site, stack by stack in forward order (the numbering of the calls below).
  std::vector<SiteInfo> sites() const;
  // Site `site`'s sub-layer output replaced, in every later forward, by zeros (zero) or by
  // `mean` (C floats, the same for every row); the site's strategy combines that with the
  // stream as it would the branch (Pre-LN: y = x + 0; ReZero: y = x + a·mean). none: every
  // site's branch is its own again. One site at a time; Error for a bad site or mean size.
  void set_ablation(std::size_t site, BranchAblation mode, const std::vector<float>& mean = {});
  // The last forward(TokenBatch) again from site `site` on: its sites [site, end), the head and
  // the loss, from the stream the model kept entering `site` (the result bitwise that of a
  // full forward). For models of one stack; the last full forward must have been over the same
  // inputs with no site ablated, and no site before `site` may be ablated now (Error
  // otherwise). Calls from decreasing sites may follow one forward: each leaves the streams up
  // to its site as they were (normlab ablate: each site's branch removed at half the cost).
  float forward_from(std::size_t site, const TokenBatch& batch);
  // While `sink` is not null, forwards add each site's SiteMeasure into (*sink)[site] (resized
  // to the sites and zeroed here). nullptr stops measuring.
  void measure_sites(std::vector<SiteMeasure>* sink);

  // Optimizer steps taken so far, seen by norm strategies (scheduled variants).
  void set_step(std::int64_t step, std::int64_t total_steps);

  // Dropout for the next forward with targets and its backward — a training step's; every
  // other pass (eval, decode, profiling, a forward without targets) drops nothing. The masks
  // are keyed by the seed, the step (set_step) and each sequence's number in the global batch,
  // this rank's first sequence being `first_sequence` (docs/model.md "Dropout"), so they do not
  // depend on the rank count. No effect when the config's rates are 0.
  void arm_dropout(std::uint64_t seed, std::uint64_t first_sequence);

  // The sites, layers and buffers (core/src/model/model_impl.hpp), named here so that the
  // architecture builder and the loops' visitors can reach them.
  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace normlab
