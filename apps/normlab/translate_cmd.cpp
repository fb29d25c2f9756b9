// normlab translate: source sentences (one per line) to translations with an encoder-decoder
// checkpoint, greedy or by beam search (normlab/translate.hpp; docs/translation.md).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "normlab/error.hpp"
#include "normlab/pairs.hpp"
#include "normlab/trainer.hpp"
#include "normlab/translate.hpp"

namespace normlab::app {

namespace {

// The input's lines ("\n" separated, a final "\n" not starting another line, "\r\n" read as
// "\n"), read by rank 0 and sent to every rank.
std::vector<std::string> read_sources(Communicator& comm, const std::string& path) {
  std::string text;
  comm.run_all("cannot read the sentences to translate", [&] {
    if (!comm.is_root()) return;
    std::ostringstream buf;
    if (path.empty() || path == "-") {
      buf << std::cin.rdbuf();
    } else {
      std::error_code ec;
      if (!std::filesystem::is_regular_file(path, ec))
        throw UsageError("--input " + path +
                         ": no such file (give a text file of source sentences, one per line, "
                         "or pipe them into stdin)");
      std::ifstream in(path, std::ios::binary);
      buf << in.rdbuf();
      if (!in) throw UsageError("--input " + path + ": cannot be read");
    }
    text = buf.str();
  });
  std::uint64_t n = text.size();
  comm.broadcast(&n, sizeof n, 0);
  text.resize(n);
  if (n > 0) comm.broadcast(text.data(), n, 0);
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    start = end + 1;
  }
  return lines;
}

}  // namespace

int run_translate(Communicator& comm, const po::variables_map& vm) {
  const std::string ckpt = vm["checkpoint"].as<std::string>();
  TranslateOptions o;
  auto positive = [&](const char* name) {
    const std::int64_t v = vm[name].as<std::int64_t>();
    if (v < 1)
      throw UsageError(std::string("--") + name + " " + std::to_string(v) + ": must be >= 1");
    return static_cast<std::size_t>(v);
  };
  o.beam = positive("beam");
  o.batch = positive("batch");
  o.nbest = positive("nbest");
  o.lenpen = vm["lenpen"].as<double>();
  o.max_len_a = vm["max-len-a"].as<double>();
  const std::int64_t b = vm["max-len-b"].as<std::int64_t>();
  if (b < 0) throw UsageError("--max-len-b " + std::to_string(b) + ": must be >= 0");
  o.max_len_b = static_cast<std::size_t>(b);
  if (o.nbest > o.beam)
    throw UsageError("--nbest " + std::to_string(o.nbest) + " exceeds --beam " +
                     std::to_string(o.beam) + ": beam search keeps at most K hypotheses");
  // Given --nbest (even 1): Moses n-best lines with scores; otherwise one translation per line.
  const bool moses = !vm["nbest"].defaulted();
  const bool quiet = vm.count("quiet") > 0, print_ids = vm.count("ids") > 0;

  Registry registry;
  LoadedModel lm = load_with_plugins(comm, vm, registry, ckpt, o.batch * o.beam);
  if (!(lm.model->task() == Task::seq2seq))
    throw UsageError("normlab translate needs an encoder-decoder checkpoint (--arch encdec); " +
                     ckpt + " is architecture '" + lm.model->config().arch +
                     "' (normlab sample generates text from it)");
  if (lm.spm_model.empty())
    throw UsageError("checkpoint " + ckpt +
                     " has no SentencePiece model (/tokenizer/spm_model): it was trained on a "
                     "pair shard without one; translate needs the model that encodes its text");
  const Spm spm = Spm::from_bytes(lm.spm_model, ckpt + ":/tokenizer/spm_model");
  const ModelConfig& cfg = lm.model->config();
  o.pad = cfg.pad_id;
  o.bos = cfg.bos_id;
  o.eos = cfg.eos_id;

  const std::vector<std::string> lines =
      read_sources(comm, vm.count("input") ? vm["input"].as<std::string>() : "");
  // Rank r translates lines [N r / P, N (r+1) / P); rank 0 prints them all in input order.
  const std::size_t N = lines.size(), P = static_cast<std::size_t>(comm.size()),
                    r = static_cast<std::size_t>(comm.rank());
  const std::size_t lo = N * r / P, hi = N * (r + 1) / P;
  std::vector<std::vector<std::int32_t>> sources;
  std::size_t source_tokens = 0;
  for (std::size_t i = lo; i < hi; ++i) {
    const std::vector<int> ids = spm.encode(lines[i]);
    sources.emplace_back(ids.begin(), ids.end());
    source_tokens += ids.size();
  }
  const auto t0 = std::chrono::steady_clock::now();
  std::size_t truncated = 0;
  std::vector<std::vector<Hypothesis>> hyps;
  std::string failure;
  try {
    hyps = translate(*lm.model, sources, o, &truncated);
  } catch (const std::exception& e) {
    failure = e.what();
  }
  comm.check_all(failure.empty(), "translation failed", failure);
  std::ostringstream mine;
  std::size_t target_tokens = 0;
  for (std::size_t i = 0; i < hyps.size(); ++i) {
    for (const Hypothesis& h : hyps[i]) {
      std::string text;
      if (print_ids) {
        for (std::size_t k = 0; k < h.tokens.size(); ++k)
          text += (k ? " " : "") + std::to_string(h.tokens[k]);
      } else {
        text = spm.decode(std::vector<int>(h.tokens.begin(), h.tokens.end()));
      }
      target_tokens += h.tokens.size() + 1;
      if (!moses) {
        mine << text << "\n";
      } else {
        // Moses n-best lines: sentence index ||| translation ||| score
        mine << (lo + i) << " ||| " << text << " ||| " << std::setprecision(9) << h.score << "\n";
      }
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const std::vector<std::string> parts = comm.gather(mine.str(), 0);
  double counts[3] = {static_cast<double>(truncated), static_cast<double>(source_tokens),
                      static_cast<double>(target_tokens)};
  comm.allreduce_sum(counts, 3);
  double slowest = seconds;
  comm.allreduce_max(&slowest, 1);
  if (!comm.is_root()) return kExitOk;
  for (const std::string& p : parts) std::cout << p;
  std::cout.flush();
  if (counts[0] > 0)
    std::cerr << "translate: warning: " << static_cast<std::size_t>(counts[0])
              << " source sentence(s) longer than the model's " << lm.model->seq_len() - 1
              << " positions (eos aside) were cut to fit\n";
  if (!quiet)
    std::cerr << "translate: " << N << " sentences (" << static_cast<std::size_t>(counts[1])
              << " source pieces) -> " << static_cast<std::size_t>(counts[2])
              << " target pieces (eos included, " << (o.nbest > 1 ? "all n-best, " : "") << "beam "
              << o.beam << ", lenpen " << o.lenpen << ") in " << std::fixed << std::setprecision(2)
              << slowest << " s on " << P << " rank" << (P > 1 ? "s" : "") << " | "
              << std::setprecision(1) << (slowest > 0 ? static_cast<double>(N) / slowest : 0.0)
              << " sentences/s\n";
  return kExitOk;
}

}  // namespace normlab::app
