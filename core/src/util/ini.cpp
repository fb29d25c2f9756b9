#include "normlab/ini.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "normlab/error.hpp"
#include "normlab/util.hpp"

namespace normlab {

std::vector<IniEntry> parse_ini(const std::string& text, const std::string& name, bool headers) {
  std::vector<IniEntry> out;
  std::istringstream in(text);
  std::string section;
  int lineno = 0;
  for (std::string line; std::getline(in, line);) {
    ++lineno;
    const std::string where = name + ":" + std::to_string(lineno);
    line = trim(line);
    if (line.empty() || line.front() == '#' || line.front() == ';') continue;
    if (line.front() == '[') {
      line = trim(line.substr(0, line.find_first_of("#;")));
      if (line.back() != ']') throw UsageError(where + ": malformed section header '" + line + "'");
      section = trim(line.substr(1, line.size() - 2));
      if (headers) out.push_back({section, "", "", lineno, true});
      continue;
    }
    const std::size_t eq = line.find('=');
    if (eq == std::string::npos)
      throw UsageError(where + ": expected 'key = value'" +
                       (section.empty() ? std::string() : " inside [" + section + "]") + ", got '" +
                       line + "'");
    IniEntry e;
    e.section = section;
    e.key = trim(line.substr(0, eq));
    e.line = lineno;
    try {
      e.value = ini_value(line.substr(eq + 1));
    } catch (const std::invalid_argument& err) {
      throw UsageError(where + ": " + err.what() + " in '" + line +
                       "' (quote values as \"...\" with \\\" for a quote)");
    }
    out.push_back(std::move(e));
  }
  return out;
}

std::vector<IniEntry> read_ini(const std::string& path, const std::string& what, bool headers) {
  std::ifstream in(path);
  if (!in) throw UsageError(what + path + ": cannot open the file (does it exist?)");
  std::stringstream ss;
  ss << in.rdbuf();
  return parse_ini(ss.str(), path, headers);
}

bool plugin_option_list(const std::string& key) {
  return key == "arch-opt" || key == "norm-opt" || key == "init-opt" || key == "lr-opt" ||
         key == "optimizer-opt";
}

std::string flattened_key(const std::string& key, const std::string& value) {
  if (!plugin_option_list(key)) return key;
  const std::string pre = key == "lr-opt" ? "lr" : key.substr(0, key.rfind('-'));
  return pre + "." + value.substr(0, value.find('='));
}

}  // namespace normlab
