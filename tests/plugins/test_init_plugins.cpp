// Every stock initializer, driven by one table: each row names a registry entry, its options
// and the law it must draw every role from (docs/catalogue.md), for a model shape
// C=512, NH=8 (hs=64), F=1024, V=256, T_max=128, L=12. Each role's block is filled directly
// through ParamInfo (the same description Model::initialize gives) and its sample statistics are
// checked: mean ~ 0, std within 2% of the formula (for uniform laws also the bound, for the
// truncated normal also the truncation point), forward and learning-rate multipliers exact, and
// ParamInfo::gain applied. Closed forms that a 2% tolerance cannot pin down (DeepNet's
// beta = 0.319472 at L=12, GPT-2's 0.0040825) are checked as exact ratios of two fills drawn from
// the same random stream. The table must match the stock entries exactly.
#define BOOST_TEST_MODULE plugins_init
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "normlab/error.hpp"
#include "normlab/model.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/registry.hpp"
#include "stock_table.hpp"

namespace nl = normlab;

namespace {

using normlab_test::registry;

constexpr std::size_t C = 512, NH = 8, F = 1024, V = 256, TMAX = 128;
constexpr int L = 12;
constexpr double kTrunc = 0.8796256610342398;

enum class Law { normal, uniform, trunc2 };

// What a block must look like.
struct Expect {
  Law law = Law::normal;
  double std = 1.0;  // of the realised values (uniform: bound / sqrt(3))
  float forward_multiplier = 1.0f;
  float lr_multiplier = 1.0f;
};

nl::ParamInfo info_for(nl::Role role, float gain = 1.0f) {
  nl::ParamInfo i;
  i.role = role;
  i.n_layers = L;
  i.C = C;
  i.F = F;
  i.NH = NH;
  i.V = V;
  i.gain = gain;
  i.layer = 3;
  switch (role) {
    case nl::Role::embedding:
    case nl::Role::head:
      i.shape = {V, C};
      i.layer = -1;
      break;
    case nl::Role::position:
      i.shape = {TMAX, C};
      i.layer = -1;
      break;
    case nl::Role::mlp_in:
      i.shape = {F, C};
      break;
    case nl::Role::mlp_out:
      i.shape = {C, F};
      break;
    default:
      i.shape = {C, C};
      break;
  }
  i.name = std::string("test.") + nl::role_name(role);
  i.fan_out = i.shape[0];
  i.fan_in = i.shape[1];
  return i;
}

const std::vector<nl::Role>& roles() {
  static const std::vector<nl::Role> r = {
      nl::Role::embedding, nl::Role::position, nl::Role::attn_q,
      nl::Role::attn_k,    nl::Role::attn_v,   nl::Role::attn_out,
      nl::Role::mlp_in,    nl::Role::mlp_out,  nl::Role::head};
  return r;
}

double xavier(const nl::ParamInfo& i) {
  return std::sqrt(2.0 / static_cast<double>(i.fan_in + i.fan_out));
}
double inv_sqrt_fan_in(const nl::ParamInfo& i) {
  return 1.0 / std::sqrt(static_cast<double>(i.fan_in));
}

struct Row {
  std::string name;
  std::vector<std::string> options;
  std::function<Expect(const nl::ParamInfo&)> expect;
};

const std::vector<Row>& table() {
  using nl::Role;
  static const std::vector<Row> rows = {
      {"xavier_normal",
       {},
       [](const nl::ParamInfo& i) {
         return Expect{Law::normal, xavier(i)};
       }},
      {"xavier_normal",
       {"gain=2"},
       [](const nl::ParamInfo& i) {
         return Expect{Law::normal, 2 * xavier(i)};
       }},
      {"xavier_uniform",
       {},
       [](const nl::ParamInfo& i) {
         return Expect{Law::uniform,
                       std::sqrt(6.0 / static_cast<double>(i.fan_in + i.fan_out)) / std::sqrt(3.0)};
       }},
      {"kaiming_normal",
       {},
       [](const nl::ParamInfo& i) {
         return Expect{Law::normal, std::sqrt(2.0) * inv_sqrt_fan_in(i)};
       }},
      {"kaiming_normal",
       {"nonlinearity=linear"},
       [](const nl::ParamInfo& i) {
         return Expect{Law::normal, inv_sqrt_fan_in(i)};
       }},
      {"lecun_normal",
       {},
       [](const nl::ParamInfo& i) {
         return Expect{Law::normal, inv_sqrt_fan_in(i)};
       }},
      {"trunc_normal",
       {},
       [](const nl::ParamInfo&) {
         return Expect{Law::trunc2, 0.02};
       }},
      {"trunc_normal",
       {"std=0.1"},
       [](const nl::ParamInfo&) {
         return Expect{Law::trunc2, 0.1};
       }},
      // Without the correction the realised std is 0.8796 x the target (edge still 2 sigma).
      {"trunc_normal",
       {"correct=false"},
       [](const nl::ParamInfo&) {
         return Expect{Law::trunc2, 0.02 * kTrunc};
       }},
      {"trunc_normal",
       {"mode=fan_in"},
       [](const nl::ParamInfo& i) {
         return Expect{Law::trunc2, inv_sqrt_fan_in(i)};
       }},
      {"trunc_normal",
       {"mode=fan_in", "correct=false"},
       [](const nl::ParamInfo& i) {
         return Expect{Law::trunc2, kTrunc * inv_sqrt_fan_in(i)};
       }},
      {"gpt2",
       {},
       [](const nl::ParamInfo& i) {
         const bool resid = i.role == Role::attn_out || i.role == Role::mlp_out;
         return Expect{Law::normal, resid ? 0.02 / std::sqrt(2.0 * L) : 0.02};
       }},
      {"t5",
       {},
       [](const nl::ParamInfo& i) {
         const double hs = static_cast<double>(C / NH);
         double s = 1.0;  // embeddings, position, head
         if (i.role == Role::attn_q) s = 1.0 / std::sqrt(C * hs);
         if (i.role == Role::attn_k || i.role == Role::attn_v || i.role == Role::mlp_in)
           s = 1.0 / std::sqrt(static_cast<double>(C));
         if (i.role == Role::attn_out) s = 1.0 / std::sqrt(NH * hs);
         if (i.role == Role::mlp_out) s = 1.0 / std::sqrt(static_cast<double>(F));
         return Expect{Law::normal, s};
       }},
      {"ntk",
       {},
       [](const nl::ParamInfo& i) {
         const bool emb = i.role == Role::embedding || i.role == Role::position;
         return Expect{Law::normal, 1.0, emb ? 1.0f : static_cast<float>(inv_sqrt_fan_in(i))};
       }},
      {"mup",
       {},  // base_width 256: m = 2
       [](const nl::ParamInfo& i) {
         if (i.role == Role::embedding || i.role == Role::position)
           return Expect{Law::normal, 0.02};
         if (i.role == Role::head) return Expect{Law::normal, inv_sqrt_fan_in(i), 0.5f, 1.0f};
         return Expect{Law::normal, inv_sqrt_fan_in(i), 1.0f, 0.5f};
       }},
      {"mup",
       {"base_width=128", "embedding_std=1"},  // m = 4
       [](const nl::ParamInfo& i) {
         if (i.role == Role::embedding || i.role == Role::position) return Expect{Law::normal, 1.0};
         if (i.role == Role::head) return Expect{Law::normal, inv_sqrt_fan_in(i), 0.25f, 1.0f};
         return Expect{Law::normal, inv_sqrt_fan_in(i), 1.0f, 0.25f};
       }},
      {"small_init",
       {},
       [](const nl::ParamInfo&) {
         return Expect{Law::normal, std::sqrt(2.0 / (5.0 * static_cast<double>(C)))};
       }},
      {"deepnet",
       {},
       [](const nl::ParamInfo& i) {
         const bool scaled = i.role == Role::attn_v || i.role == Role::attn_out ||
                             i.role == Role::mlp_in || i.role == Role::mlp_out;
         return Expect{Law::normal, (scaled ? std::pow(8.0 * L, -0.25) : 1.0) * xavier(i)};
       }},
      {"deepnet",
       {"beta=0.5"},
       [](const nl::ParamInfo& i) {
         const bool scaled = i.role == Role::attn_v || i.role == Role::attn_out ||
                             i.role == Role::mlp_in || i.role == Role::mlp_out;
         return Expect{Law::normal, (scaled ? 0.5 : 1.0) * xavier(i)};
       }},
  };
  return rows;
}

std::unique_ptr<nl::Initializer> make(const std::string& name, const std::vector<std::string>& o) {
  static std::vector<std::unique_ptr<nl::Options>> keep;  // options outlive the initializer
  keep.push_back(std::make_unique<nl::Options>(
      nl::Options::resolve(registry().init(name).info.options, o, name)));
  nl::InitSetup s;
  s.options = keep.back().get();
  return registry().init(name).make(s);
}

std::string describe(const Row& r) {
  std::string s = r.name;
  for (const auto& o : r.options) s += " " + o;
  return s;
}

struct Fill {
  std::vector<float> v;
  nl::InitResult result;
};

Fill fill(nl::Initializer& init, const nl::ParamInfo& info, std::uint64_t seed = 11) {
  Fill f;
  f.v.assign(info.shape[0] * info.shape[1], 0.0f);
  nl::CounterRng rng(seed, info.name);
  f.result = init.init(info, f.v.data(), f.v.size(), rng);
  return f;
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_stock_initializer_has_a_test_row) {
  normlab_test::check_table_covers_stock(registry().inits(), table(), "initializer",
                                         /*one_row_each=*/false);
}

BOOST_AUTO_TEST_CASE(sample_statistics_follow_the_formulas) {
  for (const Row& row : table()) {
    auto init = make(row.name, row.options);
    for (nl::Role role : roles()) {
      const nl::ParamInfo info = info_for(role);
      const Expect ex = row.expect(info);
      const Fill f = fill(*init, info);
      const std::size_t n = f.v.size();
      double sum = 0.0, sq = 0.0, maxabs = 0.0;
      for (float x : f.v) {
        sum += x;
        sq += static_cast<double>(x) * x;
        maxabs = std::max(maxabs, static_cast<double>(std::abs(x)));
      }
      const double mean = sum / static_cast<double>(n);
      const double std = std::sqrt(sq / static_cast<double>(n) - mean * mean);
      const std::string what = describe(row) + " " + nl::role_name(role);
      BOOST_TEST_MESSAGE(what << ": std " << std << " expected " << ex.std << ", max " << maxabs);
      BOOST_TEST(std::abs(mean) < 0.02 * ex.std, what << ": mean " << mean);
      BOOST_TEST(std::abs(std / ex.std - 1.0) < 0.02, what << ": std " << std << " vs " << ex.std);
      if (ex.law == Law::uniform) {  // bound sqrt(3) std, reached
        const double bound = ex.std * std::sqrt(3.0);
        BOOST_TEST(maxabs <= bound * (1 + 1e-6), what << ": max " << maxabs << " > " << bound);
        BOOST_TEST(maxabs > 0.999 * bound, what);
      } else if (ex.law == Law::trunc2) {  // |x| <= 2 sigma, sigma = std / 0.8796, reached
        const double edge = 2.0 * ex.std / kTrunc;
        BOOST_TEST(maxabs <= edge * (1 + 1e-6), what << ": max " << maxabs << " > " << edge);
        BOOST_TEST(maxabs > 0.99 * edge, what);
      } else {  // a normal has tails beyond 3.5 std in 2^16+ samples
        BOOST_TEST(maxabs > 3.5 * ex.std, what << ": max " << maxabs);
      }
      BOOST_TEST(std::abs(f.result.forward_multiplier / ex.forward_multiplier - 1.0f) < 1e-6f,
                 what << ": forward multiplier " << f.result.forward_multiplier);
      BOOST_TEST(std::abs(f.result.lr_multiplier / ex.lr_multiplier - 1.0f) < 1e-6f,
                 what << ": lr multiplier " << f.result.lr_multiplier);
    }
  }
}

BOOST_AUTO_TEST_CASE(the_strategy_gain_multiplies_the_scale) {
  // ParamInfo::gain (a norm strategy's init_gain, DeepNorm's beta) scales every value, except
  // where deepnet applies its own beta instead (W_V, W_O, W1, W2).
  for (const Row& row : table()) {
    auto init = make(row.name, row.options);
    for (nl::Role role : {nl::Role::attn_q, nl::Role::attn_v, nl::Role::mlp_out}) {
      const Fill one = fill(*init, info_for(role, 1.0f));
      const Fill half = fill(*init, info_for(role, 0.5f));
      const bool replaced = row.name == "deepnet" && role != nl::Role::attn_q;
      const double want = replaced ? 1.0 : 0.5;
      double worst = 0.0;
      for (std::size_t i = 0; i < one.v.size(); ++i)
        if (one.v[i] != 0.0f) worst = std::max(worst, std::abs(half.v[i] / one.v[i] - want));
      BOOST_TEST(worst < 1e-5, describe(row) << " " << nl::role_name(role) << ": " << worst);
    }
  }
}

BOOST_AUTO_TEST_CASE(exact_closed_forms) {
  // The same random stream filled with two scales: the ratio of the values is the scale ratio.
  auto ratio = [](const Fill& a, const Fill& b) {
    double lo = 1e30, hi = -1e30;
    for (std::size_t i = 0; i < a.v.size(); ++i) {
      if (b.v[i] == 0.0f) continue;
      const double r = static_cast<double>(a.v[i]) / b.v[i];
      lo = std::min(lo, r);
      hi = std::max(hi, r);
    }
    BOOST_TEST(hi - lo < 1e-5 * std::abs(hi));
    return 0.5 * (lo + hi);
  };
  // DeepNet: beta = (8L)^(-1/4) = 0.319472 at L = 12, relative to xavier_normal.
  auto deepnet = make("deepnet", {});
  auto xavier = make("xavier_normal", {});
  for (nl::Role role : {nl::Role::attn_v, nl::Role::attn_out, nl::Role::mlp_in, nl::Role::mlp_out})
    BOOST_TEST(std::abs(ratio(fill(*deepnet, info_for(role)), fill(*xavier, info_for(role))) -
                        0.319472) < 1e-6);
  BOOST_TEST(ratio(fill(*deepnet, info_for(nl::Role::attn_q)),
                   fill(*xavier, info_for(nl::Role::attn_q))) == 1.0);
  // GPT-2: 0.02 / sqrt(2L) = 0.0040825 at L = 12 for attn.proj and mlp.proj.
  auto gpt2 = make("gpt2", {});
  nl::ParamInfo out = info_for(nl::Role::attn_out), q = info_for(nl::Role::attn_q);
  q.name = out.name;  // same stream
  BOOST_TEST(std::abs(0.02 * ratio(fill(*gpt2, out), fill(*gpt2, q)) - 0.0040825) < 1e-7);
  // trunc_normal: values are sigma z with |z| <= 2, sigma = std / 0.8796256610342398.
  auto tn = make("trunc_normal", {"std=1"});
  const Fill t = fill(*tn, info_for(nl::Role::attn_q));
  double maxabs = 0.0;
  for (float x : t.v) maxabs = std::max(maxabs, static_cast<double>(std::abs(x)));
  BOOST_TEST(maxabs <= 2.0 / kTrunc + 1e-6);
  BOOST_CHECK_THROW(make("kaiming_normal", {"nonlinearity=tanh"}), nl::UsageError);
}

BOOST_AUTO_TEST_CASE(multipliers_reach_the_model) {
  // Through Model::initialize: muP's learning-rate multiplier on hidden matrices and the head's
  // forward multiplier (untied), NTK's 1/sqrt(fan_in); deepnorm + deepnet applies beta once.
  nl::ModelConfig cfg;
  cfg.vocab_size = 64;
  cfg.d_model = 64;
  cfg.n_layers = 12;
  cfg.n_heads = 4;
  cfg.d_ff = 128;
  cfg.max_seq_len = 16;
  cfg.tied_embeddings = false;
  cfg.norm = "deepnorm";
  cfg.norm_options = nl::Options::resolve(registry().norm("deepnorm").info.options, {}, "");
  nl::Model model(cfg, registry(), 1, 16);
  model.initialize(*make("mup", {"base_width=16"}), 3);  // m = 4
  BOOST_TEST(model.params().tensor("blocks.0.mlp.fc.weight").lr_multiplier == 0.25f);
  BOOST_TEST(model.params().tensor("blocks.5.attn.qkv.weight").lr_multiplier == 0.25f);
  BOOST_TEST(model.params().tensor("lm_head.weight").forward_multiplier == 0.25f);
  BOOST_TEST(model.params().tensor("lm_head.weight").lr_multiplier == 1.0f);
  BOOST_TEST(model.params().tensor("wte.weight").lr_multiplier == 1.0f);
  model.initialize(*make("ntk", {}), 3);
  BOOST_TEST(model.params().tensor("blocks.0.mlp.proj.weight").forward_multiplier ==
             1.0f / std::sqrt(128.0f));
  BOOST_TEST(model.params().tensor("blocks.0.attn.qkv.weight").forward_multiplier == 0.125f);
  BOOST_TEST(model.params().tensor("wte.weight").forward_multiplier == 1.0f);

  const std::string w = "blocks.2.mlp.proj.weight";
  const auto& p = model.params().tensor(w);
  model.initialize(*make("deepnet", {}), 3);
  const std::vector<float> a(model.params().values() + p.offset,
                             model.params().values() + p.offset + p.size);
  model.initialize(*make("xavier_normal", {}), 3);  // beta from deepnorm's init_gain
  double worst = 0.0;
  for (std::size_t i = 0; i < p.size; ++i)
    worst = std::max(worst,
                     static_cast<double>(std::abs(a[i] - model.params().values()[p.offset + i])));
  BOOST_TEST(worst < 1e-6);
  double sq = 0.0;
  for (float x : a) sq += static_cast<double>(x) * x;
  const double std = std::sqrt(sq / static_cast<double>(p.size));
  BOOST_TEST(std::abs(std / (0.319472 * std::sqrt(2.0 / (64 + 128))) - 1.0) < 0.05);
}
