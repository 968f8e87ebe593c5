// Checks of the paths a command is given, made before it does any work: a
// path that cannot serve is refused at once, naming its option, not after
// a run or with a bare filesystem error.
//
//   prepare_database_path(o.db, "--db");          // makes its folder, or refuses
#pragma once

#include <string>

namespace minnaar {

// Makes the folder of a database file that may not exist yet; refuses
// (BadInput, "<option>: ...") a path that is a folder or lies under a
// file, or whose folder cannot be made.
void prepare_database_path(const std::string& path, const std::string& option);

// Refuses (BadInput) a database a command only reads that is not there, is
// not a regular file, or is empty: opening an empty file would write a new
// database into it.
void check_database_file(const std::string& path);

}  // namespace minnaar
