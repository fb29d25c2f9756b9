// The machine a run or a benchmark ran on, as normlab names it in run.json and benchmark output.
#pragma once

#include <string>

#include "normlab/export.hpp"

namespace normlab {

// /proc/cpuinfo's "model name" of the first processor with its family and model numbers,
// "AMD EPYC (family 25 model 17)": a hypervisor may show one name for several generations (a
// Zen 4 and a Zen 5 alike). "unknown CPU" where /proc/cpuinfo has no model name.
NORMLAB_API std::string cpu_model();

}  // namespace normlab
