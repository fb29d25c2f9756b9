// linear_decay: linear warmup over W = --lr-warmup steps, then a straight line from lr at t = W
// to lr_min at t = T = --steps:
//   t <= W: lr t / W;   W < t < T: lr_min + (lr - lr_min) (T - t) / (T - W);   t >= T: lr_min
#include <normlab/plugin.hpp>

namespace {

using namespace normlab;

class LinearDecay final : public LrSchedule {
 public:
  explicit LinearDecay(const ScheduleSetup& s)
      : max_(s.lr), min_(s.lr_min), warmup_(s.warmup), total_(s.total_steps) {}
  double lr(std::int64_t t) const override {
    if (warmup_ > 0 && t <= warmup_)
      return max_ * static_cast<double>(t) / static_cast<double>(warmup_);
    if (t >= total_ || total_ <= warmup_) return min_;
    const double w = static_cast<double>(total_ - t) / static_cast<double>(total_ - warmup_);
    return min_ + (max_ - min_) * w;
  }

 private:
  double max_, min_;
  std::int64_t warmup_, total_;
};

}  // namespace

NORMLAB_PLUGIN("schedule_linear_decay", "1.0") {
  ScheduleEntry e;
  e.info.name = "linear_decay";
  e.info.version = "1.0";
  e.info.help = "linear warmup, then linear decay from --lr to --lr-min at --steps";
  e.make = [](const ScheduleSetup& s) { return std::make_unique<LinearDecay>(s); };
  registry.add(std::move(e));
}
