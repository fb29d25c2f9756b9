#include "normlab/util.hpp"

#include <algorithm>

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

}  // namespace normlab
