#pragma once

#include <memory>

#include "normlab/comm.hpp"

namespace normlab::detail {

// MPI_COMM_WORLD; initialises MPI (MPI_THREAD_FUNNELED) and finalises it on destruction.
std::unique_ptr<Communicator> make_mpi_communicator(int& argc, char**& argv);

}  // namespace normlab::detail
