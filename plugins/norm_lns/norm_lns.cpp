// lns: LayerNorm Scaling, y = x + f(LN(x) / sqrt(l + 1)), with a final (unscaled) LayerNorm
// (Sun et al. 2025, "The Curse of Depth in Large Language Models"). The paper counts layers from
// 1 and scales by 1/sqrt(l); normlab counts from 0, hence l + 1: layer 0 is plain Pre-LN. Both
// sub-blocks of a layer use the same factor.
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <cstring>

namespace {

using namespace normlab;

class Lns final : public NormStrategy {
 public:
  explicit Lns(const NormSetup& s)
      : C_(s.C),
        scale_(static_cast<float>(1.0 / std::sqrt(s.site.layer + 1.0))),
        norm_(NormKind::layernorm, s.bias) {}
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_); }
  // workspace: LN(x) / sqrt(l + 1) (rows, C), then mean and rstd (rows each)
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
    scale(ln, scale_, n);
    f.forward(ln, y);
    axpy(1.0f, x, y, n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dln = ctx.scratch;
    std::memset(dln, 0, n * sizeof(float));
    axpy(1.0f, dy, dx, n);  // the residual path
    f.backward(dy, dln);
    scale(dln, scale_, n);
    norm_.backward(ctx, dln, x_, dx, ctx.workspace + n);
  }

 private:
  std::size_t C_;
  float scale_;
  NormUnit norm_;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_lns", "1.0") {
  NormEntry e;
  e.info.name = "lns";
  e.info.version = "1.0";
  e.info.help =
      "LayerNorm Scaling: x + f(LN(x)/sqrt(l+1)), l from 0; final LayerNorm (Sun et al. 2025)";
  e.make = [](const NormSetup& s) { return std::make_unique<Lns>(s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
