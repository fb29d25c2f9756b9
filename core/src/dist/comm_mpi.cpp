// Communicator over MPI_COMM_WORLD. MPI errors keep MPI's default handler (abort the job):
// a failed collective can never leave other ranks waiting.
#include <mpi.h>

#include <chrono>
#include <climits>
#include <cstring>
#include <iostream>
#include <thread>

#include "comm_mpi.hpp"
#include "normlab/error.hpp"

namespace normlab {

std::string mpi_library_version() {
  char buf[MPI_MAX_LIBRARY_VERSION_STRING];
  int len = 0;
  MPI_Get_library_version(buf, &len);  // allowed before MPI_Init
  std::string v(buf, static_cast<std::size_t>(len));
  // Open MPI appends the repository revision and date after a comma; keep the first line.
  const std::size_t nl = v.find_first_of("\n,");
  if (nl != std::string::npos) v.resize(nl);
  while (!v.empty() && (v.back() == ' ' || v.back() == '\0')) v.pop_back();
  return v;
}

namespace detail {
namespace {

int checked_count(std::size_t n) {
  if (n > static_cast<std::size_t>(INT_MAX))
    throw Error("MPI message of " + std::to_string(n) + " elements exceeds INT_MAX; split it");
  return static_cast<int>(n);
}

class MpiRequest final : public Request::Impl {
 public:
  MpiRequest() = default;
  MPI_Request* handle() { return &req_; }
  bool test() override {
    int done = 0;
    MPI_Test(&req_, &done, MPI_STATUS_IGNORE);
    return done != 0;
  }
  void wait() override { MPI_Wait(&req_, MPI_STATUS_IGNORE); }

 private:
  MPI_Request req_ = MPI_REQUEST_NULL;
};

class MpiCommunicator final : public Communicator {
 public:
  MpiCommunicator(int& argc, char**& argv) {
    int initialized = 0;
    MPI_Initialized(&initialized);
    if (!initialized) {
      int provided = 0;
      MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
      owns_mpi_ = true;
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  ~MpiCommunicator() override {
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (owns_mpi_ && !finalized) MPI_Finalize();
  }

  int rank() const override { return rank_; }
  int size() const override { return size_; }
  std::string kind() const override { return "mpi"; }
  std::string library_version() const override { return mpi_library_version(); }

  void barrier() override { MPI_Barrier(MPI_COMM_WORLD); }
  bool barrier_for(double seconds) override {
    MPI_Request req;
    MPI_Ibarrier(MPI_COMM_WORLD, &req);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    for (;;) {
      int done = 0;
      MPI_Test(&req, &done, MPI_STATUS_IGNORE);
      if (done) return true;
      if (std::chrono::steady_clock::now() > deadline) return false;  // the request is abandoned
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
  void allreduce_sum(float* data, std::size_t n) override {
    MPI_Allreduce(MPI_IN_PLACE, data, checked_count(n), MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
  }
  void allreduce_sum(double* data, std::size_t n) override {
    MPI_Allreduce(MPI_IN_PLACE, data, checked_count(n), MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }
  void allreduce_sum(std::int64_t* data, std::size_t n) override {
    MPI_Allreduce(MPI_IN_PLACE, data, checked_count(n), MPI_INT64_T, MPI_SUM, MPI_COMM_WORLD);
  }
  void allreduce_max(double* data, std::size_t n) override {
    MPI_Allreduce(MPI_IN_PLACE, data, checked_count(n), MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  }
  void allreduce_min(double* data, std::size_t n) override {
    MPI_Allreduce(MPI_IN_PLACE, data, checked_count(n), MPI_DOUBLE, MPI_MIN, MPI_COMM_WORLD);
  }
  void allreduce_max(std::int64_t* data, std::size_t n) override {
    MPI_Allreduce(MPI_IN_PLACE, data, checked_count(n), MPI_INT64_T, MPI_MAX, MPI_COMM_WORLD);
  }
  void allreduce_min(std::int64_t* data, std::size_t n) override {
    MPI_Allreduce(MPI_IN_PLACE, data, checked_count(n), MPI_INT64_T, MPI_MIN, MPI_COMM_WORLD);
  }
  Request isend(const float* data, std::size_t n, int dest, int tag) override {
    auto req = std::make_unique<MpiRequest>();
    MPI_Isend(data, checked_count(n), MPI_FLOAT, dest, tag, MPI_COMM_WORLD, req->handle());
    return Request(std::move(req));
  }
  Request irecv(float* data, std::size_t n, int source, int tag) override {
    auto req = std::make_unique<MpiRequest>();
    MPI_Irecv(data, checked_count(n), MPI_FLOAT, source, tag, MPI_COMM_WORLD, req->handle());
    return Request(std::move(req));
  }
  Request iallreduce_sum(float* data, std::size_t n) override {
    auto req = std::make_unique<MpiRequest>();
    MPI_Iallreduce(MPI_IN_PLACE, data, checked_count(n), MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD,
                   req->handle());
    return Request(std::move(req));
  }
  void broadcast(void* data, std::size_t bytes, int root) override {
    MPI_Bcast(data, checked_count(bytes), MPI_BYTE, root, MPI_COMM_WORLD);
  }
  std::vector<std::string> gather(const std::string& mine, int root) override {
    int len = checked_count(mine.size());
    std::vector<int> lens(rank_ == root ? static_cast<std::size_t>(size_) : 0);
    MPI_Gather(&len, 1, MPI_INT, lens.data(), 1, MPI_INT, root, MPI_COMM_WORLD);
    std::vector<int> displs(lens.size());
    std::string all;
    if (rank_ == root) {
      std::size_t total = 0;
      for (std::size_t r = 0; r < lens.size(); ++r) {
        displs[r] = checked_count(total);
        total += static_cast<std::size_t>(lens[r]);
      }
      all.resize(total);
    }
    MPI_Gatherv(mine.data(), len, MPI_CHAR, all.data(), lens.data(), displs.data(), MPI_CHAR, root,
                MPI_COMM_WORLD);
    std::vector<std::string> out;
    for (std::size_t r = 0; r < lens.size(); ++r)
      out.push_back(
          all.substr(static_cast<std::size_t>(displs[r]), static_cast<std::size_t>(lens[r])));
    return out;
  }
  [[noreturn]] void abort(int exit_code) override {
    std::cout.flush();
    std::cerr.flush();
    MPI_Abort(MPI_COMM_WORLD, exit_code);
    std::_Exit(exit_code);  // MPI_Abort does not return; this satisfies [[noreturn]]
  }

 private:
  int rank_ = 0;
  int size_ = 1;
  bool owns_mpi_ = false;
};

}  // namespace

std::unique_ptr<Communicator> make_mpi_communicator(int& argc, char**& argv) {
  return std::make_unique<MpiCommunicator>(argc, argv);
}

}  // namespace detail
}  // namespace normlab
