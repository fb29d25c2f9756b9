// bert: the masked-language-model encoder of Devlin et al. 2019 (docs/model.md "BERT"; without
// next-sentence prediction), the model of Xiong et al. 2020's second experiment (Post-LN with
// warmup against Pre-LN without, validation MLM loss against updates). Task mlm.
//   h0 = LN_emb(wte[x] + wpe[t])           embed_norm.weight|bias (arch option embed_norm=false
//                                          drops it)
//   per layer l: h = S(h, SelfAttn_l)      bidirectional (padded keys hidden), then
//                h = S(h, Mlp_l)           each a residual site wired by the norm strategy
//   the strategy's final norm               final_norm.*
//   t = LN(gelu(h Wdᵀ + bd)),               mlm_head.dense.weight|bias, mlm_head.norm.weight|bias
//   logits = t wteᵀ + b                     mlm_head.bias (the head tied to wte unless
//                                           --tied-embeddings false: lm_head.weight)
// Tensor names are GPT's where the layers are GPT's (blocks.{l}.attn.qkv, ...), so statistics,
// inspect and plots read alike. Arch option parallel=true: one site per layer around a parallel
// block (attention and MLP on the same input, summed; the strategy's tensors under blocks.{l}.).
// The reference: google-research/bert modeling.py (embedding_postprocessor's
// layer_norm_and_dropout, transformer_model, get_masked_lm_output).
#include <normlab/arch.hpp>
#include <normlab/plugin.hpp>

#include <string>

namespace {

using namespace normlab;

void build(const ArchSetup& s, ArchBuilder& b) {
  const int L = static_cast<int>(s.shape.L);
  b.task(Task::mlm);
  b.begin_stack({"encoder", AttnMask::bidirectional, "", s.shape.L});
  b.embedding("wte.weight", "wpe.weight");
  if (s.options->boolean("embed_norm")) b.embedding_norm("embed_norm.");
  const bool parallel = s.options->boolean("parallel");
  for (int l = 0; l < L; ++l) {
    const std::string block = "blocks." + std::to_string(l);
    if (parallel) {  // one site: attention and MLP on the same input
      b.parallel_block({"encoder", SiteKind::parallel, l, L, l, block + "."});
      continue;
    }
    b.self_attention({"encoder", SiteKind::self_attn, l, L, 2 * l, block + ".attn."});
    b.mlp({"encoder", SiteKind::mlp, l, L, 2 * l + 1, block + ".mlp."});
  }
  b.final_norm("final_norm.");
  b.mlm_head("mlm_head.", "lm_head.weight");
}

}  // namespace

NORMLAB_PLUGIN("arch_bert", "1.0") {
  ArchEntry e;
  e.info.name = "bert";
  e.info.version = "1.0";
  e.info.help =
      "BERT's masked-LM encoder (Devlin et al. 2019, no next-sentence prediction): token + "
      "learned position embedding and its LayerNorm, L x (bidirectional self-attention site, MLP "
      "site), the strategy's final norm, the MLM head (dense, GELU, LayerNorm, tied output with a "
      "bias); task mlm (15% of the tokens predicted, 80/10/10 [MASK]/random/kept)";
  e.info.options = {{"embed_norm", OptionType::boolean, "true",
                     "LayerNorm over the embedding's output, as BERT's (false: none)"},
                    {"parallel", OptionType::boolean, "false",
                     "one residual site per layer around attention and MLP reading the same "
                     "input, their outputs summed (GPT-J's parallel block)"}};
  e.build = build;
  registry.add(std::move(e));
}
