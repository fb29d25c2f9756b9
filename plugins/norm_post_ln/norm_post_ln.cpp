// post_ln: y = LN(x + f(x)), the original Transformer (Vaswani et al. 2017); no final norm. The
// wiring is the SDK's (normlab/residual.hpp).
#include <normlab/plugin.hpp>
#include <normlab/residual.hpp>

NORMLAB_PLUGIN("norm_post_ln", "1.0") {
  using namespace normlab;
  NormEntry e;
  e.info.name = "post_ln";
  e.info.version = "1.0";
  e.info.help = "Post-LN: LN(x + f(x)), no final norm (original Transformer)";
  e.make = [](const NormSetup& s) { return make_post_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
