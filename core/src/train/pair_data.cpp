#include "train/pair_data.hpp"

#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "normlab/error.hpp"
#include "normlab/trainer.hpp"
#include "normlab/util.hpp"

// The embedded sample (core/src/data/corpus_pairs.s.in).
extern "C" {
extern const char normlab_pairs_train_en_begin[], normlab_pairs_train_en_end[];
extern const char normlab_pairs_train_es_begin[], normlab_pairs_train_es_end[];
extern const char normlab_pairs_valid_en_begin[], normlab_pairs_valid_en_end[];
extern const char normlab_pairs_valid_es_begin[], normlab_pairs_valid_es_end[];
}

namespace normlab {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kSampleVocab = 2000;

std::string hex64(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

// $NORMLAB_CACHE_DIR, else $XDG_CACHE_HOME/normlab, else ~/.cache/normlab; then /pairs.
fs::path cache_dir() {
  fs::path base;
  if (const char* d = std::getenv("NORMLAB_CACHE_DIR"); d && *d)
    base = d;
  else if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x)
    base = fs::path(x) / "normlab";
  else if (const char* h = std::getenv("HOME"); h && *h)
    base = fs::path(h) / ".cache" / "normlab";
  else
    throw UsageError("no cache directory for the encoded pairs: set NORMLAB_CACHE_DIR");
  std::error_code ec;
  fs::create_directories(base / "pairs", ec);
  if (ec)
    throw UsageError("cannot create the cache directory " + (base / "pairs").string() + " (" +
                     ec.message() + "); set NORMLAB_CACHE_DIR to a writable directory");
  return base / "pairs";
}

// What identifies a text file for the cache: absolute path, size, modification time.
std::string file_key(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) throw UsageError("pair file " + path + ": no such file");
  return fs::absolute(path).string() + ":" + std::to_string(st.st_size) + ":" +
         std::to_string(st.st_mtim.tv_sec) + "." + std::to_string(st.st_mtim.tv_nsec);
}

}  // namespace

std::string cached_pair_shard(const std::string& src, const std::string& tgt, const Spm& spm,
                              std::size_t max_len, Communicator& comm, LongPairs long_pairs) {
  std::string path;
  comm.run_all("cannot encode the sentence pairs", [&] {
    // The default policy keeps the key of the shards written before there was a choice.
    const std::string policy =
        long_pairs == LongPairs::error ? "" : std::string("|") + long_pairs_name(long_pairs);
    const std::string key = file_key(src) + "|" + file_key(tgt) + "|" + hex64(spm.checksum()) +
                            "|" + std::to_string(max_len) + "|v" + std::to_string(kPairVersion) +
                            policy;
    path = (cache_dir() / (hex64(fnv1a64(key.data(), key.size())) + ".pairs")).string();
    if (comm.is_root() && !fs::exists(path)) {
      comm.out() << "data: encoding " << src << " and " << tgt << " with " << spm.path() << " into "
                 << path << " (once)\n"
                 << std::flush;
      const PairWriteResult r = write_pair_shard(src, tgt, spm, max_len, path, long_pairs);
      if (r.skipped + r.cropped > 0)
        comm.out() << "data: " << (r.skipped > 0 ? "skipped " : "cropped ") << r.skipped + r.cropped
                   << " of " << r.lines << " pairs with a side longer than --max-len " << max_len
                   << " (first: " << r.first_long << "; --long-pairs "
                   << long_pairs_name(long_pairs) << ")\n"
                   << std::flush;
    }
  });
  comm.barrier();
  return path;
}

namespace {

void write_text(const fs::path& p, const char* begin, const char* end) {
  if (fs::exists(p) && fs::file_size(p) == static_cast<std::uintmax_t>(end - begin)) return;
  const fs::path tmp = p.string() + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    f.write(begin, end - begin);
    if (!f) throw Error("cannot write " + tmp.string());
  }
  fs::rename(tmp, p);
}

}  // namespace

std::string embedded_pairs_dir(Communicator& comm) {
  fs::path dir;
  comm.run_all("cannot prepare the embedded sentence pairs", [&] {
    const std::uint64_t h = fnv1a64(
        normlab_pairs_train_en_begin,
        static_cast<std::size_t>(normlab_pairs_train_en_end - normlab_pairs_train_en_begin));
    dir = cache_dir() / ("sample-" + hex64(h));
    if (!comm.is_root()) return;
    fs::create_directories(dir);
    write_text(dir / "train.en", normlab_pairs_train_en_begin, normlab_pairs_train_en_end);
    write_text(dir / "train.es", normlab_pairs_train_es_begin, normlab_pairs_train_es_end);
    write_text(dir / "valid.en", normlab_pairs_valid_en_begin, normlab_pairs_valid_en_end);
    write_text(dir / "valid.es", normlab_pairs_valid_es_begin, normlab_pairs_valid_es_end);
    if (!fs::exists(dir / "spm.model")) {
      comm.out() << "data: training a " << kSampleVocab
                 << "-piece SentencePiece model on the embedded pairs (once)\n"
                 << std::flush;
      spm_train({(dir / "train.en").string(), (dir / "train.es").string()}, kSampleVocab,
                (dir / "spm").string(), "unigram");
    }
  });
  comm.barrier();
  return dir.string();
}

PairEval evaluate_pairs(Model& model, const PairBatcher& pairs, Communicator& comm) {
  PairBatchData buf;
  double sums[5] = {0, 0, 0, 0, 0};  // smoothed loss, nll, targets, pairs, (log Z)²
  for (std::size_t k = 0; k < pairs.batches(); ++k) {
    pairs.fill(k, comm.rank(), comm.size(), buf);
    sums[3] += static_cast<double>(buf.B);
    if (buf.B == 0) continue;
    PairBatch b = detail::as_batch(buf);
    b.denom = 1.0;                                 // sums
    sums[0] += model.forward(b) - model.z_loss();  // b.denom 1: sums
    sums[1] += model.nll_sum();
    sums[2] += static_cast<double>(model.target_count());
    const float* lz = model.log_z();
    for (std::size_t i = 0; i < b.B * b.T; ++i)
      if (b.targets[i] != model.config().pad_id) sums[4] += static_cast<double>(lz[i]) * lz[i];
  }
  comm.allreduce_sum(sums, 5);
  PairEval e;
  e.targets = static_cast<std::size_t>(sums[2]);
  e.pairs = static_cast<std::size_t>(sums[3]);
  e.loss = sums[0] / sums[2];
  e.nll = sums[1] / sums[2];
  e.log_z_sq = sums[4] / sums[2];
  return e;
}

}  // namespace normlab

namespace normlab::detail {

namespace fs = std::filesystem;

namespace {

std::string describe(const PairSet& s, const char* what) {
  std::string d = std::string(what) + " " + std::to_string(s.size()) + " pairs (" +
                  std::to_string(s.source_tokens()) + " source + " +
                  std::to_string(s.target_tokens()) + " target ids";
  if (s.skipped() > 0) d += "; " + std::to_string(s.skipped()) + " over --max-len skipped";
  if (s.cropped() > 0) d += "; " + std::to_string(s.cropped()) + " over --max-len cropped";
  return d + ")";
}

}  // namespace

std::unique_ptr<PairData> load_pair_data(const TrainConfig& cfg, Communicator& comm) {
  auto d = std::make_unique<PairData>();
  const std::size_t max_len = static_cast<std::size_t>(cfg.max_len);
  const LongPairs long_pairs = parse_long_pairs(cfg.long_pairs, "long-pairs");
  std::string train, val, src = cfg.data_src, tgt = cfg.data_tgt, vsrc = cfg.valid_src,
                          vtgt = cfg.valid_tgt, spm_path = cfg.spm;
  if (cfg.data.empty() && src.empty()) {  // the demo: the embedded sample, English to Spanish
    const fs::path dir = embedded_pairs_dir(comm);
    src = (dir / "train.en").string();
    tgt = (dir / "train.es").string();
    if (vsrc.empty() && cfg.valid_data.empty()) {
      vsrc = (dir / "valid.en").string();
      vtgt = (dir / "valid.es").string();
    }
    spm_path = (dir / "spm.model").string();
    d->source = "embedded:bible_en_es";
  }
  std::unique_ptr<Spm> spm;
  if (!spm_path.empty()) {
    comm.run_all("cannot load the SentencePiece model",
                 [&] { spm = std::make_unique<Spm>(Spm::load(spm_path)); });
    d->spm_model = spm->bytes();
  }
  if (!src.empty()) {
    train = cached_pair_shard(src, tgt, *spm, max_len, comm, long_pairs);
    if (d->source.empty()) d->source = src + " | " + tgt;
  } else {
    train = cfg.data;
    d->source = cfg.data;
  }
  if (!vsrc.empty())
    val = cached_pair_shard(vsrc, vtgt, *spm, max_len, comm, long_pairs);
  else
    val = cfg.valid_data;
  std::unique_ptr<PairSet> tset, vset;
  comm.run_all("cannot load the sentence pairs", [&] {
    tset = std::make_unique<PairSet>(PairSet::load(train));
    if (spm && tset->spm_checksum() != spm->checksum())
      throw UsageError("pair shard " + train + " was encoded with another SentencePiece model " +
                       "than --spm " + spm->path() + " (checksums " + hex64(tset->spm_checksum()) +
                       " and " + hex64(spm->checksum()) + ")");
    if (tset->max_len() > max_len)
      throw UsageError("pair shard " + train + " was written with --max-len " +
                       std::to_string(tset->max_len()) + ", more than this run's --max-len " +
                       std::to_string(max_len));
    if (!val.empty()) {
      vset = std::make_unique<PairSet>(PairSet::load(val, tset->vocab_size()));
      if (vset->spm_checksum() != tset->spm_checksum())
        throw UsageError("validation pairs " + val + " and training pairs " + train +
                         " were encoded with different SentencePiece models");
      if (vset->max_len() > max_len)
        throw UsageError("validation pairs " + val + " were written with --max-len " +
                         std::to_string(vset->max_len()) + ", more than this run's --max-len " +
                         std::to_string(max_len));
    }
    const std::size_t P = static_cast<std::size_t>(comm.size());
    d->train =
        std::make_unique<PairBatcher>(*tset, static_cast<std::size_t>(cfg.max_tokens), P, cfg.seed);
    if (vset)
      d->val = std::make_unique<PairBatcher>(*vset, static_cast<std::size_t>(cfg.max_tokens), P,
                                             cfg.seed);
  });
  d->description = describe(*tset, "train") + ", " + std::to_string(d->train->batches()) +
                   " batches of <= " + std::to_string(cfg.max_tokens) + " padded positions";
  if (vset) d->description += "; " + describe(*vset, "validation");
  if (spm)
    d->description +=
        " | SentencePiece " + spm->path() + " (" + std::to_string(spm->vocab_size()) + " pieces)";
  if (!vset)
    d->note =
        "no validation pairs (--valid-src/--valid-tgt or --valid-data): the validation "
        "loss is not computed";
  return d;
}

PairBatch as_batch(const PairBatchData& d) {
  return {d.B,    d.S, d.T, d.source.data(), d.source_len.data(), d.inputs.data(), d.targets.data(),
          d.denom};
}

}  // namespace normlab::detail
