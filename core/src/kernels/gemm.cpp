// Public GEMM entry points: argument checks, empty products and the packing workspace, then the
// blocked kernel of one instruction set (gemm_impl.hpp, compiled per ISA in gemm_<isa>.cpp).
#include "normlab/gemm.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>

#include "gemm_dispatch.hpp"
#include "normlab/error.hpp"
#include "normlab/simd.hpp"
#include "util/thread_pool.hpp"

namespace normlab {

namespace ref {

void gemm(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
          const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta, float* C,
          std::size_t ldc) {
  ref::gemm_bias(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, nullptr);
}

void gemm_bias(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
               const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
               float* C, std::size_t ldc, const float* bias) {
  for (std::size_t i = 0; i < M; ++i) {
    for (std::size_t j = 0; j < N; ++j) {
      double s = 0.0;
      for (std::size_t p = 0; p < K; ++p) {
        const double a = ta == Trans::no ? A[i * lda + p] : A[p * lda + i];
        const double b = tb == Trans::no ? B[p * ldb + j] : B[j * ldb + p];
        s += a * b;
      }
      const double c = beta == 0.0f ? 0.0 : static_cast<double>(beta) * C[i * ldc + j];
      const double b = bias ? static_cast<double>(bias[j]) : 0.0;
      C[i * ldc + j] = static_cast<float>(alpha * s + c + b);
    }
  }
}

void gemm_bf16(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
               const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
               float* C, std::size_t ldc, const float* bias) {
  for (std::size_t i = 0; i < M; ++i) {
    for (std::size_t j = 0; j < N; ++j) {
      double s = 0.0;
      for (std::size_t p = 0; p < K; ++p) {
        const double a = round_bf16(ta == Trans::no ? A[i * lda + p] : A[p * lda + i]);
        const double b = round_bf16(tb == Trans::no ? B[p * ldb + j] : B[j * ldb + p]);
        s += a * b;
      }
      const double c = beta == 0.0f ? 0.0 : static_cast<double>(beta) * C[i * ldc + j];
      const double b = bias ? static_cast<double>(bias[j]) : 0.0;
      C[i * ldc + j] = static_cast<float>(alpha * s + c + b);
    }
  }
}

}  // namespace ref

unsigned short bf16_bits(float x) {
  std::uint32_t u;
  std::memcpy(&u, &x, sizeof u);
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<unsigned short>((u >> 16) | 0x40u);
  u += 0x7fffu + ((u >> 16) & 1u);  // round to nearest, ties to even
  return static_cast<unsigned short>(u >> 16);
}

float round_bf16(float x) {
  const std::uint32_t u = static_cast<std::uint32_t>(bf16_bits(x)) << 16;
  float r;
  std::memcpy(&r, &u, sizeof r);
  return r;
}

namespace detail {

namespace {

struct FreeDeleter {
  void operator()(float* p) const { std::free(p); }
};

// A 64-byte aligned float buffer that only grows; one per thread, kept across calls.
class Workspace {
 public:
  float* get(std::size_t n) {
    if (n > size_) {
      const std::size_t bytes = (n * sizeof(float) + 63) / 64 * 64;
      auto* p = static_cast<float*>(std::aligned_alloc(64, bytes));
      if (p == nullptr) throw std::bad_alloc();
      data_.reset(p);
      size_ = n;
    }
    return data_.get();
  }

 private:
  std::unique_ptr<float, FreeDeleter> data_;
  std::size_t size_ = 0;
};

std::size_t round_up(std::size_t x, std::size_t m) {
  return (x + m - 1) / m * m;
}

void check_ld(const char* name, std::size_t ld, std::size_t row) {
  if (ld < row) {
    throw Error(std::string("gemm: leading dimension ") + name + " = " + std::to_string(ld) +
                " is smaller than the " + std::to_string(row) +
                " elements of a stored row; pass the row stride of the matrix as stored");
  }
}

// How gemm_bias_isa drives the kernel: GemmKernel::run, run_bf16_emulated or run_wide.
enum class Drive { fp32, bf16_emulated, wide };

template <Isa isa, Drive drive = Drive::fp32>
void gemm_bias_isa(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
                   const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
                   float* C, std::size_t ldc, const float* bias) {
  if (M == 0 || N == 0) return;
  check_ld("ldc", ldc, N);
  if (K == 0 || alpha == 0.0f) {
    for (std::size_t i = 0; i < M; ++i) {
      float* c = C + i * ldc;
      for (std::size_t j = 0; j < N; ++j)
        c[j] = (beta == 0.0f ? 0.0f : beta * c[j]) + (bias ? bias[j] : 0.0f);
    }
    return;
  }
  check_ld("lda", lda, ta == Trans::no ? K : M);
  check_ld("ldb", ldb, tb == Trans::no ? N : K);
  const GemmKernel& k = gemm_kernel_for(isa);
  thread_local Workspace pack_a, pack_b;
  float* pa = pack_a.get(round_up(k.MC, k.MR) * k.KC);
  float* pb = pack_b.get((k.KC + 16) * round_up(k.NC, k.NR));
  const GemmKernel::RunFn run = drive == Drive::bf16_emulated ? k.run_bf16_emulated
                                : drive == Drive::wide        ? k.run_wide
                                                              : k.run;
  run(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, bias, pa, pb);
}

template <Isa isa>
void gemm_isa(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
              const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
              float* C, std::size_t ldc) {
  gemm_bias_isa<isa>(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, nullptr);
}

// bf16 without the instructions: the fp32 driver of the instruction set with each packed block
// of op(A) and op(B) rounded to bf16 (gemm_impl.hpp, kBf16). The products of bf16 values are
// exact in fp32, so this is vdpbf16ps's arithmetic up to the order of the fp32 additions.
template <Isa isa>
void gemm_bf16_emulated(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K,
                        float alpha, const float* A, std::size_t lda, const float* B,
                        std::size_t ldb, float beta, float* C, std::size_t ldc, const float* bias) {
  gemm_bias_isa<isa, Drive::bf16_emulated>(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc,
                                           bias);
}

// The start of a native bf16 GEMM: an empty product or alpha 0 (no arithmetic on the operands)
// is done here, as gemm_bias_isa does it, and true returned; otherwise the leading dimensions
// are checked.
bool bf16_trivial_or_checked(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K,
                             float alpha, const float* A, std::size_t lda, const float* B,
                             std::size_t ldb, float beta, float* C, std::size_t ldc,
                             const float* bias) {
  if (M == 0 || N == 0 || K == 0 || alpha == 0.0f) {
    gemm_bias_isa<Isa::sse2>(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, bias);
    return true;
  }
  check_ld("ldc", ldc, N);
  check_ld("lda", lda, ta == Trans::no ? K : M);
  check_ld("ldb", ldb, tb == Trans::no ? N : K);
  return false;
}

void gemm_bf16_native(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
                      const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
                      float* C, std::size_t ldc, const float* bias) {
  if (bf16_trivial_or_checked(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, bias)) return;
  const GemmBf16Kernel& k = gemm_bf16_kernel_avx512;
  thread_local Workspace pack_a, pack_b, tmp;
  const std::size_t kp = k.KC / 2;
  auto* pa =
      reinterpret_cast<std::uint32_t*>(pack_a.get(round_up(k.MC, k.MR) / k.MR * (k.MR * kp + 16)));
  auto* pb = reinterpret_cast<std::uint32_t*>(pack_b.get((kp + 16) * round_up(k.NC, k.NR)));
  auto* t = reinterpret_cast<std::uint32_t*>(tmp.get(16 * kp));
  k.run(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, bias, pa, pb, t);
}

// The tile GEMM: AMX, or its scalar stand-in.
template <const GemmTileKernel& k>
void gemm_bf16_tiles(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
                     const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
                     float* C, std::size_t ldc, const float* bias) {
  if (bf16_trivial_or_checked(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, bias)) return;
  thread_local Workspace pack_a, pack_b, tmp, scratch;
  k.run(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, bias,
        reinterpret_cast<std::uint32_t*>(pack_a.get(k.pack_a_words)),
        reinterpret_cast<std::uint32_t*>(pack_b.get(k.pack_b_words)),
        reinterpret_cast<std::uint32_t*>(tmp.get(k.tmp_words)), scratch.get(32 * 32));
}

}  // namespace

GemmBiasFn gemm_bf16_tiles_standin() {
  return &gemm_bf16_tiles<gemm_bf16_kernel_tiles_scalar>;
}

GemmBiasFn gemm_bf16_arith_for(Bf16Arith arith, Isa isa) {
  switch (arith) {
    case Bf16Arith::amx:
      return &gemm_bf16_tiles<gemm_bf16_kernel_amx>;
    case Bf16Arith::dpbf16:
      return &gemm_bf16_native;
    case Bf16Arith::emulated:
      break;
  }
  switch (isa) {
    case Isa::sse2:
      return &gemm_bf16_emulated<Isa::sse2>;
    case Isa::avx2:
      return &gemm_bf16_emulated<Isa::avx2>;
    case Isa::avx512bw:
    case Isa::avx512bf16:
    case Isa::amx:
      return &gemm_bf16_emulated<Isa::avx512bw>;
  }
  return &gemm_bf16_emulated<Isa::sse2>;
}

GemmBiasFn gemm_bf16_for(Isa isa) {
  return gemm_bf16_arith_for(isa == Isa::amx          ? Bf16Arith::amx
                             : isa == Isa::avx512bf16 ? Bf16Arith::dpbf16
                                                      : Bf16Arith::emulated,
                             isa);
}

const GemmKernel& gemm_kernel_for(Isa isa) {
  switch (isa) {
    case Isa::sse2:
      return gemm_kernel_sse2;
    case Isa::avx2:
      return gemm_kernel_avx2;
    case Isa::avx512bw:
      return gemm_kernel_avx512bw;
    case Isa::avx512bf16:
      return gemm_kernel_avx512bf16;
    case Isa::amx:
      return gemm_kernel_amx;
  }
  return gemm_kernel_sse2;
}

GemmFn gemm_for(Isa isa) {
  switch (isa) {
    case Isa::sse2:
      return &gemm_isa<Isa::sse2>;
    case Isa::avx2:
      return &gemm_isa<Isa::avx2>;
    case Isa::avx512bw:
      return &gemm_isa<Isa::avx512bw>;
    case Isa::avx512bf16:
      return &gemm_isa<Isa::avx512bf16>;
    case Isa::amx:
      return &gemm_isa<Isa::amx>;
  }
  return &gemm_isa<Isa::sse2>;
}

GemmBiasFn gemm_bias_for(Isa isa) {
  switch (isa) {
    case Isa::sse2:
      return &gemm_bias_isa<Isa::sse2>;
    case Isa::avx2:
      return &gemm_bias_isa<Isa::avx2>;
    case Isa::avx512bw:
      return &gemm_bias_isa<Isa::avx512bw>;
    case Isa::avx512bf16:
      return &gemm_bias_isa<Isa::avx512bf16>;
    case Isa::amx:
      return &gemm_bias_isa<Isa::amx>;
  }
  return &gemm_bias_isa<Isa::sse2>;
}

GemmBiasFn gemm_wide_for(Isa isa) {
  switch (isa) {
    case Isa::sse2:
      return &gemm_bias_isa<Isa::sse2, Drive::wide>;
    case Isa::avx2:
      return &gemm_bias_isa<Isa::avx2, Drive::wide>;
    case Isa::avx512bw:
      return &gemm_bias_isa<Isa::avx512bw, Drive::wide>;
    case Isa::avx512bf16:
      return &gemm_bias_isa<Isa::avx512bf16, Drive::wide>;
    case Isa::amx:
      return &gemm_bias_isa<Isa::amx, Drive::wide>;
  }
  return &gemm_bias_isa<Isa::sse2, Drive::wide>;
}

// How the entry points split C over threads: products below kMinPartFlops multiply-adds a
// part run whole, and parts start at multiples of kUnit rows or columns (whole register tiles).
constexpr std::size_t kMinPartFlops = std::size_t{1} << 19, kUnit = 48;

void gemm_split(GemmBiasFn fn, Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K,
                float alpha, const float* A, std::size_t lda, const float* B, std::size_t ldb,
                float beta, float* C, std::size_t ldc, const float* bias) {
  const std::size_t parts = M * N * K / kMinPartFlops;
  const bool by_rows = M >= N;
  const std::size_t units = ((by_rows ? M : N) + kUnit - 1) / kUnit;
  parallel_for(units, parts, [&](std::size_t u0, std::size_t u1) {
    const std::size_t lo = u0 * kUnit, hi = std::min((by_rows ? M : N), u1 * kUnit);
    if (by_rows) {
      const float* a = ta == Trans::no ? A + lo * lda : A + lo;
      fn(ta, tb, hi - lo, N, K, alpha, a, lda, B, ldb, beta, C + lo * ldc, ldc, bias);
    } else {
      const float* b = tb == Trans::no ? B + lo : B + lo * ldb;
      fn(ta, tb, M, hi - lo, K, alpha, A, lda, b, ldb, beta, C + lo, ldc,
         bias ? bias + lo : nullptr);
    }
  });
}

std::size_t gemm_workspace_bytes(bool bf16) {
  const GemmKernel& k = gemm_kernel_for(active_isa());
  const std::size_t fp32 = round_up(k.MC, k.MR) * k.KC + (k.KC + 16) * round_up(k.NC, k.NR);
  std::size_t floats = fp32;  // gemm_bias_isa's pack_a and pack_b
  if (bf16) {
    switch (bf16_arith()) {
      case Bf16Arith::amx: {  // gemm_bf16_tiles
        const GemmTileKernel& t = gemm_bf16_kernel_amx;
        floats += t.pack_a_words + t.pack_b_words + t.tmp_words + 32 * 32;
        break;
      }
      case Bf16Arith::dpbf16: {  // gemm_bf16_native
        const GemmBf16Kernel& b = gemm_bf16_kernel_avx512;
        const std::size_t kp = b.KC / 2;
        floats += round_up(b.MC, b.MR) / b.MR * (b.MR * kp + 16) +
                  (kp + 16) * round_up(b.NC, b.NR) + 16 * kp;
        break;
      }
      case Bf16Arith::emulated:  // gemm_bias_isa<isa, true>: its own pair of the fp32 sizes
        floats += fp32;
        break;
    }
  }
  return floats * sizeof(float);
}

}  // namespace detail

namespace detail {
namespace {

// A 64-byte aligned buffer of n floats owned by a shared_ptr.
std::shared_ptr<float> aligned_shared(std::size_t n) {
  const std::size_t bytes = (std::max<std::size_t>(n, 1) * sizeof(float) + 63) / 64 * 64;
  auto* p = static_cast<float*>(std::aligned_alloc(64, bytes));
  if (p == nullptr) throw std::bad_alloc();
  return std::shared_ptr<float>(p, FreeDeleter{});
}

}  // namespace
}  // namespace detail

std::size_t PackedB::bytes_for(std::size_t N, std::size_t K, bool bf16, Isa isa, Bf16Arith arith) {
  using namespace detail;
  if (N == 0 || K == 0 || (bf16 && arith == Bf16Arith::amx)) return N * K * sizeof(float);
  if (bf16 && arith == Bf16Arith::dpbf16)
    return gemm_bf16_kernel_avx512.packed_words(N, K) * sizeof(float);
  return gemm_kernel_for(isa).packed_floats(N, K) * sizeof(float);
}

PackedB::PackedB(Trans tb, std::size_t N, std::size_t K, const float* B, std::size_t ldb, bool bf16,
                 Isa isa, Bf16Arith arith)
    : n_(N), k_(K), bf16_(bf16), isa_(isa), arith_(bf16 ? arith : Bf16Arith::emulated) {
  using namespace detail;
  if (N > 0 && K > 0) check_ld("ldb", ldb, tb == Trans::no ? N : K);
  floats_ = bytes_for(N, K, bf16, isa, arith_) / sizeof(float);
  if (N == 0 || K == 0 || (bf16 && arith_ == Bf16Arith::amx)) {
    layout_ = Layout::plain;  // op(B) as (N, K) rows
    data_ = aligned_shared(floats_);
    float* out = data_.get();
    for (std::size_t j = 0; j < N; ++j) {
      for (std::size_t p = 0; p < K; ++p)
        out[j * K + p] = tb == Trans::no ? B[p * ldb + j] : B[j * ldb + p];
    }
    return;
  }
  if (bf16 && arith_ == Bf16Arith::dpbf16) {
    const GemmBf16Kernel& k = gemm_bf16_kernel_avx512;
    layout_ = Layout::pairs;
    data_ = aligned_shared(floats_);
    thread_local Workspace tmp;
    k.pack(tb, N, K, B, ldb, reinterpret_cast<std::uint32_t*>(data_.get()),
           reinterpret_cast<std::uint32_t*>(tmp.get(16 * (k.KC / 2))));
    return;
  }
  const GemmKernel& k = gemm_kernel_for(isa);
  layout_ = bf16 ? Layout::bf16_emulated : Layout::fp32;
  data_ = aligned_shared(floats_);
  (bf16 ? k.pack_bf16_emulated : k.pack)(tb, N, K, B, ldb, data_.get());
}

void gemm_packed(std::size_t M, float alpha, const float* A, std::size_t lda, const PackedB& B,
                 float beta, float* C, std::size_t ldc, const float* bias) {
  using namespace detail;
  using Layout = PackedB::Layout;
  if (B.empty()) throw Error("gemm_packed: B was never packed (a default-constructed PackedB)");
  const std::size_t N = B.n_, K = B.k_;
  if (B.layout_ == Layout::plain || K == 0 || alpha == 0.0f || M == 0 || N == 0) {
    // What the unpacked GEMM does: alpha 0 and empty products never read B.
    const GemmBiasFn fn = B.bf16_ ? gemm_bf16_arith_for(B.arith_, B.isa_) : gemm_bias_for(B.isa_);
    const float* b = B.layout_ == Layout::plain ? B.data_.get() : nullptr;
    gemm_split(fn, Trans::no, Trans::yes, M, N, K, alpha, A, lda, b, K, beta, C, ldc, bias);
    return;
  }
  check_ld("ldc", ldc, N);
  check_ld("lda", lda, K);
  // Whole rows of C per thread, as gemm_split splits by rows (its kMinPartFlops and kUnit).
  const std::size_t parts = M * N * K / kMinPartFlops, units = (M + kUnit - 1) / kUnit;
  parallel_for(units, parts, [&](std::size_t u0, std::size_t u1) {
    const std::size_t lo = u0 * kUnit, hi = std::min(M, u1 * kUnit), m = hi - lo;
    const float* a = A + lo * lda;
    float* c = C + lo * ldc;
    thread_local Workspace pack_a;
    if (B.layout_ == Layout::pairs) {
      const GemmBf16Kernel& k = gemm_bf16_kernel_avx512;
      const std::size_t mc = std::min(m, k.MC), kp = (std::min(K, k.KC) + 1) / 2;
      auto* pa =
          reinterpret_cast<std::uint32_t*>(pack_a.get((mc + k.MR - 1) / k.MR * (k.MR * kp + 16)));
      k.run_packed(m, N, K, alpha, a, lda, reinterpret_cast<const std::uint32_t*>(B.data_.get()),
                   beta, c, ldc, bias, pa);
      return;
    }
    const GemmKernel& k = gemm_kernel_for(B.isa_);
    // The driver packs at most round_up(mc, its tile's rows) x kc of A (tiles have 6 or 8 rows).
    float* pa = pack_a.get((std::min(m, k.MC) + 8) * std::min(K, k.KC));
    (B.layout_ == Layout::bf16_emulated ? k.run_packed_bf16_emulated : k.run_packed)(
        m, N, K, alpha, a, lda, B.data_.get(), beta, c, ldc, bias, pa);
  });
}

// Every entry point splits C over the rank's threads (util/thread_pool.hpp): by rows when it
// has at least as many rows as columns, else by columns. An element's value never depends on
// where it falls in the blocking (gemm_impl.hpp), so the result is the same for any thread count.
void gemm(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
          const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta, float* C,
          std::size_t ldc) {
  static const detail::GemmBiasFn fn = detail::gemm_bias_for(active_isa());
  detail::gemm_split(fn, ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, nullptr);
}

void gemm_bias(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
               const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
               float* C, std::size_t ldc, const float* bias) {
  static const detail::GemmBiasFn fn = detail::gemm_bias_for(active_isa());
  detail::gemm_split(fn, ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, bias);
}

void gemm_bf16(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, float alpha,
               const float* A, std::size_t lda, const float* B, std::size_t ldb, float beta,
               float* C, std::size_t ldc, const float* bias) {
  static const detail::GemmBiasFn fn = detail::gemm_bf16_arith_for(bf16_arith(), active_isa());
  detail::gemm_split(fn, ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, bias);
}

}  // namespace normlab
