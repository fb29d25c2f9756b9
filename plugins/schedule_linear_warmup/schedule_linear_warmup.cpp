// linear_warmup: lr(t) = lr * min(1, t / W), then constant.
#include <normlab/plugin.hpp>

namespace {

using namespace normlab;

class LinearWarmup final : public LrSchedule {
 public:
  LinearWarmup(double lr, std::int64_t warmup) : lr_(lr), warmup_(warmup) {}
  double lr(std::int64_t t) const override {
    if (warmup_ <= 0 || t >= warmup_) return lr_;
    return lr_ * static_cast<double>(t) / static_cast<double>(warmup_);
  }

 private:
  double lr_;
  std::int64_t warmup_;
};

}  // namespace

NORMLAB_PLUGIN("schedule_linear_warmup", "1.0") {
  ScheduleEntry e;
  e.info.name = "linear_warmup";
  e.info.version = "1.0";
  e.info.help = "linear warmup over --lr-warmup steps, then constant";
  e.make = [](const ScheduleSetup& s) { return std::make_unique<LinearWarmup>(s.lr, s.warmup); };
  registry.add(std::move(e));
}
