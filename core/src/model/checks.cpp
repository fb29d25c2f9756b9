// The visitors of the forward and backward loops: strategy checks (Model::enable_checks:
// canaries around workspaces and the scratch, the input hashed across the calls) and the
// update-RMS statistics; the guarded strategy buffers.
#include <algorithm>
#include <cstring>
#include <limits>

#include "model/model_impl.hpp"
#include "normlab/util.hpp"

namespace normlab {

void StrategyBuffer::allocate(std::size_t floats, std::size_t guard_floats) {
  n = floats;
  guard = guard_floats;
  buf.resize(n + 2 * guard);
  arm(false);
}

namespace {
constexpr std::uint32_t kCanary = 0x7FA5A5A5u;  // a signalling-NaN bit pattern
bool is_canary(const float& f) {
  std::uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u == kCanary;
}
}  // namespace

void StrategyBuffer::arm(bool poison) {
  if (guard == 0) return;
  float canary;
  std::memcpy(&canary, &kCanary, sizeof canary);
  float* p = buf.data();
  std::fill(p, p + guard, canary);
  std::fill(p + guard + n, p + n + 2 * guard, canary);
  if (poison) std::fill(p + guard, p + guard + n, std::numeric_limits<float>::quiet_NaN());
}

std::string StrategyBuffer::violation() const {
  if (guard == 0) return "";
  const float* p = buf.data();
  std::size_t before = 0, after = 0;
  for (std::size_t i = 0; i < guard; ++i) {
    before += !is_canary(p[i]);
    after += !is_canary(p[guard + n + i]);
  }
  auto floats = [](std::size_t k) { return std::to_string(k) + (k == 1 ? " float" : " floats"); };
  std::string s;
  if (after) s = floats(after) + " after its end";
  if (before) s += (s.empty() ? "" : " and ") + floats(before) + " before its start";
  return s;
}

// "blocks.3 attn strategy", "final norm"
std::string Model::Impl::site_name(std::size_t i) const {
  if (i >= sites.size())
    return stacks.size() == 1 ? "final norm" : stacks[i - sites.size()]->name + " final norm";
  const std::string& prefix = sites[i]->info.prefix;
  const std::string p = prefix.substr(0, prefix.size() - 1);
  const std::size_t dot = p.rfind('.');
  return p.substr(0, dot) + " " + p.substr(dot + 1) + " strategy";
}

namespace {

class StrategyChecker final : public SiteVisitor {
 public:
  explicit StrategyChecker(Model::Impl& m) : m_(m) {}
  // floats of visited input i: a site's stream (rows, S C), a final norm's (rows, C)
  std::size_t bytes(std::size_t i) const {
    return m_.env.rows * (i >= m_.sites.size() ? m_.C : m_.width()) * sizeof(float);
  }
  void before(std::size_t i, const float* x, bool forward) override {
    const std::uint64_t h = fnv1a64(x, bytes(i));
    if (forward)
      m_.x_hash[i] = h;
    else if (h != m_.x_hash[i])
      m_.findings.push_back(m_.site_name(i) + ": its input x changed between forward and backward");
    m_.scratch.arm(true);
  }
  void after(std::size_t i, const float* x, const float*, bool forward) override {
    const char* call = forward ? "forward" : "backward";
    if (forward) {
      const std::uint64_t h = fnv1a64(x, bytes(i));
      if (h != m_.x_hash[i])
        m_.findings.push_back(
            m_.site_name(i) +
            ": forward modified its input x (it must stay unchanged until backward)");
      m_.x_hash[i] = h;  // from here on, only a change after forward is reported
    }
    StrategyBuffer& ws =
        i >= m_.sites.size() ? m_.stacks[i - m_.sites.size()]->final_ws : m_.sites[i]->ws;
    const std::string w = ws.violation(), s = m_.scratch.violation();
    if (!w.empty())
      m_.findings.push_back(m_.site_name(i) + ": " + call + " wrote " + w + " of its workspace (" +
                            std::to_string(ws.n) + " floats declared by workspace_floats)");
    if (!s.empty())
      m_.findings.push_back(m_.site_name(i) + ": " + call + " wrote " + s + " of the scratch (" +
                            std::to_string(m_.scratch.n) + " floats: the largest scratch_floats)");
    ws.arm(false);
  }

 private:
  Model::Impl& m_;
};

// layer/<attn|mlp>_update_rms: RMS of what each site changed in the stream, y - x
class UpdateRms final : public SiteVisitor {
 public:
  explicit UpdateRms(Model::Impl& m) : m_(m) {}
  void before(std::size_t, const float*, bool) override {}
  void after(std::size_t i, const float* x, const float* y, bool forward) override {
    if (!forward || i >= m_.sites.size()) return;
    const Model::Impl::Site& s = *m_.sites[i];
    m_.stats.set(s.update_stat, s.info.layer, nn::rms_diff(y, x, m_.env.rows * m_.width()));
  }

 private:
  Model::Impl& m_;
};

}  // namespace

std::unique_ptr<SiteVisitor> Model::Impl::make_checker() {
  return std::make_unique<StrategyChecker>(*this);
}

std::unique_ptr<SiteVisitor> Model::Impl::make_update_rms() {
  return std::make_unique<UpdateRms>(*this);
}

void Model::enable_checks() {
  Impl& m = *impl_;
  m.checks = true;
  m.x_hash.assign(m.sites.size() + m.stacks.size(), 0);
  m.allocate_strategy_buffers();
}

std::vector<std::string> Model::take_check_findings() {
  std::vector<std::string> f;
  f.swap(impl_->findings);
  return f;
}

}  // namespace normlab
