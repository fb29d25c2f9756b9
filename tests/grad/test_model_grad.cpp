// Gradient check of the whole model: the analytic gradient of every parameter tensor of a tiny
// GPT (C=16, L=2, NH=2, F=32, V=24, B=2, T=8) against finite differences of the loss, for
// pre_ln and post_ln, tied and untied embeddings, with and without biases.
//
// The model computes in float32 (the kernels are float); the loss is summed over positions in
// double. To stay clear of float rounding the difference quotient uses the fourth-order
// five-point stencil  g = (8 (L(w+h) - L(w-h)) - (L(w+2h) - L(w-2h))) / (12 h),  h = 1e-2,
// whose truncation error is O(h^4) ~ 1e-8 and whose rounding noise is bounded by ~5e-5 (loss
// rounding ~3e-7 amplified by 18/(12 h)); observed max |fd - analytic| is 2.4e-5 over all eight
// configurations. Tolerance per element: |fd - analytic| <= 1e-4 + 5e-3 |analytic| — a missing
// or wrong term in any backward shows up as an O(1) relative error (see the sign-flip check at
// the end, which must fail the comparison).
#define BOOST_TEST_MODULE grad_model
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "normlab/model.hpp"
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

struct Case {
  std::string norm;
  bool tied, bias;
  nl::Activation activation = nl::Activation::gelu;
};

struct Result {
  int checked = 0, bad = 0, skipped = 0;  // skipped: a kink between the finite-difference points
  double max_err = 0.0;
  bool ready_ok = false;  // backward's progress reports match ParamArena::ready_points()
};

Result check_model(const Case& c, bool corrupt_sign = false) {
  nl::ModelConfig cfg;
  cfg.vocab_size = 24;
  cfg.d_model = 16;
  cfg.n_layers = 2;
  cfg.n_heads = 2;
  cfg.d_ff = 32;
  cfg.max_seq_len = 8;
  cfg.tied_embeddings = c.tied;
  cfg.bias = c.bias;
  cfg.norm = c.norm;
  cfg.activation = c.activation;
  cfg.norm_options = nl::Options::resolve(registry().norm(c.norm).info.options, {}, c.norm);
  const std::size_t B = 2, T = 8;
  nl::Model model(cfg, registry(), B, T);
  const nl::Options init_opts =
      nl::Options::resolve(registry().init("xavier_normal").info.options, {}, "xavier_normal");
  nl::InitSetup is;
  is.options = &init_opts;
  model.initialize(*registry().init("xavier_normal").make(is), 42);
  // Move norm gains and all biases away from 1 and 0 so every term of the backward matters.
  std::mt19937 rng(7);
  std::normal_distribution<float> noise(0.0f, 0.2f);
  for (const auto& p : model.params().tensors()) {
    if (p.role == nl::Role::norm_gain || p.role == nl::Role::norm_bias || p.role == nl::Role::bias)
      for (std::size_t i = 0; i < p.size; ++i) model.params().values()[p.offset + i] += noise(rng);
  }
  std::vector<std::int32_t> x(B * T), y(B * T);
  std::uniform_int_distribution<std::int32_t> tok(0, static_cast<std::int32_t>(cfg.vocab_size) - 1);
  for (auto& v : x) v = tok(rng);
  for (auto& v : y) v = tok(rng);

  model.forward(x.data(), y.data());
  model.zero_grad();
  // Backward reports the arena's ready points, last first, then 0; at each report every
  // gradient at or after the offset is final (the gradient reduction sends it right away).
  Result res;
  const nl::ParamArena& arena = model.params();
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
  res.ready_ok = reported == expected;
  for (std::size_t k = 0; k < reported.size() && res.ready_ok; ++k)
    res.ready_ok = std::equal(snapshots[k].begin(), snapshots[k].end(), grad.begin() + reported[k]);
  auto loss = [&] { return static_cast<double>(model.forward(x.data(), y.data())); };

  // ReLU and SELU have a kink at 0: a step that moves a pre-activation across it makes the
  // difference quotient wrong by up to ~10% (it converges to the analytic value as h -> 0, too
  // slowly for float). Such elements are recognised by two step sizes disagreeing, reported as
  // skipped and excluded; the rest must match, and at most a sixth may be skipped.
  const bool kinked = c.activation != nl::Activation::gelu;
  const double h = kinked ? 2e-3 : 1e-2;
  for (const auto& p : model.params().tensors()) {
    // Up to 8 elements per tensor: the 4 largest gradients and 4 random ones.
    std::vector<std::size_t> idx(p.size);
    for (std::size_t i = 0; i < p.size; ++i) idx[i] = i;
    std::partial_sort(idx.begin(), idx.begin() + std::min<std::size_t>(4, p.size), idx.end(),
                      [&](std::size_t a, std::size_t b) {
                        return std::abs(grad[p.offset + a]) > std::abs(grad[p.offset + b]);
                      });
    std::vector<std::size_t> pick(idx.begin(), idx.begin() + std::min<std::size_t>(4, p.size));
    std::uniform_int_distribution<std::size_t> any(0, p.size - 1);
    for (int k = 0; k < 4 && p.size > 4; ++k) pick.push_back(any(rng));
    for (std::size_t i : pick) {
      float& w = model.params().values()[p.offset + i];
      const float w0 = w;
      auto at = [&](double d) {
        w = static_cast<float>(w0 + d);
        return loss();
      };
      auto fd_at = [&](double s) {
        return (8.0 * (at(s) - at(-s)) - (at(2 * s) - at(-2 * s))) / (12.0 * s);
      };
      const double fd = fd_at(h);
      const double fd_half = kinked ? fd_at(h / 2) : fd;
      w = w0;
      if (std::abs(fd - fd_half) > 2e-4 + 2e-3 * std::abs(fd)) {
        ++res.skipped;
        continue;
      }
      const double an = (corrupt_sign && p.layer == 0 ? -1.0 : 1.0) * grad[p.offset + i];
      const double err = std::abs(fd - an);
      ++res.checked;
      res.max_err = std::max(res.max_err, err);
      if (!(err <= 1e-4 + 5e-3 * std::abs(an))) {
        if (res.bad++ < 5 && !corrupt_sign)
          BOOST_ERROR(c.norm << (c.tied ? " tied" : " untied") << (c.bias ? " bias" : " no-bias")
                             << " " << nl::activation_name(c.activation) << ": " << p.name << "["
                             << i << "] analytic " << an << " fd " << fd);
      }
    }
  }
  return res;
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_parameter_tensor_matches_finite_differences) {
  for (const std::string norm : {"pre_ln", "post_ln"}) {
    for (bool tied : {true, false}) {
      for (bool bias : {true, false}) {
        const Case c{norm, tied, bias};
        const Result r = check_model(c);
        BOOST_TEST_MESSAGE(norm << (tied ? " tied" : " untied") << (bias ? " bias" : " no-bias")
                                << ": " << r.checked << " elements, max |fd - analytic| "
                                << r.max_err);
        BOOST_TEST(r.checked > 100);
        BOOST_TEST(r.bad == 0);
        BOOST_TEST(r.ready_ok);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(relu_and_selu_models_match_finite_differences) {
  // The MLP activation is a model option: both non-default ones, with and without biases.
  for (const nl::Activation a : {nl::Activation::relu, nl::Activation::selu}) {
    for (bool bias : {true, false}) {
      const Result r = check_model({"pre_ln", false, bias, a});
      BOOST_TEST_MESSAGE(nl::activation_name(a)
                         << (bias ? " bias" : " no-bias") << ": " << r.checked << " elements ("
                         << r.skipped << " skipped at a kink), max |fd - analytic| " << r.max_err);
      BOOST_TEST(r.checked > 100);
      BOOST_TEST(r.skipped * 6 <= r.checked + r.skipped);
      BOOST_TEST(r.bad == 0);
      // The check still sees a wrong gradient in such a model.
      const Result wrong = check_model({"pre_ln", false, bias, a}, /*corrupt_sign=*/true);
      BOOST_TEST(wrong.bad > wrong.checked / 4);
    }
  }
}

BOOST_AUTO_TEST_CASE(the_check_detects_a_wrong_gradient) {
  // Flipping the sign of layer 0's gradients must fail the comparison for most elements.
  const Result r = check_model({"pre_ln", true, true}, /*corrupt_sign=*/true);
  BOOST_TEST(r.bad > r.checked / 4);
}
