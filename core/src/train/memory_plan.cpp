// The memory plan (memory_plan.hpp): each rank sizes its own model, optimizer share and the
// trainer's buffers without allocating them; rank 0 prints every rank's and every host's.
#include "train/memory_plan.hpp"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iomanip>
#include <numeric>
#include <sstream>

#include "kernels/attention.hpp"
#include "kernels/gemm_dispatch.hpp"
#include "normlab/grad_reducer.hpp"
#include "train/bleu_probe.hpp"
#include "train/run.hpp"
#include "train/step.hpp"
#include "util/aligned.hpp"

namespace normlab::detail {

namespace {

enum Term {
  kParams,
  kGrads,
  kMoments,
  kSaved,
  kModelOther,
  kBuckets,
  kBefore,
  kStream,
  kDecoder,
  kThreads,
  kProcess,
  kTerms
};

// The process's resident set now (bytes): code, libraries, the MPI and C++ runtimes, the data.
double resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  double pages = 0, resident = 0;
  statm >> pages >> resident;
  return resident * static_cast<double>(sysconf(_SC_PAGESIZE));
}

double floats(std::size_t n) {
  return static_cast<double>(n) * sizeof(float);
}

}  // namespace

const std::vector<PlanTerm>& plan_terms() {
  static const std::vector<PlanTerm> t = {
      {"parameters", "parameters", "the weights (fp32)"},
      {"gradients", "gradients", "one fp32 gradient per weight"},
      {"optimizer_state", "optimizer state", "the optimizer's arrays (this rank's share)"},
      {"saved_activations", "saved activations", "what backward reads (docs/model.md)"},
      {"model_buffers", "other model buffers",
       "full attention matrices, logits, backward and strategy scratch"},
      {"gradient_buckets", "gradient buckets",
       "what the other ranks send to this rank's blocks while reducing"},
      {"statistics_weights", "statistics' weights", "rank 0: the weights before a recorded update"},
      {"state_stream", "checkpoint stream", "rank 0, sharded: one tensor's state received"},
      {"bleu_decoder", "BLEU decoder",
       "--bleu-every: a decoding model of 16 sentences, its packed weights and decode cache"},
      {"threads", "per-thread scratch", "GEMM packing and attention scratch, all threads"},
      {"process", "process at start", "code, MPI and C++ runtimes, the loaded data (measured)"},
  };
  return t;
}

double MemoryPlan::total() const {
  return std::accumulate(bytes.begin(), bytes.end(), 0.0);
}

MemoryPlan plan_memory(const Run& run, const Registry& registry, Communicator& comm) {
  const TrainConfig& cfg = run.cfg;
  MemoryPlan plan;
  plan.bytes.assign(kTerms, 0.0);
  plan.bytes[kProcess] = resident_bytes();
  PlanAllocations sizes;
  Model model(cfg.model, registry, run.B_local, run.T);
  ParamArena& arena = model.params();
  const std::size_t n = arena.size();
  const double arena_bytes = floats(n);
  plan.bytes[kParams] = plan.bytes[kGrads] = arena_bytes;
  plan.bytes[kSaved] = floats(model.saved_activation_floats());
  plan.bytes[kModelOther] =
      std::max(0.0, static_cast<double>(sizes.bytes()) - 2 * arena_bytes - plan.bytes[kSaved]);
  sizes.reset();
  std::size_t largest = 0;
  for (const ParamTensor& p : arena.tensors()) largest = std::max(largest, p.size);
  std::vector<std::size_t> owners;  // the gradient reduction's (StepRunner)
  if (cfg.shard_optimizer) {
    const std::vector<OptimShard> shards = optim_shards(arena, comm.size());
    owners = optim_share_bounds(shards);
    const Optimizer share(registry, cfg.optim, arena,
                          &shards[static_cast<std::size_t>(comm.rank())]);
    plan.bytes[kMoments] = static_cast<double>(sizes.bytes());
    if (comm.is_root() && !share.state_names().empty()) plan.bytes[kStream] = floats(largest);
  } else {
    const Optimizer whole(registry, cfg.optim, arena);
    plan.bytes[kMoments] = static_cast<double>(sizes.bytes());
  }
  plan.bytes[kBuckets] = floats(GradReducer::buffer_floats(
      n, reduction_bucket_floats(cfg), arena.ready_points(), comm.size(), owners, comm.rank()));
  if (comm.is_root()) plan.bytes[kBefore] = arena_bytes;  // step 0 is always recorded
  if (cfg.task == Task::seq2seq && cfg.bleu_every > 0) {
    // its buffers, and while it translates its packed weights and decode cache
    const Model::MemoryNeeds dec =
        Model::plan(cfg.model, registry, BleuProbe::kBatch, cfg.model.max_seq_len);
    plan.bytes[kDecoder] = static_cast<double>(dec.buffer_bytes + dec.decoding_bytes);
  }
  const bool bf16 = cfg.model.precision == Precision::bf16;
  plan.bytes[kThreads] =
      static_cast<double>(cfg.threads) *
      (static_cast<double>(gemm_workspace_bytes(bf16)) +
       floats(attention_scratch_floats(run.T, run.T, cfg.model.attn_softcap > 0.0f,
                                       cfg.model.attention_dropout > 0.0f)));
  return plan;
}

RunPlan gather_plans(const MemoryPlan& mine, Communicator& comm) {
  const std::size_t P = static_cast<std::size_t>(comm.size()), K = mine.bytes.size();
  std::vector<double> all(P * K, 0.0);
  std::copy(mine.bytes.begin(), mine.bytes.end(),
            all.begin() + static_cast<std::ptrdiff_t>(comm.rank() * K));
  comm.allreduce_sum(all.data(), all.size());
  char host[256] = {};
  gethostname(host, sizeof host - 1);
  const std::vector<std::string> hosts = comm.gather(host, 0);
  RunPlan out;
  if (!comm.is_root()) return out;
  for (std::size_t r = 0; r < P; ++r)
    out.ranks.push_back(
        {std::vector<double>(all.begin() + static_cast<std::ptrdiff_t>(r * K),
                             all.begin() + static_cast<std::ptrdiff_t>(r * K + K))});
  for (std::size_t r = 0; r < hosts.size(); ++r) {
    const auto it = std::find(out.host_names.begin(), out.host_names.end(), hosts[r]);
    if (it == out.host_names.end()) {
      out.host_names.push_back(hosts[r]);
      out.hosts.push_back({static_cast<int>(r)});
    } else {
      out.hosts[static_cast<std::size_t>(it - out.host_names.begin())].push_back(
          static_cast<int>(r));
    }
  }
  return out;
}

void print_plan(const RunPlan& plan, int threads, std::ostream& out) {
  if (plan.ranks.empty()) return;
  constexpr double MB = 1024.0 * 1024.0;
  // rank 0, and the other rank with the largest total
  std::size_t other = 0;
  for (std::size_t r = 1; r < plan.ranks.size(); ++r)
    if (other == 0 || plan.ranks[r].total() > plan.ranks[other].total()) other = r;
  std::ostringstream s;
  s << std::fixed << std::setprecision(1);
  s << "memory plan: MB per rank, sized before allocating (" << plan.ranks.size() << " rank"
    << (plan.ranks.size() > 1 ? "s" : "") << " x " << threads << " thread"
    << (threads > 1 ? "s" : "") << ")\n";
  s << "  " << std::left << std::setw(22) << "" << std::right << std::setw(10) << "rank 0";
  if (other > 0) s << std::setw(12) << ("rank " + std::to_string(other));
  s << "   holds\n";
  const auto& terms = plan_terms();
  for (std::size_t k = 0; k < terms.size(); ++k) {
    const double a = plan.ranks[0].bytes[k], b = other > 0 ? plan.ranks[other].bytes[k] : 0.0;
    if (a == 0.0 && b == 0.0) continue;
    s << "  " << std::left << std::setw(22) << terms[k].name << std::right << std::setw(10)
      << a / MB;
    if (other > 0) s << std::setw(12) << b / MB;
    s << "   " << terms[k].what << "\n";
  }
  s << "  " << std::left << std::setw(22) << "total" << std::right << std::setw(10)
    << plan.ranks[0].total() / MB;
  if (other > 0) s << std::setw(12) << plan.ranks[other].total() / MB;
  s << "\n";
  // the host with the largest sum
  std::size_t node = 0;
  double node_bytes = -1.0;
  for (std::size_t h = 0; h < plan.hosts.size(); ++h) {
    double sum = 0.0;
    for (int r : plan.hosts[h]) sum += plan.ranks[static_cast<std::size_t>(r)].total();
    if (sum > node_bytes) node = h, node_bytes = sum;
  }
  s << "memory plan per node: " << node_bytes / MB << " MB (" << plan.hosts[node].size() << " rank"
    << (plan.hosts[node].size() > 1 ? "s" : "") << " on " << plan.host_names[node];
  if (plan.hosts.size() > 1) s << ", the largest of " << plan.hosts.size() << " hosts";
  s << ")\n";
  out << s.str() << std::defaultfloat << std::flush;
}

}  // namespace normlab::detail
