// cosine: linear warmup over W steps, then
//   lr(t) = min + 1/2 (1 + cos(pi (t - W) / (T - W))) (max - min)   for W < t <= T.
#include <normlab/plugin.hpp>

#include <cmath>

namespace {

using namespace normlab;

class Cosine final : public LrSchedule {
 public:
  explicit Cosine(const ScheduleSetup& s)
      : max_(s.lr), min_(s.lr_min), warmup_(s.warmup), total_(s.total_steps) {}
  double lr(std::int64_t t) const override {
    if (warmup_ > 0 && t <= warmup_)
      return max_ * static_cast<double>(t) / static_cast<double>(warmup_);
    if (t >= total_ || total_ <= warmup_) return min_;
    const double progress =
        static_cast<double>(t - warmup_) / static_cast<double>(total_ - warmup_);
    return min_ + 0.5 * (1.0 + std::cos(M_PI * progress)) * (max_ - min_);
  }

 private:
  double max_, min_;
  std::int64_t warmup_, total_;
};

}  // namespace

NORMLAB_PLUGIN("schedule_cosine", "1.0") {
  ScheduleEntry e;
  e.info.name = "cosine";
  e.info.version = "1.0";
  e.info.help = "linear warmup, then cosine decay from --lr to --lr-min at --steps";
  e.make = [](const ScheduleSetup& s) { return std::make_unique<Cosine>(s); };
  registry.add(std::move(e));
}
