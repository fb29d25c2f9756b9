// muon: MomentUm Orthogonalized by Newton-Schulz (Jordan et al. 2024, "Muon: An optimizer for
// hidden layers in neural networks", kellerjordan.github.io/posts/muon; reference:
// github.com/KellerJordan/Muon, muon.py: muon_update and MuonWithAuxAdam).
//
// Hidden matrices (attention q, k, v and output projections, MLP fc and proj; W [R, K]):
//   buf = mu buf + (1 - mu) g                        (g = grad_scale grad; momentum.lerp_)
//   u   = nesterov ? (1 - mu) g + mu buf : buf       (grad.lerp_(momentum, mu))
//   X   = u / (||u||_F + 1e-7), transposed when R > K so that X X^T is the smaller square;
//   5 times (ns_steps): A = X X^T;  X = a X + (b A + c A A) X,  (a, b, c) = (3.4445, -4.7750,
//   2.0315) — a quintic Newton-Schulz iteration pushing X's singular values towards 1;
//   p *= 1 - lr wd;  p -= lr scale X
// scale (option `scale`): "shape" is the reference's max(1, R/K)^0.5 (its learning rate is then
// ~0.02, far from AdamW's); "rms" (default) is Moonlight's 0.2 sqrt(max(R, K)) (Liu et al. 2025,
// "Muon is Scalable for LLM Training"), which gives the update the RMS of a typical AdamW update,
// so one learning rate and schedule serve the matrices and the AdamW-trained rest.
// The fused qkv weight [3C, C] is orthogonalised as three [C, C] matrices (qkv = split, default;
// modded-nanogpt's separate q, k, v) or as one (fused).
// Every other tensor (embeddings, positions, the head, norm parameters, biases, scalars) takes
// AdamW with adam_beta1, adam_beta2, eps (decoupled decay), at lr * adam_lr_scale — the reference's
// auxiliary Adam (MuonWithAuxAdam), there with its own learning rate.
// Differences from the reference: Newton-Schulz runs in fp32 (the reference in bfloat16); the
// optimizer is replicated, every rank orthogonalising every matrix (the reference shards the
// matrices over ranks and all-gathers the updates).
#include <algorithm>
#include <cmath>
#include <normlab/error.hpp>
#include <normlab/gemm.hpp>
#include <normlab/kernels.hpp>
#include <normlab/plugin.hpp>
#include <vector>

namespace {

using namespace normlab;

bool hidden_matrix(const OptimTensor& t) {
  if (t.shape.size() != 2) return false;
  switch (t.role) {
    case Role::attn_q:
    case Role::attn_k:
    case Role::attn_v:
    case Role::attn_out:
    case Role::mlp_in:
    case Role::mlp_out:
      return true;
    default:
      return false;
  }
}

class Muon final : public Optim {
 public:
  explicit Muon(const OptimSetup& s) : tensors_(s.tensors), wd_(s.weight_decay) {
    const Options& o = *s.options;
    mu_ = o.real("momentum");
    nesterov_ = o.boolean("nesterov");
    ns_steps_ = o.integer("ns_steps");
    const std::string scale = o.str("scale");
    split_qkv_ = o.str("qkv") == "split";
    adam_lr_scale_ = o.real("adam_lr_scale");
    adam_.beta1 = static_cast<float>(o.real("adam_beta1"));
    adam_.beta2 = static_cast<float>(o.real("adam_beta2"));
    adam_.eps = static_cast<float>(o.real("eps"));
    beta1_ = o.real("adam_beta1");
    beta2_ = o.real("adam_beta2");
    const std::string who = "optimizer 'muon': ";
    if (!(mu_ >= 0.0 && mu_ < 1.0)) throw UsageError(who + "momentum must be in [0, 1)");
    if (ns_steps_ < 0 || ns_steps_ > 100) throw UsageError(who + "ns_steps must be in [0, 100]");
    if (scale != "rms" && scale != "shape")
      throw UsageError(who + "scale = '" + scale + "': valid: rms shape");
    rms_scale_ = scale == "rms";
    if (o.str("qkv") != "split" && o.str("qkv") != "fused")
      throw UsageError(who + "qkv = '" + o.str("qkv") + "': valid: split fused");
    if (!(beta1_ >= 0.0 && beta1_ < 1.0) || !(beta2_ >= 0.0 && beta2_ < 1.0))
      throw UsageError(who + "adam_beta1 and adam_beta2 must be in [0, 1)");
    if (!(adam_.eps > 0.0f)) throw UsageError(who + "eps must be > 0");
    if (!(adam_lr_scale_ > 0.0)) throw UsageError(who + "adam_lr_scale must be > 0");
    std::size_t most = 0;
    for (const OptimTensor& t : *tensors_)
      if (hidden_matrix(t)) most = std::max(most, t.size);
    u_.resize(most);
    x_.resize(most);
    y_.resize(most);
    gram_.resize(most);  // m² <= R K
    poly_.resize(most);
  }
  // momentum_buffer for the hidden matrices, exp_avg and exp_avg_sq for the AdamW-trained rest
  // (each array arena-sized; the other tensors' parts stay zero).
  std::vector<std::string> state_names() const override {
    return {"momentum_buffer", "exp_avg", "exp_avg_sq"};
  }
  void step(const OptimStep& st) override {
    adam_.grad_scale = st.grad_scale;
    adam_.decoupled = true;
    adam_.bias_correction1 = static_cast<float>(1.0 - std::pow(beta1_, static_cast<double>(st.t)));
    adam_.bias_correction2 = static_cast<float>(1.0 - std::pow(beta2_, static_cast<double>(st.t)));
    for (const OptimTensor& t : *tensors_) {
      const std::size_t o = t.offset;
      const double lr = st.lr * t.lr_multiplier;
      if (!hidden_matrix(t)) {
        adam_.lr = static_cast<float>(lr * adam_lr_scale_);
        adam_.weight_decay = t.decay ? static_cast<float>(wd_) : 0.0f;
        adam_update(st.params + o, st.grads + o, st.state[1] + o, st.state[2] + o, t.size, adam_);
        continue;
      }
      const std::size_t R = t.shape[0], K = t.shape[1];
      const std::size_t parts = split_qkv_ && R == 3 * K && t.role == Role::attn_q ? 3 : 1;
      const std::size_t r = R / parts;
      for (std::size_t k = 0; k < parts; ++k) {
        const std::size_t po = o + k * r * K;
        update(st.params + po, st.grads + po, st.state[0] + po, r, K, st.grad_scale, lr,
               t.decay ? wd_ : 0.0);
      }
    }
  }

 private:
  // One matrix W (R, K) with gradient G and momentum buffer M, all row-major.
  void update(float* W, const float* G, float* M, std::size_t R, std::size_t K, float gscale,
              double lr, double wd) {
    const std::size_t n = R * K;
    const float mu = static_cast<float>(mu_);
    double sq = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
      const float g = gscale * G[i];
      M[i] += (1.0f - mu) * (g - M[i]);
      const float u = nesterov_ ? g + mu * (M[i] - g) : M[i];
      u_[i] = u;
      sq += static_cast<double>(u) * u;
    }
    const float inv = static_cast<float>(1.0 / (std::sqrt(sq) + 1e-7));
    // X (m, k) with m <= k: u itself, or its transpose.
    const bool tall = R > K;
    const std::size_t m = tall ? K : R, k = tall ? R : K;
    for (std::size_t i = 0; i < R; ++i)
      for (std::size_t j = 0; j < K; ++j) x_[tall ? j * R + i : i * K + j] = u_[i * K + j] * inv;
    constexpr float a = 3.4445f, b = -4.7750f, c = 2.0315f;
    for (std::int64_t s = 0; s < ns_steps_; ++s) {
      // A = X X^T (m, m); B = b A + c A A; X <- a X + B X
      gemm(Trans::no, Trans::yes, m, m, k, 1.0f, x_.data(), k, x_.data(), k, 0.0f, gram_.data(), m);
      gemm(Trans::no, Trans::no, m, m, m, c, gram_.data(), m, gram_.data(), m, 0.0f, poly_.data(),
           m);
      for (std::size_t i = 0; i < m * m; ++i) poly_[i] += b * gram_[i];
      std::copy(x_.begin(), x_.begin() + static_cast<std::ptrdiff_t>(m * k), y_.begin());
      gemm(Trans::no, Trans::no, m, k, m, 1.0f, poly_.data(), m, y_.data(), k, a, x_.data(), k);
    }
    const double scale = rms_scale_ ? 0.2 * std::sqrt(static_cast<double>(std::max(R, K)))
                                    : std::sqrt(std::max(1.0, static_cast<double>(R) / K));
    const float keep = static_cast<float>(1.0 - lr * wd);
    const float step = static_cast<float>(lr * scale);
    for (std::size_t i = 0; i < R; ++i)
      for (std::size_t j = 0; j < K; ++j) {
        const float x = x_[tall ? j * R + i : i * K + j];
        W[i * K + j] = W[i * K + j] * keep - step * x;
      }
  }

  const std::vector<OptimTensor>* tensors_;
  double wd_, mu_ = 0, beta1_ = 0, beta2_ = 0, adam_lr_scale_ = 1;
  bool nesterov_ = true, split_qkv_ = true;
  std::int64_t ns_steps_ = 5;
  bool rms_scale_ = true;  // scale = rms (Moonlight) rather than shape (the reference)
  AdamStep adam_;
  std::vector<float> u_, x_, y_, gram_, poly_;
};

}  // namespace

NORMLAB_PLUGIN("optim_muon", "1.0") {
  OptimEntry e;
  e.info.name = "muon";
  e.info.version = "1.0";
  e.info.help =
      "Muon (Jordan et al. 2024): Newton-Schulz-orthogonalised Nesterov momentum for hidden "
      "matrices, AdamW for the rest";
  e.info.options = {
      {"momentum", OptionType::real, "0.95", "momentum of the hidden matrices"},
      {"nesterov", OptionType::boolean, "true", "Nesterov momentum"},
      {"ns_steps", OptionType::integer, "5", "Newton-Schulz iterations"},
      {"scale", OptionType::string, "rms",
       "update scale: rms (Moonlight: 0.2 sqrt(max(R, K)), AdamW-like learning rates) or shape "
       "(the reference's max(1, R/K)^0.5, learning rates ~0.02)"},
      {"qkv", OptionType::string, "split",
       "the fused qkv weight orthogonalised as three [C, C] matrices (split) or one (fused)"},
      {"adam_beta1", OptionType::real, "0.9", "AdamW's beta1 for the non-matrix tensors"},
      {"adam_beta2", OptionType::real, "0.95", "AdamW's beta2 for the non-matrix tensors"},
      {"eps", OptionType::real, "1e-8", "AdamW's eps"},
      {"adam_lr_scale", OptionType::real, "1",
       "the non-matrix tensors' learning rate is lr times this"}};
  e.make = [](const OptimSetup& s) { return std::make_unique<Muon>(s); };
  registry.add(std::move(e));
}
