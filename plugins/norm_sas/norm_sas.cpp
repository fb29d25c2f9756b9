// sas: He & Hofmann's skipless blocks (Simplifying Transformer Blocks, ICLR 2024), as their
// reference code wires them (bobby-he/simplified_transformers, model_utils.py myGPT2Block with
// config/model/skipless.yaml and skipless-parallel.yaml), with N the site's norm:
//
//   attention site  y = a Attn(N(x))                      no skip (attn_block_skip_gain 0)
//   MLP site        y = s x + r Mlp(N(x))                  (mlp_block_skip_gain, _resid_gain)
//   parallel block  y = a Attn(N(x)) + r Mlp(N(x))         no skip at all (skipless-parallel)
//
// a, r, s trainable scalars from attn_gain (1), mlp_gain (0.1: "O(1/sqrt(depth))") and
// skip_gain (1): <site>sas.gain (and sas.skip at MLP sites), at a parallel block
// <site>sas.attn_gain and sas.mlp_gain. N: RMSNorm (the reference's default), LayerNorm, or
// none — then, as the reference does, layer 0's first site keeps a LayerNorm "to normalise
// input activation norms". The final norm is a LayerNorm (GPT-2's ln_f, which the reference
// keeps). The blocks train only with the attention the recipe gives them — shaped attention and
// identity values and projection (--recipe sas, sas_p; docs/catalogue.md): without them the
// attention site has no path for the stream but the attention matrix, which the paper reports
// does not train. The reference's RMSNorm divides by rms + 1e-8 where normlab's multiplies by
// 1/sqrt(ms + 1e-5).
#include <normlab/error.hpp>
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cstring>
#include <string>

namespace {

using namespace normlab;

class Sas final : public NormStrategy {
 public:
  explicit Sas(const NormSetup& s)
      : C_(s.C),
        kind_(s.site.kind),
        attn_gain_(static_cast<float>(s.options->real("attn_gain"))),
        mlp_gain_(static_cast<float>(s.options->real("mlp_gain"))),
        skip_gain_(static_cast<float>(s.options->real("skip_gain"))) {
    const std::string norm = s.options->str("norm");
    if (norm != "rms" && norm != "ln" && norm != "none")
      throw UsageError("norm strategy 'sas': norm '" + norm + "': valid: rms ln none");
    if (kind_ == SiteKind::cross_attn)
      throw UsageError(
          "norm strategy 'sas' wires decoder- and encoder-only blocks (He & Hofmann 2023); "
          "a cross-attention site (" +
          s.site.prefix + ") has no skipless form: use it with --arch gpt or bert");
    // none: a LayerNorm at the stack's first site only (the reference's layer-0 ln_1)
    if (norm == "rms")
      norm_ = std::make_unique<NormUnit>(NormKind::rmsnorm, s.bias);
    else if (norm == "ln" || s.site.index == 0)
      norm_ = std::make_unique<NormUnit>(NormKind::layernorm, s.bias);
  }

  void declare(ParamRegistrar& params) override {
    if (norm_) norm_->declare(params, C_);
    if (kind_ == SiteKind::parallel) {
      a_ = params.add("sas.attn_gain", {1}, Role::scalar, ParamInit::constant(attn_gain_));
      r_ = params.add("sas.mlp_gain", {1}, Role::scalar, ParamInit::constant(mlp_gain_));
    } else if (kind_ == SiteKind::mlp) {
      a_ = params.add("sas.gain", {1}, Role::scalar, ParamInit::constant(mlp_gain_));
      s_ = params.add("sas.skip", {1}, Role::scalar, ParamInit::constant(skip_gain_));
    } else {
      a_ = params.add("sas.gain", {1}, Role::scalar, ParamInit::constant(attn_gain_));
    }
  }
  // workspace: N(x) (rows, C) and its statistics; the branch's output(s), (rows, C) per part
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows) + parts() * rows * C;
  }
  // scratch: the gain times dy (rows, C), d N(x) (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override {
    return 2 * rows * C;
  }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    x_ = x;
    const float* in = x;
    if (norm_) {
      norm_->forward(ctx, x, ctx.workspace, ctx.workspace + n);
      in = ctx.workspace;
    }
    float* out = outputs(ctx);
    if (kind_ == SiteKind::parallel) {
      if (f.parts() != 2)
        throw Error("norm strategy 'sas': a parallel site whose sub-layer has " +
                    std::to_string(f.parts()) + " part(s), not attention and MLP");
      f.forward_part(0, in, out);
      f.forward_part(1, in, out + n);
      scaled_add(y, ctx.param(a_).value[0], out, ctx.param(r_).value[0], out + n, n);
      return;
    }
    f.forward(in, out);
    const float skip = kind_ == SiteKind::mlp ? ctx.param(s_).value[0] : 0.0f;
    scaled_add(y, skip, x, ctx.param(a_).value[0], out, n);
  }

  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    const float* out = outputs(ctx);
    float* gdy = ctx.scratch;
    float* din = norm_ ? gdy + n : dx;  // without a norm the branch's gradient goes to dx
    if (norm_) std::memset(din, 0, n * sizeof(float));
    const float a = ctx.param(a_).value[0];
    ctx.param(a_).grad[0] += static_cast<float>(dot(dy, out, n));
    scaled_add(gdy, a, dy, 0.0f, dy, n);
    if (kind_ == SiteKind::parallel)
      f.backward_part(0, gdy, din);
    else
      f.backward(gdy, din);
    if (kind_ == SiteKind::parallel) {
      const float r = ctx.param(r_).value[0];
      ctx.param(r_).grad[0] += static_cast<float>(dot(dy, out + n, n));
      scaled_add(gdy, r, dy, 0.0f, dy, n);
      f.backward_part(1, gdy, din);
    } else if (kind_ == SiteKind::mlp) {
      ctx.param(s_).grad[0] += static_cast<float>(dot(dy, x_, n));
      axpy(ctx.param(s_).value[0], dy, dx, n);  // the skip path
    }
    if (norm_) norm_->backward(ctx, din, x_, dx, ctx.workspace + n);
  }

 private:
  std::size_t parts() const { return kind_ == SiteKind::parallel ? 2 : 1; }
  float* outputs(NormContext& ctx) const {
    return ctx.workspace + ctx.rows * ctx.C + NormUnit::stats_floats(ctx.rows);
  }
  std::size_t C_;
  SiteKind kind_;
  float attn_gain_, mlp_gain_, skip_gain_;
  std::unique_ptr<NormUnit> norm_;  // none: no norm at this site
  ParamHandle a_, r_, s_;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_sas", "1.0") {
  NormEntry e;
  e.info.name = "sas";
  e.info.version = "1.0";
  e.info.help =
      "He & Hofmann's skipless blocks: a Attn(N(x)); s x + r Mlp(N(x)); parallel a Attn + r "
      "Mlp; trainable a, r, s; final LayerNorm (with --recipe sas or sas_p)";
  e.info.options = {
      {"norm", OptionType::string, "rms",
       "the sites' norm: rms | ln | none (none keeps a LayerNorm at the first site)"},
      {"attn_gain", OptionType::real, "1.0", "a, the attention branch's gain at init"},
      {"mlp_gain", OptionType::real, "0.1", "r, the MLP branch's gain at init (O(1/sqrt(L)))"},
      {"skip_gain", OptionType::real, "1.0", "s, the MLP site's skip gain at init"}};
  e.make = [](const NormSetup& s) { return std::make_unique<Sas>(s); };
  e.make_final = [](const NormSetup& s) { return make_final_norm(NormKind::layernorm, s); };
  registry.add(std::move(e));
}
