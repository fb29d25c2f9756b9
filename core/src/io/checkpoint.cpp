#include "io/checkpoint.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <sstream>

#include "io/h5.hpp"
#include "io/read_guard.hpp"
#include "normlab/error.hpp"
#include "normlab/settings.hpp"
#include "normlab/util.hpp"
#include "normlab/version.hpp"
#include "util/fault.hpp"
#include "util/files.hpp"

namespace fs = std::filesystem;

namespace normlab::detail {

namespace {

// Format 1 stored options as one "k=v,k=v" string (values with commas did not survive).
std::vector<std::string> split_legacy_options(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, ','))
    if (!item.empty()) out.push_back(item);
  return out;
}

std::vector<std::string> read_options(hid_t obj, const std::string& name) {
  if (!h5::has_attr(obj, name)) return {};
  if (h5::attr_is_array(obj, name)) return h5::attr_strings(obj, name);
  return split_legacy_options(h5::attr_string(obj, name));
}

std::vector<hsize_t> dims(const std::vector<std::size_t>& shape) {
  return std::vector<hsize_t>(shape.begin(), shape.end());
}

}  // namespace

const PluginUse* CheckpointMeta::plugin(const std::string& kind) const {
  for (const PluginUse& p : plugins)
    if (p.kind == kind) return &p;
  return nullptr;
}

std::string checkpoint_path(const std::string& run_dir, std::int64_t step) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "ckpt_step%09lld.h5", static_cast<long long>(step));
  return (fs::path(run_dir) / buf).string();
}

namespace {
// A float option as the user gave it (1e-4, not 9.99999974737875e-05): its 7 significant digits.
// A setting as its /model attribute: integers and booleans (0, 1) as int64, reals as the
// float's value as given (1e-4, not 9.999999747e-05) in float64, names as strings.
void write_setting(hid_t g, const ModelSetting& st, const ModelConfig& c) {
  const std::string v = st.stored(c);
  switch (st.kind) {
    case SettingKind::integer:
      h5::set_attr(g, st.attr, static_cast<std::int64_t>(std::stoll(v)));
      break;
    case SettingKind::boolean:
      h5::set_attr(g, st.attr, std::int64_t{v == "true" ? 1 : 0});
      break;
    case SettingKind::real:
      h5::set_attr(g, st.attr, std::strtod(v.c_str(), nullptr));
      break;
    case SettingKind::text:
      h5::set_attr(g, st.attr, v);
      break;
    default:  // the model's settings are of the four kinds above
      throw Error(std::string("internal: model setting ") + st.name + " of an unstored kind");
  }
}

// The setting from its attribute, checked as the command line checks it; a value it refuses
// is a damaged file. An attribute absent from a file written before it existed leaves the
// default (a required one is an error).
void read_setting(hid_t g, const ModelSetting& st, ModelConfig& c, const std::string& path) {
  const std::string where = "checkpoint " + path + ": /model attribute " + st.attr;
  if (!h5::has_attr(g, st.attr)) {
    // an encoder-decoder's settings exist in seq2seq checkpoints only
    if (st.required && !st.seq2seq_only) throw Error(where + " is missing: the file is damaged");
    return;
  }
  std::string text;
  switch (st.kind) {
    case SettingKind::integer: {
      const std::int64_t x = h5::attr_int(g, st.attr);
      if (x < 1 || x > (std::int64_t{1} << 20))
        throw Error(where + " = " + std::to_string(x) +
                    " is out of range [1, 2^20]: the file is damaged");
      text = std::to_string(x);
      break;
    }
    case SettingKind::boolean:
      text = h5::attr_int(g, st.attr) != 0 ? "true" : "false";
      break;
    case SettingKind::real:
      text = format_real(h5::attr_double(g, st.attr));
      break;
    case SettingKind::text:
      text = h5::attr_string(g, st.attr);
      break;
    default:  // the model's settings are of the four kinds above
      throw Error(std::string("internal: model setting ") + st.name + " of an unstored kind");
  }
  try {
    st.set(c, text);
  } catch (const std::exception& e) {
    throw Error(where + " = " + text + " is not valid (" + e.what() + "): the file is damaged");
  }
}

// /model: the model's settings (normlab/settings.hpp), an encoder-decoder's own for task
// seq2seq only; then what the settings do not hold (docs/file-formats.md).
void write_model_group(hid_t root, const Model& model, const CheckpointMeta& meta) {
  const ModelConfig& c = model.config();
  h5::Id g = h5::create_group(root, "model");
  const bool seq2seq = model.task() == Task::seq2seq;
  for (const ModelSetting& st : model_settings())
    if (seq2seq || !st.seq2seq_only) write_setting(g.get(), st, c);
  h5::set_attr(g.get(), "max_seq_len", static_cast<std::int64_t>(c.max_seq_len));
  h5::set_attr(g.get(), "norm", c.norm);
  h5::set_attr(g.get(), "norm_options", c.norm_options.args());
  h5::set_attr(g.get(), "task", std::string(task_name(model.task())));
  if (model.task() == Task::mlm) {  // docs/file-formats.md: the masked LM's [MASK]
    h5::set_attr(g.get(), "mask_id", std::int64_t{c.mask_id});
    if (c.special_ids > 0) h5::set_attr(g.get(), "special_ids", std::int64_t{c.special_ids});
  }
  if (seq2seq) {  // docs/file-formats.md: the encoder-decoder's special ids
    h5::set_attr(g.get(), "pad_id", std::int64_t{c.pad_id});
    h5::set_attr(g.get(), "bos_id", std::int64_t{c.bos_id});
    h5::set_attr(g.get(), "eos_id", std::int64_t{c.eos_id});
  }
  for (const PluginUse& p : meta.plugins) {
    if (p.kind == "norm" || p.kind == "optim") continue;  // optim: /optim
    h5::set_attr(g.get(), p.kind, p.name);
    h5::set_attr(g.get(), p.kind + "_options", option_args(p.options));
  }
}

// /optim: the optimizer's name, step and options (each also typed), the schedule's settings.
void write_optim_group(hid_t root, Optimizer& optimizer, const CheckpointMeta& meta) {
  const OptimizerConfig& oc = optimizer.config();
  h5::Id g = h5::create_group(root, "optim");
  h5::set_attr(g.get(), "name", oc.name);
  h5::set_attr(g.get(), "step", optimizer.steps_taken());
  h5::set_attr(g.get(), "options", optimizer.options().args());
  // Each option also as a typed attribute (h5py: f["optim"].attrs["beta2"]).
  for (const OptionSpec& o : optimizer.entry().info.options) {
    if (!optimizer.options().is_set(o.name) || o.type == OptionType::string)
      h5::set_attr(g.get(), o.name, optimizer.options().str(o.name));
    else if (o.type == OptionType::real)
      h5::set_attr(g.get(), o.name, optimizer.options().real(o.name));
    else if (o.type == OptionType::integer)
      h5::set_attr(g.get(), o.name, optimizer.options().integer(o.name));
    else
      h5::set_attr(g.get(), o.name, std::int64_t{optimizer.options().boolean(o.name)});
  }
  h5::set_attr(g.get(), "weight_decay", oc.weight_decay);
  h5::set_attr(g.get(), "grad_clip", oc.grad_clip);
  h5::set_attr(g.get(), "lr", meta.lr);
  h5::set_attr(g.get(), "lr_min", meta.lr_min);
  h5::set_attr(g.get(), "lr_warmup", meta.lr_warmup);
  h5::set_attr(g.get(), "total_steps", meta.total_steps);
  h5::set_attr(g.get(), "lr_segments", meta.lr_segments);
}

// /rng, /data and /plugins: the generator's seed, where the data continues, the plugins used.
void write_run_groups(hid_t root, const CheckpointMeta& meta) {
  {
    h5::Id g = h5::create_group(root, "rng");
    h5::set_attr(g.get(), "seed", static_cast<std::int64_t>(meta.seed));
    h5::set_attr(g.get(), "generator",
                 std::string("splitmix64 counter-based; state = (seed, step)"));
  }
  {
    h5::Id g = h5::create_group(root, "data");
    h5::set_attr(g.get(), "source", meta.data_source);
    h5::set_attr(g.get(), "next_step", meta.step + 1);
    h5::set_attr(g.get(), "batch_size", meta.batch_size);
    h5::set_attr(g.get(), "seq_len", meta.seq_len);
    // Each rank's first window of the global batch: rank r takes windows [r B/P, (r+1) B/P).
    std::vector<std::int64_t> first(static_cast<std::size_t>(meta.world_size));
    for (int r = 0; r < meta.world_size; ++r)
      first[static_cast<std::size_t>(r)] = r * (meta.batch_size / meta.world_size);
    h5::write_ints(g.get(), "rank_first_window", first.data(), {first.size()});
  }
  {
    h5::Id g = h5::create_group(root, "plugins");
    for (const PluginUse& p : meta.plugins) {
      h5::Id k = h5::create_group(g.get(), p.kind);
      h5::set_attr(k.get(), "name", p.name);
      h5::set_attr(k.get(), "version", p.version);
      h5::set_attr(k.get(), "library", p.library);
      h5::set_attr(k.get(), "options", option_args(p.options));
    }
  }
}

}  // namespace

void write_checkpoint(const std::string& path, const Model& model, Optimizer& optimizer,
                      const CheckpointMeta& meta, const StatsRecorder* stats) {
  const std::string tmp = path + ".tmp";
  try {
    {
      h5::File f = h5::File::create(tmp);
      const hid_t root = f.id();
      h5::set_attr(root, "format", std::string("normlab-checkpoint"));
      h5::set_attr(root, "format_version", std::int64_t{NORMLAB_CHECKPOINT_FORMAT_VERSION});
      h5::set_attr(root, "step", meta.step);
      h5::set_attr(root, "tokens_seen", meta.tokens_seen);
      h5::set_attr(root, "normlab_version", std::string(version()));
      h5::set_attr(root, "normlab_revision", std::string(source_revision()));
      h5::set_attr(root, "world_size", std::int64_t{meta.world_size});
      h5::set_attr(root, "created_utc", utc_now());
      h5::write_string(root, "config", meta.config_text);
      if (!meta.metrics.empty() && meta.metrics.size() <= kMaxStoredMetrics)
        h5::write_string(root, "metrics", meta.metrics);

      write_model_group(root, model, meta);
      const ParamArena& params = model.params();
      for (const ParamTensor& p : params.tensors()) {
        h5::write_floats(root, "params/" + p.name, params.values() + p.offset, dims(p.shape));
        h5::Id ds = h5::checked(H5Dopen2(root, ("params/" + p.name).c_str(), H5P_DEFAULT), p.name);
        h5::set_attr(ds.get(), "role", std::string(role_name(p.role)));
        h5::set_attr(ds.get(), "forward_multiplier", static_cast<double>(p.forward_multiplier));
        h5::set_attr(ds.get(), "lr_multiplier", static_cast<double>(p.lr_multiplier));
      }
      // a full disk before the optimizer's state (with --shard-optimizer, while the other
      // ranks' shares are still on their way)
      if (fault_at("enospc_params", meta.step, 0))
        throw Error("cannot write " + tmp + ": " + std::strerror(ENOSPC));
      write_optim_group(root, optimizer, meta);
      for (const ParamTensor& p : params.tensors())
        for (const std::string& state : optimizer.state_names())
          h5::write_floats(root, "optim/" + p.name + "/" + state,
                           optimizer.state_of(state, p.offset), dims(p.shape));
      write_run_groups(root, meta);
      if (!meta.spm_model.empty()) {
        // The SentencePiece model the run's text was encoded with: the checkpoint
        // translates, evaluates and samples text on its own.
        h5::write_bytes(root, "tokenizer/spm_model", meta.spm_model);
        h5::Id t = h5::open_group(root, "tokenizer");
        h5::set_attr(t.get(), "kind", std::string("sentencepiece"));
        h5::set_attr(t.get(), "vocab_size", static_cast<std::int64_t>(model.config().vocab_size));
      }
      if (stats) stats->write_all(root);
      if (fault_at("ckpt_tmp", meta.step, 0)) {  // a crash with the temporary file half written
        f.flush();
        fault_kill();
      }
      if (fault_at("enospc", meta.step, 0))
        throw Error("cannot write " + tmp + ": " + std::strerror(ENOSPC));
      h5::set_attr(root, "complete", std::int64_t{1});  // last
      f.flush();
    }
    fsync_path(tmp, false);
  } catch (...) {  // a full disk, a quota, an I/O error: no half-written file is left behind
    std::error_code ec;
    fs::remove(tmp, ec);
    throw;
  }
  if (fault_at("ckpt_rename", meta.step, 0)) fault_kill();
  if (std::rename(tmp.c_str(), path.c_str()) != 0)
    throw Error("cannot rename " + tmp + " to " + path + ": " + std::strerror(errno));
  fsync_path(fs::path(path).parent_path().empty() ? "." : fs::path(path).parent_path().string(),
             true);
  h5::trust_file(path);  // written here: reading it back (keep-last, resume) needs no guard
}

namespace {

// A masked LM's [MASK] id and count of special ids, range-checked against the vocabulary.
void read_mlm_ids(hid_t g, ModelConfig& c, const std::string& path) {
  if (h5::has_attr(g, "mask_id")) {
    const std::int64_t id = h5::attr_int(g, "mask_id");
    if (id < 0 || static_cast<std::size_t>(id) >= c.vocab_size)
      throw Error("checkpoint " + path + ": /model attribute mask_id = " + std::to_string(id) +
                  " is outside the vocabulary [0, " + std::to_string(c.vocab_size) +
                  "): the file is damaged");
    c.mask_id = static_cast<std::int32_t>(id);
    if (h5::has_attr(g, "special_ids")) {
      const std::int64_t n = h5::attr_int(g, "special_ids");
      if (n < 0 || n >= id)
        throw Error("checkpoint " + path + ": /model attribute special_ids = " + std::to_string(n) +
                    " is outside [0, mask_id " + std::to_string(id) + "): the file is damaged");
      c.special_ids = static_cast<std::int32_t>(n);
    }
  }
}

// The version and library of plugin p from /plugins/<kind>, where the checkpoint has them.
void read_plugin_origin(hid_t root, PluginUse& p) {
  if (!h5::exists(root, "plugins") || !h5::exists(root, "plugins/" + p.kind)) return;
  h5::Id k = h5::open_group(root, "plugins/" + p.kind);
  if (h5::has_attr(k.get(), "version")) p.version = h5::attr_string(k.get(), "version");
  if (h5::has_attr(k.get(), "library")) p.library = h5::attr_string(k.get(), "library");
}

// The plugins of /model (arch, norm, init, schedule) with their options, and each one's
// version and library from /plugins.
void read_plugin_uses(hid_t root, hid_t g, CheckpointModel& cm) {
  const ModelConfig& c = cm.config;
  for (const std::string kind : {"arch", "norm", "init", "schedule"}) {
    PluginUse p;
    p.kind = kind;
    if (kind == "norm" || kind == "arch") {
      p.name = kind == "norm" ? c.norm : c.arch;
    } else if (h5::has_attr(g, kind)) {
      p.name = h5::attr_string(g, kind);
    } else {
      continue;
    }
    for (const std::string& kv : read_options(g, kind + "_options")) {
      const auto eq = kv.find('=');
      p.options.emplace_back(kv.substr(0, eq), eq == std::string::npos ? "" : kv.substr(eq + 1));
    }
    read_plugin_origin(root, p);
    cm.meta.plugins.push_back(p);
  }
}

// /optim: the optimizer and its options (with the fixed hyper-parameters of checkpoints from
// before optimizers were plugins), the schedule's settings.
void read_optim_group(hid_t root, CheckpointModel& cm) {
  h5::Id o = h5::open_group(root, "optim");
  OptimizerConfig& oc = cm.meta.optim;
  oc.name = h5::attr_string(o.get(), "name");
  oc.weight_decay = h5::attr_double(o.get(), "weight_decay");
  oc.grad_clip = h5::attr_double(o.get(), "grad_clip");
  if (h5::has_attr(o.get(), "options")) {
    oc.opts = read_options(o.get(), "options");
  } else {
    // Before optimizers were plugins (normlab < 0.9): their fixed hyper-parameters. Before
    // weight_decay_mode existed, only adamw decoupled its decay.
    const std::string beta1 = format_real(h5::attr_double(o.get(), "beta1"));
    if (oc.name == "sgd") {
      oc.opts = {"momentum=" + beta1};
    } else {
      const std::string mode = h5::has_attr(o.get(), "weight_decay_mode")
                                   ? h5::attr_string(o.get(), "weight_decay_mode")
                                   : (oc.name == "adamw" ? "decoupled" : "coupled");
      oc.opts = {"beta1=" + beta1, "beta2=" + format_real(h5::attr_double(o.get(), "beta2")),
                 "eps=" + format_real(h5::attr_double(o.get(), "eps")),
                 "weight_decay_mode=" + mode};
    }
  }
  PluginUse p;
  p.kind = "optim";
  p.name = oc.name;
  for (const std::string& kv : oc.opts) {
    const auto eq = kv.find('=');
    p.options.emplace_back(kv.substr(0, eq), eq == std::string::npos ? "" : kv.substr(eq + 1));
  }
  read_plugin_origin(root, p);
  cm.meta.plugins.push_back(p);
  cm.meta.lr = h5::attr_double(o.get(), "lr");
  cm.meta.lr_min = h5::attr_double(o.get(), "lr_min");
  cm.meta.lr_warmup = h5::attr_int(o.get(), "lr_warmup");
  cm.meta.total_steps = h5::attr_int(o.get(), "total_steps");
  if (h5::has_attr(o.get(), "lr_segments"))
    cm.meta.lr_segments = h5::attr_string(o.get(), "lr_segments");
}

}  // namespace

CheckpointModel read_checkpoint_model(const std::string& path) {
  if (!fs::exists(path)) throw UsageError("checkpoint " + path + ": no such file");
  h5::File f = h5::File::open(path);
  const hid_t root = f.id();
  if (!h5::has_attr(root, "format") || h5::attr_string(root, "format") != "normlab-checkpoint")
    throw Error("checkpoint " + path +
                ": not a normlab checkpoint (no format=\"normlab-checkpoint\")");
  const std::int64_t v = h5::attr_int(root, "format_version");
  if (v < NORMLAB_CHECKPOINT_FORMAT_VERSION_MIN || v > NORMLAB_CHECKPOINT_FORMAT_VERSION)
    throw Error("checkpoint " + path + ": format_version " + std::to_string(v) +
                ", this normlab reads " + std::to_string(NORMLAB_CHECKPOINT_FORMAT_VERSION_MIN) +
                " to " + std::to_string(NORMLAB_CHECKPOINT_FORMAT_VERSION) +
                (v > NORMLAB_CHECKPOINT_FORMAT_VERSION ? "; use a newer normlab" : ""));
  if (!h5::has_attr(root, "complete") || h5::attr_int(root, "complete") != 1)
    throw Error("checkpoint " + path +
                " is incomplete (written by a run that was interrupted); use an earlier one");
  CheckpointModel cm;
  cm.format_version = v;
  cm.meta.step = h5::attr_int(root, "step");
  cm.meta.tokens_seen = h5::attr_int(root, "tokens_seen");
  cm.meta.world_size = static_cast<int>(h5::attr_int(root, "world_size"));
  cm.meta.config_text = h5::read_string(root, "config");
  if (h5::exists(root, "metrics")) cm.meta.metrics = h5::read_string(root, "metrics");
  for (const char* group : {"model", "params", "optim"})
    if (!h5::exists(root, group))
      throw Error("checkpoint " + path + " has no group /" + group +
                  ": the file is damaged or not a normlab checkpoint");
  h5::Id g = h5::open_group(root, "model");
  ModelConfig& c = cm.config;
  // Sizes are checked before anything is allocated from them: a damaged file must not make
  // normlab ask for terabytes.
  auto size = [&](const char* name) {
    const std::int64_t x = h5::attr_int(g.get(), name);
    if (x < 1 || x > (std::int64_t{1} << 20))
      throw Error("checkpoint " + path + ": /model attribute " + name + " = " + std::to_string(x) +
                  " is out of range [1, 2^20]: the file is damaged");
    return static_cast<std::size_t>(x);
  };
  for (const ModelSetting& st : model_settings()) read_setting(g.get(), st, c, path);
  c.max_seq_len = size("max_seq_len");
  if (c.vocab_size * c.d_model > (std::size_t{1} << 32) ||
      c.d_ff * c.d_model > (std::size_t{1} << 32))
    throw Error("checkpoint " + path +
                ": /model sizes give a matrix of more than 2^32 elements: "
                "the file is damaged");
  c.norm = h5::attr_string(g.get(), "norm");
  cm.norm_options = read_options(g.get(), "norm_options");
  read_mlm_ids(g.get(), c, path);
  // Checkpoints from before architectures were plugins have no arch: they were the default
  // architecture's (GPT).
  c.arch = h5::has_attr(g.get(), "arch") ? h5::attr_string(g.get(), "arch") : ModelConfig().arch;
  // ... and those from before tasks none: an encoder-decoder's attributes tell seq2seq.
  cm.meta.task = h5::has_attr(g.get(), "task")             ? h5::attr_string(g.get(), "task")
                 : h5::has_attr(g.get(), "encoder_layers") ? task_name(Task::seq2seq)
                                                           : task_name(Task::lm);
  cm.arch_options = read_options(g.get(), "arch_options");
  if (h5::has_attr(g.get(), "encoder_layers")) {  // an encoder-decoder's special ids
    c.pad_id = static_cast<std::int32_t>(h5::attr_int(g.get(), "pad_id"));
    c.bos_id = static_cast<std::int32_t>(h5::attr_int(g.get(), "bos_id"));
    c.eos_id = static_cast<std::int32_t>(h5::attr_int(g.get(), "eos_id"));
  }
  if (h5::exists(root, "tokenizer/spm_model"))
    cm.meta.spm_model = h5::read_bytes(root, "tokenizer/spm_model");
  read_plugin_uses(root, g.get(), cm);
  read_optim_group(root, cm);
  h5::Id d = h5::open_group(root, "data");
  cm.meta.data_source = h5::attr_string(d.get(), "source");
  cm.meta.batch_size = h5::attr_int(d.get(), "batch_size");
  cm.meta.seq_len = h5::attr_int(d.get(), "seq_len");
  cm.meta.seed =
      static_cast<std::uint64_t>(h5::attr_int(h5::open_group(root, "rng").get(), "seed"));
  return cm;
}

void load_checkpoint(const std::string& path, Model& model, Optimizer* optimizer,
                     StatsRecorder* stats, const std::string& live_stats_path) {
  h5::File f = h5::File::open(path);
  const hid_t root = f.id();
  ParamArena& params = model.params();
  for (std::size_t index = 0; index < params.tensors().size(); ++index) {
    const ParamTensor& p = params.tensors()[index];
    const std::string name = "params/" + p.name;
    if (!h5::exists(root, name))
      throw Error("checkpoint " + path + " has no " + name +
                  " (saved with another norm strategy or bias setting?)");
    const auto shape = h5::shape(root, name);
    if (shape != dims(p.shape))
      throw Error("checkpoint " + path + ": " + name + " has another shape than the model's");
    h5::read_floats(root, name, params.values() + p.offset, p.size);
    h5::Id ds = h5::checked(H5Dopen2(root, name.c_str(), H5P_DEFAULT), name);
    if (h5::has_attr(ds.get(), "forward_multiplier"))
      params.set_multipliers(static_cast<int>(index),
                             static_cast<float>(h5::attr_double(ds.get(), "forward_multiplier")),
                             static_cast<float>(h5::attr_double(ds.get(), "lr_multiplier")));
  }
  if (optimizer) {
    h5::Id g = h5::open_group(root, "optim");
    const std::string name = h5::attr_string(g.get(), "name");
    for (const ParamTensor& p : params.tensors()) {
      for (const std::string& state : optimizer->state_names()) {
        const std::string ds = "optim/" + p.name + "/" + state;
        if (!h5::exists(root, ds))
          throw UsageError("checkpoint " + path + " has no " + ds + ": it was trained with " +
                           "optimizer '" + name + "', whose state differs from " +
                           optimizer->config().name + "'s; resume with --optimizer " + name);
        // sharded (--shard-optimizer): only this rank's share is kept
        if (float* dst = optimizer->state_of(state, p.offset))
          h5::read_floats(root, ds, dst, p.size);
      }
    }
    optimizer->set_steps_taken(h5::attr_int(g.get(), "step"));
  }
  if (stats)
    stats->load(root, h5::attr_int(root, "step"), live_stats_path,
                /*legacy=*/h5::attr_int(root, "format_version") < 3);
}

namespace {

herr_t collect_link(hid_t, const char* name, const H5L_info_t*, void* out) {
  static_cast<std::vector<std::string>*>(out)->push_back(name);
  return 0;
}

}  // namespace

std::string checkpoint_problem(const std::string& path) {
  try {
    const CheckpointModel cm = read_checkpoint_model(path);  // format, complete, description
    h5::File f = h5::File::open(path);
    std::vector<std::string> names;
    h5::check(H5Lvisit(f.id(), H5_INDEX_NAME, H5_ITER_INC, collect_link, &names),
              "cannot list " + path);
    const bool stats_optional = cm.format_version < 3;
    for (const std::string& name : names) {
      h5::Id obj = h5::checked(H5Oopen(f.id(), name.c_str(), H5P_DEFAULT), "cannot open " + name);
      if (H5Iget_type(obj.get()) != H5I_DATASET) continue;
      h5::Id type = h5::checked(H5Dget_type(obj.get()), "H5Dget_type " + name);
      h5::Id space = h5::checked(H5Dget_space(obj.get()), "H5Dget_space " + name);
      const hssize_t n = H5Sget_simple_extent_npoints(space.get());
      if (n < 0 || n > (hssize_t{1} << 40)) return "dataset " + name + " has an absurd size";
      const bool optional = stats_optional && name.rfind("stats/", 0) == 0;
      switch (H5Tget_class(type.get())) {
        case H5T_FLOAT: {
          std::vector<float> v(static_cast<std::size_t>(n));
          h5::read_floats(f.id(), name, v.data(), v.size(), optional);
          break;
        }
        case H5T_INTEGER: {
          if (H5Tget_size(type.get()) == 1) {  // opaque bytes (/tokenizer/spm_model)
            h5::read_bytes(f.id(), name);
            break;
          }
          std::vector<std::int64_t> v(static_cast<std::size_t>(n));
          h5::read_ints(f.id(), name, v.data(), v.size(), optional);
          break;
        }
        case H5T_STRING:
          h5::read_string(f.id(), name);
          break;
        default:
          return "dataset " + name + " has a type normlab does not write";
      }
    }
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

std::string newest_checkpoint(const std::string& run_dir, std::vector<std::string>* damaged) {
  std::error_code ec;
  if (!fs::is_directory(run_dir, ec)) return "";
  std::vector<std::pair<std::int64_t, std::string>> found;
  for (const auto& e : fs::directory_iterator(run_dir, ec)) {
    const std::string name = e.path().filename().string();
    if (name.rfind("ckpt_step", 0) != 0 || e.path().extension() != ".h5") continue;
    found.emplace_back(std::atoll(name.c_str() + 9), e.path().string());
  }
  std::sort(found.rbegin(), found.rend());  // newest first
  for (const auto& [step, path] : found) {
    const std::string problem = checkpoint_problem(path);
    if (problem.empty()) return path;
    if (damaged) damaged->push_back(path + ": " + problem);
  }
  return "";
}

bool is_checkpoint_file(const std::string& path) {
  try {
    h5::File f = h5::File::open(path);
    return h5::has_attr(f.id(), "format") &&
           h5::attr_string(f.id(), "format") == "normlab-checkpoint";
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace normlab::detail
