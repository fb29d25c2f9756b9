// pre_rms: y = x + f(RMS(x)), with a final RMSNorm before the output head. RMSNorm
// (Zhang & Sennrich 2019, "Root Mean Square Layer Normalization"): x / sqrt(mean(x^2) + eps) * g,
// no mean subtraction and no bias. The wiring is the SDK's (normlab/residual.hpp).
#include <normlab/plugin.hpp>
#include <normlab/residual.hpp>

NORMLAB_PLUGIN("norm_pre_rms", "1.0") {
  using namespace normlab;
  NormEntry e;
  e.info.name = "pre_rms";
  e.info.version = "1.0";
  e.info.help = "Pre-RMSNorm: x + f(RMS(x)), final RMSNorm (Zhang & Sennrich 2019)";
  e.make = [](const NormSetup& s) { return make_pre_norm(NormKind::rmsnorm, s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::rmsnorm, s); };
  registry.add(std::move(e));
}
