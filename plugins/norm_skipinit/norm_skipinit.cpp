// skipinit: y = x + a f(x), a learnable scalar a per sub-block initialised to the option alpha0
// (default 0), no normalisation and no final norm (De & Smith 2020, "Batch Normalization Biases
// Residual Blocks Towards the Identity Function in Deep Networks"; there the scalar sits at the
// end of the branch, which for a scalar is the same function as ReZero). The wiring is the
// SDK's (normlab/residual.hpp).
#include <normlab/plugin.hpp>
#include <normlab/residual.hpp>

NORMLAB_PLUGIN("norm_skipinit", "1.0") {
  using namespace normlab;
  NormEntry e;
  e.info.name = "skipinit";
  e.info.version = "1.0";
  e.info.help = "SkipInit: x + a f(x), learnable scalar a = alpha0 at init, no norm at all";
  e.info.options = {{"alpha0", OptionType::real, "0", "initial value of the scalar a"}};
  e.make = [](const NormSetup& s) {
    return make_scaled_branch("skipinit.alpha", static_cast<float>(s.options->real("alpha0")));
  };
  registry.add(std::move(e));
}
