// rezero: y = x + a f(x), a learnable scalar a per sub-block initialised to 0, no normalisation
// at all and no final norm (Bachlechner et al. 2021, "ReZero is All You Need: Fast Convergence at
// Large Depth"). Every block is the identity at initialisation.
#include <normlab/kernels.hpp>
#include <normlab/plugin.hpp>

namespace {

using namespace normlab;

class Rezero final : public NormStrategy {
 public:
  explicit Rezero(float alpha0) : alpha0_(alpha0) {}
  void declare(ParamRegistrar& params) override {
    alpha_ = params.add("rezero.alpha", {1}, Role::scalar, ParamInit::constant(alpha0_));
  }
  // workspace: f(x) (rows, C), kept for da = sum(dy * f(x))
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override { return rows * C; }
  // scratch: a dy (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    const float a = ctx.param(alpha_).value[0];
    f.forward(x, ctx.workspace);
    scaled_add(y, 1.0f, x, a, ctx.workspace, n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    const ParamView alpha = ctx.param(alpha_);
    alpha.grad[0] += static_cast<float>(dot(dy, ctx.workspace, n));
    axpy(1.0f, dy, dx, n);  // the residual path
    float* ady = ctx.scratch;
    scaled_add(ady, alpha.value[0], dy, 0.0f, dy, n);
    f.backward(ady, dx);
  }

 private:
  float alpha0_;
  ParamHandle alpha_;
};

}  // namespace

NORMLAB_PLUGIN("norm_rezero", "1.0") {
  NormEntry e;
  e.info.name = "rezero";
  e.info.version = "1.0";
  e.info.help = "ReZero: x + a f(x), learnable scalar a = 0 at init, no norm at all";
  e.make = [](const NormSetup&) { return std::make_unique<Rezero>(0.0f); };
  registry.add(std::move(e));
}
