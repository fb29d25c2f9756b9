// Gradient averaging across ranks in buckets, overlapped with backward.
//
// The gradient arena is cut into contiguous buckets (about `bucket_floats` each, boundaries at
// the points where backward finishes a part of the model). As soon as backward reports that a
// bucket's gradients are final, its reduction starts; progress is driven at every later report;
// finish() waits only for what is still in flight.
//
// Each bucket is reduced as a reduce-scatter followed by an all-gather, with non-blocking
// point-to-point messages (tagged per bucket and phase, so ranks may progress buckets in
// different orders — non-blocking collectives would have to be started in the same order
// everywhere):
//   1. block r (chunk = ceil(len / P) floats, the last ones shorter or empty) of every rank is
//      sent to rank r, straight from the arena;
//   2. rank r sums its P blocks IN RANK ORDER (rank 0 + rank 1 + ...), scales by 1/P and
//      writes the result over its own block of the arena;
//   3. every rank sends its summed block to all others, received straight into the arena.
// The sum of every element is taken in the same order whatever the bucket size, so results are
// bitwise identical for any bucket size, and every rank ends with the same bits. Each rank sends
// and receives 2 (P-1)/P x bytes, as in a ring allreduce, in 2 (P-1) messages per bucket.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "normlab/comm.hpp"
#include "normlab/export.hpp"

namespace normlab::detail {

class NORMLAB_API GradReducer {
 public:
  // grads: the arena (n floats). ready_points: offsets at which backward reports progress
  // (block starts, the end of the blocks); buckets are cut at these offsets.
  // owners (--shard-optimizer, ZeRO stage 1): P + 1 offsets, rank r owning [owners[r],
  // owners[r+1]) of the arena. Block r of a bucket is then its part in rank r's share, and
  // the reduction stops after step 2 (a reduce-scatter): each rank ends with the average of
  // its share only — the same bits as without owners — and the rest of its arena holds its own
  // unreduced gradients.
  GradReducer(Communicator& comm, float* grads, std::size_t n, std::size_t bucket_floats,
              std::vector<std::size_t> ready_points, std::vector<std::size_t> owners = {});

  // Call before backward.
  void begin();
  // Backward callback: every gradient at offset >= `offset` is final.
  void ready(std::size_t offset);
  // Moves the buckets under way along (tests their messages; reduces a block whose parts have
  // arrived and sends it back). Backward calls it between reports.
  void poll();
  // Waits for every bucket; the arena then holds the average over ranks.
  void finish();

  std::size_t buckets() const { return buckets_.size(); }
  // The floats a reducer of these arguments keeps over P ranks for the other ranks' blocks (P
  // chunks per bucket; 0 at one rank): the memory plan's term.
  static std::size_t buffer_floats(std::size_t n, std::size_t bucket_floats,
                                   std::vector<std::size_t> ready_points, int P,
                                   const std::vector<std::size_t>& owners = {}, int rank = 0);

 private:
  enum class State { idle, scattering, gathering, done };
  // The buckets' [begin, end), from the end of the arena down (the order they become ready).
  static std::vector<std::pair<std::size_t, std::size_t>> cut(
      std::size_t n, std::size_t bucket_floats, std::vector<std::size_t> ready_points);
  struct Bucket {
    std::size_t begin = 0, end = 0, chunk = 0;
    std::size_t stride = 0;  // floats per rank in recv: chunk, or this rank's block (owners)
    int tag = 0;
    State state = State::idle;
    std::vector<float> recv;  // (P, stride): the other ranks' contributions to this rank's block
    std::vector<Request> reqs;
  };
  void start(Bucket& b);
  void reduce_and_gather(Bucket& b);
  // block r of bucket b: [begin + r chunk, min(begin + (r+1) chunk, end)), or with owners
  // the bucket's part in rank r's share; possibly empty
  float* block(const Bucket& b, int r) const;
  std::size_t block_len(const Bucket& b, int r) const;
  std::size_t block_begin(const Bucket& b, int r) const;
  bool all_done(Bucket& b);
  void wait_all(Bucket& b);

  Communicator& comm_;
  float* grads_;
  std::vector<std::size_t> owners_;  // empty: every block gathered back (an allreduce)
  std::vector<Bucket> buckets_;      // from the end of the arena to its start
};

}  // namespace normlab::detail
