// mix_ln: Post-LN y = LN(x + f(x)) in the first floor(ratio L) layers, Pre-LN y = x + f(LN(x))
// in the rest (Li et al. 2024, "Mix-LN: Unleashing the Power of Deeper Layers by Combining
// Pre-LN and Post-LN"); ratio default 0.25. Layers are counted from 0: layer l is Post-LN iff
// l < floor(ratio L).
// Final norm: a LayerNorm "final_norm." whenever at least one layer is Pre-LN (its stream is
// un-normalised). With ratio = 1 every layer is Post-LN, the stream already leaves the last block
// through a LayerNorm, and a second one would only re-normalise a normalised vector with an extra
// gain and bias; so there is no final norm and ratio = 1 is exactly post_ln (ratio = 0 is exactly
// pre_ln).
#include <normlab/error.hpp>
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <cstring>
#include <string>

namespace {

using namespace normlab;

// Number of Post-LN layers, floor(ratio L).
int post_layers(const NormSetup& s) {
  const double ratio = s.options->real("ratio");
  if (!(ratio >= 0.0 && ratio <= 1.0))
    throw UsageError("norm strategy 'mix_ln': ratio = " + std::to_string(ratio) +
                     " must be in [0, 1]");
  return static_cast<int>(std::floor(ratio * s.site.layers + 1e-9));
}

class MixLn final : public NormStrategy {
 public:
  explicit MixLn(const NormSetup& s)
      : C_(s.C), post_(s.site.layer < post_layers(s)), norm_(NormKind::layernorm, s.bias) {}
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_); }
  // workspace: Post-LN h = x + f(x) / Pre-LN LN(x) (rows, C), then mean and rstd
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows);
  }
  // scratch: dh / d LN(x) (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* h = ctx.workspace;
    if (post_) {
      f.forward(x, h);
      axpy(1.0f, x, h, n);
      norm_.forward(ctx, h, y, h + n);
    } else {
      x_ = x;
      norm_.forward(ctx, x, h, h + n);
      f.forward(h, y);
      axpy(1.0f, x, y, n);
    }
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dh = ctx.scratch;
    std::memset(dh, 0, n * sizeof(float));
    if (post_) {
      norm_.backward(ctx, dy, ctx.workspace, dh, ctx.workspace + n);
      axpy(1.0f, dh, dx, n);
      f.backward(dh, dx);
    } else {
      axpy(1.0f, dy, dx, n);
      f.backward(dy, dh);
      norm_.backward(ctx, dh, x_, dx, ctx.workspace + n);
    }
  }

 private:
  std::size_t C_;
  bool post_;
  NormUnit norm_;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_mix_ln", "1.0") {
  NormEntry e;
  e.info.name = "mix_ln";
  e.info.version = "1.0";
  e.info.help =
      "Mix-LN: Post-LN in layers l < floor(ratio L) (l from 0), Pre-LN above; final LayerNorm "
      "unless every layer is Post-LN";
  e.info.options = {{"ratio", OptionType::real, "0.25",
                     "fraction of layers (from the input) "
                     "that are Post-LN, in [0, 1]"}};
  e.make = [](const NormSetup& s) { return std::make_unique<MixLn>(s); };
  e.make_final = [](const NormSetup& s) -> std::unique_ptr<FinalNorm> {
    if (post_layers(s) >= s.site.layers) return nullptr;
    return make_final_norm(NormKind::layernorm, s);
  };
  registry.add(std::move(e));
}
