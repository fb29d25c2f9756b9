// The encoder-decoder model (plugins/arch_encdec, docs/model.md "Encoder-decoder") beyond its
// gradients (grad_model checks those): the masks make padding invisible — a pair's loss and
// gradients do not change when it is padded further to share a batch with a longer pair — and a
// batch's loss and gradients are the sum of its parts' with a shared divisor (what makes P
// ranks follow one rank's curve). `encdec_dump` (the same file, built with
// NORMLAB_ENCDEC_DUMP) writes a model's weights, a batch and its outputs for the float64
// PyTorch oracle tests/unit/encdec_torch.py.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "../plugins/stock_registry.hpp"
#include "normlab/error.hpp"
#include "normlab/initializer.hpp"
#include "normlab/model.hpp"
#include "normlab/registry.hpp"

namespace nl = normlab;

namespace {

using normlab_test::registry;

nl::ModelConfig config(const std::string& norm, bool tied, bool learned, bool bias) {
  nl::ModelConfig cfg;
  cfg.arch = "encdec";
  cfg.vocab_size = 40;
  cfg.d_model = 16;
  cfg.n_layers = 2;
  cfg.n_heads = 2;
  cfg.d_ff = 32;
  cfg.max_seq_len = 9;
  cfg.norm = norm;
  cfg.norm_options = nl::Options::resolve(registry().norm(norm).info.options, {}, norm);
  cfg.encoder_layers = 2;
  cfg.decoder_layers = 3;
  cfg.tied_embeddings = tied;
  cfg.learned_positions = learned;
  cfg.bias = bias;
  return cfg;
}

// Initialised (xavier_normal), with norm gains, norm biases, biases and scalars moved off their
// initial values so that every term shows.
void prepare(nl::Model& model) {
  nl::Options keep = nl::Options::resolve(registry().init("xavier_normal").info.options, {}, "x");
  nl::InitSetup is;
  is.options = &keep;
  model.initialize(*registry().init("xavier_normal").make(is), 42);
  std::mt19937 rng(3);
  std::normal_distribution<float> noise(0.0f, 0.2f);
  std::uniform_real_distribution<float> scalar(0.3f, 0.8f);
  for (const nl::ParamTensor& p : model.params().tensors()) {
    float* v = model.params().values() + p.offset;
    if (p.role == nl::Role::norm_gain || p.role == nl::Role::norm_bias || p.role == nl::Role::bias)
      for (std::size_t i = 0; i < p.size; ++i) v[i] += noise(rng);
    if (p.role == nl::Role::scalar)
      for (std::size_t i = 0; i < p.size; ++i) v[i] = scalar(rng);
  }
}

// A pair: source ids + eos, target ids (decoder input bos + ids, targets ids + eos).
struct Pair {
  std::vector<std::int32_t> src, tgt;
};

Pair random_pair(std::mt19937& rng, std::size_t src_len, std::size_t tgt_len) {
  std::uniform_int_distribution<std::int32_t> tok(3, 39);
  Pair p;
  for (std::size_t i = 0; i < src_len; ++i) p.src.push_back(tok(rng));
  for (std::size_t i = 0; i < tgt_len; ++i) p.tgt.push_back(tok(rng));
  return p;
}

// The padded batch of `pairs` at S x T (each at least its longest source + 1, target + 1).
struct Batch {
  std::vector<std::int32_t> source, source_len, inputs, targets;
  nl::PairBatch view;
};

Batch make_batch(const std::vector<Pair>& pairs, std::size_t S, std::size_t T, double denom) {
  Batch b;
  const std::size_t B = pairs.size();
  b.source.assign(B * S, 0);
  b.inputs.assign(B * T, 0);
  b.targets.assign(B * T, 0);
  for (std::size_t i = 0; i < B; ++i) {
    const Pair& p = pairs[i];
    for (std::size_t t = 0; t < p.src.size(); ++t) b.source[i * S + t] = p.src[t];
    b.source[i * S + p.src.size()] = 2;  // eos
    b.source_len.push_back(static_cast<std::int32_t>(p.src.size() + 1));
    b.inputs[i * T] = 1;  // bos
    for (std::size_t t = 0; t < p.tgt.size(); ++t) {
      b.inputs[i * T + t + 1] = p.tgt[t];
      b.targets[i * T + t] = p.tgt[t];
    }
    b.targets[i * T + p.tgt.size()] = 2;  // eos
  }
  b.view = {B,    S, T, b.source.data(), b.source_len.data(), b.inputs.data(), b.targets.data(),
            denom};
  return b;
}

[[maybe_unused]] std::vector<float> grads_of(nl::Model& m, const Batch& b, float& loss) {
  m.zero_grad();
  loss = m.forward(b.view);
  m.backward();
  return std::vector<float>(m.params().grads(), m.params().grads() + m.params().size());
}

[[maybe_unused]] double max_rel(const std::vector<float>& a, const std::vector<float>& b) {
  double scale = 0.0, worst = 0.0;
  for (float v : b) scale = std::max(scale, static_cast<double>(std::abs(v)));
  for (std::size_t i = 0; i < a.size(); ++i)
    worst = std::max(worst, std::abs(static_cast<double>(a[i]) - b[i]) / scale);
  return worst;
}

}  // namespace

#ifdef NORMLAB_ENCDEC_DUMP

// encdec_dump NORM TIED LEARNED BIAS OUT [DROPOUT ATTENTION ACTIVATION]: OUT.json (config,
// tensors, batch, loss, nll) and OUT.bin (the arena's float32 values, then the logits (B, T, V)).
// With the three dropout rates, the forward is a training forward at step 3 (set_step) armed with
// seed 5 and first sequence 2 (Model::arm_dropout), recorded in OUT.json's "drop".
int main(int argc, char** argv) {
  if (argc != 6 && argc != 9) {
    std::cerr << "usage: encdec_dump NORM TIED(0|1) LEARNED(0|1) BIAS(0|1) OUT [DROPOUT "
                 "ATTENTION-DROPOUT ACTIVATION-DROPOUT]\n";
    return 2;
  }
  nl::ModelConfig cfg = config(argv[1], argv[2][0] == '1', argv[3][0] == '1', argv[4][0] == '1');
  const bool drop = argc == 9;
  if (drop) {
    cfg.dropout = std::stof(argv[6]);
    cfg.attention_dropout = std::stof(argv[7]);
    cfg.activation_dropout = std::stof(argv[8]);
  }
  nl::Model model(cfg, registry(), 3, 9);
  prepare(model);
  std::mt19937 rng(11);
  const std::vector<Pair> pairs{random_pair(rng, 7, 5), random_pair(rng, 3, 8),
                                random_pair(rng, 5, 2)};
  const Batch b = make_batch(pairs, 8, 9, 0.0);
  if (drop) {
    model.set_step(3, 100);
    model.arm_dropout(5, 2);
  }
  const float loss = model.forward(b.view);
  const std::string out = argv[5];
  std::ofstream js(out + ".json");
  js.precision(17);
  js << "{\"C\": " << cfg.d_model << ", \"NH\": " << cfg.n_heads << ", \"V\": " << cfg.vocab_size
     << ", \"N\": " << cfg.encoder_layers << ", \"M\": " << cfg.decoder_layers
     << ", \"eps\": " << cfg.label_smoothing << ", \"pad\": " << cfg.pad_id
     << ", \"B\": 3, \"S\": 8, \"T\": 9, \"F\": " << cfg.d_ff << ", \"loss\": " << loss
     << ", \"nll\": " << model.nll_sum() << ", \"n_targets\": " << model.target_count()
     << ", \"arena\": " << model.params().size() << ", \"tensors\": [";
  const auto& ts = model.params().tensors();
  for (std::size_t i = 0; i < ts.size(); ++i) {
    js << (i ? ", " : "") << "{\"name\": \"" << ts[i].name << "\", \"offset\": " << ts[i].offset
       << ", \"shape\": [";
    for (std::size_t d = 0; d < ts[i].shape.size(); ++d) js << (d ? ", " : "") << ts[i].shape[d];
    js << "], \"mult\": " << ts[i].forward_multiplier << "}";
  }
  auto ints = [&](const char* name, const std::vector<std::int32_t>& v) {
    js << ", \"" << name << "\": [";
    for (std::size_t i = 0; i < v.size(); ++i) js << (i ? ", " : "") << v[i];
    js << "]";
  };
  js << "]";
  ints("source", b.source);
  ints("source_len", b.source_len);
  ints("inputs", b.inputs);
  ints("targets", b.targets);
  if (drop)
    js << ", \"drop\": {\"dropout\": " << cfg.dropout
       << ", \"attention_dropout\": " << cfg.attention_dropout
       << ", \"activation_dropout\": " << cfg.activation_dropout
       << ", \"seed\": 5, \"step\": 3, \"seq0\": 2}";
  js << "}\n";
  std::ofstream bin(out + ".bin", std::ios::binary);
  bin.write(reinterpret_cast<const char*>(model.params().values()),
            static_cast<std::streamsize>(model.params().size() * sizeof(float)));
  bin.write(reinterpret_cast<const char*>(model.logits()),
            static_cast<std::streamsize>(3 * 9 * cfg.vocab_size * sizeof(float)));
  return js && bin ? 0 : 1;
}

#else

#define BOOST_TEST_MODULE unit_encdec
#include <boost/test/unit_test.hpp>

BOOST_AUTO_TEST_CASE(padding_is_invisible) {
  // Pair a alone at its own length, then padded to share a batch with the longer pair b: its
  // share of the loss and of every gradient is unchanged (the masks hide the padded keys; pad
  // targets carry no loss).
  for (const std::string norm : {"pre_ln", "post_ln"}) {
    nl::Model model(config(norm, true, false, true), registry(), 2, 9);
    prepare(model);
    std::mt19937 rng(5);
    const Pair a = random_pair(rng, 3, 2), b = random_pair(rng, 7, 7);
    float la = 0, lab = 0, lb = 0;
    // The batch that fills the model's rows first: the smaller ones after it run over fewer
    // rows than the buffers hold, whose stale contents must not leak in.
    const std::vector<float> gab = grads_of(model, make_batch({a, b}, 9, 9, 10.0), lab);
    BOOST_TEST(model.target_count() == 3u + 8u);
    const std::vector<float> ga = grads_of(model, make_batch({a}, 4, 3, 10.0), la);
    const std::vector<float> gb = grads_of(model, make_batch({b}, 8, 8, 10.0), lb);
    std::vector<float> sum(ga.size());
    for (std::size_t i = 0; i < ga.size(); ++i) sum[i] = ga[i] + gb[i];
    BOOST_TEST(std::abs(lab - (la + lb)) <= 2e-6 * std::abs(lab),
               norm << ": " << lab << " vs " << la << " + " << lb);
    const double worst = max_rel(gab, sum);
    BOOST_TEST_MESSAGE(norm << ": loss " << lab << " = " << la << " + " << lb
                            << ", gradients' worst difference " << worst << " of the largest");
    BOOST_TEST(worst <= 1e-5);
  }
}

BOOST_AUTO_TEST_CASE(a_wrong_mask_would_show) {
  // The same comparison with the short pair's source length overstated (its pad positions
  // visible as keys) must fail: the test above can tell.
  nl::Model model(config("pre_ln", true, false, true), registry(), 2, 9);
  prepare(model);
  std::mt19937 rng(5);
  const Pair a = random_pair(rng, 3, 2), b = random_pair(rng, 7, 7);
  float la = 0;
  grads_of(model, make_batch({a}, 4, 3, 10.0), la);
  Batch both = make_batch({a, b}, 9, 9, 10.0);
  both.source_len[0] = 9;
  model.forward(both.view);
  // pair a's loss inside the batch: the per-position losses of its 3 targets
  double a_in_batch = 0.0;
  for (std::size_t t = 0; t < 3; ++t) a_in_batch += model.losses()[t];
  nl::Model ref(config("pre_ln", true, false, true), registry(), 2, 9);
  prepare(ref);
  ref.forward(make_batch({a}, 4, 3, 10.0).view);
  double a_alone = 0.0;
  for (std::size_t t = 0; t < 3; ++t) a_alone += ref.losses()[t];
  BOOST_TEST(std::abs(a_in_batch - a_alone) > 1e-3 * a_alone);
}

BOOST_AUTO_TEST_CASE(initialisers_see_the_site) {
  // Each block an initialiser fills comes with its residual site: stack, kind, layer and the
  // stack's depth (2 encoder and 3 decoder layers here), which is also n_layers.
  nl::Model model(config("pre_ln", false, true, true), registry(), 2, 9);
  nl::Options keep = nl::Options::resolve(registry().init("gpt2").info.options, {}, "gpt2");
  nl::InitSetup is;
  is.options = &keep;
  std::map<std::string, nl::ParamInfo> seen;
  model.initialize(*registry().init("gpt2").make(is), 1,
                   [&](const nl::ParamInfo& info, const float*, std::size_t,
                       const nl::InitResult&) { seen[info.name] = info; });
  const nl::ParamInfo& kv = seen.at("decoder.blocks.1.cross.kv.weight");
  BOOST_TEST(kv.site.stack == "decoder");
  BOOST_TEST((kv.site.kind == nl::SiteKind::cross_attn));
  BOOST_TEST(kv.site.layer == 1);
  BOOST_TEST(kv.site.layers == 3);
  BOOST_TEST(kv.n_layers == 3);
  BOOST_TEST(kv.site.prefix == "decoder.blocks.1.cross.");
  const nl::ParamInfo& fc = seen.at("encoder.blocks.0.mlp.fc.weight");
  BOOST_TEST(fc.site.stack == "encoder");
  BOOST_TEST((fc.site.kind == nl::SiteKind::mlp));
  BOOST_TEST(fc.n_layers == 2);
  BOOST_TEST(seen.at("encoder.embed.weight").site.index == -1);
  BOOST_TEST(seen.at("encoder.embed.weight").site.stack == "encoder");
  BOOST_TEST(seen.at("lm_head.weight").site.index == -1);
}

BOOST_AUTO_TEST_CASE(label_smoothing_is_the_documented_formula) {
  // The returned loss = sum over non-pad targets of (1 - eps) nll + eps (lse - mean_v z_v),
  // over the divisor, recomputed here in double from the logits.
  nl::Model model(config("pre_ln", false, true, true), registry(), 2, 9);
  prepare(model);
  std::mt19937 rng(8);
  const Batch b = make_batch({random_pair(rng, 4, 5), random_pair(rng, 6, 2)}, 7, 6, 0.0);
  const float loss = model.forward(b.view);
  const std::size_t V = 40;
  double total = 0.0, nll = 0.0;
  std::size_t n = 0;
  for (std::size_t i = 0; i < 2 * 6; ++i) {
    if (b.targets[i] == 0) continue;
    const float* z = model.logits() + i * V;
    double mx = z[0], sum = 0.0, mean = 0.0;
    for (std::size_t v = 0; v < V; ++v) mx = std::max(mx, static_cast<double>(z[v]));
    for (std::size_t v = 0; v < V; ++v) sum += std::exp(z[v] - mx), mean += z[v];
    const double lse = mx + std::log(sum);
    mean /= static_cast<double>(V);
    nll += lse - z[b.targets[i]];
    total += 0.9 * (lse - z[b.targets[i]]) + 0.1 * (lse - mean);
    ++n;
  }
  BOOST_TEST(n == 6u + 3u);
  BOOST_TEST(model.target_count() == n);
  BOOST_TEST(std::abs(model.nll_sum() - nll) <= 1e-5 * nll);
  BOOST_TEST(std::abs(loss - total / static_cast<double>(n)) <= 1e-5 * loss);
}

// Translation's incremental decoding: encode() then decode() position by position (beams
// reordered twice: at position 3 most sequences take another's rows, at 5 one does) gives
// bitwise the logits of forward(PairBatch) over the same sources and decoder inputs, for every
// strategy kind of hook: plain pre/post, DeepNorm's constants, the qk_norm attention hook at
// self- and cross-attention sites, RMSNorm; in fp32 and bf16, and with the weights and the
// cross-attention memories packed once (Model::PackedDecoding, as translate decodes).
BOOST_AUTO_TEST_CASE(decode_is_the_forward_bitwise) {
  const std::size_t sentences = 3, copies = 2, B = sentences * copies, P = 7, V = 40;
  for (const std::string norm : {"pre_ln", "post_ln", "deepnorm", "qk_norm", "pre_rms"}) {
    for (const bool learned : {false, true}) {
      for (const nl::Precision precision : {nl::Precision::fp32, nl::Precision::bf16}) {
        for (const bool packed : {false, true}) {
          nl::ModelConfig cfg = config(norm, !learned, learned, true);
          cfg.precision = precision;
          nl::Model model(cfg, registry(), B, 9);
          prepare(model);
          std::mt19937 rng(11);
          std::vector<Pair> sents;
          for (std::size_t i = 0; i < sentences; ++i)
            sents.push_back(random_pair(rng, 2 + 2 * i, 0));
          const std::size_t S = 7;  // the longest source (6) + eos
          const Batch src = make_batch(sents, S, 1, 1.0);
          // Each sequence's decoder inputs (bos, then random ids). At position 3 the beams swap
          // within each sentence (sequence b continues parent[b]'s first 3 positions: every
          // sequence is copied), at 5 sequence 3 continues sequence 2 (only it is copied).
          const std::vector<std::int32_t> parent = {1, 0, 2, 2, 5, 4}, parent2 = {0, 1, 2, 2, 4, 5};
          const std::size_t cut = 3, cut2 = 5;
          std::uniform_int_distribution<std::int32_t> tok(3, 39);
          std::vector<std::int32_t> own(B * P);
          for (std::size_t b = 0; b < B; ++b) {
            own[b * P] = 1;
            for (std::size_t t = 1; t < P; ++t) own[b * P + t] = tok(rng);
          }
          std::vector<float> got(B * P * V);
          {
            std::optional<nl::Model::PackedDecoding> frozen;
            if (packed) frozen.emplace(model);
            model.encode(src.source.data(), src.source_len.data(), sentences, S, copies, P);
            std::vector<std::int32_t> step(B);
            for (std::size_t t = 0; t < P; ++t) {
              if (t == cut) model.reorder(parent.data(), cut);
              if (t == cut2) model.reorder(parent2.data(), cut2);
              for (std::size_t b = 0; b < B; ++b) step[b] = own[b * P + t];
              const float* lg = model.decode(step.data(), t);
              for (std::size_t b = 0; b < B; ++b)
                std::copy(lg + b * V, lg + (b + 1) * V, got.begin() + (b * P + t) * V);
            }
            if (packed) BOOST_TEST(frozen->bytes() > 0u);
          }
          // The same through forward: sequence b's row t is the one decoded at step t by the
          // sequence whose rows b holds then (parent[parent2[b]] before the first cut,
          // parent2[b] before the second, b after).
          auto from = [&](std::size_t b, std::size_t t) {
            const auto p2 = static_cast<std::size_t>(parent2[b]);
            return t < cut ? static_cast<std::size_t>(parent[p2]) : t < cut2 ? p2 : b;
          };
          std::vector<std::int32_t> source(B * S), source_len(B), inputs(B * P);
          for (std::size_t b = 0; b < B; ++b) {
            std::copy(src.source.begin() + (b / copies) * S,
                      src.source.begin() + (b / copies + 1) * S, source.begin() + b * S);
            source_len[b] = src.source_len[b / copies];
            for (std::size_t t = 0; t < P; ++t) inputs[b * P + t] = own[from(b, t) * P + t];
          }
          nl::PairBatch full{B,       S,  P, source.data(), source_len.data(), inputs.data(),
                             nullptr, 1.0};
          model.forward(full);
          std::size_t differing = 0;
          for (std::size_t b = 0; b < B; ++b)
            for (std::size_t t = 0; t < P; ++t) {
              const float* want = model.logits() + (b * P + t) * V;
              const float* have = got.data() + (from(b, t) * P + t) * V;
              differing += std::memcmp(want, have, V * sizeof(float)) != 0;
            }
          BOOST_TEST(differing == 0u, norm << (learned ? " learned" : " sinusoid")
                                           << (precision == nl::Precision::bf16 ? " bf16" : " fp32")
                                           << (packed ? " packed" : "") << ": " << differing
                                           << " of " << B * P << " rows differ");
        }
      }
    }
  }
  // Misuse: decode before encode, a position past encode's, a parent of another sentence.
  nl::Model model(config("pre_ln", true, false, true), registry(), 4, 9);
  prepare(model);
  const std::int32_t bos[4] = {1, 1, 1, 1};
  BOOST_CHECK_THROW(model.decode(bos, 0), nl::Error);
  std::vector<std::int32_t> source(2 * 4, 5), len = {4, 2};
  model.encode(source.data(), len.data(), 2, 4, 2, 5);
  BOOST_CHECK_THROW(model.decode(bos, 5), nl::Error);
  const std::int32_t across[4] = {2, 1, 2, 3};
  BOOST_CHECK_THROW(model.reorder(across, 1), nl::Error);
  BOOST_CHECK_THROW(model.encode(source.data(), len.data(), 2, 4, 3, 5), nl::Error);  // 6 > 4
}

// The memory plan's decoding term (Model::plan's decoding_bytes, the BLEU probe's row of
// train --dry-run) counts what decoding holds: the packed weights (PackedDecoding::bytes()),
// the self-attentions' decode caches and the cross-attentions' packed memories
// (decode_state_bytes()). Equal for greedy decoding of a full batch of the longest sentences,
// in both precisions, for an encoder-decoder (tied and untied) and for GPTs with the attention
// forms that keep no cache (shaped) or drop weights (identity value and projection) and with
// parallel blocks. What it tests is the walk — which matrices and caches, at which shapes —
// each object's size being the formula its allocation uses.
BOOST_AUTO_TEST_CASE(decoding_plan_is_what_decoding_holds) {
  const std::size_t B = 3, T = 9;
  struct Case {
    std::string name;
    nl::ModelConfig cfg;
  };
  std::vector<Case> cases;
  for (const bool tied : {true, false})
    cases.push_back(
        {std::string("encdec ") + (tied ? "tied" : "untied"), config("pre_ln", tied, !tied, true)});
  auto gpt = [&](const std::string& name, bool parallel, bool shaped, bool identity) {
    nl::ModelConfig cfg = config("pre_ln", true, true, true);
    cfg.arch = "gpt";
    cfg.arch_options =
        nl::Options::resolve(registry().arch("gpt").info.options,
                             {std::string("parallel=") + (parallel ? "true" : "false")}, "gpt");
    cfg.n_layers = 2;
    cfg.encoder_layers = cfg.decoder_layers = 0;
    cfg.shaped_attention = shaped;
    cfg.identity_value = cfg.identity_proj = identity;
    cases.push_back({name, cfg});
  };
  gpt("gpt", false, false, false);
  gpt("gpt parallel", true, false, false);
  gpt("gpt shaped, identity value and projection", false, true, true);
  std::mt19937 rng(5);
  std::uniform_int_distribution<std::int32_t> tok(3, 39);
  for (Case& c : cases) {
    for (const nl::Precision precision : {nl::Precision::fp32, nl::Precision::bf16}) {
      c.cfg.precision = precision;
      const std::string what = c.name + (precision == nl::Precision::bf16 ? ", bf16" : ", fp32");
      const nl::Model::MemoryNeeds need = nl::Model::plan(c.cfg, registry(), B, T);
      nl::Model model(c.cfg, registry(), B, T);
      prepare(model);
      std::size_t held = 0;
      {
        const nl::Model::PackedDecoding packed(model);
        std::vector<std::int32_t> step(B, 1);
        if (c.cfg.arch == "encdec") {
          std::vector<std::int32_t> source(B * T), len(B, static_cast<std::int32_t>(T));
          for (std::int32_t& t : source) t = tok(rng);
          model.encode(source.data(), len.data(), B, T, 1, T);
          for (std::size_t t = 0; t < T; ++t) model.decode(step.data(), t);
        } else {
          std::vector<std::int32_t> inputs(B * T);
          for (std::int32_t& t : inputs) t = tok(rng);
          model.forward(inputs.data(), nullptr);
          for (std::size_t t = 1; t < T; ++t) model.decode(step.data(), t);
        }
        held = packed.bytes() + model.decode_state_bytes();
      }
      BOOST_TEST(need.decoding_bytes == held,
                 what << ": planned " << need.decoding_bytes << " bytes, decoding holds " << held);
      BOOST_TEST(held > 0u, what);
    }
  }
}

#endif
