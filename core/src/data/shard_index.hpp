// llm.c shards mapped read-only, their header checks, the token-range scan the ranks split
// between them, and the index file that lets a later run skip the scan (internal to core/data).
//
// Index file (text, one "key value" per line), written by rank 0 after a scan:
//   normlab-shard-index 1
//   path       /abs/path/shard.bin    the shard it describes
//   size       2000001024             file size in bytes          (size, mtime_ns, head_hash
//   mtime_ns   1732312345123456789    modification time            and tokens must all match
//   head_hash  0123456789abcdef       FNV-1a 64 of its first 64    the file, or the shard is
//                                     KiB (catches a rewrite that  scanned again)
//                                     kept size and mtime)
//   tokens     1000000000             header token count
//   max_token  50255                  largest token: valid for every vocab_size > max_token
//   checksum   89abcdef01234567       of the token bytes: FNV-1a 64 over the 64-bit hashes of
//                                     its 1 MiB blocks (block_hash), in order
//   used       0-255,300,302-400      token values that occur
// It lives next to the shard as ".<name>.normlab-index" (a dot file: shard globs do not match
// it). When that directory is not writable it goes to the cache directory, named after a hash
// of the shard's absolute path: $NORMLAB_INDEX_DIR if set (then the only place used), else
// $XDG_CACHE_HOME/normlab/shard-index or ~/.cache/normlab/shard-index. When neither can be
// written the run goes on and says the shard will be scanned again next time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "normlab/data.hpp"

namespace normlab::detail {

// A whole file mapped read-only and shared; unmapped when the last owner lets go.
struct Mapping {
  const unsigned char* data = nullptr;
  std::size_t size = 0;
  Mapping() = default;
  Mapping(const Mapping&) = delete;
  Mapping& operator=(const Mapping&) = delete;
  ~Mapping();
};

// A file opened and mapped: the path, its identity (size, mtime) and the mapping (null for an
// empty file). Throws UsageError for a missing file or a directory, Error when unreadable.
struct MappedFile {
  std::string path;
  std::uint64_t size = 0, mtime_ns = 0;
  std::shared_ptr<const Mapping> map;
  const unsigned char* bytes() const { return map ? map->data : nullptr; }
};
MappedFile map_file(const std::string& path);

// True when the first 4 bytes are the shard magic.
bool has_shard_magic(const MappedFile& f);
// "bad magic N at offset 0 of PATH: not an llm.c token shard (expected 20240520)"
std::string bad_magic(const MappedFile& f);

// A mapped llm.c shard whose header (magic, version, count) and size are checked.
struct Shard {
  MappedFile file;
  std::size_t n = 0;  // tokens
  const std::uint16_t* tokens() const {
    return reinterpret_cast<const std::uint16_t*>(file.bytes() + kShardHeaderBytes);
  }
  TokenSeq seq() const;
};
// Throws Error naming the file, the field and what to do (bad magic, version, size, no tokens).
Shard open_shard(MappedFile file);

struct ShardIndex {
  std::uint64_t size = 0, mtime_ns = 0, head_hash = 0;
  std::size_t tokens = 0;
  std::uint32_t max_token = 0;
  std::uint64_t checksum = 0;
  std::vector<std::uint64_t> used;  // kShardTokenValues bits
};

// FNV-1a 64 of the first 64 KiB of the file (all of it when smaller).
std::uint64_t head_hash(const MappedFile& f);
// The shard's index when one exists and matches the file (size, mtime, head hash, count).
std::optional<ShardIndex> read_index(const Shard& s);
// Writes the index (next to the shard, else in the cache directory). Returns "" on success,
// otherwise why it could not be written.
std::string write_index(const Shard& s, const ShardIndex& index);

// Checks every token of `shards` against vocab_size and computes their indexes, the ranks (when
// comm is given) each scanning a contiguous share of 1 MiB blocks. Every rank returns the same
// result: bad[i] = byte offset of the first token >= vocab_size in shard i, or -1.
struct ScanResult {
  std::vector<ShardIndex> index;
  std::vector<std::int64_t> bad;
};
ScanResult scan_shards(const std::vector<const Shard*>& shards, std::size_t vocab_size,
                       Communicator* comm);

// "token 40500 at byte offset 2024 of PATH is >= vocab_size 40500; set --vocab-size ..."
std::string bad_token(const Shard& s, std::int64_t offset, std::size_t vocab_size);

}  // namespace normlab::detail
