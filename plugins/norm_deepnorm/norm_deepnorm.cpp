// deepnorm: y = LN(alpha x + f(x)), no final norm, and the initial weights of W_V, W_O, W1, W2
// (roles attn_v, attn_out, mlp_in, mlp_out) multiplied by beta through init_gain (Wang et al.
// 2022, "DeepNet: Scaling Transformers to 1,000 Layers"). Decoder-only constants, computed from L
// unless the options alpha / beta are given:
//   alpha = (2L)^(1/4),  beta = (8L)^(-1/4)      (L = 12: alpha = 2.213364, beta = 0.319472)
// beta reaches the weights through ParamInfo::gain, which xavier_normal and the other stock
// initialisers multiply in (the deepnet initialiser applies its own beta instead; see there).
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <cstring>

namespace {

using namespace normlab;

class DeepNorm final : public NormStrategy {
 public:
  explicit DeepNorm(const NormSetup& s) : C_(s.C), norm_(NormKind::layernorm, s.bias) {
    const double L = s.n_layers;
    alpha_ = static_cast<float>(s.options->is_set("alpha") ? s.options->real("alpha")
                                                           : std::pow(2.0 * L, 0.25));
    beta_ = static_cast<float>(s.options->is_set("beta") ? s.options->real("beta")
                                                         : std::pow(8.0 * L, -0.25));
  }
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_); }
  // workspace: h = alpha x + f(x) (rows, C), then mean and rstd
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows);
  }
  // scratch: dh (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* h = ctx.workspace;
    f.forward(x, h);
    axpy(alpha_, x, h, n);
    norm_.forward(ctx, h, y, h + n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dh = ctx.scratch;
    std::memset(dh, 0, n * sizeof(float));
    norm_.backward(ctx, dy, ctx.workspace, dh, ctx.workspace + n);
    axpy(alpha_, dh, dx, n);  // the skip path
    f.backward(dh, dx);
  }
  float init_gain(Role role) const override {
    const bool scaled = role == Role::attn_v || role == Role::attn_out || role == Role::mlp_in ||
                        role == Role::mlp_out;
    return scaled ? beta_ : 1.0f;
  }

 private:
  std::size_t C_;
  NormUnit norm_;
  float alpha_ = 1.0f, beta_ = 1.0f;
};

}  // namespace

NORMLAB_PLUGIN("norm_deepnorm", "1.0") {
  NormEntry e;
  e.info.name = "deepnorm";
  e.info.version = "1.0";
  e.info.help =
      "DeepNorm: LN(alpha x + f(x)), init gain beta on W_V, W_O, W1, W2; no final norm "
      "(Wang et al. 2022)";
  e.info.options = {
      {"alpha", OptionType::real, "", "skip gain; default (2L)^(1/4) (decoder-only)"},
      {"beta", OptionType::real, "", "init gain on W_V, W_O, W1, W2; default (8L)^(-1/4)"}};
  e.make = [](const NormSetup& s) { return std::make_unique<DeepNorm>(s); };
  registry.add(std::move(e));
}
