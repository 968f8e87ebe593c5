# What the WebAssembly build (ci/wasm.sh) needs that Emscripten's CMake
# toolchain does not give.

# Linking a whole archive, as the engine and the agents are linked so that
# every rule set registers itself (engine/CMakeLists.txt).
set(CMAKE_LINK_LIBRARY_USING_WHOLE_ARCHIVE "LINKER:--whole-archive" "<LINK_ITEM>"
                                           "LINKER:--no-whole-archive")
set(CMAKE_LINK_LIBRARY_USING_WHOLE_ARCHIVE_SUPPORTED TRUE)

# fmt: Debian's libfmt-dev is built for the host, so the WebAssembly build
# uses its headers alone (FMT_HEADER_ONLY). They are reached through a
# folder of their own in the build tree: /usr/include also holds the host's
# C library, which must not shadow Emscripten's.
find_path(MINNAAR_FMT_INCLUDE fmt/format.h PATHS /usr/include NO_CMAKE_FIND_ROOT_PATH REQUIRED)
set(MINNAAR_FMT_ROOT ${CMAKE_BINARY_DIR}/fmt-headers)
file(MAKE_DIRECTORY ${MINNAAR_FMT_ROOT})
if(NOT EXISTS ${MINNAAR_FMT_ROOT}/fmt)
  file(CREATE_LINK ${MINNAAR_FMT_INCLUDE}/fmt ${MINNAAR_FMT_ROOT}/fmt SYMBOLIC)
endif()
add_library(minnaar_fmt_headers INTERFACE)
target_include_directories(minnaar_fmt_headers SYSTEM INTERFACE ${MINNAAR_FMT_ROOT})
target_compile_definitions(minnaar_fmt_headers INTERFACE FMT_HEADER_ONLY)
add_library(fmt::fmt ALIAS minnaar_fmt_headers)
