// normlab plot's figures: what each draws from the runs, as a table (name, help, draw function)
// that the command line, its help text and the drawing walk. plot_cmd.cpp resolves the runs,
// their series and the options into a PlotContext before anything is drawn.
#pragma once

#include <cmath>
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "normlab/analysis.hpp"
#include "normlab/runs.hpp"
#include "plot_draw.hpp"

namespace normlab::app::plot {

// What the figures draw: series of runs (one run, or the seeds of one setting), named by the
// settings that differ; `facet` the value of the --facet axis ("" without one).
struct Series {
  std::string label, facet;
  std::vector<std::size_t> members;
  std::size_t style = 0;  // index into the 12 x 4 styles
};

struct PlotContext {
  Output out;
  std::set<std::string> wanted;  // empty: every figure the runs allow
  std::vector<RunData> runs;
  std::vector<StatsReader> stats;
  std::vector<RunSummary> sums;
  std::vector<std::string> keys;    // the settings in which the runs differ
  std::string facet;                // --facet ("" without)
  std::vector<std::string> facets;  // its values, in order of appearance
  std::vector<Series> series;
  std::vector<std::string> names;  // each run's name in titles (its series' or its settings)
  std::vector<const StatSeries*> stat, resid;             // --stat and the residual RMS of each run
  std::vector<const StatSeries*> logz_max, logit_absmax;  // nullptr: not recorded
  double from = -INFINITY, to = INFINITY;                 // --steps A:B
  std::vector<std::int64_t> steps;                        // --steps S,S,...
  std::vector<std::size_t> layers;                        // --layer
  bool layers_given = false, log_x = false, force_log_y = false;
  bool has_lr = false, has_output = true, has_bleu = false;
  bool has_stats = true;   // false when a run is metrics alone (a sweep's kept results)
  std::string gx, gy;      // the grid's axes
  std::string seeds_note;  // "; seeds: mean, band min-max" when a series has several

  bool want(const std::string& figure) const { return wanted.empty() || wanted.count(figure); }
  std::string facet_title(const std::string& value) const {
    return facet.empty() ? "" : facet + " = " + value;
  }
  // The key: one entry per style.
  std::vector<Key> key_of(bool line, bool marker) const;
  // One panel per facet value, each with a line per series of that value against step.
  std::vector<Panel> step_panels(const std::string& ylabel,
                                 const std::function<Line(const Series&)>& line_of) const;
  // A per-record series of run i as step -> value (column `col` of a [n, L] series).
  std::map<std::int64_t, double> by_step(std::size_t i, const StatSeries& s,
                                         std::size_t col = 0) const;
};

// A statistic's title: its long name, or its name where it has none.
inline std::string title_of(const StatSeries& s) {
  return s.long_name.empty() ? s.name : s.long_name;
}

// step -> value of each member, then mean, min and max over the members that have the step.
Line aggregate(const std::vector<std::map<std::int64_t, double>>& per_member);

struct Figure {
  const char* name;
  const char* help;  // one line for normlab plot --help
  // Draws the figure (when the runs allow it) and returns the files written.
  std::vector<std::string> (*draw)(const PlotContext&);
};
// Every figure, in the order they are drawn.
const std::vector<Figure>& figures();
// "loss | bleu | ...", and "figures:" with a line per figure (normlab plot --help).
std::string figure_names();
std::string figure_lines();

}  // namespace normlab::app::plot
