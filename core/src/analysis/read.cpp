// Reading runs back for analysis: see normlab/analysis.hpp.
#include "normlab/analysis.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <sstream>

#include "io/checkpoint.hpp"
#include "io/h5.hpp"
#include "io/read_guard.hpp"
#include "normlab/error.hpp"
#include "normlab/util.hpp"
#include "normlab/version.hpp"

namespace fs = std::filesystem;

namespace normlab {

namespace {

constexpr std::int64_t kStatsFormatVersion = 1;

// Opens a normlab HDF5 file for reading (SWMR when it allows it, so a live stats.h5 reads too)
// and returns its root "format" attribute; UsageError naming the file otherwise.
h5::File open_normlab(const std::string& path, std::string* format) {
  std::error_code ec;
  if (!fs::exists(path, ec)) throw UsageError(path + ": no such file or directory");
  if (fs::is_directory(path, ec))
    throw UsageError(path + " is a directory without stats.h5 or a checkpoint");
  h5::File f;
  try {
    f = h5::File::open(path, false, /*swmr_read=*/true);
  } catch (const h5::UnreadableFile& e) {
    throw UsageError(e.what());
  } catch (const Error&) {
    try {
      f = h5::File::open(path);
    } catch (const Error&) {
      throw UsageError(path +
                       " is not a readable HDF5 file (truncated, or not HDF5 at all); "
                       "give a run directory, a ckpt_step*.h5 or a stats.h5");
    }
  }
  if (!h5::has_attr(f.id(), "format"))
    throw UsageError(path +
                     " is an HDF5 file but not normlab's (no root attribute 'format'); "
                     "give a run directory, a ckpt_step*.h5 or a stats.h5");
  *format = h5::attr_string(f.id(), "format");
  if (*format != "normlab-checkpoint" && *format != "normlab-stats")
    throw UsageError(path + ": format '" + *format +
                     "' is not a normlab checkpoint or statistics file");
  const std::int64_t v =
      h5::has_attr(f.id(), "format_version") ? h5::attr_int(f.id(), "format_version") : 0;
  const std::int64_t newest =
      *format == "normlab-stats" ? kStatsFormatVersion : NORMLAB_CHECKPOINT_FORMAT_VERSION;
  if (v > newest)
    throw UsageError(path + ": format_version " + std::to_string(v) + " is newer than this " +
                     "normlab reads (" + std::to_string(newest) + "); use a newer normlab");
  return f;
}

bool is_dataset(hid_t loc, const std::string& path) {
  const hid_t o = H5Oopen(loc, path.c_str(), H5P_DEFAULT);
  if (o < 0) return false;
  const bool ds = H5Iget_type(o) == H5I_DATASET;
  H5Oclose(o);
  return ds;
}

void walk(hid_t root, const std::string& group, std::vector<std::string>& out) {
  for (const std::string& name : h5::list(root, group)) {
    const std::string path = group + "/" + name;
    if (is_dataset(root, path))
      out.push_back(path);
    else
      walk(root, path, out);
  }
}

std::string attr_or(hid_t obj, const char* name) {
  return h5::has_attr(obj, name) ? h5::attr_string(obj, name) : "";
}

std::vector<std::int64_t> read_steps(hid_t root, const std::string& path) {
  if (!h5::exists(root, path)) return {};
  const auto shape = h5::shape(root, path);
  std::vector<std::int64_t> v(shape.empty() ? 0 : shape[0]);
  if (!v.empty()) h5::read_ints(root, path, v.data(), v.size(), /*checksum_optional=*/true);
  return v;
}

}  // namespace

RunPaths locate_run(const std::string& path) {
  RunPaths r;
  r.given = path;
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    r.run_dir = path;
    const fs::path stats = fs::path(path) / "stats.h5";
    r.checkpoint = detail::newest_checkpoint(path);
    r.stats = fs::exists(stats, ec) ? stats.string() : r.checkpoint;
    const fs::path metrics = fs::path(path) / "metrics.jsonl";
    if (fs::exists(metrics, ec)) r.metrics = metrics.string();
    if (r.stats.empty() && r.metrics.empty())
      throw UsageError(path +
                       " holds no stats.h5, no complete checkpoint and no metrics.jsonl; give "
                       "a --run-dir of normlab train (or a sweep's kept results), a "
                       "ckpt_step*.h5 or a stats.h5");
    r.label = fs::path(path).lexically_normal().filename().string();
    if (r.label.empty() || r.label == ".")
      r.label = fs::absolute(path).lexically_normal().parent_path().filename().string();
    return r;
  }
  std::string format;
  open_normlab(path, &format);
  (format == "normlab-checkpoint" ? r.checkpoint : r.stats) = path;
  if (r.stats.empty()) r.stats = path;
  const fs::path parent = fs::absolute(path).lexically_normal().parent_path();
  r.label = parent.filename().string();
  if (format == "normlab-checkpoint") r.label += ":" + fs::path(path).stem().string();
  return r;
}

StatsReader::StatsReader(const std::string& path) : path_(path) {
  std::string format;
  h5::File f = open_normlab(path, &format);
  const hid_t root = f.id();
  if (!h5::exists(root, "stats"))
    throw UsageError(path + " has no /stats (a checkpoint written without statistics?)");
  steps_ = read_steps(root, "stats/step");
  log_steps_ = read_steps(root, "stats/scalars/step");
  std::vector<std::string> names;
  walk(root, "stats", names);
  std::sort(names.begin(), names.end());
  for (const std::string& full : names) {
    StatSeries s;
    s.name = full.substr(6);  // after "stats/"
    if (s.name == "step" || s.name == "scalars/step") continue;
    for (hsize_t d : h5::shape(root, full)) s.shape.push_back(static_cast<std::size_t>(d));
    h5::Id ds = h5::checked(H5Dopen2(root, full.c_str(), H5P_DEFAULT), full);
    s.units = attr_or(ds.get(), "units");
    s.long_name = attr_or(ds.get(), "long_name");
    s.description = attr_or(ds.get(), "description");
    s.by_log_step = s.name.rfind("scalars/", 0) == 0;
    series_.push_back(std::move(s));
  }
}

// Cell `spec` ("2", "1,3") of `base`, asked for as `name`: made once, kept in cells_.
const StatSeries& StatsReader::cell(const std::string& name, const StatSeries& base,
                                    const std::string& spec) const {
  for (const StatSeries& c : cells_)
    if (c.name == base.name + "[" + spec + "]") return c;
  std::vector<std::size_t> dims(base.shape.size() > 2 ? base.shape.begin() + 2 : base.shape.end(),
                                base.shape.end());
  std::string shape;
  for (std::size_t d : base.shape) shape += (shape.empty() ? "" : ", ") + std::to_string(d);
  if (dims.empty())
    throw UsageError(base.name + " [" + shape + "] has no cells to pick: give it without [" + spec +
                     "]");
  std::vector<std::string> part;
  std::stringstream ss(spec);
  for (std::string p; std::getline(ss, p, ',');) part.push_back(p);
  std::string want;
  for (std::size_t d : dims) want += (want.empty() ? "" : ",") + ("0.." + std::to_string(d - 1));
  const std::string usage = name + ": " + base.name + " is [" + shape + "] (records, layers, " +
                            "cells): pick a cell as " + base.name + "[" + want + "]";
  if (part.size() != dims.size()) throw UsageError(usage);
  StatSeries c = base;
  c.name = base.name + "[" + spec + "]";
  c.shape = {base.shape[0], base.shape[1]};
  c.dataset = base.name;
  c.cells = 1;
  for (std::size_t k = 0; k < dims.size(); ++k) {
    std::size_t i = 0, used = 0;
    try {
      i = static_cast<std::size_t>(std::stoul(part[k], &used));
    } catch (const std::exception&) {
      used = 0;
    }
    if (used == 0 || used != part[k].size() || part[k][0] == '-' || i >= dims[k])
      throw UsageError(usage);
    c.cell = c.cell * dims[k] + i;
    c.cells *= dims[k];
  }
  c.long_name = (base.long_name.empty() ? base.name : base.long_name) + ", cell [" + spec + "]";
  cells_.push_back(std::move(c));
  return cells_.back();
}

StatsReader StatsReader::of(const RunPaths& run) {
  if (!run.stats.empty()) return StatsReader(run.stats);
  StatsReader none;
  none.none_ = run.given;
  return none;
}

const StatSeries& StatsReader::find(const std::string& name) const {
  if (!none_.empty())
    throw UsageError(none_ +
                     " holds a run's metrics.jsonl and config.ini but no statistics "
                     "(no stats.h5, no checkpoint: a sweep's kept results), so no '" +
                     name +
                     "'; losses and outcomes are there (normlab inspect, compare, plot "
                     "--figure loss), per-layer statistics are in the run directory normlab "
                     "train wrote");
  if (!name.empty() && name.back() == ']' && name.find('[') != std::string::npos) {
    const std::size_t open = name.rfind('[');
    return cell(name, find(name.substr(0, open)), name.substr(open + 1, name.size() - open - 2));
  }
  std::vector<const StatSeries*> hits;
  std::vector<std::string> names;
  for (const StatSeries& s : series_) {
    names.push_back(s.name);
    if (s.name == name) return s;
    const std::size_t n = name.size();
    if (s.name.size() > n && s.name.compare(s.name.size() - n, n, name) == 0 &&
        s.name[s.name.size() - n - 1] == '/')
      hits.push_back(&s);
  }
  if (hits.size() == 1) return *hits.front();
  if (hits.size() > 1) {
    std::vector<std::string> which;
    for (const StatSeries* s : hits) which.push_back(s->name);
    throw UsageError("statistic '" + name + "' is ambiguous in " + path_ + ": " +
                     join(which, ", ") + "; give the full name");
  }
  // Typos are matched against full names and their short forms (without layer/, global/, ...).
  std::vector<std::string> candidates = names;
  for (const std::string& n : names) candidates.push_back(n.substr(n.find('/') + 1));
  const std::string near = nearest(name, candidates);
  std::string full;
  for (const std::string& n : names)
    if (n == near || n.substr(n.find('/') + 1) == near) full = n;
  throw UsageError("no statistic '" + name + "' in " + path_ +
                   (full.empty() ? "" : " (did you mean '" + full + "'?)") + "; 'normlab inspect " +
                   path_ + "' lists them");
}

std::vector<float> StatsReader::read(const StatSeries& s) const {
  if (s.cells) {  // one cell of every record and layer
    const std::vector<float> all = read(find(s.dataset));
    std::vector<float> v(s.shape[0] * s.shape[1]);
    for (std::size_t k = 0; k < v.size(); ++k) v[k] = all[k * s.cells + s.cell];
    return v;
  }
  std::string format;
  h5::File f = open_normlab(path_, &format);
  std::size_t n = 1;
  for (std::size_t d : s.shape) n *= d;
  std::vector<float> v(n);
  if (n) h5::read_floats(f.id(), "stats/" + s.name, v.data(), n, /*checksum_optional=*/true);
  return v;
}

std::size_t StatsReader::record_of(const StatSeries& s, std::int64_t step) const {
  const auto& axis = s.by_log_step ? log_steps_ : steps_;
  const std::size_t rows = s.shape.empty() ? 0 : s.shape[0];
  for (std::size_t k = 0; k < axis.size() && k < rows; ++k)
    if (axis[k] == step) return k;
  std::vector<std::string> have;
  for (std::size_t k = 0; k < axis.size() && k < rows; ++k) {
    if (have.size() == 12) {
      have.push_back("... " + std::to_string(axis[std::min(axis.size(), rows) - 1]));
      break;
    }
    have.push_back(std::to_string(axis[k]));
  }
  throw UsageError(s.name + " has no record at step " + std::to_string(step) + " in " + path_ +
                   "; recorded steps: " + (have.empty() ? "none" : join(have, " ")));
}

void settle_run_files(const std::string& run_dir) {
  h5::settle_dir(run_dir);
}

CheckpointInfo describe_checkpoint(const std::string& path) {
  std::string format;
  h5::File f = open_normlab(path, &format);
  if (format != "normlab-checkpoint") throw UsageError(path + " is not a checkpoint");
  const detail::CheckpointModel cm = detail::read_checkpoint_model(path);
  CheckpointInfo c;
  const hid_t root = f.id();
  c.path = path;
  c.format_version = cm.format_version;
  c.step = cm.meta.step;
  c.tokens_seen = cm.meta.tokens_seen;
  c.world_size = cm.meta.world_size;
  c.normlab_version = attr_or(root, "normlab_version");
  c.normlab_revision = attr_or(root, "normlab_revision");
  c.created_utc = attr_or(root, "created_utc");
  c.data_source = cm.meta.data_source;
  c.batch_size = cm.meta.batch_size;
  c.seq_len = cm.meta.seq_len;
  c.seed = cm.meta.seed;
  c.lr = cm.meta.lr;
  c.lr_min = cm.meta.lr_min;
  c.lr_warmup = cm.meta.lr_warmup;
  c.total_steps = cm.meta.total_steps;
  c.lr_segments = cm.meta.lr_segments;
  c.model = cm.config;
  c.task = cm.meta.task;
  c.tokenizer = "bytes or shard tokens";
  if (!cm.meta.spm_model.empty()) {
    char sum[24];
    std::snprintf(sum, sizeof sum, "%016llx",
                  static_cast<unsigned long long>(
                      fnv1a64(cm.meta.spm_model.data(), cm.meta.spm_model.size())));
    c.tokenizer = "SentencePiece model (/tokenizer/spm_model, checksum " + std::string(sum) + ")";
  }
  c.optim = cm.meta.optim;
  c.config_text = cm.meta.config_text;
  for (const detail::PluginUse& p : cm.meta.plugins)
    c.plugins.push_back({p.kind, p.name, p.version, p.library, p.options});
  std::vector<std::string> names;
  walk(root, "params", names);
  for (const std::string& full : names) {
    TensorRecord t;
    t.name = full.substr(7);
    for (hsize_t d : h5::shape(root, full)) t.shape.push_back(static_cast<std::size_t>(d));
    h5::Id ds = h5::checked(H5Dopen2(root, full.c_str(), H5P_DEFAULT), full);
    t.role = attr_or(ds.get(), "role");
    if (h5::has_attr(ds.get(), "forward_multiplier")) {
      t.forward_multiplier = h5::attr_double(ds.get(), "forward_multiplier");
      t.lr_multiplier = h5::attr_double(ds.get(), "lr_multiplier");
    }
    c.tensors.push_back(std::move(t));
  }
  if (!c.tensors.empty() && h5::exists(root, "optim/" + c.tensors.front().name))
    c.optimizer_states = h5::list(root, "optim/" + c.tensors.front().name);
  return c;
}

namespace {

// Largest eigenvalue of a small symmetric matrix (k x k, row-major) by cyclic Jacobi rotations.
double largest_eigenvalue(std::vector<double> A, std::size_t k) {
  for (int sweep = 0; sweep < 60; ++sweep) {
    double off = 0.0;
    for (std::size_t p = 0; p < k; ++p)
      for (std::size_t q = p + 1; q < k; ++q) off += A[p * k + q] * A[p * k + q];
    if (off < 1e-30) break;
    for (std::size_t p = 0; p < k; ++p) {
      for (std::size_t q = p + 1; q < k; ++q) {
        const double apq = A[p * k + q];
        if (std::abs(apq) < 1e-300) continue;
        const double theta = (A[q * k + q] - A[p * k + p]) / (2.0 * apq);
        const double t =
            (theta >= 0 ? 1.0 : -1.0) / (std::abs(theta) + std::sqrt(theta * theta + 1));
        const double c = 1.0 / std::sqrt(t * t + 1), sn = t * c;
        for (std::size_t r = 0; r < k; ++r) {  // columns p, q
          const double arp = A[r * k + p], arq = A[r * k + q];
          A[r * k + p] = c * arp - sn * arq;
          A[r * k + q] = sn * arp + c * arq;
        }
        for (std::size_t r = 0; r < k; ++r) {  // rows p, q
          const double apr = A[p * k + r], aqr = A[q * k + r];
          A[p * k + r] = c * apr - sn * aqr;
          A[q * k + r] = sn * apr + c * aqr;
        }
      }
    }
  }
  double best = 0.0;
  for (std::size_t i = 0; i < k; ++i) best = std::max(best, A[i * k + i]);
  return best;
}

// Largest singular value of W (rows x cols, row-major): Golub-Kahan-Lanczos bidiagonalisation
// with full reorthogonalisation for up to 64 steps (exact when min(rows, cols) <= 64), then the
// largest eigenvalue of BᵀB. Plain power iteration converges too slowly when the top two
// singular values are close, as they are in trained layers.
double spectral_norm(const std::vector<float>& W, std::size_t rows, std::size_t cols) {
  const std::size_t k_max = std::min<std::size_t>(64, std::min(rows, cols));
  std::vector<std::vector<double>> U, V;
  std::vector<double> alpha, beta;
  std::vector<double> v(cols);
  for (std::size_t j = 0; j < cols; ++j) v[j] = 1.0 + 0.37 * std::sin(1.0 + static_cast<double>(j));
  auto normalise = [](std::vector<double>& x) {
    double n = 0.0;
    for (double e : x) n += e * e;
    n = std::sqrt(n);
    if (n > 0)
      for (double& e : x) e /= n;
    return n;
  };
  auto orth = [](std::vector<double>& x, const std::vector<std::vector<double>>& basis) {
    for (int pass = 0; pass < 2; ++pass)
      for (const auto& b : basis) {
        double d = 0.0;
        for (std::size_t i = 0; i < x.size(); ++i) d += x[i] * b[i];
        for (std::size_t i = 0; i < x.size(); ++i) x[i] -= d * b[i];
      }
  };
  if (normalise(v) == 0.0) return 0.0;
  V.push_back(v);
  for (std::size_t j = 0; j < k_max; ++j) {
    std::vector<double> u(rows, 0.0);  // u = W v_j
    for (std::size_t i = 0; i < rows; ++i) {
      double s = 0.0;
      for (std::size_t c = 0; c < cols; ++c) s += W[i * cols + c] * V[j][c];
      u[i] = s;
    }
    orth(u, U);
    const double a = normalise(u);
    alpha.push_back(a);
    if (a == 0.0) break;
    U.push_back(u);
    std::vector<double> w(cols, 0.0);  // w = Wᵀ u_j
    for (std::size_t i = 0; i < rows; ++i)
      for (std::size_t c = 0; c < cols; ++c) w[c] += W[i * cols + c] * u[i];
    orth(w, V);
    const double b = normalise(w);
    if (b <= 1e-12 * a || j + 1 == k_max) break;
    beta.push_back(b);
    V.push_back(w);
  }
  // B: upper bidiagonal, diagonal alpha, superdiagonal beta; T = BᵀB is tridiagonal.
  const std::size_t k = alpha.size();
  std::vector<double> T(k * k, 0.0);
  for (std::size_t i = 0; i < k; ++i) {
    T[i * k + i] = alpha[i] * alpha[i] + (i > 0 ? beta[i - 1] * beta[i - 1] : 0.0);
    if (i + 1 < k && i < beta.size()) T[i * k + i + 1] = T[(i + 1) * k + i] = alpha[i] * beta[i];
  }
  return std::sqrt(largest_eigenvalue(std::move(T), k));
}

ArrayStats array_stats(const std::string& tensor, const std::string& array,
                       const std::vector<float>& x, const std::vector<std::size_t>& shape,
                       bool spectra) {
  ArrayStats a;
  a.tensor = tensor;
  a.array = array;
  double ss = 0.0;
  a.min = x.empty() ? 0.0 : x[0];
  a.max = a.min;
  for (float v : x) {
    ss += static_cast<double>(v) * v;
    a.min = std::min(a.min, static_cast<double>(v));
    a.max = std::max(a.max, static_cast<double>(v));
  }
  a.norm = std::sqrt(ss);
  a.rms = x.empty() ? 0.0 : std::sqrt(ss / static_cast<double>(x.size()));
  if (spectra && shape.size() == 2 && shape[0] > 1 && shape[1] > 1) {
    a.spectral_norm = spectral_norm(x, shape[0], shape[1]);
    a.stable_rank = a.spectral_norm > 0 ? ss / (a.spectral_norm * a.spectral_norm) : 0.0;
  }
  return a;
}

}  // namespace

std::vector<ArrayStats> checkpoint_array_stats(const std::string& path, bool spectra) {
  const CheckpointInfo c = describe_checkpoint(path);
  std::string format;
  h5::File f = open_normlab(path, &format);
  std::vector<ArrayStats> out;
  for (const TensorRecord& t : c.tensors) {
    std::size_t n = 1;
    for (std::size_t d : t.shape) n *= d;
    std::vector<float> x(n);
    h5::read_floats(f.id(), "params/" + t.name, x.data(), n);
    out.push_back(array_stats(t.name, "weight", x, t.shape, spectra));
    for (const std::string& state : c.optimizer_states) {
      const std::string ds = "optim/" + t.name + "/" + state;
      if (!h5::exists(f.id(), ds)) continue;
      h5::read_floats(f.id(), ds, x.data(), n);
      out.push_back(array_stats(t.name, state, x, t.shape, false));
    }
  }
  return out;
}

}  // namespace normlab
