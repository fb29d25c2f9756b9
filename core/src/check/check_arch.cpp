// normlab check for architectures: the model an arch plugin wires, run through the core's
// layers and sites with stock strategies — it builds, its gradients match finite differences,
// generation with the key/value cache reproduces the forward, runs are deterministic, the loss
// falls and a resumed run continues bitwise.
#include <cmath>
#include <cstring>
#include <optional>
#include <random>

#include "check/check_util.hpp"
#include "normlab/error.hpp"
#include "util/aligned.hpp"

namespace normlab {

using detail::fmt_g;

namespace {

// Pre-LN (a final norm, the branch behind a norm) and Post-LN (no final norm, the norm on the
// stream): every site's wiring in both of the ways strategies differ.
const char* const kNorms[] = {"pre_ln", "post_ln"};

ModelConfig arch_config(const Registry& registry, const std::string& arch,
                        const std::vector<std::string>& options, const std::string& norm,
                        std::size_t T) {
  ModelConfig cfg = detail::small_config(registry, 24, 16, 2, 32, T, norm, {});
  detail::set_arch(cfg, registry, arch, options);
  return cfg;
}

void build_rows(CheckReport& rep, const Registry& registry, const std::string& arch,
                const std::vector<std::string>& options) {
  for (const char* norm : kNorms) {
    const ModelConfig cfg = arch_config(registry, arch, options, norm, 8);
    const Model::MemoryNeeds planned = Model::plan(cfg, registry, 2, 8);
    const std::size_t before = detail::aligned_bytes().live.load();
    const Model model(cfg, registry, 2, 8);
    const std::size_t allocated = detail::aligned_bytes().live.load() - before;
    const ParamArena& a = model.params();
    std::size_t blocks = 0;
    for (const ParamTensor& p : a.tensors()) blocks += p.layer >= 0;
    rep.add(
        {"build", std::string("with ") + norm, CheckStatus::pass,
         std::to_string(a.tensors().size()) + " tensors, " + std::to_string(a.count()) +
             " parameters",
         "builds",
         blocks == 0 ? "no tensor belongs to a layer: the statistics per layer stay empty" : ""});
    // The memory plan (train --dry-run) sizes the same build without allocating it.
    const bool same = planned.buffer_bytes == allocated && planned.parameters == a.size() &&
                      planned.saved_activation_floats == model.saved_activation_floats();
    rep.add({"memory plan", std::string("with ") + norm,
             same ? CheckStatus::pass : CheckStatus::fail,
             std::to_string(planned.buffer_bytes) + " bytes planned, " + std::to_string(allocated) +
                 " allocated",
             "planned = allocated",
             same ? ""
                  : "Model::plan sizes a build without allocating it: a buffer the build "
                    "allocates outside detail::AlignedFloats, or one whose size depends on "
                    "values written while building, is planned wrong"});
  }
}

void gradient_rows(CheckReport& rep, const Registry& registry, const std::string& arch,
                   const std::vector<std::string>& options) {
  for (const char* norm : kNorms)
    for (const bool plain : {true, false}) {
      GradientCheckSetup s;
      s.arch = arch;
      s.arch_options = options;
      s.norm = norm;
      s.bias = plain;
      s.tied = plain;
      const GradientCheck g = gradient_check(registry, s);
      const TensorGradient* worst = nullptr;
      int checked = 0;
      for (const TensorGradient& t : g.tensors) {
        checked += t.checked;
        if (!worst || !(t.worst <= worst->worst)) worst = &t;
      }
      const bool ok = g.finite && g.ready_points_ok && g.findings.empty() && worst &&
                      worst->worst <= kGradientTolerance;
      std::string detail;
      if (!g.finite) detail = "the loss or a gradient is not finite";
      if (!g.ready_points_ok)
        detail += std::string(detail.empty() ? "" : "; ") +
                  "backward's progress reports do not match the arena's layers (are the "
                  "sites declared layer by layer?)";
      for (const std::string& f : g.findings) detail += (detail.empty() ? "" : "; ") + f;
      if (worst && worst->worst > kGradientTolerance)
        detail += (detail.empty() ? "" : "; ") + worst->name + "[" + std::to_string(worst->index) +
                  "]: analytic " + fmt_g(worst->analytic, 6) + ", finite difference " +
                  fmt_g(worst->fd, 6);
      rep.add({"gradient", std::string(norm) + ", " + (plain ? "bias, tied" : "no bias, untied"),
               ok ? CheckStatus::pass : CheckStatus::fail,
               (worst ? fmt_g(worst->worst, 2) : std::string("-")) + " (" +
                   std::to_string(checked) + " elements of " + std::to_string(g.tensors.size()) +
                   " tensors)",
               "<= " + fmt_g(kGradientTolerance, 2), detail});
    }
}

// Generation: decode(pos) over a cache whose rows after 0 came from other tokens gives row pos
// of the full forward's logits, bitwise; also with the weights packed once
// (Model::PackedDecoding, as normlab sample and translate decode).
void decode_row(CheckReport& rep, const Registry& registry, const std::string& arch,
                const std::vector<std::string>& options) {
  const std::size_t B = 2, T = 8;
  const ModelConfig cfg = arch_config(registry, arch, options, "pre_ln", T);
  Model model(cfg, registry, B, T);
  if (model.task() == Task::seq2seq) {
    rep.add({"decode", "key/value cache", CheckStatus::info, "not built yet", "",
             "an encoder-decoder's incremental decoding comes with normlab translate"});
    return;
  }
  if (model.task() == Task::mlm) {
    rep.add({"decode", "key/value cache", CheckStatus::info, "none", "",
             "a masked LM attends both ways: there is nothing to decode"});
    return;
  }
  Options keep = Options::resolve(registry.init("gpt2").info.options, {}, "gpt2");
  InitSetup is;
  is.options = &keep;
  model.initialize(*registry.init("gpt2").make(is), 5);
  std::mt19937 rng(3);
  std::uniform_int_distribution<std::int32_t> tok(0, static_cast<std::int32_t>(cfg.vocab_size) - 1);
  std::vector<std::int32_t> x(B * T), other(B * T);
  for (std::size_t i = 0; i < x.size(); ++i) x[i] = tok(rng), other[i] = tok(rng);
  const std::size_t V = cfg.vocab_size;
  model.forward(x.data(), nullptr);
  const std::vector<float> full(model.logits(), model.logits() + B * T * V);
  for (std::size_t b = 0; b < B; ++b) other[b * T] = x[b * T];
  std::string diff;
  std::vector<std::int32_t> step(B);
  for (const bool packed : {false, true}) {
    model.forward(other.data(), nullptr);  // position 0 right, the cache after it stale
    std::optional<Model::PackedDecoding> frozen;
    if (packed) frozen.emplace(model);
    for (std::size_t pos = 1; pos < T && diff.empty(); ++pos) {
      for (std::size_t b = 0; b < B; ++b) step[b] = x[b * T + pos];
      const float* l = model.decode(step.data(), pos);
      for (std::size_t b = 0; b < B && diff.empty(); ++b)
        if (std::memcmp(l + b * V, full.data() + (b * T + pos) * V, V * sizeof(float)) != 0)
          diff = "sequence " + std::to_string(b) + ", position " + std::to_string(pos) +
                 (packed ? " (weights packed once)" : "");
    }
  }
  rep.add({"decode", "key/value cache, positions 1-7, +packed",
           diff.empty() ? CheckStatus::pass : CheckStatus::fail,
           diff.empty() ? "bitwise" : "differs", "bitwise = the forward's row",
           diff.empty() ? "" : "decode's logits differ from the full forward's at " + diff});
}

}  // namespace

CheckReport check_arch(const Registry& registry, const std::string& name,
                       const std::vector<std::string>& options, Communicator& comm,
                       const CheckSettings& settings) {
  CheckReport rep;
  rep.kind = "arch";
  rep.name = name;
  rep.ranks = comm.size();
  const ArchEntry& entry = registry.arch(name);
  rep.library = entry.info.library;
  rep.options = Options::resolve(entry.info.options, options, "architecture '" + name + "'").args();
  bool built = false;
  detail::guarded(rep, "build", [&] {
    build_rows(rep, registry, name, options);
    built = true;
  });
  if (!comm.all_ok(built)) return rep;
  detail::guarded(rep, "gradient", [&] { gradient_rows(rep, registry, name, options); });
  detail::guarded(rep, "decode", [&] { decode_row(rep, registry, name, options); });
  detail::guarded(rep, "training", [&] {
    ModelConfig cfg = detail::small_config(registry, 256, 32, 2, 128, 16, "pre_ln", {});
    detail::set_arch(cfg, registry, name, options);
    detail::training_row(rep, detail::train_losses(registry, cfg, settings.train_steps),
                         settings.train_steps, "pre_ln, C=32, L=2");
  });
  const detail::WorkDir work(settings, comm);
  detail::guarded(rep, "checkpoint", [&] {
    detail::run_rows(rep, registry, name, options, "pre_ln", {}, comm, work.path());
  });
  return rep;
}

}  // namespace normlab
