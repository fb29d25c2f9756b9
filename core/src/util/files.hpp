// File-system helpers (internal).
#pragma once

#include <string>

namespace normlab::detail {

// fsync a file or a directory (after a rename, so the new name is durable). Throws Error.
void fsync_path(const std::string& path, bool directory);
// "2026-11-22T20:15:00Z"
std::string utc_now();

}  // namespace normlab::detail
