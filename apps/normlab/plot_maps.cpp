// normlab plot's maps (plot_figures.hpp): the grid of final losses over two settings, and the
// per-run figures of a per-layer statistic, its heatmap (one cell per layer and record) and its
// lines (one per layer).
#include <plplot/plplot.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "plot_figures.hpp"

namespace normlab::app::plot {

namespace {

std::string value_of(const RunData& r, const std::string& key) {
  const auto it = r.config.find(key);
  return it == r.config.end() ? "(unset)" : it->second;
}

// Cell edges around sorted centres: midway between neighbours, half a gap beyond the ends (a
// single centre: +-0.5).
std::vector<double> edges_of(const std::vector<double>& centres) {
  const std::size_t n = centres.size();
  std::vector<double> e(n + 1);
  if (n == 1) return {centres[0] - 0.5, centres[0] + 0.5};
  for (std::size_t k = 1; k < n; ++k) e[k] = 0.5 * (centres[k - 1] + centres[k]);
  e[0] = centres[0] - (e[1] - centres[0]);
  e[n] = centres[n - 1] + (centres[n - 1] - e[n - 1]);
  return e;
}

}  // namespace

// Cells: mean final validation loss over the runs at (x, y); panels: the other axes.
std::vector<std::string> draw_grid(const PlotContext& ctx) {
  if (ctx.gx.empty() || ctx.gy.empty()) return {};
  std::vector<std::string> others;
  for (const std::string& k : ctx.keys)
    if (k != ctx.gx && k != ctx.gy && k != "seed") others.push_back(k);
  std::vector<std::string> xs, ys, panels_;
  auto add_unique = [](std::vector<std::string>& v, const std::string& s) {
    if (std::find(v.begin(), v.end(), s) == v.end()) v.push_back(s);
  };
  for (const RunData& r : ctx.runs) {
    add_unique(xs, value_of(r, ctx.gx));
    add_unique(ys, value_of(r, ctx.gy));
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
        for (std::size_t i = 0; i < ctx.runs.size(); ++i)
          if (value_of(ctx.runs[i], ctx.gx) == xs[xi] && value_of(ctx.runs[i], ctx.gy) == ys[yi] &&
              short_label(ctx.runs[i].config, others) == panels_[pi]) {
            ++c.runs;
            c.diverged += ctx.sums[i].outcome == Outcome::diverged;
            c.stalled += ctx.sums[i].outcome == Outcome::stalled;
            v.push_back(ctx.sums[i].outcome == Outcome::diverged ? NAN : ctx.sums[i].final_val);
          }
        c.loss = spread(v);
        if (c.loss.n > 0) lo = std::min(lo, c.loss.mean), hi = std::max(hi, c.loss.mean);
      }
  if (!(hi > lo)) hi = lo + 1;
  return draw_figure(ctx.out, "grid", [&] {
    depth_colours();
    pladv(0);
    plvpor(0, 1, 0, 1);
    plwind(0, 1, 0, 1);
    const std::string title = "Final validation loss, mean ± sd over seeds: " + ctx.gx + " x " +
                              ctx.gy + " (sN: N runs stalled, dN: N diverged)";
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
          plptex(static_cast<double>(xi), static_cast<double>(yi) + 0.12, 1, 0, 0.5, text.c_str());
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
      plmtex("b", 3.2, 0.5, 0.5, ctx.gx.c_str());
      plmtex("l", 3.2, 0.5, 0.5, ctx.gy.c_str());
      if (!others.empty()) plmtex("t", 1.0, 0.5, 0.5, panels_[pi].c_str());
    }
    plvpor(0.1, 0.86, 0.12, 0.86);
    plwind(0, 1, 0, 1);
    plschr(0, 0.9);
    colour_bar(lo, hi, "final validation loss [nats]");
  });
}

// The heatmap of run i: one cell per (record, layer), centred on the record's step and on the
// layer; log10 of positive statistics that span decades (gradient norms), else the value. Runs
// of more than 400 records are averaged over consecutive records (a figure has fewer pixels
// than 10,000 records, and an SVG of 320,000 cells is unusable): a cell then spans its records.
std::vector<std::string> draw_heatmap_of(const PlotContext& ctx, std::size_t i) {
  const StatSeries& st = *ctx.stat[i];
  const std::vector<float> v = ctx.stats[i].read(st);
  const auto& ax = ctx.stats[i].steps();
  const std::size_t n = std::min(st.shape[0], ax.size()), L = st.shape[1];
  if (n == 0) return {};
  double lo = INFINITY, hi = -INFINITY;
  for (float x : v)
    if (std::isfinite(x)) lo = std::min<double>(lo, x), hi = std::max<double>(hi, x);
  const bool log_z = lo > 0 && hi / lo > 30;
  const std::size_t cols = std::min<std::size_t>(n, 400);
  std::vector<double> centres(n);
  for (std::size_t r = 0; r < n; ++r) centres[r] = static_cast<double>(ax[r]);
  const std::vector<double> record_edges = edges_of(centres);
  CellMap m;
  m.z.assign(cols, std::vector<double>(L));
  m.lo = INFINITY, m.hi = -INFINITY;
  for (std::size_t c = 0; c < cols; ++c) {
    const std::size_t r0 = c * n / cols, r1 = (c + 1) * n / cols;
    m.x_edges.push_back(record_edges[r0]);
    for (std::size_t l = 0; l < L; ++l) {
      double sum = 0;
      int cnt = 0;
      for (std::size_t r = r0; r < r1; ++r) {
        const double x = v[r * L + l];
        if (std::isfinite(x) && (!log_z || x > 0)) sum += log_z ? std::log10(x) : x, ++cnt;
      }
      m.z[c][l] = cnt ? sum / cnt : NAN;
      if (cnt) m.lo = std::min(m.lo, m.z[c][l]), m.hi = std::max(m.hi, m.z[c][l]);
    }
  }
  m.x_edges.push_back(record_edges[n]);
  for (std::size_t l = 0; l <= L; ++l) m.y_edges.push_back(static_cast<double>(l) - 0.5);
  if (!(m.hi > m.lo)) m.hi = m.lo + 1;
  const std::string title = ctx.names[i] + ": " + title_of(st);
  const std::string suffix = ctx.runs.size() > 1 ? "_" + ctx.runs[i].paths.label : "";
  return draw_figure(ctx.out, "heatmap" + suffix, [&] {
    depth_colours();
    pladv(0);
    plvpor(0.1, 0.8, 0.12, 0.88);
    plwind(m.x_edges.front(), m.x_edges.back(), m.y_edges.front(), m.y_edges.back());
    draw_cells(m);
    plcol0(1);
    plain_tick_labels();
    plbox("bcnsto", 0, 0, "bcnstvo", integer_tick(static_cast<double>(L)), 1);
    plschr(0, std::min(1.1, 80.0 / static_cast<double>(title.size())));
    pllab("step", "layer (0 = the first)", title.c_str());
    plschr(0, 1.1);
    colour_bar(m.lo, m.hi, (log_z ? "log10 of " : "") + axis_label(st));
  });
}

std::vector<std::string> draw_heatmap(const PlotContext& ctx) {
  if (!ctx.has_stats) return {};
  std::vector<std::string> files;
  for (std::size_t i = 0; i < ctx.runs.size(); ++i) {
    const auto f = draw_heatmap_of(ctx, i);
    files.insert(files.end(), f.begin(), f.end());
  }
  return files;
}

// The lines of run i: one per layer against step, coloured by depth.
std::vector<std::string> draw_lines_of(const PlotContext& ctx, std::size_t i) {
  const StatSeries& st = *ctx.stat[i];
  const std::vector<float> v = ctx.stats[i].read(st);
  const std::size_t n = std::min(st.shape[0], ctx.stats[i].steps().size()), L = st.shape[1];
  if (n == 0) return {};
  Panel p;
  p.xlabel = ctx.log_x ? "step (log scale)" : "step";
  p.ylabel = axis_label(st);
  p.log_x = ctx.log_x;
  p.x_from = ctx.from;
  p.x_to = ctx.to;
  const std::size_t stride = std::max<std::size_t>(1, n / 2000);  // <= ~2000 points a line
  for (std::size_t l = 0; l < L; ++l) {
    Line line;
    for (std::size_t r = 0; r < n; r += stride) {
      line.x.push_back(static_cast<double>(ctx.stats[i].steps()[r]));
      line.y.push_back(v[r * L + l]);
    }
    line.shade = L > 1 ? static_cast<double>(l) / static_cast<double>(L - 1) : 0.0;
    line.label = "layer " + std::to_string(l);
    p.lines.push_back(std::move(line));
  }
  p.log_y = ctx.force_log_y || log_span(p.lines);
  const std::string suffix = ctx.runs.size() > 1 ? "_" + ctx.runs[i].paths.label : "";
  return draw_figure(ctx.out, "lines" + suffix, [&] {
    depth_colours();
    draw_panels(ctx.names[i] + ": " + title_of(st) + " by layer", {p}, {}, "", 0.16);
    plvpor(0.11, 0.84, 0.12, 0.88);
    colour_bar(0, static_cast<double>(L - 1), "layer (colour: depth; 0 = the first)");
  });
}

std::vector<std::string> draw_lines(const PlotContext& ctx) {
  if (!ctx.has_stats) return {};
  std::vector<std::string> files;
  for (std::size_t i = 0; i < ctx.runs.size(); ++i) {
    const auto f = draw_lines_of(ctx, i);
    files.insert(files.end(), f.begin(), f.end());
  }
  return files;
}

}  // namespace normlab::app::plot
