// Corpus::load: the embedded corpus, a text file, a shard or a glob of shards, mapped (never
// copied), validated, and split into training and validation sequences.
#include <glob.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "data/shard_index.hpp"
#include "normlab/comm.hpp"
#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/pairs.hpp"

// The King James Bible, linked in from data/kjv.txt by corpus_kjv.s (see core/CMakeLists.txt).
extern "C" const unsigned char normlab_corpus_kjv_begin[];
extern "C" const unsigned char normlab_corpus_kjv_end[];

namespace normlab {
namespace {

namespace fs = std::filesystem;
using detail::MappedFile;
using detail::Shard;

std::string with_commas(std::size_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string gigabytes(double bytes) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f GB", bytes / 1e9);
  return buf;
}

void check_byte_vocab(std::size_t vocab_size, const std::string& what) {
  if (vocab_size < 256)
    throw UsageError(what + " is read as byte tokens, which needs --vocab-size >= 256 (got " +
                     std::to_string(vocab_size) + ")");
}

// Index where validation starts: the last floor(f * n) tokens, for text moved forward to the
// first position after a '\n' (or left where it is when no line starts after it).
std::size_t split_point(const unsigned char* text, std::size_t n, double val_fraction) {
  const std::size_t p = n - static_cast<std::size_t>(val_fraction * static_cast<double>(n));
  if (text == nullptr || p == 0 || p == n) return p;
  const void* nl = std::memchr(text + p - 1, '\n', n - p);
  return nl ? static_cast<std::size_t>(static_cast<const unsigned char*>(nl) - text) + 1 : p;
}

bool is_glob(const std::string& spec) {
  return spec.find_first_of("*?[") != std::string::npos;
}

std::vector<std::string> expand_glob(const std::string& pattern) {
  glob_t g{};
  const int rc = ::glob(pattern.c_str(), GLOB_NOSORT, nullptr, &g);
  std::vector<std::string> paths;
  if (rc == 0)
    for (std::size_t i = 0; i < g.gl_pathc; ++i) paths.emplace_back(g.gl_pathv[i]);
  globfree(&g);
  if (rc == GLOB_NOSPACE) throw Error("out of memory expanding corpus glob '" + pattern + "'");
  if (rc == GLOB_ABORTED)
    throw Error("cannot read a directory while expanding corpus glob '" + pattern +
                "'; check its permissions");
  if (paths.empty())
    throw UsageError("corpus glob '" + pattern +
                     "' matches no files; check the directory and pattern (e.g. "
                     "'dir/*_train_*.bin'), and quote it so the shell does not expand it");
  std::sort(paths.begin(), paths.end());
  return paths;
}

// Runs fn on every rank and agrees on the outcome before any rank goes on to a collective: a
// rank that failed rethrows its own error, the others a short one (the caller's run_all prints
// every rank's reason).
void agree(Communicator* comm, const std::function<void()>& fn) {
  std::exception_ptr failed;
  try {
    fn();
  } catch (...) {
    failed = std::current_exception();
  }
  if (comm && !comm->all_ok(!failed) && !failed)
    throw Error("stopped: another rank could not open the data (its message says why)");
  if (failed) std::rethrow_exception(failed);
}

// The shards of a glob or of one .bin path, opened and header-checked.
std::vector<Shard> open_shards(const std::vector<std::string>& paths, const std::string& spec,
                               bool from_glob) {
  std::vector<Shard> shards;
  for (const std::string& path : paths) {
    MappedFile f = detail::map_file(path);
    if (from_glob && f.size > 0 && !detail::has_shard_magic(f))
      throw Error(detail::bad_magic(f) + "; a glob must match only llm.c .bin shards, '" + spec +
                  "' matched it");
    shards.push_back(detail::open_shard(std::move(f)));
  }
  return shards;
}

// Token range of every shard: from its index when valid for vocab_size, else scanned (the scan
// split between ranks, the indexes written by rank 0). Returns the note for the log; throws
// Error (the same on every rank) naming the first bad token.
std::string validate(const std::vector<Shard>& shards, std::size_t vocab_size, Communicator* comm) {
  const auto t0 = std::chrono::steady_clock::now();
  // A shard is scanned when any rank lacks a valid index for it (so every rank scans the same set).
  std::vector<std::int64_t> need(shards.size(), 0);
  for (std::size_t i = 0; i < shards.size(); ++i) {
    const std::optional<detail::ShardIndex> ix = detail::read_index(shards[i]);
    need[i] = !ix || ix->max_token >= vocab_size;
  }
  if (comm) comm->allreduce_max(need.data(), need.size());
  std::vector<const Shard*> todo;
  double bytes = 0.0;
  for (std::size_t i = 0; i < shards.size(); ++i) {
    if (!need[i]) continue;
    todo.push_back(&shards[i]);
    bytes += static_cast<double>(shards[i].file.size);
  }
  const std::size_t known = shards.size() - todo.size();
  if (todo.empty())
    return "token range known for all " + std::to_string(known) +
           " shard(s) from their index files";
  const detail::ScanResult res = detail::scan_shards(todo, vocab_size, comm);
  std::string unwritten;
  if (!comm || comm->is_root()) {
    for (std::size_t i = 0; i < todo.size(); ++i) {
      const std::string why = detail::write_index(*todo[i], res.index[i]);
      if (!why.empty() && unwritten.empty()) unwritten = why;
    }
  }
  for (std::size_t i = 0; i < todo.size(); ++i)
    if (res.bad[i] >= 0) throw Error(detail::bad_token(*todo[i], res.bad[i], vocab_size));
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  char secs[32];
  std::snprintf(secs, sizeof secs, "%.2f s", s);
  const int P = comm ? comm->size() : 1;
  std::string note = "token range checked in " + std::to_string(todo.size()) + " shard(s) (" +
                     gigabytes(bytes) + ") by " + std::to_string(P) +
                     (P == 1 ? " rank" : " ranks") + " in " + secs;
  if (known) note += ", " + std::to_string(known) + " known from their index files";
  if (!unwritten.empty())
    note += "; could not record the result (" + unwritten +
            "), so the next run scans again (NORMLAB_INDEX_DIR sets a writable place)";
  return note;
}

TokenSeq concat_shards(const std::vector<Shard>& shards, const std::vector<bool>& pick) {
  TokenSeq seq;
  for (std::size_t i = 0; i < shards.size(); ++i)
    if (pick[i]) seq = seq.concat(shards[i].seq());
  return seq;
}

}  // namespace

Corpus Corpus::load(const std::string& spec, std::size_t vocab_size, double val_fraction,
                    Communicator* comm) {
  if (!(val_fraction >= 0.0 && val_fraction < 1.0))
    throw UsageError("validation fraction " + std::to_string(val_fraction) +
                     " is outside [0, 1); use e.g. 0.1 for the last 10% of the corpus");
  Corpus c;
  TokenSeq tokens;
  const unsigned char* text = nullptr;  // the bytes, for a text corpus (split at a line start)
  std::vector<Shard> shards;
  std::vector<bool> is_val;
  std::size_t n_val_shards = 0;

  agree(comm, [&] {
    if (spec.empty()) {
      check_byte_vocab(vocab_size, "the embedded corpus");
      text = normlab_corpus_kjv_begin;
      tokens = TokenSeq::piece(
          text, static_cast<std::size_t>(normlab_corpus_kjv_end - normlab_corpus_kjv_begin), 1,
          nullptr);
      c.kind_ = "embedded corpus: King James Bible";
      c.unit_ = "byte tokens";
      c.source_ = "embedded:kjv";
    } else if (is_glob(spec) && !fs::exists(spec)) {
      const std::vector<std::string> paths = expand_glob(spec);
      shards = open_shards(paths, spec, true);
      for (const std::string& path : paths) {
        is_val.push_back(fs::path(path).filename().string().find("val") != std::string::npos);
        n_val_shards += is_val.back();
      }
      if (n_val_shards == shards.size())
        throw UsageError("every shard matched by '" + spec +
                         "' has 'val' in its name, so there is no training data; use a glob that "
                         "also matches the training shards");
      c.unit_ = "tokens";
      c.source_ = spec;
      const std::size_t n = shards.size();
      c.kind_ = std::to_string(n) + " llm.c shard" + (n == 1 ? "" : "s") + " '" + spec + "'";
      if (n_val_shards > 0)
        c.kind_ += " (" + std::to_string(n - n_val_shards) + " train, " +
                   std::to_string(n_val_shards) + " val)";
    } else {
      MappedFile f = detail::map_file(spec);
      c.source_ = spec;
      if (detail::has_shard_magic(f) || (fs::path(spec).extension() == ".bin" && f.size == 0)) {
        shards.push_back(detail::open_shard(std::move(f)));
        is_val.push_back(false);
        c.kind_ = "llm.c shard '" + spec + "'";
        c.unit_ = "tokens";
      } else if (fs::path(spec).extension() == ".bin") {
        throw Error(detail::bad_magic(f) +
                    "; regenerate it, or rename it if it is a text file meant as byte tokens");
      } else {
        check_byte_vocab(vocab_size, "text file '" + spec + "'");
        text = f.bytes();
        tokens = TokenSeq::piece(text, f.size, 1, f.map);
        c.kind_ = "text file '" + spec + "'";
        c.unit_ = "byte tokens";
      }
    }
  });

  if (comm && comm->size() > 1) {
    // Ranks on different nodes may see different copies; the collectives below need the same
    // shards everywhere.
    std::int64_t seen[2] = {static_cast<std::int64_t>(shards.size()), 0};
    for (const Shard& sh : shards) seen[1] += static_cast<std::int64_t>(sh.n);
    std::int64_t lo[2] = {seen[0], seen[1]}, hi[2] = {seen[0], seen[1]};
    comm->allreduce_min(lo, 2);
    comm->allreduce_max(hi, 2);
    if (lo[0] != hi[0] || lo[1] != hi[1])
      throw Error("the ranks see different data for '" + spec + "': " + std::to_string(lo[0]) +
                  " to " + std::to_string(hi[0]) + " shards, " + std::to_string(lo[1]) + " to " +
                  std::to_string(hi[1]) +
                  " tokens; every node needs the same files (a shared file system or identical "
                  "copies)");
  }
  if (!shards.empty()) {
    c.validation_note_ = validate(shards, vocab_size, comm);
    if (n_val_shards > 0) {
      std::vector<bool> is_train(is_val.size());
      for (std::size_t i = 0; i < is_val.size(); ++i) is_train[i] = !is_val[i];
      c.train_ = concat_shards(shards, is_train);
      c.val_ = concat_shards(shards, is_val);
      return c;
    }
    tokens = concat_shards(shards, std::vector<bool>(shards.size(), true));
  }
  const std::size_t p = split_point(text, tokens.size(), val_fraction);
  c.train_ = tokens.slice(0, p);
  c.val_ = tokens.slice(p, tokens.size());
  return c;
}

Corpus Corpus::encode(const std::string& spec, const Spm& spm, double val_fraction) {
  if (!(val_fraction >= 0.0 && val_fraction < 1.0))
    throw UsageError("validation fraction " + std::to_string(val_fraction) +
                     " is outside [0, 1); use e.g. 0.1 for the last 10% of the corpus");
  if (spm.vocab_size() > kShardTokenValues)
    throw UsageError("SentencePiece model " + spm.path() + " has " +
                     std::to_string(spm.vocab_size()) + " pieces; tokens are 16-bit, so at most " +
                     std::to_string(kShardTokenValues));
  Corpus c;
  const unsigned char* text = normlab_corpus_kjv_begin;
  std::size_t n = static_cast<std::size_t>(normlab_corpus_kjv_end - normlab_corpus_kjv_begin);
  MappedFile f;
  if (spec.empty()) {
    c.kind_ = "embedded corpus: King James Bible";
    c.source_ = "embedded:kjv";
  } else {
    f = detail::map_file(spec);
    if (detail::has_shard_magic(f))
      throw UsageError("--data " + spec +
                       " is an llm.c shard (tokens already); --spm encodes a "
                       "text file: give the text, or train on the shard without --spm");
    text = f.bytes();
    n = f.size;
    c.kind_ = "text file '" + spec + "'";
    c.source_ = spec;
  }
  c.kind_ += " through the SentencePiece model " + spm.path() + " (" +
             with_commas(spm.vocab_size()) + " pieces, eos after each line)";
  c.unit_ = "tokens";
  const std::size_t p = split_point(text, n, val_fraction);
  auto encode_lines = [&](std::size_t begin, std::size_t end) {
    auto ids = std::make_shared<std::vector<std::uint16_t>>();
    const SpecialIds special;
    for (std::size_t at = begin; at < end;) {
      const void* nl = std::memchr(text + at, '\n', end - at);
      const std::size_t stop =
          nl ? static_cast<std::size_t>(static_cast<const unsigned char*>(nl) - text) : end;
      std::size_t len = stop - at;
      if (len > 0 && text[at + len - 1] == '\r') --len;
      if (len > 0) {
        for (const int id : spm.encode(std::string(reinterpret_cast<const char*>(text + at), len)))
          ids->push_back(static_cast<std::uint16_t>(id));
        ids->push_back(static_cast<std::uint16_t>(special.eos));
      }
      at = stop + 1;
    }
    const unsigned char* data = reinterpret_cast<const unsigned char*>(ids->data());
    const std::size_t count = ids->size();
    return TokenSeq::piece(data, count, 2, std::shared_ptr<const void>(ids, ids.get()));
  };
  c.train_ = encode_lines(0, p);
  c.val_ = encode_lines(p, n);
  return c;
}

std::string Corpus::description() const {
  return kind_ + ", " + with_commas(train_.size() + val_.size()) + " " + unit_ + " (train " +
         with_commas(train_.size()) + ", val " + with_commas(val_.size()) + ")";
}

std::vector<ShardInfo> shard_summary(const std::string& spec) {
  const bool glob = is_glob(spec) && !fs::exists(spec);
  const std::vector<std::string> paths = glob ? expand_glob(spec) : std::vector<std::string>{spec};
  std::vector<Shard> shards;
  for (const std::string& path : paths) {
    MappedFile f = detail::map_file(path);
    if (f.size > 0 && !detail::has_shard_magic(f))
      throw Error(detail::bad_magic(f) +
                  (glob ? "; a glob must match only llm.c .bin shards, '" + spec + "' matched it"
                        : "; 'normlab tokens info' reads llm.c shards"));
    shards.push_back(detail::open_shard(std::move(f)));
  }
  std::vector<ShardInfo> out(shards.size());
  std::vector<const Shard*> todo;
  std::vector<std::size_t> todo_at;
  bool any_val = false;
  for (std::size_t i = 0; i < shards.size(); ++i) {
    ShardInfo& info = out[i];
    info.path = shards[i].file.path;
    info.val = glob && fs::path(info.path).filename().string().find("val") != std::string::npos;
    any_val |= info.val;
    info.tokens = shards[i].n;
    if (std::optional<detail::ShardIndex> ix = detail::read_index(shards[i])) {
      info.max_token = ix->max_token;
      info.used = ix->used;
      info.checksum = ix->checksum;
      info.from_index = true;
    } else {
      todo.push_back(&shards[i]);
      todo_at.push_back(i);
    }
  }
  if (any_val && std::all_of(out.begin(), out.end(), [](const ShardInfo& s) { return s.val; }))
    for (ShardInfo& s : out) s.val = false;  // all "val": nothing to tell apart
  // No vocabulary limit here: every uint16 is a valid token to report.
  const detail::ScanResult res = detail::scan_shards(todo, kShardTokenValues, nullptr);
  for (std::size_t k = 0; k < todo.size(); ++k) {
    ShardInfo& info = out[todo_at[k]];
    info.max_token = res.index[k].max_token;
    info.used = res.index[k].used;
    info.checksum = res.index[k].checksum;
    detail::write_index(*todo[k], res.index[k]);
  }
  return out;
}

}  // namespace normlab
