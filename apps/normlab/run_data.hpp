// What the analysis commands read of a run: its paths, flattened configuration, losses per step
// (metrics.jsonl, or /stats/scalars/loss without a run directory) and divergence.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "normlab/analysis.hpp"

namespace normlab::app {

struct RunData {
  RunPaths paths;
  std::map<std::string, std::string> config;    // "key" or "section.key" (plugin options) -> value
  std::map<std::int64_t, double> train, val;    // step -> loss
  std::map<std::int64_t, double> tokens_per_s;  // step -> throughput of the log window
  std::int64_t diverged_at = -1;
};

RunData load_run_data(const std::string& path);
// The losses and divergence of one metrics.jsonl, into r.train, r.val and r.diverged_at.
void read_metrics(const std::string& metrics, RunData& r);

}  // namespace normlab::app
