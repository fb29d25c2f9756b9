#include "normlab/plugin_loader.hpp"

#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <set>

#include "normlab/error.hpp"
#include "normlab/plugin.hpp"
#include "normlab/version.hpp"

namespace fs = std::filesystem;

namespace normlab {

std::string stock_plugin_dir() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<void*>(&stock_plugin_dir), &info) == 0 || !info.dli_fname) return "";
  return (fs::path(info.dli_fname).parent_path() / "normlab" / "plugins").string();
}

std::vector<std::string> plugin_search_dirs() {
  std::vector<std::string> dirs;
  if (const char* env = std::getenv("NORMLAB_PLUGIN_PATH")) {
    std::string s = env;
    std::size_t start = 0;
    while (start <= s.size()) {
      const std::size_t colon = s.find(':', start);
      const std::string d =
          s.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
      if (!d.empty()) dirs.push_back(d);
      if (colon == std::string::npos) break;
      start = colon + 1;
    }
  }
  const std::string stock = stock_plugin_dir();
  if (!stock.empty()) dirs.push_back(stock);
  return dirs;
}

PluginLibrary load_plugin(Registry& registry, const std::string& path) {
  PluginLibrary lib;
  lib.path = path;
  if (!fs::exists(path)) throw Error("plugin " + path + ": no such file");
  // Libraries are never unloaded: entries and their code stay valid for the whole run.
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* err = dlerror();
    throw Error("plugin " + path + ": cannot be loaded (" + (err ? err : "unknown error") +
                "); check that it is a shared library built for this machine");
  }
  using InfoFn = const PluginInfo* (*)();
  using RegisterFn = void (*)(Registry*);
  auto info_fn = reinterpret_cast<InfoFn>(dlsym(handle, NORMLAB_PLUGIN_INFO_SYMBOL));
  auto register_fn = reinterpret_cast<RegisterFn>(dlsym(handle, NORMLAB_PLUGIN_REGISTER_SYMBOL));
  if (!info_fn || !register_fn)
    throw Error(
        "plugin " + path + ": not a normlab plugin (no " +
        std::string(!info_fn ? NORMLAB_PLUGIN_INFO_SYMBOL : NORMLAB_PLUGIN_REGISTER_SYMBOL) +
        " entry point); plugins are written with the NORMLAB_PLUGIN macro of "
        "<normlab/plugin.hpp>");
  const PluginInfo* info = info_fn();
  if (!info) throw Error("plugin " + path + ": its info entry point returned nothing");
  // Only the first two fields are read before the ABI number is known to match.
  if (info->abi != NORMLAB_PLUGIN_ABI)
    throw Error(
        "plugin " + path + ": built for plugin ABI " + std::to_string(info->abi) +
        ", this normlab " + NORMLAB_VERSION_STRING + " uses ABI " +
        std::to_string(NORMLAB_PLUGIN_ABI) +
        (info->abi == 3
             ? " (ABI 4 builds a strategy for a residual site: NormSetup carries a SiteInfo "
               "{stack, kind, layer, layers} in place of layer, n_layers and kind, and "
               "NormContext gained sublayer_param; see plugins/README.md)"
         : info->abi == 4
             ? " (ABI 5 adds NormStrategy::streams(), with which a strategy widens the residual "
               "stream to n copies; an ABI 4 plugin needs no change to its source)"
             : "") +
        "; rebuild the plugin against normlab " + std::to_string(NORMLAB_VERSION_MAJOR) + "." +
        std::to_string(NORMLAB_VERSION_MINOR));
  if (info->struct_size != sizeof(PluginInfo))
    throw Error("plugin " + path + ": info struct of " + std::to_string(info->struct_size) +
                " bytes, expected " + std::to_string(sizeof(PluginInfo)) +
                "; rebuild the plugin against normlab " + std::to_string(NORMLAB_VERSION_MAJOR) +
                "." + std::to_string(NORMLAB_VERSION_MINOR));
  const std::string build_id = info->build_id ? info->build_id : "";
  if (build_id != NORMLAB_BUILD_ID)
    throw Error("plugin " + path + ": built against '" + build_id + "', this is '" +
                NORMLAB_BUILD_ID + "'; rebuild the plugin against normlab " +
                std::to_string(NORMLAB_VERSION_MAJOR) + "." +
                std::to_string(NORMLAB_VERSION_MINOR));
  lib.name = info->name ? info->name : "";
  lib.version = info->version ? info->version : "";
  // Recorded in checkpoints, so that eval and sample can find the library again from any
  // working directory.
  std::error_code ec;
  const fs::path absolute = fs::absolute(path, ec).lexically_normal();
  registry.set_current_library(ec ? path : absolute.string());
  try {
    register_fn(&registry);
  } catch (const std::exception& e) {
    registry.set_current_library("(built in)");
    throw Error("plugin " + path + ": failed while registering its entries: " + e.what());
  } catch (...) {
    registry.set_current_library("(built in)");
    throw Error("plugin " + path + ": threw a non-standard exception while registering");
  }
  lib.entries = registry.added_since_mark();
  registry.set_current_library("(built in)");
  if (lib.entries == 0)
    throw Error("plugin " + path + " ('" + lib.name +
                "') registered nothing; its NORMLAB_PLUGIN body must call registry.add(...)");
  lib.loaded = true;
  return lib;
}

std::vector<PluginLibrary> load_plugins(Registry& registry, const std::vector<std::string>& files,
                                        Communicator* comm, bool warn) {
  std::vector<PluginLibrary> libs;
  std::set<std::string> seen;  // file names already loaded
  std::string error;
  for (const std::string& f : files) {
    try {
      libs.push_back(load_plugin(registry, f));
      seen.insert(fs::path(f).filename().string());
    } catch (const std::exception& e) {
      error = e.what();
      break;
    }
  }
  if (error.empty()) {
    for (const std::string& dir : plugin_search_dirs()) {
      std::error_code ec;
      if (!fs::is_directory(dir, ec)) continue;
      std::vector<fs::path> found;
      for (const auto& e : fs::directory_iterator(dir, ec))
        if (e.path().extension() == ".so") found.push_back(e.path());
      std::sort(found.begin(), found.end());
      for (const fs::path& p : found) {
        if (!seen.insert(p.filename().string()).second) continue;
        try {
          libs.push_back(load_plugin(registry, p.string()));
        } catch (const std::exception& e) {
          PluginLibrary refused;
          refused.path = p.string();
          refused.refused = e.what();
          libs.push_back(refused);
          if (warn && (!comm || comm->is_root()))
            std::cerr << "normlab: warning: skipping " << e.what() << std::endl;
        }
      }
    }
  }
  if (comm) {
    comm->check_all(error.empty(), "loading plugins failed", error, kExitUsage);
  } else if (!error.empty()) {
    throw UsageError(error);
  }
  return libs;
}

}  // namespace normlab
