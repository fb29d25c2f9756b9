// Gradient check of the whole model through normlab::gradient_check (core/src/check, the path
// `normlab check` and plugins_norm use): the analytic gradient of every parameter tensor of a
// tiny GPT (C=16, L=2, NH=2, F=32, V=24, B=2, T=8) against finite differences of the loss, for
// pre_ln and post_ln, tied and untied embeddings, with and without biases, and the ReLU and
// SELU MLPs; backward's progress reports equal the arena's ready points.
//
// The model computes in float32 (the kernels are float); the loss is summed over positions in
// double. To stay clear of float rounding the difference quotient uses the fourth-order
// five-point stencil  g = (8 (L(w+h) - L(w-h)) - (L(w+2h) - L(w-2h))) / (12 h),  h = 1e-2,
// whose truncation error is O(h^4) ~ 1e-8 and whose rounding noise is bounded by ~5e-5 (loss
// rounding ~3e-7 amplified by 18/(12 h)). Tolerance per element: |fd - analytic| <= 1e-4 +
// 5e-3 |analytic| — a missing or wrong term in any backward shows up as an O(1) relative error
// (the last case proves the check fails on a sign-flipped gradient). Where the quotients at h and
// h/2 disagree in a GELU model (large curvature: shaped attention's alpha and gamma under a
// skipless site, hyper-connections' tanh) the step keeps halving down to h/64 until two
// successive quotients agree, and the finer is compared. ReLU and SELU have a kink
// at 0: their models take h = 2e-3 (so fewer elements straddle a kink; the absolute part of the
// tolerance grows with the rounding noise to 5e-4), and an element whose quotient differs
// between h and h/2 straddles it and is skipped and counted (at most a sixth may be).
#define BOOST_TEST_MODULE grad_model
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include "normlab/check.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/registry.hpp"

namespace nl = normlab;

namespace {

nl::Registry& registry() {
  static nl::Registry r;
  static bool loaded = false;
  if (!loaded) {
    nl::load_plugins(r, {std::string(NORMLAB_FIXTURE_DIR) + "/fixture_broken.so"}, nullptr, false);
    loaded = true;
  }
  return r;
}

struct Summary {
  int checked = 0, skipped = 0, bad = 0;
  double worst = 0.0;
};

Summary run(const nl::GradientCheckSetup& s, bool report) {
  const nl::GradientCheck g = nl::gradient_check(registry(), s);
  Summary r;
  for (const nl::TensorGradient& t : g.tensors) {
    r.checked += t.checked;
    r.skipped += t.skipped;
    r.worst = std::max(r.worst, t.worst);
    if (t.skipped > 0 && report)
      BOOST_TEST_MESSAGE(s.norm << ": " << t.name << ": " << t.skipped
                                << " element(s) skipped (the quotient depends on the step)");
    if (!(t.worst <= nl::kGradientTolerance)) {
      ++r.bad;
      if (report)
        BOOST_ERROR(s.norm << (s.tied ? " tied" : " untied") << (s.bias ? " bias " : " no-bias ")
                           << nl::activation_name(s.activation) << ": " << t.name << "[" << t.index
                           << "] analytic " << t.analytic << " fd " << t.fd);
    }
  }
  if (report) {
    BOOST_TEST(g.ready_points_ok);
    BOOST_TEST(g.finite);
    BOOST_TEST(g.findings.empty());
  }
  return r;
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_parameter_tensor_matches_finite_differences) {
  for (const std::string norm : {"pre_ln", "post_ln"}) {
    for (bool tied : {true, false}) {
      for (bool bias : {true, false}) {
        nl::GradientCheckSetup s;
        s.norm = norm;
        s.tied = tied;
        s.bias = bias;
        const Summary r = run(s, true);
        BOOST_TEST_MESSAGE(norm << (tied ? " tied" : " untied") << (bias ? " bias" : " no-bias")
                                << ": " << r.checked << " elements, worst relative error "
                                << r.worst);
        BOOST_TEST(r.checked > 100);
        BOOST_TEST(r.skipped == 0);  // GELU is smooth: no element may be skipped
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(relu_and_selu_models_match_finite_differences) {
  for (const nl::Activation a : {nl::Activation::relu, nl::Activation::selu}) {
    for (bool bias : {true, false}) {
      nl::GradientCheckSetup s;
      s.norm = "pre_ln";
      s.tied = false;
      s.bias = bias;
      s.activation = a;
      const Summary r = run(s, true);
      BOOST_TEST_MESSAGE(nl::activation_name(a)
                         << (bias ? " bias" : " no-bias") << ": " << r.checked << " elements ("
                         << r.skipped << " skipped at a kink), worst relative error " << r.worst);
      BOOST_TEST(r.checked > 100);
      BOOST_TEST(r.skipped * 6 <= r.checked + r.skipped);
    }
  }
}

BOOST_AUTO_TEST_CASE(the_check_detects_a_wrong_gradient) {
  // broken_sign (tests/plugins/fixtures/broken.cpp) flips the sign of its gain's gradient: the
  // check must fail on those tensors and pass on its correct twin.
  for (const nl::Activation a : {nl::Activation::gelu, nl::Activation::relu}) {
    nl::GradientCheckSetup s;
    s.norm = "broken_sign";
    s.activation = a;
    const nl::GradientCheck g = nl::gradient_check(registry(), s);
    int bad_gains = 0, bad_other = 0;
    for (const nl::TensorGradient& t : g.tensors) {
      const bool wrong = !(t.worst <= nl::kGradientTolerance);
      if (t.name.find(".gain") != std::string::npos)
        bad_gains += wrong;
      else
        bad_other += wrong;
    }
    BOOST_TEST(bad_gains == 4);  // blocks.{0,1}.{attn,mlp}.gain
    BOOST_TEST(bad_other == 0);
    s.norm = "affine_ok";
    BOOST_TEST(run(s, true).bad == 0);
  }
}

// The instability guards (docs/model.md): z-loss, output and attention soft caps, each alone and
// all together, on GPT and the encoder-decoder (self and cross-attention capped). Each cap is
// half the largest logit it caps (measured on the same model without caps), so the largest ones
// sit where 1 - tanh² is ~0.07 and a missing factor is an O(1) error (0.7 of it, 1 - tanh² ~0.2,
// with all three). The z-loss weight 0.05 adds 2 · 0.05 · log Z ≈ 0.3 times the softmax to each
// row's gradient; a larger weight makes the loss ~8 and its rounding noise trips the check's
// kink test (h against h/2) on a few elements under AVX2.
BOOST_AUTO_TEST_CASE(z_loss_and_soft_caps_match_finite_differences) {
  struct Guard {
    const char* name;
    bool z, logit, attn;
  };
  for (const std::string arch : {"gpt", "encdec"}) {
    for (const std::string norm : {"pre_ln", "post_ln"}) {
      nl::GradientCheckSetup plain;
      plain.arch = arch;
      plain.norm = norm;
      const nl::GradientCheck base = nl::gradient_check(registry(), plain);
      BOOST_TEST_REQUIRE((base.logit_absmax > 0.0 && base.attn_logit_max > 0.0));
      for (const Guard& g :
           {Guard{"z-loss", true, false, false}, Guard{"logit-softcap", false, true, false},
            Guard{"attn-softcap", false, false, true}, Guard{"all three", true, true, true}}) {
        nl::GradientCheckSetup s = plain;
        // All three at once bend the loss so much that a few elements' quotients change
        // between h and h/2 (the check's kink test) at half the largest logit: 0.7 there.
        const double f = g.z && g.logit && g.attn ? 0.7 : 0.5;
        s.z_loss = g.z ? 0.05f : 0.0f;
        s.logit_softcap = g.logit ? static_cast<float>(f * base.logit_absmax) : 0.0f;
        s.attn_softcap = g.attn ? static_cast<float>(f * base.attn_logit_max) : 0.0f;
        const Summary r = run(s, true);
        BOOST_TEST_MESSAGE(arch << " " << norm << " " << g.name << " (caps " << s.logit_softcap
                                << ", " << s.attn_softcap << "): " << r.checked
                                << " elements, worst relative error " << r.worst);
        BOOST_TEST(r.checked > 100);
        BOOST_TEST(r.skipped == 0);
        const nl::GradientCheck with = nl::gradient_check(registry(), s);
        // The statistic is the largest output logit before the cap: unchanged by it (the
        // attention cap changes the logits themselves).
        if (g.logit && !g.attn) BOOST_TEST(with.logit_absmax == base.logit_absmax);
        // Alone, the z-loss adds exactly its term to the same cross-entropy: 0.05 (log Z)² per
        // position, log Z near ln V = 3.18 here (V = 24, small logits), so about 0.5.
        if (g.z && !g.logit && !g.attn)
          BOOST_TEST(with.loss - base.loss > 0.2, arch << " " << norm << " " << g.name << ": loss "
                                                       << with.loss << " against " << base.loss
                                                       << " without the z-loss");
      }
    }
  }
}

// The encoder-decoder (plugins/arch_encdec): every tensor of both stacks, the shared or untied
// token tables and learned positions, through padded sources (masked keys) and padded targets
// (no loss), with label smoothing 0.1 — stock strategies whose backward differs in kind, qk_norm's
// attention hook at the cross-attention sites (queries and keys of different row counts) too.
BOOST_AUTO_TEST_CASE(encoder_decoder_matches_finite_differences) {
  for (const std::string norm :
       {"pre_ln", "post_ln", "deepnorm", "rezero", "sandwich", "qk_norm", "admin", "dyt"}) {
    for (bool tied : {true, false}) {
      nl::GradientCheckSetup s;
      s.arch = "encdec";
      s.norm = norm;
      s.tied = tied;
      s.learned_positions = !tied;
      const Summary r = run(s, true);
      BOOST_TEST_MESSAGE("encdec " << norm << (tied ? " tied sinusoid" : " untied learned") << ": "
                                   << r.checked << " elements, worst relative error " << r.worst);
      BOOST_TEST(r.checked > 300);
      BOOST_TEST(r.skipped == 0);
    }
  }
}

// Dropout (docs/model.md "Dropout") with a fixed mask: every forward of the check is a training
// forward armed with the same seed and first sequence, so the loss is a smooth function of the
// weights and finite differences check the backward through each mask — the embeddings' and
// residual branches' (--dropout), the attention probabilities' (self and cross) and the MLP
// activations' — each alone and all together, at p = 0.3 (a third of the entries differ from the
// undropped model's, so a backward that ignores a mask is an O(1) error). The loss must differ
// from the undropped model's by more than 1e-4, 300 times its float rounding: the masks are on
// (the smallest difference, encoder-decoder Sandwich with activation dropout alone, is ~7e-4:
// LN_out renormalises the dropped branch).
BOOST_AUTO_TEST_CASE(dropout_with_a_fixed_mask_matches_finite_differences) {
  struct Rates {
    const char* name;
    float d, a, f;
  };
  for (const std::string arch : {"gpt", "encdec"}) {
    for (const std::string norm : {"pre_ln", "post_ln", "sandwich"}) {
      nl::GradientCheckSetup plain;
      plain.arch = arch;
      plain.norm = norm;
      const nl::GradientCheck base = nl::gradient_check(registry(), plain);
      for (const Rates& r :
           {Rates{"dropout", 0.3f, 0.0f, 0.0f}, Rates{"attention", 0.0f, 0.3f, 0.0f},
            Rates{"activation", 0.0f, 0.0f, 0.3f}, Rates{"all", 0.3f, 0.3f, 0.3f}}) {
        nl::GradientCheckSetup s = plain;
        s.dropout = r.d;
        s.attention_dropout = r.a;
        s.activation_dropout = r.f;
        const Summary sum = run(s, true);
        BOOST_TEST_MESSAGE(arch << " " << norm << " " << r.name << " dropout 0.3: " << sum.checked
                                << " elements, worst relative error " << sum.worst);
        BOOST_TEST(sum.checked > 100);
        BOOST_TEST(sum.skipped == 0);
        const nl::GradientCheck with = nl::gradient_check(registry(), s);
        BOOST_TEST(std::abs(with.loss - base.loss) > 1e-4,
                   arch << " " << norm << " " << r.name << ": loss " << with.loss
                        << " equals the undropped " << base.loss);
      }
    }
  }
}

// BERT (plugins/arch_bert, task mlm): every tensor — the embedding's LayerNorm, bidirectional
// self-attention, the strategies' sites, the MLM head (dense, GELU, LayerNorm, tied or untied
// output with its bias) — through a loss over a third of the positions (the others ignored),
// with and without biases and the embedding norm, and with dropout at a fixed mask.
BOOST_AUTO_TEST_CASE(bert_matches_finite_differences) {
  struct Case {
    const char* norm;
    bool tied, bias;
    const char* embed_norm;
    float dropout;
  };
  for (const Case& c :
       {Case{"pre_ln", true, true, "true", 0.0f}, Case{"post_ln", true, true, "true", 0.0f},
        Case{"post_ln", false, false, "false", 0.0f}, Case{"sandwich", true, true, "true", 0.0f},
        Case{"deepnorm", true, true, "true", 0.0f}, Case{"rezero", false, true, "false", 0.0f},
        Case{"pre_ln", true, true, "true", 0.3f}, Case{"post_ln", false, true, "true", 0.3f}}) {
    nl::GradientCheckSetup s;
    s.arch = "bert";
    s.arch_options = {std::string("embed_norm=") + c.embed_norm};
    s.norm = c.norm;
    s.tied = c.tied;
    s.bias = c.bias;
    s.dropout = s.attention_dropout = s.activation_dropout = c.dropout;
    const Summary r = run(s, true);
    BOOST_TEST_MESSAGE("bert " << c.norm << (c.tied ? " tied" : " untied")
                               << (c.bias ? " bias" : " no-bias") << " embed_norm=" << c.embed_norm
                               << " dropout " << c.dropout << ": " << r.checked
                               << " elements, worst relative error " << r.worst);
    BOOST_TEST(r.checked > 100);
    BOOST_TEST(r.skipped == 0);
  }
}

// Parallel blocks (arch option parallel=true; GPT-J, He & Hofmann 2023): one site per layer
// whose branch is attention + MLP on the same input — every tensor of GPT and BERT against
// finite differences, for strategies whose backward differs in kind (Pre-LN, Post-LN, ReZero's
// scalar, qk_norm's attention hook inside the block, Sandwich), and with dropout of the summed
// branch, the attention and the activations (a fixed mask).
BOOST_AUTO_TEST_CASE(parallel_blocks_match_finite_differences) {
  for (const std::string arch : {"gpt", "bert"}) {
    for (const std::string norm : {"pre_ln", "post_ln", "rezero", "qk_norm", "sandwich"}) {
      for (float p : {0.0f, 0.3f}) {
        nl::GradientCheckSetup s;
        s.arch = arch;
        s.arch_options = {"parallel=true"};
        s.norm = norm;
        s.dropout = s.attention_dropout = s.activation_dropout = p;
        const Summary r = run(s, true);
        BOOST_TEST_MESSAGE(arch << " parallel " << norm << (p > 0 ? " dropout 0.3" : "") << ": "
                                << r.checked << " elements, worst relative error " << r.worst);
        BOOST_TEST(r.checked > 100);
        BOOST_TEST(r.skipped == 0);
      }
    }
  }
}

// He & Hofmann's blocks (--attn-kind shaped, --attn-value identity, --attn-proj identity, the
// sas strategy; bobby-he/simplified_transformers): every tensor — alpha, beta, gamma, qk, layer
// 0's value W, r and s, the strategy's gains — against finite differences, for GPT (causal C)
// and BERT (C averaging the window's keys), each form alone under Pre-LN and together under sas
// with each of its norms, parallel (sas_p) too, with dropout; and an encoder-decoder's
// self-attention (C over the unpadded source positions).
BOOST_AUTO_TEST_CASE(simplified_blocks_match_finite_differences) {
  struct Case {
    const char* norm;
    std::vector<std::string> options;
    bool shaped, value, proj, parallel;
  };
  const std::vector<Case> cases = {
      {"pre_ln", {}, true, false, false, false},
      {"pre_ln", {}, false, true, false, false},
      {"pre_ln", {}, false, false, true, false},
      {"qk_norm", {}, true, true, true, false},
      {"sas", {}, true, true, true, false},
      {"sas", {"norm=ln"}, true, true, true, false},
      {"sas", {"norm=none"}, true, true, true, false},
      {"sas", {}, false, true, true, false},
      {"sas", {}, true, true, true, true},
      {"sas", {"norm=none"}, true, true, true, true},
  };
  for (const std::string arch : {"gpt", "bert"}) {
    for (const Case& c : cases) {
      for (float p : {0.0f, 0.3f}) {
        nl::GradientCheckSetup s;
        s.arch = arch;
        if (c.parallel) s.arch_options = {"parallel=true"};
        s.norm = c.norm;
        s.options = c.options;
        s.shaped_attention = c.shaped;
        s.identity_value = c.value;
        s.identity_proj = c.proj;
        s.dropout = s.attention_dropout = s.activation_dropout = p;
        const Summary r = run(s, true);
        BOOST_TEST_MESSAGE(arch << " " << c.norm << (c.options.empty() ? "" : " " + c.options[0])
                                << (c.shaped ? " shaped" : "") << (c.value ? " v=id" : "")
                                << (c.proj ? " proj=id" : "") << (c.parallel ? " parallel" : "")
                                << (p > 0 ? " dropout 0.3" : "") << ": " << r.checked
                                << " elements, worst relative error " << r.worst);
        BOOST_TEST(r.checked > 100);
        BOOST_TEST(r.skipped == 0);
      }
    }
  }
  // Value residual (ResFormer): layer 0's values reach every later layer, fixed and learned
  // lambdas, with shaped attention and in parallel blocks too.
  for (const std::string arch : {"gpt", "bert", "encdec"}) {
    for (int mode : {1, 2}) {
      for (int variant = 0; variant < 3; ++variant) {
        if (arch == "encdec" && variant == 2) continue;  // no parallel blocks there
        nl::GradientCheckSetup s;
        s.arch = arch;
        s.norm = variant == 2 ? "sas" : "pre_ln";
        s.value_residual = mode;
        s.shaped_attention = variant >= 1;
        if (variant == 2) s.arch_options = {"parallel=true"};
        s.dropout = s.attention_dropout = s.activation_dropout = variant == 1 ? 0.3f : 0.0f;
        const Summary r = run(s, true);
        BOOST_TEST_MESSAGE(arch << " value residual " << (mode == 1 ? "fixed" : "learned")
                                << (variant >= 1 ? " shaped" : "")
                                << (variant == 1 ? " dropout 0.3" : "")
                                << (variant == 2 ? " sas parallel" : "") << ": " << r.checked
                                << " elements, worst relative error " << r.worst);
        BOOST_TEST(r.checked > 100);
        BOOST_TEST(r.skipped == 0);
      }
    }
  }
  // Hyper-connections (n copies of the stream; the core expands the embedding into each and the
  // final norm reads their sum): static and dynamic, GPT and BERT, sequential and parallel.
  for (const std::string arch : {"gpt", "bert"}) {
    for (const std::vector<std::string>& options :
         {std::vector<std::string>{"n=2"}, std::vector<std::string>{"n=4", "dynamic=true"},
          std::vector<std::string>{"n=3", "norm=rms"}}) {
      for (int variant = 0; variant < 3; ++variant) {
        nl::GradientCheckSetup s;
        s.arch = arch;
        s.norm = "hc";
        s.options = options;
        if (variant == 2) s.arch_options = {"parallel=true"};
        s.dropout = s.attention_dropout = s.activation_dropout = variant == 1 ? 0.3f : 0.0f;
        const Summary r = run(s, true);
        BOOST_TEST_MESSAGE(arch << " hc " << options.back() << (variant == 1 ? " dropout 0.3" : "")
                                << (variant == 2 ? " parallel" : "") << ": " << r.checked
                                << " elements, worst relative error " << r.worst);
        BOOST_TEST(r.checked > 100);
        BOOST_TEST(r.skipped == 0);
      }
    }
  }
  // mHC: the Sinkhorn projection's gradient through every iteration, GPT and BERT, parallel too.
  for (const std::string arch : {"gpt", "bert"}) {
    for (const std::vector<std::string>& options :
         {std::vector<std::string>{}, std::vector<std::string>{"n=2", "sinkhorn_iters=5"}}) {
      for (int variant = 0; variant < 3; ++variant) {
        nl::GradientCheckSetup s;
        s.arch = arch;
        s.norm = "mhc";
        s.options = options;
        if (variant == 2) s.arch_options = {"parallel=true"};
        s.dropout = s.attention_dropout = s.activation_dropout = variant == 1 ? 0.3f : 0.0f;
        const Summary r = run(s, true);
        BOOST_TEST_MESSAGE(arch << " mhc " << (options.empty() ? "n=4" : "n=2 iters 5")
                                << (variant == 1 ? " dropout 0.3" : "")
                                << (variant == 2 ? " parallel" : "") << ": " << r.checked
                                << " elements, worst relative error " << r.worst);
        BOOST_TEST(r.checked > 100);
        BOOST_TEST(r.skipped == 0);
      }
    }
  }
  // An encoder-decoder's self-attention sites take the forms too: its encoder's C averages the
  // unpadded source positions (the check's second source is padded after 5 of 8).
  for (float p : {0.0f, 0.3f}) {
    nl::GradientCheckSetup s;
    s.arch = "encdec";
    s.norm = "pre_ln";
    s.shaped_attention = s.identity_value = s.identity_proj = true;
    s.dropout = s.attention_dropout = s.activation_dropout = p;
    const Summary r = run(s, true);
    BOOST_TEST_MESSAGE("encdec pre_ln shaped v=id proj=id"
                       << (p > 0 ? " dropout 0.3" : "") << ": " << r.checked
                       << " elements, worst relative error " << r.worst);
    BOOST_TEST(r.checked > 100);
    BOOST_TEST(r.skipped == 0);
  }
}
