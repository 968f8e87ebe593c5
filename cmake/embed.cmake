# Writes the file INPUT into the C++ header OUTPUT as
#   inline constexpr const char NAME[] = R"embed(...)embed";
# so that a page's stylesheet and script are kept as files of their own
# but built into the program (the report needs no file beside it).
#   cmake -DINPUT=a.js -DOUTPUT=a.h -DNAME=kScript -P embed.cmake
file(READ "${INPUT}" content)
string(FIND "${content}" ")embed\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${INPUT} contains the raw string's end )embed\"")
endif()
set(text "// Generated from ${INPUT} by cmake/embed.cmake; do not edit.\n#pragma once\n\ninline constexpr const char ${NAME}[] = R\"embed(${content})embed\";\n")
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
  if(old STREQUAL text)
    return()
  endif()
endif()
file(WRITE "${OUTPUT}" "${text}")
