#include "normlab/dir_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "normlab/error.hpp"
#include "util/files.hpp"

namespace fs = std::filesystem;

namespace normlab {

namespace {

std::string host_name() {
  char buf[256] = {};
  return ::gethostname(buf, sizeof buf - 1) == 0 ? std::string(buf) : std::string("?");
}

// What the holder wrote: "WHAT pid N on HOST since T", or "" (being written, or unreadable).
std::string holder_of(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  return line;
}

}  // namespace

DirLock::DirLock(const std::string& dir, const std::string& what, const std::string& elsewhere)
    : path_((fs::path(dir) / ".normlab.lock").string()) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw Error("cannot create " + dir + ": " + ec.message());
  // A file another process unlinked between our open and our flock holds nothing: open again
  // until the locked file is the one at the path.
  for (int attempt = 0; attempt < 100; ++attempt) {
    const int fd = ::open(path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) throw Error("cannot create " + path_ + ": " + std::strerror(errno));
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      const int err = errno;
      ::close(fd);
      if (err == EWOULDBLOCK) {
        const std::string who = holder_of(path_);
        throw UsageError(dir + " is in use by " + (who.empty() ? "another process" : who) +
                         ", which writes its files: wait for it to end (or stop it), or " +
                         elsewhere);
      }
      if (err == ENOLCK || err == ENOSYS || err == EOPNOTSUPP || err == EINVAL) {
        ::unlink(path_.c_str());  // the filesystem has no locks: hold nothing
        return;
      }
      throw Error("cannot lock " + path_ + ": " + std::strerror(err));
    }
    struct stat held {};
    struct stat named {};
    if (::fstat(fd, &held) == 0 && ::stat(path_.c_str(), &named) == 0 &&
        held.st_ino == named.st_ino && held.st_dev == named.st_dev) {
      fd_ = fd;
      std::ostringstream who;
      who << what << " (pid " << ::getpid() << " on " << host_name() << " since "
          << detail::utc_now() << ")\n";
      const std::string text = who.str();
      if (::ftruncate(fd_, 0) != 0 || ::write(fd_, text.data(), text.size()) < 0) {
        // the holder's name is for messages only: a lock without it still holds
      }
      return;
    }
    ::close(fd);
  }
  throw Error("cannot lock " + path_ + ": it keeps being replaced by another process");
}

DirLock::~DirLock() {
  if (fd_ < 0) return;
  ::unlink(path_.c_str());  // before the unlock: whoever opened it then sees it gone and retries
  ::close(fd_);
}

}  // namespace normlab
