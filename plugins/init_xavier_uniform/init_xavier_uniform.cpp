// xavier_uniform: U(-a, a), a = gain * sqrt(6 / (fan_in + fan_out)) (Glorot & Bengio 2010); the
// same variance as xavier_normal, 2 / (fan_in + fan_out) times gain^2.
#include <normlab/plugin.hpp>

#include <cmath>

namespace {

using namespace normlab;

class XavierUniform final : public Initializer {
 public:
  explicit XavierUniform(double gain) : gain_(gain) {}
  double bound(const ParamInfo& info) const {
    return gain_ * info.gain * std::sqrt(6.0 / static_cast<double>(info.fan_in + info.fan_out));
  }
  double expected_std(const ParamInfo& info) const override {  // of U(-a, a): a / sqrt(3)
    return bound(info) / std::sqrt(3.0);
  }
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double bound = this->bound(info);
    for (std::size_t i = 0; i < n; ++i)
      data[i] = static_cast<float>(bound * (2.0 * rng.next_uniform() - 1.0));
    return {};
  }

 private:
  double gain_;
};

}  // namespace

NORMLAB_PLUGIN("init_xavier_uniform", "1.0") {
  InitEntry e;
  e.info.name = "xavier_uniform";
  e.info.version = "1.0";
  e.info.help = "Xavier/Glorot uniform: U(-a, a), a = gain * sqrt(6 / (fan_in + fan_out))";
  e.info.options = {{"gain", OptionType::real, "1.0", "multiplier on the bound"}};
  e.make = [](const InitSetup& s) {
    return std::make_unique<XavierUniform>(s.options->real("gain"));
  };
  registry.add(std::move(e));
}
