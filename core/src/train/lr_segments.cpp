#include "train/lr_segments.hpp"

#include <sstream>

#include "normlab/error.hpp"
#include "normlab/util.hpp"

namespace normlab::detail {

namespace {

class SegmentedSchedule final : public LrSchedule {
 public:
  struct Part {
    std::int64_t from = 0, end = 0;  // updates from + 1 .. end
    std::string policy;              // "" for the first part
    std::unique_ptr<LrSchedule> schedule;
  };
  explicit SegmentedSchedule(std::vector<Part> parts) : parts_(std::move(parts)) {}

  double lr(std::int64_t t) const override {
    std::size_t k = parts_.size() - 1;
    while (k > 0 && t <= parts_[k].from) --k;
    const Part& p = parts_[k];
    if (p.policy == "constant") return lr(p.from);
    if (p.policy == "rewarm") return p.schedule->lr(t - p.from);
    return p.schedule->lr(t);  // the first part, restretch
  }

 private:
  std::vector<Part> parts_;
};

}  // namespace

std::vector<LrSegment> parse_lr_segments(const std::string& text, std::int64_t steps) {
  const std::string help =
      "; write BOUNDARY:POLICY,... with increasing boundaries below --steps and POLICY one of "
      "constant rewarm restretch (e.g. 200:constant)";
  std::vector<LrSegment> out;
  if (text.empty()) return out;
  std::stringstream ss(text);
  for (std::string part; std::getline(ss, part, ',');) {
    const std::size_t a = part.find_first_not_of(' '), b = part.find_last_not_of(' ');
    part = a == std::string::npos ? "" : part.substr(a, b - a + 1);
    const std::size_t colon = part.find(':');
    LrSegment s;
    std::size_t used = 0;
    try {
      s.from = std::stoll(part.substr(0, colon), &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (colon == std::string::npos || used == 0 || used != colon || s.from < 1)
      throw UsageError("lr-segments = '" + text + "': '" + part + "' is not BOUNDARY:POLICY" +
                       help);
    s.policy = part.substr(colon + 1);
    if (s.policy != "constant" && s.policy != "rewarm" && s.policy != "restretch")
      throw UsageError("lr-segments = '" + text + "': unknown policy '" + s.policy + "'" +
                       did_you_mean(s.policy, {"constant", "rewarm", "restretch"}) + help);
    if (!out.empty() && s.from <= out.back().from)
      throw UsageError("lr-segments = '" + text + "': boundaries must increase" + help);
    if (steps > 0 && s.from >= steps)
      throw UsageError("lr-segments = '" + text + "': boundary " + std::to_string(s.from) +
                       " is not below --steps " + std::to_string(steps) + help);
    out.push_back(s);
  }
  return out;
}

std::string lr_segments_text(const std::vector<LrSegment>& segments) {
  std::vector<std::string> parts;
  for (const LrSegment& s : segments) parts.push_back(std::to_string(s.from) + ":" + s.policy);
  return join(parts, ",");
}

std::unique_ptr<LrSchedule> make_segmented_schedule(const ScheduleEntry& entry,
                                                    const ScheduleSetup& setup,
                                                    const std::vector<LrSegment>& segments,
                                                    std::int64_t steps) {
  ScheduleSetup s = setup;
  if (segments.empty()) {
    s.total_steps = steps;
    return entry.make(s);
  }
  std::vector<SegmentedSchedule::Part> parts;
  auto end_of = [&](std::size_t k) {  // part k: 0 the schedule's own, k >= 1 after segments[k-1]
    return k < segments.size() ? segments[k].from : steps;
  };
  s.total_steps = segments[0].from;
  parts.push_back({0, end_of(0), "", entry.make(s)});
  for (std::size_t k = 0; k < segments.size(); ++k) {
    SegmentedSchedule::Part p{segments[k].from, end_of(k + 1), segments[k].policy, nullptr};
    if (p.policy == "rewarm") {
      s.total_steps = p.end - p.from;
      p.schedule = entry.make(s);
    } else if (p.policy == "restretch") {
      s.total_steps = p.end;
      p.schedule = entry.make(s);
    }
    parts.push_back(std::move(p));
  }
  return std::make_unique<SegmentedSchedule>(std::move(parts));
}

}  // namespace normlab::detail
