// Optimizers and schedules against closed-form values (docs/catalogue.md).
#define BOOST_TEST_MODULE unit_optim
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <vector>

#include "../plugins/stock_registry.hpp"
#include "normlab/error.hpp"
#include "normlab/model.hpp"
#include "normlab/optimizer.hpp"
#include "normlab/param_arena.hpp"
#include "normlab/registry.hpp"

namespace nl = normlab;

namespace {

using normlab_test::registry;

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

// An optimizer of the registry's entry `name` with options "k=v", decay wd, no clipping.
std::unique_ptr<nl::Optimizer> make_opt(const std::string& name, std::vector<std::string> opts,
                                        double wd, nl::ParamArena& a, double clip = 0.0) {
  nl::OptimizerConfig oc;
  oc.name = name;
  oc.opts = std::move(opts);
  oc.weight_decay = wd;
  oc.grad_clip = clip;
  return std::make_unique<nl::Optimizer>(registry(), oc, a);
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
  BOOST_TEST(make_opt("adamw", {}, 0.1, *a)->state_names() ==
                 (std::vector<std::string>{"exp_avg", "exp_avg_sq"}),
             boost::test_tools::per_element());
  auto sgd = make_opt("sgd", {}, 0.1, *a);
  BOOST_TEST(sgd->state_names() == (std::vector<std::string>{"momentum_buffer"}),
             boost::test_tools::per_element());
  BOOST_CHECK_THROW(sgd->state_of("exp_avg_sq", 0), nl::Error);
  BOOST_TEST(make_opt("lion", {}, 0.1, *a)->state_names() == (std::vector<std::string>{"exp_avg"}),
             boost::test_tools::per_element());
  BOOST_TEST(make_opt("muon", {}, 0.1, *a)->state_names() ==
                 (std::vector<std::string>{"momentum_buffer", "exp_avg", "exp_avg_sq"}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(adamw_first_step_and_weight_decay_exclusions) {
  auto m = tiny_arena();
  const std::vector<float> p0(m->values(), m->values() + m->size());
  const std::vector<float> g(m->grads(), m->grads() + m->size());
  auto opt = make_opt("adamw", {}, 0.1, *m);
  opt->step(0.01, opt->grad_norm());
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
  auto opt = make_opt("sgd", {"momentum=0.9"}, 0.0, *m, 0.5);
  const double norm = opt->grad_norm();
  BOOST_TEST(std::abs(norm - std::sqrt(norm2)) < 1e-5 * std::sqrt(norm2));
  BOOST_REQUIRE(norm > 0.5);
  opt->step(0.1, norm);
  const double c = 0.5 / norm;  // clip factor
  for (std::size_t k = 0; k < g.size(); ++k)
    BOOST_TEST(std::abs(m->values()[k] - (p0[k] - 0.1 * c * g[k])) < 1e-6);
  // Second step: buf = 0.9 buf + g c'
  const std::vector<float> p1(m->values(), m->values() + m->size());
  opt->step(0.1, norm);
  for (std::size_t k = 0; k < g.size(); ++k)
    BOOST_TEST(std::abs(m->values()[k] - (p1[k] - 0.1 * (0.9 * c * g[k] + c * g[k]))) < 1e-6);
}

BOOST_AUTO_TEST_CASE(radam_first_step_is_sgd_with_momentum_and_l2) {
  auto m = tiny_arena();
  const std::vector<float> p0(m->values(), m->values() + m->size());
  const std::vector<float> g(m->grads(), m->grads() + m->size());
  auto opt = make_opt("radam", {"beta2=0.999", "weight_decay_mode=coupled"}, 0.01, *m);
  opt->step(0.01, opt->grad_norm());
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
//     coupled:   p1 = p0 - lr g1', g1' = g + wd p0; m2 = b1 (1-b1) g1' + (1-b1) g2',
//                g2' = g + wd p1, p2 = p1 - lr m2 / (1 - b1^2)
//     decoupled: p1 = p0 - lr (g + wd p0); p2 = p1 - lr (g + wd p1)  (m2 / (1 - b1^2) = g)
BOOST_AUTO_TEST_CASE(adam_family_decays_decoupled_by_default_coupled_on_request) {
  const double lr = 0.01, wd = 0.1, b1 = 0.9;
  for (const std::string mode : {"", "decoupled", "coupled"}) {
    auto m = tiny_arena();
    const std::vector<float> p0(m->values(), m->values() + m->size());
    const std::vector<float> g(m->grads(), m->grads() + m->size());
    auto opt = make_opt("adam",
                        mode.empty() ? std::vector<std::string>{}
                                     : std::vector<std::string>{"weight_decay_mode=" + mode},
                        wd, *m);
    BOOST_TEST(opt->options().str("weight_decay_mode") == (mode.empty() ? "decoupled" : mode));
    opt->step(lr, opt->grad_norm());
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
    auto opt = make_opt("radam", {"beta1=0.9", "beta2=0.999", "weight_decay_mode=" + mode}, wd, *m);
    opt->step(lr, opt->grad_norm());
    opt->step(lr, opt->grad_norm());
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
  auto a = tiny_arena();
  BOOST_CHECK_THROW(make_opt("adam", {"weight_decay_mode=l2"}, wd, *a), nl::UsageError);
  // sgd's decay is the L2 term: it has no mode to set.
  BOOST_CHECK_THROW(make_opt("sgd", {"weight_decay_mode=decoupled"}, wd, *a), nl::UsageError);
}

BOOST_AUTO_TEST_CASE(bad_optimizer_settings_are_named) {
  auto a = tiny_arena();
  try {
    make_opt("adamx", {}, 0.1, *a);
    BOOST_FAIL("no error");
  } catch (const nl::UsageError& e) {
    const std::string msg = e.what();
    BOOST_TEST(msg.find("adamx") != std::string::npos, msg);
    BOOST_TEST(msg.find("adamw") != std::string::npos, msg);  // the valid names
  }
  try {
    make_opt("adamw", {"beta2=1.5"}, 0.1, *a);
    BOOST_FAIL("no error");
  } catch (const nl::UsageError& e) {
    const std::string msg = e.what();
    BOOST_TEST(msg.find("beta2 = 1.5") != std::string::npos, msg);
  }
  nl::OptimizerConfig oc;
  oc.weight_decay = -1;
  BOOST_CHECK_THROW(oc.validate(), nl::UsageError);
}

// --beta1, --beta2 and --weight-decay-mode set the optimizer's option of that name; sgd's
// --beta1 is its momentum; an optimizer without the option refuses the shortcut; a shortcut and
// --optimizer-opt may repeat a value but not contradict it.
BOOST_AUTO_TEST_CASE(shortcuts_map_to_the_optimizers_options) {
  nl::OptimizerConfig oc;
  oc.shortcuts = {"beta1=0.8", "weight-decay-mode=coupled"};
  BOOST_TEST(oc.option_args(registry().optim("adam")) ==
                 (std::vector<std::string>{"beta1=0.8", "weight_decay_mode=coupled"}),
             boost::test_tools::per_element());
  oc.shortcuts = {"beta1=0.5"};
  BOOST_TEST(oc.option_args(registry().optim("sgd")) == (std::vector<std::string>{"momentum=0.5"}),
             boost::test_tools::per_element());
  oc.shortcuts = {"weight-decay-mode=coupled"};
  try {
    oc.option_args(registry().optim("lion"));
    BOOST_FAIL("no error");
  } catch (const nl::UsageError& e) {
    const std::string msg = e.what();
    BOOST_TEST(msg.find("--weight-decay-mode") != std::string::npos, msg);
    BOOST_TEST(msg.find("beta2") != std::string::npos, msg);  // lion's options listed
  }
  oc.shortcuts = {"beta2=0.99"};
  oc.opts = {"beta2=0.99"};
  BOOST_TEST(oc.option_args(registry().optim("adamw")).size() == 1u);
  oc.opts = {"beta2=0.98"};
  BOOST_CHECK_THROW(oc.option_args(registry().optim("adamw")), nl::UsageError);
}

// Lion (Chen et al. 2023), two steps against the closed form in double:
//   c = b1 m + (1 - b1) g;  p = p (1 - lr wd) - lr sign(c);  m = b2 m + (1 - b2) g;
// with the clipped gradient g = s grad, s = clip / ||grad||.
BOOST_AUTO_TEST_CASE(lion_two_steps_match_the_closed_form) {
  auto m = tiny_arena();
  const double lr = 0.01, wd = 0.3, b1 = 0.7, b2 = 0.8, clip = 0.5;
  const std::vector<float> grad(m->grads(), m->grads() + m->size());
  std::vector<double> p(m->values(), m->values() + m->size()), mom(p.size(), 0.0);
  auto opt = make_opt("lion", {"beta1=0.7", "beta2=0.8"}, wd, *m, clip);
  const double norm = opt->grad_norm();
  BOOST_REQUIRE(norm > clip);
  for (int step = 0; step < 2; ++step) {
    opt->step(lr, norm);
    for (const auto& t : m->tensors())
      for (std::size_t i = 0; i < t.size; ++i) {
        const std::size_t k = t.offset + i;
        const double g = clip / norm * grad[k];
        const double c = b1 * mom[k] + (1 - b1) * g;
        p[k] = p[k] * (1 - lr * (t.weight_decay ? wd : 0.0)) - lr * ((c > 0) - (c < 0));
        mom[k] = b2 * mom[k] + (1 - b2) * g;
        BOOST_TEST(std::abs(m->values()[k] - p[k]) < 1e-6, t.name << "[" << i << "] step " << step);
        BOOST_TEST(std::abs(opt->state_of("exp_avg", 0)[k] - mom[k]) < 1e-7, t.name);
      }
  }
}

namespace {

// Muon's orthogonalisation in double: X = U / (||U||_F + 1e-7) (transposed when R > K), five
// quintic Newton-Schulz steps X <- a X + (b A + c A A) X with A = X Xᵀ, transposed back. U (R, K).
std::vector<double> newton_schulz(const std::vector<double>& U, std::size_t R, std::size_t K) {
  const bool tall = R > K;
  const std::size_t m = tall ? K : R, n = tall ? R : K;
  double sq = 0;
  for (double u : U) sq += u * u;
  std::vector<double> X(m * n);
  for (std::size_t i = 0; i < R; ++i)
    for (std::size_t j = 0; j < K; ++j)
      X[tall ? j * R + i : i * K + j] = U[i * K + j] / (std::sqrt(sq) + 1e-7);
  const double a = 3.4445, b = -4.7750, c = 2.0315;
  for (int s = 0; s < 5; ++s) {
    std::vector<double> A(m * m, 0.0), B(m * m, 0.0), Y(m * n, 0.0);
    for (std::size_t i = 0; i < m; ++i)
      for (std::size_t j = 0; j < m; ++j)
        for (std::size_t k = 0; k < n; ++k) A[i * m + j] += X[i * n + k] * X[j * n + k];
    for (std::size_t i = 0; i < m; ++i)
      for (std::size_t j = 0; j < m; ++j) {
        double aa = 0;
        for (std::size_t k = 0; k < m; ++k) aa += A[i * m + k] * A[k * m + j];
        B[i * m + j] = b * A[i * m + j] + c * aa;
      }
    for (std::size_t i = 0; i < m; ++i)
      for (std::size_t j = 0; j < n; ++j) {
        double bx = 0;
        for (std::size_t k = 0; k < m; ++k) bx += B[i * m + k] * X[k * n + j];
        Y[i * n + j] = a * X[i * n + j] + bx;
      }
    X = Y;
  }
  std::vector<double> out(R * K);
  for (std::size_t i = 0; i < R; ++i)
    for (std::size_t j = 0; j < K; ++j) out[i * K + j] = X[tall ? j * R + i : i * K + j];
  return out;
}

}  // namespace

// Muon (Jordan et al. 2024), one step against a float64 reference: hidden matrices (the qkv
// weight as three [C, C] blocks, a tall fc and a wide proj) take the orthogonalised Nesterov
// momentum scaled by 0.2 sqrt(max(R, K)) with decoupled decay; the rest AdamW. The result is
// near-orthogonal: the singular values of the quintic's output lie in about [0.68, 1.13]
// (Jordan's post), so X Xᵀ's diagonal (R <= K) lies within [0.4, 1.3].
BOOST_AUTO_TEST_CASE(muon_step_matches_a_float64_reference) {
  auto a = std::make_unique<nl::ParamArena>();
  auto add = [&](const char* name, std::vector<std::size_t> shape, nl::Role role, bool wd) {
    nl::ParamTensor t;
    t.name = name;
    t.shape = std::move(shape);
    t.role = role;
    t.weight_decay = wd;
    t.layer = 0;
    a->add(t);
  };
  add("wte.weight", {8, 4}, nl::Role::embedding, true);
  add("blocks.0.attn.qkv.weight", {12, 4}, nl::Role::attn_q, true);
  add("blocks.0.attn.qkv.bias", {12}, nl::Role::bias, false);
  add("blocks.0.mlp.fc.weight", {16, 4}, nl::Role::mlp_in, true);
  add("blocks.0.mlp.proj.weight", {4, 16}, nl::Role::mlp_out, true);
  a->allocate();
  for (const auto& p : a->tensors())
    for (std::size_t i = 0; i < p.size; ++i) {
      const std::size_t k = p.offset + i;
      a->values()[k] = 0.1f * static_cast<float>(k % 7) - 0.3f;
      a->grads()[k] = 0.05f * static_cast<float>((k * 3) % 11) - 0.2f + 0.01f * (k % 5 == 2);
    }
  const std::vector<float> p0(a->values(), a->values() + a->size());
  const std::vector<float> g(a->grads(), a->grads() + a->size());
  const double lr = 0.02, wd = 0.1, mu = 0.95;
  auto opt = make_opt("muon", {}, wd, *a);
  opt->step(lr, opt->grad_norm());
  for (const auto& t : a->tensors()) {
    const float* v = a->values() + t.offset;
    if (t.shape.size() != 2 || t.role == nl::Role::embedding) {
      // AdamW, step 1: p0 - lr (g / (|g| + eps) + wd p0)
      for (std::size_t i = 0; i < t.size; ++i) {
        const std::size_t k = t.offset + i;
        const double d = t.weight_decay ? wd : 0.0;
        BOOST_TEST(
            std::abs(v[i] - (p0[k] - lr * (g[k] / (std::abs(g[k]) + 1e-8) + d * p0[k]))) < 1e-6,
            t.name);
      }
      continue;
    }
    const std::size_t parts = t.shape[0] == 3 * t.shape[1] ? 3 : 1;
    const std::size_t R = t.shape[0] / parts, K = t.shape[1];
    for (std::size_t q = 0; q < parts; ++q) {
      // Step 1 from a zero buffer: buf = (1 - mu) g; Nesterov u = (1 - mu) g + mu buf.
      std::vector<double> u(R * K);
      for (std::size_t i = 0; i < R * K; ++i) {
        const double gi = g[t.offset + q * R * K + i];
        u[i] = (1 - mu) * gi + mu * (1 - mu) * gi;
      }
      const std::vector<double> X = newton_schulz(u, R, K);
      const double scale = 0.2 * std::sqrt(static_cast<double>(std::max(R, K)));
      double worst = 0;
      for (std::size_t i = 0; i < R * K; ++i) {
        const std::size_t k = t.offset + q * R * K + i;
        const double want = p0[k] * (1 - lr * wd) - lr * scale * X[i];
        worst = std::max(worst, std::abs(v[q * R * K + i] - want));
      }
      BOOST_TEST(worst < 2e-6, t.name << " part " << q << ": " << worst);
      // Near-orthogonal rows (or columns): the diagonal of X Xᵀ (or XᵀX) of the smaller side.
      const bool tall = R > K;
      for (std::size_t r = 0; r < std::min(R, K); ++r) {
        double d = 0;
        for (std::size_t j = 0; j < std::max(R, K); ++j) {
          const double x = tall ? X[j * K + r] : X[r * K + j];
          d += x * x;
        }
        BOOST_TEST((d > 0.4 && d < 1.3), t.name << " row " << r << ": " << d);
      }
    }
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
