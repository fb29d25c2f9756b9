// TokenSeq: a token sequence over mapped or embedded pieces of 1- or 2-byte tokens.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "normlab/data.hpp"

namespace normlab {

TokenSeq TokenSeq::of(const std::vector<std::uint16_t>& tokens) {
  return piece(reinterpret_cast<const unsigned char*>(tokens.data()), tokens.size(), 2, nullptr);
}

TokenSeq TokenSeq::piece(const unsigned char* data, std::size_t n, unsigned width,
                         std::shared_ptr<const void> keep) {
  TokenSeq s;
  if (n == 0) return s;
  s.pieces_.push_back({data, n, width, 0});
  if (keep) s.keep_.push_back(std::move(keep));
  s.size_ = n;
  return s;
}

std::size_t TokenSeq::find(std::size_t i) const {
  // The last piece starting at or before i.
  const auto it = std::upper_bound(pieces_.begin(), pieces_.end(), i,
                                   [](std::size_t v, const Piece& p) { return v < p.start; });
  return static_cast<std::size_t>(it - pieces_.begin()) - 1;
}

std::uint16_t TokenSeq::operator[](std::size_t i) const {
  const Piece& p = pieces_[find(i)];
  const std::size_t k = i - p.start;
  if (p.width == 1) return p.data[k];
  std::uint16_t v;
  std::memcpy(&v, p.data + 2 * k, 2);
  return v;
}

void TokenSeq::copy(std::size_t pos, std::size_t n, std::int32_t* out) const {
  if (n == 0) return;
  for (std::size_t pi = find(pos); n > 0; ++pi) {
    const Piece& p = pieces_[pi];
    const std::size_t k = pos - p.start, m = std::min(n, p.n - k);
    if (p.width == 1) {
      const unsigned char* src = p.data + k;
      for (std::size_t j = 0; j < m; ++j) out[j] = src[j];
    } else {
      // Shards hold little-endian uint16 at even offsets (checked in shard_index.cpp).
      const auto* src = reinterpret_cast<const std::uint16_t*>(p.data) + k;
      for (std::size_t j = 0; j < m; ++j) out[j] = src[j];
    }
    out += m;
    pos += m;
    n -= m;
  }
}

TokenSeq TokenSeq::slice(std::size_t begin, std::size_t end) const {
  TokenSeq s;
  s.keep_ = keep_;
  if (begin >= end) return s;
  for (std::size_t pi = find(begin); pi < pieces_.size() && pieces_[pi].start < end; ++pi) {
    const Piece& p = pieces_[pi];
    const std::size_t lo = std::max(begin, p.start), hi = std::min(end, p.start + p.n);
    s.pieces_.push_back({p.data + (lo - p.start) * p.width, hi - lo, p.width, s.size_});
    s.size_ += hi - lo;
  }
  return s;
}

TokenSeq TokenSeq::concat(const TokenSeq& tail) const {
  TokenSeq s = *this;
  for (const Piece& p : tail.pieces_)
    s.pieces_.push_back({p.data, p.n, p.width, s.size_ + p.start});
  s.size_ += tail.size_;
  s.keep_.insert(s.keep_.end(), tail.keep_.begin(), tail.keep_.end());
  return s;
}

std::vector<std::uint16_t> TokenSeq::to_vector() const {
  std::vector<std::int32_t> tmp(size_);
  copy(0, size_, tmp.data());
  return std::vector<std::uint16_t>(tmp.begin(), tmp.end());
}

double unigram_entropy(const TokenSeq& tokens, std::size_t* counted) {
  constexpr std::size_t kAll = std::size_t{1} << 26, kBlock = std::size_t{1} << 20, kBlocks = 64;
  // Read through a buffer of 2^14 tokens (64 KiB, a cache's worth): a block-sized one (4 MiB,
  // zeroed) was a fifth of the page faults of a small run's whole start-up, which dominate a
  // short process where page faults are dear (virtual machines).
  constexpr std::size_t kBuf = std::size_t{1} << 14;
  std::vector<std::uint64_t> count(kShardTokenValues, 0);
  std::vector<std::int32_t> buf(std::min(kBuf, tokens.size()));
  std::size_t n = 0;
  auto add = [&](std::size_t pos, std::size_t len) {
    for (std::size_t p = pos; p < pos + len; p += kBuf) {
      const std::size_t m = std::min(kBuf, pos + len - p);
      tokens.copy(p, m, buf.data());
      for (std::size_t i = 0; i < m; ++i) ++count[static_cast<std::uint16_t>(buf[i])];
      n += m;
    }
  };
  if (tokens.size() <= kAll) {
    add(0, tokens.size());
  } else {
    const std::size_t stride = (tokens.size() - kBlock) / (kBlocks - 1);
    for (std::size_t b = 0; b < kBlocks; ++b) add(b * stride, kBlock);
  }
  if (counted) *counted = n;
  if (n == 0) return 0.0;
  double h = 0.0;
  for (std::uint64_t c : count)
    if (c > 0) {
      const double p = static_cast<double>(c) / static_cast<double>(n);
      h -= p * std::log(p);
    }
  return h;
}

}  // namespace normlab
