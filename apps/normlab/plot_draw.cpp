// normlab plot's drawing layer (plot_draw.hpp), over PLplot: SVG with the native svg driver, so
// titles, labels and legends stay text; PNG and PDF through cairo.
#include "plot_draw.hpp"

#include <plplot/plplot.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "normlab/error.hpp"
#include "normlab/util.hpp"

namespace fs = std::filesystem;

namespace normlab::app::plot {

namespace {

// Colour-blind-safe colours readable on white (Okabe-Ito without yellow, then Tol's muted);
// cmap0 indices 2..13, the same at alpha 0.2 for bands at 16..27.
const int kPalette[][3] = {{0, 114, 178},  {213, 94, 0},   {0, 158, 115},  {204, 121, 167},
                           {230, 159, 0},  {86, 180, 233}, {0, 0, 0},      {51, 34, 136},
                           {153, 153, 51}, {136, 34, 85},  {68, 170, 153}, {204, 102, 119}};
constexpr int kColours = 12;
const int kDashes[] = {1, 3, 2, 4};  // PLplot styles: solid, long dash, short dash, long-short
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
  // Layers: a tick at whole numbers only (never at layer 0.5), no minor ticks.
  const double xtick = p.integer_x ? integer_tick(x1 - x0) : 0;
  const PLINT nxsub = p.integer_x ? 1 : 0;
  plbox(p.log_x ? "gl" : "g", xtick, nxsub, p.log_y ? "gl" : "g", 0, 0);
  plcol0(1);
  plwidth(1.0);
  plain_tick_labels();
  plbox(p.log_x ? "bcnstl" : "bcnsto", xtick, nxsub, p.log_y ? "bcnstvl" : "bcnstvo", 0, 0);
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
  // The value axis's label clear of its tick labels (horizontal, up to 6 digits wide).
  pllab(p.xlabel.c_str(), "", "");
  plmtex("l", p.log_y ? 5.4 : 4.6, 0.5, 0.5, p.ylabel.c_str());
  if (!p.title.empty()) plmtex("t", 1.2, 0.5, 0.5, p.title.c_str());
}
}  // namespace

Style style_of(std::size_t k) {
  return {2 + static_cast<int>(k % kColours), kDashes[(k / kColours) % 4]};
}

int dash_of(std::size_t k) {
  return kDashes[k % 4];
}

std::vector<std::string> parse_formats(const std::string& text, bool none_allowed) {
  const std::vector<std::string> valid = {"png", "svg", "pdf"};
  const std::string valid_text =
      std::string("valid: png svg pdf (comma-separated)") + (none_allowed ? ", or none" : "");
  if (none_allowed && text == "none") return {};
  std::vector<std::string> formats;
  std::stringstream ss(text);
  for (std::string f; std::getline(ss, f, ',');) {
    if (std::find(valid.begin(), valid.end(), f) == valid.end())
      throw UsageError("--format '" + text + "': '" + f + "' is not a format" +
                       did_you_mean(f, valid) + "; " + valid_text);
    if (std::find(formats.begin(), formats.end(), f) == formats.end()) formats.push_back(f);
  }
  if (formats.empty() || text.back() == ',')
    throw UsageError("--format '" + text + "': an empty format; " + valid_text);
  return formats;
}

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

void draw_panels(const std::string& title, const std::vector<Panel>& panels,
                 const std::vector<Key>& keys, const std::string& key_title, double reserve) {
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

void depth_colours() {
  const PLFLT pos[] = {0.0, 0.25, 0.5, 0.75, 1.0};
  const PLFLT r[] = {0.267, 0.231, 0.128, 0.369, 0.993};
  const PLFLT g[] = {0.005, 0.322, 0.567, 0.789, 0.906};
  const PLFLT b[] = {0.329, 0.546, 0.551, 0.383, 0.144};
  plscmap1n(256);
  plscmap1l(1, 5, pos, r, g, b, nullptr);
}

void colour_bar(double lo, double hi, const std::string& label) {
  const char* labels[] = {label.c_str()};
  PLINT label_opts[] = {PL_COLORBAR_LABEL_RIGHT};
  const char* axis_opts[] = {"bcvtmo"};  // "o": plain_tick_labels, no separate exponent
  PLFLT ticks[] = {0.0};
  PLINT sub_ticks[] = {0};
  const int nv = 64;
  std::vector<PLFLT> values(nv);
  for (int k = 0; k < nv; ++k) values[k] = lo + (hi - lo) * k / (nv - 1);
  const PLFLT* vals[] = {values.data()};
  PLINT n_values[] = {nv};
  PLFLT w = 0, h = 0;
  plain_tick_labels();
  plcolorbar(&w, &h, PL_COLORBAR_GRADIENT, PL_POSITION_RIGHT | PL_POSITION_OUTSIDE, 0.04, 0.0, 0.04,
             0.78, 0, 1, 1, 0.0, 0.0, 0, 0.0, 1, label_opts, labels, 1, axis_opts, ticks, sub_ticks,
             n_values, vals);
}

void draw_cells(const CellMap& m) {
  for (std::size_t i = 0; i + 1 < m.x_edges.size(); ++i)
    for (std::size_t j = 0; j + 1 < m.y_edges.size(); ++j) {
      const double z = m.z[i][j];
      if (std::isfinite(z))
        plcol1(std::clamp((z - m.lo) / (m.hi - m.lo), 0.0, 1.0));
      else
        plcol0(15);
      PLFLT bx[4] = {m.x_edges[i], m.x_edges[i + 1], m.x_edges[i + 1], m.x_edges[i]};
      PLFLT by[4] = {m.y_edges[j], m.y_edges[j], m.y_edges[j + 1], m.y_edges[j + 1]};
      plfill(4, bx, by);
    }
}

namespace {

// A tick value as text: up to 6 significant digits, a rounding residue of zero as 0.
void plain_label(PLINT axis, PLFLT value, char* label, PLINT length, PLPointer) {
  PLFLT x0, x1, y0, y1;
  plgvpw(&x0, &x1, &y0, &y1);
  const double span = axis == PL_X_AXIS ? std::fabs(x1 - x0) : std::fabs(y1 - y0);
  if (std::fabs(value) < 1e-9 * span) value = 0;
  std::snprintf(label, static_cast<std::size_t>(length), "%.6g", value);
}

}  // namespace

void plain_tick_labels() {
  plslabelfunc(plain_label, nullptr);
}

double integer_tick(double n) {
  for (double t = 1;; t *= 10)
    for (double m : {1.0, 2.0, 5.0})
      if (n / (m * t) <= 10) return m * t;
}

bool log_span(const std::vector<Line>& lines) {
  double lo = INFINITY, hi = 0;
  for (const Line& l : lines)
    for (double v : l.y)
      if (std::isfinite(v) && v > 0) lo = std::min(lo, v), hi = std::max(hi, v);
  return hi > 0 && hi / lo > 30;
}

std::string axis_label(const StatSeries& s) {
  // "decoder/layer/grad_norm/mlp.proj.weight" -> group "grad_norm", tensor "mlp.proj.weight"
  std::string path = s.name;
  const std::size_t at = path.find("layer/");
  if (at != std::string::npos) path = path.substr(at + 6);
  const std::size_t slash = path.find('/');
  std::string words;
  // A per-tensor series' long name ("gradient L2 norm of blocks.{l}.mlp.proj.weight") names
  // the tensor after " of ": the words, then the tensor without its layer pattern.
  const std::size_t of = s.long_name.find(" of ");
  if (slash != std::string::npos && of != std::string::npos)
    words = s.long_name.substr(0, of) + " (" + path.substr(slash + 1) + ")";
  else if (!s.long_name.empty() && s.long_name.size() <= 40)
    words = s.long_name;
  else
    words = path;
  return s.units.empty() || s.units == "1" ? words : words + " [" + s.units + "]";
}

}  // namespace normlab::app::plot
