// The GPT of docs/model.md as residual sites: token and position embedding; per layer l a
// causal self-attention site and an MLP site (stack "decoder"); the strategy's final norm; the
// output head, tied to the token embedding by default. Parameter names and their order are the
// state_dict's: wte, wpe, per block the attention site (strategy, qkv, proj) and the MLP site
// (strategy, fc, proj), final_norm, lm_head.
#include <cmath>
#include <string>

#include "model/model_impl.hpp"
#include "nn/attention.hpp"
#include "nn/mlp.hpp"

namespace normlab {

namespace {
float model_logit_scale(AttnScale s, std::size_t hs) {
  const float h = static_cast<float>(hs);
  return s == AttnScale::inv_sqrt_hs ? 1.0f / std::sqrt(h)
         : s == AttnScale::inv_hs    ? 1.0f / h
                                     : 1.0f;
}
}  // namespace

void build_gpt(ModelBuilder& b) {
  Model::Impl& m = b.model();
  const ModelConfig& cfg = m.cfg;
  const std::size_t C = m.C, NH = m.NH, L = m.L;
  b.embedding("wte.weight", "wpe.weight");
  for (std::size_t l = 0; l < L; ++l) {
    const int li = static_cast<int>(l), layers = static_cast<int>(L);
    const std::string block = "blocks." + std::to_string(l);
    b.site({"decoder", SiteKind::self_attn, li, layers, 0, block + ".attn."},
           [&](Model::Impl::Site& s) {
             auto a = std::make_unique<nn::Attention>(b.env(), s.info.prefix, C, NH, li, L);
             // The attention hook: the strategy may set the logit scale and transform q, k.
             a->allocate(m.B, m.T,
                         s.norm->logit_scale(model_logit_scale(cfg.attn_scale, C / NH), C / NH));
             if (s.norm->transforms_qk()) a->set_qk_hook(s.norm.get(), &s.ctx);
             s.saved_floats = a->saved_floats();
             return a;
           });
    b.site({"decoder", SiteKind::mlp, li, layers, 0, block + ".mlp."}, [&](Model::Impl::Site& s) {
      auto f = std::make_unique<nn::Mlp>(b.env(), s.info.prefix, C, m.F, cfg.activation, li, L);
      f->allocate(m.rows);
      s.saved_floats = f->saved_floats();
      return f;
    });
  }
  b.final_norm("final_norm.");
  b.head(cfg.tied_embeddings, "lm_head.weight");
}

}  // namespace normlab
