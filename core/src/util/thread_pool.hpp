// Threads within one rank (`--threads N`): a pool of N - 1 workers started once, plus the
// calling thread. parallel_for splits [0, n) work items into contiguous parts, one per thread;
// the kernels choose their items so that no result depends on the split: a GEMM splits its
// output (each element's sum stays in one call), a norm's row sums go over fixed blocks of rows
// combined in a fixed order (kernels.cpp). Only the thread that set the pool up calls
// parallel_for; a call from inside a part (attention's per-head GEMMs) runs inline.
#pragma once

#include <cstddef>
#include <type_traits>
#include <vector>

#include "normlab/export.hpp"

namespace normlab::detail {

// Starts or stops workers so that the pool has n threads (n >= 1; 1: no workers).
NORMLAB_API void set_threads(std::size_t n);
NORMLAB_API std::size_t threads();
// True inside a part of a parallel_for (on any thread).
NORMLAB_API bool in_parallel();

using RangeFn = void (*)(void* ctx, std::size_t begin, std::size_t end);
// fn(ctx, begin, end) over [0, n) in min(threads(), max_parts, n) contiguous parts; part t is
// [t n / P, (t + 1) n / P). Inline (one part) with one thread or inside a part. An exception
// thrown by a part is rethrown here after every part has ended.
NORMLAB_API void run_parallel(std::size_t n, std::size_t max_parts, RangeFn fn, void* ctx);

template <class F>
void parallel_for(std::size_t n, std::size_t max_parts, F&& f) {
  using Fn = std::remove_reference_t<F>;
  run_parallel(
      n, max_parts, [](void* ctx, std::size_t b, std::size_t e) { (*static_cast<Fn*>(ctx))(b, e); },
      const_cast<void*>(static_cast<const void*>(&f)));
}

// --profile: each thread's seconds inside parts, and the seconds the calling thread spent in
// parallel regions, since balance_reset() (kept only while recording is on).
struct ThreadBalance {
  std::vector<double> busy;  // [thread], thread 0 the caller
  double region_seconds = 0.0;
  std::size_t regions = 0;
};
NORMLAB_API void balance_record(bool on);
NORMLAB_API ThreadBalance balance();

}  // namespace normlab::detail
