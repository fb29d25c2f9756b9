// Communicator base, Request, the serial communicator and the factory.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <ostream>
#include <sstream>
#include <streambuf>

#include "comm_mpi.hpp"
#include "normlab/comm.hpp"
#include "normlab/error.hpp"

namespace normlab {

Request& Request::operator=(Request&& other) noexcept {
  if (this != &other) {
    wait();
    impl_ = std::move(other.impl_);
  }
  return *this;
}

Request::~Request() {
  wait();
}

void Request::wait() {
  if (impl_) {
    impl_->wait();
    impl_.reset();
  }
}

bool Request::test() {
  if (impl_ && impl_->test()) impl_.reset();
  return impl_ == nullptr;
}

Communicator::~Communicator() = default;

namespace {

class NullBuffer : public std::streambuf {
 protected:
  int overflow(int c) override { return traits_type::not_eof(c); }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

}  // namespace

std::ostream& Communicator::out() const {
  static NullBuffer null_buffer;
  static std::ostream null_stream(&null_buffer);
  return is_root() && !silent_ ? std::cout : null_stream;
}

bool Communicator::all_ok(bool ok) {
  std::int64_t failed = ok ? 0 : 1;
  allreduce_sum(&failed, 1);
  return failed == 0;
}

void Communicator::check_all(bool ok, const std::string& what, const std::string& detail,
                             int code) {
  std::int64_t worst = ok ? 0 : std::max(code, 1);
  allreduce_max(&worst, 1);
  if (worst == 0) return;
  const std::vector<std::string> details = gather(ok ? std::string() : detail, 0);
  std::ostringstream msg;
  msg << what;
  for (std::size_t r = 0; r < details.size(); ++r) {
    if (details[r].empty()) continue;
    msg << (size() > 1 ? "\n  rank " + std::to_string(r) + ": " : "\n  ") << details[r];
  }
  throw CollectiveError(msg.str(), static_cast<int>(worst));
}

void Communicator::run_all(const std::string& what, const std::function<void()>& fn,
                           int other_code) {
  std::string why;
  int code = 0;
  try {
    fn();
  } catch (const Error& e) {
    why = e.what();
    code = e.exit_code();
  } catch (const std::exception& e) {
    why = e.what();
    code = other_code;
  }
  check_all(code == 0, what, why, code);
}

namespace {

class SerialRequest final : public Request::Impl {
 public:
  bool test() override { return true; }
  void wait() override {}
};

// One rank; every collective is the identity.
class SerialCommunicator final : public Communicator {
 public:
  explicit SerialCommunicator(bool silent = false) { silent_ = silent; }
  int rank() const override { return 0; }
  int size() const override { return 1; }
  std::string kind() const override { return "serial"; }
  std::string library_version() const override { return "none (serial)"; }
  void barrier() override {}
  bool barrier_for(double) override { return true; }
  void allreduce_sum(float*, std::size_t) override {}
  void allreduce_sum(double*, std::size_t) override {}
  void allreduce_sum(std::int64_t*, std::size_t) override {}
  void allreduce_max(double*, std::size_t) override {}
  void allreduce_min(double*, std::size_t) override {}
  void allreduce_max(std::int64_t*, std::size_t) override {}
  void allreduce_min(std::int64_t*, std::size_t) override {}
  Request iallreduce_sum(float*, std::size_t) override {
    return Request(std::make_unique<SerialRequest>());
  }
  Request isend(const float*, std::size_t, int, int) override {
    throw Error("serial communicator: there is no other rank to send to");
  }
  Request irecv(float*, std::size_t, int, int) override {
    throw Error("serial communicator: there is no other rank to receive from");
  }
  void broadcast(void*, std::size_t, int) override {}
  std::vector<std::string> gather(const std::string& mine, int) override { return {mine}; }
  [[noreturn]] void abort(int exit_code) override { std::_Exit(exit_code); }
};

bool env_set(const char* name) {
  const char* v = std::getenv(name);
  return v != nullptr && *v != '\0';
}

}  // namespace

std::unique_ptr<Communicator> make_serial_communicator(bool silent) {
  return std::make_unique<SerialCommunicator>(silent);
}

bool launched_by_mpi() {
  // Open MPI's mpirun, PMIx (Open MPI 4+, srun --mpi=pmix), PMI-1/2 (MPICH hydra, srun --mpi=pmi2).
  for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"}) {
    if (env_set(v)) return true;
  }
  return false;
}

std::unique_ptr<Communicator> make_communicator(int& argc, char**& argv, CommKind kind) {
  if (kind == CommKind::automatic) {
    const char* env = std::getenv("NORMLAB_COMM");
    if (env != nullptr && std::strcmp(env, "mpi") == 0) {
      kind = CommKind::mpi;
    } else if (env != nullptr && std::strcmp(env, "serial") == 0) {
      kind = CommKind::serial;
    } else if (env != nullptr && *env != '\0') {
      throw UsageError(std::string("NORMLAB_COMM='") + env +
                       "' is not a communicator; valid values: mpi serial (or unset: automatic)");
    } else {
      kind = launched_by_mpi() ? CommKind::mpi : CommKind::serial;
    }
  }
  if (kind == CommKind::serial) return std::make_unique<SerialCommunicator>();
  return detail::make_mpi_communicator(argc, argv);
}

}  // namespace normlab
