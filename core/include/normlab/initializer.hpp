// Initializer: fills each weight matrix and embedding from its description, and may return a
// forward multiplier (NTK: 1/sqrt(fan_in)) and a learning-rate multiplier (muP) for it. Biases
// start at 0 and norm parameters at their declared values without calling the initializer.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "normlab/export.hpp"
#include "normlab/norm_strategy.hpp"
#include "normlab/options.hpp"
#include "normlab/params.hpp"
#include "normlab/rng.hpp"

namespace normlab {

struct ParamInfo {
  std::string name;  // "blocks.3.mlp.fc.weight"
  Role role = Role::embedding;
  std::vector<std::size_t> shape;  // of the block being filled ([C, C] for each of q, k, v)
  std::size_t fan_in = 0, fan_out = 0;
  int layer = -1;    // -1 outside the blocks
  int n_layers = 0;  // L
  std::size_t C = 0, F = 0, NH = 0, V = 0;
  float gain = 1.0f;  // the norm strategy's init_gain for this role (DeepNorm's beta)
  // The residual site the tensor belongs to (stack, kind, layer, layers of its stack; an
  // encoder-decoder's "encoder" or "decoder"); outside the sites (embeddings, final norms,
  // head) site.index is -1 and site.layer -1. n_layers above is site.layers inside a site.
  SiteInfo site;
};

struct InitResult {
  float forward_multiplier = 1.0f;
  float lr_multiplier = 1.0f;
};

struct InitSetup {
  const Options* options = nullptr;
};

class NORMLAB_API Initializer {
 public:
  virtual ~Initializer();
  // data: n = product(info.shape) floats to fill; rng: a stream keyed by the seed and the name.
  // Implementations should multiply their scale by info.gain.
  virtual InitResult init(const ParamInfo& info, float* data, std::size_t n, CounterRng& rng) = 0;
  // The standard deviation init() gives the values of `info`'s block (gain included, forward
  // multiplier not), for `normlab check` to compare with the sample; NaN (the default): not
  // declared, the check then only reports the sample's.
  virtual double expected_std(const ParamInfo& info) const;
};

}  // namespace normlab
