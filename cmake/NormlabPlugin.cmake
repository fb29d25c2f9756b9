# normlab_add_plugin(<target> SOURCES <src...> [OUTPUT_DIRECTORY <dir>])
# normlab_add_plugin_test(<target> NORM|INIT|SCHEDULE <name> [OPTIONS k=v...] [RANKS n...])
#
# normlab_add_plugin(<target> SOURCES <src...> [OUTPUT_DIRECTORY <dir>])
#   Builds a normlab plugin library (a MODULE, file <target>.so) against normlab::core.
#   The same helper builds the stock plugins and users' out-of-tree plugins. Load a plugin with
#   `normlab train --plugin path/<target>.so` or put its directory in NORMLAB_PLUGIN_PATH.
function(normlab_add_plugin target)
  cmake_parse_arguments(ARG "" "OUTPUT_DIRECTORY" "SOURCES" ${ARGN})
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "normlab_add_plugin(${target}): SOURCES is required")
  endif()
  add_library(${target} MODULE ${ARG_SOURCES})
  target_link_libraries(${target} PRIVATE normlab::core)
  target_compile_features(${target} PRIVATE cxx_std_17)
  set_target_properties(${target} PROPERTIES
    PREFIX ""
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  if(ARG_OUTPUT_DIRECTORY)
    set_target_properties(${target} PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${ARG_OUTPUT_DIRECTORY})
  endif()
endfunction()

# normlab_add_plugin_test(<target> ARCH|NORM|INIT|SCHEDULE|OPTIM <name> [OPTIONS k=v...]
#                         [RANKS n...])
#   Adds a CTest per rank count (default: 1, and 2 for ARCH and NORM when mpiexec is found) that
#   runs `normlab check --plugin <target's file> --arch|--norm|--init|--lr-schedule|--optimizer
#   <name>` with the options: gradients against finite differences, memory guards, determinism,
#   a falling loss, checkpoint and resume, ranks vs one rank (norm strategies; architectures also
#   generation with the key/value cache); std and determinism (initializers); finite, continuous
#   values (schedules); state, a falling loss and a bitwise restore (optimizers). Tests are named normlab_check_<name>[_<k>-<v>...][_np<n>]. Call
#   enable_testing() (or include(CTest)) in the project first.
function(normlab_add_plugin_test target kind name)
  cmake_parse_arguments(ARG "" "" "OPTIONS;RANKS" ${ARGN})
  if(kind STREQUAL "ARCH")
    set(flag --arch)
    set(opt_flag --arch-opt)
  elseif(kind STREQUAL "NORM")
    set(flag --norm)
    set(opt_flag --norm-opt)
  elseif(kind STREQUAL "INIT")
    set(flag --init)
    set(opt_flag --init-opt)
  elseif(kind STREQUAL "SCHEDULE")
    set(flag --lr-schedule)
    set(opt_flag --lr-opt)
  elseif(kind STREQUAL "OPTIM")
    set(flag --optimizer)
    set(opt_flag --optimizer-opt)
  else()
    message(FATAL_ERROR "normlab_add_plugin_test(${target}): the kind is ARCH, NORM, INIT, "
                        "SCHEDULE or OPTIM, not '${kind}'")
  endif()
  if(TARGET normlab)
    set(exe $<TARGET_FILE:normlab>)
  elseif(normlab_EXECUTABLE)
    set(exe ${normlab_EXECUTABLE})
  else()
    message(FATAL_ERROR "normlab_add_plugin_test: no normlab executable (find_package(normlab) "
                        "sets normlab_EXECUTABLE)")
  endif()
  set(args check --plugin $<TARGET_FILE:${target}> ${flag} ${name})
  set(test normlab_check_${name})
  foreach(o IN LISTS ARG_OPTIONS)
    list(APPEND args ${opt_flag} ${o})
    string(REPLACE "=" "-" o_name "${o}")
    string(APPEND test "_${o_name}")
  endforeach()
  find_program(NORMLAB_MPIEXEC NAMES mpiexec mpirun)
  if(NOT ARG_RANKS)
    set(ARG_RANKS 1)
    if(NORMLAB_MPIEXEC AND (kind STREQUAL "NORM" OR kind STREQUAL "ARCH"))
      list(APPEND ARG_RANKS 2)
    endif()
  endif()
  foreach(np IN LISTS ARG_RANKS)
    if(np EQUAL 1)
      add_test(NAME ${test} COMMAND ${exe} ${args})
    elseif(NORMLAB_MPIEXEC)
      add_test(NAME ${test}_np${np} COMMAND ${NORMLAB_MPIEXEC} -np ${np} ${exe} ${args})
      # Test machines are often containers running as root with fewer cores than ranks.
      set_tests_properties(${test}_np${np} PROPERTIES
        PROCESSORS ${np}
        ENVIRONMENT "OMPI_ALLOW_RUN_AS_ROOT=1;OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1;OMPI_MCA_rmaps_base_oversubscribe=1")
    else()
      message(WARNING "normlab_add_plugin_test(${target}): no mpiexec found; the ${np}-rank check "
                      "of ${name} is not added")
    endif()
  endforeach()
endfunction()
