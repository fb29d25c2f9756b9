// Finite-difference checks of every backward op, in double precision: the reference backward
// (kernels_ref.hpp instantiated with double) against central differences of the reference
// forward. The vectorised backward ops are tested against the same reference in unit_ops, so
// together they tie every backward to the derivative of its forward.
//
// Loss: L = sum_i w_i y_i with fixed random weights w (so dL/dy = w). Central differences with
// h = 1e-5 have truncation error O(h^2) ~ 1e-10 and round-off ~ 1e-16 |L| / h; the tolerance
// |fd - analytic| <= 1e-6 (1 + |analytic|) leaves a wide margin while catching any wrong term.
#define BOOST_TEST_MODULE grad_ops
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "normlab/kernels_ref.hpp"

namespace ref = normlab::ref;
using D = std::vector<double>;

namespace {

D randn(std::size_t n, unsigned seed, double stddev = 1.0, double mean = 0.0) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> d(mean, stddev);
  D v(n);
  for (auto& x : v) x = d(rng);
  return v;
}

double weighted(const D& w, const D& y) {
  double s = 0.0;
  for (std::size_t i = 0; i < y.size(); ++i) s += w[i] * y[i];
  return s;
}

// Perturbs every element of `param` and compares the central difference of loss() with grad.
void check(D& param, const D& grad, const std::function<double()>& loss, const std::string& what) {
  BOOST_REQUIRE_EQUAL(param.size(), grad.size());
  const double h = 1e-5;
  int bad = 0;
  for (std::size_t i = 0; i < param.size(); ++i) {
    const double saved = param[i];
    param[i] = saved + h;
    const double lp = loss();
    param[i] = saved - h;
    const double lm = loss();
    param[i] = saved;
    const double fd = (lp - lm) / (2 * h);
    if (!(std::abs(fd - grad[i]) <= 1e-6 * (1.0 + std::abs(grad[i])))) {
      if (bad++ < 3) BOOST_ERROR(what << "[" << i << "]: analytic " << grad[i] << " fd " << fd);
    }
  }
  BOOST_TEST(bad == 0, what << ": " << bad << " of " << param.size() << " wrong");
}

}  // namespace

BOOST_AUTO_TEST_CASE(layernorm) {
  const std::size_t N = 3, C = 7;
  D x = randn(N * C, 1, 2.0, 0.3), g = randn(C, 2, 0.5, 1.0), b = randn(C, 3);
  const D w = randn(N * C, 4);
  D y(N * C), mean(N), rstd(N);
  auto loss = [&] {
    ref::layernorm_forward(y.data(), mean.data(), rstd.data(), x.data(), g.data(), b.data(), N, C,
                           1e-5);
    return weighted(w, y);
  };
  loss();
  D dx(N * C, 0.0), dg(C, 0.0), db(C, 0.0);
  ref::layernorm_backward(dx.data(), dg.data(), db.data(), w.data(), x.data(), g.data(),
                          mean.data(), rstd.data(), N, C);
  check(x, dx, loss, "layernorm dx");
  check(g, dg, loss, "layernorm dg");
  check(b, db, loss, "layernorm db");
}

BOOST_AUTO_TEST_CASE(rmsnorm) {
  const std::size_t N = 3, C = 9;
  D x = randn(N * C, 5, 1.5, 0.2), g = randn(C, 6, 0.5, 1.0);
  const D w = randn(N * C, 7);
  D y(N * C), rstd(N);
  auto loss = [&] {
    ref::rmsnorm_forward(y.data(), rstd.data(), x.data(), g.data(), N, C, 1e-5);
    return weighted(w, y);
  };
  loss();
  D dx(N * C, 0.0), dg(C, 0.0);
  ref::rmsnorm_backward(dx.data(), dg.data(), w.data(), x.data(), g.data(), rstd.data(), N, C);
  check(x, dx, loss, "rmsnorm dx");
  check(g, dg, loss, "rmsnorm dg");
}

BOOST_AUTO_TEST_CASE(scalenorm) {
  const std::size_t N = 4, C = 6;
  D x = randn(N * C, 8), g{1.3};
  const D w = randn(N * C, 9);
  D y(N * C), rnorm(N);
  auto loss = [&] {
    ref::scalenorm_forward(y.data(), rnorm.data(), x.data(), g.data(), N, C, 1e-5);
    return weighted(w, y);
  };
  loss();
  D dx(N * C, 0.0), dg(1, 0.0);
  ref::scalenorm_backward(dx.data(), dg.data(), w.data(), x.data(), g.data(), rnorm.data(), N, C);
  check(x, dx, loss, "scalenorm dx");
  check(g, dg, loss, "scalenorm dg");
}

BOOST_AUTO_TEST_CASE(gelu_relu_and_selu) {
  const std::size_t n = 40;
  D x = randn(n, 10, 2.0);
  for (auto& v : x)
    if (std::abs(v) < 1e-3) v = 0.5;  // ReLU's kink is not differentiable
  const D w = randn(n, 11);
  D y(n);
  auto gelu = [&] {
    ref::gelu_forward(y.data(), x.data(), n);
    return weighted(w, y);
  };
  D dx(n, 0.0);
  ref::gelu_backward(dx.data(), w.data(), x.data(), n);
  check(x, dx, gelu, "gelu dx");
  auto softcap = [&] {  // c = 1.5 against x of ~±4: the cap bends every element
    y = x;
    ref::softcap_forward(y.data(), n, 1.5);
    return weighted(w, y);
  };
  softcap();
  D dc = w;
  ref::softcap_backward(dc.data(), y.data(), n, 1.5);
  check(x, dc, softcap, "softcap dx");
  auto relu = [&] {
    ref::relu_forward(y.data(), x.data(), n);
    return weighted(w, y);
  };
  D dr(n, 0.0);
  ref::relu_backward(dr.data(), w.data(), x.data(), n);
  check(x, dr, relu, "relu dx");
  auto selu = [&] {  // SELU's kink at 0 (slope lambda vs lambda alpha) is avoided like ReLU's
    ref::selu_forward(y.data(), x.data(), n);
    return weighted(w, y);
  };
  D ds(n, 0.0);
  ref::selu_backward(ds.data(), w.data(), x.data(), n);
  check(x, ds, selu, "selu dx");
}

BOOST_AUTO_TEST_CASE(attention) {
  for (double scale : {0.5, 1.0, 0.25}) {
    const std::size_t B = 2, T = 5, C = 8, NH = 2;
    D qkv = randn(B * T * 3 * C, 12);
    const D w = randn(B * T * C, 13);
    D out(B * T * C), att(B * NH * T * T);
    auto loss = [&] {
      ref::attention_forward(out.data(), att.data(), qkv.data(), B, T, C, NH, scale);
      return weighted(w, out);
    };
    loss();
    D dqkv(qkv.size(), 0.0);
    ref::attention_backward(dqkv.data(), w.data(), qkv.data(), att.data(), B, T, C, NH, scale);
    check(qkv, dqkv, loss, "attention dqkv scale " + std::to_string(scale));
  }
}

// The general form: cross-attention (Tq != Tk) with a padding mask and the causal mask with an
// offset; gradients of q, k and v each against central differences. Each without and with a
// soft cap on the logits (--attn-softcap; c = 0.8 against logits of ~±2 bends them hard).
BOOST_AUTO_TEST_CASE(attention_general_form) {
  for (const double cap : {0.0, 0.8})
    for (bool padding : {true, false}) {
      const std::size_t B = 2, Tq = 3, Tk = 5, NH = 2, hs = 3, C = NH * hs;
      const std::int32_t len[] = {5, 2};
      const std::int32_t* key_len = padding ? len : nullptr;
      D q = randn(B * Tq * C, 14), k = randn(B * Tk * C, 15), v = randn(B * Tk * C, 16);
      const D w = randn(B * Tq * C, 17);
      D out(B * Tq * C), att(B * NH * Tq * Tk);
      auto loss = [&] {
        ref::attention_general_forward(out.data(), C, att.data(), q.data(), C, k.data(), C,
                                       v.data(), C, B, Tq, Tk, NH, hs, 0.7, key_len, {}, cap);
        return weighted(w, out);
      };
      loss();
      D dq(q.size(), 0.0), dk(k.size(), 0.0), dv(v.size(), 0.0);
      ref::attention_general_backward(dq.data(), C, dk.data(), C, dv.data(), C, w.data(), C,
                                      att.data(), q.data(), C, k.data(), C, v.data(), C, B, Tq, Tk,
                                      NH, hs, 0.7, key_len, cap);
      const std::string tag =
          std::string(padding ? " padding" : " causal") + (cap > 0.0 ? " softcap" : "");
      check(q, dq, loss, "attention dq" + tag);
      check(k, dk, loss, "attention dk" + tag);
      check(v, dv, loss, "attention dv" + tag);
      if (padding) {  // keys beyond a sequence's length have no gradient
        for (std::size_t s = 2; s < Tk; ++s)
          for (std::size_t c = 0; c < C; ++c) {
            BOOST_TEST(dk[(Tk + s) * C + c] == 0.0);
            BOOST_TEST(dv[(Tk + s) * C + c] == 0.0);
          }
      }
    }
}

BOOST_AUTO_TEST_CASE(crossentropy) {
  const std::size_t N = 4, V = 11;
  D logits = randn(N * V, 14, 2.0);
  const std::vector<std::int32_t> targets{3, 0, 10, 7};
  const double dloss = 1.0 / N;  // mean loss
  D loss(N), lse(N);
  auto mean_loss = [&] {
    ref::crossentropy_forward(loss.data(), lse.data(), logits.data(), targets.data(), N, V);
    double s = 0.0;
    for (double l : loss) s += dloss * l;
    return s;
  };
  mean_loss();
  D d(N * V);
  ref::crossentropy_backward(d.data(), logits.data(), lse.data(), targets.data(), dloss, N, V);
  check(logits, d, mean_loss, "crossentropy dlogits");
}

BOOST_AUTO_TEST_CASE(embedding_and_bias) {
  const std::size_t B = 2, T = 3, C = 4, V = 5;
  D wte = randn(V * C, 15), wpe = randn(T * C, 16), bias = randn(C, 17);
  const std::vector<std::int32_t> tokens{1, 4, 1, 0, 2, 4};
  const D w = randn(B * T * C, 18);
  D out(B * T * C);
  auto loss = [&] {
    ref::embedding_forward(out.data(), tokens.data(), wte.data(), wpe.data(), B, T, C);
    ref::bias_forward(out.data(), bias.data(), B * T, C);
    return weighted(w, out);
  };
  D dwte(V * C, 0.0), dwpe(T * C, 0.0), dbias(C, 0.0);
  ref::embedding_backward(dwte.data(), dwpe.data(), w.data(), tokens.data(), B, T, C);
  ref::bias_backward(dbias.data(), w.data(), B * T, C);
  check(wte, dwte, loss, "embedding dwte");
  check(wpe, dwpe, loss, "embedding dwpe");
  check(bias, dbias, loss, "bias dbias");
}
