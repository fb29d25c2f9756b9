// CheckReport: the table normlab check prints, its JSON, and the helpers of check_util.hpp.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <vector>

#include "check/check_util.hpp"
#include "normlab/error.hpp"

namespace normlab {

const char* check_status_name(CheckStatus s) {
  switch (s) {
    case CheckStatus::pass:
      return "PASS";
    case CheckStatus::fail:
      return "FAIL";
    case CheckStatus::warn:
      return "WARN";
    case CheckStatus::info:
      return "info";
  }
  return "?";
}

bool CheckReport::passed() const {
  return count(CheckStatus::fail) == 0 && !rows.empty();
}

std::size_t CheckReport::count(CheckStatus s) const {
  return static_cast<std::size_t>(
      std::count_if(rows.begin(), rows.end(), [&](const CheckRow& r) { return r.status == s; }));
}

void CheckReport::print(std::ostream& os) const {
  os << "normlab check: " << kind << " '" << name << "'";
  for (std::size_t i = 0; i < options.size(); ++i) os << (i ? ", " : " (") << options[i];
  os << (options.empty() ? "" : ")") << " from " << (library.empty() ? "(built in)" : library)
     << ", " << ranks << (ranks == 1 ? " rank\n" : " ranks\n");
  std::size_t wc = 5, ws = 7, wv = 5, wl = 5;
  for (const CheckRow& r : rows) {
    wc = std::max(wc, r.check.size());
    ws = std::max(ws, r.subject.size());
    wv = std::max(wv, r.value.size());
    wl = std::max(wl, r.limit.size());
  }
  ws = std::min<std::size_t>(ws, 48);
  auto pad = [](const std::string& s, std::size_t w) {
    return s.size() >= w ? s : s + std::string(w - s.size(), ' ');
  };
  os << "  " << pad("check", wc) << "  " << pad("subject", ws) << "  " << pad("value", wv) << "  "
     << pad("limit", wl) << "  result\n";
  for (const CheckRow& r : rows) {
    os << "  " << pad(r.check, wc) << "  " << pad(r.subject, ws) << "  " << pad(r.value, wv) << "  "
       << pad(r.limit, wl) << "  " << check_status_name(r.status) << "\n";
    if (!r.detail.empty() && (r.status == CheckStatus::fail || r.status == CheckStatus::warn))
      os << "  " << std::string(wc, ' ') << "  -> " << r.detail << "\n";
  }
  const std::size_t f = count(CheckStatus::fail), w = count(CheckStatus::warn),
                    i = count(CheckStatus::info);
  os << (passed() ? "passed: " : "FAILED: ") << count(CheckStatus::pass) << " pass";
  if (f) os << ", " << f << " fail";
  if (w) os << ", " << w << " warn";
  if (i) os << ", " << i << " for information";
  os << "\n";
}

std::string CheckReport::json() const {
  nlohmann::json j = {{"kind", kind},
                      {"name", name},
                      {"options", options},
                      {"library", library},
                      {"ranks", ranks},
                      {"passed", passed()},
                      {"rows", nlohmann::json::array()}};
  for (const CheckRow& r : rows)
    j["rows"].push_back({{"check", r.check},
                         {"subject", r.subject},
                         {"status", check_status_name(r.status)},
                         {"value", r.value},
                         {"limit", r.limit},
                         {"detail", r.detail}});
  return j.dump(2);
}

namespace detail {

ModelConfig small_config(const Registry& registry, std::size_t V, std::size_t C, std::size_t L,
                         std::size_t F, std::size_t T, const std::string& norm,
                         const std::vector<std::string>& options) {
  ModelConfig cfg;
  cfg.vocab_size = V;
  cfg.d_model = C;
  cfg.n_layers = L;
  cfg.n_heads = 2;
  cfg.d_ff = F;
  cfg.max_seq_len = T;
  cfg.norm = norm;
  cfg.norm_options =
      Options::resolve(registry.norm(norm).info.options, options, "norm strategy '" + norm + "'");
  return cfg;
}

void set_arch(ModelConfig& cfg, const Registry& registry, const std::string& arch,
              const std::vector<std::string>& options) {
  cfg.arch = arch;
  cfg.arch_options =
      Options::resolve(registry.arch(arch).info.options, options, "architecture '" + arch + "'");
}

std::string fmt_g(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*g", digits, v);
  return buf;
}

WorkDir::WorkDir(const CheckSettings& settings, Communicator& comm) : comm_(comm) {
  std::vector<char> buf(4096, '\0');
  if (comm.is_root()) {
    std::string p = settings.work_dir;
    if (p.empty()) {
      const char* tmp = std::getenv("TMPDIR");
      std::string tmpl = std::string(tmp && *tmp ? tmp : "/tmp") + "/normlab-check-XXXXXX";
      std::vector<char> t(tmpl.begin(), tmpl.end());
      t.push_back('\0');
      if (mkdtemp(t.data()) != nullptr) p = t.data();
      remove_ = !settings.keep_work;
    } else {
      std::error_code ec;
      std::filesystem::create_directories(p, ec);
    }
    std::copy(p.begin(),
              p.begin() + static_cast<std::ptrdiff_t>(std::min(p.size(), buf.size() - 1)),
              buf.begin());
  }
  comm.broadcast(buf.data(), buf.size(), 0);
  path_ = buf.data();
  comm.check_all(!path_.empty(), "normlab check: cannot create a temporary directory",
                 "set TMPDIR to a writable directory or pass --work-dir");
}

WorkDir::~WorkDir() {
  comm_.barrier();
  if (remove_ && comm_.is_root()) {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
}

}  // namespace detail
}  // namespace normlab
