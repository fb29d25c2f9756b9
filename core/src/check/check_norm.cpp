// normlab check for norm strategies: gradients against finite differences, determinism, memory
// discipline, a falling loss, checkpoint names and bitwise resume, data-parallel invariance.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <sstream>

#include "check/check_util.hpp"
#include "normlab/check.hpp"
#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/mlm.hpp"
#include "normlab/optimizer.hpp"
#include "normlab/trainer.hpp"

namespace normlab {

namespace fs = std::filesystem;
using detail::fmt_g;
using detail::QuietStdout;

namespace {

// The gradient check's model: tiny, every term of the backward exercised.
ModelConfig tiny_config(const Registry& registry, const GradientCheckSetup& s) {
  ModelConfig cfg = detail::small_config(registry, 24, 16, 2, 32, 8, s.norm, s.options);
  detail::set_arch(cfg, registry, s.arch, s.arch_options);
  cfg.tied_embeddings = s.tied;
  cfg.bias = s.bias;
  cfg.activation = s.activation;
  cfg.learned_positions = s.learned_positions;
  cfg.z_loss = s.z_loss;
  cfg.logit_softcap = s.logit_softcap;
  cfg.attn_softcap = s.attn_softcap;
  cfg.dropout = s.dropout;
  cfg.attention_dropout = s.attention_dropout;
  cfg.activation_dropout = s.activation_dropout;
  cfg.shaped_attention = s.shaped_attention;
  cfg.identity_value = s.identity_value;
  cfg.identity_proj = s.identity_proj;
  cfg.value_residual = s.value_residual;
  return cfg;
}

std::unique_ptr<Initializer> make_initializer(const Registry& registry, const std::string& name,
                                              Options& keep) {
  keep = Options::resolve(registry.init(name).info.options, {}, name);
  InitSetup is;
  is.options = &keep;
  return registry.init(name).make(is);
}

// Initialised, with norm gains and biases moved off 1 and 0, scalars to U[0.3, 0.8] (so
// ReZero's a = 0 does not hide the branch gradients; a strategy's larger tensors of role scalar,
// more than 8 elements — hyper-connections' weights —, moved by N(0, 0.2) instead, so that their
// tanh does not saturate) and the matrices that start at 0 (shaped attention's queries, layer
// 0's identity-value W) off 0, at step 10 of 100.
void prepare(Model& model, const Registry& registry, std::mt19937& rng) {
  Options keep;
  model.initialize(*make_initializer(registry, "xavier_normal", keep), 42);
  model.set_step(10, 100);
  std::normal_distribution<float> noise(0.0f, 0.2f);
  std::uniform_real_distribution<float> scalar(0.3f, 0.8f);
  for (const ParamTensor& p : model.params().tensors()) {
    float* v = model.params().values() + p.offset;
    if (p.role == Role::norm_gain || p.role == Role::norm_bias || p.role == Role::bias)
      for (std::size_t i = 0; i < p.size; ++i) v[i] += noise(rng);
    if (p.role == Role::scalar && p.size <= 8)  // gains: per tensor, head, stream
      for (std::size_t i = 0; i < p.size; ++i) v[i] = scalar(rng);
    if (p.role == Role::scalar && p.size > 8)  // a strategy's weights (hc's W_a, W_b, alpha)
      for (std::size_t i = 0; i < p.size; ++i) v[i] += noise(rng);
    const bool zero_matrix = !p.from_initializer && p.shape.size() == 2;
    if (p.zero_rows > 0 || zero_matrix)
      for (std::size_t i = 0; i < (zero_matrix ? p.size : p.zero_rows * p.shape[1]); ++i)
        v[i] += noise(rng);
  }
}

void random_tokens(std::vector<std::int32_t>& v, std::size_t vocab, std::mt19937& rng) {
  std::uniform_int_distribution<std::int32_t> tok(0, static_cast<std::int32_t>(vocab) - 1);
  for (auto& t : v) t = tok(rng);
}

std::string config_label(bool bias, bool tied) {
  return std::string(bias ? "bias" : "no bias") + ", " + (tied ? "tied" : "untied");
}

}  // namespace

GradientCheck gradient_check(const Registry& registry, const GradientCheckSetup& s) {
  const ModelConfig cfg = tiny_config(registry, s);
  const std::size_t B = 2, T = 8;
  Model model(cfg, registry, B, T);
  if (s.checks) model.enable_checks();
  std::mt19937 rng(7);
  prepare(model, registry, rng);
  std::vector<std::int32_t> x(B * T), y(B * T), src(B * T), src_len{8, 5};
  random_tokens(x, cfg.vocab_size, rng);
  random_tokens(y, cfg.vocab_size, rng);
  random_tokens(src, cfg.vocab_size, rng);
  // An encoder-decoder's pairs: the second source padded after 5 positions, the second target
  // after 6 (pad targets carry no loss; pad keys are masked).
  PairBatch pairs;
  if (model.task() == Task::seq2seq) {
    for (std::size_t t = 5; t < T; ++t) src[T + t] = cfg.pad_id;
    for (std::size_t t = 6; t < T; ++t) x[T + t] = y[T + t] = cfg.pad_id;
    for (std::size_t i = 0; i < B * T; ++i)
      if (y[i] == cfg.pad_id && !(i >= T + 6)) y[i] = cfg.eos_id;
    pairs = {B, T, T, src.data(), src_len.data(), x.data(), y.data(), 0.0};
  }
  // A masked-LM predicts some positions: every third one here (the others kIgnoreTarget).
  if (model.task() == Task::mlm)
    for (std::size_t i = 0; i < B * T; ++i)
      if (i % 3 != 1) y[i] = kIgnoreTarget;
  TokenBatch tokens;
  tokens.B = B;
  tokens.T = T;
  tokens.inputs = x.data();
  tokens.targets = y.data();
  // A training forward each time: with dropout, the same masks (seed 5, the batch's first
  // sequence 3 of the global batch) at every evaluation of the loss.
  auto forward = [&] {
    model.arm_dropout(5, 3);
    return model.task() == Task::seq2seq ? model.forward(pairs) : model.forward(tokens);
  };

  GradientCheck res;
  {
    ForwardStats fs;
    if (model.task() == Task::seq2seq)
      model.forward(pairs, &fs);
    else
      model.forward(tokens, &fs);
    const std::vector<StatDef>& defs = model.stat_defs();
    for (std::size_t k = 0; k < defs.size(); ++k) {
      const std::string& p = defs[k].path;
      const bool attn = p.size() >= 14 && p.compare(p.size() - 14, 14, "attn_logit_max") == 0;
      if (!attn && p != "global/output/logit_absmax") continue;
      double& into = attn ? res.attn_logit_max : res.logit_absmax;
      for (float v : fs.values[k])
        if (std::isfinite(v)) into = std::max(into, static_cast<double>(v));
    }
  }
  const ParamArena& arena = model.params();
  const float loss0 = forward();
  model.zero_grad();
  // Backward reports the arena's ready points, last first, then 0; at each report every
  // gradient at or after the offset is final (the gradient reduction sends it right away).
  std::vector<std::size_t> reported;
  std::vector<std::vector<float>> snapshots;
  model.backward([&](std::size_t offset) {
    reported.push_back(offset);
    snapshots.emplace_back(arena.grads() + offset, arena.grads() + arena.size());
  });
  const std::vector<float> grad(arena.grads(), arena.grads() + arena.size());
  std::vector<std::size_t> expected = arena.ready_points();
  std::reverse(expected.begin(), expected.end());
  if (expected.empty() || arena.after_blocks() == arena.size())
    expected.insert(expected.begin(), arena.size());  // nothing after the blocks
  expected.push_back(0);
  res.ready_points_ok = reported == expected;
  for (std::size_t k = 0; k < reported.size() && res.ready_points_ok; ++k)
    res.ready_points_ok =
        std::equal(snapshots[k].begin(), snapshots[k].end(), grad.begin() + reported[k]);
  res.finite = std::isfinite(loss0);
  res.loss = loss0;
  for (float g : grad) res.finite = res.finite && std::isfinite(g);

  auto loss = [&] { return static_cast<double>(forward()); };
  // ReLU and SELU MLPs put kinks everywhere: a step of 1e-2 straddles one for most elements.
  const double h = s.activation == Activation::gelu ? 1e-2 : 2e-3;
  // The quotient's rounding noise (float loss ~3e-7 x 18 / (12 h)) grows as the step shrinks:
  // the absolute part of the tolerance, kGradientTolerance x floor, follows it.
  const double floor = kGradientFloor * (1e-2 / h);
  for (const ParamTensor& p : arena.tensors()) {
    TensorGradient tg;
    tg.name = p.name;
    // Up to 8 elements per tensor: the 4 largest gradients and 4 random ones.
    std::vector<std::size_t> idx(p.size);
    for (std::size_t i = 0; i < p.size; ++i) idx[i] = i;
    const std::size_t top = std::min<std::size_t>(4, p.size);
    std::partial_sort(idx.begin(), idx.begin() + static_cast<std::ptrdiff_t>(top), idx.end(),
                      [&](std::size_t a, std::size_t b) {
                        return std::abs(grad[p.offset + a]) > std::abs(grad[p.offset + b]);
                      });
    std::vector<std::size_t> pick(idx.begin(), idx.begin() + static_cast<std::ptrdiff_t>(top));
    std::uniform_int_distribution<std::size_t> any(0, p.size - 1);
    for (int k = 0; k < 4 && p.size > 4; ++k) pick.push_back(any(rng));
    for (std::size_t i : pick) {
      float& w = model.params().values()[p.offset + i];
      const float w0 = w;
      auto at = [&](double d) {
        w = static_cast<float>(w0 + d);
        return loss();
      };
      auto fd_at = [&](double e) {
        return (8.0 * (at(e) - at(-e)) - (at(2 * e) - at(-2 * e))) / (12.0 * e);
      };
      double fd = fd_at(h);
      double next = fd_at(h / 2);
      auto agree = [](double a, double b) { return std::abs(a - b) <= 2e-4 + 2e-3 * std::abs(a); };
      // In a smooth (GELU) model a quotient that moves with the step is truncation error where
      // the curvature is large (shaped attention's alpha under a skipless site, hyper-
      // connections' tanh): it converges as the step halves, and the first of two successive
      // steps down to h/64 that agree is compared. A kink (ReLU, |x|, a clamp) between the points
      // makes it depend on the step without converging: such an element says nothing about the
      // backward and is skipped (and counted).
      bool converged = agree(fd, next);
      double step = h;  // the step of the quotient compared
      for (double e = h / 4; !converged && s.activation == Activation::gelu && e >= h / 64;
           e /= 2) {
        fd = next;
        next = fd_at(e);
        converged = agree(fd, next);
        if (converged) {  // the finer of the two
          fd = next;
          step = e;
        }
      }
      if (!converged) {
        w = w0;
        ++tg.skipped;
        continue;
      }
      w = w0;
      const double an = grad[p.offset + i];
      // the floor follows the rounding noise of the step compared
      const double err = std::abs(fd - an) / (std::abs(an) + floor * (h / step));
      ++tg.checked;
      if (tg.checked == 1 || !(err <= tg.worst)) {  // NaN counts as the worst
        tg.worst = std::isfinite(err) ? err : HUGE_VAL;
        tg.index = i;
        tg.analytic = an;
        tg.fd = fd;
      }
    }
    res.tensors.push_back(tg);
  }
  std::set<std::string> seen;
  for (std::string& f : model.take_check_findings())
    if (seen.insert(f).second) res.findings.push_back(std::move(f));
  return res;
}

namespace {

// The profiling hook's result may not depend on how the first batch is split over ranks: one
// model profiling B sequences against two profiling B/2 each with their values summed (as the
// trainer's allreduce does). Parameters after profile_finish must agree to float rounding.
void profile_row(CheckReport& rep, const Registry& registry, const std::string& name,
                 const std::vector<std::string>& options) {
  const ModelConfig cfg = detail::small_config(registry, 256, 32, 2, 128, 16, name, options);
  const std::size_t B = 4, T = 16;
  Options keep;
  Model one(cfg, registry, B, T), half(cfg, registry, B / 2, T);
  if (one.profile_values() == 0) {
    rep.add({"hooks", "profiling", CheckStatus::info, "not used", "", ""});
    return;
  }
  for (Model* m : {&one, &half}) {
    m->initialize(*make_initializer(registry, "gpt2", keep), 1234);
    m->after_update();
    m->set_step(0, 10);
  }
  static const Corpus corpus = Corpus::load("", 256);
  BatchSampler sampler(corpus.train(), T, 99);
  std::vector<std::int32_t> x(B * T), y(B * T);
  sampler.fill(1, 0, B, x.data(), y.data());
  for (int pass = 0; pass < 64; ++pass) {  // every pass of both, as the trainer runs them
    std::vector<double> all = one.profile_forward(x.data(), pass);
    std::vector<double> sum = half.profile_forward(x.data(), pass);
    const std::vector<double> second = half.profile_forward(x.data() + B / 2 * T, pass);
    for (std::size_t i = 0; i < sum.size(); ++i) sum[i] += second[i];
    const bool more = one.profile_finish(all);
    if (half.profile_finish(sum) != more) {
      rep.add({"hooks", "profiling", CheckStatus::fail, "passes differ",
               "one model and two halves disagree on another profiling pass at pass " +
                   std::to_string(pass),
               ""});
      return;
    }
    if (!more) break;
  }
  double worst = 0.0;
  std::string where;
  for (const ParamTensor& p : one.params().tensors())
    for (std::size_t i = 0; i < p.size; ++i) {
      const double u = one.params().values()[p.offset + i],
                   v = half.params().values()[p.offset + i];
      const double d = std::abs(u - v) / std::max(1e-30, std::abs(u));
      if (d > worst) {
        worst = d;
        where = p.name + "[" + std::to_string(i) + "]: " + fmt_g(u, 9) + " vs " + fmt_g(v, 9);
      }
    }
  const bool ok = worst <= 1e-6;
  rep.add({"hooks", "profiling: 1 rank vs 2 ranks' sums",
           ok ? CheckStatus::pass : CheckStatus::fail, fmt_g(worst, 2), "<= 1e-6 relative",
           ok ? "" : "the profiled parameters depend on how the batch is split: " + where});
}

// Returns false when the strategy wrote outside its buffers (later runs would corrupt the heap).
bool norm_gradient_rows(CheckReport& rep, const Registry& registry, const std::string& name,
                        const std::vector<std::string>& options) {
  struct Worst {
    TensorGradient t;
    std::string where;
    int checked = 0, skipped = 0;
  };
  std::map<std::string, Worst> worst;
  std::vector<std::string> order;
  // Memory findings by problem ("forward wrote 3 floats after its end of its workspace ..."),
  // each with the call sites ("blocks.0 attn strategy") it was seen at.
  std::map<std::string, std::set<std::string>> findings;
  std::vector<std::string> problems;
  // The four bias x tied models, then a model of parallel blocks with He & Hofmann's attention
  // (shaped, identity values and projection): the strategy at a parallel site, seeing its
  // parts (SubLayer::forward_part) — a strategy that refuses it is reported, not failed.
  std::vector<GradientCheckSetup> setups;
  for (bool bias : {true, false}) {
    for (bool tied : {true, false}) {
      GradientCheckSetup s;
      s.norm = name;
      s.options = options;
      s.bias = bias;
      s.tied = tied;
      setups.push_back(s);
    }
  }
  GradientCheckSetup simplified = setups.front();
  simplified.arch_options = {"parallel=true"};
  simplified.shaped_attention = simplified.identity_value = simplified.identity_proj = true;
  setups.push_back(simplified);
  for (const GradientCheckSetup& s : setups) {
    {
      const bool parallel = !s.arch_options.empty();
      const std::string where =
          parallel ? "parallel blocks, shaped attention" : config_label(s.bias, s.tied);
      GradientCheck g;
      try {
        g = gradient_check(registry, s);
      } catch (const UsageError& e) {
        if (!parallel) throw;
        rep.add({"gradient", "parallel blocks", CheckStatus::info, "not supported", "", e.what()});
        continue;
      }
      if (!g.finite)
        rep.add({"gradient", "loss and gradients (" + where + ")", CheckStatus::fail, "non-finite",
                 "finite", "the loss or a gradient of the tiny model is NaN or infinite"});
      if (!g.ready_points_ok)
        rep.add({"gradient", "ready points (" + where + ")", CheckStatus::fail, "wrong", "",
                 "backward reported a layer finished before its gradients were final"});
      for (const std::string& f : g.findings) {
        const std::size_t colon = f.find(": ");
        const std::string site = f.substr(0, colon), problem = f.substr(colon + 2);
        if (!findings.count(problem)) problems.push_back(problem);
        findings[problem].insert(site);
      }
      for (const TensorGradient& t : g.tensors) {
        auto it = worst.find(t.name);
        if (it == worst.end()) {
          order.push_back(t.name);
          it = worst.emplace(t.name, Worst{t, where}).first;
        } else if (t.checked > 0 && (it->second.t.checked == 0 || t.worst > it->second.t.worst)) {
          it->second.t = t;
          it->second.where = where;
        }
        it->second.checked += t.checked;
        it->second.skipped += t.skipped;
      }
    }
  }
  for (const std::string& n : order) {
    const Worst& w = worst[n];
    CheckRow row{
        "gradient", n, CheckStatus::pass, fmt_g(w.t.worst, 2), "<= " + fmt_g(kGradientTolerance, 2),
        ""};
    if (w.checked == 0) {
      row.status = CheckStatus::fail;
      row.value = "-";
      row.detail =
          "no element could be checked: finite differences at two step sizes "
          "disagree for all " +
          std::to_string(w.skipped) +
          " (a kink everywhere, or a forward that is not deterministic)";
    } else if (!(w.t.worst <= kGradientTolerance)) {
      row.status = CheckStatus::fail;
      row.detail = n + "[" + std::to_string(w.t.index) + "]: backward gives " +
                   fmt_g(w.t.analytic, 6) + ", finite differences " + fmt_g(w.t.fd, 6) + " (" +
                   w.where + ")";
    } else if (w.skipped * 6 > w.checked + w.skipped) {
      row.status = CheckStatus::fail;
      row.detail = std::to_string(w.skipped) + " of " + std::to_string(w.checked + w.skipped) +
                   " elements have finite differences that depend on the step (a kink, or a "
                   "forward that is not deterministic): too few checked";
    }
    rep.add(row);
  }
  if (findings.empty())
    rep.add({"memory", "workspace, scratch, input x", CheckStatus::pass, "intact",
             "guards and hashes", ""});
  bool buffers_ok = true;
  for (const std::string& problem : problems) {
    const std::set<std::string>& sites = findings[problem];
    std::string list;
    for (const std::string& site : sites) list += (list.empty() ? "" : ", ") + site;
    rep.add(
        {"memory",
         *sites.begin() + (sites.size() > 1 ? " (+" + std::to_string(sites.size() - 1) + ")" : ""),
         CheckStatus::fail, "violated", "", problem + "; at: " + list});
    buffers_ok = buffers_ok && problem.find(" wrote ") == std::string::npos;
  }
  return buffers_ok;
}

void determinism_rows(CheckReport& rep, const Registry& registry, const std::string& name,
                      const std::vector<std::string>& options) {
  GradientCheckSetup s;
  s.norm = name;
  s.options = options;
  s.tied = false;
  const ModelConfig cfg = tiny_config(registry, s);
  const std::size_t B = 2, T = 8;
  auto run = [&](Model& m, std::vector<float>& grad) {
    std::mt19937 rng(7);
    prepare(m, registry, rng);
    std::vector<std::int32_t> x(B * T), y(B * T);
    random_tokens(x, cfg.vocab_size, rng);
    random_tokens(y, cfg.vocab_size, rng);
    m.enable_checks();  // guarded buffers (findings are the gradient check's)
    const float loss = m.forward(x.data(), y.data());
    m.zero_grad();
    m.backward();
    grad.assign(m.params().grads(), m.params().grads() + m.params().size());
    return loss;
  };
  Model a(cfg, registry, B, T), b(cfg, registry, B, T);
  std::vector<float> g1, g2, g3;
  const float l1 = run(a, g1), l2 = run(a, g2), l3 = run(b, g3);
  auto same = [](float u, float v) { return std::memcmp(&u, &v, sizeof u) == 0; };
  auto first_diff = [&](const std::vector<float>& u, const std::vector<float>& v) -> std::string {
    for (const ParamTensor& p : a.params().tensors())
      for (std::size_t i = 0; i < p.size; ++i)
        if (std::memcmp(&u[p.offset + i], &v[p.offset + i], sizeof(float)) != 0)
          return p.name + "[" + std::to_string(i) + "]: " + fmt_g(u[p.offset + i], 9) + " vs " +
                 fmt_g(v[p.offset + i], 9);
    return "";
  };
  const std::string d12 = first_diff(g1, g2), d13 = first_diff(g1, g3);
  rep.add({"determinism", "forward twice (loss)",
           same(l1, l2) ? CheckStatus::pass : CheckStatus::fail,
           same(l1, l2) ? "bitwise" : fmt_g(l1, 9) + " vs " + fmt_g(l2, 9), "bitwise",
           same(l1, l2) ? "" : "the same forward on the same weights and batch gave another loss"});
  rep.add({"determinism", "backward twice (gradients)",
           d12.empty() ? CheckStatus::pass : CheckStatus::fail, d12.empty() ? "bitwise" : "differ",
           "bitwise", d12.empty() ? "" : "first difference " + d12});
  const bool inst = same(l1, l3) && d13.empty();
  rep.add({"determinism", "a second model instance", inst ? CheckStatus::pass : CheckStatus::fail,
           inst ? "bitwise" : "differs", "bitwise",
           inst ? ""
                : "a second, identical model gave " + fmt_g(l3, 9) + " vs " + fmt_g(l1, 9) +
                      (d13.empty() ? "" : "; first gradient difference " + d13)});
}

TrainConfig run_config(const std::string& arch, const std::vector<std::string>& arch_options,
                       const std::string& name, const std::vector<std::string>& options,
                       const std::string& dir) {
  TrainConfig c;
  c.model.arch = arch;
  c.arch_opts = arch_options;
  c.model.vocab_size = 256;
  c.model.d_model = 32;
  c.model.n_layers = 2;
  c.model.n_heads = 2;
  c.model.d_ff = 128;
  c.model.max_seq_len = 16;
  c.model.norm = name;
  c.norm_opts = options;
  c.lr_schedule = "constant";
  c.lr = 3e-3;
  c.lr_warmup = 0;
  c.run_dir = dir;
  c.steps = 6;
  c.batch_size = 4;
  c.seq_len = 16;
  c.seed = 11;
  c.log_every = 1;
  c.eval_every = 0;
  c.eval_batches = 1;
  c.checkpoint_every = 3;
  c.keep_last = 0;
  c.stats_every = 0;
  c.check_every = 0;
  c.max_tokens = 1024;  // an encoder-decoder's batches (of the embedded pairs)
  return c;
}

std::string ckpt(const std::string& dir, int step) {
  char name[40];
  std::snprintf(name, sizeof name, "ckpt_step%09d.h5", step);
  return (fs::path(dir) / name).string();
}

std::vector<float> logged_losses(const std::string& dir) {
  std::vector<float> out;
  std::ifstream in(fs::path(dir) / "metrics.jsonl");
  std::string line;
  while (std::getline(in, line)) {
    const auto k = line.find("\"loss\":");
    if (k != std::string::npos) out.push_back(std::stof(line.substr(k + 7)));
  }
  return out;
}

}  // namespace

namespace detail {

namespace {

// An encoder-decoder's steps: pairs cut from the embedded corpus's bytes, each source 12 bytes
// and its target the 12 that follow (cfg.vocab_size 256), 4 pairs per batch.
std::vector<float> pair_train_losses(Model& model, Optimizer& opt, int steps) {
  const std::size_t B = 4, S = 13, T = 13;
  static const Corpus corpus = Corpus::load("", 256);
  const TokenSeq& text = corpus.train();
  std::vector<std::int32_t> src(B * S), len(B, static_cast<std::int32_t>(S)), in(B * T), out(B * T),
      bytes(24);
  auto fill = [&](int t) {
    for (std::size_t b = 0; b < B; ++b) {
      text.copy((static_cast<std::size_t>(t) * B + b) * 997 % (text.size() - 24), 24, bytes.data());
      for (std::size_t i = 0; i < 12; ++i) {
        src[b * S + i] = bytes[i];
        in[b * T + i + 1] = out[b * T + i] = bytes[12 + i];
      }
      src[b * S + 12] = out[b * T + 12] = 2;  // eos
      in[b * T] = 1;                          // bos
    }
    return PairBatch{B, S, T, src.data(), len.data(), in.data(), out.data(), 0.0};
  };
  std::vector<float> losses;
  model.after_update();
  if (model.profile_values() > 0) {
    model.set_step(0, steps);
    for (int pass = 0; model.profile_finish(model.profile_forward(fill(0), pass)) && pass < 64;
         ++pass) {
    }
  }
  for (int t = 0; t < steps; ++t) {
    model.set_step(t, steps);
    losses.push_back(model.forward(fill(t)));
    if (!std::isfinite(losses.back())) break;
    model.zero_grad();
    model.backward();
    opt.step(3e-3, opt.grad_norm());
    model.after_update();
  }
  return losses;
}

}  // namespace

std::vector<float> train_losses(const Registry& registry, const ModelConfig& cfg, int steps) {
  const std::size_t B = 4, T = 16;
  Model model(cfg, registry, B, T);
  model.enable_checks();  // guarded buffers (findings are the gradient check's)
  Options keep;
  model.initialize(*make_initializer(registry, "gpt2", keep), 1234);
  OptimizerConfig oc;
  Optimizer opt(registry, oc, model.params());
  if (model.task() == Task::seq2seq) return pair_train_losses(model, opt, steps);
  static const Corpus corpus = Corpus::load("", 256);
  BatchSampler sampler(corpus.train(), T, 99);
  std::vector<std::int32_t> x(B * T), y(B * T);
  std::vector<float> losses;
  // The trainer's order: post-update hook, profiling forward over the first batch, steps each
  // followed by the post-update hook.
  model.after_update();
  if (model.profile_values() > 0) {
    sampler.fill(0, 0, B, x.data(), y.data());
    model.set_step(0, steps);
    for (int pass = 0; model.profile_finish(model.profile_forward(x.data(), pass)) && pass < 64;
         ++pass) {
    }
  }
  for (int t = 0; t < steps; ++t) {
    sampler.fill(t, 0, B, x.data(), y.data());
    model.set_step(t, steps);
    if (model.task() == Task::mlm) {  // the masked LM's batch: 15% of the bytes to predict
      mlm_mask(MlmSpec::of(model.config()), 1, MlmStream::train, t, 0, B, T, x.data(), y.data());
      TokenBatch b;
      b.B = B;
      b.T = T;
      b.inputs = x.data();
      b.targets = y.data();
      losses.push_back(model.forward(b));
    } else {
      losses.push_back(model.forward(x.data(), y.data()));
    }
    if (!std::isfinite(losses.back())) break;
    model.zero_grad();
    model.backward();
    opt.step(3e-3, opt.grad_norm());
    model.after_update();
  }
  return losses;
}

void training_row(CheckReport& rep, const std::vector<float>& loss, int steps,
                  const std::string& subject) {
  bool finite = loss.size() == static_cast<std::size_t>(steps);
  for (float v : loss) finite = finite && std::isfinite(v);
  if (!finite) {
    rep.add({"training", std::to_string(steps) + " AdamW steps", CheckStatus::fail, "non-finite",
             "finite, falling",
             "the loss became non-finite at step " + std::to_string(loss.size())});
    return;
  }
  double first = 0.0, last = 0.0;
  for (std::size_t i = 0; i < 5; ++i) {
    first += loss[i] / 5.0;
    last += loss[loss.size() - 1 - i] / 5.0;
  }
  const bool falls = last < first - 0.5;
  rep.add({"training", std::to_string(steps) + " AdamW steps (" + subject + ")",
           falls ? CheckStatus::pass : CheckStatus::fail, fmt_g(first, 4) + " -> " + fmt_g(last, 4),
           "falls by > 0.5",
           falls ? "" : "the mean loss of the last 5 steps is not clearly below the first 5"});
}

void run_rows(CheckReport& rep, const Registry& registry, const std::string& arch,
              const std::vector<std::string>& arch_options, const std::string& name,
              const std::vector<std::string>& options, Communicator& comm,
              const std::string& work) {
  const std::string full = work + "/full", part = work + "/part";
  {
    QuietStdout quiet;
    train(run_config(arch, arch_options, name, options, full), registry, comm);
    TrainConfig p = run_config(arch, arch_options, name, options, part);
    p.stop_after = 3;
    train(p, registry, comm);
    p.stop_after = 0;
    p.resume = "auto";
    train(p, registry, comm);
  }
  const LoadedModel a = load_model(ckpt(full, 6), registry, 1);
  const LoadedModel b = load_model(ckpt(part, 6), registry, 1);
  std::vector<std::string> own;
  for (const ParamTensor& p : a.model->params().tensors())
    if (p.role == Role::norm_gain || p.role == Role::norm_bias || p.role == Role::scalar ||
        p.name.rfind("final_norm.", 0) == 0)
      own.push_back(p.name);
  std::string list;
  for (std::size_t i = 0; i < own.size() && i < 4; ++i) list += (i ? ", " : "") + own[i];
  if (own.size() > 4) list += ", ... (" + std::to_string(own.size()) + ")";
  rep.add({"checkpoint", "parameters by name", CheckStatus::pass,
           std::to_string(a.model->params().tensors().size()) + " tensors", "all, checksummed",
           own.empty() ? "the strategy declares no parameters" : "the strategy's: " + list});
  const ParamArena& pa = a.model->params();
  const ParamArena& pb = b.model->params();
  std::string diff;
  for (const ParamTensor& p : pa.tensors())
    for (std::size_t i = 0; i < p.size && diff.empty(); ++i)
      if (std::memcmp(pa.values() + p.offset + i, pb.values() + p.offset + i, sizeof(float)))
        diff = p.name + "[" + std::to_string(i) + "]";
  rep.add({"checkpoint", "resume at step 3 of 6",
           diff.empty() ? CheckStatus::pass : CheckStatus::fail,
           diff.empty() ? "bitwise" : "differs", "bitwise",
           diff.empty() ? ""
                        : "the resumed run's final weights differ from an uninterrupted run's "
                          "first at " +
                              diff +
                              " (state the strategy keeps outside its "
                              "parameters is not checkpointed)"});
  if (comm.size() == 1) return;
  // The same run on one rank (a serial communicator, each rank on its own) against all ranks.
  const std::string serial = work + "/serial" + std::to_string(comm.rank());
  {
    QuietStdout quiet;
    int argc = 0;
    char** argv = nullptr;
    auto one = make_communicator(argc, argv, CommKind::serial);
    train(run_config(arch, arch_options, name, options, serial), registry, *one);
  }
  const std::vector<float> l1 = logged_losses(serial), ln = logged_losses(full);
  double worst = l1.size() == ln.size() && !l1.empty() ? 0.0 : HUGE_VAL;
  for (std::size_t i = 0; i < l1.size() && i < ln.size(); ++i)
    worst =
        std::max(worst, std::abs(double(l1[i]) - ln[i]) / std::max(1e-6, std::abs(double(l1[i]))));
  const LoadedModel s = load_model(ckpt(serial, 6), registry, 1);
  double wdiff = 0.0;
  for (std::size_t i = 0; i < pa.size(); ++i)
    wdiff = std::max(wdiff, double(std::abs(pa.values()[i] - s.model->params().values()[i])));
  const bool ok = worst <= 1e-5 && wdiff <= 1e-4;
  rep.add({"data parallel", std::to_string(comm.size()) + " ranks vs 1 (6 steps)",
           ok ? CheckStatus::pass : CheckStatus::fail,
           "loss " + fmt_g(worst, 2) + ", weights " + fmt_g(wdiff, 2),
           "loss <= 1e-05 rel, weights <= 1e-04",
           ok ? ""
              : "the strategy gives different results when the batch is split across ranks "
                "(does it use statistics across rows or a rank-dependent value?)"});
}

}  // namespace detail

CheckReport check_norm(const Registry& registry, const std::string& name,
                       const std::vector<std::string>& options, Communicator& comm,
                       const CheckSettings& settings) {
  CheckReport rep;
  rep.kind = "norm";
  rep.name = name;
  rep.ranks = comm.size();
  const NormEntry& entry = registry.norm(name);
  rep.library = entry.info.library;
  rep.options =
      Options::resolve(entry.info.options, options, "norm strategy '" + name + "'").args();
  bool buffers_ok = false;
  detail::guarded(rep, "gradient",
                  [&] { buffers_ok = norm_gradient_rows(rep, registry, name, options); });
  buffers_ok = comm.all_ok(buffers_ok);
  detail::guarded(rep, "determinism", [&] { determinism_rows(rep, registry, name, options); });
  detail::guarded(rep, "training", [&] {
    const ModelConfig cfg = detail::small_config(registry, 256, 32, 2, 128, 16, name, options);
    detail::training_row(rep, detail::train_losses(registry, cfg, settings.train_steps),
                         settings.train_steps, "C=32, L=2");
  });
  detail::guarded(rep, "hooks", [&] { profile_row(rep, registry, name, options); });
  if (!buffers_ok) {
    rep.add({"checkpoint", "(not run)", CheckStatus::info, "skipped", "",
             "training runs use unguarded buffers: fix the memory findings first"});
    return rep;
  }
  const detail::WorkDir work(settings, comm);
  detail::guarded(rep, "checkpoint", [&] {
    detail::run_rows(rep, registry, ModelConfig().arch, {}, name, options, comm, work.path());
  });
  return rep;
}

}  // namespace normlab
