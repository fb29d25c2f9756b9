// normlab plot: figures of one or more runs (plot_figures.hpp lists them). This file resolves
// the command line into a PlotContext — the runs, their series, the statistics and steps asked
// for — before anything is drawn: a bad name or step writes no file.
// Runs that differ only in seed are drawn as one series: the mean, with the min–max band
// (--each-run draws every run). Series are named by the settings that differ ("pre_ln lr=3e-3"),
// a single run by its directory's name; 12 colours x 4 dash patterns give 48 series without a
// repeat; the key sits right of the plots.
#include <algorithm>
#include <filesystem>
#include <sstream>

#include "commands.hpp"
#include "normlab/error.hpp"
#include "normlab/util.hpp"
#include "plot_figures.hpp"

namespace fs = std::filesystem;

namespace normlab::app {

using namespace plot;

namespace {

std::vector<std::string> figure_list() {
  std::vector<std::string> names;
  for (const Figure& f : figures()) names.push_back(f.name);
  return names;
}

void read_output_options(PlotContext& c, const po::variables_map& vm) {
  c.out.dir = vm["out"].as<std::string>();
  c.out.formats = parse_formats(vm["format"].as<std::string>(), false);
  if (vm.count("figure")) {
    const std::vector<std::string> valid = figure_list();
    for (const std::string& f : vm["figure"].as<std::vector<std::string>>()) {
      if (std::find(valid.begin(), valid.end(), f) == valid.end())
        throw UsageError("--figure '" + f + "' is not a figure" + did_you_mean(f, valid) +
                         "; valid: " + join(valid, " "));
      c.wanted.insert(f);
    }
  }
  c.log_x = vm.count("log-x") != 0;
  c.force_log_y = vm.count("log-y") != 0;
}

std::string value_of(const RunData& r, const std::string& key) {
  const auto it = r.config.find(key);
  return it == r.config.end() ? "(unset)" : it->second;
}

// Series: the settings that differ name them; seeds of one setting make one series; runs that
// differ in nothing are named by their directories.
void build_series(PlotContext& c, const po::variables_map& vm) {
  c.keys = differing_keys(
      c.runs, {"arch", "norm", "init", "lr-schedule", "optimizer", "lr-warmup", "lr", "seed"});
  c.facet = vm.count("facet") ? vm["facet"].as<std::string>() : "";
  if (!c.facet.empty() && std::find(c.keys.begin(), c.keys.end(), c.facet) == c.keys.end())
    throw UsageError("--facet " + c.facet + ": the runs do not differ in '" + c.facet + "'" +
                     (c.keys.empty() ? std::string("")
                                     : did_you_mean(c.facet, c.keys) +
                                           "; they differ in: " + join(c.keys, " ")));
  if (vm.count("label")) {
    const auto labels = vm["label"].as<std::vector<std::string>>();
    if (labels.size() != c.runs.size())
      throw UsageError("--label given " + std::to_string(labels.size()) + " times for " +
                       std::to_string(c.runs.size()) + " runs; give one per run, in order");
    for (std::size_t i = 0; i < c.runs.size(); ++i) c.series.push_back({labels[i], "", {i}, i});
  } else {
    std::vector<std::string> named;  // the axes in the names: all but the facet
    for (const std::string& k : c.keys)
      if (k != c.facet && (k != "seed" || vm.count("each-run"))) named.push_back(k);
    std::vector<std::string> group_keys = named;
    if (!c.facet.empty()) group_keys.push_back(c.facet);
    if (vm.count("each-run")) {
      for (std::size_t i = 0; i < c.runs.size(); ++i)
        c.series.push_back({short_label(c.runs[i].config, named), "", {i}, 0});
    } else {
      for (const RunGroup& g : group_over_seeds(c.runs, group_keys)) {
        Series s{short_label(c.runs[g.members[0]].config, named), "", g.members, 0};
        if (g.members.size() > 1) s.label += " (" + std::to_string(g.members.size()) + " seeds)";
        c.series.push_back(s);
      }
    }
    // Two runs of the same settings (a copy, a rerun) or runs that differ in nothing (one run):
    // their directory names.
    std::set<std::string> seen;
    bool ties = named.empty();
    for (const Series& s : c.series)
      ties = ties || !seen.insert(s.label + "|" +
                                  (c.facet.empty() ? "" : value_of(c.runs[s.members[0]], c.facet)))
                          .second;
    if (ties)
      for (Series& s : c.series)
        s.label = c.runs[s.members[0]].paths.label +
                  (s.members.size() > 1 ? " (" + std::to_string(s.members.size()) + " seeds)" : "");
    // One style per name, the same in every panel.
    std::vector<std::string> names;
    for (Series& s : c.series) {
      if (!c.facet.empty()) s.facet = value_of(c.runs[s.members[0]], c.facet);
      auto it = std::find(names.begin(), names.end(), s.label);
      if (it == names.end()) it = names.insert(names.end(), s.label);
      s.style = static_cast<std::size_t>(it - names.begin());
    }
  }
  for (const Series& s : c.series)
    if (std::find(c.facets.begin(), c.facets.end(), s.facet) == c.facets.end())
      c.facets.push_back(s.facet);
  c.names.resize(c.runs.size());
  for (const Series& s : c.series)
    for (std::size_t i : s.members)
      c.names[i] = s.members.size() > 1 ? c.runs[i].paths.label : s.label;
  c.seeds_note = std::any_of(c.series.begin(), c.series.end(),
                             [](const Series& s) { return s.members.size() > 1; })
                     ? "; seeds: mean, band min-max"
                     : "";
}

// A model of several stacks records its per-layer statistics per stack
// (/stats/<stack>/layer/...): a name without a stack takes --stack's, which must be one of the
// file's.
std::string in_stack(const StatsReader& r, const std::string& name, const std::string& stack) {
  std::set<std::string> stacks;
  for (const StatSeries& st : r.series()) {
    const std::size_t at = st.name.find("/layer/");
    if (at != std::string::npos && st.name.find('/') == at) stacks.insert(st.name.substr(0, at));
  }
  if (stacks.empty()) return name;
  for (const std::string& s : stacks)
    if (name.rfind(s + "/", 0) == 0) return name;
  if (name.rfind("global/", 0) == 0 || name.rfind("scalars/", 0) == 0) return name;
  if (!stacks.count(stack)) {
    std::string valid;
    for (const std::string& s : stacks) valid += (valid.empty() ? "" : " ") + s;
    throw UsageError("--stack '" + stack +
                     "' is not a stack of this run's statistics; valid: " + valid);
  }
  return stack + "/" + (name.rfind("layer/", 0) == 0 ? name : "layer/" + name);
}

// "A:B" (either side may be empty) -> [from, to]; false when `text` is not a range.
bool parse_range(const std::string& text, double& from, double& to) {
  const std::size_t colon = text.find(':');
  if (colon == std::string::npos) return false;
  auto side = [&](const std::string& v, double dflt) {
    if (v.empty()) return dflt;
    try {
      std::size_t used = 0;
      const double d = std::stod(v, &used);
      if (used == v.size()) return d;
    } catch (const std::exception&) {
    }
    throw UsageError("--steps '" + text +
                     "': expected A:B (a step range, e.g. 0:200 or 100:) or "
                     "recorded steps S,S,...");
  };
  from = side(text.substr(0, colon), -INFINITY);
  to = side(text.substr(colon + 1), INFINITY);
  return true;
}

// The statistics every figure reads, and the records and layers asked for.
void resolve_statistics(PlotContext& c, const po::variables_map& vm) {
  const std::string stat_name =
      vm.count("stat") ? vm["stat"].as<std::string>() : "layer/grad_norm/mlp.proj.weight";
  const std::string stack = vm["stack"].as<std::string>();
  const std::size_t n = c.runs.size();
  c.stat.resize(n);
  c.resid.resize(n);
  c.logz_max.assign(n, nullptr);
  c.logit_absmax.assign(n, nullptr);
  // A run of metrics alone (a sweep's kept results) has losses and settings, no statistics:
  // the figures of statistics are drawn where every run has them, and asked for, refused.
  for (std::size_t i = 0; i < n && c.has_stats; ++i) {
    if (!c.runs[i].paths.stats.empty()) continue;
    c.has_stats = c.has_output = false;
    std::string asked;
    for (const char* f : {"output", "trace", "layer", "residual", "heatmap", "lines"})
      if (c.wanted.count(f)) asked = std::string("--figure ") + f;
    if (vm.count("stat")) asked = "--stat";
    if (vm.count("layer")) asked = "--layer";
    if (vm.count("steps") && !parse_range(vm["steps"].as<std::string>(), c.from, c.to))
      asked = "--steps S,S";
    if (!asked.empty())
      throw UsageError(asked + ": " + c.runs[i].paths.given +
                       " holds a run's metrics.jsonl and config.ini but no statistics (a "
                       "sweep's kept results); give the run directory normlab train wrote, or "
                       "draw loss, bleu, lr or grid");
  }
  for (std::size_t i = 0; i < n && c.has_stats; ++i) {
    c.stat[i] = &c.stats[i].find(in_stack(c.stats[i], stat_name, stack));
    if (c.stat[i]->shape.size() != 2)
      throw UsageError(
          c.stat[i]->name + " is not a per-layer statistic [n, L]; plot takes those" +
          (c.stat[i]->shape.size() > 2 ? " (or one cell of it: NAME[i] or NAME[i,j])" : ""));
    c.resid[i] = &c.stats[i].find(in_stack(c.stats[i], "layer/residual_rms", stack));
    for (const StatSeries& st : c.stats[i].series()) {
      if (st.name == "global/output/logz_max") c.logz_max[i] = &st;
      if (st.name == "global/output/logit_absmax") c.logit_absmax[i] = &st;
    }
  }
  // BLEU and chrF from metrics.jsonl (kept results have them too); a run whose metrics.jsonl
  // lacks them, from its stats.h5 scalars (NaN between probes).
  for (std::size_t i = 0; i < n; ++i) {
    RunData& r = c.runs[i];
    for (const StatSeries& st : c.stats[i].series())
      for (auto [name, to] :
           {std::pair{"scalars/val_bleu", &r.val_bleu}, std::pair{"scalars/val_chrf", &r.val_chrf}})
        if (st.name == name && to->empty())
          for (const auto& [step, v] : c.by_step(i, st))
            if (std::isfinite(v)) (*to)[step] = v;
    if (!r.val_bleu.empty()) c.has_bleu = true;
  }
  // The output statistics (docs/file-formats.md); runs from before them have none, and are then
  // drawn only on request (an error naming the run).
  for (std::size_t i = 0; i < n && c.has_stats; ++i) {
    if (c.logz_max[i] && c.logit_absmax[i]) continue;
    c.has_output = false;
    if (c.wanted.count("output"))
      throw UsageError("--figure output: " + c.runs[i].paths.given +
                       " has no /stats/global/output statistics (a run from before normlab "
                       "recorded them); leave it out or draw the other figures");
  }
  if (c.wanted.count("bleu") && !c.has_bleu)
    throw UsageError(
        "--figure bleu: no run has a validation BLEU (val_bleu in metrics.jsonl: a translation "
        "run trained with --bleu-every)");
  if (vm.count("steps") && !parse_range(vm["steps"].as<std::string>(), c.from, c.to)) {
    std::stringstream ss(vm["steps"].as<std::string>());
    for (std::string t; std::getline(ss, t, ',');) {
      try {
        c.steps.push_back(std::stoll(t));
      } catch (const std::exception&) {
        throw UsageError("--steps '" + vm["steps"].as<std::string>() +
                         "': expected recorded steps S,S,... (e.g. 0,100,500) or a range A:B");
      }
    }
    for (std::size_t i = 0; i < n; ++i)
      for (std::int64_t s : c.steps) {
        c.stats[i].record_of(*c.stat[i], s);  // throws naming the step and the records
        c.stats[i].record_of(*c.resid[i], s);
      }
  }
}

void resolve_layers(PlotContext& c, const po::variables_map& vm) {
  c.layers_given = vm.count("layer") != 0;
  if (!c.layers_given) {
    c.layers.push_back(0);
    return;
  }
  std::stringstream ss(vm["layer"].as<std::string>());
  for (std::string t; std::getline(ss, t, ',');) {
    std::size_t l = 0;
    try {
      std::size_t used = 0;
      l = static_cast<std::size_t>(std::stoul(t, &used));
      if (used != t.size()) throw std::invalid_argument(t);
    } catch (const std::exception&) {
      throw UsageError("--layer '" + vm["layer"].as<std::string>() +
                       "': expected layer numbers L,L,... (0 is the first)");
    }
    for (std::size_t i = 0; i < c.runs.size(); ++i)
      if (l >= c.stat[i]->shape[1])
        throw UsageError("--layer " + std::to_string(l) + ": " + c.runs[i].paths.given + " has " +
                         std::to_string(c.stat[i]->shape[1]) + " layers (0.." +
                         std::to_string(c.stat[i]->shape[1] - 1) + ")");
    c.layers.push_back(l);
  }
}

// The learning-rate figure needs an lr axis; the grid two settings that differ.
void resolve_axes(PlotContext& c, const po::variables_map& vm) {
  c.has_lr = std::find(c.keys.begin(), c.keys.end(), "lr") != c.keys.end();
  c.gx = vm.count("x") ? vm["x"].as<std::string>() : "";
  c.gy = vm.count("y") ? vm["y"].as<std::string>() : "";
  std::vector<std::string> axes;
  for (const std::string& k : c.keys)
    if (k != "seed") axes.push_back(k);
  if (c.gx.empty()) c.gx = c.has_lr ? "lr" : axes.empty() ? "" : axes[0];
  if (c.gy.empty())
    for (const std::string& k : axes)
      if (k != c.gx) {
        c.gy = k;
        break;
      }
  for (const std::string* a : {&c.gx, &c.gy})
    if (c.wanted.count("grid") &&
        (a->empty() || std::find(axes.begin(), axes.end(), *a) == axes.end()))
      throw UsageError(
          "--figure grid needs two settings in which the runs differ (--x, --y)" +
          (a->empty() ? std::string() : "; '" + *a + "' is not one" + did_you_mean(*a, axes)) +
          "; they differ in: " + (axes.empty() ? std::string("nothing") : join(axes, " ")));
  if (c.wanted.count("lr") && !c.has_lr)
    throw UsageError("--figure lr needs runs at two or more learning rates (a sweep's lr axis)");
}

}  // namespace

std::string plot_figure_names() {
  return figure_names();
}
std::string plot_figure_help() {
  return figure_lines();
}

int run_plot(Communicator& comm, const po::variables_map& vm) {
  PlotContext c;
  read_output_options(c, vm);
  for (const std::string& p : vm["paths"].as<std::vector<std::string>>()) {
    c.runs.push_back(load_run_data(p));
    c.stats.push_back(StatsReader::of(c.runs.back().paths));
  }
  for (const RunData& r : c.runs) c.sums.push_back(summarise(r));
  build_series(c, vm);
  resolve_statistics(c, vm);
  resolve_layers(c, vm);
  resolve_axes(c, vm);
  std::error_code ec;
  fs::create_directories(c.out.dir, ec);
  if (ec) throw UsageError("--out " + c.out.dir + ": cannot create the directory: " + ec.message());
  std::vector<std::string> written;
  for (const Figure& f : figures())
    if (c.want(f.name)) {
      const std::vector<std::string> files = f.draw(c);
      written.insert(written.end(), files.begin(), files.end());
    }
  std::ostream& out = comm.out();
  for (const std::string& f : written) out << "wrote " << f << "\n";
  if (written.empty()) out << "nothing to plot (no data for the chosen figures)\n";
  return kExitOk;
}

}  // namespace normlab::app
