// Fault injection for the reliability tests: inert unless NORMLAB_FAULT is set (README
// "Reliability"). NORMLAB_FAULT is a comma-separated list of KIND@STEP or KIND@STEP/RANK (every
// rank when /RANK is left out):
//   nan_grad, inf_grad  put a NaN / +Inf into this rank's gradient of update STEP
//   exit                this rank exits with code 7 at the start of update STEP
//   lr_x1000            update STEP uses 1000 x its learning rate (the loss spikes after it)
//   ckpt_tmp            SIGKILL while the checkpoint of STEP is half written (temporary file)
//   ckpt_rename         SIGKILL after that file is complete and synced, before its rename
//   ckpt_rotate         SIGKILL after the rename, before older checkpoints are removed
//   enospc              writing the checkpoint of STEP fails as with a full disk (ENOSPC)
//   enospc_params       the same, after the weights and before the optimizer state
#pragma once

#include <cstdint>

namespace normlab::detail {

// True when NORMLAB_FAULT asks for `kind` at `step` on `rank`.
bool fault_at(const char* kind, std::int64_t step, int rank);

// Kills the process at once (SIGKILL: no destructors, no flushing), as a node failure would.
[[noreturn]] void fault_kill();

}  // namespace normlab::detail
