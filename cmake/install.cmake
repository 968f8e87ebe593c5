# What `cmake --install` puts where, and the packages made of it:
#
#   bin/minnaar                             the program
#   include/minnaar/engine/...              the game interface, the registry and
#   include/minnaar/tournament/players/...  every rule set's headers; the agents'
#   lib/libminnaar_engine.a, libminnaar_players.a
#   lib/cmake/Minnaar/                      find_package(Minnaar CONFIG): the
#                                           targets Minnaar::engine, Minnaar::agents
#   lib/pkgconfig/minnaar.pc                the engine for pkg-config
#   share/minnaar/fixtures/                 what `minnaar conform` checks with
#
# and `cpack -G DEB` (from the build folder) a Debian package of the same,
# its dependencies declared by dpkg-shlibdeps. The version is the project's
# (project() in CMakeLists.txt), also printed by `minnaar --version`.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(MINNAAR_INSTALL_INCLUDEDIR ${CMAKE_INSTALL_INCLUDEDIR}/minnaar)
set(MINNAAR_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/Minnaar)

# Consumers include "engine/game.h" as the project does.
foreach(library minnaar_engine minnaar_players)
  target_include_directories(${library} INTERFACE
                             $<INSTALL_INTERFACE:${MINNAAR_INSTALL_INCLUDEDIR}>)
endforeach()
set_target_properties(minnaar_engine PROPERTIES EXPORT_NAME engine_archive)
set_target_properties(minnaar_engine_registered PROPERTIES EXPORT_NAME engine)
set_target_properties(minnaar_players PROPERTIES EXPORT_NAME agents_archive)
set_target_properties(minnaar_players_registered PROPERTIES EXPORT_NAME agents)

install(TARGETS minnaar RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS minnaar_engine minnaar_engine_registered minnaar_players
                minnaar_players_registered
        EXPORT MinnaarTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/engine/
        DESTINATION ${MINNAAR_INSTALL_INCLUDEDIR}/engine FILES_MATCHING PATTERN "*.h")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/tournament/players/
        DESTINATION ${MINNAAR_INSTALL_INCLUDEDIR}/tournament/players FILES_MATCHING PATTERN "*.h")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/fixtures/
        DESTINATION ${CMAKE_INSTALL_DATADIR}/minnaar/fixtures)

install(EXPORT MinnaarTargets NAMESPACE Minnaar:: DESTINATION ${MINNAAR_INSTALL_CMAKEDIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/MinnaarConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/MinnaarConfig.cmake
                              INSTALL_DESTINATION ${MINNAAR_INSTALL_CMAKEDIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/MinnaarConfigVersion.cmake
                                 VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/MinnaarConfig.cmake
              ${PROJECT_BINARY_DIR}/MinnaarConfigVersion.cmake
        DESTINATION ${MINNAAR_INSTALL_CMAKEDIR})
# The prefix as seen from the .pc file, so that an install anywhere
# (--prefix at install time, a package) finds its own files.
file(RELATIVE_PATH MINNAAR_PC_TO_PREFIX /root/${CMAKE_INSTALL_LIBDIR}/pkgconfig /root)
configure_file(${PROJECT_SOURCE_DIR}/cmake/minnaar.pc.in ${PROJECT_BINARY_DIR}/minnaar.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/minnaar.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

set(CPACK_PACKAGE_NAME minnaar)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_CONTACT "The Minnaar Chess toolkit's maintainers <maintainers@minnaar.invalid>")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What the headers and the CMake package need to build against them.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libfmt-dev")
# The Python module (python/CMakeLists.txt), where it is built, wants the
# Python it was built for.
if(MINNAAR_PYTHON_RECOMMENDS)
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "${MINNAAR_PYTHON_RECOMMENDS}")
endif()
include(CPack)
