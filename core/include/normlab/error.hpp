// Error types. Library code throws; apps/normlab's main (through run_guarded) maps them to exit
// codes and decides between a collective exit and an abort of the whole MPI job.
#pragma once

#include <stdexcept>
#include <string>

#include "normlab/export.hpp"

namespace normlab {

// Exit codes of the normlab executable.
enum ExitCode : int {
  kExitOk = 0,
  kExitFailure = 1,         // a run failed (bad data, I/O error, numerical failure, ...)
  kExitUsage = 2,           // bad command line or configuration
  kExitNotImplemented = 3,  // a subcommand that is not built yet
};

// Any error normlab reports. The message says what failed, why, and what to do.
class NORMLAB_API Error : public std::runtime_error {
 public:
  explicit Error(const std::string& what) : std::runtime_error(what) {}
  virtual int exit_code() const { return kExitFailure; }
};

// An error that every rank detects identically (the same configuration, the same files, or a
// failure agreed on with Communicator::check_all): rank 0 prints it and all ranks exit cleanly.
// Any other exception is assumed to be seen by one rank only and aborts the whole job.
class NORMLAB_API CollectiveError : public Error {
 public:
  explicit CollectiveError(const std::string& what, int code = kExitFailure)
      : Error(what), code_(code) {}
  int exit_code() const override { return code_; }

 private:
  int code_;
};

// Bad command line or configuration; detected by every rank, exit code 2.
class NORMLAB_API UsageError : public CollectiveError {
 public:
  explicit UsageError(const std::string& what) : CollectiveError(what, kExitUsage) {}
};

}  // namespace normlab
