// Decimal text of floating-point numbers, both ways, on every standard
// library the project builds with (std::from_chars and std::to_chars for
// double are missing from some, the WebAssembly build's among them).
//
//   read_double("0.25")   // 0.25
//   read_double("+1")     // nothing: as std::from_chars, no '+', no spaces, no hex
//   double_text(0.1)      // "0.1": the shortest text that reads back exactly
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace minnaar {

// The number `text` writes in full, as std::from_chars reads it: an
// optional '-', digits with an optional point and exponent, or inf/nan.
// Nothing for any other text, or text left over.
std::optional<double> read_double(std::string_view text);

// The shortest decimal text that reads back as `value` exactly.
std::string double_text(double value);

}  // namespace minnaar
