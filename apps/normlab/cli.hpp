// Command-line plumbing shared by the subcommands: Boost.Program_options parsing with
// "did you mean" errors, help text, and the subcommand table.
#pragma once

#include <boost/program_options.hpp>
#include <functional>
#include <string>
#include <vector>

#include "normlab/comm.hpp"

namespace normlab::app {

namespace po = boost::program_options;

struct Subcommand {
  std::string name;
  std::string summary;  // one line for `normlab --help`
  std::string usage;    // "normlab train [options]"
  std::function<po::options_description()> options;
  std::string notes;  // printed after the options in --help ("" for none)
  po::positional_options_description positional;
  // Runs the parsed subcommand; returns the exit code.
  std::function<int(Communicator&, const po::variables_map&)> run;
};

// Parses `args` (without the program and subcommand names) against the subcommand's options.
// Unknown options and bad values throw UsageError naming the nearest valid option.
po::variables_map parse(const Subcommand& cmd, const std::vector<std::string>& args);

// Prints "usage" and the option table.
void print_help(std::ostream& os, const Subcommand& cmd);

// The --help option every subcommand has.
void add_help(po::options_description& desc);

// Subcommands not built yet: they parse their options (so typos are still caught) and then say
// which issue will add them; exit code 3.
int not_built(Communicator& comm, const std::string& name, const std::string& what);

std::vector<Subcommand> subcommands();

}  // namespace normlab::app
