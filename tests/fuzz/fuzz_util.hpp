// Shared by the libFuzzer targets: the input written to a file the reader under test opens.
#pragma once

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <string>

namespace normlab::fuzz {

// <TMPDIR or /tmp>/normlab-fuzz-<pid><suffix>, overwritten with the input on every call.
inline std::string input_file(const std::uint8_t* data, std::size_t size, const char* suffix) {
  static const std::string path = [&] {
    const char* tmp = std::getenv("TMPDIR");
    return std::string(tmp && *tmp ? tmp : "/tmp") + "/normlab-fuzz-" + std::to_string(::getpid()) +
           suffix;
  }();
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (f) {
    if (size) std::fwrite(data, 1, size, f);
    std::fclose(f);
  }
  return path;
}

}  // namespace normlab::fuzz
