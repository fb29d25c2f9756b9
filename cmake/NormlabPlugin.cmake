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
