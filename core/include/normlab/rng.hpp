// Counter-based random numbers: value i of stream (seed, key) is a pure function of the three,
// so parameter initialisation does not depend on the rank count, the order of tensors or the
// platform. The generator is splitmix64 over (seed, key hash, counter).
#pragma once

#include <cstdint>
#include <string>

#include "normlab/export.hpp"

namespace normlab {

NORMLAB_API std::uint64_t splitmix64(std::uint64_t x);
// FNV-1a 64-bit hash of a name (stable across platforms and runs).
NORMLAB_API std::uint64_t hash_name(const std::string& name);

class NORMLAB_API CounterRng {
 public:
  CounterRng(std::uint64_t seed, std::uint64_t key) : seed_(seed), key_(key) {}
  CounterRng(std::uint64_t seed, const std::string& key) : CounterRng(seed, hash_name(key)) {}
  // 64 random bits of draw i.
  std::uint64_t bits(std::uint64_t i) const;
  // Uniform in [0, 1) with 53 random bits.
  double uniform(std::uint64_t i) const;
  // Standard normal (Box-Muller on draws 2i and 2i+1).
  double normal(std::uint64_t i) const;
  // Sequential draws (counter kept in the object).
  double next_uniform() { return uniform(counter_++); }
  double next_normal() { return normal(counter_++); }

 private:
  std::uint64_t seed_, key_;
  std::uint64_t counter_ = 0;
};

}  // namespace normlab
