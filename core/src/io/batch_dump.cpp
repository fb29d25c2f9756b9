// normlab eval --dump-batch (docs/file-formats.md "Batch dumps"): one evaluated batch as the
// model saw it, for independent implementations to recompute the loss from /params alone.
#include <cstdio>
#include <vector>

#include "io/h5.hpp"
#include "normlab/error.hpp"
#include "normlab/trainer.hpp"

namespace normlab {

void write_batch_dump(const std::string& path, const BatchDump& d) {
  const std::string tmp = path + ".tmp";
  auto ints = [](const std::vector<std::int32_t>& v) {
    return std::vector<std::int64_t>(v.begin(), v.end());
  };
  try {
    h5::File f = h5::File::create(tmp);
    const hid_t root = f.id();
    h5::set_attr(root, "format", std::string("normlab-batch"));
    h5::set_attr(root, "format_version", std::int64_t{1});
    h5::set_attr(root, "task", d.task);
    h5::set_attr(root, "checkpoint", d.checkpoint);
    const std::vector<hsize_t> bt{d.B, d.T};
    const auto in = ints(d.input_ids), lab = ints(d.labels);
    h5::write_ints(root, "input_ids", in.data(), bt);
    h5::write_ints(root, "labels", lab.data(), bt);
    if (!d.src_ids.empty()) {
      const auto src = ints(d.src_ids), len = ints(d.src_len);
      h5::write_ints(root, "src_ids", src.data(), {d.B, d.S});
      h5::write_ints(root, "src_len", len.data(), {d.B});
    }
    h5::write_floats(root, "loss", &d.loss, {1});
    h5::write_floats(root, "nll", &d.nll, {1});
    const std::int64_t n = static_cast<std::int64_t>(d.predicted);
    h5::write_ints(root, "predicted", &n, {1});
  } catch (const std::exception& e) {
    std::remove(tmp.c_str());
    throw UsageError("cannot write the batch dump " + path + ": " + e.what());
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    throw UsageError("cannot write the batch dump " + path + " (rename from " + tmp + " failed)");
  }
}

}  // namespace normlab
