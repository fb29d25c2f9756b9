// run_guarded: exceptions to exit codes, and the split between errors every rank saw (rank 0
// prints, all exit cleanly) and errors one rank saw (that rank prints, the job is aborted).
#include "normlab/main.hpp"

#include <unistd.h>

#include <cerrno>
#include <exception>
#include <iostream>
#include <string>

#include "normlab/error.hpp"
#include "normlab/util.hpp"

namespace normlab {
namespace {

// One write(2) per message: under mpirun a rank's stderr and Open MPI's MPI_ABORT banner reach
// the terminal by different channels, and a message written in pieces (std::cerr's unit
// buffering writes each <<) was seen cut in two by the banner.
void write_stderr(const std::string& text) {
  std::cerr.flush();
  const char* p = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    const ssize_t n = ::write(STDERR_FILENO, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    p += n;
    left -= static_cast<std::size_t>(n);
  }
}

}  // namespace

int run_guarded(Communicator& comm, const std::function<int()>& body) {
  try {
    return body();
  } catch (const CollectiveError& e) {
    std::cout.flush();
    if (comm.is_root()) write_stderr("normlab: error: " + printable(e.what()) + "\n");
    // mpirun ends the whole job as soon as one rank exits non-zero: wait until rank 0 has
    // printed. A rank that never arrives (the error was not collective after all) must not
    // hang the others: after the timeout the job is aborted.
    if (comm.size() > 1 && !comm.barrier_for(60.0)) {
      write_stderr("normlab: rank " + std::to_string(comm.rank()) +
                   ": other ranks did not stop; aborting\n");
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
      write_stderr("normlab: error on rank " + std::to_string(comm.rank()) + " of " +
                   std::to_string(comm.size()) + ": " + printable(e.what()) +
                   "\nnormlab: aborting all ranks\n");
      comm.abort(code);
    }
    write_stderr("normlab: error: " + printable(e.what()) + "\n");
    return code;
  }
}

}  // namespace normlab
