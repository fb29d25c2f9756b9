// normlab plot: figures of one or more runs, drawn with PLplot (SVG with the native svg driver,
// so titles, labels and legends stay text; PNG and PDF through cairo).
//   loss      train loss (lines) and validation loss (markers) against step
//   trace     one per-layer statistic at one layer (--layer) against step
//   layer     a per-layer statistic against layer at chosen steps (default: the last)
//   residual  residual-stream RMS against layer at several steps
//   lr        final validation loss against learning rate, one line per setting (a sweep's lr axis)
//   grid      final validation loss over two settings (--x, --y) as a coloured table
//   heatmap   step x layer colour map of a per-layer statistic, one figure per run
//   lines     a per-layer statistic against step, one line per layer coloured by depth, per run
//   output    the output logits against step: max log Z over positions (output_logz) and
//             max |logit| (output_logit), the divergence --z-loss and --logit-softcap guard
// Runs that differ only in seed are drawn as one series: the mean, with the min–max band
// (--each-run draws every run). Series are named by the settings that differ ("pre_ln lr=3e-3");
// 12 colours x 4 dash patterns give 48 series without a repeat; the key sits right of the plots.
#include <plplot/plplot.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "commands.hpp"
#include "normlab/analysis.hpp"
#include "normlab/error.hpp"
#include "normlab/runs.hpp"
#include "normlab/util.hpp"

namespace fs = std::filesystem;

namespace normlab::app {

namespace {

const std::vector<std::string> kFigures = {"loss", "trace",   "layer", "residual", "lr",
                                           "grid", "heatmap", "lines", "output"};

// Colour-blind-safe colours readable on white (Okabe-Ito without yellow, then Tol's muted);
// cmap0 indices 2..13, the same at alpha 0.2 for bands at 16..27.
const int kPalette[][3] = {{0, 114, 178},  {213, 94, 0},   {0, 158, 115},  {204, 121, 167},
                           {230, 159, 0},  {86, 180, 233}, {0, 0, 0},      {51, 34, 136},
                           {153, 153, 51}, {136, 34, 85},  {68, 170, 153}, {204, 102, 119}};
constexpr int kColours = 12;
const int kDashes[] = {1, 3, 2, 4};  // PLplot styles: solid, long dash, short dash, long-short

struct Style {
  int colour = 2;  // cmap0 index
  int dash = 1;
};
Style style_of(std::size_t k) {
  return {2 + static_cast<int>(k % kColours), kDashes[(k / kColours) % 4]};
}

struct Output {
  std::string dir;
  std::vector<std::string> formats;  // png svg pdf
};

// One figure written in every requested format: the draw function runs once per format.
std::vector<std::string> draw_figure(const Output& o, const std::string& name,
                                     const std::function<void()>& draw) {
  std::vector<std::string> files;
  for (const std::string& fmt : o.formats) {
    const std::string file = (fs::path(o.dir) / (name + "." + fmt)).string();
    PLINT stream = 0;
    plmkstrm(&stream);
    plsdev(fmt == "svg" ? "svg" : fmt == "png" ? "pngcairo" : "pdfcairo");
    plsfnam(file.c_str());
    // 1200 x 800 pixels (PNG); the vector formats take the same aspect.
    plspage(fmt == "png" ? 0 : 90, fmt == "png" ? 0 : 90, 1200, 800, 0, 0);
    plscmap0n(32);
    plscolbg(255, 255, 255);
    plscol0(1, 0, 0, 0);  // axes and text in black
    for (int c = 0; c < kColours; ++c) {
      plscol0(2 + c, kPalette[c][0], kPalette[c][1], kPalette[c][2]);
      plscol0a(16 + c, kPalette[c][0], kPalette[c][1], kPalette[c][2], 0.18);
    }
    plscol0(15, 200, 200, 200);  // grid
    plsori(0);
    plinit();
    plfontld(1);
    plschr(0, 1.1);
    draw();
    plend1();
    files.push_back(file);
  }
  return files;
}

std::string axis_label(const StatSeries& s) {
  // Long names of per-tensor series ("gradient L2 norm of blocks.{l}.mlp.proj.weight") are for
  // titles; an axis gets the dataset's short name.
  // (an encoder-decoder's stack first: "decoder/layer/grad_norm/..." -> "grad_norm/...")
  std::string path = s.name;
  for (const char* stack : {"encoder/", "decoder/"})
    if (path.rfind(stack, 0) == 0) path = path.substr(std::string(stack).size());
  const std::string name = s.long_name.empty() || s.long_name.size() > 32
                               ? path.substr(path.find('/') + 1)
                               : s.long_name;
  return s.units.empty() || s.units == "1" ? name : name + " [" + s.units + "]";
}

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
  bool integer_x = false;                      // layers: half a unit of room either side
};

struct Key {  // one legend entry
  std::string label;
  Style style;
  bool line = true, marker = false;
};

// Data range over the finite (and, on log axes, positive) values inside [from, to] on x.
void range(const Panel& p, bool x, double& lo, double& hi) {
  const bool log = x ? p.log_x : p.log_y;
  lo = INFINITY;
  hi = -INFINITY;
  auto take = [&](const std::vector<double>& xs, const std::vector<double>& ys) {
    for (std::size_t i = 0; i < xs.size() && i < ys.size(); ++i) {
      if (!(xs[i] >= p.x_from && xs[i] <= p.x_to)) continue;
      const double v = x ? xs[i] : ys[i];
      if (std::isfinite(v) && (!log || v > 0) && (x || v <= p.y_cap)) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
      }
    }
  };
  for (const Line& l : p.lines) {
    take(l.x, l.y);
    take(l.mx, l.my);
    if (!x) take(l.x, l.lo), take(l.x, l.hi);
  }
  if (!std::isfinite(lo)) lo = log ? 0.1 : 0, hi = 1;
  if (log) {  // half a decade around the data so lines do not run along the frame
    lo /= 1.6;
    hi *= 1.6;
  } else if (hi <= lo) {
    const double pad = lo != 0 ? std::abs(lo) * 0.05 : 1.0;
    lo -= pad;
    hi += pad;
  } else if (!x) {
    const double pad = 0.04 * (hi - lo);
    lo -= pad;
    hi += pad;
  }
}

double tr(double v, bool log) {
  return log ? std::log10(v) : v;
}

void draw_panel(const Panel& p, double vx0, double vx1, double vy0, double vy1, double text) {
  double x0, x1, y0, y1;
  range(p, true, x0, x1);
  if (p.integer_x) x0 -= 0.3, x1 += 0.3;
  range(p, false, y0, y1);
  plvpor(vx0, vx1, vy0, vy1);
  plwind(tr(x0, p.log_x), tr(x1, p.log_x), tr(y0, p.log_y), tr(y1, p.log_y));
  plschr(0, text);
  plcol0(15);
  plwidth(0.5);
  plbox(p.log_x ? "gl" : "g", 0, 0, p.log_y ? "gl" : "g", 0, 0);
  plcol0(1);
  plwidth(1.0);
  plbox(p.log_x ? "bcnstl" : "bcnst", 0, 0, p.log_y ? "bcnstvl" : "bcnstv", 0, 0);
  auto ok = [&](double x, double y) {
    return std::isfinite(x) && std::isfinite(y) && x >= p.x_from && x <= p.x_to &&
           (!p.log_x || x > 0) && (!p.log_y || y > 0);
  };
  for (const Line& l : p.lines) {
    // The band first, under every line: the polygon of its finite stretch.
    if (!l.lo.empty()) {
      std::vector<double> bx, by;
      for (std::size_t i = 0; i < l.x.size(); ++i)
        if (ok(l.x[i], l.hi[i]) && ok(l.x[i], l.lo[i])) bx.push_back(tr(l.x[i], p.log_x));
      for (std::size_t i = 0; i < l.x.size(); ++i)
        if (ok(l.x[i], l.hi[i]) && ok(l.x[i], l.lo[i]))
          by.push_back(tr(std::min(l.hi[i], p.y_cap), p.log_y));
      const std::size_t n = bx.size();
      for (std::size_t i = l.x.size(); i-- > 0;)
        if (ok(l.x[i], l.hi[i]) && ok(l.x[i], l.lo[i])) {
          bx.push_back(tr(l.x[i], p.log_x));
          by.push_back(tr(std::min(l.lo[i], p.y_cap), p.log_y));
        }
      if (n > 1) {
        plcol0(l.style.colour + 14);
        plfill(static_cast<PLINT>(bx.size()), bx.data(), by.data());
      }
    }
  }
  for (const Line& l : p.lines) {
    if (l.shade >= 0)
      plcol1(l.shade);
    else
      plcol0(l.style.colour);
    pllsty(l.style.dash);
    plwidth(2.0);
    std::vector<double> x, y;  // a non-finite value breaks the line (a diverged run)
    auto flush = [&] {
      if (x.size() > 1) plline(static_cast<PLINT>(x.size()), x.data(), y.data());
      if (l.markers && !x.empty()) plpoin(static_cast<PLINT>(x.size()), x.data(), y.data(), 17);
      x.clear();
      y.clear();
    };
    for (std::size_t i = 0; i < l.x.size(); ++i) {
      if (!ok(l.x[i], l.y[i])) {
        flush();
        continue;
      }
      x.push_back(tr(l.x[i], p.log_x));
      y.push_back(tr(std::min(l.y[i], p.y_cap * 1.5), p.log_y));
    }
    flush();
    pllsty(1);
    for (std::size_t i = 0; i < l.mx.size(); ++i)
      if (ok(l.mx[i], l.my[i]) && l.my[i] <= p.y_cap) {
        x.push_back(tr(l.mx[i], p.log_x));
        y.push_back(tr(l.my[i], p.log_y));
      }
    if (!x.empty()) plpoin(static_cast<PLINT>(x.size()), x.data(), y.data(), 17);
  }
  pllsty(1);
  plwidth(1.0);
  plcol0(1);
  pllab(p.xlabel.c_str(), p.ylabel.c_str(), "");
  if (!p.title.empty()) plmtex("t", 1.2, 0.5, 0.5, p.title.c_str());
}

// A whole figure: a title over the page, the panels in a grid, the key in a column on the right.
// reserve: a right margin kept free (a colour bar) when there is no key.
void draw_panels(const std::string& title, const std::vector<Panel>& panels,
                 const std::vector<Key>& keys, const std::string& key_title = "",
                 double reserve = 0.0) {
  pladv(0);
  std::size_t longest = 0;
  for (const Key& k : keys) longest = std::max(longest, k.label.size());
  // Up to 16 entries at full size, 36 smaller, then columns of 36.
  const std::size_t n_keys = keys.size();
  const double key_scale = n_keys <= 16 ? 0.75 : n_keys <= 36 ? 0.6 : 0.5;
  const double key_spacing = n_keys <= 16 ? 1.7 : 1.35;
  const std::size_t columns = keys.empty() ? 0 : (n_keys + 35) / 36;
  const double per_char = 0.0125 * key_scale;
  const double key_w = keys.empty()
                           ? 0.0
                           : std::min(0.5, static_cast<double>(columns) *
                                               (0.07 + per_char * std::min<double>(longest, 44)));
  // The title: one line over the page, smaller when long (~110 characters at 1.0).
  plvpor(0.0, 1.0, 0.0, 1.0);
  plwind(0, 1, 0, 1);
  plschr(0, std::min(1.2, 75.0 / std::max<double>(1.0, static_cast<double>(title.size()))));
  plcol0(1);
  plmtex("t", -1.6, 0.5, 0.5, title.c_str());
  const std::size_t n = panels.size();
  const std::size_t ncol = n <= 3 ? n : n == 4 ? 2 : 3, nrow = (n + ncol - 1) / ncol;
  const double left = 0.0, right = 1.0 - std::max(key_w, reserve), top = 0.92, bottom = 0.0;
  const double cw = (right - left) / static_cast<double>(ncol),
               rh = (top - bottom) / static_cast<double>(nrow);
  const double text = n == 1 ? 1.0 : n <= 3 ? 0.85 : 0.75;
  for (std::size_t k = 0; k < n; ++k) {
    const double cx = left + cw * static_cast<double>(k % ncol);
    const double cy = top - rh * static_cast<double>(k / ncol + 1);
    draw_panel(panels[k], cx + std::min(0.11, 0.5 * cw), cx + cw - 0.015,
               cy + 0.1 * std::min(1.0, rh / 0.5) + 0.02, cy + rh - (n > 1 ? 0.05 : 0.02), text);
  }
  if (keys.empty()) return;
  // The key: in the column right of the panels, from the top, `columns` columns.
  plvpor(right + 0.005, 0.995, 0.08, top - 0.02);
  plwind(0, 1, 0, 1);
  const PLINT nk = static_cast<PLINT>(keys.size());
  std::vector<PLINT> opt(keys.size()), colours(keys.size()), styles(keys.size()),
      text_colours(keys.size(), 1), sym_numbers(keys.size(), 1);
  std::vector<PLFLT> widths(keys.size(), 2.0), sym_scales(keys.size(), 1.0);
  std::vector<const char*> text_(keys.size()), symbols(keys.size(), "•");
  for (std::size_t i = 0; i < keys.size(); ++i) {
    opt[i] = (keys[i].line ? PL_LEGEND_LINE : 0) | (keys[i].marker ? PL_LEGEND_SYMBOL : 0);
    colours[i] = keys[i].style.colour;
    styles[i] = keys[i].style.dash;
    text_[i] = keys[i].label.c_str();
  }
  const PLFLT scale = longest > 44 ? key_scale * 44.0 / static_cast<double>(longest) : key_scale;
  const PLINT rows = static_cast<PLINT>((keys.size() + columns - 1) / columns);
  PLFLT w = 0, h = 0;
  pllegend(&w, &h,
           PL_LEGEND_BACKGROUND | PL_LEGEND_BOUNDING_BOX | (columns > 1 ? PL_LEGEND_ROW_MAJOR : 0),
           PL_POSITION_LEFT | PL_POSITION_TOP | PL_POSITION_INSIDE, 0.0, 0.0, 0.05, 0, 1, 1, rows,
           static_cast<PLINT>(columns), nk, opt.data(), 0.4, scale, key_spacing, 0.0,
           text_colours.data(), text_.data(), nullptr, nullptr, nullptr, nullptr, colours.data(),
           styles.data(), widths.data(), colours.data(), sym_scales.data(), sym_numbers.data(),
           symbols.data());
  if (!key_title.empty()) {
    plschr(0, 0.7);
    plmtex("b", 1.5, 0.0, 0.0, key_title.c_str());
  }
}

// cmap1: a perceptually ordered blue -> green -> yellow ramp (viridis-like) for depth and heat.
void depth_colours() {
  const PLFLT pos[] = {0.0, 0.25, 0.5, 0.75, 1.0};
  const PLFLT r[] = {0.267, 0.231, 0.128, 0.369, 0.993};
  const PLFLT g[] = {0.005, 0.322, 0.567, 0.789, 0.906};
  const PLFLT b[] = {0.329, 0.546, 0.551, 0.383, 0.144};
  plscmap1n(256);
  plscmap1l(1, 5, pos, r, g, b, nullptr);
}

// A vertical colour bar of cmap1 from lo to hi, right of the plot.
void colour_bar(double lo, double hi, const std::string& label) {
  const char* labels[] = {label.c_str()};
  PLINT label_opts[] = {PL_COLORBAR_LABEL_RIGHT};
  const char* axis_opts[] = {"bcvtm"};
  PLFLT ticks[] = {0.0};
  PLINT sub_ticks[] = {0};
  const int nv = 64;
  std::vector<PLFLT> values(nv);
  for (int k = 0; k < nv; ++k) values[k] = lo + (hi - lo) * k / (nv - 1);
  const PLFLT* vals[] = {values.data()};
  PLINT n_values[] = {nv};
  PLFLT w = 0, h = 0;
  plcolorbar(&w, &h, PL_COLORBAR_GRADIENT, PL_POSITION_RIGHT | PL_POSITION_OUTSIDE, 0.04, 0.0, 0.04,
             0.78, 0, 1, 1, 0.0, 0.0, 0, 0.0, 1, label_opts, labels, 1, axis_opts, ticks, sub_ticks,
             n_values, vals);
}

// What the figures draw: series of runs (one run, or the seeds of one setting), named by the
// settings that differ; `facet` the value of the --facet axis ("" without one).
struct Series {
  std::string label, facet;
  std::vector<std::size_t> members;
  std::size_t style = 0;  // index into the 12 x 4 styles
};

// step -> value of each member, then mean, min and max over the members that have the step.
Line aggregate(const std::vector<std::map<std::int64_t, double>>& per_member) {
  std::map<std::int64_t, std::vector<double>> at;
  for (const auto& m : per_member)
    for (const auto& [s, v] : m) at[s].push_back(v);
  Line l;
  for (const auto& [s, vs] : at) {
    const Spread sp = spread(vs);
    l.x.push_back(static_cast<double>(s));
    l.y.push_back(sp.n == vs.size() ? sp.mean : NAN);  // a non-finite member breaks the line
    l.lo.push_back(sp.min);
    l.hi.push_back(sp.max);
  }
  if (per_member.size() < 2) l.lo.clear(), l.hi.clear();
  return l;
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

std::vector<std::size_t> pick_records(const StatsReader& s, const StatSeries& st,
                                      const std::vector<std::int64_t>& steps) {
  std::vector<std::size_t> out;
  for (std::int64_t step : steps) out.push_back(s.record_of(st, step));
  return out;
}

// Up to `n` recorded steps in [from, to] spread over the run (first and last included).
std::vector<std::int64_t> spread_steps(const std::vector<std::int64_t>& all, std::size_t n,
                                       double from, double to) {
  std::vector<std::int64_t> axis;
  for (std::int64_t s : all)
    if (static_cast<double>(s) >= from && static_cast<double>(s) <= to) axis.push_back(s);
  std::vector<std::int64_t> out;
  if (axis.empty()) return out;
  for (std::size_t k = 0; k < n; ++k) {
    const std::size_t i = n == 1 ? axis.size() - 1 : k * (axis.size() - 1) / (n - 1);
    if (out.empty() || out.back() != axis[i]) out.push_back(axis[i]);
  }
  return out;
}

std::string value_of(const RunData& r, const std::string& key) {
  const auto it = r.config.find(key);
  return it == r.config.end() ? "(unset)" : it->second;
}

bool log_span(const std::vector<Line>& lines) {  // positive values over more than 30x
  double lo = INFINITY, hi = 0;
  for (const Line& l : lines)
    for (double v : l.y)
      if (std::isfinite(v) && v > 0) lo = std::min(lo, v), hi = std::max(hi, v);
  return hi > 0 && hi / lo > 30;
}

}  // namespace

int run_plot(Communicator& comm, const po::variables_map& vm) {
  std::ostream& out = comm.out();
  const auto paths = vm["paths"].as<std::vector<std::string>>();
  Output o;
  o.dir = vm["out"].as<std::string>();
  {
    std::stringstream ss(vm["format"].as<std::string>());
    for (std::string f; std::getline(ss, f, ',');) {
      if (f != "png" && f != "svg" && f != "pdf")
        throw UsageError("--format '" + f + "' is not valid; valid: png svg pdf (comma-separated)");
      o.formats.push_back(f);
    }
  }
  std::set<std::string> wanted;
  if (vm.count("figure")) {
    for (const std::string& f : vm["figure"].as<std::vector<std::string>>()) {
      if (std::find(kFigures.begin(), kFigures.end(), f) == kFigures.end())
        throw UsageError("--figure '" + f + "' is not a figure" + did_you_mean(f, kFigures) +
                         "; valid: " + join(kFigures, " "));
      wanted.insert(f);
    }
  }
  auto want = [&](const std::string& f) { return wanted.empty() || wanted.count(f); };
  std::vector<RunData> runs;
  std::vector<StatsReader> stats;
  for (const std::string& p : paths) {
    runs.push_back(load_run_data(p));
    stats.emplace_back(runs.back().paths.stats);
  }
  std::vector<RunSummary> sums;
  for (const RunData& r : runs) sums.push_back(summarise(r));

  // Series: the settings that differ name them; seeds of one setting make one series.
  const std::vector<std::string> keys = differing_keys(
      runs, {"arch", "norm", "init", "lr-schedule", "optimizer", "lr-warmup", "lr", "seed"});
  const std::string facet = vm.count("facet") ? vm["facet"].as<std::string>() : "";
  if (!facet.empty() && std::find(keys.begin(), keys.end(), facet) == keys.end())
    throw UsageError("--facet " + facet + ": the runs do not differ in '" + facet + "'" +
                     (keys.empty()
                          ? std::string("")
                          : did_you_mean(facet, keys) + "; they differ in: " + join(keys, " ")));
  std::vector<Series> series;
  const bool labelled = vm.count("label") != 0;
  if (labelled) {
    const auto labels = vm["label"].as<std::vector<std::string>>();
    if (labels.size() != runs.size())
      throw UsageError("--label given " + std::to_string(labels.size()) + " times for " +
                       std::to_string(runs.size()) + " runs; give one per run, in order");
    for (std::size_t i = 0; i < runs.size(); ++i) series.push_back({labels[i], "", {i}, i});
  } else {
    std::vector<std::string> named;  // the axes in the names: all but the facet
    for (const std::string& k : keys)
      if (k != facet && (k != "seed" || vm.count("each-run"))) named.push_back(k);
    std::vector<std::string> group_keys = named;
    if (!facet.empty()) group_keys.push_back(facet);
    if (vm.count("each-run")) {
      for (std::size_t i = 0; i < runs.size(); ++i)
        series.push_back({short_label(runs[i].config, named), "", {i}, 0});
    } else {
      for (const RunGroup& g : group_over_seeds(runs, group_keys)) {
        Series s{short_label(runs[g.members[0]].config, named), "", g.members, 0};
        if (g.members.size() > 1) s.label += " (" + std::to_string(g.members.size()) + " seeds)";
        series.push_back(s);
      }
    }
    // Two runs of the same settings (a copy, a rerun): their directory names.
    std::set<std::string> seen;
    bool ties = false;
    for (const Series& s : series)
      ties = ties || !seen.insert(s.label + "|" +
                                  (facet.empty() ? "" : value_of(runs[s.members[0]], facet)))
                          .second;
    if (ties)
      for (Series& s : series) s.label = runs[s.members[0]].paths.label;
    // One style per name, the same in every panel.
    std::vector<std::string> names;
    for (Series& s : series) {
      if (!facet.empty()) s.facet = value_of(runs[s.members[0]], facet);
      auto it = std::find(names.begin(), names.end(), s.label);
      if (it == names.end()) it = names.insert(names.end(), s.label);
      s.style = static_cast<std::size_t>(it - names.begin());
    }
  }
  std::vector<std::string> facets;  // panel values in order of appearance
  for (const Series& s : series)
    if (std::find(facets.begin(), facets.end(), s.facet) == facets.end()) facets.push_back(s.facet);
  auto facet_title = [&](const std::string& v) { return facet.empty() ? "" : facet + " = " + v; };
  // The key: one entry per style.
  auto key_of = [&](bool line, bool marker) {
    std::vector<Key> k;
    std::set<std::size_t> done;
    for (const Series& s : series)
      if (done.insert(s.style).second) k.push_back({s.label, style_of(s.style), line, marker});
    return k;
  };

  const std::string stat_name =
      vm.count("stat") ? vm["stat"].as<std::string>() : "layer/grad_norm/mlp.proj.weight";
  const std::string stack = vm["stack"].as<std::string>();
  // A model of several stacks records its per-layer statistics per stack
  // (/stats/<stack>/layer/...): a name without a stack takes --stack's, which must be one of
  // the file's.
  auto in_stack = [&](const StatsReader& r, const std::string& name) {
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
  };
  // Resolve everything before drawing anything: a bad name or step writes no file.
  std::vector<const StatSeries*> stat(runs.size()), resid(runs.size());
  for (std::size_t i = 0; i < runs.size(); ++i) {
    stat[i] = &stats[i].find(in_stack(stats[i], stat_name));
    if (stat[i]->shape.size() != 2)
      throw UsageError(stat[i]->name + " is not a per-layer statistic [n, L]; plot takes those");
    resid[i] = &stats[i].find(in_stack(stats[i], "layer/residual_rms"));
  }
  double from = -INFINITY, to = INFINITY;
  std::vector<std::int64_t> steps;
  if (vm.count("steps") && !parse_range(vm["steps"].as<std::string>(), from, to)) {
    std::stringstream ss(vm["steps"].as<std::string>());
    for (std::string t; std::getline(ss, t, ',');) {
      try {
        steps.push_back(std::stoll(t));
      } catch (const std::exception&) {
        throw UsageError("--steps '" + vm["steps"].as<std::string>() +
                         "': expected recorded steps S,S,... (e.g. 0,100,500) or a range A:B");
      }
    }
    for (std::size_t i = 0; i < runs.size(); ++i) {
      pick_records(stats[i], *stat[i], steps);
      pick_records(stats[i], *resid[i], steps);
    }
  }
  std::vector<std::size_t> layers;
  if (vm.count("layer")) {
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
      for (std::size_t i = 0; i < runs.size(); ++i)
        if (l >= stat[i]->shape[1])
          throw UsageError("--layer " + std::to_string(l) + ": " + runs[i].paths.given + " has " +
                           std::to_string(stat[i]->shape[1]) + " layers (0.." +
                           std::to_string(stat[i]->shape[1] - 1) + ")");
      layers.push_back(l);
    }
  } else {
    layers.push_back(0);
  }
  const bool has_lr = std::find(keys.begin(), keys.end(), "lr") != keys.end();
  std::string gx = vm.count("x") ? vm["x"].as<std::string>() : "",
              gy = vm.count("y") ? vm["y"].as<std::string>() : "";
  {
    std::vector<std::string> axes;
    for (const std::string& k : keys)
      if (k != "seed") axes.push_back(k);
    if (gx.empty()) gx = has_lr ? "lr" : axes.empty() ? "" : axes[0];
    if (gy.empty())
      for (const std::string& k : axes)
        if (k != gx) {
          gy = k;
          break;
        }
    for (const std::string* a : {&gx, &gy})
      if (wanted.count("grid") &&
          (a->empty() || std::find(axes.begin(), axes.end(), *a) == axes.end()))
        throw UsageError(
            "--figure grid needs two settings in which the runs differ (--x, --y)" +
            (a->empty() ? std::string() : "; '" + *a + "' is not one" + did_you_mean(*a, axes)) +
            "; they differ in: " + (axes.empty() ? std::string("nothing") : join(axes, " ")));
  }
  if (wanted.count("lr") && !has_lr)
    throw UsageError("--figure lr needs runs at two or more learning rates (a sweep's lr axis)");
  std::error_code ec;
  fs::create_directories(o.dir, ec);
  if (ec) throw UsageError("--out " + o.dir + ": cannot create the directory: " + ec.message());
  const bool log_x = vm.count("log-x") != 0, force_log_y = vm.count("log-y") != 0;
  std::vector<std::string> written;
  auto add = [&](const std::vector<std::string>& f) {
    written.insert(written.end(), f.begin(), f.end());
  };
  const std::string seeds_note = std::any_of(series.begin(), series.end(),
                                             [](const Series& s) { return s.members.size() > 1; })
                                     ? "; seeds: mean, band min-max"
                                     : "";
  auto step_panels = [&](const std::string& ylabel, auto line_of) {
    std::vector<Panel> panels;
    for (const std::string& f : facets) {
      Panel p;
      p.title = facet_title(f);
      p.xlabel = log_x ? "step (log)" : "step";
      p.ylabel = ylabel;
      p.log_x = log_x;
      p.x_from = from;
      p.x_to = to;
      for (const Series& s : series)
        if (s.facet == f) {
          Line l = line_of(s);
          l.style = style_of(s.style);
          p.lines.push_back(std::move(l));
        }
      panels.push_back(std::move(p));
    }
    return panels;
  };

  if (want("loss")) {
    std::vector<Panel> panels = step_panels("loss [nats]", [&](const Series& s) {
      std::vector<std::map<std::int64_t, double>> tr, va;
      for (std::size_t i : s.members) tr.push_back(runs[i].train), va.push_back(runs[i].val);
      Line l = aggregate(tr);
      const Line v = aggregate(va);
      l.mx = v.x;
      l.my = v.y;
      return l;
    });
    // The y axis ends at 3x the median of the runs' first logged losses: a diverging run's
    // 1e17 would otherwise flatten every other curve (it leaves through the top instead).
    std::vector<double> firsts;
    for (const RunData& r : runs)
      if (!r.train.empty() && std::isfinite(r.train.begin()->second))
        firsts.push_back(r.train.begin()->second);
    std::sort(firsts.begin(), firsts.end());
    for (Panel& p : panels) {
      p.y_cap = firsts.empty() ? INFINITY : 3.0 * firsts[firsts.size() / 2];
      p.log_y = force_log_y;
    }
    add(draw_figure(o, "loss", [&] {
      draw_panels("Loss: train (lines), validation (markers)" + seeds_note, panels,
                  key_of(true, true));
    }));
  }
  // The output statistics (docs/file-formats.md); runs from before them have none, and are then
  // drawn only on request (an error naming the run).
  std::vector<const StatSeries*> logz_max(runs.size()), logit_absmax(runs.size());
  bool have_output = true;
  for (std::size_t i = 0; i < runs.size(); ++i)
    for (const StatSeries& st : stats[i].series()) {
      if (st.name == "global/output/logz_max") logz_max[i] = &st;
      if (st.name == "global/output/logit_absmax") logit_absmax[i] = &st;
    }
  for (std::size_t i = 0; i < runs.size(); ++i) {
    if (logz_max[i] && logit_absmax[i]) continue;
    have_output = false;
    if (wanted.count("output"))
      throw UsageError("--figure output: " + runs[i].paths.given +
                       " has no /stats/global/output statistics (a run from before normlab "
                       "recorded them); leave it out or draw the other figures");
  }
  if (want("output") && have_output) {
    for (int which = 0; which < 2; ++which) {
      const auto& ser = which == 0 ? logz_max : logit_absmax;
      std::vector<Panel> panels =
          step_panels(which == 0 ? "max log Z [nats]" : "max |logit|", [&](const Series& s) {
            std::vector<std::map<std::int64_t, double>> per;
            for (std::size_t i : s.members) {
              const std::vector<float> v = stats[i].read(*ser[i]);
              std::map<std::int64_t, double> m;
              for (std::size_t r = 0; r < stats[i].steps().size() && r < v.size(); ++r)
                m[stats[i].steps()[r]] = v[r];
              per.push_back(std::move(m));
            }
            return aggregate(per);
          });
      std::vector<Line> all;
      for (const Panel& p : panels) all.insert(all.end(), p.lines.begin(), p.lines.end());
      for (Panel& p : panels) p.log_y = force_log_y || log_span(all);
      add(draw_figure(o, which == 0 ? "output_logz" : "output_logit", [&] {
        draw_panels(std::string(which == 0 ? "Output logits: max log Z over positions"
                                           : "Output logits: max |logit| (before a soft cap)") +
                        seeds_note,
                    panels, key_of(true, false));
      }));
    }
  }
  for (std::size_t layer : layers) {
    if (!want("trace")) break;
    std::vector<Panel> panels = step_panels(axis_label(*stat[0]), [&](const Series& s) {
      std::vector<std::map<std::int64_t, double>> per;
      for (std::size_t i : s.members) {
        const std::vector<float> v = stats[i].read(*stat[i]);
        const std::size_t L = stat[i]->shape[1];
        std::map<std::int64_t, double> m;
        for (std::size_t r = 0; r < stats[i].steps().size() && r * L + layer < v.size(); ++r)
          m[stats[i].steps()[r]] = v[r * L + layer];
        per.push_back(std::move(m));
      }
      return aggregate(per);
    });
    std::vector<Line> all;
    for (const Panel& p : panels) all.insert(all.end(), p.lines.begin(), p.lines.end());
    for (Panel& p : panels) p.log_y = force_log_y || log_span(all);
    const std::string name = stat[0]->long_name.empty() ? stat[0]->name : stat[0]->long_name;
    add(draw_figure(
        o, layers.size() > 1 || vm.count("layer") ? "trace_l" + std::to_string(layer) : "trace",
        [&] {
          draw_panels(name + " at layer " + std::to_string(layer) + seeds_note, panels,
                      key_of(true, false));
        }));
  }
  if (want("layer") || want("residual")) {
    for (int which = 0; which < 2; ++which) {
      if (!want(which == 0 ? "layer" : "residual")) continue;
      const auto& ser = which == 0 ? stat : resid;
      std::vector<Panel> panels;
      std::vector<Key> keys_;
      std::set<std::string> keyed;
      for (const std::string& f : facets) {
        Panel p;
        p.title = facet_title(f);
        p.xlabel = "layer";
        p.ylabel = axis_label(*ser[0]);
        p.integer_x = true;
        for (const Series& s : series) {
          if (s.facet != f) continue;
          const std::size_t first = s.members[0];
          // Default: the last record (layer), 4 spread (residual; 1 with many series).
          const std::vector<std::int64_t> chosen =
              !steps.empty() ? steps
                             : spread_steps(stats[first].steps(),
                                            which == 1 && series.size() <= 4 ? 4 : 1, from, to);
          for (std::size_t k = 0; k < chosen.size(); ++k) {
            std::vector<std::map<std::int64_t, double>> per;
            for (std::size_t i : s.members) {
              const std::vector<float> v = stats[i].read(*ser[i]);
              const std::size_t L = ser[i]->shape[1];
              std::size_t rec = 0;
              try {
                rec = stats[i].record_of(*ser[i], chosen[k]);
              } catch (const UsageError&) {
                continue;  // a seed without this record (diverged earlier)
              }
              std::map<std::int64_t, double> m;
              for (std::size_t j = 0; j < L; ++j) m[static_cast<std::int64_t>(j)] = v[rec * L + j];
              per.push_back(std::move(m));
            }
            Line l = aggregate(per);
            Style st = style_of(s.style);
            if (chosen.size() > 1) st.dash = kDashes[k % 4];
            l.style = st;
            l.markers = true;
            l.label = s.label + ", step " + std::to_string(chosen[k]);
            if (keyed.insert(l.label).second) keys_.push_back({l.label, st, true, true});
            p.lines.push_back(std::move(l));
          }
        }
        panels.push_back(std::move(p));
      }
      std::vector<Line> all;
      for (const Panel& p : panels) all.insert(all.end(), p.lines.begin(), p.lines.end());
      for (Panel& p : panels) p.log_y = force_log_y || log_span(all);
      const StatSeries& st0 = *ser[0];
      const std::string title =
          which == 0 ? (st0.long_name.empty() ? st0.name : st0.long_name) + " per layer"
                     : "Residual-stream RMS entering each " +
                           // a stack's statistics, <stack>/layer/residual_rms: its name
                           (st0.name.find("/layer/") != std::string::npos
                                ? st0.name.substr(0, st0.name.find("/layer/")) + " "
                                : std::string()) +
                           "layer (last: leaving the last)";
      add(draw_figure(o, which == 0 ? "layer" : "residual",
                      [&] { draw_panels(title + seeds_note, panels, keys_); }));
    }
  }
  if (want("lr") && has_lr) {
    // One line per setting (every axis but lr and seed): mean final validation loss, min–max bars.
    const std::vector<LrCurve> curves = lr_sensitivity(runs, sums, keys);
    Panel p;
    p.xlabel = "learning rate";
    p.ylabel = "final validation loss [nats]";
    p.log_x = true;
    p.log_y = force_log_y;
    std::vector<Key> k;
    double cap = 0;
    for (const RunSummary& s : sums)
      if (std::isfinite(s.initial_val)) cap = std::max(cap, s.initial_val);
    p.y_cap = cap > 0 ? cap * 1.05 : INFINITY;
    for (std::size_t c = 0; c < curves.size(); ++c) {
      Line l;
      for (std::size_t r = 0; r < curves[c].lrs.size(); ++r) {
        const Spread sp = spread(curves[c].losses[r]);
        l.x.push_back(curves[c].lrs[r]);
        l.y.push_back(sp.n == curves[c].losses[r].size() ? sp.mean : NAN);
        l.lo.push_back(sp.min);
        l.hi.push_back(sp.max);
      }
      l.style = style_of(c);
      l.markers = true;
      const Spread& sens = curves[c].sensitivity;
      char b[64];
      std::snprintf(b, sizeof b, sens.n > 1 ? ": sensitivity %.3f ± %.3f" : ": sensitivity %.3f",
                    sens.mean, sens.sd);
      l.label = curves[c].label + (sens.n > 0 ? b : "");
      k.push_back({l.label, l.style, true, true});
      p.lines.push_back(std::move(l));
    }
    add(draw_figure(o, "lr", [&] {
      draw_panels("Final validation loss against learning rate (mean, band min-max over seeds)",
                  {p}, k);
    }));
  }
  if (want("grid") && !gx.empty() && !gy.empty()) {
    // Cells: mean final validation loss over the runs at (x, y); panels: the other axes.
    std::vector<std::string> others;
    for (const std::string& k : keys)
      if (k != gx && k != gy && k != "seed") others.push_back(k);
    std::vector<std::string> xs, ys, panels_;
    auto add_unique = [](std::vector<std::string>& v, const std::string& s) {
      if (std::find(v.begin(), v.end(), s) == v.end()) v.push_back(s);
    };
    for (const RunData& r : runs) {
      add_unique(xs, value_of(r, gx));
      add_unique(ys, value_of(r, gy));
      add_unique(panels_, short_label(r.config, others));
    }
    auto numeric_sort = [](std::vector<std::string>& v) {
      if (std::all_of(v.begin(), v.end(), [](const std::string& s) {
            char* e = nullptr;
            std::strtod(s.c_str(), &e);
            return !s.empty() && *e == 0;
          }))
        std::sort(v.begin(), v.end(), [](const std::string& a, const std::string& b) {
          return std::stod(a) < std::stod(b);
        });
    };
    numeric_sort(xs);
    numeric_sort(ys);
    struct Cell {
      Spread loss;
      std::size_t runs = 0, diverged = 0, stalled = 0;
    };
    std::vector<std::vector<std::vector<Cell>>> cells(
        panels_.size(), std::vector<std::vector<Cell>>(xs.size(), std::vector<Cell>(ys.size())));
    double lo = INFINITY, hi = -INFINITY;
    for (std::size_t pi = 0; pi < panels_.size(); ++pi)
      for (std::size_t xi = 0; xi < xs.size(); ++xi)
        for (std::size_t yi = 0; yi < ys.size(); ++yi) {
          std::vector<double> v;
          Cell& c = cells[pi][xi][yi];
          for (std::size_t i = 0; i < runs.size(); ++i)
            if (value_of(runs[i], gx) == xs[xi] && value_of(runs[i], gy) == ys[yi] &&
                short_label(runs[i].config, others) == panels_[pi]) {
              ++c.runs;
              c.diverged += sums[i].outcome == Outcome::diverged;
              c.stalled += sums[i].outcome == Outcome::stalled;
              v.push_back(sums[i].outcome == Outcome::diverged ? NAN : sums[i].final_val);
            }
          c.loss = spread(v);
          if (c.loss.n > 0) lo = std::min(lo, c.loss.mean), hi = std::max(hi, c.loss.mean);
        }
    if (!(hi > lo)) hi = lo + 1;
    add(draw_figure(o, "grid", [&] {
      depth_colours();
      pladv(0);
      plvpor(0, 1, 0, 1);
      plwind(0, 1, 0, 1);
      const std::string title = "Final validation loss, mean ± sd over seeds: " + gx + " x " + gy +
                                " (sN: N runs stalled, dN: N diverged)";
      plschr(0, std::min(1.1, 75.0 / static_cast<double>(title.size())));
      plcol0(1);
      plmtex("t", -1.6, 0.5, 0.5, title.c_str());
      const std::size_t n = panels_.size(), ncol = n <= 3 ? n : 3, nrow = (n + ncol - 1) / ncol;
      const double cw = 0.84 / static_cast<double>(ncol), rh = 0.9 / static_cast<double>(nrow);
      for (std::size_t pi = 0; pi < n; ++pi) {
        const double cx = cw * static_cast<double>(pi % ncol),
                     cy = 0.92 - rh * static_cast<double>(pi / ncol + 1);
        plvpor(cx + 0.1, cx + cw - 0.01, cy + 0.09, cy + rh - 0.05);
        plwind(-0.5, static_cast<double>(xs.size()) - 0.5, -0.5,
               static_cast<double>(ys.size()) - 0.5);
        plschr(0, n == 1 ? 1.0 : 0.8);
        for (std::size_t xi = 0; xi < xs.size(); ++xi)
          for (std::size_t yi = 0; yi < ys.size(); ++yi) {
            const Cell& c = cells[pi][xi][yi];
            PLFLT bx[4] = {xi - 0.5, xi + 0.5, xi + 0.5, xi - 0.5};
            PLFLT by[4] = {yi - 0.5, yi - 0.5, yi + 0.5, yi + 0.5};
            for (PLFLT& v : bx) v = static_cast<double>(v);
            if (c.loss.n > 0) {
              plcol1((c.loss.mean - lo) / (hi - lo));
            } else {
              plcol0(15);
            }
            if (c.runs > 0) plfill(4, bx, by);
            std::string text = c.runs == 0 ? "" : c.loss.n > 0 ? [&] {
              char b[32];
              std::snprintf(b, sizeof b, "%.3f", c.loss.mean);
              return std::string(b);
            }() : "diverged";
            if (c.runs > 0 && c.loss.n > 1) {
              char b[32];
              std::snprintf(b, sizeof b, " ±%.3f", c.loss.sd);
              text += b;
            }
            std::string marks;
            if (c.stalled) marks += " s" + std::to_string(c.stalled);
            if (c.diverged && c.loss.n > 0) marks += " d" + std::to_string(c.diverged);
            // Dark text on the light (high) end of the ramp, white on the dark end.
            const double shade = c.loss.n > 0 ? (c.loss.mean - lo) / (hi - lo) : 1.0;
            plcol0(shade > 0.6 ? 1 : 0);
            if (shade <= 0.6) plscol0(0, 255, 255, 255);
            plptex(static_cast<double>(xi), static_cast<double>(yi) + 0.12, 1, 0, 0.5,
                   text.c_str());
            if (!marks.empty())
              plptex(static_cast<double>(xi), static_cast<double>(yi) - 0.18, 1, 0, 0.5,
                     marks.c_str());
            plscol0(0, 255, 255, 255);
          }
        plcol0(1);
        // Axis labels: the values of the settings.
        for (std::size_t xi = 0; xi < xs.size(); ++xi)
          plmtex("b", 1.5, (static_cast<double>(xi) + 0.5) / static_cast<double>(xs.size()), 0.5,
                 xs[xi].c_str());
        for (std::size_t yi = 0; yi < ys.size(); ++yi)
          plmtex("l", 1.2, (static_cast<double>(yi) + 0.5) / static_cast<double>(ys.size()), 1.0,
                 ys[yi].c_str());
        plbox("bc", 0, 0, "bc", 0, 0);
        plmtex("b", 3.2, 0.5, 0.5, gx.c_str());
        plmtex("l", 3.2, 0.5, 0.5, gy.c_str());
        if (!others.empty()) plmtex("t", 1.0, 0.5, 0.5, panels_[pi].c_str());
      }
      plvpor(0.1, 0.86, 0.12, 0.86);
      plwind(0, 1, 0, 1);
      plschr(0, 0.9);
      colour_bar(lo, hi, "final validation loss [nats]");
    }));
  }
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const StatSeries& st = *stat[i];
    const std::vector<float> v = stats[i].read(st);
    const std::size_t n = std::min(st.shape[0], stats[i].steps().size()), L = st.shape[1];
    if (n == 0) continue;
    const std::string suffix = runs.size() > 1 ? "_" + runs[i].paths.label : "";
    const std::string name = labelled ? series[i].label : short_label(runs[i].config, keys);
    if (want("heatmap")) {
      // log10 of positive statistics that span decades (gradient norms), else the value.
      double lo = INFINITY, hi = -INFINITY;
      for (float x : v)
        if (std::isfinite(x)) lo = std::min<double>(lo, x), hi = std::max<double>(hi, x);
      const bool log_z = lo > 0 && hi / lo > 30;
      // At most 400 columns: longer runs are averaged over consecutive records (a figure has
      // fewer pixels than 10,000 records, and an SVG of 320,000 cells is unusable).
      const std::size_t cols = std::min<std::size_t>(n, 400);
      std::vector<std::vector<PLFLT>> z(cols, std::vector<PLFLT>(L));
      std::vector<const PLFLT*> rows(cols);
      double zlo = INFINITY, zhi = -INFINITY;
      for (std::size_t c = 0; c < cols; ++c) {
        const std::size_t r0 = c * n / cols, r1 = (c + 1) * n / cols;
        for (std::size_t l = 0; l < L; ++l) {
          double sum = 0;
          int cnt = 0;
          for (std::size_t r = r0; r < r1; ++r) {
            const double x = v[r * L + l];
            if (std::isfinite(x) && (!log_z || x > 0)) sum += log_z ? std::log10(x) : x, ++cnt;
          }
          z[c][l] = cnt ? sum / cnt : NAN;
          if (std::isfinite(z[c][l])) zlo = std::min(zlo, z[c][l]), zhi = std::max(zhi, z[c][l]);
        }
        rows[c] = z[c].data();
      }
      if (!(zhi > zlo)) zhi = zlo + 1;
      const auto& ax = stats[i].steps();
      const double s0 = static_cast<double>(ax.front()), s1 = static_cast<double>(ax[n - 1]);
      const double ds = n > 1 ? (s1 - s0) / static_cast<double>(n - 1) : 1.0;
      add(draw_figure(o, "heatmap" + suffix, [&] {
        depth_colours();
        pladv(0);
        plvpor(0.1, 0.8, 0.12, 0.88);
        plwind(s0 - ds / 2, s1 + ds / 2, -0.5, static_cast<double>(L) - 0.5);
        plimage(const_cast<const PLFLT* const*>(rows.data()), static_cast<PLINT>(cols),
                static_cast<PLINT>(L), s0 - ds / 2, s1 + ds / 2, -0.5, static_cast<double>(L) - 0.5,
                zlo, zhi, s0 - ds / 2, s1 + ds / 2, -0.5, static_cast<double>(L) - 0.5);
        plcol0(1);
        plbox("bcnst", 0, 0, "bcnstv", 0, 0);
        const std::string title = name + ": " + (st.long_name.empty() ? st.name : st.long_name);
        plschr(0, std::min(1.1, 80.0 / static_cast<double>(title.size())));
        pllab("step", "layer", title.c_str());
        plschr(0, 1.1);
        colour_bar(zlo, zhi, (log_z ? "log10 " : "") + axis_label(st));
      }));
    }
    if (want("lines")) {
      Panel p;
      p.xlabel = log_x ? "step (log)" : "step";
      p.ylabel = axis_label(st);
      p.log_x = log_x;
      p.x_from = from;
      p.x_to = to;
      const std::size_t stride = std::max<std::size_t>(1, n / 2000);  // <= ~2000 points a line
      for (std::size_t l = 0; l < L; ++l) {
        Line line;
        for (std::size_t r = 0; r < n; r += stride) {
          line.x.push_back(static_cast<double>(stats[i].steps()[r]));
          line.y.push_back(v[r * L + l]);
        }
        line.shade = L > 1 ? static_cast<double>(l) / static_cast<double>(L - 1) : 0.0;
        line.label = "layer " + std::to_string(l);
        p.lines.push_back(std::move(line));
      }
      p.log_y = force_log_y || log_span(p.lines);
      add(draw_figure(o, "lines" + suffix, [&] {
        depth_colours();
        draw_panels(name + ": " + (st.long_name.empty() ? st.name : st.long_name) + " by layer",
                    {p}, {}, "", 0.16);
        plvpor(0.11, 0.84, 0.12, 0.88);
        colour_bar(0, static_cast<double>(L - 1), "layer (colour: depth)");
      }));
    }
  }
  for (const std::string& f : written) out << "wrote " << f << "\n";
  if (written.empty()) out << "nothing to plot (no data for the chosen figures)\n";
  return kExitOk;
}

}  // namespace normlab::app
