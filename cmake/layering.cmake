# Checks of what may link what, run at the end of every configure (so CI
# runs them): a library that must stay light (the conformance checker,
# which other projects run) fails the configure when anything it links,
# directly or through another library, is one it must not reach.
#
#   minnaar_forbid_links(minnaar_conform SQLite::SQLite3 yaml-cpp)

# What an item of a link list names: generator expressions such as
# $<LINK_ONLY:x> and $<LINK_LIBRARY:FEATURE,x> unwrapped, aliases of
# targets visible here resolved. An imported target found in another folder
# (yaml-cpp, SQLite::SQLite3) is not visible here and keeps its name.
function(_minnaar_link_name item out)
  string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" item "${item}")
  string(REGEX REPLACE "^\\$<LINK_LIBRARY:[^,]*,(.*)>$" "\\1" item "${item}")
  if(TARGET "${item}")
    get_target_property(aliased "${item}" ALIASED_TARGET)
    if(aliased)
      set(item "${aliased}")
    endif()
  endif()
  set(${out} "${item}" PARENT_SCOPE)
endfunction()

# Every target `target` links, transitively, into the variable `out`.
function(_minnaar_all_links target out)
  set(seen "")
  set(queue "${target}")
  while(queue)
    list(POP_FRONT queue current)
    get_target_property(type "${current}" TYPE)
    set(items "")
    if(NOT type STREQUAL "INTERFACE_LIBRARY")
      get_target_property(direct "${current}" LINK_LIBRARIES)
      if(direct)
        list(APPEND items ${direct})
      endif()
    endif()
    get_target_property(interface "${current}" INTERFACE_LINK_LIBRARIES)
    if(interface)
      list(APPEND items ${interface})
    endif()
    foreach(item IN LISTS items)
      _minnaar_link_name("${item}" name)
      if(name AND NOT name IN_LIST seen)
        list(APPEND seen "${name}")
        if(TARGET "${name}")
          list(APPEND queue "${name}")
        endif()
      endif()
    endforeach()
  endwhile()
  set(${out} "${seen}" PARENT_SCOPE)
endfunction()

function(_minnaar_check_links target)
  _minnaar_all_links("${target}" linked)
  foreach(forbidden IN LISTS ARGN)
    _minnaar_link_name("${forbidden}" name)
    if(name IN_LIST linked)
      message(FATAL_ERROR "layering: ${target} must not link ${forbidden}, but it does "
                          "(it links: ${linked})")
    endif()
  endforeach()
  message(STATUS "layering: ${target} links none of: ${ARGN}")
endfunction()

function(minnaar_forbid_links target)
  # A deferred call's arguments are read when it runs, in the top folder's
  # scope: the values are written into the call here.
  list(JOIN ARGN "]] [[" forbidden)
  cmake_language(EVAL CODE "cmake_language(DEFER DIRECTORY [[${PROJECT_SOURCE_DIR}]] CALL \
    _minnaar_check_links [[${target}]] [[${forbidden}]])")
endfunction()

# --- Which folder may include which -------------------------------------------
#
# A library that is one folder of the project registers it:
#
#   minnaar_layer(minnaar_store)                        # folder: where it is declared
#   minnaar_layer(minnaar_process HEADERS_OF engine)    # header-only use of a folder
#
# At the end of the configure, every registered folder's allowed folders (its
# own, the folders of every library it links, directly or not, and the
# HEADERS_OF folders) are written to <build>/layers.txt, one line each:
# `<folder> <allowed folder>...`. verify/layering.sh reads that file and
# fails on an include of a registered folder that is not allowed: a layer
# that includes a header of a layer above it (or beside it) fails CI even
# where, the header being inline, the link would not.
function(minnaar_layer target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "HEADERS_OF")
  file(RELATIVE_PATH folder "${PROJECT_SOURCE_DIR}" "${CMAKE_CURRENT_SOURCE_DIR}")
  set_property(TARGET ${target} PROPERTY MINNAAR_LAYER_FOLDER "${folder}")
  set_property(TARGET ${target} PROPERTY MINNAAR_LAYER_HEADERS_OF "${arg_HEADERS_OF}")
  set_property(GLOBAL APPEND PROPERTY MINNAAR_LAYERS ${target})
endfunction()

function(_minnaar_write_layers)
  get_property(layers GLOBAL PROPERTY MINNAAR_LAYERS)
  set(text "")
  foreach(target IN LISTS layers)
    get_target_property(folder ${target} MINNAAR_LAYER_FOLDER)
    get_target_property(allowed ${target} MINNAAR_LAYER_HEADERS_OF)
    if(NOT allowed)
      set(allowed "")
    endif()
    _minnaar_all_links(${target} linked)
    foreach(other IN LISTS linked)
      if(TARGET "${other}")
        get_target_property(other_folder "${other}" MINNAAR_LAYER_FOLDER)
        if(other_folder)
          list(APPEND allowed "${other_folder}")
        endif()
      endif()
    endforeach()
    list(REMOVE_DUPLICATES allowed)
    list(JOIN allowed " " allowed_text)
    string(APPEND text "${folder} ${allowed_text}\n")
  endforeach()
  file(WRITE "${CMAKE_BINARY_DIR}/layers.txt" "${text}")
endfunction()
cmake_language(DEFER DIRECTORY "${PROJECT_SOURCE_DIR}" CALL _minnaar_write_layers)
