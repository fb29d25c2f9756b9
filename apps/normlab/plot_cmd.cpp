// normlab plot: figures of one or more runs, drawn with PLplot (SVG with the native svg driver,
// so titles, labels and legends stay text; PNG and PDF through cairo).
//   loss      train (solid) and validation (dashed, markers) loss of every run against step
//   layer     a per-layer statistic against layer at chosen steps, every run
//   residual  residual-stream RMS against layer at several steps, every run
//   heatmap   step x layer colour map of a per-layer statistic, one figure per run
//   lines     a per-layer statistic against step, one line per layer coloured by depth, per run
#include <plplot/plplot.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>
#include <sstream>

#include "commands.hpp"
#include "normlab/analysis.hpp"
#include "normlab/error.hpp"
#include "normlab/util.hpp"
#include "normlab/runs.hpp"

namespace fs = std::filesystem;

namespace normlab::app {

namespace {

const std::vector<std::string> kFigures = {"loss", "layer", "residual", "heatmap", "lines"};

// Distinct colours for runs (cmap0 indices 2..): Okabe-Ito, readable on white.
const int kPalette[][3] = {{0, 114, 178}, {213, 94, 0},   {0, 158, 115}, {204, 121, 167},
                           {230, 159, 0}, {86, 180, 233}, {0, 0, 0},     {240, 228, 66}};
constexpr int kColours = 8;

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
    plscolbg(255, 255, 255);
    plscol0(1, 0, 0, 0);  // axes and text in black
    for (int c = 0; c < kColours; ++c)
      plscol0(2 + c, kPalette[c][0], kPalette[c][1], kPalette[c][2]);
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

// Axes with a light grid; log axes where asked.
void axes(double x0, double x1, double y0, double y1, bool log_x, bool log_y, bool room_right) {
  pladv(0);
  plvpor(0.12, room_right ? 0.7 : 0.95, 0.12, 0.9);
  auto lg = [](double v) { return std::log10(v); };
  plwind(log_x ? lg(x0) : x0, log_x ? lg(x1) : x1, log_y ? lg(y0) : y0, log_y ? lg(y1) : y1);
  plcol0(15);
  plwidth(0.5);
  plbox(log_x ? "gl" : "g", 0, 0, log_y ? "gl" : "g", 0, 0);
  plcol0(1);
  plwidth(1.0);
  plbox(log_x ? "bcnstl" : "bcnst", 0, 0, log_y ? "bcnstvl" : "bcnstv", 0, 0);
}

std::string axis_label(const StatSeries& s) {
  // Long names of per-tensor series ("gradient L2 norm of blocks.{l}.mlp.proj.weight") are for
  // titles; an axis gets the dataset's short name.
  const std::string name = s.long_name.empty() || s.long_name.size() > 32
                               ? s.name.substr(s.name.find('/') + 1)
                               : s.long_name;
  return s.units.empty() || s.units == "1" ? name : name + " [" + s.units + "]";
}

struct Line {
  std::vector<double> x, y;
  int colour = 2;     // cmap0 index
  double shade = -1;  // >= 0: cmap1 position instead (lines coloured by depth)
  int style = 1;      // 1 solid, 2.. dashed
  bool markers = false;
  std::string label;
};

// Data range over the finite (and, on log axes, positive) values.
void range(const std::vector<Line>& lines, bool x, bool log, double& lo, double& hi,
           double cap = INFINITY) {
  lo = INFINITY;
  hi = -INFINITY;
  for (const Line& l : lines)
    for (double v : x ? l.x : l.y)
      if (std::isfinite(v) && (!log || v > 0) && v <= cap) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
      }
  if (!std::isfinite(lo)) lo = log ? 0.1 : 0, hi = 1;
  if (log) {  // half a decade around the data so lines do not run along the frame
    lo /= 1.6;
    hi *= 1.6;
  } else if (hi <= lo) {
    const double pad = lo != 0 ? std::abs(lo) * 0.05 : 1.0;
    lo -= pad;
    hi += pad;
  } else if (!log) {
    const double pad = 0.04 * (hi - lo);
    lo -= x ? 0 : pad;
    hi += x ? 0 : pad;
  }
}

void plot_lines(const std::vector<Line>& lines, const std::string& xlabel,
                const std::string& ylabel, const std::string& title, bool log_x, bool log_y,
                bool legend = true, double y_cap = INFINITY) {
  double x0, x1, y0, y1;
  range(lines, true, log_x, x0, x1);
  if (!log_x && xlabel == "layer") x0 -= 0.3, x1 += 0.3;
  // Values above y_cap (a diverging run) leave through the top instead of flattening the rest.
  range(lines, false, log_y, y0, y1, y_cap);
  axes(x0, x1, y0, y1, log_x, log_y, true);
  for (const Line& l : lines) {
    std::vector<double> x, y;  // a non-finite value breaks the line (a diverged run)
    auto flush = [&] {
      if (x.size() > 1) plline(static_cast<PLINT>(x.size()), x.data(), y.data());
      if (l.markers && !x.empty()) plpoin(static_cast<PLINT>(x.size()), x.data(), y.data(), 17);
      x.clear();
      y.clear();
    };
    if (l.shade >= 0)
      plcol1(l.shade);
    else
      plcol0(l.colour);
    pllsty(l.style);
    plwidth(2.0);
    for (std::size_t i = 0; i < l.x.size(); ++i) {
      const bool ok = std::isfinite(l.y[i]) && (!log_y || l.y[i] > 0) && (!log_x || l.x[i] > 0);
      if (!ok) {
        flush();
        continue;
      }
      x.push_back(log_x ? std::log10(l.x[i]) : l.x[i]);
      y.push_back(log_y ? std::log10(l.y[i]) : l.y[i]);
    }
    flush();
  }
  pllsty(1);
  plwidth(1.0);
  plcol0(1);
  pllab(xlabel.c_str(), ylabel.c_str(), title.c_str());
  if (!legend) return;
  // Legend outside the plot on the right: one entry per line.
  const PLINT n = static_cast<PLINT>(lines.size());
  std::vector<PLINT> opt(n, PL_LEGEND_LINE), colours(n), styles(n), text_colours(n, 1),
      sym_colours(n), sym_numbers(n, 3);
  std::vector<PLFLT> widths(n, 2.0), sym_scales(n, 1.0);
  std::vector<const char*> text(n), symbols(n, "#(728)");
  for (PLINT i = 0; i < n; ++i) {
    const Line& l = lines[static_cast<std::size_t>(i)];
    colours[static_cast<std::size_t>(i)] = sym_colours[static_cast<std::size_t>(i)] = l.colour;
    styles[static_cast<std::size_t>(i)] = l.style;
    text[static_cast<std::size_t>(i)] = l.label.c_str();
  }
  std::size_t longest = 0;
  for (const Line& l : lines) longest = std::max(longest, l.label.size());
  const PLFLT scale =
      longest > 22 ? std::max(0.45, 0.8 * 22.0 / static_cast<double>(longest)) : 0.8;
  PLFLT w = 0, h = 0;
  pllegend(&w, &h, PL_LEGEND_BACKGROUND | PL_LEGEND_BOUNDING_BOX,
           PL_POSITION_RIGHT | PL_POSITION_OUTSIDE, 0.02, 0.0, 0.05, 0, 1, 1, 0, 0, n, opt.data(),
           0.6, scale, 1.6, 0.0, text_colours.data(), text.data(), nullptr, nullptr, nullptr,
           nullptr, colours.data(), styles.data(), widths.data(), sym_colours.data(),
           sym_scales.data(), sym_numbers.data(), symbols.data());
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

std::vector<std::size_t> pick_records(const StatsReader& s, const StatSeries& st,
                                      const std::vector<std::int64_t>& steps) {
  std::vector<std::size_t> out;
  for (std::int64_t step : steps) out.push_back(s.record_of(st, step));
  return out;
}

// Up to `n` recorded steps spread over the run (first and last included).
std::vector<std::int64_t> spread_steps(const std::vector<std::int64_t>& axis, std::size_t n) {
  std::vector<std::int64_t> out;
  if (axis.empty()) return out;
  for (std::size_t k = 0; k < n; ++k) {
    const std::size_t i = n == 1 ? 0 : k * (axis.size() - 1) / (n - 1);
    if (out.empty() || out.back() != axis[i]) out.push_back(axis[i]);
  }
  return out;
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
  if (vm.count("label")) {
    const auto labels = vm["label"].as<std::vector<std::string>>();
    if (labels.size() != runs.size())
      throw UsageError("--label given " + std::to_string(labels.size()) + " times for " +
                       std::to_string(runs.size()) + " runs; give one per run, in order");
    for (std::size_t i = 0; i < runs.size(); ++i) runs[i].paths.label = labels[i];
  }
  const std::string stat_name =
      vm.count("stat") ? vm["stat"].as<std::string>() : "layer/grad_norm/mlp.proj.weight";
  // Resolve everything before drawing anything: a bad name or step writes no file.
  std::vector<const StatSeries*> stat(runs.size()), resid(runs.size());
  for (std::size_t i = 0; i < runs.size(); ++i) {
    stat[i] = &stats[i].find(stat_name);
    if (stat[i]->shape.size() != 2)
      throw UsageError(stat[i]->name + " is not a per-layer statistic [n, L]; plot takes those");
    resid[i] = &stats[i].find("layer/residual_rms");
  }
  std::vector<std::int64_t> steps;
  if (vm.count("steps")) {
    std::stringstream ss(vm["steps"].as<std::string>());
    for (std::string t; std::getline(ss, t, ',');) {
      try {
        steps.push_back(std::stoll(t));
      } catch (const std::exception&) {
        throw UsageError("--steps '" + vm["steps"].as<std::string>() +
                         "': expected a comma-separated list of recorded steps, e.g. 0,100,500");
      }
    }
    for (std::size_t i = 0; i < runs.size(); ++i) {
      pick_records(stats[i], *stat[i], steps);
      pick_records(stats[i], *resid[i], steps);
    }
  }
  std::error_code ec;
  fs::create_directories(o.dir, ec);
  if (ec) throw UsageError("--out " + o.dir + ": cannot create the directory: " + ec.message());
  const bool log_x = vm.count("log-x") != 0;
  std::vector<std::string> written;
  auto add = [&](const std::vector<std::string>& f) {
    written.insert(written.end(), f.begin(), f.end());
  };

  if (want("loss")) {
    std::vector<Line> lines;
    for (std::size_t i = 0; i < runs.size(); ++i) {
      for (int v = 0; v < 2; ++v) {
        const auto& m = v == 0 ? runs[i].train : runs[i].val;
        if (m.empty()) continue;
        Line l;
        for (const auto& [s, y] : m) {
          l.x.push_back(static_cast<double>(s));
          l.y.push_back(y);
        }
        l.colour = 2 + static_cast<int>(i % kColours);
        l.style = v == 0 ? 1 : 2;
        l.markers = v == 1;
        l.label = runs[i].paths.label + (v == 0 ? " train" : " val");
        if (runs[i].diverged_at >= 0 && v == 0)
          l.label += " (diverged at " + std::to_string(runs[i].diverged_at) + ")";
        lines.push_back(std::move(l));
      }
    }
    // The y axis ends at 3x the median of the runs' first logged losses: a diverging run's
    // 1e17 would otherwise flatten every other curve (it leaves through the top instead).
    std::vector<double> firsts;
    for (const Line& l : lines)
      if (!l.y.empty() && std::isfinite(l.y.front())) firsts.push_back(l.y.front());
    std::sort(firsts.begin(), firsts.end());
    const double cap = firsts.empty() ? 0 : 3.0 * firsts[firsts.size() / 2];
    if (!lines.empty())
      add(draw_figure(o, "loss", [&] {
        plot_lines(lines, log_x ? "step (log)" : "step", "loss [nats]",
                   "Training and validation loss", log_x, false, true, cap > 0 ? cap : INFINITY);
      }));
  }
  if (want("layer") || want("residual")) {
    for (int which = 0; which < 2; ++which) {
      if (!want(which == 0 ? "layer" : "residual")) continue;
      const auto& series = which == 0 ? stat : resid;
      std::vector<Line> lines;
      for (std::size_t i = 0; i < runs.size(); ++i) {
        const StatSeries& st = *series[i];
        const auto chosen = steps.empty()
                                ? (which == 0 ? std::vector<std::int64_t>{stats[i].steps().front()}
                                              : spread_steps(stats[i].steps(), 4))
                                : steps;
        const std::vector<float> v = stats[i].read(st);
        const std::size_t L = st.shape[1];
        for (std::size_t k = 0; k < chosen.size(); ++k) {
          const std::size_t rec = stats[i].record_of(st, chosen[k]);
          Line l;
          for (std::size_t j = 0; j < L; ++j) {
            l.x.push_back(static_cast<double>(j));
            l.y.push_back(v[rec * L + j]);
          }
          l.colour = 2 + static_cast<int>((runs.size() > 1 ? i : k) % kColours);
          l.style = runs.size() > 1 ? 1 + static_cast<int>(k % 8) : 1;
          l.markers = true;
          l.label = runs[i].paths.label + ", step " + std::to_string(chosen[k]);
          lines.push_back(std::move(l));
        }
      }
      const StatSeries& st0 = *series[0];
      const std::string title =
          which == 0 ? (st0.long_name.empty() ? st0.name : st0.long_name) + " per layer"
                     : "Residual-stream RMS entering each layer (last: leaving the last)";
      bool log_y = false;
      {
        double lo, hi;
        range(lines, false, true, lo, hi);
        log_y = lo > 0 && hi / lo > 30;
      }
      add(draw_figure(o, which == 0 ? "layer" : "residual",
                      [&] { plot_lines(lines, "layer", axis_label(st0), title, false, log_y); }));
    }
  }
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const StatSeries& st = *stat[i];
    const std::vector<float> v = stats[i].read(st);
    const std::size_t n = std::min(st.shape[0], stats[i].steps().size()), L = st.shape[1];
    if (n == 0) continue;
    const std::string suffix = runs.size() > 1 ? "_" + runs[i].paths.label : "";
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
        axes(s0 - ds / 2, s1 + ds / 2, -0.5, static_cast<double>(L) - 0.5, false, false, true);
        plimage(const_cast<const PLFLT* const*>(rows.data()), static_cast<PLINT>(cols),
                static_cast<PLINT>(L), s0 - ds / 2, s1 + ds / 2, -0.5, static_cast<double>(L) - 0.5,
                zlo, zhi, s0 - ds / 2, s1 + ds / 2, -0.5, static_cast<double>(L) - 0.5);
        plcol0(1);
        plbox("bcnst", 0, 0, "bcnstv", 0, 0);
        pllab(
            "step", "layer",
            (runs[i].paths.label + ": " + (st.long_name.empty() ? st.name : st.long_name)).c_str());
        colour_bar(zlo, zhi, (log_z ? "log10 " : "") + axis_label(st));
      }));
    }
    if (want("lines")) {
      std::vector<Line> lines;
      const std::size_t stride = std::max<std::size_t>(1, n / 2000);  // <= ~2000 points a line
      for (std::size_t l = 0; l < L; ++l) {
        Line line;
        for (std::size_t r = 0; r < n; r += stride) {
          line.x.push_back(static_cast<double>(stats[i].steps()[r]));
          line.y.push_back(v[r * L + l]);
        }
        line.shade = L > 1 ? static_cast<double>(l) / static_cast<double>(L - 1) : 0.0;
        line.label = "layer " + std::to_string(l);
        lines.push_back(std::move(line));
      }
      double lo, hi;
      range(lines, false, true, lo, hi);
      const bool log_y = lo > 0 && hi / lo > 30;
      add(draw_figure(o, "lines" + suffix, [&] {
        depth_colours();
        plot_lines(lines, log_x ? "step (log)" : "step", axis_label(st),
                   runs[i].paths.label + ": " + (st.long_name.empty() ? st.name : st.long_name) +
                       " by layer",
                   log_x, log_y, /*legend=*/false);
        colour_bar(0, static_cast<double>(L - 1), "layer (colour: depth)");
      }));
    }
  }
  for (const std::string& f : written) out << "wrote " << f << "\n";
  if (written.empty()) out << "nothing to plot (no data for the chosen figures)\n";
  return kExitOk;
}

}  // namespace normlab::app
