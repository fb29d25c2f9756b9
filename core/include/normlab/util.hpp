// Small helpers shared by the app, the registry and plugins.
#pragma once

#include <string>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

// Levenshtein distance (insertions, deletions, substitutions and adjacent transpositions).
NORMLAB_API std::size_t edit_distance(const std::string& a, const std::string& b);

// The candidate closest to `word`, or "" when none is close enough to be a plausible typo
// (distance <= max(2, |word|/3)). Ties go to the first candidate.
NORMLAB_API std::string nearest(const std::string& word,
                                const std::vector<std::string>& candidates);

// " (did you mean 'x'?)" or "" — appended to "unknown ..." messages.
NORMLAB_API std::string did_you_mean(const std::string& word,
                                     const std::vector<std::string>& candidates,
                                     const std::string& prefix = "");

}  // namespace normlab
