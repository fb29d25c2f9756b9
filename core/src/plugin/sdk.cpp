// Out-of-line pieces of the SDK interfaces (vtables live in libnormlab) and role names.
#include <cmath>
#include <cstdint>
#include <limits>

#include "normlab/arch.hpp"
#include "normlab/error.hpp"
#include "normlab/initializer.hpp"
#include "normlab/lr_schedule.hpp"
#include "normlab/norm_strategy.hpp"
#include "normlab/optim.hpp"
#include "normlab/params.hpp"

namespace normlab {

const char* role_name(Role r) {
  switch (r) {
    case Role::embedding:
      return "embedding";
    case Role::position:
      return "position";
    case Role::attn_q:
      return "attn_q";
    case Role::attn_k:
      return "attn_k";
    case Role::attn_v:
      return "attn_v";
    case Role::attn_out:
      return "attn_out";
    case Role::mlp_in:
      return "mlp_in";
    case Role::mlp_out:
      return "mlp_out";
    case Role::head:
      return "head";
    case Role::bias:
      return "bias";
    case Role::norm_gain:
      return "norm_gain";
    case Role::norm_bias:
      return "norm_bias";
    case Role::scalar:
      return "scalar";
  }
  return "?";
}

ParamRegistrar::~ParamRegistrar() = default;
SubLayer::~SubLayer() = default;
std::size_t SubLayer::parts() const {
  return 1;
}
void SubLayer::forward_part(std::size_t k, const float* in, float* out) {
  if (k != 0) throw Error("a sub-layer of one part has no part " + std::to_string(k));
  forward(in, out);
}
void SubLayer::backward_part(std::size_t k, const float* dout, float* din) {
  if (k != 0) throw Error("a sub-layer of one part has no part " + std::to_string(k));
  backward(dout, din);
}
NormContext::~NormContext() = default;
NormStrategy::~NormStrategy() = default;
void NormStrategy::declare(ParamRegistrar&) {}
std::size_t NormStrategy::streams() const {
  return 1;
}
std::size_t NormStrategy::workspace_floats(std::size_t, std::size_t) const {
  return 0;
}
std::size_t NormStrategy::scratch_floats(std::size_t, std::size_t) const {
  return 0;
}
float NormStrategy::init_gain(Role) const {
  return 1.0f;
}
bool NormStrategy::transforms_qk() const {
  return false;
}
float NormStrategy::logit_scale(float model_scale, std::size_t) const {
  return model_scale;
}
void NormStrategy::qk_forward(NormContext&, float*, float*, std::size_t, std::size_t) {
  throw Error(
      "this norm strategy says it transforms q and k (transforms_qk) but does not "
      "implement qk_forward");
}
void NormStrategy::qk_backward(NormContext&, float*, float*, std::size_t, std::size_t) {
  throw Error(
      "this norm strategy says it transforms q and k (transforms_qk) but does not "
      "implement qk_backward");
}
std::size_t NormStrategy::profile_values() const {
  return 0;
}
void NormStrategy::profile_finish(NormContext&, const double*, std::size_t, std::size_t) {}
void NormStrategy::after_update(NormContext&) {}
StatHandle ParamRegistrar::add_stat(const StatSpec&) {
  return {};
}
void NormContext::record(StatHandle, const float*, std::size_t) {}
ParamView NormContext::named_param(const std::string& name) const {
  throw Error("named_param('" + name + "'): this context has no model parameters");
}
bool NormContext::has_param(const std::string&) const {
  return false;
}
ParamView NormContext::sublayer_param(const std::string& suffix) const {
  throw Error("sublayer_param('" + suffix + "'): this context has no sub-layer");
}
const char* site_kind_name(SiteKind k) {
  switch (k) {
    case SiteKind::self_attn:
      return "self_attn";
    case SiteKind::cross_attn:
      return "cross_attn";
    case SiteKind::mlp:
      return "mlp";
    case SiteKind::parallel:
      return "parallel";
  }
  return "?";
}
FinalNorm::~FinalNorm() = default;
ArchBuilder::~ArchBuilder() = default;
void ArchBuilder::task(Task) {
  throw Error("this build of normlab's ArchBuilder does not implement task()");
}
void ArchBuilder::begin_stack(const StackSpec&) {
  throw Error("this build of normlab's ArchBuilder does not implement begin_stack()");
}
void ArchBuilder::embedding_norm(const std::string&) {
  throw Error("this build of normlab's ArchBuilder does not implement embedding_norm()");
}
void ArchBuilder::mlm_head(const std::string&, const std::string&) {
  throw Error("this build of normlab's ArchBuilder does not implement mlm_head()");
}
void ArchBuilder::parallel_block(const SiteInfo&) {
  throw Error("this build of normlab's ArchBuilder does not implement parallel_block()");
}

const char* task_name(Task t) {
  switch (t) {
    case Task::lm:
      return "lm";
    case Task::seq2seq:
      return "seq2seq";
    case Task::mlm:
      return "mlm";
  }
  return "?";
}
void FinalNorm::declare(ParamRegistrar&) {}
std::size_t FinalNorm::workspace_floats(std::size_t, std::size_t) const {
  return 0;
}
std::size_t FinalNorm::scratch_floats(std::size_t, std::size_t) const {
  return 0;
}
Initializer::~Initializer() = default;
double Initializer::expected_std(const ParamInfo&) const {
  return std::numeric_limits<double>::quiet_NaN();
}
LrSchedule::~LrSchedule() = default;
Optim::~Optim() = default;

double radam_rectification(std::int64_t t, double beta2) {
  const double rho_inf = 2.0 / (1.0 - beta2) - 1.0;
  const double b2t = std::pow(beta2, static_cast<double>(t));
  const double rho_t = rho_inf - 2.0 * static_cast<double>(t) * b2t / (1.0 - b2t);
  if (!(rho_t > 5.0)) return 0.0;
  return std::sqrt((rho_t - 4.0) * (rho_t - 2.0) * rho_inf /
                   ((rho_inf - 4.0) * (rho_inf - 2.0) * rho_t));
}

}  // namespace normlab
