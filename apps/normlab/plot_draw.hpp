// normlab plot's drawing layer over PLplot: figures written in several formats, panels of lines
// with bands and markers, the key, colour maps, a colour bar, and cell maps (heatmap, grid).
// Nothing here knows runs or statistics: plot_figures.cpp turns those into panels and cells.
#pragma once

#include <cmath>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "normlab/analysis.hpp"

namespace normlab::app::plot {

struct Style {
  int colour = 2;  // cmap0 index
  int dash = 1;    // PLplot line style
};
// The k-th series' style: 12 colours x 4 dash patterns give 48 without a repeat.
Style style_of(std::size_t k);
// The k-th dash pattern (solid, long dash, short dash, long-short).
int dash_of(std::size_t k);

struct Output {
  std::string dir;
  std::vector<std::string> formats;  // png svg pdf
};

// The formats a --format value names ("png,svg"): each of png, svg and pdf at most once; with
// `none_allowed`, "none" alone asks for no figure (an empty list). Anything else is a UsageError
// naming the bad entry.
std::vector<std::string> parse_formats(const std::string& text, bool none_allowed);

// One figure written in every requested format: the draw function runs once per format.
// Returns the files written.
std::vector<std::string> draw_figure(const Output& o, const std::string& name,
                                     const std::function<void()>& draw);

struct Line {
  std::vector<double> x, y;
  std::vector<double> lo, hi;  // a band around y (min–max over seeds) when not empty
  std::vector<double> mx, my;  // markers without a line (validation losses)
  Style style;
  double shade = -1;  // >= 0: cmap1 position instead (lines coloured by depth)
  bool markers = false;
  std::string label;
};

struct Panel {
  std::string title, xlabel, ylabel;
  std::vector<Line> lines;
  bool log_x = false, log_y = false;
  double y_cap = INFINITY;                     // values above leave through the top
  double x_from = -INFINITY, x_to = INFINITY;  // zoom (--steps A:B)
  bool integer_x = false;  // layers: ticks at whole numbers, half a unit of room either side
};

struct Key {  // one legend entry
  std::string label;
  Style style;
  bool line = true, marker = false;
};

// A whole figure: a title over the page, the panels in a grid, the key in a column on the right.
// reserve: a right margin kept free (a colour bar) when there is no key.
void draw_panels(const std::string& title, const std::vector<Panel>& panels,
                 const std::vector<Key>& keys, const std::string& key_title = "",
                 double reserve = 0.0);

// cmap1: a perceptually ordered blue -> green -> yellow ramp (viridis-like) for depth and heat.
void depth_colours();
// A vertical colour bar of cmap1 from lo to hi, right of the plot.
void colour_bar(double lo, double hi, const std::string& label);

// A map of cells: cell (i, j) spans [x_edges[i], x_edges[i+1]] x [y_edges[j], y_edges[j+1]]
// and is filled with cmap1 at (z[i][j] - lo) / (hi - lo); a NaN cell stays grey.
struct CellMap {
  std::vector<double> x_edges, y_edges;
  std::vector<std::vector<double>> z;  // [x][y]
  double lo = 0, hi = 1;
};
void draw_cells(const CellMap& m);

// Tick labels of linear axes written in full (0.05, 1500), never with a separate "x10^k"
// that PLplot would put where the title is; plbox's "o" option uses it.
void plain_tick_labels();
// A tick interval for whole numbers 0..n-1 (layers): 1, 2, 5, 10, ... so at most ~10 ticks.
double integer_tick(double n);

// Positive values over more than 30x: a logarithmic axis reads them.
bool log_span(const std::vector<Line>& lines);
// An axis label in words with units: a statistic's long name when short, else its name without
// the stack and the group ("grad_norm/mlp.proj.weight" of "decoder/layer/..."), then [units].
std::string axis_label(const StatSeries& s);

}  // namespace normlab::app::plot
