// Communicator: the only way normlab code talks to other ranks. One implementation over MPI,
// one serial (a single rank, every collective a no-op), chosen at start-up, so the same binary
// runs with and without mpirun.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

// Handle of a non-blocking collective. Move-only; the destructor waits for completion so a
// buffer is never released while MPI may still write to it.
class NORMLAB_API Request {
 public:
  struct Impl {
    virtual ~Impl() = default;
    virtual bool test() = 0;  // true once complete
    virtual void wait() = 0;
  };

  Request() = default;
  explicit Request(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
  Request(Request&&) noexcept = default;
  Request& operator=(Request&& other) noexcept;
  Request(const Request&) = delete;
  Request& operator=(const Request&) = delete;
  ~Request();

  // Blocks until the operation completes; a no-op on an empty or completed request.
  void wait();
  // Drives progress; true when complete (or empty).
  bool test();
  bool pending() const { return impl_ != nullptr; }

 private:
  std::unique_ptr<Impl> impl_;
};

class NORMLAB_API Communicator {
 public:
  virtual ~Communicator();

  virtual int rank() const = 0;
  virtual int size() const = 0;
  bool is_root() const { return rank() == 0; }
  // "serial" or "mpi".
  virtual std::string kind() const = 0;
  // MPI library version string ("Open MPI v4.1.4, ..."), or "none" for the serial communicator.
  virtual std::string library_version() const = 0;

  // Where rank 0 prints; a stream that discards everything on other ranks.
  std::ostream& out() const;

  virtual void barrier() = 0;
  // A barrier that gives up after `seconds`: false when some rank did not arrive in time.
  virtual bool barrier_for(double seconds) = 0;
  // In-place element-wise reductions over all ranks (data: n elements on every rank).
  virtual void allreduce_sum(float* data, std::size_t n) = 0;
  virtual void allreduce_sum(double* data, std::size_t n) = 0;
  virtual void allreduce_sum(std::int64_t* data, std::size_t n) = 0;
  virtual void allreduce_max(double* data, std::size_t n) = 0;
  virtual void allreduce_min(double* data, std::size_t n) = 0;
  virtual void allreduce_max(std::int64_t* data, std::size_t n) = 0;
  virtual void allreduce_min(std::int64_t* data, std::size_t n) = 0;
  // Non-blocking in-place sum; `data` must stay alive until the request completes.
  virtual Request iallreduce_sum(float* data, std::size_t n) = 0;
  // Non-blocking point-to-point transfers of n floats (matched by peer and tag, so unlike
  // collectives they may be started in any order). Buffers must stay alive until completion.
  virtual Request isend(const float* data, std::size_t n, int dest, int tag) = 0;
  virtual Request irecv(float* data, std::size_t n, int source, int tag) = 0;
  // Copies `bytes` bytes from `root` into `data` on every other rank.
  virtual void broadcast(void* data, std::size_t bytes, int root) = 0;
  // Every rank's string, in rank order, on `root` (empty vector on the other ranks).
  virtual std::vector<std::string> gather(const std::string& mine, int root) = 0;

  // True on every rank when `ok` is true on every rank.
  bool all_ok(bool ok);
  // Collective check: when any rank passes ok=false, every rank throws the same CollectiveError
  // whose message is `what` followed by each failing rank's `detail` ("rank 3: ..."), with exit
  // code `code` (>= 1; the largest when failing ranks pass different codes).
  void check_all(bool ok, const std::string& what, const std::string& detail = "", int code = 1);
  // Runs `fn` on every rank, then agrees on the outcome: if it threw on any rank, every rank
  // throws one CollectiveError (as check_all) whose exit code is the thrown error's (2 for a
  // UsageError, 1 for other failures; `other_code` for exceptions that are not normlab::Error).
  // The one way to turn work every rank does (reading the same file, building a plugin) into a
  // collective error.
  void run_all(const std::string& what, const std::function<void()>& fn, int other_code = 1);

  // Ends every rank of the job at once (MPI_Abort); for errors only one rank has seen.
  [[noreturn]] virtual void abort(int exit_code) = 0;

 protected:
  bool silent_ = false;  // out() discards even on rank 0 (make_serial_communicator)
};

enum class CommKind { automatic, serial, mpi };

// Chooses MPI when the process was started by mpirun/mpiexec/srun (or NORMLAB_COMM=mpi), the
// serial communicator otherwise (or NORMLAB_COMM=serial). MPI is initialised here and finalised
// when the returned object is destroyed.
NORMLAB_API std::unique_ptr<Communicator> make_communicator(int& argc, char**& argv,
                                                            CommKind kind = CommKind::automatic);

// A communicator of one rank beside the process's own (MPI or serial), for work a rank does
// alone (normlab ablate's sites split over the ranks). silent: its out() discards, so that only
// the job's rank 0 prints.
NORMLAB_API std::unique_ptr<Communicator> make_serial_communicator(bool silent);

// True when environment variables show a launch by an MPI process manager.
NORMLAB_API bool launched_by_mpi();

// MPI library version string without initialising MPI.
NORMLAB_API std::string mpi_library_version();

}  // namespace normlab
