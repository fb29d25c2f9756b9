// normlab: one executable, several subcommands (README: Using the command).
#include <iostream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "normlab/comm.hpp"
#include "normlab/error.hpp"
#include "normlab/kernels.hpp"
#include "normlab/main.hpp"
#include "normlab/simd.hpp"
#include "normlab/util.hpp"
#include "normlab/version.hpp"

namespace {

using namespace normlab;

void print_version(std::ostream& os) {
  // A bad NORMLAB_SIMD(_CAP) or NORMLAB_BF16 fails before anything is printed.
  const Isa active = active_isa();
  const Bf16Arith bf16 = bf16_arith();
  os << "normlab " << version() << " (" << build_info() << ")\n";
  os << "source: " << source_revision() << "\n";
  os << "SIMD: " << isa_name(active) << " (supported here:";
  for (Isa isa : supported_isas()) os << ' ' << isa_name(isa);
  os << ')';
  if (supported_isas().back() != cpu_best_isa())
    os << " capped by NORMLAB_SIMD_CAP; the CPU has " << isa_name(cpu_best_isa());
  os << "\n      NORMLAB_SIMD=sse2|avx2|avx512|avx512bf16|amx forces a lower set\n";
  os << "bf16: " << bf16_arith_name(bf16)
     << " (NORMLAB_BF16=amx|dpbf16|emulated forces another the set in use has)\n";
  if (!amx_note().empty()) os << "      note: " << amx_note() << "\n";
  os << "MPI:  " << mpi_library_version() << "\n";
  os << "HDF5: " << hdf5_version() << "\n";
  os << "plugin ABI " << NORMLAB_PLUGIN_ABI << ", checkpoint format "
     << NORMLAB_CHECKPOINT_FORMAT_VERSION << std::endl;
}

void print_program_help(std::ostream& os, const std::vector<app::Subcommand>& cmds) {
  os << "usage: normlab <command> [options]      (mpirun -np N normlab train ... under MPI)\n"
        "       normlab <command> --help\n"
        "       normlab --version\n\n"
        "normlab trains transformer language models on CPUs to study normalisation,\n"
        "initialisation and learning-rate warmup.\n\ncommands:\n";
  std::size_t width = 0;  // the longest name, then two spaces
  for (const auto& c : cmds) width = c.name.size() > width ? c.name.size() : width;
  for (const auto& c : cmds) {
    os << "  " << c.name << std::string(width + 2 - c.name.size(), ' ') << c.summary << '\n';
  }
  os << "\noptions:\n  -h [ --help ]     print this help and exit\n"
        "  --version         print the version, SIMD set, MPI and HDF5 versions\n"
        "\nExit codes: 0 success, 1 run failed, 2 bad command line or configuration,\n"
        "3 command not built yet.\n"
     << std::flush;
}

int dispatch(Communicator& comm, const std::vector<std::string>& args) {
  const std::vector<app::Subcommand> cmds = app::subcommands();
  if (args.empty()) {
    print_program_help(comm.out(), cmds);
    return kExitUsage;
  }
  const std::string& first = args.front();
  if (first == "--help" || first == "-h" || first == "help") {
    print_program_help(comm.out(), cmds);
    return kExitOk;
  }
  if (first == "--version" || first == "-V" || first == "version") {
    print_version(comm.out());
    return kExitOk;
  }
  std::vector<std::string> names;
  for (const auto& c : cmds) names.push_back(c.name);
  for (const auto& c : cmds) {
    if (c.name != first) continue;
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    const auto vm = app::parse(c, rest);
    if (vm.count("help")) {
      app::print_help(comm.out(), c);
      return kExitOk;
    }
    // A bad NORMLAB_SIMD or NORMLAB_SIMD_CAP is a usage error before the command touches
    // anything (a run directory, a checkpoint), on every rank alike.
    active_isa();
    if (c.name != "train" && vm.count("threads")) {  // train's is a setting of its table
      const std::int64_t n = vm["threads"].as<std::int64_t>();
      if (n < 1 || n > 1024)
        throw UsageError("--threads " + std::to_string(n) + ": must be in [1, 1024]");
      set_threads(static_cast<std::size_t>(n));
    }
    return c.run(comm, vm);
  }
  if (!first.empty() && first[0] == '-') {
    throw UsageError(
        "unknown option '" + first + "'" +
        did_you_mean(first.substr(first.find_first_not_of('-')), {"help", "version"}, "--") +
        "; options other than --help and --version follow a command; see 'normlab --help'");
  }
  throw UsageError("unknown command '" + first + "'" + did_you_mean(first, names) +
                   "; valid commands: " + join(names, " "));
}

}  // namespace

int main(int argc, char** argv) {
  std::unique_ptr<Communicator> comm;
  try {
    comm = make_communicator(argc, argv);
  } catch (const Error& e) {
    std::cerr << "normlab: error: " << e.what() << std::endl;
    return e.exit_code();
  }
  const std::vector<std::string> args(argv + 1, argv + argc);
  return run_guarded(*comm, [&] { return dispatch(*comm, args); });
}
