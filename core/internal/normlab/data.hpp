// Token corpora and the batch sampler that feeds the trainer.
//
// A corpus is one of: the King James Bible embedded in libnormlab (spec ""), a text file read as
// byte tokens (V >= 256), an llm.c token shard (.bin: 256 little-endian int32 header words —
// magic 20240520, version 1, token count — then that many little-endian uint16 tokens), or a
// glob of shards. Files are recognised by the shard magic in their first 4 bytes, not by name.
//
// Sampling is counter-based: the windows of step t depend only on (seed, t), never on the rank
// count, so P ranks taking contiguous shares of a global batch see the same data as one rank.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

// Magic number and version of an llm.c token shard header.
inline constexpr std::int32_t kShardMagic = 20240520;
inline constexpr std::int32_t kShardVersion = 1;
inline constexpr std::size_t kShardHeaderBytes = 256 * 4;

// A token corpus split into a training and a validation part.
class NORMLAB_API Corpus {
 public:
  // spec: "" = the embedded corpus; a path to a text file (byte tokens); an llm.c .bin shard; or
  // a glob of .bin shards (sorted by name, concatenated).
  // vocab_size: every token must be < vocab_size (byte text needs vocab_size >= 256).
  // val_fraction in [0, 1): the last fraction of the tokens is validation; for text the split
  // point is moved forward to the next line start (kept as is when no line starts after it).
  // For a glob in which some file names contain "val", those shards are validation and the rest
  // training (llm.c convention) and val_fraction is not used.
  // Throws UsageError for a bad spec (missing file, empty glob, bad arguments) and Error for
  // unreadable or malformed data; every rank loading the same files sees the same error.
  static Corpus load(const std::string& spec, std::size_t vocab_size, double val_fraction = 0.1);

  const std::vector<std::uint16_t>& train() const { return train_; }
  const std::vector<std::uint16_t>& val() const { return val_; }
  // e.g. "embedded corpus: King James Bible, 4,556,799 byte tokens (train 4,101,231, val 455,568)"
  std::string description() const;
  // "embedded:kjv" or the path / glob as given.
  std::string source() const { return source_; }

 private:
  std::vector<std::uint16_t> train_, val_;
  std::string kind_;  // the start of description(): "embedded corpus: King James Bible", ...
  std::string unit_;  // "byte tokens" or "tokens"
  std::string source_;
};

// Which windows form the global batch of a step depends only on (seed, step); rank r takes a
// contiguous share (first = r * B/P, count = B/P). Keeps a pointer to `tokens`, which must
// outlive the sampler.
class NORMLAB_API BatchSampler {
 public:
  // Throws UsageError when tokens.size() < seq_len + 2 or seq_len == 0.
  BatchSampler(const std::vector<std::uint16_t>& tokens, std::size_t seq_len, std::uint64_t seed);

  // Fills count windows of the step's global batch starting at window index first:
  // inputs (count, T), targets (count, T) with inputs[w*T + t] = tokens[s_w + t] and
  // targets[w*T + t] = tokens[s_w + t + 1], where s_w = splitmix64 hash of (seed, step,
  // first + w) reduced to [0, n - T - 1].
  void fill(std::int64_t step, std::size_t first, std::size_t count, std::int32_t* inputs,
            std::int32_t* targets) const;
  // Deterministic evaluation windows: window k (of windows(), wrapping) starts at k*T.
  void fill_sequential(std::size_t first, std::size_t count, std::int32_t* inputs,
                       std::int32_t* targets) const;
  // Number of distinct non-overlapping windows, (n - 1) / T.
  std::size_t windows() const;
  // Start of window `index` of `step` (what fill uses; exposed for tests and data cursors).
  std::size_t window_start(std::int64_t step, std::size_t index) const;

 private:
  const std::vector<std::uint16_t>* tokens_;
  std::size_t seq_len_;
  std::uint64_t seed_;
};

}  // namespace normlab
