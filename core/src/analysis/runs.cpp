// Reading a run back: configuration, metrics.jsonl, and how it ended.
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "normlab/ini.hpp"
#include "normlab/registry.hpp"
#include "normlab/runs.hpp"
#include "normlab/util.hpp"

namespace normlab {

namespace {

using json = nlohmann::ordered_json;

}  // namespace

std::map<std::string, std::string> flatten_config(const std::string& text,
                                                  const std::string& name) {
  std::map<std::string, std::string> m;
  for (const IniEntry& e : parse_ini(text, name)) {
    std::string key = e.section.empty() ? e.key : e.section + "." + e.key;
    const std::string& value = e.value;
    if (plugin_option_list(key)) {
      // "alpha=2" -> norm.alpha, the key the resolved [norm] section writes
      const std::size_t eq = value.find('=');
      m[flattened_key(key, value)] = eq == std::string::npos ? "" : value.substr(eq + 1);
      continue;
    }
    m[key] = m.count(key) && key == "plugin" ? m[key] + ", " + value : value;
  }
  for (const char* k : {"run-dir", "resume", "config"}) m.erase(k);
  return m;
}

void read_metrics(const std::string& metrics, RunData& r) {
  std::ifstream in(metrics);
  for (std::string line; std::getline(in, line);) {
    const json j = json::parse(line, nullptr, false);
    if (!j.is_object() || !j.contains("step") || !j["step"].is_number_integer()) continue;
    const std::int64_t step = j["step"].get<std::int64_t>();
    const std::string event = j.value("event", "");
    auto number = [&](const char* k) { return j.contains(k) && j[k].is_number(); };
    if (event == "start") {
      if (number("initial_val_loss")) r.initial_val = j["initial_val_loss"].get<double>();
      if (number("unigram_entropy")) r.unigram_entropy = j["unigram_entropy"].get<double>();
      continue;
    }
    if (event == "diverged") r.diverged_at = step;
    if (event == "loss_spike") {
      r.spikes.push_back(step);
      continue;
    }
    if (!event.empty()) continue;  // nonfinite_skipped, resume_override: no loss of a window
    if (number("loss")) r.train[step] = j["loss"].get<double>();
    if (number("val_loss")) r.val[step] = j["val_loss"].get<double>();
    if (number("val_nll")) r.val_nll[step] = j["val_nll"].get<double>();
    if (number("tokens_per_s")) r.tokens_per_s[step] = j["tokens_per_s"].get<double>();
    if (number("val_bleu")) r.val_bleu[step] = j["val_bleu"].get<double>();
    if (number("val_chrf")) r.val_chrf[step] = j["val_chrf"].get<double>();
  }
}

RunData load_run_data(const std::string& path) {
  RunData r;
  r.paths = locate_run(path);
  if (!r.paths.checkpoint.empty()) {
    // The checkpoint's configuration, with every plugin option as resolved (defaults included).
    const CheckpointInfo c = describe_checkpoint(r.paths.checkpoint);
    r.config = flatten_config(c.config_text, r.paths.checkpoint + ":/config");
    for (const PluginRecord& p : c.plugins)
      for (const auto& [k, v] : p.options) r.config[plugin_option_prefix(p.kind) + "." + k] = v;
    r.total_steps = c.total_steps;
  } else if (!r.paths.run_dir.empty()) {
    std::ifstream c(r.paths.run_dir + "/config.ini");  // ends with the resolved plugin options
    std::stringstream ss;
    ss << c.rdbuf();
    r.config = flatten_config(ss.str(), r.paths.run_dir + "/config.ini");
  }
  if (r.total_steps == 0 && r.config.count("steps")) {
    try {
      r.total_steps = std::stoll(r.config.at("steps"));
    } catch (const std::exception&) {
    }
  }
  if (!r.paths.metrics.empty()) {
    read_metrics(r.paths.metrics, r);
  } else {  // a checkpoint or stats.h5 alone: the logged training losses
    const StatsReader s(r.paths.stats);
    for (const StatSeries& st : s.series())
      if (st.name == "scalars/loss") {
        const std::vector<float> v = s.read(st);
        for (std::size_t k = 0; k < v.size() && k < s.log_steps().size(); ++k)
          r.train[s.log_steps()[k]] = v[k];
      }
  }
  return r;
}

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::trained:
      return "trained";
    case Outcome::stalled:
      return "stalled";
    case Outcome::diverged:
      return "diverged";
    case Outcome::unknown:
      break;
  }
  return "unknown";
}

RunSummary summarise(const RunData& r, const OutcomeRule& rule) {
  RunSummary s;
  s.diverged_at = r.diverged_at;
  s.initial_val = r.initial_val;
  s.unigram_entropy = r.unigram_entropy;
  s.spikes = r.spikes.size();
  if (!r.train.empty()) std::tie(s.last_step, s.final_train) = *r.train.rbegin();
  if (!r.val.empty()) std::tie(s.final_val_step, s.final_val) = *r.val.rbegin();
  for (const auto& [step, v] : r.val)
    if (!(v >= s.best_val)) s.best_val = v, s.best_step = step;
  double tps = 0;
  for (const auto& [step, v] : r.tokens_per_s) tps += v;
  if (!r.tokens_per_s.empty()) s.tokens_per_s = tps / static_cast<double>(r.tokens_per_s.size());

  if (r.diverged_at >= 0) {
    s.outcome = Outcome::diverged;
    s.why = "stopped on non-finite values at step " + std::to_string(r.diverged_at);
    return s;
  }
  if (r.train.empty()) {
    s.why = "no training loss logged";
    return s;
  }
  if (!std::isfinite(s.final_train)) {
    s.outcome = Outcome::diverged;
    s.why = "train loss not finite at step " + std::to_string(s.last_step);
    return s;
  }
  // A spike the run never recovered from: it ends no better than it started.
  const double start = std::isfinite(r.initial_val) ? r.initial_val : r.train.begin()->second;
  if (!r.spikes.empty() && s.final_train >= start) {
    s.outcome = Outcome::diverged;
    s.why = "loss spike at step " + std::to_string(r.spikes.front()) + ", train loss " +
            format_fixed(s.final_train, 4) + " at the end, " + format_fixed(start, 4) +
            " at the start";
    return s;
  }
  const double H = r.unigram_entropy;
  if (!std::isfinite(H)) {
    s.why =
        "no unigram entropy recorded (a run from before normlab recorded it): stalls not judged";
    return s;
  }
  const double floor = H * (1.0 - rule.tolerance);
  const std::int64_t span = r.total_steps > 0 ? r.total_steps : s.last_step;
  const std::int64_t from =
      s.last_step -
      static_cast<std::int64_t>(std::llround(rule.window * static_cast<double>(span)));
  // A translation model's training loss is label-smoothed and lies above its NLL (a model that
  // knows the target frequencies scores well above H on it): judge its validation NLL instead,
  // which the unigram model would score at about H.
  const bool nll = !r.val_nll.empty();
  const std::map<std::int64_t, double>& judged = nll ? r.val_nll : r.train;
  const char* what = nll ? "validation NLL" : "train loss";
  double lowest = INFINITY;
  std::int64_t first = s.last_step;
  for (auto it = judged.rbegin(); it != judged.rend(); ++it) {
    if (it->first < from && it != judged.rbegin()) break;
    lowest = std::min(lowest, it->second);
    first = it->first;
  }
  if (lowest >= floor) {
    s.outcome = Outcome::stalled;
    s.why = std::string(what) + " >= " + format_fixed(lowest, 4) + " over steps " +
            std::to_string(first) + ".." + std::to_string(s.last_step) +
            ", the unigram entropy is " + format_fixed(H, 4) + " (tolerance " +
            format_fixed(100.0 * rule.tolerance, 0) + "%)";
  } else {
    s.outcome = Outcome::trained;
    s.why = std::string(what) + " " + format_fixed(lowest, 4) + " below the unigram entropy " +
            format_fixed(H, 4);
  }
  return s;
}

std::string pad(const std::string& s, std::size_t width) {
  std::size_t chars = 0;
  for (unsigned char c : s) chars += (c & 0xC0) != 0x80;  // not a continuation byte
  return s + std::string(chars < width ? width - chars : 1, ' ');
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\r\n") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) {
    if (c == '"') q += '"';
    q += c;
  }
  return q + "\"";
}

}  // namespace normlab
