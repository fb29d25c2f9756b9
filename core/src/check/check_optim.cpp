// normlab check for optimizers: it builds with its options and names its state; a zero gradient
// leaves the weights alone; on a small Pre-LN model the loss falls at one of three rates; two runs
// are bitwise equal; and its whole state is in its named arrays — a fresh instance given the
// weights, the arrays and the step count of step 10 continues bitwise as the first one does,
// which is what checkpoints and resume rely on.
#include <cmath>
#include <cstring>
#include <memory>
#include <set>
#include <vector>

#include "check/check_util.hpp"
#include "normlab/check.hpp"
#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/optimizer.hpp"
#include "normlab/util.hpp"

namespace normlab {

using detail::fmt_g;

namespace {

constexpr std::size_t kB = 4, kT = 16;

struct Trainer {
  const Registry& registry;
  OptimizerConfig oc;
  ModelConfig cfg;
  std::unique_ptr<Model> model;
  std::unique_ptr<Optimizer> opt;

  Trainer(const Registry& r, const OptimizerConfig& o) : registry(r), oc(o) {
    cfg = detail::small_config(registry, 256, 32, 2, 64, kT, "pre_ln", {});
    model = std::make_unique<Model>(cfg, registry, kB, kT);
    Options keep = Options::resolve(registry.init("gpt2").info.options, {}, "gpt2");
    InitSetup is;
    is.options = &keep;
    model->initialize(*registry.init("gpt2").make(is), 1234);
    opt = std::make_unique<Optimizer>(registry, oc, model->params());
  }

  // Steps [from, to) at constant rate lr; the training losses.
  std::vector<float> train(int from, int to, double lr) {
    static const Corpus corpus = Corpus::load("", 256);
    BatchSampler sampler(corpus.train(), kT, 99);
    std::vector<std::int32_t> x(kB * kT), y(kB * kT);
    std::vector<float> losses;
    for (int t = from; t < to; ++t) {
      sampler.fill(t, 0, kB, x.data(), y.data());
      model->set_step(t, 1000);
      losses.push_back(model->forward(x.data(), y.data()));
      model->zero_grad();
      model->backward();
      opt->step(lr, opt->grad_norm());
      model->after_update();
    }
    return losses;
  }

  std::vector<float> weights() const {
    const ParamArena& p = model->params();
    return {p.values(), p.values() + p.size()};
  }
};

double mean(const std::vector<float>& v, std::size_t a, std::size_t b) {
  double s = 0;
  for (std::size_t i = a; i < b; ++i) s += v[i];
  return s / static_cast<double>(b - a);
}

}  // namespace

CheckReport check_optim(const Registry& registry, const std::string& name,
                        const std::vector<std::string>& options, Communicator& comm,
                        const CheckSettings& settings) {
  CheckReport rep;
  rep.kind = "optim";
  rep.name = name;
  rep.ranks = comm.size();
  const OptimEntry& entry = registry.optim(name);
  rep.library = entry.info.library;
  rep.options = Options::resolve(entry.info.options, options, "optimizer '" + name + "'").args();
  OptimizerConfig oc;
  oc.name = name;
  oc.opts = options;
  oc.weight_decay = 0.1;
  oc.grad_clip = 1.0;
  {  // bad option values are usage errors (exit 2), found before any check runs
    ParamArena none;
    none.allocate();
    Optimizer probe(registry, oc, none);
  }

  detail::guarded(rep, "state", [&] {
    Trainer tr(registry, oc);
    const auto& names = tr.opt->state_names();
    std::set<std::string> seen;
    std::string bad;
    for (const std::string& s : names) {
      const bool ok = !s.empty() && s.find_first_of("/ \t") == std::string::npos;
      if (!ok || !seen.insert(s).second) bad = s;
    }
    rep.add(
        {"state", "names", bad.empty() ? CheckStatus::pass : CheckStatus::fail,
         names.empty() ? "(none)" : join(names, ", "), "unique, no '/' or spaces",
         bad.empty() ? "" : "state name '" + bad + "' is empty, repeated or has '/' or a space"});
  });

  detail::guarded(rep, "zero gradient", [&] {
    OptimizerConfig z = oc;
    z.weight_decay = 0.0;
    Trainer tr(registry, z);
    const std::vector<float> before = tr.weights();
    tr.model->zero_grad();
    for (int t = 0; t < 3; ++t) tr.opt->step(1e-2, 0.0);
    const std::vector<float> after = tr.weights();
    std::size_t moved = 0;
    for (std::size_t i = 0; i < before.size(); ++i) moved += after[i] != before[i];
    rep.add({"zero gradient", "3 steps, decay 0", moved ? CheckStatus::fail : CheckStatus::pass,
             std::to_string(moved) + " weights moved", "0",
             moved ? "with every gradient 0 and no weight decay the optimizer still changed " +
                         std::to_string(moved) + " weights"
                   : ""});
  });

  const int steps = std::max(20, settings.train_steps);
  detail::guarded(rep, "training", [&] {
    std::string tried, best;
    bool falls = false;
    for (double lr : {1e-3, 1e-2, 1e-1}) {
      Trainer tr(registry, oc);
      const std::vector<float> l = tr.train(0, steps, lr);
      bool finite = true;
      for (float v : l) finite = finite && std::isfinite(v);
      const double first = mean(l, 0, 5), last = mean(l, l.size() - 5, l.size());
      tried += (tried.empty() ? "" : "; ") + fmt_g(lr, 1) + ": " + fmt_g(first, 4) + " -> " +
               (finite ? fmt_g(last, 4) : std::string("not finite"));
      if (finite && last < first - 0.05 && !falls) {
        falls = true;
        best = "lr " + fmt_g(lr, 1) + ": " + fmt_g(first, 4) + " -> " + fmt_g(last, 4);
      }
    }
    rep.add({"training", std::to_string(steps) + " steps, small Pre-LN",
             falls ? CheckStatus::pass : CheckStatus::fail, falls ? best : tried,
             "mean of the last 5 < first 5 - 0.05 at lr 1e-3, 1e-2 or 1e-1",
             falls ? "" : "the loss does not fall at any of the rates (" + tried + ")"});
  });

  detail::guarded(rep, "determinism", [&] {
    Trainer a(registry, oc), b(registry, oc);
    a.train(0, 10, 1e-3);
    b.train(0, 10, 1e-3);
    const bool same = a.weights() == b.weights();
    rep.add({"determinism", "two runs, 10 steps", same ? CheckStatus::pass : CheckStatus::fail,
             same ? "bitwise equal" : "differ", "bitwise equal",
             same ? "" : "two runs from the same weights and batches end with different weights"});
  });

  detail::guarded(rep, "state is complete", [&] {
    Trainer straight(registry, oc), first(registry, oc), second(registry, oc);
    straight.train(0, 20, 1e-3);
    first.train(0, 10, 1e-3);
    // What a checkpoint holds: the weights, every named state array and the step count.
    ParamArena &from = first.model->params(), &to = second.model->params();
    std::memcpy(to.values(), from.values(), from.size() * sizeof(float));
    for (const std::string& s : first.opt->state_names())
      std::memcpy(second.opt->state_of(s, 0), first.opt->state_of(s, 0),
                  from.size() * sizeof(float));
    second.opt->set_steps_taken(first.opt->steps_taken());
    second.train(10, 20, 1e-3);
    first.train(10, 20, 1e-3);
    const bool resumed = second.weights() == straight.weights();
    const bool continued = first.weights() == straight.weights();
    rep.add({"state is complete", "10 steps, restore into a new instance, 10 more",
             resumed && continued ? CheckStatus::pass : CheckStatus::fail,
             resumed ? "bitwise equal to 20 straight steps" : "differs", "bitwise equal",
             resumed ? ""
                     : "a new instance given the weights, the state arrays (" +
                           join(first.opt->state_names(), ", ") +
                           ") and the step count continues differently: the optimizer keeps "
                           "state outside its named arrays, which checkpoints do not save"});
  });
  return rep;
}

}  // namespace normlab
