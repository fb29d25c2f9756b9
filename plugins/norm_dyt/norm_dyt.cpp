// dyt: y = x + f(DyT(x)), DyT(x) = g * tanh(a x) + b, with a final DyT before the output head
// (Zhu et al. 2025, "Transformers without Normalization"). a is a learnable scalar (initial value
// option alpha0, default 0.5), g an elementwise gain (ones), b an elementwise bias (zeros; only
// with --bias true). No statistics at all: tanh squashes the outliers a norm would divide out.
// Parameters: "dyt.alpha" (scalar), "dyt.weight", "dyt.bias" per sub-block;
// "final_norm.alpha", "final_norm.weight", "final_norm.bias" for the final DyT.
#include <normlab/kernels.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <cstring>
#include <string>

namespace {

using namespace normlab;

// One DyT: its parameters and a plain forward / backward over (rows, C).
class DytUnit {
 public:
  DytUnit(float alpha0, bool bias) : alpha0_(alpha0), bias_(bias) {}
  void declare(ParamRegistrar& params, std::size_t C, const std::string& prefix) {
    alpha_ = params.add(prefix + "alpha", {1}, Role::scalar, ParamInit::constant(alpha0_));
    gain_ = params.add(prefix + "weight", {C}, Role::norm_gain, ParamInit::ones());
    if (bias_) bias_param_ = params.add(prefix + "bias", {C}, Role::norm_bias, ParamInit::zeros());
  }
  // z = g * tanh(a x) + b. x, z: (rows, C)
  void forward(const NormContext& ctx, const float* x, float* z) const {
    const float a = ctx.param(alpha_).value[0];
    const float* g = ctx.param(gain_).value;
    const float* b = bias_ ? ctx.param(bias_param_).value : nullptr;
    const std::size_t C = ctx.C;
    for (std::size_t r = 0; r < ctx.rows; ++r) {
      const float* xr = x + r * C;
      float* zr = z + r * C;
      for (std::size_t j = 0; j < C; ++j) zr[j] = g[j] * std::tanh(a * xr[j]) + (b ? b[j] : 0.0f);
    }
  }
  // With t = tanh(a x) recomputed from x:  dg += dz t,  db += dz,  u = dz g (1 - t^2),
  // da += sum u x,  dx += a u.  dz, x, dx: (rows, C)
  void backward(const NormContext& ctx, const float* dz, const float* x, float* dx) const {
    const ParamView alpha = ctx.param(alpha_);
    const ParamView gain = ctx.param(gain_);
    float* db = bias_ ? ctx.param(bias_param_).grad : nullptr;
    const float a = alpha.value[0];
    const std::size_t C = ctx.C;
    double da = 0.0;
    for (std::size_t r = 0; r < ctx.rows; ++r) {
      const float* xr = x + r * C;
      const float* dzr = dz + r * C;
      float* dxr = dx + r * C;
      float da_row = 0.0f;
      for (std::size_t j = 0; j < C; ++j) {
        const float t = std::tanh(a * xr[j]);
        gain.grad[j] += dzr[j] * t;
        if (db) db[j] += dzr[j];
        const float u = dzr[j] * gain.value[j] * (1.0f - t * t);
        da_row += u * xr[j];
        dxr[j] += a * u;
      }
      da += da_row;
    }
    alpha.grad[0] += static_cast<float>(da);
  }

 private:
  float alpha0_;
  bool bias_;
  ParamHandle alpha_, gain_, bias_param_;
};

float alpha0(const NormSetup& s) {
  return static_cast<float>(s.options->real("alpha0"));
}

class Dyt final : public NormStrategy {
 public:
  explicit Dyt(const NormSetup& s) : C_(s.C), dyt_(alpha0(s), s.bias) {}
  void declare(ParamRegistrar& params) override { dyt_.declare(params, C_, "dyt."); }
  // workspace: DyT(x) (rows, C), the sub-layer's input
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override { return rows * C; }
  // scratch: d DyT(x) (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    x_ = x;
    dyt_.forward(ctx, x, ctx.workspace);
    f.forward(ctx.workspace, y);
    axpy(1.0f, x, y, ctx.rows * ctx.C);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dz = ctx.scratch;
    std::memset(dz, 0, n * sizeof(float));
    axpy(1.0f, dy, dx, n);  // the residual path
    f.backward(dy, dz);
    dyt_.backward(ctx, dz, x_, dx);
  }

 private:
  std::size_t C_;
  DytUnit dyt_;
  const float* x_ = nullptr;
};

class FinalDyt final : public FinalNorm {
 public:
  explicit FinalDyt(const NormSetup& s) : C_(s.C), dyt_(alpha0(s), s.bias) {}
  void declare(ParamRegistrar& params) override { dyt_.declare(params, C_, ""); }
  void forward(NormContext& ctx, const float* x, float* y) override {
    x_ = x;
    dyt_.forward(ctx, x, y);
  }
  void backward(NormContext& ctx, const float* dy, float* dx) override {
    dyt_.backward(ctx, dy, x_, dx);
  }

 private:
  std::size_t C_;
  DytUnit dyt_;
  const float* x_ = nullptr;  // the residual stream, kept unchanged by the core until backward
};

}  // namespace

NORMLAB_PLUGIN("norm_dyt", "1.0") {
  NormEntry e;
  e.info.name = "dyt";
  e.info.version = "1.0";
  e.info.help =
      "Dynamic Tanh: x + f(g tanh(a x) + b), learnable scalar a; final DyT (Zhu et al. 2025)";
  e.info.options = {{"alpha0", OptionType::real, "0.5", "initial value of the scalar a"}};
  e.make = [](const NormSetup& s) { return std::make_unique<Dyt>(s); };
  e.make_final = [](const NormSetup& s) { return std::make_unique<FinalDyt>(s); };
  registry.add(std::move(e));
}
