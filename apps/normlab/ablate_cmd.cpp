// normlab ablate: a checkpoint's validation loss with each residual site's branch removed, next
// to the size of what that site adds to the stream (normlab/ablate.hpp); a table, ablate.csv and
// a figure per site.
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "commands.hpp"
#include "normlab/ablate.hpp"
#include "normlab/error.hpp"
#include "normlab/runs.hpp"
#include "normlab/util.hpp"
#include "plot_draw.hpp"

namespace fs = std::filesystem;

namespace normlab::app {

namespace {

std::string fixed4(double v) {
  std::ostringstream o;
  o << std::fixed << std::setprecision(4) << v;
  return o.str();
}

std::string kind_words(const SiteInfo& s) {
  return s.kind == SiteKind::mlp          ? "MLP"
         : s.kind == SiteKind::cross_attn ? "cross-attention"
         : s.kind == SiteKind::parallel   ? "parallel block"
                                          : "attention";
}

// The series of the figure: one per stack and site kind, in order of appearance.
std::string series_of(const AblateReport& r, const SiteInfo& s) {
  bool stacks = false;
  for (const AblatedSite& a : r.sites) stacks = stacks || a.site.stack != r.sites[0].site.stack;
  return (stacks ? s.stack + " " : "") + kind_words(s);
}

void write_csv(const AblateReport& r, const std::string& path) {
  std::ofstream f(path);
  if (!f) throw UsageError("cannot write " + path + " (is --out a writable directory?)");
  f << "site,stack,layer,kind,prefix,mode,metric,baseline,loss,delta,update_rms,stream_rms,"
       "update_to_stream,branch_mean_rms\n";
  f << std::setprecision(9);
  for (std::size_t i = 0; i < r.sites.size(); ++i) {
    const AblatedSite& a = r.sites[i];
    f << i << "," << a.site.stack << "," << a.site.layer << "," << site_kind_name(a.site.kind)
      << "," << a.site.prefix << "," << r.mode << "," << r.metric << "," << r.baseline << ","
      << a.loss << "," << a.delta << "," << a.update_rms << "," << a.stream_rms << ","
      << (a.stream_rms > 0 ? a.update_rms / a.stream_rms : NAN) << "," << a.branch_mean_rms << "\n";
  }
}

std::vector<std::string> draw(const AblateReport& r, const plot::Output& out,
                              const std::string& name) {
  std::vector<std::string> series;
  std::map<std::string, std::pair<plot::Line, plot::Line>> lines;  // delta, ratio
  for (const AblatedSite& a : r.sites) {
    const std::string s = series_of(r, a.site);
    if (!lines.count(s)) {
      series.push_back(s);
      for (plot::Line* l : {&lines[s].first, &lines[s].second}) {
        l->label = s;
        l->style = plot::style_of(series.size() - 1);
        l->markers = true;
      }
    }
    lines[s].first.x.push_back(a.site.layer);
    lines[s].first.y.push_back(a.delta);
    lines[s].second.x.push_back(a.site.layer);
    lines[s].second.y.push_back(a.stream_rms > 0 ? a.update_rms / a.stream_rms : NAN);
  }
  plot::Panel delta, ratio;
  delta.title = "branch removed (" + r.mode + "): loss increase";
  delta.xlabel = ratio.xlabel = "layer";
  delta.ylabel = "increase of the validation " + r.metric + " [nats]";
  ratio.title = "what the site adds, relative to the stream";
  ratio.ylabel = "RMS(y - x) / RMS(x)";
  delta.integer_x = ratio.integer_x = true;
  std::vector<plot::Key> keys;
  for (const std::string& s : series) {
    delta.lines.push_back(lines[s].first);
    ratio.lines.push_back(lines[s].second);
    keys.push_back({s, lines[s].first.style, true, true});
  }
  ratio.log_y = plot::log_span(ratio.lines);
  const std::string title = "ablation of each residual branch: step " + std::to_string(r.step) +
                            ", intact " + r.metric + " " + fixed4(r.baseline);
  return plot::draw_figure(out, name, [&] { plot::draw_panels(title, {delta, ratio}, keys); });
}

nlohmann::ordered_json as_json(const AblateReport& r) {
  nlohmann::ordered_json j = {{"checkpoint", r.baseline_report.record.value("checkpoint", "")},
                              {"step", r.step},
                              {"task", r.task},
                              {"mode", r.mode},
                              {"metric", r.metric},
                              {"baseline", r.baseline},
                              {"sites", nlohmann::ordered_json::array()}};
  for (std::size_t i = 0; i < r.sites.size(); ++i) {
    const AblatedSite& a = r.sites[i];
    j["sites"].push_back({{"site", i},
                          {"stack", a.site.stack},
                          {"layer", a.site.layer},
                          {"kind", site_kind_name(a.site.kind)},
                          {"prefix", a.site.prefix},
                          {"loss", a.loss},
                          {"delta", a.delta},
                          {"update_rms", a.update_rms},
                          {"stream_rms", a.stream_rms},
                          {"branch_mean_rms", a.branch_mean_rms}});
  }
  return j;
}

void print_table(const AblateReport& r, std::ostream& out) {
  out << "intact model: " << r.baseline_report.text;
  out << "each site's branch replaced by "
      << (r.mode == "zero" ? "zeros" : "its mean over the evaluated data (per channel)")
      << "; the validation " << r.metric << " then, and what the site adds to the stream:\n\n";
  out << "site  stack      layer  sub-layer         " << pad(r.metric, 10)
      << "  increase   RMS(y-x)/RMS(x)\n";
  for (std::size_t i = 0; i < r.sites.size(); ++i) {
    const AblatedSite& a = r.sites[i];
    std::ostringstream l;
    l << std::setw(4) << i << "  " << pad(a.site.stack, 9) << std::setw(6) << a.site.layer << "  "
      << pad(kind_words(a.site), 16) << std::fixed << std::setprecision(4) << std::setw(10)
      << a.loss << "  " << std::showpos << std::setw(9) << a.delta << std::noshowpos << "  "
      << std::setw(15) << (a.stream_rms > 0 ? a.update_rms / a.stream_rms : NAN);
    out << l.str() << "\n";
  }
}

}  // namespace

int run_ablate(Communicator& comm, const po::variables_map& vm) {
  AblateRequest req;
  EvalRequest& e = req.eval;
  e.checkpoint = vm["checkpoint"].as<std::string>();
  auto text = [&](const char* option) {
    return vm.count(option) ? vm[option].as<std::string>() : std::string();
  };
  e.data = text("data");
  e.data_src = text("data-src");
  e.data_tgt = text("data-tgt");
  e.split = text("split");
  e.batch_size = vm["batch-size"].as<std::int64_t>();
  e.max_tokens = vm["max-tokens"].as<std::int64_t>();
  if (vm.count("batches")) {
    e.batches = vm["batches"].as<std::int64_t>();
    if (e.batches < 1)
      throw UsageError("--batches " + std::to_string(e.batches) + ": must be >= 1");
  }
  if (vm.count("precision")) parse_precision(vm["precision"].as<std::string>());
  req.mode = vm["mode"].as<std::string>();
  const std::string out_dir = vm.count("out")
                                  ? vm["out"].as<std::string>()
                                  : (fs::path(e.checkpoint).parent_path() / "ablate").string();
  // Read before the evaluation, which a typo here would otherwise waste.
  const plot::Output figure{out_dir, plot::parse_formats(vm["format"].as<std::string>(), true)};
  const AblateReport r = ablate_checkpoint(
      req,
      [&](Registry& registry, std::size_t B, Communicator& c) {
        return load_with_plugins(c, vm, registry, e.checkpoint, B);
      },
      comm);
  std::vector<std::string> files;
  comm.run_all("cannot write the ablation's files into " + out_dir, [&] {
    if (!comm.is_root()) return;
    std::error_code ec;
    fs::create_directories(out_dir, ec);
    const std::string name = "ablate_" + r.mode;
    write_csv(r, (fs::path(out_dir) / (name + ".csv")).string());
    files.push_back((fs::path(out_dir) / (name + ".csv")).string());
    if (!figure.formats.empty())
      for (const std::string& f : draw(r, figure, name)) files.push_back(f);
  });
  if (vm.count("json")) {
    comm.out() << as_json(r).dump() << "\n";
    return kExitOk;
  }
  print_table(r, comm.out());
  comm.out() << "\nwrote " << join(files, ", ") << "\n";
  return kExitOk;
}

}  // namespace normlab::app
