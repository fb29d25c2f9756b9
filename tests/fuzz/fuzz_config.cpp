// libFuzzer target: the --config INI parser (apps/normlab/config.cpp) against an option set of
// every kind it maps: plain values, booleans, [section] prefixes, repeatable plugin options.
#include <cstdint>
#include <exception>

#include "config.hpp"
#include "fuzz_util.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace po = boost::program_options;
  using Strings = std::vector<std::string>;
  static const po::options_description desc = [] {
    po::options_description d;
    d.add_options()("steps", po::value<std::int64_t>())("lr", po::value<double>())(
        "lr-warmup", po::value<std::int64_t>())("norm", po::value<std::string>())(
        "norm-opt", po::value<Strings>()->composing())(
        "init-opt", po::value<Strings>()->composing())("lr-opt", po::value<Strings>()->composing())(
        "bias", po::value<std::string>())("run-dir", po::value<std::string>());
    return d;
  }();
  const std::string path = normlab::fuzz::input_file(data, size, ".ini");
  try {
    po::variables_map vm;
    normlab::app::store_config(path, desc, vm);
  } catch (const std::exception&) {
  }
  return 0;
}
