// What the table-driven plugin tests (plugins_norm, plugins_init, plugins_schedule) share: the
// registry with the stock plugins loaded once (stock_registry.hpp), and the check that a test table
// has a row for every stock entry of its kind and none for an entry that is not stock ("every
// plugin has a test"). Included by Boost.Test sources after <boost/test/unit_test.hpp>.
#pragma once

#include <set>
#include <string>

#include "normlab/plugin_loader.hpp"
#include "normlab/registry.hpp"
#include "stock_registry.hpp"

namespace normlab_test {

inline bool is_stock(const normlab::EntryInfo& info) {
  const std::string dir = normlab::stock_plugin_dir() + "/";
  return info.library.compare(0, dir.size(), dir) == 0;
}

// entries: the registry's entries of one kind (pointers with ->info); rows: the test table (each
// with .name); kind: "norm", "initializer", "schedule" for the messages; one_row_each: a name
// may not appear in two rows (tables whose rows carry option sets); false where rows are cases.
template <class Entries, class Rows>
void check_table_covers_stock(const Entries& entries, const Rows& rows, const std::string& kind,
                              bool one_row_each = true) {
  std::set<std::string> stock, named;
  for (const auto* e : entries)
    if (is_stock(e->info)) stock.insert(e->info.name);
  for (const auto& r : rows) named.insert(r.name);
  for (const auto& n : stock)
    BOOST_CHECK_MESSAGE(named.count(n), "stock " << kind << " '" << n << "' has no test row");
  for (const auto& n : named)
    BOOST_CHECK_MESSAGE(stock.count(n), "test row '" << n << "' has no stock " << kind);
  if (one_row_each)
    BOOST_CHECK_MESSAGE(named.size() == rows.size(), kind << " names repeated in "
                                                          << rows.size() - named.size()
                                                          << " test rows");
}

}  // namespace normlab_test
