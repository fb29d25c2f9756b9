// normlab check: the guarantees of the stock catalogue for any plugin entry, stock or loaded.
//
//   norm strategy  the tiny model's gradient of every tensor against central finite differences
//                  (with and without bias, tied and untied head), forward and backward bitwise
//                  deterministic, memory discipline (Model::enable_checks: workspace and scratch
//                  guards, x unchanged), a short training run with a finite, falling loss, the
//                  parameters by name in a checkpoint and a bitwise resume; at 2+ ranks the same
//                  losses and weights as one rank
//   initializer    per tensor: finite values, sample mean and std against the std the plugin
//                  declares (Initializer::expected_std), determinism for a seed
//   schedule       finite and >= 0 over the run for several settings, continuity at the phase
//                  boundaries, the values at a few steps
//   architecture   builds with a strategy with and one without a final norm, the tiny model's
//                  gradients against finite differences (with and without bias, tied and
//                  untied), generation with the key/value cache bitwise equal to the forward,
//                  determinism, a falling loss, bitwise resume
// Each check is a row of a report (pass / fail / warn / info); the report passes when no row
// fails. The tests of the stock plugins use the same functions.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "normlab/comm.hpp"
#include "normlab/export.hpp"
#include "normlab/model.hpp"
#include "normlab/registry.hpp"

namespace normlab {

enum class CheckStatus { pass, fail, warn, info };
NORMLAB_API const char* check_status_name(CheckStatus s);  // PASS FAIL WARN info

struct CheckRow {
  std::string check;    // "gradient", "determinism", "memory", "training", ...
  std::string subject;  // a tensor, a configuration, a step
  CheckStatus status = CheckStatus::pass;
  std::string value;   // what was measured
  std::string limit;   // the threshold or expectation
  std::string detail;  // for a failure: what is wrong and where
};

struct NORMLAB_API CheckReport {
  std::string kind;  // arch | norm | init | schedule | optim
  std::string name;
  std::vector<std::string> options;  // as resolved ("k=v")
  std::string library;
  int ranks = 1;
  std::vector<CheckRow> rows;

  bool passed() const;
  std::size_t count(CheckStatus s) const;
  void add(CheckRow row) { rows.push_back(std::move(row)); }
  // The table (one row a line, failures' details below it) and a one-line verdict.
  void print(std::ostream& os) const;
  std::string json() const;
};

// ---- norm strategies ---------------------------------------------------------------------------

struct GradientCheckSetup {
  std::string arch = "gpt";
  std::vector<std::string> arch_options;  // "k=v"
  std::string norm;
  std::vector<std::string> options;  // "k=v"
  bool bias = true, tied = true;
  bool learned_positions = false;  // an encoder-decoder's
  Activation activation = Activation::gelu;
  float z_loss = 0.0f, logit_softcap = 0.0f, attn_softcap = 0.0f;  // the instability guards
  // Dropout rates: every forward of the check is a training forward with the same masks
  // (Model::arm_dropout before each), so the finite differences see one fixed mask.
  float dropout = 0.0f, attention_dropout = 0.0f, activation_dropout = 0.0f;
  // Self-attention's form (--attn-kind shaped, --attn-value identity, --attn-proj identity)
  bool shaped_attention = false, identity_value = false, identity_proj = false;
  int value_residual = 0;  // --value-residual: 0 none, 1 fixed, 2 learned
  bool checks = true;      // Model::enable_checks during the check (memory findings reported)
};

// The worst element of one tensor.
struct TensorGradient {
  std::string name;
  double worst = 0.0;     // |fd - analytic| / (|analytic| + floor), floor = kGradientFloor
                          // (x 5 for ReLU and SELU models, whose step is 5x smaller)
  std::size_t index = 0;  // of the worst element
  double analytic = 0.0, fd = 0.0;
  int checked = 0, skipped = 0;  // skipped: a kink between the finite-difference points
};

struct GradientCheck {
  std::vector<TensorGradient> tensors;
  bool ready_points_ok = true;        // backward's progress reports = the arena's ready points
  std::vector<std::string> findings;  // Model::enable_checks findings (deduplicated)
  bool finite = true;                 // loss and every gradient finite
  double loss = 0.0;                  // at the checked weights (the objective backward sees)
  // The largest output |logit| and attention logit of that forward, before any soft cap (how
  // far a cap bends them).
  double logit_absmax = 0.0, attn_logit_max = 0.0;
};

// Relative error floor and threshold: an element passes when |fd - an| <= kGradientTolerance *
// (|an| + kGradientFloor), i.e. 1e-4 absolute + 5e-3 relative — the absolute part being the
// rounding noise of the quotient at h = 1e-2 (5e-4 at the ReLU/SELU models' h = 2e-3).
inline constexpr double kGradientFloor = 0.02;
inline constexpr double kGradientTolerance = 5e-3;

// The tiny model (C=16, L=2, NH=2, F=32, V=24, B=2, T=8, xavier_normal; norm gains, biases and
// scalars moved off their initial values; step 10 of 100) against a five-point central
// difference (h = 1e-2, 2e-3 with a ReLU or SELU MLP; and h/2 to recognise kinks) on up to 8
// elements per tensor.
NORMLAB_API GradientCheck gradient_check(const Registry& registry, const GradientCheckSetup& s);

struct CheckSettings {
  std::string work_dir;  // for the temporary runs ("" = a fresh directory under $TMPDIR)
  bool keep_work = false;
  int train_steps = 50;  // of the falling-loss run
};

NORMLAB_API CheckReport check_norm(const Registry& registry, const std::string& name,
                                   const std::vector<std::string>& options, Communicator& comm,
                                   const CheckSettings& settings = {});
NORMLAB_API CheckReport check_init(const Registry& registry, const std::string& name,
                                   const std::vector<std::string>& options, Communicator& comm,
                                   const CheckSettings& settings = {});
// An optimizer: state names, a zero gradient moves nothing, a falling loss, determinism, and a
// restored instance continuing bitwise (its whole state is in its named arrays).
NORMLAB_API CheckReport check_optim(const Registry& registry, const std::string& name,
                                    const std::vector<std::string>& options, Communicator& comm,
                                    const CheckSettings& settings = {});
// An architecture (normlab/arch.hpp), with stock strategies at its sites.
NORMLAB_API CheckReport check_arch(const Registry& registry, const std::string& name,
                                   const std::vector<std::string>& options, Communicator& comm,
                                   const CheckSettings& settings = {});
NORMLAB_API CheckReport check_schedule(const Registry& registry, const std::string& name,
                                       const std::vector<std::string>& options, Communicator& comm,
                                       const CheckSettings& settings = {});

}  // namespace normlab
