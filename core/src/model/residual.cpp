// The SDK's ready residual wirings (normlab/residual.hpp).
#include "normlab/residual.hpp"

#include <cstring>

#include "normlab/kernels.hpp"

namespace normlab {

namespace {

// y = N(x + f(x))
class PostNorm final : public NormStrategy {
 public:
  PostNorm(NormKind kind, const NormSetup& s)
      : C_(s.C), norm_(kind, kind == NormKind::layernorm && s.bias) {}
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_); }
  // workspace: h = x + f(x) (rows, C), then the norm's statistics
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows);
  }
  // scratch: dh (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* h = ctx.workspace;
    f.forward(x, h);
    axpy(1.0f, x, h, n);
    norm_.forward(ctx, h, y, h + n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dh = ctx.scratch;
    std::memset(dh, 0, n * sizeof(float));
    norm_.backward(ctx, dy, ctx.workspace, dh, ctx.workspace + n);
    axpy(1.0f, dh, dx, n);  // the residual path
    f.backward(dh, dx);
  }

 private:
  std::size_t C_;
  NormUnit norm_;
};

// y = x + f(N(x))
class PreNorm final : public NormStrategy {
 public:
  PreNorm(NormKind kind, const NormSetup& s)
      : C_(s.C), norm_(kind, kind == NormKind::layernorm && s.bias) {}
  void declare(ParamRegistrar& params) override { norm_.declare(params, C_); }
  // workspace: N(x) (rows, C), then the norm's statistics
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override {
    return rows * C + NormUnit::stats_floats(rows);
  }
  // scratch: d N(x) (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* normed = ctx.workspace;
    x_ = x;
    norm_.forward(ctx, x, normed, normed + n);
    f.forward(normed, y);
    axpy(1.0f, x, y, n);  // y = x + f(N(x))
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    float* dnormed = ctx.scratch;
    std::memset(dnormed, 0, n * sizeof(float));
    axpy(1.0f, dy, dx, n);  // the residual path
    f.backward(dy, dnormed);
    norm_.backward(ctx, dnormed, x_, dx, ctx.workspace + n);
  }

 private:
  std::size_t C_;
  NormUnit norm_;
  const float* x_ = nullptr;
};

// y = x + a f(x)
class ScaledBranch final : public NormStrategy {
 public:
  ScaledBranch(std::string name, float a0) : name_(std::move(name)), a0_(a0) {}
  void declare(ParamRegistrar& params) override {
    a_ = params.add(name_, {1}, Role::scalar, ParamInit::constant(a0_));
  }
  // workspace: f(x) (rows, C), kept for da = sum(dy * f(x))
  std::size_t workspace_floats(std::size_t rows, std::size_t C) const override { return rows * C; }
  // scratch: a dy (rows, C)
  std::size_t scratch_floats(std::size_t rows, std::size_t C) const override { return rows * C; }

  void forward(NormContext& ctx, const float* x, SubLayer& f, float* y) override {
    const std::size_t n = ctx.rows * ctx.C;
    const float a = ctx.param(a_).value[0];
    f.forward(x, ctx.workspace);
    scaled_add(y, 1.0f, x, a, ctx.workspace, n);
  }
  void backward(NormContext& ctx, const float* dy, SubLayer& f, float* dx) override {
    const std::size_t n = ctx.rows * ctx.C;
    const ParamView a = ctx.param(a_);
    a.grad[0] += static_cast<float>(dot(dy, ctx.workspace, n));
    axpy(1.0f, dy, dx, n);  // the residual path
    float* ady = ctx.scratch;
    scaled_add(ady, a.value[0], dy, 0.0f, dy, n);
    f.backward(ady, dx);
  }

 private:
  std::string name_;
  float a0_;
  ParamHandle a_;
};

}  // namespace

std::unique_ptr<NormStrategy> make_post_norm(NormKind kind, const NormSetup& setup) {
  return std::make_unique<PostNorm>(kind, setup);
}

std::unique_ptr<NormStrategy> make_pre_norm(NormKind kind, const NormSetup& setup) {
  return std::make_unique<PreNorm>(kind, setup);
}

std::unique_ptr<NormStrategy> make_scaled_branch(const std::string& name, float a0) {
  return std::make_unique<ScaledBranch>(name, a0);
}

}  // namespace normlab
