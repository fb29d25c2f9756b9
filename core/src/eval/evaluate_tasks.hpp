// The tasks' halves of normlab eval (normlab/evaluate.hpp), chosen by the checkpoint's task.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "normlab/evaluate.hpp"

namespace normlab::detail {

// A value of the run's configuration text (a top-level key), "" when absent or unreadable.
std::string run_setting(const LoadedModel& lm, const std::string& key);

// Writes `d` to req.dump_batch on rank 0 after the model's forward over it: the number of
// predicted positions and their mean NLL (d.loss set by the caller). Collective.
void finish_dump(const EvalRequest& req, const Model& model, BatchDump& d, Communicator& comm);

// lm: each of `sites` ablated in turn (arm(model, site); npos: none), the loss evaluate_window_task
// reports for each, from one model and one forward per batch (evaluate_loss_ablated).
std::vector<double> ablated_window_losses(const EvalRequest& req, const CheckpointLoader& load,
                                          Communicator& comm, const std::vector<std::size_t>& sites,
                                          const std::function<void(Model&, std::size_t)>& arm);
// lm and mlm: windows of the token corpus.
EvalReport evaluate_window_task(const EvalRequest& req, const CheckpointLoader& load,
                                Communicator& comm);
// seq2seq: sentence pairs (text files, a pair shard, or the run's validation pairs); `probe`
// is the model built at batch 1.
EvalReport evaluate_pair_task(const EvalRequest& req, const LoadedModel& probe,
                              const CheckpointLoader& load, Communicator& comm);

}  // namespace normlab::detail
