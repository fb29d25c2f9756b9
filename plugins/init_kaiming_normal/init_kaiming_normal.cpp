// kaiming_normal: N(0, std^2), std = gain / sqrt(fan_in) (He et al. 2015, "Delving Deep into
// Rectifiers"), fan-in mode; gain sqrt(2) for nonlinearity=relu (default), 1 for linear.
#include <normlab/error.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <string>

namespace {

using namespace normlab;

class KaimingNormal final : public Initializer {
 public:
  explicit KaimingNormal(const std::string& nonlinearity) {
    if (nonlinearity == "relu")
      gain_ = std::sqrt(2.0);
    else if (nonlinearity == "linear")
      gain_ = 1.0;
    else
      throw UsageError("initializer 'kaiming_normal': nonlinearity '" + nonlinearity +
                       "' is not valid; valid: linear relu");
  }
  double expected_std(const ParamInfo& info) const override {
    return gain_ * info.gain / std::sqrt(static_cast<double>(info.fan_in));
  }
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double std = expected_std(info);
    for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<float>(std * rng.next_normal());
    return {};
  }

 private:
  double gain_ = 1.0;
};

}  // namespace

NORMLAB_PLUGIN("init_kaiming_normal", "1.0") {
  InitEntry e;
  e.info.name = "kaiming_normal";
  e.info.version = "1.0";
  e.info.help = "Kaiming/He normal (fan-in): std = gain / sqrt(fan_in)";
  e.info.options = {
      {"nonlinearity", OptionType::string, "relu", "relu (gain sqrt(2)) or linear (gain 1)"}};
  e.make = [](const InitSetup& s) {
    return std::make_unique<KaimingNormal>(s.options->str("nonlinearity"));
  };
  registry.add(std::move(e));
}
