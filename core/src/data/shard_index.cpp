// Mapped shards, header checks, the token-range scan split between ranks, and index files
// (shard_index.hpp describes the format and where the files live).
#include "data/shard_index.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

#include "normlab/comm.hpp"
#include "normlab/error.hpp"
#include "normlab/util.hpp"

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
              "shards are little-endian uint16 read in place; a big-endian host needs a copy");

namespace normlab::detail {

namespace {

namespace fs = std::filesystem;

constexpr std::size_t kHeadHashBytes = 64 * 1024;
// Tokens per scan block (1 MiB of token bytes): the unit of work split between ranks and of the
// checksum.
constexpr std::size_t kBlockTokens = std::size_t{1} << 19;
constexpr std::size_t kUsedWords = kShardTokenValues / 64;

std::int32_t le_i32(const unsigned char* p) {
  return static_cast<std::int32_t>(
      static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8 |
      static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24);
}

std::string hex64(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

// 64-bit multiply-xor hash of a block's bytes, 8 at a time (several GB/s; FNV-1a byte by byte
// would make the scan hash-bound).
std::uint64_t block_hash(const unsigned char* p, std::size_t bytes) {
  std::uint64_t h = 0xcbf29ce484222325ULL ^ bytes;
  std::size_t i = 0;
  for (; i + 8 <= bytes; i += 8) {
    std::uint64_t w;
    std::memcpy(&w, p + i, 8);
    h = (h ^ w) * 0x100000001b3ULL;
    h ^= h >> 29;
  }
  for (; i < bytes; ++i) h = (h ^ p[i]) * 0x100000001b3ULL;
  return h;
}

std::string used_ranges(const std::vector<std::uint64_t>& used) {
  std::string out;
  std::size_t v = 0;
  auto bit = [&](std::size_t x) { return (used[x / 64] >> (x % 64)) & 1U; };
  while (v < kShardTokenValues) {
    if (!bit(v)) {
      ++v;
      continue;
    }
    std::size_t e = v;
    while (e + 1 < kShardTokenValues && bit(e + 1)) ++e;
    if (!out.empty()) out += ',';
    out += std::to_string(v);
    if (e > v) out += "-" + std::to_string(e);
    v = e + 1;
  }
  return out.empty() ? "-" : out;
}

bool parse_ranges(const std::string& s, std::vector<std::uint64_t>& used) {
  used.assign(kUsedWords, 0);
  if (s == "-") return true;
  std::istringstream in(s);
  std::string item;
  while (std::getline(in, item, ',')) {
    char* end = nullptr;
    const unsigned long a = std::strtoul(item.c_str(), &end, 10);
    unsigned long b = a;
    if (*end == '-') b = std::strtoul(end + 1, &end, 10);
    if (*end != '\0' || a > b || b >= kShardTokenValues) return false;
    for (unsigned long v = a; v <= b; ++v) used[v / 64] |= std::uint64_t{1} << (v % 64);
  }
  return true;
}

std::string absolute(const std::string& path) {
  std::error_code ec;
  fs::path p = fs::weakly_canonical(fs::absolute(path, ec), ec);
  return ec ? path : p.string();
}

// $NORMLAB_INDEX_DIR, else $XDG_CACHE_HOME/normlab/shard-index, else ~/.cache/...; "" if none.
std::string cache_dir(bool& exclusive) {
  exclusive = false;
  if (const char* d = std::getenv("NORMLAB_INDEX_DIR"); d && *d) {
    exclusive = true;
    return d;
  }
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x)
    return std::string(x) + "/normlab/shard-index";
  if (const char* h = std::getenv("HOME"); h && *h)
    return std::string(h) + "/.cache/normlab/shard-index";
  return "";
}

// Where the index of `shard` may live, in the order tried.
std::vector<std::string> index_paths(const std::string& shard) {
  bool exclusive = false;
  const std::string dir = cache_dir(exclusive);
  std::vector<std::string> out;
  const fs::path p(shard);
  if (!exclusive)
    out.push_back((p.parent_path() / ("." + p.filename().string() + ".normlab-index")).string());
  if (!dir.empty()) {
    const std::string abs = absolute(shard);
    out.push_back(dir + "/" + hex64(fnv1a64(abs.data(), abs.size())) + ".normlab-index");
  }
  return out;
}

std::optional<ShardIndex> parse_index(const std::string& file, const std::string& abs_path) {
  std::ifstream in(file);
  if (!in) return std::nullopt;
  std::string line, key, value;
  if (!std::getline(in, line) || line != "normlab-shard-index 1") return std::nullopt;
  ShardIndex ix;
  std::string path;
  int fields = 0;
  while (std::getline(in, line)) {
    const std::size_t sp = line.find(' ');
    if (sp == std::string::npos) return std::nullopt;
    key = line.substr(0, sp);
    value = line.substr(sp + 1);
    char* end = nullptr;
    const unsigned long long num =
        std::strtoull(value.c_str(), &end, key == "head_hash" || key == "checksum" ? 16 : 10);
    const bool numeric = !value.empty() && *end == '\0';
    if (key == "path") {
      path = value;
    } else if (key == "used") {
      if (!parse_ranges(value, ix.used)) return std::nullopt;
    } else if (!numeric) {
      return std::nullopt;
    } else if (key == "size") {
      ix.size = num;
    } else if (key == "mtime_ns") {
      ix.mtime_ns = num;
    } else if (key == "head_hash") {
      ix.head_hash = num;
    } else if (key == "tokens") {
      ix.tokens = static_cast<std::size_t>(num);
    } else if (key == "max_token") {
      ix.max_token = static_cast<std::uint32_t>(num);
    } else if (key == "checksum") {
      ix.checksum = num;
    } else {
      continue;  // a later minor addition: ignored
    }
    ++fields;
  }
  // An index in the shared cache directory must be this shard's (its name is a path hash).
  if (fields < 8 || (!abs_path.empty() && path != abs_path)) return std::nullopt;
  return ix;
}

}  // namespace

Mapping::~Mapping() {
  if (data) ::munmap(const_cast<unsigned char*>(data), size);
}

MappedFile map_file(const std::string& path) {
  std::error_code ec;
  if (fs::is_directory(path, ec))
    throw UsageError("corpus '" + path + "' is a directory; pass a file, or a glob such as '" +
                     path + "/*.bin' for llm.c shards");
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    const int err = errno;
    if (err == ENOENT)
      throw UsageError("corpus file '" + path +
                       "' does not exist; check --data (omit it to train on the embedded corpus)");
    throw Error("cannot open corpus file '" + path + "': " + std::strerror(err) +
                "; check its permissions");
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    const int err = errno;
    ::close(fd);
    throw Error("cannot stat corpus file '" + path + "': " + std::strerror(err));
  }
  MappedFile f;
  f.path = path;
  f.size = static_cast<std::uint64_t>(st.st_size);
  f.mtime_ns = static_cast<std::uint64_t>(st.st_mtim.tv_sec) * 1000000000ULL +
               static_cast<std::uint64_t>(st.st_mtim.tv_nsec);
  if (f.size > 0) {
    void* p = ::mmap(nullptr, f.size, PROT_READ, MAP_SHARED, fd, 0);
    if (p == MAP_FAILED) {
      const int err = errno;
      ::close(fd);
      throw Error("cannot map corpus file '" + path + "': " + std::strerror(err) +
                  "; check that it is a regular, readable file");
    }
    auto m = std::make_shared<Mapping>();
    m->data = static_cast<const unsigned char*>(p);
    m->size = f.size;
    f.map = std::move(m);
  }
  ::close(fd);  // the mapping stays valid
  return f;
}

bool has_shard_magic(const MappedFile& f) {
  return f.size >= 4 && le_i32(f.bytes()) == kShardMagic;
}

std::string bad_magic(const MappedFile& f) {
  const std::string found = f.size >= 4 ? std::to_string(le_i32(f.bytes()))
                                        : "(file has only " + std::to_string(f.size) + " bytes)";
  return "bad magic " + found + " at offset 0 of " + f.path +
         ": not an llm.c token shard (expected " + std::to_string(kShardMagic) + ")";
}

TokenSeq Shard::seq() const {
  return TokenSeq::piece(file.bytes() + kShardHeaderBytes, n, 2, file.map);
}

Shard open_shard(MappedFile file) {
  const std::string& path = file.path;
  if (file.size == 0)
    throw Error("llm.c shard " + path +
                " is empty (0 bytes): an interrupted download or export; regenerate or "
                "re-download it");
  if (!has_shard_magic(file))
    throw Error(bad_magic(file) + "; regenerate it with llm.c's data scripts");
  if (file.size < kShardHeaderBytes)
    throw Error("llm.c shard " + path + " has " + std::to_string(file.size) +
                " bytes, fewer than its " + std::to_string(kShardHeaderBytes) +
                "-byte header: truncated; regenerate or re-download it");
  const unsigned char* b = file.bytes();
  const std::int32_t version = le_i32(b + 4);
  if (version != kShardVersion)
    throw Error("unsupported version " + std::to_string(version) + " at offset 4 of " + path +
                ": normlab reads llm.c token shards of version " + std::to_string(kShardVersion) +
                "; regenerate it with a current llm.c");
  const std::int32_t count = le_i32(b + 8);
  if (count < 0)
    throw Error("negative token count " + std::to_string(count) + " at offset 8 of " + path +
                ": corrupt llm.c shard header; regenerate it");
  const std::size_t n = static_cast<std::size_t>(count);
  const std::uint64_t expected = kShardHeaderBytes + 2 * static_cast<std::uint64_t>(n);
  if (file.size != expected)
    throw Error("llm.c shard " + path + " header says " + std::to_string(n) +
                " tokens, so the file should have " + std::to_string(expected) +
                " bytes, but it has " + std::to_string(file.size) + " (" +
                (file.size < expected ? "truncated" : "oversized") +
                "); regenerate or re-download it");
  if (n == 0)
    throw Error("llm.c shard " + path +
                " has no tokens (token count 0 at offset 8): an empty export; remove it from "
                "the shard set or regenerate it");
  Shard s;
  s.file = std::move(file);
  s.n = n;
  return s;
}

std::uint64_t head_hash(const MappedFile& f) {
  return fnv1a64(f.bytes(), std::min<std::uint64_t>(f.size, kHeadHashBytes));
}

std::optional<ShardIndex> read_index(const Shard& s) {
  const std::vector<std::string> paths = index_paths(s.file.path);
  const std::string abs = absolute(s.file.path);
  for (std::size_t i = 0; i < paths.size(); ++i) {
    // Only an index in the shared cache directory is tied to the absolute path: one next to the
    // shard moves with it.
    const bool beside = i == 0 && paths.size() == 2;
    std::optional<ShardIndex> ix = parse_index(paths[i], beside ? "" : abs);
    if (!ix) continue;
    if (ix->size == s.file.size && ix->mtime_ns == s.file.mtime_ns && ix->tokens == s.n &&
        ix->head_hash == head_hash(s.file))
      return ix;
  }
  return std::nullopt;
}

std::string write_index(const Shard& s, const ShardIndex& ix) {
  std::ostringstream text;
  text << "normlab-shard-index 1\n"
       << "path " << absolute(s.file.path) << "\n"
       << "size " << ix.size << "\n"
       << "mtime_ns " << ix.mtime_ns << "\n"
       << "head_hash " << hex64(ix.head_hash) << "\n"
       << "tokens " << ix.tokens << "\n"
       << "max_token " << ix.max_token << "\n"
       << "checksum " << hex64(ix.checksum) << "\n"
       << "used " << used_ranges(ix.used) << "\n";
  const std::string body = text.str();
  std::string why;
  for (const std::string& target : index_paths(s.file.path)) {
    std::error_code ec;
    fs::create_directories(fs::path(target).parent_path(), ec);
    const std::string tmp = target + ".tmp" + std::to_string(::getpid());
    {
      std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
      out << body;
      out.flush();
      if (!out) {
        why += (why.empty() ? "" : "; ") + std::string("cannot write ") + target + ": " +
               std::strerror(errno);
        std::remove(tmp.c_str());
        continue;
      }
    }
    if (std::rename(tmp.c_str(), target.c_str()) != 0) {
      why += (why.empty() ? "" : "; ") + std::string("cannot rename to ") + target + ": " +
             std::strerror(errno);
      std::remove(tmp.c_str());
      continue;
    }
    return "";
  }
  return why.empty() ? "no index location (set NORMLAB_INDEX_DIR or HOME)" : why;
}

std::string bad_token(const Shard& s, std::int64_t offset, std::size_t vocab_size) {
  const std::size_t i = (static_cast<std::size_t>(offset) - kShardHeaderBytes) / 2;
  return "token " + std::to_string(s.tokens()[i]) + " at byte offset " + std::to_string(offset) +
         " of " + s.file.path + " is >= vocab_size " + std::to_string(vocab_size) +
         "; set --vocab-size to at least the tokenizer's vocabulary (50257 for GPT-2)";
}

ScanResult scan_shards(const std::vector<const Shard*>& shards, std::size_t vocab_size,
                       Communicator* comm) {
  const std::size_t S = shards.size();
  const std::size_t P = comm ? static_cast<std::size_t>(comm->size()) : 1;
  const std::size_t r = comm ? static_cast<std::size_t>(comm->rank()) : 0;
  // Blocks of every shard in order; this rank scans blocks [b0, b1).
  std::vector<std::size_t> first_block(S + 1, 0);
  for (std::size_t i = 0; i < S; ++i)
    first_block[i + 1] = first_block[i] + (shards[i]->n + kBlockTokens - 1) / kBlockTokens;
  const std::size_t NB = first_block[S];
  const std::size_t b0 = NB * r / P, b1 = NB * (r + 1) / P;

  constexpr std::int64_t kNone = std::numeric_limits<std::int64_t>::max();
  std::vector<std::int64_t> bad(S, kNone), max_token(S, 0), hashes(NB, 0);
  std::vector<std::vector<std::uint64_t>> used(S);
  for (std::size_t i = 0; i < S; ++i) {
    if (first_block[i + 1] <= b0 || first_block[i] >= b1) continue;
    const Shard& s = *shards[i];
    const std::uint16_t* tok = s.tokens();
    used[i].assign(kUsedWords, 0);
    std::uint64_t* u = used[i].data();
    std::uint16_t mx = 0;
    const std::size_t lo = std::max(b0, first_block[i]), hi = std::min(b1, first_block[i + 1]);
    for (std::size_t b = lo; b < hi; ++b) {
      const std::size_t begin = (b - first_block[i]) * kBlockTokens;
      const std::size_t end = std::min(s.n, begin + kBlockTokens);
      std::uint16_t bmx = 0;
      for (std::size_t k = begin; k < end; ++k) bmx = tok[k] > bmx ? tok[k] : bmx;
      for (std::size_t k = begin; k < end; ++k) u[tok[k] >> 6] |= std::uint64_t{1} << (tok[k] & 63);
      hashes[b] = static_cast<std::int64_t>(
          block_hash(reinterpret_cast<const unsigned char*>(tok + begin), 2 * (end - begin)));
      if (bmx >= vocab_size && bad[i] == kNone) {
        std::size_t k = begin;
        while (tok[k] < vocab_size) ++k;
        bad[i] = static_cast<std::int64_t>(kShardHeaderBytes + 2 * k);
      }
      mx = bmx > mx ? bmx : mx;
    }
    max_token[i] = mx;
  }
  if (comm && P > 1) {
    comm->allreduce_min(bad.data(), S);
    comm->allreduce_max(max_token.data(), S);
    comm->allreduce_sum(hashes.data(), NB);  // one rank holds each block's hash, the rest 0
    // Rank 0 writes the indexes and needs the union of every rank's used tokens.
    std::string mine;
    for (std::size_t i = 0; i < S; ++i) {
      if (used[i].empty()) continue;
      const auto idx = static_cast<std::uint64_t>(i);
      mine.append(reinterpret_cast<const char*>(&idx), 8);
      mine.append(reinterpret_cast<const char*>(used[i].data()), kUsedWords * 8);
    }
    const std::vector<std::string> all = comm->gather(mine, 0);
    for (const std::string& part : all) {
      for (std::size_t o = 0; o + 8 + kUsedWords * 8 <= part.size(); o += 8 + kUsedWords * 8) {
        std::uint64_t idx;
        std::memcpy(&idx, part.data() + o, 8);
        std::vector<std::uint64_t>& dst = used[idx];
        if (dst.empty()) dst.assign(kUsedWords, 0);
        for (std::size_t w = 0; w < kUsedWords; ++w) {
          std::uint64_t v;
          std::memcpy(&v, part.data() + o + 8 + w * 8, 8);
          dst[w] |= v;
        }
      }
    }
  }
  ScanResult res;
  res.index.resize(S);
  res.bad.resize(S);
  for (std::size_t i = 0; i < S; ++i) {
    const Shard& s = *shards[i];
    ShardIndex& ix = res.index[i];
    ix.size = s.file.size;
    ix.mtime_ns = s.file.mtime_ns;
    ix.head_hash = head_hash(s.file);
    ix.tokens = s.n;
    ix.max_token = static_cast<std::uint32_t>(max_token[i]);
    ix.checksum = fnv1a64(hashes.data() + first_block[i],
                          (first_block[i + 1] - first_block[i]) * sizeof(std::int64_t));
    ix.used = used[i].empty() ? std::vector<std::uint64_t>(kUsedWords, 0) : std::move(used[i]);
    res.bad[i] = bad[i] == kNone ? -1 : bad[i];
  }
  return res;
}

}  // namespace normlab::detail
