// JSON text of values that hold what players, configs and databases gave:
// agent and tournament names, info lines, standard error, forfeit details.
// Those are stored byte for byte as received, so a string may hold bytes
// that are not UTF-8; nlohmann::json's dump() throws on them by default,
// which would make a stored tournament impossible to export or report.
// Every JSON output goes through json_text(), the one place that decides:
//
//   - a byte sequence that is not valid UTF-8 is replaced by U+FFFD (the
//     rest of the string is kept);
//   - control characters, NUL included, are escaped (\u0000, \n, ...), as
//     JSON requires, so a NUL never cuts a string.
//
//   out << json_text(game) << '\n';        // one line (JSON Lines)
//   return json_text(report, 2) + "\n";    // indented
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace minnaar {

// `value` as JSON text, `indent` spaces per level (-1: on one line).
// Works for nlohmann::json and nlohmann::ordered_json alike.
template <class Json>
std::string json_text(const Json& value, int indent = -1) {
  return value.dump(indent, ' ', /*ensure_ascii=*/false, Json::error_handler_t::replace);
}

}  // namespace minnaar
