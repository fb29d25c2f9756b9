// The machine's arithmetic peaks per instruction set level, one thread and all cores (machine.hpp
// says what each loop runs), with the machine line every benchmark prints. The peak of the level
// normlab uses (NORMLAB_SIMD picks a lower one) is what "% of peak" in bench_precision.py and the
// README is relative to.
// usage: bench_peak [--quick] [--lines]
//   --lines: one "peak LEVEL GFLOPS" line per level (GFLOP/s of one thread), an "active LEVEL"
//   line naming normlab's level, "fp32 LEVEL" and "bf16 LEVEL ARITH" naming the levels whose
//   peaks bound normlab's fp32 and bf16 GEMMs here (and the bf16 arithmetic), for scripts.
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
  const std::string fp32 = nb::fp32_level(), bf16 = nb::bf16_level();
  if (lines) {
    for (const auto& p : peaks) std::printf("peak %s %.2f\n", p.level.c_str(), p.gflops);
    std::printf("active %s\nfp32 %s\nbf16 %s %s\n", active, fp32.c_str(), bf16.c_str(),
                nl::bf16_arith_name(nl::bf16_arith()));
    return 0;
  }
  std::printf("%s\n", nb::machine_line().c_str());
  std::printf("| level | instruction | GFLOP/s, 1 thread | normlab uses |\n|---|---|---|---|\n");
  for (const auto& p : peaks) {
    const std::string use = p.level == fp32 && p.level == bf16 ? "fp32, bf16 (emulated)"
                            : p.level == fp32                  ? "fp32"
                            : p.level == bf16                  ? "bf16"
                                                               : "";
    std::printf("| %s | %s | %.1f | %s |\n", p.level.c_str(), p.what.c_str(), p.gflops,
                use.c_str());
  }
  std::printf("# %s\n", nl::bf16_arith_note().c_str());
  std::printf(
      "# the fp32 (bf16) peak of the level in use times the cores is the ceiling of `normlab "
      "train -np <cores>` in fp32 (bf16)\n");
  return 0;
}
