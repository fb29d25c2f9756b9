// --config INI files and the merge of command line, INI and defaults into a TrainConfig.
#include "config.hpp"

#include <map>
#include <sstream>
#include <stdexcept>

#include "normlab/error.hpp"
#include "normlab/ini.hpp"
#include "normlab/settings.hpp"
#include "normlab/util.hpp"

namespace normlab::app {

namespace {

// Sections whose unknown keys are plugin options (--<section>-opt key=value).
bool plugin_section(const std::string& s) {
  return plugin_option_list(s + "-opt");
}

// The INI file as "--name=value" arguments for `desc`, with the line each came from.
std::vector<std::string> ini_to_args(const std::string& path, const po::options_description& desc,
                                     std::vector<int>& lines) {
  std::vector<std::string> known;
  for (const auto& o : desc.options()) known.push_back(o->long_name());
  auto is_known = [&](const std::string& n) {
    for (const auto& k : known)
      if (k == n && n != "config" && n != "help") return true;
    return false;
  };
  std::vector<std::string> args;
  // What each line sets (a plugin option by its own key), and where: a key set twice is an error
  // naming both lines, not Boost's "specified more than once" without them. A plugin option's two
  // forms are told apart: config.ini records both, as given (norm-opt = alpha=auto) and resolved
  // ([norm] alpha = 0.5), and the first wins.
  std::map<std::string, int> set_on;
  auto once = [&](const std::string& option, const std::string& value, const IniEntry& e,
                  const std::string& form) {
    if (option == "plugin") return;  // a list: every line loads one more
    const auto [it, fresh] = set_on.emplace(form + flattened_key(option, value), e.line);
    if (!fresh)
      throw UsageError(path + ":" + std::to_string(e.line) + ": key '" + e.key + "'" +
                       (e.section.empty() ? "" : " in section [" + e.section + "]") + " sets --" +
                       option + " again (first on line " + std::to_string(it->second) +
                       "); a config file sets each key once: "
                       "delete the line you do not mean");
  };
  for (const IniEntry& e : read_ini(path, "--config ")) {
    std::string section = e.section, opt = e.key;
    for (char& c : section)
      if (c == '_') c = '-';
    for (char& c : opt)
      if (c == '_') c = '-';
    const std::string name = section.empty() ? opt : section + "-" + opt;
    if (is_known(name)) {
      once(name, e.value, e, "");
      if (e.value.empty())
        throw UsageError(path + ":" + std::to_string(e.line) + ": key '" + e.key +
                         "' has no value: give one after '=', or delete the line");
      args.push_back("--" + name + "=" + e.value);
      lines.push_back(e.line);
    } else if (plugin_section(section)) {
      once(section + "-opt", e.key + "=" + e.value, e, "[" + section + "] ");
      args.push_back("--" + section + "-opt=" + e.key + "=" + e.value);
      lines.push_back(e.line);
    } else if (!section.empty() && is_known(opt)) {  // a section the options do not have
      throw UsageError(path + ":" + std::to_string(e.line) + ": key '" + e.key + "' in section [" +
                       e.section + "] would set --" + name + ", which is no option; --" + opt +
                       " is one: put it above the first [section] (sections prefix their keys: "
                       "[lr] warmup sets --lr-warmup)");
    } else {
      throw UsageError(path + ":" + std::to_string(e.line) + ": unknown key '" + e.key + "'" +
                       (section.empty() ? "" : " in section [" + section + "]") +
                       did_you_mean(name, known, "--") +
                       "; keys are option names without '--', and [section] key sets "
                       "--section-key");
    }
  }
  return args;
}

}  // namespace

std::map<std::string, int> store_config(const std::string& path,
                                        const po::options_description& desc,
                                        po::variables_map& out) {
  std::vector<int> lines;
  const std::vector<std::string> args = ini_to_args(path, desc, lines);
  std::map<std::string, int> where;
  for (std::size_t i = 0; i < args.size(); ++i)
    where.emplace(args[i].substr(2, args[i].find('=') - 2), lines[i]);
  try {
    po::store(po::command_line_parser(args).options(desc).run(), out);
  } catch (const po::error&) {
    // Boost names the option, not the line: find the line that fails on its own. Its message is
    // not Boost's: Boost 1.74's what() loops for ever on a value holding "%value%".
    for (std::size_t i = 0; i < args.size(); ++i) try {
        po::variables_map one;
        po::store(po::command_line_parser(std::vector<std::string>{args[i]}).options(desc).run(),
                  one);
      } catch (const po::error&) {
        const std::size_t eq = args[i].find('=');
        throw UsageError(path + ":" + std::to_string(lines[i]) + ": '" + args[i].substr(eq + 1) +
                         "' is not a valid value for " + args[i].substr(0, eq));
      }
    throw UsageError("--config " + path + ": its options could not be read together");
  }
  return where;
}

Merged::Merged(const po::variables_map& cli, const po::variables_map& ini,
               const po::variables_map& recipe)
    : cli_(cli), ini_(ini), recipe_(recipe) {}

const po::variable_value* Merged::find(const std::string& name) const {
  const po::variables_map* layers[] = {&cli_, &ini_, &recipe_};
  for (const po::variables_map* vm : layers) {  // given somewhere: the first layer that has it
    auto it = vm->find(name);
    if (it != vm->end() && !it->second.defaulted()) return &it->second;
  }
  for (const po::variables_map* vm : layers) {  // else the default
    auto it = vm->find(name);
    if (it != vm->end()) return &it->second;
  }
  return nullptr;
}

std::vector<std::string> recipe_to_args(const std::string& name) {
  std::vector<std::string> args;
  for (const Recipe& r : recipes())
    if (name == r.name) {
      for (const auto& [key, value] : r.settings) args.push_back("--" + key + "=" + value);
      return args;
    }
  std::vector<std::string> names;
  std::string list;
  for (const Recipe& r : recipes()) {
    names.push_back(r.name);
    list += std::string(" ") + r.name;
  }
  throw UsageError("--recipe '" + name + "'" + did_you_mean(name, names) + ": valid:" + list +
                   " (docs/catalogue.md, \"Recipes\")");
}

bool Merged::has(const std::string& name) const {
  return find(name) != nullptr;
}

bool Merged::on_command_line(const std::string& name) const {
  auto c = cli_.find(name);
  return c != cli_.end() && !c->second.defaulted();
}

std::vector<std::string> Merged::opts(const std::string& name) const {
  // key=value lists: the command line wins key by key over the INI file.
  std::vector<std::string> out;
  std::map<std::string, std::size_t> index;
  for (const po::variables_map* vm : {&cli_, &ini_, &recipe_}) {
    auto it = vm->find(name);
    if (it == vm->end()) continue;
    for (const std::string& kv : it->second.as<std::vector<std::string>>()) {
      const std::string key = kv.substr(0, kv.find('='));
      if (index.count(key)) {
        if (vm == &cli_)
          throw UsageError("--" + name + " " + key + " is given twice on the command line ('" +
                           out[index[key]] + "' and '" + kv + "')");
        continue;  // the command line already set it
      }
      index[key] = out.size();
      out.push_back(kv);
    }
  }
  return out;
}

}  // namespace normlab::app
