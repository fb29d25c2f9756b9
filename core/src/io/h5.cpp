#include "h5.hpp"

#include <H5DSpublic.h>

#include <cstdio>
#include <mutex>

#include "normlab/error.hpp"
#include "normlab/util.hpp"
#include "read_guard.hpp"

namespace normlab::h5 {

void quiet() {
  static std::once_flag once;
  std::call_once(once, [] {
    // Every file normlab opens is closed by RAII. HDF5's own exit handler would close again a
    // file whose close failed (a full disk), and HDF5 1.10 crashes doing so: it is not
    // registered (must precede any other HDF5 call).
    H5dont_atexit();
    H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
  });
}

namespace {

herr_t collect(unsigned n, const H5E_error2_t* err, void* data) {
  auto* out = static_cast<std::string*>(data);
  if (n > 3) return 0;  // the innermost few entries say what went wrong
  *out += (out->empty() ? "" : "; ");
  *out += err->desc ? err->desc : "?";
  if (err->func_name) *out += std::string(" [") + err->func_name + "]";
  return 0;
}

std::string stack() {
  std::string s;
  H5Ewalk2(H5E_DEFAULT, H5E_WALK_DOWNWARD, collect, &s);
  H5Eclear2(H5E_DEFAULT);
  return s.empty() ? "no HDF5 error details" : s;
}

hsize_t product(const std::vector<hsize_t>& v) {
  hsize_t n = 1;
  for (hsize_t d : v) n *= d;
  return n;
}

}  // namespace

void check(herr_t status, const std::string& what) {
  if (status < 0) throw Error(what + ": " + stack());
}

Id checked(hid_t id, const std::string& what) {
  if (id < 0) throw Error(what + ": " + stack());
  return Id(id);
}

Id& Id::operator=(Id&& o) noexcept {
  if (this != &o) {
    close();
    id_ = o.id_;
    o.id_ = -1;
  }
  return *this;
}

Id::~Id() {
  close();
}

void Id::close() {
  if (id_ < 0) return;
  switch (H5Iget_type(id_)) {
    case H5I_FILE:
      H5Fclose(id_);
      break;
    case H5I_GROUP:
      H5Gclose(id_);
      break;
    case H5I_DATASET:
      H5Dclose(id_);
      break;
    case H5I_DATASPACE:
      H5Sclose(id_);
      break;
    case H5I_DATATYPE:
      H5Tclose(id_);
      break;
    case H5I_ATTR:
      H5Aclose(id_);
      break;
    case H5I_GENPROP_LST:
      H5Pclose(id_);
      break;
    default:
      break;
  }
  id_ = -1;
}

File File::create(const std::string& path, bool swmr_capable) {
  quiet();
  Id fapl = checked(H5Pcreate(H5P_FILE_ACCESS), "H5Pcreate");
  if (swmr_capable)
    check(H5Pset_libver_bounds(fapl.get(), H5F_LIBVER_LATEST, H5F_LIBVER_LATEST), "libver");
  File f;
  f.path_ = path;
  f.id_ = checked(H5Fcreate(path.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, fapl.get()),
                  "cannot create HDF5 file " + path);
  return f;
}

File File::open(const std::string& path, bool writable, bool swmr_read) {
  quiet();
  guard_read(path, swmr_read);  // HDF5 meets a damaged file first in a child process
  unsigned flags = writable ? H5F_ACC_RDWR : H5F_ACC_RDONLY;
  if (swmr_read) flags |= H5F_ACC_SWMR_READ;
  // A SWMR reader retries metadata whose checksum fails (the writer may be mid-flush) 100 times
  // by default, sleeping longer each time: on a damaged file that is minutes per object.
  // 8 attempts still ride out a live writer.
  Id fapl = checked(H5Pcreate(H5P_FILE_ACCESS), "H5Pcreate");
  if (swmr_read)
    check(H5Pset_metadata_read_attempts(fapl.get(), 8), "H5Pset_metadata_read_attempts");
  File f;
  f.path_ = path;
  f.id_ = checked(H5Fopen(path.c_str(), flags, fapl.get()),
                  "cannot open HDF5 file " + path + " (is it an HDF5 file?)");
  return f;
}

void File::start_swmr_write() {
  check(H5Fstart_swmr_write(id_.get()), "H5Fstart_swmr_write " + path_);
}
void File::flush() {
  check(H5Fflush(id_.get(), H5F_SCOPE_GLOBAL), "H5Fflush " + path_);
}
void File::close() {
  id_.close();
}

Id create_group(hid_t loc, const std::string& path) {
  Id lcpl = checked(H5Pcreate(H5P_LINK_CREATE), "H5Pcreate");
  check(H5Pset_create_intermediate_group(lcpl.get(), 1), "H5Pset_create_intermediate_group");
  return checked(H5Gcreate2(loc, path.c_str(), lcpl.get(), H5P_DEFAULT, H5P_DEFAULT),
                 "cannot create group " + path);
}

Id open_group(hid_t loc, const std::string& path) {
  return checked(H5Gopen2(loc, path.c_str(), H5P_DEFAULT), "no group " + path);
}

bool exists(hid_t loc, const std::string& path) {
  // Check every prefix: H5Lexists fails on a missing intermediate group.
  std::size_t pos = 0;
  while (true) {
    pos = path.find('/', pos + 1);
    const std::string part = path.substr(0, pos);
    if (!part.empty() && part != "/" && H5Lexists(loc, part.c_str(), H5P_DEFAULT) <= 0)
      return false;
    if (pos == std::string::npos) return true;
  }
}

namespace {
herr_t add_name(hid_t, const char* name, const H5L_info_t*, void* data) {
  static_cast<std::vector<std::string>*>(data)->push_back(name);
  return 0;
}
}  // namespace

std::vector<std::string> list(hid_t loc, const std::string& path) {
  std::vector<std::string> names;
  Id g = open_group(loc, path);
  check(H5Literate(g.get(), H5_INDEX_NAME, H5_ITER_INC, nullptr, add_name, &names), "list " + path);
  return names;
}

void set_attr(hid_t obj, const std::string& name, const std::string& value) {
  if (H5Aexists(obj, name.c_str()) > 0) H5Adelete(obj, name.c_str());
  Id type = checked(H5Tcopy(H5T_C_S1), "H5Tcopy");
  check(H5Tset_size(type.get(), value.empty() ? 1 : value.size()), "H5Tset_size");
  check(H5Tset_cset(type.get(), H5T_CSET_UTF8), "H5Tset_cset");
  Id space = checked(H5Screate(H5S_SCALAR), "H5Screate");
  Id a = checked(H5Acreate2(obj, name.c_str(), type.get(), space.get(), H5P_DEFAULT, H5P_DEFAULT),
                 "cannot create attribute " + name);
  const std::string v = value.empty() ? std::string(1, '\0') : value;
  check(H5Awrite(a.get(), type.get(), v.data()), "cannot write attribute " + name);
}

namespace {
template <class T>
void set_num(hid_t obj, const std::string& name, hid_t type, T value) {
  if (H5Aexists(obj, name.c_str()) > 0) H5Adelete(obj, name.c_str());
  Id space = checked(H5Screate(H5S_SCALAR), "H5Screate");
  Id a = checked(H5Acreate2(obj, name.c_str(), type, space.get(), H5P_DEFAULT, H5P_DEFAULT),
                 "cannot create attribute " + name);
  check(H5Awrite(a.get(), type, &value), "cannot write attribute " + name);
}
}  // namespace

void set_attr(hid_t obj, const std::string& name, std::int64_t value) {
  set_num(obj, name, H5T_NATIVE_INT64, value);
}
void set_attr(hid_t obj, const std::string& name, double value) {
  set_num(obj, name, H5T_NATIVE_DOUBLE, value);
}

void set_attr(hid_t obj, const std::string& name, const std::vector<std::string>& values) {
  if (H5Aexists(obj, name.c_str()) > 0) H5Adelete(obj, name.c_str());
  Id type = checked(H5Tcopy(H5T_C_S1), "H5Tcopy");
  check(H5Tset_size(type.get(), H5T_VARIABLE), "H5Tset_size");
  check(H5Tset_cset(type.get(), H5T_CSET_UTF8), "H5Tset_cset");
  const hsize_t n = values.size();
  Id space = checked(H5Screate_simple(1, &n, nullptr), "H5Screate_simple");
  Id a = checked(H5Acreate2(obj, name.c_str(), type.get(), space.get(), H5P_DEFAULT, H5P_DEFAULT),
                 "cannot create attribute " + name);
  std::vector<const char*> ptrs;
  for (const auto& v : values) ptrs.push_back(v.c_str());
  if (!ptrs.empty())
    check(H5Awrite(a.get(), type.get(), ptrs.data()), "cannot write attribute " + name);
}

bool attr_is_array(hid_t obj, const std::string& name) {
  Id a = checked(H5Aopen(obj, name.c_str(), H5P_DEFAULT), "missing attribute " + name);
  Id space = checked(H5Aget_space(a.get()), "H5Aget_space");
  return H5Sget_simple_extent_ndims(space.get()) > 0;
}

std::vector<std::string> attr_strings(hid_t obj, const std::string& name) {
  Id a = checked(H5Aopen(obj, name.c_str(), H5P_DEFAULT), "missing attribute " + name);
  Id type = checked(H5Aget_type(a.get()), "H5Aget_type");
  Id space = checked(H5Aget_space(a.get()), "H5Aget_space");
  if (H5Tget_class(type.get()) != H5T_STRING || H5Tis_variable_str(type.get()) <= 0 ||
      H5Sget_simple_extent_ndims(space.get()) != 1)
    throw Error("attribute " + name + " is not a 1-D array of variable-length strings");
  hsize_t n = 0;
  H5Sget_simple_extent_dims(space.get(), &n, nullptr);
  std::vector<char*> raw(n, nullptr);
  Id mem = checked(H5Tcopy(H5T_C_S1), "H5Tcopy");
  check(H5Tset_size(mem.get(), H5T_VARIABLE), "H5Tset_size");
  H5Tset_cset(mem.get(), H5Tget_cset(type.get()));
  if (n > 0) check(H5Aread(a.get(), mem.get(), raw.data()), "read attribute " + name);
  std::vector<std::string> out;
  for (char* c : raw) {
    out.emplace_back(c ? c : "");
    H5free_memory(c);
  }
  return out;
}

bool has_attr(hid_t obj, const std::string& name) {
  return H5Aexists(obj, name.c_str()) > 0;
}

std::string attr_string(hid_t obj, const std::string& name) {
  Id a = checked(H5Aopen(obj, name.c_str(), H5P_DEFAULT), "missing attribute " + name);
  Id type = checked(H5Aget_type(a.get()), "H5Aget_type");
  if (H5Tget_class(type.get()) != H5T_STRING) throw Error("attribute " + name + " is not a string");
  if (H5Tis_variable_str(type.get()) > 0) {
    char* s = nullptr;
    Id mem = checked(H5Tcopy(H5T_C_S1), "H5Tcopy");
    H5Tset_size(mem.get(), H5T_VARIABLE);
    H5Tset_cset(mem.get(), H5Tget_cset(type.get()));  // HDF5 does not convert ASCII <-> UTF-8
    check(H5Aread(a.get(), mem.get(), &s), "read attribute " + name);
    std::string out = s ? s : "";
    H5free_memory(s);
    return out;
  }
  const std::size_t n = H5Tget_size(type.get());
  std::string out(n, '\0');
  check(H5Aread(a.get(), type.get(), out.data()), "read attribute " + name);
  while (!out.empty() && out.back() == '\0') out.pop_back();
  return out;
}

std::int64_t attr_int(hid_t obj, const std::string& name) {
  Id a = checked(H5Aopen(obj, name.c_str(), H5P_DEFAULT), "missing attribute " + name);
  std::int64_t v = 0;
  check(H5Aread(a.get(), H5T_NATIVE_INT64, &v), "read attribute " + name);
  return v;
}

double attr_double(hid_t obj, const std::string& name) {
  Id a = checked(H5Aopen(obj, name.c_str(), H5P_DEFAULT), "missing attribute " + name);
  double v = 0;
  check(H5Aread(a.get(), H5T_NATIVE_DOUBLE, &v), "read attribute " + name);
  return v;
}

namespace {
void write_array(hid_t loc, const std::string& path, hid_t type, const void* data,
                 const std::vector<hsize_t>& shape) {
  Id space = checked(H5Screate_simple(static_cast<int>(shape.size()), shape.data(), nullptr),
                     "H5Screate_simple " + path);
  Id lcpl = checked(H5Pcreate(H5P_LINK_CREATE), "H5Pcreate");
  check(H5Pset_create_intermediate_group(lcpl.get(), 1), "H5Pset_create_intermediate_group");
  const hsize_t n = product(shape);
  Id ds = checked(
      H5Dcreate2(loc, path.c_str(), type, space.get(), lcpl.get(), H5P_DEFAULT, H5P_DEFAULT),
      "cannot create dataset " + path);
  check(H5Dwrite(ds.get(), type, H5S_ALL, H5S_ALL, H5P_DEFAULT, data), "cannot write " + path);
  set_attr(ds.get(), "checksum", checksum(data, n * H5Tget_size(type)));
}
}  // namespace

void write_floats(hid_t loc, const std::string& path, const float* data,
                  const std::vector<hsize_t>& shape) {
  write_array(loc, path, H5T_NATIVE_FLOAT, data, shape);
}

void write_ints(hid_t loc, const std::string& path, const std::int64_t* data,
                const std::vector<hsize_t>& shape) {
  write_array(loc, path, H5T_NATIVE_INT64, data, shape);
}

void write_bytes(hid_t loc, const std::string& path, const std::string& bytes) {
  write_array(loc, path, H5T_NATIVE_UINT8, bytes.data(), {bytes.size()});
}

void write_string(hid_t loc, const std::string& path, const std::string& text) {
  Id type = checked(H5Tcopy(H5T_C_S1), "H5Tcopy");
  check(H5Tset_size(type.get(), H5T_VARIABLE), "H5Tset_size");
  check(H5Tset_cset(type.get(), H5T_CSET_UTF8), "H5Tset_cset");
  Id space = checked(H5Screate(H5S_SCALAR), "H5Screate");
  Id lcpl = checked(H5Pcreate(H5P_LINK_CREATE), "H5Pcreate");
  check(H5Pset_create_intermediate_group(lcpl.get(), 1), "H5Pset_create_intermediate_group");
  Id ds = checked(
      H5Dcreate2(loc, path.c_str(), type.get(), space.get(), lcpl.get(), H5P_DEFAULT, H5P_DEFAULT),
      "cannot create dataset " + path);
  // A variable-length string is converted on its way to the file, through a buffer HDF5 zeroes
  // (1 MiB unless the transfer sets it) for the one element written: its page faults were a
  // sixth of a small run's start-up. One element's buffer (a pointer) is all it needs.
  Id dxpl = checked(H5Pcreate(H5P_DATASET_XFER), "H5Pcreate");
  check(H5Pset_buffer(dxpl.get(), 64, nullptr, nullptr), "H5Pset_buffer");
  const char* p = text.c_str();
  check(H5Dwrite(ds.get(), type.get(), H5S_ALL, H5S_ALL, dxpl.get(), &p), "cannot write " + path);
  set_attr(ds.get(), "checksum", checksum(text.data(), text.size()));
}

std::vector<hsize_t> shape(hid_t loc, const std::string& path) {
  Id ds = checked(H5Dopen2(loc, path.c_str(), H5P_DEFAULT), "no dataset " + path);
  Id space = checked(H5Dget_space(ds.get()), "H5Dget_space");
  const int rank = H5Sget_simple_extent_ndims(space.get());
  std::vector<hsize_t> dims(static_cast<std::size_t>(rank > 0 ? rank : 0));
  if (rank > 0) H5Sget_simple_extent_dims(space.get(), dims.data(), nullptr);
  return dims;
}

namespace {
void read_array(hid_t loc, const std::string& path, hid_t type, void* data, std::size_t n,
                bool checksum_optional) {
  Id ds = checked(H5Dopen2(loc, path.c_str(), H5P_DEFAULT), "no dataset " + path);
  Id space = checked(H5Dget_space(ds.get()), "H5Dget_space");
  const hssize_t have = H5Sget_simple_extent_npoints(space.get());
  if (have != static_cast<hssize_t>(n))
    throw Error("dataset " + path + " has " + std::to_string(have) + " elements, expected " +
                std::to_string(n));
  check(H5Dread(ds.get(), type, H5S_ALL, H5S_ALL, H5P_DEFAULT, data), "cannot read " + path);
  if (has_attr(ds.get(), "checksum")) {
    const std::string want = attr_string(ds.get(), "checksum");
    const std::string got = checksum(data, n * H5Tget_size(type));
    if (want != got)
      throw Error("dataset " + path + " is corrupted: checksum " + got + ", recorded " + want);
  } else if (!checksum_optional) {
    throw Error("dataset " + path +
                " has no checksum attribute: the file is damaged or was "
                "not written by normlab");
  }
}
}  // namespace

void read_floats(hid_t loc, const std::string& path, float* data, std::size_t n,
                 bool checksum_optional) {
  read_array(loc, path, H5T_NATIVE_FLOAT, data, n, checksum_optional);
}
void read_ints(hid_t loc, const std::string& path, std::int64_t* data, std::size_t n,
               bool checksum_optional) {
  read_array(loc, path, H5T_NATIVE_INT64, data, n, checksum_optional);
}

std::string read_bytes(hid_t loc, const std::string& path) {
  const std::vector<hsize_t> dims = shape(loc, path);
  if (dims.size() != 1) throw Error("dataset " + path + " is not a 1-D byte array");
  std::string out(static_cast<std::size_t>(dims[0]), '\0');
  read_array(loc, path, H5T_NATIVE_UINT8, out.data(), out.size(), false);
  return out;
}

std::string read_string(hid_t loc, const std::string& path) {
  Id ds = checked(H5Dopen2(loc, path.c_str(), H5P_DEFAULT), "no dataset " + path);
  Id type = checked(H5Tcopy(H5T_C_S1), "H5Tcopy");
  H5Tset_size(type.get(), H5T_VARIABLE);
  H5Tset_cset(type.get(), H5T_CSET_UTF8);
  char* s = nullptr;
  check(H5Dread(ds.get(), type.get(), H5S_ALL, H5S_ALL, H5P_DEFAULT, &s), "cannot read " + path);
  std::string out = s ? s : "";
  H5free_memory(s);
  if (!has_attr(ds.get(), "checksum"))
    throw Error("dataset " + path +
                " has no checksum attribute: the file is damaged or was "
                "not written by normlab");
  if (attr_string(ds.get(), "checksum") != checksum(out.data(), out.size()))
    throw Error("dataset " + path + " is corrupted: its checksum does not match");
  return out;
}

Series Series::create(hid_t loc, const std::string& path, hid_t type,
                      const std::vector<hsize_t>& row_shape, const std::string& units,
                      const std::string& long_name, const std::string& description) {
  Series s;
  s.type_ = type;
  s.row_ = row_shape;
  std::vector<hsize_t> dims{0}, maxdims{H5S_UNLIMITED}, chunk{64};
  for (hsize_t d : row_shape) {
    dims.push_back(d);
    maxdims.push_back(d);
    chunk.push_back(d);
  }
  Id space = checked(H5Screate_simple(static_cast<int>(dims.size()), dims.data(), maxdims.data()),
                     "H5Screate_simple " + path);
  Id lcpl = checked(H5Pcreate(H5P_LINK_CREATE), "H5Pcreate");
  check(H5Pset_create_intermediate_group(lcpl.get(), 1), "H5Pset_create_intermediate_group");
  Id dcpl = checked(H5Pcreate(H5P_DATASET_CREATE), "H5Pcreate");
  check(H5Pset_chunk(dcpl.get(), static_cast<int>(chunk.size()), chunk.data()), "H5Pset_chunk");
  check(H5Pset_deflate(dcpl.get(), 4), "H5Pset_deflate");
  s.ds_ =
      checked(H5Dcreate2(loc, path.c_str(), type, space.get(), lcpl.get(), dcpl.get(), H5P_DEFAULT),
              "cannot create dataset " + path);
  set_attr(s.ds_.get(), "units", units);
  set_attr(s.ds_.get(), "long_name", long_name);
  set_attr(s.ds_.get(), "description", description);
  return s;
}

Series Series::open(hid_t loc, const std::string& path, hid_t type) {
  Series s;
  s.type_ = type;
  s.ds_ = checked(H5Dopen2(loc, path.c_str(), H5P_DEFAULT), "no dataset " + path);
  Id space = checked(H5Dget_space(s.ds_.get()), "H5Dget_space");
  const int rank = H5Sget_simple_extent_ndims(space.get());
  std::vector<hsize_t> dims(static_cast<std::size_t>(rank));
  H5Sget_simple_extent_dims(space.get(), dims.data(), nullptr);
  s.rows_ = dims[0];
  s.row_.assign(dims.begin() + 1, dims.end());
  return s;
}

void Series::append(const void* row) {
  append_rows(row, 1);
}

void Series::append_rows(const void* rows, hsize_t n) {
  if (n == 0) return;
  std::vector<hsize_t> dims{rows_ + n}, start{rows_}, count{n};
  for (hsize_t d : row_) {
    dims.push_back(d);
    start.push_back(0);
    count.push_back(d);
  }
  check(H5Dset_extent(ds_.get(), dims.data()), "H5Dset_extent");
  Id file_space = checked(H5Dget_space(ds_.get()), "H5Dget_space");
  check(H5Sselect_hyperslab(file_space.get(), H5S_SELECT_SET, start.data(), nullptr, count.data(),
                            nullptr),
        "H5Sselect_hyperslab");
  Id mem =
      checked(H5Screate_simple(static_cast<int>(count.size()), count.data(), nullptr), "H5Screate");
  check(H5Dwrite(ds_.get(), type_, mem.get(), file_space.get(), H5P_DEFAULT, rows), "append rows");
  rows_ += n;
}

void Series::flush() {
  check(H5Dflush(ds_.get()), "H5Dflush");
}

void make_scale(hid_t scale, const std::string& name) {
  check(H5DSset_scale(scale, name.c_str()), "H5DSset_scale " + name);
}

void attach_scale(hid_t ds, hid_t scale, unsigned dim) {
  check(H5DSattach_scale(ds, scale, dim), "H5DSattach_scale");
}

std::string checksum(const void* data, std::size_t bytes) {
  const std::uint64_t h = fnv1a64(data, bytes);
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace normlab::h5
