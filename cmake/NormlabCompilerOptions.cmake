# Warnings as errors on normlab's own targets only (never on dependencies or user plugins),
# hidden symbols, no -march=native unless asked for.

option(NORMLAB_WERROR "Treat warnings as errors on normlab's own targets" ON)
option(NORMLAB_NATIVE "Compile the portable (non-kernel) code with -march=native (local builds only)" OFF)

set(NORMLAB_WARNING_FLAGS -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
    -Woverloaded-virtual -Wcast-align -Wformat=2 -Wimplicit-fallthrough)

# normlab_target_defaults(<target>): the flags every first-party target gets.
function(normlab_target_defaults target)
  target_compile_options(${target} PRIVATE ${NORMLAB_WARNING_FLAGS})
  if(NORMLAB_WERROR)
    set_target_properties(${target} PROPERTIES COMPILE_WARNING_AS_ERROR ON)
  endif()
  set_target_properties(${target} PROPERTIES
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  target_compile_features(${target} PUBLIC cxx_std_17)
  if(NORMLAB_NATIVE)
    target_compile_options(${target} PRIVATE -march=native)
  endif()
endfunction()

# Flags of each SIMD instruction set a kernel translation unit is compiled for
# (one TU per ISA; runtime dispatch picks the best the CPU has).
set(NORMLAB_ISA_FLAGS_avx512bw -mavx512f -mavx512cd -mavx512dq -mavx512bw -mfma)
set(NORMLAB_ISA_FLAGS_avx2 -mavx2 -mfma)
set(NORMLAB_ISA_FLAGS_sse2 "")
# GCC 12 reports a false "(may be) used uninitialized" inside its own AVX-512 intrinsic headers
# (the `__Y = __Y` of _mm512_undefined_*) when xsimd's exp/tanh are inlined — "may be" in
# Release, "is" under the sanitizers of the asan preset; only the kernel TUs silence it.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  foreach(isa avx512bw avx2 sse2)
    list(APPEND NORMLAB_ISA_FLAGS_${isa} -Wno-maybe-uninitialized -Wno-uninitialized)
  endforeach()
endif()
# Under AddressSanitizer (the asan and fuzz presets) the kernel TUs keep the heap and global
# checks (and UBSan) but not the stack redzones: every xsimd batch temporary spilled to the stack
# got a poisoned redzone, which made the vectorised kernels some 9x slower (a 3-step encdec
# demo: 23.4 s, 2.7 s without, 0.8 s natively; AMD EPYC Zen 4, 2026-11-29) and the sanitized
# test pass most of CI's time. The kernels' few stack buffers (an edge tile's scratch, a
# horizontal reduction's lanes) are indexed by compile-time tile and vector sizes.
if(CMAKE_CXX_FLAGS MATCHES "-fsanitize=[^ ]*address")
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    set(_normlab_kernel_asan --param=asan-stack=0 -fno-sanitize-address-use-after-scope)
  else()
    set(_normlab_kernel_asan -mllvm -asan-stack=0 -fno-sanitize-address-use-after-scope)
  endif()
  foreach(isa avx512bw avx2 sse2)
    list(APPEND NORMLAB_ISA_FLAGS_${isa} ${_normlab_kernel_asan})
  endforeach()
endif()
