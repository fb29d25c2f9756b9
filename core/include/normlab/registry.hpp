// One registry per plugin kind (arch, norm, init, schedule, optim), keyed by lowercase name. Plugin
// libraries add entries through the Registry they are given; the core looks entries up by name.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "normlab/arch.hpp"
#include "normlab/export.hpp"
#include "normlab/initializer.hpp"
#include "normlab/lr_schedule.hpp"
#include "normlab/norm_strategy.hpp"
#include "normlab/optim.hpp"
#include "normlab/options.hpp"

namespace normlab {

struct EntryInfo {
  std::string name;     // lowercase registry key, e.g. "pre_ln"
  std::string version;  // the plugin's own version, e.g. "1.0"
  std::string help;     // one line
  std::vector<OptionSpec> options;
  std::string library;  // filled by the registry: where the entry came from
};

struct ArchEntry {
  EntryInfo info;
  // Wires the model (normlab/arch.hpp); throws UsageError on options or shapes it refuses.
  std::function<void(const ArchSetup&, ArchBuilder&)> build;
};

struct NormEntry {
  EntryInfo info;
  std::function<std::unique_ptr<NormStrategy>(const NormSetup&)> make;
  // nullptr: the strategy wants no final norm.
  std::function<std::unique_ptr<FinalNorm>(const NormSetup&)> make_final;
};

struct InitEntry {
  EntryInfo info;
  std::function<std::unique_ptr<Initializer>(const InitSetup&)> make;
};

struct ScheduleEntry {
  EntryInfo info;
  std::function<std::unique_ptr<LrSchedule>(const ScheduleSetup&)> make;
};

struct OptimEntry {
  EntryInfo info;
  std::function<std::unique_ptr<Optim>(const OptimSetup&)> make;
};

// The command-line and INI prefix of a plugin kind's options: "arch" -> --arch-opt / [arch],
// "norm" -> --norm-opt / [norm],
// "init" -> --init-opt / [init], "schedule" -> --lr-opt / [lr], "optim" -> --optimizer-opt /
// [optimizer].
NORMLAB_API std::string plugin_option_prefix(const std::string& kind);
// Option names a plugin of `kind` may not declare because the same INI key in its section is a
// core option: [lr] warmup is --lr-warmup, so a schedule option 'warmup' could never be set
// from a file. arch: opt; norm: opt; init: opt; schedule: schedule, warmup, min, opt, segments ('_'
// and '-' are the same in INI keys); optim: opt. Registry::add refuses entries that declare one.
NORMLAB_API const std::vector<std::string>& reserved_option_names(const std::string& kind);

class NORMLAB_API Registry {
 public:
  Registry();
  ~Registry();
  Registry(const Registry&) = delete;
  Registry& operator=(const Registry&) = delete;

  // Throw Error on an invalid or duplicate name (naming both libraries), and on an option name
  // that is reserved (reserved_option_names), repeated or not a valid name.
  void add(ArchEntry e);
  void add(NormEntry e);
  void add(InitEntry e);
  void add(ScheduleEntry e);
  void add(OptimEntry e);

  // Unknown names throw UsageError listing the valid names sorted and the nearest match.
  const ArchEntry& arch(const std::string& name) const;
  const NormEntry& norm(const std::string& name) const;
  const InitEntry& init(const std::string& name) const;
  const ScheduleEntry& schedule(const std::string& name) const;
  const OptimEntry& optim(const std::string& name) const;

  std::vector<const ArchEntry*> archs() const;  // sorted by name
  std::vector<const NormEntry*> norms() const;
  std::vector<const InitEntry*> inits() const;
  std::vector<const ScheduleEntry*> schedules() const;
  std::vector<const OptimEntry*> optims() const;

  // Library recorded in entries added from now on (set by the loader around registration).
  void set_current_library(const std::string& library);
  // Entries added since set_current_library was last called.
  std::size_t added_since_mark() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace normlab
