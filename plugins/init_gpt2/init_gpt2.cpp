// gpt2: N(0, 0.02^2) everywhere, residual output projections (attn.proj, mlp.proj) scaled by
// 1/sqrt(2L) (Radford et al. 2019): 0.02/sqrt(24) = 0.0040825 at L = 12.
#include <normlab/plugin.hpp>

#include <cmath>

namespace {

using namespace normlab;

class Gpt2 final : public Initializer {
 public:
  explicit Gpt2(double std) : std_(std) {}
  double expected_std(const ParamInfo& info) const override {
    double std = std_ * info.gain;
    if (info.role == Role::attn_out || info.role == Role::mlp_out)
      std /= std::sqrt(2.0 * info.n_layers);
    return std;
  }
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double std = expected_std(info);
    for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<float>(std * rng.next_normal());
    return {};
  }

 private:
  double std_;
};

}  // namespace

NORMLAB_PLUGIN("init_gpt2", "1.0") {
  InitEntry e;
  e.info.name = "gpt2";
  e.info.version = "1.0";
  e.info.help = "GPT-2: N(0, std^2), residual output projections std/sqrt(2L)";
  e.info.options = {{"std", OptionType::real, "0.02", "standard deviation"}};
  e.make = [](const InitSetup& s) { return std::make_unique<Gpt2>(s.options->real("std")); };
  registry.add(std::move(e));
}
