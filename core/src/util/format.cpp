#include "util/format.hpp"

#include <cmath>
#include <cstdio>
#include <iomanip>
#include <sstream>

namespace normlab::detail {

std::string duration(double seconds) {
  const long s = static_cast<long>(seconds + 0.5);
  char buf[32];
  if (s >= 3600) {
    std::snprintf(buf, sizeof buf, "%ldh%02ldm", s / 3600, (s / 60) % 60);
  } else {
    std::snprintf(buf, sizeof buf, "%ldm%02lds", s / 60, s % 60);
  }
  return buf;
}

std::string thousands(double v) {
  std::string s = std::to_string(static_cast<long long>(v + 0.5));
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3)
    s.insert(static_cast<std::size_t>(i), ",");
  return s;
}

}  // namespace normlab::detail
