// Words of a text: the one reader of whitespace-separated lists (moves).
//
//   for_each_word("e1e4  b5c7", [](std::string_view word, int number) { ...; return true; });
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expected.h"

namespace minnaar {

// Calls `visit(word, number)` for each whitespace-separated word of `text`
// in turn (numbered from 1), until it returns false; returns whether every
// word was visited. The one reader of move lists.
template <class Visit>
bool for_each_word(std::string_view text, const Visit& visit) {
  constexpr std::string_view kSpace = " \t\n\v\f\r";
  int number = 0;
  for (std::size_t at = text.find_first_not_of(kSpace); at != std::string_view::npos;
       at = text.find_first_not_of(kSpace, at)) {
    const std::size_t end = std::min(text.find_first_of(kSpace, at), text.size());
    if (!visit(text.substr(at, end - at), ++number)) return false;
    at = end;
  }
  return true;
}

// The words of `text`, as views into it.
inline std::vector<std::string_view> words_of(std::string_view text) {
  std::vector<std::string_view> words;
  for_each_word(text, [&](std::string_view word, int) {
    words.push_back(word);
    return true;
  });
  return words;
}

// words[from, to) joined by single spaces (`to` past the end: to the end).
inline std::string joined_words(const std::vector<std::string_view>& words, std::size_t from,
                                std::size_t to = std::size_t(-1)) {
  std::string text;
  for (std::size_t i = from; i < to && i < words.size(); ++i)
    text.append(text.empty() ? "" : " ").append(words[i]);
  return text;
}

// The words of a command line as a program's argument list: separated by
// spaces, '...' keeping spaces (and nothing else special) inside a word.
inline Expected<std::vector<std::string>, std::string> command_words(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false, quoted = false;
  for (const char c : text) {
    if (c == '\'') {
      quoted = !quoted;
      in_word = true;
    } else if (c == ' ' && !quoted) {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (quoted) return Unexpected{std::string("a quote is not closed")};
  if (in_word) words.push_back(word);
  return words;
}

}  // namespace minnaar
