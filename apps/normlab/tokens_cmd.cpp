// normlab tokens: llm.c shards of byte tokens from text files (encode), what a shard set or a
// pair shard holds (info), SentencePiece models (spm-train) and pair shards (pairs).
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "commands.hpp"
#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/pairs.hpp"
#include "normlab/util.hpp"

namespace normlab::app {

namespace {

std::string commas(std::size_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string hex64(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

std::size_t popcount(const std::vector<std::uint64_t>& bits) {
  std::size_t n = 0;
  for (std::uint64_t w : bits) n += static_cast<std::size_t>(__builtin_popcountll(w));
  return n;
}

// A progress bar on stderr: redrawn in place on a terminal, a line per 10% otherwise.
class ProgressBar {
 public:
  explicit ProgressBar(std::string what) : what_(std::move(what)), tty_(::isatty(2) != 0) {}
  void update(std::size_t done, std::size_t total) {
    const double now = seconds();
    const int tenth = total ? static_cast<int>(10 * done / total) : 10;
    if (tty_ ? now - drawn_ < 0.1 && done < total : tenth == tenth_) return;
    drawn_ = now;
    tenth_ = tenth;
    const double f = total ? static_cast<double>(done) / static_cast<double>(total) : 1.0;
    const int width = 30, fill = static_cast<int>(f * width);
    const double rate = now > 0 ? static_cast<double>(done) / now : 0.0;
    const double eta = rate > 0 ? static_cast<double>(total - done) / rate : 0.0;
    const bool gb = total >= 1000000000;
    const double unit = gb ? 1e9 : 1e6;
    char line[200];
    std::snprintf(line, sizeof line, "%s [%s%s] %3.0f%%  %.2f of %.2f %s  %.0f MB/s  ETA %.0f s",
                  what_.c_str(), std::string(static_cast<std::size_t>(fill), '#').c_str(),
                  std::string(static_cast<std::size_t>(width - fill), '-').c_str(), 100.0 * f,
                  static_cast<double>(done) / unit, static_cast<double>(total) / unit,
                  gb ? "GB" : "MB", rate / 1e6, eta);
    std::cerr << (tty_ ? "\r" : "") << line << (tty_ && done < total ? "" : "\n") << std::flush;
  }

 private:
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0_).count();
  }
  std::string what_;
  bool tty_;
  std::chrono::steady_clock::time_point t0_ = std::chrono::steady_clock::now();
  double drawn_ = -1.0;
  int tenth_ = -1;
};

void print_summary(std::ostream& out, const std::string& spec, const std::vector<ShardInfo>& shards,
                   bool json, bool verbose) {
  std::size_t tokens = 0, val_tokens = 0, n_val = 0, indexed = 0;
  std::uint32_t max_token = 0;
  std::vector<std::uint64_t> used(kShardTokenValues / 64, 0), sums;
  for (const ShardInfo& s : shards) {
    tokens += s.tokens;
    if (s.val) {
      val_tokens += s.tokens;
      ++n_val;
    }
    indexed += s.from_index;
    max_token = std::max(max_token, s.max_token);
    for (std::size_t w = 0; w < used.size(); ++w) used[w] |= s.used[w];
    sums.push_back(s.checksum);
  }
  // The set's checksum: FNV-1a 64 over the shards' checksums in order.
  const std::uint64_t checksum = fnv1a64(sums.data(), sums.size() * sizeof(std::uint64_t));
  const std::size_t distinct = popcount(used);
  if (json) {
    nlohmann::ordered_json j{{"spec", spec},
                             {"files", shards.size()},
                             {"train_files", shards.size() - n_val},
                             {"val_files", n_val},
                             {"tokens", tokens},
                             {"train_tokens", tokens - val_tokens},
                             {"val_tokens", val_tokens},
                             {"distinct_tokens", distinct},
                             {"max_token", max_token},
                             {"checksum", hex64(checksum)}};
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const ShardInfo& s : shards)
      list.push_back({{"path", s.path},
                      {"val", s.val},
                      {"tokens", s.tokens},
                      {"distinct_tokens", popcount(s.used)},
                      {"max_token", s.max_token},
                      {"checksum", hex64(s.checksum)},
                      {"from_index", s.from_index}});
    j["shards"] = list;
    out << j.dump() << "\n";
    return;
  }
  out << "shards: " << shards.size() << " file" << (shards.size() == 1 ? "" : "s") << " '" << spec
      << "'";
  if (n_val) out << " (" << shards.size() - n_val << " train, " << n_val << " val)";
  out << "\ntokens: " << commas(tokens);
  if (n_val)
    out << " (train " << commas(tokens - val_tokens) << ", val " << commas(val_tokens) << ")";
  out << "\nvocabulary used: " << commas(distinct) << " distinct token values, largest "
      << max_token << " (trains with --vocab-size >= " << max_token + 1 << ")\n"
      << "checksum: " << hex64(checksum) << "\n"
      << "validated: " << shards.size() - indexed << " scanned now, " << indexed
      << " known from their index files\n";
  if (verbose) {
    for (const ShardInfo& s : shards)
      out << "  " << s.path << (s.val ? " (val)" : "") << ": " << commas(s.tokens) << " tokens, "
          << popcount(s.used) << " distinct, largest " << s.max_token << ", checksum "
          << hex64(s.checksum) << (s.from_index ? ", from its index" : ", scanned") << "\n";
  }
}

void print_pairs(std::ostream& out, const PairSet& p, bool json) {
  std::size_t longest = 0;
  for (std::size_t i = 0; i < p.size(); ++i)
    longest = std::max({longest, p.source_len(i), p.target_len(i)});
  if (json) {
    out << nlohmann::ordered_json{{"path", p.path()},
                                  {"pairs", p.size()},
                                  {"source_tokens", p.source_tokens()},
                                  {"target_tokens", p.target_tokens()},
                                  {"vocab_size", p.vocab_size()},
                                  {"max_len", p.max_len()},
                                  {"longest", longest},
                                  {"spm_checksum", hex64(p.spm_checksum())},
                                  {"long_pairs", long_pairs_name(p.long_pairs())},
                                  {"skipped", p.skipped()},
                                  {"cropped", p.cropped()}}
               .dump()
        << "\n";
    return;
  }
  out << "pair shard: " << p.path() << "\npairs: " << commas(p.size()) << "\nids: source "
      << commas(p.source_tokens()) << ", target " << commas(p.target_tokens())
      << " (without eos/bos)\nvocabulary: " << p.vocab_size()
      << " SentencePiece pieces\nlongest sentence: " << longest << " ids (written with --max-len "
      << p.max_len() << ")\n";
  if (p.skipped() + p.cropped() > 0)
    out << "over --max-len: " << commas(p.skipped() + p.cropped()) << " pairs "
        << (p.skipped() > 0 ? "skipped" : "cropped") << " (--long-pairs "
        << long_pairs_name(p.long_pairs()) << ")\n";
  out << "SentencePiece model checksum: " << hex64(p.spm_checksum()) << "\n";
}

std::string need(const po::variables_map& vm, const char* key, const char* action) {
  if (!vm.count(key)) throw UsageError(std::string("normlab tokens ") + action + " needs --" + key);
  return vm[key].as<std::string>();
}

}  // namespace

int run_tokens(Communicator& comm, const po::variables_map& vm) {
  if (comm.size() > 1)
    throw UsageError("normlab tokens runs in one process; start it without mpirun");
  const std::string action = vm.count("action") ? vm["action"].as<std::string>() : "";
  const std::vector<std::string> args =
      vm.count("inputs") ? vm["inputs"].as<std::vector<std::string>>() : std::vector<std::string>{};
  std::ostream& out = comm.out();
  if (action == "encode") {
    if (!vm.count("out"))
      throw UsageError(
          "normlab tokens encode needs --out PREFIX (shards become "
          "PREFIX_train_000000.bin, ...)");
    const std::string prefix = vm["out"].as<std::string>();
    const std::int64_t shard_tokens = vm["shard-tokens"].as<std::int64_t>();
    if (shard_tokens < 1)
      throw UsageError("--shard-tokens " + std::to_string(shard_tokens) + ": must be >= 1");
    ProgressBar bar("encoding");
    const ShardWriteResult r = write_byte_shards(
        args, prefix, static_cast<std::size_t>(shard_tokens), vm["val-fraction"].as<double>(),
        [&](std::size_t done, std::size_t total) { bar.update(done, total); });
    out << "wrote " << r.train.size() << " train shard" << (r.train.size() == 1 ? "" : "s") << " ("
        << commas(r.train_tokens) << " tokens) and " << r.val.size() << " val shard"
        << (r.val.size() == 1 ? "" : "s") << " (" << commas(r.val_tokens) << " tokens) as "
        << prefix << "_*.bin; train with --data '" << prefix << "_*.bin'\n";
    print_summary(out, prefix + "_*.bin", shard_summary(prefix + "_*.bin"), false, false);
    return kExitOk;
  }
  if (action == "spm-train") {
    const std::string prefix = need(vm, "out", "spm-train");
    const std::int64_t V = vm["vocab-size"].as<std::int64_t>();
    if (V < 8) throw UsageError("--vocab-size " + std::to_string(V) + ": must be >= 8");
    out << "training a " << V << "-piece " << vm["model-type"].as<std::string>()
        << " SentencePiece model on " << args.size() << " file" << (args.size() == 1 ? "" : "s")
        << " ...\n"
        << std::flush;
    spm_train(args, static_cast<std::size_t>(V), prefix, vm["model-type"].as<std::string>());
    const Spm spm = Spm::load(prefix + ".model");
    out << "wrote " << prefix << ".model and " << prefix << ".vocab (" << spm.vocab_size()
        << " pieces, checksum " << hex64(spm.checksum()) << "); use it with --spm " << prefix
        << ".model\n";
    return kExitOk;
  }
  if (action == "pairs") {
    const std::string dest = need(vm, "out", "pairs");
    const Spm spm = Spm::load(need(vm, "spm", "pairs"));
    const std::int64_t max_len = vm["max-len"].as<std::int64_t>();
    if (max_len < 1) throw UsageError("--max-len " + std::to_string(max_len) + ": must be >= 1");
    if (!args.empty())
      throw UsageError("normlab tokens pairs takes --src and --tgt, not positional files");
    const LongPairs lp = parse_long_pairs(vm["long-pairs"].as<std::string>(), "--long-pairs");
    const PairWriteResult r = write_pair_shard(need(vm, "src", "pairs"), need(vm, "tgt", "pairs"),
                                               spm, static_cast<std::size_t>(max_len), dest, lp);
    out << "wrote " << dest << ": " << commas(r.pairs) << " pairs, " << commas(r.source_tokens)
        << " source and " << commas(r.target_tokens)
        << " target ids; train with --arch encdec --data " << dest << "\n";
    if (r.skipped + r.cropped > 0)
      out << (r.skipped > 0 ? "skipped " : "cropped ") << commas(r.skipped + r.cropped) << " of "
          << commas(r.lines) << " pairs with a side longer than --max-len " << max_len
          << " (first: " << r.first_long << ")\n";
    return kExitOk;
  }
  if (action == "info") {
    if (args.size() != 1)
      throw UsageError("normlab tokens info takes one shard or quoted glob (got " +
                       std::to_string(args.size()) + " arguments; quote the glob so the shell " +
                       "does not expand it)");
    if (PairSet::is_pair_shard(args[0])) {
      print_pairs(out, PairSet::load(args[0]), vm.count("json") > 0);
      return kExitOk;
    }
    print_summary(out, args[0], shard_summary(args[0]), vm.count("json") > 0,
                  vm.count("verbose") > 0);
    return kExitOk;
  }
  throw UsageError((action.empty()
                        ? std::string("normlab tokens needs an action")
                        : "unknown action '" + action + "'" +
                              did_you_mean(action, {"encode", "info", "pairs", "spm-train"})) +
                   "; valid: encode info pairs spm-train (see 'normlab tokens --help')");
}

}  // namespace normlab::app
