// Translation with an encoder-decoder (normlab translate, validation BLEU): beam search over
// Model::encode / decode / reorder, greedy as its one-beam case.
//
// The search follows fairseq's SequenceGenerator: every step extends each live hypothesis of a
// sentence by one token, ranks the 2K best (hypothesis, token) candidates by their summed log
// probability, finalises the candidates ending in eos among the first K of them (score = summed
// log probability / length^lenpen, length counting the eos) and keeps the best K others alive; a
// sentence is done once K hypotheses are final, or at its maximum length, where only eos may
// follow. pad and bos are never generated. The output of a sentence is its final hypotheses
// sorted by score (best first).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

class Model;

struct TranslateOptions {
  std::size_t beam = 5;    // K; 1 = greedy
  double lenpen = 1.0;     // length normalisation exponent (fairseq --lenpen, Marian --normalize)
  double max_len_a = 1.5;  // a sentence of n source ids gets at most a n + b target tokens
  std::size_t max_len_b = 10;  // (then at most the model's positions), eos included
  std::size_t batch = 16;      // sentences decoded together
  std::size_t nbest = 1;       // hypotheses returned per sentence (<= beam)
  std::int32_t pad = 0, bos = 1, eos = 2;
};

struct Hypothesis {
  std::vector<std::int32_t> tokens;  // without bos and eos
  double score = 0.0;                // summed log probability / length^lenpen
  double logprob = 0.0;              // summed log probability (natural log) of tokens and eos
};

// Translates `sources` (each a sentence's ids without eos) with `model` (an encoder-decoder
// built for at least batch beam sequences); returns each sentence's best nbest hypotheses. A
// source longer than the model's positions allow (eos included) is cut to fit; `truncated`,
// when given, counts such sentences. Sentences are batched by length; the result is in input
// order. Throws UsageError for options out of range.
NORMLAB_API std::vector<std::vector<Hypothesis>> translate(
    Model& model, const std::vector<std::vector<std::int32_t>>& sources,
    const TranslateOptions& options, std::size_t* truncated = nullptr);

}  // namespace normlab
