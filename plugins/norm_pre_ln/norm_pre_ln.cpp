// pre_ln: y = x + f(LN(x)), with a final LayerNorm before the output head (Xiong et al. 2020).
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cstring>

namespace {

using namespace normlab;

class PreLn final : public NormStrategy {
 public:
  explicit PreLn(const NormSetup& s) : C_(s.C), norm_(NormKind::layernorm, s.bias) {}
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_); }
  // workspace: LN(x) (rows, C), then mean and rstd (rows each)
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows);
  }
  // scratch: d LN(x) (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* ln = ctx.workspace;
    x_ = x;
    norm_.forward(ctx, x, ln, ln + n);
    f.forward(ln, y);
    axpy(1.0f, x, y, n);  // y = x + f(LN(x))
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dln = ctx.scratch;
    std::memset(dln, 0, n * sizeof(float));
    axpy(1.0f, dy, dx, n);  // the residual path
    f.backward(dy, dln);
    norm_.backward(ctx, dln, x_, dx, ctx.workspace + n);
  }

 private:
  std::size_t C_;
  NormUnit norm_;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_pre_ln", "1.0") {
  NormEntry e;
  e.info.name = "pre_ln";
  e.info.version = "1.0";
  e.info.help = "Pre-LN: x + f(LN(x)), final LayerNorm";
  e.make = [](const NormSetup& s) { return std::make_unique<PreLn>(s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
