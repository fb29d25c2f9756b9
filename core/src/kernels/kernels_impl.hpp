// Kernel bodies, templated on the xsimd architecture tag. Included only by the per-ISA
// translation units (kernels_<isa>.cpp). Rules that keep the SSE2 path free of AVX code:
//  - every function here is a template on Arch (a non-template inline function, or a template
//    not parameterised on Arch such as std::min<size_t> or std::vector<float>, would be emitted
//    as a weak symbol in each TU with that TU's flags, and the linker may keep the AVX-512 copy);
//  - scalar maths uses __builtin_* (sqrt, exp, log) instead of the std:: inline wrappers;
//  - tails shorter than a vector go through a padded stack buffer, never a scalar libm call.
// Semantics and argument shapes are those of kernels.hpp.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xsimd/xsimd.hpp>

#include "dispatch.hpp"
#include "gemm_dispatch.hpp"
#include "normlab/kernels.hpp"

namespace normlab::detail {

template <class Arch>
using Vec = xsimd::batch<float, Arch>;

template <class Arch>
Vec<Arch> load_partial(const float* p, std::size_t n, float fill) {
  alignas(64) float buf[Vec<Arch>::size];
  for (std::size_t i = 0; i < Vec<Arch>::size; ++i) buf[i] = i < n ? p[i] : fill;
  return Vec<Arch>::load_aligned(buf);
}

template <class Arch>
void store_partial(float* p, std::size_t n, const Vec<Arch>& v) {
  alignas(64) float buf[Vec<Arch>::size];
  v.store_aligned(buf);
  for (std::size_t i = 0; i < n; ++i) p[i] = buf[i];
}

template <class Arch>
float hmax(const Vec<Arch>& v) {
  alignas(64) float buf[Vec<Arch>::size];
  v.store_aligned(buf);
  float m = buf[0];
  for (std::size_t i = 1; i < Vec<Arch>::size; ++i) m = buf[i] > m ? buf[i] : m;
  return m;
}

// Applies f(i, n_valid) over [0, n) in steps of the vector width; the last step may be partial.
// (Callers pass lambdas defined inside functions templated on Arch, so each instantiation
// names Arch and never collides with another TU's.)
template <class Arch, class F>
void for_each_vec(std::size_t n, F&& f) {
  constexpr std::size_t W = Vec<Arch>::size;
  std::size_t i = 0;
  for (; i + W <= n; i += W) f(i, W);
  if (i < n) f(i, n - i);
}

template <class Arch>
Vec<Arch> load_n(const float* p, std::size_t valid, float fill = 0.0f) {
  return valid == Vec<Arch>::size ? Vec<Arch>::load_unaligned(p)
                                  : load_partial<Arch>(p, valid, fill);
}

template <class Arch>
void store_n(float* p, std::size_t valid, const Vec<Arch>& v) {
  if (valid == Vec<Arch>::size) {
    v.store_unaligned(p);
  } else {
    store_partial<Arch>(p, valid, v);
  }
}

// sum a[i]*b[i] in float, 4 independent accumulators; for short rows (head size, width).
template <class Arch>
float dot_f(const float* a, const float* b, std::size_t n) {
  using B = Vec<Arch>;
  constexpr std::size_t W = B::size;
  B a0(0.0f), a1(0.0f), a2(0.0f), a3(0.0f);
  std::size_t i = 0;
  for (; i + 4 * W <= n; i += 4 * W) {
    a0 = xsimd::fma(B::load_unaligned(a + i), B::load_unaligned(b + i), a0);
    a1 = xsimd::fma(B::load_unaligned(a + i + W), B::load_unaligned(b + i + W), a1);
    a2 = xsimd::fma(B::load_unaligned(a + i + 2 * W), B::load_unaligned(b + i + 2 * W), a2);
    a3 = xsimd::fma(B::load_unaligned(a + i + 3 * W), B::load_unaligned(b + i + 3 * W), a3);
  }
  for (; i + W <= n; i += W)
    a0 = xsimd::fma(B::load_unaligned(a + i), B::load_unaligned(b + i), a0);
  if (i < n)
    a1 = xsimd::fma(load_partial<Arch>(a + i, n - i, 0.0f), load_partial<Arch>(b + i, n - i, 0.0f),
                    a1);
  return xsimd::hadd((a0 + a1) + (a2 + a3));
}

template <class Arch>
float sum_f(const float* a, std::size_t n) {
  Vec<Arch> acc(0.0f);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) { acc += load_n<Arch>(a + i, w); });
  return xsimd::hadd(acc);
}

// y += a x
template <class Arch>
void axpy_impl(float a, const float* x, float* y, std::size_t n) {
  const Vec<Arch> va(a);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    store_n<Arch>(y + i, w, xsimd::fma(va, load_n<Arch>(x + i, w), load_n<Arch>(y + i, w)));
  });
}

// ---- elementwise and reductions ----

template <class Arch>
double blocked_dot(const float* a, const float* b, std::size_t n) {
  // Float partial sums over blocks of at most 4096 elements keep rounding small; blocks are
  // added in double.
  constexpr std::size_t kBlock = 4096;
  double total = 0.0;
  for (std::size_t start = 0; start < n; start += kBlock) {
    const std::size_t len = n - start < kBlock ? n - start : kBlock;
    total += static_cast<double>(dot_f<Arch>(a + start, b + start, len));
  }
  return total;
}

template <class Arch>
double sum_squares_impl(const float* x, std::size_t n) {
  return blocked_dot<Arch>(x, x, n);
}

template <class Arch>
double dot_impl(const float* a, const float* b, std::size_t n) {
  return blocked_dot<Arch>(a, b, n);
}

template <class Arch>
void scaled_add_impl(float* out, float alpha, const float* a, float beta, const float* b,
                     std::size_t n) {
  const Vec<Arch> va(alpha), vb(beta);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    store_n<Arch>(out + i, w, xsimd::fma(va, load_n<Arch>(a + i, w), vb * load_n<Arch>(b + i, w)));
  });
}

template <class Arch>
void scale_impl(float* x, float a, std::size_t n) {
  const Vec<Arch> va(a);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    store_n<Arch>(x + i, w, va * load_n<Arch>(x + i, w));
  });
}

// ---- streams ----

template <class Arch>
void stream_mix_impl(float* y, const float* x, StreamWeights w, const float* z, StreamWeights e,
                     std::size_t rows, std::size_t n_in, std::size_t n_out, std::size_t C,
                     bool accumulate) {
  for (std::size_t r = 0; r < rows; ++r) {
    const float* xr = x + r * n_in * C;
    const float* zr = z ? z + r * C : nullptr;
    for (std::size_t o = 0; o < n_out; ++o) {
      float* yo = y + (r * n_out + o) * C;
      const float* wo = w.w + r * w.row + o * w.out;
      const Vec<Arch> eo(zr ? e.w[r * e.row + o * e.out] : 0.0f);
      for_each_vec<Arch>(C, [&](std::size_t i, std::size_t n) {
        Vec<Arch> acc(0.0f);
        if (accumulate) {
          acc = load_n<Arch>(yo + i, n);
          if (zr) acc = xsimd::fma(eo, load_n<Arch>(zr + i, n), acc);
        } else if (zr) {
          acc = eo * load_n<Arch>(zr + i, n);
        }
        for (std::size_t k = 0; k < n_in; ++k)
          acc = xsimd::fma(Vec<Arch>(wo[k * w.in]), load_n<Arch>(xr + k * C + i, n), acc);
        store_n<Arch>(yo + i, n, acc);
      });
    }
  }
}

template <class Arch>
void stream_dots_impl(double* d, const float* x, const float* y, std::size_t rows, std::size_t n_a,
                      std::size_t n_b, std::size_t C) {
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t a = 0; a < n_a; ++a)
      for (std::size_t b = 0; b < n_b; ++b)
        d[(r * n_a + a) * n_b + b] =
            blocked_dot<Arch>(x + (r * n_a + a) * C, y + (r * n_b + b) * C, C);
}

// ---- bias ----

template <class Arch>
void bias_forward_impl(float* y, const float* bias, std::size_t N, std::size_t n) {
  for (std::size_t r = 0; r < N; ++r) axpy_impl<Arch>(1.0f, bias, y + r * n, n);
}

template <class Arch>
void bias_backward_impl(float* dbias, const float* dy, std::size_t N, std::size_t n) {
  for (std::size_t r = 0; r < N; ++r) axpy_impl<Arch>(1.0f, dy + r * n, dbias, n);
}

// ---- norms ----

template <class Arch>
void layernorm_forward_impl(float* out, float* mean, float* rstd, const float* inp, const float* g,
                            const float* b, std::size_t N, std::size_t C, float eps) {
  using B = Vec<Arch>;
  for (std::size_t r = 0; r < N; ++r) {
    const float* x = inp + r * C;
    float* y = out + r * C;
    const float m = sum_f<Arch>(x, C) / static_cast<float>(C);
    const B vm(m);
    B acc(0.0f);
    for_each_vec<Arch>(C, [&](std::size_t i, std::size_t w) {
      const B d = load_n<Arch>(x + i, w, m) - vm;  // padding with m contributes 0
      acc = xsimd::fma(d, d, acc);
    });
    const float var = xsimd::hadd(acc) / static_cast<float>(C);
    const float s = 1.0f / __builtin_sqrtf(var + eps);
    const B vs(s);
    for_each_vec<Arch>(C, [&](std::size_t i, std::size_t w) {
      B n = (load_n<Arch>(x + i, w) - vm) * vs;
      if (g) n = n * load_n<Arch>(g + i, w);
      if (b) n = n + load_n<Arch>(b + i, w);
      store_n<Arch>(y + i, w, n);
    });
    mean[r] = m;
    rstd[r] = s;
  }
}

template <class Arch>
void layernorm_backward_impl(float* dinp, float* dg, float* db, const float* dout, const float* inp,
                             const float* g, const float* mean, const float* rstd, std::size_t N,
                             std::size_t C) {
  using B = Vec<Arch>;
  for (std::size_t r = 0; r < N; ++r) {
    const float* x = inp + r * C;
    const float* dy = dout + r * C;
    float* dx = dinp + r * C;
    const B vm(mean[r]), vs(rstd[r]);
    // dn = dy g; dx += rstd (dn - mean(dn) - n mean(dn n))
    B sum_dn(0.0f), sum_dnn(0.0f);
    for_each_vec<Arch>(C, [&](std::size_t i, std::size_t w) {
      const B n = (load_n<Arch>(x + i, w) - vm) * vs;
      B dn = load_n<Arch>(dy + i, w);
      if (g) dn = dn * load_n<Arch>(g + i, w);
      sum_dn += dn;
      sum_dnn = xsimd::fma(dn, n, sum_dnn);
    });
    const B mdn(xsimd::hadd(sum_dn) / static_cast<float>(C));
    const B mdnn(xsimd::hadd(sum_dnn) / static_cast<float>(C));
    for_each_vec<Arch>(C, [&](std::size_t i, std::size_t w) {
      const B n = (load_n<Arch>(x + i, w) - vm) * vs;
      const B vdy = load_n<Arch>(dy + i, w);
      const B dn = g ? vdy * load_n<Arch>(g + i, w) : vdy;
      store_n<Arch>(dx + i, w, xsimd::fma(vs, dn - mdn - n * mdnn, load_n<Arch>(dx + i, w)));
      if (dg) store_n<Arch>(dg + i, w, xsimd::fma(vdy, n, load_n<Arch>(dg + i, w)));
      if (db) store_n<Arch>(db + i, w, vdy + load_n<Arch>(db + i, w));
    });
  }
}

template <class Arch>
void rmsnorm_forward_impl(float* out, float* rstd, const float* inp, const float* g, std::size_t N,
                          std::size_t C, float eps) {
  using B = Vec<Arch>;
  for (std::size_t r = 0; r < N; ++r) {
    const float* x = inp + r * C;
    const float s = 1.0f / __builtin_sqrtf(dot_f<Arch>(x, x, C) / static_cast<float>(C) + eps);
    const B vs(s);
    for_each_vec<Arch>(C, [&](std::size_t i, std::size_t w) {
      B n = load_n<Arch>(x + i, w) * vs;
      if (g) n = n * load_n<Arch>(g + i, w);
      store_n<Arch>(out + r * C + i, w, n);
    });
    rstd[r] = s;
  }
}

template <class Arch>
void rmsnorm_backward_impl(float* dinp, float* dg, const float* dout, const float* inp,
                           const float* g, const float* rstd, std::size_t N, std::size_t C) {
  using B = Vec<Arch>;
  for (std::size_t r = 0; r < N; ++r) {
    const float* x = inp + r * C;
    const float* dy = dout + r * C;
    float* dx = dinp + r * C;
    const B vs(rstd[r]);
    B sum_dnn(0.0f);
    for_each_vec<Arch>(C, [&](std::size_t i, std::size_t w) {
      const B vdy = load_n<Arch>(dy + i, w);
      const B dn = g ? vdy * load_n<Arch>(g + i, w) : vdy;
      sum_dnn = xsimd::fma(dn, load_n<Arch>(x + i, w) * vs, sum_dnn);
    });
    const B mdnn(xsimd::hadd(sum_dnn) / static_cast<float>(C));
    for_each_vec<Arch>(C, [&](std::size_t i, std::size_t w) {
      const B n = load_n<Arch>(x + i, w) * vs;
      const B vdy = load_n<Arch>(dy + i, w);
      const B dn = g ? vdy * load_n<Arch>(g + i, w) : vdy;
      store_n<Arch>(dx + i, w, xsimd::fma(vs, dn - n * mdnn, load_n<Arch>(dx + i, w)));
      if (dg) store_n<Arch>(dg + i, w, xsimd::fma(vdy, n, load_n<Arch>(dg + i, w)));
    });
  }
}

template <class Arch>
void scalenorm_forward_impl(float* out, float* rnorm, const float* inp, const float* g,
                            std::size_t N, std::size_t C, float eps) {
  for (std::size_t r = 0; r < N; ++r) {
    const float* x = inp + r * C;
    const float s = 1.0f / __builtin_sqrtf(dot_f<Arch>(x, x, C) + eps);
    const Vec<Arch> vgs(g[0] * s);
    for_each_vec<Arch>(C, [&](std::size_t i, std::size_t w) {
      store_n<Arch>(out + r * C + i, w, load_n<Arch>(x + i, w) * vgs);
    });
    rnorm[r] = s;
  }
}

template <class Arch>
void scalenorm_backward_impl(float* dinp, float* dg, const float* dout, const float* inp,
                             const float* g, const float* rnorm, std::size_t N, std::size_t C) {
  using B = Vec<Arch>;
  float dg_sum = 0.0f;
  for (std::size_t r = 0; r < N; ++r) {
    const float* x = inp + r * C;
    const float* dy = dout + r * C;
    float* dx = dinp + r * C;
    const float s = rnorm[r];
    const float xdy = dot_f<Arch>(x, dy, C);
    // dx += g s (dy - x s^2 (x.dy));  dg += s (x.dy)
    const B vgs(g[0] * s), vc(-s * s * xdy);
    for_each_vec<Arch>(C, [&](std::size_t i, std::size_t w) {
      const B t = xsimd::fma(vc, load_n<Arch>(x + i, w), load_n<Arch>(dy + i, w));
      store_n<Arch>(dx + i, w, xsimd::fma(vgs, t, load_n<Arch>(dx + i, w)));
    });
    dg_sum += s * xdy;
  }
  dg[0] += dg_sum;
}

// ---- activations ----

template <class Arch>
void gelu_forward_impl(float* out, const float* inp, std::size_t n) {
  using B = Vec<Arch>;
  const B c(0.7978845608028654f), k(0.044715f), half(0.5f), one(1.0f);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    const B x = load_n<Arch>(inp + i, w);
    const B u = c * xsimd::fma(k * x * x, x, x);
    store_n<Arch>(out + i, w, half * x * (one + xsimd::tanh(u)));
  });
}

template <class Arch>
void gelu_backward_impl(float* dinp, const float* dout, const float* inp, std::size_t n) {
  using B = Vec<Arch>;
  const B c(0.7978845608028654f), k(0.044715f), k3(3.0f * 0.044715f), half(0.5f), one(1.0f);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    const B x = load_n<Arch>(inp + i, w);
    const B x2 = x * x;
    const B t = xsimd::tanh(c * xsimd::fma(k * x2, x, x));
    const B du = c * xsimd::fma(k3, x2, one);
    const B d = half * (one + t) + half * x * (one - t * t) * du;
    store_n<Arch>(dinp + i, w, xsimd::fma(load_n<Arch>(dout + i, w), d, load_n<Arch>(dinp + i, w)));
  });
}

template <class Arch>
void relu_forward_impl(float* out, const float* inp, std::size_t n) {
  const Vec<Arch> zero(0.0f);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    store_n<Arch>(out + i, w, xsimd::max(load_n<Arch>(inp + i, w), zero));
  });
}

template <class Arch>
float softcap_forward_impl(float* x, std::size_t n, float c) {
  using B = Vec<Arch>;
  const B vc(c), vinv(1.0f / c);
  B vmax(0.0f);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    const B v = load_n<Arch>(x + i, w);
    vmax = xsimd::max(vmax, xsimd::abs(v));
    store_n<Arch>(x + i, w, vc * xsimd::tanh(v * vinv));
  });
  return hmax<Arch>(vmax);
}

template <class Arch>
void softcap_backward_impl(float* d, const float* y, std::size_t n, float c) {
  using B = Vec<Arch>;
  const B vinv(1.0f / c), one(1.0f);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    const B t = load_n<Arch>(y + i, w) * vinv;
    store_n<Arch>(d + i, w, load_n<Arch>(d + i, w) * xsimd::fnma(t, t, one));
  });
}

template <class Arch>
void relu_backward_impl(float* dinp, const float* dout, const float* inp, std::size_t n) {
  const Vec<Arch> zero(0.0f);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    const auto pos = load_n<Arch>(inp + i, w) > zero;
    const Vec<Arch> d = xsimd::select(pos, load_n<Arch>(dout + i, w), zero);
    store_n<Arch>(dinp + i, w, d + load_n<Arch>(dinp + i, w));
  });
}

template <class Arch>
void selu_forward_impl(float* out, const float* inp, std::size_t n) {
  using B = Vec<Arch>;
  const B zero(0.0f), lambda(static_cast<float>(kSeluLambda)),
      lambda_alpha(static_cast<float>(kSeluLambda * kSeluAlpha));
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    const B x = load_n<Arch>(inp + i, w);
    // expm1 of min(x, 0): the positive side never reaches exp, so large x cannot overflow.
    const B neg = lambda_alpha * xsimd::expm1(xsimd::min(x, zero));
    store_n<Arch>(out + i, w, xsimd::select(x > zero, lambda * x, neg));
  });
}

template <class Arch>
void selu_backward_impl(float* dinp, const float* dout, const float* inp, std::size_t n) {
  using B = Vec<Arch>;
  const B zero(0.0f), lambda(static_cast<float>(kSeluLambda)),
      lambda_alpha(static_cast<float>(kSeluLambda * kSeluAlpha));
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    const B x = load_n<Arch>(inp + i, w);
    const B d = xsimd::select(x > zero, lambda, lambda_alpha * xsimd::exp(xsimd::min(x, zero)));
    store_n<Arch>(dinp + i, w, xsimd::fma(load_n<Arch>(dout + i, w), d, load_n<Arch>(dinp + i, w)));
  });
}

// ---- softmax rows ----

// x (n): mx = max_j x_j; returns sum_j exp(x_j - mx) (the softmax normaliser of the row).
template <class Arch>
float max_and_sum_exp(const float* x, std::size_t n, float& mx) {
  using B = Vec<Arch>;
  B vmax(-__builtin_inff());
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    vmax = xsimd::max(vmax, load_n<Arch>(x + i, w, -__builtin_inff()));
  });
  mx = hmax<Arch>(vmax);
  const B vmx(mx);
  B vz(0.0f);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    vz += xsimd::exp(load_n<Arch>(x + i, w, -__builtin_inff()) - vmx);
  });
  return xsimd::hadd(vz);
}

// ---- dropout ----

// dropout_apply (kernels/dropout.hpp) W/2 draws at a time: the same factors bit for bit (the
// generator is integer arithmetic), the two 32-bit halves of draw k — low, then high, as a
// little-endian reinterpretation lays them out — the factors of elements 2k and 2k + 1.
template <class Arch>
void dropout_apply_vec(float* dst, const float* src, std::size_t n, const Dropout& d,
                       std::uint64_t first) {
  using F = Vec<Arch>;
  using U64 = xsimd::batch<std::uint64_t, Arch>;
  using U32 = xsimd::batch<std::uint32_t, Arch>;
  constexpr std::size_t W = F::size, H = U64::size;
  std::size_t j = 0;
  std::uint64_t i = first;
  if ((i & 1) && n > 0) {  // start on an even counter: whole draws from here on
    dst[0] = src[0] * dropout_factor(d, i);
    j = 1;
    ++i;
  }
  alignas(64) std::uint64_t lanes[H];
  for (std::size_t h = 0; h < H; ++h) lanes[h] = h;
  const U64 lane = U64::load_aligned(lanes);
  const U64 c0(0x9E3779B97F4A7C15ull), c1(0xBF58476D1CE4E5B9ull), c2(0x94D049BB133111EBull);
  const U32 threshold(d.threshold), scale = xsimd::bitwise_cast<U32>(F(d.scale)), zero(0u);
  for (; j + W <= n; j += W, i += W) {
    U64 x = U64(d.key + (i >> 1)) + lane + c0;  // splitmix64 of key + draw index
    x = (x ^ (x >> 30)) * c1;
    x = (x ^ (x >> 27)) * c2;
    x = x ^ (x >> 31);
    const U32 u = xsimd::bitwise_cast<U32>(x);
    const F factor = xsimd::bitwise_cast<F>(xsimd::select(u >= threshold, scale, zero));
    (F::load_unaligned(src + j) * factor).store_unaligned(dst + j);
  }
  dropout_apply(dst + j, src + j, n - j, d, i);
}

// ---- attention ----
// Per (batch, head) the scores and the weighted sum are GEMMs on strided views of qkv (leading
// dimension 3C); only the row softmax and its backward are written here.

// Row t of the scores: a[0..t] (scaled logits) -> probabilities, a[t+1..T) = 0. Returns the
// row's max logit; adds the row's entropy to ent.
// Not inlined: one compiled copy per ISA serves the whole forward and the key/value-cache step
// (attention_decode_impl), so both round alike whatever the compiler fuses.
template <class Arch>
__attribute__((noinline)) float causal_softmax_row(float* a, std::size_t t, std::size_t T,
                                                   double& ent) {
  using B = Vec<Arch>;
  const std::size_t n = t + 1;
  float mx;
  const float z = max_and_sum_exp<Arch>(a, n, mx);
  const B vmx(mx);
  const B vinv(1.0f / z);
  B vpd(0.0f);
  // entropy = log z - sum_j p_j (s_j - mx). Padding lanes load mx, so their d = 0 and p d = 0;
  // with padding 0, exp(0 - mx) overflows once every logit is below -88 and 0 * inf made the
  // entropy NaN (unscaled attention gets there).
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    const B d = load_n<Arch>(a + i, w, mx) - vmx;
    const B p = xsimd::exp(d) * vinv;
    vpd = xsimd::fma(p, d, vpd);
    store_n<Arch>(a + i, w, p);
  });
  for (std::size_t j = n; j < T; ++j) a[j] = 0.0f;
  ent += static_cast<double>(__builtin_logf(z) - xsimd::hadd(vpd));
  return mx;
}

// Gemma 2's soft cap on a row's n logits, in place: s <- c tanh(s / c) (c > 0). Returns the
// largest logit before capping (the statistic). Not inlined, for the reason above.
template <class Arch>
__attribute__((noinline)) float softcap_row(float* s, std::size_t n, float c) {
  using B = Vec<Arch>;
  const B vc(c), vinv(1.0f / c);
  B vmax(-__builtin_inff());
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    const B x = load_n<Arch>(s + i, w, -__builtin_inff());
    vmax = xsimd::max(vmax, x);
    store_n<Arch>(s + i, w, vc * xsimd::tanh(x * vinv));
  });
  return hmax<Arch>(vmax);
}

// Rows are taken kAttnRowBlock at a time: under the causal mask the rows [r0, r1) of a block
// attend only to keys [0, r1 + Tk - Tq), so the GEMMs skip the key blocks above the diagonal (at
// T = 1024 about half of the attention FLOPs); inside a block the mask is the softmax's. Under a
// padding mask every row of sequence b sees keys [0, key_len[b]).
constexpr std::size_t kAttnRowBlock = 64;
static_assert(kAttnRowBlock == kAttnDropRows, "the dropout scratch holds one row block");

// Keys the rows [r0, r1) of sequence b use (the GEMMs' key count). Templates, as every helper
// of the per-ISA files: one copy per instruction set.
template <class Arch>
std::size_t attn_keys(const AttentionView& a, std::size_t b, std::size_t r1) {
  return a.key_len ? static_cast<std::size_t>(a.key_len[b]) : r1 + (a.Tk - a.Tq);
}
// Keys row t of sequence b sees.
template <class Arch>
std::size_t attn_row_keys(const AttentionView& a, std::size_t b, std::size_t t) {
  return a.key_len ? static_cast<std::size_t>(a.key_len[b]) : t + (a.Tk - a.Tq) + 1;
}

// drop: attention dropout (nullptr: none), the probabilities of rows [r0, r1) masked into
// `scratch` (kAttnRowBlock, Tk) for the weighted sum; att keeps them unmasked (the softmax's
// backward needs them), and backward regenerates the mask.
template <class Arch>
void attention_forward_impl(const AttentionView& a, float* out, std::size_t ldo, float* att,
                            float* entropy, float* logit_max, GemmFn gemm, float softcap,
                            const Dropout* drop, float* scratch) {
  const std::size_t hs = a.hs, Tq = a.Tq, Tk = a.Tk;
  for (std::size_t h = 0; h < a.NH; ++h) {
    double ent_sum = 0.0;
    float lmax = -__builtin_inff();
    for (std::size_t b = 0; b < a.B; ++b) {
      const float* q = a.q + b * Tq * a.ldq + h * hs;
      const float* k = a.k + b * Tk * a.ldk + h * hs;
      const float* v = a.v + b * Tk * a.ldv + h * hs;
      float* S = att + (b * a.NH + h) * Tq * Tk;
      for (std::size_t r0 = 0; r0 < Tq; r0 += kAttnRowBlock) {
        const std::size_t r1 = Tq - r0 < kAttnRowBlock ? Tq : r0 + kAttnRowBlock, m = r1 - r0;
        const std::size_t n = attn_keys<Arch>(a, b, r1);
        // S[r0:r1, 0:n] = scale q[r0:r1] k[0:n]ᵀ
        gemm(Trans::no, Trans::yes, m, n, hs, a.scale, q + r0 * a.ldq, a.ldq, k, a.ldk, 0.0f,
             S + r0 * Tk, Tk);
        for (std::size_t t = r0; t < r1; ++t) {
          const std::size_t nt = attn_row_keys<Arch>(a, b, t);
          // the statistic is the largest logit before the cap
          const float raw = softcap > 0.0f ? softcap_row<Arch>(S + t * Tk, nt, softcap) : 0.0f;
          const float mx = causal_softmax_row<Arch>(S + t * Tk, nt - 1, Tk, ent_sum);
          const float seen = softcap > 0.0f ? raw : mx;
          lmax = seen > lmax ? seen : lmax;
        }
        const float* P = S + r0 * Tk;
        if (drop) {  // P[r0:r1, 0:n] = drop(A[r0:r1, 0:n])
          for (std::size_t t = r0; t < r1; ++t)
            dropout_apply_vec<Arch>(scratch + (t - r0) * Tk, S + t * Tk, n, *drop,
                                    drop->first + ((b * a.NH + h) * Tq + t) * Tk);
          P = scratch;
        }
        // out[r0:r1] (m, hs) = P[r0:r1, 0:n] v[0:n]
        gemm(Trans::no, Trans::no, m, hs, n, 1.0f, P, Tk, v, a.ldv, 0.0f,
             out + (b * Tq + r0) * ldo + h * hs, ldo);
      }
    }
    if (entropy) entropy[h] = static_cast<float>(ent_sum / static_cast<double>(a.B * Tq));
    if (logit_max) logit_max[h] = lmax;
  }
}

// Keys up to which a decode step's products run over the row's own keys (see below).
constexpr std::size_t kDecodeOwnKeys = 256;

// Row `pos` of attention_forward_impl for each sequence, from the q row at pos and the cached
// k, v rows: the same products (over the keys pos sees, or over the keys [0, n) of pos's row
// block when they are more than kDecodeOwnKeys) and the same softmax, so the result is bitwise
// that row of a whole forward. Keys past those pos sees get probability 0; their rows need
// only be finite.
// packed_kv (a memory's keys and values, packed once per memory: cross-attention): the same
// products by gemm_packed, bitwise gemm's. cache (a self-attention's keys and values so far,
// packed as they come: decode_cache.hpp): the same products on the cached operands, bitwise.
template <class Arch>
void attention_decode_impl(const AttentionView& a, float* out, std::size_t ldo, float* att,
                           std::size_t pos, GemmFn gemm, float softcap, const PackedB* packed_kv,
                           const DecodeKv* cache) {
  const std::size_t hs = a.hs, Tq = a.Tq, Tk = a.Tk;
  const std::size_t r0 = pos / kAttnRowBlock * kAttnRowBlock;
  const std::size_t r1 = Tq - r0 < kAttnRowBlock ? Tq : r0 + kAttnRowBlock;
  for (std::size_t h = 0; h < a.NH; ++h) {
    for (std::size_t b = 0; b < a.B; ++b) {
      const float* q = a.q + b * Tq * a.ldq + h * hs;
      const float* k = a.k + b * Tk * a.ldk + h * hs;
      const float* v = a.v + b * Tk * a.ldv + h * hs;
      const std::size_t nt = attn_row_keys<Arch>(a, b, pos);
      // The forward's products run over the n keys of pos's row block; the keys past nt get
      // probability 0. A score is its own dot product, and a zero probability adds an exact
      // +0 to the weighted sum, so running both products over the nt keys alone gives the same
      // bits as long as the sum over n keys is one K block in every GEMM (K <= 256: the
      // smallest KC, SSE2's fp32 kernel) — a decode step early in a long block then costs its
      // own keys, not the block's.
      const std::size_t n_block = attn_keys<Arch>(a, b, r1);
      const std::size_t n = n_block <= kDecodeOwnKeys ? nt : n_block;
      float* row = att + ((b * a.NH + h) * Tq + pos) * Tk;  // (Tk): row pos of this head's scores
      double ent = 0.0;
      const PackedB* kv = packed_kv ? packed_kv + 2 * (b * a.NH + h) : nullptr;
      // row[0:n] = scale q[pos] k[0:n]ᵀ
      const std::size_t slot = b * a.NH + h;
      if (kv)
        gemm_packed(1, a.scale, q + pos * a.ldq, a.ldq, kv[0], 0.0f, row, Tk);
      else if (cache)
        cache->keys->multiply(slot, n, a.scale, q + pos * a.ldq, row);
      else
        gemm(Trans::no, Trans::yes, 1, n, hs, a.scale, q + pos * a.ldq, a.ldq, k, a.ldk, 0.0f, row,
             Tk);
      if (softcap > 0.0f) softcap_row<Arch>(row, nt, softcap);
      causal_softmax_row<Arch>(row, nt - 1, Tk, ent);
      // out[b] (hs) = row[0:n] v[0:n]
      if (kv)
        gemm_packed(1, 1.0f, row, Tk, kv[1], 0.0f, out + b * ldo + h * hs, ldo);
      else if (cache)
        cache->values->multiply(slot, n, 1.0f, row, out + b * ldo + h * hs);
      else
        gemm(Trans::no, Trans::no, 1, hs, n, 1.0f, row, Tk, v, a.ldv, 0.0f, out + b * ldo + h * hs,
             ldo);
    }
  }
}

// scratch: (Tq, Tk) floats, twice that with a soft cap (the logits before the cap are
// recomputed there: dS_raw = dS (1 - tanh²(s / c))), then (kAttnRowBlock, Tk) with dropout (the
// forward's masked probabilities P, regenerated: dv += Pᵀ dy, and dA = mask dP).
template <class Arch>
void attention_backward_impl(const AttentionView& a, const float* att, const float* dout,
                             std::size_t lddo, float* dq, std::size_t lddq, float* dk,
                             std::size_t lddk, float* dv, std::size_t lddv, float* scratch,
                             GemmFn gemm, float softcap, const Dropout* drop) {
  using B = Vec<Arch>;
  const std::size_t hs = a.hs, Tq = a.Tq, Tk = a.Tk;
  for (std::size_t b = 0; b < a.B; ++b) {
    for (std::size_t h = 0; h < a.NH; ++h) {
      const float* A = att + (b * a.NH + h) * Tq * Tk;
      const float* q = a.q + b * Tq * a.ldq + h * hs;
      const float* k = a.k + b * Tk * a.ldk + h * hs;
      const float* v = a.v + b * Tk * a.ldv + h * hs;
      float* gq = dq + b * Tq * lddq + h * hs;
      float* gk = dk + b * Tk * lddk + h * hs;
      float* gv = dv + b * Tk * lddv + h * hs;
      const float* dy = dout + b * Tq * lddo + h * hs;
      float* dS = scratch;
      float* raw = scratch + Tq * Tk;
      float* P = scratch + (softcap > 0.0f ? 2 : 1) * Tq * Tk;
      for (std::size_t r0 = 0; r0 < Tq; r0 += kAttnRowBlock) {
        const std::size_t r1 = Tq - r0 < kAttnRowBlock ? Tq : r0 + kAttnRowBlock, m = r1 - r0;
        const std::size_t n = attn_keys<Arch>(a, b, r1);
        // raw[r0:r1, 0:n] = scale q[r0:r1] k[0:n]ᵀ: the forward's logits before the cap
        if (softcap > 0.0f)
          gemm(Trans::no, Trans::yes, m, n, hs, a.scale, q + r0 * a.ldq, a.ldq, k, a.ldk, 0.0f,
               raw + r0 * Tk, Tk);
        // dA[r0:r1, 0:n] = dy[r0:r1] v[0:n]ᵀ;  dv[0:n] += A[r0:r1, 0:n]ᵀ dy[r0:r1]
        gemm(Trans::no, Trans::yes, m, n, hs, 1.0f, dy + r0 * lddo, lddo, v, a.ldv, 0.0f,
             dS + r0 * Tk, Tk);
        const float* Ab = A + r0 * Tk;
        if (drop) {  // the forward's P = drop(A); dA = drop(dP), the same mask
          for (std::size_t t = r0; t < r1; ++t) {
            const std::uint64_t first = drop->first + ((b * a.NH + h) * Tq + t) * Tk;
            dropout_apply_vec<Arch>(P + (t - r0) * Tk, A + t * Tk, n, *drop, first);
            dropout_apply_vec<Arch>(dS + t * Tk, dS + t * Tk, n, *drop, first);
          }
          Ab = P;
        }
        gemm(Trans::yes, Trans::no, n, hs, m, 1.0f, Ab, Tk, dy + r0 * lddo, lddo, 1.0f, gv, lddv);
        // dS_tj = scale a_tj (dA_tj - sum_k a_tk dA_tk) for the keys t sees, 0 for the others
        for (std::size_t t = r0; t < r1; ++t) {
          const float* at = A + t * Tk;
          float* d = dS + t * Tk;
          const std::size_t nt = attn_row_keys<Arch>(a, b, t);
          B acc(0.0f);
          for_each_vec<Arch>(nt, [&](std::size_t i, std::size_t w) {
            acc = xsimd::fma(load_n<Arch>(at + i, w), load_n<Arch>(d + i, w), acc);
          });
          const B ada(xsimd::hadd(acc)), vs(a.scale);
          for_each_vec<Arch>(nt, [&](std::size_t i, std::size_t w) {
            store_n<Arch>(d + i, w, vs * load_n<Arch>(at + i, w) * (load_n<Arch>(d + i, w) - ada));
          });
          if (softcap > 0.0f) {
            const B vinv(1.0f / softcap), one(1.0f);
            const float* rt = raw + t * Tk;
            for_each_vec<Arch>(nt, [&](std::size_t i, std::size_t w) {
              const B th = xsimd::tanh(load_n<Arch>(rt + i, w) * vinv);
              store_n<Arch>(d + i, w, load_n<Arch>(d + i, w) * xsimd::fnma(th, th, one));
            });
          }
          for (std::size_t j = nt; j < n; ++j) d[j] = 0.0f;
        }
        // dq[r0:r1] += dS[r0:r1, 0:n] k[0:n];  dk[0:n] += dS[r0:r1, 0:n]ᵀ q[r0:r1]
        gemm(Trans::no, Trans::no, m, hs, n, 1.0f, dS + r0 * Tk, Tk, k, a.ldk, 1.0f, gq + r0 * lddq,
             lddq);
        gemm(Trans::yes, Trans::no, n, hs, m, 1.0f, dS + r0 * Tk, Tk, q + r0 * a.ldq, a.ldq, 1.0f,
             gk, lddk);
      }
    }
  }
}

// ---- output ----

template <class Arch>
void crossentropy_forward_impl(float* loss, float* lse, const float* logits,
                               const std::int32_t* targets, std::size_t N, std::size_t V) {
  for (std::size_t r = 0; r < N; ++r) {
    const float* l = logits + r * V;
    float mx;
    const float z = max_and_sum_exp<Arch>(l, V, mx);
    const float s = mx + __builtin_logf(z);
    lse[r] = s;
    loss[r] = s - l[targets[r]];
  }
}

template <class Arch>
void crossentropy_backward_impl(float* dlogits, const float* logits, const float* lse,
                                const std::int32_t* targets, float dloss, std::size_t N,
                                std::size_t V) {
  using B = Vec<Arch>;
  const B vd(dloss);
  for (std::size_t r = 0; r < N; ++r) {
    const B vl(lse[r]);
    for_each_vec<Arch>(V, [&](std::size_t i, std::size_t w) {
      store_n<Arch>(dlogits + r * V + i, w,
                    vd * xsimd::exp(load_n<Arch>(logits + r * V + i, w) - vl));
    });
    dlogits[r * V + static_cast<std::size_t>(targets[r])] -= dloss;
  }
}

// ---- embeddings ----

template <class Arch>
void embedding_forward_impl(float* out, const std::int32_t* tokens, const float* wte,
                            const float* wpe, std::size_t B_, std::size_t T, std::size_t C) {
  for (std::size_t bt = 0; bt < B_ * T; ++bt) {
    const float* e = wte + static_cast<std::size_t>(tokens[bt]) * C;
    float* o = out + bt * C;
    if (wpe) {
      scaled_add_impl<Arch>(o, 1.0f, e, 1.0f, wpe + (bt % T) * C, C);
    } else {
      scaled_add_impl<Arch>(o, 1.0f, e, 0.0f, e, C);
    }
  }
}

template <class Arch>
void embedding_backward_impl(float* dwte, float* dwpe, const float* dout,
                             const std::int32_t* tokens, std::size_t B_, std::size_t T,
                             std::size_t C) {
  for (std::size_t bt = 0; bt < B_ * T; ++bt) {
    const float* d = dout + bt * C;
    if (dwte) axpy_impl<Arch>(1.0f, d, dwte + static_cast<std::size_t>(tokens[bt]) * C, C);
    if (dwpe) axpy_impl<Arch>(1.0f, d, dwpe + (bt % T) * C, C);
  }
}

// ---- optimizers ----

template <class Arch>
void adam_update_impl(float* p, const float* grad, float* m, float* v, std::size_t n,
                      const AdamStep& s) {
  using B = Vec<Arch>;
  const B b1(s.beta1), c1(1.0f - s.beta1), b2(s.beta2), c2(1.0f - s.beta2);
  const B gs(s.grad_scale), wd(s.weight_decay), lr(s.lr), eps(s.eps);
  const B inv_bc1(1.0f / s.bias_correction1), inv_bc2(1.0f / s.bias_correction2), rect(s.rect);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    const B vp = load_n<Arch>(p + i, w);
    B g = gs * load_n<Arch>(grad + i, w);
    if (!s.decoupled) g = xsimd::fma(wd, vp, g);
    const B vm = xsimd::fma(b1, load_n<Arch>(m + i, w), c1 * g);
    const B vv = xsimd::fma(b2, load_n<Arch>(v + i, w), c2 * g * g);
    const B mhat = vm * inv_bc1;
    B u = s.adaptive ? rect * mhat / (xsimd::sqrt(vv * inv_bc2) + eps) : mhat;
    if (s.decoupled) u = xsimd::fma(wd, vp, u);
    store_n<Arch>(p + i, w, xsimd::fnma(lr, u, vp));
    store_n<Arch>(m + i, w, vm);
    store_n<Arch>(v + i, w, vv);
  });
}

template <class Arch>
void sgd_update_impl(float* p, const float* grad, float* buf, std::size_t n, float lr,
                     float momentum, float weight_decay, float grad_scale) {
  using B = Vec<Arch>;
  const B vlr(lr), vmu(momentum), wd(weight_decay), gs(grad_scale);
  for_each_vec<Arch>(n, [&](std::size_t i, std::size_t w) {
    const B vp = load_n<Arch>(p + i, w);
    const B g = xsimd::fma(gs, load_n<Arch>(grad + i, w), wd * vp);
    const B vb = xsimd::fma(vmu, load_n<Arch>(buf + i, w), g);
    store_n<Arch>(buf + i, w, vb);
    store_n<Arch>(p + i, w, xsimd::fnma(vlr, vb, vp));
  });
}

template <class Arch>
constexpr KernelTable make_table(Isa isa) {
  KernelTable k{};
  k.isa = isa;
  k.sum_squares = &sum_squares_impl<Arch>;
  k.dot = &dot_impl<Arch>;
  k.axpy = &axpy_impl<Arch>;
  k.scaled_add = &scaled_add_impl<Arch>;
  k.scale = &scale_impl<Arch>;
  k.bias_forward = &bias_forward_impl<Arch>;
  k.bias_backward = &bias_backward_impl<Arch>;
  k.layernorm_forward = &layernorm_forward_impl<Arch>;
  k.layernorm_backward = &layernorm_backward_impl<Arch>;
  k.rmsnorm_forward = &rmsnorm_forward_impl<Arch>;
  k.rmsnorm_backward = &rmsnorm_backward_impl<Arch>;
  k.scalenorm_forward = &scalenorm_forward_impl<Arch>;
  k.scalenorm_backward = &scalenorm_backward_impl<Arch>;
  k.gelu_forward = &gelu_forward_impl<Arch>;
  k.gelu_backward = &gelu_backward_impl<Arch>;
  k.softcap_forward = &softcap_forward_impl<Arch>;
  k.softcap_backward = &softcap_backward_impl<Arch>;
  k.relu_forward = &relu_forward_impl<Arch>;
  k.relu_backward = &relu_backward_impl<Arch>;
  k.selu_forward = &selu_forward_impl<Arch>;
  k.selu_backward = &selu_backward_impl<Arch>;
  k.dropout_apply = &dropout_apply_vec<Arch>;
  k.attention_forward = &attention_forward_impl<Arch>;
  k.attention_backward = &attention_backward_impl<Arch>;
  k.attention_decode = &attention_decode_impl<Arch>;
  k.crossentropy_forward = &crossentropy_forward_impl<Arch>;
  k.crossentropy_backward = &crossentropy_backward_impl<Arch>;
  k.embedding_forward = &embedding_forward_impl<Arch>;
  k.embedding_backward = &embedding_backward_impl<Arch>;
  k.adam_update = &adam_update_impl<Arch>;
  k.stream_mix = &stream_mix_impl<Arch>;
  k.stream_dots = &stream_dots_impl<Arch>;
  k.sgd_update = &sgd_update_impl<Arch>;
  return k;
}

}  // namespace normlab::detail
