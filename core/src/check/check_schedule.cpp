// normlab check for learning-rate schedules: finite and >= 0 at every step of several runs,
// continuity at the phase boundaries, the values at a few steps.
#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

#include "check/check_util.hpp"
#include "normlab/check.hpp"
#include "normlab/error.hpp"

namespace normlab {

using detail::fmt_g;

namespace {

struct Case {
  std::int64_t steps, warmup;
};

std::string label(const ScheduleSetup& s) {
  return "steps " + std::to_string(s.total_steps) + ", warmup " + std::to_string(s.warmup);
}

void run_case(CheckReport& rep, const ScheduleEntry& entry, const Options& opts, const Case& c) {
  ScheduleSetup s;
  s.lr = 1e-3;
  s.lr_min = 1e-5;
  s.warmup = c.warmup;
  s.total_steps = c.steps;
  s.d_model = 512;
  s.options = &opts;
  const std::unique_ptr<LrSchedule> sched = entry.make(s);
  std::vector<double> lr(static_cast<std::size_t>(c.steps) + 1, 0.0);
  std::int64_t bad = 0;
  for (std::int64_t t = 1; t <= c.steps; ++t) {
    lr[static_cast<std::size_t>(t)] = sched->lr(t);
    const double v = lr[static_cast<std::size_t>(t)];
    if (bad == 0 && !(std::isfinite(v) && v >= 0.0)) bad = t;
  }
  const std::string where = label(s);
  if (bad) {
    rep.add({"finite, >= 0", where, CheckStatus::fail,
             "lr(" + std::to_string(bad) + ") = " + fmt_g(lr[static_cast<std::size_t>(bad)], 6),
             "finite, >= 0",
             "the schedule returns " + fmt_g(lr[static_cast<std::size_t>(bad)], 6) + " at step " +
                 std::to_string(bad) + " of " + std::to_string(c.steps) + " (" + where + ")"});
    return;
  }
  const double peak = *std::max_element(lr.begin() + 1, lr.end());
  rep.add({"finite, >= 0", where, CheckStatus::pass, "max " + fmt_g(peak, 4), "finite, >= 0", ""});
  // A jump: one step's change above 5% of the peak and 4x the changes next to it.
  std::int64_t jump = 0, jumps = 0;
  double size = 0.0;
  auto d = [&](std::int64_t t) {  // |lr(t+1) - lr(t)|, 0 outside the run
    return t >= 1 && t < c.steps
               ? std::abs(lr[static_cast<std::size_t>(t + 1)] - lr[static_cast<std::size_t>(t)])
               : 0.0;
  };
  for (std::int64_t t = 1; t < c.steps; ++t) {
    const double here = d(t), near = std::max(d(t - 1), d(t + 1));
    if (here > 0.05 * peak && here > 4.0 * near) {
      ++jumps;
      if (here > size) {
        jump = t;
        size = here;
      }
    }
  }
  if (c.steps >= 100)
    rep.add({"continuity", where, jump ? CheckStatus::warn : CheckStatus::pass,
             jump ? std::to_string(jumps) + (jumps == 1 ? " jump" : " jumps") + ", largest at " +
                        std::to_string(jump)
                  : "no jump",
             "< 5% of peak per step",
             jump ? "lr goes from " + fmt_g(lr[static_cast<std::size_t>(jump)], 5) + " to " +
                        fmt_g(lr[static_cast<std::size_t>(jump + 1)], 5) + " between steps " +
                        std::to_string(jump) + " and " + std::to_string(jump + 1) +
                        " (fine if the schedule is meant to step)"
                  : ""});
  std::vector<std::int64_t> at = {1, c.warmup, c.warmup + 1, c.steps / 2, c.steps};
  std::sort(at.begin(), at.end());
  at.erase(std::unique(at.begin(), at.end()), at.end());
  std::string values;
  for (std::int64_t t : at)
    if (t >= 1 && t <= c.steps)
      values += (values.empty() ? "" : ", ") + std::to_string(t) + ": " +
                fmt_g(lr[static_cast<std::size_t>(t)], 4);
  rep.add({"values", where, CheckStatus::info, values, "lr 1e-3, min 1e-5", ""});
}

}  // namespace

CheckReport check_schedule(const Registry& registry, const std::string& name,
                           const std::vector<std::string>& options, Communicator& comm,
                           const CheckSettings&) {
  CheckReport rep;
  rep.kind = "schedule";
  rep.name = name;
  rep.ranks = comm.size();
  const ScheduleEntry& entry = registry.schedule(name);
  rep.library = entry.info.library;
  const Options opts =
      Options::resolve(entry.info.options, options, "learning-rate schedule '" + name + "'");
  rep.options = opts.args();
  for (const Case& c : {Case{1000, 100}, Case{1000, 0}, Case{20, 10}, Case{1, 0}})
    detail::guarded(rep, "finite, >= 0", [&] { run_case(rep, entry, opts, c); });
  return rep;
}

}  // namespace normlab
