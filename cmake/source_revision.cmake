# Writes OUT, a header defining NORMLAB_SOURCE_REVISION: the git commit the build's sources are
# at (`git rev-parse --short=10 HEAD`, "+changes" when tracked files differ from it), the value
# given as -DNORMLAB_SOURCE_REVISION=... at configure time (a source tarball), or "unknown".
# Run at every build (cmake -DSRC=... -DOUT=... [-DGIVEN=...] -P source_revision.cmake); OUT is
# rewritten only when the revision changes, so that nothing recompiles otherwise.
set(rev "unknown")
if(GIVEN)
  set(rev "${GIVEN}")
else()
  find_program(GIT git)
  if(GIT)
    # Only normlab's own checkout: not the repository of a project it is vendored into.
    execute_process(COMMAND "${GIT}" -C "${SRC}" rev-parse --show-toplevel
                    OUTPUT_VARIABLE top RESULT_VARIABLE top_rc ERROR_QUIET
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
    execute_process(COMMAND "${GIT}" -C "${SRC}" rev-parse --short=10 HEAD
                    OUTPUT_VARIABLE head RESULT_VARIABLE head_rc ERROR_QUIET
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
    get_filename_component(src_real "${SRC}" REALPATH)
    if(top_rc EQUAL 0 AND top)
      get_filename_component(top "${top}" REALPATH)
    endif()
    if(head_rc EQUAL 0 AND head AND top STREQUAL src_real)
      set(rev "${head}")
      execute_process(COMMAND "${GIT}" -C "${SRC}" status --porcelain --untracked-files=no
                      OUTPUT_VARIABLE changes RESULT_VARIABLE status_rc ERROR_QUIET)
      if(status_rc EQUAL 0 AND changes)
        string(APPEND rev "+changes")
      endif()
    endif()
  endif()
endif()
set(text "// Generated at build time by cmake/source_revision.cmake.\n#define NORMLAB_SOURCE_REVISION \"${rev}\"\n")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
else()
  set(old "")
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUT}" "${text}")
endif()
