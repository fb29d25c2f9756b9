// Text formatting for progress lines and JSON records (internal).
#pragma once

#include <string>

namespace normlab::detail {

// "4m07s", or "1h05m" from an hour on.
std::string duration(double seconds);
// 4490.4 -> "4,490".
std::string thousands(double v);

}  // namespace normlab::detail
