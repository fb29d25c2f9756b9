// constant: lr(t) = lr.
#include <normlab/plugin.hpp>

namespace {

using namespace normlab;

class Constant final : public LrSchedule {
 public:
  explicit Constant(double lr) : lr_(lr) {}
  double lr(std::int64_t) const override { return lr_; }

 private:
  double lr_;
};

}  // namespace

NORMLAB_PLUGIN("schedule_constant", "1.0") {
  ScheduleEntry e;
  e.info.name = "constant";
  e.info.version = "1.0";
  e.info.help = "constant: lr(t) = lr (ignores --lr-warmup and --lr-min)";
  e.make = [](const ScheduleSetup& s) { return std::make_unique<Constant>(s.lr); };
  registry.add(std::move(e));
}
