#include "verify/model/model.h"

#include <algorithm>
#include <climits>
#include <map>

namespace minnaar::model {
namespace {

constexpr std::string_view kStartMfen = "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1";

// --- Pieces -----------------------------------------------------------------

bool is_sovereign(char c) { return c == 'P' || c == 'p'; }

bool is_establishment(char c) {
  return std::string_view("KQRBNkqrbn").find(c) != std::string_view::npos;
}

// Whether the piece c belongs to the faction whose side letter is side.
bool belongs_to(char c, char side) {
  switch (side) {
    case 's':
      return c == 'P';
    case 'n':
      return c == 'p';
    case 'w':
      return c == 'K' || c == 'Q' || c == 'R' || c == 'B' || c == 'N';
    case 'b':
      return c == 'k' || c == 'q' || c == 'r' || c == 'b' || c == 'n';
  }
  return false;
}

// Whether a piece `mover` may land on a square holding `target`: an empty
// square always; otherwise only a capture of the other side (Sovereigns take
// Establishment pieces of either colour, Establishment pieces take Sovereigns
// of either group). Allies are never captured.
bool may_land_on(char mover, char target) {
  if (target == '.') return true;
  if (is_sovereign(mover)) return is_establishment(target);
  return is_sovereign(target);
}

// --- Squares ----------------------------------------------------------------

int square_of(int file, int rank) { return rank * 8 + file; }  // both 0..7
int file_of(int square) { return square % 8; }
int rank_of(int square) { return square / 8; }
bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

std::string square_name(int square) {
  return {static_cast<char>('a' + file_of(square)), static_cast<char>('1' + rank_of(square))};
}

std::optional<int> parse_square(std::string_view name) {
  if (name.size() != 2) return std::nullopt;
  if (name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8') return std::nullopt;
  return square_of(name[0] - 'a', name[1] - '1');
}

// --- Directions -------------------------------------------------------------

struct Step {
  int df;
  int dr;
};

constexpr Step kOrthogonal[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr Step kDiagonal[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step kAllEight[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step kKnight[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

// --- Numbers in MFEN --------------------------------------------------------

// The text between single quotes, for error messages.
std::string quoted(std::string_view text) {
  std::string out;
  out += '\'';
  out += text;
  out += '\'';
  return out;
}

// Parses a canonical decimal number (digits only, no sign, no leading zero
// except "0" itself) in [low, high]. On failure sets *reason.
std::optional<std::int64_t> parse_number(std::string_view text, std::int64_t low, std::int64_t high,
                                         std::string* reason) {
  if (text.empty()) {
    *reason = "empty";
    return std::nullopt;
  }
  for (char c : text) {
    if (c < '0' || c > '9') {
      *reason = quoted(text) + " is not a decimal number";
      return std::nullopt;
    }
  }
  if (text.size() > 1 && text[0] == '0') {
    *reason = quoted(text) + " has a leading zero (not canonical)";
    return std::nullopt;
  }
  std::string range = std::to_string(low) + ".." + std::to_string(high);
  if (text.size() > 12) {
    *reason = quoted(text) + " is out of range " + range;
    return std::nullopt;
  }
  std::int64_t value = 0;
  for (char c : text) value = value * 10 + (c - '0');
  if (value < low || value > high) {
    *reason = std::to_string(value) + " is out of range " + range;
    return std::nullopt;
  }
  return value;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t begin = 0;
  while (true) {
    std::size_t end = text.find(separator, begin);
    if (end == std::string_view::npos) {
      parts.push_back(text.substr(begin));
      return parts;
    }
    parts.push_back(text.substr(begin, end - begin));
    begin = end + 1;
  }
}

}  // namespace

// --- MFEN -------------------------------------------------------------------

std::optional<Game> Game::from_mfen(std::string_view mfen, std::string* error) {
  auto fail = [&](std::string_view field, const std::string& reason) -> std::optional<Game> {
    if (error != nullptr) *error = std::string(field) + ": " + reason;
    return std::nullopt;
  };

  std::vector<std::string_view> fields = split(mfen, ' ');
  if (fields.size() != 5) {
    return fail("MFEN", "expected 5 fields separated by single spaces, got " +
                            std::to_string(fields.size()));
  }
  for (std::string_view field : fields) {
    if (field.empty()) return fail("MFEN", "empty field (fields are separated by single spaces)");
  }

  Game game;

  // Board: ranks 8 down to 1, files a to h.
  std::vector<std::string_view> ranks = split(fields[0], '/');
  if (ranks.size() != 8) {
    return fail("board", "expected 8 ranks separated by '/', got " + std::to_string(ranks.size()));
  }
  std::map<char, int> count;
  for (int i = 0; i < 8; ++i) {
    int rank = 7 - i;
    std::string rank_name(1, static_cast<char>('1' + rank));
    int file = 0;
    char previous = '/';
    for (char c : ranks[i]) {
      const bool two_digits = c >= '1' && c <= '8' && previous >= '1' && previous <= '8';
      previous = c;
      // Canonical form only: "44" is the same rank as "8", and only "8" is
      // what a writer produces (format(parse(x)) == x must hold).
      if (two_digits) return fail("board", "rank " + rank_name + " has two digits in a row");
      if (c >= '1' && c <= '8') {
        for (int k = 0; k < c - '0'; ++k) {
          if (file >= 8) return fail("board", "rank " + rank_name + " has more than 8 squares");
          game.board_[square_of(file, rank)] = '.';
          ++file;
        }
      } else if (is_sovereign(c) || is_establishment(c)) {
        if (file >= 8) return fail("board", "rank " + rank_name + " has more than 8 squares");
        game.board_[square_of(file, rank)] = c;
        ++file;
        ++count[c];
      } else {
        return fail("board",
                    "unknown letter " + quoted(std::string_view(&c, 1)) + " in rank " + rank_name);
      }
    }
    if (file != 8) {
      return fail("board",
                  "rank " + rank_name + " has " + std::to_string(file) + " squares instead of 8");
    }
  }
  // No more pieces of a kind than the start position has.
  const std::map<char, int> start_count = {{'P', 8}, {'p', 8}, {'K', 1}, {'k', 1},
                                           {'Q', 1}, {'q', 1}, {'R', 2}, {'r', 2},
                                           {'B', 2}, {'b', 2}, {'N', 2}, {'n', 2}};
  for (const auto& [letter, most] : start_count) {
    auto found = count.find(letter);
    if (found != count.end() && found->second > most) {
      return fail("board", std::to_string(found->second) + " " +
                               quoted(std::string_view(&letter, 1)) +
                               " but the start position has only " + std::to_string(most));
    }
  }

  // Side.
  if (fields[1].size() != 1 ||
      std::string_view("swnb").find(fields[1][0]) == std::string_view::npos) {
    return fail("side", quoted(fields[1]) + " is not one of s, w, n, b");
  }
  game.side_ = fields[1][0];

  // Numbers.
  std::string reason;
  auto tally = parse_number(fields[2], 0, 80, &reason);
  if (!tally) return fail("tally", reason);
  auto passes = parse_number(fields[3], 0, 4, &reason);
  if (!passes) return fail("passes", reason);
  if (*passes > *tally) {
    return fail("passes",
                std::to_string(*passes) + " is more than the tally " + std::to_string(*tally));
  }
  // The same bound as the engine's: far beyond any reachable round (~660).
  auto round = parse_number(fields[4], 1, 999999, &reason);
  if (!round) return fail("round", reason);
  game.tally_ = static_cast<int>(*tally);
  game.passes_ = static_cast<int>(*passes);
  game.round_ = *round;
  return game;
}

Game Game::start() { return *from_mfen(kStartMfen); }

std::string Game::mfen() const {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      char c = board_[square_of(file, rank)];
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty > 0) out += static_cast<char>('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty > 0) out += static_cast<char>('0' + empty);
    if (rank > 0) out += '/';
  }
  out += ' ';
  out += side_;
  out +=
      ' ' + std::to_string(tally_) + ' ' + std::to_string(passes_) + ' ' + std::to_string(round_);
  return out;
}

// --- Result -----------------------------------------------------------------

std::string Game::result() const {
  int establishment = 0, south = 0, north = 0;
  for (char c : board_) {
    if (is_establishment(c)) ++establishment;
    if (c == 'P') ++south;
    if (c == 'p') ++north;
  }
  if (establishment == 0) return "alliance-wins";
  if (south == 0 || north == 0) return "establishment-wins";
  if (tally_ == 80) return "undecided-80-turns";
  if (passes_ == 4) return "undecided-four-passes";
  return "ongoing";
}

// --- Moves ------------------------------------------------------------------

std::vector<Game::Move> Game::piece_moves() const {
  std::vector<Move> out;
  // Walks from `from` along `step` for at most `limit` squares: every empty
  // square is a landing square; the first occupied square ends the walk and
  // is a landing square only if it holds a piece the mover may capture.
  auto walk = [&](int from, Step step, int limit) {
    char mover = board_[from];
    int file = file_of(from), rank = rank_of(from);
    for (int n = 1; n <= limit; ++n) {
      file += step.df;
      rank += step.dr;
      if (!on_board(file, rank)) return;
      int to = square_of(file, rank);
      char target = board_[to];
      if (may_land_on(mover, target)) out.push_back({from, to});
      if (target != '.') return;
    }
  };

  for (int from = 0; from < 64; ++from) {
    char c = board_[from];
    if (!belongs_to(c, side_)) continue;
    switch (c) {
      case 'P':
      case 'p':  // Sovereign: a Queen limited to four squares.
        for (Step s : kAllEight) walk(from, s, 4);
        break;
      case 'K':
      case 'k':
        for (Step s : kAllEight) walk(from, s, 1);
        break;
      case 'Q':
      case 'q':
        for (Step s : kAllEight) walk(from, s, 7);
        break;
      case 'R':
      case 'r':
        for (Step s : kOrthogonal) walk(from, s, 7);
        break;
      case 'B':
      case 'b':
        for (Step s : kDiagonal) walk(from, s, 7);
        break;
      case 'N':
      case 'n':  // A jump of one "step": nothing in between is looked at.
        for (Step s : kKnight) walk(from, s, 1);
        break;
    }
  }
  return out;
}

std::vector<Game::Move> Game::moves() const {
  if (finished()) return {};
  std::vector<Move> out = piece_moves();
  if (out.empty()) out.push_back({-1, -1});
  return out;
}

std::vector<std::string> Game::legal_moves() const {
  std::vector<std::string> out;
  for (Move m : moves()) {
    out.push_back(m.from < 0 ? "pass" : square_name(m.from) + square_name(m.to));
  }
  std::sort(out.begin(), out.end());
  return out;
}

void Game::apply(Move move) {
  bool pass = move.from < 0;
  bool capture = false;
  if (!pass) {
    capture = board_[move.to] != '.';
    board_[move.to] = board_[move.from];
    board_[move.from] = '.';
  }
  // SPEC §3 step 1.
  if (capture) {
    tally_ = 0;
  } else {
    tally_ += 1;
  }
  if (pass) {
    passes_ += 1;
  } else {
    passes_ = 0;
  }
  // Step 2 (the result) is computed from the state by result().
  // Step 3: the next faction; a new round after Black. Also on the final turn.
  switch (side_) {
    case 's':
      side_ = 'w';
      break;
    case 'w':
      side_ = 'n';
      break;
    case 'n':
      side_ = 'b';
      break;
    case 'b':
      side_ = 's';
      round_ += 1;
      break;
  }
}

bool Game::play(std::string_view text) {
  std::optional<Move> wanted;
  if (text == "pass" || text == "0000") {
    wanted = Move{-1, -1};
  } else if (text.size() == 4) {
    auto from = parse_square(text.substr(0, 2));
    auto to = parse_square(text.substr(2, 2));
    if (from && to) wanted = Move{*from, *to};
  }
  if (!wanted) return false;
  for (Move m : moves()) {
    if (m.from == wanted->from && m.to == wanted->to) {
      apply(m);
      return true;
    }
  }
  return false;
}

std::uint64_t Game::perft(int depth) const {
  if (depth <= 0) return 1;
  std::uint64_t total = 0;
  for (Move m : moves()) {  // empty if finished; a single pass if forced
    Game next = *this;
    next.apply(m);
    total += next.perft(depth - 1);
  }
  return total;
}

char Game::piece_at(std::string_view square) const {
  auto index = parse_square(square);
  return index ? board_[*index] : '?';
}

}  // namespace minnaar::model
