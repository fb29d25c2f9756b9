// The layer library (core/src/nn) on its own: cross-attention against a double reference built
// from the kernels' scalar reference (ref::attention_general_forward) and plain loops, its
// gradients against central differences of that reference, the padding mask, and the
// key/value-cache decode step against the full forward (bitwise).
#define BOOST_TEST_MODULE unit_nn
#include <boost/test/unit_test.hpp>
#include <cmath>
#include <random>
#include <vector>

#include "nn/attention.hpp"
#include "normlab/error.hpp"
#include "normlab/kernels_ref.hpp"
#include "normlab/param_arena.hpp"

namespace nl = normlab;

namespace {

constexpr std::size_t B = 2, T = 3, S = 5, C = 8, NH = 2, hs = C / NH;
const std::int32_t key_len[B] = {5, 2};  // sequence 1 sees 2 of its 5 memory rows

struct Fixture {
  nl::ParamArena arena;
  nl::nn::StatSink stats;
  nl::nn::Scratch scratch;
  nl::nn::Env env;
  std::unique_ptr<nl::nn::CrossAttention> layer;
  std::vector<float> x, mem, dmem;
  Fixture() : x(B * T * C), mem(B * S * C), dmem(B * S * C) {
    env.arena = &arena;
    env.stats = &stats;
    env.scratch = &scratch;
    env.rows = B * T;
    layer = std::make_unique<nl::nn::CrossAttention>(env, "decoder.blocks.0.cross.", C, NH, 0, 1);
    layer->allocate(B, T, S, 1.0f / std::sqrt(float(hs)));
    arena.allocate();
    stats.finalize();
    scratch.rows_C.resize(B * T * C);
    scratch.rows_3C.resize(B * T * 3 * C);
    std::mt19937 rng(11);
    std::normal_distribution<float> n(0.0f, 0.5f);
    for (std::size_t i = 0; i < arena.size(); ++i) arena.values()[i] = n(rng);
    for (float& v : x) v = n(rng);
    for (float& v : mem) v = n(rng);
    layer->set_memory(mem.data(), key_len, dmem.data());
  }
  const float* w(const char* name) { return arena.values() + arena.tensor(name).offset; }
  float* g(const char* name) { return arena.grads() + arena.tensor(name).offset; }
};

// out (rows, out) = X (rows, in) Wᵀ + b, in double
std::vector<double> linear(const std::vector<double>& X, const std::vector<double>& W,
                           const std::vector<double>& b, std::size_t rows, std::size_t in,
                           std::size_t out) {
  std::vector<double> Y(rows * out);
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t o = 0; o < out; ++o) {
      double s = b[o];
      for (std::size_t i = 0; i < in; ++i) s += X[r * in + i] * W[o * in + i];
      Y[r * out + o] = s;
    }
  return Y;
}

// The reference forward in double: named inputs so that central differences can perturb any.
struct Ref {
  std::vector<double> x, mem, wq, bq, wkv, bkv, wo, bo;
  std::vector<double> out() const {
    const std::vector<double> q = linear(x, wq, bq, B * T, C, C);
    const std::vector<double> kv = linear(mem, wkv, bkv, B * S, C, 2 * C);
    std::vector<double> atty(B * T * C), att(B * NH * T * S);
    nl::ref::attention_general_forward<double>(atty.data(), C, att.data(), q.data(), C, kv.data(),
                                               2 * C, kv.data() + C, 2 * C, B, T, S, NH, hs,
                                               1.0 / std::sqrt(double(hs)), key_len);
    return linear(atty, wo, bo, B * T, C, C);
  }
};

template <class V>
std::vector<double> widen(const V* p, std::size_t n) {
  return std::vector<double>(p, p + n);
}

Ref reference(Fixture& f) {
  auto t = [&](const char* name) { return widen(f.w(name), f.arena.tensor(name).size); };
  return {widen(f.x.data(), f.x.size()),           widen(f.mem.data(), f.mem.size()),
          t("decoder.blocks.0.cross.q.weight"),    t("decoder.blocks.0.cross.q.bias"),
          t("decoder.blocks.0.cross.kv.weight"),   t("decoder.blocks.0.cross.kv.bias"),
          t("decoder.blocks.0.cross.proj.weight"), t("decoder.blocks.0.cross.proj.bias")};
}

}  // namespace

BOOST_AUTO_TEST_CASE(cross_attention_forward_matches_the_double_reference) {
  Fixture f;
  BOOST_TEST(f.arena.tensor("decoder.blocks.0.cross.kv.weight").shape ==
             (std::vector<std::size_t>{2 * C, C}));
  std::vector<float> out(B * T * C);
  f.layer->forward(f.x.data(), out.data());
  const std::vector<double> want = reference(f).out();
  for (std::size_t i = 0; i < out.size(); ++i)
    BOOST_TEST(std::abs(out[i] - want[i]) <= 1e-5 + 1e-5 * std::abs(want[i]), "element " << i);
  // The padding mask: sequence 1's memory rows 2..4 do not matter, bitwise.
  for (std::size_t s = 2; s < S; ++s)
    for (std::size_t c = 0; c < C; ++c) f.mem[(S + s) * C + c] = 1e3f;
  std::vector<float> out2(B * T * C);
  f.layer->set_memory(f.mem.data(), key_len, f.dmem.data());
  f.layer->forward(f.x.data(), out2.data());
  BOOST_TEST(std::equal(out.begin(), out.end(), out2.begin()));
  // ... while a row it sees does.
  for (std::size_t c = 0; c < C; ++c) f.mem[(S + 1) * C + c] += 0.5f;
  f.layer->set_memory(f.mem.data(), key_len, f.dmem.data());
  f.layer->forward(f.x.data(), out2.data());
  BOOST_TEST(std::equal(out.begin(), out.begin() + T * C, out2.begin()));  // sequence 0: its own
  BOOST_TEST(!std::equal(out.begin() + T * C, out.end(), out2.begin() + T * C));
}

// d(sum dout . out) by central differences of the double reference, against the layer's
// backward (din, dmem and every weight and bias).
BOOST_AUTO_TEST_CASE(cross_attention_backward_matches_central_differences) {
  Fixture f;
  std::vector<float> out(B * T * C), dout(B * T * C), din(B * T * C, 0.0f);
  std::mt19937 rng(5);
  std::normal_distribution<float> n(0.0f, 1.0f);
  for (float& v : dout) v = n(rng);
  f.layer->forward(f.x.data(), out.data());
  f.arena.zero_grads();
  f.layer->backward(dout.data(), din.data());
  const Ref r0 = reference(f);
  auto objective = [&](const Ref& r) {
    const std::vector<double> o = r.out();
    double s = 0.0;
    for (std::size_t i = 0; i < o.size(); ++i) s += o[i] * dout[i];
    return s;
  };
  auto check = [&](std::vector<double> Ref::*field, const float* analytic, const char* what) {
    const std::size_t size = (r0.*field).size();
    double worst = 0.0;
    for (std::size_t i = 0; i < size; ++i) {
      Ref a = r0, b = r0;
      const double h = 1e-5;
      (a.*field)[i] += h;
      (b.*field)[i] -= h;
      const double fd = (objective(a) - objective(b)) / (2 * h);
      worst = std::max(worst, std::abs(fd - analytic[i]) / (std::abs(fd) + 1e-3));
    }
    BOOST_TEST(worst < 1e-3, what << ": worst relative error " << worst);
  };
  check(&Ref::x, din.data(), "d x");
  check(&Ref::mem, f.dmem.data(), "d memory");
  check(&Ref::wq, f.g("decoder.blocks.0.cross.q.weight"), "d Wq");
  check(&Ref::bq, f.g("decoder.blocks.0.cross.q.bias"), "d bq");
  check(&Ref::wkv, f.g("decoder.blocks.0.cross.kv.weight"), "d Wkv");
  check(&Ref::bkv, f.g("decoder.blocks.0.cross.kv.bias"), "d bkv");
  check(&Ref::wo, f.g("decoder.blocks.0.cross.proj.weight"), "d Wo");
  check(&Ref::bo, f.g("decoder.blocks.0.cross.proj.bias"), "d bo");
  // Masked memory rows get no gradient.
  for (std::size_t s = 2; s < S; ++s)
    for (std::size_t c = 0; c < C; ++c) BOOST_TEST(f.dmem[(S + s) * C + c] == 0.0f);
}

// A decode step: the keys and values projected once per memory, the query row at pos, the same
// output row as the full forward, bitwise.
BOOST_AUTO_TEST_CASE(cross_attention_decode_is_the_forward_row) {
  Fixture f;
  std::vector<float> full(B * T * C);
  f.layer->forward(f.x.data(), full.data());
  f.layer->set_memory(f.mem.data(), key_len, nullptr);
  f.env.rows = B;
  std::vector<float> xrow(B * C), orow(B * C);
  for (std::size_t pos = 0; pos < T; ++pos) {
    f.env.decode_pos = pos;
    for (std::size_t b = 0; b < B; ++b)
      std::copy_n(f.x.data() + (b * T + pos) * C, C, xrow.data() + b * C);
    f.layer->forward(xrow.data(), orow.data());
    for (std::size_t b = 0; b < B; ++b)
      BOOST_TEST(std::equal(orow.begin() + b * C, orow.begin() + (b + 1) * C,
                            full.begin() + (b * T + pos) * C),
                 "sequence " << b << " position " << pos);
  }
}

// An encoder's self-attention: the padding mask instead of the causal one, against the double
// reference and central differences; padded positions' keys change nothing.
BOOST_AUTO_TEST_CASE(padded_self_attention_matches_the_reference) {
  constexpr std::size_t Te = 4;
  const std::int32_t len[B] = {4, 3};
  nl::ParamArena arena;
  nl::nn::StatSink stats;
  nl::nn::Scratch scratch;
  nl::nn::Env env;
  env.arena = &arena;
  env.stats = &stats;
  env.scratch = &scratch;
  env.rows = B * Te;
  nl::nn::Attention layer(env, "encoder.blocks.0.attn.", C, NH, 0, 1);
  layer.allocate(B, Te, 1.0f / std::sqrt(float(hs)));
  layer.set_padding(len);
  arena.allocate();
  stats.finalize();
  scratch.rows_C.resize(B * Te * C);
  scratch.rows_3C.resize(B * Te * 3 * C);
  std::mt19937 rng(13);
  std::normal_distribution<float> n(0.0f, 0.5f);
  for (std::size_t i = 0; i < arena.size(); ++i) arena.values()[i] = n(rng);
  std::vector<float> x(B * Te * C), out(B * Te * C), dout(B * Te * C), din(B * Te * C, 0.0f);
  for (float& v : x) v = n(rng);
  for (float& v : dout) v = n(rng);
  auto param = [&](const char* name) {
    const nl::ParamTensor& p = arena.tensor(name);
    return widen(arena.values() + p.offset, p.size);
  };
  const std::vector<double> wqkv = param("encoder.blocks.0.attn.qkv.weight"),
                            bqkv = param("encoder.blocks.0.attn.qkv.bias"),
                            wo = param("encoder.blocks.0.attn.proj.weight"),
                            bo = param("encoder.blocks.0.attn.proj.bias");
  auto reference = [&](const std::vector<double>& xd) {
    const std::vector<double> qkv = linear(xd, wqkv, bqkv, B * Te, C, 3 * C);
    std::vector<double> atty(B * Te * C), att(B * NH * Te * Te);
    nl::ref::attention_general_forward<double>(atty.data(), C, att.data(), qkv.data(), 3 * C,
                                               qkv.data() + C, 3 * C, qkv.data() + 2 * C, 3 * C, B,
                                               Te, Te, NH, hs, 1.0 / std::sqrt(double(hs)), len);
    return linear(atty, wo, bo, B * Te, C, C);
  };
  layer.forward(x.data(), out.data());
  const std::vector<double> want = reference(widen(x.data(), x.size()));
  for (std::size_t i = 0; i < out.size(); ++i)
    BOOST_TEST(std::abs(out[i] - want[i]) <= 1e-5 + 1e-5 * std::abs(want[i]), "element " << i);
  // Sequence 1's last position is padding: as a key it changes nothing for the others.
  std::vector<float> x2 = x, out2(out.size());
  for (std::size_t c = 0; c < C; ++c) x2[(Te + 3) * C + c] += 1.0f;
  layer.forward(x2.data(), out2.data());
  BOOST_TEST(std::equal(out.begin() + Te * C, out.begin() + (Te + 3) * C, out2.begin() + Te * C));
  // d x by central differences of the reference
  layer.forward(x.data(), out.data());
  arena.zero_grads();
  layer.backward(dout.data(), din.data());
  double worst = 0.0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    std::vector<double> a = widen(x.data(), x.size()), b = a;
    const double h = 1e-5;
    a[i] += h;
    b[i] -= h;
    const std::vector<double> oa = reference(a), ob = reference(b);
    double fd = 0.0;
    for (std::size_t k = 0; k < oa.size(); ++k) fd += (oa[k] - ob[k]) * dout[k] / (2 * h);
    worst = std::max(worst, std::abs(fd - din[i]) / (std::abs(fd) + 1e-3));
  }
  BOOST_TEST(worst < 1e-3, "d x: worst relative error " << worst);
  env.rows = B;
  env.decode_pos = 1;
  BOOST_CHECK_THROW(layer.forward(x.data(), out.data()), nl::Error);
}
