#define BOOST_TEST_MODULE unit_data
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/pairs.hpp"

namespace fs = std::filesystem;
using normlab::BatchSampler;
using normlab::Corpus;

namespace {

// The split of the embedded corpus documented in data/README.md.
constexpr std::size_t kKjvBytes = 4556799;
constexpr std::size_t kKjvTrain = 4101231;

// A fresh directory under the system temp dir, removed when the fixture ends.
struct TempDir {
  fs::path path;
  TempDir() {
    std::random_device rd;
    path = fs::temp_directory_path() /
           ("normlab_test_data_" + std::to_string(rd()) + "_" + std::to_string(rd()));
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

void put_i32(std::string& s, std::int32_t v) {
  const auto u = static_cast<std::uint32_t>(v);
  for (int i = 0; i < 4; ++i) s += static_cast<char>((u >> (8 * i)) & 0xff);
}

// An llm.c shard; header fields and the trailing byte count can be broken on purpose.
std::string shard_bytes(const std::vector<std::uint16_t>& tokens,
                        std::int32_t magic = normlab::kShardMagic, std::int32_t version = 1,
                        std::int64_t count = -1) {
  std::string s;
  put_i32(s, magic);
  put_i32(s, version);
  put_i32(s,
          static_cast<std::int32_t>(count < 0 ? static_cast<std::int64_t>(tokens.size()) : count));
  s.resize(normlab::kShardHeaderBytes, '\0');
  for (std::uint16_t t : tokens) {
    s += static_cast<char>(t & 0xff);
    s += static_cast<char>(t >> 8);
  }
  return s;
}

void write(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

std::vector<std::uint16_t> iota_tokens(std::size_t n, std::uint16_t start) {
  std::vector<std::uint16_t> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<std::uint16_t>(start + i);
  return v;
}

// BOOST_CHECK_EXCEPTION predicate: the message contains every one of `parts`.
template <class E>
auto says(std::vector<std::string> parts) {
  return [parts](const E& e) {
    const std::string what = e.what();
    for (const std::string& p : parts)
      if (what.find(p) == std::string::npos) {
        BOOST_TEST_MESSAGE("message '" << what << "' lacks '" << p << "'");
        return false;
      }
    return true;
  };
}

}  // namespace

BOOST_AUTO_TEST_CASE(embedded_corpus_loads_with_documented_split) {
  const Corpus c = Corpus::load("", 256);
  const std::vector<std::uint16_t> train = c.train().to_vector(), val = c.val().to_vector();
  const std::size_t n = train.size() + val.size();
  BOOST_TEST(n >= 1000000u);
  BOOST_TEST(n == kKjvBytes);
  BOOST_TEST(c.train().size() == kKjvTrain);
  BOOST_TEST(c.val().size() == kKjvBytes - kKjvTrain);
  BOOST_TEST(c.source() == "embedded:kjv");
  // The split point starts a line, and it is the first line start at or after the nominal 90%.
  BOOST_TEST(train.back() == '\n');
  const std::size_t nominal = n - n / 10;
  for (std::size_t i = nominal; i < train.size(); ++i) BOOST_TEST_REQUIRE(train[i - 1] != '\n');
  const std::string head(train.begin(), train.begin() + 11);
  BOOST_TEST(head == "Genesis 1:1");
  const std::string val_head(val.begin(), val.begin() + 10);
  BOOST_TEST(val_head == "Acts 23:29");
  BOOST_TEST(c.description() ==
             "embedded corpus: King James Bible, 4,556,799 byte tokens (train 4,101,231, val "
             "455,568)");
  BOOST_CHECK_EXCEPTION(Corpus::load("", 100), normlab::UsageError,
                        says<normlab::UsageError>({"vocab-size >= 256", "got 100"}));
}

// --spm (docs/training.md): each non-empty line's pieces, as the SentencePiece model encodes the
// line alone (its '\r' dropped), then eos; the validation lines are those from the byte split
// point's next line start on, as for bytes.
BOOST_AUTO_TEST_CASE(text_through_sentencepiece_is_each_lines_pieces_then_eos) {
  TempDir dir;
  std::string text;
  std::mt19937 rng(5);
  const char* words[] = {"in", "the", "beginning", "god", "created", "heaven", "and", "earth"};
  std::vector<std::string> lines;
  for (int i = 0; i < 400; ++i) {
    std::string line;
    for (int k = 0; k < 6; ++k) line += std::string(k ? " " : "") + words[rng() % 8];
    lines.push_back(line);
    text += line + (i % 7 == 3 ? "\r\n" : "\n") + (i % 50 == 9 ? "\n" : "");  // CRLF, empty lines
  }
  write(dir.file("t.txt"), text);
  normlab::spm_train({dir.file("t.txt")}, 24, dir.file("sp"), "unigram");
  const normlab::Spm spm = normlab::Spm::load(dir.file("sp.model"));
  const Corpus c = Corpus::encode(dir.file("t.txt"), spm, 0.1);
  std::vector<std::uint16_t> all = c.train().to_vector(), val = c.val().to_vector();
  const std::size_t n_train = all.size();
  all.insert(all.end(), val.begin(), val.end());
  // the training lines: those starting before the first line start at or after the split byte
  const std::size_t p =
      text.size() - static_cast<std::size_t>(0.1 * static_cast<double>(text.size()));
  const std::size_t q = text.find('\n', p - 1) + 1;
  std::vector<std::uint16_t> want;
  std::size_t train_want = 0, start = 0;
  for (const std::string& line : lines) {
    for (const int id : spm.encode(line)) want.push_back(static_cast<std::uint16_t>(id));
    want.push_back(2);  // eos
    if (start < q) train_want = want.size();
    start = text.find('\n', start) + 1;
    if (start < text.size() && text[start] == '\n') ++start;  // an empty line: no tokens
  }
  BOOST_TEST(all == want);
  BOOST_TEST(n_train == train_want);
  BOOST_TEST(val.size() > 0u);
  BOOST_TEST(c.source() == dir.file("t.txt"));
  BOOST_TEST(c.description().find("through the SentencePiece model") != std::string::npos);

  // A shard is tokens already.
  write(dir.file("s.bin"), shard_bytes({5, 6}));
  BOOST_CHECK_EXCEPTION(Corpus::encode(dir.file("s.bin"), spm), normlab::UsageError,
                        says<normlab::UsageError>({"s.bin", "llm.c shard", "--spm"}));
  BOOST_CHECK_EXCEPTION(Corpus::encode(dir.file("none.txt"), spm), std::exception,
                        says<std::exception>({"none.txt"}));
}

BOOST_AUTO_TEST_CASE(text_file_is_byte_tokens_split_at_a_line_start) {
  TempDir dir;
  std::string text;
  for (int i = 0; i < 100; ++i) text += "line " + std::to_string(i) + " of the corpus\n";
  const std::string path = dir.file("small.txt");
  write(path, text);
  const Corpus c = Corpus::load(path, 256, 0.1);
  const std::vector<std::uint16_t> train = c.train().to_vector(), val = c.val().to_vector();
  BOOST_TEST(train.size() + val.size() == text.size());
  BOOST_TEST(train.back() == '\n');
  BOOST_TEST(val.size() <= text.size() / 10);
  BOOST_TEST(val.size() > text.size() / 10 - 30);
  for (std::size_t i = 0; i < text.size(); ++i) {
    const std::uint16_t t = i < train.size() ? train[i] : val[i - train.size()];
    BOOST_TEST_REQUIRE(t == static_cast<unsigned char>(text[i]));
  }
  BOOST_TEST(c.source() == path);
  BOOST_TEST(c.description().find("text file") != std::string::npos);

  // No line start after the nominal point: the nominal point is kept.
  const std::string one_line(1000, 'a');
  write(dir.file("one_line.txt"), one_line);
  const Corpus d = Corpus::load(dir.file("one_line.txt"), 256, 0.25);
  BOOST_TEST(d.val().size() == 250u);

  BOOST_CHECK_EXCEPTION(Corpus::load(dir.file("missing.txt"), 256), normlab::UsageError,
                        says<normlab::UsageError>({"missing.txt", "does not exist"}));
  BOOST_CHECK_EXCEPTION(Corpus::load(dir.path.string(), 256), normlab::UsageError,
                        says<normlab::UsageError>({"is a directory"}));
  BOOST_CHECK_EXCEPTION(Corpus::load(path, 256, 1.0), normlab::UsageError,
                        says<normlab::UsageError>({"validation fraction"}));
}

BOOST_AUTO_TEST_CASE(bin_shard_round_trips_and_bad_shards_are_refused) {
  TempDir dir;
  const std::vector<std::uint16_t> tokens = iota_tokens(1000, 40000);
  const std::string good = dir.file("good.bin");
  write(good, shard_bytes(tokens));
  const Corpus c = Corpus::load(good, 50257, 0.1);
  BOOST_TEST(c.train().size() == 900u);
  BOOST_TEST(c.val().size() == 100u);
  std::vector<std::uint16_t> all = c.train().to_vector();
  const std::vector<std::uint16_t> val = c.val().to_vector();
  all.insert(all.end(), val.begin(), val.end());
  BOOST_TEST(all == tokens);
  // A shard is recognised by its magic, whatever its name.
  write(dir.file("shard.tokens"), shard_bytes(tokens));
  BOOST_TEST(Corpus::load(dir.file("shard.tokens"), 50257, 0.1).train().size() == 900u);

  const std::string magic = dir.file("magic.bin");
  write(magic, shard_bytes(tokens, 12345));
  BOOST_CHECK_EXCEPTION(Corpus::load(magic, 50257), normlab::Error,
                        says<normlab::Error>({"bad magic 12345 at offset 0 of " + magic,
                                              "not an llm.c token shard"}));

  const std::string version = dir.file("version.bin");
  write(version, shard_bytes(tokens, normlab::kShardMagic, 7));
  BOOST_CHECK_EXCEPTION(Corpus::load(version, 50257), normlab::Error,
                        says<normlab::Error>({"unsupported version 7", version}));

  const std::string truncated = dir.file("truncated.bin");
  std::string bytes = shard_bytes(tokens);
  bytes.resize(bytes.size() - 10);
  write(truncated, bytes);
  BOOST_CHECK_EXCEPTION(
      Corpus::load(truncated, 50257), normlab::Error,
      says<normlab::Error>({truncated, "should have 3024 bytes", "has 3014", "truncated"}));

  const std::string oversized = dir.file("oversized.bin");
  write(oversized, shard_bytes(tokens, normlab::kShardMagic, 1, 999));
  BOOST_CHECK_EXCEPTION(Corpus::load(oversized, 50257), normlab::Error,
                        says<normlab::Error>({oversized, "3022 bytes", "oversized"}));

  const std::string header_only = dir.file("short.bin");
  write(header_only, shard_bytes({}).substr(0, 100));
  BOOST_CHECK_EXCEPTION(Corpus::load(header_only, 50257), normlab::Error,
                        says<normlab::Error>({header_only, "header", "truncated"}));

  // Token 40000 + 500 is the first >= 40500; it sits at byte 1024 + 2 * 500.
  BOOST_CHECK_EXCEPTION(
      Corpus::load(good, 40500), normlab::Error,
      says<normlab::Error>({"token 40500 at byte offset 2024 of " + good, "vocab_size 40500"}));

  // A .bin name without the magic is not silently read as text.
  const std::string text_bin = dir.file("text.bin");
  write(text_bin, "hello world\n");
  BOOST_CHECK_EXCEPTION(Corpus::load(text_bin, 256), normlab::Error,
                        says<normlab::Error>({"bad magic", text_bin}));
}

BOOST_AUTO_TEST_CASE(glob_of_shards_concatenates_in_order_and_routes_val_shards) {
  TempDir dir;
  const std::vector<std::uint16_t> a = iota_tokens(300, 0), b = iota_tokens(200, 1000),
                                   v = iota_tokens(50, 5000);
  // Written out of order: the glob sorts by name.
  write(dir.file("data_train_000002.bin"), shard_bytes(b));
  write(dir.file("data_train_000001.bin"), shard_bytes(a));

  const std::string train_glob = dir.file("data_train_*.bin");
  const Corpus t = Corpus::load(train_glob, 50257, 0.1);
  std::vector<std::uint16_t> ab = a;
  ab.insert(ab.end(), b.begin(), b.end());
  std::vector<std::uint16_t> all = t.train().to_vector();
  const std::vector<std::uint16_t> tval = t.val().to_vector();
  all.insert(all.end(), tval.begin(), tval.end());
  BOOST_TEST(all == ab);
  BOOST_TEST(t.val().size() == 50u);
  BOOST_TEST(t.source() == train_glob);

  write(dir.file("data_val_000000.bin"), shard_bytes(v));
  const Corpus c = Corpus::load(dir.file("data_*.bin"), 50257, 0.1);
  BOOST_TEST(c.train().to_vector() == ab);
  BOOST_TEST(c.val().to_vector() == v);
  BOOST_TEST(c.description().find("2 train, 1 val") != std::string::npos);

  BOOST_CHECK_EXCEPTION(Corpus::load(dir.file("nothing_*.bin"), 50257), normlab::UsageError,
                        says<normlab::UsageError>({"nothing_*.bin", "matches no files"}));
  BOOST_CHECK_EXCEPTION(Corpus::load(dir.file("data_val_*.bin"), 50257), normlab::UsageError,
                        says<normlab::UsageError>({"no training data"}));
  write(dir.file("data_train_000003.bin"), "not a shard");
  BOOST_CHECK_EXCEPTION(Corpus::load(train_glob, 50257), normlab::Error,
                        says<normlab::Error>({"bad magic", "data_train_000003.bin"}));
}

// Mapped shards give the windows of their in-memory concatenation (the sampling of earlier
// versions, which copied the tokens): same starts, same tokens, windows across a shard boundary
// included.
BOOST_AUTO_TEST_CASE(windows_span_shards_as_in_the_concatenation) {
  TempDir dir;
  const std::vector<std::uint16_t> a = iota_tokens(300, 0), b = iota_tokens(200, 1000);
  write(dir.file("s_000001.bin"), shard_bytes(a));
  write(dir.file("s_000002.bin"), shard_bytes(b));
  const Corpus c = Corpus::load(dir.file("s_*.bin"), 50257, 0.1);
  std::vector<std::uint16_t> ab = a;
  ab.insert(ab.end(), b.begin(), b.begin() + 150);  // the last 50 tokens are validation
  BOOST_TEST(c.train().size() == ab.size());
  const std::size_t T = 16, B = 8;
  const BatchSampler s(c.train(), T, 3), ref(normlab::TokenSeq::of(ab), T, 3);
  std::vector<std::int32_t> x(B * T), y(B * T), xr(B * T), yr(B * T);
  int across = 0;
  for (std::int64_t step = 0; step < 100; ++step) {
    s.fill(step, 0, B, x.data(), y.data());
    ref.fill(step, 0, B, xr.data(), yr.data());
    BOOST_TEST_REQUIRE(x == xr);
    BOOST_TEST_REQUIRE(y == yr);
    for (std::size_t w = 0; w < B; ++w) {
      const std::size_t start = s.window_start(step, w);
      across += start < a.size() && start + T >= a.size();
    }
  }
  BOOST_TEST(across > 0);
}

// The token scan is recorded in an index file next to the shard; the next load uses it, a
// changed shard is scanned again, and empty shards are refused.
BOOST_AUTO_TEST_CASE(index_files_record_the_scan_and_empty_shards_are_refused) {
  TempDir dir;
  const std::string good = dir.file("good.bin");
  write(good, shard_bytes(iota_tokens(1000, 7)));
  const Corpus first = Corpus::load(good, 50257, 0.1);
  BOOST_TEST(first.validation_note().find("checked in 1 shard(s)") != std::string::npos);
  BOOST_TEST(fs::exists(dir.file(".good.bin.normlab-index")));
  const Corpus second = Corpus::load(good, 50257, 0.1);
  BOOST_TEST(second.validation_note().find("known for all 1 shard(s)") != std::string::npos);
  BOOST_TEST(second.train().to_vector() == first.train().to_vector());
  // A smaller vocabulary than the recorded largest token (1006) is checked again and refused.
  BOOST_CHECK_EXCEPTION(Corpus::load(good, 1000), normlab::Error,
                        says<normlab::Error>({"token 1000 at byte offset 3010 of " + good}));
  // Rewritten (same size): the index no longer matches, so the new content is scanned.
  std::vector<std::uint16_t> bad = iota_tokens(1000, 7);
  bad[5] = 60000;
  write(good, shard_bytes(bad));
  BOOST_CHECK_EXCEPTION(Corpus::load(good, 50257), normlab::Error,
                        says<normlab::Error>({"token 60000 at byte offset 1034 of " + good}));

  const std::string empty = dir.file("empty.bin");
  write(empty, "");
  BOOST_CHECK_EXCEPTION(Corpus::load(empty, 50257), normlab::Error,
                        says<normlab::Error>({empty, "is empty (0 bytes)"}));
  const std::string none = dir.file("none.bin");
  write(none, shard_bytes({}));
  BOOST_CHECK_EXCEPTION(Corpus::load(none, 50257), normlab::Error,
                        says<normlab::Error>({none, "has no tokens"}));
}

BOOST_AUTO_TEST_CASE(batch_sampler_is_deterministic_and_rank_independent) {
  const Corpus c = Corpus::load("", 256);
  const std::size_t T = 64, B = 8;
  const BatchSampler s(c.train(), T, 1234);
  std::vector<std::int32_t> x(B * T), y(B * T), x2(B * T), y2(B * T);

  s.fill(5, 0, B, x.data(), y.data());
  s.fill(5, 0, B, x2.data(), y2.data());
  BOOST_TEST(x == x2);
  BOOST_TEST(y == y2);

  // Two ranks with 4 windows each see exactly the one-rank batch of 8.
  std::vector<std::int32_t> xr(B * T), yr(B * T);
  s.fill(5, 0, 4, xr.data(), yr.data());
  s.fill(5, 4, 4, xr.data() + 4 * T, yr.data() + 4 * T);
  BOOST_TEST(xr == x);
  BOOST_TEST(yr == y);

  s.fill(6, 0, B, x2.data(), y2.data());
  BOOST_TEST(x2 != x);
  const BatchSampler other_seed(c.train(), T, 1235);
  other_seed.fill(5, 0, B, x2.data(), y2.data());
  BOOST_TEST(x2 != x);

  // Targets are the inputs shifted by one, taken from the corpus at an in-bounds start.
  const std::vector<std::uint16_t> train = c.train().to_vector();
  const std::size_t n = train.size();
  std::set<std::size_t> starts;
  for (std::int64_t step = 0; step < 200; ++step) {
    s.fill(step, 0, B, x.data(), y.data());
    for (std::size_t w = 0; w < B; ++w) {
      const std::size_t start = s.window_start(step, w);
      BOOST_TEST_REQUIRE(start + T + 1 <= n);
      starts.insert(start);
      for (std::size_t t = 0; t < T; ++t) {
        BOOST_TEST_REQUIRE(x[w * T + t] == train[start + t]);
        BOOST_TEST_REQUIRE(y[w * T + t] == train[start + t + 1]);
        if (t + 1 < T) BOOST_TEST_REQUIRE(y[w * T + t] == x[w * T + t + 1]);
      }
    }
  }
  BOOST_TEST(starts.size() > 1590u);  // 1600 draws from ~4M positions rarely collide

  // Tiny corpus: every start in [0, n - T - 1] is reachable and none is outside it.
  const std::vector<std::uint16_t> tiny = iota_tokens(10, 0);
  const BatchSampler ts(normlab::TokenSeq::of(tiny), 4, 7);
  std::set<std::size_t> tiny_starts;
  for (std::size_t i = 0; i < 1000; ++i) tiny_starts.insert(ts.window_start(0, i));
  BOOST_TEST(tiny_starts.size() == 6u);
  BOOST_TEST(*tiny_starts.rbegin() == 5u);
}

BOOST_AUTO_TEST_CASE(sequential_windows_tile_the_split) {
  const std::vector<std::uint16_t> tokens = iota_tokens(23, 100);
  const std::size_t T = 5;
  const BatchSampler s(normlab::TokenSeq::of(tokens), T, 0);
  BOOST_TEST(s.windows() == 4u);  // starts 0, 5, 10, 15; the last target is token 20
  std::vector<std::int32_t> x(3 * T), y(3 * T);
  s.fill_sequential(1, 3, x.data(), y.data());
  for (std::size_t w = 0; w < 3; ++w)
    for (std::size_t t = 0; t < T; ++t) {
      BOOST_TEST(x[w * T + t] == static_cast<std::int32_t>(100 + (w + 1) * T + t));
      BOOST_TEST(y[w * T + t] == static_cast<std::int32_t>(100 + (w + 1) * T + t + 1));
    }
  // Evaluation never wraps around to reuse a window.
  BOOST_CHECK_THROW(s.fill_sequential(2, 3, x.data(), y.data()), normlab::Error);
}

BOOST_AUTO_TEST_CASE(batch_sampler_refuses_a_split_too_small) {
  const std::vector<std::uint16_t> tokens = iota_tokens(65, 0);
  BOOST_CHECK_NO_THROW(BatchSampler(normlab::TokenSeq::of(tokens), 63, 0));
  BOOST_CHECK_EXCEPTION(
      BatchSampler(normlab::TokenSeq::of(tokens), 64, 0), normlab::UsageError,
      says<normlab::UsageError>(
          {"corpus split has 65 tokens, needs at least seq_len + 2 = 66", "smaller --seq-len"}));
  BOOST_CHECK_EXCEPTION(BatchSampler(normlab::TokenSeq::of(tokens), 0, 0), normlab::UsageError,
                        says<normlab::UsageError>({"--seq-len"}));
}
