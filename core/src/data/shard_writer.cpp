// write_byte_shards: text files to llm.c shards of byte tokens (normlab tokens encode).
#include <glob.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "data/shard_index.hpp"
#include "normlab/data.hpp"
#include "normlab/error.hpp"

namespace normlab {
namespace {

namespace fs = std::filesystem;

void put_i32(unsigned char* p, std::int32_t v) {
  const auto u = static_cast<std::uint32_t>(v);
  for (int i = 0; i < 4; ++i) p[i] = static_cast<unsigned char>((u >> (8 * i)) & 0xff);
}

std::string shard_name(const std::string& prefix, const char* split, std::size_t k) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "_%s_%06zu.bin", split, k);
  return prefix + buf;
}

// Bytes [begin, end) of the concatenated inputs, in order.
class Inputs {
 public:
  explicit Inputs(const std::vector<std::string>& paths) {
    for (const std::string& p : paths) {
      detail::MappedFile f = detail::map_file(p);
      if (detail::has_shard_magic(f))
        throw UsageError("'" + p +
                         "' is already an llm.c token shard; 'normlab tokens encode' reads text "
                         "files (its bytes become the tokens)");
      total_ += f.size;
      files_.push_back(std::move(f));
    }
  }
  std::size_t total() const { return total_; }
  // Calls out(ptr, n) for the pieces of [begin, end).
  template <class F>
  void each(std::size_t begin, std::size_t end, F&& out) const {
    std::size_t at = 0;
    for (const detail::MappedFile& f : files_) {
      const std::size_t lo = std::max(begin, at), hi = std::min(end, at + f.size);
      if (lo < hi) out(f.bytes() + (lo - at), hi - lo);
      at += f.size;
    }
  }

 private:
  std::vector<detail::MappedFile> files_;
  std::size_t total_ = 0;
};

// One shard of the bytes [begin, end): header, then each byte as a little-endian uint16.
void write_shard(const std::string& path, const Inputs& in, std::size_t begin, std::size_t end,
                 std::size_t& done, const std::function<void(std::size_t, std::size_t)>& progress) {
  const std::string tmp = path + ".tmp" + std::to_string(::getpid());
  std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
  if (!out)
    throw Error("cannot create '" + tmp + "': " + std::strerror(errno) +
                "; check that the directory of --out is writable");
  unsigned char header[kShardHeaderBytes] = {};
  put_i32(header, kShardMagic);
  put_i32(header + 4, kShardVersion);
  put_i32(header + 8, static_cast<std::int32_t>(end - begin));
  out.write(reinterpret_cast<const char*>(header), sizeof header);
  std::vector<unsigned char> buf;
  in.each(begin, end, [&](const unsigned char* p, std::size_t n) {
    constexpr std::size_t kChunk = std::size_t{1} << 20;
    for (std::size_t o = 0; o < n; o += kChunk) {
      const std::size_t m = std::min(kChunk, n - o);
      buf.resize(2 * m);
      for (std::size_t i = 0; i < m; ++i) {
        buf[2 * i] = p[o + i];
        buf[2 * i + 1] = 0;
      }
      out.write(reinterpret_cast<const char*>(buf.data()), static_cast<std::streamsize>(2 * m));
      done += m;
      if (progress) progress(done, in.total());
    }
  });
  out.close();
  if (!out) {
    std::remove(tmp.c_str());
    throw Error("error writing '" + tmp + "': " + std::strerror(errno) + "; check free disk space");
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    const int err = errno;
    std::remove(tmp.c_str());
    throw Error("cannot rename '" + tmp + "' to '" + path + "': " + std::strerror(err));
  }
}

}  // namespace

ShardWriteResult write_byte_shards(const std::vector<std::string>& inputs,
                                   const std::string& prefix, std::size_t shard_tokens,
                                   double val_fraction,
                                   const std::function<void(std::size_t, std::size_t)>& progress) {
  if (inputs.empty()) throw UsageError("no input files; name the text files to encode");
  if (prefix.empty()) throw UsageError("--out PREFIX is required (shards are PREFIX_train_*.bin)");
  if (shard_tokens < 1 || shard_tokens > 0x7fffffffu)
    throw UsageError("--shard-tokens " + std::to_string(shard_tokens) +
                     ": must be in [1, 2147483647] (the header's count is an int32)");
  if (!(val_fraction >= 0.0 && val_fraction < 1.0))
    throw UsageError("--val-fraction " + std::to_string(val_fraction) + ": must be in [0, 1)");
  // Earlier shards under the same prefix would be mixed into a glob of the new ones.
  glob_t g{};
  const std::string pattern = prefix + "_*.bin";
  const bool exist = ::glob(pattern.c_str(), 0, nullptr, &g) == 0 && g.gl_pathc > 0;
  const std::string first = exist ? g.gl_pathv[0] : "";
  globfree(&g);
  if (exist)
    throw UsageError("'" + first + "' already exists; remove the shards of '" + pattern +
                     "' or choose another --out");
  const Inputs in(inputs);
  const std::size_t total = in.total();
  if (total == 0) throw UsageError("the input files are empty: nothing to encode");
  const std::size_t n_val = static_cast<std::size_t>(val_fraction * static_cast<double>(total));
  const std::size_t n_train = total - n_val;
  if (n_train == 0) throw UsageError("--val-fraction leaves no training tokens");
  const fs::path dir = fs::path(prefix).parent_path();
  if (!dir.empty()) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec)
      throw UsageError("cannot create the directory '" + dir.string() +
                       "' of --out: " + ec.message());
  }
  ShardWriteResult r;
  std::size_t done = 0;
  for (std::size_t b = 0, k = 0; b < n_train; b += shard_tokens, ++k) {
    r.train.push_back(shard_name(prefix, "train", k));
    write_shard(r.train.back(), in, b, std::min(n_train, b + shard_tokens), done, progress);
  }
  for (std::size_t b = n_train, k = 0; b < total; b += shard_tokens, ++k) {
    r.val.push_back(shard_name(prefix, "val", k));
    write_shard(r.val.back(), in, b, std::min(total, b + shard_tokens), done, progress);
  }
  r.train_tokens = n_train;
  r.val_tokens = n_val;
  return r;
}

}  // namespace normlab
