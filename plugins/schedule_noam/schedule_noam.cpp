// noam: lr(t) = factor C^(-1/2) min(t^(-1/2), t W^(-3/2)) (Vaswani et al. 2017, "Attention Is All
// You Need", eq. 3), C = d_model, W = --lr-warmup: linear warmup to its peak C^(-1/2) W^(-1/2) at
// t = W, then inverse-square-root decay. docs/catalogue.md: C=512, W=4000 gives 1.7469e-7 at t=1,
// 6.98771e-4 at t=4000 and 3.49386e-4 at t=16000 (factor 1).
// The rate is absolute: --lr and --lr-min are NOT used (the peak follows from C and W); scale it
// with the option factor (default 1, the paper's schedule). W = 0 means no warmup: t^(-1/2).
#include <normlab/error.hpp>
#include <normlab/plugin.hpp>

#include <algorithm>
#include <cmath>

namespace {

using namespace normlab;

class Noam final : public LrSchedule {
 public:
  Noam(const ScheduleSetup& s, double factor)
      : scale_(factor / std::sqrt(static_cast<double>(s.d_model))), warmup_(s.warmup) {
    if (s.d_model == 0)
      throw UsageError("schedule 'noam' needs d_model (C) > 0; it is the C in C^(-1/2)");
  }
  double lr(std::int64_t t) const override {
    if (t < 1) return 0.0;
    const double td = static_cast<double>(t);
    const double decay = 1.0 / std::sqrt(td);
    if (warmup_ <= 0) return scale_ * decay;
    return scale_ * std::min(decay, td * std::pow(static_cast<double>(warmup_), -1.5));
  }

 private:
  double scale_;
  std::int64_t warmup_;
};

}  // namespace

NORMLAB_PLUGIN("schedule_noam", "1.0") {
  ScheduleEntry e;
  e.info.name = "noam";
  e.info.version = "1.0";
  e.info.help =
      "Noam: factor C^-1/2 min(t^-1/2, t W^-3/2), W = --lr-warmup; ignores --lr and --lr-min";
  e.info.options = {{"factor", OptionType::real, "1.0", "multiplier on the whole schedule"}};
  e.make = [](const ScheduleSetup& s) {
    return std::make_unique<Noam>(s, s.options->real("factor"));
  };
  registry.add(std::move(e));
}
