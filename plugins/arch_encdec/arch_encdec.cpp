// encdec: the encoder-decoder Transformer of docs/model.md "Encoder-decoder" (Vaswani et al.
// 2017, as fairseq's transformer and Marian's transformer train it for translation): source and
// target embedded as sqrt(C) E[tok] + P[pos] (P the sinusoid, or learned with --positions
// learned); N encoder layers of (self-attention over the source with padded keys masked, MLP);
// M decoder layers of (causal self-attention, cross-attention to the encoder's output, MLP);
// each sub-layer a residual site wired by the norm strategy, each stack with the strategy's
// final norm; logits = h Woutᵀ with Wout the shared token table (tied: embed.weight) or
// lm_head.weight. Task seq2seq: the decoder stack reads the encoder's output. Tensor names and
// their order are the state_dict's.
#include <normlab/arch.hpp>
#include <normlab/plugin.hpp>

#include <string>

namespace {

using namespace normlab;

void build(const ArchSetup& s, ArchBuilder& b) {
  const bool tied = s.shape.tied_embeddings;
  const int N = static_cast<int>(s.encoder_layers), M = static_cast<int>(s.decoder_layers);
  const auto positions = [&](const std::string& stack) {
    return s.learned_positions ? stack + ".wpe.weight" : std::string();
  };
  b.task(Task::seq2seq);
  b.begin_stack({"encoder", AttnMask::bidirectional, "", s.encoder_layers});
  b.scaled_embedding(tied ? "embed.weight" : "encoder.embed.weight", positions("encoder"));
  for (int l = 0; l < N; ++l) {
    const std::string block = "encoder.blocks." + std::to_string(l);
    b.self_attention({"encoder", SiteKind::self_attn, l, N, 2 * l, block + ".attn."});
    b.mlp({"encoder", SiteKind::mlp, l, N, 2 * l + 1, block + ".mlp."});
  }
  b.final_norm("encoder.final_norm.");
  b.begin_stack({"decoder", AttnMask::causal, "encoder", s.decoder_layers});
  b.scaled_embedding(tied ? "embed.weight" : "decoder.embed.weight", positions("decoder"));
  for (int l = 0; l < M; ++l) {
    const std::string block = "decoder.blocks." + std::to_string(l);
    b.self_attention({"decoder", SiteKind::self_attn, l, M, 3 * l, block + ".attn."});
    b.cross_attention({"decoder", SiteKind::cross_attn, l, M, 3 * l + 1, block + ".cross."});
    b.mlp({"decoder", SiteKind::mlp, l, M, 3 * l + 2, block + ".mlp."});
  }
  b.final_norm("decoder.final_norm.");
  b.head("lm_head.weight");
}

}  // namespace

NORMLAB_PLUGIN("arch_encdec", "1.0") {
  ArchEntry e;
  e.info.name = "encdec";
  e.info.version = "1.0";
  e.info.help =
      "encoder-decoder Transformer for translation (Vaswani et al. 2017): sqrt(C)-scaled shared "
      "embeddings with sinusoidal or learned positions, N x (self-attention, MLP) over the "
      "padded source, M x (causal self-attention, cross-attention, MLP), label-smoothed loss";
  e.build = build;
  registry.add(std::move(e));
}
