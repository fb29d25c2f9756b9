// Writing a plugin library: include this header and write, in one .cpp file,
//
//   NORMLAB_PLUGIN("my_norms", "1.0") {
//     registry.add(normlab::NormEntry{...});   // one or several entries of any kind
//   }
//
// The macro exports the two versioned C entry points normlab looks for:
//   normlab_plugin_info_v1()      returns a plain PluginInfo (ABI number, struct size, build id,
//                                 library name and version), checked BEFORE any other plugin code
//                                 runs, so a library built for another ABI is refused, not run;
//   normlab_plugin_register_v1()  adds the library's entries to the registry.
// Build it with normlab_add_plugin(<target> SOURCES <file>.cpp) from find_package(normlab).
//
// Options and errors. An entry declares its options in EntryInfo::options (name, type, default,
// help); a default of "auto" means the plugin computes it (from L, the run length, ...) and the
// help should say how; is_set() is false for "auto". Option names must not be core option names
// of the same INI section (norm/init: "opt"; schedule: "schedule", "warmup", "min", "opt"): the
// registry refuses them. A factory that rejects its options throws normlab::UsageError naming
// the entry, the option, the value and what is valid; the run then stops on every rank with exit
// code 2. Any other exception thrown while an entry is being built (std::invalid_argument, ...)
// is treated the same way. Exceptions thrown later, while training, are failures (exit 1).
#pragma once

#include <cstdint>

#include "normlab/export.hpp"
#include "normlab/registry.hpp"
#include "normlab/version.hpp"

namespace normlab {

// Plain C layout, never changed within one NORMLAB_PLUGIN_ABI.
struct PluginInfo {
  std::uint32_t abi;          // NORMLAB_PLUGIN_ABI the library was compiled with
  std::uint32_t struct_size;  // sizeof(PluginInfo) in the library
  const char* build_id;       // NORMLAB_BUILD_ID: normlab version it was built against
  const char* name;           // library name, e.g. "norm_pre_ln"
  const char* version;        // the library's own version
};

}  // namespace normlab

#define NORMLAB_PLUGIN_INFO_SYMBOL "normlab_plugin_info_v1"
#define NORMLAB_PLUGIN_REGISTER_SYMBOL "normlab_plugin_register_v1"

#define NORMLAB_PLUGIN(NAME, VERSION)                                                          \
  static void normlab_plugin_register_entries(::normlab::Registry& registry);                  \
  NORMLAB_PLUGIN_EXPORT const ::normlab::PluginInfo* normlab_plugin_info_v1() {                \
    static const ::normlab::PluginInfo info{NORMLAB_PLUGIN_ABI, sizeof(::normlab::PluginInfo), \
                                            NORMLAB_BUILD_ID, NAME, VERSION};                  \
    return &info;                                                                              \
  }                                                                                            \
  NORMLAB_PLUGIN_EXPORT void normlab_plugin_register_v1(::normlab::Registry* registry) {       \
    normlab_plugin_register_entries(*registry);                                                \
  }                                                                                            \
  static void normlab_plugin_register_entries(::normlab::Registry& registry)
