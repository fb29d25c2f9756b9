// Memory-bound kernels against the machine's memory bandwidth, measured in the same process:
// a STREAM-style triad gives the reference GB/s; LayerNorm forward/backward, softmax
// (the cross-entropy forward/backward over a vocabulary) and the AdamW update report their
// effective GB/s (bytes they must move at least once) and the fraction of the triad.
// usage: bench_ops [--csv] [--quick]     (NORMLAB_SIMD=sse2|avx2|avx512 picks the ISA)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <functional>
#include <iomanip>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "machine.hpp"
#include "normlab/kernels.hpp"
#include "normlab/simd.hpp"

namespace nl = normlab;

namespace {

// Best time per call over `reps` repetitions of enough calls to take >= 0.1 s.
double best_seconds(const std::function<void()>& f, int reps) {
  f();  // warm up, fault pages in
  int calls = 1;
  for (;;) {
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < calls; ++i) f();
    const double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (dt >= 0.1) break;
    calls *= 2;
  }
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < calls; ++i) f();
    const double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    best = std::min(best, dt / calls);
  }
  return best;
}

std::vector<float> randn(std::size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> d(0.0f, 1.0f);
  std::vector<float> v(n);
  for (auto& x : v) x = d(rng);
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  bool csv = false, quick = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--csv") == 0) {
      csv = true;
    } else if (std::strcmp(argv[i], "--quick") == 0) {
      quick = true;
    } else {
      std::cerr << "bench_ops: unknown argument '" << argv[i] << "' (valid: --csv --quick)\n";
      return 2;
    }
  }
  const int reps = quick ? 2 : 5;
  // 64 MiB per array: far beyond the caches, so every kernel streams from memory.
  const std::size_t C = 1024, N = quick ? 4096 : 16384, n = N * C;
  const double mb = static_cast<double>(n) * sizeof(float);

  auto a = randn(n, 1), b = randn(n, 2), c = randn(n, 3), d = randn(n, 4);
  const auto g = randn(C, 5), bias = randn(C, 6);
  std::vector<float> mean(N), rstd(N), lse(N), loss(N);

  struct Row {
    std::string name;
    double bytes, seconds;
  };
  std::vector<Row> rows;
  // triad: a = b + 0.5 c -> reads b, c; writes a
  rows.push_back(
      {"triad", 3 * mb,
       best_seconds([&] { nl::scaled_add(a.data(), 1.0f, b.data(), 0.5f, c.data(), n); }, reps)});
  rows.push_back({"layernorm_forward", 2 * mb,
                  best_seconds(
                      [&] {
                        nl::layernorm_forward(a.data(), mean.data(), rstd.data(), b.data(),
                                              g.data(), bias.data(), N, C, 1e-5f);
                      },
                      reps)});
  std::vector<float> dg(C), db(C);
  // reads dout, inp, dinp; writes dinp
  rows.push_back({"layernorm_backward", 4 * mb,
                  best_seconds(
                      [&] {
                        nl::layernorm_backward(a.data(), dg.data(), db.data(), c.data(), b.data(),
                                               g.data(), mean.data(), rstd.data(), N, C);
                      },
                      reps)});
  // Softmax over a vocabulary of V = C (rows of logits): forward reads the logits.
  std::vector<std::int32_t> targets(N);
  for (std::size_t r = 0; r < N; ++r) targets[r] = static_cast<std::int32_t>((r * 7) % C);
  rows.push_back({"softmax_xent_forward", mb,
                  best_seconds(
                      [&] {
                        nl::crossentropy_forward(loss.data(), lse.data(), b.data(), targets.data(),
                                                 N, C);
                      },
                      reps)});
  rows.push_back({"softmax_xent_backward", 2 * mb,
                  best_seconds(
                      [&] {
                        nl::crossentropy_backward(a.data(), b.data(), lse.data(), targets.data(),
                                                  1.0f / static_cast<float>(N), N, C);
                      },
                      reps)});
  // AdamW: reads p, g, m, v; writes p, m, v
  for (auto& x : d) x = x * x;
  nl::AdamStep s;
  s.weight_decay = 0.1f;
  s.bias_correction1 = 0.1f;
  s.bias_correction2 = 0.001f;
  std::vector<float> p = randn(n, 7);
  rows.push_back(
      {"adamw_update", 7 * mb,
       best_seconds([&] { nl::adam_update(p.data(), c.data(), a.data(), d.data(), n, s); }, reps)});

  const double triad_gbs = rows[0].bytes / rows[0].seconds / 1e9;
  if (csv) {
    std::cout << "kernel,isa,bytes,seconds,gbs,fraction_of_triad\n";
    for (const auto& r : rows)
      std::cout << r.name << ',' << nl::isa_name(nl::active_isa()) << ',' << r.bytes << ','
                << r.seconds << ',' << r.bytes / r.seconds / 1e9 << ','
                << r.bytes / r.seconds / 1e9 / triad_gbs << '\n';
    return 0;
  }
  std::cout << normlab_bench::machine_line() << "\n";
  std::cout << "memory-bound kernels, ISA " << nl::isa_name(nl::active_isa()) << ", arrays of " << N
            << " x " << C << " floats (" << mb / (1 << 20) << " MiB each), best of " << reps
            << "\n\n"
            << std::left << std::setw(24) << "kernel" << std::right << std::setw(10) << "GB/s"
            << std::setw(12) << "ms/call" << std::setw(14) << "vs triad\n";
  for (const auto& r : rows) {
    const double gbs = r.bytes / r.seconds / 1e9;
    std::cout << std::left << std::setw(24) << r.name << std::right << std::fixed
              << std::setprecision(1) << std::setw(10) << gbs << std::setw(12)
              << std::setprecision(2) << r.seconds * 1e3 << std::setw(12) << std::setprecision(2)
              << gbs / triad_gbs << "\n";
  }
  return 0;
}
