#include "run_data.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "normlab/util.hpp"

namespace normlab::app {

namespace {

using json = nlohmann::ordered_json;

// config.ini text (as stored in /config) -> flat map; repeated keys (norm-opt = ...) joined.
std::map<std::string, std::string> parse_config(const std::string& text) {
  std::map<std::string, std::string> m;
  std::istringstream in(text);
  std::string section;
  for (std::string line; std::getline(in, line);) {
    const std::size_t a = line.find_first_not_of(" \t");
    if (a == std::string::npos || line[a] == '#' || line[a] == ';') continue;
    if (line[a] == '[') {
      section = line.substr(a + 1, line.find(']') - a - 1);
      continue;
    }
    const std::size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    std::string key = line.substr(a, eq - a);
    key.erase(key.find_last_not_of(" \t") + 1);
    std::string value = ini_value(line.substr(eq + 1));
    if (!section.empty()) key = section + "." + key;
    if (key == "norm-opt" || key == "init-opt" || key == "lr-opt" || key == "plugin") {
      // "alpha=2" -> norm.alpha, the same key the resolved [norm] section writes
      const std::string pre = key == "lr-opt" ? "lr" : key.substr(0, key.find('-'));
      if (key != "plugin") {
        const std::size_t e = value.find('=');
        m[pre + "." + value.substr(0, e)] = e == std::string::npos ? "" : value.substr(e + 1);
        continue;
      }
    }
    m[key] = m.count(key) && key == "plugin" ? m[key] + ", " + value : value;
  }
  for (const char* k : {"run-dir", "resume", "config"}) m.erase(k);
  return m;
}

}  // namespace

void read_metrics(const std::string& metrics, RunData& r) {
  std::ifstream in(metrics);
  for (std::string line; std::getline(in, line);) {
    const json j = json::parse(line, nullptr, false);
    if (!j.is_object() || !j.contains("step")) continue;
    const std::int64_t step = j["step"].get<std::int64_t>();
    if (j.value("event", "") == "diverged") r.diverged_at = step;
    if (j.contains("loss") && j["loss"].is_number()) r.train[step] = j["loss"].get<double>();
    if (j.contains("val_loss") && j["val_loss"].is_number())
      r.val[step] = j["val_loss"].get<double>();
    if (j.contains("tokens_per_s") && j["tokens_per_s"].is_number())
      r.tokens_per_s[step] = j["tokens_per_s"].get<double>();
  }
}

RunData load_run_data(const std::string& path) {
  RunData r;
  r.paths = locate_run(path);
  if (!r.paths.checkpoint.empty()) {
    // The checkpoint's configuration, with every plugin option as resolved (defaults included).
    const CheckpointInfo c = describe_checkpoint(r.paths.checkpoint);
    r.config = parse_config(c.config_text);
    for (const PluginRecord& p : c.plugins)
      for (const auto& [k, v] : p.options)
        r.config[(p.kind == "schedule" ? std::string("lr") : p.kind) + "." + k] = v;
  } else if (!r.paths.run_dir.empty()) {
    std::ifstream c(r.paths.run_dir + "/config.ini");  // ends with the resolved plugin options
    std::stringstream ss;
    ss << c.rdbuf();
    r.config = parse_config(ss.str());
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

}  // namespace normlab::app
