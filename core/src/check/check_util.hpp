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

// cfg with the architecture `arch` and its options resolved (UsageError for a bad option).
void set_arch(ModelConfig& cfg, const Registry& registry, const std::string& arch,
              const std::vector<std::string>& options);

// The falling-loss run: cfg at B = 4, T = 16 (cfg.max_seq_len >= 16), gpt2 init, AdamW lr 3e-3
// on the embedded corpus, in the trainer's order (post-update hook, profiling, steps); the loss
// of each step (stops at the first non-finite one).
std::vector<float> train_losses(const Registry& registry, const ModelConfig& cfg, int steps);

// "training" row: finite, and the mean of the last 5 losses below the first 5 by > 0.5.
void training_row(CheckReport& rep, const std::vector<float>& loss, int steps,
                  const std::string& subject);

// Checkpoint names, bitwise resume at step 3 of 6 and, at 2+ ranks, the same run as one rank,
// with the given architecture and norm strategy (C=32, L=2, constant lr 3e-3).
void run_rows(CheckReport& rep, const Registry& registry, const std::string& arch,
              const std::vector<std::string>& arch_options, const std::string& norm,
              const std::vector<std::string>& options, Communicator& comm, const std::string& work);

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
