#include "engine/decimal.h"

#include <fmt/format.h>

#include <cctype>
#include <cstdlib>

namespace minnaar {

std::optional<double> read_double(std::string_view text) {
  std::string_view body = text;
  if (!body.empty() && body.front() == '-') body.remove_prefix(1);
  // strtod also takes spaces, a '+' and hexadecimal; std::from_chars none.
  if (body.empty() || body.front() == '-' || body.front() == '+' ||
      std::isspace(static_cast<unsigned char>(body.front())))
    return std::nullopt;
  if (body.size() > 1 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X')) return std::nullopt;
  const std::string copy(text);  // strtod reads up to a NUL
  char* end = nullptr;
  const double value = std::strtod(copy.c_str(), &end);
  if (end != copy.c_str() + copy.size()) return std::nullopt;
  return value;
}

std::string double_text(double value) { return fmt::format("{}", value); }

}  // namespace minnaar
