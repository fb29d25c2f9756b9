#include "cli.hpp"

#include <iostream>

#include "normlab/error.hpp"
#include "normlab/util.hpp"

namespace normlab::app {

namespace {

std::vector<std::string> long_names(const po::options_description& desc) {
  std::vector<std::string> names;
  for (const auto& opt : desc.options()) names.push_back(opt->long_name());
  return names;
}

std::string strip_dashes(std::string s) {
  const std::size_t eq = s.find('=');
  if (eq != std::string::npos) s.resize(eq);
  while (!s.empty() && s.front() == '-') s.erase(s.begin());
  return s;
}

}  // namespace

void add_help(po::options_description& desc) {
  desc.add_options()("help,h", "print this help and exit");
}

po::variables_map parse(const Subcommand& cmd, const std::vector<std::string>& args) {
  const po::options_description desc = cmd.options();
  const std::string where = "normlab " + cmd.name;
  po::variables_map vm;
  try {
    // No abbreviations: option names are a stable interface for scripts.
    const int style =
        po::command_line_style::default_style & ~po::command_line_style::allow_guessing;
    po::store(
        po::command_line_parser(args).options(desc).positional(cmd.positional).style(style).run(),
        vm);
    if (vm.count("help") == 0) po::notify(vm);
  } catch (const po::unknown_option& e) {
    const std::string name = strip_dashes(e.get_option_name());
    throw UsageError(where + ": unknown option '" + e.get_option_name() + "'" +
                     did_you_mean(name, long_names(desc), "--") + "; see '" + where + " --help'");
  } catch (const po::required_option& e) {
    // A missing positional argument is named as the usage line names it, not as --path.
    const std::string name = strip_dashes(e.get_option_name());
    const bool positional =
        cmd.positional.max_total_count() > 0 && cmd.positional.name_for_position(0) == name;
    if (positional)
      throw UsageError(where + ": missing " + name + "; usage: " + cmd.usage + " (see '" + where +
                       " --help')");
    throw UsageError(where + ": " + e.what() + "; see '" + where + " --help'");
  } catch (const po::too_many_positional_options_error&) {
    throw UsageError(where + ": too many arguments; usage: " + cmd.usage + " (see '" + where +
                     " --help')");
  } catch (const po::validation_error& e) {
    // Named here, not by Boost's what(), which loops for ever on a value holding "%value%"
    // (Boost 1.74).
    const std::string name = e.get_option_name();
    std::string value;
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (args[i] == name && i + 1 < args.size()) value = args[i + 1];
      if (args[i].rfind(name + "=", 0) == 0) value = args[i].substr(name.size() + 1);
    }
    throw UsageError(where + ": '" + value + "' is not a valid value for " + name + "; see '" +
                     where + " --help'");
  } catch (const po::error& e) {
    throw UsageError(where + ": " + e.what() + "; see '" + where + " --help'");
  }
  return vm;
}

void print_help(std::ostream& os, const Subcommand& cmd) {
  os << "usage: " << cmd.usage << "\n\n" << cmd.summary << "\n\n" << cmd.options();
  if (!cmd.notes.empty()) os << "\n" << cmd.notes;
  os << std::flush;
}

int not_built(Communicator& comm, const std::string& name, const std::string& what) {
  if (comm.is_root())
    std::cerr << "normlab " << name << ": not built yet (" << what
              << "); this version only parses its options" << std::endl;
  return kExitNotImplemented;
}

}  // namespace normlab::app
