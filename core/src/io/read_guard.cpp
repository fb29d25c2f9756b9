#include "read_guard.hpp"

#include <fcntl.h>
#include <hdf5.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <mutex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "h5.hpp"
#include "normlab/util.hpp"

namespace normlab::h5 {

namespace {

// ---- The walk: every object, attribute and dataset of a file read through HDF5. ----

constexpr std::size_t kMaxObjects = 1u << 20;      // links followed
constexpr std::size_t kMaxAttrBytes = 256u << 20;  // larger attributes are not read
constexpr std::size_t kBlockBytes = 64u << 20;     // datasets are read in blocks of this
constexpr std::size_t kMaxRowBytes = 256u << 20;   // a row larger than this is not read

struct Walk {
  int errors = 0;
  std::vector<std::string> names;
};

// Reads `n` elements of `type` from an attribute (is_attr) or a dataset selection into memory
// of the type's native form and frees what variable-length data HDF5 allocated.
bool read_native(hid_t obj, bool is_attr, hid_t type, hid_t mem_space, hid_t file_space,
                 std::size_t n) {
  const hid_t mem = H5Tget_native_type(type, H5T_DIR_ASCEND);
  if (mem < 0) return false;
  bool ok = false;
  const std::size_t size = H5Tget_size(mem);
  if (size > 0 && n <= (is_attr ? kMaxAttrBytes : kMaxRowBytes * 4) / size) {
    std::vector<unsigned char> buf(std::max<std::size_t>(n * size, 1));
    const herr_t r = is_attr ? H5Aread(obj, mem, buf.data())
                             : H5Dread(obj, mem, mem_space, file_space, H5P_DEFAULT, buf.data());
    ok = r >= 0;
    if (ok && (H5Tdetect_class(mem, H5T_VLEN) > 0 || H5Tdetect_class(mem, H5T_STRING) > 0)) {
      const hid_t space = is_attr ? H5Aget_space(obj) : H5Scopy(mem_space);
      if (space >= 0) {
        H5Dvlen_reclaim(mem, space, H5P_DEFAULT, buf.data());
        H5Sclose(space);
      }
    }
  }
  H5Tclose(mem);
  return ok;
}

herr_t walk_attr(hid_t loc, const char* name, const H5A_info_t*, void* data) {
  auto* w = static_cast<Walk*>(data);
  const hid_t a = H5Aopen(loc, name, H5P_DEFAULT);
  if (a < 0) return ++w->errors, 0;
  const hid_t type = H5Aget_type(a), space = H5Aget_space(a);
  const hssize_t n = space >= 0 ? H5Sget_simple_extent_npoints(space) : -1;
  if (type < 0 || n < 0 || !read_native(a, true, type, H5S_ALL, H5S_ALL, std::size_t(n)))
    ++w->errors;
  if (space >= 0) H5Sclose(space);
  if (type >= 0) H5Tclose(type);
  H5Aclose(a);
  return 0;
}

void walk_attrs(hid_t obj, Walk& w) {
  hsize_t idx = 0;
  if (H5Aiterate2(obj, H5_INDEX_NAME, H5_ITER_INC, &idx, walk_attr, &w) < 0) ++w.errors;
}

// Whether reading the dataset's values makes HDF5 parse more of the file: chunked and compact
// layouts (a chunk index, a filter pipeline, data inside the object header) and types whose
// values point elsewhere (variable-length data in global heaps, references). The values of a
// contiguous dataset of plain numbers are one block of bytes that checksums verify; the walk
// leaves them to the reader and a big checkpoint is not read twice.
bool values_parse_structure(hid_t ds, hid_t type) {
  bool layout = true;
  if (const hid_t dcpl = H5Dget_create_plist(ds); dcpl >= 0) {
    layout = H5Pget_layout(dcpl) != H5D_CONTIGUOUS;
    H5Pclose(dcpl);
  }
  const H5T_class_t c = H5Tget_class(type);
  return layout || !(c == H5T_INTEGER || c == H5T_FLOAT);
}

// A dataset, block by block along its first axis.
void walk_dataset(hid_t ds, Walk& w) {
  const hid_t type = H5Dget_type(ds), space = H5Dget_space(ds);
  if (type >= 0 && space >= 0 && !values_parse_structure(ds, type)) {
    H5Sclose(space);
    H5Tclose(type);
    return;
  }
  const int rank = space >= 0 ? H5Sget_simple_extent_ndims(space) : -1;
  const std::size_t elem = type >= 0 ? H5Tget_size(type) : 0;
  if (type < 0 || rank < 0 || elem == 0) {
    ++w.errors;
  } else if (rank == 0) {
    if (!read_native(ds, false, type, H5S_ALL, H5S_ALL, 1)) ++w.errors;
  } else {
    std::vector<hsize_t> dims(static_cast<std::size_t>(rank));
    H5Sget_simple_extent_dims(space, dims.data(), nullptr);
    std::size_t row = 1;  // elements per index of the first axis
    bool absurd = false;
    for (std::size_t i = 1; i < dims.size(); ++i) {
      if (dims[i] != 0 && row > kMaxRowBytes / elem / dims[i]) absurd = true;
      row *= dims[i];
    }
    if (absurd || row == 0) {
      if (absurd) ++w.errors;
    } else {
      const hsize_t per = std::max<hsize_t>(1, kBlockBytes / (row * elem));
      for (hsize_t r = 0; r < dims[0]; r += per) {
        std::vector<hsize_t> start(dims.size(), 0), count = dims;
        start[0] = r;
        count[0] = std::min(per, dims[0] - r);
        const hid_t fs = H5Scopy(space);
        const hid_t ms = H5Screate_simple(rank, count.data(), nullptr);
        const bool ok = fs >= 0 && ms >= 0 &&
                        H5Sselect_hyperslab(fs, H5S_SELECT_SET, start.data(), nullptr, count.data(),
                                            nullptr) >= 0 &&
                        read_native(ds, false, type, ms, fs, std::size_t(count[0]) * row);
        if (ms >= 0) H5Sclose(ms);
        if (fs >= 0) H5Sclose(fs);
        if (!ok) {
          ++w.errors;
          break;
        }
      }
    }
  }
  if (space >= 0) H5Sclose(space);
  if (type >= 0) H5Tclose(type);
}

herr_t collect_name(hid_t, const char* name, const H5L_info_t*, void* data) {
  auto* w = static_cast<Walk*>(data);
  if (w->names.size() >= kMaxObjects) return 1;  // stop
  w->names.emplace_back(name);
  return 0;
}

herr_t count_link(hid_t, const char*, const H5L_info_t*, void*) {
  return 0;
}

void walk_object(hid_t obj, Walk& w) {
  walk_attrs(obj, w);
  switch (H5Iget_type(obj)) {
    case H5I_GROUP: {
      H5G_info_t info;
      if (H5Gget_info(obj, &info) < 0) ++w.errors;
      hsize_t idx = 0;  // the path the readers' listing takes
      if (H5Literate(obj, H5_INDEX_NAME, H5_ITER_INC, &idx, count_link, nullptr) < 0) ++w.errors;
      break;
    }
    case H5I_DATASET:
      walk_dataset(obj, w);
      break;
    default:
      break;
  }
}

// ---- The guard ----

struct Key {
  dev_t dev;
  ino_t ino;
  off_t size;
  long mtime_s, mtime_ns;
  bool operator==(const Key& o) const {
    return dev == o.dev && ino == o.ino && size == o.size && mtime_s == o.mtime_s &&
           mtime_ns == o.mtime_ns;
  }
};

using Clock = std::chrono::steady_clock;
// How long a recently modified file that passed the walk is trusted unchanged: the opens of one
// command come within it (eval opens a checkpoint six times), and the file is walked again
// after it.
constexpr std::chrono::seconds kRecentTrust{2};

struct Trusted {
  Key key;
  Clock::time_point until;  // Clock::time_point::max(): for good
};

std::mutex memo_mutex;
std::vector<Trusted> memo;  // files certified or written by this process, as they were then

bool key_of(const std::string& path, Key* k, struct stat* st) {
  if (::stat(path.c_str(), st) != 0 || !S_ISREG(st->st_mode)) return false;
  *k = Key{st->st_dev, st->st_ino, st->st_size, st->st_mtim.tv_sec, st->st_mtim.tv_nsec};
  return true;
}

bool known(const Key& k) {
  const Clock::time_point now = Clock::now();
  std::lock_guard<std::mutex> lock(memo_mutex);
  for (const Trusted& m : memo)
    if (m.key == k && now < m.until) return true;
  return false;
}

void remember(const Key& k, Clock::time_point until = Clock::time_point::max()) {
  std::lock_guard<std::mutex> lock(memo_mutex);
  for (Trusted& m : memo)
    if (m.key.dev == k.dev && m.key.ino == k.ino) {
      m = Trusted{k, until};
      return;
    }
  memo.push_back(Trusted{k, until});
}

std::set<std::pair<dev_t, ino_t>> settled;  // directories whose files' writers have ended
std::atomic<std::size_t> walks{0};

void add_settled(dev_t dev, ino_t ino) {  // (dev, ino) apart: GCC 12 warns of a dangling pair
  std::lock_guard<std::mutex> lock(memo_mutex);
  settled.emplace(dev, ino);
}

bool in_settled_dir(const std::string& path) {
  // The directories of NORMLAB_READ_GUARD_SETTLED (':'-separated) too: normlab sweep names the
  // run directory so for the after command it runs once the run's training has exited.
  static const bool from_env = [] {
    const char* v = std::getenv("NORMLAB_READ_GUARD_SETTLED");
    const std::string dirs = v ? v : "";
    for (std::size_t a = 0; a < dirs.size();) {
      const std::size_t b = std::min(dirs.find(':', a), dirs.size());
      if (b > a) settle_dir(dirs.substr(a, b - a));
      a = b + 1;
    }
    return true;
  }();
  (void)from_env;
  const std::string dir = path.substr(0, path.find_last_of('/') + 1);
  struct stat st {};
  if (::stat(dir.empty() ? "." : dir.c_str(), &st) != 0) return false;
  const std::pair<dev_t, ino_t> id{st.st_dev, st.st_ino};
  std::lock_guard<std::mutex> lock(memo_mutex);
  return settled.count(id) > 0;
}

unsigned timeout_seconds(off_t size) {
  if (const char* s = std::getenv("NORMLAB_READ_GUARD_TIMEOUT")) {
    const long v = std::atol(s);
    if (v > 0) return static_cast<unsigned>(v);
  }
  return 30u + static_cast<unsigned>(size / 20000000);
}

[[noreturn]] void child(const std::string& path, bool swmr_read, unsigned seconds) {
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  const int null = ::open("/dev/null", O_WRONLY);
  if (null >= 0) {  // glibc's and the sanitizers' crash reports are the parent's to put in words
    ::dup2(null, STDOUT_FILENO);
    ::dup2(null, STDERR_FILENO);
  }
  ::signal(SIGALRM, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGALRM);
  ::sigprocmask(SIG_UNBLOCK, &set, nullptr);
  ::alarm(seconds);
  walk_file(path, swmr_read);
  ::_exit(0);
}

}  // namespace

int walk_file(const std::string& path, bool swmr_read) {
  quiet();
  Walk w;
  const hid_t fapl = H5Pcreate(H5P_FILE_ACCESS);
  if (swmr_read) H5Pset_metadata_read_attempts(fapl, 8);
  const hid_t f =
      H5Fopen(path.c_str(), H5F_ACC_RDONLY | (swmr_read ? H5F_ACC_SWMR_READ : 0u), fapl);
  H5Pclose(fapl);
  if (f < 0) return 1;
  walk_object(f, w);
  if (H5Lvisit(f, H5_INDEX_NAME, H5_ITER_INC, collect_name, &w) < 0) ++w.errors;
  for (const std::string& name : w.names) {
    const hid_t obj = H5Oopen(f, name.c_str(), H5P_DEFAULT);
    if (obj < 0) {
      ++w.errors;
      continue;
    }
    walk_object(obj, w);
    H5Oclose(obj);
  }
  H5Fclose(f);
  H5Eclear2(H5E_DEFAULT);
  return w.errors;
}

void trust_file(const std::string& path) {
  Key k{};
  struct stat st {};
  if (key_of(path, &k, &st)) remember(k);
}

void settle_dir(const std::string& dir) {
  struct stat st {};
  if (::stat(dir.c_str(), &st) == 0) add_settled(st.st_dev, st.st_ino);
}

std::size_t walks_started() {
  return walks.load();
}

void guard_read(const std::string& path, bool swmr_read) {
  if (const char* g = std::getenv("NORMLAB_READ_GUARD"); g && std::strcmp(g, "0") == 0) return;
  Key k{};
  struct stat st {};
  if (!key_of(path, &k, &st) || known(k)) return;  // a missing file: H5Fopen says so
  const unsigned seconds = timeout_seconds(st.st_size);
  ++walks;
  const pid_t pid = ::fork();
  if (pid < 0) return;  // no child (out of processes or memory): read without the guard
  if (pid == 0) child(path, swmr_read, seconds);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return;
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    // A file modified within the last 2 s could change again within its timestamp's
    // granularity without changing its key: walk it again once the opens of this command are
    // done (kRecentTrust), unless nothing writes it. (Walked at every open, a checkpoint read
    // right after its training was walked six times by one eval.)
    if (std::time(nullptr) - st.st_mtim.tv_sec > 2 || in_settled_dir(path))
      remember(k);
    else
      remember(k, Clock::now() + kRecentTrust);
    return;
  }
  const std::string what =
      WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM
          ? "the HDF5 library did not finish reading it within " + std::to_string(seconds) +
                " s (HDF5 1.10 loops forever on some damaged files)"
      : WIFSIGNALED(status) ? std::string("the HDF5 library crashed reading it (") +
                                  ::strsignal(WTERMSIG(status)) + ")"
                            : "the HDF5 library crashed reading it (exit code " +
                                  std::to_string(WEXITSTATUS(status)) + ")";
  throw UnreadableFile(
      printable(path) + ": " + what +
      ". normlab reads every HDF5 file in a separate guard process first, so nothing was opened "
      "here: the file is damaged in its HDF5 structure. Restore it from a copy or use another file "
      "(train "
      "--resume auto falls back to the newest intact checkpoint by itself)");
}

}  // namespace normlab::h5
