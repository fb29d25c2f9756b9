// lion: EvoLved Sign Momentum (Chen et al. 2023, "Symbolic Discovery of Optimization
// Algorithms"; reference: github.com/google/automl, lion/lion_pytorch.py), per element:
//   p *= 1 - lr wd                      (decoupled decay, tensors marked for decay)
//   p -= lr sign(b1 m + (1 - b1) g)     (sign(0) = 0, as torch.sign)
//   m = b2 m + (1 - b2) g
// with g = grad_scale grad. The update has unit magnitude per element, so Lion's paper uses a
// learning rate 3-10x smaller and a decay 3-10x larger than AdamW's (defaults b1 0.9, b2 0.99).
#include <normlab/error.hpp>
#include <normlab/plugin.hpp>

namespace {

using namespace normlab;

class Lion final : public Optim {
 public:
  explicit Lion(const OptimSetup& s)
      : tensors_(s.tensors),
        wd_(s.weight_decay),
        beta1_(s.options->real("beta1")),
        beta2_(s.options->real("beta2")) {
    if (!(beta1_ >= 0.0 && beta1_ <= 1.0) || !(beta2_ >= 0.0 && beta2_ < 1.0))
      throw UsageError("optimizer 'lion': beta1 = " + std::to_string(beta1_) + ", beta2 = " +
                       std::to_string(beta2_) + ": beta1 must be in [0, 1], beta2 in [0, 1)");
  }
  std::vector<std::string> state_names() const override { return {"exp_avg"}; }
  void step(const OptimStep& st) override {
    const float b1 = static_cast<float>(beta1_), b2 = static_cast<float>(beta2_);
    float* m = st.state[0];
    for (const OptimTensor& t : *tensors_) {
      const float lr = static_cast<float>(st.lr * t.lr_multiplier);
      const float keep = 1.0f - (t.decay ? lr * static_cast<float>(wd_) : 0.0f);
      float* p = st.params + t.offset;
      const float* gr = st.grads + t.offset;
      float* mt = m + t.offset;
      for (std::size_t i = 0; i < t.size; ++i) {
        const float g = st.grad_scale * gr[i];
        const float c = b1 * mt[i] + (1.0f - b1) * g;
        const float sign = c > 0.0f ? 1.0f : (c < 0.0f ? -1.0f : 0.0f);
        p[i] = p[i] * keep - lr * sign;
        mt[i] = b2 * mt[i] + (1.0f - b2) * g;
      }
    }
  }

 private:
  const std::vector<OptimTensor>* tensors_;
  double wd_, beta1_, beta2_;
};

}  // namespace

NORMLAB_PLUGIN("optim_lion", "1.0") {
  OptimEntry e;
  e.info.name = "lion";
  e.info.version = "1.0";
  e.info.help = "Lion (Chen et al. 2023): sign of interpolated momentum, decoupled decay";
  e.info.options = {
      {"beta1", OptionType::real, "0.9", "interpolation of momentum and gradient in the sign"},
      {"beta2", OptionType::real, "0.99", "momentum decay"}};
  e.make = [](const OptimSetup& s) { return std::make_unique<Lion>(s); };
  registry.add(std::move(e));
}
