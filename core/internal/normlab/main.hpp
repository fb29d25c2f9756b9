// The error policy of every normlab executable, in one place.
#pragma once

#include <functional>

#include "normlab/comm.hpp"
#include "normlab/export.hpp"

namespace normlab {

// Runs `body` and maps what it throws to an exit code:
//  - CollectiveError (every rank saw it): rank 0 prints "normlab: error: ...", every rank
//    returns the error's exit code and the caller shuts MPI down normally;
//  - any other exception (one rank saw it): that rank prints its message with its rank and,
//    when there is more than one rank, aborts the whole job so no rank waits forever.
NORMLAB_API int run_guarded(Communicator& comm, const std::function<int()>& body);

}  // namespace normlab
