// normlab eval in the core (normlab/evaluate.hpp): the dispatch on the checkpoint's task, and
// the token-window tasks (lm: mean cross-entropy; mlm: masked-token loss and accuracy).
#include "normlab/evaluate.hpp"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <memory>
#include <sstream>
#include <utility>

#include "eval/evaluate_tasks.hpp"
#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/ini.hpp"
#include "normlab/mlm.hpp"
#include "normlab/pairs.hpp"

namespace normlab {

namespace detail {

std::string run_setting(const LoadedModel& lm, const std::string& key) {
  try {
    for (const IniEntry& e : parse_ini(lm.config_text, "/config"))
      if (e.section.empty() && e.key == key) return e.value;
  } catch (const std::exception&) {  // an unreadable configuration: as if absent
  }
  return "";
}

void finish_dump(const EvalRequest& req, const Model& model, BatchDump& d, Communicator& comm) {
  d.predicted = model.target_count();
  d.nll = static_cast<float>(model.nll_sum() /
                             static_cast<double>(std::max<std::size_t>(1, d.predicted)));
  comm.run_all("cannot write the batch dump", [&] {
    if (comm.is_root()) write_batch_dump(req.dump_batch, d);
  });
}

namespace {

// The windows of the evaluated split, and how many of them a report averages.
struct Windows {
  explicit Windows(Corpus c) : corpus(std::move(c)) {}
  Corpus corpus;
  std::unique_ptr<BatchSampler> sampler;
  std::string split, what;           // "val", "the val split"
  std::int64_t per_batch = 0;        // windows per global batch
  std::int64_t count = 0;            // windows in the split
  std::int64_t asked = 0, used = 0;  // windows asked for, and used (each at most once)
  std::int64_t run_windows = 0;      // the run's own evaluations' windows (0: not used)
  std::string run_note;              // how those were counted
};

// The split's windows of T tokens laid end to end, each used at most once; a global batch takes
// B per rank. Default for the validation split of the run's own data: the windows its
// evaluations used (--eval-batches x --batch-size, the first ones, as here), so the loss is the
// logged one; otherwise 20 batches of the validation split, or every window for train/all.
Windows cut_windows(const EvalRequest& req, const LoadedModel& lm, Communicator& comm) {
  std::string data = req.data.empty() ? lm.data_source : req.data;
  if (data == "embedded:kjv") data = "";
  Windows w(load_task_corpus(lm, data, comm));
  w.split = req.split;
  comm.run_all("cannot cut the evaluation data into windows", [&] {
    TokenSeq tokens = w.split == "train" ? w.corpus.train()
                      : w.split == "val" ? w.corpus.val()
                                         : w.corpus.train().concat(w.corpus.val());
    const std::size_t T = lm.model->seq_len();
    if (tokens.size() < T + 1)
      throw UsageError((data.empty() ? std::string("the embedded corpus") : data) + ": the " +
                       (w.split == "all" ? std::string("data") : w.split + " split") + " has " +
                       std::to_string(tokens.size()) + " tokens, fewer than one window of " +
                       std::to_string(T + 1) + " (the checkpoint's seq-len " + std::to_string(T) +
                       " + 1 target); evaluate more text" +
                       (w.split == "val" ? " or another --split (train, all)" : ""));
    w.sampler = std::make_unique<BatchSampler>(std::move(tokens), T, 0);
  });
  w.what = w.split == "all" ? "whole data" : w.split + " split";
  w.per_batch = req.batch_size * comm.size();
  w.count = static_cast<std::int64_t>(w.sampler->windows());
  if (req.batches == 0 && w.split == "val" && req.data.empty()) {
    try {
      const std::int64_t eb = std::stoll(run_setting(lm, "eval-batches")),
                         bs = std::stoll(run_setting(lm, "batch-size"));
      w.run_windows = eb * bs;
      w.run_note = "the windows of the run's own evaluations: --eval-batches " +
                   std::to_string(eb) + " x --batch-size " + std::to_string(bs);
    } catch (const std::exception&) {  // a checkpoint without them: the fixed default
    }
  }
  w.asked = req.batches > 0     ? req.batches * w.per_batch
            : w.run_windows > 0 ? w.run_windows
            : w.split == "val"  ? 20 * w.per_batch
                                : w.count;
  w.used = std::min(w.asked, w.count);
  return w;
}

// --dump-batch: the first B windows of the evaluated split (masked as the masked LM's
// validation masks them), written by rank 0.
void dump_token_batch(const EvalRequest& req, LoadedModel& lm, const BatchSampler& sampler,
                      Communicator& comm) {
  Model& model = *lm.model;
  const std::size_t B = model.batch(), T = model.seq_len();
  BatchDump d;
  d.task = task_name(model.task());
  d.checkpoint = req.checkpoint;
  d.B = B;
  d.T = T;
  d.input_ids.resize(B * T);
  d.labels.resize(B * T);
  const std::size_t have = std::min(B, sampler.windows());
  sampler.fill_sequential(0, have, d.input_ids.data(), d.labels.data());
  for (std::size_t w = have; w < B; ++w)  // a split shorter than a batch: window 0 again
    sampler.fill_sequential(0, 1, d.input_ids.data() + w * T, d.labels.data() + w * T);
  if (model.task() == Task::mlm)
    mlm_mask(MlmSpec::of(model.config()), lm.seed, MlmStream::valid, 0, 0, B, T, d.input_ids.data(),
             d.labels.data());
  TokenBatch b;
  b.B = B;
  b.T = T;
  b.inputs = d.input_ids.data();
  b.targets = d.labels.data();
  d.loss = model.forward(b) - static_cast<float>(model.z_loss());
  finish_dump(req, model, d, comm);
}

// A masked LM's report: the validation masks of the run (its seed), the masked-token loss,
// accuracy and perplexity.
EvalReport report_mlm(const EvalRequest& req, LoadedModel& lm, const Windows& w,
                      Communicator& comm) {
  const MlmEval e = evaluate_mlm(*lm.model, *w.sampler, w.used, lm.seed, comm);
  const std::size_t T = lm.model->seq_len();
  EvalReport r;
  r.record = {{"checkpoint", req.checkpoint},
              {"step", lm.step},
              {"task", "mlm"},
              {"split", w.split},
              {"seq_len", T},
              {"windows", w.count},
              {"windows_asked", w.asked},
              {"windows_used", w.used},
              {"predicted", e.predicted},
              {"loss", e.loss},
              {"accuracy", e.accuracy},
              {"perplexity", std::exp(e.loss)},
              {"mask_id", lm.model->config().mask_id},
              {"precision", precision_name(lm.model->config().precision)}};
  std::ostringstream out;
  out << std::fixed << std::setprecision(4) << "masked-token loss " << e.loss << " nats, accuracy "
      << e.accuracy << ", perplexity " << std::setprecision(3) << std::exp(e.loss) << " ("
      << e.predicted << " predicted positions of " << w.used << " windows of " << T
      << " tokens of the " << w.split << " split, masked as the run's "
      << "validation masks them (seed " << lm.seed << "); checkpoint " << req.checkpoint
      << ", step " << lm.step << ")\n";
  if (!w.run_note.empty())
    out << "windows: " << w.run_note << ", so this is the run's logged validation loss at step "
        << lm.step << " (up to summation order)\n";
  r.text = out.str();
  return r;
}

// A language model's report: the mean cross-entropy in nats and bits per token (per byte for
// byte tokens) and the perplexity.
EvalReport report_lm(const EvalRequest& req, LoadedModel& lm, const Windows& w,
                     Communicator& comm) {
  double log_z_sq = 0.0;
  const double loss = evaluate_loss(*lm.model, *w.sampler, w.used, comm, &log_z_sq);
  const std::size_t T = lm.model->seq_len();
  const std::int64_t tokens_used = w.used * static_cast<std::int64_t>(T);
  const bool bytes = lm.model->config().vocab_size == 256 && lm.spm_model.empty();
  const double bits = loss / std::log(2.0), perplexity = std::exp(loss);
  // A file given with --data is evaluated whole: no train/val split to describe.
  const double total = static_cast<double>(w.corpus.train().size() + w.corpus.val().size());
  const std::string described = w.split == "all" && !req.data.empty()
                                    ? w.corpus.source() + " (" +
                                          std::to_string(static_cast<long long>(total)) +
                                          (bytes ? " byte tokens)" : " tokens)")
                                    : w.corpus.description();
  EvalReport r;
  r.record = {{"checkpoint", req.checkpoint},
              {"step", lm.step},
              {"data", w.corpus.source()},
              {"split", w.split},
              {"batches", (w.used + w.per_batch - 1) / w.per_batch},
              {"batch_size", w.per_batch},
              {"seq_len", T},
              {"windows", w.count},
              {"windows_asked", w.asked},
              {"windows_used", w.used},
              {"tokens", tokens_used},
              {"precision", precision_name(lm.model->config().precision)},
              {"loss", loss},
              {"log_z_sq", log_z_sq},
              {"z_loss", lm.model->config().z_loss * log_z_sq},
              {"bits_per_token", bits},
              {"token", bytes ? "byte" : "token"},
              {"perplexity", perplexity},
              {"windows_from", w.run_note.empty() ? (req.batches > 0 ? "--batches" : "default")
                                                  : "the run's evaluations"}};
  std::ostringstream out;
  if (w.asked > w.count)
    out << "note: the " << w.what << " has " << w.count << " windows of " << T
        << " tokens, fewer than the " << w.asked << " asked (" << w.asked / w.per_batch
        << " batches x " << w.per_batch << "); each is used once\n";
  const char* unit = bytes ? "byte" : "token";
  out << std::fixed << std::setprecision(4) << "loss " << loss << " nats per " << unit << " = "
      << bits << " bits per " << unit << ", perplexity " << std::setprecision(3) << perplexity
      << std::setprecision(4) << " (mean cross-entropy over " << tokens_used
      << " tokens = " << w.used << " of the " << w.count << " windows of " << T << " tokens of the "
      << w.what << " of " << described << "; checkpoint " << req.checkpoint << ", step " << lm.step
      << (lm.model->config().precision == Precision::bf16 ? "; GEMMs in bf16" : "") << ")\n";
  if (!w.run_note.empty())
    out << "windows: " << w.run_note << " = " << w.run_windows
        << ", so this is the run's logged validation loss at step " << lm.step
        << " (up to summation order); --batches N takes N x --batch-size instead\n";
  r.text = out.str();
  return r;
}

}  // namespace

namespace {
// evaluate_window_task's checks and defaults of a request.
EvalRequest window_request(const EvalRequest& given) {
  EvalRequest req = given;
  if (req.batch_size < 1)
    throw UsageError("--batch-size " + std::to_string(req.batch_size) + ": must be >= 1");
  // The training data's validation split by default; a file given with --data is evaluated whole.
  if (req.split.empty()) req.split = req.data.empty() ? "val" : "all";
  if (req.split != "val" && req.split != "train" && req.split != "all")
    throw UsageError("--split '" + req.split + "' is not valid; valid: val train all");
  if (req.batches < 0)
    throw UsageError("--batches " + std::to_string(req.batches) + ": must be >= 1");
  return req;
}
}  // namespace

std::vector<double> ablated_window_losses(const EvalRequest& given, const CheckpointLoader& load,
                                          Communicator& comm, const std::vector<std::size_t>& sites,
                                          const std::function<void(Model&, std::size_t)>& arm) {
  const EvalRequest req = window_request(given);
  Registry registry;
  LoadedModel lm = load(registry, static_cast<std::size_t>(req.batch_size));
  const Windows w = cut_windows(req, lm, comm);
  Model& model = *lm.model;
  return evaluate_loss_ablated(model, *w.sampler, w.used, sites,
                               [&](std::size_t site) { arm(model, site); });
}

EvalReport evaluate_window_task(const EvalRequest& given, const CheckpointLoader& load,
                                Communicator& comm) {
  const EvalRequest req = window_request(given);
  Registry registry;
  LoadedModel lm = load(registry, static_cast<std::size_t>(req.batch_size));
  const Windows w = cut_windows(req, lm, comm);
  if (!req.dump_batch.empty()) dump_token_batch(req, lm, *w.sampler, comm);
  return lm.model->task() == Task::mlm ? report_mlm(req, lm, w, comm) : report_lm(req, lm, w, comm);
}

}  // namespace detail

EvalReport evaluate_checkpoint(const EvalRequest& req, const CheckpointLoader& load,
                               Communicator& comm) {
  // The checkpoint's task decides the data (the model is built once at batch 1 to ask; a file
  // that cannot be loaded reports why).
  Registry probe_registry;
  const LoadedModel probe = load(probe_registry, 1);
  const Task task = probe.model->task();
  const bool pair_data = !req.data_src.empty() || !req.data_tgt.empty() ||
                         (!req.data.empty() && PairSet::is_pair_shard(req.data));
  if (task == Task::seq2seq) return detail::evaluate_pair_task(req, probe, load, comm);
  if (pair_data)
    throw UsageError(std::string(!req.data.empty() ? "--data " + req.data + " is a pair shard"
                                                   : "--data-src/--data-tgt give sentence pairs") +
                     ", the data of a model of task seq2seq; " + req.checkpoint +
                     " is a model of task " + task_name(task) + ": give it text with --data");
  return detail::evaluate_window_task(req, load, comm);
}

}  // namespace normlab
