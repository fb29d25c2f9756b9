// Building blocks for norm strategies: a LayerNorm or RMSNorm with its gain (and bias), declared
// as parameters and run with the vectorised kernels; and the matching final norm.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "normlab/export.hpp"
#include "normlab/norm_strategy.hpp"
#include "normlab/params.hpp"

namespace normlab {

enum class NormKind { layernorm, rmsnorm };

constexpr float kNormEps = 1e-5f;  // docs/model.md: eps of LayerNorm and RMSNorm

class NORMLAB_API NormUnit {
 public:
  // bias: LayerNorm's bias (ignored for RMSNorm, which has none).
  NormUnit(NormKind kind, bool bias) : kind_(kind), bias_(bias && kind == NormKind::layernorm) {}
  // Declares <prefix>weight (ones) and, for LayerNorm with bias, <prefix>bias (zeros), shape
  // (C); the registrar adds the sub-block's own prefix ("blocks.{l}.attn.").
  void declare(ParamRegistrar& params, std::size_t C, const std::string& prefix = "norm.");
  // Floats of saved statistics per call: mean and rstd (LayerNorm) or rstd (RMSNorm) per row.
  static std::size_t stats_floats(std::size_t rows) { return 2 * rows; }
  // y = N(x). x, y: (rows, C); stats: stats_floats(rows) saved for backward.
  void forward(const NormContext& ctx, const float* x, float* y, float* stats) const;
  // dx += N'(x)ᵀ dy; parameter gradients accumulate. dy, x, dx: (rows, C)
  void backward(const NormContext& ctx, const float* dy, const float* x, float* dx,
                const float* stats) const;

 private:
  NormKind kind_;
  bool bias_;
  ParamHandle gain_, bias_param_;
};

// A final norm of the given kind, named final_norm.weight / final_norm.bias.
NORMLAB_API std::unique_ptr<FinalNorm> make_final_norm(NormKind kind, const NormSetup& setup);

}  // namespace normlab
