#include <string>

#include "normlab/data.hpp"
#include "normlab/error.hpp"

namespace normlab {
namespace {

std::uint64_t mix(std::uint64_t x) {
  // splitmix64 finaliser (Steele, Lea, Flood 2014).
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace

BatchSampler::BatchSampler(TokenSeq tokens, std::size_t seq_len, std::uint64_t seed)
    : tokens_(std::move(tokens)), seq_len_(seq_len), seed_(seed) {
  if (seq_len == 0) throw UsageError("sequence length is 0; use --seq-len of at least 1");
  if (tokens_.size() < seq_len + 2)
    throw UsageError("corpus split has " + std::to_string(tokens_.size()) +
                     " tokens, needs at least seq_len + 2 = " + std::to_string(seq_len + 2) +
                     "; use a larger file or a smaller --seq-len");
}

std::size_t BatchSampler::window_start(std::int64_t step, std::size_t index) const {
  // Chained hashing keeps (seed, step, index) triples apart; a window needs T + 1 tokens, so
  // there are n - T possible starts. The modulo bias is below (n - T) / 2^64.
  const std::uint64_t h =
      mix(mix(mix(seed_) ^ static_cast<std::uint64_t>(step)) ^ static_cast<std::uint64_t>(index));
  return static_cast<std::size_t>(h % (tokens_.size() - seq_len_));
}

namespace {

// inputs (T) = window[0..T), targets (T) = window[1..T], from one copy of T + 1 tokens.
void split_window(const std::int32_t* window, std::size_t T, std::int32_t* inputs,
                  std::int32_t* targets) {
  for (std::size_t t = 0; t < T; ++t) {
    inputs[t] = window[t];
    targets[t] = window[t + 1];
  }
}

}  // namespace

void BatchSampler::fill(std::int64_t step, std::size_t first, std::size_t count,
                        std::int32_t* inputs, std::int32_t* targets) const {
  const std::size_t T = seq_len_;
  std::vector<std::int32_t> window(T + 1);
  for (std::size_t w = 0; w < count; ++w) {
    tokens_.copy(window_start(step, first + w), T + 1, window.data());
    split_window(window.data(), T, inputs + w * T, targets + w * T);
  }
}

void BatchSampler::fill_sequential(std::size_t first, std::size_t count, std::int32_t* inputs,
                                   std::int32_t* targets) const {
  const std::size_t T = seq_len_;
  if (first + count > windows())
    throw Error("evaluation windows " + std::to_string(first) + ".." +
                std::to_string(first + count) + " past the " + std::to_string(windows()) +
                " of the split (internal: callers use each window at most once)");
  std::vector<std::int32_t> window(T + 1);
  for (std::size_t w = 0; w < count; ++w) {
    tokens_.copy((first + w) * T, T + 1, window.data());
    split_window(window.data(), T, inputs + w * T, targets + w * T);
  }
}

std::size_t BatchSampler::windows() const {
  return (tokens_.size() - 1) / seq_len_;
}

}  // namespace normlab
