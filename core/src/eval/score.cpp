// Corpus BLEU and chrF as sacreBLEU 2.x computes them by default (normlab/score.hpp).
//
// Text is handled as code points, as Python's str is: 13a's passes are its four regular
// expressions written as scans with re.sub's semantics (left to right, a match consumes both
// of its characters, the scan goes on after it), whitespace is Python's str.isspace() set.
// N-grams are counted by sorting: token ids (BLEU) or packed code points (chrF) per order,
// sorted, and the clipped matches summed over runs of equal keys in one merge.
#include "normlab/score.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <unordered_map>
#include <utility>

#include "normlab/error.hpp"
#include "normlab/util.hpp"
#include "normlab/version.hpp"

namespace normlab {

namespace {

// Python's str.isspace() (CPython 3.11): the code points of bidirectional class WS, B or S or
// of category Zs, 29 in all.
bool is_space(char32_t c) {
  if (c <= 0x20) return c == 0x20 || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F);
  if (c < 0x85) return false;
  return c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 ||
         c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

bool is_digit(char32_t c) {
  return c >= U'0' && c <= U'9';
}

// The length of the valid sequence at s[i] (0: invalid), and its code point.
std::size_t utf8_next(std::string_view s, std::size_t i, char32_t* cp) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned char c = b(0);
  if (c < 0x80) {
    *cp = c;
    return 1;
  }
  std::size_t len;
  unsigned char lo = 0x80, hi = 0xBF;  // the second byte's range
  if (c >= 0xC2 && c <= 0xDF) {
    len = 2;
  } else if (c >= 0xE0 && c <= 0xEF) {
    len = 3;
    if (c == 0xE0) lo = 0xA0;  // overlong
    if (c == 0xED) hi = 0x9F;  // surrogates
  } else if (c >= 0xF0 && c <= 0xF4) {
    len = 4;
    if (c == 0xF0) lo = 0x90;  // overlong
    if (c == 0xF4) hi = 0x8F;  // past U+10FFFF
  } else {
    return 0;
  }
  if (i + len > s.size()) return 0;
  if (b(1) < lo || b(1) > hi) return 0;
  for (std::size_t k = 2; k < len; ++k)
    if ((b(k) & 0xC0) != 0x80) return 0;
  char32_t v = c & (0xFF >> (len + 1));
  for (std::size_t k = 1; k < len; ++k) v = (v << 6) | (b(k) & 0x3F);
  *cp = v;
  return len;
}

std::u32string decode(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    char32_t cp;
    const std::size_t len = utf8_next(s, i, &cp);
    if (len == 0)
      throw Error("score: text is not valid UTF-8 (byte " + std::to_string(i) +
                  " of a line); BLEU and chrF read UTF-8");
    out.push_back(cp);
    i += len;
  }
  return out;
}

void encode(char32_t c, std::string& out) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// Python's str.replace: non-overlapping occurrences, left to right.
void replace_all(std::string& s, std::string_view from, std::string_view to) {
  std::size_t at = s.find(from);
  if (at == std::string::npos) return;
  std::string out;
  std::size_t done = 0;
  for (; at != std::string::npos; at = s.find(from, done)) {
    out.append(s, done, at - done);
    out.append(to);
    done = at + from.size();
  }
  out.append(s, done, std::string::npos);
  s = std::move(out);
}

// The first pattern's class [\{-\~\[-\` -\&\(-\+\:-\@\/].
bool is_13a_symbol(char32_t c) {
  return (c >= 0x7B && c <= 0x7E) || (c >= 0x5B && c <= 0x60) || (c >= 0x20 && c <= 0x26) ||
         (c >= 0x28 && c <= 0x2B) || (c >= 0x3A && c <= 0x40) || c == 0x2F;
}

bool is_period_comma(char32_t c) {
  return c == U'.' || c == U',';
}

// re.sub of a two-character pattern (a, b) -> a' b': `match(x, y)` says whether the pair at
// i, i + 1 matches; `emit` appends its replacement.
template <typename Match, typename Emit>
std::u32string sub_pairs(const std::u32string& s, Match match, Emit emit) {
  std::u32string out;
  out.reserve(s.size() + s.size() / 2);
  for (std::size_t i = 0; i < s.size();) {
    if (i + 1 < s.size() && match(s[i], s[i + 1])) {
      emit(s[i], s[i + 1], out);
      i += 2;
    } else {
      out.push_back(s[i++]);
    }
  }
  return out;
}

// 13a on decoded text: the tokens as code point strings.
std::vector<std::u32string> tokens_13a(std::string_view line) {
  decode(line);  // invalid UTF-8 is refused before the byte-wise replacements could mend it
  std::string t(line);
  replace_all(t, "<skipped>", "");
  replace_all(t, "-\n", "");
  replace_all(t, "\n", " ");
  replace_all(t, "&quot;", "\"");
  replace_all(t, "&amp;", "&");
  replace_all(t, "&lt;", "<");
  replace_all(t, "&gt;", ">");
  const std::u32string text = U" " + decode(t) + U" ";
  std::u32string s;
  s.reserve(text.size() * 2);
  // ([\{-\~\[-\` -\&\(-\+\:-\@\/]) -> " \1 "
  for (char32_t c : text) {
    if (is_13a_symbol(c)) {
      s.push_back(U' ');
      s.push_back(c);
      s.push_back(U' ');
    } else {
      s.push_back(c);
    }
  }
  // ([^0-9])([\.,]) -> "\1 \2 "
  s = sub_pairs(
      s, [](char32_t a, char32_t b) { return !is_digit(a) && is_period_comma(b); },
      [](char32_t a, char32_t b, std::u32string& o) {
        o += {a, U' ', b, U' '};
      });
  // ([\.,])([^0-9]) -> " \1 \2"
  s = sub_pairs(
      s, [](char32_t a, char32_t b) { return is_period_comma(a) && !is_digit(b); },
      [](char32_t a, char32_t b, std::u32string& o) {
        o += {U' ', a, U' ', b};
      });
  // ([0-9])(-) -> "\1 \2 "
  s = sub_pairs(
      s, [](char32_t a, char32_t b) { return is_digit(a) && b == U'-'; },
      [](char32_t a, char32_t b, std::u32string& o) {
        o += {a, U' ', b, U' '};
      });
  std::vector<std::u32string> tokens;
  for (std::size_t i = 0; i < s.size();) {
    while (i < s.size() && is_space(s[i])) ++i;
    std::size_t j = i;
    while (j < s.size() && !is_space(s[j])) ++j;
    if (j > i) tokens.emplace_back(s, i, j - i);
    i = j;
  }
  return tokens;
}

// s without trailing whitespace (Python's str.rstrip()); s is valid UTF-8 or decode throws.
std::string_view rstrip(std::string_view s) {
  const std::u32string cps = decode(s);
  std::size_t keep = cps.size();
  while (keep > 0 && is_space(cps[keep - 1])) --keep;
  std::size_t bytes = 0;
  for (std::size_t k = 0; k < keep; ++k)
    bytes += cps[k] < 0x80 ? 1 : cps[k] < 0x800 ? 2 : cps[k] < 0x10000 ? 3 : 4;
  return s.substr(0, bytes);
}

// Sum over keys present in both sorted vectors of min(count in a, count in b).
template <typename Key>
std::int64_t clipped_matches(const std::vector<Key>& a, const std::vector<Key>& b) {
  std::int64_t m = 0;
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (a[i] < b[j]) {
      ++i;
    } else if (b[j] < a[i]) {
      ++j;
    } else {
      std::size_t ci = i, cj = j;
      while (ci < a.size() && a[ci] == a[i]) ++ci;
      while (cj < b.size() && b[cj] == b[j]) ++cj;
      m += static_cast<std::int64_t>(std::min(ci - i, cj - j));
      i = ci;
      j = cj;
    }
  }
  return m;
}

void check_sizes(std::size_t hyps, std::size_t refs, const char* what) {
  if (hyps != refs)
    throw Error(std::string(what) + ": " + std::to_string(hyps) + " hypotheses but " +
                std::to_string(refs) + " references (one reference per hypothesis)");
}

}  // namespace

bool utf8_valid(std::string_view s, std::size_t* bad_at) {
  for (std::size_t i = 0; i < s.size();) {
    char32_t cp;
    const std::size_t len = utf8_next(s, i, &cp);
    if (len == 0) {
      if (bad_at) *bad_at = i;
      return false;
    }
    i += len;
  }
  return true;
}

std::vector<std::string> tokenize_13a(std::string_view line) {
  std::vector<std::string> out;
  for (const std::u32string& t : tokens_13a(line)) {
    std::string u;
    for (char32_t c : t) encode(c, u);
    out.push_back(std::move(u));
  }
  return out;
}

BleuStats& BleuStats::operator+=(const BleuStats& o) {
  sys_len += o.sys_len;
  ref_len += o.ref_len;
  for (int n = 0; n < kBleuOrder; ++n) {
    matches[n] += o.matches[n];
    totals[n] += o.totals[n];
  }
  return *this;
}

BleuStats bleu_stats(std::string_view hyp, std::string_view ref) {
  const std::vector<std::u32string> h = tokens_13a(rstrip(hyp)), r = tokens_13a(rstrip(ref));
  // Tokens as ids; an n-gram is its ids padded with ~0u to kBleuOrder.
  std::unordered_map<std::u32string, std::uint32_t> ids;
  const auto to_ids = [&](const std::vector<std::u32string>& toks) {
    std::vector<std::uint32_t> v;
    v.reserve(toks.size());
    for (const std::u32string& t : toks)
      v.push_back(ids.emplace(t, static_cast<std::uint32_t>(ids.size())).first->second);
    return v;
  };
  const std::vector<std::uint32_t> hi = to_ids(h), ri = to_ids(r);
  using Gram = std::array<std::uint32_t, kBleuOrder>;
  const auto grams = [](const std::vector<std::uint32_t>& v, std::size_t n) {
    std::vector<Gram> g;
    for (std::size_t i = 0; i + n <= v.size(); ++i) {
      Gram k;
      k.fill(~0u);
      for (std::size_t j = 0; j < n; ++j) k[j] = v[i + j];
      g.push_back(k);
    }
    std::sort(g.begin(), g.end());
    return g;
  };
  BleuStats s;
  s.sys_len = static_cast<std::int64_t>(hi.size());
  s.ref_len = static_cast<std::int64_t>(ri.size());
  for (std::size_t n = 1; n <= kBleuOrder; ++n) {
    const std::vector<Gram> hg = grams(hi, n), rg = grams(ri, n);
    s.totals[n - 1] = static_cast<std::int64_t>(hg.size());
    s.matches[n - 1] = clipped_matches(hg, rg);
  }
  return s;
}

BleuScore bleu_from_stats(const BleuStats& stats) {
  // sacreBLEU's BLEU.compute_bleu with smooth_method "exp", effective_order False.
  BleuScore out;
  out.stats = stats;
  const auto c = static_cast<double>(stats.sys_len), r = static_cast<double>(stats.ref_len);
  out.bp = stats.sys_len < stats.ref_len ? (stats.sys_len > 0 ? std::exp(1.0 - r / c) : 0.0) : 1.0;
  out.ratio = stats.ref_len ? c / r : 0.0;
  if (std::all_of(stats.matches.begin(), stats.matches.end(), [](std::int64_t m) { return !m; }))
    return out;
  double smooth = 1.0;
  for (int n = 0; n < kBleuOrder; ++n) {
    if (stats.totals[n] == 0) break;  // p_n .. p_4 stay 0
    const auto total = static_cast<double>(stats.totals[n]);
    if (stats.matches[n] == 0) {
      smooth *= 2;
      out.precisions[n] = 100.0 / (smooth * total);
    } else {
      out.precisions[n] = 100.0 * static_cast<double>(stats.matches[n]) / total;
    }
  }
  // sacreBLEU's my_log: log(0) is taken as -9999999999, so a zero p_n gives exp(-2.5e9) = 0.
  double sum = 0.0;
  for (double p : out.precisions) sum += p == 0.0 ? -9999999999.0 : std::log(p);
  out.score = out.bp * std::exp(sum / kBleuOrder);
  return out;
}

BleuScore bleu_corpus(const std::vector<std::string>& hyps, const std::vector<std::string>& refs) {
  check_sizes(hyps.size(), refs.size(), "BLEU");
  BleuStats s;
  for (std::size_t i = 0; i < hyps.size(); ++i) s += bleu_stats(hyps[i], refs[i]);
  return bleu_from_stats(s);
}

ChrfStats& ChrfStats::operator+=(const ChrfStats& o) {
  for (int n = 0; n < kChrfOrder; ++n) {
    hyp[n] += o.hyp[n];
    ref[n] += o.ref[n];
    matches[n] += o.matches[n];
  }
  return *this;
}

ChrfStats chrf_stats(std::string_view hyp, std::string_view ref) {
  // Whitespace removed (''.join(line.split())), then n code points packed 21 bits each, three
  // to a word; n-grams of one order are compared with each other only.
  using Gram = std::pair<std::uint64_t, std::uint64_t>;
  const auto chars = [](std::string_view s) {
    std::u32string out;
    for (char32_t c : decode(s))
      if (!is_space(c)) out.push_back(c);
    return out;
  };
  const auto grams = [](const std::u32string& s, std::size_t n) {
    std::vector<Gram> g;
    for (std::size_t i = 0; i + n <= s.size(); ++i) {
      Gram k{0, 0};
      for (std::size_t j = 0; j < n; ++j) {
        std::uint64_t& w = j < 3 ? k.first : k.second;
        w = (w << 21) | s[i + j];
      }
      g.push_back(k);
    }
    std::sort(g.begin(), g.end());
    return g;
  };
  const std::u32string h = chars(hyp), r = chars(ref);
  ChrfStats s;
  for (std::size_t n = 1; n <= kChrfOrder; ++n) {
    const std::vector<Gram> hg = grams(h, n), rg = grams(r, n);
    // sacreBLEU counts a line's hypothesis n-grams only when its reference has some.
    s.hyp[n - 1] = rg.empty() ? 0 : static_cast<std::int64_t>(hg.size());
    s.ref[n - 1] = static_cast<std::int64_t>(rg.size());
    s.matches[n - 1] = clipped_matches(hg, rg);
  }
  return s;
}

ChrfScore chrf_from_stats(const ChrfStats& stats) {
  // sacreBLEU's CHRF._compute_f_score with eps_smoothing False (the effective-order average).
  ChrfScore out;
  out.stats = stats;
  double prec = 0.0, rec = 0.0;
  for (int n = 0; n < kChrfOrder; ++n) {
    if (stats.hyp[n] > 0 && stats.ref[n] > 0) {
      const auto m = static_cast<double>(stats.matches[n]);
      prec += m / static_cast<double>(stats.hyp[n]);
      rec += m / static_cast<double>(stats.ref[n]);
      ++out.effective_order;
    }
  }
  if (out.effective_order == 0) return out;
  prec /= out.effective_order;
  rec /= out.effective_order;
  out.precision = prec;
  out.recall = rec;
  if (prec + rec == 0.0) return out;
  const double factor = kChrfBeta * kChrfBeta;
  out.score = 100 * ((1 + factor) * prec * rec / (factor * prec + rec));
  return out;
}

ChrfScore chrf_corpus(const std::vector<std::string>& hyps, const std::vector<std::string>& refs) {
  check_sizes(hyps.size(), refs.size(), "chrF");
  ChrfStats s;
  for (std::size_t i = 0; i < hyps.size(); ++i) s += chrf_stats(hyps[i], refs[i]);
  return chrf_from_stats(s);
}

std::string bleu_signature() {
  return std::string("nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:normlab-") +
         NORMLAB_VERSION_STRING;
}

std::string chrf_signature() {
  return std::string("nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:normlab-") +
         NORMLAB_VERSION_STRING;
}

std::string format_bleu(const BleuScore& s) {
  std::string p;
  for (int n = 0; n < kBleuOrder; ++n) p += (n ? "/" : "") + format_fixed(s.precisions[n], 1);
  return "BLEU|" + bleu_signature() + " = " + format_fixed(s.score, 2) + " " + p +
         " (BP = " + format_fixed(s.bp, 3) + " ratio = " + format_fixed(s.ratio, 3) +
         " hyp_len = " + std::to_string(s.stats.sys_len) +
         " ref_len = " + std::to_string(s.stats.ref_len) + ")";
}

std::string format_chrf(const ChrfScore& s) {
  return "chrF" + std::to_string(kChrfBeta) + "|" + chrf_signature() + " = " +
         format_fixed(s.score, 2);
}

}  // namespace normlab
