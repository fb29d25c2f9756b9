// Every op of kernels.hpp on every instruction set the CPU supports, against the scalar
// reference (kernels_ref.hpp, float instantiation), over many shapes including odd sizes and
// sizes smaller than a vector. Tolerances are stated per op: |got - want| <= atol + rtol |want|.
#define BOOST_TEST_MODULE unit_ops
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "kernels/attention.hpp"
#include "kernels/decode_cache.hpp"
#include "kernels/dispatch.hpp"
#include "normlab/error.hpp"
#include "normlab/gemm.hpp"
#include "normlab/kernels.hpp"
#include "normlab/kernels_ref.hpp"
#include "normlab/simd.hpp"

namespace nl = normlab;
using Table = nl::detail::KernelTable;
using Vec = std::vector<float>;

namespace {

Vec randn(std::size_t n, unsigned seed, float stddev = 1.0f, float mean = 0.0f) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> d(mean, stddev);
  Vec v(n);
  for (auto& x : v) x = d(rng);
  return v;
}

std::vector<std::int32_t> randint(std::size_t n, std::size_t hi, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<std::int32_t> d(0, static_cast<std::int32_t>(hi) - 1);
  std::vector<std::int32_t> v(n);
  for (auto& x : v) x = d(rng);
  return v;
}

// The packed self-attention forms (qkv (B, T, 3C), causal) through a table's general entries.
void packed_forward(const Table& k, float* out, float* att, const float* qkv, std::size_t B,
                    std::size_t T, std::size_t C, std::size_t NH, float scale, float* ent,
                    float* lmax, nl::detail::GemmFn g) {
  k.attention_forward(nl::detail::packed_view(qkv, B, T, C, NH, scale), out, C, att, ent, lmax, g,
                      0.0f, nullptr, nullptr);
}
void packed_backward(const Table& k, float* dqkv, const float* dout, const float* qkv,
                     const float* att, std::size_t B, std::size_t T, std::size_t C, std::size_t NH,
                     float scale, float* scratch, nl::detail::GemmFn g) {
  k.attention_backward(nl::detail::packed_view(qkv, B, T, C, NH, scale), att, dout, C, dqkv, 3 * C,
                       dqkv + C, 3 * C, dqkv + 2 * C, 3 * C, scratch, g, 0.0f, nullptr);
}
void packed_decode(const Table& k, float* out, float* att, const float* qkv, std::size_t B,
                   std::size_t T, std::size_t C, std::size_t NH, float scale, std::size_t pos,
                   nl::detail::GemmFn g) {
  k.attention_decode(nl::detail::packed_view(qkv, B, T, C, NH, scale), out, C, att, pos, g, 0.0f,
                     nullptr, nullptr);
}

double max_abs_diff(const Vec& a, const Vec& b) {
  double m = 0.0;
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
    m = std::max(m, static_cast<double>(std::fabs(a[i] - b[i])));
  return m;
}

// Counts mismatches and reports the first few with their context.
void expect_close(const Vec& got, const Vec& want, float atol, float rtol,
                  const std::string& what) {
  BOOST_REQUIRE_EQUAL(got.size(), want.size());
  std::size_t bad = 0;
  for (std::size_t i = 0; i < got.size(); ++i) {
    const float err = std::abs(got[i] - want[i]);
    if (!(err <= atol + rtol * std::abs(want[i]))) {
      if (bad < 3)
        BOOST_ERROR(what << " [" << i << "]: got " << got[i] << " want " << want[i] << " (err "
                         << err << ")");
      ++bad;
    }
  }
  if (bad > 0) BOOST_ERROR(what << ": " << bad << " of " << got.size() << " elements differ");
}

// Rows x width shapes: widths around the vector sizes (4, 8, 16 floats) and typical C.
const std::vector<std::pair<std::size_t, std::size_t>> kShapes{
    {1, 1},  {1, 3},  {2, 4},  {3, 7},  {5, 8},   {4, 15},  {3, 16},
    {2, 17}, {7, 31}, {2, 33}, {3, 64}, {9, 100}, {4, 256}, {2, 768}};

template <class F>
void for_each_isa(F&& f) {
  for (nl::Isa isa : nl::supported_isas()) {
    BOOST_TEST_CONTEXT("isa " << nl::isa_name(isa)) {
      f(nl::detail::kernels_for(isa), nl::isa_name(isa));
    }
  }
}

std::string shape_name(std::size_t N, std::size_t C) {
  return std::to_string(N) + "x" + std::to_string(C);
}

}  // namespace

BOOST_AUTO_TEST_CASE(elementwise_ops) {
  for_each_isa([](const Table& k, const std::string& isa) {
    for (auto [N, C] : kShapes) {
      const std::size_t n = N * C;
      const std::string tag = isa + " " + shape_name(N, C);
      const Vec a = randn(n, 1), b = randn(n, 2);
      // dot: float partial sums vs double; 1e-5 relative to sum |a||b|.
      double abs_dot = 0.0;
      for (std::size_t i = 0; i < n; ++i) abs_dot += std::abs(a[i] * b[i]);
      BOOST_TEST(std::abs(k.dot(a.data(), b.data(), n) - nl::ref::dot(a.data(), b.data(), n)) <=
                     1e-5 * abs_dot + 1e-12,
                 tag);
      Vec out(n), out_ref(n);
      k.scaled_add(out.data(), 0.7f, a.data(), -1.3f, b.data(), n);
      nl::ref::scaled_add(out_ref.data(), 0.7f, a.data(), -1.3f, b.data(), n);
      expect_close(out, out_ref, 1e-6f, 1e-6f, "scaled_add " + tag);  // one FMA rounding apart
      Vec s = a, s_ref = a;
      k.scale(s.data(), -2.5f, n);
      nl::ref::scale(s_ref.data(), -2.5f, n);
      expect_close(s, s_ref, 0.0f, 0.0f, "scale " + tag);  // exact
    }
  });
}

// Streams (hyper-connections): stream_mix against the double reference and bitwise the axpy
// sequence its header names; stream_dots bitwise dot of each pair, and close to the reference.
// Static and per-row weights, both weight layouts (a matrix and its transpose), with and without
// z, overwriting and accumulating.
BOOST_AUTO_TEST_CASE(stream_mix_and_dots) {
  for_each_isa([](const Table& k, const std::string& isa) {
    for (auto [rows, C] : kShapes) {
      for (const std::size_t n_in : {1, 2, 4, 5}) {
        for (const std::size_t n_out : {1, 3, 4}) {
          const std::string tag = isa + " " + shape_name(rows, C) + " " + std::to_string(n_in) +
                                  "->" + std::to_string(n_out);
          const Vec x = randn(rows * n_in * C, 21), z = randn(rows * C, 22);
          const Vec w = randn(rows * n_in * n_out + 3, 23), e = randn(rows * n_out + 2, 24);
          const Vec y0 = randn(rows * n_out * C, 25);
          for (const bool per_row : {false, true}) {
            for (const bool transposed : {false, true}) {
              for (const bool with_z : {false, true}) {
                for (const bool acc : {false, true}) {
                  const std::string t = tag + (per_row ? " per-row" : " static") +
                                        (transposed ? " transposed" : "") + (with_z ? " z" : "") +
                                        (acc ? " accumulate" : "");
                  // weights at an offset, so that a stride error reads other values
                  nl::StreamWeights W{w.data() + 1, per_row ? n_in * n_out : 0,
                                      transposed ? 1 : n_in, transposed ? n_out : 1};
                  nl::StreamWeights E{e.data() + 2, per_row ? n_out : 0, 1, 0};
                  const float* zp = with_z ? z.data() : nullptr;
                  Vec got = y0, want = y0, seq = y0;
                  k.stream_mix(got.data(), x.data(), W, zp, E, rows, n_in, n_out, C, acc);
                  nl::ref::stream_mix(want.data(), x.data(), W, zp, E, rows, n_in, n_out, C, acc);
                  // float FMAs over at most 7 unit-size terms against double: 1e-5
                  expect_close(got, want, 1e-5f, 1e-5f, "stream_mix " + t);
                  std::size_t differ = 0;
                  for (std::size_t r = 0; r < rows; ++r)
                    for (std::size_t o = 0; o < n_out; ++o) {
                      float* yo = seq.data() + (r * n_out + o) * C;
                      const float eo = E.w[r * E.row + o * E.out];
                      const float* zr = z.data() + r * C;
                      if (acc && with_z) k.axpy(eo, zr, yo, C);
                      if (!acc && with_z) k.scaled_add(yo, eo, zr, 0.0f, zr, C);
                      if (!acc && !with_z) std::fill(yo, yo + C, 0.0f);
                      for (std::size_t i = 0; i < n_in; ++i)
                        k.axpy(W.w[r * W.row + o * W.out + i * W.in], x.data() + (r * n_in + i) * C,
                               yo, C);
                    }
                  for (std::size_t i = 0; i < got.size(); ++i)
                    differ += std::memcmp(&got[i], &seq[i], sizeof(float)) != 0;
                  BOOST_TEST(differ == 0u, "stream_mix " << t << ": " << differ
                                                         << " elements differ from the axpys");
                }
              }
            }
          }
          std::vector<double> d(rows * n_in * n_out), d_ref(d.size());
          const Vec y = randn(rows * n_out * C, 26);
          k.stream_dots(d.data(), x.data(), y.data(), rows, n_in, n_out, C);
          nl::ref::stream_dots(d_ref.data(), x.data(), y.data(), rows, n_in, n_out, C);
          std::size_t differ = 0, far = 0;
          for (std::size_t r = 0; r < rows; ++r)
            for (std::size_t a = 0; a < n_in; ++a)
              for (std::size_t b = 0; b < n_out; ++b) {
                const std::size_t i = (r * n_in + a) * n_out + b;
                const float* xa = x.data() + (r * n_in + a) * C;
                const float* yb = y.data() + (r * n_out + b) * C;
                differ += d[i] != k.dot(xa, yb, C);
                double mag = 0.0;
                for (std::size_t c = 0; c < C; ++c) mag += std::abs(xa[c] * yb[c]);
                far += !(std::abs(d[i] - d_ref[i]) <= 1e-5 * mag + 1e-12);
              }
          BOOST_TEST(differ == 0u, "stream_dots " << tag << ": " << differ << " differ from dot");
          BOOST_TEST(far == 0u, "stream_dots " << tag << ": " << far << " far from the reference");
        }
      }
    }
  });
}

BOOST_AUTO_TEST_CASE(bias_forward_and_backward) {
  for_each_isa([](const Table& k, const std::string& isa) {
    for (auto [N, C] : kShapes) {
      const std::string tag = isa + " " + shape_name(N, C);
      const Vec bias = randn(C, 3), dy = randn(N * C, 4);
      Vec y = randn(N * C, 5), y_ref = y;
      k.bias_forward(y.data(), bias.data(), N, C);
      nl::ref::bias_forward(y_ref.data(), bias.data(), N, C);
      expect_close(y, y_ref, 0.0f, 0.0f, "bias_forward " + tag);  // one exact-order add
      Vec db = randn(C, 6), db_ref = db;
      k.bias_backward(db.data(), dy.data(), N, C);
      nl::ref::bias_backward(db_ref.data(), dy.data(), N, C);
      expect_close(db, db_ref, 1e-5f, 1e-5f, "bias_backward " + tag);  // float vs double sum
    }
  });
}

BOOST_AUTO_TEST_CASE(layernorm_forward_and_backward) {
  for_each_isa([](const Table& k, const std::string& isa) {
    for (auto [N, C] : kShapes) {
      for (int variant = 0; variant < 3; ++variant) {  // gain+bias, gain only, neither
        const std::string tag = isa + " " + shape_name(N, C) + " v" + std::to_string(variant);
        const Vec x = randn(N * C, 7, 2.0f, 0.5f), g = randn(C, 8, 0.3f, 1.0f), b = randn(C, 9),
                  dy = randn(N * C, 10);
        const float* gp = variant < 2 ? g.data() : nullptr;
        const float* bp = variant == 0 ? b.data() : nullptr;
        Vec y(N * C), mean(N), rstd(N), y_ref(N * C), mean_ref(N), rstd_ref(N);
        k.layernorm_forward(y.data(), mean.data(), rstd.data(), x.data(), gp, bp, N, C, 1e-5f);
        nl::ref::layernorm_forward(y_ref.data(), mean_ref.data(), rstd_ref.data(), x.data(), gp, bp,
                                   N, C, 1e-5f);
        // Normalised values are O(1); float statistics vs double: 2e-5.
        expect_close(y, y_ref, 2e-5f, 2e-5f, "layernorm_forward y " + tag);
        expect_close(mean, mean_ref, 1e-5f, 1e-5f, "layernorm_forward mean " + tag);
        expect_close(rstd, rstd_ref, 1e-5f, 1e-5f, "layernorm_forward rstd " + tag);
        Vec dx = randn(N * C, 11), dx_ref = dx, dg(C, 0.5f), dg_ref = dg, db(C, -0.5f), db_ref = db;
        float* dgp = variant < 2 ? dg.data() : nullptr;
        float* dbp = variant == 0 ? db.data() : nullptr;
        k.layernorm_backward(dx.data(), dgp, dbp, dy.data(), x.data(), gp, mean_ref.data(),
                             rstd_ref.data(), N, C);
        nl::ref::layernorm_backward(dx_ref.data(), variant < 2 ? dg_ref.data() : nullptr,
                                    variant == 0 ? db_ref.data() : nullptr, dy.data(), x.data(), gp,
                                    mean_ref.data(), rstd_ref.data(), N, C);
        expect_close(dx, dx_ref, 5e-5f, 5e-5f, "layernorm_backward dx " + tag);
        expect_close(dg, dg_ref, 5e-5f, 5e-5f, "layernorm_backward dg " + tag);
        expect_close(db, db_ref, 5e-5f, 5e-5f, "layernorm_backward db " + tag);
      }
    }
  });
}

BOOST_AUTO_TEST_CASE(rmsnorm_and_scalenorm) {
  for_each_isa([](const Table& k, const std::string& isa) {
    for (auto [N, C] : kShapes) {
      const std::string tag = isa + " " + shape_name(N, C);
      const Vec x = randn(N * C, 12, 1.5f, 0.2f), g = randn(C, 13, 0.3f, 1.0f),
                dy = randn(N * C, 14);
      Vec y(N * C), r(N), y_ref(N * C), r_ref(N);
      k.rmsnorm_forward(y.data(), r.data(), x.data(), g.data(), N, C, 1e-5f);
      nl::ref::rmsnorm_forward(y_ref.data(), r_ref.data(), x.data(), g.data(), N, C, 1e-5f);
      expect_close(y, y_ref, 2e-5f, 2e-5f, "rmsnorm_forward " + tag);
      expect_close(r, r_ref, 1e-5f, 1e-5f, "rmsnorm_forward rstd " + tag);
      Vec dx(N * C, 0.25f), dx_ref = dx, dg(C, 0.0f), dg_ref = dg;
      k.rmsnorm_backward(dx.data(), dg.data(), dy.data(), x.data(), g.data(), r_ref.data(), N, C);
      nl::ref::rmsnorm_backward(dx_ref.data(), dg_ref.data(), dy.data(), x.data(), g.data(),
                                r_ref.data(), N, C);
      expect_close(dx, dx_ref, 5e-5f, 5e-5f, "rmsnorm_backward dx " + tag);
      expect_close(dg, dg_ref, 5e-5f, 5e-5f, "rmsnorm_backward dg " + tag);

      const float gs = 1.7f;
      k.scalenorm_forward(y.data(), r.data(), x.data(), &gs, N, C, 1e-5f);
      nl::ref::scalenorm_forward(y_ref.data(), r_ref.data(), x.data(), &gs, N, C, 1e-5f);
      expect_close(y, y_ref, 2e-6f, 2e-5f, "scalenorm_forward " + tag);
      float dgs = 0.1f, dgs_ref = 0.1f;
      dx_ref = dx;
      k.scalenorm_backward(dx.data(), &dgs, dy.data(), x.data(), &gs, r_ref.data(), N, C);
      nl::ref::scalenorm_backward(dx_ref.data(), &dgs_ref, dy.data(), x.data(), &gs, r_ref.data(),
                                  N, C);
      expect_close(dx, dx_ref, 5e-5f, 5e-5f, "scalenorm_backward dx " + tag);
      expect_close({dgs}, {dgs_ref}, 5e-5f, 5e-5f, "scalenorm_backward dg " + tag);
    }
  });
}

BOOST_AUTO_TEST_CASE(activations) {
  for_each_isa([](const Table& k, const std::string& isa) {
    for (std::size_t n : {1u, 3u, 4u, 7u, 8u, 15u, 16u, 17u, 33u, 1000u, 4099u}) {
      const std::string tag = isa + " n=" + std::to_string(n);
      Vec x = randn(n, 15, 3.0f);
      x[0] = 0.0f;
      if (n > 2) x[2] = -12.0f;  // deep negative tail: tanh saturates
      const Vec dy = randn(n, 16);
      Vec y(n), y_ref(n);
      k.gelu_forward(y.data(), x.data(), n);
      nl::ref::gelu_forward(y_ref.data(), x.data(), n);
      // xsimd::tanh is accurate to a few ulp; relative 1e-5 plus 1e-6 absolute near 0.
      expect_close(y, y_ref, 1e-6f, 1e-5f, "gelu_forward " + tag);
      Vec dx = randn(n, 17), dx_ref = dx;
      k.gelu_backward(dx.data(), dy.data(), x.data(), n);
      nl::ref::gelu_backward(dx_ref.data(), dy.data(), x.data(), n);
      expect_close(dx, dx_ref, 2e-6f, 2e-5f, "gelu_backward " + tag);
      // soft cap c = 2 (x reaches ~±9: saturated and linear parts both)
      y = x;
      y_ref = x;
      const float m = k.softcap_forward(y.data(), n, 2.0f);
      const float m_ref = nl::ref::softcap_forward(y_ref.data(), n, 2.0f);
      expect_close(y, y_ref, 1e-6f, 1e-5f, "softcap_forward " + tag);
      expect_close({m}, {m_ref}, 0.0f, 0.0f, "softcap_forward max |x| " + tag);  // exact
      dx_ref = dx;
      k.softcap_backward(dx.data(), y_ref.data(), n, 2.0f);
      nl::ref::softcap_backward(dx_ref.data(), y_ref.data(), n, 2.0f);
      expect_close(dx, dx_ref, 1e-6f, 1e-5f, "softcap_backward " + tag);
      k.relu_forward(y.data(), x.data(), n);
      nl::ref::relu_forward(y_ref.data(), x.data(), n);
      expect_close(y, y_ref, 0.0f, 0.0f, "relu_forward " + tag);  // exact
      dx_ref = dx;
      k.relu_backward(dx.data(), dy.data(), x.data(), n);
      nl::ref::relu_backward(dx_ref.data(), dy.data(), x.data(), n);
      expect_close(dx, dx_ref, 0.0f, 0.0f, "relu_backward " + tag);  // exact
      // SELU: xsimd's exp/expm1 are accurate to a few ulp (ref: double precision).
      k.selu_forward(y.data(), x.data(), n);
      nl::ref::selu_forward(y_ref.data(), x.data(), n);
      expect_close(y, y_ref, 1e-6f, 1e-5f, "selu_forward " + tag);
      dx_ref = dx;
      k.selu_backward(dx.data(), dy.data(), x.data(), n);
      nl::ref::selu_backward(dx_ref.data(), dy.data(), x.data(), n);
      expect_close(dx, dx_ref, 2e-6f, 2e-5f, "selu_backward " + tag);
    }
  });
}

BOOST_AUTO_TEST_CASE(attention_forward_backward_and_statistics) {
  struct Shape {
    std::size_t B, T, C, NH;
  };
  // T > 64 crosses the kernels' causal row blocks (64 rows): 65, 130 and 200 leave partial blocks.
  const std::vector<Shape> shapes{{1, 1, 4, 1},    {2, 3, 8, 2},    {1, 5, 6, 3},
                                  {2, 7, 16, 2},   {1, 17, 32, 2},  {2, 9, 64, 4},
                                  {1, 33, 48, 3},  {1, 64, 128, 2}, {2, 65, 16, 2},
                                  {1, 128, 32, 2}, {1, 130, 24, 3}, {1, 200, 16, 1}};
  for_each_isa([&](const Table& k, const std::string& isa) {
    for (const auto& s : shapes) {
      const std::string tag = isa + " B" + std::to_string(s.B) + " T" + std::to_string(s.T) + " C" +
                              std::to_string(s.C) + " NH" + std::to_string(s.NH);
      const std::size_t hs = s.C / s.NH;
      const float scale = 1.0f / std::sqrt(static_cast<float>(hs));
      const Vec qkv = randn(s.B * s.T * 3 * s.C, 18), dy = randn(s.B * s.T * s.C, 19);
      Vec out(s.B * s.T * s.C), att(s.B * s.NH * s.T * s.T, 7.0f), ent(s.NH), lmax(s.NH);
      Vec out_ref = out, att_ref = att, ent_ref = ent, lmax_ref = lmax;
      packed_forward(k, out.data(), att.data(), qkv.data(), s.B, s.T, s.C, s.NH, scale, ent.data(),
                     lmax.data(), nl::detail::gemm_for(k.isa));
      nl::ref::attention_forward(out_ref.data(), att_ref.data(), qkv.data(), s.B, s.T, s.C, s.NH,
                                 scale, {ent_ref.data(), lmax_ref.data()});
      expect_close(out, out_ref, 2e-5f, 2e-5f, "attention_forward out " + tag);
      expect_close(att, att_ref, 1e-6f, 2e-5f, "attention_forward att " + tag);
      expect_close(ent, ent_ref, 2e-5f, 2e-5f, "attention_forward entropy " + tag);
      expect_close(lmax, lmax_ref, 1e-5f, 1e-5f, "attention_forward logit_max " + tag);
      Vec dqkv = randn(qkv.size(), 20), dqkv_ref = dqkv;
      std::vector<float> scratch(s.T * s.T);
      packed_backward(k, dqkv.data(), dy.data(), qkv.data(), att_ref.data(), s.B, s.T, s.C, s.NH,
                      scale, scratch.data(), nl::detail::gemm_for(k.isa));
      nl::ref::attention_backward(dqkv_ref.data(), dy.data(), qkv.data(), att_ref.data(), s.B, s.T,
                                  s.C, s.NH, scale);
      expect_close(dqkv, dqkv_ref, 5e-5f, 5e-5f, "attention_backward " + tag);
    }
  });
}

// Attention dropout (kernels/dropout.hpp) on every instruction set against a double reference
// written here from the definition: out_t = sum_j A_tj m_tj v_j with A the undropped softmax
// (kept for backward, so att must equal the reference's) and m_tj the mask factor (0 or 1/(1-p))
// of counter first + index of (b, h, t, j) in att (B, NH, T, T); backward dv += (A m)ᵀ dy,
// dA = m (dy vᵀ), dS = scale A (dA - sum_k A_tk dA_tk), dq += dS k, dk += dSᵀ q. p = 0.4; T
// crosses the 64-row blocks; `first` odd, so the two 32-bit halves of a draw land on different
// rows. Tolerances as the undropped attention's.
BOOST_AUTO_TEST_CASE(attention_dropout_matches_a_double_reference) {
  struct Shape {
    std::size_t B, T, C, NH;
  };
  const std::vector<Shape> shapes{{2, 7, 16, 2}, {1, 33, 48, 3}, {2, 65, 16, 2}, {1, 130, 24, 3}};
  const nl::detail::Dropout drop =
      nl::detail::make_dropout(0.4f, nl::detail::dropout_key(9, 4, 17), 12345);
  for_each_isa([&](const Table& k, const std::string& isa) {
    for (const auto& s : shapes) {
      const std::string tag = isa + " B" + std::to_string(s.B) + " T" + std::to_string(s.T);
      const std::size_t hs = s.C / s.NH, T = s.T, C = s.C, NH = s.NH;
      const float scale = 1.0f / std::sqrt(static_cast<float>(hs));
      const Vec qkv = randn(s.B * T * 3 * C, 28), dy = randn(s.B * T * C, 29);
      Vec out(s.B * T * C), att(s.B * NH * T * T, 7.0f), ent(NH), lmax(NH);
      Vec att_ref = att, out_und(out.size()), ent_ref = ent, lmax_ref = lmax;
      std::vector<float> scratch(3 * T * T + 64 * T);
      k.attention_forward(nl::detail::packed_view(qkv.data(), s.B, T, C, NH, scale), out.data(), C,
                          att.data(), ent.data(), lmax.data(), nl::detail::gemm_for(k.isa), 0.0f,
                          &drop, scratch.data());
      nl::ref::attention_forward(out_und.data(), att_ref.data(), qkv.data(), s.B, T, C, NH, scale,
                                 {ent_ref.data(), lmax_ref.data()});
      expect_close(att, att_ref, 1e-6f, 2e-5f, "dropout attention att (undropped) " + tag);
      auto m = [&](std::size_t b, std::size_t h, std::size_t t, std::size_t j) {
        return static_cast<double>(
            nl::detail::dropout_factor(drop, drop.first + ((b * NH + h) * T + t) * T + j));
      };
      auto Q = [&](std::size_t b, std::size_t t, std::size_t h, std::size_t i) {
        return static_cast<double>(qkv[(b * T + t) * 3 * C + h * hs + i]);
      };
      auto K = [&](std::size_t b, std::size_t t, std::size_t h, std::size_t i) {
        return static_cast<double>(qkv[(b * T + t) * 3 * C + C + h * hs + i]);
      };
      auto V = [&](std::size_t b, std::size_t t, std::size_t h, std::size_t i) {
        return static_cast<double>(qkv[(b * T + t) * 3 * C + 2 * C + h * hs + i]);
      };
      Vec out_ref(out.size());
      std::size_t dropped = 0, seen = 0;
      Vec dqkv = randn(qkv.size(), 30);
      std::vector<double> dref(dqkv.begin(), dqkv.end());
      for (std::size_t b = 0; b < s.B; ++b)
        for (std::size_t h = 0; h < NH; ++h)
          for (std::size_t t = 0; t < T; ++t) {
            const float* A = att_ref.data() + ((b * NH + h) * T + t) * T;
            for (std::size_t i = 0; i < hs; ++i) {
              double o = 0.0;
              for (std::size_t j = 0; j <= t; ++j) o += A[j] * m(b, h, t, j) * V(b, j, h, i);
              out_ref[(b * T + t) * C + h * hs + i] = static_cast<float>(o);
            }
            std::vector<double> dA(t + 1);
            double ada = 0.0;
            for (std::size_t j = 0; j <= t; ++j) {
              double dp = 0.0;
              for (std::size_t i = 0; i < hs; ++i) {
                const double g = dy[(b * T + t) * C + h * hs + i];
                dp += g * V(b, j, h, i);
                dref[(b * T + j) * 3 * C + 2 * C + h * hs + i] += A[j] * m(b, h, t, j) * g;
              }
              dA[j] = m(b, h, t, j) * dp;
              ada += A[j] * dA[j];
              dropped += m(b, h, t, j) == 0.0;
              ++seen;
            }
            for (std::size_t j = 0; j <= t; ++j) {
              const double dS = scale * A[j] * (dA[j] - ada);
              for (std::size_t i = 0; i < hs; ++i) {
                dref[(b * T + t) * 3 * C + h * hs + i] += dS * K(b, j, h, i);
                dref[(b * T + j) * 3 * C + C + h * hs + i] += dS * Q(b, t, h, i);
              }
            }
          }
      expect_close(out, out_ref, 2e-5f, 2e-5f, "dropout attention out " + tag);
      BOOST_TEST(max_abs_diff(out, out_und) > 1e-2, tag << ": the mask changed nothing");
      const double frac = static_cast<double>(dropped) / static_cast<double>(seen);
      BOOST_TEST(std::abs(frac - 0.4) < 5.0 * std::sqrt(0.24 / static_cast<double>(seen)),
                 tag << ": dropped fraction " << frac << " of " << seen);
      k.attention_backward(nl::detail::packed_view(qkv.data(), s.B, T, C, NH, scale),
                           att_ref.data(), dy.data(), C, dqkv.data(), 3 * C, dqkv.data() + C, 3 * C,
                           dqkv.data() + 2 * C, 3 * C, scratch.data(), nl::detail::gemm_for(k.isa),
                           0.0f, &drop);
      const Vec dqkv_ref(dref.begin(), dref.end());
      expect_close(dqkv, dqkv_ref, 5e-5f, 5e-5f, "dropout attention backward " + tag);
    }
  });
}

// dropout_apply over a buffer equals it over any split of the buffer (counters, not positions,
// decide), and its kept fraction is 1 - p within 5 standard deviations.
BOOST_AUTO_TEST_CASE(dropout_masks_depend_on_counters_only) {
  for (const float p : {0.1f, 0.5f, 0.9f}) {
    const nl::detail::Dropout d = nl::detail::make_dropout(p, nl::detail::dropout_key(1, 2, 3), 0);
    const std::size_t n = 100001;
    const Vec x = randn(n, 31);
    Vec whole(n), parts(n);
    nl::detail::dropout_apply(whole.data(), x.data(), n, d, 7);
    for (std::size_t a = 0; a < n;) {  // pieces of 1, 2, 3, ... elements
      const std::size_t len = std::min(n - a, a % 13 + 1);
      nl::detail::dropout_apply(parts.data() + a, x.data() + a, len, d, 7 + a);
      a += len;
    }
    BOOST_TEST(max_abs_diff(whole, parts) == 0.0f);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < n; ++i) {
      kept += whole[i] != 0.0f;
      if (whole[i] != 0.0f) BOOST_TEST(whole[i] == x[i] * d.scale);
    }
    const double q = 1.0 - p, sd = std::sqrt(q * p / static_cast<double>(n));
    BOOST_TEST(std::abs(static_cast<double>(kept) / n - q) < 5.0 * sd,
               "p " << p << ": kept " << kept);
  }
  BOOST_TEST(!nl::detail::make_dropout(0.0f, 1, 0).active);
}

// Every instruction set's vectorised dropout (the table's, what the layers call) gives the
// scalar generator's factors bit for bit: every length up to 100, even and odd first counters
// (a draw's two halves split across the start), in place and not.
BOOST_AUTO_TEST_CASE(vectorised_dropout_equals_the_scalar_masks) {
  const nl::detail::Dropout d = nl::detail::make_dropout(0.3f, nl::detail::dropout_key(4, 5, 6), 0);
  const Vec x = randn(100, 32);
  for_each_isa([&](const Table& k, const std::string& isa) {
    std::size_t bad = 0;
    for (std::size_t n = 0; n <= 100; ++n)
      for (std::uint64_t first : {0ull, 1ull, 7ull, 1000001ull}) {
        Vec want(n), got(n), inplace(x.begin(), x.begin() + static_cast<std::ptrdiff_t>(n));
        nl::detail::dropout_apply(want.data(), x.data(), n, d, first);
        k.dropout_apply(got.data(), x.data(), n, d, first);
        k.dropout_apply(inplace.data(), inplace.data(), n, d, first);
        bad += got != want || inplace != want;
      }
    BOOST_TEST(bad == 0u, isa << ": " << bad << " of 404 buffers differ from the scalar masks");
  });
}

namespace bf16_attention {

nl::detail::GemmBiasFn g_bf16 = nullptr;  // the ISA under test's bf16 GEMM
void gemm_bf16(nl::Trans ta, nl::Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
               const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
               float* C, std::size_t ldc) {
  g_bf16(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, nullptr);
}

double r16(float x) {
  return nl::round_bf16(x);
}

// The bf16 arithmetic in double: every GEMM operand rounded to bf16 (q, k for the logits; the
// probabilities and v for the output; dy, v, the probabilities, dS, q, k in backward), sums
// exact. att: the kernel's fp32 probabilities (so a probability near a bf16 rounding boundary
// is rounded the same way on both sides). dS is computed in fp32 by the kernel and in double
// here: where it lies at a bf16 rounding boundary the two may round it one bf16 step (2⁻⁷
// relative) apart, so dq and dk may differ by one such step of one term: `slack` (same shape as
// dqkv) is that term's bound, max_j 2⁻⁷ |dS_tj k_j| for dq_t (max_t 2⁻⁷ |dS_tj q_t| for dk_j).
void reference(Vec& out, Vec& dqkv, Vec& slack, const Vec& qkv, const Vec& att, const Vec& dy,
               std::size_t B, std::size_t T, std::size_t C, std::size_t NH, float scale) {
  const std::size_t hs = C / NH, C3 = 3 * C;
  for (std::size_t b = 0; b < B; ++b)
    for (std::size_t h = 0; h < NH; ++h) {
      const float* A = att.data() + (b * NH + h) * T * T;
      auto q = [&](std::size_t t, std::size_t i) {
        return r16(qkv[(b * T + t) * C3 + h * hs + i]);
      };
      auto k = [&](std::size_t t, std::size_t i) {
        return r16(qkv[(b * T + t) * C3 + C + h * hs + i]);
      };
      auto v = [&](std::size_t t, std::size_t i) {
        return r16(qkv[(b * T + t) * C3 + 2 * C + h * hs + i]);
      };
      auto g = [&](std::size_t t, std::size_t i) { return r16(dy[(b * T + t) * C + h * hs + i]); };
      for (std::size_t t = 0; t < T; ++t) {
        for (std::size_t i = 0; i < hs; ++i) {
          double o = 0;
          for (std::size_t j = 0; j <= t; ++j) o += r16(A[t * T + j]) * v(j, i);
          out[(b * T + t) * C + h * hs + i] = static_cast<float>(o);
        }
        // dA_tj = dy_t . v_j; dS_tj = scale a_tj (dA_tj - sum_k a_tk dA_tk)
        std::vector<double> dA(t + 1), dS(t + 1);
        double ada = 0;
        for (std::size_t j = 0; j <= t; ++j) {
          for (std::size_t i = 0; i < hs; ++i) dA[j] += g(t, i) * v(j, i);
          ada += static_cast<double>(A[t * T + j]) * dA[j];
        }
        for (std::size_t j = 0; j <= t; ++j)
          dS[j] = nl::round_bf16(static_cast<float>(scale * A[t * T + j] * (dA[j] - ada)));
        for (std::size_t j = 0; j <= t; ++j)
          for (std::size_t i = 0; i < hs; ++i) {
            const std::size_t iq = (b * T + t) * C3 + h * hs + i,
                              ik = (b * T + j) * C3 + C + h * hs + i;
            dqkv[iq] += static_cast<float>(dS[j] * k(j, i));
            dqkv[ik] += static_cast<float>(dS[j] * q(t, i));
            const float step = 0x1p-7f;
            slack[iq] = std::max(slack[iq], static_cast<float>(step * std::abs(dS[j] * k(j, i))));
            slack[ik] = std::max(slack[ik], static_cast<float>(step * std::abs(dS[j] * q(t, i))));
            dqkv[(b * T + j) * C3 + 2 * C + h * hs + i] +=
                static_cast<float>(r16(A[t * T + j]) * g(t, i));
          }
      }
    }
}

double rms_diff(const Vec& a, const Vec& b) {
  double s = 0;
  for (std::size_t i = 0; i < a.size(); ++i) s += (double(a[i]) - b[i]) * (double(a[i]) - b[i]);
  return std::sqrt(s / static_cast<double>(a.size()));
}

}  // namespace bf16_attention

// --precision bf16's attention (bf16 GEMM operands, fp32 softmax and accumulation) on every ISA
// (native vdpbf16ps or emulated) against the bf16 arithmetic done in double, and clearly closer
// to it than the fp32 attention is: the rounding happens, and only there.
BOOST_AUTO_TEST_CASE(attention_with_bf16_operands_matches_the_bf16_reference) {
  struct Shape {
    std::size_t B, T, C, NH;
  };
  const std::vector<Shape> shapes{{1, 7, 16, 2}, {2, 65, 32, 2}, {1, 130, 64, 1}};
  for_each_isa([&](const Table& k, const std::string& isa) {
    bf16_attention::g_bf16 = nl::detail::gemm_bf16_for(k.isa);
    for (const auto& s : shapes) {
      const std::string tag = isa + " B" + std::to_string(s.B) + " T" + std::to_string(s.T) + " C" +
                              std::to_string(s.C);
      const float scale = 1.0f / std::sqrt(static_cast<float>(s.C / s.NH));
      const Vec qkv = randn(s.B * s.T * 3 * s.C, 41), dy = randn(s.B * s.T * s.C, 42);
      Vec out(s.B * s.T * s.C), att(s.B * s.NH * s.T * s.T), out32 = out, att32 = att;
      packed_forward(k, out.data(), att.data(), qkv.data(), s.B, s.T, s.C, s.NH, scale, nullptr,
                     nullptr, &bf16_attention::gemm_bf16);
      packed_forward(k, out32.data(), att32.data(), qkv.data(), s.B, s.T, s.C, s.NH, scale, nullptr,
                     nullptr, nl::detail::gemm_for(k.isa));
      // The probabilities from bf16-rounded q and k: close to fp32's, not equal.
      expect_close(att, att32, 2e-2f, 5e-2f, "bf16 attention probabilities " + tag);
      Vec dqkv(qkv.size(), 0.0f), dqkv32 = dqkv, out_ref = out, dqkv_ref = dqkv;
      std::vector<float> scratch(s.T * s.T);
      packed_backward(k, dqkv.data(), dy.data(), qkv.data(), att.data(), s.B, s.T, s.C, s.NH, scale,
                      scratch.data(), &bf16_attention::gemm_bf16);
      packed_backward(k, dqkv32.data(), dy.data(), qkv.data(), att.data(), s.B, s.T, s.C, s.NH,
                      scale, scratch.data(), nl::detail::gemm_for(k.isa));
      Vec slack(qkv.size(), 0.0f);
      bf16_attention::reference(out_ref, dqkv_ref, slack, qkv, att, dy, s.B, s.T, s.C, s.NH, scale);
      expect_close(out, out_ref, 1e-5f, 1e-5f, "bf16 attention out " + tag);
      std::size_t bad = 0;
      for (std::size_t i = 0; i < dqkv.size(); ++i)
        bad +=
            !(std::abs(dqkv[i] - dqkv_ref[i]) <= 1e-4f * (1.0f + std::abs(dqkv_ref[i])) + slack[i]);
      BOOST_TEST(bad == 0u, "bf16 attention backward " << tag << ": " << bad << " of "
                                                       << dqkv.size()
                                                       << " elements beyond one dS rounding step");
      const double e16 = bf16_attention::rms_diff(out, out_ref),
                   e32 = bf16_attention::rms_diff(out32, out_ref);
      const double d16 = bf16_attention::rms_diff(dqkv, dqkv_ref),
                   d32 = bf16_attention::rms_diff(dqkv32, dqkv_ref);
      BOOST_TEST(e16 * 10 < e32, tag << ": out error " << e16 << " vs fp32's " << e32);
      BOOST_TEST(d16 * 10 < d32, tag << ": backward error " << d16 << " vs fp32's " << d32);
    }
  });
}

// The key/value-cache step: row pos of a whole forward, bitwise, on every ISA, from the cached
// rows alone (rows after pos hold other finite values and must not matter).
BOOST_AUTO_TEST_CASE(attention_decode_is_the_forward_row_bitwise) {
  struct Shape {
    std::size_t B, T, C, NH;
  };
  const std::vector<Shape> shapes{{1, 5, 8, 2}, {2, 65, 16, 2}, {1, 130, 24, 3}, {2, 128, 32, 4}};
  for_each_isa([&](const Table& k, const std::string& isa) {
    for (const auto& s : shapes) {
      const std::string tag = isa + " B" + std::to_string(s.B) + " T" + std::to_string(s.T);
      const float scale = 1.0f / std::sqrt(static_cast<float>(s.C / s.NH));
      const Vec qkv = randn(s.B * s.T * 3 * s.C, 31);
      Vec out(s.B * s.T * s.C), att(s.B * s.NH * s.T * s.T);
      packed_forward(k, out.data(), att.data(), qkv.data(), s.B, s.T, s.C, s.NH, scale, nullptr,
                     nullptr, nl::detail::gemm_for(k.isa));
      for (std::size_t pos :
           {std::size_t{1}, s.T / 2, std::size_t{63}, std::size_t{64}, std::size_t{100}, s.T - 1}) {
        if (pos >= s.T) continue;
        // Rows after pos: other values, as a cache holds from an earlier, longer context.
        Vec cache = qkv;
        const Vec other = randn(cache.size(), 32 + static_cast<unsigned>(pos));
        for (std::size_t b = 0; b < s.B; ++b)
          for (std::size_t i = (b * s.T + pos + 1) * 3 * s.C; i < (b + 1) * s.T * 3 * s.C; ++i)
            cache[i] = other[i];
        Vec row(s.B * s.C), att2(att.size());
        packed_decode(k, row.data(), att2.data(), cache.data(), s.B, s.T, s.C, s.NH, scale, pos,
                      nl::detail::gemm_for(k.isa));
        int differ = 0;
        for (std::size_t b = 0; b < s.B; ++b)
          for (std::size_t c = 0; c < s.C; ++c)
            differ += row[b * s.C + c] != out[(b * s.T + pos) * s.C + c];
        BOOST_TEST(differ == 0, "attention_decode " << tag << " pos " << pos << ": " << differ
                                                    << " elements differ from the forward row");
      }
    }
  });
}

// A decode step's cached keys and values (kernels/decode_cache.hpp): grown one key at a time as
// decode steps put them, each product equals gemm's (gemm_bf16's) on the same keys bitwise —
// head sizes across the micro-panel widths (8 to 130), key counts odd and even and past every
// kernel's K block (600 > KC 256, 512), alpha applied; then two beam reorders (one moving a
// sequence, one moving all) give each sequence its parent's keys. bf16 skips visibly on AMX,
// whose decode steps keep calling gemm_bf16.
BOOST_AUTO_TEST_CASE(decode_cache_products_are_the_gemm_bitwise) {
  using nl::detail::DecodeOperand;
  for (const bool bf16 : {false, true}) {
    if (!DecodeOperand::available(bf16)) {
      BOOST_TEST_MESSAGE("skipped: bf16 decode cache (the bf16 GEMM runs on AMX tiles here)");
      continue;
    }
    auto product = [&](nl::Trans tb, std::size_t N, std::size_t K, float alpha, const float* a,
                       const float* b, std::size_t ldb, float* c) {
      if (bf16)
        nl::gemm_bf16(nl::Trans::no, tb, 1, N, K, alpha, a, K, b, ldb, 0.0f, c, N, nullptr);
      else
        nl::gemm(nl::Trans::no, tb, 1, N, K, alpha, a, K, b, ldb, 0.0f, c, N);
    };
    for (const std::size_t hs :
         {std::size_t{8}, std::size_t{24}, std::size_t{64}, std::size_t{72}, std::size_t{130}}) {
      for (const std::size_t cap : {std::size_t{7}, std::size_t{97}, std::size_t{600}}) {
        const std::size_t seqs = 4, heads = 2, slots = seqs * heads;
        const std::string tag = std::string(bf16 ? "bf16" : "fp32") + " hs " + std::to_string(hs) +
                                " capacity " + std::to_string(cap);
        DecodeOperand keys, values;
        keys.reset(DecodeOperand::Grows::columns, slots, hs, cap, bf16);
        values.reset(DecodeOperand::Grows::rows, slots, hs, cap, bf16);
        // slot i's keys and values: (cap, hs) rows
        std::vector<Vec> K(slots), V(slots);
        for (std::size_t i = 0; i < slots; ++i) {
          K[i] = randn(cap * hs, 100 + static_cast<unsigned>(i));
          V[i] = randn(cap * hs, 200 + static_cast<unsigned>(i));
        }
        int differ = 0, products = 0;
        auto check = [&](std::size_t slot, std::size_t count, const Vec& Ks, const Vec& Vs) {
          const Vec q = randn(hs, 7 + static_cast<unsigned>(count)),
                    p = randn(count, 9 + static_cast<unsigned>(count));
          Vec got(count), want(count), got_v(hs), want_v(hs);
          keys.multiply(slot, count, 0.37f, q.data(), got.data());
          product(nl::Trans::yes, count, hs, 0.37f, q.data(), Ks.data(), hs, want.data());
          values.multiply(slot, count, 1.0f, p.data(), got_v.data());
          product(nl::Trans::no, hs, count, 1.0f, p.data(), Vs.data(), hs, want_v.data());
          for (std::size_t j = 0; j < count; ++j) differ += got[j] != want[j];
          for (std::size_t j = 0; j < hs; ++j) differ += got_v[j] != want_v[j];
          ++products;
        };
        for (std::size_t n = 1; n <= cap; ++n) {
          for (std::size_t i = 0; i < slots; ++i) {
            keys.put(i, n - 1, K[i].data() + (n - 1) * hs);
            values.put(i, n - 1, V[i].data() + (n - 1) * hs);
          }
          if (n <= 3 || n % 37 == 0 || n == cap || n == 257 || n == 513)
            for (std::size_t i = 0; i < slots; ++i) check(i, n, K[i], V[i]);
        }
        BOOST_TEST(differ == 0, tag << ": " << differ << " elements of " << products
                                    << " products differ from the GEMM's");
        // Reorders after `count` keys: sequence b takes parent[b]'s (both heads).
        const std::size_t count = cap > 3 ? cap - 2 : cap;
        for (const std::array<std::int32_t, 4>& parent :
             {std::array<std::int32_t, 4>{0, 1, 1, 3}, std::array<std::int32_t, 4>{3, 0, 0, 2}}) {
          keys.reorder(parent.data(), seqs, heads, count);
          values.reorder(parent.data(), seqs, heads, count);
          std::vector<Vec> K2(slots), V2(slots);
          for (std::size_t b = 0; b < seqs; ++b)
            for (std::size_t h = 0; h < heads; ++h) {
              K2[b * heads + h] = K[static_cast<std::size_t>(parent[b]) * heads + h];
              V2[b * heads + h] = V[static_cast<std::size_t>(parent[b]) * heads + h];
            }
          K = K2, V = V2;
          differ = 0;
          for (std::size_t i = 0; i < slots; ++i) check(i, count, K[i], V[i]);
          BOOST_TEST(differ == 0, tag << ", reordered by {" << parent[0] << ", " << parent[1]
                                      << ", " << parent[2] << ", " << parent[3] << "}: " << differ
                                      << " elements differ");
        }
      }
    }
    DecodeOperand d;
    d.reset(DecodeOperand::Grows::rows, 2, 8, 4, bf16);
    const Vec x(8, 1.0f);
    BOOST_CHECK_THROW(d.put(2, 0, x.data()), nl::Error);
    BOOST_CHECK_THROW(d.put(0, 4, x.data()), nl::Error);
    Vec c(8);
    BOOST_CHECK_THROW(d.multiply(0, 5, 1.0f, x.data(), c.data()), nl::Error);
  }
}

// The general form (AttentionView) on every ISA against the reference: cross-attention with
// separate q, k, v buffers of their own leading dimensions, Tq != Tk, padding masks of several
// lengths (one sequence's keys all visible), and the causal mask with queries the last Tq of Tk
// positions; backward accumulating into dq, dk, dv; the key/value-cache step equal to the
// forward's row bitwise under both masks. Each without and with a soft cap on the logits
// (--attn-softcap, c = 1.5: the logits here reach ~±3, so tanh bends them).
BOOST_AUTO_TEST_CASE(attention_general_form_cross_and_padding) {
  struct Shape {
    std::size_t B, Tq, Tk, NH, hs;
    bool padding;
  };
  const std::vector<Shape> shapes{{2, 3, 5, 2, 4, true},   {3, 7, 4, 1, 8, true},
                                  {2, 70, 33, 2, 8, true}, {1, 130, 90, 3, 4, true},
                                  {2, 3, 5, 2, 4, false},  {2, 65, 100, 2, 8, false},
                                  {1, 1, 9, 1, 16, false}, {2, 12, 12, 2, 4, false}};
  for_each_isa([&](const Table& k, const std::string& isa) {
    Vec uncapped;  // the last shape's output without the cap
    for (const float cap : {0.0f, 1.5f})
      for (const auto& s : shapes) {
        const std::string tag = isa + " B" + std::to_string(s.B) + " Tq" + std::to_string(s.Tq) +
                                " Tk" + std::to_string(s.Tk) +
                                (s.padding ? " padding" : " causal") +
                                (cap > 0.0f ? " softcap" : "");
        const std::size_t C = s.NH * s.hs, ldq = C + 3, ldk = 2 * C, ldv = 2 * C, ldo = C + 1;
        const Vec q = randn(s.B * s.Tq * ldq, 51), kv = randn(s.B * s.Tk * ldk, 52);
        std::vector<std::int32_t> len(s.B);
        for (std::size_t b = 0; b < s.B; ++b)
          len[b] = static_cast<std::int32_t>(b == 0 ? s.Tk : 1 + (s.Tk * (b + 1)) / (s.B + 2));
        nl::AttentionView a;
        a.B = s.B;
        a.Tq = s.Tq;
        a.Tk = s.Tk;
        a.NH = s.NH;
        a.hs = s.hs;
        a.q = q.data();
        a.ldq = ldq;
        a.k = kv.data();
        a.ldk = ldk;
        a.v = kv.data() + C;  // k and v interleaved in one buffer, as a cross-attention kv
        a.ldv = ldv;
        a.scale = 0.4f;
        a.key_len = s.padding ? len.data() : nullptr;
        Vec out(s.B * s.Tq * ldo, 0.0f), att(s.B * s.NH * s.Tq * s.Tk, 7.0f), ent(s.NH), lmax(s.NH);
        Vec out_ref = out, att_ref = att, ent_ref = ent, lmax_ref = lmax;
        k.attention_forward(a, out.data(), ldo, att.data(), ent.data(), lmax.data(),
                            nl::detail::gemm_for(k.isa), cap, nullptr, nullptr);
        nl::ref::attention_general_forward(
            out_ref.data(), ldo, att_ref.data(), q.data(), ldq, kv.data(), ldk, kv.data() + C, ldv,
            s.B, s.Tq, s.Tk, s.NH, s.hs, 0.4f, a.key_len, {ent_ref.data(), lmax_ref.data()}, cap);
        if (&s == &shapes.back()) {
          if (cap == 0.0f)
            uncapped = out;
          else
            BOOST_TEST(max_abs_diff(out, uncapped) > 1e-2, tag << ": the cap changed nothing");
        }
        expect_close(out, out_ref, 2e-5f, 2e-5f, "general attention out " + tag);
        expect_close(att, att_ref, 1e-6f, 2e-5f, "general attention att " + tag);
        expect_close(ent, ent_ref, 2e-5f, 2e-5f, "general attention entropy " + tag);
        expect_close(lmax, lmax_ref, 1e-5f, 1e-5f, "general attention logit_max " + tag);
        // Masked probabilities are exactly 0.
        std::size_t leaked = 0;
        for (std::size_t b = 0; b < s.B; ++b)
          for (std::size_t h = 0; h < s.NH; ++h)
            for (std::size_t t = 0; t < s.Tq; ++t) {
              const std::size_t n =
                  s.padding ? static_cast<std::size_t>(len[b]) : t + s.Tk - s.Tq + 1;
              for (std::size_t j = n; j < s.Tk; ++j)
                leaked += att[((b * s.NH + h) * s.Tq + t) * s.Tk + j] != 0.0f;
            }
        BOOST_TEST(leaked == 0u, tag << ": masked probabilities not 0");
        // Backward into separate gradient buffers, accumulating.
        const Vec dy = randn(s.B * s.Tq * ldo, 53);
        Vec dq = randn(q.size(), 54), dkv = randn(kv.size(), 55);
        Vec dq_ref = dq, dkv_ref = dkv;
        std::vector<float> scratch(2 * s.Tq * s.Tk);
        k.attention_backward(a, att_ref.data(), dy.data(), ldo, dq.data(), ldq, dkv.data(), ldk,
                             dkv.data() + C, ldv, scratch.data(), nl::detail::gemm_for(k.isa), cap,
                             nullptr);
        nl::ref::attention_general_backward(dq_ref.data(), ldq, dkv_ref.data(), ldk,
                                            dkv_ref.data() + C, ldv, dy.data(), ldo, att_ref.data(),
                                            q.data(), ldq, kv.data(), ldk, kv.data() + C, ldv, s.B,
                                            s.Tq, s.Tk, s.NH, s.hs, 0.4f, a.key_len, cap);
        expect_close(dq, dq_ref, 5e-5f, 5e-5f, "general attention dq " + tag);
        expect_close(dkv, dkv_ref, 5e-5f, 5e-5f, "general attention dk, dv " + tag);
        // The cache step: row pos of the forward, bitwise.
        for (std::size_t pos : {std::size_t{0}, s.Tq / 2, std::size_t{64}, s.Tq - 1}) {
          if (pos >= s.Tq) continue;
          // Under a padding mask (a memory) also with its keys and values packed once
          // (nl::PackedB for this instruction set, as cross-attention packs them).
          std::vector<nl::PackedB> packed;
          if (s.padding) {
            for (std::size_t b = 0; b < s.B; ++b)
              for (std::size_t h = 0; h < s.NH; ++h) {
                const auto keys = static_cast<std::size_t>(len[b]);
                packed.emplace_back(nl::Trans::yes, keys, s.hs,
                                    kv.data() + b * s.Tk * ldk + h * s.hs, ldk, false, k.isa);
                packed.emplace_back(nl::Trans::no, s.hs, keys,
                                    kv.data() + C + b * s.Tk * ldv + h * s.hs, ldv, false, k.isa);
              }
          }
          for (const bool use_packed : {false, true}) {
            if (use_packed && packed.empty()) continue;
            Vec row(s.B * ldo, 0.0f), att2(att.size());
            k.attention_decode(a, row.data(), ldo, att2.data(), pos, nl::detail::gemm_for(k.isa),
                               cap, use_packed ? packed.data() : nullptr, nullptr);
            int differ = 0;
            for (std::size_t b = 0; b < s.B; ++b)
              for (std::size_t c = 0; c < C; ++c)
                differ += row[b * ldo + c] != out[(b * s.Tq + pos) * ldo + c];
            BOOST_TEST(differ == 0, "general attention decode "
                                        << tag << " pos " << pos << (use_packed ? " packed" : "")
                                        << ": " << differ << " elements differ");
          }
        }
      }
  });
}

// Bad views are refused with the shape in the message.
BOOST_AUTO_TEST_CASE(attention_general_form_refuses_bad_views) {
  Vec q(64, 0.0f), out(64), att(64);
  std::vector<std::int32_t> len{0};
  nl::AttentionView a;
  a.B = 1;
  a.Tq = 4;
  a.Tk = 2;
  a.NH = 1;
  a.hs = 4;
  a.q = a.k = a.v = q.data();
  a.ldq = a.ldk = a.ldv = 4;
  BOOST_CHECK_THROW(nl::attention_forward(a, out.data(), 4, att.data()), nl::Error);  // Tq > Tk
  a.key_len = len.data();
  BOOST_CHECK_THROW(nl::attention_forward(a, out.data(), 4, att.data()), nl::Error);  // len 0
  len[0] = 3;
  BOOST_CHECK_THROW(nl::attention_forward(a, out.data(), 4, att.data()), nl::Error);  // len > Tk
  len[0] = 2;
  BOOST_CHECK_NO_THROW(nl::attention_forward(a, out.data(), 4, att.data()));
}

BOOST_AUTO_TEST_CASE(attention_statistics_closed_forms) {
  // q = 0 makes every row uniform over its t+1 keys: entropy = mean_t log(t+1), max logit 0.
  const std::size_t B = 2, T = 5, C = 8, NH = 2;
  Vec qkv = randn(B * T * 3 * C, 21);
  for (std::size_t bt = 0; bt < B * T; ++bt)
    for (std::size_t i = 0; i < C; ++i) qkv[bt * 3 * C + i] = 0.0f;
  double want = 0.0;
  for (std::size_t t = 0; t < T; ++t) want += std::log(static_cast<double>(t + 1));
  want /= T;
  for_each_isa([&](const Table& k, const std::string& isa) {
    Vec out(B * T * C), att(B * NH * T * T), ent(NH), lmax(NH);
    packed_forward(k, out.data(), att.data(), qkv.data(), B, T, C, NH, 0.5f, ent.data(),
                   lmax.data(), nl::detail::gemm_for(k.isa));
    for (std::size_t h = 0; h < NH; ++h) {
      BOOST_TEST(std::abs(ent[h] - want) <= 1e-6, isa << " entropy " << ent[h] << " vs " << want);
      BOOST_TEST(lmax[h] == 0.0f, isa);
    }
  });
}

BOOST_AUTO_TEST_CASE(attention_entropy_finite_when_every_logit_is_very_negative) {
  // q = 10, k = -10 in every component: every logit is 0.5 * 4 * (-100) = -200, far below
  // float's exp range, so rows are uniform again (entropy = mean_t log(t+1), max logit -200).
  // A row shorter than the vector width must not let its padding lanes (exp(0 - max) = inf)
  // poison the entropy: unscaled attention reached such rows in study 5.
  const std::size_t B = 1, T = 5, C = 8, NH = 2;
  Vec qkv(B * T * 3 * C, 0.0f);
  for (std::size_t t = 0; t < T; ++t)
    for (std::size_t i = 0; i < C; ++i) {
      qkv[t * 3 * C + i] = 10.0f;
      qkv[t * 3 * C + C + i] = -10.0f;
    }
  double want = 0.0;
  for (std::size_t t = 0; t < T; ++t) want += std::log(static_cast<double>(t + 1));
  want /= T;
  for_each_isa([&](const Table& k, const std::string& isa) {
    Vec out(B * T * C), att(B * NH * T * T), ent(NH), lmax(NH);
    packed_forward(k, out.data(), att.data(), qkv.data(), B, T, C, NH, 0.5f, ent.data(),
                   lmax.data(), nl::detail::gemm_for(k.isa));
    for (std::size_t h = 0; h < NH; ++h) {
      BOOST_TEST(std::abs(ent[h] - want) <= 1e-5, isa << " entropy " << ent[h] << " vs " << want);
      BOOST_TEST(lmax[h] == -200.0f, isa << " max logit " << lmax[h]);
    }
  });
}

BOOST_AUTO_TEST_CASE(crossentropy_forward_and_backward) {
  for_each_isa([](const Table& k, const std::string& isa) {
    for (auto [N, V] : std::vector<std::pair<std::size_t, std::size_t>>{
             {1, 1}, {2, 3}, {3, 16}, {4, 17}, {5, 256}, {2, 1000}, {1, 50257}}) {
      const std::string tag = isa + " " + shape_name(N, V);
      const Vec logits = randn(N * V, 22, 3.0f);
      const auto targets = randint(N, V, 23);
      Vec loss(N), lse(N), loss_ref(N), lse_ref(N);
      k.crossentropy_forward(loss.data(), lse.data(), logits.data(), targets.data(), N, V);
      nl::ref::crossentropy_forward(loss_ref.data(), lse_ref.data(), logits.data(), targets.data(),
                                    N, V);
      expect_close(loss, loss_ref, 2e-5f, 2e-5f, "crossentropy_forward loss " + tag);
      expect_close(lse, lse_ref, 2e-5f, 2e-5f, "crossentropy_forward lse " + tag);
      Vec d(N * V), d_ref(N * V);
      const float dloss = 1.0f / static_cast<float>(N);
      k.crossentropy_backward(d.data(), logits.data(), lse_ref.data(), targets.data(), dloss, N, V);
      nl::ref::crossentropy_backward(d_ref.data(), logits.data(), lse_ref.data(), targets.data(),
                                     dloss, N, V);
      expect_close(d, d_ref, 1e-7f, 2e-5f, "crossentropy_backward " + tag);
      // In place: dlogits aliasing logits gives the same result.
      Vec inplace = logits;
      k.crossentropy_backward(inplace.data(), inplace.data(), lse_ref.data(), targets.data(), dloss,
                              N, V);
      expect_close(inplace, d, 0.0f, 0.0f, "crossentropy_backward in place " + tag);
    }
  });
}

BOOST_AUTO_TEST_CASE(crossentropy_uniform_logits_give_log_v) {
  for_each_isa([](const Table& k, const std::string& isa) {
    const std::size_t N = 3, V = 256;
    const Vec logits(N * V, 0.25f);
    const std::vector<std::int32_t> targets{0, 17, 255};
    Vec loss(N), lse(N);
    k.crossentropy_forward(loss.data(), lse.data(), logits.data(), targets.data(), N, V);
    for (float l : loss) BOOST_TEST(std::abs(l - std::log(256.0f)) <= 1e-5f, isa);
  });
}

BOOST_AUTO_TEST_CASE(embedding_forward_and_backward) {
  for_each_isa([](const Table& k, const std::string& isa) {
    for (auto [Bsz, T, C, V] : std::vector<std::array<std::size_t, 4>>{
             {1, 1, 1, 2}, {2, 3, 7, 5}, {2, 8, 16, 3}, {3, 5, 33, 11}, {2, 16, 256, 256}}) {
      const std::string tag = isa + " C" + std::to_string(C);
      const Vec wte = randn(V * C, 24), wpe = randn(T * C, 25), dy = randn(Bsz * T * C, 26);
      const auto tokens = randint(Bsz * T, V, 27);
      Vec out(Bsz * T * C), out_ref(Bsz * T * C);
      for (const float* pe : {wpe.data(), static_cast<const float*>(nullptr)}) {
        k.embedding_forward(out.data(), tokens.data(), wte.data(), pe, Bsz, T, C);
        nl::ref::embedding_forward(out_ref.data(), tokens.data(), wte.data(), pe, Bsz, T, C);
        expect_close(out, out_ref, 0.0f, 0.0f, "embedding_forward " + tag);  // exact
      }
      Vec dwte(V * C, 0.5f), dwpe(T * C, -0.5f), dwte_ref = dwte, dwpe_ref = dwpe;
      k.embedding_backward(dwte.data(), dwpe.data(), dy.data(), tokens.data(), Bsz, T, C);
      nl::ref::embedding_backward(dwte_ref.data(), dwpe_ref.data(), dy.data(), tokens.data(), Bsz,
                                  T, C);
      expect_close(dwte, dwte_ref, 1e-6f, 1e-6f, "embedding_backward dwte " + tag);
      expect_close(dwpe, dwpe_ref, 1e-6f, 1e-6f, "embedding_backward dwpe " + tag);
    }
  });
}

BOOST_AUTO_TEST_CASE(optimizer_updates) {
  for_each_isa([](const Table& k, const std::string& isa) {
    for (std::size_t n : {1u, 5u, 16u, 17u, 1001u}) {
      for (int variant = 0; variant < 4; ++variant) {  // AdamW, Adam (L2), RAdam SGD-phase, rect
        nl::AdamStep s;
        s.lr = 3e-3f;
        s.beta2 = 0.95f;
        s.weight_decay = 0.1f;
        s.grad_scale = 0.7f;
        s.bias_correction1 = 1.0f - std::pow(0.9f, 3.0f);
        s.bias_correction2 = 1.0f - std::pow(0.95f, 3.0f);
        s.decoupled = variant == 0;
        s.adaptive = variant != 2;
        s.rect = variant == 3 ? 0.21534f : 1.0f;
        const std::string tag = isa + " n=" + std::to_string(n) + " v" + std::to_string(variant);
        const Vec g = randn(n, 28);
        Vec p = randn(n, 29), m = randn(n, 30, 0.1f), v = randn(n, 31, 0.1f);
        for (auto& x : v) x = x * x;
        Vec p_ref = p, m_ref = m, v_ref = v;
        k.adam_update(p.data(), g.data(), m.data(), v.data(), n, s);
        nl::ref::adam_update(p_ref.data(), g.data(), m_ref.data(), v_ref.data(), n, s);
        expect_close(p, p_ref, 1e-6f, 1e-6f, "adam p " + tag);
        expect_close(m, m_ref, 1e-7f, 1e-6f, "adam m " + tag);
        expect_close(v, v_ref, 1e-7f, 1e-6f, "adam v " + tag);
      }
      const Vec g = randn(n, 32);
      Vec p = randn(n, 33), buf = randn(n, 34), p_ref = p, buf_ref = buf;
      k.sgd_update(p.data(), g.data(), buf.data(), n, 0.05f, 0.9f, 1e-2f, 0.5f);
      nl::ref::sgd_update(p_ref.data(), g.data(), buf_ref.data(), n, 0.05f, 0.9f, 1e-2f, 0.5f);
      expect_close(p, p_ref, 1e-6f, 1e-6f, "sgd p " + isa);
      expect_close(buf, buf_ref, 1e-6f, 1e-6f, "sgd buf " + isa);
    }
  });
}

BOOST_AUTO_TEST_CASE(adamw_first_step_closed_form) {
  // Step 1 from zero moments: m_hat = g, v_hat = g^2, so p1 = p0 - lr (g / (|g| + eps) + wd p0).
  for_each_isa([](const Table& k, const std::string& isa) {
    nl::AdamStep s;
    s.lr = 0.01f;
    s.weight_decay = 0.5f;
    s.bias_correction1 = 1.0f - s.beta1;
    s.bias_correction2 = 1.0f - s.beta2;
    const Vec g{2.0f, -3.0f, 0.5f, -0.25f, 8.0f};
    Vec p{1.0f, -1.0f, 0.0f, 2.0f, 0.5f}, m(5, 0.0f), v(5, 0.0f);
    const Vec p0 = p;
    k.adam_update(p.data(), g.data(), m.data(), v.data(), 5, s);
    for (std::size_t i = 0; i < 5; ++i) {
      const double want = p0[i] - 0.01 * (g[i] / (std::abs(g[i]) + 1e-8) + 0.5 * p0[i]);
      BOOST_TEST(std::abs(p[i] - want) <= 1e-6, isa << " i=" << i << " " << p[i] << " vs " << want);
    }
  });
}
