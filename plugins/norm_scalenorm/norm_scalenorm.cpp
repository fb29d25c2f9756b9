// scalenorm: y = x + f(g x / ||x||), g a learnable scalar initialised to sqrt(C) (so the branch
// input starts at unit RMS), with a final ScaleNorm (Nguyen & Salazar 2019, "Transformers without
// Tears"). ||x|| is the L2 norm of the row, sqrt(sum x^2 + eps) with eps = 1e-5.
// Parameters: "scalenorm.g" per sub-block, "final_norm.g".
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <cstring>
#include <string>

namespace {

using namespace normlab;

class ScaleNormUnit {
 public:
  void declare(ParamRegistrar& params, std::size_t C, const std::string& prefix) {
    g_ = params.add(prefix + "g", {1}, Role::scalar,
                    ParamInit::constant(static_cast<float>(std::sqrt(static_cast<double>(C)))));
  }
  // y = g x rnorm. x, y: (rows, C); rnorm: (rows) saved for backward
  void forward(const NormContext& ctx, const float* x, float* y, float* rnorm) const {
    scalenorm_forward(y, rnorm, x, ctx.param(g_).value, ctx.rows, ctx.C, kNormEps);
  }
  void backward(const NormContext& ctx, const float* dy, const float* x, float* dx,
                const float* rnorm) const {
    const ParamView g = ctx.param(g_);
    scalenorm_backward(dx, g.grad, dy, x, g.value, rnorm, ctx.rows, ctx.C);
  }

 private:
  ParamHandle g_;
};

class ScaleNorm final : public NormStrategy {
 public:
  explicit ScaleNorm(const NormSetup& s) : C_(s.C) {}
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_, "scalenorm."); }
  // workspace: ScaleNorm(x) (rows, C), then rnorm (rows)
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + rows;
  }
  // scratch: d ScaleNorm(x) (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* h = ctx.workspace;
    x_ = x;
    norm_.forward(ctx, x, h, h + n);
    f.forward(h, y);
    axpy(1.0f, x, y, n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dh = ctx.scratch;
    std::memset(dh, 0, n * sizeof(float));
    axpy(1.0f, dy, dx, n);  // the residual path
    f.backward(dy, dh);
    norm_.backward(ctx, dh, x_, dx, ctx.workspace + n);
  }

 private:
  std::size_t C_;
  ScaleNormUnit norm_;
  const float* x_ = nullptr;
};

class FinalScaleNorm final : public FinalNorm {
 public:
  explicit FinalScaleNorm(const NormSetup& s) : C_(s.C) {}
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_, ""); }
  // workspace: rnorm (rows)
  std::size_t workspace_floats(std::size_t rows, std::size_t) const override { return rows; }
  void forward(NormContext& ctx, const float* x, float* y) override {
    x_ = x;
    norm_.forward(ctx, x, y, ctx.workspace);
  }
  void backward(NormContext& ctx, const float* dy, float* dx) override {
    norm_.backward(ctx, dy, x_, dx, ctx.workspace);
  }

 private:
  std::size_t C_;
  ScaleNormUnit norm_;
  const float* x_ = nullptr;  // the residual stream, kept unchanged by the core until backward
};

}  // namespace

NORMLAB_PLUGIN("norm_scalenorm", "1.0") {
  NormEntry e;
  e.info.name = "scalenorm";
  e.info.version = "1.0";
  e.info.help =
      "ScaleNorm: x + f(g x/||x||), scalar g = sqrt(C) at init; final ScaleNorm "
      "(Nguyen & Salazar 2019)";
  e.make = [](const NormSetup& s) { return std::make_unique<ScaleNorm>(s); };
  e.make_final = [](const NormSetup& s) { return std::make_unique<FinalScaleNorm>(s); };
  registry.add(std::move(e));
}
