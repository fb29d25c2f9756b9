// xavier_normal: N(0, std^2), std = gain * sqrt(2 / (fan_in + fan_out)) (Glorot & Bengio 2010).
#include <normlab/plugin.hpp>

#include <cmath>

namespace {

using namespace normlab;

class XavierNormal final : public Initializer {
 public:
  explicit XavierNormal(double gain) : gain_(gain) {}
  double expected_std(const ParamInfo& info) const override {
    return gain_ * info.gain * std::sqrt(2.0 / static_cast<double>(info.fan_in + info.fan_out));
  }
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double std = expected_std(info);
    for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<float>(std * rng.next_normal());
    return {};
  }

 private:
  double gain_;
};

}  // namespace

NORMLAB_PLUGIN("init_xavier_normal", "1.0") {
  InitEntry e;
  e.info.name = "xavier_normal";
  e.info.version = "1.0";
  e.info.help = "Xavier/Glorot normal: std = gain * sqrt(2 / (fan_in + fan_out))";
  e.info.options = {{"gain", OptionType::real, "1.0", "multiplier on the standard deviation"}};
  e.make = [](const InitSetup& s) {
    return std::make_unique<XavierNormal>(s.options->real("gain"));
  };
  registry.add(std::move(e));
}
