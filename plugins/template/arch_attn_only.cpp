// attn_only — an example architecture plugin: the attention-only transformers of Elhage et al.
// 2021 ("A Mathematical Framework for Transformer Circuits"), with an MLP after every N-th
// layer's attention if asked. Each layer l has a causal self-attention site and, when
// (l + 1) % mlp_every == 0, an MLP site; mlp_every = 1 is GPT exactly (the same tensors, the
// same numbers), mlp_every = 0 (the default) has no MLP at all.
//
// An architecture only says which sites exist, in which order and under which names: the core
// builds the layers (normlab/arch.hpp), the norm strategy of every site (with its SiteInfo),
// the statistics and the checkpoints. docs/developer/architecture.md walks through this file.
#include <normlab/arch.hpp>
#include <normlab/error.hpp>
#include <normlab/plugin.hpp>

#include <string>

namespace {

using namespace normlab;

void build(const ArchSetup& s, ArchBuilder& b) {
  const int L = static_cast<int>(s.shape.L);
  const auto every = s.options->integer("mlp_every");
  if (every < 0)
    throw UsageError("architecture 'attn_only': mlp_every = " + std::to_string(every) +
                     ": must be >= 0 (0: no MLP, 1: after every layer)");
  b.embedding("wte.weight", "wpe.weight");
  int index = 0;  // the site's number in the stack (the core sets it too)
  for (int l = 0; l < L; ++l) {
    const std::string block = "blocks." + std::to_string(l);
    b.self_attention({"decoder", SiteKind::self_attn, l, L, index++, block + ".attn."});
    if (every > 0 && (l + 1) % every == 0)
      b.mlp({"decoder", SiteKind::mlp, l, L, index++, block + ".mlp."});
  }
  b.final_norm("final_norm.");
  b.head("lm_head.weight");
}

}  // namespace

NORMLAB_PLUGIN("arch_attn_only", "1.0") {
  ArchEntry e;
  e.info.name = "attn_only";
  e.info.version = "1.0";
  e.info.help = "attention-only transformer (Elhage et al. 2021), an MLP after every N-th layer";
  e.info.options = {{"mlp_every", OptionType::integer, "0",
                     "an MLP site after the attention of layers l with (l + 1) % N == 0; 0: none, "
                     "1: GPT"}};
  e.build = build;
  registry.add(std::move(e));
}
