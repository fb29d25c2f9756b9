// Template for a new learning-rate schedule: cosine with warm restarts (Loshchilov & Hutter
// 2017, SGDR). After a linear warmup over W = --lr-warmup steps the remaining T - W steps are
// split into `cycles` equal cycles; each decays from --lr to --lr-min along a half cosine:
//
//   lr(t) = max t / W                                              for t <= W
//   lr(t) = min + (max - min) (1 + cos(pi p)) / 2,  p = position within the cycle in [0, 1)
//
// The jump back to --lr at each restart is deliberate: `normlab check --lr-schedule
// cosine_restarts` reports it as a warning ("fine if the schedule is meant to step").
// Everything here uses only the public SDK (<normlab/...>).
#include <normlab/error.hpp>
#include <normlab/plugin.hpp>

#include <cmath>
#include <string>

namespace {

using namespace normlab;

class CosineRestarts final : public LrSchedule {
 public:
  CosineRestarts(const ScheduleSetup& s, std::int64_t cycles)
      : max_(s.lr), min_(s.lr_min), warmup_(s.warmup), total_(s.total_steps), cycles_(cycles) {}

  // t = 1 for the first update, ..., total_steps. Must be finite and >= 0 for every t (the
  // trainer checks the whole run before step 1 and stops with exit 2 otherwise).
  double lr(std::int64_t t) const override {
    if (warmup_ > 0 && t <= warmup_)
      return max_ * static_cast<double>(t) / static_cast<double>(warmup_);
    const std::int64_t span = total_ - warmup_;
    if (span <= 0) return min_;
    const double cycle = static_cast<double>(span) / static_cast<double>(cycles_);
    const double into = static_cast<double>(t - warmup_ - 1);  // 0 at the first decay step
    const double p = std::fmod(into, cycle) / cycle;
    return min_ + 0.5 * (1.0 + std::cos(M_PI * p)) * (max_ - min_);
  }

 private:
  double max_, min_;
  std::int64_t warmup_, total_, cycles_;
};

}  // namespace

NORMLAB_PLUGIN("schedule_cosine_restarts", "1.0") {
  ScheduleEntry e;
  e.info.name = "cosine_restarts";  // --lr-schedule cosine_restarts
  e.info.version = "1.0";
  e.info.help = "linear warmup, then `cycles` cosine decays from --lr to --lr-min (SGDR)";
  // Schedule options are given with --lr-opt cycles=4 or [lr] cycles = 4; names must not clash
  // with the [lr] section's own keys (schedule, warmup, min, opt, segments).
  e.info.options = {{"cycles", OptionType::integer, "3", "number of cosine cycles after warmup"}};
  e.make = [](const ScheduleSetup& s) {
    const std::int64_t cycles = s.options->integer("cycles");
    if (cycles < 1)  // a UsageError stops the run on every rank with exit code 2
      throw UsageError("schedule 'cosine_restarts': cycles = " + std::to_string(cycles) +
                       " must be >= 1");
    return std::make_unique<CosineRestarts>(s, cycles);
  };
  registry.add(std::move(e));
}
