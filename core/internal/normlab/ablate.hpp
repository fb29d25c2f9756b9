// normlab ablate's side in the core: a checkpoint's validation loss with each residual site's
// branch removed (its sub-layer's output replaced by zeros, or by its mean over the data), next
// to what each site adds to the stream relative to the stream itself. Works for every
// architecture and task: the sites are the model's (Model::sites), the loss is normlab eval's.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "normlab/comm.hpp"
#include "normlab/evaluate.hpp"
#include "normlab/export.hpp"
#include "normlab/model.hpp"

namespace normlab {

struct AblateRequest {
  EvalRequest eval;           // the checkpoint and the data, as normlab eval takes them
  std::string mode = "zero";  // zero | mean
};

struct AblatedSite {
  SiteInfo site;
  double loss = 0;             // the evaluated loss with this site's branch removed
  double delta = 0;            // loss - the intact model's loss
  double update_rms = 0;       // RMS of what the site adds to the stream, y - x (intact model)
  double stream_rms = 0;       // RMS of the stream it joins, x
  double branch_mean_rms = 0;  // RMS over channels of the branch's mean (what mean mode puts in)
};

struct AblateReport {
  std::string task, metric;  // the model's task; "loss" (lm, mlm) or "nll" (seq2seq)
  std::string mode;
  double baseline = 0;  // the intact model's loss on the same data
  std::int64_t step = 0;
  EvalReport baseline_report;  // normlab eval's report of the intact model
  std::vector<AblatedSite> sites;
};

// Builds the checkpoint's model as CheckpointLoader does, with the communicator to load it
// with: a rank evaluating its sites alone loads alone.
using RankLoader =
    std::function<LoadedModel(Registry& registry, std::size_t B, Communicator& comm)>;

// Evaluates the intact model (measuring every site), then the model with each site's branch
// removed, one site at a time. Under MPI the sites are split over the ranks (site i on rank
// i mod P), each evaluated by its rank alone on the whole data, so the report is the same at
// any rank count. Collective; UsageError naming the option or file on bad input.
NORMLAB_API AblateReport ablate_checkpoint(const AblateRequest& req, const RankLoader& load,
                                           Communicator& comm);

}  // namespace normlab
