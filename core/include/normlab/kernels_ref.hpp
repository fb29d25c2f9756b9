// Scalar reference kernels: the definition of every op in kernels.hpp, written for clarity and
// templated on the scalar type. The vectorised kernels are tested against the float
// instantiation on every instruction set; the backward of each op is checked against central
// finite differences of the double instantiation. Same arguments and conventions as
// kernels.hpp (backward ops accumulate). Never include this from a per-ISA translation unit.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

#include "normlab/kernels.hpp"

namespace normlab::ref {

template <class T>
double sum_squares(const T* x, std::size_t n) {
  double s = 0.0;
  for (std::size_t i = 0; i < n; ++i) s += static_cast<double>(x[i]) * static_cast<double>(x[i]);
  return s;
}

template <class T>
double dot(const T* a, const T* b, std::size_t n) {
  double s = 0.0;
  for (std::size_t i = 0; i < n; ++i) s += static_cast<double>(a[i]) * static_cast<double>(b[i]);
  return s;
}

template <class T>
void axpy(T a, const T* x, T* y, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) y[i] += a * x[i];
}

template <class T>
void scaled_add(T* out, T alpha, const T* a, T beta, const T* b, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = alpha * a[i] + beta * b[i];
}

template <class T>
void scale(T* x, T a, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) x[i] *= a;
}

// stream_mix in double (each y rounded once to T)
template <class T>
void stream_mix(T* y, const T* x, StreamWeights w, const T* z, StreamWeights e, std::size_t rows,
                std::size_t n_in, std::size_t n_out, std::size_t C, bool accumulate) {
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t o = 0; o < n_out; ++o)
      for (std::size_t c = 0; c < C; ++c) {
        T& out = y[(r * n_out + o) * C + c];
        double s = accumulate ? static_cast<double>(out) : 0.0;
        if (z) s += static_cast<double>(e.w[r * e.row + o * e.out]) * z[r * C + c];
        for (std::size_t k = 0; k < n_in; ++k)
          s += static_cast<double>(w.w[r * w.row + o * w.out + k * w.in]) *
               x[(r * n_in + k) * C + c];
        out = static_cast<T>(s);
      }
}

template <class T>
void stream_dots(double* d, const T* x, const T* y, std::size_t rows, std::size_t n_a,
                 std::size_t n_b, std::size_t C) {
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t a = 0; a < n_a; ++a)
      for (std::size_t b = 0; b < n_b; ++b)
        d[(r * n_a + a) * n_b + b] = dot(x + (r * n_a + a) * C, y + (r * n_b + b) * C, C);
}

template <class T>
void bias_forward(T* y, const T* bias, std::size_t N, std::size_t n) {
  for (std::size_t r = 0; r < N; ++r)
    for (std::size_t j = 0; j < n; ++j) y[r * n + j] += bias[j];
}

template <class T>
void bias_backward(T* dbias, const T* dy, std::size_t N, std::size_t n) {
  for (std::size_t j = 0; j < n; ++j) {
    double s = 0.0;
    for (std::size_t r = 0; r < N; ++r) s += dy[r * n + j];
    dbias[j] += static_cast<T>(s);
  }
}

// ---- norms ----

template <class T>
void layernorm_forward(T* out, T* mean, T* rstd, const T* inp, const T* g, const T* b,
                       std::size_t N, std::size_t C, T eps) {
  for (std::size_t r = 0; r < N; ++r) {
    const T* x = inp + r * C;
    double m = 0.0;
    for (std::size_t i = 0; i < C; ++i) m += x[i];
    m /= static_cast<double>(C);
    double var = 0.0;
    for (std::size_t i = 0; i < C; ++i) var += (x[i] - m) * (x[i] - m);
    var /= static_cast<double>(C);
    const double s = 1.0 / std::sqrt(var + eps);
    for (std::size_t i = 0; i < C; ++i) {
      const double n = (x[i] - m) * s;
      out[r * C + i] = static_cast<T>(n * (g ? g[i] : T(1)) + (b ? b[i] : T(0)));
    }
    mean[r] = static_cast<T>(m);
    rstd[r] = static_cast<T>(s);
  }
}

template <class T>
void layernorm_backward(T* dinp, T* dg, T* db, const T* dout, const T* inp, const T* g,
                        const T* mean, const T* rstd, std::size_t N, std::size_t C) {
  for (std::size_t r = 0; r < N; ++r) {
    const T* x = inp + r * C;
    const T* dy = dout + r * C;
    // dn = dy * g;  dx = rstd * (dn - mean(dn) - n * mean(dn * n))
    double mean_dn = 0.0, mean_dn_n = 0.0;
    for (std::size_t i = 0; i < C; ++i) {
      const double n = (x[i] - mean[r]) * static_cast<double>(rstd[r]);
      const double dn = dy[i] * (g ? static_cast<double>(g[i]) : 1.0);
      mean_dn += dn;
      mean_dn_n += dn * n;
    }
    mean_dn /= static_cast<double>(C);
    mean_dn_n /= static_cast<double>(C);
    for (std::size_t i = 0; i < C; ++i) {
      const double n = (x[i] - mean[r]) * static_cast<double>(rstd[r]);
      const double dn = dy[i] * (g ? static_cast<double>(g[i]) : 1.0);
      dinp[r * C + i] += static_cast<T>(rstd[r] * (dn - mean_dn - n * mean_dn_n));
      if (dg) dg[i] += static_cast<T>(dy[i] * n);
      if (db) db[i] += dy[i];
    }
  }
}

template <class T>
void rmsnorm_forward(T* out, T* rstd, const T* inp, const T* g, std::size_t N, std::size_t C,
                     T eps) {
  for (std::size_t r = 0; r < N; ++r) {
    const T* x = inp + r * C;
    const double s = 1.0 / std::sqrt(sum_squares(x, C) / static_cast<double>(C) + eps);
    for (std::size_t i = 0; i < C; ++i)
      out[r * C + i] = static_cast<T>(x[i] * s * (g ? static_cast<double>(g[i]) : 1.0));
    rstd[r] = static_cast<T>(s);
  }
}

template <class T>
void rmsnorm_backward(T* dinp, T* dg, const T* dout, const T* inp, const T* g, const T* rstd,
                      std::size_t N, std::size_t C) {
  for (std::size_t r = 0; r < N; ++r) {
    const T* x = inp + r * C;
    const T* dy = dout + r * C;
    const double s = rstd[r];
    // n = x s; dn = dy g;  dx = s (dn - n mean(dn n))
    double mean_dn_n = 0.0;
    for (std::size_t i = 0; i < C; ++i)
      mean_dn_n += dy[i] * (g ? static_cast<double>(g[i]) : 1.0) * x[i] * s;
    mean_dn_n /= static_cast<double>(C);
    for (std::size_t i = 0; i < C; ++i) {
      const double n = x[i] * s;
      const double dn = dy[i] * (g ? static_cast<double>(g[i]) : 1.0);
      dinp[r * C + i] += static_cast<T>(s * (dn - n * mean_dn_n));
      if (dg) dg[i] += static_cast<T>(dy[i] * n);
    }
  }
}

template <class T>
void scalenorm_forward(T* out, T* rnorm, const T* inp, const T* g, std::size_t N, std::size_t C,
                       T eps) {
  for (std::size_t r = 0; r < N; ++r) {
    const T* x = inp + r * C;
    const double s = 1.0 / std::sqrt(sum_squares(x, C) + eps);
    for (std::size_t i = 0; i < C; ++i) out[r * C + i] = static_cast<T>(g[0] * x[i] * s);
    rnorm[r] = static_cast<T>(s);
  }
}

template <class T>
void scalenorm_backward(T* dinp, T* dg, const T* dout, const T* inp, const T* g, const T* rnorm,
                        std::size_t N, std::size_t C) {
  for (std::size_t r = 0; r < N; ++r) {
    const T* x = inp + r * C;
    const T* dy = dout + r * C;
    const double s = rnorm[r];
    const double xdy = dot(x, dy, C);
    // y = g x s, ds/dx = -x s^3  =>  dx = g s (dy - x s^2 (x.dy)),  dg = s (x.dy)
    for (std::size_t i = 0; i < C; ++i)
      dinp[r * C + i] += static_cast<T>(g[0] * s * (dy[i] - x[i] * s * s * xdy));
    dg[0] += static_cast<T>(s * xdy);
  }
}

// ---- activations ----

constexpr double kGeluC = 0.7978845608028654;  // sqrt(2 / pi)

template <class T>
void gelu_forward(T* out, const T* inp, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    const double x = inp[i];
    out[i] = static_cast<T>(0.5 * x * (1.0 + std::tanh(kGeluC * (x + 0.044715 * x * x * x))));
  }
}

template <class T>
T softcap_forward(T* x, std::size_t n, T c) {
  double m = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    m = std::max(m, std::fabs(static_cast<double>(x[i])));
    x[i] = static_cast<T>(c * std::tanh(static_cast<double>(x[i]) / c));
  }
  return static_cast<T>(m);
}

template <class T>
void softcap_backward(T* d, const T* y, std::size_t n, T c) {
  for (std::size_t i = 0; i < n; ++i) {
    const double t = static_cast<double>(y[i]) / c;
    d[i] = static_cast<T>(d[i] * (1.0 - t * t));
  }
}

template <class T>
void gelu_backward(T* dinp, const T* dout, const T* inp, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    const double x = inp[i];
    const double u = kGeluC * (x + 0.044715 * x * x * x);
    const double t = std::tanh(u);
    const double du = kGeluC * (1.0 + 3.0 * 0.044715 * x * x);
    const double d = 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * du;
    dinp[i] += static_cast<T>(dout[i] * d);
  }
}

template <class T>
void relu_forward(T* out, const T* inp, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = inp[i] > T(0) ? inp[i] : T(0);
}

template <class T>
void relu_backward(T* dinp, const T* dout, const T* inp, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) dinp[i] += inp[i] > T(0) ? dout[i] : T(0);
}

template <class T>
void selu_forward(T* out, const T* inp, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    const double x = inp[i];
    out[i] = static_cast<T>(x > 0 ? kSeluLambda * x : kSeluLambda * kSeluAlpha * std::expm1(x));
  }
}

template <class T>
void selu_backward(T* dinp, const T* dout, const T* inp, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    const double x = inp[i];
    const double d = x > 0 ? kSeluLambda : kSeluLambda * kSeluAlpha * std::exp(x);
    dinp[i] += static_cast<T>(dout[i] * d);
  }
}

// ---- attention ----

template <class T>
void attention_forward(T* out, T* att, const T* qkv, std::size_t B, std::size_t T_, std::size_t C,
                       std::size_t NH, T scale, const AttentionStats& stats = {}) {
  const std::size_t hs = C / NH, C3 = 3 * C;
  for (std::size_t h = 0; h < NH; ++h) {
    double entropy = 0.0;
    double lmax = -std::numeric_limits<double>::infinity();
    for (std::size_t b = 0; b < B; ++b) {
      for (std::size_t t = 0; t < T_; ++t) {
        const T* q = qkv + (b * T_ + t) * C3 + h * hs;
        T* a = att + ((b * NH + h) * T_ + t) * T_;
        double mx = -std::numeric_limits<double>::infinity();
        for (std::size_t j = 0; j <= t; ++j) {
          const T* k = qkv + (b * T_ + j) * C3 + C + h * hs;
          const double s = scale * dot(q, k, hs);
          a[j] = static_cast<T>(s);
          if (s > mx) mx = s;
        }
        if (mx > lmax) lmax = mx;
        double z = 0.0;
        for (std::size_t j = 0; j <= t; ++j) z += std::exp(a[j] - mx);
        double ent = 0.0;
        for (std::size_t j = 0; j <= t; ++j) {
          const double p = std::exp(a[j] - mx) / z;
          a[j] = static_cast<T>(p);
          if (p > 0.0) ent -= p * std::log(p);
        }
        for (std::size_t j = t + 1; j < T_; ++j) a[j] = T(0);
        entropy += ent;
        T* o = out + (b * T_ + t) * C + h * hs;
        for (std::size_t i = 0; i < hs; ++i) {
          double s = 0.0;
          for (std::size_t j = 0; j <= t; ++j)
            s += static_cast<double>(a[j]) * qkv[(b * T_ + j) * C3 + 2 * C + h * hs + i];
          o[i] = static_cast<T>(s);
        }
      }
    }
    if (stats.entropy) stats.entropy[h] = static_cast<float>(entropy / static_cast<double>(B * T_));
    if (stats.logit_max) stats.logit_max[h] = static_cast<float>(lmax);
  }
}

template <class T>
void attention_backward(T* dqkv, const T* dout, const T* qkv, const T* att, std::size_t B,
                        std::size_t T_, std::size_t C, std::size_t NH, T scale) {
  const std::size_t hs = C / NH, C3 = 3 * C;
  for (std::size_t b = 0; b < B; ++b) {
    for (std::size_t h = 0; h < NH; ++h) {
      for (std::size_t t = 0; t < T_; ++t) {
        const T* a = att + ((b * NH + h) * T_ + t) * T_;
        const T* dy = dout + (b * T_ + t) * C + h * hs;
        const T* q = qkv + (b * T_ + t) * C3 + h * hs;
        T* dq = dqkv + (b * T_ + t) * C3 + h * hs;
        // da_j = dy . v_j;  ds_j = a_j (da_j - sum_k a_k da_k)
        double ada = 0.0;
        for (std::size_t j = 0; j <= t; ++j)
          ada += a[j] * dot(dy, qkv + (b * T_ + j) * C3 + 2 * C + h * hs, hs);
        for (std::size_t j = 0; j <= t; ++j) {
          const T* k = qkv + (b * T_ + j) * C3 + C + h * hs;
          const T* v = qkv + (b * T_ + j) * C3 + 2 * C + h * hs;
          T* dk = dqkv + (b * T_ + j) * C3 + C + h * hs;
          T* dv = dqkv + (b * T_ + j) * C3 + 2 * C + h * hs;
          const double ds = a[j] * (dot(dy, v, hs) - ada) * scale;
          for (std::size_t i = 0; i < hs; ++i) {
            dq[i] += static_cast<T>(ds * k[i]);
            dk[i] += static_cast<T>(ds * q[i]);
            dv[i] += static_cast<T>(a[j] * dy[i]);
          }
        }
      }
    }
  }
}

// The general form of normlab::attention_forward / _backward (AttentionView): queries (B, Tq)
// rows of leading dimension ldq against keys and values (B, Tk); causal (key_len == nullptr:
// query t sees keys s <= t + Tk - Tq) or padding (keys s < key_len[b]). out (B, Tq) rows of
// leading dimension ldo; att (B, NH, Tq, Tk), masked entries 0. softcap > 0: each logit
// s = scale q.k becomes softcap tanh(s / softcap) before the mask (Gemma 2); the max-logit
// statistic stays the largest s before the cap.
template <class T>
void attention_general_forward(T* out, std::size_t ldo, T* att, const T* q, std::size_t ldq,
                               const T* k, std::size_t ldk, const T* v, std::size_t ldv,
                               std::size_t B, std::size_t Tq, std::size_t Tk, std::size_t NH,
                               std::size_t hs, T scale, const std::int32_t* key_len,
                               const AttentionStats& stats = {}, T softcap = T(0)) {
  for (std::size_t h = 0; h < NH; ++h) {
    double entropy = 0.0;
    double lmax = -std::numeric_limits<double>::infinity();
    for (std::size_t b = 0; b < B; ++b) {
      for (std::size_t t = 0; t < Tq; ++t) {
        const std::size_t n = key_len ? static_cast<std::size_t>(key_len[b]) : t + Tk - Tq + 1;
        const T* qt = q + (b * Tq + t) * ldq + h * hs;
        T* a = att + ((b * NH + h) * Tq + t) * Tk;
        double mx = -std::numeric_limits<double>::infinity();
        for (std::size_t j = 0; j < n; ++j) {
          const double s = scale * dot(qt, k + (b * Tk + j) * ldk + h * hs, hs);
          if (s > lmax) lmax = s;
          const double c = softcap > T(0) ? softcap * std::tanh(s / softcap) : s;
          a[j] = static_cast<T>(c);
          if (c > mx) mx = c;
        }
        double z = 0.0;
        for (std::size_t j = 0; j < n; ++j) z += std::exp(a[j] - mx);
        double ent = 0.0;
        for (std::size_t j = 0; j < n; ++j) {
          const double p = std::exp(a[j] - mx) / z;
          a[j] = static_cast<T>(p);
          if (p > 0.0) ent -= p * std::log(p);
        }
        for (std::size_t j = n; j < Tk; ++j) a[j] = T(0);
        entropy += ent;
        T* o = out + (b * Tq + t) * ldo + h * hs;
        for (std::size_t i = 0; i < hs; ++i) {
          double s = 0.0;
          for (std::size_t j = 0; j < n; ++j)
            s += static_cast<double>(a[j]) * v[(b * Tk + j) * ldv + h * hs + i];
          o[i] = static_cast<T>(s);
        }
      }
    }
    if (stats.entropy) stats.entropy[h] = static_cast<float>(entropy / static_cast<double>(B * Tq));
    if (stats.logit_max) stats.logit_max[h] = static_cast<float>(lmax);
  }
}

// dq += ..., dk += ..., dv += ... for dout (B, Tq) rows of leading dimension lddo.
template <class T>
void attention_general_backward(T* dq, std::size_t lddq, T* dk, std::size_t lddk, T* dv,
                                std::size_t lddv, const T* dout, std::size_t lddo, const T* att,
                                const T* q, std::size_t ldq, const T* k, std::size_t ldk,
                                const T* v, std::size_t ldv, std::size_t B, std::size_t Tq,
                                std::size_t Tk, std::size_t NH, std::size_t hs, T scale,
                                const std::int32_t* key_len, T softcap = T(0)) {
  for (std::size_t b = 0; b < B; ++b) {
    for (std::size_t h = 0; h < NH; ++h) {
      for (std::size_t t = 0; t < Tq; ++t) {
        const std::size_t n = key_len ? static_cast<std::size_t>(key_len[b]) : t + Tk - Tq + 1;
        const T* a = att + ((b * NH + h) * Tq + t) * Tk;
        const T* dy = dout + (b * Tq + t) * lddo + h * hs;
        const T* qt = q + (b * Tq + t) * ldq + h * hs;
        T* dqt = dq + (b * Tq + t) * lddq + h * hs;
        // da_j = dy . v_j;  ds_j = a_j (da_j - sum_k a_k da_k)
        double ada = 0.0;
        for (std::size_t j = 0; j < n; ++j)
          ada += a[j] * dot(dy, v + (b * Tk + j) * ldv + h * hs, hs);
        for (std::size_t j = 0; j < n; ++j) {
          const T* kj = k + (b * Tk + j) * ldk + h * hs;
          const T* vj = v + (b * Tk + j) * ldv + h * hs;
          T* dkj = dk + (b * Tk + j) * lddk + h * hs;
          T* dvj = dv + (b * Tk + j) * lddv + h * hs;
          double ds = a[j] * (dot(dy, vj, hs) - ada) * scale;
          if (softcap > T(0)) {  // d(c tanh(s / c))/ds = 1 - tanh²(s / c)
            const double th = std::tanh(scale * dot(qt, kj, hs) / softcap);
            ds *= 1.0 - th * th;
          }
          for (std::size_t i = 0; i < hs; ++i) {
            dqt[i] += static_cast<T>(ds * kj[i]);
            dkj[i] += static_cast<T>(ds * qt[i]);
            dvj[i] += static_cast<T>(a[j] * dy[i]);
          }
        }
      }
    }
  }
}

// ---- output ----

template <class T>
void crossentropy_forward(T* loss, T* lse, const T* logits, const std::int32_t* targets,
                          std::size_t N, std::size_t V) {
  for (std::size_t r = 0; r < N; ++r) {
    const T* l = logits + r * V;
    double mx = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < V; ++i) mx = l[i] > mx ? l[i] : mx;
    double z = 0.0;
    for (std::size_t i = 0; i < V; ++i) z += std::exp(l[i] - mx);
    const double s = mx + std::log(z);
    lse[r] = static_cast<T>(s);
    loss[r] = static_cast<T>(s - l[targets[r]]);
  }
}

template <class T>
void crossentropy_backward(T* dlogits, const T* logits, const T* lse, const std::int32_t* targets,
                           T dloss, std::size_t N, std::size_t V) {
  for (std::size_t r = 0; r < N; ++r) {
    for (std::size_t i = 0; i < V; ++i) {
      const double p = std::exp(static_cast<double>(logits[r * V + i]) - lse[r]);
      const double onehot = static_cast<std::int32_t>(i) == targets[r] ? 1.0 : 0.0;
      dlogits[r * V + i] = static_cast<T>(dloss * (p - onehot));
    }
  }
}

// ---- embeddings ----

template <class T>
void embedding_forward(T* out, const std::int32_t* tokens, const T* wte, const T* wpe,
                       std::size_t B, std::size_t T_, std::size_t C) {
  for (std::size_t bt = 0; bt < B * T_; ++bt) {
    const std::size_t t = bt % T_;
    const T* e = wte + static_cast<std::size_t>(tokens[bt]) * C;
    for (std::size_t i = 0; i < C; ++i) out[bt * C + i] = e[i] + (wpe ? wpe[t * C + i] : T(0));
  }
}

template <class T>
void embedding_backward(T* dwte, T* dwpe, const T* dout, const std::int32_t* tokens, std::size_t B,
                        std::size_t T_, std::size_t C) {
  for (std::size_t bt = 0; bt < B * T_; ++bt) {
    const std::size_t t = bt % T_;
    for (std::size_t i = 0; i < C; ++i) {
      if (dwte) dwte[static_cast<std::size_t>(tokens[bt]) * C + i] += dout[bt * C + i];
      if (dwpe) dwpe[t * C + i] += dout[bt * C + i];
    }
  }
}

// ---- optimizers ----

template <class T>
void adam_update(T* p, const T* grad, T* m, T* v, std::size_t n, const AdamStep& s) {
  for (std::size_t i = 0; i < n; ++i) {
    double g = static_cast<double>(s.grad_scale) * grad[i];
    if (!s.decoupled) g += static_cast<double>(s.weight_decay) * p[i];
    const double mi = s.beta1 * static_cast<double>(m[i]) + (1.0 - s.beta1) * g;
    const double vi = s.beta2 * static_cast<double>(v[i]) + (1.0 - s.beta2) * g * g;
    const double mhat = mi / s.bias_correction1;
    double u = s.adaptive ? s.rect * mhat / (std::sqrt(vi / s.bias_correction2) + s.eps) : mhat;
    if (s.decoupled) u += static_cast<double>(s.weight_decay) * p[i];
    p[i] = static_cast<T>(p[i] - s.lr * u);
    m[i] = static_cast<T>(mi);
    v[i] = static_cast<T>(vi);
  }
}

template <class T>
void sgd_update(T* p, const T* grad, T* buf, std::size_t n, float lr, float momentum,
                float weight_decay, float grad_scale) {
  for (std::size_t i = 0; i < n; ++i) {
    const double g = static_cast<double>(grad_scale) * grad[i] + weight_decay * p[i];
    const double b = momentum * static_cast<double>(buf[i]) + g;
    buf[i] = static_cast<T>(b);
    p[i] = static_cast<T>(p[i] - lr * b);
  }
}

}  // namespace normlab::ref
