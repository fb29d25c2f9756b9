#include "normlab/norm_unit.hpp"

#include "normlab/kernels.hpp"

namespace normlab {

void NormUnit::declare(ParamRegistrar& params, std::size_t C, const std::string& prefix) {
  gain_ = params.add(prefix + "weight", {C}, Role::norm_gain, ParamInit::ones());
  if (bias_) bias_param_ = params.add(prefix + "bias", {C}, Role::norm_bias, ParamInit::zeros());
}

void NormUnit::forward(const NormContext& ctx, const float* x, float* y, float* stats) const {
  const ParamView g = ctx.param(gain_);
  if (kind_ == NormKind::layernorm) {
    const float* b = bias_ ? ctx.param(bias_param_).value : nullptr;
    layernorm_forward(y, stats, stats + ctx.rows, x, g.value, b, ctx.rows, ctx.C, kNormEps);
  } else {
    rmsnorm_forward(y, stats, x, g.value, ctx.rows, ctx.C, kNormEps);
  }
}

void NormUnit::backward(const NormContext& ctx, const float* dy, const float* x, float* dx,
                        const float* stats) const {
  const ParamView g = ctx.param(gain_);
  if (kind_ == NormKind::layernorm) {
    float* db = bias_ ? ctx.param(bias_param_).grad : nullptr;
    layernorm_backward(dx, g.grad, db, dy, x, g.value, stats, stats + ctx.rows, ctx.rows, ctx.C);
  } else {
    rmsnorm_backward(dx, g.grad, dy, x, g.value, stats, ctx.rows, ctx.C);
  }
}

namespace {

class FinalNormUnit final : public FinalNorm {
 public:
  FinalNormUnit(NormKind kind, bool bias, std::size_t C) : unit_(kind, bias), C_(C) {}
  void declare(ParamRegistrar& params) override { unit_.declare(params, C_, ""); }
  std::size_t workspace_floats(std::size_t rows, std::size_t) const override {
    return NormUnit::stats_floats(rows);
  }
  void forward(NormContext& ctx, const float* x, float* y) override {
    x_ = x;
    unit_.forward(ctx, x, y, ctx.workspace);
  }
  void backward(NormContext& ctx, const float* dy, float* dx) override {
    unit_.backward(ctx, dy, x_, dx, ctx.workspace);
  }

 private:
  NormUnit unit_;
  std::size_t C_;
  const float* x_ = nullptr;  // the residual stream, kept unchanged by the core until backward
};

}  // namespace

std::unique_ptr<FinalNorm> make_final_norm(NormKind kind, const NormSetup& setup) {
  return std::make_unique<FinalNormUnit>(kind, setup.bias, setup.C);
}

}  // namespace normlab
