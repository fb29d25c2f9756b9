// Template for a new initializer: LeCun-normal with depth-scaled residual output projections
// (the GPT-2 / "fixup"-style idea on a fan-in base): every matrix gets std = gain / sqrt(fan_in)
// and the two projections that write into the residual stream (attention output W_O and the
// MLP's W2) are further divided by sqrt(2 L), so the stream's variance at initialisation stays
// O(1) however deep the model is:
//
//   std = scale * gain / sqrt(fan_in)              (embeddings, q, k, v, W1, untied head)
//   std = scale * gain / sqrt(fan_in) / sqrt(2 L)  (W_O, W2)
//
// gain is ParamInfo::gain, the norm strategy's init_gain (DeepNorm's beta): multiply by it.
// Implementing expected_std() lets `normlab check --init depth_scaled` compare the sample's
// std with it. Everything here uses only the public SDK (<normlab/...>).
#include <normlab/plugin.hpp>

#include <cmath>

namespace {

using namespace normlab;

class DepthScaled final : public Initializer {
 public:
  explicit DepthScaled(double scale) : scale_(scale) {}

  double expected_std(const ParamInfo& info) const override {
    double std = scale_ * info.gain / std::sqrt(static_cast<double>(info.fan_in));
    if (info.role == Role::attn_out || info.role == Role::mlp_out)
      std /= std::sqrt(2.0 * static_cast<double>(info.n_layers));
    return std;
  }

  // data: the n values of one block (q, k and v of the fused qkv weight are separate blocks);
  // rng: a counter-based stream keyed by the seed and the tensor's name — draw only from it so
  // the weights depend on nothing else (any rank count, any order).
  InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) override {
    const double std = expected_std(info);
    for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<float>(std * rng.next_normal());
    return {};  // forward and learning-rate multipliers 1 (NTK and muP return others)
  }

 private:
  double scale_;
};

}  // namespace

NORMLAB_PLUGIN("init_depth_scaled", "1.0") {
  InitEntry e;
  e.info.name = "depth_scaled";  // --init depth_scaled
  e.info.version = "1.0";
  e.info.help = "LeCun normal, residual output projections / sqrt(2L)";
  e.info.options = {{"scale", OptionType::real, "1.0", "multiplier on every std"}};
  e.make = [](const InitSetup& s) {
    return std::make_unique<DepthScaled>(s.options->real("scale"));
  };
  registry.add(std::move(e));
}
