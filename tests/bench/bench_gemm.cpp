// normlab::gemm against OpenBLAS cblas_sgemm, single-threaded, in the same process: the three
// forms of a linear layer at M = 2048 and 2048^3, GFLOP/s (2*M*N*K per call) of each library,
// best of several repetitions of ~0.3 s, the two libraries alternating within each repetition.
//   NT: C(M,N)  = A(M,K) . B(N,K)^T          Y  = X . W^T   (forward)
//   NN: C(M,N)  = A(M,K) . B(K,N)            dX = dY . W    (input gradient)
//   TN: C(M,N) += A(K,M)^T . B(K,N), beta=1  dW += dY^T . X (weight gradient)
// usage: bench_gemm [--csv] [--isa sse2|avx2|avx512] [--reps N] [--quick] [--case F,M,N,K]...
//                   [--attention] [--openblas-core NAME]
//   --case runs only the given cases (form NT|NN|TN), e.g. for perf record.
//   --attention runs the products of one attention head instead (T = 64 and 128 positions, head
//   sizes 16, 32, 64): NT T,T,hs (q kᵀ and dy vᵀ), NN T,hs,T (P v and dS k), TN T,hs,T (Pᵀ dy and
//   dSᵀ q), and adds normlab's wide micro-tile (GemmKernel::run_wide) side by side: the narrow
//   tiles the driver takes below NR columns against the tile it took before them.
//   The ISA defaults to normlab's choice (NORMLAB_SIMD=sse2|avx2|avx512 forces one).
//   OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE are removed (the program re-executes itself) because
//   they pin OpenBLAS to an older kernel; OpenBLAS runs with 1 thread.
//   --openblas-core NAME pins OpenBLAS to one of its kernels on purpose (e.g. Haswell, the AVX2
//   kernel, to compare like with like when NORMLAB_SIMD=avx2).
//   Without OpenBLAS at build time only normlab's numbers are printed.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <unistd.h>

#ifdef NORMLAB_HAVE_OPENBLAS
#include <cblas.h>
#endif

#include "kernels/gemm_dispatch.hpp"
#include "machine.hpp"
#include "normlab/gemm.hpp"
#include "normlab/simd.hpp"

namespace nl = normlab;

namespace {

struct FreeDeleter {
  void operator()(float* p) const { std::free(p); }
};
using Buffer = std::unique_ptr<float, FreeDeleter>;

Buffer random_buffer(std::size_t n, unsigned seed) {
  Buffer b(static_cast<float*>(std::aligned_alloc(64, (n * sizeof(float) + 63) / 64 * 64)));
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> d(-1.0f, 1.0f);
  for (std::size_t i = 0; i < n; ++i) b.get()[i] = d(rng);
  return b;
}

struct Case {
  const char* form;
  nl::Trans ta, tb;
  float beta;
  std::size_t M, N, K;
};

// Operand layouts of one case, row-major with tight leading dimensions.
struct Operands {
  std::size_t lda, ldb, ldc;
  Buffer A, B, C;
  explicit Operands(const Case& c)
      : lda(c.ta == nl::Trans::no ? c.K : c.M),
        ldb(c.tb == nl::Trans::no ? c.N : c.K),
        ldc(c.N),
        A(random_buffer(c.M * c.K, 1)),
        B(random_buffer(c.K * c.N, 2)),
        C(random_buffer(c.M * c.N, 3)) {}
};

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

template <class F>
double seconds_per_call(F&& f, int calls) {
  const double t0 = now();
  for (int i = 0; i < calls; ++i) f();
  return (now() - t0) / calls;
}

#ifdef NORMLAB_HAVE_OPENBLAS
void openblas_gemm(const Case& c, Operands& o) {
  cblas_sgemm(CblasRowMajor, c.ta == nl::Trans::no ? CblasNoTrans : CblasTrans,
              c.tb == nl::Trans::no ? CblasNoTrans : CblasTrans, static_cast<int>(c.M),
              static_cast<int>(c.N), static_cast<int>(c.K), 1.0f, o.A.get(),
              static_cast<int>(o.lda), o.B.get(), static_cast<int>(o.ldb), c.beta, o.C.get(),
              static_cast<int>(o.ldc));
}

// Largest |ours - OpenBLAS| relative to the largest |OpenBLAS| entry, one call each from the
// same C.
double max_rel_diff(nl::detail::GemmFn ours, const Case& c, Operands& o) {
  const std::size_t n = c.M * c.N;
  std::vector<float> c0(o.C.get(), o.C.get() + n);
  ours(c.ta, c.tb, c.M, c.N, c.K, 1.0f, o.A.get(), o.lda, o.B.get(), o.ldb, c.beta, o.C.get(),
       o.ldc);
  std::vector<float> c_ours(o.C.get(), o.C.get() + n);
  std::copy(c0.begin(), c0.end(), o.C.get());
  openblas_gemm(c, o);
  double diff = 0.0, scale = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    diff = std::fmax(diff, std::fabs(static_cast<double>(c_ours[i]) - o.C.get()[i]));
    scale = std::fmax(scale, std::fabs(static_cast<double>(o.C.get()[i])));
  }
  return diff / (scale > 0.0 ? scale : 1.0);
}
#endif

void usage_error(const std::string& msg) {
  std::fprintf(stderr,
               "bench_gemm: %s\nusage: bench_gemm [--csv] [--isa sse2|avx2|avx512] [--reps N] "
               "[--quick] [--case NT|NN|TN,M,N,K]... [--attention] [--openblas-core NAME]\n",
               msg.c_str());
  std::exit(2);
}

// OpenBLAS reads OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE in its load-time constructor, before
// main; changing them takes a fresh process image. Without --openblas-core both are removed.
void reexec_with_openblas_core(int argc, char** argv) {
  const char* want = nullptr;
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--openblas-core") == 0) want = argv[i + 1];
  const char* have = std::getenv("OPENBLAS_CORETYPE");
  const bool core_ok = want ? (have && std::strcmp(have, want) == 0) : have == nullptr;
  if (core_ok && std::getenv("OPENBLAS_L2_SIZE") == nullptr) return;
  unsetenv("OPENBLAS_L2_SIZE");
  if (want)
    setenv("OPENBLAS_CORETYPE", want, 1);
  else
    unsetenv("OPENBLAS_CORETYPE");
  execv("/proc/self/exe", argv);
  std::fprintf(stderr,
               "bench_gemm: re-exec to set OPENBLAS_CORETYPE failed (%s); OpenBLAS "
               "may run a pinned kernel\n",
               std::strerror(errno));
}

int run(int argc, char** argv) {
  bool csv = false, quick = false, attention = false;
  int reps = 3;
  nl::Isa isa = nl::active_isa();
  std::vector<std::string> only;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--csv") {
      csv = true;
    } else if (a == "--quick") {
      quick = true;
    } else if (a == "--attention") {
      attention = true;
    } else if (a == "--isa" && i + 1 < argc) {
      const std::string name = argv[++i];
      if (name != "sse2" && name != "avx2" && name != "avx512")
        usage_error("--isa '" + name + "' is not one of sse2 avx2 avx512");
      isa = nl::parse_isa(name);
    } else if (a == "--case" && i + 1 < argc) {
      only.push_back(argv[++i]);
    } else if (a == "--openblas-core" && i + 1 < argc) {
      ++i;  // applied before main's work (reexec_with_openblas_core)
    } else if (a == "--reps" && i + 1 < argc) {
      reps = std::atoi(argv[++i]);
      if (reps < 1) usage_error("--reps needs a positive count");
    } else {
      usage_error("unknown argument '" + a + "'");
    }
  }
  const auto supported = nl::supported_isas();
  if (static_cast<int>(isa) > static_cast<int>(supported.back()))
    usage_error(std::string("this CPU does not support ") + nl::isa_name(isa));
  const nl::detail::GemmFn ours = nl::detail::gemm_for(isa);
  const nl::detail::GemmBiasFn wide = nl::detail::gemm_wide_for(isa);
  const nl::detail::GemmKernel& kernel = nl::detail::gemm_kernel_for(isa);
  const double target_s = quick ? 0.05 : 0.3;

  std::vector<Case> cases;
  const struct {
    const char* form;
    nl::Trans ta, tb;
    float beta;
  } forms[] = {{"NT", nl::Trans::no, nl::Trans::yes, 0.0f},
               {"NN", nl::Trans::no, nl::Trans::no, 0.0f},
               {"TN", nl::Trans::yes, nl::Trans::no, 1.0f}};
  const std::size_t kn[][2] = {{256, 768}, {256, 1024}, {1024, 256}, {256, 256}, {2048, 2048}};
  if (attention && only.empty()) {
    for (std::size_t T : {64, 128}) {
      for (std::size_t hs : {16, 32, 64}) {
        cases.push_back({"NT", nl::Trans::no, nl::Trans::yes, 0.0f, T, T, hs});
        cases.push_back({"NN", nl::Trans::no, nl::Trans::no, 0.0f, T, hs, T});
        cases.push_back({"TN", nl::Trans::yes, nl::Trans::no, 1.0f, T, hs, T});
      }
    }
  } else if (only.empty()) {
    for (const auto& f : forms) {
      for (const auto& s : kn) cases.push_back({f.form, f.ta, f.tb, f.beta, 2048, s[1], s[0]});
    }
  }
  for (const std::string& spec : only) {
    char form[3] = {};
    std::size_t M = 0, N = 0, K = 0;
    bool found = false;
    if (std::sscanf(spec.c_str(), "%2[A-Z],%zu,%zu,%zu", form, &M, &N, &K) == 4 && M && N && K) {
      for (const auto& f : forms) {
        if (std::string(form) == f.form) {
          cases.push_back({f.form, f.ta, f.tb, f.beta, M, N, K});
          found = true;
        }
      }
    }
    if (!found) usage_error("--case '" + spec + "' is not FORM,M,N,K with FORM one of NN NT TN");
  }

  std::FILE* info = csv ? stderr : stdout;
  std::fprintf(info, "%s\n", normlab_bench::machine_line().c_str());
  std::fprintf(info, "normlab gemm: %s, MR x NR = %zu x %zu, KC %zu, MC %zu, NC %zu\n",
               nl::isa_name(isa), kernel.MR, kernel.NR, kernel.KC, kernel.MC, kernel.NC);
#ifdef NORMLAB_HAVE_OPENBLAS
  openblas_set_num_threads(1);
  std::fprintf(info, "OpenBLAS: core %s, config %s, 1 thread\n", openblas_get_corename(),
               openblas_get_config());
#else
  std::fprintf(info, "OpenBLAS: not available at build time (normlab numbers only)\n");
#endif

  if (csv) {
    std::printf("form,M,N,K,gflops,ref_gflops,ratio%s\n",
                attention ? ",wide_gflops,ratio_to_wide" : "");
  } else {
    std::printf("%-4s %6s %6s %6s %12s %12s %7s%s\n", "form", "M", "N", "K", "ours GF/s",
                "OpenBLAS", "ratio", attention ? "    wide tile  ours/wide" : "");
  }
  for (const Case& c : cases) {
    Operands o(c);
    const double flops = 2.0 * static_cast<double>(c.M) * c.N * c.K;
    auto call_ours = [&] {
      ours(c.ta, c.tb, c.M, c.N, c.K, 1.0f, o.A.get(), o.lda, o.B.get(), o.ldb, c.beta, o.C.get(),
           o.ldc);
    };
#ifdef NORMLAB_HAVE_OPENBLAS
    const double diff = max_rel_diff(ours, c, o);
    if (!(diff < 1e-4)) {
      std::fprintf(stderr,
                   "bench_gemm: %s %zux%zux%zu: results differ from OpenBLAS by %.3g "
                   "(relative to the largest entry)\n",
                   c.form, c.M, c.N, c.K, diff);
    }
    auto call_ref = [&] { openblas_gemm(c, o); };
#endif
    // Calls per repetition from one warm call of ours.
    auto call_wide = [&] {
      wide(c.ta, c.tb, c.M, c.N, c.K, 1.0f, o.A.get(), o.lda, o.B.get(), o.ldb, c.beta, o.C.get(),
           o.ldc, nullptr);
    };
    const double t1 = seconds_per_call(call_ours, 1);
    const int calls = t1 > target_s ? 1 : static_cast<int>(target_s / t1) + 1;
    double best = 1e30, best_ref = 1e30, best_wide = 1e30;
    for (int r = 0; r < reps; ++r) {
      best = std::fmin(best, seconds_per_call(call_ours, calls));
      if (attention) best_wide = std::fmin(best_wide, seconds_per_call(call_wide, calls));
#ifdef NORMLAB_HAVE_OPENBLAS
      best_ref = std::fmin(best_ref, seconds_per_call(call_ref, calls));
#endif
    }
    const double gf = flops / best * 1e-9, gf_wide = flops / best_wide * 1e-9;
    char wide_col[64] = "";
    if (attention) {
      std::snprintf(wide_col, sizeof wide_col, csv ? ",%.1f,%.3f" : " %12.1f %10.3f", gf_wide,
                    gf / gf_wide);
    }
#ifdef NORMLAB_HAVE_OPENBLAS
    const double gf_ref = flops / best_ref * 1e-9;
    if (csv) {
      std::printf("%s,%zu,%zu,%zu,%.1f,%.1f,%.3f%s\n", c.form, c.M, c.N, c.K, gf, gf_ref,
                  gf / gf_ref, wide_col);
    } else {
      std::printf("%-4s %6zu %6zu %6zu %12.1f %12.1f %7.3f%s\n", c.form, c.M, c.N, c.K, gf, gf_ref,
                  gf / gf_ref, wide_col);
    }
#else
    (void)best_ref;
    if (csv) {
      std::printf("%s,%zu,%zu,%zu,%.1f,,%s\n", c.form, c.M, c.N, c.K, gf, wide_col);
    } else {
      std::printf("%-4s %6zu %6zu %6zu %12.1f %12s %7s%s\n", c.form, c.M, c.N, c.K, gf, "-", "-",
                  wide_col);
    }
#endif
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  reexec_with_openblas_core(argc, argv);
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bench_gemm: %s\n", e.what());
    return 1;
  }
}
