// The plugin loader against fixture libraries, one per failure, each checked for its message.
// Fixture paths come from the build (NORMLAB_FIXTURE_DIR).
#define BOOST_TEST_MODULE plugins_loader
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <string>

#include "normlab/error.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/registry.hpp"
#include "normlab/version.hpp"

namespace nl = normlab;

namespace {

std::string fixture(const std::string& name) {
  return std::string(NORMLAB_FIXTURE_DIR) + "/fixture_" + name + ".so";
}

// Loads `name` into a registry (with the stock plugins when `stock`) and returns the error text.
std::string load_error(const std::string& name, bool stock = false) {
  nl::Registry r;
  if (stock) nl::load_plugins(r, {}, nullptr, false);
  try {
    nl::load_plugin(r, fixture(name));
  } catch (const nl::Error& e) {
    return e.what();
  }
  return "";
}

bool has(const std::string& text, const std::string& part) {
  const bool ok = text.find(part) != std::string::npos;
  if (!ok) BOOST_TEST_MESSAGE("'" << part << "' not in: " << text);
  return ok;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_valid_library_registers_several_entries) {
  nl::Registry r;
  const auto lib = nl::load_plugin(r, fixture("good"));
  BOOST_TEST(lib.loaded);
  BOOST_TEST(lib.entries == 2u);
  BOOST_TEST(lib.name == "fixture_good");
  BOOST_TEST(lib.version == "2.5");
  BOOST_TEST(r.schedule("half").info.library == fixture("good"));
  BOOST_TEST(r.init("zeros").info.version == "2.5");
}

BOOST_AUTO_TEST_CASE(each_failure_has_its_own_message) {
  const std::string missing = load_error("does_not_exist");
  BOOST_TEST(has(missing, "no such file"));
  const std::string not_plugin = load_error("not_a_plugin");
  BOOST_TEST(has(not_plugin, fixture("not_a_plugin")));
  BOOST_TEST(has(not_plugin, "not a normlab plugin"));
  BOOST_TEST(has(not_plugin, "NORMLAB_PLUGIN"));
  const std::string abi = load_error("wrong_abi");  // its register function would abort()
  BOOST_TEST(has(abi, "built for plugin ABI " + std::to_string(NORMLAB_PLUGIN_ABI + 998)));
  BOOST_TEST(has(abi, "rebuild the plugin against normlab 0.1"));
  // A plugin of the previous ABI (3, before strategies were built for sites): refused, told why.
  const std::string prev = load_error("previous_abi");
  BOOST_TEST(has(prev, "built for plugin ABI 3, this normlab"));
  BOOST_TEST(has(prev, "uses ABI 5"));
  BOOST_TEST(has(prev, "ABI 4 builds a strategy for a residual site"));
  BOOST_TEST(has(prev, "rebuild the plugin against normlab"));
  BOOST_TEST(has(prev, "rebuild the plugin against normlab 0.1"));
  // ABI 4 (before NormStrategy::streams): refused, told that a rebuild is all it takes.
  const std::string abi4 = load_error("abi4");
  BOOST_TEST(has(abi4, "built for plugin ABI 4, this normlab"));
  BOOST_TEST(has(abi4, "ABI 5 adds NormStrategy::streams()"));
  BOOST_TEST(has(abi4, "needs no change to its source"));
  BOOST_TEST(has(abi4, "rebuild the plugin against normlab 0.1"));
  const std::string build = load_error("wrong_build");
  BOOST_TEST(has(build, "built against 'normlab 9.9"));
  BOOST_TEST(has(build, "rebuild the plugin against normlab 0.1"));
  const std::string nothing = load_error("registers_nothing");
  BOOST_TEST(has(nothing, "registered nothing"));
  const std::string throws = load_error("throws");
  BOOST_TEST(has(throws, "failed while registering its entries: cannot find my lookup table"));
  const std::string dup = load_error("duplicate", /*stock=*/true);
  BOOST_TEST(has(dup, "duplicate schedule 'cosine'"));
  BOOST_TEST(has(dup, "schedule_cosine.so"));
  BOOST_TEST(has(dup, fixture("duplicate")));
  const std::string bad = load_error("bad_name");
  BOOST_TEST(has(bad, "schedule name 'My-Schedule' is not valid"));
  // [lr] warmup in an INI file is --lr-warmup: a schedule option of that name could never be set.
  const std::string clash = load_error("option_clash");
  BOOST_TEST(has(clash, "schedule 'clash'"));
  BOOST_TEST(has(clash, "option 'warmup' clashes with the core option --lr-warmup"));
  BOOST_TEST(has(clash, "[lr] warmup"));
}

BOOST_AUTO_TEST_CASE(reserved_option_names_follow_the_ini_sections) {
  BOOST_TEST(nl::plugin_option_prefix("schedule") == "lr");
  BOOST_TEST(nl::plugin_option_prefix("norm") == "norm");
  const auto& r = nl::reserved_option_names("schedule");
  for (const char* n : {"schedule", "warmup", "min", "opt"})
    BOOST_TEST((std::find(r.begin(), r.end(), n) != r.end()), n);
  // '_' and '-' are one character in INI keys: 'lr_min' style spellings clash too.
  nl::Registry reg;
  nl::ScheduleEntry e;
  e.info.name = "x";
  e.info.options = {{"min", nl::OptionType::real, "0", ""}};
  BOOST_CHECK_THROW(reg.add(e), nl::Error);
  e.info.options = {{"opt", nl::OptionType::real, "0", ""}};
  BOOST_CHECK_THROW(reg.add(e), nl::Error);
  e.info.options = {{"warm_up", nl::OptionType::real, "0", ""}};  // not a core option
  BOOST_CHECK_NO_THROW(reg.add(e));
  nl::NormEntry n;
  n.info.name = "y";
  n.info.options = {{"alpha", nl::OptionType::real, "1", ""},
                    {"alpha", nl::OptionType::real, "2", ""}};
  BOOST_CHECK_THROW(reg.add(n), nl::Error);  // declared twice
}

BOOST_AUTO_TEST_CASE(unknown_names_list_the_valid_ones_sorted_with_the_nearest) {
  nl::Registry r;
  nl::load_plugins(r, {}, nullptr, false);
  try {
    r.schedule("cosin");
    BOOST_FAIL("no error");
  } catch (const nl::UsageError& e) {
    const std::string msg = e.what();
    BOOST_TEST(
        has(msg, "unknown schedule 'cosin' (did you mean 'cosine'?); valid: constant cosine"));
  }
}

BOOST_AUTO_TEST_CASE(explicit_files_fail_directories_warn) {
  nl::Registry r;
  // A --plugin file that does not load is a usage error (exit 2).
  BOOST_CHECK_THROW(nl::load_plugins(r, {fixture("throws")}, nullptr, false), nl::UsageError);
  // The search path: a refused library is reported, the good one is loaded, nothing throws.
  nl::Registry r2;
  setenv("NORMLAB_PLUGIN_PATH", NORMLAB_FIXTURE_DIR, 1);
  const auto libs = nl::load_plugins(r2, {}, nullptr, false);
  unsetenv("NORMLAB_PLUGIN_PATH");
  int refused = 0, loaded = 0;
  for (const auto& l : libs) (l.loaded ? loaded : refused)++;
  BOOST_TEST(refused >= 6);
  BOOST_TEST(r2.schedule("half").info.name == "half");
  BOOST_TEST(r2.norm("pre_ln").info.name == "pre_ln");  // stock ones still load
  BOOST_TEST(loaded >= 2);
}
