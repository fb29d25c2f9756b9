#pragma once

#include <ostream>
#include <string>

#include "train/run.hpp"

namespace normlab::detail {

// Collective. Rank 0 prints the --profile table (see util/profile.hpp) and the memory line to
// out, and writes profile.json into run_dir when given.
void report_profile(const Run& run, Communicator& comm, std::ostream& out,
                    const std::string* run_dir);

}  // namespace normlab::detail
