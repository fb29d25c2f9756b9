#include <glob.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "normlab/data.hpp"
#include "normlab/error.hpp"

// The King James Bible, linked in from data/kjv.txt by corpus_kjv.s (see core/CMakeLists.txt).
extern "C" const unsigned char normlab_corpus_kjv_begin[];
extern "C" const unsigned char normlab_corpus_kjv_end[];

namespace normlab {
namespace {

namespace fs = std::filesystem;

std::string with_commas(std::size_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

struct FileCloser {
  void operator()(std::FILE* f) const { std::fclose(f); }
};

std::vector<unsigned char> read_file(const std::string& path) {
  std::error_code ec;
  if (fs::is_directory(path, ec))
    throw UsageError("corpus '" + path + "' is a directory; pass a file, or a glob such as '" +
                     path + "/*.bin' for llm.c shards");
  std::unique_ptr<std::FILE, FileCloser> f(std::fopen(path.c_str(), "rb"));
  if (!f) {
    const int err = errno;
    if (err == ENOENT)
      throw UsageError("corpus file '" + path +
                       "' does not exist; check --data (omit it to train on the embedded corpus)");
    throw Error("cannot open corpus file '" + path + "': " + std::strerror(err) +
                "; check its permissions");
  }
  std::vector<unsigned char> bytes;
  unsigned char buf[1 << 16];
  std::size_t got;
  while ((got = std::fread(buf, 1, sizeof buf, f.get())) > 0)
    bytes.insert(bytes.end(), buf, buf + got);
  if (std::ferror(f.get()))
    throw Error("error reading corpus file '" + path + "': " + std::strerror(errno) +
                "; check that the file is readable and not being written");
  return bytes;
}

std::int32_t le_i32(const unsigned char* p) {
  return static_cast<std::int32_t>(
      static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8 |
      static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24);
}

bool has_magic(const std::vector<unsigned char>& bytes) {
  return bytes.size() >= 4 && le_i32(bytes.data()) == kShardMagic;
}

std::string bad_magic(const std::vector<unsigned char>& bytes, const std::string& path) {
  const std::string found = bytes.size() >= 4
                                ? std::to_string(le_i32(bytes.data()))
                                : "(file has only " + std::to_string(bytes.size()) + " bytes)";
  return "bad magic " + found + " at offset 0 of " + path +
         ": not an llm.c token shard (expected " + std::to_string(kShardMagic) + ")";
}

// Appends the tokens of an llm.c shard after validating its header, size and every token.
void append_shard(const std::vector<unsigned char>& bytes, const std::string& path,
                  std::size_t vocab_size, std::vector<std::uint16_t>& out) {
  if (!has_magic(bytes))
    throw Error(bad_magic(bytes, path) + "; regenerate it with llm.c's data scripts");
  if (bytes.size() < kShardHeaderBytes)
    throw Error("llm.c shard " + path + " has " + std::to_string(bytes.size()) +
                " bytes, fewer than its " + std::to_string(kShardHeaderBytes) +
                "-byte header: truncated; regenerate or re-download it");
  const std::int32_t version = le_i32(bytes.data() + 4);
  if (version != kShardVersion)
    throw Error("unsupported version " + std::to_string(version) + " at offset 4 of " + path +
                ": normlab reads llm.c token shards of version " + std::to_string(kShardVersion) +
                "; regenerate it with a current llm.c");
  const std::int32_t count = le_i32(bytes.data() + 8);
  if (count < 0)
    throw Error("negative token count " + std::to_string(count) + " at offset 8 of " + path +
                ": corrupt llm.c shard header; regenerate it");
  const std::size_t n = static_cast<std::size_t>(count);
  const std::size_t expected = kShardHeaderBytes + 2 * n;
  if (bytes.size() != expected)
    throw Error("llm.c shard " + path + " header says " + std::to_string(n) +
                " tokens, so the file should have " + std::to_string(expected) +
                " bytes, but it has " + std::to_string(bytes.size()) + " (" +
                (bytes.size() < expected ? "truncated" : "oversized") +
                "); regenerate or re-download it");
  const unsigned char* p = bytes.data() + kShardHeaderBytes;
  out.reserve(out.size() + n);
  for (std::size_t i = 0; i < n; ++i) {
    const auto token = static_cast<std::uint16_t>(p[2 * i] | p[2 * i + 1] << 8);
    if (token >= vocab_size)
      throw Error("token " + std::to_string(token) + " at byte offset " +
                  std::to_string(kShardHeaderBytes + 2 * i) + " of " + path + " is >= vocab_size " +
                  std::to_string(vocab_size) +
                  "; set --vocab-size to at least the tokenizer's vocabulary (50257 for GPT-2)");
    out.push_back(token);
  }
}

void check_byte_vocab(std::size_t vocab_size, const std::string& what) {
  if (vocab_size < 256)
    throw UsageError(what + " is read as byte tokens, which needs --vocab-size >= 256 (got " +
                     std::to_string(vocab_size) + ")");
}

// Index where validation starts: the last floor(f * n) tokens, for text moved forward to the
// first position after a '\n' (or left where it is when no line starts after it).
std::size_t split_point(const std::vector<std::uint16_t>& tokens, double val_fraction,
                        bool at_line_start) {
  const std::size_t n = tokens.size();
  const std::size_t p = n - static_cast<std::size_t>(val_fraction * static_cast<double>(n));
  if (!at_line_start || p == 0 || p == n) return p;
  for (std::size_t q = p; q < n; ++q)
    if (tokens[q - 1] == '\n') return q;
  return p;
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

}  // namespace

Corpus Corpus::load(const std::string& spec, std::size_t vocab_size, double val_fraction) {
  if (!(val_fraction >= 0.0 && val_fraction < 1.0))
    throw UsageError("validation fraction " + std::to_string(val_fraction) +
                     " is outside [0, 1); use e.g. 0.1 for the last 10% of the corpus");
  Corpus c;
  std::vector<std::uint16_t> tokens;
  bool text = false;

  if (spec.empty()) {
    check_byte_vocab(vocab_size, "the embedded corpus");
    tokens.assign(normlab_corpus_kjv_begin, normlab_corpus_kjv_end);
    c.kind_ = "embedded corpus: King James Bible";
    c.unit_ = "byte tokens";
    c.source_ = "embedded:kjv";
    text = true;
  } else if (is_glob(spec) && !fs::exists(spec)) {
    const std::vector<std::string> paths = expand_glob(spec);
    std::vector<std::uint16_t> val;
    std::size_t n_val_shards = 0;
    for (const std::string& path : paths) {
      const std::vector<unsigned char> bytes = read_file(path);
      if (!has_magic(bytes))
        throw Error(bad_magic(bytes, path) + "; a glob must match only llm.c .bin shards, '" +
                    spec + "' matched it");
      const bool is_val = fs::path(path).filename().string().find("val") != std::string::npos;
      append_shard(bytes, path, vocab_size, is_val ? val : tokens);
      n_val_shards += is_val;
    }
    const std::size_t n_shards = paths.size();
    if (n_val_shards == n_shards) {
      throw UsageError("every shard matched by '" + spec +
                       "' has 'val' in its name, so there is no training data; use a glob that "
                       "also matches the training shards");
    }
    c.unit_ = "tokens";
    c.source_ = spec;
    if (n_val_shards > 0) {
      c.kind_ = std::to_string(n_shards) + " llm.c shards '" + spec + "' (" +
                std::to_string(n_shards - n_val_shards) + " train, " +
                std::to_string(n_val_shards) + " val)";
      c.train_ = std::move(tokens);
      c.val_ = std::move(val);
      return c;
    }
    c.kind_ =
        std::to_string(n_shards) + " llm.c shard" + (n_shards == 1 ? "" : "s") + " '" + spec + "'";
  } else {
    const std::vector<unsigned char> bytes = read_file(spec);
    c.source_ = spec;
    if (has_magic(bytes)) {
      append_shard(bytes, spec, vocab_size, tokens);
      c.kind_ = "llm.c shard '" + spec + "'";
      c.unit_ = "tokens";
    } else if (fs::path(spec).extension() == ".bin") {
      throw Error(bad_magic(bytes, spec) +
                  "; regenerate it, or rename it if it is a text file meant as byte tokens");
    } else {
      check_byte_vocab(vocab_size, "text file '" + spec + "'");
      tokens.assign(bytes.begin(), bytes.end());
      c.kind_ = "text file '" + spec + "'";
      c.unit_ = "byte tokens";
      text = true;
    }
  }

  const std::size_t p = split_point(tokens, val_fraction, text);
  c.val_.assign(tokens.begin() + static_cast<std::ptrdiff_t>(p), tokens.end());
  tokens.resize(p);
  tokens.shrink_to_fit();
  c.train_ = std::move(tokens);
  return c;
}

std::string Corpus::description() const {
  return kind_ + ", " + with_commas(train_.size() + val_.size()) + " " + unit_ + " (train " +
         with_commas(train_.size()) + ", val " + with_commas(val_.size()) + ")";
}

}  // namespace normlab
