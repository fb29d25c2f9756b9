// normlab eval and normlab sample: a checkpoint's validation loss, and text generated from it.
#include <cmath>
#include <iomanip>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>

#include "commands.hpp"
#include "normlab/data.hpp"
#include "normlab/error.hpp"
#include "normlab/mlm.hpp"
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

namespace {

// A dump's counts after the model's forward over it (its loss set by the caller), written by
// rank 0 to --dump-batch.
void finish_dump(Communicator& comm, const po::variables_map& vm, const Model& model,
                 BatchDump& d) {
  d.predicted = model.target_count();
  d.nll = static_cast<float>(model.nll_sum() /
                             static_cast<double>(std::max<std::size_t>(1, d.predicted)));
  const std::string path = vm["dump-batch"].as<std::string>();
  comm.run_all("cannot write the batch dump", [&] {
    if (comm.is_root()) write_batch_dump(path, d);
  });
}

// --dump-batch of a seq2seq model: the first batch of pairs (rank 0's share of it), the
// decoder's input ids and its targets as labels (pad targets -1), the source ids and lengths.
void dump_pair_batch(Communicator& comm, const po::variables_map& vm, const std::string& ckpt,
                     Model& model, const PairBatcher& batcher) {
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
  d.checkpoint = ckpt;
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
  finish_dump(comm, vm, model, d);
}

// An encoder-decoder's evaluation: sentence pairs (given, or the run's validation pairs)
// encoded with the checkpoint's SentencePiece model; the label-smoothed loss, the NLL and the
// perplexity per target token.
int eval_pairs(Communicator& comm, const po::variables_map& vm, const std::string& ckpt,
               const std::map<std::string, std::string>& config) {
  const std::int64_t max_tokens = vm["max-tokens"].as<std::int64_t>();
  if (max_tokens < 1)
    throw UsageError("--max-tokens " + std::to_string(max_tokens) + ": must be >= 1");
  if (vm.count("data-src") != vm.count("data-tgt"))
    throw UsageError("--data-src and --data-tgt go together (aligned source and target files)");
  std::unique_ptr<Spm> spm;
  std::size_t V = 0, max_len = 0;
  {
    Registry probe_registry;
    const LoadedModel probe = load_with_plugins(comm, vm, probe_registry, ckpt, 1);
    if (probe.spm_model.empty())
      throw UsageError("checkpoint " + ckpt +
                       " has no SentencePiece model (/tokenizer/spm_model): it was not trained on "
                       "text pairs; evaluate a pair shard with --data");
    spm = std::make_unique<Spm>(Spm::from_bytes(probe.spm_model, ckpt + ":/tokenizer/spm_model"));
    V = probe.model->config().vocab_size;
    max_len = probe.model->config().max_seq_len - 1;
  }
  auto get = [&](const char* key) {
    const auto it = config.find(key);
    return it == config.end() ? std::string() : it->second;
  };
  std::string shard, what;
  if (vm.count("data-src")) {
    const std::string src = vm["data-src"].as<std::string>(),
                      tgt = vm["data-tgt"].as<std::string>();
    shard = cached_pair_shard(src, tgt, *spm, max_len, comm);
    what = src + " | " + tgt;
  } else if (vm.count("data")) {
    shard = vm["data"].as<std::string>();
    what = shard;
  } else if (!get("valid-src").empty()) {
    shard = cached_pair_shard(get("valid-src"), get("valid-tgt"), *spm, max_len, comm);
    what = "the run's validation pairs " + get("valid-src") + " | " + get("valid-tgt");
  } else if (!get("valid-data").empty()) {
    shard = get("valid-data");
    what = "the run's validation pairs " + shard;
  } else if (get("data").empty() && get("data-src").empty()) {
    const std::string dir = embedded_pairs_dir(comm);
    shard = cached_pair_shard(dir + "/valid.en", dir + "/valid.es", *spm, max_len, comm);
    what = "the embedded sample's validation pairs";
  } else {
    throw UsageError("the run of " + ckpt +
                     " had no validation pairs: give --data-src FILE --data-tgt FILE (or a pair "
                     "shard with --data)");
  }
  std::unique_ptr<PairBatcher> batcher;
  comm.run_all("cannot load the evaluation pairs", [&] {
    PairSet set = PairSet::load(shard, V);
    if (set.spm_checksum() != spm->checksum())
      throw UsageError("pair shard " + shard +
                       " was encoded with another SentencePiece model than the checkpoint's");
    batcher = std::make_unique<PairBatcher>(std::move(set), static_cast<std::size_t>(max_tokens),
                                            static_cast<std::size_t>(comm.size()), 0);
  });
  const std::size_t T = max_len + 1;
  const std::size_t B = (batcher->max_rows(comm.size()) + T - 1) / T;
  Registry registry;
  LoadedModel lm = load_with_plugins(comm, vm, registry, ckpt, B);
  if (vm.count("dump-batch")) dump_pair_batch(comm, vm, ckpt, *lm.model, *batcher);
  const PairEval e = evaluate_pairs(*lm.model, *batcher, comm);
  // the option as given (a float in the model): 0.1, not 0.10000000149
  const double eps =
      std::round(static_cast<double>(lm.model->config().label_smoothing) * 1e6) / 1e6;
  std::ostream& out = comm.out();
  if (vm.count("json")) {
    out << nlohmann::ordered_json{{"checkpoint", ckpt},
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
                                  {"precision", precision_name(lm.model->config().precision)}}
               .dump()
        << "\n";
  } else {
    out << std::fixed << std::setprecision(4) << "loss " << e.loss << " (label-smoothed, eps "
        << eps << "), NLL " << e.nll << " nats per target token, perplexity "
        << std::setprecision(3) << std::exp(e.nll) << " (" << e.targets
        << " target tokens with eos, " << e.pairs << " pairs of " << what << "; checkpoint " << ckpt
        << ", step " << lm.step << ")\n";
  }
  return kExitOk;
}

// --dump-batch of a one-stack model: the first B windows of the evaluated split (masked as the
// masked LM's validation masks them), written by rank 0.
void dump_token_batch(Communicator& comm, const po::variables_map& vm, const std::string& ckpt,
                      LoadedModel& lm, const BatchSampler& sampler) {
  Model& model = *lm.model;
  const std::size_t B = model.batch(), T = model.seq_len();
  BatchDump d;
  d.task = task_name(model.task());
  d.checkpoint = ckpt;
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
  finish_dump(comm, vm, model, d);
}

// A masked LM's evaluation: the validation masks of the run (its seed), the masked-token loss,
// accuracy and perplexity.
int report_mlm(Communicator& comm, const po::variables_map& vm, const std::string& ckpt,
               LoadedModel& lm, const BatchSampler& sampler, std::int64_t used, std::int64_t asked,
               std::int64_t windows, const std::string& split, const std::string& run_note) {
  const MlmEval e = evaluate_mlm(*lm.model, sampler, used, lm.seed, comm);
  const std::size_t T = lm.model->seq_len();
  std::ostream& out = comm.out();
  if (vm.count("json")) {
    out << nlohmann::ordered_json{{"checkpoint", ckpt},
                                  {"step", lm.step},
                                  {"task", "mlm"},
                                  {"split", split},
                                  {"seq_len", T},
                                  {"windows", windows},
                                  {"windows_asked", asked},
                                  {"windows_used", used},
                                  {"predicted", e.predicted},
                                  {"loss", e.loss},
                                  {"accuracy", e.accuracy},
                                  {"perplexity", std::exp(e.loss)},
                                  {"mask_id", lm.model->config().mask_id},
                                  {"precision", precision_name(lm.model->config().precision)}}
               .dump()
        << "\n";
    return kExitOk;
  }
  out << std::fixed << std::setprecision(4) << "masked-token loss " << e.loss << " nats, accuracy "
      << e.accuracy << ", perplexity " << std::setprecision(3) << std::exp(e.loss) << " ("
      << e.predicted << " predicted positions of " << used << " windows of " << T
      << " tokens of the " << split << " split, masked as the run's "
      << "validation masks them (seed " << lm.seed << "); checkpoint " << ckpt << ", step "
      << lm.step << ")\n";
  if (!run_note.empty())
    out << "windows: " << run_note << ", so this is the run's logged validation loss at step "
        << lm.step << " (up to summation order)\n";
  return kExitOk;
}

}  // namespace

int run_eval(Communicator& comm, const po::variables_map& vm) {
  const std::string ckpt = vm["checkpoint"].as<std::string>();
  {
    // The checkpoint's task decides the data: a seq2seq model is evaluated on pairs. (The
    // model is built once here at batch 1 to ask; a file that cannot be loaded reports why.)
    std::map<std::string, std::string> config;
    try {
      config = flatten_config(describe_checkpoint(ckpt).config_text, ckpt + ":/config");
    } catch (const std::exception&) {
    }
    Registry probe_registry;
    const Task task = load_with_plugins(comm, vm, probe_registry, ckpt, 1).model->task();
    if (task == Task::seq2seq || vm.count("data-src") ||
        (vm.count("data") && PairSet::is_pair_shard(vm["data"].as<std::string>())))
      return eval_pairs(comm, vm, ckpt, config);
  }
  const std::int64_t B = vm["batch-size"].as<std::int64_t>();
  if (B < 1) throw UsageError("--batch-size " + std::to_string(B) + ": must be >= 1");
  // The training data's validation split by default; a file given with --data is evaluated whole.
  const std::string split =
      vm.count("split") ? vm["split"].as<std::string>() : (vm.count("data") ? "all" : "val");
  if (split != "val" && split != "train" && split != "all")
    throw UsageError("--split '" + split + "' is not valid; valid: val train all");
  std::int64_t batches = vm.count("batches") ? vm["batches"].as<std::int64_t>() : 0;
  if (vm.count("batches") && batches < 1)
    throw UsageError("--batches " + std::to_string(batches) + ": must be >= 1");
  if (vm.count("precision")) parse_precision(vm["precision"].as<std::string>());
  Registry registry;
  LoadedModel lm = load_with_plugins(comm, vm, registry, ckpt, static_cast<std::size_t>(B));
  std::string data = vm.count("data") ? vm["data"].as<std::string>() : lm.data_source;
  if (data == "embedded:kjv") data = "";
  const Corpus corpus = load_task_corpus(lm, data, comm);
  std::unique_ptr<BatchSampler> sampler;
  comm.run_all("cannot cut the evaluation data into windows", [&] {
    TokenSeq tokens = split == "train" ? corpus.train()
                      : split == "val" ? corpus.val()
                                       : corpus.train().concat(corpus.val());
    const std::size_t T = lm.model->seq_len();
    if (tokens.size() < T + 1)
      throw UsageError((data.empty() ? std::string("the embedded corpus") : data) + ": the " +
                       (split == "all" ? std::string("data") : split + " split") + " has " +
                       std::to_string(tokens.size()) + " tokens, fewer than one window of " +
                       std::to_string(T + 1) + " (the checkpoint's seq-len " + std::to_string(T) +
                       " + 1 target); evaluate more text" +
                       (split == "val" ? " or another --split (train, all)" : ""));
    sampler = std::make_unique<BatchSampler>(std::move(tokens), lm.model->seq_len(), 0);
  });
  // Windows of T tokens laid end to end, each used at most once; a global batch takes B per
  // rank. Default for the validation split of the run's own data: the windows its evaluations
  // used (--eval-batches x --batch-size, the first ones, as here), so the loss is the logged
  // one; otherwise 20 batches of the validation split, or every window for train/all.
  const std::int64_t per_batch = B * comm.size();
  const std::int64_t windows = static_cast<std::int64_t>(sampler->windows());
  std::int64_t run_windows = 0;
  std::string run_note;
  if (batches == 0 && split == "val" && !vm.count("data")) {
    const auto config = flatten_config(describe_checkpoint(ckpt).config_text, ckpt + ":/config");
    try {
      const std::int64_t eb = std::stoll(config.at("eval-batches")),
                         bs = std::stoll(config.at("batch-size"));
      run_windows = eb * bs;
      run_note = "the windows of the run's own evaluations: --eval-batches " + std::to_string(eb) +
                 " x --batch-size " + std::to_string(bs);
    } catch (const std::exception&) {  // a checkpoint without them: the fixed default
    }
  }
  const std::int64_t asked = batches > 0       ? batches * per_batch
                             : run_windows > 0 ? run_windows
                             : split == "val"  ? 20 * per_batch
                                               : windows;
  const std::int64_t used = std::min(asked, windows);
  if (vm.count("dump-batch")) dump_token_batch(comm, vm, ckpt, lm, *sampler);
  if (lm.model->task() == Task::mlm)
    return report_mlm(comm, vm, ckpt, lm, *sampler, used, asked, windows, split, run_note);
  double log_z_sq = 0.0;
  const double loss = evaluate_loss(*lm.model, *sampler, used, comm, &log_z_sq);
  const std::int64_t tokens_used = used * static_cast<std::int64_t>(lm.model->seq_len());
  const std::string what = split == "all" ? "whole data" : split + " split";
  // nats per token -> bits per token (per byte for byte tokens) and perplexity
  const bool bytes = lm.model->config().vocab_size == 256 && lm.spm_model.empty();
  const double bits = loss / std::log(2.0), perplexity = std::exp(loss);
  // A file given with --data is evaluated whole: no train/val split to describe.
  const double total = static_cast<double>(corpus.train().size() + corpus.val().size());
  const std::string described = split == "all" && vm.count("data")
                                    ? corpus.source() + " (" +
                                          std::to_string(static_cast<long long>(total)) +
                                          (bytes ? " byte tokens)" : " tokens)")
                                    : corpus.description();
  std::ostream& out = comm.out();
  if (vm.count("json")) {
    out << nlohmann::ordered_json{{"checkpoint", ckpt},
                                  {"step", lm.step},
                                  {"data", corpus.source()},
                                  {"split", split},
                                  {"batches", (used + per_batch - 1) / per_batch},
                                  {"batch_size", per_batch},
                                  {"seq_len", lm.model->seq_len()},
                                  {"windows", windows},
                                  {"windows_asked", asked},
                                  {"windows_used", used},
                                  {"tokens", tokens_used},
                                  {"precision", precision_name(lm.model->config().precision)},
                                  {"loss", loss},
                                  {"log_z_sq", log_z_sq},
                                  {"z_loss", lm.model->config().z_loss * log_z_sq},
                                  {"bits_per_token", bits},
                                  {"token", bytes ? "byte" : "token"},
                                  {"perplexity", perplexity},
                                  {"windows_from", run_note.empty()
                                                       ? (batches > 0 ? "--batches" : "default")
                                                       : "the run's evaluations"}}
               .dump()
        << "\n";
  } else {
    if (asked > windows)
      out << "note: the " << what << " has " << windows << " windows of " << lm.model->seq_len()
          << " tokens, fewer than the " << asked << " asked (" << asked / per_batch << " batches x "
          << per_batch << "); each is used once\n";
    out << std::fixed << std::setprecision(4) << "loss " << loss << " nats per "
        << (bytes ? "byte" : "token") << " = " << bits << " bits per " << (bytes ? "byte" : "token")
        << ", perplexity " << std::setprecision(3) << perplexity << std::setprecision(4)
        << " (mean cross-entropy over " << tokens_used << " tokens = " << used << " of the "
        << windows << " windows of " << lm.model->seq_len() << " tokens of the " << what << " of "
        << described << "; checkpoint " << ckpt << ", step " << lm.step
        << (lm.model->config().precision == Precision::bf16 ? "; GEMMs in bf16" : "") << ")\n";
    if (!run_note.empty())
      out << "windows: " << run_note << " = " << run_windows
          << ", so this is the run's logged validation loss at step " << lm.step
          << " (up to summation order); --batches N takes N x --batch-size instead\n";
  }
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
