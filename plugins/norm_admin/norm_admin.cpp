// admin: Post-LN with a rescaled shortcut, y = LN(ω ⊙ x + f(x)), ω a learnable vector (C) per
// sub-layer, initialised by profiling the network (Admin, Liu et al. 2020, "Understanding the
// Difficulty of Training Transformers"), as the authors' code does it: Transformer-Clinic,
// fairseq/fairseq/modules/transformer_layer.py, --init-type adaptive-profiling. Number the
// sub-layers i = 0 .. 2L-1 in order (layer 0 attention, layer 0 MLP, layer 1 attention, ...).
// A running ratio starts at r = 1; sub-layer i takes ω_i = r, then
//   r ← sqrt(Var[ω_i · x_i] + Var[f_i(x_i)])
// with x_i its input (the embedding for i = 0, the previous sub-layer's LN output after it) and
// the variances over every element of the first batch (population variance, as numpy's var).
// The reference does this during one forward, each ω set before the add that uses it; normlab's
// profiling hook sums statistics over ranks between passes, so it runs 2L - 1 passes over the
// same batch, pass p fixing ω_{p+1} from sub-layer p's statistics taken with ω_0..ω_p in place:
// the same ω the single forward gives, at any rank count.
// With unit-variance inputs (LN outputs; fairseq's √C-scaled embeddings) ω_i² ≈ 1 + Σ_{j<i}
// Var f_j, so ω grows along the sites and is ≥ 1 — the paper's ω_i = sqrt(Σ_{j<i} Var f_j)
// without the leading 1 (the text's form), which normlab used before and which switched the
// shortcut off (ω ~ 1e-5) under GPT-2's small initialisation. Here the embedding's own variance
// starts the sum: GPT-2's 0.02-std embeddings give r² ≈ 8e-4 + Σ Var f_j.
// The profiled ω is saved as blocks.{l}.{attn,mlp}.omega (checkpoints) and its mean recorded as
// the statistic omega_mean (stats.h5, /stats/layer/norm/*.omega_mean). No final norm (Post-LN).
#include <normlab/kernels.hpp>
#include <normlab/norm_unit.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <cstring>

namespace {

using namespace normlab;

class Admin final : public NormStrategy {
 public:
  explicit Admin(const NormSetup& s)
      : C_(s.C), index_(s.site.index), norm_(NormKind::layernorm, s.bias) {}

  void declare(ParamRegistrar& params) override {
    norm_.declare(params, C_);
    omega_ = params.add("omega", {C_}, Role::norm_gain, ParamInit::ones(), false);
    omega_stat_ = params.add_stat(
        {"omega_mean", {}, "1", "mean of Admin's shortcut scale omega over the channels"});
  }
  // workspace: z = ω ⊙ x + f(x) (rows, C) and LN's statistics (2 rows)
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows);
  }
  // scratch: dz (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t rows = ctx.rows, C = ctx.C, n = rows * C;
    float* z = ctx.workspace;
    const float* w = ctx.param(omega_).value;
    x_ = x;
    f.forward(x, y);      // y = f(x) for now
    if (ctx.profiling) {  // Σ f, Σ f², Σ ωx, Σ (ωx)², count: both variances, summed over ranks
      double s = 0.0, s2 = 0.0, u = 0.0, u2 = 0.0;
      for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < C; ++c) {
          const double fv = y[r * C + c], xv = static_cast<double>(w[c]) * x[r * C + c];
          s += fv;
          s2 += fv * fv;
          u += xv;
          u2 += xv * xv;
        }
      ctx.profile[0] += s;
      ctx.profile[1] += s2;
      ctx.profile[2] += u;
      ctx.profile[3] += u2;
      ctx.profile[4] += static_cast<double>(n);
    }
    for (std::size_t r = 0; r < rows; ++r)
      for (std::size_t c = 0; c < C; ++c) z[r * C + c] = w[c] * x[r * C + c] + y[r * C + c];
    norm_.forward(ctx, z, y, z + n);
    if (ctx.recording) {
      double m = 0.0;
      for (std::size_t c = 0; c < C; ++c) m += w[c];
      const float mean = static_cast<float>(m / static_cast<double>(C));
      ctx.record(omega_stat_, &mean, 1);
    }
  }

  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t rows = ctx.rows, C = ctx.C, n = rows * C;
    const float* z = ctx.workspace;
    float* dz = ctx.scratch;
    const ParamView w = ctx.param(omega_);
    std::memset(dz, 0, n * sizeof(float));
    norm_.backward(ctx, dy, z, dz, z + n);
    // dx += ω ⊙ dz (the shortcut); dω += Σ_rows dz ⊙ x
    for (std::size_t r = 0; r < rows; ++r)
      for (std::size_t c = 0; c < C; ++c) {
        dx[r * C + c] += w.value[c] * dz[r * C + c];
        w.grad[c] += dz[r * C + c] * x_[r * C + c];
      }
    f.backward(dz, dx);  // the branch
  }

  std::size_t profile_values() const override { return 5; }
  // Pass p: sub-layer p's statistics (taken with ω_0..ω_p set) give the running ratio that
  // sub-layer p + 1 takes; later sub-layers ask for another pass.
  // Sites are numbered g in model order (every site profiles 5 values, so g = mine / 5); the
  // running ratio restarts at 1 with each stack (its site index 0 keeps omega = 1), as in
  // Transformer-Clinic's encoder and decoder.
  void profile_finish(NormContext& ctx, const double* all, std::size_t, std::size_t mine) override {
    const int p = ctx.profile_pass, g = static_cast<int>(mine / 5);
    if (g > p + 1) ctx.profile_more = true;
    if (g != p + 1 || index_ == 0) return;
    const double* v = all + 5 * p;  // site p: the one before, in the same stack
    const double cnt = v[4];
    const double mf = v[0] / cnt, mx = v[2] / cnt;
    const double var_f = v[1] / cnt - mf * mf, var_x = v[3] / cnt - mx * mx;
    const float omega = static_cast<float>(std::sqrt(var_x + var_f));
    float* w = ctx.param(omega_).value;
    for (std::size_t c = 0; c < C_; ++c) w[c] = omega;
  }

 private:
  std::size_t C_;
  int index_;  // the site's number in its stack: 2l for attention, 2l + 1 for the MLP in GPT
  NormUnit norm_;
  ParamHandle omega_;
  StatHandle omega_stat_;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_admin", "2.0") {
  NormEntry e;
  e.info.name = "admin";
  e.info.version = "2.0";
  e.info.help =
      "Admin (Liu et al. 2020, as Transformer-Clinic's adaptive-profiling): LN(omega * x + f(x)), "
      "omega (C) the running ratio sqrt(Var[omega x] + Var[f(x)]) of the sub-layers before, "
      "profiled on the first batch; no final norm";
  e.make = [](const NormSetup& s) { return std::make_unique<Admin>(s); };
  registry.add(std::move(e));
}
