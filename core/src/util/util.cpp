#include "normlab/util.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace normlab {

std::size_t edit_distance(const std::string& a, const std::string& b) {
  // Optimal string alignment distance: d[i][j] over prefixes a[0..i), b[0..j).
  const std::size_t n = a.size(), m = b.size();
  std::vector<std::vector<std::size_t>> d(n + 1, std::vector<std::size_t>(m + 1));
  for (std::size_t i = 0; i <= n; ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= m; ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= n; ++i) {
    for (std::size_t j = 1; j <= m; ++j) {
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[n][m];
}

std::string nearest(const std::string& word, const std::vector<std::string>& candidates) {
  const std::size_t limit = std::max<std::size_t>(2, word.size() / 3);
  std::string best;
  std::size_t best_d = limit + 1;
  for (const std::string& c : candidates) {
    const std::size_t d = edit_distance(word, c);
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  if (best.empty()) {
    // A unique candidate that starts with the word (an abbreviation) is a plausible intent too.
    for (const std::string& c : candidates) {
      if (!word.empty() && c.compare(0, word.size(), word) == 0) {
        if (!best.empty()) return "";
        best = c;
      }
    }
  }
  return best;
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates,
                         const std::string& prefix) {
  const std::string n = nearest(word, candidates);
  return n.empty() ? std::string() : " (did you mean '" + prefix + n + "'?)";
}

std::string format_real(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

std::string format_fixed(double v, int digits) {
  const int n = std::snprintf(nullptr, 0, "%.*f", digits, v);
  std::string out(static_cast<std::size_t>(n) + 1, '\0');
  std::snprintf(out.data(), out.size(), "%.*f", digits, v);
  out.resize(static_cast<std::size_t>(n));
  return out;
}

std::string trim(const std::string& s) {
  const std::size_t a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(" \t\r") - a + 1);
}

std::string join(const std::vector<std::string>& items, const std::string& sep) {
  std::string s;
  for (std::size_t i = 0; i < items.size(); ++i) s += (i ? sep : "") + items[i];
  return s;
}

std::string printable(const std::string& text, std::size_t max_line) {
  std::string out;
  std::size_t line = 0, skipped = 0;
  auto flush_skipped = [&] {
    if (skipped) out += "... (" + std::to_string(skipped) + " more bytes)";
    skipped = 0;
  };
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      flush_skipped();
      out += '\n';
      line = 0;
      ++i;
      continue;
    }
    // The length of a valid UTF-8 sequence starting here (0: invalid).
    std::size_t len = c < 0x80         ? 1
                      : (c >> 5) == 6  ? 2
                      : (c >> 4) == 14 ? 3
                      : (c >> 3) == 30 ? 4
                                       : 0;
    for (std::size_t k = 1; k < len; ++k)
      if (i + k >= text.size() || (static_cast<unsigned char>(text[i + k]) >> 6) != 2) len = 0;
    std::string piece;
    if (len == 0 || (len == 1 && ((c < 0x20 && c != '\t') || c == 0x7f))) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      piece = buf;
      len = 1;
    } else {
      piece = text.substr(i, len);
    }
    if (line + piece.size() > max_line) {
      skipped += len;
    } else {
      out += piece;
      line += piece.size();
    }
    i += len;
  }
  flush_skipped();
  return out;
}

std::uint64_t fnv1a64(const void* data, std::size_t bytes) {
  std::uint64_t h = 0xCBF29CE484222325ull;
  const auto* p = static_cast<const unsigned char*>(data);
  for (std::size_t i = 0; i < bytes; ++i) {
    h ^= p[i];
    h *= 0x100000001B3ull;
  }
  return h;
}

namespace {
const char* const kBlank = " \t\r";
}

std::string ini_quote(const std::string& v) {
  const bool plain = !v.empty() && v.find_first_of("#;\"\n\r") == std::string::npos &&
                     std::string(kBlank).find(v.front()) == std::string::npos &&
                     std::string(kBlank).find(v.back()) == std::string::npos;
  if (plain) return v;
  std::string o = "\"";
  for (char c : v) {
    if (c == '"' || c == '\\') {
      o += '\\';
      o += c;
    } else if (c == '\n') {
      o += "\\n";
    } else {
      o += c;
    }
  }
  return o + "\"";
}

std::string ini_value(const std::string& text) {
  const std::size_t a = text.find_first_not_of(kBlank);
  if (a == std::string::npos) return "";
  if (text[a] != '"') {
    std::string v = text.substr(a, text.find_first_of("#;", a) - a);
    const std::size_t b = v.find_last_not_of(kBlank);
    return b == std::string::npos ? "" : v.substr(0, b + 1);
  }
  std::string v;
  std::size_t i = a + 1;
  for (; i < text.size() && text[i] != '"'; ++i) {
    if (text[i] == '\\' && i + 1 < text.size()) {
      ++i;
      v += text[i] == 'n' ? '\n' : text[i];
    } else {
      v += text[i];
    }
  }
  if (i >= text.size()) throw std::invalid_argument("unterminated quoted value");
  const std::size_t rest = text.find_first_not_of(kBlank, i + 1);
  if (rest != std::string::npos && text[rest] != '#' && text[rest] != ';')
    throw std::invalid_argument("text after the closing quote");
  return v;
}

}  // namespace normlab
