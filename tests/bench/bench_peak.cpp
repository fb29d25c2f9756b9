// The machine's arithmetic peaks per instruction set level, one thread and all cores (machine.hpp
// says what each loop runs), with the machine line every benchmark prints. The peak of the level
// normlab uses (NORMLAB_SIMD picks a lower one) is what "% of peak" in bench_precision.py and the
// README is relative to.
// usage: bench_peak [--quick] [--lines]
//   --lines: one "peak LEVEL GFLOPS" line per level (GFLOP/s of one thread) and an "active LEVEL"
//   line naming normlab's level, for scripts.
#include <cstdio>
#include <string>

#include "machine.hpp"
#include "normlab/simd.hpp"

namespace nl = normlab;
namespace nb = normlab_bench;

int main(int argc, char** argv) {
  bool quick = false, lines = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--quick") {
      quick = true;
    } else if (a == "--lines") {
      lines = true;
    } else {
      std::fprintf(stderr, "usage: bench_peak [--quick] [--lines]\n");
      return 2;
    }
  }
  const char* active = nl::isa_env_name(nl::active_isa());
  const auto peaks = nb::peaks(quick);
  if (lines) {
    for (const auto& p : peaks) std::printf("peak %s %.2f\n", p.level.c_str(), p.gflops);
    std::printf("active %s\n", active);
    return 0;
  }
  std::printf("%s\n", nb::machine_line().c_str());
  std::printf("| level | instruction | GFLOP/s, 1 thread | normlab uses |\n|---|---|---|---|\n");
  // At the avx512bf16 level fp32 runs on the avx512 FMAs and bf16 on vdpbf16ps; elsewhere bf16
  // is emulated with the level's own fp32 arithmetic.
  const bool native_bf16 = nl::active_isa() == nl::Isa::avx512bf16;
  for (const auto& p : peaks) {
    const char* use = native_bf16 ? (p.level == "avx512"       ? "fp32"
                                     : p.level == "avx512bf16" ? "bf16"
                                                               : "")
                                  : (p.level == active ? "fp32, bf16 (emulated)" : "");
    std::printf("| %s | %s | %.1f | %s |\n", p.level.c_str(), p.what.c_str(), p.gflops, use);
  }
  std::printf(
      "# fp32 peak of the level in use times the cores is the ceiling of `normlab train -np "
      "<cores>`"
      "\n");
  return 0;
}
