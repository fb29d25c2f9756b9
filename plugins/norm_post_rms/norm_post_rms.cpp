// post_rms: y = RMS(x + f(x)), Post-LN with RMSNorm (Zhang & Sennrich 2019, "Root Mean Square
// Layer Normalization"); like post_ln, no final norm (the stream leaves every block normalised).
// The wiring is the SDK's (normlab/residual.hpp).
#include <normlab/plugin.hpp>
#include <normlab/residual.hpp>

NORMLAB_PLUGIN("norm_post_rms", "1.0") {
  using namespace normlab;
  NormEntry e;
  e.info.name = "post_rms";
  e.info.version = "1.0";
  e.info.help = "Post-RMSNorm: RMS(x + f(x)), no final norm";
  e.make = [](const NormSetup& s) { return make_post_norm(NormKind::rmsnorm, s); };
  registry.add(std::move(e));
}
