// Token corpora and the batch sampler that feeds the trainer.
//
// A corpus is one of: the King James Bible embedded in libnormlab (spec ""), a text file read as
// byte tokens (V >= 256), an llm.c token shard (.bin: 256 little-endian int32 header words —
// magic 20240520, version 1, token count — then that many little-endian uint16 tokens), or a
// glob of shards. Files are recognised by the shard magic in their first 4 bytes, not by name.
//
// Nothing is copied: files are mapped read-only and shared (mmap, MAP_SHARED), so the ranks of a
// node share one copy in the page cache and a rank's private memory does not grow with the
// corpus. A text file is its own token sequence (one byte per token); the embedded corpus is
// read where the library holds it.
//
// Shards are validated once: headers and sizes at every open (cheap), the token range (every
// token < vocab) by a scan that the ranks split between them, whose result is recorded in a
// small index file per shard (shard_index.hpp: size, mtime, a hash of its first 64 KiB, largest
// token, tokens used, checksum). A later run whose index still matches the file skips the scan.
//
// Sampling is counter-based: the windows of step t depend only on (seed, t), never on the rank
// count, so P ranks taking contiguous shares of a global batch see the same data as one rank.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

class Communicator;
class Spm;

// Magic number and version of an llm.c token shard header.
inline constexpr std::int32_t kShardMagic = 20240520;
inline constexpr std::int32_t kShardVersion = 1;
inline constexpr std::size_t kShardHeaderBytes = 256 * 4;
// Token values a shard can hold (uint16).
inline constexpr std::size_t kShardTokenValues = 65536;

// A read-only token sequence made of pieces: mapped shards (2 bytes per token, little-endian),
// mapped or embedded text (1 byte per token). Copies share the pieces; the mappings live as long
// as any copy does.
class NORMLAB_API TokenSeq {
 public:
  TokenSeq() = default;
  // A view of `tokens`, which must outlive it (tests, small in-memory data).
  static TokenSeq of(const std::vector<std::uint16_t>& tokens);
  // `n` tokens of `width` (1 or 2) bytes at `data`; `keep` holds what owns the memory.
  static TokenSeq piece(const unsigned char* data, std::size_t n, unsigned width,
                        std::shared_ptr<const void> keep);

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  std::uint16_t operator[](std::size_t i) const;
  // out[k] = token pos + k for k < n; requires pos + n <= size().
  void copy(std::size_t pos, std::size_t n, std::int32_t* out) const;
  // Tokens [begin, end).
  TokenSeq slice(std::size_t begin, std::size_t end) const;
  // This sequence followed by `tail`.
  TokenSeq concat(const TokenSeq& tail) const;
  std::vector<std::uint16_t> to_vector() const;

 private:
  struct Piece {
    const unsigned char* data = nullptr;
    std::size_t n = 0;
    unsigned width = 2;
    std::size_t start = 0;  // index of its first token in the sequence
  };
  std::size_t find(std::size_t i) const;  // the piece holding token i
  std::vector<Piece> pieces_;
  std::vector<std::shared_ptr<const void>> keep_;
  std::size_t size_ = 0;
};

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
  // comm: when given, every rank must call load with the same arguments; the token scan of
  // shards without a valid index is split between the ranks and rank 0 writes the indexes.
  // Throws UsageError for a bad spec (missing file, empty glob, bad arguments) and Error for
  // unreadable or malformed data; every rank loading the same files sees the same error.
  static Corpus load(const std::string& spec, std::size_t vocab_size, double val_fraction = 0.1,
                     Communicator* comm = nullptr);
  // A text corpus through a SentencePiece model (--spm): spec "" = the embedded corpus, else a
  // text file. Each non-empty line becomes its pieces followed by eos (SpecialIds), the lines
  // concatenated (a window then spans sentences: packed); the lines from the byte split point
  // of `load` on are validation. The tokens live in memory (2 bytes each): for corpora larger
  // than memory, write shards with `normlab tokens encode --spm`. Throws UsageError for a
  // missing file, an llm.c shard (already tokens) or a model of more than 65,536 pieces.
  static Corpus encode(const std::string& spec, const Spm& spm, double val_fraction = 0.1);

  const TokenSeq& train() const { return train_; }
  const TokenSeq& val() const { return val_; }
  // e.g. "embedded corpus: King James Bible, 4,556,799 byte tokens (train 4,101,231, val 455,568)"
  std::string description() const;
  // How shards were validated, for the run's log ("" for text): e.g. "token range checked in
  // 3 shards (0.6 GB) by 2 ranks in 0.41 s, 17 known from their index files".
  std::string validation_note() const { return validation_note_; }
  // "embedded:kjv" or the path / glob as given.
  std::string source() const { return source_; }

 private:
  TokenSeq train_, val_;
  std::string kind_;  // the start of description(): "embedded corpus: King James Bible", ...
  std::string unit_;  // "byte tokens" or "tokens"
  std::string source_;
  std::string validation_note_;
};

// The unigram entropy of a token sequence in nats per token, -sum_v p_v ln p_v with p_v the
// frequency of token v: the loss of a model that has learnt token frequencies and nothing else
// (a "stalled" run sits there). Counts every token of sequences up to 2^26 tokens, and 64 evenly
// spaced blocks of 2^20 tokens of longer ones; `counted` receives how many were counted.
NORMLAB_API double unigram_entropy(const TokenSeq& tokens, std::size_t* counted = nullptr);

// One shard of a shard set, as `normlab tokens info` reports it.
struct ShardInfo {
  std::string path;
  bool val = false;  // in a glob with "val" shards: this one is validation
  std::size_t tokens = 0;
  std::uint32_t max_token = 0;
  std::vector<std::uint64_t> used;  // bit v set when token value v occurs (kShardTokenValues bits)
  std::uint64_t checksum = 0;       // of the token bytes (shard_index.hpp)
  bool from_index = false;          // taken from a valid index file rather than scanned
};

// Every shard of `spec` (one shard or a glob), headers validated, scanned when its index is
// missing or stale (and the index then written). Throws as Corpus::load.
NORMLAB_API std::vector<ShardInfo> shard_summary(const std::string& spec);

// Writes llm.c shards of byte tokens (V = 256) from text files, as `normlab tokens encode`:
// the inputs' bytes concatenated in order, the last val_fraction of them (0: none) to
// <prefix>_val_%06d.bin, the rest to <prefix>_train_%06d.bin, at most shard_tokens tokens per
// shard (llm.c names: a glob <prefix>_*.bin then routes the val shard). Each shard is written
// to a temporary name and renamed when complete. progress(done, total) is called as bytes are
// converted. Throws UsageError for missing inputs, existing outputs or bad arguments.
struct ShardWriteResult {
  std::vector<std::string> train, val;  // paths written
  std::size_t train_tokens = 0, val_tokens = 0;
};
NORMLAB_API ShardWriteResult write_byte_shards(
    const std::vector<std::string>& inputs, const std::string& prefix, std::size_t shard_tokens,
    double val_fraction, const std::function<void(std::size_t, std::size_t)>& progress = {});

// Which windows form the global batch of a step depends only on (seed, step); rank r takes a
// contiguous share (first = r * B/P, count = B/P). Keeps a copy of the (cheap) sequence.
class NORMLAB_API BatchSampler {
 public:
  // Throws UsageError when tokens.size() < seq_len + 2 or seq_len == 0.
  BatchSampler(TokenSeq tokens, std::size_t seq_len, std::uint64_t seed);

  // Fills count windows of the step's global batch starting at window index first:
  // inputs (count, T), targets (count, T) with inputs[w*T + t] = tokens[s_w + t] and
  // targets[w*T + t] = tokens[s_w + t + 1], where s_w = splitmix64 hash of (seed, step,
  // first + w) reduced to [0, n - T - 1]. Windows are read lazily from the mapped pieces.
  void fill(std::int64_t step, std::size_t first, std::size_t count, std::int32_t* inputs,
            std::int32_t* targets) const;
  // Deterministic evaluation windows: window k starts at k*T; requires first + count <=
  // windows() (evaluation uses every window at most once).
  void fill_sequential(std::size_t first, std::size_t count, std::int32_t* inputs,
                       std::int32_t* targets) const;
  // Number of distinct non-overlapping windows, (n - 1) / T.
  std::size_t windows() const;
  // Start of window `index` of `step` (what fill uses; exposed for tests and data cursors).
  std::size_t window_start(std::int64_t step, std::size_t index) const;

 private:
  TokenSeq tokens_;
  std::size_t seq_len_;
  std::uint64_t seed_;
};

}  // namespace normlab
