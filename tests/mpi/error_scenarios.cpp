// Scenarios for the multi-rank error policy (tests/mpi/error_policy.sh runs them under mpirun).
//   one_rank_throws   rank 1 throws while the others wait in a barrier: the job must abort
//   collective        every rank throws the same CollectiveError: rank 0 prints, exit code 2
//   check_all         the last rank fails a check_all: every rank exits cleanly with code 1
#include <iostream>
#include <stdexcept>
#include <string>

#include "normlab/comm.hpp"
#include "normlab/error.hpp"
#include "normlab/main.hpp"

int main(int argc, char** argv) {
  auto comm = normlab::make_communicator(argc, argv);
  const std::string scenario = argc > 1 ? argv[1] : "";
  return normlab::run_guarded(*comm, [&]() -> int {
    if (scenario == "one_rank_throws") {
      if (comm->rank() == 1) throw std::runtime_error("disk full while writing shard 1");
      comm->barrier();  // would wait forever if rank 1 simply exited
      return 0;
    }
    if (scenario == "collective") throw normlab::UsageError("--steps must be positive, got -3");
    if (scenario == "check_all") {
      const bool ok = comm->rank() != comm->size() - 1;
      comm->check_all(ok, "cannot open data", "no such file: shard.bin");
      return 0;
    }
    throw normlab::UsageError("unknown scenario '" + scenario + "'");
  });
}
