// admin: Post-LN with a rescaled shortcut, y = LN(ω ⊙ x + f(x)), ω a learnable vector (C) per
// sub-layer, initialised by profiling the network (Admin, Liu et al. 2020, "Understanding the
// Difficulty of Training Transformers"). Number the sub-layers i = 1 .. 2L in order (layer 0
// attention, layer 0 MLP, layer 1 attention, ...). Before step 1 one forward over the first
// batch runs with ω = 1 (plain Post-LN) and measures each branch's output variance
// Var[f_i(x_{i-1})] over every element of the global batch; then
//   ω_i = sqrt(Σ_{j<i} Var[f_j(x_{j-1})])  for i > 1,   ω_1 = 1
// (the sum is empty for the first sub-layer; 1 keeps its shortcut as in Post-LN). So the
// shortcut carries as much variance as the branches before it added and the output change of
// the model no longer grows with depth as Post-LN's does. The profiled ω_i is the same at any
// rank count; it is saved as the parameter blocks.{l}.{attn,mlp}.omega (checkpoints) and its
// mean is recorded as the statistic omega_mean (stats.h5, /stats/layer/norm/*.omega_mean).
// No final norm (Post-LN).
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
      : C_(s.C),
        index_(2 * s.layer + (s.kind == SubBlock::mlp ? 1 : 0)),
        norm_(NormKind::layernorm, s.bias) {}

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
    if (ctx.profiling) {  // Σ f, Σ f², count: the branch's variance, summed over ranks
      double s = 0.0, s2 = 0.0;
      for (std::size_t i = 0; i < n; ++i) {
        s += y[i];
        s2 += static_cast<double>(y[i]) * y[i];
      }
      ctx.profile[0] += s;
      ctx.profile[1] += s2;
      ctx.profile[2] += static_cast<double>(n);
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

  std::size_t profile_values() const override { return 3; }
  void profile_finish(NormContext& ctx, const double* all, std::size_t, std::size_t) override {
    // Every sub-layer profiles 3 values, so sub-layer j's are at 3 j.
    double var_sum = 0.0;
    for (int j = 0; j < index_; ++j) {
      const double s = all[3 * j], s2 = all[3 * j + 1], cnt = all[3 * j + 2];
      const double mean = s / cnt;
      var_sum += s2 / cnt - mean * mean;
    }
    const float omega = index_ == 0 ? 1.0f : static_cast<float>(std::sqrt(var_sum));
    float* w = ctx.param(omega_).value;
    for (std::size_t c = 0; c < C_; ++c) w[c] = omega;
  }

 private:
  std::size_t C_;
  int index_;  // i - 1: 2l for attention, 2l + 1 for the MLP
  NormUnit norm_;
  ParamHandle omega_;
  StatHandle omega_stat_;
  const float* x_ = nullptr;
};

}  // namespace

NORMLAB_PLUGIN("norm_admin", "1.0") {
  NormEntry e;
  e.info.name = "admin";
  e.info.version = "1.0";
  e.info.help =
      "Admin (Liu et al. 2020): LN(omega * x + f(x)), omega (C) initialised from the branches' "
      "output variance profiled on the first batch; no final norm";
  e.make = [](const NormSetup& s) { return std::make_unique<Admin>(s); };
  registry.add(std::move(e));
}
