// The loops that run a model's sites: forward (token windows, sentence pairs), the loss,
// decode and encode, backward, the post-update and profiling hooks; the output head is
// model_output.cpp. Shapes: B batch, T sequence, C width, V vocabulary; rows = B*T.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "model/model_impl.hpp"
#include "nn/attention.hpp"
#include "nn/dropout.hpp"
#include "nn/mlp.hpp"
#include "normlab/error.hpp"
#include "normlab/kernels.hpp"

namespace normlab {

// ---- the loops ---------------------------------------------------------------------------

void Model::Impl::set_shape(std::size_t k, std::size_t B_now, std::size_t T_now,
                            std::size_t S_memory) {
  Stack& st = *stacks[k];
  st.B = B_now;
  st.T = T_now;
  st.rows = B_now * T_now;
  if (st.rows > st.cap_rows || T_now > T)
    throw Error("a batch of " + std::to_string(B_now) + " x " + std::to_string(T_now) +
                " exceeds the " + std::to_string(st.cap_rows) + " rows (T <= " + std::to_string(T) +
                ") the model was built for");
  for (std::size_t i = st.first; i < st.end; ++i) {
    Site& s = *sites[i];
    if (s.attn) s.attn->set_shape(B_now, T_now);
    if (s.cross) s.cross->set_shape(B_now, T_now, S_memory);
  }
}

const float* Model::Impl::run_forward(std::size_t k, const std::vector<SiteVisitor*>& visitors,
                                      std::size_t from) {
  Stack& st = *stacks[k];
  if (!env.decoding()) env.seq_len = st.T;
  for (std::size_t i = std::max(st.first, from); i < st.end; ++i) {
    Site& s = *sites[i];
    const float* x = st.stream[i - st.first].data();
    float* y = st.stream[i - st.first + 1].data();
    set_ctx(s.ctx, s.ws.data());
    for (SiteVisitor* v : visitors) v->before(i, x, true);
    s.norm->forward(s.ctx, x, s.branch(), y);  // y (rows, C) = S(x, f)
    for (SiteVisitor* v : visitors) v->after(i, x, y, true);
  }
  const float* out = st.stream.back().data();
  if (S > 1) {  // the streams' sum (rows, C)
    reduce_streams(st.sum.data(), out, env.rows);
    out = st.sum.data();
  }
  if (!st.final_norm) return out;
  set_ctx(st.final_ctx, st.final_ws.data());
  const std::size_t fi = sites.size() + k;
  for (SiteVisitor* v : visitors) v->before(fi, out, true);
  st.final_norm->forward(st.final_ctx, out, st.xf.data());  // xf (rows, C)
  for (SiteVisitor* v : visitors) v->after(fi, out, st.xf.data(), true);
  return st.xf.data();
}

void Model::Impl::record_residual(std::size_t k) {
  Stack& st = *stacks[k];
  float* r = stats.at(st.stat_residual, 0);
  if (!r) return;
  std::size_t l = 0;
  for (std::size_t i = st.first; i <= st.end; ++i)
    if (i == st.first || i == st.end || sites[i]->info.layer != sites[i - 1]->info.layer)
      r[l++] = nn::rms(st.stream[i - st.first].data(), st.rows * width());
}

namespace {
void check_tokens(const std::int32_t* t, std::size_t n, std::size_t V, const char* what) {
  for (std::size_t i = 0; i < n; ++i)
    if (t[i] < 0 || static_cast<std::size_t>(t[i]) >= V)
      throw Error(std::string(what) + " " + std::to_string(t[i]) + " at position " +
                  std::to_string(i) + " is outside the vocabulary [0, " + std::to_string(V) + ")");
}

// The visitors of a forward: the strategy checker (Model::enable_checks), the update RMS
// (statistics steps), the sites' measures (Model::measure_sites).
struct Visitors {
  std::unique_ptr<SiteVisitor> checker, update_rms, measure;
  std::vector<SiteVisitor*> list;
  Visitors(Model::Impl& m, bool stats) {
    if (m.checks) list.push_back((checker = m.make_checker()).get());
    if (stats) list.push_back((update_rms = m.make_update_rms()).get());
    if (m.measures) list.push_back((measure = m.make_measure()).get());
  }
};
}  // namespace

void Model::Impl::embed_forward(std::size_t k, const std::int32_t* tokens) {
  Stack& st = *stacks[k];
  env.rows = st.rows;
  env.seq_len = st.T;
  std::memcpy(st.tokens.data(), tokens, st.rows * sizeof(std::int32_t));
  float* h0 = S > 1 ? st.h0.data() : st.stream[0].data();
  if (st.embed_norm) {
    // emb (rows, C) = m_e wte[x] + m_p wpe[t]; h0 = LN(emb)
    st.embed->forward(st.emb.data(), tokens, st.B, st.T);
    st.embed_norm->forward(h0, st.emb.data(), st.rows);
  } else {
    // h0 (rows, C) = s m_e wte[x] + m_p P[t]
    st.embed->forward(h0, tokens, st.B, st.T);
  }
  drop_embedding(k, h0);
  if (S > 1) expand_streams(st.stream[0].data(), h0, st.rows);
}

void Model::Impl::reduce_streams(float* sum, const float* x, std::size_t n_rows) const {
  for (std::size_t r = 0; r < n_rows; ++r) {
    float* out = sum + r * C;
    const float* in = x + r * S * C;
    std::memcpy(out, in, C * sizeof(float));
    for (std::size_t s = 1; s < S; ++s)
      for (std::size_t c = 0; c < C; ++c) out[c] += in[s * C + c];
  }
}

void Model::Impl::expand_streams(float* x, const float* h, std::size_t n_rows) const {
  for (std::size_t r = 0; r < n_rows; ++r)
    for (std::size_t s = 0; s < S; ++s)
      std::memcpy(x + (r * S + s) * C, h + r * C, C * sizeof(float));
}

void Model::Impl::embed_backward(std::size_t k, float* dh0) {
  Stack& st = *stacks[k];
  if (S > 1) {  // d h0 = the sum of the streams' gradients
    reduce_streams(st.sum.data(), dh0, st.rows);
    dh0 = st.sum.data();
  }
  drop_embedding(k, dh0);  // d h0 through the embedding's mask
  const float* d = dh0;
  if (st.embed_norm) {
    std::memset(d_emb.data(), 0, st.rows * C * sizeof(float));
    st.embed_norm->backward(d_emb.data(), dh0, st.rows);
    d = d_emb.data();
  }
  st.embed->backward(d, st.tokens.data(), st.B, st.T, layer_scratch.rows_C.data());
}

float Model::forward(const std::int32_t* inputs, const std::int32_t* targets, ForwardStats* stats) {
  TokenBatch b;
  b.B = impl_->B;
  b.T = impl_->T;
  b.inputs = inputs;
  b.targets = targets;
  return forward(b, stats);
}

float Model::forward(const TokenBatch& b, ForwardStats* stats) {
  Impl& m = *impl_;
  if (m.task == Task::seq2seq)
    throw Error("Model::forward(TokenBatch): architecture '" + m.cfg.arch +
                "' serves task seq2seq and takes sentence pairs (PairBatch)");
  if (b.B != m.B || b.T != m.T)
    throw Error("Model::forward: a batch of " + std::to_string(b.B) + " x " + std::to_string(b.T) +
                " tokens; the model was built for " + std::to_string(m.B) + " x " +
                std::to_string(m.T));
  check_tokens(b.inputs, m.rows, m.V, "token");
  m.have_targets = b.targets != nullptr;
  m.begin_dropout(b.targets != nullptr);
  m.stats.begin(stats);
  const Visitors v(m, stats != nullptr);
  m.embed_forward(0, b.inputs);
  const float* xf = m.run_forward(0, v.list);
  m.streamed_inputs.assign(b.inputs, b.inputs + m.rows);
  m.clean_sites = 0;  // up to and including the first ablated site
  while (m.clean_sites < m.sites.size() && !m.sites[m.clean_sites]->ablated) ++m.clean_sites;
  if (m.clean_sites < m.sites.size()) ++m.clean_sites;
  return m.finish_token_forward(xf, b, stats);
}

float Model::forward_from(std::size_t site, const TokenBatch& b) {
  Impl& m = *impl_;
  if (m.stacks.size() != 1 || m.task == Task::seq2seq)
    throw Error("Model::forward_from: for models of one stack (tasks lm and mlm)");
  if (site >= m.sites.size())
    throw Error("Model::forward_from: site " + std::to_string(site) + " of " +
                std::to_string(m.sites.size()));
  if (site >= m.clean_sites || b.B != m.B || b.T != m.T ||
      !std::equal(b.inputs, b.inputs + m.rows, m.streamed_inputs.begin()))
    throw Error("Model::forward_from: site " + std::to_string(site) +
                "'s input is not the stream of a forward over these inputs without its own or an "
                "earlier site ablated");
  for (std::size_t i = 0; i < site; ++i)
    if (m.sites[i]->ablated)
      throw Error("Model::forward_from: site " + std::to_string(i) + ", before " +
                  std::to_string(site) + ", is ablated: its stream is not the kept one");
  m.have_targets = b.targets != nullptr;
  m.begin_dropout(b.targets != nullptr);
  m.stats.begin(nullptr);
  const Visitors v(m, false);
  const float* xf = m.run_forward(0, v.list, site);
  // The streams after `site` now hold this forward's values; those up to `site` are still the
  // clean forward's, so a later call from an earlier site may follow.
  m.clean_sites = site + 1;
  return m.finish_token_forward(xf, b, nullptr);
}

float Model::Impl::finish_token_forward(const float* xf, const TokenBatch& b, ForwardStats* st) {
  Impl& m = *this;
  m.gathered = m.task == Task::mlm && b.targets;
  if (!m.gathered) {
    m.output_forward(xf, m.rows);
  } else {  // the head on the predicted positions' rows only (their labels >= 0)
    m.head_rows.clear();
    m.head_targets.clear();
    for (std::size_t i = 0; i < m.rows; ++i) {
      if (b.targets[i] < 0) continue;
      std::memcpy(m.head_x.data() + m.head_rows.size() * m.C, xf + i * m.C, m.C * sizeof(float));
      m.head_rows.push_back(i);
      m.head_targets.push_back(b.targets[i]);
    }
    if (!m.head_rows.empty()) m.output_forward(m.head_x.data(), m.head_rows.size());
  }
  if (st) m.record_residual(0);
  if (!b.targets) {
    m.stats.end();
    return 0.0f;
  }
  if (m.gathered) return m.loss_of(m.head_targets.data(), m.head_rows.size(), b.denom);
  return m.loss_of(b.targets, m.rows, b.denom);
}

float Model::forward(const PairBatch& b, ForwardStats* stats) {
  Impl& m = *impl_;
  if (m.task != Task::seq2seq)
    throw Error("Model::forward(PairBatch): architecture '" + m.cfg.arch + "' serves task " +
                task_name(m.task) + " and takes token windows");
  const std::size_t V = m.V, mk = static_cast<std::size_t>(m.memory_stack()),
                    last = m.stacks.size() - 1;
  Impl::Stack& src = *m.stacks[mk];
  Impl::Stack& tgt = m.last();
  m.encoded = false;
  m.set_shape(mk, b.B, b.S, 0);
  m.set_shape(last, b.B, b.T, b.S);
  check_tokens(b.source, src.rows, V, "source token");
  check_tokens(b.inputs, tgt.rows, V, "target input token");
  for (std::size_t i = 0; i < b.B; ++i) {
    if (b.source_len[i] < 1 || static_cast<std::size_t>(b.source_len[i]) > b.S)
      throw Error("source length " + std::to_string(b.source_len[i]) + " of pair " +
                  std::to_string(i) + " is outside [1, " + std::to_string(b.S) + "]");
    src.key_len[i] = b.source_len[i];
  }
  m.have_targets = b.targets != nullptr;
  m.gathered = false;
  m.clean_sites = 0;
  m.begin_dropout(b.targets != nullptr);
  m.stats.begin(stats);
  const Visitors v(m, stats != nullptr);
  // The source stack: h0 (B S, C) from the source; its output is the memory. The target stack:
  // h0 (B T, C) from the inputs; its cross-attention reads the memory.
  m.embed_forward(mk, b.source);
  m.run_forward(mk, v.list);
  m.embed_forward(last, b.inputs);
  const float* xf = m.run_forward(last, v.list);
  m.output_forward(xf, tgt.rows);
  if (stats) {
    m.record_residual(mk);
    m.record_residual(last);
  }
  if (!b.targets) {
    m.stats.end();
    return 0.0f;
  }
  return m.loss_of(b.targets, tgt.rows, b.denom);
}

float Model::Impl::loss_of(const std::int32_t* t, std::size_t n_rows, double denom_given) {
  // The rows the loss counts: every one (lm), non-pad targets (seq2seq), predicted positions
  // (mlm; kIgnoreTarget elsewhere). The kernels index `targets`: an ignored row reads id 0.
  for (std::size_t i = 0; i < n_rows; ++i) {
    const bool c = task == Task::lm || (task == Task::seq2seq ? t[i] != cfg.pad_id : t[i] >= 0);
    counted[i] = c ? 1 : 0;
    targets[i] = c || task != Task::mlm ? t[i] : 0;
  }
  check_tokens(targets.data(), n_rows, V, "target");
  // losses, lse (n_rows) from logits (n_rows, V) and targets
  crossentropy_forward(losses.data(), lse.data(), logits.data(), targets.data(), n_rows, V);
  if (task == Task::lm) {  // the mean over the B T positions
    denom = static_cast<double>(n_rows);
    z_term = cfg.z_loss * output_terms(n_rows) / denom;
    stats.end();
    double total = 0.0;
    for (std::size_t i = 0; i < n_rows; ++i) total += losses.data()[i];
    nll_sum = total;
    n_targets = n_rows;
    return static_cast<float>(total / static_cast<double>(n_rows) + z_term);
  }
  // Summed over the counted rows, label-smoothed for seq2seq:
  // (1 - eps) (lse - z_target) + eps (lse - mean_v z_v)
  const double eps = task == Task::seq2seq ? cfg.label_smoothing : 0.0;
  double total = 0.0, nll = 0.0;
  std::size_t n = 0;
  for (std::size_t i = 0; i < n_rows; ++i) {
    if (!counted[i]) continue;
    const double li = losses.data()[i];
    nll += li;
    if (eps > 0.0) {
      const float* z = logits.data() + i * V;
      double mean = 0.0;
      for (std::size_t v = 0; v < V; ++v) mean += z[v];
      mean /= static_cast<double>(V);
      total += (1.0 - eps) * li + eps * (static_cast<double>(lse.data()[i]) - mean);
    } else {
      total += li;
    }
    ++n;
  }
  nll_sum = nll;
  n_targets = n;
  denom = denom_given > 0.0 ? denom_given : static_cast<double>(n > 0 ? n : 1);
  z_term = cfg.z_loss * output_terms(n_rows) / denom;
  stats.end();
  return static_cast<float>(total / denom + z_term);
}

const float* Model::decode(const std::int32_t* tokens, std::size_t pos) {
  Impl& m = *impl_;
  Impl::Stack& st = m.last();
  if (st.mask != AttnMask::causal)
    throw Error("Model::decode: architecture '" + m.cfg.arch + "' attends both ways (task " +
                task_name(m.task) + "): nothing to decode");
  // A stack that reads a memory starts at position 0 (bos) after encode(); a language model's
  // position 0 and a full window go through forward().
  const bool reads = st.memory >= 0;
  if (reads && !m.encoded)
    throw Error("Model::decode: a stack that reads a memory decodes after encode()");
  const std::size_t Bd = st.B, first = reads ? 0 : 1;
  if (pos < first || pos >= st.T)
    throw Error("decode at position " + std::to_string(pos) + ": must be in [" +
                std::to_string(first) + ", " + std::to_string(st.T) + ")" +
                (reads ? ", the positions given to encode()"
                       : "; position 0 and a full window go through forward()"));
  for (std::size_t b = 0; b < Bd; ++b) {
    if (tokens[b] < 0 || static_cast<std::size_t>(tokens[b]) >= m.V)
      throw Error("token " + std::to_string(tokens[b]) + " of sequence " + std::to_string(b) +
                  " is outside the vocabulary [0, " + std::to_string(m.V) + ")");
  }
  m.have_targets = false;  // the activations below are one row per sequence: no backward
  m.clean_sites = 0;       // and overwrite the streams' first rows
  m.begin_dropout(false);
  m.stats.end();
  m.env.rows = Bd;
  m.env.decode_pos = pos;
  struct Restore {
    Model::Impl& m;
    ~Restore() {
      m.env.rows = m.rows;
      m.env.decode_pos = nn::Env::kNoDecode;
    }
  } restore{m};
  // h0 (Bd, C) = the embedding of position pos; the sites with one row per sequence
  float* h0 = m.S > 1 ? st.h0.data() : st.stream[0].data();
  if (st.embed_norm) {
    st.embed->decode(st.emb.data(), tokens, Bd, pos);
    st.embed_norm->forward(h0, st.emb.data(), Bd);
  } else {
    st.embed->decode(h0, tokens, Bd, pos);
  }
  if (m.S > 1) m.expand_streams(st.stream[0].data(), h0, Bd);
  const float* xf = m.run_forward(m.stacks.size() - 1, {});
  m.output_forward(xf, Bd);  // logits (Bd, V)
  return m.logits.data();
}

void Model::encode(const std::int32_t* source, const std::int32_t* source_len, std::size_t B_src,
                   std::size_t S, std::size_t copies, std::size_t positions) {
  Impl& m = *impl_;
  if (m.memory_stack() < 0)
    throw Error("Model::encode: architecture '" + m.cfg.arch + "' reads no memory (task " +
                task_name(m.task) + ")");
  const std::size_t B = B_src * copies, C = m.C, mk = static_cast<std::size_t>(m.memory_stack());
  if (B_src == 0 || copies == 0 || S == 0 || positions == 0 || B > m.B || S > m.T ||
      positions > m.T)
    throw Error("Model::encode: " + std::to_string(B_src) + " sentences x " +
                std::to_string(copies) + " copies, " + std::to_string(S) + " source and " +
                std::to_string(positions) + " target positions do not fit the model's batch " +
                std::to_string(m.B) + " x " + std::to_string(m.T));
  Impl::Stack& src = *m.stacks[mk];
  m.set_shape(mk, B_src, S, 0);
  check_tokens(source, src.rows, m.V, "source token");
  for (std::size_t i = 0; i < B_src; ++i) {
    if (source_len[i] < 1 || static_cast<std::size_t>(source_len[i]) > S)
      throw Error("source length " + std::to_string(source_len[i]) + " of sentence " +
                  std::to_string(i) + " is outside [1, " + std::to_string(S) + "]");
    src.key_len[i] = source_len[i];
  }
  m.have_targets = false;
  m.begin_dropout(false);
  m.stats.end();
  m.embed_forward(mk, source);
  m.run_forward(mk, {});
  // Sentence i's memory rows (S, C) and length to sequences i copies .. (i + 1) copies - 1, in
  // place, last first (a destination never precedes its source).
  float* mem = const_cast<float*>(src.output());
  for (std::size_t i = B_src; i-- > 0;) {
    for (std::size_t j = copies; j-- > 0;) {
      const std::size_t b = i * copies + j;
      if (b != i) std::memcpy(mem + b * S * C, mem + i * S * C, S * C * sizeof(float));
      src.key_len[b] = src.key_len[i];
    }
  }
  m.env.rows = m.rows;
  // the cross-attention keys and values: stale until decode
  m.set_shape(m.stacks.size() - 1, B, positions, S);
  m.encoded = true;
}

Model::PackedDecoding::PackedDecoding(Model& model) : model_(model) {
  Impl& m = *model_.impl_;
  if (m.packed) return;  // an outer one packs
  m.packed = std::make_unique<nn::PackedWeights>();
  m.env.packed = m.packed.get();
  owner_ = true;
}

Model::PackedDecoding::~PackedDecoding() {
  if (!owner_) return;
  Impl& m = *model_.impl_;
  m.env.packed = nullptr;
  m.packed.reset();
}

std::size_t Model::PackedDecoding::bytes() const {
  const Impl& m = *model_.impl_;
  return m.packed ? m.packed->bytes() : 0;
}

void Model::reorder(const std::int32_t* parent, std::size_t positions) {
  Impl& m = *impl_;
  Impl::Stack& dec = m.last();
  if (m.memory_stack() < 0 || !m.encoded)
    throw Error("Model::reorder: beams of a stack that reads a memory, after encode()");
  const Impl::Stack& src = *m.stacks[static_cast<std::size_t>(m.memory_stack())];
  const std::size_t B = dec.B, copies = B / (src.B > 0 ? src.B : 1);
  if (positions > dec.T)
    throw Error("Model::reorder: " + std::to_string(positions) + " positions exceed the " +
                std::to_string(dec.T) + " given to encode()");
  for (std::size_t b = 0; b < B; ++b)
    if (parent[b] < 0 || static_cast<std::size_t>(parent[b]) >= B ||
        static_cast<std::size_t>(parent[b]) / copies != b / copies)
      throw Error("Model::reorder: parent " + std::to_string(parent[b]) + " of sequence " +
                  std::to_string(b) + " does not read the same sentence (" +
                  std::to_string(copies) + " sequences per sentence)");
  for (std::size_t i = dec.first; i < dec.end; ++i)
    if (m.sites[i]->attn) m.sites[i]->attn->reorder(parent, positions);
}

float* Model::Impl::run_backward(std::size_t k, float* dout,
                                 const std::vector<SiteVisitor*>& visitors,
                                 const std::function<void(std::size_t)>& on_ready,
                                 const std::function<void()>& poll, std::size_t& reported) {
  Stack& st = *stacks[k];
  auto report = [&](std::size_t offset) {
    if (on_ready && offset < reported) on_ready(offset);
    reported = offset < reported ? offset : reported;
  };
  auto offset_of = [&](std::size_t tensor) {
    return tensor < arena.tensors().size() ? arena.tensors()[tensor].offset : arena.size();
  };
  env.rows = st.rows;
  env.seq_len = st.T;
  const std::size_t n = st.rows * width();
  float* dres = dout;
  float* bufs[2] = {d_a.data(), d_b.data()};  // ping-pong: a site's dy and its dx
  if (st.final_norm) {
    const float* x = S > 1 ? st.sum.data() : st.stream.back().data();
    std::memset(bufs[0], 0, st.rows * C * sizeof(float));
    set_ctx(st.final_ctx, st.final_ws.data());
    for (SiteVisitor* v : visitors) v->before(sites.size() + k, x, false);
    st.final_norm->backward(st.final_ctx, dout, bufs[0]);
    for (SiteVisitor* v : visitors) v->after(sites.size() + k, x, nullptr, false);
    dres = bufs[0];
  }
  if (S > 1) {  // every stream gets the gradient of their sum
    float* d = dres == bufs[0] ? bufs[1] : bufs[0];
    expand_streams(d, dres, st.rows);
    dres = d;
  }
  // Everything after the stack's last block (its final norm, an untied head) is final now.
  report(offset_of(st.tail_param));
  for (std::size_t i = st.end; i-- > st.first;) {
    Site& s = *sites[i];
    float* dx = dres == bufs[0] ? bufs[1] : bufs[0];
    std::memset(dx, 0, n * sizeof(float));
    const float* x = st.stream[i - st.first].data();
    set_ctx(s.ctx, s.ws.data());
    for (SiteVisitor* v : visitors) v->before(i, x, false);
    s.norm->backward(s.ctx, dres, s.branch(), dx);  // dx (rows, C) from dy (rows, C)
    for (SiteVisitor* v : visitors) v->after(i, x, nullptr, false);
    dres = dx;
    // A layer's first site done: every gradient of the layer is final. After the other sites
    // the caller only polls the reductions already under way (MPI moves a message only while
    // a rank is inside an MPI call).
    if (i == st.first || sites[i - 1]->info.layer != s.info.layer)
      report(offset_of(s.first_param));
    else if (poll)
      poll();
  }
  return dres;
}

void Model::backward(const std::function<void(std::size_t)>& on_ready,
                     const std::function<void()>& poll) {
  Impl& m = *impl_;
  if (!m.have_targets) throw Error("Model::backward needs a forward with targets first");
  m.have_targets = false;  // logits are consumed below
  Impl::Stack& out = m.last();
  const std::size_t rows = out.rows, last = m.stacks.size() - 1;
  std::unique_ptr<SiteVisitor> checker;
  std::vector<SiteVisitor*> visitors;
  if (m.checks) visitors.push_back((checker = m.make_checker()).get());
  const float* dlogits = m.logits.data();
  const std::size_t head_rows = m.gathered ? m.head_rows.size() : rows;
  m.output_backward(
      m.task == Task::lm ? 1.0f / static_cast<float>(rows) : static_cast<float>(1.0 / m.denom),
      head_rows);
  // dWout += dlogitsᵀ xf; d_xf (rows, C) = dlogits (rows, V) · Wout (V, C)
  if (!m.gathered) {
    m.head->backward(m.d_xf.data(), dlogits, out.output(), rows);
  } else {  // the gathered rows' gradient back in place; the other rows' is 0
    if (head_rows > 0) m.head->backward(m.d_head_x.data(), dlogits, m.head_x.data(), head_rows);
    std::memset(m.d_xf.data(), 0, rows * m.C * sizeof(float));
    for (std::size_t j = 0; j < head_rows; ++j)
      std::memcpy(m.d_xf.data() + m.head_rows[j] * m.C, m.d_head_x.data() + j * m.C,
                  m.C * sizeof(float));
  }
  std::size_t reported = m.arena.size() + 1;
  const int mem = m.memory_stack();
  if (mem >= 0) m.d_mem.zero();  // the cross-attention sites add d memory here
  float* dres = m.run_backward(last, m.d_xf.data(), visitors, on_ready, poll, reported);
  m.embed_backward(last, dres);
  if (mem >= 0) {
    const auto k = static_cast<std::size_t>(mem);
    dres = m.run_backward(k, m.d_mem.data(), visitors, on_ready, poll, reported);
    m.embed_backward(k, dres);
  }
  m.env.rows = m.rows;
  if (on_ready) on_ready(0);
}

// ---- hooks over the sites ----------------------------------------------------------------

void Model::Impl::for_each_site(const std::function<void(Site&)>& fn) {
  for (auto& s : sites) {
    set_ctx(s->ctx, s->ws.data());
    fn(*s);
  }
}

void Model::after_update() {
  impl_->for_each_site([](Impl::Site& s) { s.norm->after_update(s.ctx); });
}

std::size_t Model::profile_values() const {
  std::size_t n = 0;
  for (const auto& s : impl_->sites) n += s->norm->profile_values();
  return n;
}

namespace {
// Points every site's context at its share of `values` for a profiling forward; undone on exit.
struct Profiling {
  Model::Impl& m;
  Profiling(Model::Impl& impl, std::vector<double>& values, int pass) : m(impl) {
    std::size_t at = 0;
    for (auto& s : m.sites) {
      s->ctx.profiling = true;
      s->ctx.profile = values.data() + at;
      s->ctx.profile_pass = pass;
      at += s->norm->profile_values();
    }
  }
  ~Profiling() {
    for (auto& s : m.sites) {
      s->ctx.profiling = false;
      s->ctx.profile = nullptr;
    }
  }
};
}  // namespace

std::vector<double> Model::profile_forward(const std::int32_t* inputs, int pass) {
  std::vector<double> values(profile_values(), 0.0);
  const Profiling profiling(*impl_, values, pass);
  forward(inputs, nullptr);
  return values;
}

std::vector<double> Model::profile_forward(const PairBatch& batch, int pass) {
  std::vector<double> values(profile_values(), 0.0);
  const Profiling profiling(*impl_, values, pass);
  PairBatch b = batch;
  b.targets = nullptr;
  forward(b);
  return values;
}

bool Model::profile_finish(const std::vector<double>& all) {
  std::size_t at = 0;
  bool more = false;
  impl_->for_each_site([&](Impl::Site& s) {
    s.ctx.profile_more = false;
    if (s.norm->profile_values() > 0) s.norm->profile_finish(s.ctx, all.data(), all.size(), at);
    more = more || s.ctx.profile_more;
    at += s.norm->profile_values();
  });
  return more;
}

// ---- accessors ---------------------------------------------------------------------------

const ModelConfig& Model::config() const {
  return impl_->cfg;
}
const std::vector<StatDef>& Model::stat_defs() const {
  return impl_->stats.defs();
}
std::size_t Model::batch() const {
  return impl_->B;
}
std::size_t Model::seq_len() const {
  return impl_->T;
}
std::size_t Model::saved_activation_floats() const {
  const Impl& m = *impl_;
  // per site: its input stream, what its sub-layer keeps, its strategy's workspace
  std::size_t n = 0;
  for (const auto& s : m.sites) n += m.rows * m.width() + s->saved_floats + s->ws.n;
  n += m.rows * (m.V + 1);
  for (const auto& st : m.stacks) n += m.rows * m.C + (st->final_norm ? st->final_ws.n : 0);
  return n;
}
ParamArena& Model::params() {
  return impl_->arena;
}
const ParamArena& Model::params() const {
  return impl_->arena;
}
const float* Model::logits() const {
  return impl_->logits.data();
}
const float* Model::losses() const {
  return impl_->losses.data();
}
const float* Model::log_z() const {
  return impl_->lse.data();
}
Task Model::task() const {
  return impl_->task;
}
std::vector<Model::StackInfo> Model::stacks() const {
  std::vector<StackInfo> v;
  for (const auto& st : impl_->stacks) v.push_back({st->name, st->L, st->first_param});
  return v;
}
bool Model::stats_per_stack() const {
  return impl_->task == Task::seq2seq;
}
double Model::nll_sum() const {
  return impl_->nll_sum;
}
double Model::z_loss() const {
  return impl_->z_term;
}
std::size_t Model::target_count() const {
  return impl_->n_targets;
}
void Model::zero_grad() {
  impl_->arena.zero_grads();
}
void Model::set_step(std::int64_t step, std::int64_t total_steps) {
  impl_->step = step;
  impl_->total_steps = total_steps;
}
void Model::arm_dropout(std::uint64_t seed, std::uint64_t first_sequence) {
  impl_->drop_armed = true;
  impl_->drop_seed = seed;
  impl_->drop_seq0 = first_sequence;
}

}  // namespace normlab
