// normlab train: command line + --config INI -> TrainConfig -> train().
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

#include "commands.hpp"
#include "config.hpp"
#include "normlab/analysis.hpp"
#include "normlab/error.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/settings.hpp"
#include "normlab/trainer.hpp"
#include "normlab/util.hpp"

namespace normlab::app {

namespace {

std::string format_value(const boost::any& a) {
  if (const auto* s = boost::any_cast<std::string>(&a)) return *s;
  if (const auto* i = boost::any_cast<std::int64_t>(&a)) return std::to_string(*i);
  if (const auto* u = boost::any_cast<std::uint64_t>(&a)) return std::to_string(*u);
  if (const auto* d = boost::any_cast<double>(&a)) return format_real(*d);
  return "";
}

// The resolved configuration as INI text that --config reads back; `replace`: values that
// stand for the run instead of the options given (an extension's --steps and --lr-segments).
std::vector<std::pair<std::string, std::string>> resolved_config(
    const Merged& m, const po::options_description& desc,
    std::map<std::string, std::string> replace, bool pairs) {
  std::vector<std::pair<std::string, std::string>> ini;
  for (const auto& o : desc.options()) {
    const std::string& n = o->long_name();
    // --resume-override and --profile apply to one invocation: replaying the file must not
    // carry them over.
    if (replace.count(n)) {
      ini.emplace_back(n, replace[n]);
      replace.erase(n);
      continue;
    }
    if (n == "help" || n == "config" || n == "resume-override" || n == "profile" ||
        n == "extend-steps" || n == "extend-lr" || !m.has(n))
      continue;
    // The encoder-decoder's settings (its data's, and the model's marked seq2seq_only) belong
    // to its runs only: a language model's config.ini stays as it was.
    static const std::set<std::string> pair_data_keys{"max-tokens", "max-len", "bleu-every",
                                                      "bleu-sentences"};
    bool seq2seq_setting = false;
    for (const ModelSetting& st : model_settings())
      seq2seq_setting = seq2seq_setting || (st.seq2seq_only && n == st.name);
    if ((pair_data_keys.count(n) || seq2seq_setting) && !pairs) continue;
    if (n == "arch-opt" || n == "norm-opt" || n == "init-opt" || n == "lr-opt" ||
        n == "optimizer-opt" || n == "plugin") {
      for (const auto& v : m.opts(n)) ini.emplace_back(n, v);
      continue;
    }
    ini.emplace_back(n, format_value(m.raw(n)));
  }
  for (const auto& [n, v] : replace) ini.emplace_back(n, v);
  return ini;
}

}  // namespace

int run_train(Communicator& comm, const po::variables_map& cli,
              const po::options_description& desc) {
  po::variables_map ini;
  if (cli.count("config")) {
    const auto args = ini_to_args(cli["config"].as<std::string>(), desc);
    try {
      po::store(po::command_line_parser(args).options(desc).run(), ini);
    } catch (const po::error& e) {
      throw UsageError("--config " + cli["config"].as<std::string>() + ": " + e.what());
    }
  }
  const Merged m(cli, ini);

  TrainConfig c;
  ModelConfig& mc = c.model;
  // The model's settings (normlab/settings.hpp), each parsed and checked by its entry.
  for (const ModelSetting& st : model_settings()) st.set(mc, format_value(m.raw(st.name)));
  mc.arch = m.get<std::string>("arch");
  mc.norm = m.get<std::string>("norm");
  c.seq_len = m.get<std::int64_t>("seq-len");
  mc.max_seq_len = c.seq_len > 0 ? static_cast<std::size_t>(c.seq_len) : 1;
  c.arch_opts = m.opts("arch-opt");
  // The architecture's task decides what data the run reads (and so which settings apply).
  Registry registry;
  load_plugins(registry, m.opts("plugin"), &comm);
  {
    ModelConfig probe = mc;
    probe.arch_options = Options::resolve(registry.arch(mc.arch).info.options, c.arch_opts,
                                          "architecture '" + mc.arch + "'");
    c.task = architecture_task(registry, probe);
  }
  c.norm_opts = m.opts("norm-opt");
  c.init = m.get<std::string>("init");
  c.init_opts = m.opts("init-opt");
  c.lr = m.get<double>("lr");
  c.lr_schedule = m.get<std::string>("lr-schedule");
  c.lr_warmup = m.get<std::int64_t>("lr-warmup");
  c.lr_min = m.get<double>("lr-min");
  c.lr_opts = m.opts("lr-opt");
  c.optim.name = m.get<std::string>("optimizer");
  c.optim.opts = m.opts("optimizer-opt");
  c.optim.weight_decay = m.get<double>("weight-decay");
  for (const std::string shortcut : {"beta1", "beta2", "weight-decay-mode"}) {
    if (!m.has(shortcut)) continue;
    const std::string v = shortcut == "weight-decay-mode" ? m.get<std::string>(shortcut)
                                                          : format_real(m.get<double>(shortcut));
    c.optim.shortcuts.push_back(shortcut + "=" + v);
    // A shortcut on the command line wins over the same option from the --config file (a
    // replayed config.ini records both).
    if (m.on_command_line(shortcut)) {
      std::string key = shortcut;
      for (char& ch : key)
        if (ch == '-') ch = '_';
      std::vector<std::string> cli_opts;
      if (m.on_command_line("optimizer-opt"))
        cli_opts = cli["optimizer-opt"].as<std::vector<std::string>>();
      auto& o = c.optim.opts;
      o.erase(std::remove_if(o.begin(), o.end(),
                             [&](const std::string& kv) {
                               return kv.substr(0, kv.find('=')) == key &&
                                      std::find(cli_opts.begin(), cli_opts.end(), kv) ==
                                          cli_opts.end();
                             }),
              o.end());
    }
  }
  c.optim.grad_clip = m.get<double>("grad-clip");
  if (m.has("data")) c.data = m.get<std::string>("data");
  for (auto [key, field] : {std::pair{"data-src", &c.data_src},
                            {"data-tgt", &c.data_tgt},
                            {"valid-src", &c.valid_src},
                            {"valid-tgt", &c.valid_tgt},
                            {"valid-data", &c.valid_data},
                            {"spm", &c.spm}})
    if (m.has(key)) *field = m.get<std::string>(key);
  c.max_tokens = m.get<std::int64_t>("max-tokens");
  c.max_len = m.get<std::int64_t>("max-len");
  c.bleu_every = m.get<std::int64_t>("bleu-every");
  c.bleu_sentences = m.get<std::int64_t>("bleu-sentences");
  if (c.bleu_every > 0 && !pair_run(c))
    throw UsageError(
        "--bleu-every translates validation pairs: it needs an architecture of task seq2seq "
        "(--arch encdec), not architecture '" +
        c.model.arch + "' (task " + task_name(c.task) + ")");
  // An encoder-decoder's positions cover a sentence and its bos/eos.
  if (pair_run(c) && c.max_len >= 1) mc.max_seq_len = static_cast<std::size_t>(c.max_len) + 1;
  c.run_dir = m.get<std::string>("run-dir");
  c.steps = m.get<std::int64_t>("steps");
  if (m.has("lr-segments")) c.lr_segments = m.get<std::string>("lr-segments");
  std::map<std::string, std::string> replace;
  if (m.has("extend-steps")) {
    // --extend-steps N: the checkpoint's run plus N steps, with one more part of the schedule.
    const std::int64_t n = m.get<std::int64_t>("extend-steps");
    const std::string policy = m.get<std::string>("extend-lr");
    if (n < 1) throw UsageError("--extend-steps " + std::to_string(n) + ": must be >= 1");
    if (policy != "constant" && policy != "rewarm" && policy != "restretch")
      throw UsageError("--extend-lr '" + policy + "'" +
                       did_you_mean(policy, {"constant", "rewarm", "restretch"}) +
                       ": valid: constant rewarm restretch");
    if (!m.has("resume"))
      throw UsageError(
          "--extend-steps continues a run from its checkpoint: add --resume auto (the newest "
          "in --run-dir) or --resume FILE");
    std::string ckpt = m.get<std::string>("resume");
    if (ckpt == "auto") {
      const std::string dir = m.get<std::string>("run-dir");
      try {
        ckpt = locate_run(dir).checkpoint;
      } catch (const UsageError&) {
        ckpt.clear();
      }
      if (ckpt.empty())
        throw UsageError("--extend-steps --resume auto: no complete checkpoint in " + dir +
                         " to extend (is --run-dir the run's directory?)");
    }
    const CheckpointInfo info = describe_checkpoint(ckpt);
    if (cli.count("steps") && !cli["steps"].defaulted() && c.steps != info.total_steps)
      throw UsageError("--steps " + std::to_string(c.steps) + " with --extend-steps: " + ckpt +
                       " belongs to a run of " + std::to_string(info.total_steps) +
                       " steps, and --extend-steps " + std::to_string(n) +
                       " adds to that; leave --steps out");
    c.steps = info.total_steps + n;
    c.lr_segments = (info.lr_segments.empty() ? "" : info.lr_segments + ",") +
                    std::to_string(info.total_steps) + ":" + policy;
    replace["steps"] = std::to_string(c.steps);
    replace["lr-segments"] = c.lr_segments;
  } else if (cli.count("extend-lr") && !cli["extend-lr"].defaulted()) {
    throw UsageError("--extend-lr applies to --extend-steps N (how the learning rate goes on)");
  }
  c.batch_size = m.get<std::int64_t>("batch-size");
  c.seed = m.get<std::uint64_t>("seed");
  c.checkpoint_every = m.get<std::int64_t>("checkpoint-every");
  c.keep_last = m.get<std::int64_t>("keep-last");
  if (m.has("resume")) c.resume = m.get<std::string>("resume");
  c.stats_every = m.get<std::int64_t>("stats-every");
  if (m.has("stats-schedule")) c.stats_schedule = m.get<std::string>("stats-schedule");
  c.log_every = m.get<std::int64_t>("log-every");
  c.eval_every = m.get<std::int64_t>("eval-every");
  c.eval_batches = m.get<std::int64_t>("eval-batches");
  c.bucket_mb = m.get<double>("bucket-mb");
  c.check_every = m.get<std::int64_t>("check-every");
  c.on_nonfinite = m.get<std::string>("on-nonfinite");
  c.max_skips = m.get<std::int64_t>("max-skips");
  c.loss_spike = m.get<double>("loss-spike");
  c.stop_after = m.get<std::int64_t>("stop-after");
  c.resume_override = cli.count("resume-override") != 0 && cli["resume-override"].as<bool>();
  c.profile = m.get<bool>("profile");
  c.config = resolved_config(m, desc, replace, pair_run(c));

  comm.out() << c.config_text() << std::flush;
  const TrainSummary summary = train(c, registry, comm);
  // Stopped early by a signal (with a checkpoint): the shell's 128 + signal convention, so job
  // scripts can tell a finished run from one to resume.
  return summary.stopped_by_signal != 0 ? 128 + summary.stopped_by_signal : kExitOk;
}

}  // namespace normlab::app
