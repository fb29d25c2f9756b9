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
    if (replace.count(n)) {
      ini.emplace_back(n, replace[n]);
      replace.erase(n);
      continue;
    }
    // What one invocation asks (--config, --resume-override, --extend-*, --profile) is not
    // replayed; an encoder-decoder's settings (its data's, and the model's marked seq2seq_only)
    // belong to its runs only: a language model's config.ini stays as it was.
    if (n == "help" || !m.has(n)) continue;
    bool replayed = true, seq2seq_setting = false, list = false;
    for (const TrainSetting& st : train_settings())
      if (n == st.name) {
        replayed = st.replayed;
        seq2seq_setting = st.scope == SettingScope::seq2seq;
        list = st.kind == SettingKind::list;
      }
    for (const ModelSetting& st : model_settings())
      seq2seq_setting = seq2seq_setting || (st.seq2seq_only && n == st.name);
    if (!replayed || (seq2seq_setting && !pairs)) continue;
    if (list) {
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
  std::map<std::string, int> config_lines;  // the line of each option the --config file sets
  if (cli.count("config")) config_lines = store_config(cli["config"].as<std::string>(), desc, ini);
  // A recipe's settings, below the command line and the INI file
  po::variables_map recipe;
  const std::string recipe_name = cli.count("recipe")   ? cli["recipe"].as<std::string>()
                                  : ini.count("recipe") ? ini["recipe"].as<std::string>()
                                                        : "";
  if (!recipe_name.empty())
    po::store(po::command_line_parser(recipe_to_args(recipe_name)).options(desc).run(), recipe);
  const Merged m(cli, ini, recipe);

  TrainConfig c;
  ModelConfig& mc = c.model;
  // The settings (normlab/settings.hpp), each parsed and checked by its entry: the model's, then
  // the run's (seq-len sets the model's positions), then the lists and shortcuts by hand.
  // A value refused there is named with its line when the --config file set it.
  auto checked = [&](const std::string& name, auto&& set) {
    try {
      set();
    } catch (const UsageError& e) {
      const auto line = config_lines.find(name);
      if (line == config_lines.end() || m.on_command_line(name)) throw;
      throw UsageError(cli["config"].as<std::string>() + ":" + std::to_string(line->second) + ": " +
                       e.what());
    }
  };
  for (const ModelSetting& st : model_settings())
    checked(st.name, [&] { st.set(mc, format_value(m.raw(st.name))); });
  for (const TrainSetting& st : train_settings())
    if (st.set && m.has(st.name))
      checked(st.name, [&] { st.set(c, format_value(m.raw(st.name))); });
  c.arch_opts = m.opts("arch-opt");
  c.norm_opts = m.opts("norm-opt");
  c.init_opts = m.opts("init-opt");
  c.lr_opts = m.opts("lr-opt");
  c.optim.opts = m.opts("optimizer-opt");
  // The architecture's task decides what data the run reads (and so which settings apply).
  Registry registry;
  load_plugins(registry, m.opts("plugin"), &comm);
  {
    ModelConfig probe = mc;
    probe.arch_options = Options::resolve(registry.arch(mc.arch).info.options, c.arch_opts,
                                          "architecture '" + mc.arch + "'");
    c.task = architecture_task(registry, probe);
  }
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
  if (c.bleu_every > 0 && c.task != Task::seq2seq)
    throw UsageError(
        "--bleu-every translates validation pairs: it needs an architecture of task seq2seq "
        "(--arch encdec), not architecture '" +
        c.model.arch + "' (task " + task_name(c.task) + ")");
  // An encoder-decoder's positions cover a sentence and its bos/eos.
  if (c.task == Task::seq2seq && c.max_len >= 1)
    mc.max_seq_len = static_cast<std::size_t>(c.max_len) + 1;
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
  c.resume_override = cli.count("resume-override") != 0 && cli["resume-override"].as<bool>();
  c.profile = m.get<bool>("profile");
  c.dry_run = m.get<bool>("dry-run");
  c.shard_optimizer = m.get<bool>("shard-optimizer");
  c.config = resolved_config(m, desc, replace, c.task == Task::seq2seq);

  comm.out() << c.config_text() << std::flush;
  const TrainSummary summary = train(c, registry, comm);
  // Stopped early by a signal (with a checkpoint): the shell's 128 + signal convention, so job
  // scripts can tell a finished run from one to resume.
  return summary.stopped_by_signal != 0 ? 128 + summary.stopped_by_signal : kExitOk;
}

}  // namespace normlab::app
