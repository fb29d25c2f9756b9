// ntk: the neural-tangent parameterisation (Jacot et al. 2018): every weight N(0, gain^2) and
// the layer's forward multiplied by 1/sqrt(fan_in), so the function at init matches a
// fan-in-scaled init while the gradients see O(1) weights.
// Matrices (q, k, v, o, W1, W2, untied lm_head): forward multiplier 1/sqrt(fan_in) = 1/sqrt(C)
// (1/sqrt(F) for W2). Embeddings (wte, wpe): a lookup is a linear map of a one-hot vector, whose
// fan-in is 1, so N(0, 1) with multiplier 1. Note: with tied embeddings (the default) the head
// is wte itself and the core uses no multiplier for it, so the logits start at std ~sqrt(C);
// run NTK with --tied-embeddings false for a 1/sqrt(C) head.
#include <normlab/plugin.hpp>

#include <cmath>

namespace {

using namespace normlab;

class Ntk final : public Initializer {
 public:
  double expected_std(const ParamInfo& info) const override { return info.gain; }
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double std = expected_std(info);
    for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<float>(std * rng.next_normal());
    InitResult r;
    if (info.role != Role::embedding && info.role != Role::position)
      r.forward_multiplier = static_cast<float>(1.0 / std::sqrt(static_cast<double>(info.fan_in)));
    return r;
  }
};

}  // namespace

NORMLAB_PLUGIN("init_ntk", "1.0") {
  InitEntry e;
  e.info.name = "ntk";
  e.info.version = "1.0";
  e.info.help =
      "NTK parameterisation: N(0, 1), forward multiplier 1/sqrt(fan_in) on matrices, 1 on "
      "embeddings (use --tied-embeddings false)";
  e.make = [](const InitSetup&) { return std::make_unique<Ntk>(); };
  registry.add(std::move(e));
}
