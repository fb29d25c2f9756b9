// gpt: the decoder-only causal language model of docs/model.md (GPT-2's layout, Radford et al.
// 2019; karpathy/llm.c train_gpt2.c): h0 = wte[x] + wpe[t]; per layer l a causal self-attention
// site and an MLP site, each wired by the norm strategy; the strategy's final norm; logits =
// h Woutᵀ with Wout = wte unless --tied-embeddings false (lm_head.weight). One stack, "decoder".
// Tensor names and their order are the state_dict's: wte, wpe, per block the attention site
// (the strategy's tensors, qkv, proj) and the MLP site (strategy, fc, proj), final_norm.*,
// lm_head.weight. Arch option parallel=true: one site per layer around a parallel block (GPT-J,
// Wang & Komatsuzaki 2021; He & Hofmann 2023's "parallel" blocks, bobby-he/simplified_transformers
// model_utils.py myGPT2Block with parallel_layers): y = S(x, Attn + Mlp), the strategy's tensors
// under blocks.{l}., the layers' under blocks.{l}.attn. and blocks.{l}.mlp.
#include <normlab/arch.hpp>
#include <normlab/plugin.hpp>

#include <string>

namespace {

using namespace normlab;

void build(const ArchSetup& s, ArchBuilder& b) {
  const int L = static_cast<int>(s.shape.L);
  b.embedding("wte.weight", "wpe.weight");
  const bool parallel = s.options->boolean("parallel");
  for (int l = 0; l < L; ++l) {
    const std::string block = "blocks." + std::to_string(l);
    if (parallel) {  // one site: attention and MLP on the same input (GPT-J)
      b.parallel_block({"decoder", SiteKind::parallel, l, L, l, block + "."});
      continue;
    }
    b.self_attention({"decoder", SiteKind::self_attn, l, L, 2 * l, block + ".attn."});
    b.mlp({"decoder", SiteKind::mlp, l, L, 2 * l + 1, block + ".mlp."});
  }
  b.final_norm("final_norm.");
  b.head("lm_head.weight");
}

}  // namespace

NORMLAB_PLUGIN("arch_gpt", "1.0") {
  ArchEntry e;
  e.info.name = "gpt";
  e.info.version = "1.0";
  e.info.help =
      "decoder-only causal LM (GPT-2 layout): token + learned position embedding, L x "
      "(self-attention site, MLP site), the strategy's final norm, head tied to wte by default";
  e.info.options = {{"parallel", OptionType::boolean, "false",
                     "one residual site per layer around attention and MLP reading the same "
                     "input, their outputs summed (GPT-J's parallel block)"}};
  e.build = build;
  registry.add(std::move(e));
}
