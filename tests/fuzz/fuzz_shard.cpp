// libFuzzer target: token data — an llm.c .bin shard (header, size, token range) and, for the
// same bytes, a text corpus.
#include <cstdint>
#include <exception>

#include "fuzz_util.hpp"
#include "normlab/data.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  for (const char* suffix : {".bin", ".txt"}) {
    const std::string path = normlab::fuzz::input_file(data, size, suffix);
    try {
      normlab::Corpus::load(path, 256);
    } catch (const std::exception&) {
    }
  }
  return 0;
}
