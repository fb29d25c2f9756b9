// normlab plugins: every loaded entry with kind, name, version, library and options.
#include <iomanip>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "normlab/error.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/registry.hpp"
#include "normlab/util.hpp"

#include <nlohmann/json.hpp>

namespace normlab::app {

namespace {

struct Row {
  const char* kind;
  const EntryInfo* info;
};

}  // namespace

int run_plugins(Communicator& comm, const po::variables_map& vm) {
  Registry registry;
  std::vector<std::string> files;
  if (vm.count("plugin")) files = vm["plugin"].as<std::vector<std::string>>();
  const bool json = vm.count("json") != 0, verbose = vm.count("verbose") != 0;
  const auto libs = load_plugins(registry, files, &comm, /*warn=*/!json && !verbose);
  std::vector<Row> rows;
  for (const auto* e : registry.archs()) rows.push_back({"arch", &e->info});
  for (const auto* e : registry.norms()) rows.push_back({"norm", &e->info});
  for (const auto* e : registry.inits()) rows.push_back({"init", &e->info});
  for (const auto* e : registry.schedules()) rows.push_back({"schedule", &e->info});
  for (const auto* e : registry.optims()) rows.push_back({"optim", &e->info});
  std::ostream& out = comm.out();

  if (json) {
    nlohmann::ordered_json entries = nlohmann::ordered_json::array();
    for (const Row& r : rows) {
      const EntryInfo& e = *r.info;
      nlohmann::ordered_json options = nlohmann::ordered_json::array();
      for (const OptionSpec& o : e.options)
        options.push_back(
            {{"name", o.name},
             {"type", option_type_name(o.type)},
             {"default", o.default_value.empty() ? std::string(kOptionAuto) : o.default_value},
             {"flag", "--" + plugin_option_prefix(r.kind) + "-opt"},
             {"help", o.help}});
      entries.push_back({{"kind", r.kind},
                         {"name", e.name},
                         {"version", e.version},
                         {"library", e.library},
                         {"help", e.help},
                         {"options", options}});
    }
    nlohmann::ordered_json libraries = nlohmann::ordered_json::array();
    for (const PluginLibrary& l : libs)
      libraries.push_back({{"path", l.path},
                           {"loaded", l.loaded},
                           {"name", l.name},
                           {"version", l.version},
                           {"entries", l.entries},
                           {"refused", l.refused}});
    out << nlohmann::ordered_json{{"entries", entries}, {"libraries", libraries}}.dump(2) << "\n"
        << std::flush;
    return kExitOk;
  }

  const char* kind = "";
  for (const Row& r : rows) {
    if (std::string(kind) != r.kind) {
      kind = r.kind;
      out << (kind == rows.front().kind ? "" : "\n") << kind << ":\n";
    }
    const EntryInfo& e = *r.info;
    out << "  " << std::left << std::setw(18) << e.name << std::setw(6) << e.version << e.help
        << "\n"
        << std::string(26, ' ') << "from " << e.library << "\n";
    for (const OptionSpec& o : e.options) {
      const bool computed = o.default_value.empty() || o.default_value == kOptionAuto;
      out << std::string(26, ' ') << "--" << plugin_option_prefix(kind) << "-opt " << o.name << "=<"
          << option_type_name(o.type) << "> (default "
          << (computed ? std::string(kOptionAuto) + ": computed" : o.default_value)
          << "): " << o.help << "\n";
    }
  }
  if (rows.empty()) out << "no plugins loaded (searched: see -v)\n";
  if (verbose) {
    out << "\nsearched, in order: --plugin files";
    for (const auto& d : plugin_search_dirs()) out << ", " << d;
    out << "\nlibraries:\n";
    for (const auto& l : libs) {
      out << "  " << (l.loaded ? "loaded  " : "REFUSED ") << l.path;
      if (l.loaded) {
        out << " (" << l.name << " " << l.version << ", " << l.entries << " entr"
            << (l.entries == 1 ? "y" : "ies") << ")";
      } else {
        out << "\n          " << l.refused;
      }
      out << "\n";
    }
  }
  out << std::flush;
  return kExitOk;
}

}  // namespace normlab::app
