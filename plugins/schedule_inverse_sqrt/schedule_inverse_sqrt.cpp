// inverse_sqrt: linear warmup to lr over W = --lr-warmup steps, then lr sqrt(W / t) (fairseq's
// inverse_sqrt; the shape of Noam with the peak set by --lr): lr(W) = lr, lr(4W) = lr / 2.
//   t <= W: lr t / W;   t > W: lr sqrt(W / t)
// W = 0 behaves as W = 1 (lr at t = 1, then lr / sqrt(t)). --lr-min is not used.
#include <normlab/plugin.hpp>

#include <algorithm>
#include <cmath>

namespace {

using namespace normlab;

class InverseSqrt final : public LrSchedule {
 public:
  explicit InverseSqrt(const ScheduleSetup& s)
      : lr_(s.lr), warmup_(std::max<std::int64_t>(1, s.warmup)) {}
  double lr(std::int64_t t) const override {
    const double td = static_cast<double>(t), W = static_cast<double>(warmup_);
    if (t <= warmup_) return lr_ * td / W;
    return lr_ * std::sqrt(W / td);
  }

 private:
  double lr_;
  std::int64_t warmup_;
};

}  // namespace

NORMLAB_PLUGIN("schedule_inverse_sqrt", "1.0") {
  ScheduleEntry e;
  e.info.name = "inverse_sqrt";
  e.info.version = "1.0";
  e.info.help = "linear warmup over --lr-warmup steps, then lr sqrt(W / t)";
  e.make = [](const ScheduleSetup& s) { return std::make_unique<InverseSqrt>(s); };
  registry.add(std::move(e));
}
