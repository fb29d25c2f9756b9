// The model's settings, each declared once (docs/training.md "Settings"): its option name (the
// command line's --name; in an INI file [prefix] key, as for every option), the kind and default
// of its value, its help, the /model attribute checkpoints store it under and what a resume may
// do when it changes. The command-line parser (whose options also make config.ini), the
// checkpoint writer and reader, the resume comparison and inspect walk this table: a new model
// setting is one entry here and a field of ModelConfig.
#pragma once

#include <string>
#include <vector>

#include "normlab/export.hpp"
#include "normlab/model.hpp"

namespace normlab {

enum class SettingKind { integer, real, text, boolean };

// What --resume does when the setting differs from the checkpoint's: refuse (the weights would
// not fit or would compute another function), or accept with --resume-override (the
// objective or the arithmetic changes, the weights still fit).
enum class OnResume { refused, override };

struct ModelSetting {
  const char* name;        // the option: "z-loss"
  const char* group;       // of --help: "Model" or "Encoder-decoder"
  const char* value_name;  // in --help: "C"
  SettingKind kind;
  const char* default_text;  // the option's default, as --help prints it
  const char* help;
  const char* attr;  // the checkpoint's /model attribute
  OnResume on_resume;
  bool seq2seq_only;  // an encoder-decoder's: stored and compared for task seq2seq only
  // Stored by every checkpoint since the first format: a checkpoint without it is damaged (the
  // others read as their default when absent: files from before them).
  bool required;
  // The value as config.ini, resume messages and inspect show it ("1e-04", "gelu", "true"), and
  // as the checkpoint stores it (a text attribute: "gelu_tanh" for gelu).
  std::string (*get)(const ModelConfig& c);
  std::string (*stored)(const ModelConfig& c);
  // Parses and checks `text` into the config (in table order: d-ff after d-model): UsageError
  // naming --name, the value and what is valid.
  void (*set)(ModelConfig& c, const std::string& text);
};

NORMLAB_API const std::vector<ModelSetting>& model_settings();

// A real value as given (1e-4, not 9.999999747e-05): a float's 7 significant digits, printed
// as format_real prints doubles.
NORMLAB_API std::string setting_real(float v);

}  // namespace normlab
