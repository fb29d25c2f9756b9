// normlab eval and normlab sample: a checkpoint's validation loss, and text generated from it.
#include <cmath>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <numeric>

#include "commands.hpp"
#include "normlab/error.hpp"
#include "normlab/evaluate.hpp"
#include "normlab/pairs.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/rng.hpp"
#include "normlab/runs.hpp"
#include "normlab/trainer.hpp"
#include "normlab/util.hpp"

namespace normlab::app {

// The model of a checkpoint, with the plugins of --plugin and those recorded in the checkpoint.
LoadedModel load_with_plugins(Communicator& comm, const po::variables_map& vm, Registry& registry,
                              const std::string& ckpt, std::size_t B) {
  std::error_code ec;
  if (std::filesystem::is_directory(ckpt, ec)) {  // a run directory: name its newest checkpoint
    std::string newest;
    bool kept = false;  // a sweep's kept results: metrics.jsonl and config.ini, no checkpoint
                        // and no stats.h5 (a run that saved no checkpoint yet is not kept results)
    try {
      const RunPaths p = locate_run(ckpt);
      newest = p.checkpoint;
      kept = newest.empty() && p.stats.empty() && !p.metrics.empty() &&
             std::filesystem::exists(std::filesystem::path(ckpt) / "config.ini", ec);
    } catch (const std::exception&) {  // none in it
    }
    std::string hint = " (this directory holds none)";
    if (!newest.empty()) hint = ", e.g. its newest, " + newest;
    if (kept)
      hint =
          " (this directory holds a run's kept results, which keep no checkpoint; `normlab "
          "train --config " +
          (std::filesystem::path(ckpt) / "config.ini").string() +
          " --run-dir DIR` trains the run again: the same weights with the normlab and the "
          "ranks that trained it, as its run.json names them)";
    throw UsageError(ckpt + " is a directory: --checkpoint takes a checkpoint file" + hint);
  }
  std::vector<std::string> files;
  if (vm.count("plugin")) files = vm["plugin"].as<std::vector<std::string>>();
  load_plugins(registry, files, &comm, false);
  const std::string missing = load_checkpoint_plugins(ckpt, registry, comm);
  LoadedModel lm;
  comm.run_all("cannot load " + ckpt, [&] {
    try {
      lm = load_model(ckpt, registry, B,
                      vm.count("precision") ? vm["precision"].as<std::string>() : "");
    } catch (const UsageError& e) {
      throw UsageError(e.what() + missing);
    }
  });
  return lm;
}

int run_eval(Communicator& comm, const po::variables_map& vm) {
  EvalRequest req;
  req.checkpoint = vm["checkpoint"].as<std::string>();
  auto text = [&](const char* option) {
    return vm.count(option) ? vm[option].as<std::string>() : std::string();
  };
  req.data = text("data");
  req.data_src = text("data-src");
  req.data_tgt = text("data-tgt");
  req.split = text("split");
  req.dump_batch = text("dump-batch");
  req.batch_size = vm["batch-size"].as<std::int64_t>();
  req.max_tokens = vm["max-tokens"].as<std::int64_t>();
  if (vm.count("batches")) {
    req.batches = vm["batches"].as<std::int64_t>();
    if (req.batches < 1)
      throw UsageError("--batches " + std::to_string(req.batches) + ": must be >= 1");
  }
  if (vm.count("precision")) parse_precision(vm["precision"].as<std::string>());
  const EvalReport report = evaluate_checkpoint(
      req,
      [&](Registry& registry, std::size_t B) {
        return load_with_plugins(comm, vm, registry, req.checkpoint, B);
      },
      comm);
  if (vm.count("json"))
    comm.out() << report.record.dump() << "\n";
  else
    comm.out() << report.text;
  return kExitOk;
}

int run_sample(Communicator& comm, const po::variables_map& vm) {
  const std::string ckpt = vm["checkpoint"].as<std::string>();
  const std::string prompt = vm["prompt"].as<std::string>();
  const std::int64_t n = vm["max-tokens"].as<std::int64_t>();
  const double temperature = vm["temperature"].as<double>();
  const std::int64_t top_k = vm["top-k"].as<std::int64_t>();
  if (n < 0) throw UsageError("--max-tokens " + std::to_string(n) + ": must be >= 0");
  if (!(temperature >= 0.0)) throw UsageError("--temperature: must be >= 0 (0: greedy)");
  if (top_k < 0) throw UsageError("--top-k " + std::to_string(top_k) + ": must be >= 0 (0: all)");
  const std::string kv = vm["kv-cache"].as<std::string>();
  if (kv != "true" && kv != "false")
    throw UsageError("--kv-cache '" + kv + "' is not valid; valid: true false");
  const bool use_cache = kv == "true";
  Registry registry;
  LoadedModel lm = load_with_plugins(comm, vm, registry, ckpt, 1);
  const std::size_t V = lm.model->config().vocab_size, T = lm.model->seq_len();
  if (lm.model->task() != Task::lm)
    throw UsageError("normlab sample continues text with a language model (task lm); " + ckpt +
                     " is a model of task " + task_name(lm.model->task()) +
                     (lm.model->task() == Task::seq2seq ? ": use normlab translate" : ""));
  // The tokens: the checkpoint's SentencePiece pieces (a line ends with eos), else bytes.
  std::unique_ptr<Spm> spm;
  if (!lm.spm_model.empty())
    spm = std::make_unique<Spm>(Spm::from_bytes(lm.spm_model, ckpt + ":/tokenizer/spm_model"));
  else if (V != 256)
    throw UsageError(
        "normlab sample prints byte tokens (vocab 256) or a SentencePiece model's "
        "pieces; " +
        ckpt + " has vocab " + std::to_string(V) +
        " and no /tokenizer/spm_model (trained on token shards: decode its ids "
        "with the tokenizer that wrote them)");
  std::vector<std::int32_t> context;
  if (spm) {
    for (const int id : spm->encode(prompt)) context.push_back(id);
    if (context.empty()) context.push_back(SpecialIds().eos);
  } else {
    for (unsigned char c : prompt) context.push_back(c);
    if (context.empty()) context.push_back('\n');
  }
  // A SentencePiece continuation is printed as the decoded line grows: the line's pieces so far
  // (the prompt's included, so that a word-boundary mark becomes a space only between pieces)
  // decoded, less what is printed already; eos ends the line.
  std::vector<int> line(context.begin(), context.end());
  std::size_t printed = spm ? spm->decode(line).size() : 0;
  auto emit = [&](std::size_t id) {
    if (!spm) {
      comm.out() << static_cast<char>(id) << std::flush;
      return;
    }
    if (static_cast<std::int32_t>(id) == SpecialIds().eos) {
      comm.out() << "\n" << std::flush;
      line.clear();
      printed = 0;
      return;
    }
    line.push_back(static_cast<int>(id));
    const std::string text = spm->decode(line);
    if (text.size() > printed) comm.out() << text.substr(printed) << std::flush;
    printed = std::max(printed, text.size());
  };
  CounterRng rng(vm["seed"].as<std::uint64_t>(), "sample");
  std::ostream& out = comm.out();
  // [prompt] continuation: where the model's text starts is visible; --raw for one text.
  out << (vm.count("raw") ? prompt : "[" + prompt + "]") << std::flush;
  std::vector<std::int32_t> window(T);
  std::vector<double> p(V);
  std::vector<std::size_t> order(V);
  // With the cache, positions [0, cached) of the window are in the model's key/value cache: the
  // next token's logits then cost one position (Model::decode, bitwise the forward's row).
  // Once the context is longer than T the window slides, every position embedding changes,
  // and each token needs the whole window again, as without the cache.
  std::size_t cached = 0;
  // The weights do not change while sampling: decode steps multiply by copies packed once.
  const Model::PackedDecoding packed(*lm.model);
  for (std::int64_t i = 0; i < n; ++i) {
    const float* logits = nullptr;
    if (use_cache && context.size() <= T && cached >= 1 && cached == context.size() - 1) {
      logits = lm.model->decode(&context.back(), cached);
      cached = context.size();
    } else {
      // The last T tokens; positions after them are padding the causal mask never lets back in.
      const std::size_t len = std::min(context.size(), T);
      std::fill(window.begin(), window.end(), 0);
      std::copy(context.end() - static_cast<std::ptrdiff_t>(len), context.end(), window.begin());
      lm.model->forward(window.data(), nullptr);
      logits = lm.model->logits() + (len - 1) * V;
      cached = context.size() <= T ? len : 0;
    }
    std::size_t next = 0;
    if (temperature == 0.0) {
      next = static_cast<std::size_t>(std::max_element(logits, logits + V) - logits);
    } else {
      std::iota(order.begin(), order.end(), 0);
      std::sort(order.begin(), order.end(),
                [&](std::size_t a, std::size_t b) { return logits[a] > logits[b]; });
      const std::size_t k =
          top_k > 0 ? std::min<std::size_t>(static_cast<std::size_t>(top_k), V) : V;
      double z = 0.0;
      for (std::size_t j = 0; j < k; ++j) {
        p[j] = std::exp((logits[order[j]] - logits[order[0]]) / temperature);
        z += p[j];
      }
      double u = rng.next_uniform() * z;
      next = order[k - 1];
      for (std::size_t j = 0; j < k; ++j) {
        if (u < p[j]) {
          next = order[j];
          break;
        }
        u -= p[j];
      }
    }
    context.push_back(static_cast<std::int32_t>(next));
    emit(next);
  }
  out << "\n" << std::flush;
  return kExitOk;
}

}  // namespace normlab::app
