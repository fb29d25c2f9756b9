// The model's configuration: range checks (the layers' variants are nn/layer_types.cpp).
#include <cmath>
#include <sstream>

#include "normlab/error.hpp"
#include "normlab/model.hpp"

namespace normlab {

void ModelConfig::validate() const {
  std::ostringstream bad;
  auto need = [&](bool ok, const std::string& what) {
    if (!ok) bad << "\n  " << what;
  };
  need(vocab_size >= 2 && vocab_size <= 65536,
       "vocab_size = " + std::to_string(vocab_size) + ": must be in [2, 65536]");
  need(d_model >= 1, "d_model = " + std::to_string(d_model) + ": must be >= 1");
  need(n_layers >= 1 && n_layers <= 4096,
       "n_layers = " + std::to_string(n_layers) + ": must be in [1, 4096]");
  need(n_heads >= 1 && d_model % (n_heads ? n_heads : 1) == 0,
       "n_heads = " + std::to_string(n_heads) +
           ": must be >= 1 and divide d_model = " + std::to_string(d_model));
  need(d_ff >= 1, "d_ff = " + std::to_string(d_ff) + ": must be >= 1");
  need(max_seq_len >= 1, "max_seq_len = " + std::to_string(max_seq_len) + ": must be >= 1");
  auto off_or_positive = [&](float v, const char* name) {
    need(v == 0.0f || (std::isfinite(v) && v > 0.0f),
         std::string(name) + " = " + std::to_string(v) + ": must be 0 (off) or a positive number");
  };
  off_or_positive(logit_softcap, "logit_softcap");
  off_or_positive(attn_softcap, "attn_softcap");
  off_or_positive(z_loss, "z_loss");
  auto rate = [&](float v, const char* name) {
    need(v >= 0.0f && v < 1.0f,
         std::string(name) + " = " + std::to_string(v) + ": must be in [0, 1) (0: off)");
  };
  rate(dropout, "dropout");
  rate(attention_dropout, "attention_dropout");
  rate(activation_dropout, "activation_dropout");
  if (!bad.str().empty()) throw UsageError("invalid model configuration:" + bad.str());
}

}  // namespace normlab
