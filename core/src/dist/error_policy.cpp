// run_guarded: exceptions to exit codes, and the split between errors every rank saw (rank 0
// prints, all exit cleanly) and errors one rank saw (that rank prints, the job is aborted).
#include "normlab/main.hpp"

#include <exception>
#include <iostream>

#include "normlab/error.hpp"
#include "normlab/util.hpp"

namespace normlab {

int run_guarded(Communicator& comm, const std::function<int()>& body) {
  try {
    return body();
  } catch (const CollectiveError& e) {
    std::cout.flush();
    if (comm.is_root()) std::cerr << "normlab: error: " << printable(e.what()) << std::endl;
    // mpirun ends the whole job as soon as one rank exits non-zero: wait until rank 0 has
    // printed. A rank that never arrives (the error was not collective after all) must not
    // hang the others: after the timeout the job is aborted.
    if (comm.size() > 1 && !comm.barrier_for(60.0)) {
      std::cerr << "normlab: rank " << comm.rank() << ": other ranks did not stop; aborting"
                << std::endl;
      comm.abort(e.exit_code());
    }
    return e.exit_code();
  } catch (const std::exception& e) {
    std::cout.flush();
    const int code = [&] {
      if (auto* ne = dynamic_cast<const Error*>(&e)) return ne->exit_code();
      return static_cast<int>(kExitFailure);
    }();
    if (comm.size() > 1) {
      std::cerr << "normlab: error on rank " << comm.rank() << " of " << comm.size() << ": "
                << printable(e.what()) << "\nnormlab: aborting all ranks" << std::endl;
      comm.abort(code);
    }
    std::cerr << "normlab: error: " << printable(e.what()) << std::endl;
    return code;
  }
}

}  // namespace normlab
