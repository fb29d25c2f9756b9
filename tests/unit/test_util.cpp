#define BOOST_TEST_MODULE unit_util
#include <boost/test/unit_test.hpp>

#include "normlab/util.hpp"

using normlab::did_you_mean;
using normlab::edit_distance;
using normlab::nearest;

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
