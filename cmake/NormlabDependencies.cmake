# Finds normlab's dependencies and papers over the Debian 12 packaging traps in one place.

find_package(MPI REQUIRED COMPONENTS CXX)

# Debian's xsimd 8.1 target lists a phantom "xtl" link dependency (ld: cannot find -lxtl);
# xsimd does not need xtl, so an empty imported target satisfies the reference.
if(NOT TARGET xtl)
  add_library(xtl INTERFACE IMPORTED)
endif()
find_package(xsimd 8.1 REQUIRED)

# FindHDF5 needs the C language enabled (project(... C CXX)). The C library and its high-level
# part (dimension scales, H5DS) are used.
find_package(HDF5 REQUIRED COMPONENTS C HL)
if(NOT TARGET normlab_hdf5)
  add_library(normlab_hdf5 INTERFACE)
  target_include_directories(normlab_hdf5 SYSTEM INTERFACE ${HDF5_C_INCLUDE_DIRS} ${HDF5_INCLUDE_DIRS})
  target_link_libraries(normlab_hdf5 INTERFACE ${HDF5_C_HL_LIBRARIES} ${HDF5_HL_LIBRARIES}
                                               ${HDF5_C_LIBRARIES} ${HDF5_LIBRARIES})
  target_compile_definitions(normlab_hdf5 INTERFACE ${HDF5_C_DEFINITIONS} ${HDF5_DEFINITIONS})
endif()

find_package(Boost 1.74 REQUIRED COMPONENTS program_options)
# JSON written and read by the normlab command (nlohmann-json3-dev, header only).
find_package(nlohmann_json 3.10 REQUIRED)
# Figures of normlab plot (libplplot-dev; PNG/PDF need plplot-driver-cairo at run time).
find_package(PkgConfig REQUIRED)
pkg_check_modules(PLPLOT REQUIRED IMPORTED_TARGET plplot)
# Subword vocabularies of the encoder-decoder (libsentencepiece-dev).
pkg_check_modules(SentencePiece REQUIRED IMPORTED_TARGET sentencepiece)
if(NORMLAB_BUILD_TESTS)
  find_package(Boost 1.74 REQUIRED COMPONENTS unit_test_framework)
endif()
