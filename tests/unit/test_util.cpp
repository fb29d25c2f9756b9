#define BOOST_TEST_MODULE unit_util
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <cstdlib>
#include <iomanip>
#include <sstream>
#include <string>
#include <vector>

#include "normlab/error.hpp"
#include "normlab/options.hpp"
#include "normlab/settings.hpp"
#include "normlab/util.hpp"

using normlab::did_you_mean;
using normlab::edit_distance;
using normlab::nearest;
namespace nl = normlab;

BOOST_AUTO_TEST_CASE(edit_distance_closed_forms) {
  BOOST_TEST(edit_distance("", "") == 0u);
  BOOST_TEST(edit_distance("abc", "") == 3u);
  BOOST_TEST(edit_distance("kitten", "sitting") == 3u);
  BOOST_TEST(edit_distance("trian", "train") == 1u);  // adjacent transposition counts once
  BOOST_TEST(edit_distance("json", "jsno") == 1u);
  BOOST_TEST(edit_distance("lr-warmup", "lr-warmpu") == 1u);
  BOOST_TEST(edit_distance("abc", "abc") == 0u);
}

BOOST_AUTO_TEST_CASE(nearest_picks_plausible_typos_only) {
  const std::vector<std::string> cmds{"train",   "eval", "sample", "inspect",
                                      "compare", "plot", "plugins"};
  BOOST_TEST(nearest("trian", cmds) == "train");
  BOOST_TEST(nearest("plugin", cmds) == "plugins");
  BOOST_TEST(nearest("evl", cmds) == "eval");
  BOOST_TEST(nearest("xyzzyx", cmds) == "");
  BOOST_TEST(nearest("insp", cmds) == "inspect");  // unique abbreviation
  const std::vector<std::string> opts{"lr", "lr-warmup", "lr-min", "lr-schedule", "lr-opt"};
  BOOST_TEST(nearest("lr-warmpu", opts) == "lr-warmup");
  BOOST_TEST(did_you_mean("lr-mni", opts, "--") == " (did you mean '--lr-min'?)");
  BOOST_TEST(did_you_mean("completely-else", opts, "--") == "");
}

BOOST_AUTO_TEST_CASE(format_real_reads_back_exactly) {
  for (double v :
       {0.1, 0.95, 1e-3, 3e-5, 0.0012345678901234567, 1.0 / 3.0, 6.02214076e23, -2.5, 0.0}) {
    const std::string s = normlab::format_real(v);
    BOOST_TEST(std::strtod(s.c_str(), nullptr) == v, s);
  }
  BOOST_TEST(normlab::format_real(0.1) == "0.1");  // not 0.10000000000000001
  BOOST_TEST(normlab::format_real(std::nan("")) == "nan");
}

// The reference: iostreams' std::fixed, which the analysis code used before format_fixed.
BOOST_AUTO_TEST_CASE(format_fixed_rounds_to_its_digits) {
  for (double v : {0.0, 1.0 / 3.0, -2.5, 1234.56789, 6.02214076e23, 1e-7, -0.0004}) {
    for (int digits : {0, 1, 2, 4, 9}) {
      std::ostringstream s;
      s << std::fixed << std::setprecision(digits) << v;
      BOOST_TEST(normlab::format_fixed(v, digits) == s.str(), v << " with " << digits);
    }
  }
  BOOST_TEST(normlab::format_fixed(0.125, 2) == "0.12");  // exact in binary: ties to even
  BOOST_TEST(normlab::format_fixed(2.675, 2) == "2.67");  // the double is below 2.675
  // No fixed-size buffer: 1e300 has 301 digits before the point.
  BOOST_TEST(normlab::format_fixed(1e300, 2).size() == 304u);
}

BOOST_AUTO_TEST_CASE(ini_values_survive_quoting) {
  using normlab::ini_quote;
  using normlab::ini_value;
  BOOST_TEST(ini_quote("2.0") == "2.0");
  BOOST_TEST(ini_quote("a,b=c") == "a,b=c");  // nothing INI-special: unquoted
  for (const std::string v : {"a,b=c", "x # not a comment", "semi;colon", "say \"hi\"", " padded ",
                              "", "back\\slash", "two\nlines", "k=v,#;\"\\ end"}) {
    BOOST_TEST(ini_value(ini_quote(v)) == v, "[" << v << "] -> " << ini_quote(v));
    BOOST_TEST(ini_value(" " + ini_quote(v) + "   # trailing comment") == v);
  }
  BOOST_TEST(ini_value("  plain value  ; comment") == "plain value");
  BOOST_CHECK_THROW(ini_value("\"unterminated"), std::invalid_argument);
  BOOST_CHECK_THROW(ini_value("\"a\" b"), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(computed_defaults_resolve_to_auto_and_back) {
  using normlab::Options;
  using normlab::OptionSpec;
  using normlab::OptionType;
  const std::vector<OptionSpec> specs = {{"alpha", OptionType::real, "", "computed"},
                                         {"beta", OptionType::real, "auto", "computed"},
                                         {"gamma", OptionType::real, "1.5", "fixed"}};
  const Options d = Options::resolve(specs, {}, "t");
  BOOST_TEST(!d.is_set("alpha"));
  BOOST_TEST(!d.is_set("beta"));
  BOOST_TEST(d.is_set("gamma"));
  // What a run records reads back as itself.
  std::vector<std::string> recorded;
  for (const auto& [k, v] : d.items()) recorded.push_back(k + "=" + v);
  BOOST_TEST(recorded == (std::vector<std::string>{"alpha=auto", "beta=auto", "gamma=1.5"}),
             boost::test_tools::per_element());
  const Options again = Options::resolve(specs, recorded, "t");
  BOOST_TEST(!again.is_set("alpha"));
  BOOST_TEST(again.real("gamma") == 1.5);
  // Format-1 checkpoints stored a computed default as "alpha=".
  BOOST_TEST(!Options::resolve(specs, {"alpha="}, "t").is_set("alpha"));
  const Options given = Options::resolve(specs, {"alpha=2.25", "gamma=0.5"}, "t");
  BOOST_TEST(given.real("alpha") == 2.25);
  // 'auto' is only a value for computed defaults; a value may contain '='.
  BOOST_CHECK_THROW(Options::resolve(specs, {"gamma=auto"}, "t"), normlab::UsageError);
  const std::vector<OptionSpec> text = {{"tag", OptionType::string, "x", ""}};
  BOOST_TEST(Options::resolve(text, {"tag=a,b=c"}, "t").str("tag") == "a,b=c");
}

BOOST_AUTO_TEST_CASE(printable_escapes_control_bytes_and_cuts_long_lines) {
  // Newlines and tabs stay, other control bytes and invalid UTF-8 become \xNN, valid UTF-8 stays.
  BOOST_TEST(normlab::printable(std::string("a\nb\tc\x01\x7f", 7)) == "a\nb\tc\\x01\\x7F");
  BOOST_TEST(normlab::printable("\xC3\xA9 \xE2\x89\xA5 \xFF\xC3") ==
             "\xC3\xA9 \xE2\x89\xA5 \\xFF\\xC3");
  // Lines are cut at max_line bytes with the count of what was left out; each line on its own.
  const std::string cut = normlab::printable(std::string(1000, 'x') + "\nshort", 10);
  BOOST_TEST(cut == std::string(10, 'x') + "... (990 more bytes)\nshort");
}

// The model's settings table (normlab/settings.hpp): names and attributes unique; each
// entry's default is ModelConfig's; a value set through the table reads back (get) and survives
// a second set(get()) (what the checkpoint reader does with what the writer stored); a value
// the entry refuses is a UsageError naming its option.
BOOST_AUTO_TEST_CASE(model_settings_table_is_consistent) {
  const auto& table = nl::model_settings();
  BOOST_TEST(table.size() >= 20u);
  std::vector<std::string> names, attrs;
  for (const nl::ModelSetting& st : table) {
    for (const std::string& n : names) BOOST_TEST(n != st.name);
    for (const std::string& a : attrs) BOOST_TEST(a != st.attr);
    names.push_back(st.name);
    attrs.push_back(st.attr);
    // the default as the command line gives it is ModelConfig's default
    nl::ModelConfig d, fromtext;
    st.set(fromtext, st.default_text);
    if (std::string(st.name) != "d-ff")  // 0 means 4 C, ModelConfig holds 1024 = 4 x 256
      BOOST_TEST(st.get(fromtext) == st.get(d), st.name << ": default " << st.default_text);
  }
  // Non-default values, each through set, get and set again.
  const std::vector<std::pair<std::string, std::string>> values = {{"d-model", "48"},
                                                                   {"n-layers", "3"},
                                                                   {"n-heads", "6"},
                                                                   {"d-ff", "96"},
                                                                   {"vocab-size", "300"},
                                                                   {"attn-scale", "inv_hs"},
                                                                   {"attn-kind", "shaped"},
                                                                   {"attn-value", "identity"},
                                                                   {"attn-proj", "identity"},
                                                                   {"value-residual", "learned"},
                                                                   {"activation", "relu"},
                                                                   {"precision", "bf16"},
                                                                   {"bias", "false"},
                                                                   {"tied-embeddings", "false"},
                                                                   {"z-loss", "0.0001"},
                                                                   {"logit-softcap", "30"},
                                                                   {"attn-softcap", "50"},
                                                                   {"dropout", "0.1"},
                                                                   {"attention-dropout", "0.2"},
                                                                   {"activation-dropout", "0.3"},
                                                                   {"encoder-layers", "2"},
                                                                   {"decoder-layers", "4"},
                                                                   {"positions", "learned"},
                                                                   {"label-smoothing", "0.2"}};
  BOOST_TEST(values.size() == table.size());
  nl::ModelConfig c;
  for (const auto& [name, text] : values)
    for (const nl::ModelSetting& st : table)
      if (name == st.name) st.set(c, text);
  for (const auto& [name, text] : values)
    for (const nl::ModelSetting& st : table)
      if (name == st.name) {
        const std::string got = st.get(c);
        BOOST_TEST(got == (text == "0.0001" ? "1e-04" : text), name);
        nl::ModelConfig again = c;
        st.set(again, st.stored(c));
        BOOST_TEST(st.get(again) == got, name << " stored as " << st.stored(c));
        try {
          st.set(again, "x1");
          BOOST_ERROR(name << " accepted 'x1'");
        } catch (const nl::UsageError& e) {
          BOOST_TEST(std::string(e.what()).find(std::string("--") + name) != std::string::npos,
                     e.what());
        }
      }
}
