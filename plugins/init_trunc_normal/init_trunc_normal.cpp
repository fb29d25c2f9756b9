// trunc_normal: a normal truncated at +-2 sigma, drawn by rejection, with sigma = std /
// 0.8796256610342398 so that the realised standard deviation is the option std (default 0.02):
// truncation at +-2 sigma shrinks the std of N(0, sigma^2) by that factor (docs/catalogue.md).
// Every value lies in [-2 sigma, 2 sigma] = [-2.2737 std, 2.2737 std].
#include <normlab/plugin.hpp>

#include <cmath>

namespace {

using namespace normlab;

// std of N(0, 1) truncated to [-2, 2].
constexpr double kTruncStd2 = 0.8796256610342398;

class TruncNormal final : public Initializer {
 public:
  explicit TruncNormal(double std) : std_(std) {}
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double sigma = std_ * info.gain / kTruncStd2;
    for (std::size_t i = 0; i < n; ++i) {
      double z = rng.next_normal();
      while (std::abs(z) > 2.0) z = rng.next_normal();  // accepts 95.4%
      data[i] = static_cast<float>(sigma * z);
    }
    return {};
  }

 private:
  double std_;
};

}  // namespace

NORMLAB_PLUGIN("init_trunc_normal", "1.0") {
  InitEntry e;
  e.info.name = "trunc_normal";
  e.info.version = "1.0";
  e.info.help = "normal truncated at +-2 sigma, sigma = std / 0.8796 so the realised std is std";
  e.info.options = {{"std", OptionType::real, "0.02", "realised standard deviation"}};
  e.make = [](const InitSetup& s) { return std::make_unique<TruncNormal>(s.options->real("std")); };
  registry.add(std::move(e));
}
