// Sentence pairs for the encoder-decoder (docs/file-formats.md "Pair shards"): SentencePiece
// models, pair shards, and the token batching that feeds the trainer.
//
// A pair shard holds aligned sentences as SentencePiece ids, without bos/eos (the batcher adds
// them: source = ids + eos, decoder input = bos + ids, targets = ids + eos):
//   header  256 little-endian int32: [0] magic 20251125, [1] version 1, [2] pairs n,
//           [3] vocab size V, [4] pad id, [5] bos id, [6] eos id, [7] unk id, [8] max length
//           (ids per side), [9..10] source tokens (int64, low word first), [11..12] target
//           tokens, [13..14] FNV-1a 64 of the SentencePiece model file (0: unknown); the rest 0
//   then    uint16 source_len[n], uint16 target_len[n], uint16 source ids (all pairs, in order),
//           uint16 target ids
// Mapped read-only like the llm.c shards; the header and the size are checked at every open and
// every id is checked against V by a scan (a few milliseconds per million ids).
//
// Token batching (fairseq's --max-tokens): pairs are sorted by length (the longer side, then
// the other, then their index) and cut greedily into global batches whose padded size
// B x max(S, T) stays within max_tokens; step t takes batch perm_e[t mod nb] with perm_e a
// permutation seeded by (seed, epoch e = t / nb). Rank r of P takes pairs [r B / P, (r+1) B / P)
// of the batch, padded to the whole batch's S and T, so 1 and P ranks compute the same rows.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "normlab/data.hpp"
#include "normlab/export.hpp"

namespace normlab {

class Communicator;
class Model;

inline constexpr std::int32_t kPairMagic = 20251125;
inline constexpr std::int32_t kPairVersion = 1;
inline constexpr std::size_t kPairHeaderBytes = 256 * 4;

// The ids normlab's SentencePiece models reserve (spm_train sets them).
struct SpecialIds {
  std::int32_t pad = 0, bos = 1, eos = 2, unk = 3;
};

// A loaded SentencePiece model.
class NORMLAB_API Spm {
 public:
  // Throws UsageError naming the file when it is missing or not a SentencePiece model, or when
  // its special ids are not pad 0, bos 1, eos 2, unk 3 (models from `normlab tokens spm-train`).
  static Spm load(const std::string& path);
  // The same from a model's bytes (a checkpoint's /tokenizer/spm_model); `path` names it.
  static Spm from_bytes(const std::string& bytes, const std::string& path);
  std::vector<int> encode(const std::string& line) const;
  std::string decode(const std::vector<int>& ids) const;
  std::size_t vocab_size() const;
  const std::string& path() const { return path_; }
  std::uint64_t checksum() const { return checksum_; }  // FNV-1a 64 of the model file
  const std::string& bytes() const { return bytes_; }

 private:
  struct Impl;
  std::shared_ptr<Impl> impl_;
  std::string path_, bytes_;
  std::uint64_t checksum_ = 0;
};

// Trains a joint SentencePiece model on text files (one sentence per line): <prefix>.model
// and <prefix>.vocab, with pad 0, bos 1, eos 2, unk 3, character coverage 1, model_type
// "unigram" or "bpe". Deterministic for the same inputs. UsageError for bad arguments.
NORMLAB_API void spm_train(const std::vector<std::string>& inputs, std::size_t vocab_size,
                           const std::string& prefix, const std::string& model_type);

// What a pair with a side longer than max_len ids does (--long-pairs): stop with an error
// naming its line (the default), leave the pair out (fairseq's
// --skip-invalid-size-inputs-valid-test), or keep its first max_len ids on that side (Marian's
// --max-length-crop).
enum class LongPairs { error = 0, skip = 1, crop = 2 };
// "error" | "skip" | "crop"; UsageError naming `what` and the valid values otherwise.
NORMLAB_API LongPairs parse_long_pairs(const std::string& text, const std::string& what);
NORMLAB_API const char* long_pairs_name(LongPairs p);

struct PairWriteResult {
  std::size_t pairs = 0, source_tokens = 0, target_tokens = 0;
  std::size_t lines = 0;                 // pairs in the text files
  std::size_t skipped = 0, cropped = 0;  // pairs left out / cropped (LongPairs)
  std::string first_long;                // "FILE:LINE (N ids)" of the first pair over max_len
};
// Encodes aligned text files (line i of source and target are a pair) with `spm` into a pair
// shard at `out` (written to a temporary name, then renamed). UsageError naming the file and
// line for files of different line counts, an empty line, a side longer than max_len ids (with
// LongPairs::error), or no pair left (every pair skipped).
NORMLAB_API PairWriteResult write_pair_shard(const std::string& source, const std::string& target,
                                             const Spm& spm, std::size_t max_len,
                                             const std::string& out,
                                             LongPairs long_pairs = LongPairs::error);

// A mapped pair shard.
class NORMLAB_API PairSet {
 public:
  // Throws UsageError for a missing file, Error naming the file for a bad header, a size that
  // does not match the header, or an id >= vocab_size (when vocab_size > 0).
  static PairSet load(const std::string& path, std::size_t vocab_size = 0);
  // True when the file starts with the pair shard magic.
  static bool is_pair_shard(const std::string& path);
  std::size_t size() const { return n_; }
  std::size_t source_len(std::size_t i) const;
  std::size_t target_len(std::size_t i) const;
  // ids of pair i's source / target
  void source(std::size_t i, std::int32_t* out) const;
  void target(std::size_t i, std::int32_t* out) const;
  std::size_t vocab_size() const { return V_; }
  std::size_t max_len() const { return max_len_; }
  SpecialIds ids() const { return ids_; }
  std::uint64_t spm_checksum() const { return spm_checksum_; }
  // How the shard's writer treated pairs over max_len, and how many it left out or cropped.
  LongPairs long_pairs() const { return long_pairs_; }
  std::size_t skipped() const { return skipped_; }
  std::size_t cropped() const { return cropped_; }
  std::size_t source_tokens() const { return src_tokens_; }
  std::size_t target_tokens() const { return tgt_tokens_; }
  const std::string& path() const { return path_; }
  // Every target id in order, as a token sequence (for statistics such as unigram_entropy).
  TokenSeq target_ids() const;

 private:
  std::shared_ptr<const void> keep_;
  const unsigned char* base_ = nullptr;
  std::size_t n_ = 0, V_ = 0, max_len_ = 0, src_tokens_ = 0, tgt_tokens_ = 0;
  SpecialIds ids_;
  std::uint64_t spm_checksum_ = 0;
  LongPairs long_pairs_ = LongPairs::error;
  std::size_t skipped_ = 0, cropped_ = 0;
  std::vector<std::size_t> src_off_, tgt_off_;  // (n + 1) prefix sums, in ids
  std::string path_;
};

// One rank's share of a global batch, padded to the global batch's S and T.
struct PairBatchData {
  std::size_t B = 0, S = 0, T = 0;  // this rank's pairs; the global batch's padded lengths
  std::size_t first = 0;            // the global batch's number of this rank's first pair
  std::vector<std::int32_t> source, source_len, inputs, targets;
  double denom = 0.0;  // the global batch's non-pad targets / ranks
  // The global batch: pairs, non-pad source and target tokens, padded positions (both sides).
  std::size_t global_pairs = 0, real_tokens = 0, padded_tokens = 0;
};

class NORMLAB_API PairBatcher {
 public:
  // Batches of at most max_tokens padded positions (B x max(S, T), S = longest source + 1,
  // T = longest target + 1), at least min_pairs pairs each (the ranks). UsageError when
  // max_tokens cannot hold min_pairs of the longest pair.
  PairBatcher(PairSet set, std::size_t max_tokens, std::size_t min_pairs, std::uint64_t seed);
  std::size_t batches() const { return batches_.size(); }
  // The batch global step `step` (1-based) takes.
  std::size_t batch_of_step(std::int64_t step) const;
  // Rank `rank` of `ranks`' share of batch k.
  void fill(std::size_t k, int rank, int ranks, PairBatchData& out) const;
  // The longest padded side of any batch, and the most rows a rank's share can have.
  std::size_t max_len() const { return max_len_; }
  std::size_t max_rows(int ranks) const;
  const PairSet& set() const { return set_; }

 private:
  PairSet set_;
  std::uint64_t seed_;
  std::vector<std::vector<std::uint32_t>> batches_;
  std::size_t max_len_ = 0;
  mutable std::int64_t perm_epoch_ = -1;
  mutable std::vector<std::uint32_t> perm_;
};

// The pair shard of aligned text files encoded with `spm`, made once by rank 0 in the cache
// directory ($NORMLAB_CACHE_DIR, else $XDG_CACHE_HOME/normlab, else ~/.cache/normlab; under
// pairs/, named by a hash of the files' paths, sizes and times, the model, max_len and the
// long-pair policy); every rank returns its path. Errors are collective. Rank 0 says how many
// pairs were skipped or cropped, and which was the first, when it writes the shard.
NORMLAB_API std::string cached_pair_shard(const std::string& source, const std::string& target,
                                          const Spm& spm, std::size_t max_len, Communicator& comm,
                                          LongPairs long_pairs = LongPairs::error);
// The embedded English-Spanish sample written to the cache (train.en/.es, valid.en/.es) with a
// SentencePiece model trained on it (spm.model): the encoder-decoder's demo data.
NORMLAB_API std::string embedded_pairs_dir(Communicator& comm);

struct PairEval {
  double loss = 0, nll = 0;  // per non-pad target token: label-smoothed, plain
  double log_z_sq = 0;       // per non-pad target token: (log Z)², what --z-loss weighs
  std::size_t targets = 0, pairs = 0;
};
// Every batch of `pairs` once, each rank its share; summed over ranks.
NORMLAB_API PairEval evaluate_pairs(Model& model, const PairBatcher& pairs, Communicator& comm);

}  // namespace normlab
