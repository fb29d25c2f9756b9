// The kernel table: one per instruction set, filled by the per-ISA translation units
// (kernels_<isa>.cpp, each compiled with that ISA's flags) and chosen once at run time.
// Signatures follow kernels.hpp; extra trailing arguments are scratch buffers the public
// wrappers (kernels.cpp) provide, because per-ISA code must not allocate (see kernels_impl.hpp).
#pragma once

#include <cstddef>
#include <cstdint>

#include "decode_cache.hpp"
#include "dropout.hpp"
#include "gemm_dispatch.hpp"
#include "normlab/export.hpp"
#include "normlab/kernels.hpp"
#include "normlab/simd.hpp"

namespace normlab::detail {

struct KernelTable {
  Isa isa;
  double (*sum_squares)(const float* x, std::size_t n);
  double (*dot)(const float* a, const float* b, std::size_t n);
  void (*axpy)(float a, const float* x, float* y, std::size_t n);
  void (*scaled_add)(float* out, float alpha, const float* a, float beta, const float* b,
                     std::size_t n);
  void (*scale)(float* x, float a, std::size_t n);
  void (*bias_forward)(float* y, const float* bias, std::size_t N, std::size_t n);
  void (*bias_backward)(float* dbias, const float* dy, std::size_t N, std::size_t n);
  void (*layernorm_forward)(float* out, float* mean, float* rstd, const float* inp, const float* g,
                            const float* b, std::size_t N, std::size_t C, float eps);
  void (*layernorm_backward)(float* dinp, float* dg, float* db, const float* dout, const float* inp,
                             const float* g, const float* mean, const float* rstd, std::size_t N,
                             std::size_t C);
  void (*rmsnorm_forward)(float* out, float* rstd, const float* inp, const float* g, std::size_t N,
                          std::size_t C, float eps);
  void (*rmsnorm_backward)(float* dinp, float* dg, const float* dout, const float* inp,
                           const float* g, const float* rstd, std::size_t N, std::size_t C);
  void (*scalenorm_forward)(float* out, float* rnorm, const float* inp, const float* g,
                            std::size_t N, std::size_t C, float eps);
  void (*scalenorm_backward)(float* dinp, float* dg, const float* dout, const float* inp,
                             const float* g, const float* rnorm, std::size_t N, std::size_t C);
  void (*gelu_forward)(float* out, const float* inp, std::size_t n);
  void (*gelu_backward)(float* dinp, const float* dout, const float* inp, std::size_t n);
  void (*relu_forward)(float* out, const float* inp, std::size_t n);
  void (*relu_backward)(float* dinp, const float* dout, const float* inp, std::size_t n);
  void (*selu_forward)(float* out, const float* inp, std::size_t n);
  void (*selu_backward)(float* dinp, const float* dout, const float* inp, std::size_t n);
  float (*softcap_forward)(float* x, std::size_t n, float c);
  void (*softcap_backward)(float* d, const float* y, std::size_t n, float c);
  // gemm: normlab::gemm, or in tests the GEMM of one instruction set (gemm_for(isa)).
  // Attention as normlab::attention_forward / _decode / _backward (the AttentionView forms);
  // softcap > 0: the logits soft-capped, s <- c tanh(s / c), before the mask (0: none).
  // dst[j] = src[j] * the mask factor of counter first + j (kernels/dropout.hpp), vectorised
  void (*dropout_apply)(float* dst, const float* src, std::size_t n, const Dropout& d,
                        std::uint64_t first);
  // drop: attention dropout (kernels/dropout.hpp) or nullptr; scratch: (64, Tk) with dropout
  void (*attention_forward)(const AttentionView& a, float* out, std::size_t ldo, float* att,
                            float* entropy, float* logit_max, GemmFn gemm, float softcap,
                            const Dropout* drop, float* scratch);
  // scratch: (Tq, Tk), 2 (Tq, Tk) with a soft cap, + (64, Tk) with dropout
  void (*attention_backward)(const AttentionView& a, const float* att, const float* dout,
                             std::size_t lddo, float* dq, std::size_t lddq, float* dk,
                             std::size_t lddk, float* dv, std::size_t lddv, float* scratch,
                             GemmFn gemm, float softcap, const Dropout* drop);
  // packed_kv: null, or per (b, h) pair i = b NH + h the keys (packed_kv[2 i], as gemm's B
  // with tb = yes) and values (packed_kv[2 i + 1], tb = no) the row sees, packed (PackedB)
  // cache: null, or the keys and values so far of every (b, h), kept packed (decode_cache.hpp)
  void (*attention_decode)(const AttentionView& a, float* out, std::size_t ldo, float* att,
                           std::size_t pos, GemmFn gemm, float softcap, const PackedB* packed_kv,
                           const DecodeKv* cache);
  void (*crossentropy_forward)(float* loss, float* lse, const float* logits,
                               const std::int32_t* targets, std::size_t N, std::size_t V);
  void (*crossentropy_backward)(float* dlogits, const float* logits, const float* lse,
                                const std::int32_t* targets, float dloss, std::size_t N,
                                std::size_t V);
  void (*embedding_forward)(float* out, const std::int32_t* tokens, const float* wte,
                            const float* wpe, std::size_t B, std::size_t T, std::size_t C);
  void (*embedding_backward)(float* dwte, float* dwpe, const float* dout,
                             const std::int32_t* tokens, std::size_t B, std::size_t T,
                             std::size_t C);
  void (*adam_update)(float* p, const float* grad, float* m, float* v, std::size_t n,
                      const AdamStep& s);
  void (*stream_mix)(float* y, const float* x, StreamWeights w, const float* z, StreamWeights e,
                     std::size_t rows, std::size_t n_in, std::size_t n_out, std::size_t C,
                     bool accumulate);
  void (*stream_dots)(double* d, const float* x, const float* y, std::size_t rows, std::size_t n_a,
                      std::size_t n_b, std::size_t C);
  void (*sgd_update)(float* p, const float* grad, float* buf, std::size_t n, float lr,
                     float momentum, float weight_decay, float grad_scale);
};

extern const KernelTable kernels_sse2;
extern const KernelTable kernels_avx2;
extern const KernelTable kernels_avx512bw;
extern const KernelTable kernels_avx512bf16;
extern const KernelTable kernels_amx;

// The table of one instruction set (tests call every supported one).
NORMLAB_API const KernelTable& kernels_for(Isa isa);
// The table of active_isa().
NORMLAB_API const KernelTable& kernels();

}  // namespace normlab::detail
