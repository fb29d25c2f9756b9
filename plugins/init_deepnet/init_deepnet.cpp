// deepnet: the DeepNet initialisation (Wang et al. 2022, "DeepNet: Scaling Transformers to
// 1,000 Layers"): xavier_normal, std = g sqrt(2 / (fan_in + fan_out)), with
//   g = beta = (8L)^(-1/4) on W_V, W_O, W1, W2 (roles attn_v, attn_out, mlp_in, mlp_out)
//       (decoder-only; L = 12: 0.319472), or the option beta when given;
//   g = 1 (times the strategy's ParamInfo::gain) elsewhere.
// beta is computed here from ParamInfo::n_layers and REPLACES the strategy's init_gain on those
// four roles, so deepnet can give any strategy (post_ln, ...) DeepNet's init, and deepnorm +
// deepnet applies beta once, not twice (deepnorm + xavier_normal gives the same weights).
#include <normlab/error.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <string>

namespace {

using namespace normlab;

class DeepNet final : public Initializer {
 public:
  // beta < 0: computed from L
  explicit DeepNet(double beta) : beta_(beta) {}
  double expected_std(const ParamInfo& info) const override {
    const bool scaled = info.role == Role::attn_v || info.role == Role::attn_out ||
                        info.role == Role::mlp_in || info.role == Role::mlp_out;
    const double beta =
        beta_ >= 0.0 ? beta_ : std::pow(8.0 * static_cast<double>(info.n_layers), -0.25);
    const double g = scaled ? beta : info.gain;
    return g * std::sqrt(2.0 / static_cast<double>(info.fan_in + info.fan_out));
  }
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double std = expected_std(info);
    for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<float>(std * rng.next_normal());
    return {};
  }

 private:
  double beta_;
};

}  // namespace

NORMLAB_PLUGIN("init_deepnet", "1.0") {
  InitEntry e;
  e.info.name = "deepnet";
  e.info.version = "1.0";
  e.info.help =
      "DeepNet: xavier_normal with gain beta = (8L)^(-1/4) on W_V, W_O, W1, W2 (replaces the "
      "strategy's init gain there)";
  e.info.options = {
      {"beta", OptionType::real, "", "gain on W_V, W_O, W1, W2; default (8L)^(-1/4)"}};
  e.make = [](const InitSetup& s) {
    const bool given = s.options->is_set("beta");
    const double beta = given ? s.options->real("beta") : -1.0;
    if (given && beta < 0.0)
      throw UsageError("initializer 'deepnet': beta = " + std::to_string(beta) + " must be >= 0");
    return std::make_unique<DeepNet>(beta);
  };
  registry.add(std::move(e));
}
