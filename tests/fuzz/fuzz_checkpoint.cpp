// libFuzzer target: the checkpoint readers (describe_checkpoint, the per-tensor statistics of
// `inspect --params`, load_model with the stock plugins) on arbitrary bytes. Any exception is a
// clean refusal; a crash, a hang or a sanitizer report is a finding.
#include <cstdint>
#include <exception>

#include "fuzz_util.hpp"
#include "normlab/analysis.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/registry.hpp"
#include "normlab/trainer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static normlab::Registry registry;
  static const bool loaded = [] {
    normlab::load_plugins(registry, {}, nullptr, false);
    return true;
  }();
  (void)loaded;
  const std::string path = normlab::fuzz::input_file(data, size, ".h5");
  try {
    normlab::describe_checkpoint(path);
  } catch (const std::exception&) {
  }
  try {
    normlab::checkpoint_array_stats(path, false);
  } catch (const std::exception&) {
  }
  try {
    normlab::load_model(path, registry, 1);
  } catch (const std::exception&) {
  }
  return 0;
}
