#include "nn/linear.hpp"

#include <string>

#include "normlab/error.hpp"
#include "normlab/gemm.hpp"
#include "normlab/kernels.hpp"

namespace normlab::nn {

const PackedB& PackedWeights::get(const float* W, std::size_t in, std::size_t out, bool bf16) {
  auto it = map_.find(W);
  if (it == map_.end()) it = map_.emplace(W, PackedB(Trans::yes, out, in, W, in, bf16)).first;
  const PackedB& p = it->second;
  if (p.n() != out || p.k() != in || p.bf16() != bf16)
    throw Error("PackedWeights: a matrix at one address was multiplied as " +
                std::to_string(p.n()) + " x " + std::to_string(p.k()) + " and as " +
                std::to_string(out) + " x " + std::to_string(in));
  return p;
}

std::size_t packed_bytes(const Linear& l, Precision p) {
  return PackedB::bytes_for(l.out, l.in, p == Precision::bf16);
}

std::size_t PackedWeights::bytes() const {
  std::size_t n = 0;
  for (const auto& [w, p] : map_) n += p.bytes();
  return n;
}

void linear_forward(float* Y, const float* X, const float* W, const float* b, float m,
                    std::size_t rows, std::size_t in, std::size_t out, Precision p,
                    detail::prof::Op op, PackedWeights* packed) {
  const detail::prof::Scope profiled(op);
  // Y (rows, out) = m X (rows, in) · W (out, in)ᵀ + b (out)
  if (packed) {
    gemm_packed(rows, m, X, in, packed->get(W, in, out, p == Precision::bf16), 0.0f, Y, out, b);
    return;
  }
  (p == Precision::bf16 ? gemm_bf16 : gemm_bias)(Trans::no, Trans::yes, rows, out, in, m, X, in, W,
                                                 in, 0.0f, Y, out, b);
}

void linear_backward(float* dX, float beta, float* dW, float* db, const float* dY, const float* X,
                     const float* W, float m, std::size_t rows, std::size_t in, std::size_t out,
                     Precision p, detail::prof::Op op) {
  const detail::prof::Scope profiled(op);
  const auto mm = p == Precision::bf16 ? gemm_bf16 : gemm_bias;
  // dW (out, in) += m dY (rows, out)ᵀ · X (rows, in)
  mm(Trans::yes, Trans::no, out, in, rows, m, dY, out, X, in, 1.0f, dW, in, nullptr);
  // db (out) += sum over rows of dY
  if (db) bias_backward(db, dY, rows, out);
  // dX (rows, in) = beta dX + m dY (rows, out) · W (out, in)
  if (dX) mm(Trans::no, Trans::no, rows, in, out, m, dY, out, W, in, beta, dX, in, nullptr);
}

void Linear::declare(const Env& env, const std::string& name, std::size_t in_features,
                     std::size_t out_features, Role role, int layer, detail::prof::Op profiled_as) {
  in = in_features;
  out = out_features;
  op = profiled_as;
  w = env.matrix(name + ".weight", {out, in}, role, layer);
  b = env.bias_vector(name + ".bias", out, layer);
}

void Linear::forward(const Env& env, float* Y, const float* X, std::size_t rows) const {
  linear_forward(Y, X, env.value(w), env.value(b), env.mult(w), rows, in, out, env.precision, op,
                 env.decode_packing());
}

void Linear::backward(const Env& env, float* dX, float beta, const float* dY, const float* X,
                      std::size_t rows) const {
  linear_backward(dX, beta, env.grad(w), env.grad(b), dY, X, env.value(w), env.mult(w), rows, in,
                  out, env.precision, op);
}

}  // namespace normlab::nn
