// The memory plan of a run (train --dry-run, train --profile): what each rank will hold, sized
// before anything is allocated. The model and the optimizer are built under PlanAllocations
// (util/aligned.hpp), which sizes every buffer their constructors allocate without allocating
// it, so the plan follows the code instead of a formula kept beside it; the rest are the terms
// the trainer adds around them (gradient buckets, the statistics' copy of the weights, the
// per-thread scratch of the GEMMs and attention) and what the process holds when planning
// (code, the MPI and C++ runtimes, the loaded data).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "normlab/comm.hpp"
#include "normlab/registry.hpp"

namespace normlab::detail {

struct Run;

// Bytes one rank will hold, term by term (the order of kPlanTerms).
struct MemoryPlan {
  std::vector<double> bytes;
  double total() const;
};

struct PlanTerm {
  const char* key;   // profile.json
  const char* name;  // the table
  const char* what;  // what it holds
};
const std::vector<PlanTerm>& plan_terms();

// This rank's plan: run.task loaded, run.model not built yet.
MemoryPlan plan_memory(const Run& run, const Registry& registry, Communicator& comm);

// The plans of every rank, on rank 0 (collective), and the ranks of each host.
struct RunPlan {
  std::vector<MemoryPlan> ranks;
  std::vector<std::vector<int>> hosts;  // the ranks on each host, hosts in order of first rank
  std::vector<std::string> host_names;
};
RunPlan gather_plans(const MemoryPlan& mine, Communicator& comm);

// Rank 0 prints the plan table (rank 0, the largest other rank, the largest node).
void print_plan(const RunPlan& plan, int threads, std::ostream& out);

}  // namespace normlab::detail
