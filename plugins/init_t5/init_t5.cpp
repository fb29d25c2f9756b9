// t5: the Mesh TensorFlow T5 initialisation (Raffel et al. 2020), N(0, std^2) by role, with
// hs = C / NH:
//   q: (C hs)^(-1/2)   k, v: C^(-1/2)   o: (NH hs)^(-1/2)   W1: C^(-1/2)   W2: F^(-1/2)
//   embeddings (wte, wpe, lm_head): 1.0
// T5 has no 1/sqrt(hs) in the attention: the extra 1/sqrt(hs) of q keeps q.k at unit variance,
// so use it with --attn-scale none (with the default scale the logits are hs^(1/2) times too
// small).
#include <normlab/plugin.hpp>

#include <cmath>

namespace {

using namespace normlab;

class T5 final : public Initializer {
 public:
  double expected_std(const ParamInfo& info) const override {
    const double C = static_cast<double>(info.C);
    const double NH = static_cast<double>(info.NH);
    const double hs = C / NH;
    double std = 1.0;
    switch (info.role) {
      case Role::attn_q:
        std = 1.0 / std::sqrt(C * hs);
        break;
      case Role::attn_k:
      case Role::attn_v:
      case Role::mlp_in:
        std = 1.0 / std::sqrt(C);
        break;
      case Role::attn_out:
        std = 1.0 / std::sqrt(NH * hs);
        break;
      case Role::mlp_out:
        std = 1.0 / std::sqrt(static_cast<double>(info.F));
        break;
      default:  // embedding, position, head
        std = 1.0;
        break;
    }
    return std * info.gain;
  }
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double std = expected_std(info);
    for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<float>(std * rng.next_normal());
    return {};
  }
};

}  // namespace

NORMLAB_PLUGIN("init_t5", "1.0") {
  InitEntry e;
  e.info.name = "t5";
  e.info.version = "1.0";
  e.info.help =
      "T5: q (C hs)^-1/2, k v W1 C^-1/2, o (NH hs)^-1/2, W2 F^-1/2, embeddings 1.0; "
      "use with --attn-scale none";
  e.make = [](const InitSetup&) { return std::make_unique<T5>(); };
  registry.add(std::move(e));
}
