#include "tournament/players/move_info.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <type_traits>

#include "engine/decimal.h"
#include "engine/words.h"
#include "tournament/players/evaluation.h"

namespace minnaar::tournament {
namespace {

// The fields of a line, in order.
enum Field {
  kSeat,
  kScore,
  kDepth,
  kSeldepth,
  kNodes,
  kVisits,
  kValue,
  kTime,
  kClock,
  kPv,
  kExtra,
  kFields
};

template <class T>
void put(std::string& out, const std::optional<T>& v) {
  if (!v) return;
  if constexpr (std::is_floating_point_v<T>) {
    out += double_text(*v);
  } else {
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, *v).ptr;
    out.append(buffer, end);
  }
}

template <class T>
bool parse(std::string_view text, T& value) {
  if constexpr (std::is_floating_point_v<T>) {
    const auto read = read_double(text);
    if (read) value = *read;
    return read.has_value();
  } else {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc{} && end == text.data() + text.size();
  }
}

template <class T>
bool read(std::string_view text, std::optional<T>& field) {
  if (text.empty()) return true;
  T value{};
  if (!parse(text, value)) return false;
  field = value;
  return true;
}

const char* const kFieldNames[kFields] = {"seat",     "score",  "depth", "seldepth",
                                          "nodes",    "visits", "value", "time_us",
                                          "clock_ms", "pv",     "extra"};

}  // namespace

bool MoveInfo::empty() const {
  MoveInfo nothing;
  nothing.seat = seat;
  return *this == nothing;
}

std::string describe(const MoveInfo& info) {
  std::string text;
  const auto add = [&](const char* key, const std::string& value) {
    if (!text.empty()) text += ' ';
    text.append(key).append(" ").append(value);
  };
  if (info.score) add("score", std::to_string(*info.score));
  if (info.value) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.3f", *info.value);
    add("value", buffer);
  }
  if (info.depth) add("depth", std::to_string(*info.depth));
  if (info.seldepth) add("seldepth", std::to_string(*info.seldepth));
  if (info.nodes) add("nodes", std::to_string(info.nodes));
  if (info.visits) add("visits", std::to_string(*info.visits));
  if (info.time_us) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f ms", double(*info.time_us) / 1000);
    add("time", buffer);
  }
  if (info.clock_ms) add("clock", std::to_string(*info.clock_ms) + " ms");
  if (!info.pv.empty()) add("pv", info.pv);
  if (!info.extra.empty()) {
    if (!text.empty()) text += ' ';
    text += info.extra;
  }
  return text;
}

std::string encode_move_infos(const std::vector<MoveInfo>& infos) {
  std::string out;
  std::size_t written = 0;  // the text up to the last line with something in it
  for (const MoveInfo& info : infos) {
    std::string line;
    if (info.seat >= 0) put(line, std::optional<int>(info.seat));
    line += '\t';
    put(line, info.score);
    line += '\t';
    put(line, info.depth);
    line += '\t';
    put(line, info.seldepth);
    line += '\t';
    if (info.nodes) put(line, std::optional<std::uint64_t>(info.nodes));
    line += '\t';
    put(line, info.visits);
    line += '\t';
    put(line, info.value);
    line += '\t';
    put(line, info.time_us);
    line += '\t';
    put(line, info.clock_ms);
    line += '\t';
    line += info.pv;
    line += '\t';
    line += info.extra;
    while (!line.empty() && line.back() == '\t') line.pop_back();
    out += line;
    if (!line.empty()) written = out.size();
    out += '\n';
  }
  out.resize(written);
  return out;
}

Expected<std::vector<MoveInfo>, std::string> decode_move_infos(std::string_view text,
                                                               std::size_t plies) {
  std::vector<MoveInfo> infos(plies);
  std::size_t line_number = 0;
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(std::min(end + 1, text.size()));
    if (line_number >= plies)
      return Unexpected{"move data line " + std::to_string(line_number + 1) + ": the game has " +
                        std::to_string(plies) + " plies"};
    MoveInfo& info = infos[line_number++];
    std::string_view rest = line;
    for (int f = 0; f < kFields && !rest.empty(); ++f) {
      const std::size_t tab = f == kExtra ? rest.size() : std::min(rest.find('\t'), rest.size());
      const std::string_view value = rest.substr(0, tab);
      rest.remove_prefix(std::min(tab + 1, rest.size()));
      std::optional<std::uint64_t> nodes;
      bool ok = true;
      std::optional<int> seat;
      switch (Field(f)) {
        case kSeat:
          ok = read(value, seat);
          info.seat = seat.value_or(-1);
          break;
        case kScore:
          ok = read(value, info.score);
          break;
        case kDepth:
          ok = read(value, info.depth);
          break;
        case kSeldepth:
          ok = read(value, info.seldepth);
          break;
        case kNodes:
          ok = read(value, nodes);
          info.nodes = nodes.value_or(0);
          break;
        case kVisits:
          ok = read(value, info.visits);
          break;
        case kValue:
          ok = read(value, info.value);
          break;
        case kTime:
          ok = read(value, info.time_us);
          break;
        case kClock:
          ok = read(value, info.clock_ms);
          break;
        case kPv:
          info.pv = value;
          break;
        case kExtra:
          info.extra = value;
          break;
        case kFields:
          break;
      }
      if (!ok)
        return Unexpected{"move data line " + std::to_string(line_number) + ": " + kFieldNames[f] +
                          " '" + std::string(value) + "' is not a number"};
    }
  }
  return infos;
}

void read_info_words(const std::vector<std::string_view>& words, MoveInfo& info) {
  std::string extra;
  const auto keep = [&](std::size_t from, std::size_t to) {
    extra.append(extra.empty() ? "" : " ").append(joined_words(words, from, to));
  };
  for (std::size_t i = 0; i < words.size();) {
    const std::string_view key = words[i];
    const bool has_value = i + 1 < words.size();
    if (key == "pv") {
      info.pv = joined_words(words, i + 1);
      break;
    }
    if (key == "score" && has_value) {
      std::int64_t n = 0;
      if ((words[i + 1] == "cp" || words[i + 1] == "mate") && i + 2 < words.size() &&
          parse(words[i + 2], n)) {
        if (words[i + 1] == "mate") n = n > 0 ? kWinScore - n : n < 0 ? -(kWinScore + n) : 0;
        info.score = n;
        i += 3;
        continue;
      }
      if (parse(words[i + 1], n)) {
        info.score = n;
        i += 2;
        continue;
      }
    }
    int whole = 0;
    std::uint64_t count = 0;
    double fraction = 0;
    if (key == "depth" && has_value && parse(words[i + 1], whole)) {
      info.depth = whole;
    } else if (key == "seldepth" && has_value && parse(words[i + 1], whole)) {
      info.seldepth = whole;
    } else if (key == "nodes" && has_value && parse(words[i + 1], count)) {
      info.nodes = count;
    } else if (key == "visits" && has_value && parse(words[i + 1], count)) {
      info.visits = count;
    } else if (key == "value" && has_value && parse(words[i + 1], fraction)) {
      info.value = fraction;
    } else {
      // Unknown keys, and known ones whose value does not parse, are kept
      // with the words up to the next known key.
      const auto known = [](std::string_view w) {
        return w == "depth" || w == "seldepth" || w == "nodes" || w == "score" || w == "visits" ||
               w == "value" || w == "pv";
      };
      std::size_t next = i + 1;
      while (next < words.size() && !known(words[next])) ++next;
      keep(i, next);
      i = next;
      continue;
    }
    i += 2;
  }
  if (!extra.empty()) info.extra = extra;
}

std::string info_line(const MoveInfo& info) {
  std::string line;
  const auto add = [&](const char* key, const auto& value) {
    if (!value) return;
    line.append(" ").append(key).append(" ");
    put(line, value);
  };
  add("depth", info.depth);
  add("seldepth", info.seldepth);
  add("nodes", info.nodes ? std::optional<std::uint64_t>(info.nodes) : std::nullopt);
  add("score", info.score);
  add("visits", info.visits);
  add("value", info.value);
  if (!info.extra.empty()) line.append(" ").append(info.extra);
  if (!info.pv.empty()) line.append(" pv ").append(info.pv);
  return line.empty() ? "" : "info" + line;
}

}  // namespace minnaar::tournament
