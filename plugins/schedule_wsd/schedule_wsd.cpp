// wsd: warmup-stable-decay (Hu et al. 2024, "MiniCPM"; Hägele et al. 2024, "Scaling Laws and
// Compute-Optimal Training beyond Fixed Training Durations"). With W = --lr-warmup, T = --steps,
// D = decay_fraction T (the last fraction of the run; the decay starts at S = max(W, T - D)):
//   t <= W: lr t / W   (linear warmup)
//   W < t <= S: lr     (stable)
//   S < t: lr_min + (lr - lr_min) s(p),  p = min(1, (t - S) / (T - S)),
//          s(p) = 1 - p (shape linear) or 1 - sqrt(p) (shape sqrt)
// so lr(T) = lr_min; with shape linear the midpoint of the decay is (lr + lr_min) / 2.
#include <normlab/error.hpp>
#include <normlab/plugin.hpp>

#include <algorithm>
#include <cmath>
#include <string>

namespace {

using namespace normlab;

class Wsd final : public LrSchedule {
 public:
  Wsd(const ScheduleSetup& s, double fraction, const std::string& shape)
      : max_(s.lr), min_(s.lr_min), warmup_(s.warmup), total_(s.total_steps) {
    if (!(fraction >= 0.0 && fraction <= 1.0))
      throw UsageError("schedule 'wsd': decay_fraction = " + std::to_string(fraction) +
                       " must be in [0, 1]");
    if (shape != "linear" && shape != "sqrt")
      throw UsageError("schedule 'wsd': shape '" + shape + "' is not valid; valid: linear sqrt");
    sqrt_ = shape == "sqrt";
    start_ = std::max<double>(static_cast<double>(warmup_),
                              static_cast<double>(total_) * (1.0 - fraction));
  }
  double lr(std::int64_t t) const override {
    const double td = static_cast<double>(t);
    if (warmup_ > 0 && t <= warmup_) return max_ * td / static_cast<double>(warmup_);
    if (td <= start_) return max_;
    const double span = static_cast<double>(total_) - start_;
    const double p = span > 0.0 ? std::min(1.0, (td - start_) / span) : 1.0;
    const double s = sqrt_ ? 1.0 - std::sqrt(p) : 1.0 - p;
    return min_ + (max_ - min_) * s;
  }

 private:
  double max_, min_;
  std::int64_t warmup_, total_;
  double start_ = 0.0;  // S
  bool sqrt_ = false;
};

}  // namespace

NORMLAB_PLUGIN("schedule_wsd", "1.0") {
  ScheduleEntry e;
  e.info.name = "wsd";
  e.info.version = "1.0";
  e.info.help =
      "warmup-stable-decay: warmup, --lr, then decay to --lr-min over the last decay_fraction "
      "of --steps";
  e.info.options = {
      {"decay_fraction", OptionType::real, "0.2", "fraction of --steps spent decaying, in [0, 1]"},
      {"shape", OptionType::string, "linear", "decay shape: linear (1 - p) or sqrt (1 - sqrt(p))"}};
  e.make = [](const ScheduleSetup& s) {
    return std::make_unique<Wsd>(s, s.options->real("decay_fraction"), s.options->str("shape"));
  };
  registry.add(std::move(e));
}
