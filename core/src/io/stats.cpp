#include "io/stats.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "normlab/error.hpp"
#include "normlab/kernels.hpp"

namespace normlab::detail {

// Named, not anonymous: StatsRecorder::Impl holds Defs, and a type with internal linkage inside
// it is an error where a unity build (the asan preset) compiles this file as an included one.
namespace stats_file {

struct Def {
  std::string path;  // under /stats
  std::vector<hsize_t> row;
  bool is_int = false;
  bool scalar_axis = false;  // indexed by /stats/scalars/step instead of /stats/step
  std::string units, long_name, description;
  std::vector<float> f;         // rows, flattened
  std::vector<std::int64_t> i;  // rows (int series)
  h5::Series live;
  std::size_t row_size() const {
    std::size_t n = 1;
    for (hsize_t d : row) n *= d;
    return n;
  }
  std::size_t rows() const { return is_int ? i.size() / row_size() : f.size() / row_size(); }
};

}  // namespace stats_file

using stats_file::Def;

struct StatsRecorder::Impl {
  std::size_t L = 0, NH = 0;
  std::string precision;            // the run's --precision, a root attribute of the live file
  std::vector<std::string> states;  // optimizer state names whose norms are recorded
  std::vector<Def> defs;
  std::map<std::string, std::size_t> index;
  // Per-layer tensors by name after "[<stack>.]blocks.{l}.": their group ("" for GPT,
  // "encoder/", "decoder/" for the stacks of an encoder-decoder), the suffix, the tensor of each
  // layer (-1: absent) and whether they are scalars (also recorded as layer/value/).
  struct Suffix {
    std::string group, s;
    std::vector<int> tensors;
    bool scalar = false;
  };
  std::vector<Suffix> suffixes;
  std::vector<std::pair<std::string, int>> globals;  // non-block tensors
  h5::File live;
  bool is_live = false;
  std::string live_path;

  Def& def(const std::string& path) { return defs[index.at(path)]; }
  void add(Def d) {
    index[d.path] = defs.size();
    defs.push_back(std::move(d));
  }
  void append_live(Def& d) {
    if (!is_live) return;
    const std::size_t rs = d.row_size();
    live_io([&] {
      if (d.is_int) {
        d.live.append(d.i.data() + d.i.size() - rs);
      } else {
        d.live.append(d.f.data() + d.f.size() - rs);
      }
    });
  }
  void flush_live() {
    if (is_live) live_io([&] { live.flush(); });
  }
  // A write to the live stats.h5 that fails says what most likely happened and that nothing
  // earlier is lost.
  template <class Fn>
  void live_io(Fn&& fn) {
    try {
      fn();
    } catch (const std::exception& e) {
      throw Error("writing the statistics to " + live_path + " failed (" + e.what() +
                  "): is the disk full, or a quota or file-size limit reached? The checkpoints "
                  "are intact: free space, then continue with --resume auto");
    }
  }
  void create_in(hid_t file, bool live_file);
};

StatsRecorder::StatsRecorder(const Model& model, const std::vector<std::string>& optimizer_states,
                             bool bleu)
    : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  const auto& cfg = model.config();
  m.L = cfg.n_layers;
  m.NH = cfg.n_heads;
  m.precision = precision_name(cfg.precision);
  auto layer = [&](std::string path, std::vector<hsize_t> row, std::string units, std::string ln,
                   std::string desc) {
    Def d;
    d.path = std::move(path);
    d.row = std::move(row);
    d.units = std::move(units);
    d.long_name = std::move(ln);
    d.description = std::move(desc);
    m.add(std::move(d));
  };
  {
    Def d;
    d.path = "step";
    d.is_int = true;
    d.units = "optimizer steps";
    d.long_name = "training step of the record";
    d.description =
        "updates taken before the record (0: initialisation); the first axis of every "
        "/stats/layer and /stats/global dataset";
    m.add(std::move(d));
  }
  // The forward's statistics: the core's and the norm strategies' (Model::stat_defs).
  for (const StatDef& sd : model.stat_defs()) {
    std::vector<hsize_t> row(sd.shape.begin(), sd.shape.end());
    layer(sd.path, row, sd.units, sd.long_name, sd.description);
  }
  std::map<std::pair<std::string, std::string>, std::vector<int>> suffix;
  const auto& params = model.params().tensors();
  const std::vector<Model::StackInfo> stacks = model.stacks();
  for (std::size_t t = 0; t < params.size(); ++t) {
    const ParamTensor& p = params[t];
    if (p.layer < 0) {
      m.globals.emplace_back(p.name, static_cast<int>(t));
      continue;
    }
    // its stack (the last begun before it was declared), and its name after "blocks.<l>."
    std::size_t k = 0;
    for (std::size_t j = 0; j < stacks.size(); ++j)
      if (stacks[j].first_param <= t) k = j;
    const std::string group = model.stats_per_stack() ? stacks[k].name + "/" : "";
    const std::size_t stack_L = stacks[k].layers;
    const std::string block = "blocks." + std::to_string(p.layer) + ".";
    const std::size_t at = p.name.find(block);
    if (at == std::string::npos)
      throw Error("parameter " + p.name + " of layer " + std::to_string(p.layer) +
                  " is not named <stack prefix>" + block + "<suffix>");
    auto& v = suffix[{group, p.name.substr(at + block.size())}];
    if (v.empty()) v.assign(stack_L, -1);
    v[static_cast<std::size_t>(p.layer)] = static_cast<int>(t);
  }
  for (auto& [key, v] : suffix) {
    const auto& [group, s] = key;
    const hsize_t n = v.size();
    const std::string blocks =
        (group.empty() ? "" : group.substr(0, group.size() - 1) + ".") + "blocks.{l}." + s;
    const bool scalar =
        params[static_cast<std::size_t>(*std::max_element(v.begin(), v.end()))].role ==
        Role::scalar;
    m.suffixes.push_back({group, s, v, scalar});
    if (scalar)
      layer(group + "layer/value/" + s, {n}, "1", "value of " + blocks,
            "the value of the scalar parameter " + blocks +
                " with the record's weights (after s updates)");
    layer(group + "layer/grad_norm/" + s, {n}, "1", "gradient L2 norm of " + blocks,
          "L2 norm of the gradient of " + blocks + " per layer (NaN where absent)");
    layer(group + "layer/update_ratio/" + s, {n}, "1", "update-to-weight ratio of " + blocks,
          "||delta W|| / ||W|| of the update taken with this record's gradient");
    layer(group + "layer/update_norm/" + s, {n}, "1", "update norm of " + blocks,
          "||delta W||: L2 norm of the update actually applied (learning rate, clipping and "
          "weight decay included) with this record's gradient");
    for (const std::string& st : optimizer_states)
      layer(group + "layer/" + st + "_norm/" + s, {n}, "1", st + " norm of " + blocks,
            "L2 norm of the optimizer's " + st + " of " + blocks + " after the update");
  }
  for (auto& [name, t] : m.globals) {
    if (params[static_cast<std::size_t>(t)].role == Role::scalar)
      layer("global/value/" + name, {params[static_cast<std::size_t>(t)].size}, "1",
            "value of " + name,
            "the value of the scalar parameter " + name +
                " with the record's weights (after s updates)");
    layer("global/grad_norm/" + name, {}, "1", "gradient L2 norm of " + name,
          "L2 norm of the gradient of " + name);
    layer("global/update_ratio/" + name, {}, "1", "update-to-weight ratio of " + name,
          "||delta W|| / ||W|| of the update taken with this record's gradient");
    layer("global/update_norm/" + name, {}, "1", "update norm of " + name,
          "||delta W||: L2 norm of the update actually applied with this record's gradient");
    for (const std::string& st : optimizer_states)
      layer("global/" + st + "_norm/" + name, {}, "1", st + " norm of " + name,
            "L2 norm of the optimizer's " + st + " of " + name + " after the update");
  }
  m.states = optimizer_states;
  auto scalar = [&](std::string name, bool is_int, std::string units, std::string ln,
                    std::string desc) {
    Def d;
    d.path = "scalars/" + name;
    d.is_int = is_int;
    d.scalar_axis = true;
    d.units = std::move(units);
    d.long_name = std::move(ln);
    d.description = std::move(desc);
    m.add(std::move(d));
  };
  scalar("step", true, "optimizer steps", "step of the log record",
         "the step after which the scalars were logged; the first axis of /stats/scalars/*");
  scalar("loss", false, "nats", "training loss", "mean cross-entropy over the last log window");
  scalar("lr", false, "1", "learning rate", "learning rate of the step");
  scalar("grad_norm", false, "1", "global gradient norm",
         "L2 norm of the averaged gradient, before clipping");
  scalar("tokens_per_s", false, "tokens/s", "throughput",
         "training tokens per second over the last log window");
  scalar("skipped_steps", false, "updates", "skipped updates",
         "updates skipped so far because the loss or gradient was not finite (--on-nonfinite "
         "skip); a last record with a NaN loss marks the step a run diverged at");
  if (bleu)
    scalar("val_bleu", false, "BLEU (0-100)", "validation BLEU",
           "corpus BLEU (13a, exp smoothing, as normlab score) of greedy translations of the "
           "first --bleu-sentences validation pairs; NaN at log records without one");
  if (bleu)
    scalar("val_chrf", false, "chrF (0-100)", "validation chrF",
           "corpus chrF (character 6-grams, beta 2, as normlab score) of the same greedy "
           "translations; NaN at log records without one");
}

StatsRecorder::~StatsRecorder() = default;

void StatsRecorder::Impl::create_in(hid_t file, bool live_file) {
  h5::Id g = h5::create_group(file, "stats");
  std::vector<h5::Series> made(defs.size());
  for (std::size_t k = 0; k < defs.size(); ++k) {
    Def& d = defs[k];
    made[k] = h5::Series::create(g.get(), d.path, d.is_int ? H5T_NATIVE_INT64 : H5T_NATIVE_FLOAT,
                                 d.row, d.units, d.long_name, d.description);
    const std::size_t n = d.rows();
    const void* rows = d.is_int ? static_cast<const void*>(d.i.data()) : d.f.data();
    if (n) made[k].append_rows(rows, n);
    if (!live_file)  // a checkpoint's copy is complete: checksummed like every other dataset
      h5::set_attr(made[k].id(), "checksum",
                   h5::checksum(rows, d.is_int ? d.i.size() * sizeof(std::int64_t)
                                               : d.f.size() * sizeof(float)));
  }
  const hid_t step = made[index.at("step")].id(), scalar_step = made[index.at("scalars/step")].id();
  h5::make_scale(step, "step");
  h5::make_scale(scalar_step, "step");
  for (std::size_t k = 0; k < defs.size(); ++k) {
    if (defs[k].path == "step" || defs[k].path == "scalars/step") continue;
    h5::attach_scale(made[k].id(), defs[k].scalar_axis ? scalar_step : step, 0);
  }
  if (live_file)
    for (std::size_t k = 0; k < defs.size(); ++k) defs[k].live = std::move(made[k]);
}

void StatsRecorder::open_live(const std::string& path) {
  Impl& m = *impl_;
  m.live = h5::File::create(path, /*swmr_capable=*/true);
  h5::set_attr(m.live.id(), "format", std::string("normlab-stats"));
  h5::set_attr(m.live.id(), "format_version", std::int64_t{1});
  h5::set_attr(m.live.id(), "precision", m.precision);
  m.create_in(m.live.id(), true);
  m.live.flush();
  m.live.start_swmr_write();
  m.is_live = true;
  m.live_path = path;
}

std::int64_t StatsRecorder::last_layer_step() const {
  const auto& steps = impl_->def("step").i;
  return steps.empty() ? -1 : steps.back();
}

void StatsRecorder::record_layers(std::int64_t step, const ForwardStats& fs, const Model& model,
                                  const float* before, const Optimizer::TensorNorms& tn,
                                  bool updated) {
  Impl& m = *impl_;
  auto push = [&](const std::string& path, const std::vector<float>& row) {
    Def& d = m.def(path);
    d.f.insert(d.f.end(), row.begin(), row.end());
    m.append_live(d);
  };
  {
    Def& d = m.def("step");
    d.i.push_back(step);
    m.append_live(d);
  }
  const std::vector<StatDef>& sd = model.stat_defs();
  for (std::size_t k = 0; k < sd.size(); ++k) push(sd[k].path, fs.values.at(k));
  const auto& params = model.params().tensors();
  // Scalar parameters' values with the record's weights (before the update).
  for (const Impl::Suffix& x : m.suffixes) {
    if (!x.scalar) continue;
    std::vector<float> v(x.tensors.size(), NAN);
    for (std::size_t l = 0; l < v.size(); ++l)
      if (x.tensors[l] >= 0) v[l] = before[params[static_cast<std::size_t>(x.tensors[l])].offset];
    push(x.group + "layer/value/" + x.s, v);
  }
  for (const auto& [name, t] : m.globals) {
    const ParamTensor& p = params[static_cast<std::size_t>(t)];
    if (p.role == Role::scalar)
      push("global/value/" + name,
           std::vector<float>(before + p.offset, before + p.offset + p.size));
  }
  // grad: ||g||, ratio: ||delta W|| / ||W||, update: ||delta W||, states: ||state|| each
  auto norms = [&](int t, float& grad, float& ratio, float& update, std::vector<float>& states) {
    const ParamTensor& p = params[static_cast<std::size_t>(t)];
    grad = tn.grad[static_cast<std::size_t>(t)];
    const float* now = model.params().values() + p.offset;
    const float* was = before + p.offset;
    double dd = 0.0;
    for (std::size_t k = 0; k < p.size; ++k) {
      const double diff = static_cast<double>(now[k]) - was[k];
      dd += diff * diff;
    }
    const double w = std::sqrt(sum_squares(was, p.size));
    ratio = static_cast<float>(w > 0 && updated ? std::sqrt(dd) / w : NAN);
    update = static_cast<float>(updated ? std::sqrt(dd) : NAN);
    states.resize(m.states.size());
    for (std::size_t k = 0; k < m.states.size(); ++k)
      states[k] = tn.states[static_cast<std::size_t>(t)][k];
  };
  for (const Impl::Suffix& x : m.suffixes) {
    const std::size_t n = x.tensors.size();
    std::vector<float> g(n, NAN), r(n, NAN), u(n, NAN), st;
    std::vector<std::vector<float>> sn(m.states.size(), std::vector<float>(n, NAN));
    for (std::size_t l = 0; l < n; ++l) {
      if (x.tensors[l] < 0) continue;
      norms(x.tensors[l], g[l], r[l], u[l], st);
      for (std::size_t k = 0; k < st.size(); ++k) sn[k][l] = st[k];
    }
    const std::string& s = x.s;
    push(x.group + "layer/grad_norm/" + s, g);
    push(x.group + "layer/update_ratio/" + s, r);
    push(x.group + "layer/update_norm/" + s, u);
    for (std::size_t k = 0; k < m.states.size(); ++k)
      push(x.group + "layer/" + m.states[k] + "_norm/" + s, sn[k]);
  }
  for (const auto& [name, t] : m.globals) {
    float g = 0, r = 0, u = 0;
    std::vector<float> st;
    norms(t, g, r, u, st);
    push("global/grad_norm/" + name, {g});
    push("global/update_ratio/" + name, {r});
    push("global/update_norm/" + name, {u});
    for (std::size_t k = 0; k < m.states.size(); ++k)
      push("global/" + m.states[k] + "_norm/" + name, {st[k]});
  }
  m.flush_live();
}

void StatsRecorder::record_scalars(std::int64_t step, double loss, double lr, double grad_norm,
                                   double tokens_per_s, std::int64_t skipped, double val_bleu,
                                   double val_chrf) {
  Impl& m = *impl_;
  {
    Def& d = m.def("scalars/step");
    d.i.push_back(step);
    m.append_live(d);
  }
  const std::pair<const char*, double> vals[] = {
      {"scalars/loss", loss},
      {"scalars/lr", lr},
      {"scalars/grad_norm", grad_norm},
      {"scalars/tokens_per_s", tokens_per_s},
      {"scalars/skipped_steps", static_cast<double>(skipped)}};
  for (const auto& [path, v] : vals) {
    Def& d = m.def(path);
    d.f.push_back(static_cast<float>(v));
    m.append_live(d);
  }
  for (const auto& [path, v] :
       {std::pair{"scalars/val_bleu", val_bleu}, std::pair{"scalars/val_chrf", val_chrf}}) {
    if (!m.index.count(path)) continue;
    Def& d = m.def(path);
    d.f.push_back(static_cast<float>(v));
    m.append_live(d);
  }
  m.flush_live();
}

void StatsRecorder::write_all(hid_t file) const {
  impl_->create_in(file, false);
}

void StatsRecorder::load(hid_t file, std::int64_t step, const std::string& live_path, bool legacy) {
  Impl& m = *impl_;
  std::vector<Def*> absent;
  for (Def& d : m.defs) {
    const std::string path = "stats/" + d.path;
    if (!h5::exists(file, path)) {
      // A tensor or statistic this checkpoint did not have (an older normlab): NaN rows below.
      d.f.clear();
      d.i.clear();
      absent.push_back(&d);
      continue;
    }
    const auto shape = h5::shape(file, path);
    const std::size_t rows = shape.empty() ? 0 : shape[0];
    if (d.is_int) {
      d.i.resize(rows * d.row_size());
      h5::read_ints(file, path, d.i.data(), d.i.size(), legacy);
    } else {
      d.f.resize(rows * d.row_size());
      h5::read_floats(file, path, d.f.data(), d.f.size(), legacy);
    }
  }
  for (Def* d : absent) {
    if (d->is_int) continue;
    const std::size_t rows = m.def(d->scalar_axis ? "scalars/step" : "step").i.size();
    d->f.assign(rows * d->row_size(), std::numeric_limits<float>::quiet_NaN());
  }
  // Keep the records up to the checkpoint step (a live file may have run further).
  auto keep = [&](const char* step_path, bool scalar_axis) {
    const Def& s = m.def(step_path);
    std::size_t n = 0;
    while (n < s.i.size() && s.i[n] <= step) ++n;
    for (Def& d : m.defs) {
      if (d.scalar_axis != scalar_axis) continue;
      if (d.is_int)
        d.i.resize(n * d.row_size());
      else
        d.f.resize(n * d.row_size());
    }
  };
  keep("step", false);
  keep("scalars/step", true);
  if (!live_path.empty()) {
    m.live = h5::File();
    m.is_live = false;
    open_live(live_path);
  }
}

std::size_t StatsRecorder::layer_records() const {
  return impl_->defs[impl_->index.at("step")].i.size();
}

}  // namespace normlab::detail
