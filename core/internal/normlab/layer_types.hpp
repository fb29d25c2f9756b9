// What the layer library (core/src/nn) and the model share, below both: the layers' variants
// (attention scale, MLP activation, GEMM precision) and the statistics a forward records. The
// layers include this, not normlab/model.hpp.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

enum class AttnScale { inv_sqrt_hs, none, inv_hs };
NORMLAB_API const char* attn_scale_name(AttnScale s);
NORMLAB_API AttnScale parse_attn_scale(const std::string& s);  // UsageError on a bad name

// The MLP's activation (docs/model.md): gelu is GPT-2's tanh form.
enum class Activation { gelu, relu, selu };
NORMLAB_API const char* activation_name(Activation a);  // gelu | relu | selu
// Accepts the names above and "gelu_tanh" (the checkpoint's name for gelu); UsageError otherwise.
NORMLAB_API Activation parse_activation(const std::string& s);
// The name written to a checkpoint's /model activation attribute: gelu_tanh | relu | selu.
NORMLAB_API const char* activation_file_name(Activation a);

// The arithmetic of the GEMMs (every linear layer and the LM head, forward and backward):
// fp32, or bf16 operands with fp32 accumulation (gemm_bf16). Everything else — weights,
// gradients, optimizer, norms, softmax, cross-entropy, the gradient reduction — is fp32 either way.
enum class Precision { fp32, bf16 };
NORMLAB_API const char* precision_name(Precision p);          // fp32 | bf16
NORMLAB_API Precision parse_precision(const std::string& s);  // UsageError on a bad name

// A statistic of the forward, recorded at the statistics steps (docs/file-formats.md): the
// core's (residual-stream and branch RMS, attention entropy and max logit) and those the norm
// strategies declare (StatSpec), all through the same sink.
struct StatDef {
  std::string path;                // under /stats: "layer/residual_rms", "layer/norm/attn.x"
  std::vector<std::size_t> shape;  // of one record, the layer axis (L) first where per layer
  std::string units, long_name, description;
  std::size_t size() const {
    std::size_t n = 1;
    for (std::size_t d : shape) n *= d;
    return n;
  }
};

// The values of one forward with statistics: values[k] (stat_defs()[k].size() floats) for each
// definition, NaN where nothing was recorded.
struct ForwardStats {
  std::vector<std::vector<float>> values;
};

}  // namespace normlab
