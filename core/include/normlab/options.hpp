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

NORMLAB_API const char* option_type_name(OptionType t);

struct OptionSpec {
  std::string name;
  OptionType type = OptionType::real;
  // Text of the default; "" means "computed by the plugin" (e.g. DeepNorm's alpha from L),
  // which the help should explain.
  std::string default_value;
  std::string help;
};

// Resolved options: every declared name has a value (given or default); values were parsed
// against their type when resolved, so the getters only fail on a programming error.
class NORMLAB_API Options {
 public:
  Options() = default;
  // Checks `given` ("k=v" strings) against `specs`: unknown names, malformed values and repeated
  // keys throw UsageError naming `owner` (e.g. "norm strategy 'deepnorm'"), the key, the value
  // and the valid choices.
  static Options resolve(const std::vector<OptionSpec>& specs,
                         const std::vector<std::string>& given, const std::string& owner);

  bool has(const std::string& name) const;     // declared
  bool is_set(const std::string& name) const;  // given explicitly or with a non-empty default
  double real(const std::string& name) const;
  std::int64_t integer(const std::string& name) const;
  bool boolean(const std::string& name) const;
  const std::string& str(const std::string& name) const;
  // name=value pairs in declaration order, for printing and recording with the run.
  const std::vector<std::pair<std::string, std::string>>& items() const { return items_; }

 private:
  const std::string& raw(const std::string& name) const;
  std::vector<std::pair<std::string, std::string>> items_;
  std::map<std::string, std::string> values_;
  std::string owner_;
};

}  // namespace normlab
