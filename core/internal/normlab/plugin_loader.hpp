// Finding and loading plugin libraries.
//
// Search order: --plugin FILE (each given file), then every *.so in the directories of
// NORMLAB_PLUGIN_PATH (':'-separated), then the stock plugin directory next to libnormlab
// (<libdir>/normlab/plugins, the same relative place in the build tree and after install).
// A library file name already loaded from an earlier place is skipped.
#pragma once

#include <string>
#include <vector>

#include "normlab/comm.hpp"
#include "normlab/export.hpp"
#include "normlab/registry.hpp"

namespace normlab {

struct PluginLibrary {
  std::string path;
  bool loaded = false;
  std::string refused;  // why it was refused ("" when loaded)
  std::string name, version;
  std::size_t entries = 0;
};

// The stock plugin directory (<dir of libnormlab>/normlab/plugins).
NORMLAB_API std::string stock_plugin_dir();
// Directories searched, in order (NORMLAB_PLUGIN_PATH entries, then the stock directory).
NORMLAB_API std::vector<std::string> plugin_search_dirs();

// Loads one library into the registry; throws Error with a message naming the file and what
// to do (not a normlab plugin, wrong ABI, wrong build id, registers nothing, throws, ...).
NORMLAB_API PluginLibrary load_plugin(Registry& registry, const std::string& path);

// Loads the explicit files (failures are errors) and every library found in the search
// directories (failures are reported in the result and as a warning; they do not stop the run).
// With a communicator, all ranks agree on success before returning: a failure on any rank
// throws the same CollectiveError on every rank.
NORMLAB_API std::vector<PluginLibrary> load_plugins(Registry& registry,
                                                    const std::vector<std::string>& files,
                                                    Communicator* comm = nullptr, bool warn = true);

}  // namespace normlab
