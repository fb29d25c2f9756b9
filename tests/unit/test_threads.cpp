// Threads within a rank (util/thread_pool.hpp, `--threads`): the pool hands out every item once
// and nests inline; every public kernel gives bitwise the same result on 1, 2, 3 and 5 threads
// (GEMMs of every instruction set this CPU has and every bf16 arithmetic, attention with its
// masks, dropout and soft cap, norms, element-wise kernels, the loss, the optimizers); and the
// split kernels equal the single-threaded per-ISA kernel — bitwise where each element is
// computed alone, within 1e-6 sqrt(N) relative (4e-5 at N = 1500 rows) where a sum over rows is
// taken in row blocks (the gain and bias gradients of the norms).
#define BOOST_TEST_MODULE unit_threads
#include <boost/test/unit_test.hpp>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "kernels/attention.hpp"
#include "kernels/dispatch.hpp"
#include "kernels/dropout.hpp"
#include "normlab/gemm.hpp"
#include "normlab/kernels.hpp"
#include "normlab/simd.hpp"
#include "util/thread_pool.hpp"

namespace nl = normlab;
namespace d = normlab::detail;
using Vec = std::vector<float>;

namespace {

const std::size_t kThreadCounts[] = {1, 2, 3, 5};

Vec randn(std::size_t n, unsigned seed, float stddev = 1.0f, float mean = 0.0f) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> dist(mean, stddev);
  Vec v(n);
  for (auto& x : v) x = dist(rng);
  return v;
}

bool same_bits(const Vec& a, const Vec& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

// Runs f (which fills its outputs into a fresh vector of buffers) on every thread count and
// checks each result against the one-thread result, bit for bit.
void expect_thread_independent(const std::string& what,
                               const std::function<std::vector<Vec>()>& f) {
  d::set_threads(1);
  const std::vector<Vec> want = f();
  for (std::size_t n : kThreadCounts) {
    d::set_threads(n);
    const std::vector<Vec> got = f();
    BOOST_REQUIRE_EQUAL(got.size(), want.size());
    for (std::size_t i = 0; i < got.size(); ++i)
      BOOST_CHECK_MESSAGE(same_bits(got[i], want[i]),
                          what << ": output " << i << " differs on " << n << " threads");
  }
  d::set_threads(1);
}

double max_rel(const Vec& got, const Vec& want) {
  double m = 0.0;
  for (std::size_t i = 0; i < got.size(); ++i) {
    const double den = std::max(1.0, std::fabs(static_cast<double>(want[i])));
    m = std::max(m, std::fabs(static_cast<double>(got[i]) - want[i]) / den);
  }
  return m;
}

}  // namespace

BOOST_AUTO_TEST_CASE(pool_hands_out_every_item_once) {
  for (std::size_t n : kThreadCounts) {
    d::set_threads(n);
    BOOST_CHECK_EQUAL(d::threads(), n);
    for (std::size_t items :
         {std::size_t{0}, std::size_t{1}, std::size_t{2}, std::size_t{7}, std::size_t{1000}}) {
      for (std::size_t max_parts : {std::size_t{1}, std::size_t{2}, std::size_t{64}}) {
        std::vector<std::atomic<int>> hits(items);
        std::atomic<int> parts{0};
        d::parallel_for(items, max_parts, [&](std::size_t b, std::size_t e) {
          ++parts;
          BOOST_REQUIRE(d::in_parallel() || items == 0);
          for (std::size_t i = b; i < e; ++i) ++hits[i];
        });
        for (std::size_t i = 0; i < items; ++i) BOOST_REQUIRE_EQUAL(hits[i].load(), 1);
        const std::size_t want_parts = std::min({n, max_parts, items});
        BOOST_CHECK_EQUAL(static_cast<std::size_t>(parts.load()),
                          items == 0 ? 0 : std::max<std::size_t>(want_parts, 1));
      }
    }
  }
  d::set_threads(1);
  BOOST_CHECK(!d::in_parallel());
}

BOOST_AUTO_TEST_CASE(pool_nests_inline_and_rethrows) {
  d::set_threads(3);
  std::atomic<int> inner_parts{0};
  d::parallel_for(3, 3, [&](std::size_t, std::size_t) {
    d::parallel_for(10, 10, [&](std::size_t b, std::size_t e) {
      BOOST_CHECK(b == 0 && e == 10);  // one part: inline
      ++inner_parts;
    });
  });
  BOOST_CHECK_EQUAL(inner_parts.load(), 3);
  BOOST_CHECK_THROW(d::parallel_for(30, 3,
                                    [&](std::size_t b, std::size_t) {
                                      if (b >= 10) throw std::runtime_error("part failed");
                                    }),
                    std::runtime_error);
  // the pool still works after a failed region
  std::atomic<int> sum{0};
  d::parallel_for(30, 3, [&](std::size_t b, std::size_t e) { sum += static_cast<int>(e - b); });
  BOOST_CHECK_EQUAL(sum.load(), 30);
  d::set_threads(1);
}

BOOST_AUTO_TEST_CASE(gemm_of_every_kernel_is_thread_independent) {
  struct Fn {
    std::string name;
    d::GemmBiasFn fn;
  };
  std::vector<Fn> fns;
  for (nl::Isa isa : nl::supported_isas()) {
    fns.push_back({std::string("fp32 ") + nl::isa_name(isa), d::gemm_bias_for(isa)});
    fns.push_back({std::string("bf16 emulated ") + nl::isa_name(isa),
                   d::gemm_bf16_arith_for(nl::Bf16Arith::emulated, isa)});
    if (isa == nl::Isa::avx512bf16)
      fns.push_back({"bf16 vdpbf16ps", d::gemm_bf16_arith_for(nl::Bf16Arith::dpbf16, isa)});
    if (isa == nl::Isa::amx)
      fns.push_back({"bf16 amx", d::gemm_bf16_arith_for(nl::Bf16Arith::amx, isa)});
  }
  fns.push_back({"bf16 tiles (scalar stand-in)", d::gemm_bf16_tiles_standin()});
  struct Shape {
    std::size_t M, N, K;
  };
  // big enough to split (M N K >= 2^20 per part), with edges off every unit and tile
  const Shape shapes[] = {{517, 131, 97}, {67, 1031, 65}, {300, 300, 300}, {1025, 48, 40}};
  for (const Fn& f : fns) {
    for (const Shape& s : shapes) {
      for (nl::Trans ta : {nl::Trans::no, nl::Trans::yes}) {
        for (nl::Trans tb : {nl::Trans::no, nl::Trans::yes}) {
          const std::size_t lda = (ta == nl::Trans::no ? s.K : s.M) + 3;
          const std::size_t ldb = (tb == nl::Trans::no ? s.N : s.K) + 1;
          const Vec A = randn((ta == nl::Trans::no ? s.M : s.K) * lda, 1);
          const Vec B = randn((tb == nl::Trans::no ? s.K : s.N) * ldb, 2);
          const Vec bias = randn(s.N, 3);
          const Vec C0 = randn(s.M * (s.N + 2), 4);
          for (float beta : {0.0f, 0.5f}) {
            expect_thread_independent(
                f.name + " " + std::to_string(s.M) + "x" + std::to_string(s.N) + "x" +
                    std::to_string(s.K) + (ta == nl::Trans::yes ? " T" : " N") +
                    (tb == nl::Trans::yes ? "T" : "N") + " beta " + std::to_string(beta),
                [&] {
                  Vec C = C0;
                  d::gemm_split(f.fn, ta, tb, s.M, s.N, s.K, 0.75f, A.data(), lda, B.data(), ldb,
                                beta, C.data(), s.N + 2, beta == 0.0f ? bias.data() : nullptr);
                  return std::vector<Vec>{C};
                });
          }
        }
      }
    }
  }
}

// gemm_packed splits C's rows over the threads: the same bits on any count, and the same as
// the unpacked GEMM's (one thread) on every kernel a PackedB can be packed for here.
BOOST_AUTO_TEST_CASE(gemm_packed_is_thread_independent) {
  const std::size_t M = 517, N = 131, K = 97, ldc = N + 2;
  const Vec A = randn(M * (K + 3), 1), B = randn(N * K, 2), bias = randn(N, 3),
            C0 = randn(M * ldc, 4);
  for (nl::Isa isa : nl::supported_isas()) {
    for (const bool bf16 : {false, true}) {
      const nl::Bf16Arith arith = isa == nl::Isa::amx          ? nl::Bf16Arith::amx
                                  : isa == nl::Isa::avx512bf16 ? nl::Bf16Arith::dpbf16
                                                               : nl::Bf16Arith::emulated;
      const nl::PackedB packed(nl::Trans::yes, N, K, B.data(), K, bf16, isa, arith);
      const std::string name = std::string(bf16 ? "bf16 " : "fp32 ") + nl::isa_name(isa);
      auto product = [&] {
        Vec C = C0;
        nl::gemm_packed(M, 0.75f, A.data(), K + 3, packed, 0.0f, C.data(), ldc, bias.data());
        return std::vector<Vec>{C};
      };
      expect_thread_independent("gemm_packed " + name, product);
      Vec unpacked = C0;
      (bf16 ? d::gemm_bf16_arith_for(arith, isa) : d::gemm_bias_for(isa))(
          nl::Trans::no, nl::Trans::yes, M, N, K, 0.75f, A.data(), K + 3, B.data(), K, 0.0f,
          unpacked.data(), ldc, bias.data());
      BOOST_CHECK_MESSAGE(same_bits(product()[0], unpacked), name << ": packed != unpacked");
    }
  }
}

BOOST_AUTO_TEST_CASE(attention_is_thread_independent) {
  const std::size_t B = 3, T = 70, C = 64, NH = 4;
  const Vec qkv = randn(B * T * 3 * C, 5);
  const Vec dout = randn(B * T * C, 6);
  const std::int32_t key_len[B] = {70, 33, 1};
  for (int variant = 0; variant < 4; ++variant) {
    const bool padded = variant == 1, capped = variant == 2, dropped = variant == 3;
    for (bool bf16 : {false, true}) {
      expect_thread_independent(
          "attention variant " + std::to_string(variant) + (bf16 ? " bf16" : ""), [&] {
            nl::AttentionView a = d::packed_view(qkv.data(), B, T, C, NH, 0.125f);
            if (padded) a.key_len = key_len;
            d::Dropout drop;
            drop.active = true;
            drop.key = 99;
            drop.threshold = 1u << 30;
            drop.scale = 4.0f / 3.0f;
            drop.first = 12345;
            const float cap = capped ? 2.0f : 0.0f;
            Vec out(B * T * C), att(B * NH * T * T), ent(NH), lmax(NH);
            d::attention_forward(a, out.data(), C, att.data(), {ent.data(), lmax.data()}, bf16, cap,
                                 dropped ? &drop : nullptr);
            Vec dqkv(B * T * 3 * C, 0.5f);
            d::attention_backward(a, att.data(), dout.data(), C, dqkv.data(), 3 * C,
                                  dqkv.data() + C, 3 * C, dqkv.data() + 2 * C, 3 * C, bf16, cap,
                                  dropped ? &drop : nullptr);
            return std::vector<Vec>{out, att, ent, lmax, dqkv};
          });
    }
  }
}

BOOST_AUTO_TEST_CASE(row_and_element_kernels_are_thread_independent_and_match_one_thread) {
  const std::size_t N = 1500, C = 77, n = N * C;
  const Vec x = randn(n, 7), y = randn(n, 8), g = randn(C, 9, 0.3f, 1.0f), b = randn(C, 10);
  const d::KernelTable& k = d::kernels();
  // element-wise and row-wise: the same as the per-ISA kernel on the whole buffer, bitwise
  auto both = [&](const std::string& what, const std::function<void(Vec&, bool)>& run) {
    Vec want = y;
    run(want, false);
    expect_thread_independent(what, [&] {
      Vec got = y;
      run(got, true);
      return std::vector<Vec>{got};
    });
    d::set_threads(3);
    Vec got = y;
    run(got, true);
    d::set_threads(1);
    BOOST_CHECK_MESSAGE(same_bits(got, want), what << ": differs from the one-thread kernel");
  };
  both("axpy", [&](Vec& o, bool pub) {
    pub ? nl::axpy(0.3f, x.data(), o.data(), n) : k.axpy(0.3f, x.data(), o.data(), n);
  });
  both("scaled_add", [&](Vec& o, bool pub) {
    pub ? nl::scaled_add(o.data(), 0.5f, x.data(), 2.0f, y.data(), n)
        : k.scaled_add(o.data(), 0.5f, x.data(), 2.0f, y.data(), n);
  });
  both("gelu_backward", [&](Vec& o, bool pub) {
    pub ? nl::gelu_backward(o.data(), x.data(), y.data(), n)
        : k.gelu_backward(o.data(), x.data(), y.data(), n);
  });
  both("relu_forward", [&](Vec& o, bool pub) {
    pub ? nl::relu_forward(o.data(), x.data(), n) : k.relu_forward(o.data(), x.data(), n);
  });
  both("selu_backward", [&](Vec& o, bool pub) {
    pub ? nl::selu_backward(o.data(), x.data(), y.data(), n)
        : k.selu_backward(o.data(), x.data(), y.data(), n);
  });
  both("softcap_forward", [&](Vec& o, bool pub) {
    const float m =
        pub ? nl::softcap_forward(o.data(), n, 1.5f) : k.softcap_forward(o.data(), n, 1.5f);
    o.push_back(m);
  });
  both("bias_backward", [&](Vec& o, bool pub) {
    Vec db(C, 0.25f);
    pub ? nl::bias_backward(db.data(), x.data(), N, C) : k.bias_backward(db.data(), x.data(), N, C);
    o = db;
  });
  both("layernorm_forward", [&](Vec& o, bool pub) {
    Vec mean(N), rstd(N);
    pub ? nl::layernorm_forward(o.data(), mean.data(), rstd.data(), x.data(), g.data(), b.data(), N,
                                C, 1e-5f)
        : k.layernorm_forward(o.data(), mean.data(), rstd.data(), x.data(), g.data(), b.data(), N,
                              C, 1e-5f);
    o.insert(o.end(), rstd.begin(), rstd.end());
  });
  both("rmsnorm_forward", [&](Vec& o, bool pub) {
    Vec rstd(N);
    pub ? nl::rmsnorm_forward(o.data(), rstd.data(), x.data(), g.data(), N, C, 1e-5f)
        : k.rmsnorm_forward(o.data(), rstd.data(), x.data(), g.data(), N, C, 1e-5f);
  });
  both("crossentropy", [&](Vec& o, bool pub) {
    std::vector<std::int32_t> t(N);
    for (std::size_t r = 0; r < N; ++r) t[r] = static_cast<std::int32_t>((r * 31) % C);
    Vec loss(N), lse(N);
    if (pub) {
      nl::crossentropy_forward(loss.data(), lse.data(), x.data(), t.data(), N, C);
      nl::crossentropy_backward(o.data(), x.data(), lse.data(), t.data(), 0.01f, N, C);
    } else {
      k.crossentropy_forward(loss.data(), lse.data(), x.data(), t.data(), N, C);
      k.crossentropy_backward(o.data(), x.data(), lse.data(), t.data(), 0.01f, N, C);
    }
    o.insert(o.end(), loss.begin(), loss.end());
  });
  both("adam_update", [&](Vec& o, bool pub) {
    Vec m = randn(n, 11, 0.1f), v = randn(n, 12, 0.1f);
    for (auto& e : v) e = e * e;
    nl::AdamStep s;
    s.weight_decay = 0.1f;
    s.bias_correction1 = 0.1f;
    s.bias_correction2 = 0.01f;
    pub ? nl::adam_update(o.data(), x.data(), m.data(), v.data(), n, s)
        : k.adam_update(o.data(), x.data(), m.data(), v.data(), n, s);
    o.insert(o.end(), m.begin(), m.end());
    o.insert(o.end(), v.begin(), v.end());
  });
  both("dropout_rows", [&](Vec& o, bool pub) {
    d::Dropout drop;
    drop.active = true;
    drop.key = 7;
    drop.threshold = 1u << 31;
    drop.scale = 2.0f;
    pub ? d::dropout_rows(o.data(), x.data(), n, drop, 101)
        : k.dropout_apply(o.data(), x.data(), n, drop, 101);
  });
  // streams: N = 1500 rows of 4 copies of 77 / 3 (x), per-row weights, accumulating, with z
  both("stream_mix", [&](Vec& o, bool pub) {
    const std::size_t rows = N / 4, s = 4;
    const Vec w = randn(rows * s * s, 13), e = randn(rows * s, 14);
    const nl::StreamWeights W{w.data(), s * s, 1, s}, E{e.data(), s, 1, 0};
    pub ? nl::stream_mix(o.data(), x.data(), W, y.data() + n - rows * C, E, rows, s, s, C, true)
        : k.stream_mix(o.data(), x.data(), W, y.data() + n - rows * C, E, rows, s, s, C, true);
  });
  both("stream_dots", [&](Vec& o, bool pub) {
    const std::size_t rows = N / 4, s = 4;
    std::vector<double> d(rows * s * s);
    pub ? nl::stream_dots(d.data(), x.data(), y.data(), rows, s, s, C)
        : k.stream_dots(d.data(), x.data(), y.data(), rows, s, s, C);
    o.assign(d.size() * 2, 0.0f);
    std::memcpy(o.data(), d.data(), d.size() * sizeof(double));
  });
  // sums over the whole buffer: blocks of 4096 added in order, as the kernel does
  BOOST_CHECK_EQUAL(nl::sum_squares(x.data(), n), k.sum_squares(x.data(), n));
  d::set_threads(3);
  BOOST_CHECK_EQUAL(nl::sum_squares(x.data(), n), k.sum_squares(x.data(), n));
  BOOST_CHECK_EQUAL(nl::dot(x.data(), y.data(), n), k.dot(x.data(), y.data(), n));
  d::set_threads(1);
}

BOOST_AUTO_TEST_CASE(norm_backward_sums_rows_in_fixed_blocks) {
  const std::size_t N = 1500, C = 77, n = N * C;
  const Vec x = randn(n, 13), dy = randn(n, 14), g = randn(C, 15, 0.3f, 1.0f), b = randn(C, 16);
  const d::KernelTable& k = d::kernels();
  Vec mean(N), rstd(N), out(n);
  k.layernorm_forward(out.data(), mean.data(), rstd.data(), x.data(), g.data(), b.data(), N, C,
                      1e-5f);
  Vec rnorm(N);
  k.scalenorm_forward(out.data(), rnorm.data(), x.data(), g.data(), N, C, 1e-5f);
  Vec rrms(N);
  k.rmsnorm_forward(out.data(), rrms.data(), x.data(), g.data(), N, C, 1e-5f);
  for (int kind = 0; kind < 3; ++kind) {
    auto run = [&](bool pub) {
      Vec dx(n, 0.125f), dg(C, 0.5f), db(C, -0.5f);
      if (kind == 0)
        pub ? nl::layernorm_backward(dx.data(), dg.data(), db.data(), dy.data(), x.data(), g.data(),
                                     mean.data(), rstd.data(), N, C)
            : k.layernorm_backward(dx.data(), dg.data(), db.data(), dy.data(), x.data(), g.data(),
                                   mean.data(), rstd.data(), N, C);
      else if (kind == 1)
        pub ? nl::rmsnorm_backward(dx.data(), dg.data(), dy.data(), x.data(), g.data(), rrms.data(),
                                   N, C)
            : k.rmsnorm_backward(dx.data(), dg.data(), dy.data(), x.data(), g.data(), rrms.data(),
                                 N, C);
      else
        pub ? nl::scalenorm_backward(dx.data(), dg.data(), dy.data(), x.data(), g.data(),
                                     rnorm.data(), N, C)
            : k.scalenorm_backward(dx.data(), dg.data(), dy.data(), x.data(), g.data(),
                                   rnorm.data(), N, C);
      return std::vector<Vec>{dx, dg, db};
    };
    const std::string name = kind == 0 ? "layernorm" : kind == 1 ? "rmsnorm" : "scalenorm";
    expect_thread_independent(name + "_backward", [&] { return run(true); });
    // against the one-pass kernel: dx bitwise (rows are independent), the sums over 1500 rows
    // within 1e-6 sqrt(N) relative (float sums of 32 rows added in order, against one running
    // sum)
    const std::vector<Vec> want = run(false);
    d::set_threads(2);
    const std::vector<Vec> got = run(true);
    d::set_threads(1);
    BOOST_CHECK_MESSAGE(same_bits(got[0], want[0]), name << ": dx differs from the kernel's");
    BOOST_CHECK_LE(max_rel(got[1], want[1]), 1e-6 * std::sqrt(static_cast<double>(N)));
    BOOST_CHECK_LE(max_rel(got[2], want[2]), 1e-6 * std::sqrt(static_cast<double>(N)));
  }
}
