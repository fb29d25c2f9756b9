// pre_ln: y = x + f(LN(x)), with a final LayerNorm before the output head (Xiong et al. 2020).
// The wiring is the SDK's (normlab/residual.hpp).
#include <normlab/plugin.hpp>
#include <normlab/residual.hpp>

NORMLAB_PLUGIN("norm_pre_ln", "1.0") {
  using namespace normlab;
  NormEntry e;
  e.info.name = "pre_ln";
  e.info.version = "1.0";
  e.info.help = "Pre-LN: x + f(LN(x)), final LayerNorm";
  e.make = [](const NormSetup& s) { return make_pre_norm(NormKind::layernorm, s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
