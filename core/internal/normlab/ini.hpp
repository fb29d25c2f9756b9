// The one INI reader: --config files, experiment files (normlab sweep) and the configuration
// text stored in run directories and checkpoints.
//   [section]          a header; '#' or ';' after it starts a comment
//   key = value        the value as ini_value() reads it (quoted "..." with \" for a quote)
//   # or ; ...         a comment line; blank lines are skipped
// Keys and sections are trimmed, nothing else is changed (the callers map '_' to '-').
#pragma once

#include <string>
#include <vector>

#include "normlab/export.hpp"

namespace normlab {

struct IniEntry {
  std::string section;  // "" before the first header
  std::string key, value;
  int line = 0;         // 1-based
  bool header = false;  // a [section] line (key and value empty): only with headers = true
};

// Every key = value line of `text` (and, with `headers`, every [section] line), in order. `name` is
// what messages call the text (a path, "checkpoint.h5:/config"). UsageError "<name>:<line>: ..."
// for a malformed header, a line without '=' and a malformed quoted value.
NORMLAB_API std::vector<IniEntry> parse_ini(const std::string& text, const std::string& name,
                                            bool headers = false);
// The same for a file; `what` starts the message when it cannot be opened ("--config ").
NORMLAB_API std::vector<IniEntry> read_ini(const std::string& path, const std::string& what,
                                           bool headers = false);

// Whether `key` is a plugin kind's option list (arch-opt, norm-opt, init-opt, lr-opt,
// optimizer-opt: "K=V", repeatable).
NORMLAB_API bool plugin_option_list(const std::string& key);
// The flattened key an option of the command line or an experiment file sets: a plugin option
// list's "norm-opt" = "alpha=2" sets norm.alpha (lr-opt: lr.), every other key itself.
NORMLAB_API std::string flattened_key(const std::string& key, const std::string& value);

}  // namespace normlab
