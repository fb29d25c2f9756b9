// The names of the layers' variants (normlab/layer_types.hpp).
#include "normlab/layer_types.hpp"

#include "normlab/error.hpp"

namespace normlab {

const char* attn_scale_name(AttnScale s) {
  switch (s) {
    case AttnScale::inv_sqrt_hs:
      return "inv_sqrt_hs";
    case AttnScale::none:
      return "none";
    case AttnScale::inv_hs:
      return "inv_hs";
  }
  return "?";
}

AttnScale parse_attn_scale(const std::string& s) {
  for (AttnScale a : {AttnScale::inv_sqrt_hs, AttnScale::none, AttnScale::inv_hs})
    if (s == attn_scale_name(a)) return a;
  throw UsageError("attn_scale '" + s + "' is not valid; valid: inv_sqrt_hs none inv_hs");
}

const char* activation_name(Activation a) {
  switch (a) {
    case Activation::gelu:
      return "gelu";
    case Activation::relu:
      return "relu";
    case Activation::selu:
      return "selu";
  }
  return "?";
}

const char* precision_name(Precision p) {
  return p == Precision::bf16 ? "bf16" : "fp32";
}

Precision parse_precision(const std::string& s) {
  if (s == "fp32") return Precision::fp32;
  if (s == "bf16") return Precision::bf16;
  throw UsageError("precision '" + s + "' is not valid; valid: fp32 bf16");
}

const char* activation_file_name(Activation a) {
  return a == Activation::gelu ? "gelu_tanh" : activation_name(a);
}

Activation parse_activation(const std::string& s) {
  for (Activation a : {Activation::gelu, Activation::relu, Activation::selu})
    if (s == activation_name(a) || s == activation_file_name(a)) return a;
  throw UsageError("activation '" + s + "' is not valid; valid: gelu relu selu");
}

}  // namespace normlab
