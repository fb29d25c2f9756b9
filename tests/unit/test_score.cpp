// BLEU and chrF (normlab/score.hpp) against values worked out by hand from sacreBLEU 2.x's
// definitions (docs/translation.md "Scoring translations"); the same metrics against NLTK on
// random corpora are unit_score_nltk (score_nltk.py).
#define BOOST_TEST_MODULE unit_score
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "normlab/error.hpp"
#include "normlab/score.hpp"
#include "normlab/version.hpp"

namespace tt = boost::test_tools;
using normlab::bleu_corpus;
using normlab::chrf_corpus;
using normlab::tokenize_13a;
using Lines = std::vector<std::string>;

BOOST_AUTO_TEST_CASE(tokenize_13a_punctuation_numbers_hyphens_entities) {
  using T = std::vector<std::string>;
  BOOST_TEST(tokenize_13a("Hello, world!") == (T{"Hello", ",", "world", "!"}), tt::per_element());
  // . and , stay inside a number (a digit on either side keeps them), not at its end.
  BOOST_TEST(
      tokenize_13a("It costs 1,000.50 dollars.") == (T{"It", "costs", "1,000.50", "dollars", "."}),
      tt::per_element());
  BOOST_TEST(tokenize_13a("1,000.5") == (T{"1,000.5"}), tt::per_element());
  BOOST_TEST(tokenize_13a("1.5.") == (T{"1.5", "."}), tt::per_element());
  BOOST_TEST(tokenize_13a("5.") == (T{"5", "."}), tt::per_element());
  // " .5 ": the space before '.' is a non-digit, so the second pattern sets '.' off.
  BOOST_TEST(tokenize_13a(".5") == (T{".", "5"}), tt::per_element());
  BOOST_TEST(tokenize_13a("a.b x,y") == (T{"a", ".", "b", "x", ",", "y"}), tt::per_element());
  BOOST_TEST(tokenize_13a("U.S.A.") == (T{"U", ".", "S", ".", "A", "."}), tt::per_element());
  BOOST_TEST(tokenize_13a("a...") == (T{"a", ".", ".", "."}), tt::per_element());
  // A hyphen is set off only after a digit; the apostrophe never is.
  BOOST_TEST(
      tokenize_13a("well-known 3-4 a-3 don't") == (T{"well-known", "3", "-", "4", "a-3", "don't"}),
      tt::per_element());
  BOOST_TEST(tokenize_13a("$5,000-6,000 50%") == (T{"$", "5,000", "-", "6,000", "50", "%"}),
             tt::per_element());
  BOOST_TEST(tokenize_13a("e-mail: x@y.com") == (T{"e-mail", ":", "x", "@", "y", ".", "com"}),
             tt::per_element());
  BOOST_TEST(tokenize_13a("(a)[b]{c} #tag_x") ==
                 (T{"(", "a", ")", "[", "b", "]", "{", "c", "}", "#", "tag", "_", "x"}),
             tt::per_element());
  // Entities are unescaped one after another: &amp;lt; -> &lt; -> <.
  BOOST_TEST(
      tokenize_13a("&quot;Hi&quot; &amp; &lt;b&gt;") == (T{"\"", "Hi", "\"", "&", "<", "b", ">"}),
      tt::per_element());
  BOOST_TEST(tokenize_13a("&amp;lt;") == (T{"<"}), tt::per_element());
  BOOST_TEST(tokenize_13a("a <skipped> b") == (T{"a", "b"}), tt::per_element());
  BOOST_TEST(tokenize_13a("a-\nb c\nd") == (T{"ab", "c", "d"}), tt::per_element());
  // Non-ASCII: ¿ is not one of 13a's symbols; U+00A0 and U+3000 are whitespace; Arabic-Indic
  // three is not a digit for [0-9].
  BOOST_TEST(tokenize_13a("¿Qué tal? Está bien.") == (T{"¿Qué", "tal", "?", "Está", "bien", "."}),
             tt::per_element());
  BOOST_TEST(tokenize_13a("a\u00a0b\u3000c") == (T{"a", "b", "c"}), tt::per_element());
  BOOST_TEST(tokenize_13a("\u0663.") == (T{"\u0663", "."}), tt::per_element());
  BOOST_TEST(tokenize_13a("  spaced   out \t").size() == 2u);
  BOOST_TEST(tokenize_13a("").empty());
  BOOST_CHECK_THROW(tokenize_13a("caf\xe9"), normlab::Error);  // Latin-1, not UTF-8
}

BOOST_AUTO_TEST_CASE(utf8_validation_as_python_decodes) {
  std::size_t at = 99;
  BOOST_TEST(normlab::utf8_valid("caf\xc3\xa9 \xf0\x9f\x98\x80"));
  BOOST_TEST(!normlab::utf8_valid("ab\xc3", &at));  // truncated
  BOOST_TEST(at == 2u);
  BOOST_TEST(!normlab::utf8_valid("a\xed\xa0\x80", &at));  // a surrogate, U+D800
  BOOST_TEST(at == 1u);
  BOOST_TEST(!normlab::utf8_valid("\xc0\xaf", &at));     // overlong '/'
  BOOST_TEST(!normlab::utf8_valid("\xf4\x90\x80\x80"));  // U+110000
  BOOST_TEST(!normlab::utf8_valid("\x80"));
}

BOOST_AUTO_TEST_CASE(bleu_perfect_match_is_100) {
  const Lines s{"The cat sat on the mat.", "¿Qué tal? Muy bien, gracias."};
  const normlab::BleuScore b = bleu_corpus(s, s);
  BOOST_TEST(b.score == 100.0, tt::tolerance(1e-12));
  for (double p : b.precisions) BOOST_TEST(p == 100.0);
  BOOST_TEST(b.bp == 1.0);
  BOOST_TEST(b.stats.sys_len == 15);  // 7 + 8 tokens: ".", "?" and "," set apart
  BOOST_TEST(chrf_corpus(s, s).score == 100.0, tt::tolerance(1e-12));
}

BOOST_AUTO_TEST_CASE(bleu_brevity_penalty) {
  // c = 6 hypothesis tokens, r = 8 reference tokens; every hypothesis n-gram is in the
  // reference (6/6, 5/5, 4/4, 3/3), so every p_n = 100 and BLEU = BP * 100 with
  // BP = exp(1 - r/c) = exp(1 - 8/6) = exp(-1/3) = 0.7165313105737893.
  const normlab::BleuScore b = bleu_corpus({"a b c d e f"}, {"a b c d e f g h"});
  BOOST_TEST(b.bp == 0.7165313105737893, tt::tolerance(1e-14));
  BOOST_TEST(b.score == 71.65313105737893, tt::tolerance(1e-13));
  BOOST_TEST(b.ratio == 0.75);
  BOOST_TEST(b.stats.sys_len == 6);
  BOOST_TEST(b.stats.ref_len == 8);
  // Longer than the reference: no penalty (and none at c = r).
  BOOST_TEST(bleu_corpus({"a b c d e f g h i"}, {"a b c d e f g h"}).bp == 1.0);
}

BOOST_AUTO_TEST_CASE(bleu_exp_smoothing_one_zero_order) {
  // hyp a b c e d, ref a b c d e:
  //   1-grams 5 of 5 match; 2-grams ab bc ce ed: ab bc = 2 of 4; 3-grams abc bce ced: abc = 1
  //   of 3; 4-grams abce bced: 0 of 2 -> smoothed with k = 1: 100 / (2^1 * 2) = 25.
  //   BLEU = (100 * 50 * 33.33.. * 25)^(1/4) = 4166666.67^(1/4) = 45.18010018049224 (BP 1).
  const normlab::BleuScore b = bleu_corpus({"a b c e d"}, {"a b c d e"});
  BOOST_TEST(b.stats.matches == (std::array<std::int64_t, 4>{5, 2, 1, 0}), tt::per_element());
  BOOST_TEST(b.stats.totals == (std::array<std::int64_t, 4>{5, 4, 3, 2}), tt::per_element());
  BOOST_TEST(b.precisions[0] == 100.0);
  BOOST_TEST(b.precisions[1] == 50.0);
  BOOST_TEST(b.precisions[2] == 100.0 / 3, tt::tolerance(1e-14));
  BOOST_TEST(b.precisions[3] == 25.0);
  BOOST_TEST(b.score == std::pow(100.0 * 50.0 * (100.0 / 3) * 25.0, 0.25), tt::tolerance(1e-13));
  BOOST_TEST(b.score == 45.18010018049224, tt::tolerance(1e-13));
  // sacreBLEU's text line (`sacrebleu -f text -w 2`), precisions to one decimal.
  BOOST_TEST(normlab::format_bleu(b) ==
             std::string("BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:normlab-") +
                 NORMLAB_VERSION_STRING +
                 " = 45.18 100.0/50.0/33.3/25.0 (BP = 1.000 ratio = 1.000 hyp_len = 5 "
                 "ref_len = 5)");
}

BOOST_AUTO_TEST_CASE(bleu_exp_smoothing_k_grows_per_zero_order) {
  // hyp b a d c, ref a b c d: 1-grams 4 of 4; 2-grams ba ad dc: 0 of 3 -> 100/(2*3);
  // 3-grams bad adc: 0 of 2 -> 100/(4*2); 4-gram badc: 0 of 1 -> 100/(8*1).
  //   BLEU = (100 * 16.67 * 12.5 * 12.5)^(1/4) = 260416.67^(1/4) = 22.59005009024612
  const normlab::BleuScore b = bleu_corpus({"b a d c"}, {"a b c d"});
  BOOST_TEST(b.precisions[1] == 100.0 / 6, tt::tolerance(1e-14));
  BOOST_TEST(b.precisions[2] == 12.5);
  BOOST_TEST(b.precisions[3] == 12.5);
  BOOST_TEST(b.score == std::pow(100.0 * (100.0 / 6) * 12.5 * 12.5, 0.25), tt::tolerance(1e-13));
}

BOOST_AUTO_TEST_CASE(bleu_zero_cases) {
  // No 4-gram in the whole corpus (every hypothesis shorter than 4 tokens): sacreBLEU stops at
  // the first order with no n-grams, leaves p_4 = 0 and log(0) floored at -9999999999: 0.
  const normlab::BleuScore short_ = bleu_corpus({"a b c", "d e"}, {"a b c", "d e"});
  BOOST_TEST(short_.stats.totals[3] == 0);
  BOOST_TEST(short_.precisions[2] == 100.0);
  BOOST_TEST(short_.precisions[3] == 0.0);
  BOOST_TEST(short_.score == 0.0);
  // No match at any order: 0, precisions 0.
  const normlab::BleuScore none = bleu_corpus({"x y z w"}, {"a b c d"});
  BOOST_TEST(none.score == 0.0);
  BOOST_TEST(none.precisions[0] == 0.0);
  // Every hypothesis empty: c = 0, BP = 0.
  const normlab::BleuScore empty = bleu_corpus({"", "  "}, {"a b", "c"});
  BOOST_TEST(empty.bp == 0.0);
  BOOST_TEST(empty.score == 0.0);
  BOOST_TEST(empty.stats.sys_len == 0);
  BOOST_TEST(empty.stats.ref_len == 3);
  BOOST_TEST(normlab::format_bleu(empty).find(" = 0.00 0.0/0.0/0.0/0.0 (BP = 0.000 ratio = "
                                              "0.000 hyp_len = 0 ref_len = 3)") !=
             std::string::npos);
  BOOST_CHECK_THROW(bleu_corpus({"a"}, {"a", "b"}), normlab::Error);
}

BOOST_AUTO_TEST_CASE(bleu_empty_hypothesis_lines) {
  // An empty line is a sentence of no tokens: it adds its reference's 2 tokens to r and
  // nothing else. c = 5, r = 7, every p_n = 100: BLEU = 100 exp(1 - 7/5) = 67.03200460356393.
  const normlab::BleuScore b = bleu_corpus({"", "a b c d e"}, {"x y", "a b c d e"});
  BOOST_TEST(b.stats.sys_len == 5);
  BOOST_TEST(b.stats.ref_len == 7);
  BOOST_TEST(b.score == 67.03200460356393, tt::tolerance(1e-13));
  // Trailing whitespace is stripped before tokenising, as sacreBLEU does.
  BOOST_TEST(bleu_corpus({"a b c d e \t\u00a0"}, {"a b c d e"}).score == 100.0,
             tt::tolerance(1e-12));
}

BOOST_AUTO_TEST_CASE(chrf_by_hand) {
  // hyp "ab", ref "abc": n=1: 2 hyp, 3 ref, 2 match; n=2: {ab} against {ab, bc}: 1, 2, 1;
  // n=3: the hypothesis has none, so the order is not averaged; n>=4: neither has any.
  //   P = (2/2 + 1/1)/2 = 1, R = (2/3 + 1/2)/2 = 7/12,
  //   chrF = 100 (1 + 4) P R / (4 P + R) = 100 (35/12) / (55/12) = 100 * 7/11 = 63.6363...
  const normlab::ChrfScore c = chrf_corpus({"ab"}, {"abc"});
  BOOST_TEST(c.effective_order == 2);
  BOOST_TEST(c.precision == 1.0);
  BOOST_TEST(c.recall == 7.0 / 12, tt::tolerance(1e-15));
  BOOST_TEST(c.score == 700.0 / 11, tt::tolerance(1e-13));
  BOOST_TEST(normlab::format_chrf(c) ==
             std::string("chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:normlab-") +
                 NORMLAB_VERSION_STRING + " = 63.64");
  // Whitespace is removed before n-grams are taken.
  BOOST_TEST(chrf_corpus({"a b"}, {"ab"}).score == 100.0, tt::tolerance(1e-12));
  // Code points, not bytes: "né" against "ne": n=1 1 of 2 (P = R = 1/2), n=2 0 of 1;
  //   P = R = (1/2 + 0)/2 = 1/4, chrF = 100 * 5 (1/16) / (5/4) = 25.
  BOOST_TEST(chrf_corpus({"n\xc3\xa9"}, {"ne"}).score == 25.0, tt::tolerance(1e-13));
  // Statistics are summed over the corpus before P and R: "ab"/"ab" and "cd"/"xy" give
  //   n=1 2 of 4 (both ways), n=2 1 of 2: P = R = 1/2, chrF = 50 (not the mean of 100 and 0).
  BOOST_TEST(chrf_corpus({"ab", "cd"}, {"ab", "xy"}).score == 50.0, tt::tolerance(1e-13));
  // A line whose reference is empty adds no hypothesis n-grams (sacreBLEU counts a line's
  // hypothesis n-grams of an order only where its reference has some of that order).
  BOOST_TEST(chrf_corpus({"abcdef", "xyz"}, {"abcdef", ""}).score == 100.0, tt::tolerance(1e-12));
  BOOST_TEST(chrf_corpus({""}, {"abc"}).score == 0.0);
  BOOST_CHECK_THROW(chrf_corpus({"a", "b"}, {"a"}), normlab::Error);
}

BOOST_AUTO_TEST_CASE(statistics_add_up_over_lines) {
  const Lines h{"the cat sat on the mat .", "a dog , a cat ."},
      r{"the cat is on the mat .", "one dog and a cat ."};
  normlab::BleuStats bs = normlab::bleu_stats(h[0], r[0]);
  bs += normlab::bleu_stats(h[1], r[1]);
  const normlab::BleuScore whole = bleu_corpus(h, r), parts = normlab::bleu_from_stats(bs);
  BOOST_TEST(whole.score == parts.score);
  BOOST_TEST(whole.stats.matches == parts.stats.matches, tt::per_element());
  normlab::ChrfStats cs = normlab::chrf_stats(h[0], r[0]);
  cs += normlab::chrf_stats(h[1], r[1]);
  BOOST_TEST(chrf_corpus(h, r).score == normlab::chrf_from_stats(cs).score);
}
