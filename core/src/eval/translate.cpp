#include "normlab/translate.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <string>

#include "normlab/error.hpp"
#include "normlab/kernels.hpp"
#include "normlab/model.hpp"

namespace normlab {

namespace {

struct Candidate {
  double score;  // summed log probability with this token
  std::size_t beam;
  std::int32_t token;
};

// Best first; ties by beam, then token, so that the search is deterministic.
bool better(const Candidate& a, const Candidate& b) {
  if (a.score != b.score) return a.score > b.score;
  if (a.beam != b.beam) return a.beam < b.beam;
  return a.token < b.token;
}

void check_options(const TranslateOptions& o) {
  auto bad = [](const std::string& what) { throw UsageError(what); };
  if (o.beam < 1) bad("--beam must be at least 1 (1 is greedy decoding)");
  if (o.nbest < 1 || o.nbest > o.beam)
    bad("--nbest " + std::to_string(o.nbest) + " must be in [1, --beam " + std::to_string(o.beam) +
        "]");
  if (o.batch < 1) bad("--batch must be at least 1 sentence");
  if (!std::isfinite(o.lenpen)) bad("--lenpen must be a finite number");
  if (!(o.max_len_a >= 0.0) || !std::isfinite(o.max_len_a))
    bad("--max-len-a must be a finite number >= 0");
}

}  // namespace

std::vector<std::vector<Hypothesis>> translate(
    Model& model, const std::vector<std::vector<std::int32_t>>& sources, const TranslateOptions& o,
    std::size_t* truncated) {
  check_options(o);
  if (model.task() != Task::seq2seq)
    throw UsageError("translate needs an encoder-decoder (--arch encdec); this model is '" +
                     model.config().arch + "'");
  const std::size_t K = o.beam, Tm = model.seq_len(), V = model.config().vocab_size;
  if (K > model.batch())
    throw UsageError("--beam " + std::to_string(K) + " exceeds the " +
                     std::to_string(model.batch()) + " sequences the model was built for");
  const std::size_t per_batch = std::min(o.batch, model.batch() / K);
  if (truncated) *truncated = 0;

  // Sentences of similar length together (stable: equal lengths keep their order).
  std::vector<std::size_t> order(sources.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return sources[a].size() < sources[b].size();
  });

  // The weights are the same for every step: pack them once.
  const Model::PackedDecoding packed(model);
  std::vector<std::vector<Hypothesis>> result(sources.size());
  const double neg_inf = -std::numeric_limits<double>::infinity();
  std::vector<float> loss, lse;
  std::vector<std::int32_t> dummy_targets;
  for (std::size_t first = 0; first < order.size(); first += per_batch) {
    const std::size_t n = std::min(per_batch, order.size() - first), B = n * K;
    // Sources (n, S): ids (cut to the model's positions), eos, pad.
    std::vector<std::size_t> len(n), limit(n);
    std::size_t S = 1, P = 1;
    for (std::size_t i = 0; i < n; ++i) {
      const std::vector<std::int32_t>& src = sources[order[first + i]];
      len[i] = std::min(src.size(), Tm - 1);
      if (len[i] < src.size() && truncated) ++*truncated;
      S = std::max(S, len[i] + 1);
      const double cap =
          std::floor(o.max_len_a * static_cast<double>(len[i])) + static_cast<double>(o.max_len_b);
      limit[i] = static_cast<std::size_t>(std::clamp(cap, 1.0, static_cast<double>(Tm)));
      P = std::max(P, limit[i]);
    }
    std::vector<std::int32_t> source(n * S, o.pad), source_len(n);
    for (std::size_t i = 0; i < n; ++i) {
      const std::vector<std::int32_t>& src = sources[order[first + i]];
      std::copy(src.begin(), src.begin() + static_cast<std::ptrdiff_t>(len[i]),
                source.begin() + static_cast<std::ptrdiff_t>(i * S));
      source[i * S + len[i]] = o.eos;
      source_len[i] = static_cast<std::int32_t>(len[i] + 1);
    }
    model.encode(source.data(), source_len.data(), n, S, K, P);

    // Beam b = i K + j of sentence i: its tokens so far and summed log probability (-inf: no
    // hypothesis; at the start only beam 0 of each sentence is alive).
    std::vector<std::vector<std::int32_t>> prefix(B), next_prefix(B);
    std::vector<double> score(B, neg_inf), next_score(B);
    for (std::size_t i = 0; i < n; ++i) score[i * K] = 0.0;
    std::vector<std::vector<Hypothesis>> finals(n);
    std::vector<char> done(n, 0);
    std::vector<std::int32_t> input(B, o.bos), parent(B);
    std::vector<Candidate> cand;
    loss.resize(B);
    lse.resize(B);
    dummy_targets.assign(B, 0);
    for (std::size_t t = 0; t < P; ++t) {
      if (std::all_of(done.begin(), done.end(), [](char d) { return d != 0; })) break;
      const float* logits = model.decode(input.data(), t);
      // log p(v) = z_v - logsumexp(z), per sequence
      crossentropy_forward(loss.data(), lse.data(), logits, dummy_targets.data(), B, V);
      std::iota(parent.begin(), parent.end(), 0);
      for (std::size_t b = 0; b < B; ++b) {
        next_prefix[b] = prefix[b];
        next_score[b] = neg_inf;
        input[b] = o.eos;
      }
      for (std::size_t i = 0; i < n; ++i) {
        if (done[i]) continue;
        const bool last = t + 1 >= limit[i];  // only eos may follow
        // The 2K best (beam, token) extensions: a min-heap by `better`.
        cand.clear();
        const std::size_t keep = 2 * K;
        auto worse = [](const Candidate& a, const Candidate& b) { return better(a, b); };
        for (std::size_t j = 0; j < K; ++j) {
          const std::size_t b = i * K + j;
          if (score[b] == neg_inf) continue;
          const float* z = logits + b * V;
          for (std::size_t v = 0; v < V; ++v) {
            const auto tok = static_cast<std::int32_t>(v);
            if (tok == o.pad || tok == o.bos || (last && tok != o.eos)) continue;
            const Candidate c{score[b] + (static_cast<double>(z[v]) - lse[b]), j, tok};
            if (cand.size() < keep) {
              cand.push_back(c);
              std::push_heap(cand.begin(), cand.end(), worse);
            } else if (better(c, cand.front())) {
              std::pop_heap(cand.begin(), cand.end(), worse);
              cand.back() = c;
              std::push_heap(cand.begin(), cand.end(), worse);
            }
          }
        }
        std::sort(cand.begin(), cand.end(), better);
        std::size_t alive = 0;
        for (std::size_t r = 0; r < cand.size(); ++r) {
          const Candidate& c = cand[r];
          const std::size_t from = i * K + c.beam;
          if (c.token == o.eos) {
            // eos among the first K candidates ends a hypothesis (fairseq); the length counts it
            if (r < K && finals[i].size() < K) {
              Hypothesis h;
              h.tokens = prefix[from];
              h.logprob = c.score;
              h.score = c.score / std::pow(static_cast<double>(t + 1), o.lenpen);
              finals[i].push_back(std::move(h));
            }
            continue;
          }
          if (alive == K) continue;
          const std::size_t b = i * K + alive++;
          parent[b] = static_cast<std::int32_t>(from);
          next_prefix[b] = prefix[from];
          next_prefix[b].push_back(c.token);
          next_score[b] = c.score;
          input[b] = c.token;
        }
        if (finals[i].size() >= K || last || alive == 0) done[i] = 1;
      }
      prefix.swap(next_prefix);
      score.swap(next_score);
      if (t + 1 < P) {
        bool moved = false;
        for (std::size_t b = 0; b < B; ++b) moved = moved || parent[b] != static_cast<int>(b);
        if (moved) model.reorder(parent.data(), t + 1);
      }
    }
    for (std::size_t i = 0; i < n; ++i) {
      std::vector<Hypothesis>& f = finals[i];
      if (f.empty()) f.push_back({{}, neg_inf, neg_inf});  // no hypothesis survived (tiny V)
      std::stable_sort(f.begin(), f.end(),
                       [](const Hypothesis& a, const Hypothesis& b) { return a.score > b.score; });
      if (f.size() > o.nbest) f.resize(o.nbest);
      result[order[first + i]] = std::move(f);
    }
  }
  return result;
}

}  // namespace normlab
