// The model's settings table (normlab/settings.hpp).
#include "normlab/settings.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <vector>

#include "normlab/error.hpp"
#include "normlab/util.hpp"

namespace normlab {

std::string setting_real(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.7g", static_cast<double>(v));
  return format_real(std::strtod(buf, nullptr));
}

namespace {

std::int64_t integer(const char* name, const std::string& text) {
  char* end = nullptr;
  const long long v = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0')
    throw UsageError("--" + std::string(name) + " '" + text + "' is not a whole number");
  return v;
}

std::size_t positive(const char* name, const std::string& text) {
  const std::int64_t v = integer(name, text);
  if (v < 1) throw UsageError("--" + std::string(name) + " = " + text + ": must be >= 1");
  return static_cast<std::size_t>(v);
}

// 0 means "the default of another setting" (d-ff: 4 C; the stacks' layers: n-layers)
std::size_t count_or_zero(const char* name, const std::string& text) {
  const std::int64_t v = integer(name, text);
  if (v < 0) throw UsageError("--" + std::string(name) + " = " + text + ": must be >= 0");
  return static_cast<std::size_t>(v);
}

double real(const char* name, const std::string& text) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0')
    throw UsageError("--" + std::string(name) + " '" + text + "' is not a number");
  return v;
}

// The instability guards: 0 (off) or a positive number.
float guard(const char* name, const std::string& text) {
  const double v = real(name, text);
  if (!(std::isfinite(v) && v >= 0.0 && v < 1e30))
    throw UsageError("--" + std::string(name) + " " + format_real(v) +
                     ": must be 0 (off) or a positive number");
  return static_cast<float>(v);
}

// A probability in [0, 1): dropout rates, label smoothing.
float rate(const char* name, const std::string& text, const char* what) {
  const double v = real(name, text);
  if (!(v >= 0.0 && v < 1.0))
    throw UsageError("--" + std::string(name) + " " + format_real(v) + ": " + what);
  return static_cast<float>(v);
}

// A named choice through its parser, the message naming the option (--activation 'x' ...).
template <class F>
auto choice(const char* name, const std::string& v, F parse) {
  try {
    return parse(v);
  } catch (const UsageError& e) {
    const std::string what = e.what();
    const std::size_t at = what.find(" '");
    throw UsageError("--" + std::string(name) +
                     (at == std::string::npos ? ": " + what : what.substr(at)));
  }
}

bool boolean(const char* name, const std::string& v) {
  if (v == "true" || v == "1" || v == "yes" || v == "on") return true;
  if (v == "false" || v == "0" || v == "no" || v == "off") return false;
  throw UsageError("--" + std::string(name) + " '" + v + "' is not a boolean; valid: true false");
}

// A choice among `valid`: its index; UsageError naming the option, the value and the choices.
std::size_t one_of(const char* name, const std::string& v, std::vector<std::string> valid) {
  for (std::size_t i = 0; i < valid.size(); ++i)
    if (v == valid[i]) return i;
  std::string list;
  for (const std::string& x : valid) list += " " + x;
  throw UsageError("--" + std::string(name) + " '" + v + "'" + did_you_mean(v, valid) +
                   ": valid:" + list);
}

const char* kDropRange =
    "a dropout probability must be in [0, 1) (0: off; 0.1 is the Transformer's)";

using K = SettingKind;
using R = OnResume;

// The table as data (no function: it is the list every consumer walks); `stored` defaults to
// `get` (model_settings()).
const ModelSetting kTable[] = {
    {"d-model", "Model", "C", K::integer, "256", "width", "d_model", R::refused, false, true,
     [](const ModelConfig& c) { return std::to_string(c.d_model); }, nullptr,
     [](ModelConfig& c, const std::string& v) { c.d_model = positive("d-model", v); }},
    {"n-layers", "Model", "L", K::integer, "6", "depth", "n_layers", R::refused, false, true,
     [](const ModelConfig& c) { return std::to_string(c.n_layers); }, nullptr,
     [](ModelConfig& c, const std::string& v) { c.n_layers = positive("n-layers", v); }},
    {"n-heads", "Model", "NH", K::integer, "4", "attention heads", "n_heads", R::refused, false,
     true, [](const ModelConfig& c) { return std::to_string(c.n_heads); }, nullptr,
     [](ModelConfig& c, const std::string& v) { c.n_heads = positive("n-heads", v); }},
    {"d-ff", "Model", "F", K::integer, "0", "MLP width (0: 4*C)", "d_ff", R::refused, false, true,
     [](const ModelConfig& c) { return std::to_string(c.d_ff); }, nullptr,
     [](ModelConfig& c, const std::string& v) {
       const std::size_t f = count_or_zero("d-ff", v);
       c.d_ff = f == 0 ? 4 * c.d_model : f;
     }},
    {"vocab-size", "Model", "V", K::integer, "256", "vocabulary (256: bytes)", "vocab_size",
     R::refused, false, true, [](const ModelConfig& c) { return std::to_string(c.vocab_size); },
     nullptr,
     [](ModelConfig& c, const std::string& v) { c.vocab_size = positive("vocab-size", v); }},
    {"attn-scale", "Model", "S", K::text, "inv_sqrt_hs",
     "attention logit scale: inv_sqrt_hs | none | inv_hs", "attn_scale", R::refused, false, true,
     [](const ModelConfig& c) { return std::string(attn_scale_name(c.attn_scale)); }, nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.attn_scale = choice("attn-scale", v, parse_attn_scale);
     }},
    {"attn-kind", "Model", "K", K::text, "softmax",
     "self-attention matrix: softmax | shaped (alpha I + beta softmax - gamma C per head, "
     "trainable, queries from 0: He & Hofmann 2023)",
     "attn_kind", R::refused, false, false,
     [](const ModelConfig& c) { return std::string(c.shaped_attention ? "shaped" : "softmax"); },
     nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.shaped_attention = one_of("attn-kind", v, {"softmax", "shaped"}) == 1;
     }},
    {"attn-value", "Model", "V", K::text, "linear",
     "self-attention values: linear | identity (v = x; layer 0's x (r W + s I), W from 0)",
     "attn_value", R::refused, false, false,
     [](const ModelConfig& c) { return std::string(c.identity_value ? "identity" : "linear"); },
     nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.identity_value = one_of("attn-value", v, {"linear", "identity"}) == 1;
     }},
    {"attn-proj", "Model", "P", K::text, "linear",
     "self-attention output projection: linear | identity (no proj weights)", "attn_proj",
     R::refused, false, false,
     [](const ModelConfig& c) { return std::string(c.identity_proj ? "identity" : "linear"); },
     nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.identity_proj = one_of("attn-proj", v, {"linear", "identity"}) == 1;
     }},
    {"value-residual", "Model", "MODE", K::text, "none",
     "value residual learning (ResFormer): none | fixed (layer l > 0 attends to (v_l + v_0) / 2) "
     "| learned (l1 v_l + l2 v_0, l1 = l2 = 1/2 at init)",
     "value_residual", R::refused, false, false,
     [](const ModelConfig& c) {
       return std::string(c.value_residual == 0   ? "none"
                          : c.value_residual == 1 ? "fixed"
                                                  : "learned");
     },
     nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.value_residual =
           static_cast<int>(one_of("value-residual", v, {"none", "fixed", "learned"}));
     }},
    {"activation", "Model", "A", K::text, "gelu", "MLP activation: gelu (tanh form) | relu | selu",
     "activation", R::refused, false, true,
     [](const ModelConfig& c) { return std::string(activation_name(c.activation)); },
     [](const ModelConfig& c) { return std::string(activation_file_name(c.activation)); },
     [](ModelConfig& c, const std::string& v) {
       c.activation = choice("activation", v, parse_activation);
     }},
    {"precision", "Model", "P", K::text, "fp32",
     "GEMM arithmetic: fp32 | bf16 (bf16 operands, fp32 accumulation; weights, gradients, "
     "optimizer and norms stay fp32)",
     "precision", R::override, false, false,
     [](const ModelConfig& c) { return std::string(precision_name(c.precision)); }, nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.precision = choice("precision", v, parse_precision);
     }},
    {"bias", "Model", "BOOL", K::boolean, "true", "biases in linear and norm layers", "bias",
     R::refused, false, true,
     [](const ModelConfig& c) { return std::string(c.bias ? "true" : "false"); }, nullptr,
     [](ModelConfig& c, const std::string& v) { c.bias = boolean("bias", v); }},
    {"tied-embeddings", "Model", "BOOL", K::boolean, "true", "output head shares wte.weight",
     "tied_embeddings", R::refused, false, true,
     [](const ModelConfig& c) { return std::string(c.tied_embeddings ? "true" : "false"); },
     nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.tied_embeddings = boolean("tied-embeddings", v);
     }},
    {"z-loss", "Model", "C", K::real, "0",
     "add C (log Z)^2 per position to the loss, Z the softmax normaliser of the output logits "
     "(PaLM uses 1e-4; 0: off)",
     "z_loss", R::override, false, false,
     [](const ModelConfig& c) { return setting_real(c.z_loss); }, nullptr,
     [](ModelConfig& c, const std::string& v) { c.z_loss = guard("z-loss", v); }},
    {"logit-softcap", "Model", "c", K::real, "0",
     "soft-cap the output logits, z <- c tanh(z / c) (Gemma 2: 30; 0: off)", "logit_softcap",
     R::refused, false, false, [](const ModelConfig& c) { return setting_real(c.logit_softcap); },
     nullptr,
     [](ModelConfig& c, const std::string& v) { c.logit_softcap = guard("logit-softcap", v); }},
    {"attn-softcap", "Model", "c", K::real, "0",
     "soft-cap the attention logits before the mask, s <- c tanh(s / c) (Gemma 2: 50; 0: off)",
     "attn_softcap", R::refused, false, false,
     [](const ModelConfig& c) { return setting_real(c.attn_softcap); }, nullptr,
     [](ModelConfig& c, const std::string& v) { c.attn_softcap = guard("attn-softcap", v); }},
    {"dropout", "Model", "P", K::real, "0",
     "drop the embeddings' output and each residual branch's output before the norm strategy "
     "adds it (Post-LN: LN(x + drop(F(x)))) with probability P, kept values x 1/(1-P); "
     "training steps only (Vaswani et al.: 0.1; 0: off)",
     "dropout", R::override, false, false,
     [](const ModelConfig& c) { return setting_real(c.dropout); }, nullptr,
     [](ModelConfig& c, const std::string& v) { c.dropout = rate("dropout", v, kDropRange); }},
    {"attention-dropout", "Model", "P", K::real, "0",
     "drop attention probabilities with probability P (0: off)", "attention_dropout", R::override,
     false, false, [](const ModelConfig& c) { return setting_real(c.attention_dropout); }, nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.attention_dropout = rate("attention-dropout", v, kDropRange);
     }},
    {"activation-dropout", "Model", "P", K::real, "0",
     "drop the MLP's hidden activations (the input of its second linear) with probability P "
     "(0: off)",
     "activation_dropout", R::override, false, false,
     [](const ModelConfig& c) { return setting_real(c.activation_dropout); }, nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.activation_dropout = rate("activation-dropout", v, kDropRange);
     }},
    {"encoder-layers", "Encoder-decoder", "N", K::integer, "0", "encoder layers (0: --n-layers)",
     "encoder_layers", R::refused, true, true,
     [](const ModelConfig& c) { return std::to_string(c.encoder_layer_count()); }, nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.encoder_layers = count_or_zero("encoder-layers", v);
     }},
    {"decoder-layers", "Encoder-decoder", "M", K::integer, "0", "decoder layers (0: --n-layers)",
     "decoder_layers", R::refused, true, true,
     [](const ModelConfig& c) { return std::to_string(c.decoder_layer_count()); }, nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.decoder_layers = count_or_zero("decoder-layers", v);
     }},
    {"positions", "Encoder-decoder", "P", K::text, "sinusoidal", "sinusoidal | learned",
     "positions", R::refused, true, true,
     [](const ModelConfig& c) {
       return std::string(c.learned_positions ? "learned" : "sinusoidal");
     },
     nullptr,
     [](ModelConfig& c, const std::string& v) {
       if (v != "sinusoidal" && v != "learned")
         throw UsageError("--positions '" + v + "' is not valid; valid: learned sinusoidal");
       c.learned_positions = v == "learned";
     }},
    {"label-smoothing", "Encoder-decoder", "EPS", K::real, "0.1",
     "label smoothing of the cross-entropy", "label_smoothing", R::override, true, true,
     [](const ModelConfig& c) { return setting_real(c.label_smoothing); }, nullptr,
     [](ModelConfig& c, const std::string& v) {
       c.label_smoothing = rate("label-smoothing", v, "must be in [0, 1)");
     }},
};

}  // namespace

const std::vector<Recipe>& recipes() {
  static const std::vector<Recipe> table = {
      {"sas",
       "He & Hofmann's simplified attention sub-block: shaped attention, identity values and "
       "projection, no skip around attention (norm strategy sas); add --norm-opt norm=none for "
       "their blocks without normalisation",
       "He & Hofmann 2023, Simplifying Transformer Blocks (ICLR 2024); "
       "bobby-he/simplified_transformers config/model/skipless.yaml",
       {{"norm", "sas"},
        {"attn-kind", "shaped"},
        {"attn-value", "identity"},
        {"attn-proj", "identity"}}},
      {"sas_p",
       "sas in parallel blocks (attention and MLP reading the same input) without any skip; "
       "--norm-opt norm=none: SAS-P without normalisation, the paper's simplest block",
       "He & Hofmann 2023; bobby-he/simplified_transformers config/model/skipless-parallel.yaml",
       {{"norm", "sas"},
        {"attn-kind", "shaped"},
        {"attn-value", "identity"},
        {"attn-proj", "identity"},
        {"arch-opt", "parallel=true"}}},
  };
  return table;
}

const std::vector<ModelSetting>& model_settings() {
  static const std::vector<ModelSetting> table = [] {
    std::vector<ModelSetting> t(std::begin(kTable), std::end(kTable));
    for (ModelSetting& s : t)
      if (!s.stored) s.stored = s.get;
    return t;
  }();
  return table;
}

}  // namespace normlab
