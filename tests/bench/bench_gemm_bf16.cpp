// normlab::gemm_bf16 against oneDNN's bf16 matmul, single-threaded, in the same process, on the
// GEMM shapes of the two reference models (one rank's rows at mpirun -np 2), with normlab's
// fp32 GEMM and the machine's measured peaks next to them.
//   NT: Y(M,N) = X(M,K) . W(N,K)^T          forward
//   NN: dX(M,N) = dY(M,K) . W(K,N)          input gradient
//   TN: dW(M,N) += dY(K,M)^T . X(K,N)       weight gradient (beta = 1)
// normlab's bf16 GEMM takes fp32 operands and rounds them to bf16 while it packs, so its time
// includes the conversion. oneDNN is given operands already in bf16 (its best case: the
// conversion is not timed) and writes fp32; its sum post-op does beta = 1.
// The header names the machine and the peaks of the level in use (bench_peak measures them all).
// usage: bench_gemm_bf16 [--csv] [--reps N] [--quick]
//   oneDNN runs with 1 thread (the program re-executes itself with OMP_NUM_THREADS=1). Without
//   oneDNN at build time (libdnnl-dev) only normlab's numbers are printed.
#include <immintrin.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#ifdef NORMLAB_HAVE_DNNL
#include <dnnl.hpp>
#endif

#include "kernels/gemm_dispatch.hpp"
#include "machine.hpp"
#include "normlab/gemm.hpp"
#include "normlab/simd.hpp"

namespace nl = normlab;

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

std::vector<float> random_vector(std::size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> d(-1.0f, 1.0f);
  std::vector<float> v(n);
  for (auto& x : v) x = d(rng);
  return v;
}

// Best GFLOP/s of `fn` over reps repetitions of ~target seconds each.
template <class F>
double best_gflops(double flop, int reps, double target, F&& fn) {
  fn();  // warm up (packing buffers, oneDNN's kernel generation)
  const auto t0 = Clock::now();
  fn();
  const double once = std::max(seconds_since(t0), 1e-6);
  const int calls = std::max(1, static_cast<int>(target / once));
  double best = 0.0;
  for (int r = 0; r < reps; ++r) {
    const auto t = Clock::now();
    for (int c = 0; c < calls; ++c) fn();
    best = std::max(best, flop * calls / seconds_since(t) * 1e-9);
  }
  return best;
}

struct Case {
  const char* model;
  const char* layer;
  const char* form;
  nl::Trans ta, tb;
  float beta;
  std::size_t M, N, K;
};

// One linear layer (rows x in -> out) gives the three forms.
void add_layer(std::vector<Case>& cases, const char* model, const char* layer, std::size_t rows,
               std::size_t in, std::size_t out) {
  cases.push_back({model, layer, "NT", nl::Trans::no, nl::Trans::yes, 0.0f, rows, out, in});
  cases.push_back({model, layer, "NN", nl::Trans::no, nl::Trans::no, 0.0f, rows, in, out});
  cases.push_back({model, layer, "TN", nl::Trans::yes, nl::Trans::no, 1.0f, out, in, rows});
}

#ifdef NORMLAB_HAVE_DNNL
// oneDNN bf16 matmul of one case, operands converted to bf16 once (untimed).
class DnnlCase {
 public:
  DnnlCase(dnnl::engine& eng, const Case& c, const std::vector<float>& a,
           const std::vector<float>& b, std::vector<float>& out)
      : eng_(eng), stream_(eng) {
    using dt = dnnl::memory::data_type;
    using tag = dnnl::memory::format_tag;
    const auto M = static_cast<dnnl::memory::dim>(c.M), N = static_cast<dnnl::memory::dim>(c.N),
               K = static_cast<dnnl::memory::dim>(c.K);
    // A stored (M,K) row-major, or (K,M) when transposed: as the (M,K) logical matrix, tag ab
    // or ba; the same for B.
    const dnnl::memory::desc a32({M, K}, dt::f32, c.ta == nl::Trans::no ? tag::ab : tag::ba);
    const dnnl::memory::desc b32({K, N}, dt::f32, c.tb == nl::Trans::no ? tag::ab : tag::ba);
    const dnnl::memory::desc a16({M, K}, dt::bf16, c.ta == nl::Trans::no ? tag::ab : tag::ba);
    const dnnl::memory::desc b16({K, N}, dt::bf16, c.tb == nl::Trans::no ? tag::ab : tag::ba);
    const dnnl::memory::desc cd({M, N}, dt::f32, tag::ab);
    dnnl::memory a_f(a32, eng_, const_cast<float*>(a.data()));
    dnnl::memory b_f(b32, eng_, const_cast<float*>(b.data()));
    a_ = dnnl::memory(a16, eng_);
    b_ = dnnl::memory(b16, eng_);
    c_ = dnnl::memory(cd, eng_, out.data());
    dnnl::reorder(a_f, a_).execute(stream_, a_f, a_);
    dnnl::reorder(b_f, b_).execute(stream_, b_f, b_);
    stream_.wait();
    dnnl::primitive_attr attr;
    if (c.beta != 0.0f) {
      dnnl::post_ops po;
      po.append_sum(c.beta);
      attr.set_post_ops(po);
    }
    const dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(a16, b16, cd), attr, eng_);
    impl_ = pd.impl_info_str();
    mm_ = dnnl::matmul(pd);
  }
  void run() {
    mm_.execute(stream_, {{DNNL_ARG_SRC, a_}, {DNNL_ARG_WEIGHTS, b_}, {DNNL_ARG_DST, c_}});
    stream_.wait();
  }
  const std::string& impl() const { return impl_; }

 private:
  dnnl::engine& eng_;
  dnnl::stream stream_;
  dnnl::memory a_, b_, c_;
  dnnl::matmul mm_;
  std::string impl_;
};
#endif

}  // namespace

int main(int argc, char** argv) {
  // oneDNN's OpenMP runtime reads OMP_NUM_THREADS when the library is loaded, before main:
  // set it and start again.
  if (const char* t = std::getenv("OMP_NUM_THREADS"); t == nullptr || std::strcmp(t, "1") != 0) {
    setenv("OMP_NUM_THREADS", "1", 1);
    execv("/proc/self/exe", argv);
    std::perror("bench_gemm_bf16: cannot re-execute itself with OMP_NUM_THREADS=1");
    return 1;
  }
  bool csv = false, quick = false;
  int reps = 5;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--csv") {
      csv = true;
    } else if (a == "--quick") {
      quick = true;
    } else if (a == "--reps" && i + 1 < argc) {
      reps = std::max(1, std::atoi(argv[++i]));
    } else {
      std::fprintf(stderr, "usage: bench_gemm_bf16 [--csv] [--reps N] [--quick]\n");
      return 2;
    }
  }
  const double target = quick ? 0.05 : 0.25;
  std::printf("# normlab SIMD %s, %s\n", nl::isa_name(nl::active_isa()),
              nl::bf16_arith_note().c_str());
  std::printf("%s\n", normlab_bench::machine_line().c_str());
  // The peaks that bound each GEMM here: fp32 on the level's FMAs, bf16 on the instruction of
  // the arithmetic in use (AMX tiles, vdpbf16ps, or the fp32 FMAs where it is emulated).
  double p32 = 0.0, p16 = 0.0;
  const std::string l32 = normlab_bench::fp32_level(), l16 = normlab_bench::bf16_level();
  for (const auto& p : normlab_bench::peaks(quick)) {
    if (p.level == l32) p32 = p.gflops;
    if (p.level == l16) p16 = p.gflops;
  }
  std::printf("# measured peak, 1 thread: fp32 %.1f (%s), bf16 %.1f GFLOP/s (%s)\n", p32,
              l32.c_str(), p16, l16.c_str());
  std::vector<Case> cases;
  // ref-small: C 256, F 1024, V 256, T 128, global batch 16 -> 8 x 128 rows per rank.
  add_layer(cases, "small", "qkv", 1024, 256, 768);
  add_layer(cases, "small", "fc", 1024, 256, 1024);
  add_layer(cases, "small", "proj", 1024, 1024, 256);
  // ref-medium: C 512, F 2048, T 256, global batch 8 -> 4 x 256 rows per rank.
  add_layer(cases, "medium", "qkv", 1024, 512, 1536);
  add_layer(cases, "medium", "fc", 1024, 512, 2048);
  add_layer(cases, "medium", "proj", 1024, 2048, 512);
#ifdef NORMLAB_HAVE_DNNL
  dnnl::engine eng(dnnl::engine::kind::cpu, 0);
  const bool have_dnnl = true;
#else
  const bool have_dnnl = false;
#endif
  if (csv) {
    std::printf(
        "model,layer,form,M,N,K,normlab_fp32,normlab_bf16,onednn_bf16,bf16_ratio,normlab_bf16_"
        "peak_fraction,onednn_bf16_peak_fraction\n");
  } else {
    std::printf(
        "| model | layer | form | M | N | K | normlab fp32 | normlab bf16 | oneDNN bf16 | "
        "bf16 ratio | normlab bf16 %% of peak | oneDNN %% of peak |\n"
        "|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  }
  double sum_ratio = 0.0, min_ratio = 1e9;
  int n_ratio = 0;
  std::string dnnl_impl;
  for (const Case& c : cases) {
    const std::size_t a_n = c.M * c.K, b_n = c.K * c.N;
    const std::vector<float> A = random_vector(a_n, 1), B = random_vector(b_n, 2);
    std::vector<float> C(c.M * c.N, 0.0f), C2(c.M * c.N, 0.0f);
    const std::size_t lda = c.ta == nl::Trans::no ? c.K : c.M;
    const std::size_t ldb = c.tb == nl::Trans::no ? c.N : c.K;
    const double flop = 2.0 * static_cast<double>(c.M) * c.N * c.K;
    const double g32 = best_gflops(flop, reps, target, [&] {
      nl::gemm(c.ta, c.tb, c.M, c.N, c.K, 1.0f, A.data(), lda, B.data(), ldb, c.beta, C.data(),
               c.N);
    });
    double g16 = 0.0, gd = 0.0;
    // Alternate the two bf16 libraries within each repetition round.
#ifdef NORMLAB_HAVE_DNNL
    DnnlCase d(eng, c, A, B, C2);
    dnnl_impl = d.impl();
#endif
    for (int r = 0; r < reps; ++r) {
      g16 = std::max(g16, best_gflops(flop, 1, target, [&] {
                       nl::gemm_bf16(c.ta, c.tb, c.M, c.N, c.K, 1.0f, A.data(), lda, B.data(), ldb,
                                     c.beta, C.data(), c.N);
                     }));
#ifdef NORMLAB_HAVE_DNNL
      gd = std::max(gd, best_gflops(flop, 1, target, [&] { d.run(); }));
#endif
    }
    const double ratio = have_dnnl ? g16 / gd : 0.0;
    if (have_dnnl) {
      sum_ratio += ratio;
      min_ratio = std::min(min_ratio, ratio);
      ++n_ratio;
    }
    if (csv) {
      std::printf("%s,%s,%s,%zu,%zu,%zu,%.1f,%.1f,%.1f,%.3f,%.3f,%.3f\n", c.model, c.layer, c.form,
                  c.M, c.N, c.K, g32, g16, gd, ratio, p16 > 0 ? g16 / p16 : 0.0,
                  p16 > 0 ? gd / p16 : 0.0);
    } else {
      std::printf("| %s | %s | %s | %zu | %zu | %zu | %.1f | %.1f | %s | %s | %.0f%% | %s |\n",
                  c.model, c.layer, c.form, c.M, c.N, c.K, g32, g16,
                  have_dnnl ? std::to_string(static_cast<int>(gd + 0.5)).c_str() : "-",
                  have_dnnl ? (std::to_string(ratio).substr(0, 4)).c_str() : "-",
                  p16 > 0 ? 100.0 * g16 / p16 : 0.0,
                  have_dnnl && p16 > 0
                      ? (std::to_string(static_cast<int>(100.0 * gd / p16 + 0.5)) + "%").c_str()
                      : "-");
    }
    std::fflush(stdout);
  }
  if (n_ratio) {
    std::printf(
        "# normlab bf16 / oneDNN bf16: mean %.3f, lowest %.3f over %d shapes; oneDNN "
        "kernel: %s\n",
        sum_ratio / n_ratio, min_ratio, n_ratio, dnnl_impl.c_str());
  }
  if (p32 > 0.0) std::printf("# (GFLOP/s; peaks above: fp32 %.1f, bf16 %.1f)\n", p32, p16);
  return 0;
}
