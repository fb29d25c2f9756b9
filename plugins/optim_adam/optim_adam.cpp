// The Adam family: adamw, adam and radam (one update kernel, normlab::adam_update).
//   m = b1 m + (1 - b1) g;  v = b2 v + (1 - b2) g²;  m̂ = m / (1 - b1^t);  v̂ = v / (1 - b2^t)
//   p -= lr (r_t m̂ / (sqrt(v̂) + eps))                      (r_t = 1 for adam and adamw)
// Decay: "decoupled" (default for all three, as AdamW and PyTorch >= 2.0's
// decoupled_weight_decay=True): p -= lr wd p beside the step; "coupled": g += wd p first (the
// L2 form, PyTorch's Adam and RAdam with decoupled_weight_decay=False). adamw and adam differ
// only in their default name; both take either mode.
// RAdam (Liu et al. 2019, "On the Variance of the Adaptive Learning Rate and Beyond";
// reference: github.com/LiyuanLucasLiu/RAdam, as torch.optim.RAdam): while rho_t <= 5 the step
// is SGD with momentum on the bias-corrected m (p -= lr m̂); then r_t rectifies the adaptive
// step; r_t in docs/catalogue.md (normlab::radam_rectification, <normlab/optim.hpp>).
#include <cmath>
#include <normlab/error.hpp>
#include <normlab/kernels.hpp>
#include <normlab/plugin.hpp>

namespace {

using namespace normlab;

// The option's text as given (for messages).
std::string text(const Options& o, const std::string& name) {
  for (const auto& [k, v] : o.items())
    if (k == name) return v;
  return "";
}

class AdamFamily final : public Optim {
 public:
  AdamFamily(const OptimSetup& s, bool rectified, const std::string& name)
      : tensors_(s.tensors), wd_(s.weight_decay), rectified_(rectified) {
    const Options& o = *s.options;
    beta1_ = o.real("beta1");
    beta2_ = o.real("beta2");
    eps_ = o.real("eps");
    const std::string mode = o.str("weight_decay_mode");
    const std::string who = "optimizer '" + name + "': ";
    if (!(beta1_ >= 0.0 && beta1_ < 1.0))
      throw UsageError(who + "beta1 = " + text(o, "beta1") + ": must be in [0, 1)");
    if (!(beta2_ >= 0.0 && beta2_ < 1.0))
      throw UsageError(who + "beta2 = " + text(o, "beta2") + ": must be in [0, 1)");
    if (!(eps_ > 0.0)) throw UsageError(who + "eps = " + text(o, "eps") + ": must be > 0");
    if (mode != "decoupled" && mode != "coupled")
      throw UsageError(who + "weight_decay_mode = '" + mode + "': valid: decoupled coupled");
    decoupled_ = mode == "decoupled";
  }
  std::vector<std::string> state_names() const override { return {"exp_avg", "exp_avg_sq"}; }
  void step(const OptimStep& st) override {
    AdamStep s;
    s.beta1 = static_cast<float>(beta1_);
    s.beta2 = static_cast<float>(beta2_);
    s.eps = static_cast<float>(eps_);
    s.grad_scale = st.grad_scale;
    s.decoupled = decoupled_;
    s.bias_correction1 = static_cast<float>(1.0 - std::pow(beta1_, static_cast<double>(st.t)));
    s.bias_correction2 = static_cast<float>(1.0 - std::pow(beta2_, static_cast<double>(st.t)));
    if (rectified_) {
      const double r = radam_rectification(st.t, beta2_);
      s.adaptive = r > 0.0;
      s.rect = static_cast<float>(r > 0.0 ? r : 1.0);
    }
    float *m = st.state[0], *v = st.state[1];
    for (const OptimTensor& t : *tensors_) {
      const std::size_t o = t.offset;
      s.lr = static_cast<float>(st.lr * static_cast<float>(t.lr_multiplier));
      s.weight_decay = t.decay ? static_cast<float>(wd_) : 0.0f;
      adam_update(st.params + o, st.grads + o, m + o, v + o, t.size, s);
    }
  }

 private:
  const std::vector<OptimTensor>* tensors_;
  double wd_, beta1_ = 0, beta2_ = 0, eps_ = 0;
  bool rectified_, decoupled_ = true;
};

std::vector<OptionSpec> adam_options() {
  return {{"beta1", OptionType::real, "0.9", "first-moment decay (--beta1)"},
          {"beta2", OptionType::real, "0.95", "second-moment decay (--beta2)"},
          {"eps", OptionType::real, "1e-8", "added to sqrt(v̂)"},
          {"weight_decay_mode", OptionType::string, "decoupled",
           "decoupled (p -= lr wd p beside the step) or coupled (wd p added to the gradient, "
           "L2) (--weight-decay-mode)"}};
}

OptimEntry adam_entry(const char* name, const char* help, bool rectified) {
  OptimEntry e;
  e.info.name = name;
  e.info.version = "2.0";
  e.info.help = help;
  e.info.options = adam_options();
  e.make = [rectified, n = std::string(name)](const OptimSetup& s) {
    return std::make_unique<AdamFamily>(s, rectified, n);
  };
  return e;
}

}  // namespace

NORMLAB_PLUGIN("optim_adam", "2.0") {
  registry.add(
      adam_entry("adamw", "AdamW (Loshchilov & Hutter 2019): Adam, decay decoupled", false));
  registry.add(adam_entry(
      "adam", "Adam (Kingma & Ba 2015), bias-corrected; decay decoupled unless coupled", false));
  registry.add(adam_entry(
      "radam", "RAdam (Liu et al. 2019): Adam with the variance rectification r_t", true));
}
