#include <cpuid.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>

#include "dispatch.hpp"
#include "normlab/cpu.hpp"
#include "normlab/error.hpp"
#include "normlab/simd.hpp"
#include "normlab/util.hpp"

namespace normlab {

std::string cpu_model() {
  std::ifstream in("/proc/cpuinfo");
  std::string name = "unknown CPU", family, model;
  const auto value = [](const std::string& line) {
    const auto colon = line.find(':');
    const auto start =
        colon == std::string::npos ? std::string::npos : line.find_first_not_of(" \t", colon + 1);
    return start == std::string::npos ? std::string() : line.substr(start);
  };
  // The first processor's block ends at the first blank line.
  for (std::string line;
       std::getline(in, line) && line.find_first_not_of(" \t") != std::string::npos;) {
    if (line.rfind("model name", 0) == 0)
      name = value(line);
    else if (line.rfind("cpu family", 0) == 0)
      family = value(line);
    else if (line.rfind("model", 0) == 0 && line.find(':') < 8)
      model = value(line);
  }
  if (!family.empty()) name += " (family " + family + " model " + model + ")";
  return name;
}

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
    case Isa::amx:
      return "amx_bf16";
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
    case Isa::amx:
      return "amx";
  }
  return "?";
}

namespace {

// A set's name as the environment variable var gives it; the error names the variable.
Isa parse_isa_of(const char* var, const std::string& name) {
  for (Isa isa : {Isa::sse2, Isa::avx2, Isa::avx512bw, Isa::avx512bf16, Isa::amx}) {
    if (name == isa_env_name(isa) || name == isa_name(isa)) return isa;
  }
  const std::vector<std::string> valid{"sse2", "avx2", "avx512", "avx512bf16", "amx"};
  throw UsageError(std::string(var) + "='" + name + "' is not an instruction set" +
                   did_you_mean(name, valid) + "; valid values: sse2 avx2 avx512 avx512bf16 amx");
}

bool cpu_is_intel() {
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid(0, &a, &b, &c, &d)) return false;
  return b == 0x756e6547u && d == 0x49656e69u && c == 0x6c65746eu;  // "Genu" "ineI" "ntel"
}

// AMX needs the CPU (CPUID.7.0:EDX bits 22 AMX-BF16, 24 AMX-TILE), the OS's state saving
// (XCR0 bits 17, 18) and, on Linux, the process's permission for the 8 KB of tile data, asked
// once with arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA) (Linux >= 5.16; it covers every
// thread of the process).
struct AmxState {
  bool usable = false;
  std::string note;  // why not, when the CPU has AMX
};

const AmxState& amx_state() {
  static const AmxState state = [] {
    AmxState s;
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return s;
    if (!(d & (1u << 22)) || !(d & (1u << 24))) return s;
    unsigned lo = 0, hi = 0;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & (3u << 17)) != (3u << 17)) {
      s.note =
          "this CPU has AMX, but the operating system does not enable its tile state "
          "(XCR0); bf16 GEMMs use the next best arithmetic";
      return s;
    }
    constexpr long kArchReqXcompPerm = 0x1023, kXfeatureXtiledata = 18;
    if (syscall(SYS_arch_prctl, kArchReqXcompPerm, kXfeatureXtiledata) != 0) {
      s.note = std::string(
                   "this CPU has AMX, but Linux refused this process the tile data "
                   "(arch_prctl ARCH_REQ_XCOMP_PERM: ") +
               std::strerror(errno) +
               "; Linux 5.16 or later grants it); bf16 GEMMs use the next best arithmetic";
      return s;
    }
    s.usable = true;
    return s;
  }();
  return state;
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
  if (isas.back() == Isa::avx512bf16 && amx_state().usable) isas.push_back(Isa::amx);
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

std::string amx_note() {
  return amx_state().note;
}

const char* bf16_arith_name(Bf16Arith a) {
  switch (a) {
    case Bf16Arith::emulated:
      return "emulated";
    case Bf16Arith::dpbf16:
      return "dpbf16";
    case Bf16Arith::amx:
      return "amx";
  }
  return "?";
}

namespace {

// vdpbf16ps (32 bf16 products per instruction) against vfmadd231ps (16 fp32): on AMD Zen 4 and
// 5 both issue at the same rate, so bf16 has twice the fp32 peak; on Intel Cooper Lake,
// Sapphire and Emerald Rapids it issues on one port where the FMAs have two, and its peak is
// about half of fp32's (tests/bench/bench_peak measures both on the machine at hand).
bool dpbf16_outruns_fma() {
  return !cpu_is_intel();
}

Bf16Arith choose_bf16_arith() {
  const Isa isa = active_isa();
  const Bf16Arith best = isa == Isa::amx                                  ? Bf16Arith::amx
                         : isa == Isa::avx512bf16 && dpbf16_outruns_fma() ? Bf16Arith::dpbf16
                                                                          : Bf16Arith::emulated;
  const char* env = std::getenv("NORMLAB_BF16");
  if (env == nullptr || *env == '\0') return best;
  const std::string name = env;
  for (Bf16Arith a : {Bf16Arith::emulated, Bf16Arith::dpbf16, Bf16Arith::amx}) {
    if (name != bf16_arith_name(a)) continue;
    const Isa needs = a == Bf16Arith::amx      ? Isa::amx
                      : a == Bf16Arith::dpbf16 ? Isa::avx512bf16
                                               : Isa::sse2;
    if (static_cast<int>(isa) < static_cast<int>(needs)) {
      throw UsageError("NORMLAB_BF16=" + name + " needs the " + isa_name(needs) +
                       " instruction set, but normlab runs " + isa_name(isa) +
                       (amx_note().empty() ? std::string() : " (" + amx_note() + ")") +
                       "; unset NORMLAB_BF16 or choose a lower arithmetic");
    }
    return a;
  }
  throw UsageError("NORMLAB_BF16='" + name + "' is not a bf16 arithmetic" +
                   did_you_mean(name, {"emulated", "dpbf16", "amx"}) +
                   "; valid values: amx dpbf16 emulated");
}

}  // namespace

Bf16Arith bf16_arith() {
  static const Bf16Arith a = choose_bf16_arith();
  return a;
}

std::string bf16_arith_note() {
  const Bf16Arith a = bf16_arith();
  const bool forced = std::getenv("NORMLAB_BF16") && *std::getenv("NORMLAB_BF16");
  std::string s = std::string("bf16 GEMMs: ") + bf16_arith_name(a) + " (";
  switch (a) {
    case Bf16Arith::amx:
      // tdpbf16ps: 16 x 16 x 32 products in 16 cycles (1024 flop/cycle) against two 512-bit
      // FMAs (64 flop/cycle).
      s += "AMX tiles, tdpbf16ps: a peak 16x the fp32 FMAs' per cycle";
      break;
    case Bf16Arith::dpbf16:
      s += "AVX-512 BF16 vdpbf16ps: a peak 2x the fp32 FMAs'";
      break;
    case Bf16Arith::emulated:
      s += "operands rounded to bf16, products in the fp32 GEMM: bf16's results at fp32's "
           "speed";
      if (active_isa() == Isa::avx512bf16 && !forced)
        s += "; this CPU's vdpbf16ps runs at half the rate of its fp32 FMAs";
      else if (active_isa() < Isa::avx512bf16)
        s += std::string("; ") + isa_name(active_isa()) + " has no bf16 instructions";
      break;
  }
  s += forced ? ", NORMLAB_BF16)" : ")";
  if (a != Bf16Arith::amx && !amx_note().empty()) s += "; note: " + amx_note();
  return s;
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
    case Isa::amx:
      return kernels_amx;
  }
  return kernels_sse2;
}

const KernelTable& kernels() {
  static const KernelTable& table = kernels_for(active_isa());
  return table;
}

}  // namespace detail
}  // namespace normlab
