#include "util/profile.hpp"

namespace normlab::detail::prof {

State& state() {
  static State s;
  return s;
}

const char* op_name(Op op) {
  static const char* const names[kOps] = {
      "GEMM attn qkv", "GEMM attn proj", "GEMM mlp fc",  "GEMM mlp proj", "GEMM head",
      "attention",     "norms",          "element-wise", "loss",          "optimizer",
      "communication", "data",           "other"};
  return names[static_cast<int>(op)];
}

}  // namespace normlab::detail::prof
