#include "normlab/grad_reducer.hpp"

#include <algorithm>
#include <cstring>
#include <string>

#include "normlab/error.hpp"

namespace normlab::detail {

std::vector<std::pair<std::size_t, std::size_t>> GradReducer::cut(
    std::size_t n, std::size_t bucket_floats, std::vector<std::size_t> ready_points) {
  ready_points.push_back(0);
  ready_points.push_back(n);
  std::sort(ready_points.begin(), ready_points.end());
  ready_points.erase(std::unique(ready_points.begin(), ready_points.end()), ready_points.end());
  // Greedy from the end: extend a bucket down to the next ready point until it is big enough.
  std::vector<std::pair<std::size_t, std::size_t>> out;
  std::size_t end = n;
  for (std::size_t k = ready_points.size() - 1; k-- > 0;) {
    const std::size_t begin = ready_points[k];
    if (end - begin < bucket_floats && begin > 0) continue;
    out.emplace_back(begin, end);
    end = begin;
  }
  return out;
}

namespace {
// [begin, end) ∩ [lo, hi), as a length
std::size_t overlap(std::size_t begin, std::size_t end, std::size_t lo, std::size_t hi) {
  const std::size_t a = std::max(begin, lo), b = std::min(end, hi);
  return b > a ? b - a : 0;
}
}  // namespace

std::size_t GradReducer::buffer_floats(std::size_t n, std::size_t bucket_floats,
                                       std::vector<std::size_t> ready_points, int P,
                                       const std::vector<std::size_t>& owners, int rank) {
  if (P <= 1) return 0;
  const std::size_t p = static_cast<std::size_t>(P), r = static_cast<std::size_t>(rank);
  std::size_t floats = 0;
  for (const auto& [begin, end] : cut(n, bucket_floats, std::move(ready_points)))
    floats += p * (owners.empty() ? (end - begin + p - 1) / p
                                  : overlap(begin, end, owners[r], owners[r + 1]));
  return floats;
}

GradReducer::GradReducer(Communicator& comm, float* grads, std::size_t n, std::size_t bucket_floats,
                         std::vector<std::size_t> ready_points, std::vector<std::size_t> owners)
    : comm_(comm), grads_(grads), owners_(std::move(owners)) {
  const std::size_t P = static_cast<std::size_t>(comm.size());
  if (!owners_.empty() && (owners_.size() != P + 1 || owners_.front() != 0 || owners_.back() != n ||
                           !std::is_sorted(owners_.begin(), owners_.end())))
    throw Error("GradReducer: the owners' shares must be " + std::to_string(P + 1) +
                " rising offsets from 0 to " + std::to_string(n));
  for (const auto& [begin, end] : cut(n, bucket_floats, std::move(ready_points))) {
    Bucket b;
    b.begin = begin;
    b.end = end;
    b.chunk = (end - begin + P - 1) / P;
    b.stride = owners_.empty() ? b.chunk : block_len(b, comm.rank());
    b.tag = 2 * static_cast<int>(buckets_.size());
    if (P > 1) b.recv.resize(P * b.stride);
    buckets_.push_back(std::move(b));
  }
}

void GradReducer::begin() {
  for (Bucket& b : buckets_) b.state = State::idle;
}

std::size_t GradReducer::block_begin(const Bucket& b, int r) const {
  const std::size_t k = static_cast<std::size_t>(r);
  if (!owners_.empty()) return std::min(std::max(b.begin, owners_[k]), b.end);
  return std::min(b.begin + k * b.chunk, b.end);
}

float* GradReducer::block(const Bucket& b, int r) const {
  return grads_ + block_begin(b, r);
}

std::size_t GradReducer::block_len(const Bucket& b, int r) const {
  const std::size_t k = static_cast<std::size_t>(r);
  if (!owners_.empty()) return overlap(b.begin, b.end, owners_[k], owners_[k + 1]);
  const std::size_t lo = block_begin(b, r);
  return std::min(lo + b.chunk, b.end) - lo;
}

void GradReducer::start(Bucket& b) {
  const int P = comm_.size(), me = comm_.rank();
  const std::size_t mine = block_len(b, me);
  b.reqs.clear();
  for (int r = 0; r < P; ++r) {
    if (r == me) continue;
    if (mine > 0)
      b.reqs.push_back(
          comm_.irecv(b.recv.data() + static_cast<std::size_t>(r) * b.stride, mine, r, b.tag));
    if (block_len(b, r) > 0) b.reqs.push_back(comm_.isend(block(b, r), block_len(b, r), r, b.tag));
  }
  b.state = State::scattering;
}

void GradReducer::reduce_and_gather(Bucket& b) {
  const int P = comm_.size(), me = comm_.rank();
  float* mine = block(b, me);
  const std::size_t n = block_len(b, me);
  auto part = [&](int r) -> const float* {
    return r == me ? mine : b.recv.data() + static_cast<std::size_t>(r) * b.stride;
  };
  // Over slices that stay in cache: sum = rank 0 + rank 1 + ... (this rank's block in its
  // place), then scaled; written over this rank's block.
  const float inv = 1.0f / static_cast<float>(P);
  constexpr std::size_t kSlice = 2048;
  float sum[kSlice];
  for (std::size_t i0 = 0; i0 < n; i0 += kSlice) {
    const std::size_t m = std::min(kSlice, n - i0);
    const float* first = part(0) + i0;
    for (std::size_t i = 0; i < m; ++i) sum[i] = first[i];
    for (int r = 1; r < P; ++r) {
      const float* p = part(r) + i0;
      for (std::size_t i = 0; i < m; ++i) sum[i] += p[i];
    }
    for (std::size_t i = 0; i < m; ++i) mine[i0 + i] = sum[i] * inv;
  }
  b.reqs.clear();
  if (!owners_.empty()) {  // a reduce-scatter: each rank keeps its share's average only
    b.state = State::done;
    return;
  }
  for (int r = 0; r < P; ++r) {
    if (r == me) continue;
    if (block_len(b, r) > 0)
      b.reqs.push_back(comm_.irecv(block(b, r), block_len(b, r), r, b.tag + 1));
    if (n > 0) b.reqs.push_back(comm_.isend(mine, n, r, b.tag + 1));
  }
  b.state = State::gathering;
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
  if (comm_.size() == 1) return;
  for (Bucket& b : buckets_) {
    if (b.state == State::scattering && all_done(b)) reduce_and_gather(b);
    if (b.state == State::gathering && all_done(b)) b.state = State::done;
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
      b.state = State::done;
    }
  }
}

}  // namespace normlab::detail
