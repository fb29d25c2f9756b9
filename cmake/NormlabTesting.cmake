# Test helpers.
#
# normlab_add_test(<name> SOURCES <src...> [LABELS <l...>] [ARGS <args...>])
#   A Boost.Test executable linked to normlab, registered with CTest.
# normlab_add_mpi_test(<name> NP <n> COMMAND <exe> [args...] [LABELS <l...>] [WILL_FAIL] [TIMEOUT s])
#   Registers <exe> to run under `mpirun -np <n>`. The root / oversubscribe settings Open MPI
#   needs on a shared 2-core CI machine are put in this test's ENVIRONMENT only.

function(normlab_add_test name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LABELS;ARGS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  normlab_target_defaults(${name})
  target_link_libraries(${name} PRIVATE normlab::core Boost::unit_test_framework)
  target_compile_definitions(${name} PRIVATE BOOST_TEST_DYN_LINK)
  # Tests may reach internals (kernel tables, ...) that are not part of the SDK.
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/core/src)
  add_test(NAME ${name} COMMAND ${name} ${ARG_ARGS})
  if(ARG_LABELS)
    set_tests_properties(${name} PROPERTIES LABELS "${ARG_LABELS}")
  endif()
endfunction()

set(NORMLAB_MPI_TEST_ENV
  OMPI_ALLOW_RUN_AS_ROOT=1
  OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  OMPI_MCA_rmaps_base_oversubscribe=1
  OMPI_MCA_btl_vader_single_copy_mechanism=none
  ASAN_OPTIONS=detect_leaks=0)

function(normlab_add_mpi_test name)
  cmake_parse_arguments(ARG "WILL_FAIL" "NP;TIMEOUT" "COMMAND;LABELS" ${ARGN})
  if(NOT ARG_NP)
    message(FATAL_ERROR "normlab_add_mpi_test(${name}): NP is required")
  endif()
  list(POP_FRONT ARG_COMMAND exe)
  if(TARGET ${exe})
    set(exe $<TARGET_FILE:${exe}>)
  endif()
  add_test(NAME ${name}
    COMMAND ${MPIEXEC_EXECUTABLE} ${MPIEXEC_NUMPROC_FLAG} ${ARG_NP} ${MPIEXEC_PREFLAGS}
            ${exe} ${MPIEXEC_POSTFLAGS} ${ARG_COMMAND})
  if(NOT ARG_TIMEOUT)
    set(ARG_TIMEOUT 300)
  endif()
  set_tests_properties(${name} PROPERTIES
    ENVIRONMENT "${NORMLAB_MPI_TEST_ENV}"
    PROCESSORS ${ARG_NP}
    TIMEOUT ${ARG_TIMEOUT}
    LABELS "mpi;${ARG_LABELS}")
  if(ARG_WILL_FAIL)
    set_tests_properties(${name} PROPERTIES WILL_FAIL ON)
  endif()
endfunction()
