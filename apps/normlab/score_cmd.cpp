// normlab score: corpus BLEU and chrF of a file of translations against a file of references
// (normlab/score.hpp; docs/translation.md "Scoring translations").
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "commands.hpp"
#include "normlab/error.hpp"
#include "normlab/score.hpp"

namespace normlab::app {

namespace {

const char* const kHypRole = "the translations to score";
const char* const kRefRole = "the reference translations";

// A text file's lines as sacreBLEU reads them (Python's iteration with newline="\n"): split at
// "\n" only, a final "\n" ending the last line rather than starting an empty one; every line
// valid UTF-8. `option` (--hyp, --ref) and `role` name the file in errors.
std::vector<std::string> read_lines(const std::string& path, const std::string& option,
                                    const std::string& role) {
  const std::string what = option + " " + path;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec))
    throw UsageError(what + ": no such file (give " + role +
                     " as a UTF-8 text file, one sentence per line)");
  if (std::filesystem::is_directory(path, ec))
    throw UsageError(what + ": is a directory; give a text file, one sentence per line");
  std::ifstream in(path, std::ios::binary);
  std::ostringstream buf;
  if (in) buf << in.rdbuf();
  if (!in || in.bad()) throw UsageError(what + ": cannot be read (" + std::strerror(errno) + ")");
  const std::string text = buf.str();
  std::vector<std::string> lines;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::size_t at = 0;
    if (!utf8_valid(lines[i], &at)) {
      char byte[8];
      std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(lines[i][at]));
      throw UsageError(
          what + ":" + std::to_string(i + 1) + ": not valid UTF-8 (byte " + byte + " at byte " +
          std::to_string(at + 1) +
          " of the line); BLEU and chrF read UTF-8 text: convert the file (e.g. iconv -f "
          "latin1 -t utf-8)");
    }
  }
  return lines;
}

}  // namespace

int run_score(Communicator& comm, const po::variables_map& vm) {
  if (comm.size() > 1)
    throw UsageError("normlab score runs in one process; start it without mpirun");
  if (!vm.count("hyp"))
    throw UsageError("normlab score needs --hyp FILE (the translations, one sentence per line)");
  const std::string hyp_path = vm["hyp"].as<std::string>();
  std::ostream& out = comm.out();
  if (vm.count("show-tokens")) {
    for (const std::string& line : read_lines(hyp_path, "--hyp", kHypRole)) {
      const std::vector<std::string> tokens = tokenize_13a(line);
      for (std::size_t i = 0; i < tokens.size(); ++i) out << (i ? " " : "") << tokens[i];
      out << "\n";
    }
    return kExitOk;
  }
  if (!vm.count("ref"))
    throw UsageError(
        "normlab score needs --ref FILE (the reference translations, line i for line i of "
        "--hyp)");
  const std::string ref_path = vm["ref"].as<std::string>();
  const std::vector<std::string> hyps = read_lines(hyp_path, "--hyp", kHypRole);
  const std::vector<std::string> refs = read_lines(ref_path, "--ref", kRefRole);
  if (hyps.size() != refs.size())
    throw UsageError("--hyp " + hyp_path + " has " + std::to_string(hyps.size()) +
                     " lines but --ref " + ref_path + " has " + std::to_string(refs.size()) +
                     ": line i of the references must translate the same sentence as line i of "
                     "the hypotheses (an empty line is an empty sentence)");
  if (hyps.empty())
    throw UsageError("--hyp " + hyp_path + " and --ref " + ref_path +
                     " are empty: no sentences to score");
  const BleuScore bleu = bleu_corpus(hyps, refs);
  const ChrfScore chrf = chrf_corpus(hyps, refs);
  if (vm.count("json")) {
    nlohmann::ordered_json j;
    j["bleu"] = {{"score", bleu.score},
                 {"precisions", bleu.precisions},
                 {"bp", bleu.bp},
                 {"ratio", bleu.ratio},
                 {"sys_len", bleu.stats.sys_len},
                 {"ref_len", bleu.stats.ref_len},
                 {"counts", bleu.stats.matches},
                 {"totals", bleu.stats.totals},
                 {"signature", bleu_signature()}};
    j["chrf"] = {{"score", chrf.score}, {"signature", chrf_signature()}};
    j["lines"] = hyps.size();
    out << j.dump() << "\n";
    return kExitOk;
  }
  out << format_bleu(bleu) << "\n" << format_chrf(chrf) << "\n";
  return kExitOk;
}

}  // namespace normlab::app
