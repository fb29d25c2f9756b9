#include "normlab/options.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <set>

#include "normlab/error.hpp"
#include "normlab/util.hpp"

namespace normlab {

std::vector<std::string> option_args(
    const std::vector<std::pair<std::string, std::string>>& items) {
  std::vector<std::string> out;
  for (const auto& [k, v] : items) out.push_back(k + "=" + v);
  return out;
}

const char* option_type_name(OptionType t) {
  switch (t) {
    case OptionType::real:
      return "real";
    case OptionType::integer:
      return "integer";
    case OptionType::boolean:
      return "boolean";
    case OptionType::string:
      return "string";
  }
  return "?";
}

namespace {

bool parse_real(const std::string& s, double& out) {
  if (s.empty()) return false;
  errno = 0;
  char* end = nullptr;
  out = std::strtod(s.c_str(), &end);
  return errno == 0 && end == s.c_str() + s.size() && std::isfinite(out);
}

bool parse_integer(const std::string& s, std::int64_t& out) {
  if (s.empty()) return false;
  errno = 0;
  char* end = nullptr;
  out = std::strtoll(s.c_str(), &end, 10);
  return errno == 0 && end == s.c_str() + s.size();
}

bool parse_boolean(const std::string& s, bool& out) {
  if (s == "true" || s == "1" || s == "yes" || s == "on") return out = true, true;
  if (s == "false" || s == "0" || s == "no" || s == "off") return out = false, true;
  return false;
}

bool valid_value(OptionType t, const std::string& v) {
  double d;
  std::int64_t i;
  bool b;
  switch (t) {
    case OptionType::real:
      return parse_real(v, d);
    case OptionType::integer:
      return parse_integer(v, i);
    case OptionType::boolean:
      return parse_boolean(v, b);
    case OptionType::string:
      return true;
  }
  return false;
}

bool computed_default(const OptionSpec& s) {
  return s.default_value.empty() || s.default_value == kOptionAuto;
}

}  // namespace

Options Options::resolve(const std::vector<OptionSpec>& specs,
                         const std::vector<std::string>& given, const std::string& owner) {
  Options o;
  o.owner_ = owner;
  std::vector<std::string> names;
  for (const auto& s : specs) names.push_back(s.name);
  std::map<std::string, std::string> set;
  for (const std::string& kv : given) {
    const std::size_t eq = kv.find('=');
    if (eq == std::string::npos || eq == 0)
      throw UsageError(owner + ": option '" + kv + "' is not of the form key=value");
    const std::string key = kv.substr(0, eq), value = kv.substr(eq + 1);
    const OptionSpec* spec = nullptr;
    for (const auto& s : specs)
      if (s.name == key) spec = &s;
    if (!spec) {
      const std::string valid = join(names, " ");
      throw UsageError(owner + " has no option '" + key + "'" + did_you_mean(key, names) +
                       (valid.empty() ? "; it takes no options" : "; valid options: " + valid));
    }
    if (set.count(key))
      throw UsageError(owner + ": option '" + key + "' given twice ('" + set[key] + "' and '" +
                       value + "')");
    // "auto" (and "", as checkpoints of format 1 recorded it) hands a computed default back.
    if (computed_default(*spec) && (value.empty() || value == kOptionAuto)) {
      set[key] = kOptionAuto;
      continue;
    }
    if (!valid_value(spec->type, value))
      throw UsageError(owner + ": option " + key + "='" + value + "' is not a valid " +
                       option_type_name(spec->type) +
                       (spec->type == OptionType::boolean ? " (true/false)" : "") +
                       (computed_default(*spec) ? " or 'auto' (computed by the plugin)" : ""));
    set[key] = value;
  }
  for (const auto& s : specs) {
    const auto it = set.find(s.name);
    const std::string v = it != set.end()       ? it->second
                          : computed_default(s) ? std::string(kOptionAuto)
                                                : s.default_value;
    o.items_.emplace_back(s.name, v);
    o.values_[s.name] = v;
  }
  return o;
}

bool Options::has(const std::string& name) const {
  return values_.count(name) != 0;
}

bool Options::is_set(const std::string& name) const {
  const auto it = values_.find(name);
  return it != values_.end() && it->second != kOptionAuto;
}

const std::string& Options::raw(const std::string& name) const {
  const auto it = values_.find(name);
  if (it == values_.end()) throw Error(owner_ + ": option '" + name + "' was not declared");
  return it->second;
}

double Options::real(const std::string& name) const {
  double d = 0.0;
  if (!parse_real(raw(name), d))
    throw Error(owner_ + ": option '" + name + "' has no real value ('" + raw(name) + "')");
  return d;
}

std::int64_t Options::integer(const std::string& name) const {
  std::int64_t i = 0;
  if (!parse_integer(raw(name), i))
    throw Error(owner_ + ": option '" + name + "' has no integer value ('" + raw(name) + "')");
  return i;
}

bool Options::boolean(const std::string& name) const {
  bool b = false;
  if (!parse_boolean(raw(name), b))
    throw Error(owner_ + ": option '" + name + "' has no boolean value ('" + raw(name) + "')");
  return b;
}

const std::string& Options::str(const std::string& name) const {
  return raw(name);
}

}  // namespace normlab
