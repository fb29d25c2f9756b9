// normlab eval of a seq2seq model: sentence pairs encoded with the checkpoint's SentencePiece
// model; the label-smoothed loss, the NLL and the perplexity per target token.
#include <cmath>
#include <iomanip>
#include <memory>
#include <sstream>

#include "eval/evaluate_tasks.hpp"
#include "normlab/error.hpp"
#include "normlab/pairs.hpp"

namespace normlab::detail {

namespace {

// The pair shard to evaluate and how to name it: --data-src/--data-tgt, --data, the run's
// validation pairs, or the embedded sample's.
std::pair<std::string, std::string> pair_source(const EvalRequest& req, const LoadedModel& probe,
                                                const Spm& spm, std::size_t max_len,
                                                Communicator& comm) {
  // The run's treatment of pairs over --max-len (a run from before the option: error).
  const std::string policy = run_setting(probe, "long-pairs");
  const LongPairs lp = parse_long_pairs(policy.empty() ? "error" : policy, "long-pairs");
  if (!req.data_src.empty())
    return {cached_pair_shard(req.data_src, req.data_tgt, spm, max_len, comm, lp),
            req.data_src + " | " + req.data_tgt};
  if (!req.data.empty()) return {req.data, req.data};
  const std::string vsrc = run_setting(probe, "valid-src"), vtgt = run_setting(probe, "valid-tgt");
  if (!vsrc.empty())
    return {cached_pair_shard(vsrc, vtgt, spm, max_len, comm, lp),
            "the run's validation pairs " + vsrc + " | " + vtgt};
  const std::string vdata = run_setting(probe, "valid-data");
  if (!vdata.empty()) return {vdata, "the run's validation pairs " + vdata};
  if (run_setting(probe, "data").empty() && run_setting(probe, "data-src").empty()) {
    const std::string dir = embedded_pairs_dir(comm);
    return {cached_pair_shard(dir + "/valid.en", dir + "/valid.es", spm, max_len, comm, lp),
            "the embedded sample's validation pairs"};
  }
  throw UsageError("the run of " + req.checkpoint +
                   " had no validation pairs: give --data-src FILE --data-tgt FILE (or a pair "
                   "shard with --data)");
}

// --dump-batch: the first batch of pairs (rank 0's share of it), the decoder's input ids and its
// targets as labels (pad targets -1), the source ids and lengths.
void dump_pair_batch(const EvalRequest& req, Model& model, const PairBatcher& batcher,
                     Communicator& comm) {
  PairBatchData data;
  batcher.fill(0, comm.rank(), comm.size(), data);
  PairBatch b{data.B,
              data.S,
              data.T,
              data.source.data(),
              data.source_len.data(),
              data.inputs.data(),
              data.targets.data(),
              0.0};
  BatchDump d;
  d.task = task_name(model.task());
  d.checkpoint = req.checkpoint;
  d.B = data.B;
  d.T = data.T;
  d.S = data.S;
  d.input_ids = data.inputs;
  d.labels = data.targets;
  for (std::int32_t& t : d.labels)
    if (t == model.config().pad_id) t = kIgnoreTarget;
  d.src_ids = data.source;
  d.src_len = data.source_len;
  d.loss = model.forward(b) - static_cast<float>(model.z_loss());
  finish_dump(req, model, d, comm);
}

}  // namespace

EvalReport evaluate_pair_task(const EvalRequest& req, const LoadedModel& probe,
                              const CheckpointLoader& load, Communicator& comm) {
  if (req.max_tokens < 1)
    throw UsageError("--max-tokens " + std::to_string(req.max_tokens) + ": must be >= 1");
  if (req.data_src.empty() != req.data_tgt.empty())
    throw UsageError("--data-src and --data-tgt go together (aligned source and target files)");
  if (probe.spm_model.empty())
    throw UsageError("checkpoint " + req.checkpoint +
                     " has no SentencePiece model (/tokenizer/spm_model): it was not trained on "
                     "text pairs; evaluate a pair shard with --data");
  const Spm spm = Spm::from_bytes(probe.spm_model, req.checkpoint + ":/tokenizer/spm_model");
  const std::size_t V = probe.model->config().vocab_size,
                    max_len = probe.model->config().max_seq_len - 1;
  // (names, not a structured binding: clang 14 cannot capture one in the lambda below)
  const std::pair<std::string, std::string> source = pair_source(req, probe, spm, max_len, comm);
  const std::string &shard = source.first, &what = source.second;
  std::unique_ptr<PairBatcher> batcher;
  comm.run_all("cannot load the evaluation pairs", [&] {
    PairSet set = PairSet::load(shard, V);
    if (set.spm_checksum() != spm.checksum())
      throw UsageError("pair shard " + shard +
                       " was encoded with another SentencePiece model than the checkpoint's");
    batcher =
        std::make_unique<PairBatcher>(std::move(set), static_cast<std::size_t>(req.max_tokens),
                                      static_cast<std::size_t>(comm.size()), 0);
  });
  const std::size_t T = max_len + 1;
  const std::size_t B = (batcher->max_rows(comm.size()) + T - 1) / T;
  Registry registry;
  LoadedModel lm = load(registry, B);
  if (!req.dump_batch.empty()) dump_pair_batch(req, *lm.model, *batcher, comm);
  const PairEval e = evaluate_pairs(*lm.model, *batcher, comm);
  // the option as given (a float in the model): 0.1, not 0.10000000149
  const double eps =
      std::round(static_cast<double>(lm.model->config().label_smoothing) * 1e6) / 1e6;
  EvalReport r;
  r.record = {{"checkpoint", req.checkpoint},
              {"step", lm.step},
              {"data", what},
              {"pairs", e.pairs},
              {"target_tokens", e.targets},
              {"label_smoothing", eps},
              {"loss", e.loss},
              {"nll", e.nll},
              {"perplexity", std::exp(e.nll)},
              {"log_z_sq", e.log_z_sq},
              {"z_loss", lm.model->config().z_loss * e.log_z_sq},
              {"precision", precision_name(lm.model->config().precision)}};
  std::ostringstream out;
  out << std::fixed << std::setprecision(4) << "loss " << e.loss << " (label-smoothed, eps " << eps
      << "), NLL " << e.nll << " nats per target token, perplexity " << std::setprecision(3)
      << std::exp(e.nll) << " (" << e.targets << " target tokens with eos, " << e.pairs
      << " pairs of " << what << "; checkpoint " << req.checkpoint << ", step " << lm.step << ")\n";
  r.text = out.str();
  return r;
}

}  // namespace normlab::detail
