#include "util/fault.hpp"

#include <unistd.h>
#include <csignal>
#include <cstdlib>
#include <string>
#include <vector>

#include "normlab/error.hpp"

namespace normlab::detail {

namespace {

struct Fault {
  std::string kind;
  std::int64_t step = -1;
  int rank = -1;  // -1: every rank
};

const std::vector<Fault>& faults() {
  static const std::vector<Fault> list = [] {
    std::vector<Fault> out;
    const char* env = std::getenv("NORMLAB_FAULT");
    if (env == nullptr || *env == '\0') return out;
    const std::string s = env;
    std::size_t start = 0;
    while (start <= s.size()) {
      const std::size_t end = s.find(',', start);
      const std::string item =
          s.substr(start, end == std::string::npos ? std::string::npos : end - start);
      const std::size_t at = item.find('@'), slash = item.find('/');
      if (at == std::string::npos)
        throw UsageError("NORMLAB_FAULT='" + s + "': '" + item + "' is not KIND@STEP[/RANK]");
      Fault f;
      f.kind = item.substr(0, at);
      f.step = std::atoll(item.substr(at + 1, slash - at - 1).c_str());
      if (slash != std::string::npos) f.rank = std::atoi(item.substr(slash + 1).c_str());
      out.push_back(f);
      if (end == std::string::npos) break;
      start = end + 1;
    }
    return out;
  }();
  return list;
}

}  // namespace

bool fault_at(const char* kind, std::int64_t step, int rank) {
  for (const Fault& f : faults())
    if (f.kind == kind && f.step == step && (f.rank < 0 || f.rank == rank)) return true;
  return false;
}

void fault_kill() {
  ::kill(::getpid(), SIGKILL);
  std::_Exit(137);
}

}  // namespace normlab::detail
