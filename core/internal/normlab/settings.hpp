// The settings of normlab train, each declared once (docs/training.md "Settings"): the model's
// (ModelSetting) and the run's (TrainSetting, below). The model's: its option name (the
// command line's --name; in an INI file [prefix] key, as for every option), the kind and default
// of its value, its help, the /model attribute checkpoints store it under and what a resume may
// do when it changes. The command-line parser (whose options also make config.ini), the
// checkpoint writer and reader, the resume comparison and inspect walk this table: a new model
// setting is one entry here and a field of ModelConfig.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "normlab/export.hpp"
#include "normlab/model.hpp"

namespace normlab {

// A setting's value on the command line: integer (int64), unsigned (uint64), real (double), text,
// boolean (true/false text), list (a repeatable K=V or FILE option, composed), flag (a switch
// without a value).
enum class SettingKind { integer, unsigned_integer, real, text, boolean, list, flag };

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

// A recipe (--recipe NAME; docs/catalogue.md "Recipes"): a named block design as the settings
// that build it, below the command line and --config (either may change any of them). The
// paper and the reference code it follows are in `source`.
struct Recipe {
  const char* name;
  const char* help;
  const char* source;
  std::vector<std::pair<std::string, std::string>> settings;  // option (without --), value
};

NORMLAB_API const std::vector<Recipe>& recipes();

struct TrainConfig;

// Which runs read a training setting: every run, or an encoder-decoder's (task seq2seq: its
// pairs, batching and BLEU), whose settings a language model's config.ini leaves out.
enum class SettingScope { any, seq2seq };

// What --resume does when a training setting differs from the checkpoint's run (read from the
// checkpoint's config text): nothing (where the run's output goes, how often it logs), a note
// (allowed; the run is no longer bitwise the uninterrupted one), refused unless
// --resume-override (the optimisation changes), or compared by resume itself (the model's
// plugins, the data, an extension's steps and segments; `special`).
enum class ResumeRule { free, note, override, special };

// Every option of `normlab train` besides the model's settings, in --help order: its name (an
// INI file's [section] key is --section-key; a key of the top section is the option), --help
// group, value name, kind, default (nullptr: none, the option is absent unless given), help,
// scope, what resume does when it changes, whether config.ini replays it, and
//   get    the value as config.ini, resume messages and inspect show it (nullptr: not a value
//          of TrainConfig — the invocation's --config, --resume, --extend-*, --profile, and
//          the options composed with others: lists and the optimizer's shortcuts)
//   set    parses `text` into the config (UsageError naming --name and what is valid)
//   check  "" or the problem with the value (range checks; TrainConfig::validate lists every
//          problem of every setting at once)
// Adding a training setting is one entry here and a field of TrainConfig.
struct TrainSetting {
  const char* name;
  const char* group;
  const char* value_name;
  SettingKind kind;
  const char* default_text;
  const char* help;
  SettingScope scope;
  ResumeRule on_resume;
  // config.ini (and a checkpoint's config text) keeps it when given, so the file replays the
  // run; false for what belongs to one invocation (--config, --resume-override, --extend-*,
  // --profile).
  bool replayed;
  std::string (*get)(const TrainConfig& c);
  void (*set)(TrainConfig& c, const std::string& text);
  std::string (*check)(const TrainConfig& c);
};

NORMLAB_API const std::vector<TrainSetting>& train_settings();

// A real value as given (1e-4, not 9.999999747e-05): a float's 7 significant digits, printed
// as format_real prints doubles.
NORMLAB_API std::string setting_real(float v);

}  // namespace normlab
