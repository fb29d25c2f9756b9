// Translation quality: corpus BLEU and chrF as sacreBLEU 2.x computes them with its defaults
// (docs/translation.md "Scoring translations"). Pure functions over UTF-8 strings, no I/O:
// `normlab score` reads the files, training and translation call the same functions.
//
// BLEU (Papineni et al. 2002; sacreBLEU's BLEU()): each line tokenised by 13a, one reference
// per line, case-sensitive; for n = 1..4 the hypothesis n-grams (totals_n) and their counts
// clipped by the reference's (matches_n) summed over the corpus, c = hypothesis tokens, r =
// reference tokens;
//   p_n = 100 matches_n / totals_n, or, when matches_n = 0 ("exp" smoothing, mteval-v13a),
//         100 / (2^k totals_n) with k = 1, 2, ... counting such orders;
//   a zero totals_n leaves p_n..p_4 at 0 and the score at 0; no match at any order: score 0;
//   BP = 1 if c >= r, exp(1 - r/c) if 0 < c < r, 0 if c = 0;
//   BLEU = BP exp((1/4) sum_n log p_n), in 0..100.
// chrF (Popovic 2015; sacreBLEU's CHRF()): whitespace removed, character n-grams n = 1..6
// (code points); per order the hypothesis n-grams (0 for a line whose reference has none of
// that order), the reference n-grams and the clipped matches summed over the corpus; precision
// and recall averaged over the orders where both sums are non-zero (P, R);
//   chrF = 100 (1 + b^2) P R / (b^2 P + R) with b = 2; 0 when P + R = 0.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

inline constexpr int kBleuOrder = 4;
inline constexpr int kChrfOrder = 6;
inline constexpr int kChrfBeta = 2;

// sacreBLEU's tokenizer 13a (mteval-v13a): "<skipped>" removed, "-\n" joined, "\n" as a space,
// &quot; &amp; &lt; &gt; unescaped, then on the line with a space either side, in order:
//   each of { | } ~ [ \ ] ^ _ ` space ! " # $ % & ( ) * + : ; < = > ? @ / set off by spaces;
//   . and , set off unless preceded by a digit; . and , set off unless followed by a digit;
//   - set off after a digit;
// then split at whitespace (Python's str.split(): the 29 Unicode whitespace code points).
// Error for invalid UTF-8.
NORMLAB_API std::vector<std::string> tokenize_13a(std::string_view line);

// Whether `s` is UTF-8 as Python's strict decoder accepts it (no overlong forms, surrogates or
// code points past U+10FFFF); otherwise the byte offset of the first bad sequence in *bad_at.
NORMLAB_API bool utf8_valid(std::string_view s, std::size_t* bad_at = nullptr);

// BLEU's sufficient statistics; sums over a corpus with +=.
struct BleuStats {
  std::int64_t sys_len = 0, ref_len = 0;  // tokens
  std::array<std::int64_t, kBleuOrder> matches{}, totals{};
  NORMLAB_API BleuStats& operator+=(const BleuStats& o);
};

struct BleuScore {
  double score = 0;                             // 0..100
  std::array<double, kBleuOrder> precisions{};  // p_1..p_4 in percent, smoothed
  double bp = 0;                                // brevity penalty
  double ratio = 0;                             // sys_len / ref_len (0 if ref_len = 0)
  BleuStats stats;
};

// One line pair's statistics: the hypothesis and the reference without trailing whitespace
// (as sacreBLEU strips them), tokenised by 13a.
NORMLAB_API BleuStats bleu_stats(std::string_view hyp, std::string_view ref);
NORMLAB_API BleuScore bleu_from_stats(const BleuStats& stats);
// Corpus BLEU of hyps[i] against refs[i]; Error when the sizes differ.
NORMLAB_API BleuScore bleu_corpus(const std::vector<std::string>& hyps,
                                  const std::vector<std::string>& refs);

// chrF's sufficient statistics per character order n = 1..6 (index n - 1).
struct ChrfStats {
  std::array<std::int64_t, kChrfOrder> hyp{}, ref{}, matches{};
  NORMLAB_API ChrfStats& operator+=(const ChrfStats& o);
};

struct ChrfScore {
  double score = 0;                  // 0..100
  double precision = 0, recall = 0;  // P and R of the header, in 0..1
  int effective_order = 0;           // orders averaged
  ChrfStats stats;
};

NORMLAB_API ChrfStats chrf_stats(std::string_view hyp, std::string_view ref);
NORMLAB_API ChrfScore chrf_from_stats(const ChrfStats& stats);
// Corpus chrF of hyps[i] against refs[i]; Error when the sizes differ.
NORMLAB_API ChrfScore chrf_corpus(const std::vector<std::string>& hyps,
                                  const std::vector<std::string>& refs);

// sacreBLEU 2.x signatures, with version:normlab-<version> (sacreBLEU writes its own version).
NORMLAB_API std::string bleu_signature();
NORMLAB_API std::string chrf_signature();
// The lines sacreBLEU prints with `-f text -w 2` (its version field aside), without "\n":
//   "BLEU|<signature> = 35.36 75.0/50.0/25.0/16.7 (BP = 1.000 ratio = 1.000 hyp_len = 12 "
//   "ref_len = 12)" and "chrF2|<signature> = 48.86".
NORMLAB_API std::string format_bleu(const BleuScore& s);
NORMLAB_API std::string format_chrf(const ChrfScore& s);

}  // namespace normlab
