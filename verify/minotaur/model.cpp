// The independent model of Minotaur Chess (model.h). Each rule is written
// once, plainly, next to the docs/rules/minotaur.md clause it implements.
#include "verify/minotaur/model.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <tuple>

namespace minnaar::model::minotaur {
namespace {

// --- Squares, colours and bands (docs/rules/minotaur.md#the-board-as-the-players-see-it)
// ------------------------------------

int square_of(int x, int y) { return y * 8 + x; }
int file_of(int square) { return square % 8; }
int rank_of(int square) { return square / 8; }
bool on_board(int x, int y) { return x >= 0 && x < 8 && y >= 0 && y < 8; }

std::string square_name(int square) {
  return std::string{char('a' + file_of(square)), char('1' + rank_of(square))};
}

// "`a1` dark": a square is dark when x + y is even.
bool dark(int square) { return (file_of(square) + rank_of(square)) % 2 == 0; }

// "a player's band of a square is `x − y` for White and `y − x` for Black".
int band(int player, int square) {
  int d = file_of(square) - rank_of(square);
  return player == 0 ? d : -d;
}

// "Upper case White, lower case Black": 0 White, 1 Black, -1 empty.
int owner(char c) {
  if (c == '.') return -1;
  return std::isupper(static_cast<unsigned char>(c)) ? 0 : 1;
}
char role(char c) { return char(std::toupper(static_cast<unsigned char>(c))); }
char piece(int player, char upper_role) {
  return player == 0 ? upper_role : char(std::tolower(static_cast<unsigned char>(upper_role)));
}

struct Step {
  int dx;
  int dy;
};

constexpr Step kRook[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr Step kBishop[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step kQueen[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step kKnight[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

// docs/rules/minotaur.md#pieces Warrior. Quiet steps: "one step forward or sideways": forward is
// White (−1, +1), Black (+1, −1); sideways (+1, +1) and (−1, −1) for both.
constexpr Step kWarriorStep[2][3] = {{{-1, 1}, {1, 1}, {-1, -1}}, {{1, -1}, {1, 1}, {-1, -1}}};
// Captures: "White (−1, 0) or (0, +1), Black (+1, 0) or (0, −1)".
constexpr Step kWarriorCapture[2][2] = {{{-1, 0}, {0, 1}}, {{1, 0}, {0, -1}}};

// --- MFEN helpers (docs/rules/minotaur.md#mfen)
// ----------------------------------------------------

std::nullopt_t refuse(std::string* error, const std::string& field, const std::string& reason) {
  if (error != nullptr) *error = field + ": " + reason;
  return std::nullopt;
}

// "No leading zeros, no signs": digits only, "0" or not starting with '0'.
std::optional<int> parse_number(std::string_view text, int low, int high) {
  if (text.empty() || text.size() > 5) return std::nullopt;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
  }
  if (text.size() > 1 && text[0] == '0') return std::nullopt;
  int value = 0;
  for (char c : text) value = value * 10 + (c - '0');
  if (value < low || value > high) return std::nullopt;
  return value;
}

}  // namespace

// --- MFEN --------------------------------------------------------------------------

std::optional<Game> Game::from_mfen(std::string_view text, std::string* error) {
  // "Seven fields separated by single spaces ... Fields are separated by
  // exactly one space, with none before or after."
  std::vector<std::string_view> fields;
  std::size_t begin = 0;
  while (true) {
    std::size_t space = text.find(' ', begin);
    fields.push_back(
        text.substr(begin, space == std::string_view::npos ? text.npos : space - begin));
    if (space == std::string_view::npos) break;
    begin = space + 1;
  }
  if (text.empty()) return refuse(error, "MFEN", "empty");
  for (std::string_view f : fields) {
    if (f.empty()) {
      return refuse(error, "MFEN",
                    "fields are separated by exactly one space, with none before or after");
    }
  }
  if (fields.size() != 7) {
    return refuse(error, "MFEN", "expected 7 fields, found " + std::to_string(fields.size()));
  }

  Game game;
  game.board_.fill('.');

  // board: "ranks 8 down to 1 separated by `/`, files a to h; letters of
  // docs/rules/minotaur.md#pieces; a run of empty squares is one digit 1–8, never two digits in a
  // row."
  {
    std::string_view board = fields[0];
    std::vector<std::string_view> ranks;
    std::size_t start = 0;
    while (true) {
      std::size_t slash = board.find('/', start);
      ranks.push_back(board.substr(start, slash == board.npos ? board.npos : slash - start));
      if (slash == board.npos) break;
      start = slash + 1;
    }
    if (ranks.size() != 8) {
      return refuse(error, "board", "expected 8 ranks, found " + std::to_string(ranks.size()));
    }
    const std::string letters = "QKRBVNPAqkrbvnpa";
    for (int r = 0; r < 8; ++r) {
      int y = 7 - r;
      int x = 0;
      bool after_digit = false;
      for (char c : ranks[r]) {
        if (c >= '1' && c <= '8') {
          if (after_digit) return refuse(error, "board", "two digits in a row");
          after_digit = true;
          x += c - '0';
        } else if (letters.find(c) != std::string::npos) {
          after_digit = false;
          if (x < 8) game.board_[square_of(x, y)] = c;
          ++x;
        } else {
          return refuse(error, "board", std::string("unknown letter '") + c + "'");
        }
        if (x > 8) break;
      }
      if (x != 8) {
        return refuse(error, "board", "rank " + std::to_string(y + 1) + " is not 8 squares");
      }
    }
    // "more than 1 Totem, 1 Chieftain, 2 Champions, 1 Shaman, 1 Vanguard,
    // 2 Defenders, 8 Warriors or 1 Avenger of a side"
    const std::string roles = "QKRBVNPA";
    const int most[] = {1, 1, 2, 1, 1, 2, 8, 1};
    for (int player = 0; player < 2; ++player) {
      int total = 0;
      for (std::size_t i = 0; i < roles.size(); ++i) {
        char c = piece(player, roles[i]);
        int count = int(std::count(game.board_.begin(), game.board_.end(), c));
        total += count;
        if (count > most[i]) {
          return refuse(error, "board",
                        std::string("more than ") + std::to_string(most[i]) + " '" + c + "'");
        }
      }
      // "an Avenger together with any other piece of its side"
      char avenger = piece(player, 'A');
      if (std::count(game.board_.begin(), game.board_.end(), avenger) == 1 && total > 1) {
        return refuse(error, "board",
                      std::string("an Avenger '") + avenger + "' with other pieces of its side");
      }
    }
    // "a Shaman on a dark square or a Vanguard on a light one"
    for (int s = 0; s < 64; ++s) {
      char c = game.board_[s];
      if (c == '.') continue;
      if (role(c) == 'B' && dark(s)) {
        return refuse(error, "board", "a Shaman on the dark square " + square_name(s));
      }
      if (role(c) == 'V' && !dark(s)) {
        return refuse(error, "board", "a Vanguard on the light square " + square_name(s));
      }
    }
    // "both sides without Totem and Avenger"
    if (!game.alive(0) && !game.alive(1)) {
      return refuse(error, "board", "both sides without Totem and Avenger");
    }
  }

  // side: "`w` or `b`".
  if (fields[1] == "w") {
    game.side_ = 0;
  } else if (fields[1] == "b") {
    game.side_ = 1;
  } else {
    return refuse(error, "side", "expected w or b");
  }

  // to-place: "`wb`, `b` or `-`"; "Refused: `to-place` `wb` unless `side` is
  // `w` and no Vanguard of either side is on the board; `to-place` `b` unless
  // `side` is `b` and no black Vanguard is on the board".
  auto count_of = [&](char c) { return std::count(game.board_.begin(), game.board_.end(), c); };
  if (fields[2] == "wb") {
    if (game.side_ != 0) return refuse(error, "to-place", "wb needs White to move");
    if (count_of('V') + count_of('v') > 0) {
      return refuse(error, "to-place", "wb with a Vanguard on the board");
    }
    game.to_place_ = {true, true};
  } else if (fields[2] == "b") {
    if (game.side_ != 1) return refuse(error, "to-place", "b needs Black to move");
    if (count_of('v') > 0) {
      return refuse(error, "to-place", "b with a black Vanguard on the board");
    }
    game.to_place_ = {false, true};
  } else if (fields[2] == "-") {
    game.to_place_ = {false, false};
  } else {
    return refuse(error, "to-place", "expected wb, b or -");
  }

  // awake: "`-`, `w`, `b` or `wb` (in that order)".
  if (fields[3] == "-") {
    game.awake_ = {false, false};
  } else if (fields[3] == "w") {
    game.awake_ = {true, false};
  } else if (fields[3] == "b") {
    game.awake_ = {false, true};
  } else if (fields[3] == "wb") {
    game.awake_ = {true, true};
  } else {
    return refuse(error, "awake", "expected -, w, b or wb");
  }

  // "`quiet`: 0–100. `passes`: 0–2, and not above `quiet`. `move`: 1–9999."
  auto quiet = parse_number(fields[4], 0, 100);
  if (!quiet) return refuse(error, "quiet", "expected a number 0-100");
  game.quiet_ = *quiet;
  auto passes = parse_number(fields[5], 0, 2);
  if (!passes) return refuse(error, "passes", "expected a number 0-2");
  if (*passes > game.quiet_) return refuse(error, "passes", "above quiet");
  game.passes_ = *passes;
  auto move = parse_number(fields[6], 1, 9999);
  if (!move) return refuse(error, "move", "expected a number 1-9999");
  game.move_ = *move;
  return game;
}

Game Game::start() { return *from_mfen(kStartMfen, nullptr); }

std::string Game::mfen() const {
  std::string out;
  for (int y = 7; y >= 0; --y) {
    int empty = 0;
    for (int x = 0; x < 8; ++x) {
      char c = board_[square_of(x, y)];
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty > 0) out += char('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty > 0) out += char('0' + empty);
    if (y > 0) out += '/';
  }
  out += side_ == 0 ? " w " : " b ";
  std::string place;
  if (to_place_[0]) place += 'w';
  if (to_place_[1]) place += 'b';
  out += place.empty() ? "-" : place;
  out += ' ';
  std::string wake;
  if (awake_[0]) wake += 'w';
  if (awake_[1]) wake += 'b';
  out += wake.empty() ? "-" : wake;
  out += ' ' + std::to_string(quiet_) + ' ' + std::to_string(passes_) + ' ' + std::to_string(move_);
  return out;
}

// --- Inspection ---------------------------------------------------------------------

char Game::at(int file, int rank) const {
  if (!on_board(file, rank)) return '.';
  return board_[square_of(file, rank)];
}

char Game::at(std::string_view square) const {
  if (square.size() != 2 || square[0] < 'a' || square[0] > 'h' || square[1] < '1' ||
      square[1] > '8') {
    return '?';
  }
  return at(square[0] - 'a', square[1] - '1');
}

// --- The end (docs/rules/minotaur.md#a-game, its end and step 4)
// ------------------------------------------------

bool Game::alive(int player) const {
  for (char c : board_) {
    if (owner(c) == player && (role(c) == 'Q' || role(c) == 'A')) return true;
  }
  return false;
}

std::string Game::result() const {
  // "Finished if a player has no Totem and no Avenger (the other wins), else if
  // `quiet` = 100 (`draw-quiet`), else if `passes` = 2 (`draw-passes`)."
  if (!alive(0)) return "black-wins";
  if (!alive(1)) return "white-wins";
  if (quiet_ >= 100) return "draw-quiet";
  if (passes_ >= 2) return "draw-passes";
  return "ongoing";
}

// --- Moves (docs/rules/minotaur.md#pieces)
// ---------------------------------------------------------------

std::vector<Game::Move> Game::piece_moves() const {
  std::vector<Move> out;
  const int me = side_;
  // A landing square is empty or holds an opposing piece: "Every piece
  // captures an opposing piece by moving onto it; nothing ever captures its
  // own side."
  auto can_land = [&](int square) { return owner(board_[square]) != me; };
  auto add = [&](int from, int to) { out.push_back({Move::Kind::kMove, from, to}); };
  // "Sliders move over empty squares".
  auto slide = [&](int from, const Step* steps, int n) {
    for (int i = 0; i < n; ++i) {
      int x = file_of(from) + steps[i].dx, y = rank_of(from) + steps[i].dy;
      while (on_board(x, y)) {
        int to = square_of(x, y);
        if (board_[to] == '.') {
          add(from, to);
        } else {
          if (owner(board_[to]) != me) add(from, to);
          break;
        }
        x += steps[i].dx;
        y += steps[i].dy;
      }
    }
  };
  // One step (or jump) in each of the given directions.
  auto leap = [&](int from, const Step* steps, int n) {
    for (int i = 0; i < n; ++i) {
      int x = file_of(from) + steps[i].dx, y = rank_of(from) + steps[i].dy;
      if (on_board(x, y) && can_land(square_of(x, y))) add(from, square_of(x, y));
    }
  };

  for (int from = 0; from < 64; ++from) {
    char c = board_[from];
    if (owner(c) != me) continue;
    switch (role(c)) {
      case 'Q':  // Totem: "never moves".
        break;
      case 'K':  // Chieftain: "one square in any of the 8 directions".
        leap(from, kQueen, 8);
        break;
      case 'R':  // Champion: "as a rook".
        slide(from, kRook, 4);
        break;
      case 'B':  // Shaman: "as a bishop".
      case 'V':  // Vanguard: "as a bishop".
        slide(from, kBishop, 4);
        break;
      case 'A':  // Avenger: "as a queen".
        slide(from, kQueen, 8);
        break;
      case 'N':  // Defender: "as a knight, once awake"; "may not move while asleep".
        if (awake_[me]) leap(from, kKnight, 8);
        break;
      case 'P': {  // Warrior (docs/rules/minotaur.md#pieces).
        int x = file_of(from), y = rank_of(from);
        // "Without capturing: one step forward or sideways onto an empty square".
        for (const Step& s : kWarriorStep[me]) {
          int tx = x + s.dx, ty = y + s.dy;
          if (on_board(tx, ty) && board_[square_of(tx, ty)] == '.') add(from, square_of(tx, ty));
        }
        // "Capturing: one orthogonal step of the board that is forward".
        for (const Step& s : kWarriorCapture[me]) {
          int tx = x + s.dx, ty = y + s.dy;
          if (on_board(tx, ty) && owner(board_[square_of(tx, ty)]) == 1 - me) {
            add(from, square_of(tx, ty));
          }
        }
        break;
      }
      default:
        break;
    }
  }
  return out;
}

std::vector<Game::Move> Game::moves() const {
  // "A finished position has no legal moves."
  if (result() != "ongoing") return {};
  std::vector<Move> out;
  if (to_place_[side_]) {
    // "placement of its Vanguard on an empty dark square of its bands 1–6";
    // "A player to place makes no other move".
    for (int s = 0; s < 64; ++s) {
      int b = band(side_, s);
      if (board_[s] == '.' && dark(s) && b >= 1 && b <= 6) {
        out.push_back({Move::Kind::kPlace, -1, s});
      }
    }
  } else {
    out = piece_moves();
  }
  // "if it has no square to place on, it passes"; "A player with no legal
  // move passes".
  if (out.empty()) out.push_back({Move::Kind::kPass, -1, -1});
  return out;
}

std::string Game::move_text(const Move& move) const {
  switch (move.kind) {
    case Move::Kind::kPass:
      return "pass";
    case Move::Kind::kPlace:
      return std::string(1, '@').append(square_name(move.to));
    case Move::Kind::kMove:
      break;
  }
  return square_name(move.from) + square_name(move.to);
}

// --- Succession (docs/rules/minotaur.md#a-game)
// -------------------------------------------------------------

int Game::nearest(int loser, char wanted, int square) const {
  // "the smallest dx² + dy² between the squares; among equals the one
  // farthest to the owner's left as it faces the other player (White: smallest
  // x + y; Black: largest), then the one farthest forward (White: smallest
  // x − y; Black: smallest y − x)."
  int best = -1;
  std::tuple<int, int, int> best_key{};
  int sx = file_of(square), sy = rank_of(square);
  for (int s = 0; s < 64; ++s) {
    char c = board_[s];
    if (owner(c) != loser || role(c) != wanted) continue;
    int x = file_of(s), y = rank_of(s);
    int distance = (x - sx) * (x - sx) + (y - sy) * (y - sy);
    int left = loser == 0 ? x + y : -(x + y);
    int forward = loser == 0 ? x - y : y - x;
    std::tuple<int, int, int> key{distance, left, forward};
    if (best < 0 || key < best_key) {
      best = s;
      best_key = key;
    }
  }
  return best;
}

void Game::succeed(int loser, char captured, int square) {
  switch (captured) {
    case 'K': {
      // "Chieftain captured: that player's nearest Champion (to the square of
      // the capture) is replaced, on its square, by a Chieftain. None: nothing
      // happens."
      int s = nearest(loser, 'R', square);
      if (s >= 0) board_[s] = piece(loser, 'K');
      break;
    }
    case 'R': {
      // "Champion captured: that player's nearest Warrior (to the square of
      // the capture) becomes a Champion, on its square. None: nothing happens."
      int s = nearest(loser, 'P', square);
      if (s >= 0) board_[s] = piece(loser, 'R');
      break;
    }
    case 'Q': {
      // "Totem captured: of that player's pieces only one stays, and becomes
      // an Avenger on its square: its Chieftain, or if it has none its nearest
      // Champion (to the Totem's square); all its other pieces leave the board
      // (all of them if it has neither: it has lost)."
      int keep = -1;
      for (int s = 0; s < 64; ++s) {
        if (board_[s] == piece(loser, 'K')) keep = s;
      }
      if (keep < 0) keep = nearest(loser, 'R', square);
      for (int s = 0; s < 64; ++s) {
        if (owner(board_[s]) == loser && s != keep) board_[s] = '.';
      }
      if (keep >= 0) board_[keep] = piece(loser, 'A');
      break;
    }
    default:  // Any other piece calls no successor.
      break;
  }
}

// --- Playing (docs/rules/minotaur.md#a-game)
// ------------------------------------------------------------------

void Game::apply(const Move& move) {
  const int me = side_, other = 1 - side_;
  bool capture = false;
  // 1. "Apply the move (a capture removes the captured piece), the succession
  // (docs/rules/minotaur.md#a-game), and the waking of Defenders (docs/rules/minotaur.md#pieces)."
  switch (move.kind) {
    case Move::Kind::kPass:
      // "if it has no square to place on, it passes and places no Vanguard".
      to_place_[me] = false;
      break;
    case Move::Kind::kPlace:
      board_[move.to] = piece(me, 'V');
      to_place_[me] = false;
      break;
    case Move::Kind::kMove: {
      char mover = board_[move.from];
      char captured = board_[move.to];
      board_[move.to] = mover;
      board_[move.from] = '.';
      if (captured != '.') {
        capture = true;
        succeed(other, role(captured), move.to);
      }
      // "A player's Defenders wake ... at the end of a turn on which the
      // opposing Vanguard moves onto a square of band ≤ 0 as its owner counts
      // bands"; "The flag is set even if the player has no Defender left."
      if (role(mover) == 'V' && band(me, move.to) <= 0) awake_[other] = true;
      break;
    }
  }
  // 2. "`quiet`: 0 after a capture, else +1. `passes`: +1 after a pass, else 0."
  quiet_ = capture ? 0 : quiet_ + 1;
  passes_ = move.kind == Move::Kind::kPass ? passes_ + 1 : 0;
  // 3. "The side to move changes; `move` goes up by 1 after Black's turn."
  if (me == 1) ++move_;
  side_ = other;
  // 4. is result(), judged from the position.
}

std::vector<std::string> Game::legal_moves() const {
  std::vector<std::string> out;
  for (const Move& m : moves()) out.push_back(move_text(m));
  std::sort(out.begin(), out.end());
  return out;
}

bool Game::play(std::string_view text) {
  std::vector<Move> list = moves();
  for (const Move& m : list) {
    bool named = move_text(m) == text;
    // docs/rules/minnaar.md#move-notation reads `0000` too, for a forced pass.
    if (m.kind == Move::Kind::kPass && text == "0000") named = true;
    if (named) {
      apply(m);
      return true;
    }
  }
  return false;
}

std::uint64_t Game::perft(int depth) const {
  if (depth <= 0) return 1;
  std::vector<Move> list = moves();
  if (depth == 1) return list.size();
  std::uint64_t total = 0;
  for (const Move& m : list) {
    Game next = *this;
    next.apply(m);
    total += next.perft(depth - 1);
  }
  return total;
}

std::vector<std::pair<std::string, std::uint64_t>> Game::divide(int depth) const {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  if (depth <= 0) return out;
  for (const Move& m : moves()) {
    Game next = *this;
    next.apply(m);
    out.emplace_back(move_text(m), next.perft(depth - 1));
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace minnaar::model::minotaur
