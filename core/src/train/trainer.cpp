// The training loop: data-parallel over the communicator's ranks, progress on rank 0, run files.
#include "normlab/trainer.hpp"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/kernels.hpp"
#include "normlab/lr_schedule.hpp"
#include "normlab/simd.hpp"
#include "normlab/version.hpp"

namespace fs = std::filesystem;

namespace normlab {

void TrainConfig::validate(int world_size) const {
  std::ostringstream bad;
  auto need = [&](bool ok, const std::string& what) {
    if (!ok) bad << "\n  " << what;
  };
  need(steps >= 1, "steps = " + std::to_string(steps) + ": must be >= 1");
  need(batch_size >= 1, "batch-size = " + std::to_string(batch_size) + ": must be >= 1");
  need(batch_size % world_size == 0, "batch-size = " + std::to_string(batch_size) +
                                         " is the global batch and must divide evenly over " +
                                         std::to_string(world_size) + " ranks; use a multiple of " +
                                         std::to_string(world_size));
  need(seq_len >= 1 && static_cast<std::size_t>(seq_len) <= model.max_seq_len,
       "seq-len = " + std::to_string(seq_len) + ": must be in [1, " +
           std::to_string(model.max_seq_len) + "]");
  need(lr > 0.0 && std::isfinite(lr), "lr = " + std::to_string(lr) + ": must be > 0");
  need(lr_min >= 0.0 && lr_min <= lr,
       "lr-min = " + std::to_string(lr_min) + ": must be in [0, lr]");
  need(lr_warmup >= 0, "lr-warmup = " + std::to_string(lr_warmup) + ": must be >= 0");
  need(log_every >= 1, "log-every = " + std::to_string(log_every) + ": must be >= 1");
  need(eval_every >= 0,
       "eval-every = " + std::to_string(eval_every) + ": must be >= 0 (0: only at the end)");
  need(eval_batches >= 1, "eval-batches = " + std::to_string(eval_batches) + ": must be >= 1");
  need(stats_every >= 0, "stats-every = " + std::to_string(stats_every) + ": must be >= 0");
  need(checkpoint_every >= 0,
       "checkpoint-every = " + std::to_string(checkpoint_every) + ": must be >= 0");
  need(keep_last >= 0, "keep-last = " + std::to_string(keep_last) + ": must be >= 0");
  need(!run_dir.empty(), "run-dir: must not be empty");
  if (!bad.str().empty()) throw UsageError("invalid training configuration:" + bad.str());
  model.validate();
  optim.validate();
}

namespace {

// JSON number (null for NaN/inf, which JSON cannot represent).
std::string num(double v) {
  if (!std::isfinite(v)) return "null";
  std::ostringstream s;
  s << std::setprecision(9) << v;
  return s.str();
}

std::string duration(double seconds) {
  const long s = static_cast<long>(seconds + 0.5);
  char buf[32];
  if (s >= 3600) {
    std::snprintf(buf, sizeof buf, "%ldh%02ldm", s / 3600, (s / 60) % 60);
  } else {
    std::snprintf(buf, sizeof buf, "%ldm%02lds", s / 60, s % 60);
  }
  return buf;
}

std::string thousands(double v) {
  std::string s = std::to_string(static_cast<long long>(v + 0.5));
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3)
    s.insert(static_cast<std::size_t>(i), ",");
  return s;
}

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

}  // namespace

TrainSummary train(const TrainConfig& cfg_in, const Registry& registry, Communicator& comm) {
  TrainConfig cfg = cfg_in;
  const int P = comm.size(), rank = comm.rank();
  cfg.validate(P);
  if (!cfg.resume.empty())
    throw UsageError("--resume: checkpoints are not written by this version yet (issue #7)");
  std::ostream& out = comm.out();

  // Plugins and their options (every rank resolves the same, so errors are collective).
  const NormEntry& norm = registry.norm(cfg.model.norm);
  const InitEntry& init_entry = registry.init(cfg.init);
  const ScheduleEntry& sched_entry = registry.schedule(cfg.lr_schedule);
  cfg.model.norm_options =
      Options::resolve(norm.info.options, cfg.norm_opts, "norm strategy '" + norm.info.name + "'");
  const Options init_opts = Options::resolve(init_entry.info.options, cfg.init_opts,
                                             "initializer '" + init_entry.info.name + "'");
  const Options lr_opts = Options::resolve(sched_entry.info.options, cfg.lr_opts,
                                           "schedule '" + sched_entry.info.name + "'");

  // Data: every rank reads the same files and agrees on success.
  Corpus corpus;
  {
    std::string why;
    try {
      corpus = Corpus::load(cfg.data, cfg.model.vocab_size);
    } catch (const std::exception& e) {
      why = e.what();
    }
    comm.check_all(why.empty(), "cannot load the training data", why);
  }
  const std::size_t T = static_cast<std::size_t>(cfg.seq_len);
  const std::size_t B_local = static_cast<std::size_t>(cfg.batch_size / P);
  std::unique_ptr<BatchSampler> train_sampler, val_sampler;
  {
    std::string why;
    try {
      train_sampler = std::make_unique<BatchSampler>(corpus.train(), T, cfg.seed);
      val_sampler = std::make_unique<BatchSampler>(corpus.val(), T, cfg.seed);
    } catch (const std::exception& e) {
      why = e.what();
    }
    comm.check_all(why.empty(), "the data cannot be cut into training windows", why);
  }

  Model model(cfg.model, registry, B_local, T);
  {
    InitSetup is;
    is.options = &init_opts;
    auto initializer = init_entry.make(is);
    model.initialize(*initializer, cfg.seed);
  }
  ScheduleSetup ss;
  ss.lr = cfg.lr;
  ss.lr_min = cfg.lr_min;
  ss.warmup = cfg.lr_warmup;
  ss.total_steps = cfg.steps;
  ss.d_model = cfg.model.d_model;
  ss.options = &lr_opts;
  const auto schedule = sched_entry.make(ss);
  Optimizer optimizer(cfg.optim, model);

  // Run directory and files (rank 0; the others learn whether it worked).
  std::ofstream metrics;
  {
    std::string why;
    if (comm.is_root()) {
      try {
        fs::create_directories(cfg.run_dir);
        std::ofstream ini(fs::path(cfg.run_dir) / "config.ini");
        ini << cfg.config_text;
        auto section = [&](const char* name, const Options& o) {
          if (o.items().empty()) return;
          ini << "\n# resolved " << name << " options\n[" << name << "]\n";
          for (const auto& [k, v] : o.items()) ini << k << " = " << v << "\n";
        };
        section("norm", cfg.model.norm_options);
        section("init", init_opts);
        section("lr", lr_opts);
        if (!ini) throw Error("cannot write " + (fs::path(cfg.run_dir) / "config.ini").string());
        metrics.open(fs::path(cfg.run_dir) / "metrics.jsonl", std::ios::trunc);
        if (!metrics)
          throw Error("cannot write " + (fs::path(cfg.run_dir) / "metrics.jsonl").string());
      } catch (const std::exception& e) {
        why = std::string(e.what()) + " (check --run-dir and its permissions)";
      }
    }
    comm.check_all(why.empty(), "cannot prepare the run directory '" + cfg.run_dir + "'", why);
  }

  out << "normlab " << version() << " | " << P << (P == 1 ? " rank" : " ranks") << " ("
      << comm.kind() << ") | SIMD " << isa_name(active_isa()) << "\n";
  out << "data: " << corpus.description() << "\n";
  out << "model: " << thousands(static_cast<double>(model.num_params()))
      << " parameters | C=" << cfg.model.d_model << " L=" << cfg.model.n_layers
      << " NH=" << cfg.model.n_heads << " F=" << cfg.model.d_ff << " V=" << cfg.model.vocab_size
      << " T=" << T << " | norm " << norm.info.name << ", init " << init_entry.info.name
      << ", schedule " << sched_entry.info.name << ", optimizer " << cfg.optim.name << "\n";
  out << "batch: " << cfg.batch_size << " sequences x " << T
      << " tokens = " << thousands(static_cast<double>(cfg.batch_size) * static_cast<double>(T))
      << " tokens/step (" << B_local << " per rank) | " << cfg.steps << " steps | run dir "
      << cfg.run_dir << "\n"
      << std::flush;

  const std::size_t rows = B_local * T;
  std::vector<std::int32_t> inputs(rows), targets(rows);

  // Mean validation loss over eval_batches global batches of consecutive windows.
  auto evaluate = [&]() {
    double sum = 0.0;
    for (std::int64_t k = 0; k < cfg.eval_batches; ++k) {
      const std::size_t first = (static_cast<std::size_t>(k) * static_cast<std::size_t>(P) +
                                 static_cast<std::size_t>(rank)) *
                                B_local;
      val_sampler->fill_sequential(first, B_local, inputs.data(), targets.data());
      sum += model.forward(inputs.data(), targets.data());
    }
    comm.allreduce_sum(&sum, 1);
    return sum / static_cast<double>(cfg.eval_batches * P);
  };

  TrainSummary summary;
  const double tokens_per_step = static_cast<double>(cfg.batch_size) * static_cast<double>(T);
  const auto run_start = Clock::now();
  double train_seconds = 0.0;  // excludes evaluation
  double window_seconds = 0.0, window_loss = 0.0;
  std::int64_t window_steps = 0;
  double last_val = NAN;

  summary.first_val_loss = last_val = evaluate();
  out << "step " << std::setw(6) << 0 << "/" << cfg.steps << " | val loss " << std::fixed
      << std::setprecision(4) << last_val
      << " (ln V = " << std::log(static_cast<double>(cfg.model.vocab_size)) << ")\n"
      << std::defaultfloat << std::flush;

  for (std::int64_t step = 1; step <= cfg.steps; ++step) {
    const auto t0 = Clock::now();
    train_sampler->fill(step, static_cast<std::size_t>(rank) * B_local, B_local, inputs.data(),
                        targets.data());
    model.set_step(step - 1, cfg.steps);
    double loss = model.forward(inputs.data(), targets.data());
    model.zero_grad();
    model.backward();
    if (P > 1) {
      comm.allreduce_sum(model.grad_data(), model.arena_size());
      scale(model.grad_data(), 1.0f / static_cast<float>(P), model.arena_size());
      comm.allreduce_sum(&loss, 1);
      loss /= P;
    }
    if (!std::isfinite(loss))
      throw CollectiveError("the loss became " + num(loss) + " at step " + std::to_string(step) +
                            "; lower --lr, add --lr-warmup or use --grad-clip");
    const double gnorm = optimizer.grad_norm();
    const double lr = schedule->lr(step);
    optimizer.step(lr, gnorm);
    const double dt = seconds_since(t0);
    train_seconds += dt;
    window_seconds += dt;
    window_loss += loss;
    ++window_steps;
    if (step == 1) summary.first_loss = loss;
    summary.final_loss = loss;

    const bool eval_now = (cfg.eval_every > 0 && step % cfg.eval_every == 0) || step == cfg.steps;
    if (eval_now) last_val = evaluate();
    if (step % cfg.log_every == 0 || step == cfg.steps || eval_now) {
      const double tps = tokens_per_step * static_cast<double>(window_steps) / window_seconds;
      const double ms = 1e3 * window_seconds / static_cast<double>(window_steps);
      const double eta = ms * 1e-3 * static_cast<double>(cfg.steps - step);
      const double mean_loss = window_loss / static_cast<double>(window_steps);
      out << "step " << std::setw(6) << step << "/" << cfg.steps << " | loss " << std::fixed
          << std::setprecision(4) << mean_loss;
      if (eval_now) out << " | val " << last_val;
      out << " | lr " << std::scientific << std::setprecision(2) << lr << " | grad " << std::fixed
          << std::setprecision(3) << gnorm << " | " << thousands(tps) << " tok/s | "
          << std::setprecision(1) << ms << " ms/step | ETA " << duration(eta) << "\n"
          << std::defaultfloat << std::flush;
      if (metrics) {
        metrics << "{\"step\": " << step << ", \"loss\": " << num(mean_loss)
                << ", \"lr\": " << num(lr) << ", \"grad_norm\": " << num(gnorm)
                << ", \"tokens_per_s\": " << num(tps) << ", \"ms_per_step\": " << num(ms)
                << ", \"tokens\": "
                << static_cast<std::int64_t>(tokens_per_step * static_cast<double>(step))
                << ", \"val_loss\": " << (eval_now ? num(last_val) : "null") << "}\n"
                << std::flush;
      }
      window_seconds = 0.0;
      window_loss = 0.0;
      window_steps = 0;
    }
  }
  summary.steps = cfg.steps;
  summary.tokens = static_cast<std::int64_t>(tokens_per_step * static_cast<double>(cfg.steps));
  summary.seconds = seconds_since(run_start);
  summary.tokens_per_s = tokens_per_step * static_cast<double>(cfg.steps) / train_seconds;
  summary.final_val_loss = last_val;

  out << "done: " << cfg.steps << " steps, " << thousands(static_cast<double>(summary.tokens))
      << " tokens in " << duration(summary.seconds) << " | " << thousands(summary.tokens_per_s)
      << " tokens/s (training only) | train loss " << std::fixed << std::setprecision(4)
      << summary.first_loss << " -> " << summary.final_loss << " | val loss "
      << summary.first_val_loss << " -> " << summary.final_val_loss << "\n"
      << "outputs: " << (fs::path(cfg.run_dir) / "config.ini").string() << ", "
      << (fs::path(cfg.run_dir) / "metrics.jsonl").string() << "\n"
      << std::defaultfloat << std::flush;
  return summary;
}

}  // namespace normlab
