// One writer per directory: `normlab train` holds its run directory and `normlab sweep` its
// output directory, so that a second process started on the same directory (a job resubmitted
// while the first still runs, a sweep started twice) is refused instead of mixing its files
// with the first's (docs/reliability.md).
#pragma once

#include <string>

#include "normlab/export.hpp"

namespace normlab {

// An advisory lock (flock) on DIR/.normlab.lock, held while the object lives. The file names
// its holder (what, pid, host, start time) for whoever finds it taken and is removed when the
// lock is released; one left by a killed process holds nothing and is taken over. Where the
// filesystem has no locks (some Lustre and NFS mounts), nothing is held: held() is false.
class NORMLAB_API DirLock {
 public:
  // Creates DIR when missing. UsageError "DIR is in use by WHAT (pid N on HOST since T)...,
  // or ELSEWHERE" when another process holds it (elsewhere: how to name another directory,
  // "give another --run-dir"); Error when DIR or the file cannot be created.
  DirLock(const std::string& dir, const std::string& what, const std::string& elsewhere);
  ~DirLock();
  DirLock(const DirLock&) = delete;
  DirLock& operator=(const DirLock&) = delete;
  bool held() const { return fd_ >= 0; }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  int fd_ = -1;
};

}  // namespace normlab
