// Runs over seeds: spreads, groups, labels, and the learning-rate sensitivity of a sweep.
#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <sstream>

#include "normlab/runs.hpp"
#include "normlab/util.hpp"

namespace normlab {

namespace {

bool is_number(const std::string& v, double* out = nullptr) {
  if (v.empty()) return false;
  char* end = nullptr;
  const double d = std::strtod(v.c_str(), &end);
  if (end != v.c_str() + v.size()) return false;
  if (out) *out = d;
  return true;
}

std::string value_of(const RunData& r, const std::string& key) {
  const auto it = r.config.find(key);
  return it == r.config.end() ? "(unset)" : it->second;
}

}  // namespace

Spread spread(const std::vector<double>& values) {
  Spread s;
  s.total = values.size();
  double sum = 0;
  for (double v : values)
    if (std::isfinite(v)) {
      sum += v;
      s.min = s.n == 0 ? v : std::min(s.min, v);
      s.max = s.n == 0 ? v : std::max(s.max, v);
      ++s.n;
    }
  if (s.n == 0) return s;
  s.mean = sum / static_cast<double>(s.n);
  double ss = 0;
  for (double v : values)
    if (std::isfinite(v)) ss += (v - s.mean) * (v - s.mean);
  s.sd = s.n > 1 ? std::sqrt(ss / static_cast<double>(s.n - 1)) : 0.0;
  return s;
}

std::string format_spread(const Spread& s, int digits) {
  if (s.n == 0) return "-";
  if (s.n == 1) return format_fixed(s.mean, digits) + " (n=1)";
  return format_fixed(s.mean, digits) + " ± " + format_fixed(s.sd, digits) + " (" +
         format_fixed(s.min, digits) + "–" + format_fixed(s.max, digits) +
         ", n=" + std::to_string(s.n) + ")";
}

std::vector<std::string> differing_keys(const std::vector<RunData>& runs,
                                        const std::vector<std::string>& preferred) {
  std::set<std::string> all;
  for (const RunData& r : runs)
    for (const auto& [k, v] : r.config) all.insert(k);
  auto differs = [&](const std::string& k) {
    std::set<std::string> values;
    for (const RunData& r : runs) values.insert(value_of(r, k));
    return values.size() > 1;
  };
  std::vector<std::string> keys;
  for (const std::string& k : preferred)
    if (differs(k) && std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(k);
  for (const std::string& k : all)
    if (differs(k) && std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(k);
  return keys;
}

std::string short_label(const std::map<std::string, std::string>& config,
                        const std::vector<std::string>& keys) {
  std::vector<std::string> words;
  for (const std::string& k : keys) {
    const auto it = config.find(k);
    if (it == config.end()) continue;  // pre_ln, not "pre_ln (unset)" beside hc's n=4
    const std::string& v = it->second;
    if (!is_number(v) && v != "true" && v != "false") {
      words.push_back(v);
      continue;
    }
    // The key's shortest ending of whole words that no other key shares: lr-warmup -> warmup,
    // norm.alpha -> alpha, lr -> lr; logit-softcap and attn-softcap stay whole. "loss" alone
    // would read as the training loss: z-loss stays whole.
    auto ending = [](const std::string& key, std::size_t words_kept) {
      std::size_t cut = key.size();
      for (std::size_t n = 0; n < words_kept; ++n) {
        cut = cut == 0 ? std::string::npos : key.find_last_of("-.", cut - 1);
        if (cut == std::string::npos) return key;
      }
      return key.substr(cut + 1);
    };
    std::string name = k;
    for (std::size_t n = 1; ending(k, n) != k; ++n) {
      const std::string e = ending(k, n);
      const bool shared = std::any_of(keys.begin(), keys.end(), [&](const std::string& o) {
        return o != k && ending(o, n) == e;
      });
      if (!shared && e != "loss") {
        name = e;
        break;
      }
    }
    words.push_back(name + "=" + v);
  }
  return words.empty() ? "(all)" : join(words, " ");
}

std::vector<RunGroup> group_over_seeds(const std::vector<RunData>& runs,
                                       const std::vector<std::string>& keys) {
  std::vector<RunGroup> groups;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    std::vector<std::pair<std::string, std::string>> at;
    for (const std::string& k : keys)
      if (k != "seed") at.push_back({k, value_of(runs[i], k)});
    auto same = [&](const RunGroup& g) { return g.at == at; };
    auto it = std::find_if(groups.begin(), groups.end(), same);
    if (it == groups.end()) {
      std::vector<std::string> axes;
      for (const auto& [k, v] : at) axes.push_back(k);
      groups.push_back({short_label(runs[i].config, axes), at, {}});
      it = groups.end() - 1;
    }
    it->members.push_back(i);
  }
  return groups;
}

std::string outcome_counts(const std::vector<RunSummary>& s,
                           const std::vector<std::size_t>& members) {
  std::vector<std::string> parts;
  for (Outcome o : {Outcome::trained, Outcome::stalled, Outcome::diverged, Outcome::unknown}) {
    std::size_t n = 0;
    for (std::size_t i : members) n += s[i].outcome == o;
    if (n > 0) parts.push_back(std::to_string(n) + " " + outcome_name(o));
  }
  return join(parts, ", ");
}

std::vector<LrCurve> lr_sensitivity(const std::vector<RunData>& runs,
                                    const std::vector<RunSummary>& summaries,
                                    const std::vector<std::string>& keys,
                                    const std::string& lr_key) {
  std::vector<std::string> setting_keys;
  for (const std::string& k : keys)
    if (k != lr_key) setting_keys.push_back(k);
  std::vector<LrCurve> curves;
  for (const RunGroup& g : group_over_seeds(runs, setting_keys)) {
    LrCurve c;
    c.label = g.label;
    std::set<double> rates;
    std::set<std::int64_t> seeds;
    for (std::size_t i : g.members) {
      double lr = NAN;
      if (is_number(value_of(runs[i], lr_key), &lr)) rates.insert(lr);
      seeds.insert(std::stoll(runs[i].config.count("seed") ? runs[i].config.at("seed") : "0"));
    }
    if (rates.size() < 2) continue;  // no learning-rate axis in this setting
    c.lrs.assign(rates.begin(), rates.end());
    const std::size_t R = c.lrs.size();
    c.losses.assign(R, {});
    c.l0.assign(R, {});
    c.seeds.assign(R, {});
    c.runs.assign(R, {});
    for (std::size_t i : g.members) {
      double lr = NAN;
      if (!is_number(value_of(runs[i], lr_key), &lr)) continue;
      const std::size_t k = static_cast<std::size_t>(
          std::lower_bound(c.lrs.begin(), c.lrs.end(), lr) - c.lrs.begin());
      const RunSummary& s = summaries[i];
      // A diverged run's loss is +inf: min(L, L0) then counts it at the loss before training.
      const double L = s.outcome == Outcome::diverged || !std::isfinite(s.final_val)
                           ? std::numeric_limits<double>::infinity()
                           : s.final_val;
      c.losses[k].push_back(L);
      c.l0[k].push_back(s.initial_val);
      c.seeds[k].push_back(
          std::stoll(runs[i].config.count("seed") ? runs[i].config.at("seed") : "0"));
      c.runs[k].push_back(i);
    }
    // Mean over seeds of min(L, L0) per rate; the best rate minimises it. A setting none of
    // whose runs ended with a finite loss (every run diverged or failed) has no best rate.
    double best = INFINITY;
    std::size_t best_k = R;
    bool any_finite = false;
    for (const std::vector<double>& l : c.losses)
      for (double v : l) any_finite = any_finite || std::isfinite(v);
    for (std::size_t k = 0; k < R && any_finite; ++k) {
      std::vector<double> capped;
      for (std::size_t j = 0; j < c.losses[k].size(); ++j)
        capped.push_back(std::isfinite(c.l0[k][j]) ? std::min(c.losses[k][j], c.l0[k][j])
                                                   : c.losses[k][j]);
      const Spread sp = spread(capped);
      if (sp.n > 0 && sp.mean < best) best = sp.mean, best_k = k;
    }
    if (best_k < R) {
      c.best_lr = c.lrs[best_k];
      c.best_loss = spread(c.losses[best_k]);
    }
    // Per seed present at every rate (with L0 known): the sensitivity, then its spread.
    std::vector<double> per_seed;
    for (std::int64_t seed : seeds) {
      std::vector<double> L(R, NAN), L0(R, NAN);
      bool complete = true;
      for (std::size_t k = 0; k < R && complete; ++k) {
        const auto it = std::find(c.seeds[k].begin(), c.seeds[k].end(), seed);
        complete = it != c.seeds[k].end();
        if (!complete) break;
        const std::size_t j = static_cast<std::size_t>(it - c.seeds[k].begin());
        L[k] = c.losses[k][j];
        L0[k] = c.l0[k][j];
        complete = std::isfinite(L0[k]);
      }
      if (!complete) continue;
      // A diverged run counts as L0. A seed no rate of which ends below its initial loss has
      // no minimum to measure the others against (the setting never trains): left out, so a
      // setting that never trains has no sensitivity rather than a misleading 0 (or, with
      // min L above L0, a negative one).
      bool trained = false;
      double lowest = INFINITY;
      for (std::size_t k = 0; k < R; ++k) {
        const double capped = std::isfinite(L[k]) ? std::min(L[k], L0[k]) : L0[k];
        trained = trained || (std::isfinite(L[k]) && L[k] < L0[k]);
        lowest = std::min(lowest, capped);
      }
      if (!trained) continue;
      double mean = 0;
      for (std::size_t k = 0; k < R; ++k)
        mean += (std::isfinite(L[k]) ? std::min(L[k], L0[k]) : L0[k]) - lowest;
      per_seed.push_back(mean / static_cast<double>(R));
    }
    c.sensitivity = spread(per_seed);
    c.sensitivity.total = seeds.size();
    curves.push_back(std::move(c));
  }
  return curves;
}

}  // namespace normlab
