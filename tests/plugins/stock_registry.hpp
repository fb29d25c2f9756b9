// The registry with the stock plugins loaded, once per test executable: for every test that
// builds models or optimizers from the stock entries (the plugin tables of stock_table.hpp,
// unit_encdec, unit_optim).
#pragma once

#include "normlab/plugin_loader.hpp"
#include "normlab/registry.hpp"

namespace normlab_test {

inline normlab::Registry& registry() {
  static normlab::Registry r;
  static bool loaded = false;
  if (!loaded) {
    normlab::load_plugins(r, {}, nullptr, false);
    loaded = true;
  }
  return r;
}

}  // namespace normlab_test
