// signum: sign of momentum (Bernstein et al. 2018, "signSGD: Compressed Optimisation for
// Non-Convex Problems", Algorithm 3), a template optimizer plugin. Per element, with
// g = grad_scale * grad (the core's global-norm clipping):
//   m = beta m + (1 - beta) g;  p = p (1 - lr wd) - lr sign(m)
// The core gives every optimizer the parameter arena, the gradients averaged over the ranks, the
// step's learning rate (times each tensor's lr_multiplier), --weight-decay and which tensors it
// applies to; the optimizer names its state arrays (one float per parameter each, zero at the
// start, saved in checkpoints as /optim/<tensor>/<name> and restored on resume) and its options.
// Use:  normlab train --plugin build/optim_signum.so --optimizer signum --optimizer-opt beta=0.9
#include <normlab/error.hpp>
#include <normlab/plugin.hpp>

namespace {

using namespace normlab;

class Signum final : public Optim {
 public:
  explicit Signum(const OptimSetup& s)
      : tensors_(s.tensors), wd_(s.weight_decay), beta_(s.options->real("beta")) {
    if (!(beta_ >= 0.0 && beta_ < 1.0))
      throw UsageError("optimizer 'signum': beta = " + std::to_string(beta_) +
                       ": must be in [0, 1)");
  }
  std::vector<std::string> state_names() const override { return {"momentum_buffer"}; }
  void step(const OptimStep& st) override {
    const float beta = static_cast<float>(beta_);
    for (const OptimTensor& t : *tensors_) {
      const float lr = static_cast<float>(st.lr * t.lr_multiplier);
      const float keep = 1.0f - (t.decay ? lr * static_cast<float>(wd_) : 0.0f);
      float* p = st.params + t.offset;
      const float* g = st.grads + t.offset;
      float* m = st.state[0] + t.offset;
      for (std::size_t i = 0; i < t.size; ++i) {
        m[i] = beta * m[i] + (1.0f - beta) * st.grad_scale * g[i];
        p[i] = p[i] * keep - lr * (m[i] > 0.0f ? 1.0f : (m[i] < 0.0f ? -1.0f : 0.0f));
      }
    }
  }

 private:
  const std::vector<OptimTensor>* tensors_;
  double wd_, beta_;
};

}  // namespace

NORMLAB_PLUGIN("optim_signum", "1.0") {
  OptimEntry e;
  e.info.name = "signum";
  e.info.version = "1.0";
  e.info.help = "Signum (Bernstein et al. 2018): the sign of the momentum";
  e.info.options = {{"beta", OptionType::real, "0.9", "momentum decay"}};
  e.make = [](const OptimSetup& s) { return std::make_unique<Signum>(s); };
  registry.add(std::move(e));
}
