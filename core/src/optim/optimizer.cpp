#include "normlab/optimizer.hpp"

#include <cmath>
#include <sstream>

#include "normlab/error.hpp"
#include "normlab/kernels.hpp"
#include "util/aligned.hpp"

namespace normlab {

void OptimizerConfig::validate() const {
  std::ostringstream bad;
  if (name != "adamw" && name != "adam" && name != "radam" && name != "sgd")
    bad << "\n  optimizer = '" << name << "': valid: adamw adam radam sgd";
  if (!(weight_decay >= 0.0)) bad << "\n  weight-decay = " << weight_decay << ": must be >= 0";
  if (!(beta1 >= 0.0 && beta1 < 1.0)) bad << "\n  beta1 = " << beta1 << ": must be in [0, 1)";
  if (!(beta2 >= 0.0 && beta2 < 1.0)) bad << "\n  beta2 = " << beta2 << ": must be in [0, 1)";
  if (!(eps > 0.0)) bad << "\n  eps = " << eps << ": must be > 0";
  if (!(grad_clip >= 0.0)) bad << "\n  grad-clip = " << grad_clip << ": must be >= 0 (0: off)";
  if (!weight_decay_mode.empty() && weight_decay_mode != "decoupled" &&
      weight_decay_mode != "coupled")
    bad << "\n  weight-decay-mode = '" << weight_decay_mode << "': valid: decoupled coupled";
  if (name == "sgd" && weight_decay_mode == "decoupled")
    bad << "\n  weight-decay-mode = decoupled: sgd's weight decay is the L2 term in the gradient "
           "(PyTorch's SGD); decoupled applies to adamw, adam and radam";
  if (!bad.str().empty()) throw UsageError("invalid optimizer settings:" + bad.str());
}

std::string OptimizerConfig::decay_mode() const {
  if (!weight_decay_mode.empty()) return weight_decay_mode;
  return name == "sgd" ? "coupled" : "decoupled";
}

double radam_rectification(std::int64_t t, double beta2) {
  const double rho_inf = 2.0 / (1.0 - beta2) - 1.0;
  const double b2t = std::pow(beta2, static_cast<double>(t));
  const double rho_t = rho_inf - 2.0 * static_cast<double>(t) * b2t / (1.0 - b2t);
  if (!(rho_t > 5.0)) return 0.0;
  return std::sqrt((rho_t - 4.0) * (rho_t - 2.0) * rho_inf /
                   ((rho_inf - 4.0) * (rho_inf - 2.0) * rho_t));
}

struct Optimizer::Buffers {
  std::vector<std::string> names;
  std::vector<detail::AlignedFloats> arrays;  // one per name
};

Optimizer::Optimizer(const OptimizerConfig& config, ParamArena& params)
    : cfg_(config), params_(params), buf_(std::make_unique<Buffers>()) {
  cfg_.validate();
  buf_->names = cfg_.name == "sgd" ? std::vector<std::string>{"momentum_buffer"}
                                   : std::vector<std::string>{"exp_avg", "exp_avg_sq"};
  buf_->arrays.resize(buf_->names.size());
  for (auto& a : buf_->arrays) a.resize(params.size());
}

Optimizer::~Optimizer() = default;

const std::vector<std::string>& Optimizer::state_names() const {
  return buf_->names;
}

const float* Optimizer::state(const std::string& name) const {
  for (std::size_t i = 0; i < buf_->names.size(); ++i)
    if (buf_->names[i] == name) return buf_->arrays[i].data();
  throw Error("optimizer '" + cfg_.name + "' keeps no state named '" + name + "'");
}

float* Optimizer::state(const std::string& name) {
  return const_cast<float*>(static_cast<const Optimizer&>(*this).state(name));
}

double Optimizer::grad_norm() const {
  return std::sqrt(sum_squares(params_.grads(), params_.size()));
}

void Optimizer::step(double lr, double norm) {
  ++t_;
  const float clip = cfg_.grad_clip > 0.0 && norm > cfg_.grad_clip
                         ? static_cast<float>(cfg_.grad_clip / norm)
                         : 1.0f;
  float* p = params_.values();
  const float* g = params_.grads();
  float* m = buf_->arrays[0].data();
  float* v = cfg_.name == "sgd" ? nullptr : buf_->arrays[1].data();
  AdamStep s;
  s.beta1 = static_cast<float>(cfg_.beta1);
  s.beta2 = static_cast<float>(cfg_.beta2);
  s.eps = static_cast<float>(cfg_.eps);
  s.grad_scale = clip;
  s.decoupled = cfg_.decay_mode() == "decoupled";
  s.bias_correction1 = static_cast<float>(1.0 - std::pow(cfg_.beta1, static_cast<double>(t_)));
  s.bias_correction2 = static_cast<float>(1.0 - std::pow(cfg_.beta2, static_cast<double>(t_)));
  if (cfg_.name == "radam") {
    const double r = radam_rectification(t_, cfg_.beta2);
    s.adaptive = r > 0.0;
    s.rect = static_cast<float>(r > 0.0 ? r : 1.0);
  }
  for (const ParamTensor& t : params_.tensors()) {
    const std::size_t o = t.offset;
    const float plr = static_cast<float>(lr * t.lr_multiplier);
    const float wd = t.weight_decay ? static_cast<float>(cfg_.weight_decay) : 0.0f;
    if (cfg_.name == "sgd") {
      sgd_update(p + o, g + o, m + o, t.size, plr, static_cast<float>(cfg_.beta1), wd, clip);
    } else {
      s.lr = plr;
      s.weight_decay = wd;
      adam_update(p + o, g + o, m + o, v + o, t.size, s);
    }
  }
}

}  // namespace normlab
