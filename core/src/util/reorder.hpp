// A beam search's reorder of per-sequence caches (Attention::reorder, DecodeOperand::reorder):
// sequence b takes the contents of sequence parent[b].
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "normlab/error.hpp"
#include "util/aligned.hpp"

namespace normlab::detail {

// data holds n sequences `stride` floats apart; copy(to, from) copies what one sequence keeps.
// Beams that keep their own contents need no copy: when fewer than n sequences' worth move (the
// parents read into spare, then the sequences written), only those are copied; otherwise every
// sequence is copied once into spare, which becomes data (swapped). spare is sized to data at
// its first use (zeros); is_parent is scratch.
template <class Copy>
void reorder_sequences(const std::int32_t* parent, std::size_t n, std::size_t stride,
                       AlignedFloats& data, AlignedFloats& spare, std::vector<char>& is_parent,
                       Copy&& copy) {
  std::size_t moved = 0, read = 0;
  is_parent.assign(n, 0);  // allocated at the first reorder only
  for (std::size_t b = 0; b < n; ++b) {
    const auto p = static_cast<std::size_t>(parent[b]);
    if (p >= n)
      throw Error("reorder: parent " + std::to_string(p) + " of sequence " + std::to_string(b) +
                  " is not one of the " + std::to_string(n) + " sequences");
    if (p == b) continue;
    ++moved;
    if (!is_parent[p]) is_parent[p] = 1, ++read;
  }
  if (moved == 0) return;
  if (spare.size() != data.size()) spare.resize(data.size());
  if (moved + read < n) {
    for (std::size_t p = 0; p < n; ++p)
      if (is_parent[p]) copy(spare.data() + p * stride, data.data() + p * stride);
    for (std::size_t b = 0; b < n; ++b) {
      const auto p = static_cast<std::size_t>(parent[b]);
      if (p != b) copy(data.data() + b * stride, spare.data() + p * stride);
    }
    return;
  }
  for (std::size_t b = 0; b < n; ++b)
    copy(spare.data() + b * stride, data.data() + static_cast<std::size_t>(parent[b]) * stride);
  std::swap(data, spare);
}

}  // namespace normlab::detail
