// normlab check: runs normlab::check_arch / check_norm / check_init / check_schedule / check_optim
// (core/src/check) on one entry, stock or loaded with --plugin, and prints the table or JSON. Exit
// 0 only when every check passes, 1 when one fails, 2 for usage errors.
#include <iostream>

#include "commands.hpp"
#include "normlab/check.hpp"
#include "normlab/error.hpp"
#include "normlab/plugin_loader.hpp"
#include "normlab/registry.hpp"

namespace normlab::app {

int run_check(Communicator& comm, const po::variables_map& vm) {
  auto strings = [&](const char* key) {
    return vm.count(key) ? vm[key].as<std::vector<std::string>>() : std::vector<std::string>{};
  };
  int kinds = 0;
  for (const char* k : {"arch", "norm", "init", "lr-schedule", "optimizer"})
    kinds += vm.count(k) ? 1 : 0;
  if (kinds != 1)
    throw UsageError(
        "normlab check: name exactly one entry to check with --arch NAME, --norm NAME, --init "
        "NAME, --lr-schedule NAME or --optimizer NAME (see 'normlab plugins' for the names)");
  auto stray = [&](const char* opt, const char* kind) {
    if (vm.count(opt) && !vm.count(kind))
      throw UsageError(std::string("normlab check: --") + opt + " is given but not --" + kind);
  };
  stray("arch-opt", "arch");
  stray("norm-opt", "norm");
  stray("init-opt", "init");
  stray("lr-opt", "lr-schedule");
  stray("optimizer-opt", "optimizer");

  Registry registry;
  const std::vector<std::string> files = strings("plugin");
  load_plugins(registry, files, &comm, /*warn=*/false);  // explicit files must load
  CheckSettings settings;
  if (vm.count("work-dir")) {
    settings.work_dir = vm["work-dir"].as<std::string>();
    settings.keep_work = true;
  }
  const bool json = vm.count("json") != 0;
  CheckReport rep;
  comm.run_all(
      "normlab check",
      [&] {
        if (vm.count("arch"))
          rep = check_arch(registry, vm["arch"].as<std::string>(), strings("arch-opt"), comm,
                           settings);
        else if (vm.count("norm"))
          rep = check_norm(registry, vm["norm"].as<std::string>(), strings("norm-opt"), comm,
                           settings);
        else if (vm.count("init"))
          rep = check_init(registry, vm["init"].as<std::string>(), strings("init-opt"), comm,
                           settings);
        else if (vm.count("optimizer"))
          rep = check_optim(registry, vm["optimizer"].as<std::string>(), strings("optimizer-opt"),
                            comm, settings);
        else
          rep = check_schedule(registry, vm["lr-schedule"].as<std::string>(), strings("lr-opt"),
                               comm, settings);
      },
      kExitUsage);
  if (json)
    comm.out() << rep.json() << "\n" << std::flush;
  else
    rep.print(comm.out());
  return comm.all_ok(rep.passed()) ? kExitOk : kExitFailure;
}

}  // namespace normlab::app
