// Text made safe for XML and HTML (SVG pictures, the HTML reports, JUnit
// reports): every name and text that comes from a config, a database or
// another program goes through xml_escape on its way into markup.
#pragma once

#include <string>
#include <string_view>

namespace minnaar {

// `text` with & < > " ' as entities, so it is safe in element text and in
// attribute values; control characters XML 1.0 has no place for (all below
// 0x20 but tab, newline and carriage return) become '?'.
std::string xml_escape(std::string_view text);

}  // namespace minnaar
