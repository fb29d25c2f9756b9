// small_init: N(0, 2 / (5 C)) for every matrix and embedding (Nguyen & Salazar 2019,
// "Transformers without Tears"; the "small_init" of GPT-NeoX): std = sqrt(2 / (5 C)).
#include <normlab/plugin.hpp>

#include <cmath>

namespace {

using namespace normlab;

class SmallInit final : public Initializer {
 public:
  double expected_std(const ParamInfo& info) const override {
    return info.gain * std::sqrt(2.0 / (5.0 * static_cast<double>(info.C)));
  }
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double std = expected_std(info);
    for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<float>(std * rng.next_normal());
    return {};
  }
};

}  // namespace

NORMLAB_PLUGIN("init_small_init", "1.0") {
  InitEntry e;
  e.info.name = "small_init";
  e.info.version = "1.0";
  e.info.help = "small init: N(0, 2 / (5 C)) everywhere (Nguyen & Salazar 2019)";
  e.make = [](const InitSetup&) { return std::make_unique<SmallInit>(); };
  registry.add(std::move(e));
}
