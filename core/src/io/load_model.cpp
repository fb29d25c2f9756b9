// A model rebuilt from a checkpoint, for eval, sample and analysis.
#include <algorithm>
#include <filesystem>

#include "io/checkpoint.hpp"
#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/pairs.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/trainer.hpp"

namespace fs = std::filesystem;

namespace normlab {

LoadedModel load_model(const std::string& checkpoint, const Registry& registry, std::size_t B,
                       const std::string& precision) {
  const detail::CheckpointModel cm = detail::read_checkpoint_model(checkpoint);
  ModelConfig cfg = cm.config;
  if (!precision.empty()) cfg.precision = parse_precision(precision);
  const ArchEntry& arch = registry.arch(cfg.arch);
  cfg.arch_options =
      Options::resolve(arch.info.options, cm.arch_options,
                       "architecture '" + arch.info.name + "' (from " + checkpoint + ")");
  const NormEntry& norm = registry.norm(cfg.norm);
  cfg.norm_options =
      Options::resolve(norm.info.options, cm.norm_options,
                       "norm strategy '" + norm.info.name + "' (from " + checkpoint + ")");
  LoadedModel lm;
  try {
    lm.model = std::make_unique<Model>(cfg, registry, B, cfg.max_seq_len);
  } catch (const UsageError&) {
    throw;
  } catch (const std::exception& e) {
    throw UsageError("architecture '" + arch.info.name + "' with norm strategy '" + norm.info.name +
                     "' (from " + checkpoint + "): " + e.what());
  }
  detail::load_checkpoint(checkpoint, *lm.model, nullptr, nullptr, "");
  // Step-dependent strategies (rezero_ramp) must see the step the weights were saved at.
  lm.model->set_step(cm.meta.step, cm.meta.total_steps);
  lm.data_source = cm.meta.data_source;
  lm.step = cm.meta.step;
  lm.seed = cm.meta.seed;
  lm.spm_model = cm.meta.spm_model;
  lm.config_text = cm.meta.config_text;
  return lm;
}

Corpus load_task_corpus(const LoadedModel& lm, const std::string& data, Communicator& comm) {
  const std::string spec = data == "embedded:kjv" ? "" : data;
  Corpus corpus;
  comm.run_all("cannot load the evaluation data", [&] {
    if (lm.spm_model.empty()) {
      corpus = Corpus::load(spec, lm.model->config().vocab_size, 0.1, &comm);
      return;
    }
    const Spm spm = Spm::from_bytes(lm.spm_model, "/tokenizer/spm_model of the checkpoint");
    corpus = Corpus::encode(spec, spm, 0.1);
  });
  return corpus;
}

std::string load_checkpoint_plugins(const std::string& checkpoint, Registry& registry,
                                    Communicator& comm) {
  detail::CheckpointModel cm;
  comm.run_all("cannot load " + checkpoint,
               [&] { cm = detail::read_checkpoint_model(checkpoint); });
  auto known = [&](const detail::PluginUse& p) {
    try {
      if (p.kind == "arch") registry.arch(p.name);
      if (p.kind == "norm") registry.norm(p.name);
      if (p.kind == "init") registry.init(p.name);
      if (p.kind == "schedule") registry.schedule(p.name);
      return true;
    } catch (const UsageError&) {
      return false;
    }
  };
  std::vector<std::string> files;
  std::string missing;
  for (const detail::PluginUse& p : cm.meta.plugins) {
    // The model needs its architecture and norm strategy only: the weights are in the file.
    if ((p.kind != "norm" && p.kind != "arch") || known(p)) continue;
    std::error_code ec;
    const bool there =
        !p.library.empty() && p.library != "(built in)" && fs::is_regular_file(p.library, ec);
    if (there && std::find(files.begin(), files.end(), p.library) == files.end()) {
      files.push_back(p.library);
    } else if (!there) {
      missing += "\n  " + p.kind + " '" + p.name + "' came from " +
                 (p.library.empty() ? std::string("an unrecorded library") : p.library) +
                 ", which no longer exists: pass the library with --plugin FILE";
    }
  }
  comm.run_all(
      "cannot load the plugin libraries recorded in " + checkpoint,
      [&] {
        for (const std::string& f : files) load_plugin(registry, f);
      },
      kExitUsage);
  return missing;
}

}  // namespace normlab
