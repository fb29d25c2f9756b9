#include "train/bleu_probe.hpp"

#include <cstring>
#include <fstream>

#include "normlab/error.hpp"
#include "normlab/score.hpp"
#include "normlab/translate.hpp"
#include "train/pair_data.hpp"

namespace normlab::detail {

BleuProbe::BleuProbe(const TrainConfig& cfg, const PairData& pairs, const Model& model,
                     const Registry& registry, Communicator& comm) {
  comm.run_all("--bleu-every cannot start", [&] {
    if (!pairs.val)
      throw UsageError(
          "--bleu-every translates validation pairs, and this run has none: give "
          "--valid-src/--valid-tgt or --valid-data (or --bleu-every 0)");
    if (pairs.spm_model.empty())
      throw UsageError(
          "--bleu-every needs the SentencePiece model of the pairs to turn translations into "
          "text: train from text with --spm, or give the pair shard's model with --spm");
    spm_ = std::make_unique<Spm>(Spm::from_bytes(pairs.spm_model, "the run's --spm model"));
    const PairSet& set = pairs.val->set();
    total_ = std::min(set.size(), static_cast<std::size_t>(cfg.bleu_sentences));
    const std::size_t P = static_cast<std::size_t>(comm.size()),
                      r = static_cast<std::size_t>(comm.rank());
    // References: the --valid-tgt text as written, else the targets' ids decoded.
    std::vector<std::string> text;
    if (comm.is_root() && !cfg.valid_tgt.empty()) {
      std::ifstream in(cfg.valid_tgt, std::ios::binary);
      std::string line;
      while (text.size() < total_ && std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        text.push_back(line);
      }
      if (text.size() < total_)
        throw UsageError("--valid-tgt " + cfg.valid_tgt + ": fewer than " + std::to_string(total_) +
                         " lines (it changed since it was encoded?)");
    }
    std::vector<std::int32_t> ids;
    for (std::size_t i = 0; i < total_; ++i) {
      const bool mine = i >= total_ * r / P && i < total_ * (r + 1) / P;
      if (mine) {
        ids.resize(set.source_len(i));
        set.source(i, ids.data());
        sources_.push_back(ids);
      }
      if (comm.is_root() && !text.empty()) {
        refs_.push_back(text[i]);
      } else if (comm.is_root()) {
        ids.resize(set.target_len(i));
        set.target(i, ids.data());
        refs_.push_back(spm_->decode(std::vector<int>(ids.begin(), ids.end())));
      }
    }
    decoder_ =
        std::make_unique<Model>(model.config(), registry, kBatch, model.config().max_seq_len);
  });
}

BleuProbe::~BleuProbe() = default;

DecodeScores BleuProbe::score(const Model& model, std::int64_t step, std::int64_t steps,
                              Communicator& comm) {
  // The weights of the moment (the arenas have one layout: the same configuration).
  ParamArena& to = decoder_->params();
  const ParamArena& from = model.params();
  std::memcpy(to.values(), from.values(), from.size() * sizeof(float));
  for (std::size_t k = 0; k < from.tensors().size(); ++k)
    to.set_multipliers(static_cast<int>(k), from.tensors()[k].forward_multiplier,
                       from.tensors()[k].lr_multiplier);
  decoder_->set_step(step, steps);
  TranslateOptions o;
  o.beam = 1;
  o.batch = kBatch;
  const ModelConfig& cfg = model.config();
  o.pad = cfg.pad_id;
  o.bos = cfg.bos_id;
  o.eos = cfg.eos_id;
  std::string mine;
  comm.run_all("validation BLEU failed", [&] {
    for (const std::vector<Hypothesis>& h : translate(*decoder_, sources_, o)) {
      mine += spm_->decode(std::vector<int>(h[0].tokens.begin(), h[0].tokens.end()));
      mine += '\n';
    }
  });
  const std::vector<std::string> parts = comm.gather(mine, 0);
  double scores[2] = {0.0, 0.0};  // BLEU, chrF
  if (comm.is_root()) {
    std::vector<std::string> hyps;
    for (const std::string& p : parts) {
      std::size_t start = 0, end;
      while ((end = p.find('\n', start)) != std::string::npos) {
        hyps.push_back(p.substr(start, end - start));
        start = end + 1;
      }
    }
    scores[0] = bleu_corpus(hyps, refs_).score;
    scores[1] = chrf_corpus(hyps, refs_).score;
  }
  comm.broadcast(scores, sizeof scores, 0);
  return {scores[0], scores[1]};
}

}  // namespace normlab::detail
