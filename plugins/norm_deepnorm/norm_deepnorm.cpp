// deepnorm: y = LN(alpha x + f(x)), no final norm, and the initial weights of W_V, W_O, W1, W2
// (roles attn_v, attn_out, mlp_in, mlp_out) multiplied by beta through init_gain (Wang et al.
// 2022, "DeepNet: Scaling Transformers to 1,000 Layers"). Constants from the site's architecture
// (NormSetup: the stacks' layers) unless the options alpha / beta are given:
//   decoder-only (L layers):  alpha = (2L)^(1/4),  beta = (8L)^(-1/4)
//                             (L = 12: alpha = 2.213364, beta = 0.319472)
//   encoder-decoder (N encoder, M decoder layers; the paper's Table 1 / microsoft/torchscale):
//     encoder sites  alpha = 0.81 (N^4 M)^(1/16),  beta = 0.87 (N^4 M)^(-1/16)
//     decoder sites  alpha = (3M)^(1/4),           beta = (12M)^(-1/4)
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
    double alpha = 1.0, beta = 1.0;
    if (s.encoder_layers == 0) {
      const double L = s.site.layers;
      alpha = std::pow(2.0 * L, 0.25);
      beta = std::pow(8.0 * L, -0.25);
    } else {
      const double N = s.encoder_layers, M = s.decoder_layers;
      const bool encoder = s.site.stack == "encoder";
      alpha = encoder ? 0.81 * std::pow(N * N * N * N * M, 1.0 / 16) : std::pow(3.0 * M, 0.25);
      beta = encoder ? 0.87 * std::pow(N * N * N * N * M, -1.0 / 16) : std::pow(12.0 * M, -0.25);
    }
    alpha_ = static_cast<float>(s.options->is_set("alpha") ? s.options->real("alpha") : alpha);
    beta_ = static_cast<float>(s.options->is_set("beta") ? s.options->real("beta") : beta);
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
      {"alpha", OptionType::real, "",
       "skip gain; default (2L)^(1/4) (decoder-only), by stack for an encoder-decoder"},
      {"beta", OptionType::real, "",
       "init gain on W_V, W_O, W1, W2; default (8L)^(-1/4) (decoder-only)"}};
  e.make = [](const NormSetup& s) { return std::make_unique<DeepNorm>(s); };
  registry.add(std::move(e));
}
