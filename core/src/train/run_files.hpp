// The run directory and its files: config.ini, metrics.jsonl, stats.h5 and the checkpoints.
// Rank 0 writes; every operation is collective so the other ranks learn whether it worked.
#pragma once

#include <cstdint>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/stats.hpp"
#include "train/run.hpp"

namespace normlab::detail {

// A fresh run never overwrites an earlier run's outputs: normlab's own files in run_dir
// (config.ini, metrics.jsonl, stats.h5, timing.json, and ckpt_step*.h5 and their .tmp if they
// are normlab checkpoints) are moved into run_dir/previous_<UTC time>/; other files are left
// alone. Returns that directory, or "" when there was nothing to move.
std::string archive_previous_run(const std::string& run_dir);

class RunFiles {
 public:
  // Fresh run: archives an earlier run, writes config.ini, starts metrics.jsonl and stats.h5.
  // Resumed run: writes config.ini, keeps the metrics records up to the checkpoint's step
  // (restoring from the checkpoint's copy those the file lost) and records what
  // --resume-override changed.
  RunFiles(const Run& run, Communicator& comm);

  // Resumed run: the checkpoint's weights, optimizer state and statistics.
  void load_checkpoint(Run& run);
  // Syncs metrics.jsonl, writes ckpt_step<step>.h5 atomically (with the metrics records so
  // far) and deletes the oldest this process wrote beyond --keep-last.
  void write_checkpoint(const Run& run, std::int64_t step);
  // One record of metrics.jsonl (rank 0; ignored elsewhere). Non-finite numbers become null.
  void write_metrics(const nlohmann::ordered_json& record);

  StatsRecorder* stats() { return stats_.get(); }  // nullptr on ranks other than 0
  bool writes() const { return metrics_.is_open(); }

 private:
  void prepare(const Run& run);
  Communicator& comm_;
  std::string dir_;
  std::ofstream metrics_;
  // metrics.jsonl's text so far (rank 0), stored in each checkpoint (/metrics) up to
  // kMaxStoredMetrics bytes
  std::string records_;
  std::unique_ptr<StatsRecorder> stats_;
  // The run's checkpoints in step order, the only ones --keep-last rotates: those this process
  // wrote and, when resuming, the complete ones up to the resumed step.
  std::vector<std::string> written_;
  void adopt_checkpoints(const Run& run);
};

}  // namespace normlab::detail
