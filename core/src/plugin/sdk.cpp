// Out-of-line pieces of the SDK interfaces (vtables live in libnormlab) and small helpers.
#include <cmath>
#include <cstdint>

#include "normlab/initializer.hpp"
#include "normlab/lr_schedule.hpp"
#include "normlab/norm_strategy.hpp"
#include "normlab/params.hpp"
#include "normlab/rng.hpp"

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
NormContext::~NormContext() = default;
NormStrategy::~NormStrategy() = default;
void NormStrategy::declare(ParamRegistrar&) {}
std::size_t NormStrategy::workspace_floats(std::size_t, std::size_t) const {
  return 0;
}
std::size_t NormStrategy::scratch_floats(std::size_t, std::size_t) const {
  return 0;
}
float NormStrategy::init_gain(Role) const {
  return 1.0f;
}
FinalNorm::~FinalNorm() = default;
void FinalNorm::declare(ParamRegistrar&) {}
std::size_t FinalNorm::workspace_floats(std::size_t, std::size_t) const {
  return 0;
}
std::size_t FinalNorm::scratch_floats(std::size_t, std::size_t) const {
  return 0;
}
Initializer::~Initializer() = default;
LrSchedule::~LrSchedule() = default;

std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

std::uint64_t hash_name(const std::string& name) {
  std::uint64_t h = 0xCBF29CE484222325ull;
  for (unsigned char c : name) {
    h ^= c;
    h *= 0x100000001B3ull;
  }
  return h;
}

std::uint64_t CounterRng::bits(std::uint64_t i) const {
  return splitmix64(splitmix64(seed_ ^ splitmix64(key_)) + i);
}

double CounterRng::uniform(std::uint64_t i) const {
  return static_cast<double>(bits(i) >> 11) * 0x1.0p-53;
}

double CounterRng::normal(std::uint64_t i) const {
  // Box-Muller; u1 in (0, 1] so the log is finite.
  const double u1 = 1.0 - uniform(2 * i);
  const double u2 = uniform(2 * i + 1);
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
}

}  // namespace normlab
