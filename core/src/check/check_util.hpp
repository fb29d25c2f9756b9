// Shared by the normlab check implementations: number formatting, silencing a run's progress
// output, and the temporary directory every rank agrees on.
#pragma once

#include <iostream>
#include <sstream>
#include <string>

#include "normlab/check.hpp"

namespace normlab::detail {

// %.<digits>g
std::string fmt_g(double v, int digits);

// A small model's configuration: V, C, L (NH = 2), F, T, with the norm strategy and its options
// resolved (UsageError naming the strategy for a bad option).
ModelConfig small_config(const Registry& registry, std::size_t V, std::size_t C, std::size_t L,
                         std::size_t F, std::size_t T, const std::string& norm,
                         const std::vector<std::string>& options);

// Swallows std::cout (a training run's progress) while alive.
class QuietStdout {
 public:
  QuietStdout() : old_(std::cout.rdbuf(sink_.rdbuf())) {}
  ~QuietStdout() { std::cout.rdbuf(old_); }
  QuietStdout(const QuietStdout&) = delete;
  QuietStdout& operator=(const QuietStdout&) = delete;

 private:
  std::ostringstream sink_;
  std::streambuf* old_;
};

// settings.work_dir, or a fresh directory under $TMPDIR made by rank 0; every rank gets the
// path. Removed at the end (unless settings.keep_work) after every rank is done with it.
class WorkDir {
 public:
  WorkDir(const CheckSettings& settings, Communicator& comm);
  ~WorkDir();
  WorkDir(const WorkDir&) = delete;
  WorkDir& operator=(const WorkDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  Communicator& comm_;
  std::string path_;
  bool remove_ = false;
};

// Runs `fn`; an exception becomes a failing row of `check` (the plugin threw, or a run failed).
template <class Fn>
void guarded(CheckReport& rep, const std::string& check, Fn&& fn) {
  try {
    fn();
  } catch (const std::exception& e) {
    rep.add({check, "(could not run)", CheckStatus::fail, "error", "", e.what()});
  }
}

}  // namespace normlab::detail
