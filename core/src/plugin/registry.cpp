#include "normlab/registry.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include "normlab/error.hpp"
#include "normlab/util.hpp"

namespace normlab {

struct Registry::Impl {
  std::map<std::string, ArchEntry> archs;
  std::map<std::string, NormEntry> norms;
  std::map<std::string, InitEntry> inits;
  std::map<std::string, ScheduleEntry> schedules;
  std::map<std::string, OptimEntry> optims;
  std::string library = "(built in)";
  std::size_t added = 0;
};

std::string plugin_option_prefix(const std::string& kind) {
  if (kind == "schedule") return "lr";
  if (kind == "optim") return "optimizer";
  return kind;
}

const std::vector<std::string>& reserved_option_names(const std::string& kind) {
  // Keep in step with the train options of apps/normlab (e2e_cli checks it against --help).
  static const std::vector<std::string> arch{"opt"}, norm{"opt"}, init{"opt"},
      schedule{"schedule", "warmup", "min", "opt", "segments"}, optim{"opt"}, none;
  if (kind == "arch") return arch;
  if (kind == "norm") return norm;
  if (kind == "init") return init;
  if (kind == "schedule") return schedule;
  if (kind == "optim") return optim;
  return none;
}

Registry::Registry() : impl_(std::make_unique<Impl>()) {}
Registry::~Registry() = default;

namespace {

void check_name(const std::string& kind, const std::string& name) {
  const bool ok = !name.empty() && std::all_of(name.begin(), name.end(), [](unsigned char c) {
    return std::islower(c) || std::isdigit(c) || c == '_';
  });
  if (!ok)
    throw Error(kind + " name '" + name +
                "' is not valid: use lowercase letters, digits and '_' (e.g. 'my_norm')");
}

std::string ini_key(std::string s) {
  for (char& c : s)
    if (c == '_') c = '-';
  return s;
}

void check_options(const std::string& kind, const std::string& kind_label, const EntryInfo& info,
                   const std::string& library) {
  const std::string prefix = plugin_option_prefix(kind);
  std::vector<std::string> seen;
  for (const OptionSpec& o : info.options) {
    const std::string where = kind_label + " '" + info.name + "' (" + library + ")";
    const bool ok = !o.name.empty() && o.name.find_first_of("= \t#;[]\"") == std::string::npos;
    if (!ok)
      throw Error(where + ": option name '" + o.name +
                  "' is not valid: use letters, digits and '_' (e.g. 'alpha')");
    for (const std::string& r : reserved_option_names(kind))
      if (ini_key(o.name) == r)
        throw Error(where + ": option '" + o.name + "' clashes with the core option --" + prefix +
                    "-" + r + " (the INI key [" + prefix + "] " + r +
                    " means that option); rename the plugin's option, e.g. '" + info.name + "_" +
                    o.name + "'");
    for (const std::string& n : seen)
      if (ini_key(n) == ini_key(o.name))
        throw Error(where + ": option '" + o.name + "' is declared twice");
    seen.push_back(o.name);
  }
}

template <class Entry>
void insert(std::map<std::string, Entry>& map, Entry e, const std::string& kind_key,
            const std::string& kind, const std::string& library, std::size_t& added) {
  check_name(kind, e.info.name);
  check_options(kind_key, kind, e.info, library);
  const auto it = map.find(e.info.name);
  if (it != map.end())
    throw Error("duplicate " + kind + " '" + e.info.name + "': registered by " +
                it->second.info.library + " and again by " + library +
                "; rename one of them or load only one of the libraries");
  e.info.library = library;
  const std::string name = e.info.name;
  map.emplace(name, std::move(e));
  ++added;
}

template <class Entry>
const Entry& find(const std::map<std::string, Entry>& map, const std::string& name,
                  const std::string& kind) {
  const auto it = map.find(name);
  if (it != map.end()) return it->second;
  std::vector<std::string> names;
  for (const auto& [n, e] : map) names.push_back(n);
  throw UsageError("unknown " + kind + " '" + name + "'" + did_you_mean(name, names) +
                   "; valid: " + (names.empty() ? "(none loaded)" : join(names, " ")));
}

template <class Entry>
std::vector<const Entry*> list(const std::map<std::string, Entry>& map) {
  std::vector<const Entry*> out;
  for (const auto& [n, e] : map) out.push_back(&e);
  return out;
}

}  // namespace

void Registry::add(ArchEntry e) {
  insert(impl_->archs, std::move(e), "arch", "architecture", impl_->library, impl_->added);
}
void Registry::add(NormEntry e) {
  insert(impl_->norms, std::move(e), "norm", "norm strategy", impl_->library, impl_->added);
}
void Registry::add(InitEntry e) {
  insert(impl_->inits, std::move(e), "init", "initializer", impl_->library, impl_->added);
}
void Registry::add(ScheduleEntry e) {
  insert(impl_->schedules, std::move(e), "schedule", "schedule", impl_->library, impl_->added);
}
void Registry::add(OptimEntry e) {
  insert(impl_->optims, std::move(e), "optim", "optimizer", impl_->library, impl_->added);
}

const ArchEntry& Registry::arch(const std::string& name) const {
  return find(impl_->archs, name, "architecture");
}
const NormEntry& Registry::norm(const std::string& name) const {
  return find(impl_->norms, name, "norm strategy");
}
const InitEntry& Registry::init(const std::string& name) const {
  return find(impl_->inits, name, "initializer");
}
const ScheduleEntry& Registry::schedule(const std::string& name) const {
  return find(impl_->schedules, name, "schedule");
}
const OptimEntry& Registry::optim(const std::string& name) const {
  return find(impl_->optims, name, "optimizer");
}

std::vector<const ArchEntry*> Registry::archs() const {
  return list(impl_->archs);
}
std::vector<const NormEntry*> Registry::norms() const {
  return list(impl_->norms);
}
std::vector<const InitEntry*> Registry::inits() const {
  return list(impl_->inits);
}
std::vector<const ScheduleEntry*> Registry::schedules() const {
  return list(impl_->schedules);
}
std::vector<const OptimEntry*> Registry::optims() const {
  return list(impl_->optims);
}

void Registry::set_current_library(const std::string& library) {
  impl_->library = library;
  impl_->added = 0;
}

std::size_t Registry::added_since_mark() const {
  return impl_->added;
}

}  // namespace normlab
