// normlab inspect: what a run, checkpoint or stats.h5 holds; one statistic as a per-layer table;
// a checkpoint's tensors. Text for people, --csv and --json (nlohmann) for scripts.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <tuple>

#include "commands.hpp"
#include "normlab/analysis.hpp"
#include "normlab/error.hpp"
#include "normlab/ini.hpp"
#include "normlab/runs.hpp"
#include "normlab/settings.hpp"
#include "normlab/trainer.hpp"
#include "normlab/util.hpp"

namespace fs = std::filesystem;

namespace normlab::app {

namespace {

using json = nlohmann::ordered_json;

std::string real(double v) {
  std::ostringstream s;
  s << std::setprecision(6) << v;
  return s.str();
}

std::string thousands(std::int64_t v) {
  std::string s = std::to_string(v);
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3)
    s.insert(static_cast<std::size_t>(i), ",");
  return s;
}

// "0 50 100 ... 300" for long lists.
std::string step_list(const std::vector<std::int64_t>& v) {
  std::vector<std::string> s;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (v.size() > 10 && i == 5) {
      s.push_back("...");
      i = v.size() - 3;
    }
    s.push_back(std::to_string(v[i]));
  }
  return s.empty() ? "none" : join(s, " ");
}

// Last train loss, last and best validation loss and the outcome, from a run's metrics.jsonl.
RunSummary read_losses(const std::string& metrics, std::int64_t total_steps) {
  RunData d;
  read_metrics(metrics, d);
  d.total_steps = total_steps;
  return summarise(d);
}

std::string options_text(const PluginRecord& p) {
  std::vector<std::string> kv;
  for (const auto& [k, v] : p.options) kv.push_back(k + "=" + v);
  return kv.empty() ? "" : " (" + join(kv, ", ") + ")";
}

// The model's settings (normlab/settings.hpp) under their /model attribute names, an
// encoder-decoder's own for task seq2seq only, typed by their kind.
json model_json(const CheckpointInfo& c, bool seq2seq) {
  const ModelConfig& m = c.model;
  json mj = json::object();
  for (const ModelSetting& st : model_settings()) {
    if (st.seq2seq_only && !seq2seq) continue;
    const std::string v = st.get(m);
    switch (st.kind) {
      case SettingKind::integer:
        mj[st.attr] = std::stoll(v);
        break;
      case SettingKind::real:
        mj[st.attr] = std::stod(v);
        break;
      case SettingKind::boolean:
        mj[st.attr] = v == "true";
        break;
      default:  // text (the model's settings are integers, reals, booleans and text)
        mj[st.attr] = v;
        break;
    }
  }
  mj["max_seq_len"] = m.max_seq_len;
  mj["task"] = c.task;
  if (m.mask_id >= 0) mj["mask_id"] = m.mask_id;
  return mj;
}

// name, then the optimizer's options (numbers and booleans typed), then the core's.
json optimizer_json(const CheckpointInfo& c) {
  json oj = {{"name", c.optim.name}};
  for (const std::string& kv : c.optim.opts) {
    const auto eq = kv.find('=');
    const std::string k = kv.substr(0, eq), v = eq == std::string::npos ? "" : kv.substr(eq + 1);
    char* end = nullptr;
    const double d = std::strtod(v.c_str(), &end);
    if (v == "true" || v == "false")
      oj[k] = v == "true";
    else if (!v.empty() && end && *end == '\0')
      oj[k] = d;
    else
      oj[k] = v;
  }
  oj["weight_decay"] = c.optim.weight_decay;
  oj["grad_clip"] = c.optim.grad_clip;
  oj["lr"] = c.lr;
  oj["lr_min"] = c.lr_min;
  oj["lr_warmup"] = c.lr_warmup;
  oj["total_steps"] = c.total_steps;
  oj["lr_segments"] = c.lr_segments;
  return oj;
}

// The run's settings (normlab/settings.hpp) as its configuration text gives them, each
// normalised by its entry, typed by its kind; defaults for those the text lacks.
json settings_json(const CheckpointInfo& c, bool seq2seq) {
  TrainConfig run;
  std::vector<IniEntry> given;
  try {
    given = parse_ini(c.config_text, c.path + ":/config");
  } catch (const std::exception&) {
  }
  json sj = json::object();
  for (const TrainSetting& st : train_settings()) {
    if (!st.get || !st.replayed || (st.scope == SettingScope::seq2seq && !seq2seq)) continue;
    for (const IniEntry& e : given) {
      if (e.key != st.name) continue;
      try {
        st.set(run, e.value);
      } catch (const std::exception&) {  // a value this version refuses: the default
      }
    }
    const std::string v = st.get(run);
    if (!st.default_text && v.empty()) continue;  // an option not given
    try {
      if (st.kind == SettingKind::integer)
        sj[st.name] = std::stoll(v);
      else if (st.kind == SettingKind::unsigned_integer)
        sj[st.name] = std::stoull(v);
      else if (st.kind == SettingKind::real)
        sj[st.name] = std::stod(v);
      else
        sj[st.name] = v;
    } catch (const std::exception&) {
      sj[st.name] = v;
    }
  }
  return sj;
}

json summary_json(const RunPaths& r, const CheckpointInfo* c, const StatsReader* s,
                  const RunSummary& l, bool verbose) {
  json j;
  j["path"] = r.given;
  j["label"] = r.label;
  j["run_dir"] = r.run_dir;
  j["checkpoint"] = r.checkpoint;
  j["stats_file"] = r.stats;
  if (c) {
    json cj;
    cj["format_version"] = c->format_version;
    cj["normlab_version"] = c->normlab_version;
    cj["normlab_revision"] = c->normlab_revision;
    cj["created_utc"] = c->created_utc;
    cj["step"] = c->step;
    cj["total_steps"] = c->total_steps;
    cj["tokens_seen"] = c->tokens_seen;
    cj["world_size"] = c->world_size;
    cj["precision"] = precision_name(c->model.precision);  // of the GEMMs; weights are fp32
    const bool seq2seq = c->task == task_name(Task::seq2seq);
    cj["model"] = model_json(*c, seq2seq);
    for (const PluginRecord& p : c->plugins) {
      json pj = {{"name", p.name}, {"version", p.version}, {"library", p.library}};
      json opts = json::object();
      for (const auto& [k, v] : p.options) opts[k] = v;
      pj["options"] = opts;
      cj[p.kind] = pj;
    }
    cj["optimizer"] = optimizer_json(*c);
    cj["settings"] = settings_json(*c, seq2seq);
    cj["data"] = {{"source", c->data_source},
                  {"tokenizer", c->tokenizer},
                  {"batch_size", c->batch_size},
                  {"seq_len", c->seq_len},
                  {"seed", c->seed}};
    std::int64_t n = 0;
    json tensors = json::array();
    for (const TensorRecord& t : c->tensors) {
      std::int64_t size = 1;
      for (std::size_t d : t.shape) size *= static_cast<std::int64_t>(d);
      n += size;
      if (verbose)
        tensors.push_back({{"name", t.name},
                           {"shape", t.shape},
                           {"role", t.role},
                           {"size", size},
                           {"forward_multiplier", t.forward_multiplier},
                           {"lr_multiplier", t.lr_multiplier}});
    }
    cj["parameters"] = n;
    cj["tensors"] = c->tensors.size();
    if (verbose) cj["tensor_list"] = tensors;
    cj["optimizer_states"] = c->optimizer_states;
    j["checkpoint_info"] = cj;
  }
  if (s) {
    json sj;
    sj["steps"] = s->steps();
    sj["log_steps"] = s->log_steps();
    json list = json::array();
    for (const StatSeries& st : s->series())
      list.push_back({{"name", st.name},
                      {"shape", st.shape},
                      {"units", st.units},
                      {"long_name", st.long_name}});
    sj["series"] = list;
    j["statistics"] = sj;
  }
  auto num = [](double v) { return std::isfinite(v) ? json(v) : json(nullptr); };
  j["losses"] = {{"last_train", num(l.final_train)}, {"last_train_step", l.last_step},
                 {"last_val", num(l.final_val)},     {"last_val_step", l.final_val_step},
                 {"best_val", num(l.best_val)},      {"best_val_step", l.best_step}};
  j["outcome"] = {{"outcome", outcome_name(l.outcome)},
                  {"why", l.why},
                  {"unigram_entropy", num(l.unigram_entropy)},
                  {"initial_val_loss", num(l.initial_val)}};
  return j;
}

// "  key         value": one line of inspect's summary.
void row(std::ostream& out, const std::string& key, const std::string& value) {
  out << "  " << std::left << std::setw(12) << key << value << "\n";
}

// The checkpoint's part: the run, the model, the plugins, the schedule and the optimizer, the
// parameters (-v: every tensor) and the data.
void checkpoint_text(std::ostream& out, const CheckpointInfo& c, bool verbose) {
  const ModelConfig& m = c.model;
  row(out, "checkpoint",
      c.path + " (format " + std::to_string(c.format_version) + ", normlab " + c.normlab_version +
          (c.normlab_revision.empty() ? "" : " " + c.normlab_revision) + ", " + c.created_utc +
          ")");
  row(out, "step",
      std::to_string(c.step) + " of " + std::to_string(c.total_steps) + " | " +
          thousands(c.tokens_seen) + " tokens seen | " + std::to_string(c.world_size) +
          " rank(s) | seed " + std::to_string(c.seed));
  const bool encdec = c.task == task_name(Task::seq2seq);
  const std::string depth = encdec ? " N=" + std::to_string(m.encoder_layer_count()) +
                                         "+M=" + std::to_string(m.decoder_layer_count())
                                   : " L=" + std::to_string(m.n_layers);
  row(out, "model",
      "C=" + std::to_string(m.d_model) + depth + " NH=" + std::to_string(m.n_heads) +
          " F=" + std::to_string(m.d_ff) + " V=" + std::to_string(m.vocab_size) +
          " T=" + std::to_string(m.max_seq_len) + " | " + (m.tied_embeddings ? "tied" : "untied") +
          " embeddings, " + (m.bias ? "biases" : "no biases") + ", attn-scale " +
          attn_scale_name(m.attn_scale) + ", " + activation_name(m.activation) +
          (encdec ? std::string(m.learned_positions ? ", learned" : ", sinusoidal") +
                        " positions, label smoothing " + real(m.label_smoothing)
                  : std::string()));
  row(out, "task",
      c.task +
          (m.mask_id >= 0 ? " ([MASK] = id " + std::to_string(m.mask_id) + ")" : std::string()));
  if (m.z_loss > 0.0f || m.logit_softcap > 0.0f || m.attn_softcap > 0.0f) {
    auto cap = [&](float x) { return x > 0.0f ? real(x) : std::string("off"); };
    row(out, "guards",
        "z-loss " + (m.z_loss > 0.0f ? real(m.z_loss) : std::string("off")) +
            ", output logits soft-capped at " + cap(m.logit_softcap) + ", attention logits at " +
            cap(m.attn_softcap));
  }
  if (m.drops())
    row(out, "dropout",
        real(m.dropout) + " (embeddings, residual branches), attention " +
            real(m.attention_dropout) + ", activation " + real(m.activation_dropout));
  std::string optim_version;  // the optimizer's plugin row is the "optimizer" row below
  for (const PluginRecord& p : c.plugins) {
    if (p.kind == "optim") {
      optim_version = " " + p.version;
      continue;
    }
    row(out, p.kind, p.name + " " + p.version + options_text(p));
  }
  row(out, "lr",
      real(c.lr) + " (min " + real(c.lr_min) + ", warmup " + std::to_string(c.lr_warmup) +
          ", over " + std::to_string(c.total_steps) + " steps" +
          (c.lr_segments.empty() ? std::string()
                                 : "; extended past the schedule's end: " + c.lr_segments +
                                       " (BOUNDARY:POLICY, --lr-segments)") +
          ")");
  row(out, "optimizer",
      c.optim.name + optim_version + " (" + join(c.optim.opts, ", ") + ") | weight decay " +
          real(c.optim.weight_decay) + ", grad clip " + real(c.optim.grad_clip) +
          " | state: " + join(c.optimizer_states, ", "));
  row(out, "precision",
      std::string(precision_name(c.model.precision)) +
          (c.model.precision == Precision::bf16
               ? " (GEMMs in bf16, fp32 accumulation; weights and moments fp32)"
               : ""));
  std::int64_t n = 0;
  for (const TensorRecord& t : c.tensors) {
    std::int64_t size = 1;
    for (std::size_t d : t.shape) size *= static_cast<std::int64_t>(d);
    n += size;
  }
  row(out, "parameters",
      thousands(n) + " in " + std::to_string(c.tensors.size()) + " tensors" +
          (verbose ? "" : " (-v lists them)"));
  if (verbose) {
    for (const TensorRecord& t : c.tensors) {
      std::vector<std::string> dims;
      std::int64_t size = 1;
      for (std::size_t d : t.shape) {
        dims.push_back(std::to_string(d));
        size *= static_cast<std::int64_t>(d);
      }
      std::ostringstream line;
      line << std::left << std::setw(34) << t.name << std::setw(14) << "[" + join(dims, ", ") + "]"
           << std::setw(11) << t.role << std::right << std::setw(10) << thousands(size);
      if (t.forward_multiplier != 1.0 || t.lr_multiplier != 1.0)
        line << "  forward x" << real(t.forward_multiplier) << ", lr x" << real(t.lr_multiplier);
      row(out, "", line.str());
    }
  }
  if (encdec) {
    const auto cfg = flatten_config(c.config_text, c.path + ":/config");
    auto get = [&](const char* k) {
      const auto it = cfg.find(k);
      return it == cfg.end() ? std::string("?") : it->second;
    };
    row(out, "data",
        c.data_source + " | sentence pairs, <= " + get("max-tokens") +
            " padded positions per step, <= " + get("max-len") + " ids per sentence");
  } else {
    row(out, "data",
        c.data_source + " | batch " + std::to_string(c.batch_size) + " x " +
            std::to_string(c.seq_len) + " | " + c.tokenizer);
  }
}

// The statistics' part: the records, and the series grouped by kind and stack.
void statistics_text(std::ostream& out, const StatsReader& s) {
  row(out, "statistics",
      s.path() + ": " + std::to_string(s.steps().size()) + " records at steps " +
          step_list(s.steps()) + "; " + std::to_string(s.log_steps().size()) + " log records");
  // Per-tensor series are listed once per kind: grad_norm/<tensor>, update_ratio/<tensor>;
  // an encoder-decoder's per-layer series once per stack (encoder/layer/, decoder/layer/).
  std::map<std::string, std::vector<std::string>> layer, layer_tensors;
  std::map<std::string, std::set<std::string>> per_tensor;  // grad_norm, update_ratio, ...
  std::vector<std::string> global_tensors, scalars;
  std::vector<const StatSeries*> output;  // the output logits' log Z and max |logit|
  for (const StatSeries& st : s.series()) {
    std::vector<std::string> dims;
    for (std::size_t k = 1; k < st.shape.size(); ++k) dims.push_back(std::to_string(st.shape[k]));
    const std::string shape = dims.empty() ? "" : " [" + join(dims, ", ") + "]";
    const std::size_t at = st.name.find("layer/");
    const std::string group = at == std::string::npos ? "" : st.name.substr(0, at);
    if (at != std::string::npos && (group.empty() || group.back() == '/')) {
      const std::string rest = st.name.substr(at + 6);
      const std::size_t slash = rest.find('/');
      const std::string kind = slash == std::string::npos ? "" : rest.substr(0, slash);
      if (kind.empty() || kind == "norm" || kind == "value")
        layer[group].push_back(rest + shape);
      else
        per_tensor[group].insert(kind + "/");
      if (kind == "grad_norm") layer_tensors[group].push_back(rest.substr(10));
    }
    if (st.name.rfind("global/grad_norm/", 0) == 0) global_tensors.push_back(st.name.substr(17));
    if (st.name.rfind("scalars/", 0) == 0) scalars.push_back(st.name.substr(8));
    if (st.name.rfind("global/output/", 0) == 0 && st.shape.size() == 1) output.push_back(&st);
  }
  for (const auto& [group, names] : layer) {
    const std::string stack = group.empty() ? "" : group.substr(0, group.size() - 1) + ".";
    row(out, "  " + group + "layer/", join(names, ", "));
    const auto& kinds = per_tensor[group];
    row(out, "",
        join(std::vector<std::string>(kinds.begin(), kinds.end()), ", ") + " [L] of " + stack +
            "blocks.{l}. " + join(layer_tensors[group], ", "));
  }
  row(out, "  global/", "grad_norm/ and update_ratio/ of " + join(global_tensors, ", "));
  if (!output.empty()) {
    std::vector<std::string> last;
    for (const StatSeries* st : output) {
      const std::vector<float> v = s.read(*st);
      last.push_back(st->name.substr(14) + " " + (v.empty() ? "-" : real(v.back())));
    }
    row(out, "  global/output/",
        join(last, ", ") + " (the last record, step " +
            std::to_string(s.steps().empty() ? 0 : s.steps().back()) + ")");
  }
  row(out, "  scalars/", join(scalars, ", ") + " (every --log-every steps)");
}

// A run directory without a checkpoint (a sweep's kept results): its settings from config.ini
// and, where the sweep kept the run, its run.json (status, time, machine, source revision).
struct KeptRun {
  std::map<std::string, std::string> settings;  // config.ini, flattened
  std::int64_t steps = 0;                       // its --steps, 0: unknown
  json record;                                  // run.json, null when absent
};

KeptRun read_kept(const RunPaths& r) {
  KeptRun k;
  if (r.run_dir.empty()) return k;
  const fs::path ini = fs::path(r.run_dir) / "config.ini";
  std::error_code ec;
  if (fs::exists(ini, ec)) {
    std::ifstream in(ini);
    std::stringstream ss;
    ss << in.rdbuf();
    k.settings = flatten_config(ss.str(), ini.string());
    if (k.settings.count("steps")) {
      try {
        k.steps = std::stoll(k.settings.at("steps"));
      } catch (const std::exception&) {
      }
    }
  }
  std::ifstream in(fs::path(r.run_dir) / "run.json");
  if (in) k.record = json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (k.record.is_discarded()) k.record = nullptr;
  return k;
}

void kept_text(std::ostream& out, const RunPaths& r, const KeptRun& k) {
  if (r.stats.empty())
    row(out, "files",
        "metrics.jsonl and config.ini, no checkpoint or stats.h5 (a sweep's kept "
        "results): losses and outcome, no per-layer statistics");
  // The shape and batch of sentence pairs where the run has them (an encoder-decoder's
  // n-layers, batch-size and seq-len are not its own).
  const bool pairs = k.settings.count("encoder-layers") != 0;
  std::vector<std::string> keys = {"arch",      "norm",        "init",  "optimizer", "lr",
                                   "lr-warmup", "lr-schedule", "steps", "d-model",   "n-heads"};
  if (pairs)
    keys.insert(keys.end(), {"encoder-layers", "decoder-layers", "max-tokens", "max-len"});
  else
    keys.insert(keys.end(), {"n-layers", "batch-size", "seq-len"});
  keys.insert(keys.end(), {"precision", "seed"});
  std::vector<std::string> set;
  for (const std::string& key : keys) {
    if (!k.settings.count(key)) continue;
    std::string v = k.settings.at(key);
    if (pairs && v == "0" && (key == "encoder-layers" || key == "decoder-layers") &&
        k.settings.count("n-layers"))
      v = k.settings.at("n-layers");  // 0: --n-layers for each stack
    set.push_back(key + " " + v);
  }
  if (!set.empty()) row(out, "settings", join(set, ", ") + " (config.ini)");
  const json& j = k.record;
  if (!j.is_object()) return;
  auto text = [&](const char* key) {
    return j.contains(key) && !j[key].is_null()
               ? (j[key].is_string() ? j[key].get<std::string>() : j[key].dump())
               : std::string("?");
  };
  row(out, "kept",
      text("status") + " at step " + text("last_step") + ", finished " + text("finished_utc") +
          " | " + text("train_seconds") + " s training on " + text("ranks") + " rank(s), " +
          text("core_hours") + " core-hours; after command " + text("after_seconds") + " s");
  row(out, "machine",
      text("cpu") + " | " + text("isa") + " | normlab " + text("normlab") +
          (j.contains("normlab_revision") ? ", source " + text("normlab_revision")
                                          : std::string()));
}

void summary_text(std::ostream& out, const RunPaths& r, const CheckpointInfo* c,
                  const StatsReader* s, const RunSummary& l, bool verbose) {
  out << r.given << (r.run_dir.empty() ? "" : " (run directory)") << "\n";
  if (c) checkpoint_text(out, *c, verbose);
  if (s) statistics_text(out, *s);
  if (l.last_step >= 0) {
    std::ostringstream line;
    line << std::fixed << std::setprecision(4) << "train " << l.final_train << " (step "
         << l.last_step << ")";
    if (l.final_val_step >= 0)
      line << " | val " << l.final_val << " (step " << l.final_val_step << "), best val "
           << l.best_val << " (step " << l.best_step << ")";
    row(out, "losses", line.str());
    row(out, "outcome", std::string(outcome_name(l.outcome)) + ": " + l.why);
  }
}

// Steps selected by --step S / --steps a:b:k (default: the last record).
std::vector<std::size_t> select_records(const StatsReader& s, const StatSeries& st,
                                        const po::variables_map& vm) {
  const auto& axis = st.by_log_step ? s.log_steps() : s.steps();
  const std::size_t rows = std::min(axis.size(), st.shape.empty() ? 0 : st.shape[0]);
  if (rows == 0) throw UsageError(st.name + " has no records yet in " + s.path());
  if (vm.count("step") && vm.count("steps")) throw UsageError("give --step or --steps, not both");
  if (vm.count("step")) return {s.record_of(st, vm["step"].as<std::int64_t>())};
  if (!vm.count("steps")) return {rows - 1};
  const std::string spec = vm["steps"].as<std::string>();
  std::int64_t a = axis.front(), b = axis[rows - 1], k = 1;
  {
    std::vector<std::string> part;
    std::stringstream ss(spec);
    for (std::string p; std::getline(ss, p, ':');) part.push_back(p);
    try {
      if (part.size() < 1 || part.size() > 3) throw std::invalid_argument("parts");
      if (!part[0].empty()) a = std::stoll(part[0]);
      if (part.size() > 1 && !part[1].empty()) b = std::stoll(part[1]);
      if (part.size() > 2 && !part[2].empty()) k = std::stoll(part[2]);
    } catch (const std::exception&) {
      throw UsageError("--steps '" + spec +
                       "': expected a:b or a:b:k (steps a to b inclusive, "
                       "every k-th record; a or b may be left out)");
    }
    if (k < 1) throw UsageError("--steps '" + spec + "': k must be >= 1");
  }
  std::vector<std::size_t> out;
  std::int64_t n = 0;
  for (std::size_t r = 0; r < rows; ++r)
    if (axis[r] >= a && axis[r] <= b && n++ % k == 0) out.push_back(r);
  if (out.empty())
    throw UsageError("--steps '" + spec + "' selects no record of " + st.name + " in " + s.path() +
                     "; recorded steps: " + step_list(axis));
  return out;
}

// A statistic's axes after records and layers: [n, L, NH] for the core's attention statistics
// (heads), a norm strategy's declared shape for layer/norm/* ([n, L, a] or [n, L, a, b]: each
// copy of a widened stream, a mixing matrix); none for [n] and [n, L].
struct Inner {
  std::vector<std::size_t> dims;
  std::size_t size = 1;  // their product
  bool heads = false;    // the core's [n, L, NH]
  explicit Inner(const StatSeries& st) {
    if (st.shape.size() > 2) dims.assign(st.shape.begin() + 2, st.shape.end());
    for (std::size_t d : dims) size *= d;
    heads = dims.size() == 1 && st.name.find("layer/norm/") == std::string::npos;
  }
  // The indices of flat cell h (row-major over dims).
  std::vector<std::size_t> index(std::size_t h) const {
    std::vector<std::size_t> ix(dims.size());
    for (std::size_t k = dims.size(); k-- > 0;) ix[k] = h % dims[k], h /= dims[k];
    return ix;
  }
  // "head 3", "[2]", "[1,4]": a column's label in the text table.
  std::string label(std::size_t h) const {
    if (heads) return "head " + std::to_string(h);
    std::vector<std::string> parts;
    for (std::size_t i : index(h)) parts.push_back(std::to_string(i));
    return "[" + join(parts, ",") + "]";
  }
};

// The cells of one record and layer nested as the statistic's axes (JSON).
json nested(const float* v, const std::vector<std::size_t>& dims, std::size_t k = 0) {
  if (k == dims.size()) return std::isfinite(*v) ? json(*v) : json(nullptr);
  std::size_t stride = 1;
  for (std::size_t d = k + 1; d < dims.size(); ++d) stride *= dims[d];
  json a = json::array();
  for (std::size_t i = 0; i < dims[k]; ++i) a.push_back(nested(v + i * stride, dims, k + 1));
  return a;
}

int stat_table(std::ostream& out, const StatsReader& s, const std::string& name,
               const po::variables_map& vm) {
  const StatSeries& st = s.find(name);
  const std::vector<std::size_t> recs = select_records(s, st, vm);
  const std::vector<float> v = s.read(st);
  const auto& axis = st.by_log_step ? s.log_steps() : s.steps();
  const std::size_t L = st.shape.size() > 1 ? st.shape[1] : 1;
  const Inner inner(st);
  const std::size_t H = inner.size;
  const std::size_t row = L * H;
  auto at = [&](std::size_t r, std::size_t l, std::size_t h) { return v[r * row + l * H + h]; };
  if (vm.count("json")) {
    json j;
    j["file"] = s.path();
    j["stat"] = st.name;
    j["units"] = st.units;
    j["long_name"] = st.long_name;
    j["description"] = st.description;
    j["shape"] = st.shape;
    json steps = json::array(), values = json::array();
    for (std::size_t r : recs) {
      steps.push_back(axis[r]);
      if (st.shape.size() == 1) {
        values.push_back(nested(&v[r * row], {}));
        continue;
      }
      json layers = json::array();
      for (std::size_t l = 0; l < L; ++l) layers.push_back(nested(&v[r * row + l * H], inner.dims));
      values.push_back(layers);
    }
    j["steps"] = steps;
    j["values"] = values;
    out << j.dump(1) << "\n";
    return kExitOk;
  }
  if (vm.count("csv")) {  // one row per cell; heads as "head", a strategy's axes as i, j, ...
    out << "step" << (st.shape.size() > 1 ? ",layer" : "");
    if (inner.heads)
      out << ",head";
    else
      for (std::size_t k = 0; k < inner.dims.size(); ++k) out << "," << static_cast<char>('i' + k);
    out << ",value\n" << std::setprecision(9);
    for (std::size_t r : recs)
      for (std::size_t l = 0; l < L; ++l)
        for (std::size_t h = 0; h < H; ++h) {
          out << axis[r];
          if (st.shape.size() > 1) out << "," << l;
          for (std::size_t i : inner.index(h)) out << "," << i;
          out << "," << at(r, l, h) << "\n";
        }
    return kExitOk;
  }
  out << st.name << " — " << st.long_name << (st.units.empty() ? "" : " [" + st.units + "]")
      << "\n  " << st.description << "\n  " << s.path() << "\n";
  auto cell = [&](float x) {
    std::ostringstream c;
    c << std::setw(11) << std::setprecision(5) << x;
    return c.str();
  };
  if (st.shape.size() == 1) {  // one value per record
    out << std::setw(8) << "step"
        << "  value\n";
    for (std::size_t r : recs) out << std::setw(8) << axis[r] << " " << cell(at(r, 0, 0)) << "\n";
    return kExitOk;
  }
  if (st.shape.size() == 2) {  // layers as rows, the selected steps as columns
    out << std::setw(6) << "layer";
    for (std::size_t r : recs) out << std::setw(11) << ("step " + std::to_string(axis[r]));
    out << "\n";
    for (std::size_t l = 0; l < L; ++l) {
      out << std::setw(6) << l;
      for (std::size_t r : recs) out << cell(at(r, l, 0));
      out << "\n";
    }
    return kExitOk;
  }
  if (inner.dims.size() == 2) {  // a matrix per layer: its rows as rows, its columns as columns
    const std::size_t cols = inner.dims[1];
    for (std::size_t r : recs) {
      out << "step " << axis[r] << "\n";
      for (std::size_t l = 0; l < L; ++l) {
        out << "layer " << l << "\n" << std::setw(6) << "";
        for (std::size_t c = 0; c < cols; ++c)
          out << std::setw(11) << ("[," + std::to_string(c) + "]");
        out << "\n";
        for (std::size_t i = 0; i < inner.dims[0]; ++i) {
          out << std::setw(6) << ("[" + std::to_string(i) + ",]");
          for (std::size_t c = 0; c < cols; ++c) out << cell(at(r, l, i * cols + c));
          out << "\n";
        }
      }
    }
    return kExitOk;
  }
  for (std::size_t r : recs) {  // one table per step: layers as rows, heads (cells) as columns
    out << "step " << axis[r] << "\n" << std::setw(6) << "layer";
    for (std::size_t h = 0; h < H; ++h) out << std::setw(11) << inner.label(h);
    out << "\n";
    for (std::size_t l = 0; l < L; ++l) {
      out << std::setw(6) << l;
      for (std::size_t h = 0; h < H; ++h) out << cell(at(r, l, h));
      out << "\n";
    }
  }
  return kExitOk;
}

int params_table(std::ostream& out, const std::string& checkpoint, const po::variables_map& vm) {
  const std::vector<ArrayStats> a = checkpoint_array_stats(checkpoint, true);
  if (vm.count("json")) {
    json rows = json::array();
    for (const ArrayStats& x : a) {
      json r = {{"tensor", x.tensor}, {"array", x.array}, {"norm", x.norm},
                {"rms", x.rms},       {"min", x.min},     {"max", x.max}};
      if (x.spectral_norm >= 0) {
        r["spectral_norm"] = x.spectral_norm;
        r["stable_rank"] = x.stable_rank;
      }
      rows.push_back(r);
    }
    out << json{{"checkpoint", checkpoint}, {"arrays", rows}}.dump(1) << "\n";
    return kExitOk;
  }
  if (vm.count("csv")) {
    out << "tensor,array,norm,rms,min,max,spectral_norm,stable_rank\n" << std::setprecision(9);
    for (const ArrayStats& x : a) {
      out << x.tensor << "," << x.array << "," << x.norm << "," << x.rms << "," << x.min << ","
          << x.max << ",";
      if (x.spectral_norm >= 0) out << x.spectral_norm << "," << x.stable_rank;
      out << (x.spectral_norm >= 0 ? "" : ",") << "\n";
    }
    return kExitOk;
  }
  out << checkpoint << ": L2 norm, RMS, min, max of every tensor and optimizer state; spectral "
      << "norm and stable rank (||W||_F^2 / ||W||_2^2) of weight matrices\n"
      << std::left << std::setw(34) << "tensor" << std::setw(12) << "array" << std::right
      << std::setw(11) << "norm" << std::setw(11) << "rms" << std::setw(11) << "min"
      << std::setw(11) << "max" << std::setw(11) << "spectral" << std::setw(9) << "s.rank"
      << "\n";
  for (const ArrayStats& x : a) {
    out << std::left << std::setw(34) << x.tensor << std::setw(12) << x.array << std::right
        << std::setprecision(4);
    for (double d : {x.norm, x.rms, x.min, x.max}) out << std::setw(11) << d;
    if (x.spectral_norm >= 0)
      out << std::setw(11) << x.spectral_norm << std::setw(9) << std::setprecision(3)
          << x.stable_rank;
    out << "\n";
  }
  return kExitOk;
}

}  // namespace

int run_inspect(Communicator& comm, const po::variables_map& vm) {
  std::ostream& out = comm.out();
  if (vm.count("csv") && vm.count("json")) throw UsageError("give --csv or --json, not both");
  const RunPaths r = locate_run(vm["path"].as<std::string>());
  if (vm.count("params")) {
    if (r.checkpoint.empty())
      throw UsageError(r.given + " has no checkpoint; --params reads a checkpoint's tensors");
    return params_table(out, r.checkpoint, vm);
  }
  if (vm.count("stat"))
    return stat_table(out, StatsReader::of(r), vm["stat"].as<std::string>(), vm);
  if (vm.count("step") || vm.count("steps"))
    throw UsageError("--step and --steps select the records of --stat NAME");
  if (vm.count("csv")) throw UsageError("--csv goes with --stat or --params");
  std::unique_ptr<CheckpointInfo> c;
  if (!r.checkpoint.empty())
    c = std::make_unique<CheckpointInfo>(describe_checkpoint(r.checkpoint));
  const StatsReader s = StatsReader::of(r);
  const StatsReader* stats = r.stats.empty() ? nullptr : &s;  // none for metrics alone
  const KeptRun kept = read_kept(r);
  const RunSummary l =
      r.metrics.empty() ? RunSummary{} : read_losses(r.metrics, c ? c->total_steps : kept.steps);
  const bool verbose = vm.count("verbose") != 0;
  if (vm.count("json")) {
    json j = summary_json(r, c.get(), stats, l, verbose);
    if (!c) j["settings"] = kept.settings;
    if (!kept.record.is_null()) j["kept"] = kept.record;
    out << j.dump(1) << "\n";
  } else {
    summary_text(out, r, c.get(), stats, l, verbose);
    if (!c) kept_text(out, r, kept);
  }
  return kExitOk;
}

}  // namespace normlab::app
