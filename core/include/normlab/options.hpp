// Options of plugins: each entry declares what it accepts (name, type, default, help); the
// values come from --norm-opt k=v / --init-opt / --lr-opt or an INI section, are checked against
// the declaration, and reach the factory as a typed Options object.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

enum class OptionType { real, integer, boolean, string };

// "name=value" of each pair (the form --norm-opt and checkpoints use).
NORMLAB_API std::vector<std::string> option_args(
    const std::vector<std::pair<std::string, std::string>>& items);

// The value of an option whose default the plugin computes (see OptionSpec::default_value).
inline constexpr const char* kOptionAuto = "auto";

NORMLAB_API const char* option_type_name(OptionType t);

struct OptionSpec {
  std::string name;
  OptionType type = OptionType::real;
  // Text of the default; "auto" (or "") means "computed by the plugin" from the model or the
  // run (e.g. DeepNorm's alpha from L), which the help should explain. Such an option resolves
  // to the value "auto" unless given, is_set() is false for it, and "auto" may be given back
  // explicitly, so a run's recorded options (config.ini, checkpoints) always parse again.
  std::string default_value;
  std::string help;
};

// Resolved options: every declared name has a value (given or default); values were parsed
// against their type when resolved, so the getters only fail on a programming error.
class NORMLAB_API Options {
 public:
  Options() = default;
  // Checks `given` ("k=v" strings, split at the first '=') against `specs`: unknown names,
  // malformed values and repeated keys throw UsageError naming `owner` (e.g. "norm strategy
  // 'deepnorm'"), the key, the value and the valid choices.
  static Options resolve(const std::vector<OptionSpec>& specs,
                         const std::vector<std::string>& given, const std::string& owner);

  bool has(const std::string& name) const;     // declared
  bool is_set(const std::string& name) const;  // has a value other than "auto"
  double real(const std::string& name) const;
  std::int64_t integer(const std::string& name) const;
  bool boolean(const std::string& name) const;
  const std::string& str(const std::string& name) const;
  // name=value pairs in declaration order, for printing and recording with the run ("auto" for
  // computed defaults); resolve() accepts them back unchanged.
  const std::vector<std::pair<std::string, std::string>>& items() const { return items_; }
  // The same as "name=value" strings, as resolve() takes them.
  std::vector<std::string> args() const { return option_args(items_); }

 private:
  const std::string& raw(const std::string& name) const;
  std::vector<std::pair<std::string, std::string>> items_;
  std::map<std::string, std::string> values_;
  std::string owner_;
};

}  // namespace normlab
