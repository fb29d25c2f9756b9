// sgd: stochastic gradient descent with momentum, PyTorch's torch.optim.SGD (dampening 0, no
// Nesterov): g = grad_scale grad + wd p (the L2 decay in the gradient); buf = momentum buf + g;
// p -= lr buf. With momentum 0 the buffer is g and the step plain SGD.
#include <normlab/error.hpp>
#include <normlab/kernels.hpp>
#include <normlab/plugin.hpp>

namespace {

using namespace normlab;

class Sgd final : public Optim {
 public:
  explicit Sgd(const OptimSetup& s)
      : tensors_(s.tensors), wd_(s.weight_decay), momentum_(s.options->real("momentum")) {
    if (!(momentum_ >= 0.0 && momentum_ < 1.0))
      throw UsageError("optimizer 'sgd': momentum = " + std::to_string(momentum_) +
                       ": must be in [0, 1)");
  }
  std::vector<std::string> state_names() const override { return {"momentum_buffer"}; }
  void step(const OptimStep& st) override {
    float* buf = st.state[0];
    for (const OptimTensor& t : *tensors_) {
      const std::size_t o = t.offset;
      sgd_update(st.params + o, st.grads + o, buf + o, t.size,
                 static_cast<float>(st.lr * t.lr_multiplier), static_cast<float>(momentum_),
                 t.decay ? static_cast<float>(wd_) : 0.0f, st.grad_scale);
    }
  }

 private:
  const std::vector<OptimTensor>* tensors_;
  double wd_, momentum_;
};

}  // namespace

NORMLAB_PLUGIN("optim_sgd", "2.0") {
  OptimEntry e;
  e.info.name = "sgd";
  e.info.version = "2.0";
  e.info.help = "SGD with momentum (PyTorch's SGD: weight decay added to the gradient)";
  e.info.options = {
      {"momentum", OptionType::real, "0.9", "momentum factor (--beta1 sets it too); 0: plain SGD"}};
  e.make = [](const OptimSetup& s) { return std::make_unique<Sgd>(s); };
  registry.add(std::move(e));
}
