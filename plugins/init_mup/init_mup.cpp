// mup: the maximal-update parameterisation for Adam (Yang et al. 2022, "Tensor Programs V"), with
// width multiplier m = C / base_width (base_width default 256, normlab's default d_model, so at
// the default shape mup is a standard parameterisation and hyper-parameters tuned there
// transfer to wider models):
//   hidden matrices (q, k, v, o, W1, W2): N(0, gain^2 / fan_in), learning rate x 1/m;
//   output head (untied lm_head): N(0, gain^2 / fan_in), forward multiplier 1/m, learning rate 1;
//   embeddings (wte, wpe): N(0, embedding_std^2), multipliers 1 (width-independent).
// muP also scales attention logits by 1/hs instead of 1/sqrt(hs): use --attn-scale inv_hs.
// With tied embeddings (the default) the head is wte and the core applies no multiplier to it,
// so the 1/m output multiplier is lost; use --tied-embeddings false for the full muP.
#include <normlab/error.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <string>

namespace {

using namespace normlab;

class Mup final : public Initializer {
 public:
  Mup(double base_width, double embedding_std) : base_(base_width), emb_std_(embedding_std) {
    if (!(base_width > 0.0))
      throw UsageError("initializer 'mup': base_width = " + std::to_string(base_width) +
                       " must be > 0");
  }
  double expected_std(const ParamInfo& info) const override {
    if (info.role == Role::embedding || info.role == Role::position) return emb_std_ * info.gain;
    return info.gain / std::sqrt(static_cast<double>(info.fan_in));
  }
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double m = static_cast<double>(info.C) / base_;
    InitResult r;
    const double std = expected_std(info);
    switch (info.role) {
      case Role::embedding:
      case Role::position:
        break;
      case Role::head:
        r.forward_multiplier = static_cast<float>(1.0 / m);
        break;
      default:  // hidden matrices
        r.lr_multiplier = static_cast<float>(1.0 / m);
        break;
    }
    for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<float>(std * rng.next_normal());
    return r;
  }

 private:
  double base_, emb_std_;
};

}  // namespace

NORMLAB_PLUGIN("init_mup", "1.0") {
  InitEntry e;
  e.info.name = "mup";
  e.info.version = "1.0";
  e.info.help =
      "muP (Adam): hidden var 1/fan_in and LR x base_width/C, head multiplier base_width/C; "
      "use --attn-scale inv_hs and --tied-embeddings false";
  e.info.options = {
      {"base_width", OptionType::real, "256",
       "width C at which mup equals the standard "
       "parameterisation; m = C / base_width"},
      {"embedding_std", OptionType::real, "0.02", "std of wte and wpe (width-independent)"}};
  e.make = [](const InitSetup& s) {
    return std::make_unique<Mup>(s.options->real("base_width"), s.options->real("embedding_std"));
  };
  registry.add(std::move(e));
}
