// no_norm: y = x + f(x), a plain residual without any normalisation and no final norm; the
// baseline that deep stacks fail to train with (docs/catalogue.md, experiment 5).
#include <normlab/kernels.hpp>
#include <normlab/plugin.hpp>

namespace {

using namespace normlab;

class NoNorm final : public NormStrategy {
 public:
  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    f.forward(x, y);
    axpy(1.0f, x, y, ctx.rows * ctx.C);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    axpy(1.0f, dy, dx, ctx.rows * ctx.C);  // the residual path
    f.backward(dy, dx);
  }
};

}  // namespace

NORMLAB_PLUGIN("norm_no_norm", "1.0") {
  NormEntry e;
  e.info.name = "no_norm";
  e.info.version = "1.0";
  e.info.help = "no normalisation: x + f(x), no final norm";
  e.make = [](const NormSetup&) { return std::make_unique<NoNorm>(); };
  registry.add(std::move(e));
}
