#include "cli/bad_input.h"

#include <cstdio>

#include "engine/listing.h"

namespace minnaar {
namespace {

constexpr std::size_t kLongWord = 80;            // a word longer than this is cut
constexpr std::size_t kLongLine = kMessageLine;  // and so is a line
constexpr std::size_t kLineHead = 150;           // about this much is kept before its cut
constexpr std::size_t kLineTail = 80;            // and this much after
constexpr std::string_view kCut = "…";

// Whether the byte at `at` begins a character (not a UTF-8 continuation).
bool starts_character(std::string_view text, std::size_t at) {
  return at >= text.size() || (static_cast<unsigned char>(text[at]) & 0xC0) != 0x80;
}

// `text` with its middle replaced by "…", keeping about `head` bytes before
// and `tail` after, never splitting a character.
std::string cut_middle(std::string_view text, std::size_t head, std::size_t tail) {
  while (head > 0 && !starts_character(text, head)) --head;
  std::size_t from = text.size() - tail;
  while (from < text.size() && !starts_character(text, from)) ++from;
  return std::string(text.substr(0, head)).append(kCut).append(text.substr(from));
}

// `line` with whole words of its middle replaced by "…", keeping about
// `head` bytes before and `tail` after: no word is cut, and a list loses
// whole items ("a, b, …, y, z"). A line without spaces there is cut as a
// word.
std::string cut_between_words(std::string_view line, std::size_t head, std::size_t tail) {
  const std::size_t head_end = line.rfind(' ', head);
  const std::size_t tail_start = line.find(' ', line.size() - tail);
  if (head_end == std::string_view::npos || head_end == 0 || tail_start == std::string_view::npos ||
      tail_start <= head_end)
    return cut_middle(line, head, tail);
  const std::string_view cut = line.substr(head_end, tail_start - head_end);
  const bool list = cut.find(',') != std::string_view::npos;
  return std::string(line.substr(0, head_end)) + (list ? " …," : " …") +
         std::string(line.substr(tail_start));
}

}  // namespace

std::string readable_line(std::string_view message) {
  std::string line;
  std::size_t at = 0;
  while (at < message.size()) {
    const char c = message[at];
    if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
      line += ' ';
      ++at;
      continue;
    }
    std::size_t end = message.find_first_of(" \n\r\t", at);
    if (end == std::string_view::npos) end = message.size();
    const std::string_view word = message.substr(at, end - at);
    line += word.size() > kLongWord ? cut_middle(word, 60, 12) : std::string(word);
    at = end;
  }
  while (!line.empty() && line.back() == ' ') line.pop_back();
  if (line.size() > kLongLine) line = cut_between_words(line, kLineHead, kLineTail);
  return line;
}

int report_bad_input(std::string_view message) {
  const std::string line = "minnaar: " + readable_line(message) + "\n";
  std::fputs(line.c_str(), stderr);
  return kBadInputStatus;
}

}  // namespace minnaar
