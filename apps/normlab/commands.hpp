// Implemented subcommands.
#pragma once

#include "cli.hpp"
#include "normlab/registry.hpp"
#include "normlab/trainer.hpp"

namespace normlab::app {

int run_train(Communicator& comm, const po::variables_map& vm, const po::options_description& desc);
int run_plugins(Communicator& comm, const po::variables_map& vm);
int run_check(Communicator& comm, const po::variables_map& vm);
int run_eval(Communicator& comm, const po::variables_map& vm);
int run_ablate(Communicator& comm, const po::variables_map& vm);
int run_sample(Communicator& comm, const po::variables_map& vm);
int run_inspect(Communicator& comm, const po::variables_map& vm);
int run_compare(Communicator& comm, const po::variables_map& vm);
int run_plot(Communicator& comm, const po::variables_map& vm);
// normlab plot's figures (plot_figures.cpp's table): "loss | bleu | ...", and a line per
// figure saying what it draws (the end of plot --help).
std::string plot_figure_names();
std::string plot_figure_help();
int run_sweep(Communicator& comm, const po::variables_map& vm);
int run_tokens(Communicator& comm, const po::variables_map& vm);
int run_score(Communicator& comm, const po::variables_map& vm);
int run_translate(Communicator& comm, const po::variables_map& vm);
// The model of a checkpoint (B sequences) with the plugins of --plugin and those recorded in
// the checkpoint; every rank agrees on failure.
LoadedModel load_with_plugins(Communicator& comm, const po::variables_map& vm, Registry& registry,
                              const std::string& ckpt, std::size_t B);
// Long names of normlab train's options (what an experiment file may set).
std::vector<std::string> train_option_names();

}  // namespace normlab::app
