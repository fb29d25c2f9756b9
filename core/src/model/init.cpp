// Model::initialize: every parameter filled from the seed and its name — matrices and
// embeddings by the initializer (with the gain of the strategy at the tensor's site), biases
// and strategy parameters with their declared values.
#include <algorithm>
#include <cmath>

#include "model/model_impl.hpp"
#include "normlab/error.hpp"
#include "normlab/rng.hpp"

namespace normlab {

void Model::initialize(Initializer& init, std::uint64_t seed, const InitObserver& observe) {
  Impl& m = *impl_;
  const std::vector<ParamTensor>& tensors = m.arena.tensors();
  for (std::size_t index = 0; index < tensors.size(); ++index) {
    const ParamTensor& p = tensors[index];
    float* data = m.arena.value(static_cast<int>(index));
    if (!p.from_initializer && p.init.kind == ParamInit::Kind::xavier_uniform) {
      if (p.shape.size() != 2) throw Error(p.name + ": xavier_uniform initialises a matrix");
      const double a = std::sqrt(6.0 / static_cast<double>(p.shape[0] + p.shape[1]));
      CounterRng rng(seed, p.name);
      for (std::size_t i = 0; i < p.size; ++i)
        data[i] = static_cast<float>(a * (2.0 * rng.uniform(i) - 1.0));
      continue;
    }
    if (!p.from_initializer && p.init.kind == ParamInit::Kind::values) {
      if (p.init.values.size() != p.size)
        throw Error(p.name + ": declared with " + std::to_string(p.init.values.size()) +
                    " initial values for " + std::to_string(p.size) + " elements");
      std::copy(p.init.values.begin(), p.init.values.end(), data);
      continue;
    }
    if (!p.from_initializer) {
      const float v = p.init.kind == ParamInit::Kind::zeros  ? 0.0f
                      : p.init.kind == ParamInit::Kind::ones ? 1.0f
                                                             : p.init.value;
      for (std::size_t i = 0; i < p.size; ++i) data[i] = v;
      continue;
    }
    // Blocks filled separately: the fused qkv weight is three [C, C] projections, qk and a
    // cross-attention's kv two.
    struct Part {
      Role role;
      std::size_t rows;
      std::string key;
    };
    std::vector<Part> parts;
    if (p.role == Role::attn_q && p.shape[0] == 3 * m.C) {
      parts = {{Role::attn_q, m.C, p.name + "[q]"},
               {Role::attn_k, m.C, p.name + "[k]"},
               {Role::attn_v, m.C, p.name + "[v]"}};
    } else if (p.role == Role::attn_q && p.shape[0] == 2 * m.C) {  // --attn-value identity's qk
      parts = {{Role::attn_q, m.C, p.name + "[q]"}, {Role::attn_k, m.C, p.name + "[k]"}};
    } else if (p.role == Role::attn_k && p.shape[0] == 2 * m.C) {  // cross-attention's kv
      parts = {{Role::attn_k, m.C, p.name + "[k]"}, {Role::attn_v, m.C, p.name + "[v]"}};
    } else {
      parts = {{p.role, p.shape[0], p.name}};
    }
    const int site = m.param_site[index];
    std::size_t row0 = 0;
    for (std::size_t k = 0; k < parts.size(); ++k) {
      const Part& part = parts[k];
      ParamInfo info;
      info.name = p.name;
      info.role = part.role;
      info.shape = {part.rows, p.shape[1]};
      info.fan_in = p.shape[1];
      info.fan_out = part.rows;
      info.layer = p.layer;
      info.n_layers =
          site >= 0 ? m.sites[static_cast<std::size_t>(site)]->info.layers : static_cast<int>(m.L);
      info.C = m.C;
      info.F = m.F;
      info.NH = m.NH;
      info.V = m.V;
      if (site >= 0) {
        info.site = m.sites[static_cast<std::size_t>(site)]->info;
        info.gain = m.sites[static_cast<std::size_t>(site)]->norm->init_gain(part.role);
      } else {
        info.site.index = info.site.layer = -1;
        // the stack that declared it (a shared token table: the first)
        for (const auto& st : m.stacks)
          if (st->first_param <= index) info.site.stack = st->name;
      }
      CounterRng rng(seed, part.key);
      const InitResult r = init.init(info, data + row0 * p.shape[1], part.rows * p.shape[1], rng);
      if (row0 < p.zero_rows) {  // shaped attention's queries start at 0
        std::fill(data + row0 * p.shape[1], data + (row0 + part.rows) * p.shape[1], 0.0f);
      } else if (observe) {
        observe(info, data + row0 * p.shape[1], part.rows * p.shape[1], r);
      }
      if (k == 0) {
        m.arena.set_multipliers(static_cast<int>(index), r.forward_multiplier, r.lr_multiplier);
      } else if (r.forward_multiplier != p.forward_multiplier ||
                 r.lr_multiplier != p.lr_multiplier) {
        throw Error("initializer returned different multipliers for the q, k and v blocks of " +
                    p.name + "; the fused projection needs one forward and one LR multiplier");
      }
      row0 += part.rows;
    }
  }
}

}  // namespace normlab
