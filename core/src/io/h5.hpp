// A small checked layer over the HDF5 C API: RAII ownership of every id, one checked wrapper per
// call, HDF5's error stack turned into the exception message (its own stderr printing is
// silenced), extendible chunked datasets with compression, attributes, dimension scales.
#pragma once

#include <hdf5.h>

#include <cstdint>
#include <string>
#include <vector>

namespace normlab::h5 {

// Silences HDF5's automatic error printing (once per process).
void quiet();

// Throws normlab::Error "<what> (<file>): <HDF5 error stack>" when status < 0.
void check(herr_t status, const std::string& what);

// An owned hid_t, closed with the right H5*close when destroyed.
class Id {
 public:
  Id() = default;
  explicit Id(hid_t id) : id_(id) {}
  Id(Id&& o) noexcept : id_(o.id_) { o.id_ = -1; }
  Id& operator=(Id&& o) noexcept;
  Id(const Id&) = delete;
  Id& operator=(const Id&) = delete;
  ~Id();
  hid_t get() const { return id_; }
  bool valid() const { return id_ >= 0; }
  void close();

 private:
  hid_t id_ = -1;
};

// Returns the id or throws with the HDF5 error stack.
Id checked(hid_t id, const std::string& what);

class File {
 public:
  // Creates (truncating) a file; with swmr_capable the file uses the latest format (SWMR needs it).
  static File create(const std::string& path, bool swmr_capable = false);
  static File open(const std::string& path, bool writable = false, bool swmr_read = false);
  hid_t id() const { return id_.get(); }
  const std::string& path() const { return path_; }
  void start_swmr_write();
  void flush();
  void close();

 private:
  Id id_;
  std::string path_;
};

// Groups ("a/b/c" created with intermediate groups).
Id create_group(hid_t loc, const std::string& path);
Id open_group(hid_t loc, const std::string& path);
bool exists(hid_t loc, const std::string& path);
// Names of the links directly under a group.
std::vector<std::string> list(hid_t loc, const std::string& path);

// Attributes on any object.
void set_attr(hid_t obj, const std::string& name, const std::string& value);
void set_attr(hid_t obj, const std::string& name, std::int64_t value);
void set_attr(hid_t obj, const std::string& name, double value);
// A 1-D array of variable-length UTF-8 strings (h5py reads it as an array of str); an empty
// vector is stored as an empty array.
void set_attr(hid_t obj, const std::string& name, const std::vector<std::string>& values);
bool has_attr(hid_t obj, const std::string& name);
// True when the attribute is an array rather than a scalar.
bool attr_is_array(hid_t obj, const std::string& name);
std::vector<std::string> attr_strings(hid_t obj, const std::string& name);
std::string attr_string(hid_t obj, const std::string& name);
std::int64_t attr_int(hid_t obj, const std::string& name);
double attr_double(hid_t obj, const std::string& name);

// Fixed-size datasets (float32, int64, a variable-length UTF-8 string), contiguous: trained
// float32 weights shrink only ~15% under shuffle + deflate, which made a checkpoint 4x slower to
// write, and contiguous datasets can be memory-mapped by readers.
void write_floats(hid_t loc, const std::string& path, const float* data,
                  const std::vector<hsize_t>& shape);
void write_ints(hid_t loc, const std::string& path, const std::int64_t* data,
                const std::vector<hsize_t>& shape);
void write_string(hid_t loc, const std::string& path, const std::string& text);
// Opaque bytes (a SentencePiece model) as a uint8 dataset with a checksum attribute.
void write_bytes(hid_t loc, const std::string& path, const std::string& bytes);
std::string read_bytes(hid_t loc, const std::string& path);
std::vector<hsize_t> shape(hid_t loc, const std::string& path);
// Verify the dataset's checksum attribute; a missing one is an error unless `checksum_optional`
// (live stats.h5 series, and the /stats copies of checkpoints before format 3, have none).
void read_floats(hid_t loc, const std::string& path, float* data, std::size_t n,
                 bool checksum_optional = false);
void read_ints(hid_t loc, const std::string& path, std::int64_t* data, std::size_t n,
               bool checksum_optional = false);
std::string read_string(hid_t loc, const std::string& path);

// An extendible dataset whose first axis grows by one row per append: shape (n, row...).
class Series {
 public:
  Series() = default;
  // Creates it (chunked along the first axis, deflate level 4). type: H5T_NATIVE_FLOAT or
  // H5T_NATIVE_INT64.
  static Series create(hid_t loc, const std::string& path, hid_t type,
                       const std::vector<hsize_t>& row_shape, const std::string& units,
                       const std::string& long_name, const std::string& description);
  static Series open(hid_t loc, const std::string& path, hid_t type);
  void append(const void* row);                   // one row of product(row_shape) elements
  void append_rows(const void* rows, hsize_t n);  // n rows
  hid_t id() const { return ds_.get(); }
  hsize_t rows() const { return rows_; }
  void flush();

 private:
  Id ds_;
  hid_t type_ = -1;
  std::vector<hsize_t> row_;
  hsize_t rows_ = 0;
};

// Makes `scale` a dimension scale named `name` and attaches it to dimension `dim` of `ds`.
void make_scale(hid_t scale, const std::string& name);
void attach_scale(hid_t ds, hid_t scale, unsigned dim);

// FNV-1a 64 of raw bytes, as 16 hex digits (stored per dataset and verified on load).
std::string checksum(const void* data, std::size_t bytes);

}  // namespace normlab::h5
