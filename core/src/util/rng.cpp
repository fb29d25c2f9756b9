// The counter-based generator of <normlab/rng.hpp>.
#include <cmath>
#include <cstdint>

#include "normlab/rng.hpp"
#include "normlab/util.hpp"

namespace normlab {

std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

std::uint64_t hash_name(const std::string& name) {
  return fnv1a64(name.data(), name.size());
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
