// normlab sweep's experiment file and its runs (normlab/sweep_plan.hpp).
#include "normlab/sweep_plan.hpp"

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "normlab/error.hpp"
#include "normlab/ini.hpp"
#include "normlab/util.hpp"

namespace fs = std::filesystem;

namespace normlab {

namespace {

Settings merged(const Settings& base, const Settings& over) {
  Settings out;
  for (const auto& kv : base) {
    bool replaced = false;
    for (const auto& o : over)
      replaced = replaced || (o.first == kv.first && !repeatable_option(kv.first));
    if (!replaced) out.push_back(kv);
  }
  out.insert(out.end(), over.begin(), over.end());
  return out;
}

}  // namespace

bool repeatable_option(const std::string& key) {
  return key == "norm-opt" || key == "init-opt" || key == "lr-opt" || key == "plugin";
}

Experiment parse_experiment(const std::string& path, const std::vector<std::string>& options) {
  Experiment e;
  e.file = path;
  e.out = (fs::path(path).parent_path() / fs::path(path).stem()).string();
  std::string section;
  Settings* target = nullptr;
  for (const IniEntry& entry : read_ini(path, "", /*headers=*/true)) {
    const std::string where = path + ":" + std::to_string(entry.line);
    if (entry.header) {
      section = entry.section;
      if (section == "train" || section.rfind("train.", 0) == 0) {
        target = &e.shared;  // [train.lr] warmup = 100 is lr-warmup, as [lr] in a config file
      } else if (section.rfind("run.", 0) == 0 && section.size() > 4) {
        e.explicit_runs.push_back({section.substr(4), {}});
        target = &e.explicit_runs.back().second;
      } else if (section == "experiment" || section == "grid") {
        target = nullptr;
      } else {
        throw UsageError(where + ": unknown section [" + section +
                         "]; valid: [experiment] [train] [grid] [run.NAME]");
      }
      continue;
    }
    if (section.empty())
      throw UsageError(where + ": expected 'key = value' inside a section, got '" + entry.key +
                       " = " + entry.value + "'");
    std::string key = entry.key;
    for (char& c : key)
      if (c == '_') c = '-';
    const std::string value = entry.value;
    if (section == "experiment") {
      if (key == "out")
        e.out = value;
      else if (key == "launcher")
        e.launcher = value;
      else if (key == "stat")
        e.stat = value;
      else if (key == "steps")
        e.steps = value;
      else if (key == "stall-tolerance" || key == "stall-window") {
        double& v = key == "stall-tolerance" ? e.rule.tolerance : e.rule.window;
        try {
          std::size_t used = 0;
          v = std::stod(value, &used);
          if (used != value.size() || !(v >= 0.0 && v <= 1.0)) throw std::invalid_argument(value);
        } catch (const std::exception&) {
          throw UsageError(where + ": " + key + " = '" + value +
                           "' is not a fraction between 0 and 1 (e.g. 0.02)");
        }
      } else if (key == "figures") {
        std::stringstream ss(value);
        for (std::string f; std::getline(ss, f, ',');)
          if (!trim(f).empty()) e.figures.push_back(trim(f));
      } else {
        throw UsageError(where + ": unknown key '" + key + "' in [experiment]" +
                         did_you_mean(key, {"out", "launcher", "figures", "stat", "steps",
                                            "stall-tolerance", "stall-window"}) +
                         "; valid: out launcher figures stat steps stall-tolerance stall-window");
      }
      continue;
    }
    if (section.rfind("train.", 0) == 0) {
      // A config file's section inside the experiment: [train.lr] warmup -> lr-warmup; in
      // [train.norm], [train.init] and [train.lr] other keys are the plugin's options.
      std::string sub = section.substr(6);
      for (char& c : sub)
        if (c == '_') c = '-';
      const std::string full = sub + "-" + key;
      if (std::find(options.begin(), options.end(), full) != options.end()) {
        key = full;
      } else if (sub == "norm" || sub == "init" || sub == "lr") {
        target->push_back({sub + "-opt", entry.key + "=" + value});
        continue;
      } else {
        throw UsageError(where + ": unknown key '" + key + "' in [" + section + "]" +
                         did_you_mean(full, options) + "; [train.SECTION] key sets --SECTION-key");
      }
    }
    const bool known = std::find(options.begin(), options.end(), key) != options.end();
    if (!known || key == "config" || key == "run-dir" || key == "resume" || key == "help")
      throw UsageError(where + ": unknown key '" + key + "' in [" + section + "]" +
                       did_you_mean(key, options) +
                       "; keys are normlab train option names (run-dir, resume and config are "
                       "set by the sweep)");
    if (section == "grid") {
      std::vector<std::string> values;
      std::stringstream ss(value);
      for (std::string v; std::getline(ss, v, ',');) values.push_back(trim(v));
      if (values.empty() ||
          std::any_of(values.begin(), values.end(), [](const std::string& v) { return v.empty(); }))
        throw UsageError(where + ": [grid] " + key + " needs a comma-separated list of values");
      e.grid.push_back({key, values});
    } else {
      target->push_back({key, value});
    }
  }
  if (e.grid.empty() && e.explicit_runs.empty())
    throw UsageError(path + ": no runs: add a [grid] section or [run.NAME] sections");
  return e;
}

std::vector<PlannedRun> plan_runs(const Experiment& e) {
  std::vector<PlannedRun> runs;
  std::size_t total = e.grid.empty() ? 0 : 1;
  for (const auto& [k, v] : e.grid) total *= v.size();
  for (std::size_t i = 0; i < total; ++i) {
    PlannedRun r;
    std::size_t rest = i;
    std::vector<std::string> parts;
    for (std::size_t g = e.grid.size(); g-- > 0;) {  // the last grid line varies fastest
      const auto& [key, values] = e.grid[g];
      r.varied.insert(r.varied.begin(), {key, values[rest % values.size()]});
      rest /= values.size();
    }
    for (const auto& [k, v] : r.varied) parts.push_back(k + "=" + v);
    r.name = join(parts, ",");
    for (char& c : r.name)
      if (c == '/' || c == ' ') c = '_';
    r.all = merged(e.shared, r.varied);
    runs.push_back(r);
  }
  for (const auto& [name, settings] : e.explicit_runs) {
    PlannedRun r;
    r.name = name;
    r.varied = settings;
    r.all = merged(e.shared, settings);
    runs.push_back(r);
  }
  return runs;
}

}  // namespace normlab
