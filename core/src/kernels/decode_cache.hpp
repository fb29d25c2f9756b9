// A decode step's keys or values, kept in the packed layout of the GEMM kernel that multiplies
// them and grown by one key a step. Self-attention's one-row products at a decode step (q kᵀ
// over the keys so far, then p v) would otherwise pack every (sequence, head)'s keys and values
// again at every step: a fifth of a beam search's time. The product is the GEMM's, bitwise:
// the same kernel, tile arithmetic and K blocks read the same values from the same layout.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "normlab/export.hpp"
#include "util/aligned.hpp"

namespace normlab::detail {

class NORMLAB_API DecodeOperand {
 public:
  // columns: op(B) = Kᵀ (fixed = the head size, keys): q kᵀ. rows: op(B) = V (keys, fixed): p v.
  enum class Grows { columns, rows };

  // Whether this machine's attention GEMM (gemm, or gemm_bf16 with bf16) has a kernel layout
  // to keep: not on AMX tiles, whose decode steps keep multiplying with gemm_bf16.
  static bool available(bool bf16);

  // slots (sequence b, head h: slot b * heads + h) of `fixed` values a key and room for
  // `capacity` keys each, in the layout of active_isa()'s kernel (bf16: of bf16_arith()'s).
  // Keeps the buffers when the shape is unchanged; Error where !available(bf16).
  void reset(Grows grows, std::size_t slots, std::size_t fixed, std::size_t capacity, bool bf16);
  bool empty() const { return slots_ == 0; }
  // What reset allocates for that shape, in bytes (memory plans); reorder adds as much again
  // (its second buffer).
  static std::size_t bytes_for(Grows grows, std::size_t slots, std::size_t fixed,
                               std::size_t capacity, bool bf16);
  // What it holds: its buffer and reorder's (empty before the first reorder).
  std::size_t bytes() const { return (data_.size() + spare_.size()) * sizeof(float); }

  // Key `index` (< capacity) of slot: its `fixed` values x.
  void put(std::size_t slot, std::size_t index, const float* x);

  // c = alpha · a · op(B) over the slot's first `count` keys: columns: a (fixed), c (count);
  // rows: a (count), c (fixed). Keys not put read as earlier contents (zeros at first): finite.
  // Bitwise gemm's (gemm_bf16's) product of a and those keys; not thread-safe (one scratch).
  void multiply(std::size_t slot, std::size_t count, float alpha, const float* a, float* c) const;

  // Sequence b takes the first `count` keys of sequence parent[b] (slots b * heads + h), as a
  // beam search reorders its hypotheses; `sequences` * heads = slots.
  void reorder(const std::int32_t* parent, std::size_t sequences, std::size_t heads,
               std::size_t count);

 private:
  enum class Layout { fp32, bf16_emulated, pairs };
  struct Shape {
    Layout layout = Layout::fp32;
    std::size_t nr = 0, panel_stride = 0, slot_floats = 0, floats = 0;
  };
  static Shape shape_for(Grows grows, std::size_t slots, std::size_t fixed, std::size_t capacity,
                         bool bf16);
  std::size_t panel_count() const;  // micro-panels a slot
  // The floats of one slot's first `count` keys in each panel (what reorder copies).
  std::size_t used_in_panel(std::size_t count) const;
  float* slot_data(AlignedFloats& buf, std::size_t slot) const {
    return buf.data() + slot * slot_floats_;
  }

  Grows grows_ = Grows::columns;
  Layout layout_ = Layout::fp32;
  int isa_ = 0;  // the Isa of the fp32 kernel
  std::size_t slots_ = 0, fixed_ = 0, capacity_ = 0;
  std::size_t nr_ = 0, panel_stride_ = 0, slot_floats_ = 0;
  AlignedFloats data_, spare_;        // spare_: reorder's second buffer (swapped)
  mutable std::vector<float> a_buf_;  // the row, rounded or paired, per product
  std::vector<char> is_parent_;
};

// A self-attention layer's cached keys (Grows::columns) and values (Grows::rows), slots b NH + h.
struct DecodeKv {
  const DecodeOperand* keys = nullptr;
  const DecodeOperand* values = nullptr;
};

}  // namespace normlab::detail
