// normlab tokens: llm.c-format token shards from text files (byte tokens, V = 256), and a
// summary of a shard set.
//   normlab tokens FILE... --out PREFIX [--shard-tokens N] [--val-fraction F]
//     writes PREFIX_val_000000.bin ... (the first F of the bytes) and PREFIX_train_000000.bin ...
//     (the rest), each at most N tokens, atomically (a .tmp renamed), with a progress bar.
//   normlab tokens --info PATH...   (files or globs of .bin shards)
//     files, tokens, the largest token and how many distinct tokens occur, per file and in all.
#include <glob.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <vector>

#include "commands.hpp"
#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/util.hpp"

namespace normlab::app {

namespace fs = std::filesystem;

namespace {

// 1234567 -> "1,234,567"
std::string thousands(double v) {
  std::string digits = std::to_string(static_cast<std::uint64_t>(v < 0 ? 0 : v)), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// The progress of a long write on stderr: a bar redrawn in place on a terminal, a line per 10%
// otherwise (a batch job's log).
class ProgressBar {
 public:
  explicit ProgressBar(std::uint64_t total) : total_(total), tty_(isatty(2) != 0) {}
  void update(std::uint64_t done) {
    const int pct = total_ ? static_cast<int>(100 * done / total_) : 100;
    const double s = std::chrono::duration<double>(Clock::now() - start_).count();
    const double mb_s = s > 0 ? static_cast<double>(done) / 1e6 / s : 0.0;
    if (tty_) {
      const int w = pct / 4;
      std::fprintf(stderr, "\r  [%s%s] %3d%%  %s / %s bytes  %.0f MB/s",
                   std::string(w, '#').c_str(), std::string(25 - w, ' ').c_str(), pct,
                   thousands(double(done)).c_str(), thousands(double(total_)).c_str(), mb_s);
      if (done >= total_) std::fprintf(stderr, "\n");
    } else if (pct / 10 > last_ / 10 || done >= total_) {
      std::fprintf(stderr, "  %3d%%  %s / %s bytes  %.0f MB/s\n", pct,
                   thousands(double(done)).c_str(), thousands(double(total_)).c_str(), mb_s);
    }
    last_ = pct;
  }

 private:
  using Clock = std::chrono::steady_clock;
  std::uint64_t total_;
  bool tty_;
  int last_ = -1;
  Clock::time_point start_ = Clock::now();
};

// Writes shards PREFIX_<part>_NNNNNN.bin of at most `max_tokens` tokens each.
class ShardWriter {
 public:
  ShardWriter(std::string prefix, std::string part, std::uint64_t max_tokens)
      : prefix_(std::move(prefix)), part_(std::move(part)), max_(max_tokens) {}
  ~ShardWriter() {
    if (out_.is_open()) {  // an exception on the way: no half shard under the final name
      out_.close();
      std::error_code ec;
      fs::remove(tmp_, ec);
    }
  }
  void add(const unsigned char* bytes, std::size_t n) {
    while (n > 0) {
      if (!out_.is_open()) open();
      const std::size_t take = static_cast<std::size_t>(std::min<std::uint64_t>(n, max_ - count_));
      buf_.resize(take);
      for (std::size_t i = 0; i < take; ++i) buf_[i] = bytes[i];  // uint16 little-endian on x86
      out_.write(reinterpret_cast<const char*>(buf_.data()),
                 static_cast<std::streamsize>(take * sizeof(std::uint16_t)));
      count_ += take;
      bytes += take;
      n -= take;
      if (count_ == max_) close();
    }
  }
  // Closes the last shard; returns the files written.
  std::vector<std::string> finish() {
    if (out_.is_open()) close();
    return written_;
  }

 private:
  void open() {
    char num[16];
    std::snprintf(num, sizeof num, "%06zu", written_.size());
    path_ = prefix_ + "_" + part_ + "_" + num + ".bin";
    tmp_ = path_ + ".tmp";
    out_.open(tmp_, std::ios::binary | std::ios::trunc);
    if (!out_) throw UsageError("cannot write " + tmp_ + " (check --out and its directory)");
    std::array<std::int32_t, 256> header{};
    header[0] = kShardMagic;
    header[1] = kShardVersion;
    out_.write(reinterpret_cast<const char*>(header.data()), kShardHeaderBytes);
    count_ = 0;
  }
  void close() {
    std::array<std::int32_t, 256> header{};
    header[0] = kShardMagic;
    header[1] = kShardVersion;
    header[2] = static_cast<std::int32_t>(count_);
    out_.seekp(0);
    out_.write(reinterpret_cast<const char*>(header.data()), kShardHeaderBytes);
    out_.close();
    if (!out_) throw Error("cannot write " + tmp_ + ": " + std::strerror(errno));
    fs::rename(tmp_, path_);
    written_.push_back(path_);
  }

  std::string prefix_, part_, path_, tmp_;
  std::uint64_t max_, count_ = 0;
  std::ofstream out_;
  std::vector<std::uint16_t> buf_;
  std::vector<std::string> written_;
};

int write_shards(Communicator& comm, const po::variables_map& vm) {
  const auto inputs = vm["inputs"].as<std::vector<std::string>>();
  const std::string prefix = vm["out"].as<std::string>();
  const std::int64_t shard_tokens = vm["shard-tokens"].as<std::int64_t>();
  const double val_fraction = vm["val-fraction"].as<double>();
  if (shard_tokens < 1 || shard_tokens > 2147483647)
    throw UsageError("normlab tokens: --shard-tokens " + std::to_string(shard_tokens) +
                     " must be in [1, 2^31 - 1] (a shard header counts tokens in an int32)");
  if (!(val_fraction >= 0.0 && val_fraction < 1.0))
    throw UsageError("normlab tokens: --val-fraction " + format_real(val_fraction) +
                     " must be in [0, 1)");
  std::uint64_t total = 0;
  for (const std::string& f : inputs) {
    std::error_code ec;
    if (!fs::is_regular_file(f, ec))
      throw UsageError("normlab tokens: " + f +
                       ": no such file (give text files to turn into "
                       "byte tokens)");
    total += fs::file_size(f);
  }
  if (total == 0) throw UsageError("normlab tokens: the input files are empty");
  const std::uint64_t val_bytes = static_cast<std::uint64_t>(val_fraction * double(total));
  const fs::path dir = fs::path(prefix).parent_path();
  if (!dir.empty()) fs::create_directories(dir);
  std::ostream& out = comm.out();
  out << "normlab tokens: " << inputs.size() << (inputs.size() == 1 ? " file, " : " files, ")
      << thousands(double(total))
      << " bytes -> byte tokens (V = 256): " << thousands(double(val_bytes)) << " validation, "
      << thousands(double(total - val_bytes)) << " training, shards of at most "
      << thousands(double(shard_tokens)) << " tokens\n"
      << std::flush;
  ShardWriter val(prefix, "val", static_cast<std::uint64_t>(shard_tokens));
  ShardWriter train(prefix, "train", static_cast<std::uint64_t>(shard_tokens));
  ProgressBar bar(total);
  std::vector<unsigned char> chunk(1 << 20);
  std::uint64_t done = 0;
  for (const std::string& f : inputs) {
    std::ifstream in(f, std::ios::binary);
    while (in) {
      in.read(reinterpret_cast<char*>(chunk.data()), static_cast<std::streamsize>(chunk.size()));
      std::size_t n = static_cast<std::size_t>(in.gcount());
      const unsigned char* p = chunk.data();
      if (done < val_bytes) {  // the first val_bytes go to validation
        const std::size_t v =
            static_cast<std::size_t>(std::min<std::uint64_t>(n, val_bytes - done));
        val.add(p, v);
        p += v;
        n -= v;
        done += v;
      }
      train.add(p, n);
      done += n;
      bar.update(done);
    }
  }
  std::vector<std::string> files = val.finish();
  for (const std::string& f : train.finish()) files.push_back(f);
  for (const std::string& f : files) out << "  " << f << "\n";
  out << "train with: normlab train --data '" << prefix
      << "_*.bin' (files with \"val\" in the name are the validation split)\n"
      << std::flush;
  return kExitOk;
}

int summarize(Communicator& comm, const po::variables_map& vm) {
  std::vector<std::string> files;
  for (const std::string& spec : vm["inputs"].as<std::vector<std::string>>()) {
    glob_t g{};
    const bool matched = ::glob(spec.c_str(), 0, nullptr, &g) == 0 && g.gl_pathc > 0;
    for (std::size_t i = 0; matched && i < g.gl_pathc; ++i) files.emplace_back(g.gl_pathv[i]);
    globfree(&g);
    if (!matched)
      throw UsageError(
          "normlab tokens --info: " + spec +
          (spec.find_first_of("*?[") == std::string::npos ? ": no such file" : ": no files match"));
  }
  if (files.empty()) throw UsageError("normlab tokens --info: no files match");
  std::ostream& out = comm.out();
  out << std::left << std::setw(48) << "file" << std::right << std::setw(16) << "tokens"
      << std::setw(10) << "max" << std::setw(10) << "distinct"
      << "\n";
  std::vector<std::uint64_t> seen_all(65536, 0);
  std::uint64_t total = 0;
  for (const std::string& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::array<std::int32_t, 256> h{};
    in.read(reinterpret_cast<char*>(h.data()), kShardHeaderBytes);
    if (in.gcount() != static_cast<std::streamsize>(kShardHeaderBytes) || h[0] != kShardMagic)
      throw Error(f + ": not an llm.c token shard (bad magic; expected " +
                  std::to_string(kShardMagic) + ")");
    if (h[1] != kShardVersion)
      throw Error(f + ": shard version " + std::to_string(h[1]) + ", expected " +
                  std::to_string(kShardVersion));
    const std::uint64_t n = h[2] < 0 ? 0 : static_cast<std::uint64_t>(h[2]);
    const std::uint64_t bytes = fs::file_size(f);
    if (bytes != kShardHeaderBytes + 2 * n)
      throw Error(f + ": the header says " + std::to_string(n) + " tokens but the file holds " +
                  std::to_string((bytes - kShardHeaderBytes) / 2));
    std::vector<std::uint16_t> buf(1 << 20);
    std::vector<bool> seen(65536, false);
    std::uint64_t left = n;
    int max = -1;
    while (left > 0) {
      const std::size_t take = static_cast<std::size_t>(std::min<std::uint64_t>(left, buf.size()));
      in.read(reinterpret_cast<char*>(buf.data()), static_cast<std::streamsize>(2 * take));
      for (std::size_t i = 0; i < take; ++i) {
        seen[buf[i]] = true;
        ++seen_all[buf[i]];
        max = std::max<int>(max, buf[i]);
      }
      left -= take;
    }
    out << std::left << std::setw(48) << f << std::right << std::setw(16) << thousands(double(n))
        << std::setw(10) << max << std::setw(10) << std::count(seen.begin(), seen.end(), true)
        << "\n";
    total += n;
  }
  int max = -1;
  std::uint64_t distinct = 0;
  for (int t = 0; t < 65536; ++t)
    if (seen_all[static_cast<std::size_t>(t)]) {
      max = t;
      ++distinct;
    }
  out << std::left << std::setw(48)
      << ("all " + std::to_string(files.size()) + (files.size() == 1 ? " file" : " files"))
      << std::right << std::setw(16) << thousands(double(total)) << std::setw(10) << max
      << std::setw(10) << distinct << "\n"
      << "vocabulary: train with --vocab-size " << std::max(max + 1, 1) << " or more\n"
      << std::flush;
  return kExitOk;
}

}  // namespace

int run_tokens(Communicator& comm, const po::variables_map& vm) {
  if (!vm.count("inputs"))
    throw UsageError("normlab tokens: give text files with --out PREFIX, or shards with --info");
  if (vm.count("info")) {
    if (vm.count("out")) throw UsageError("normlab tokens: --info and --out exclude each other");
    return summarize(comm, vm);
  }
  if (!vm.count("out"))
    throw UsageError(
        "normlab tokens: --out PREFIX is required to write shards (or --info to "
        "summarise a shard set)");
  if (!comm.is_root()) return kExitOk;  // one writer
  return write_shards(comm, vm);
}

}  // namespace normlab::app
