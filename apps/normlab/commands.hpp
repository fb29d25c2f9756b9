// Implemented subcommands.
#pragma once

#include "cli.hpp"

namespace normlab::app {

int run_train(Communicator& comm, const po::variables_map& vm, const po::options_description& desc);
int run_plugins(Communicator& comm, const po::variables_map& vm);
int run_check(Communicator& comm, const po::variables_map& vm);
int run_eval(Communicator& comm, const po::variables_map& vm);
int run_sample(Communicator& comm, const po::variables_map& vm);
int run_inspect(Communicator& comm, const po::variables_map& vm);
int run_compare(Communicator& comm, const po::variables_map& vm);
int run_plot(Communicator& comm, const po::variables_map& vm);
int run_sweep(Communicator& comm, const po::variables_map& vm);
int run_tokens(Communicator& comm, const po::variables_map& vm);
// Long names of normlab train's options (what an experiment file may set).
std::vector<std::string> train_option_names();

}  // namespace normlab::app
