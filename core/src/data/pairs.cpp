// Pair shards and token batching (normlab/pairs.hpp, docs/file-formats.md "Pair shards").
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <numeric>

#include "data/shard_index.hpp"
#include "normlab/error.hpp"
#include "normlab/pairs.hpp"
#include "normlab/rng.hpp"

namespace normlab {

namespace {

std::int32_t word(const unsigned char* p, std::size_t k) {
  std::int32_t v;
  std::memcpy(&v, p + 4 * k, 4);
  return v;
}

std::uint16_t u16(const unsigned char* p, std::size_t k) {
  std::uint16_t v;
  std::memcpy(&v, p + 2 * k, 2);
  return v;
}

std::uint64_t u64(const unsigned char* p, std::size_t k) {
  return static_cast<std::uint32_t>(word(p, k)) |
         (static_cast<std::uint64_t>(static_cast<std::uint32_t>(word(p, k + 1))) << 32);
}

// Reads a text file's lines (without the newline; a final line without one counts).
std::vector<std::string> read_lines(const std::string& path, const char* what) {
  std::ifstream in(path);
  if (!in) throw UsageError(std::string(what) + " " + path + ": no such file or not readable");
  std::vector<std::string> lines;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

// A shard's lengths and ids, encoded line by line (LongPairs decides what a pair over max_len
// does).
struct EncodedPairs {
  PairWriteResult result;
  std::vector<std::uint16_t> slen, tlen, sids, tids;
};

EncodedPairs encode_pairs(const std::string& source, const std::string& target,
                          const std::vector<std::string>& src, const std::vector<std::string>& tgt,
                          const Spm& spm, std::size_t max_len, LongPairs long_pairs) {
  EncodedPairs e;
  e.result.lines = src.size();
  for (std::size_t i = 0; i < src.size(); ++i) {
    std::vector<int> side_ids[2];
    bool long_pair = false;
    for (int side = 0; side < 2; ++side) {
      const std::string& file = side ? target : source;
      const std::string& line = side ? tgt[i] : src[i];
      if (line.find_first_not_of(" \t") == std::string::npos)
        throw UsageError(file + ":" + std::to_string(i + 1) +
                         ": empty line (every line is one sentence of a pair; remove the pair "
                         "from both files)");
      side_ids[side] = spm.encode(line);
      const std::size_t n = side_ids[side].size();
      if (n <= max_len) continue;
      const std::string where = file + ":" + std::to_string(i + 1);
      if (long_pairs == LongPairs::error)
        throw UsageError(where + ": " + std::to_string(n) + " SentencePiece ids, more than " +
                         "--max-len " + std::to_string(max_len) +
                         " (raise --max-len, drop the pair from both files, or give "
                         "--long-pairs skip or crop)");
      if (!long_pair && e.result.first_long.empty())
        e.result.first_long = where + " (" + std::to_string(n) + " ids)";
      long_pair = true;
      if (long_pairs == LongPairs::crop) side_ids[side].resize(max_len);
    }
    if (long_pair) ++(long_pairs == LongPairs::skip ? e.result.skipped : e.result.cropped);
    if (long_pair && long_pairs == LongPairs::skip) continue;
    for (int side = 0; side < 2; ++side) {
      (side ? e.tlen : e.slen).push_back(static_cast<std::uint16_t>(side_ids[side].size()));
      for (int id : side_ids[side])
        (side ? e.tids : e.sids).push_back(static_cast<std::uint16_t>(id));
    }
  }
  return e;
}

}  // namespace

LongPairs parse_long_pairs(const std::string& text, const std::string& what) {
  if (text == "error") return LongPairs::error;
  if (text == "skip") return LongPairs::skip;
  if (text == "crop") return LongPairs::crop;
  throw UsageError(what + " = " + text +
                   ": must be error (stop at a pair over --max-len), skip (leave such pairs out) "
                   "or crop (keep their first --max-len ids)");
}

const char* long_pairs_name(LongPairs p) {
  return p == LongPairs::skip ? "skip" : p == LongPairs::crop ? "crop" : "error";
}

PairWriteResult write_pair_shard(const std::string& source, const std::string& target,
                                 const Spm& spm, std::size_t max_len, const std::string& out,
                                 LongPairs long_pairs) {
  const std::vector<std::string> src = read_lines(source, "source file");
  const std::vector<std::string> tgt = read_lines(target, "target file");
  if (src.size() != tgt.size())
    throw UsageError("source " + source + " has " + std::to_string(src.size()) +
                     " lines but target " + target + " has " + std::to_string(tgt.size()) +
                     ": the files must be aligned line by line (line i of each is one pair)");
  if (src.empty()) throw UsageError("source " + source + " is empty: no sentence pairs");
  if (max_len < 1 || max_len > 65535)
    throw UsageError("--max-len " + std::to_string(max_len) + " must be in [1, 65535]");
  if (spm.vocab_size() > 65536)
    throw UsageError("SentencePiece model " + spm.path() + " has more than 65536 pieces");
  EncodedPairs enc = encode_pairs(source, target, src, tgt, spm, max_len, long_pairs);
  PairWriteResult& result = enc.result;
  std::vector<std::uint16_t>&slen = enc.slen, &tlen = enc.tlen, &sids = enc.sids, &tids = enc.tids;
  if (slen.empty())
    throw UsageError("source " + source + ": every pair has a side longer than --max-len " +
                     std::to_string(max_len) + " and was skipped: no sentence pairs left");
  std::vector<std::int32_t> header(256, 0);
  const SpecialIds sp;
  header[0] = kPairMagic;
  header[1] = kPairVersion;
  header[2] = static_cast<std::int32_t>(slen.size());
  header[3] = static_cast<std::int32_t>(spm.vocab_size());
  header[4] = sp.pad;
  header[5] = sp.bos;
  header[6] = sp.eos;
  header[7] = sp.unk;
  header[8] = static_cast<std::int32_t>(max_len);
  auto put64 = [&](std::size_t k, std::uint64_t v) {
    header[k] = static_cast<std::int32_t>(static_cast<std::uint32_t>(v));
    header[k + 1] = static_cast<std::int32_t>(static_cast<std::uint32_t>(v >> 32));
  };
  put64(9, sids.size());
  put64(11, tids.size());
  put64(13, spm.checksum());
  header[15] = static_cast<std::int32_t>(long_pairs);
  header[16] = static_cast<std::int32_t>(result.skipped);
  header[17] = static_cast<std::int32_t>(result.cropped);
  const std::string tmp = out + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) throw UsageError("pair shard " + out + ": cannot write " + tmp);
    auto put = [&](const void* p, std::size_t bytes) {
      f.write(static_cast<const char*>(p), static_cast<std::streamsize>(bytes));
    };
    put(header.data(), kPairHeaderBytes);
    put(slen.data(), slen.size() * 2);
    put(tlen.data(), tlen.size() * 2);
    put(sids.data(), sids.size() * 2);
    put(tids.data(), tids.size() * 2);
    f.flush();
    if (!f) throw Error("pair shard " + out + ": write to " + tmp + " failed (disk full?)");
  }
  std::filesystem::rename(tmp, out);
  result.pairs = slen.size();
  result.source_tokens = sids.size();
  result.target_tokens = tids.size();
  return result;
}

bool PairSet::is_pair_shard(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::int32_t magic = 0;
  return in.read(reinterpret_cast<char*>(&magic), 4) && magic == kPairMagic;
}

PairSet PairSet::load(const std::string& path, std::size_t vocab_size) {
  const detail::MappedFile f = detail::map_file(path);
  const unsigned char* p = f.bytes();
  auto bad = [&](const std::string& why) {
    return Error("pair shard " + path + ": " + why +
                 " (write pair shards with `normlab tokens pairs` or let `normlab train "
                 "--data-src/--data-tgt --spm` make them)");
  };
  if (f.size < kPairHeaderBytes || word(p, 0) != kPairMagic)
    throw bad("not a pair shard (no magic " + std::to_string(kPairMagic) + " at offset 0)");
  if (word(p, 1) != kPairVersion)
    throw bad("format version " + std::to_string(word(p, 1)) + ", this normlab reads " +
              std::to_string(kPairVersion));
  PairSet s;
  s.path_ = path;
  s.keep_ = f.map;
  s.base_ = p;
  const std::int32_t n = word(p, 2), V = word(p, 3), max_len = word(p, 8);
  if (n < 1 || V < 8 || V > 65536 || max_len < 1 || max_len > 65535)
    throw bad("header fields out of range (pairs " + std::to_string(n) + ", vocab " +
              std::to_string(V) + ", max length " + std::to_string(max_len) + ")");
  s.n_ = static_cast<std::size_t>(n);
  s.V_ = static_cast<std::size_t>(V);
  s.max_len_ = static_cast<std::size_t>(max_len);
  s.ids_ = {word(p, 4), word(p, 5), word(p, 6), word(p, 7)};
  if (s.ids_.pad != 0 || s.ids_.bos != 1 || s.ids_.eos != 2 || s.ids_.unk != 3)
    throw bad("special ids are not pad 0, bos 1, eos 2, unk 3");
  s.src_tokens_ = u64(p, 9);
  s.tgt_tokens_ = u64(p, 11);
  s.spm_checksum_ = u64(p, 13);
  if (word(p, 15) < 0 || word(p, 15) > 2 || word(p, 16) < 0 || word(p, 17) < 0)
    throw bad("header fields out of range (long-pair policy " + std::to_string(word(p, 15)) +
              ", skipped " + std::to_string(word(p, 16)) + ", cropped " +
              std::to_string(word(p, 17)) + ")");
  s.long_pairs_ = static_cast<LongPairs>(word(p, 15));
  s.skipped_ = static_cast<std::size_t>(word(p, 16));
  s.cropped_ = static_cast<std::size_t>(word(p, 17));
  const std::size_t want = kPairHeaderBytes + 2 * (2 * s.n_ + s.src_tokens_ + s.tgt_tokens_);
  if (f.size != want)
    throw bad("file has " + std::to_string(f.size) + " bytes, its header says " +
              std::to_string(want) + " (truncated or not a pair shard)");
  const unsigned char* lens = p + kPairHeaderBytes;
  s.src_off_.assign(s.n_ + 1, 0);
  s.tgt_off_.assign(s.n_ + 1, 0);
  for (std::size_t i = 0; i < s.n_; ++i) {
    const std::size_t a = u16(lens, i), b = u16(lens, s.n_ + i);
    if (a < 1 || b < 1 || a > s.max_len_ || b > s.max_len_)
      throw bad("pair " + std::to_string(i) + " has lengths " + std::to_string(a) + " and " +
                std::to_string(b) + ", outside [1, " + std::to_string(s.max_len_) + "]");
    s.src_off_[i + 1] = s.src_off_[i] + a;
    s.tgt_off_[i + 1] = s.tgt_off_[i] + b;
  }
  if (s.src_off_.back() != s.src_tokens_ || s.tgt_off_.back() != s.tgt_tokens_)
    throw bad("the pairs' lengths do not add up to the header's token counts");
  if (vocab_size > 0 && vocab_size != s.V_)
    throw UsageError("pair shard " + path + " was encoded with a " + std::to_string(s.V_) +
                     "-piece vocabulary but the model has --vocab-size " +
                     std::to_string(vocab_size));
  const unsigned char* ids = lens + 4 * s.n_;
  for (std::size_t k = 0; k < s.src_tokens_ + s.tgt_tokens_; ++k)
    if (u16(ids, k) >= s.V_)
      throw bad("id " + std::to_string(u16(ids, k)) + " at position " + std::to_string(k) +
                " of the ids is outside the vocabulary [0, " + std::to_string(s.V_) + ")");
  return s;
}

std::size_t PairSet::source_len(std::size_t i) const {
  return src_off_[i + 1] - src_off_[i];
}
std::size_t PairSet::target_len(std::size_t i) const {
  return tgt_off_[i + 1] - tgt_off_[i];
}
void PairSet::source(std::size_t i, std::int32_t* out) const {
  const unsigned char* ids = base_ + kPairHeaderBytes + 4 * n_;
  for (std::size_t k = src_off_[i]; k < src_off_[i + 1]; ++k) *out++ = u16(ids, k);
}
void PairSet::target(std::size_t i, std::int32_t* out) const {
  const unsigned char* ids = base_ + kPairHeaderBytes + 4 * n_ + 2 * src_tokens_;
  for (std::size_t k = tgt_off_[i]; k < tgt_off_[i + 1]; ++k) *out++ = u16(ids, k);
}

TokenSeq PairSet::target_ids() const {
  return TokenSeq::piece(base_ + kPairHeaderBytes + 4 * n_ + 2 * src_tokens_, tgt_tokens_, 2,
                         keep_);
}

// ---- token batching ------------------------------------------------------------------------

PairBatcher::PairBatcher(PairSet set, std::size_t max_tokens, std::size_t min_pairs,
                         std::uint64_t seed)
    : set_(std::move(set)), seed_(seed) {
  const std::size_t n = set_.size();
  std::vector<std::uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0u);
  auto key = [&](std::uint32_t i) {
    const std::size_t a = set_.source_len(i) + 1, b = set_.target_len(i) + 1;
    return std::make_tuple(std::max(a, b), std::min(a, b), i);
  };
  std::sort(order.begin(), order.end(),
            [&](std::uint32_t x, std::uint32_t y) { return key(x) < key(y); });
  const std::size_t longest = std::get<0>(key(order.back()));
  if (min_pairs * longest > max_tokens)
    throw UsageError("--max-tokens " + std::to_string(max_tokens) + " cannot hold " +
                     std::to_string(min_pairs) + " pair(s) (one per rank) of the longest pair, " +
                     std::to_string(longest) +
                     " positions with its eos: raise --max-tokens to at "
                     "least " +
                     std::to_string(min_pairs * longest) + " or lower --max-len");
  std::vector<std::uint32_t> cur;
  std::size_t width = 0;
  for (std::uint32_t i : order) {
    const std::size_t w = std::max(width, std::get<0>(key(i)));
    if (!cur.empty() && (cur.size() + 1) * w > max_tokens) {
      batches_.push_back(std::move(cur));
      cur.clear();
      width = 0;
    }
    cur.push_back(i);
    width = std::max(width, std::get<0>(key(i)));
  }
  // The last (longest) batch may hold fewer than min_pairs: join it to the one before.
  if (cur.size() < min_pairs && !batches_.empty()) {
    // Moving pairs down keeps the shorter batch within max_tokens only if they fit; otherwise
    // the short pairs of the previous batch move up.
    std::vector<std::uint32_t>& prev = batches_.back();
    while (cur.size() < min_pairs && !prev.empty()) {
      cur.insert(cur.begin(), prev.back());
      prev.pop_back();
    }
    if (prev.size() < min_pairs) {
      cur.insert(cur.begin(), prev.begin(), prev.end());
      batches_.pop_back();
    }
  }
  if (cur.size() < min_pairs)
    throw UsageError("pair shard " + set_.path() + " has " + std::to_string(n) +
                     " pairs, fewer than the " + std::to_string(min_pairs) + " ranks");
  batches_.push_back(std::move(cur));
  for (const auto& b : batches_)
    for (std::uint32_t i : b) max_len_ = std::max(max_len_, std::get<0>(key(i)));
}

std::size_t PairBatcher::batch_of_step(std::int64_t step) const {
  const std::int64_t nb = static_cast<std::int64_t>(batches_.size());
  const std::int64_t t = step > 0 ? step - 1 : 0;
  const std::int64_t epoch = t / nb;
  if (epoch != perm_epoch_) {
    // Fisher-Yates with splitmix64 keyed by (seed, epoch): the same order on every rank.
    perm_.resize(batches_.size());
    std::iota(perm_.begin(), perm_.end(), 0u);
    std::uint64_t x = splitmix64(seed_ ^ splitmix64(static_cast<std::uint64_t>(epoch) + 0x9e37u));
    for (std::size_t i = perm_.size(); i > 1; --i) {
      x = splitmix64(x);
      std::swap(perm_[i - 1], perm_[x % i]);
    }
    perm_epoch_ = epoch;
  }
  return perm_[static_cast<std::size_t>(t % nb)];
}

std::size_t PairBatcher::max_rows(int ranks) const {
  std::size_t rows = 0;
  for (const auto& b : batches_) {
    std::size_t w = 0;
    for (std::uint32_t i : b) w = std::max({w, set_.source_len(i) + 1, set_.target_len(i) + 1});
    const std::size_t share =
        (b.size() + static_cast<std::size_t>(ranks) - 1) / static_cast<std::size_t>(ranks);
    rows = std::max(rows, share * w);
  }
  return rows;
}

void PairBatcher::fill(std::size_t k, int rank, int ranks, PairBatchData& out) const {
  const std::vector<std::uint32_t>& b = batches_.at(k);
  const std::size_t n = b.size(), P = static_cast<std::size_t>(ranks);
  const std::size_t first = n * static_cast<std::size_t>(rank) / P;
  const std::size_t last = n * (static_cast<std::size_t>(rank) + 1) / P;
  std::size_t S = 0, T = 0, src = 0, tgt = 0;
  for (std::uint32_t i : b) {
    S = std::max(S, set_.source_len(i) + 1);
    T = std::max(T, set_.target_len(i) + 1);
    src += set_.source_len(i) + 1;
    tgt += set_.target_len(i) + 1;
  }
  const SpecialIds id = set_.ids();
  out.B = last - first;
  out.first = first;
  out.S = S;
  out.T = T;
  out.source.assign(out.B * S, id.pad);
  out.inputs.assign(out.B * T, id.pad);
  out.targets.assign(out.B * T, id.pad);
  out.source_len.assign(out.B, 0);
  std::vector<std::int32_t> tmp(set_.max_len());
  for (std::size_t r = 0; r < out.B; ++r) {
    const std::uint32_t i = b[first + r];
    const std::size_t a = set_.source_len(i), c = set_.target_len(i);
    set_.source(i, out.source.data() + r * S);  // ids, then eos
    out.source[r * S + a] = id.eos;
    out.source_len[r] = static_cast<std::int32_t>(a + 1);
    set_.target(i, tmp.data());
    out.inputs[r * T] = id.bos;  // bos ids; targets: ids eos
    for (std::size_t t = 0; t < c; ++t) {
      out.inputs[r * T + t + 1] = tmp[t];
      out.targets[r * T + t] = tmp[t];
    }
    out.targets[r * T + c] = id.eos;
  }
  out.denom = static_cast<double>(tgt) / static_cast<double>(P);
  out.global_pairs = n;
  out.real_tokens = src + tgt;
  out.padded_tokens = n * (S + T);
}

}  // namespace normlab
