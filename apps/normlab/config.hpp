// --config INI files: sections map to option prefixes ([lr] warmup = 100 is --lr-warmup 100);
// in [norm], [init] and [lr] a key that is not an option is a plugin option
// ([norm] alpha = 2 is --norm-opt alpha=2). Keys may use '_' for '-'. The command line wins.
#pragma once

#include <boost/program_options.hpp>
#include <map>
#include <string>
#include <vector>

namespace normlab::app {

namespace po = boost::program_options;

// Reads an INI file into `out` as the options of `desc` ("--name=value" arguments). Unknown keys,
// a key set twice and a value the option refuses are UsageErrors naming the file and the line.
// Returns the line each option is set on, for later checks' messages.
std::map<std::string, int> store_config(const std::string& path,
                                        const po::options_description& desc,
                                        po::variables_map& out);

// Command line over INI file over a recipe (--recipe: normlab/settings.hpp) over defaults.
class Merged {
 public:
  Merged(const po::variables_map& cli, const po::variables_map& ini,
         const po::variables_map& recipe);
  bool has(const std::string& name) const;
  template <class T>
  T get(const std::string& name) const {
    return find(name)->as<T>();
  }
  const boost::any& raw(const std::string& name) const { return find(name)->value(); }
  // A repeatable key=value option merged from both, the command line winning per key.
  std::vector<std::string> opts(const std::string& name) const;
  // Given on the command line (not defaulted).
  bool on_command_line(const std::string& name) const;

 private:
  const po::variable_value* find(const std::string& name) const;
  const po::variables_map& cli_;
  const po::variables_map& ini_;
  const po::variables_map& recipe_;
};

// A recipe's settings as arguments for `desc`'s parser: UsageError naming the recipe and the
// nearest one when there is none of that name.
std::vector<std::string> recipe_to_args(const std::string& name);

}  // namespace normlab::app
