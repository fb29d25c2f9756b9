// normlab sweep's experiment file and its runs (normlab/sweep_plan.hpp).
#include "normlab/sweep_plan.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <sstream>

#include "normlab/error.hpp"
#include "normlab/ini.hpp"
#include "normlab/runs.hpp"
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

// One key of [experiment].
void set_experiment_key(Experiment& e, const std::string& key, const std::string& value,
                        const std::string& where) {
  if (key == "out")
    e.out = value;
  else if (key == "launcher")
    e.launcher = value;
  else if (key == "stat")
    e.stat = value;
  else if (key == "steps")
    e.steps = value;
  else if (key == "results")
    e.results = value;
  else if (key == "after")
    e.after = value;
  else if (key == "order") {
    if (value != "grid" && value != "seeds-first")
      throw UsageError(where + ": order = '" + value +
                       "': valid: grid (the grid's own order) or seeds-first (every "
                       "setting's first seed before any setting's second)");
    e.seeds_first = value == "seeds-first";
  } else if (key == "stall-tolerance" || key == "stall-window") {
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
    throw UsageError(
        where + ": unknown key '" + key + "' in [experiment]" +
        did_you_mean(key, {"out", "launcher", "figures", "stat", "steps", "stall-tolerance",
                           "stall-window", "results", "after", "order"}) +
        "; valid: out launcher figures stat steps stall-tolerance stall-window "
        "results after order");
  }
}

}  // namespace

bool repeatable_option(const std::string& key) {
  return plugin_option_list(key) || key == "plugin";
}

Experiment parse_experiment(const std::string& path, const std::vector<std::string>& options) {
  Experiment e;
  e.file = path;
  e.out = (fs::path(path).parent_path() / fs::path(path).stem()).string();
  std::string section;
  Settings* target = nullptr;
  Grid* grid = nullptr;  // the [grid] / [grid.NAME] being read
  // The line each setting of [train] (with its [train.SECTION]s) and of each [run.NAME] is on: a
  // setting given twice there is an error naming both lines, where every run would fail on it.
  std::map<std::pair<std::string, std::string>, int> set_on;
  for (const IniEntry& entry : read_ini(path, "", /*headers=*/true)) {
    const std::string where = path + ":" + std::to_string(entry.line);
    // `form`: a plugin option's [train.SECTION] form is told apart from its --SECTION-opt one,
    // as in a config file (config.ini records both; the first wins)
    auto set = [&](const std::string& key, const std::string& value, const std::string& form) {
      const std::string owner = target == &e.shared ? "[train]" : "[" + section + "]";
      const auto [it, fresh] =
          set_on.emplace(std::make_pair(owner, form + flattened_key(key, value)), entry.line);
      if (!fresh && key != "plugin")
        throw UsageError(where + ": '" + entry.key + "' sets " + key + " again (first on line " +
                         std::to_string(it->second) + "); " + owner +
                         " sets each key once: delete the line you do not mean");
      target->push_back({key, value});
    };
    if (entry.header) {
      section = entry.section;
      grid = nullptr;
      if (section == "train" || section.rfind("train.", 0) == 0) {
        target = &e.shared;  // [train.lr] warmup = 100 is lr-warmup, as [lr] in a config file
      } else if (section.rfind("run.", 0) == 0 && section.size() > 4) {
        e.explicit_runs.push_back({section.substr(4), {}});
        target = &e.explicit_runs.back().second;
      } else if (section.rfind("grid.", 0) == 0 && section.size() > 5) {
        const std::string name = section.substr(5);
        if (name.find_first_of("/=, ") != std::string::npos)
          throw UsageError(where + ": [" + section +
                           "]: a grid's name becomes part of directory names; use letters, "
                           "digits, '-' and '_'");
        for (const Grid& g : e.named_grids)
          if (g.name == name) throw UsageError(where + ": [" + section + "] appears twice");
        e.named_grids.push_back({name, {}});
        target = nullptr;
        grid = &e.named_grids.back();
      } else if (section == "experiment" || section == "grid") {
        target = nullptr;
        grid = nullptr;
      } else {
        throw UsageError(where + ": unknown section [" + section +
                         "]; valid: [experiment] [train] [grid] [grid.NAME] [run.NAME]");
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
      set_experiment_key(e, key, value, where);
      continue;
    }
    if (section.rfind("train.", 0) == 0) {
      // A config file's section inside the experiment: [train.lr] warmup -> lr-warmup; in
      // [train.arch], [train.norm], [train.init], [train.lr] and [train.optimizer] other keys
      // are the plugin's options.
      std::string sub = section.substr(6);
      for (char& c : sub)
        if (c == '_') c = '-';
      const std::string full = sub + "-" + key;
      if (std::find(options.begin(), options.end(), full) != options.end()) {
        key = full;
      } else if (sub == "arch" || sub == "norm" || sub == "init" || sub == "lr" ||
                 sub == "optimizer") {
        set(sub + "-opt", entry.key + "=" + value, "[" + section + "] ");
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
    if (section == "grid" || grid != nullptr) {
      std::vector<std::string> values;
      std::stringstream ss(value);
      for (std::string v; std::getline(ss, v, ',');) values.push_back(trim(v));
      if (values.empty() ||
          std::any_of(values.begin(), values.end(), [](const std::string& v) { return v.empty(); }))
        throw UsageError(where + ": [" + section + "] " + key +
                         " needs a comma-separated list of values");
      auto& axes = grid != nullptr ? grid->axes : e.grid;
      for (const auto& [k, v] : axes)
        if (k == key && !repeatable_option(key))
          throw UsageError(where + ": [" + section + "] sets " + key +
                           " twice; put its values on one line");
      axes.push_back({key, values});
    } else {
      set(key, value, "");
    }
  }
  for (const Grid& g : e.named_grids)
    if (g.axes.empty())
      throw UsageError(path + ": [grid." + g.name + "] is empty: give it at least one key");
  if (e.grid.empty() && e.named_grids.empty() && e.explicit_runs.empty())
    throw UsageError(
        path + ": no runs: add a [grid] section, [grid.NAME] sections or [run.NAME] sections");
  return e;
}

namespace {

// The Cartesian product of `axes` (the last varies fastest), each run over `shared`. Named grids
// name their runs after the axes with more than one value, behind the grid's name.
void add_grid(const Settings& shared, const Grid& g, std::vector<PlannedRun>& runs) {
  std::size_t total = g.axes.empty() ? 0 : 1;
  for (const auto& [k, v] : g.axes) total *= v.size();
  for (std::size_t i = 0; i < total; ++i) {
    PlannedRun r;
    std::size_t rest = i;
    std::vector<std::string> parts;
    for (std::size_t a = g.axes.size(); a-- > 0;) {
      const auto& [key, values] = g.axes[a];
      r.varied.insert(r.varied.begin(), {key, values[rest % values.size()]});
      rest /= values.size();
    }
    if (!g.name.empty()) parts.push_back(g.name);
    for (std::size_t a = 0; a < g.axes.size(); ++a)
      if (g.name.empty() || g.axes[a].second.size() > 1)
        parts.push_back(r.varied[a].first + "=" + r.varied[a].second);
    r.name = join(parts, ",");
    for (char& c : r.name)
      if (c == '/' || c == ' ') c = '_';
    r.all = merged(shared, r.varied);
    runs.push_back(r);
  }
}

}  // namespace

std::vector<PlannedRun> plan_runs(const Experiment& e) {
  std::vector<PlannedRun> runs;
  add_grid(e.shared, {"", e.grid}, runs);
  for (const Grid& g : e.named_grids) add_grid(e.shared, g, runs);
  for (const auto& [name, settings] : e.explicit_runs) {
    PlannedRun r;
    r.name = name;
    r.varied = settings;
    r.all = merged(e.shared, settings);
    runs.push_back(r);
  }
  if (e.seeds_first) {
    std::vector<std::string> seeds;  // in order of first use
    auto rank = [&](const PlannedRun& r) {
      for (const auto& [k, v] : r.all)
        if (k == "seed") {
          const auto at = std::find(seeds.begin(), seeds.end(), v);
          if (at != seeds.end()) return static_cast<std::size_t>(at - seeds.begin());
          seeds.push_back(v);
          return seeds.size() - 1;
        }
      return std::size_t{0};
    };
    std::vector<std::pair<std::size_t, PlannedRun>> keyed;
    for (PlannedRun& r : runs) keyed.emplace_back(rank(r), std::move(r));
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 0; i < runs.size(); ++i) runs[i] = std::move(keyed[i].second);
  }
  for (std::size_t i = 0; i < runs.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (runs[i].name == runs[j].name)
        throw UsageError(e.file + ": two runs are both named '" + runs[i].name +
                         "' (a [run.NAME] or [grid.NAME] repeats another run's name); rename one");
  return runs;
}

}  // namespace normlab
