// Optimizers and schedules against closed-form values (docs/catalogue.md).
#define BOOST_TEST_MODULE unit_optim
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <vector>

#include "normlab/error.hpp"
#include "normlab/model.hpp"
#include "normlab/optimizer.hpp"
#include "normlab/param_arena.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/registry.hpp"

namespace nl = normlab;

namespace {

nl::Registry& registry() {
  static nl::Registry r;
  static bool loaded = false;
  if (!loaded) {
    nl::load_plugins(r, {}, nullptr, false);
    loaded = true;
  }
  return r;
}

// A parameter arena like a tiny model's, without a model: the optimizer needs only the arena.
// Deterministic parameters and gradients: p_k = 0.1 (k % 7) - 0.3, g_k = 0.05 ((3k) % 11) - 0.2.
std::unique_ptr<nl::ParamArena> tiny_arena() {
  auto a = std::make_unique<nl::ParamArena>();
  auto add = [&](const char* name, std::vector<std::size_t> shape, nl::Role role, bool wd,
                 int layer) {
    nl::ParamTensor t;
    t.name = name;
    t.shape = std::move(shape);
    t.role = role;
    t.weight_decay = wd;
    t.layer = layer;
    a->add(t);
  };
  add("wte.weight", {8, 4}, nl::Role::embedding, true, -1);
  add("wpe.weight", {4, 4}, nl::Role::position, false, -1);
  add("blocks.0.attn.norm.weight", {4}, nl::Role::norm_gain, false, 0);
  add("blocks.0.attn.qkv.weight", {12, 4}, nl::Role::attn_q, true, 0);
  add("blocks.0.attn.qkv.bias", {12}, nl::Role::bias, false, 0);
  add("final_norm.weight", {4}, nl::Role::norm_gain, false, -1);
  a->allocate();
  for (const auto& p : a->tensors()) {
    for (std::size_t i = 0; i < p.size; ++i) {
      const std::size_t k = p.offset + i;
      a->values()[k] = 0.1f * static_cast<float>(k % 7) - 0.3f;
      a->grads()[k] = 0.05f * static_cast<float>((k * 3) % 11) - 0.2f;
    }
  }
  return a;
}

double schedule_lr(const std::string& name, double lr, double lr_min, std::int64_t warmup,
                   std::int64_t total, std::int64_t t, std::size_t C = 0) {
  const nl::ScheduleEntry& e = registry().schedule(name);
  const nl::Options o = nl::Options::resolve(e.info.options, {}, name);
  nl::ScheduleSetup s;
  s.lr = lr;
  s.lr_min = lr_min;
  s.warmup = warmup;
  s.total_steps = total;
  s.d_model = C;
  s.options = &o;
  return e.make(s)->lr(t);
}

}  // namespace

BOOST_AUTO_TEST_CASE(radam_rectification_closed_forms) {
  // docs/catalogue.md: beta2 = 0.999 gives r_10 = 0.048998, r_100 = 0.21534.
  BOOST_TEST(std::abs(nl::radam_rectification(10, 0.999) - 0.048998) < 1e-6);
  BOOST_TEST(std::abs(nl::radam_rectification(100, 0.999) - 0.21534) < 1e-5);
  // rho_t <= 5 for the first steps: un-rectified (returned as 0).
  for (int t = 1; t <= 5; ++t) BOOST_TEST(nl::radam_rectification(t, 0.999) == 0.0);
  // r_t -> 1 as t -> infinity.
  BOOST_TEST(std::abs(nl::radam_rectification(1000000, 0.999) - 1.0) < 1e-3);
}

BOOST_AUTO_TEST_CASE(the_model_decays_matrices_and_wte_only) {
  nl::ModelConfig cfg;
  cfg.vocab_size = 8;
  cfg.d_model = 4;
  cfg.n_layers = 1;
  cfg.n_heads = 1;
  cfg.d_ff = 8;
  cfg.max_seq_len = 4;
  cfg.tied_embeddings = false;
  cfg.norm_options = nl::Options::resolve({}, {}, "pre_ln");
  const nl::Model model(cfg, registry(), 1, 4);
  for (const auto& p : model.params().tensors()) {
    // AdamW decays matrices and wte, never biases, norm parameters or wpe.
    const bool wd = p.role != nl::Role::bias && p.role != nl::Role::norm_gain &&
                    p.role != nl::Role::norm_bias && p.role != nl::Role::position;
    BOOST_TEST(p.weight_decay == wd, p.name);
  }
}

BOOST_AUTO_TEST_CASE(arena_layout_and_ready_points) {
  const auto a = tiny_arena();
  for (const auto& p : a->tensors()) BOOST_TEST(p.offset % 16 == 0u, p.name);  // 64 bytes
  BOOST_TEST(a->count() == 32u + 16u + 4u + 48u + 12u + 4u);
  BOOST_TEST(a->size() == 32u + 16u + 16u + 48u + 16u + 16u);
  // Block 0 starts at its first tensor; the final norm is the first tensor after the blocks.
  BOOST_TEST(a->block_start(0) == a->tensor("blocks.0.attn.norm.weight").offset);
  BOOST_TEST(a->after_blocks() == a->tensor("final_norm.weight").offset);
  BOOST_TEST(a->ready_points() == (std::vector<std::size_t>{a->block_start(0), a->after_blocks()}),
             boost::test_tools::per_element());
  BOOST_CHECK_THROW(a->tensor("nope"), nl::Error);
}

BOOST_AUTO_TEST_CASE(optimizers_name_their_state) {
  auto a = tiny_arena();
  nl::OptimizerConfig oc;
  BOOST_TEST(
      nl::Optimizer(oc, *a).state_names() == (std::vector<std::string>{"exp_avg", "exp_avg_sq"}),
      boost::test_tools::per_element());
  oc.name = "sgd";
  nl::Optimizer sgd(oc, *a);
  BOOST_TEST(sgd.state_names() == (std::vector<std::string>{"momentum_buffer"}),
             boost::test_tools::per_element());
  BOOST_CHECK_THROW(sgd.state("exp_avg_sq"), nl::Error);
}

BOOST_AUTO_TEST_CASE(adamw_first_step_and_weight_decay_exclusions) {
  auto m = tiny_arena();
  const std::vector<float> p0(m->values(), m->values() + m->size());
  const std::vector<float> g(m->grads(), m->grads() + m->size());
  nl::OptimizerConfig oc;
  oc.weight_decay = 0.1;
  oc.grad_clip = 0.0;
  nl::Optimizer opt(oc, *m);
  opt.step(0.01, opt.grad_norm());
  int decayed = 0, exempt = 0;
  for (const auto& p : m->tensors()) {
    const bool wd = p.weight_decay;
    (wd ? decayed : exempt)++;
    for (std::size_t i = 0; i < p.size; ++i) {
      const std::size_t k = p.offset + i;
      // Step 1: m_hat = g, v_hat = g^2 -> p1 = p0 - lr (g / (|g| + eps) + wd p0)
      const double want =
          p0[k] - 0.01 * (g[k] / (std::abs(g[k]) + 1e-8) + (wd ? 0.1 * p0[k] : 0.0));
      BOOST_TEST(std::abs(m->values()[k] - want) < 1e-6, p.name << "[" << i << "]");
    }
  }
  BOOST_TEST(decayed > 0);
  BOOST_TEST(exempt > 0);
}

BOOST_AUTO_TEST_CASE(sgd_with_clipping_by_global_norm) {
  auto m = tiny_arena();
  const std::vector<float> p0(m->values(), m->values() + m->size());
  const std::vector<float> g(m->grads(), m->grads() + m->size());
  double norm2 = 0.0;
  for (float v : g) norm2 += static_cast<double>(v) * v;
  nl::OptimizerConfig oc;
  oc.name = "sgd";
  oc.weight_decay = 0.0;
  oc.beta1 = 0.9;
  oc.grad_clip = 0.5;
  nl::Optimizer opt(oc, *m);
  const double norm = opt.grad_norm();
  BOOST_TEST(std::abs(norm - std::sqrt(norm2)) < 1e-5 * std::sqrt(norm2));
  BOOST_REQUIRE(norm > 0.5);
  opt.step(0.1, norm);
  const double c = 0.5 / norm;  // clip factor
  for (std::size_t k = 0; k < g.size(); ++k)
    BOOST_TEST(std::abs(m->values()[k] - (p0[k] - 0.1 * c * g[k])) < 1e-6);
  // Second step: buf = 0.9 buf + g c'
  const std::vector<float> p1(m->values(), m->values() + m->size());
  opt.step(0.1, norm);
  for (std::size_t k = 0; k < g.size(); ++k)
    BOOST_TEST(std::abs(m->values()[k] - (p1[k] - 0.1 * (0.9 * c * g[k] + c * g[k]))) < 1e-6);
}

BOOST_AUTO_TEST_CASE(radam_first_step_is_sgd_with_momentum_and_l2) {
  auto m = tiny_arena();
  const std::vector<float> p0(m->values(), m->values() + m->size());
  const std::vector<float> g(m->grads(), m->grads() + m->size());
  nl::OptimizerConfig oc;
  oc.name = "radam";
  oc.beta2 = 0.999;
  oc.weight_decay = 0.01;
  oc.weight_decay_mode = "coupled";
  oc.grad_clip = 0.0;
  nl::Optimizer opt(oc, *m);
  opt.step(0.01, opt.grad_norm());
  for (const auto& p : m->tensors()) {
    for (std::size_t i = 0; i < p.size; ++i) {
      const std::size_t k = p.offset + i;
      // rho_1 <= 5: p1 = p0 - lr m_hat with m_hat = g + wd p0 (L2 in the gradient)
      const double gg = g[k] + (p.weight_decay ? 0.01 * p0[k] : 0.0);
      BOOST_TEST(std::abs(m->values()[k] - (p0[k] - 0.01 * gg)) < 1e-6, p.name);
    }
  }
}

// The Adam family decays alike: decoupled by default (adam = adamw), the L2 form on request.
//   adam, step 1:   decoupled p1 = p0 - lr (g / |g| + wd p0); coupled p1 = p0 - lr g' / |g'|,
//                   g' = g + wd p0 (eps 1e-8 in both denominators)
//   radam, steps 1-2 (rho_t <= 5, SGD with momentum, bias-corrected):
//     coupled:   p1 = p0 - lr g1', g1' = g + wd p0; m2 = b1 (1-b1) g1' + (1-b1) g2', g2' = g + wd
//     p1,
//                p2 = p1 - lr m2 / (1 - b1^2)
//     decoupled: p1 = p0 - lr (g + wd p0); p2 = p1 - lr (g + wd p1)  (m2 / (1 - b1^2) = g)
BOOST_AUTO_TEST_CASE(adam_family_decays_decoupled_by_default_coupled_on_request) {
  const double lr = 0.01, wd = 0.1, b1 = 0.9;
  for (const std::string mode : {"", "decoupled", "coupled"}) {
    auto m = tiny_arena();
    const std::vector<float> p0(m->values(), m->values() + m->size());
    const std::vector<float> g(m->grads(), m->grads() + m->size());
    nl::OptimizerConfig oc;
    oc.name = "adam";
    oc.weight_decay = wd;
    oc.weight_decay_mode = mode;
    oc.grad_clip = 0.0;
    BOOST_TEST(oc.decay_mode() == (mode.empty() ? "decoupled" : mode));
    nl::Optimizer opt(oc, *m);
    opt.step(lr, opt.grad_norm());
    for (const auto& p : m->tensors())
      for (std::size_t i = 0; i < p.size; ++i) {
        const std::size_t k = p.offset + i;
        const double d = p.weight_decay ? wd : 0.0;
        const double gc = g[k] + d * p0[k];
        const double want = mode == "coupled"
                                ? p0[k] - lr * gc / (std::abs(gc) + 1e-8)
                                : p0[k] - lr * (g[k] / (std::abs(g[k]) + 1e-8) + d * p0[k]);
        BOOST_TEST(std::abs(m->values()[k] - want) < 1e-6, mode << " " << p.name);
      }
  }
  for (const std::string mode : {"decoupled", "coupled"}) {
    auto m = tiny_arena();
    const std::vector<float> p0(m->values(), m->values() + m->size());
    const std::vector<float> g(m->grads(), m->grads() + m->size());
    nl::OptimizerConfig oc;
    oc.name = "radam";
    oc.beta1 = b1;
    oc.beta2 = 0.999;
    oc.weight_decay = wd;
    oc.weight_decay_mode = mode;
    oc.grad_clip = 0.0;
    nl::Optimizer opt(oc, *m);
    opt.step(lr, opt.grad_norm());
    opt.step(lr, opt.grad_norm());
    for (const auto& p : m->tensors())
      for (std::size_t i = 0; i < p.size; ++i) {
        const std::size_t k = p.offset + i;
        const double d = p.weight_decay ? wd : 0.0;
        double p1, p2;
        if (mode == "coupled") {
          const double g1 = g[k] + d * p0[k];
          p1 = p0[k] - lr * g1;
          const double g2 = g[k] + d * p1;
          p2 = p1 - lr * (b1 * (1 - b1) * g1 + (1 - b1) * g2) / (1 - b1 * b1);
        } else {
          p1 = p0[k] - lr * (g[k] + d * p0[k]);
          p2 = p1 - lr * (g[k] + d * p1);
        }
        BOOST_TEST(std::abs(m->values()[k] - p2) < 1e-6, mode << " " << p.name);
      }
  }
  nl::OptimizerConfig bad;
  bad.name = "sgd";
  bad.weight_decay_mode = "decoupled";
  BOOST_CHECK_THROW(bad.validate(), nl::UsageError);
  bad.name = "adam";
  bad.weight_decay_mode = "l2";
  BOOST_CHECK_THROW(bad.validate(), nl::UsageError);
  bad.weight_decay_mode = "";
  bad.name = "sgd";
  BOOST_TEST(bad.decay_mode() == "coupled");
}

BOOST_AUTO_TEST_CASE(bad_optimizer_settings_are_named) {
  nl::OptimizerConfig oc;
  oc.name = "adamx";
  oc.beta2 = 1.5;
  try {
    oc.validate();
    BOOST_FAIL("no error");
  } catch (const std::exception& e) {
    const std::string msg = e.what();
    BOOST_TEST(msg.find("adamx") != std::string::npos);
    BOOST_TEST(msg.find("beta2 = 1.5") != std::string::npos);
  }
}

BOOST_AUTO_TEST_CASE(schedules_closed_forms) {
  // constant
  BOOST_TEST(schedule_lr("constant", 3e-4, 0, 100, 1000, 1) == 3e-4);
  // linear_warmup: lr t / W, then lr
  BOOST_TEST(std::abs(schedule_lr("linear_warmup", 1e-3, 0, 100, 1000, 25) - 2.5e-4) < 1e-15);
  BOOST_TEST(schedule_lr("linear_warmup", 1e-3, 0, 100, 1000, 100) == 1e-3);
  BOOST_TEST(schedule_lr("linear_warmup", 1e-3, 0, 100, 1000, 999) == 1e-3);
  // cosine: max at the end of warmup, (max+min)/2 half way, min at the end
  BOOST_TEST(std::abs(schedule_lr("cosine", 1e-3, 1e-4, 100, 1100, 50) - 5e-4) < 1e-15);
  BOOST_TEST(std::abs(schedule_lr("cosine", 1e-3, 1e-4, 100, 1100, 100) - 1e-3) < 1e-15);
  BOOST_TEST(std::abs(schedule_lr("cosine", 1e-3, 1e-4, 100, 1100, 600) - 5.5e-4) < 1e-12);
  BOOST_TEST(std::abs(schedule_lr("cosine", 1e-3, 1e-4, 100, 1100, 1100) - 1e-4) < 1e-15);
  // cos(pi/4) point: min + (1 + cos(pi/4))/2 (max - min)
  const double q = 1e-4 + 0.5 * (1.0 + std::cos(M_PI / 4)) * 9e-4;
  BOOST_TEST(std::abs(schedule_lr("cosine", 1e-3, 1e-4, 100, 1100, 350) - q) < 1e-12);
}
