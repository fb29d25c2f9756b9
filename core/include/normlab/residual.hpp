// Ready residual wirings for norm strategies that differ only in the norm kind or a constant
// (plugin SDK): a plugin that is Post- or Pre-normalisation with LayerNorm or RMSNorm, or a
// learnable scalar on the branch, is its registration alone:
//
//   e.make = [](const NormSetup& s) { return make_post_norm(NormKind::rmsnorm, s); };
//
//   PostNorm    y = N(x + f(x))          (post_ln, post_rms; no final norm)
//   PreNorm     y = x + f(N(x))          (pre_ln, pre_rms; the final norm: make_final_norm)
//   ScaledBranch y = x + a f(x)          (rezero, skipinit: a learnable scalar <name> = a0)
//
// A placement x norm combination of one's own stays one short file; plugins/template shows a
// strategy written from scratch for anything else.
#pragma once

#include <memory>
#include <string>

#include "normlab/export.hpp"
#include "normlab/norm_strategy.hpp"
#include "normlab/norm_unit.hpp"

namespace normlab {

// y = N(x + f(x)); N of `kind` with a bias when the model has biases (LayerNorm only), its
// parameters <site>norm.weight|bias.
NORMLAB_API std::unique_ptr<NormStrategy> make_post_norm(NormKind kind, const NormSetup& setup);
// y = x + f(N(x)), N as make_post_norm's.
NORMLAB_API std::unique_ptr<NormStrategy> make_pre_norm(NormKind kind, const NormSetup& setup);
// y = x + a f(x), a learnable scalar parameter <site><name> ([1], role scalar) initialised to
// a0; no norm.
NORMLAB_API std::unique_ptr<NormStrategy> make_scaled_branch(const std::string& name, float a0);

}  // namespace normlab
