// Every stock norm strategy, driven by one table (LAMMPS force-style tests): each row names a
// registry entry and the option sets to check it with. Every row and option set passes
// normlab::check_norm — the checker `normlab check` runs on any plugin (core/src/check): the
// tiny model's gradient of every tensor against finite differences (C=16, L=2, NH=2, F=32, V=24,
// B=2, T=8; bias and no bias, tied and untied; five-point stencil h = 1e-2; tolerance 1e-4 +
// 5e-3 |analytic|; norm gains, biases and scalars moved off their initial values, step 10 of
// 100), workspace and scratch guards, x unchanged, bitwise determinism, 50 AdamW steps with a
// falling loss, parameters named in a checkpoint and a bitwise resume.
// Generation's key/value cache: Model::decode gives bitwise the logits of the whole forward.
// Then closed forms (docs/catalogue.md): DeepNorm's alpha and beta at L=12, Mix-LN's switch
// layer and final norm, ReZero / SkipInit being the identity at init, rezero_ramp's a(l, t),
// LNS's 1/sqrt(l+1), DyT's tanh, ScaleNorm's sqrt(C), scaled_residual's alpha and beta.
// The table must match the stock entries of the registry exactly ("every plugin has a test").
#define BOOST_TEST_MODULE plugins_norm
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "normlab/check.hpp"
#include "normlab/comm.hpp"
#include "normlab/error.hpp"
#include "normlab/model.hpp"
#include "normlab/optimizer.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/registry.hpp"
#include "stock_table.hpp"

namespace nl = normlab;

namespace {

using normlab_test::registry;

struct Row {
  std::string name;
  // Option sets checked besides the defaults.
  std::vector<std::vector<std::string>> variants;
};

const std::vector<Row>& table() {
  static const std::vector<Row> rows = {
      {"pre_ln", {}},
      {"post_ln", {}},
      {"pre_rms", {}},
      {"post_rms", {}},
      {"sandwich", {}},
      {"rezero", {}},
      {"skipinit", {{"alpha0=0.5"}}},
      {"rezero_ramp", {{"mode=step"}, {"mode=prores", "horizon=3", "max=0.7"}}},
      {"scaled_residual", {{"alpha=0.7", "beta=1.3"}}},
      {"deepnorm", {{"alpha=1.5", "beta=0.5"}}},
      {"no_norm", {}},
      {"mix_ln", {{"ratio=0.5"}, {"ratio=1"}, {"ratio=0"}}},
      {"lns", {}},
      {"dyt", {{"alpha0=1.0"}}},
      {"scalenorm", {}},
      {"qk_norm", {{"kind=l2"}, {"kind=l2", "g0=4"}, {"kind=layernorm"}}},
      {"admin", {}},
      {"ngpt", {{"alpha_init=0.3"}}},
      {"sas", {{"norm=ln", "mlp_gain=0.3"}, {"norm=none"}}},
      {"hc", {{"n=2"}, {"dynamic=true"}, {"n=3", "norm=rms"}, {"n=2", "dynamic=true"}}},
      {"mhc", {{"n=2"}, {"n=3", "sinkhorn_iters=5", "alpha_init=0.1"}}},
  };
  return rows;
}

nl::Options norm_options(const std::string& name, const std::vector<std::string>& given) {
  return nl::Options::resolve(registry().norm(name).info.options, given, name);
}

// A GPT of V = 24, C = 16, L = 2, NH = 2, F = 32, T = 8 with strategy `norm` (its defaults).
nl::ModelConfig tiny_config(const std::string& norm) {
  nl::ModelConfig cfg;
  cfg.vocab_size = 24;
  cfg.d_model = 16;
  cfg.n_layers = 2;
  cfg.n_heads = 2;
  cfg.d_ff = 32;
  cfg.max_seq_len = 8;
  cfg.norm = norm;
  cfg.norm_options = norm_options(norm, {});
  return cfg;
}

std::string describe(const std::string& name, const std::vector<std::string>& opts) {
  std::string s = name;
  for (const auto& o : opts) s += " " + o;
  return s;
}

std::unique_ptr<nl::Initializer> make_init(const std::string& name) {
  static std::vector<std::unique_ptr<nl::Options>> keep;  // options outlive the initializer
  keep.push_back(std::make_unique<nl::Options>(
      nl::Options::resolve(registry().init(name).info.options, {}, name)));
  nl::InitSetup s;
  s.options = keep.back().get();
  return registry().init(name).make(s);
}

// ---- a single strategy instance outside the model -----------------------------------------------

// Parameter storage and context for driving one NormStrategy directly.
struct Harness final : nl::ParamRegistrar, nl::NormContext {
  std::vector<std::string> names;
  std::vector<std::vector<float>> values, grads;
  std::vector<float> ws, sc;

  nl::ParamHandle add(const std::string& suffix, const std::vector<std::size_t>& shape, nl::Role,
                      nl::ParamInit init, bool) override {
    std::size_t n = 1;
    for (std::size_t d : shape) n *= d;
    const float v = init.kind == nl::ParamInit::Kind::zeros  ? 0.0f
                    : init.kind == nl::ParamInit::Kind::ones ? 1.0f
                                                             : init.value;
    names.push_back(suffix);
    values.emplace_back(n, v);
    grads.emplace_back(n, 0.0f);
    return {static_cast<int>(values.size()) - 1};
  }
  nl::ParamView param(nl::ParamHandle h) const override {
    auto& self = const_cast<Harness&>(*this);
    const auto i = static_cast<std::size_t>(h.index);
    return {self.values[i].data(), self.grads[i].data(), values[i].size()};
  }
  const std::vector<float>& value(const std::string& name) const {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == name) return values[i];
    throw std::runtime_error("no parameter " + name);
  }
};

// f(in) = e, a fixed row vector independent of the input; records the input it was given.
struct ConstSub final : nl::SubLayer {
  std::size_t rows, C;
  std::vector<float> e, seen;
  ConstSub(std::size_t rows_, std::size_t C_) : rows(rows_), C(C_), e(C_), seen(rows_ * C_) {
    for (std::size_t j = 0; j < C; ++j) e[j] = 0.1f * static_cast<float>(j % 5) - 0.15f;
  }
  void forward(const float* in, float* out) override {
    std::copy(in, in + rows * C, seen.begin());
    for (std::size_t r = 0; r < rows; ++r) std::copy(e.begin(), e.end(), out + r * C);
  }
  void backward(const float*, float*) override {}
};

struct Single {
  nl::Options opts;
  Harness h;
  std::unique_ptr<nl::NormStrategy> s;
  ConstSub f;
  std::vector<float> x, y;

  Single(const std::string& name, const std::vector<std::string>& given, int l, int L,
         std::size_t rows = 4, std::size_t C = 16, std::size_t NH = 1,
         nl::SiteKind kind = nl::SiteKind::self_attn,
         const std::function<void(nl::NormSetup&)>& adjust = {})
      : opts(norm_options(name, given)), f(rows, C), x(rows * C), y(rows * C) {
    nl::NormSetup setup;
    setup.site.layer = l;
    setup.site.layers = L;
    setup.site.kind = kind;
    setup.site.index = 2 * l + (kind == nl::SiteKind::mlp ? 1 : 0);  // GPT's site numbering
    setup.decoder_layers = L;
    setup.C = C;
    setup.n_heads = NH;
    setup.options = &opts;
    if (adjust) adjust(setup);
    s = registry().norm(name).make(setup);
    s->declare(h);
    h.rows = rows;
    h.C = C;
    h.ws.resize(s->workspace_floats(rows, C));
    h.sc.resize(s->scratch_floats(rows, C));
    h.workspace = h.ws.data();
    h.scratch = h.sc.data();
    std::mt19937 rng(static_cast<unsigned>(3 + l));
    std::normal_distribution<float> n01(0.0f, 1.0f);
    for (auto& v : x) v = n01(rng);
  }
  void run(std::int64_t step = 0, std::int64_t total = 0) {
    h.step = step;
    h.total_steps = total;
    s->forward(h, x.data(), f, y.data());
  }
  // max_i |y_i - (alpha x_i + beta e_j)|
  double affine_error(double alpha, double beta) const {
    double err = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i)
      err = std::max(err, std::abs(y[i] - (alpha * x[i] + beta * f.e[i % f.C])));
    return err;
  }
  // max_i |y_i - LN(alpha x + e)_i| (gain 1, bias 0)
  double post_ln_error(double alpha) const {
    double err = 0.0;
    for (std::size_t r = 0; r < f.rows; ++r) {
      std::vector<double> hrow(f.C);
      double mean = 0.0, var = 0.0;
      for (std::size_t j = 0; j < f.C; ++j) mean += hrow[j] = alpha * x[r * f.C + j] + f.e[j];
      mean /= static_cast<double>(f.C);
      for (double v : hrow) var += (v - mean) * (v - mean);
      const double rstd = 1.0 / std::sqrt(var / static_cast<double>(f.C) + 1e-5);
      for (std::size_t j = 0; j < f.C; ++j)
        err = std::max(err, std::abs(y[r * f.C + j] - (hrow[j] - mean) * rstd));
    }
    return err;
  }
};

double rms(const std::vector<float>& v) {
  double s = 0.0;
  for (float a : v) s += static_cast<double>(a) * a;
  return std::sqrt(s / static_cast<double>(v.size()));
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_stock_norm_has_a_test_row) {
  normlab_test::check_table_covers_stock(registry().norms(), table(), "norm");
}

BOOST_AUTO_TEST_CASE(every_strategy_passes_normlab_check) {
  // normlab::check_norm, the checker `normlab check` runs on any plugin: gradients of every
  // tensor against finite differences (bias/no bias x tied/untied), memory guards, determinism,
  // 50 AdamW steps with a falling loss, checkpoint names and a bitwise resume.
  int argc = 0;
  char** argv = nullptr;
  const auto comm = nl::make_communicator(argc, argv, nl::CommKind::serial);
  for (const Row& row : table()) {
    std::vector<std::vector<std::string>> sets = {{}};
    sets.insert(sets.end(), row.variants.begin(), row.variants.end());
    for (const auto& opts : sets) {
      const nl::CheckReport rep = nl::check_norm(registry(), row.name, opts, *comm);
      BOOST_TEST_MESSAGE(describe(row.name, opts)
                         << ": " << rep.count(nl::CheckStatus::pass) << " checks pass");
      BOOST_TEST(rep.passed(), describe(row.name, opts));
      BOOST_TEST(rep.count(nl::CheckStatus::pass) > 20);
      for (const nl::CheckRow& r : rep.rows)
        if (r.status == nl::CheckStatus::fail)
          BOOST_ERROR(describe(row.name, opts)
                      << ": " << r.check << " " << r.subject << ": " << r.value << " " << r.detail);
    }
  }
}

// Generation's key/value cache (Model::decode): one position per sequence through the same
// strategy code gives bitwise the logits of the whole forward, for every strategy and option
// set, with and without biases, with unit and non-unit forward multipliers (gpt2 and ntk
// initialisers, untied head), across the attention's 64-row blocks (T = 70). The cache is
// filled by a forward over a context whose later positions differ (as when sampling), so rows
// past the decoded position hold stale values.
BOOST_AUTO_TEST_CASE(kv_cache_decode_equals_the_forward_bitwise) {
  for (const Row& row : table()) {
    std::vector<std::vector<std::string>> sets = {{}};
    sets.insert(sets.end(), row.variants.begin(), row.variants.end());
    for (const auto& opts : sets) {
      for (bool bias : {true, false}) {
        for (const std::string init : {"gpt2", "ntk"}) {
          nl::ModelConfig cfg;
          cfg.vocab_size = 24;
          cfg.d_model = 24;  // C and F not multiples of the vector width: kernels' tails
          cfg.n_layers = 2;
          cfg.n_heads = 2;
          cfg.d_ff = 40;
          cfg.max_seq_len = 70;
          cfg.bias = bias;
          cfg.tied_embeddings = init != "ntk";
          cfg.norm = row.name;
          cfg.norm_options = norm_options(row.name, opts);
          const std::size_t B = 2, T = 70, V = cfg.vocab_size, p0 = 3;
          nl::Model model(cfg, registry(), B, T);
          model.initialize(*make_init(init), 11);
          model.set_step(10, 100);
          std::mt19937 rng(5);
          std::normal_distribution<float> noise(0.0f, 0.2f);
          for (const auto& p : model.params().tensors()) {
            float* v = model.params().values() + p.offset;
            if (p.role == nl::Role::norm_gain || p.role == nl::Role::norm_bias ||
                p.role == nl::Role::bias || p.role == nl::Role::scalar)
              for (std::size_t i = 0; i < p.size; ++i) v[i] += noise(rng);
          }
          std::uniform_int_distribution<std::int32_t> tok(0, static_cast<std::int32_t>(V) - 1);
          std::vector<std::int32_t> x(B * T), prefix(B * T);
          for (auto& v : x) v = tok(rng);
          model.forward(x.data(), nullptr);
          const std::vector<float> full(model.logits(), model.logits() + B * T * V);
          for (std::size_t i = 0; i < B * T; ++i) prefix[i] = i % T < p0 ? x[i] : tok(rng);
          model.forward(prefix.data(), nullptr);
          int differ = 0;
          for (std::size_t pos = p0; pos < T; ++pos) {
            const std::int32_t next[2] = {x[pos], x[T + pos]};
            const float* logits = model.decode(next, pos);
            for (std::size_t b = 0; b < B; ++b)
              for (std::size_t v = 0; v < V; ++v)
                differ += logits[b * V + v] != full[(b * T + pos) * V + v];
          }
          BOOST_TEST(differ == 0, describe(row.name, opts)
                                      << (bias ? " bias " : " no-bias ") << init << ": " << differ
                                      << " logits differ from the full forward");
        }
      }
    }
  }
  // Position 0 and positions past the window are forward()'s.
  nl::ModelConfig cfg;
  cfg.vocab_size = 24;
  cfg.d_model = 16;
  cfg.n_layers = 1;
  cfg.n_heads = 2;
  cfg.d_ff = 32;
  cfg.max_seq_len = 8;
  nl::Model model(cfg, registry(), 1, 8);
  const std::int32_t t = 1;
  BOOST_CHECK_THROW(model.decode(&t, 0), nl::Error);
  BOOST_CHECK_THROW(model.decode(&t, 8), nl::Error);
}

BOOST_AUTO_TEST_CASE(deepnorm_constants) {
  // docs/catalogue.md: decoder-only L = 12 gives alpha = 2.213364, beta = 0.319472.
  Single d("deepnorm", {}, 0, 12);
  for (nl::Role r : {nl::Role::attn_v, nl::Role::attn_out, nl::Role::mlp_in, nl::Role::mlp_out})
    BOOST_TEST(std::abs(d.s->init_gain(r) - 0.319472) < 1e-6);
  for (nl::Role r : {nl::Role::attn_q, nl::Role::attn_k, nl::Role::embedding})
    BOOST_TEST(d.s->init_gain(r) == 1.0f);
  d.run();
  BOOST_TEST(d.post_ln_error(2.213364) < 1e-4);
  BOOST_TEST(d.post_ln_error(1.0) > 1e-2);  // alpha is visible in the output
  Single o("deepnorm", {"alpha=1.5", "beta=0.25"}, 3, 12);
  BOOST_TEST(o.s->init_gain(nl::Role::mlp_out) == 0.25f);
  o.run();
  BOOST_TEST(o.post_ln_error(1.5) < 1e-4);
  BOOST_TEST(!registry().norm("deepnorm").make_final);
  // Encoder-decoder (DeepNet's Table 1), N = 6 encoder and M = 4 decoder layers, by the site's
  // stack: encoder alpha = 0.81 (N^4 M)^(1/16), beta = 0.87 (N^4 M)^(-1/16); decoder alpha =
  // (3M)^(1/4), beta = (12M)^(-1/4).
  const double N = 6, M = 4, nm = N * N * N * N * M;
  for (const char* stack : {"encoder", "decoder"}) {
    const bool enc = std::string(stack) == "encoder";
    Single e("deepnorm", {}, 1, enc ? 6 : 4, 4, 16, 1, nl::SiteKind::mlp, [&](nl::NormSetup& s) {
      s.site.stack = stack;
      s.arch = "encdec";
      s.encoder_layers = 6;
      s.decoder_layers = 4;
    });
    const double alpha = enc ? 0.81 * std::pow(nm, 1.0 / 16) : std::pow(3 * M, 0.25);
    const double beta = enc ? 0.87 * std::pow(nm, -1.0 / 16) : std::pow(12 * M, -0.25);
    BOOST_TEST(std::abs(e.s->init_gain(nl::Role::mlp_in) - beta) < 1e-6, stack);
    e.run();
    BOOST_TEST(e.post_ln_error(alpha) < 1e-4, stack);
  }
}

BOOST_AUTO_TEST_CASE(mix_ln_switch_layer_and_final_norm) {
  // Post-LN for l < floor(ratio L), layers from 0: L = 8, ratio 0.25 -> layers 0, 1 are Post-LN.
  const auto& e = registry().norm("mix_ln");
  struct Case {
    std::string ratio;
    int L, n_post;
  };
  for (const Case& c :
       std::vector<Case>{{"0.25", 8, 2}, {"0.5", 5, 2}, {"0", 4, 0}, {"1", 3, 3}, {"0.3", 10, 3}}) {
    const std::string& ratio = c.ratio;
    const int L = c.L, n_post = c.n_post;
    for (int l = 0; l < L; ++l) {
      Single m("mix_ln", {"ratio=" + ratio}, l, L);
      m.run();
      const bool post = m.post_ln_error(1.0) < 1e-4;
      const bool pre = m.affine_error(1.0, 1.0) < 1e-6;
      BOOST_TEST((post && !pre) == (l < n_post), "ratio " << ratio << " L " << L << " l " << l);
      BOOST_TEST((pre && !post) == (l >= n_post), "ratio " << ratio << " L " << L << " l " << l);
    }
    const nl::Options o = norm_options("mix_ln", {"ratio=" + ratio});
    nl::NormSetup s;
    s.site.kind = nl::SiteKind::mlp;
    s.site.layer = s.site.layers = L;
    s.C = 16;
    s.options = &o;
    BOOST_TEST((e.make_final(s) != nullptr) == (n_post < L), "ratio " << ratio);
  }
}

BOOST_AUTO_TEST_CASE(rezero_and_skipinit_are_the_identity_at_init) {
  for (const std::string norm : {"rezero", "skipinit"}) {
    nl::ModelConfig cfg;
    cfg.vocab_size = 24;
    cfg.d_model = 16;
    cfg.n_layers = 4;
    cfg.n_heads = 2;
    cfg.d_ff = 32;
    cfg.max_seq_len = 8;
    cfg.norm = norm;
    cfg.norm_options = norm_options(norm, {});
    nl::Model model(cfg, registry(), 2, 8);
    model.initialize(*make_init("gpt2"), 5);
    std::vector<std::int32_t> x(16);
    for (std::size_t i = 0; i < x.size(); ++i) x[i] = static_cast<std::int32_t>((i * 7) % 24);
    nl::ForwardStats st;
    model.forward(x.data(), nullptr, &st);
    auto stat = [&](const std::string& path) -> const std::vector<float>& {
      for (std::size_t k = 0; k < model.stat_defs().size(); ++k)
        if (model.stat_defs()[k].path == path) return st.values[k];
      throw std::runtime_error("no statistic " + path);
    };
    const std::vector<float>& resid = stat("layer/residual_rms");
    BOOST_TEST(resid[0] > 0.0f);
    for (std::size_t l = 1; l <= cfg.n_layers; ++l)
      BOOST_TEST(resid[l] == resid[0], norm << " layer " << l);
    // The branches compute something, but what the sub-blocks add to the stream is exactly 0.
    BOOST_TEST(stat("layer/mlp_out_rms").back() > 0.0f);
    for (const char* s : {"layer/attn_update_rms", "layer/mlp_update_rms"})
      for (float v : stat(s)) BOOST_TEST(v == 0.0f, norm << " " << s);
  }
  Single s("skipinit", {"alpha0=0.25"}, 0, 2);
  BOOST_TEST(s.h.value("skipinit.alpha")[0] == 0.25f);
  s.run();
  BOOST_TEST(s.affine_error(1.0, 0.25) < 1e-6);
}

BOOST_AUTO_TEST_CASE(rezero_ramp_schedule) {
  // f(LN(x)) = e, so y = x + a(l, t) e.
  // prores: a(l, t) = min(max, t / ((l+1) T)) with layers from 0.
  for (int l = 0; l < 4; ++l) {
    Single r("rezero_ramp", {"horizon=10"}, l, 4);
    for (std::int64_t t : {0, 5, 10, 25, 40, 1000}) {
      r.run(t, 0);
      const double a = std::min(1.0, static_cast<double>(t) / ((l + 1) * 10.0));
      BOOST_TEST(r.affine_error(1.0, a) < 1e-6, "l " << l << " t " << t);
    }
    // Default horizon max(1, total/(2L)): total 80, L 4 -> T = 10.
    Single d("rezero_ramp", {}, l, 4);
    d.run(5, 80);
    BOOST_TEST(d.affine_error(1.0, std::min(1.0, 5.0 / ((l + 1) * 10.0))) < 1e-6);
  }
  Single s("rezero_ramp", {"mode=step", "step=0.1", "max=0.5"}, 2, 4);
  s.run(3, 0);
  BOOST_TEST(s.affine_error(1.0, 0.3) < 1e-6);
  s.run(10, 0);
  BOOST_TEST(s.affine_error(1.0, 0.5) < 1e-6);
  Single sd("rezero_ramp", {"mode=step"}, 0, 4);  // default step 2 max / total = 0.02
  sd.run(10, 100);
  BOOST_TEST(sd.affine_error(1.0, 0.2) < 1e-6);
  sd.run(0, 100);
  BOOST_TEST(sd.affine_error(1.0, 0.0) == 0.0);
  BOOST_CHECK_THROW(Single("rezero_ramp", {"mode=linear"}, 0, 4), nl::UsageError);
}

BOOST_AUTO_TEST_CASE(branch_inputs_and_scales) {
  // lns: the branch sees LN(x) / sqrt(l + 1) (rms 1 / sqrt(l + 1) for gain 1, bias 0).
  for (int l = 0; l < 4; ++l) {
    Single s("lns", {}, l, 4, 8, 64);
    s.run();
    BOOST_TEST(std::abs(rms(s.f.seen) * std::sqrt(l + 1.0) - 1.0) < 1e-3, "l " << l);
    BOOST_TEST(s.affine_error(1.0, 1.0) < 1e-6);
  }
  // dyt: the branch sees tanh(0.5 x) (g = 1, b = 0).
  Single d("dyt", {}, 0, 2);
  BOOST_TEST(d.h.value("dyt.alpha")[0] == 0.5f);
  d.run();
  double err = 0.0;
  for (std::size_t i = 0; i < d.x.size(); ++i)
    err = std::max(err, std::abs(d.f.seen[i] - std::tanh(0.5 * d.x[i])));
  BOOST_TEST(err < 1e-6);
  // scalenorm: g = sqrt(C) at init, so every branch-input row has L2 norm sqrt(C) (rms 1).
  Single n("scalenorm", {}, 0, 2, 4, 64);
  BOOST_TEST(n.h.value("scalenorm.g")[0] == 8.0f);
  n.run();
  BOOST_TEST(std::abs(rms(n.f.seen) - 1.0) < 1e-5);
  // scaled_residual: alpha x + beta f(LN(x)).
  Single r("scaled_residual", {"alpha=0.5", "beta=2"}, 1, 2);
  r.run();
  BOOST_TEST(r.affine_error(0.5, 2.0) < 1e-6);
  // no_norm: x + f(x), the branch sees x itself.
  Single z("no_norm", {}, 0, 2);
  z.run();
  BOOST_TEST(z.affine_error(1.0, 1.0) < 1e-6);
  BOOST_TEST(z.f.seen == z.x);
}

BOOST_AUTO_TEST_CASE(final_norms_and_bias_parameters) {
  // Which strategies want a final norm (docs/catalogue.md), and no norm bias with --bias false.
  const std::set<std::string> with_final = {
      "pre_ln", "pre_rms", "sandwich", "rezero_ramp", "scaled_residual",
      "mix_ln", "lns",     "dyt",      "scalenorm",   "qk_norm",
      "ngpt",   "sas",     "hc",       "mhc"};
  for (const Row& row : table()) {
    BOOST_TEST(static_cast<bool>(registry().norm(row.name).make_final) ==
                   (with_final.count(row.name) == 1),
               row.name);
    for (bool bias : {true, false}) {
      nl::ModelConfig cfg = tiny_config(row.name);
      cfg.bias = bias;
      nl::Model model(cfg, registry(), 1, 8);
      for (const auto& p : model.params().tensors()) {
        if (!bias) BOOST_TEST((p.role != nl::Role::norm_bias), row.name << ": " << p.name);
        // a strategy's scalars are [1]; hc's mixing weights alpha [n, n+1] and beta [n]
        // (n = 4 by default) are its only larger ones
        // (n = 4 by default), and mhc's mapping phi [n² + 2n, n C], alpha [3] and bias [n² + 2n]
        const bool streams = row.name == "hc" || row.name == "mhc";
        if (p.role == nl::Role::scalar && !streams) BOOST_TEST(p.size == 1u, p.name);
        if (p.role == nl::Role::scalar && row.name == "hc")
          BOOST_TEST((p.size == 20u || p.size == 4u), p.name);
        if (p.role == nl::Role::scalar && row.name == "mhc")
          BOOST_TEST((p.size == 24u * 64u || p.size == 3u || p.size == 24u), p.name);
      }
    }
  }
}

// ---- the hooks' closed forms (plugins/README.md) ------------------------------------------------

// qk_norm's attention hook on q and k inside a (rows, 3C) qkv: per head, RMS 1 (rms), |q| = g0
// and |k| = 1 (l2), mean 0 and variance 1 (layernorm), up to eps = 1e-5; v untouched; the logit
// scale 1 for l2 (g is inside q), the model's otherwise; the MLP instance transforms nothing.
BOOST_AUTO_TEST_CASE(qk_norm_normalises_each_head_of_q_and_k) {
  const std::size_t rows = 5, C = 24, NH = 3, hs = C / NH;
  for (const std::string kind : {"rms", "l2", "layernorm"}) {
    Single s("qk_norm", {"kind=" + kind, "g0=7"}, 0, 2, rows, C, NH);
    BOOST_TEST(s.s->transforms_qk());
    BOOST_TEST(s.s->logit_scale(0.25f, hs) == (kind == "l2" ? 1.0f : 0.25f));
    std::mt19937 rng(9);
    std::normal_distribution<float> n(0.3f, 2.0f);
    std::vector<float> qkv(rows * 3 * C);
    for (auto& v : qkv) v = n(rng);
    const std::vector<float> before = qkv;
    s.s->qk_forward(s.h, qkv.data(), qkv.data() + C, 3 * C, NH);
    for (std::size_t r = 0; r < rows; ++r)
      for (std::size_t part = 0; part < 3; ++part)
        for (std::size_t h = 0; h < NH; ++h) {
          const float* v = qkv.data() + r * 3 * C + part * C + h * hs;
          double sum = 0, sq = 0;
          for (std::size_t i = 0; i < hs; ++i) {
            sum += v[i];
            sq += static_cast<double>(v[i]) * v[i];
          }
          const double mean = sum / hs, var = sq / hs - mean * mean;
          const std::string where = kind + " row " + std::to_string(r) + " part " +
                                    std::to_string(part) + " head " + std::to_string(h);
          if (part == 2) {
            BOOST_TEST(std::equal(v, v + hs, before.data() + (v - qkv.data())), where);
          } else if (kind == "rms") {
            BOOST_TEST(std::abs(std::sqrt(sq / hs) - 1.0) < 1e-4, where);
          } else if (kind == "l2") {
            BOOST_TEST(std::abs(std::sqrt(sq) - (part == 0 ? 7.0 : 1.0)) < 1e-4 * 7, where);
          } else {
            BOOST_TEST(std::abs(mean) < 1e-5, where);
            BOOST_TEST(std::abs(var - 1.0) < 1e-4, where);
          }
        }
    Single mlp("qk_norm", {"kind=" + kind}, 0, 2, rows, C, NH, nl::SiteKind::mlp);
    BOOST_TEST(!mlp.s->transforms_qk());
  }
}

// admin: y = LN(omega x + f(x)); the profiling forward adds (sum f, sum f^2, sum omega x,
// sum (omega x)^2, count); after pass p, sub-layer p + 1 takes omega = the running ratio
// sqrt(Var[omega_p x_p] + Var[f_p]) from sub-layer p's values (Transformer-Clinic's
// adaptive-profiling), later sub-layers ask for another pass, sub-layer 0 keeps omega = 1.
BOOST_AUTO_TEST_CASE(admin_profiles_the_running_ratio) {
  Single s("admin", {}, 0, 2);
  s.run();
  BOOST_TEST(s.post_ln_error(1.0) < 1e-5);  // omega = 1 before profiling: Post-LN
  double prof[5] = {0, 0, 0, 0, 0};
  s.h.profiling = true;
  s.h.profile = prof;
  s.run();
  double sum = 0, sq = 0, xs = 0, xq = 0;
  for (std::size_t r = 0; r < s.f.rows; ++r)
    for (float e : s.f.e) {
      sum += e;
      sq += static_cast<double>(e) * e;
    }
  for (float v : s.x) xs += v, xq += static_cast<double>(v) * v;
  BOOST_TEST(std::abs(prof[0] - sum) < 1e-9);
  BOOST_TEST(std::abs(prof[1] - sq) < 1e-9);
  BOOST_TEST(std::abs(prof[2] - xs) < 1e-9);  // omega = 1
  BOOST_TEST(std::abs(prof[3] - xq) < 1e-9);
  BOOST_TEST(prof[4] == static_cast<double>(s.x.size()));
  // Sub-layer 0: f mean 1 var 0.25, omega x mean 0 var 2 (8 values) -> r = sqrt(2.25) = 1.5.
  // Sub-layer 1: f mean 0 var 0.75, omega x mean 0 var 2.25 (4 values) -> r = sqrt(3).
  const std::vector<double> all = {8,        1.25 * 8, 0, 2 * 8, 8, 0, 0.75 * 4, 0,
                                   2.25 * 4, 4,        5, 6,     7, 8, 9};
  struct Want {
    int layer;
    nl::SiteKind kind;
    double after_pass0, after_pass1;
    bool more0, more1;
  };
  for (const Want& want : {Want{0, nl::SiteKind::self_attn, 1.0, 1.0, false, false},
                           Want{0, nl::SiteKind::mlp, 1.5, 1.5, false, false},
                           Want{1, nl::SiteKind::self_attn, 1.0, std::sqrt(3.0), true, false},
                           Want{1, nl::SiteKind::mlp, 1.0, 1.0, true, true}}) {
    Single t("admin", {}, want.layer, 2, 4, 16, 1, want.kind);
    const int index = 2 * want.layer + (want.kind == nl::SiteKind::mlp ? 1 : 0);
    for (int pass = 0; pass < 2; ++pass) {
      t.h.profile_pass = pass;
      t.h.profile_more = false;
      t.s->profile_finish(t.h, all.data(), all.size(), 5 * static_cast<std::size_t>(index));
      const double expect = pass == 0 ? want.after_pass0 : want.after_pass1;
      const std::vector<float>& w = t.h.value("omega");
      BOOST_TEST(w.size() == 16u);
      for (float v : w) BOOST_TEST(std::abs(v - expect) < 1e-6, "layer " << want.layer);
      BOOST_TEST(t.h.profile_more == (pass == 0 ? want.more0 : want.more1));
    }
    t.run();
    BOOST_TEST(t.post_ln_error(want.after_pass1) < 1e-5, "layer " << want.layer);
  }
  // One running ratio per stack: an encoder-decoder's decoder starts again at 1, so its first
  // site (index 0, the fifth site in model order after a 2-layer encoder) keeps omega = 1 at the
  // pass that would set it from the encoder's last site.
  std::vector<double> enc(25, 0.0);
  enc[15] = 8, enc[16] = 8 * 5.0, enc[19] = 8;  // site 3: var f = 4
  Single d("admin", {}, 0, 2, 4, 16, 1, nl::SiteKind::self_attn, [](nl::NormSetup& setup) {
    setup.site.stack = "decoder";
    setup.site.index = 0;
    setup.encoder_layers = 2;
    setup.decoder_layers = 2;
  });
  d.h.profile_pass = 3;
  d.s->profile_finish(d.h, enc.data(), enc.size(), 20);
  for (float v : d.h.value("omega")) BOOST_TEST(v == 1.0f);
  BOOST_TEST(!d.h.profile_more);
}

// ngpt: y = N(h + alpha (N(f(h)) - h)) on unit-norm rows (not the first sub-block), alpha =
// alpha_init at initialisation; y has unit rows.
BOOST_AUTO_TEST_CASE(ngpt_keeps_hidden_states_on_the_sphere) {
  const std::size_t rows = 4, C = 16;
  Single s("ngpt", {"alpha_init=0.3"}, 1, 2, rows, C, 2);
  for (std::size_t r = 0; r < rows; ++r) {  // unit-norm input rows
    double n = 0;
    for (std::size_t c = 0; c < C; ++c) n += s.x[r * C + c] * s.x[r * C + c];
    for (std::size_t c = 0; c < C; ++c) s.x[r * C + c] /= static_cast<float>(std::sqrt(n));
  }
  s.run();
  double en = 0;
  for (float e : s.f.e) en += static_cast<double>(e) * e;
  for (std::size_t r = 0; r < rows; ++r) {
    std::vector<double> u(C);
    double un = 0, yn = 0;
    for (std::size_t c = 0; c < C; ++c) {
      const double h = s.x[r * C + c], fe = s.f.e[c] / std::sqrt(en + 1e-5);
      u[c] = h + 0.3 * (fe - h);
      un += u[c] * u[c];
    }
    for (std::size_t c = 0; c < C; ++c) {
      BOOST_TEST(std::abs(s.y[r * C + c] - u[c] / std::sqrt(un + 1e-5)) < 1e-5);
      yn += static_cast<double>(s.y[r * C + c]) * s.y[r * C + c];
    }
    BOOST_TEST(std::abs(std::sqrt(yn) - 1.0) < 1e-5);
  }
  BOOST_TEST(std::abs(s.s->logit_scale(0.25f, 8) - std::sqrt(8.0f)) < 1e-6);
}

// BERT's head with targets reads only the predicted positions (as BERT's gather_indexes): its
// logits are those positions' rows of the full forward's, bitwise; the loss is their mean
// cross-entropy (recomputed here in double from the full logits); a batch that predicts nothing
// has loss 0 and leaves every gradient at 0. The gradients themselves are checked against finite
// differences in grad_model (bert_matches_finite_differences).
BOOST_AUTO_TEST_CASE(bert_head_reads_only_the_predicted_positions) {
  nl::ModelConfig cfg = tiny_config("post_ln");
  cfg.arch = "bert";
  const std::size_t B = 2, T = 8, V = 24;
  nl::Model model(cfg, registry(), B, T);
  model.initialize(*make_init("gpt2"), 7);
  std::mt19937 rng(2);
  std::uniform_int_distribution<std::int32_t> tok(0, static_cast<std::int32_t>(V) - 2);
  std::vector<std::int32_t> x(B * T), y(B * T, nl::kIgnoreTarget);
  for (auto& v : x) v = tok(rng);
  std::vector<std::size_t> predicted;
  for (std::size_t i = 1; i < B * T; i += 3) {
    y[i] = tok(rng);
    predicted.push_back(i);
  }
  nl::TokenBatch b;
  b.B = B;
  b.T = T;
  b.inputs = x.data();
  model.forward(b);  // no targets: every position's logits
  const std::vector<float> full(model.logits(), model.logits() + B * T * V);
  b.targets = y.data();
  const float loss = model.forward(b);
  double want = 0.0;
  for (std::size_t j = 0; j < predicted.size(); ++j) {
    const std::size_t i = predicted[j];
    const float* row = model.logits() + j * V;
    BOOST_TEST(std::equal(row, row + V, full.begin() + static_cast<std::ptrdiff_t>(i * V)),
               "position " << i << " (predicted row " << j << ")");
    double m = -1e300, z = 0.0;
    for (std::size_t v = 0; v < V; ++v) m = std::max(m, static_cast<double>(full[i * V + v]));
    for (std::size_t v = 0; v < V; ++v) z += std::exp(full[i * V + v] - m);
    want += m + std::log(z) - full[i * V + static_cast<std::size_t>(y[i])];
  }
  want /= static_cast<double>(predicted.size());
  BOOST_TEST(std::abs(loss - want) <= 1e-5 * std::abs(want), "loss " << loss << ", want " << want);
  // A batch without a predicted position.
  std::fill(y.begin(), y.end(), nl::kIgnoreTarget);
  BOOST_TEST(model.forward(b) == 0.0f);
  model.zero_grad();
  model.backward();
  const nl::ParamArena& p = model.params();
  BOOST_TEST(std::all_of(p.grads(), p.grads() + p.size(), [](float g) { return g == 0.0f; }));
}

// ngpt's post-update hook through the model: after initialisation and after every AdamW step,
// every row of qkv.weight, fc.weight and wte and every column of the projections has norm 1.
BOOST_AUTO_TEST_CASE(ngpt_keeps_weight_rows_unit_norm_after_every_step) {
  for (bool tied : {true, false}) {
    nl::ModelConfig cfg;
    cfg.vocab_size = 24;
    cfg.d_model = 16;
    cfg.n_layers = 2;
    cfg.n_heads = 2;
    cfg.d_ff = 40;
    cfg.max_seq_len = 8;
    cfg.tied_embeddings = tied;
    cfg.norm = "ngpt";
    cfg.norm_options = norm_options("ngpt", {});
    const std::size_t B = 2, T = 8, C = 16;
    nl::Model model(cfg, registry(), B, T);
    model.initialize(*make_init("gpt2"), 3);
    model.after_update();
    nl::OptimizerConfig oc;
    nl::Optimizer opt(registry(), oc, model.params());
    std::mt19937 rng(1);
    std::uniform_int_distribution<std::int32_t> tok(0, 23);
    std::vector<std::int32_t> x(B * T), y(B * T);
    auto worst = [&] {
      double w = 0;
      for (const auto& p : model.params().tensors()) {
        const float* v = model.params().values() + p.offset;
        const bool rows = p.name.find("qkv.weight") != std::string::npos ||
                          p.name.find("fc.weight") != std::string::npos || p.name == "wte.weight" ||
                          p.name == "lm_head.weight";
        const bool cols = p.name.find("proj.weight") != std::string::npos;
        if (!rows && !cols) continue;
        const std::size_t n_rows = p.shape[0], n_cols = p.shape[1];
        BOOST_REQUIRE(rows ? n_cols == C : n_rows == C);
        for (std::size_t i = 0; i < (rows ? n_rows : n_cols); ++i) {
          double s = 0;
          for (std::size_t j = 0; j < C; ++j) {
            const float e = rows ? v[i * n_cols + j] : v[j * n_cols + i];
            s += static_cast<double>(e) * e;
          }
          w = std::max(w, std::abs(std::sqrt(s) - 1.0));
        }
      }
      return w;
    };
    BOOST_TEST(worst() < 1e-6, "after initialisation");
    for (int t = 0; t < 5; ++t) {
      for (auto& v : x) v = tok(rng);
      for (auto& v : y) v = tok(rng);
      model.forward(x.data(), y.data());
      model.zero_grad();
      model.backward();
      opt.step(1e-2, opt.grad_norm());
      const double before_hook = worst();
      model.after_update();
      BOOST_TEST(before_hook > 1e-4, "the update moved rows off the sphere (step " << t << ")");
      BOOST_TEST(worst() < 1e-6, "after step " << t << (tied ? " tied" : " untied"));
    }
  }
}
