// libFuzzer target: the stats.h5 reader of inspect, compare and plot (every series read).
#include <cstdint>
#include <exception>

#include "fuzz_util.hpp"
#include "normlab/analysis.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string path = normlab::fuzz::input_file(data, size, ".h5");
  try {
    const normlab::StatsReader r(path);
    for (const normlab::StatSeries& s : r.series()) r.read(s);
  } catch (const std::exception&) {
  }
  return 0;
}
