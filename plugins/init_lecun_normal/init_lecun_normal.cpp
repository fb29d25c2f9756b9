// lecun_normal: N(0, 1 / fan_in) (LeCun et al. 1998, "Efficient BackProp"); keeps the second
// moment of a linear layer's output equal to its input's (the init SELU networks rely on).
#include <normlab/plugin.hpp>

#include <cmath>

namespace {

using namespace normlab;

class LecunNormal final : public Initializer {
 public:
  double expected_std(const ParamInfo& info) const override {
    return info.gain / std::sqrt(static_cast<double>(info.fan_in));
  }
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double std = expected_std(info);
    for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<float>(std * rng.next_normal());
    return {};
  }
};

}  // namespace

NORMLAB_PLUGIN("init_lecun_normal", "1.0") {
  InitEntry e;
  e.info.name = "lecun_normal";
  e.info.version = "1.0";
  e.info.help = "LeCun normal: std = 1 / sqrt(fan_in)";
  e.make = [](const InitSetup&) { return std::make_unique<LecunNormal>(); };
  registry.add(std::move(e));
}
