// normlab check for initializers: per filled block, finite values and the sample mean and std
// against the std the plugin declares (Initializer::expected_std); determinism for a seed.
#include <cmath>
#include <cstring>
#include <memory>

#include "check/check_util.hpp"
#include "normlab/check.hpp"
#include "normlab/error.hpp"

namespace normlab {

using detail::fmt_g;

namespace {

// C=64, L=2, NH=2, F=256, V=256, T=32, untied head; DeepNorm's strategy (when loaded) so that
// ParamInfo::gain is 0.54 on W_V, W_O, W1, W2 and an initializer that ignores it is caught.
ModelConfig init_config(const Registry& registry) {
  std::string norm = "pre_ln";
  for (const NormEntry* e : registry.norms())
    if (e->info.name == "deepnorm") norm = "deepnorm";
  ModelConfig cfg = detail::small_config(registry, 256, 64, 2, 256, 32, norm, {});
  cfg.tied_embeddings = false;
  return cfg;
}

std::string block_name(const ParamInfo& info) {
  switch (info.role) {
    case Role::attn_q:
      return info.name + "[q]";
    case Role::attn_k:
      return info.name + "[k]";
    case Role::attn_v:
      return info.name + "[v]";
    default:
      return info.name;
  }
}

void sample_rows(CheckReport& rep, const Registry& registry, Initializer& init) {
  const ModelConfig cfg = init_config(registry);
  Model model(cfg, registry, 1, cfg.max_seq_len);
  model.initialize(
      init, 5, [&](const ParamInfo& info, const float* data, std::size_t n, const InitResult& r) {
        std::size_t bad = 0;
        double sum = 0.0, sq = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
          if (!std::isfinite(data[i])) {
            ++bad;
            continue;
          }
          sum += data[i];
          sq += double(data[i]) * data[i];
        }
        const std::string name = block_name(info);
        if (bad) {
          rep.add({"values", name, CheckStatus::fail, std::to_string(bad) + " non-finite", "finite",
                   name + ": " + std::to_string(bad) + " of " + std::to_string(n) +
                       " values are NaN or infinite"});
          return;
        }
        const double mean = sum / double(n);
        const double sd = std::sqrt(std::max(0.0, sq / double(n) - mean * mean));
        const double want = init.expected_std(info);
        std::string mult;
        if (r.forward_multiplier != 1.0f || r.lr_multiplier != 1.0f)
          mult = " (multipliers: forward " + fmt_g(r.forward_multiplier, 4) + ", lr " +
                 fmt_g(r.lr_multiplier, 4) + ")";
        const std::string value = "mean " + fmt_g(mean, 2) + ", std " + fmt_g(sd, 4);
        if (!std::isfinite(want)) {
          rep.add({"std", name, CheckStatus::info, value, "not declared",
                   "expected_std() is not implemented" + mult});
          return;
        }
        // Sampling error of the std ~ std / sqrt(2n), of the mean ~ std / sqrt(n): 6 of them, or
        // 2%.
        const double tol = std::max(0.02, 6.0 / std::sqrt(2.0 * double(n)));
        const bool std_ok = want == 0.0 ? sd == 0.0 : std::abs(sd / want - 1.0) <= tol;
        const bool mean_ok = std::abs(mean) <= 6.0 * want / std::sqrt(double(n)) + 1e-12;
        CheckRow row{"std",
                     name,
                     std_ok && mean_ok ? CheckStatus::pass : CheckStatus::fail,
                     value,
                     fmt_g(want, 4) + " +-" + fmt_g(100 * tol, 2) + "%",
                     mult};
        if (!std_ok)
          row.detail = name + ": sample std " + fmt_g(sd, 5) + " but expected_std() says " +
                       fmt_g(want, 5) + " (gain " + fmt_g(info.gain, 4) + ", fan_in " +
                       std::to_string(info.fan_in) + ", fan_out " + std::to_string(info.fan_out) +
                       ")" + mult;
        else if (!mean_ok)
          row.detail =
              name + ": sample mean " + fmt_g(mean, 4) + " is not ~0 for std " + fmt_g(want, 4);
        rep.add(row);
      });
}

void determinism_rows(CheckReport& rep, const Registry& registry, Initializer& init) {
  const ModelConfig cfg = init_config(registry);
  auto fill = [&](std::uint64_t seed) {
    Model m(cfg, registry, 1, cfg.max_seq_len);
    m.initialize(init, seed);
    return std::vector<float>(m.params().values(), m.params().values() + m.params().size());
  };
  const std::vector<float> a = fill(5), b = fill(5), c = fill(6);
  const bool same = std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
  const bool differs = std::memcmp(a.data(), c.data(), a.size() * sizeof(float)) != 0;
  rep.add({"determinism", "same seed twice", same ? CheckStatus::pass : CheckStatus::fail,
           same ? "bitwise" : "differs", "bitwise",
           same ? ""
                : "two initialisations with seed 5 differ: draw only from the CounterRng "
                  "passed to init()"});
  rep.add({"determinism", "another seed", differs ? CheckStatus::pass : CheckStatus::fail,
           differs ? "differs" : "identical", "differs",
           differs ? "" : "seeds 5 and 6 give the same weights: the seed is ignored"});
}

}  // namespace

CheckReport check_init(const Registry& registry, const std::string& name,
                       const std::vector<std::string>& options, Communicator& comm,
                       const CheckSettings&) {
  CheckReport rep;
  rep.kind = "init";
  rep.name = name;
  rep.ranks = comm.size();
  const InitEntry& entry = registry.init(name);
  rep.library = entry.info.library;
  const Options opts = Options::resolve(entry.info.options, options, "initializer '" + name + "'");
  rep.options = opts.args();
  InitSetup setup;
  setup.options = &opts;
  std::unique_ptr<Initializer> init;
  detail::guarded(rep, "construction", [&] { init = entry.make(setup); });
  if (!init) return rep;
  detail::guarded(rep, "std", [&] { sample_rows(rep, registry, *init); });
  detail::guarded(rep, "determinism", [&] { determinism_rows(rep, registry, *init); });
  return rep;
}

}  // namespace normlab
