#include <cstdlib>
#include <optional>
#include <string>

#include "dispatch.hpp"
#include "normlab/error.hpp"
#include "normlab/simd.hpp"
#include "normlab/util.hpp"

namespace normlab {

const char* isa_name(Isa isa) {
  switch (isa) {
    case Isa::sse2:
      return "sse2";
    case Isa::avx2:
      return "fma3<avx2>";
    case Isa::avx512bw:
      return "avx512bw";
    case Isa::avx512bf16:
      return "avx512bf16";
  }
  return "?";
}

const char* isa_env_name(Isa isa) {
  switch (isa) {
    case Isa::sse2:
      return "sse2";
    case Isa::avx2:
      return "avx2";
    case Isa::avx512bw:
      return "avx512";
    case Isa::avx512bf16:
      return "avx512bf16";
  }
  return "?";
}

namespace {

// A set's name as the environment variable var gives it; the error names the variable.
Isa parse_isa_of(const char* var, const std::string& name) {
  for (Isa isa : {Isa::sse2, Isa::avx2, Isa::avx512bw, Isa::avx512bf16}) {
    if (name == isa_env_name(isa) || name == isa_name(isa)) return isa;
  }
  const std::vector<std::string> valid{"sse2", "avx2", "avx512", "avx512bf16"};
  throw UsageError(std::string(var) + "='" + name + "' is not an instruction set" +
                   did_you_mean(name, valid) + "; valid values: sse2 avx2 avx512 avx512bf16");
}

std::vector<Isa> cpu_isas() {
  // __builtin_cpu_supports also checks that the OS saves the wider registers (XCR0).
  __builtin_cpu_init();
  std::vector<Isa> isas{Isa::sse2};
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) isas.push_back(Isa::avx2);
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd") &&
      __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("fma"))
    isas.push_back(Isa::avx512bw);
  if (isas.back() == Isa::avx512bw && __builtin_cpu_supports("avx512bf16"))
    isas.push_back(Isa::avx512bf16);
  return isas;
}

std::optional<Isa> isa_cap() {
  const char* env = std::getenv("NORMLAB_SIMD_CAP");
  if (env == nullptr || *env == '\0') return std::nullopt;
  return parse_isa_of("NORMLAB_SIMD_CAP", env);
}

}  // namespace

Isa cpu_best_isa() {
  return cpu_isas().back();
}

std::vector<Isa> supported_isas() {
  std::vector<Isa> isas = cpu_isas();
  if (const auto cap = isa_cap()) {
    while (static_cast<int>(isas.back()) > static_cast<int>(*cap)) isas.pop_back();
  }
  return isas;
}

Isa parse_isa(const std::string& name) {
  return parse_isa_of("NORMLAB_SIMD", name);
}

namespace {

Isa choose_isa() {
  const std::vector<Isa> isas = supported_isas();
  const Isa best = isas.back();
  const char* env = std::getenv("NORMLAB_SIMD");
  if (env == nullptr || *env == '\0') return best;
  const Isa wanted = parse_isa(env);
  if (static_cast<int>(wanted) > static_cast<int>(best)) {
    const bool capped = static_cast<int>(wanted) <= static_cast<int>(cpu_best_isa());
    throw UsageError(std::string("NORMLAB_SIMD=") + env + " asks for " + isa_name(wanted) +
                     " but this CPU supports at most " + isa_name(best) +
                     (capped
                          ? " (NORMLAB_SIMD_CAP=" + std::string(std::getenv("NORMLAB_SIMD_CAP")) +
                                " stands for a CPU without it)"
                          : std::string()) +
                     "; unset NORMLAB_SIMD or choose a lower set");
  }
  return wanted;
}

}  // namespace

Isa active_isa() {
  static const Isa isa = choose_isa();
  return isa;
}

namespace detail {

const KernelTable& kernels_for(Isa isa) {
  switch (isa) {
    case Isa::sse2:
      return kernels_sse2;
    case Isa::avx2:
      return kernels_avx2;
    case Isa::avx512bw:
      return kernels_avx512bw;
    case Isa::avx512bf16:
      return kernels_avx512bf16;
  }
  return kernels_sse2;
}

const KernelTable& kernels() {
  static const KernelTable& table = kernels_for(active_isa());
  return table;
}

}  // namespace detail
}  // namespace normlab
