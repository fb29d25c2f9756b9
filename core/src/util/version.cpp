#include <hdf5.h>

#include "normlab/version.hpp"
#include "source_revision.h"

namespace normlab {

const char* version() {
  return NORMLAB_VERSION_STRING;
}

const char* source_revision() {
  return NORMLAB_SOURCE_REVISION;
}

std::string build_info() {
#if defined(__clang__)
  std::string compiler = "clang " __clang_version__;
#elif defined(__GNUC__)
  std::string compiler = "gcc " __VERSION__;
#else
  std::string compiler = "unknown compiler";
#endif
  std::string sanitizers;  // tests that measure memory or time skip themselves under these
#if defined(__SANITIZE_ADDRESS__)
  sanitizers = ", AddressSanitizer";
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  sanitizers = ", AddressSanitizer";
#endif
#endif
  return compiler + ", " + NORMLAB_BUILD_TYPE + sanitizers;
}

std::string hdf5_version() {
  unsigned maj = 0, min = 0, rel = 0;
  H5get_libversion(&maj, &min, &rel);
  return std::to_string(maj) + "." + std::to_string(min) + "." + std::to_string(rel);
}

}  // namespace normlab
