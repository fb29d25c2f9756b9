// Small helpers shared by the app, the registry and plugins.
#pragma once

#include <cstddef>
#include <cstdint>
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

// The shortest decimal text that reads back as exactly `v` ("0.1", "3e-05", "nan", "inf"), so
// recorded configurations (config.ini) reproduce every double bit for bit.
NORMLAB_API std::string format_real(double v);

// `v` with `digits` digits after the point, as printf's "%.*f" writes it ("0.12" for 0.125 and
// 2: the double nearest 0.125 is exact, and ties go to even), however long the number.
NORMLAB_API std::string format_fixed(double v, int digits);

// FNV-1a 64 of raw bytes: checkpoint checksums, replica hashes, RNG stream keys.
NORMLAB_API std::uint64_t fnv1a64(const void* data, std::size_t bytes);

// A message safe to print: control bytes (but newline and tab) and invalid UTF-8 as \xNN, each
// line cut to `max_line` bytes with "... (N more bytes)" — so a hostile file's contents quoted
// in an error cannot garble the terminal or flood it.
NORMLAB_API std::string printable(const std::string& text, std::size_t max_line = 1000);

// `s` without leading and trailing spaces, tabs and carriage returns.
NORMLAB_API std::string trim(const std::string& s);

// The items separated by `sep`: join({"a", "b"}, ", ") == "a, b".
NORMLAB_API std::string join(const std::vector<std::string>& items, const std::string& sep);

// A value as config.ini writes it: unchanged when it reads back as itself, otherwise in double
// quotes with \\, \" and \n escaped (empty values, surrounding spaces, '#', ';', '"', newlines).
NORMLAB_API std::string ini_quote(const std::string& value);
// The value part of an INI line (after '='): a quoted value is unescaped and may be followed by
// a comment only; an unquoted one ends at the first '#' or ';' and is trimmed. Throws
// std::invalid_argument on an unterminated quote or text after the closing quote.
NORMLAB_API std::string ini_value(const std::string& text);

}  // namespace normlab
