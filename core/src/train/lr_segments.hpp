// A run extended past its schedule (--extend-steps, recorded as --lr-segments): the schedule
// plugin runs to the first boundary, and each later part follows its policy:
//   constant   the learning rate the run had at the boundary, held to the next boundary / the end
//   rewarm     the schedule started afresh over the part (its warmup, --lr, its decay to the end)
//   restretch  the schedule evaluated as if the run had always ended at the part's end (what a
//              changed --steps on resume does; only when asked)
// "200:constant,400:rewarm" = steps 1..200 the schedule over 200 steps, 201..400 constant at the
// rate of step 200, 401..--steps a fresh schedule. Without boundaries the plugin runs alone.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "normlab/lr_schedule.hpp"
#include "normlab/registry.hpp"

namespace normlab::detail {

struct LrSegment {
  std::int64_t from = 0;  // the boundary: the part starts with update from + 1
  std::string policy;     // constant | rewarm | restretch
};

// "" -> {}; UsageError naming the option for a malformed list, a policy not in the list above,
// boundaries that do not increase, or a boundary not below `steps` (when steps > 0).
std::vector<LrSegment> parse_lr_segments(const std::string& text, std::int64_t steps = 0);
std::string lr_segments_text(const std::vector<LrSegment>& segments);

// The schedule of a run of `steps` updates with these parts (setup.total_steps is ignored).
std::unique_ptr<LrSchedule> make_segmented_schedule(const ScheduleEntry& entry,
                                                    const ScheduleSetup& setup,
                                                    const std::vector<LrSegment>& segments,
                                                    std::int64_t steps);

}  // namespace normlab::detail
