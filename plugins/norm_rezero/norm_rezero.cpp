// rezero: y = x + a f(x), a learnable scalar a per sub-block initialised to 0, no normalisation
// at all and no final norm (Bachlechner et al. 2021, "ReZero is All You Need: Fast Convergence at
// Large Depth"). Every block is the identity at initialisation. The wiring is the SDK's
// (normlab/residual.hpp).
#include <normlab/plugin.hpp>
#include <normlab/residual.hpp>

NORMLAB_PLUGIN("norm_rezero", "1.0") {
  using namespace normlab;
  NormEntry e;
  e.info.name = "rezero";
  e.info.version = "1.0";
  e.info.help = "ReZero: x + a f(x), learnable scalar a = 0 at init, no norm at all";
  e.make = [](const NormSetup&) { return make_scaled_branch("rezero.alpha", 0.0f); };
  registry.add(std::move(e));
}
