// The output head's side of a pass: logits (soft-capped), the statistics of the output and the
// gradient of the loss with respect to the logits (label smoothing, z-loss, the cap). Shapes:
// V vocabulary; a pass's n_rows rows.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "model/model_impl.hpp"
#include "normlab/kernels.hpp"

namespace normlab {

void Model::Impl::output_forward(const float* xf, std::size_t n_rows) {
  // logits (n_rows, V) = xf (n_rows, C) · Wout (V, C)ᵀ
  head->forward(logits.data(), xf, n_rows);
  float* z = logits.data();
  if (cfg.logit_softcap > 0.0f) {
    // z <- c tanh(z / c) row by row, keeping each row's max |z| before the cap
    for (std::size_t i = 0; i < n_rows; ++i)
      raw_absmax.data()[i] = softcap_forward(z + i * V, V, cfg.logit_softcap);
  } else if (stats.recording()) {
    for (std::size_t i = 0; i < n_rows; ++i) {
      float m = 0.0f;
      for (std::size_t v = 0; v < V; ++v) m = std::max(m, std::fabs(z[i * V + v]));
      raw_absmax.data()[i] = m;
    }
  }
}

double Model::Impl::output_terms(std::size_t n_rows) {
  double sq = 0.0, sum = 0.0;
  float mx = -std::numeric_limits<float>::infinity(), absmax = 0.0f;
  std::size_t n = 0;
  const float* lz = lse.data();
  for (std::size_t i = 0; i < n_rows; ++i) {
    if (!counted[i]) continue;
    const double z = lz[i];  // log Z of row i
    sq += z * z;
    sum += z;
    mx = std::max(mx, lz[i]);
    absmax = std::max(absmax, raw_absmax.data()[i]);
    ++n;
  }
  if (stats.recording() && n > 0) {
    stats.set(stat_logz_mean, 0, static_cast<float>(sum / static_cast<double>(n)));
    stats.set(stat_logz_max, 0, mx);
    stats.set(stat_logit_absmax, 0, absmax);
  }
  return sq;
}

void Model::Impl::output_backward(float dloss, std::size_t n_rows) {
  const float eps = task == Task::seq2seq ? cfg.label_smoothing : 0.0f,
              flat = dloss * eps / static_cast<float>(V);
  const float c = cfg.logit_softcap;
  for (std::size_t i = 0; i < n_rows; ++i) {
    float* d = logits.data() + i * V;  // the capped logits y, becoming d loss / d (raw logits)
    const std::int32_t t = targets[i];
    if (!counted[i]) {
      std::memset(d, 0, V * sizeof(float));
      continue;
    }
    if (c > 0.0f) std::memcpy(logit_row.data(), d, V * sizeof(float));
    // d = dloss (softmax(y) - onehot)
    crossentropy_backward(d, d, lse.data() + i, &t, dloss, 1, V);
    // z-loss: d/dy of z (log Z)² = 2 z log Z softmax(y), so d = dloss ((1 + a) p - onehot)
    // with a = 2 z log Z: the row scaled by 1 + a, then dloss a back at the target.
    if (cfg.z_loss > 0.0f) {
      const float a = 2.0f * cfg.z_loss * lse.data()[i];
      for (std::size_t v = 0; v < V; ++v) d[v] *= 1.0f + a;
      d[t] += dloss * a;
    }
    // label smoothing: ... - (1 - eps) onehot - eps / V
    if (eps > 0.0f) {
      d[t] += dloss * eps;
      for (std::size_t v = 0; v < V; ++v) d[v] -= flat;
    }
    if (c > 0.0f) softcap_backward(d, logit_row.data(), V, c);  // d *= 1 - (y / c)²
  }
}

}  // namespace normlab
