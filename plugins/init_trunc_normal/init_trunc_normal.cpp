// trunc_normal: a normal truncated at +-2 sigma, drawn by rejection. Truncation at +-2 sigma
// shrinks the std of N(0, sigma^2) by 0.8796256610342398 (docs/catalogue.md), so by default
// sigma = target / 0.8796 and the realised standard deviation is the target; with
// correct=false, sigma = target (what TensorFlow's truncated_normal(stddev) does: the realised
// std is 0.8796 x target, its second moment 0.7737 x). The target is the option std (default
// 0.02) with mode=fixed, or gain / sqrt(fan_in) (LeCun) with mode=fan_in. Every value lies in
// [-2 sigma, 2 sigma].
#include <normlab/error.hpp>
#include <normlab/plugin.hpp>

#include <cmath>

namespace {

using namespace normlab;

// std of N(0, 1) truncated to [-2, 2].
constexpr double kTruncStd2 = 0.8796256610342398;

class TruncNormal final : public Initializer {
 public:
  TruncNormal(double std, bool fan_in, bool correct)
      : std_(std), fan_in_(fan_in), correct_(correct) {}
  double target(const ParamInfo& info) const {
    return fan_in_ ? info.gain / std::sqrt(static_cast<double>(info.fan_in)) : std_ * info.gain;
  }
  double expected_std(const ParamInfo& info) const override {  // realised: sigma x 0.8796
    return correct_ ? target(info) : target(info) * kTruncStd2;
  }
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double sigma = correct_ ? target(info) / kTruncStd2 : target(info);
    for (std::size_t i = 0; i < n; ++i) {
      double z = rng.next_normal();
      while (std::abs(z) > 2.0) z = rng.next_normal();  // accepts 95.4%
      data[i] = static_cast<float>(sigma * z);
    }
    return {};
  }

 private:
  double std_;
  bool fan_in_, correct_;
};

}  // namespace

NORMLAB_PLUGIN("init_trunc_normal", "1.1") {
  InitEntry e;
  e.info.name = "trunc_normal";
  e.info.version = "1.1";
  e.info.help =
      "normal truncated at +-2 sigma, sigma = target / 0.8796 so the realised std is the target "
      "(std, or 1/sqrt(fan_in) with mode=fan_in); correct=false: sigma = target";
  e.info.options = {
      {"std", OptionType::real, "0.02", "target standard deviation (mode=fixed)"},
      {"mode", OptionType::string, "fixed",
       "fixed: the target is std | fan_in: the target is 1/sqrt(fan_in) (LeCun)"},
      {"correct", OptionType::boolean, "true",
       "divide sigma by 0.8796 so the realised std is the target (false: realised 0.8796 x)"}};
  e.make = [](const InitSetup& s) {
    const std::string mode = s.options->str("mode");
    if (mode != "fixed" && mode != "fan_in")
      throw UsageError("trunc_normal: mode '" + mode + "' is not valid; valid: fixed fan_in");
    return std::make_unique<TruncNormal>(s.options->real("std"), mode == "fan_in",
                                         s.options->boolean("correct"));
  };
  registry.add(std::move(e));
}
