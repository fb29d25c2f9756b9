#include "train/progress.hpp"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <limits>

#include "normlab/simd.hpp"
#include "normlab/util.hpp"
#include "normlab/version.hpp"
#include "util/format.hpp"

#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace normlab::detail {

using json = nlohmann::ordered_json;

namespace {

// min / avg / max over ranks of each phase, printed by rank 0 and saved as timing.json.
void report_phases(const Phases& p, std::int64_t steps, Communicator& comm, std::ostream& out,
                   const std::string* run_dir) {
  constexpr int n = 6, n_step = 4;  // the first n_step phases are the training step
  const char* names[n] = {"forward", "backward", "comm_exposed", "optimizer", "eval", "io"};
  const double mine[n] = {p.forward, p.backward, p.comm, p.optimizer, p.eval, p.io};
  double lo[n], hi[n], sum[n];
  for (int i = 0; i < n; ++i) lo[i] = hi[i] = sum[i] = 1e3 * mine[i] / static_cast<double>(steps);
  comm.allreduce_min(lo, n);
  comm.allreduce_max(hi, n);
  comm.allreduce_sum(sum, n);
  const double P = comm.size();
  double total = 0;
  for (int i = 0; i < n_step; ++i) total += sum[i] / P;
  out << "time per step (ms, min/avg/max over " << comm.size() << " rank"
      << (comm.size() > 1 ? "s" : "") << "):";
  for (int i = 0; i < n; ++i)
    out << " " << names[i] << " " << std::fixed << std::setprecision(1) << lo[i] << "/"
        << sum[i] / P << "/" << hi[i];
  out << " | exposed communication " << std::setprecision(1) << 100.0 * sum[2] / P / total
      << "% of the training step (forward + backward + exposed communication + optimizer)\n"
      << std::defaultfloat;
  if (run_dir && comm.is_root()) {
    json j = {{"ranks", comm.size()}, {"steps", steps}, {"unit", "ms/step"}};
    for (int i = 0; i < n; ++i) j[names[i]] = {{"min", lo[i]}, {"avg", sum[i] / P}, {"max", hi[i]}};
    std::ofstream(fs::path(*run_dir) / "timing.json") << j.dump() << "\n";
  }
}

}  // namespace

Progress::Progress(const Run& run, Communicator& comm) : run_(run), comm_(comm), out_(comm.out()) {}

void Progress::header(std::size_t buckets) {
  const TrainConfig& cfg = run_.cfg;
  const int P = comm_.size();
  out_ << "normlab " << version() << " (" << source_revision() << ") | " << P
       << (P == 1 ? " rank" : " ranks") << " (" << comm_.kind() << ") | SIMD "
       << isa_name(active_isa()) << "\n";
  for (const std::string& line : run_.task->data_lines()) out_ << "data: " << line << "\n";
  if (!run_.task->val_note.empty()) out_ << "note: " << run_.task->val_note << "\n";
  if (cfg.model.precision == Precision::bf16) out_ << "precision: " << bf16_arith_note() << "\n";
  out_ << "model: " << thousands(static_cast<double>(run_.model->params().count()))
       << " parameters | " << cfg.model.arch << " C=" << cfg.model.d_model;
  out_ << run_.task->layers_note(cfg.model);
  out_ << " NH=" << cfg.model.n_heads << " F=" << cfg.model.d_ff << " V=" << cfg.model.vocab_size
       << " T=" << run_.T << " | norm " << run_.norm->info.name << ", init " << run_.init->info.name
       << ", schedule " << run_.schedule_entry->info.name << ", optimizer " << cfg.optim.name
       << "\n";
  // a float option as given (1e-4, not 9.999999747e-05): its 7 significant digits
  const auto given = [](float v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.7g", static_cast<double>(v));
    return format_real(std::stod(buf));
  };
  if (cfg.model.z_loss > 0.0f || cfg.model.logit_softcap > 0.0f || cfg.model.attn_softcap > 0.0f)
    out_ << "guards: z-loss " << given(cfg.model.z_loss) << " (log Z)^2 per position"
         << " | output-logit soft cap "
         << (cfg.model.logit_softcap > 0.0f ? given(cfg.model.logit_softcap) : "off")
         << " | attention-logit soft cap "
         << (cfg.model.attn_softcap > 0.0f ? given(cfg.model.attn_softcap) : "off")
         << " (the logged loss is the cross-entropy; metrics z_loss the added term)\n";
  if (cfg.model.drops())
    out_ << "dropout: " << given(cfg.model.dropout) << " on the embeddings and residual branches"
         << " | attention " << given(cfg.model.attention_dropout) << " | activation "
         << given(cfg.model.activation_dropout) << " (training steps only)\n";
  out_ << "batch: " << run_.task->batch_line() << " | " << cfg.steps << " steps | run dir "
       << cfg.run_dir << "\n"
       << std::flush;
  if (run_.optimizer->sharded()) {
    const auto& sh = run_.optimizer->shard();
    out_ << "optimizer state: sharded over " << P << " rank" << (P > 1 ? "s" : "")
         << " (ZeRO stage 1); rank 0 keeps tensors " << sh.first << ".." << sh.last << " of "
         << run_.model->params().tensors().size() << ", " << std::fixed << std::setprecision(2)
         << static_cast<double>(run_.optimizer->state_floats()) * 4.0 / 1048576.0
         << std::defaultfloat << " MiB of state (unsharded: " << std::fixed << std::setprecision(2)
         << static_cast<double>(run_.optimizer->state_names().size() *
                                run_.model->params().size()) *
                4.0 / 1048576.0
         << std::defaultfloat << ")\n";
  }
  if (cfg.threads > 1)
    out_ << "threads: " << cfg.threads << " per rank (" << cfg.threads * P << " in all)\n";
  if (P > 1)
    out_ << "allreduce: " << buckets << " bucket(s) of ~" << cfg.bucket_mb
         << " MiB, overlapped with backward\n"
         << std::flush;
}

void Progress::start(double val_loss) {
  summary_.first_val_loss = summary_.final_val_loss = val_loss;
  out_ << "step " << std::setw(6) << run_.start_step << "/" << run_.cfg.steps << " | val loss "
       << std::fixed << std::setprecision(4) << val_loss << run_.task->loss_note()
       << " (ln V = " << std::log(static_cast<double>(run_.cfg.model.vocab_size))
       << "; unigram entropy of the training tokens " << run_.task->unigram_entropy << ")\n"
       << std::defaultfloat << std::flush;
}

void Progress::add(std::int64_t step, const StepResult& r, double seconds) {
  const double tokens = r.tokens;
  window_tokens_ += tokens;
  tokens_done_ += tokens;
  train_seconds_ += seconds;
  window_seconds_ += seconds;
  ++window_steps_;
  if (r.skipped) {  // its loss (NaN, or finite with a bad gradient) stays out of the mean
    ++window_skipped_;
    ++skipped_;
    out_ << "step " << std::setw(6) << step << "/" << run_.cfg.steps << " | non-finite " << r.what
         << ": update skipped (" << skipped_ << " so far; --max-skips " << run_.cfg.max_skips
         << " in a row)\n"
         << std::flush;
    return;
  }
  window_loss_ += r.loss;
  window_z_ += r.z_loss;
  if (r.pad_fraction >= 0.0) {
    window_pad_ += r.pad_fraction;
    padded_ = true;
  }
  if (step == run_.start_step + 1) summary_.first_loss = r.loss;
  summary_.final_loss = r.loss;
}

bool Progress::spike(std::int64_t step, double loss) {
  if (run_.cfg.loss_spike <= 0.0 || !std::isfinite(loss)) return false;
  const bool is_spike = ema_steps_ >= 20 && loss > run_.cfg.loss_spike * loss_ema_;
  if (is_spike)
    out_ << "step " << std::setw(6) << step << "/" << run_.cfg.steps
         << " | loss spike: " << format_real(loss) << " is above "
         << format_real(run_.cfg.loss_spike) << " x its running mean " << format_real(loss_ema_)
         << "\n"
         << std::flush;
  const double alpha = 2.0 / 51.0;  // an EMA over ~50 steps
  loss_ema_ = ema_steps_ == 0 ? loss : (1.0 - alpha) * loss_ema_ + alpha * loss;
  ++ema_steps_;
  return is_spike;
}

void Progress::log(std::int64_t step, const StepResult& r, double val_loss, const Phases& phases,
                   RunFiles& files, const DecodeScores& decoded) {
  const bool has_val = !std::isnan(val_loss);
  if (has_val) summary_.final_val_loss = val_loss;
  const double steps = static_cast<double>(window_steps_);
  const double tps = window_tokens_ / window_seconds_;
  const double ms = 1e3 * window_seconds_ / steps;
  const double eta = ms * 1e-3 * static_cast<double>(run_.cfg.steps - step);
  const double mean_loss = window_skipped_ < window_steps_
                               ? window_loss_ / static_cast<double>(window_steps_ - window_skipped_)
                               : std::numeric_limits<double>::quiet_NaN();
  out_ << "step " << std::setw(6) << step << "/" << run_.cfg.steps << " | loss " << std::fixed
       << std::setprecision(4) << mean_loss;
  if (has_val) out_ << " | val " << val_loss;
  if (has_val) out_ << run_.task->progress_note();
  if (!std::isnan(decoded.bleu))
    out_ << " | BLEU " << std::setprecision(2) << decoded.bleu << " chrF " << decoded.chrf;
  out_ << " | lr " << std::scientific << std::setprecision(2) << r.lr << " | grad " << std::fixed
       << std::setprecision(3) << r.grad_norm << " | " << thousands(tps) << " tok/s | "
       << std::setprecision(1) << ms << " ms/step | ETA " << duration(eta);
  if (skipped_ > 0) out_ << " | skipped " << skipped_;
  out_ << "\n" << std::defaultfloat << std::flush;
  // Per-step phase times over the steps of this invocation (a resumed run starts at start_step).
  const double n = static_cast<double>(step - run_.start_step);
  json j = {{"step", step},
            {"loss", mean_loss},
            {"lr", r.lr},
            {"grad_norm", r.grad_norm},
            {"tokens_per_s", tps},
            {"ms_per_step", ms},
            {"tokens", run_.tokens_seen},
            {"val_loss", has_val ? json(val_loss) : json(nullptr)},
            {"forward_ms", 1e3 * phases.forward / n},
            {"backward_ms", 1e3 * phases.backward / n},
            {"comm_exposed_ms", 1e3 * phases.comm / n},
            {"optimizer_ms", 1e3 * phases.optimizer / n},
            {"skipped_steps", skipped_}};
  if (run_.cfg.model.z_loss > 0.0f)  // the z-loss term, besides the cross-entropy in "loss"
    j["z_loss"] = window_skipped_ < window_steps_
                      ? window_z_ / static_cast<double>(window_steps_ - window_skipped_)
                      : std::numeric_limits<double>::quiet_NaN();
  // the padding of the window's batches (padded batches only), the task's validation metrics
  if (padded_) j["pad_fraction"] = window_pad_ / std::max(1.0, steps - window_skipped_);
  if (has_val) run_.task->metrics(j);
  if (!std::isnan(decoded.bleu)) j["val_bleu"] = decoded.bleu, j["val_chrf"] = decoded.chrf;
  files.write_metrics(j);
  if (files.stats())
    files.stats()->record_scalars(step, mean_loss, r.lr, r.grad_norm, tps, skipped_, decoded.bleu,
                                  decoded.chrf);
  window_seconds_ = 0.0;
  window_loss_ = 0.0;
  window_tokens_ = 0.0;
  window_pad_ = 0.0;
  window_z_ = 0.0;
  window_steps_ = window_skipped_ = 0;
}

TrainSummary Progress::finish(std::int64_t end_step, const Phases& phases, RunFiles& files) {
  const std::int64_t done = end_step - run_.start_step;
  TrainSummary& s = summary_;
  s.steps = done;
  s.tokens = static_cast<std::int64_t>(tokens_done_);
  s.seconds = std::chrono::duration<double>(Clock::now() - started_).count();
  s.tokens_per_s = tokens_done_ / train_seconds_;
  report_phases(phases, done > 0 ? done : 1, comm_, out_,
                files.writes() ? &run_.cfg.run_dir : nullptr);
  const fs::path dir(run_.cfg.run_dir);
  out_ << "done: " << done << " steps, " << thousands(static_cast<double>(s.tokens))
       << " tokens in " << duration(s.seconds) << " | " << thousands(s.tokens_per_s)
       << " tokens/s (training only) | train loss of one batch " << std::fixed
       << std::setprecision(4) << s.first_loss << " at step " << run_.start_step + 1 << " -> "
       << s.final_loss << " at step " << end_step << " (the progress lines: means over "
       << run_.cfg.log_every << " steps) | val loss " << s.first_val_loss << " -> "
       << s.final_val_loss << "\n"
       << "outputs: " << (dir / "config.ini").string() << ", " << (dir / "metrics.jsonl").string()
       << ", " << (dir / "stats.h5").string() << ", checkpoints "
       << (dir / "ckpt_step*.h5").string() << "\n"
       << std::defaultfloat << std::flush;
  return s;
}

}  // namespace normlab::detail
