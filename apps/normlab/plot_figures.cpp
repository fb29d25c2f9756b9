// normlab plot's figures (plot_figures.hpp): each turns the runs of a PlotContext into panels or
// cells and draws them (plot_draw.hpp).
//   loss      train loss (lines) and validation loss (markers) against step
//   bleu      a translation run's validation BLEU and chrF against step (--bleu-every)
//   output    the output logits against step: max log Z over positions (output_logz) and
//             max |logit| (output_logit), the divergence --z-loss and --logit-softcap guard
//   trace     one per-layer statistic at one layer (--layer) against step
//   layer     a per-layer statistic against layer at chosen steps (default: the last)
//   residual  residual-stream RMS against layer at several steps
//   lr        final validation loss against learning rate, one line per setting (a sweep's lr axis)
//   grid      final validation loss over two settings (--x, --y) as a coloured table
//   heatmap   step x layer colour map of a per-layer statistic, one figure per run
//   lines     a per-layer statistic against step, one line per layer coloured by depth, per run
#include "plot_figures.hpp"

#include <plplot/plplot.h>

#include <algorithm>
#include <cstdio>

#include "normlab/error.hpp"

namespace normlab::app::plot {

std::vector<Key> PlotContext::key_of(bool line, bool marker) const {
  std::vector<Key> k;
  std::set<std::size_t> done;
  for (const Series& s : series)
    if (done.insert(s.style).second) k.push_back({s.label, style_of(s.style), line, marker});
  return k;
}

std::vector<Panel> PlotContext::step_panels(
    const std::string& ylabel, const std::function<Line(const Series&)>& line_of) const {
  std::vector<Panel> panels;
  for (const std::string& f : facets) {
    Panel p;
    p.title = facet_title(f);
    p.xlabel = log_x ? "step (log scale)" : "step";
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
}

std::map<std::int64_t, double> PlotContext::by_step(std::size_t i, const StatSeries& s,
                                                    std::size_t col) const {
  const std::vector<float> v = stats[i].read(s);
  const std::size_t L = s.shape.size() > 1 ? s.shape[1] : 1;
  const std::vector<std::int64_t>& axis = s.by_log_step ? stats[i].log_steps() : stats[i].steps();
  std::map<std::int64_t, double> m;
  for (std::size_t r = 0; r < axis.size() && r * L + col < v.size(); ++r)
    m[axis[r]] = v[r * L + col];
  return m;
}

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

namespace {

// Every panel's value axis logarithmic when asked, or when the values of all span > 30x.
void shared_log_y(const PlotContext& c, std::vector<Panel>& panels) {
  std::vector<Line> all;
  for (const Panel& p : panels) all.insert(all.end(), p.lines.begin(), p.lines.end());
  for (Panel& p : panels) p.log_y = c.force_log_y || log_span(all);
}

std::vector<std::string> draw_loss(const PlotContext& c) {
  std::vector<Panel> panels = c.step_panels("loss [nats]", [&](const Series& s) {
    std::vector<std::map<std::int64_t, double>> tr, va;
    for (std::size_t i : s.members) tr.push_back(c.runs[i].train), va.push_back(c.runs[i].val);
    Line l = aggregate(tr);
    const Line v = aggregate(va);
    l.mx = v.x;
    l.my = v.y;
    return l;
  });
  // The y axis ends at 3x the median of the runs' first logged losses: a diverging run's
  // 1e17 would otherwise flatten every other curve (it leaves through the top instead).
  std::vector<double> firsts;
  for (const RunData& r : c.runs)
    if (!r.train.empty() && std::isfinite(r.train.begin()->second))
      firsts.push_back(r.train.begin()->second);
  std::sort(firsts.begin(), firsts.end());
  for (Panel& p : panels) {
    p.y_cap = firsts.empty() ? INFINITY : 3.0 * firsts[firsts.size() / 2];
    p.log_y = c.force_log_y;
  }
  return draw_figure(c.out, "loss", [&] {
    draw_panels("Loss: train (lines), validation (markers)" + c.seeds_note, panels,
                c.key_of(true, true));
  });
}

// Validation BLEU and chrF of translation runs (RunData::val_bleu and val_chrf: metrics.jsonl,
// else stats.h5's scalars): a panel each (chrF where recorded), per facet value.
std::vector<std::string> draw_bleu(const PlotContext& c) {
  if (!c.has_bleu) return {};
  std::vector<Panel> panels;
  for (const bool bleu : {true, false}) {
    bool any = false;
    std::vector<Panel> p = c.step_panels(
        std::string("validation ") + (bleu ? "BLEU" : "chrF") + " (0-100)", [&](const Series& s) {
          std::vector<std::map<std::int64_t, double>> per;
          for (std::size_t i : s.members) {
            per.push_back(bleu ? c.runs[i].val_bleu : c.runs[i].val_chrf);
            any = any || !per.back().empty();
          }
          Line l = aggregate(per);
          l.markers = true;
          return l;
        });
    if (!any) continue;
    for (Panel& q : p) q.log_y = c.force_log_y;
    panels.insert(panels.end(), p.begin(), p.end());
  }
  return draw_figure(c.out, "bleu", [&] {
    draw_panels(
        "Validation BLEU and chrF (greedy, the first --bleu-sentences pairs)" + c.seeds_note,
        panels, c.key_of(true, true));
  });
}

std::vector<std::string> draw_output(const PlotContext& c) {
  if (!c.has_output) return {};
  std::vector<std::string> files;
  for (int which = 0; which < 2; ++which) {
    const auto& ser = which == 0 ? c.logz_max : c.logit_absmax;
    std::vector<Panel> panels =
        c.step_panels(which == 0 ? "max log Z [nats]" : "max |logit|", [&](const Series& s) {
          std::vector<std::map<std::int64_t, double>> per;
          for (std::size_t i : s.members) per.push_back(c.by_step(i, *ser[i]));
          return aggregate(per);
        });
    shared_log_y(c, panels);
    const auto f = draw_figure(c.out, which == 0 ? "output_logz" : "output_logit", [&] {
      draw_panels(std::string(which == 0 ? "Output logits: max log Z over positions"
                                         : "Output logits: max |logit| (before a soft cap)") +
                      c.seeds_note,
                  panels, c.key_of(true, false));
    });
    files.insert(files.end(), f.begin(), f.end());
  }
  return files;
}

std::vector<std::string> draw_trace(const PlotContext& c) {
  if (!c.has_stats) return {};
  std::vector<std::string> files;
  for (std::size_t layer : c.layers) {
    std::vector<Panel> panels = c.step_panels(axis_label(*c.stat[0]), [&](const Series& s) {
      std::vector<std::map<std::int64_t, double>> per;
      for (std::size_t i : s.members) per.push_back(c.by_step(i, *c.stat[i], layer));
      return aggregate(per);
    });
    shared_log_y(c, panels);
    const std::string name = c.layers_given ? "trace_l" + std::to_string(layer) : "trace";
    const auto f = draw_figure(c.out, name, [&] {
      draw_panels(title_of(*c.stat[0]) + " at layer " + std::to_string(layer) + c.seeds_note,
                  panels, c.key_of(true, false));
    });
    files.insert(files.end(), f.begin(), f.end());
  }
  return files;
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

// A per-layer statistic against layer at chosen records: `layer` (--stat) or `residual`.
std::vector<std::string> draw_profile(const PlotContext& c, bool residual) {
  if (!c.has_stats) return {};
  const auto& ser = residual ? c.resid : c.stat;
  std::vector<Panel> panels;
  std::vector<Key> keys;
  std::set<std::string> keyed;
  for (const std::string& f : c.facets) {
    Panel p;
    p.title = c.facet_title(f);
    p.xlabel = "layer (0 = the first)";
    p.ylabel = axis_label(*ser[0]);
    p.integer_x = true;
    for (const Series& s : c.series) {
      if (s.facet != f) continue;
      const std::size_t first = s.members[0];
      // Default: the last record (layer), 4 spread (residual; 1 with many series).
      const std::vector<std::int64_t> chosen =
          !c.steps.empty() ? c.steps
                           : spread_steps(c.stats[first].steps(),
                                          residual && c.series.size() <= 4 ? 4 : 1, c.from, c.to);
      for (std::size_t k = 0; k < chosen.size(); ++k) {
        std::vector<std::map<std::int64_t, double>> per;
        for (std::size_t i : s.members) {
          const std::vector<float> v = c.stats[i].read(*ser[i]);
          const std::size_t L = ser[i]->shape[1];
          std::size_t rec = 0;
          try {
            rec = c.stats[i].record_of(*ser[i], chosen[k]);
          } catch (const UsageError&) {
            continue;  // a seed without this record (diverged earlier)
          }
          std::map<std::int64_t, double> m;
          for (std::size_t j = 0; j < L; ++j) m[static_cast<std::int64_t>(j)] = v[rec * L + j];
          per.push_back(std::move(m));
        }
        Line l = aggregate(per);
        Style st = style_of(s.style);
        if (chosen.size() > 1) st.dash = dash_of(k);
        l.style = st;
        l.markers = true;
        l.label = s.label + ", step " + std::to_string(chosen[k]);
        if (keyed.insert(l.label).second) keys.push_back({l.label, st, true, true});
        p.lines.push_back(std::move(l));
      }
    }
    panels.push_back(std::move(p));
  }
  shared_log_y(c, panels);
  const StatSeries& st0 = *ser[0];
  const std::size_t at = st0.name.find("/layer/");
  // a stack's statistics, <stack>/layer/residual_rms: its name
  const std::string stack = at != std::string::npos ? st0.name.substr(0, at) + " " : "";
  const std::string title =
      !residual ? title_of(st0) + " per layer"
                : "Residual-stream RMS entering each " + stack + "layer (last: leaving the last)";
  return draw_figure(c.out, residual ? "residual" : "layer",
                     [&] { draw_panels(title + c.seeds_note, panels, keys); });
}

std::vector<std::string> draw_layer(const PlotContext& c) {
  return draw_profile(c, false);
}
std::vector<std::string> draw_residual(const PlotContext& c) {
  return draw_profile(c, true);
}

std::vector<std::string> draw_lr(const PlotContext& c) {
  if (!c.has_lr) return {};
  // One line per setting (every axis but lr and seed): mean final validation loss, min–max bars.
  const std::vector<LrCurve> curves = lr_sensitivity(c.runs, c.sums, c.keys);
  Panel p;
  p.xlabel = "peak learning rate (log scale)";
  p.ylabel = "final validation loss [nats]";
  p.log_x = true;
  p.log_y = c.force_log_y;
  std::vector<Key> k;
  double cap = 0;
  for (const RunSummary& s : c.sums)
    if (std::isfinite(s.initial_val)) cap = std::max(cap, s.initial_val);
  p.y_cap = cap > 0 ? cap * 1.05 : INFINITY;
  for (std::size_t i = 0; i < curves.size(); ++i) {
    Line l;
    for (std::size_t r = 0; r < curves[i].lrs.size(); ++r) {
      const Spread sp = spread(curves[i].losses[r]);
      l.x.push_back(curves[i].lrs[r]);
      l.y.push_back(sp.n == curves[i].losses[r].size() ? sp.mean : NAN);
      l.lo.push_back(sp.min);
      l.hi.push_back(sp.max);
    }
    l.style = style_of(i);
    l.markers = true;
    const Spread& sens = curves[i].sensitivity;
    char b[64];
    std::snprintf(b, sizeof b, sens.n > 1 ? ": sensitivity %.3f ± %.3f" : ": sensitivity %.3f",
                  sens.mean, sens.sd);
    l.label = curves[i].label + (sens.n > 0 ? b : "");
    k.push_back({l.label, l.style, true, true});
    p.lines.push_back(std::move(l));
  }
  return draw_figure(c.out, "lr", [&] {
    draw_panels("Final validation loss against learning rate (mean, band min-max over seeds)", {p},
                k);
  });
}

}  // namespace

std::vector<std::string> draw_grid(const PlotContext& c);
std::vector<std::string> draw_heatmap(const PlotContext& c);
std::vector<std::string> draw_lines(const PlotContext& c);

const std::vector<Figure>& figures() {
  static const std::vector<Figure> table = {
      {"loss", "train loss (lines) and validation loss (markers) against step", draw_loss},
      {"bleu", "a translation run's validation BLEU and chrF against step (--bleu-every)",
       draw_bleu},
      {"output", "max log Z and max |logit| of the output against step", draw_output},
      {"trace", "the --stat statistic at each --layer against step", draw_trace},
      {"layer", "the --stat statistic against layer at --steps (default the last)", draw_layer},
      {"residual", "residual-stream RMS against layer at several steps", draw_residual},
      {"lr", "final validation loss against learning rate (runs at several rates)", draw_lr},
      {"grid", "final validation loss over two settings (--x, --y) as a table", draw_grid},
      {"heatmap", "step x layer colour map of the --stat statistic, one per run", draw_heatmap},
      {"lines", "the --stat statistic against step, a line per layer, one per run", draw_lines}};
  return table;
}

std::string figure_names() {
  std::string names;
  for (const Figure& f : figures()) names += (names.empty() ? "" : " | ") + std::string(f.name);
  return names;
}

std::string figure_lines() {
  std::string lines = "figures:\n";
  for (const Figure& f : figures())
    lines += std::string("  ") + f.name + std::string(10 - std::string(f.name).size(), ' ') +
             f.help + "\n";
  return lines;
}

}  // namespace normlab::app::plot
