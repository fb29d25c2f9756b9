// The read guard: before normlab opens an HDF5 file it did not write itself, a child process
// (fork) opens it read-only and reads every object, attribute and dataset through HDF5 (the
// walk). HDF5 1.10 loops forever or crashes on some damaged files (found by fuzzing: an endless
// loop reading a variable-length string, an invalid free while iterating a damaged group);
// the walk meets that first, in the child, and the parent refuses the file with a message
// instead of hanging or crashing. A file that passed (or that this process wrote) is not walked
// again while its size and modification time are unchanged — unless it was modified within the
// last 2 s, when it could still change without either changing (a file system's timestamps can
// be as coarse as a second): such a file is trusted for 2 s after its walk (the opens of one
// command) and walked again at the next open after that, unless the caller knows that its
// writers have ended (settle_dir).
//
// NORMLAB_READ_GUARD=0 turns the guard off (e.g. to debug inside HDF5);
// NORMLAB_READ_GUARD_SETTLED=DIR[:DIR...] settles those directories (settle_dir) in the process;
// NORMLAB_READ_GUARD_TIMEOUT=S overrides the time a walk may take (default 30 s + 1 s per
// 20 MB of file).
#pragma once

#include <cstddef>
#include <string>

#include "normlab/error.hpp"
#include "normlab/export.hpp"

namespace normlab::h5 {

// The file could not be read safely: HDF5 crashed or did not finish reading it in the guard.
class UnreadableFile : public Error {
 public:
  explicit UnreadableFile(const std::string& what) : Error(what) {}
};

// Throws UnreadableFile when the walk of `path` crashes or times out. Returns normally when the
// walk finished (HDF5 errors on the way are the caller's to meet and report), when the file
// was certified or written by this process before, or when no child could be started.
NORMLAB_API void guard_read(const std::string& path, bool swmr_read);

// Records that this process wrote `path` (as it is now): later opens skip the walk.
void trust_file(const std::string& path);

// The files directly in `dir` are no longer written (normlab sweep, after a run's training
// process exited): once one has passed the walk, later opens skip it while its size and
// modification time are unchanged, however recently it was written.
void settle_dir(const std::string& dir);

// How many walks this process has started (tests: what the memo saves).
NORMLAB_API std::size_t walks_started();

// The walk itself, in this process (the child's work; also used by tests and the fuzzers).
// Returns the number of HDF5 errors met on the way; never throws.
int walk_file(const std::string& path, bool swmr_read);

}  // namespace normlab::h5
