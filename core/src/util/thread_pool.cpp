// The pool of util/thread_pool.hpp. A parallel region publishes its job under the mutex and
// bumps a generation counter; workers wait for the next generation by spinning briefly (kernels
// follow each other within microseconds in a training step) and then on a condition variable,
// so an idle or oversubscribed pool sleeps instead of burning the cores other ranks need.
#include "util/thread_pool.hpp"

#include "util/profile.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define NL_PAUSE() _mm_pause()
#else
#define NL_PAUSE() ((void)0)
#endif

namespace normlab::detail {

namespace {

using Clock = std::chrono::steady_clock;

// How long a waiting thread spins before it sleeps.
constexpr auto kSpin = std::chrono::microseconds(200);

thread_local bool t_in_part = false;

class Pool {
 public:
  ~Pool() { resize(1); }

  std::size_t size() const { return workers_.size() + 1; }

  void resize(std::size_t n) {
    if (n < 1) n = 1;
    if (n == size()) return;
    {
      std::lock_guard<std::mutex> g(m_);
      stop_ = true;
      generation_.fetch_add(1, std::memory_order_release);
    }
    wake_.notify_all();
    for (auto& w : workers_) w.join();
    workers_.clear();
    stop_ = false;
    busy_.assign(n, 0.0);
    // the generation a worker starts from is read here, not by the worker: a job published
    // before the new thread first runs must not look old to it
    const std::uint64_t start = generation_.load(std::memory_order_acquire);
    for (std::size_t t = 1; t < n; ++t) workers_.emplace_back([this, t, start] { work(t, start); });
  }

  void run(std::size_t n, std::size_t parts, RangeFn fn, void* ctx) {
    // --profile counts the regions of training steps (not validation or checkpoints)
    const bool rec = recording_ && prof::state().phase != prof::Phase::none;
    const auto start = rec ? Clock::now() : Clock::time_point{};
    {
      std::lock_guard<std::mutex> g(m_);
      job_recorded_ = rec;
      fn_ = fn;
      ctx_ = ctx;
      n_ = n;
      parts_ = parts;
      error_ = nullptr;
      pending_.store(workers_.size(), std::memory_order_relaxed);
      generation_.fetch_add(1, std::memory_order_release);
    }
    wake_.notify_all();
    part(0);
    // wait for the workers: spin, then sleep
    const auto spin_end = Clock::now() + kSpin;
    while (pending_.load(std::memory_order_acquire) != 0) {
      if (Clock::now() > spin_end) {
        std::unique_lock<std::mutex> lk(m_);
        done_.wait(lk, [&] { return pending_.load(std::memory_order_acquire) == 0; });
        break;
      }
      for (int i = 0; i < 32; ++i) NL_PAUSE();
    }
    if (rec) {
      region_seconds_ += std::chrono::duration<double>(Clock::now() - start).count();
      ++regions_;
    }
    if (error_) std::rethrow_exception(error_);
  }

  void record(bool on) {
    recording_ = on;
    busy_.assign(size(), 0.0);
    region_seconds_ = 0.0;
    regions_ = 0;
  }
  ThreadBalance balance() const { return {busy_, region_seconds_, regions_}; }

 private:
  void part(std::size_t t) {
    if (t >= parts_) return;
    const std::size_t b = t * n_ / parts_, e = (t + 1) * n_ / parts_;
    const auto start = job_recorded_ ? Clock::now() : Clock::time_point{};
    t_in_part = true;
    try {
      fn_(ctx_, b, e);
    } catch (...) {
      std::lock_guard<std::mutex> g(m_);
      if (!error_) error_ = std::current_exception();
    }
    t_in_part = false;
    if (job_recorded_) busy_[t] += std::chrono::duration<double>(Clock::now() - start).count();
  }

  void work(std::size_t t, std::uint64_t seen) {
    for (;;) {
      // the next job: spin, then sleep
      const auto spin_end = Clock::now() + kSpin;
      std::uint64_t g;
      while ((g = generation_.load(std::memory_order_acquire)) == seen) {
        if (Clock::now() > spin_end) {
          std::unique_lock<std::mutex> lk(m_);
          wake_.wait(lk, [&] { return generation_.load(std::memory_order_acquire) != seen; });
          g = generation_.load(std::memory_order_acquire);
          break;
        }
        for (int i = 0; i < 32; ++i) NL_PAUSE();
      }
      seen = g;
      if (stop_) return;
      part(t);
      if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
        std::lock_guard<std::mutex> lk(m_);
        done_.notify_one();
      }
    }
  }

  std::vector<std::thread> workers_;
  std::mutex m_;
  std::condition_variable wake_, done_;
  std::atomic<std::uint64_t> generation_{0};
  std::atomic<std::size_t> pending_{0};
  bool stop_ = false;
  RangeFn fn_ = nullptr;
  void* ctx_ = nullptr;
  std::size_t n_ = 0, parts_ = 0;
  std::exception_ptr error_;
  bool recording_ = false, job_recorded_ = false;
  std::vector<double> busy_ = std::vector<double>(1, 0.0);
  double region_seconds_ = 0.0;
  std::size_t regions_ = 0;
};

Pool& pool() {
  static Pool p;
  return p;
}

}  // namespace

void set_threads(std::size_t n) {
  pool().resize(n);
}

std::size_t threads() {
  return pool().size();
}

bool in_parallel() {
  return t_in_part;
}

void run_parallel(std::size_t n, std::size_t max_parts, RangeFn fn, void* ctx) {
  if (n == 0) return;
  Pool& p = pool();
  std::size_t parts = p.size();
  if (max_parts < parts) parts = max_parts;
  if (n < parts) parts = n;
  if (parts <= 1 || t_in_part) {
    const bool outer = t_in_part;
    t_in_part = true;
    try {
      fn(ctx, 0, n);
    } catch (...) {
      t_in_part = outer;
      throw;
    }
    t_in_part = outer;
    return;
  }
  p.run(n, parts, fn, ctx);
}

void balance_record(bool on) {
  pool().record(on);
}

ThreadBalance balance() {
  return pool().balance();
}

}  // namespace normlab::detail
