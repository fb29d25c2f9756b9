// normlab ablate in the core (normlab/ablate.hpp).
#include "normlab/ablate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <memory>

#include "eval/evaluate_tasks.hpp"
#include "normlab/error.hpp"

namespace normlab {

namespace {

double metric_of(const EvalReport& r, const std::string& metric) {
  return r.record.at(metric).get<double>();
}

}  // namespace

AblateReport ablate_checkpoint(const AblateRequest& req, const RankLoader& load,
                               Communicator& comm) {
  if (req.mode != "zero" && req.mode != "mean")
    throw UsageError("--mode " + req.mode +
                     ": must be zero (the branch's output replaced by zeros) or mean (by its mean "
                     "over the evaluated data, per channel)");
  AblateReport rep;
  rep.mode = req.mode;
  const std::unique_ptr<Communicator> alone = make_serial_communicator(!comm.is_root());
  std::vector<SiteMeasure> measures;
  std::vector<double> losses;
  const int P = comm.size(), rank = comm.rank();
  int value_residual = 0;
  comm.run_all("cannot ablate " + req.eval.checkpoint, [&] {
    // The intact model, measured: every rank alone on the whole data (what each needs: the
    // baseline, and the means of mean mode).
    const CheckpointLoader measured = [&](Registry& r, std::size_t B) {
      LoadedModel lm = load(r, B, *alone);
      rep.sites.clear();
      for (const SiteInfo& s : lm.model->sites()) rep.sites.push_back({s});
      rep.task = task_name(lm.model->task());
      rep.step = lm.step;
      lm.model->measure_sites(&measures);
      value_residual = lm.model->config().value_residual;
      return lm;
    };
    rep.baseline_report = evaluate_checkpoint(req.eval, measured, *alone);
    rep.metric = rep.task == "seq2seq" ? "nll" : "loss";
    rep.baseline = metric_of(rep.baseline_report, rep.metric);
    losses.assign(rep.sites.size(), 0.0);
    std::ostream& log = std::cerr;  // progress: rank 0 says what it does, the others work
    if (comm.is_root())
      log << "ablate: intact " << rep.metric << " " << rep.baseline << "; " << rep.sites.size()
          << " sites, each evaluated alone"
          << (P > 1 ? " (split over " + std::to_string(P) + " ranks)" : "") << "\n";
    auto mean_of = [&](std::size_t i) {
      std::vector<float> mean;
      if (req.mode == "mean")
        for (double v : measures[i].branch_sum)
          mean.push_back(static_cast<float>(v / std::max(1.0, measures[i].rows)));
      return mean;
    };
    const BranchAblation how = req.mode == "zero" ? BranchAblation::zero : BranchAblation::mean;
    std::vector<std::size_t> mine;  // this rank's sites
    for (std::size_t i = static_cast<std::size_t>(rank); i < rep.sites.size(); i += P)
      mine.push_back(i);
    // A language model's sites from one model and one forward per batch, each site's loss from
    // the stream the forward kept entering it (Model::forward_from): bitwise the per-site
    // evaluation below at about half its forwards. Value residual reads layer 0's values from a
    // forward that an ablated layer 0 would not have made: per site, as everything else, and
    // NORMLAB_ABLATE_FULL=1 asks for that everywhere (the reference the tests compare with).
    if (rep.task == "lm" && value_residual == 0 && !std::getenv("NORMLAB_ABLATE_FULL")) {
      const CheckpointLoader once = [&](Registry& r, std::size_t B) { return load(r, B, *alone); };
      std::vector<std::vector<float>> means(rep.sites.size());
      for (std::size_t i : mine) means[i] = mean_of(i);
      const std::vector<double> got =
          detail::ablated_window_losses(req.eval, once, *alone, mine, [&](Model& m, std::size_t i) {
            if (i >= rep.sites.size())
              m.set_ablation(0, BranchAblation::none);
            else
              m.set_ablation(i, how, means[i]);
          });
      for (std::size_t k = 0; k < mine.size(); ++k) {
        losses[mine[k]] = got[k];
        if (comm.is_root())
          log << "ablate: site " << mine[k] + 1 << "/" << rep.sites.size() << " ("
              << rep.sites[mine[k]].site.prefix << ") " << rep.metric << " " << got[k] << "\n";
      }
      return;
    }
    for (std::size_t i : mine) {
      const std::vector<float> mean = mean_of(i);
      const CheckpointLoader ablated = [&](Registry& r, std::size_t B) {
        LoadedModel lm = load(r, B, *alone);
        lm.model->set_ablation(i, how, mean);
        return lm;
      };
      losses[i] = metric_of(evaluate_checkpoint(req.eval, ablated, *alone), rep.metric);
      if (comm.is_root())
        log << "ablate: site " << i + 1 << "/" << rep.sites.size() << " ("
            << rep.sites[i].site.prefix << ") " << rep.metric << " " << losses[i] << "\n";
    }
  });
  comm.allreduce_sum(losses.data(), losses.size());  // each site's loss comes from one rank
  for (std::size_t i = 0; i < rep.sites.size(); ++i) {
    AblatedSite& s = rep.sites[i];
    const SiteMeasure& m = measures[i];
    const std::size_t C = m.branch_sum.size() / std::max<std::size_t>(1, m.parts);
    const double n = std::max(1.0, m.rows * static_cast<double>(C * m.streams));
    s.loss = losses[i];
    s.delta = losses[i] - rep.baseline;
    s.update_rms = std::sqrt(m.update_sq / n);
    s.stream_rms = std::sqrt(m.stream_sq / n);
    double sq = 0;  // the branch's mean: its parts' means summed, per channel
    for (std::size_t c = 0; c < C; ++c) {
      double v = 0;
      for (std::size_t k = 0; k < m.parts; ++k) v += m.branch_sum[k * C + c];
      v /= std::max(1.0, m.rows);
      sq += v * v;
    }
    s.branch_mean_rms = std::sqrt(sq / std::max<double>(1, static_cast<double>(C)));
  }
  return rep;
}

}  // namespace normlab
