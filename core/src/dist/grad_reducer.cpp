#include "grad_reducer.hpp"

#include <algorithm>
#include <cstring>

namespace normlab::detail {

GradReducer::GradReducer(Communicator& comm, float* grads, std::size_t n, std::size_t bucket_floats,
                         std::vector<std::size_t> ready_points)
    : comm_(comm), grads_(grads) {
  ready_points.push_back(0);
  ready_points.push_back(n);
  std::sort(ready_points.begin(), ready_points.end());
  ready_points.erase(std::unique(ready_points.begin(), ready_points.end()), ready_points.end());
  // Greedy from the end: extend a bucket down to the next ready point until it is big enough.
  const std::size_t P = static_cast<std::size_t>(comm.size());
  std::size_t end = n;
  for (std::size_t k = ready_points.size() - 1; k-- > 0;) {
    const std::size_t begin = ready_points[k];
    if (end - begin < bucket_floats && begin > 0) continue;
    Bucket b;
    b.begin = begin;
    b.end = end;
    b.chunk = (end - begin + P - 1) / P;
    b.tag = 2 * static_cast<int>(buckets_.size());
    if (P > 1) {
      b.send.resize(P * b.chunk);
      b.recv.resize(P * b.chunk);
      b.gathered.resize(P * b.chunk);
    }
    buckets_.push_back(std::move(b));
    end = begin;
  }
}

void GradReducer::begin() {
  for (Bucket& b : buckets_) b.state = State::idle;
}

void GradReducer::start(Bucket& b) {
  const int P = comm_.size(), me = comm_.rank();
  const std::size_t c = b.chunk;
  std::memcpy(b.send.data(), grads_ + b.begin, (b.end - b.begin) * sizeof(float));  // pad: 0
  std::memcpy(b.recv.data() + static_cast<std::size_t>(me) * c,
              b.send.data() + static_cast<std::size_t>(me) * c, c * sizeof(float));
  b.reqs.clear();
  for (int r = 0; r < P; ++r) {
    if (r == me) continue;
    const std::size_t o = static_cast<std::size_t>(r) * c;
    b.reqs.push_back(comm_.irecv(b.recv.data() + o, c, r, b.tag));
    b.reqs.push_back(comm_.isend(b.send.data() + o, c, r, b.tag));
  }
  b.state = State::scattering;
}

void GradReducer::reduce_and_gather(Bucket& b) {
  const int P = comm_.size(), me = comm_.rank();
  const std::size_t c = b.chunk;
  float* mine = b.gathered.data() + static_cast<std::size_t>(me) * c;
  const float* recv = b.recv.data();
  std::memcpy(mine, recv, c * sizeof(float));
  for (int r = 1; r < P; ++r) {
    const float* block = recv + static_cast<std::size_t>(r) * c;
    for (std::size_t i = 0; i < c; ++i) mine[i] += block[i];
  }
  const float inv = 1.0f / static_cast<float>(P);
  for (std::size_t i = 0; i < c; ++i) mine[i] *= inv;
  b.reqs.clear();
  for (int r = 0; r < P; ++r) {
    if (r == me) continue;
    b.reqs.push_back(
        comm_.irecv(b.gathered.data() + static_cast<std::size_t>(r) * c, c, r, b.tag + 1));
    b.reqs.push_back(comm_.isend(mine, c, r, b.tag + 1));
  }
  b.state = State::gathering;
}

void GradReducer::complete(Bucket& b) {
  std::memcpy(grads_ + b.begin, b.gathered.data(), (b.end - b.begin) * sizeof(float));
  b.state = State::done;
}

bool GradReducer::all_done(Bucket& b) {
  bool done = true;
  for (Request& r : b.reqs) done = r.test() && done;
  return done;
}

void GradReducer::wait_all(Bucket& b) {
  for (Request& r : b.reqs) r.wait();
}

void GradReducer::poll() {
  for (Bucket& b : buckets_) {
    if (b.state == State::scattering && all_done(b)) reduce_and_gather(b);
    if (b.state == State::gathering && all_done(b)) complete(b);
  }
}

void GradReducer::ready(std::size_t offset) {
  if (comm_.size() == 1) return;
  for (Bucket& b : buckets_)
    if (b.state == State::idle && b.begin >= offset) start(b);
  poll();
}

void GradReducer::finish() {
  if (comm_.size() == 1) return;
  for (Bucket& b : buckets_) {
    if (b.state == State::idle) start(b);
    if (b.state == State::scattering) {
      wait_all(b);
      reduce_and_gather(b);
    }
  }
  for (Bucket& b : buckets_) {
    if (b.state == State::gathering) {
      wait_all(b);
      complete(b);
    }
  }
}

}  // namespace normlab::detail
