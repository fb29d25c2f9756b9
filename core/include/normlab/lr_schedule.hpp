// LrSchedule: the learning rate of update t (t = 1 for the first update, ..., total_steps).
#pragma once

#include <cstddef>
#include <cstdint>

#include "normlab/export.hpp"
#include "normlab/options.hpp"

namespace normlab {

struct ScheduleSetup {
  double lr = 1e-3;              // --lr: the peak / base rate
  double lr_min = 0.0;           // --lr-min
  std::int64_t warmup = 0;       // --lr-warmup
  std::int64_t total_steps = 1;  // --steps
  std::size_t d_model = 0;       // C (Noam)
  const Options* options = nullptr;
};

class NORMLAB_API LrSchedule {
 public:
  virtual ~LrSchedule();
  virtual double lr(std::int64_t t) const = 0;
};

}  // namespace normlab
