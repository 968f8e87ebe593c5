#include "verify/schachen/model.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <set>

namespace minnaar::model::schachen {
namespace {

// --- Pieces, cards, squares --------------------------------------------------

constexpr int kWhite = 0;
constexpr int kBlack = 1;

// The card types off the board, in the order hands and pools are written.
constexpr std::string_view kCardOrder = "QRBNP";
// The 16 cards of a player by type.
constexpr std::string_view kAllTypes = "KQRBNP";
constexpr std::array<int, 6> kCardsOfType = {1, 1, 2, 2, 2, 8};
// The types a pawn may be exchanged for (rule 4: never a pawn).
constexpr std::string_view kPromotionTypes = "QRBN";

int owner(char piece) { return piece >= 'A' && piece <= 'Z' ? kWhite : kBlack; }
char type_of(char piece) { return owner(piece) == kWhite ? piece : static_cast<char>(piece - 32); }
char letter_of(char type, int player) {
  return player == kWhite ? type : static_cast<char>(type + 32);
}
// The direction of the player's forward along y.
std::int64_t forward(int player) { return player == kWhite ? 1 : -1; }
std::string player_name(int player) { return player == kWhite ? "White" : "Black"; }
int player_index(char player) { return player == 'w' ? kWhite : player == 'b' ? kBlack : -1; }

// Cards in QRBNP order.
std::string in_card_order(std::string cards) {
  std::sort(cards.begin(), cards.end(),
            [](char a, char b) { return kCardOrder.find(a) < kCardOrder.find(b); });
  return cards;
}

// Removes one card of `type` (which must be there).
void remove_one(std::string& cards, char type) { cards.erase(cards.find(type), 1); }

struct Step {
  std::int64_t dx;
  std::int64_t dy;
};

constexpr Step kAllEight[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step kStraight[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr Step kDiagonal[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step kKnight[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

Square plus(Square s, Step step, std::int64_t times = 1) {
  return {s.x + step.dx * times, s.y + step.dy * times};
}

std::string square_text(Square s) { return std::to_string(s.x) + "," + std::to_string(s.y); }

std::string quoted(std::string_view text) {
  std::string out(1, '\'');
  out += text;
  out += '\'';
  return out;
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

// An integer of docs/rules/schachen.md#mfen: "0" or -?[1-9][0-9]*, at most kInputLimit in absolute
// value. On failure sets *reason.
std::optional<std::int64_t> parse_integer(std::string_view text, std::string* reason) {
  std::string_view digits = text;
  const bool negative = !digits.empty() && digits[0] == '-';
  if (negative) digits.remove_prefix(1);
  if (digits.empty() ||
      !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    *reason = quoted(text) + " is not an integer";
    return std::nullopt;
  }
  if (digits[0] == '0' && (digits.size() > 1 || negative)) {
    *reason = quoted(text) + " is not canonical (0 or -?[1-9][0-9]*)";
    return std::nullopt;
  }
  std::int64_t value = 0;
  for (char c : digits) {
    value = value * 10 + (c - '0');
    if (value > kInputLimit) {
      *reason = quoted(text) + " is beyond +-" + std::to_string(kInputLimit);
      return std::nullopt;
    }
  }
  return negative ? -value : value;
}

// The cards of a hand, pile or pool field of `player`, as upper-case types in
// the field's order. On failure sets *reason.
std::optional<std::string> parse_cards(std::string_view field, int player, std::string* reason) {
  if (field == "-") return std::string();
  std::string out;
  for (char c : field) {
    const bool upper = c >= 'A' && c <= 'Z';
    const bool lower = c >= 'a' && c <= 'z';
    const char type = lower ? static_cast<char>(c - 32) : c;
    if ((!upper && !lower) || kAllTypes.find(type) == std::string_view::npos) {
      *reason = quoted(field) + ": " + quoted(std::string(1, c)) + " is not one of " +
                std::string(player == kWhite ? "QRBNP" : "qrbnp") + " (or '-' for none)";
      return std::nullopt;
    }
    if (type == 'K') {
      *reason = quoted(field) + ": a king is only ever on the board";
      return std::nullopt;
    }
    if (owner(c) != player) {
      *reason = quoted(field) + ": " + quoted(std::string(1, c)) + " is of the wrong case (" +
                player_name(player) + "'s letters are " + (player == kWhite ? "upper" : "lower") +
                " case)";
      return std::nullopt;
    }
    out += type;
  }
  return out;
}

}  // namespace

std::uint64_t splitmix64(std::uint64_t& state) {
  state += 0x9E3779B97F4A7C15ULL;
  std::uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// --- MFEN -------------------------------------------------------------------

std::optional<Game> Game::from_mfen(std::string_view mfen, std::string* error) {
  auto fail = [&](std::string_view field, const std::string& reason) -> std::optional<Game> {
    if (error != nullptr) *error = std::string(field) + ": " + reason;
    return std::nullopt;
  };
  static constexpr std::array<std::string_view, 9> kFieldNames = {
      "board",      "side",       "white-hand", "white-pile", "white-pool",
      "black-hand", "black-pile", "black-pool", "move"};

  const std::vector<std::string_view> fields = split(mfen, ' ');
  if (fields.size() != 9) {
    return fail("MFEN", "expected 9 fields separated by single spaces, got " +
                            std::to_string(fields.size()));
  }
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (fields[i].empty())
      return fail(kFieldNames[i], "empty (fields are separated by single spaces)");
  }

  Game game;
  std::string reason;

  // Board: <letter><x>,<y> entries joined by '/', in any order.
  for (std::string_view entry : split(fields[0], '/')) {
    const std::string what = "entry " + quoted(entry);
    if (entry.empty() ||
        std::string_view("KQRBNPkqrbnp").find(entry[0]) == std::string_view::npos) {
      return fail("board", what + " does not start with one of KQRBNP kqrbnp");
    }
    const std::vector<std::string_view> xy = split(entry.substr(1), ',');
    if (xy.size() != 2) return fail("board", what + " is not <letter><x>,<y>");
    auto x = parse_integer(xy[0], &reason);
    if (!x) return fail("board", what + ": x " + reason);
    auto y = parse_integer(xy[1], &reason);
    if (!y) return fail("board", what + ": y " + reason);
    const Square square{*x, *y};
    if (game.board_.count(square) != 0) {
      return fail("board", "two pieces on " + square_text(square));
    }
    game.board_[square] = entry[0];
  }

  // Side.
  if (fields[1] != "w" && fields[1] != "b") {
    return fail("side", quoted(fields[1]) + " is not one of w, b");
  }
  game.side_ = player_index(fields[1][0]);

  // Hands, piles and pools, White's then Black's.
  for (int player : {kWhite, kBlack}) {
    const std::size_t first = player == kWhite ? 2 : 5;
    auto hand = parse_cards(fields[first], player, &reason);
    if (!hand) return fail(kFieldNames[first], reason);
    if (hand->size() > 3) {
      return fail(kFieldNames[first], std::to_string(hand->size()) + " cards, at most 3");
    }
    auto pile = parse_cards(fields[first + 1], player, &reason);
    if (!pile) return fail(kFieldNames[first + 1], reason);
    if (hand->size() < 3 && !pile->empty()) {
      return fail(kFieldNames[first], std::to_string(hand->size()) +
                                          " cards while the pile is not empty (a hand holds 3 "
                                          "until the pile is used up)");
    }
    auto pool = parse_cards(fields[first + 2], player, &reason);
    if (!pool) return fail(kFieldNames[first + 2], reason);
    game.hand_[player] = in_card_order(*hand);
    game.pile_[player] = *pile;
    game.pool_[player] = in_card_order(*pool);
  }

  // Move number.
  auto move = parse_integer(fields[8], &reason);
  if (!move) return fail("move", reason);
  if (*move < 1) return fail("move", std::to_string(*move) + " is below 1");
  game.move_ = *move;

  // One king a side, and no more cards of a type than the 16 hold.
  for (int player : {kWhite, kBlack}) {
    std::array<int, 6> count{};
    for (const auto& [square, piece] : game.board_) {
      if (owner(piece) == player) ++count[kAllTypes.find(type_of(piece))];
    }
    if (count[0] != 1) {
      return fail("board",
                  player_name(player) + " has " + std::to_string(count[0]) + " kings, expected 1");
    }
    // Counted place by place (board, hand, pile, pool): the place where a
    // type first goes over its number is the field named.
    const std::size_t first = player == kWhite ? 2 : 5;
    const std::array<const std::string*, 4> places = {nullptr, &game.hand_[player],
                                                      &game.pile_[player], &game.pool_[player]};
    for (std::size_t place = 0; place < places.size(); ++place) {
      if (places[place]) {
        for (char type : *places[place]) ++count[kAllTypes.find(type)];
      }
      for (std::size_t t = 0; t < kAllTypes.size(); ++t) {
        if (count[t] > kCardsOfType[t]) {
          return fail(place == 0 ? "board" : kFieldNames[first + place - 1],
                      player_name(player) + " has " + std::to_string(count[t]) + " " +
                          letter_of(kAllTypes[t], player) +
                          " on board, hand, pile and pool together, more than the " +
                          std::to_string(kCardsOfType[t]) + " of its 16 cards");
        }
      }
    }
  }

  // The side not to move may not be in check.
  const int other = 1 - game.side_;
  if (game.attacked(*game.king_square(other), game.side_)) {
    return fail("side", player_name(other) + ", not to move, is in check");
  }
  return game;
}

Game Game::deal(std::uint64_t seed) {
  Game game;
  for (std::int64_t x = 0; x < 4; ++x) {
    game.board_[{x, 1}] = 'P';
    game.board_[{x, 4}] = 'p';
  }
  game.board_[{1, 0}] = 'K';
  game.board_[{1, 5}] = 'k';
  std::uint64_t state = seed;
  for (int player : {kWhite, kBlack}) {
    std::string cards = "QRRBBNNPPPP";
    for (int i = 10; i >= 1; --i) {
      const std::uint64_t j = splitmix64(state) % static_cast<std::uint64_t>(i + 1);
      std::swap(cards[i], cards[j]);
    }
    game.hand_[player] = in_card_order(cards.substr(0, 3));
    game.pile_[player] = cards.substr(3);
  }
  return game;
}

std::string Game::cards_text(const std::string& cards, int player) {
  if (cards.empty()) return "-";
  std::string out;
  for (char type : cards) out += letter_of(type, player);
  return out;
}

std::string Game::board_text() const {
  std::vector<std::pair<Square, char>> pieces(board_.begin(), board_.end());
  std::sort(pieces.begin(), pieces.end(), [](const auto& a, const auto& b) {
    if (a.first.y != b.first.y) return a.first.y > b.first.y;
    return a.first.x < b.first.x;
  });
  std::string out;
  for (const auto& [square, piece] : pieces) {
    if (!out.empty()) out += '/';
    out += piece;
    out += square_text(square);
  }
  return out;
}

std::string Game::mfen() const {
  std::string out = board_text() + ' ' + side();
  for (int player : {kWhite, kBlack}) {
    out += ' ' + cards_text(hand_[player], player);
    out += ' ' + cards_text(pile_[player], player);
    out += ' ' + cards_text(pool_[player], player);
  }
  out += ' ' + std::to_string(move_);
  return out;
}

std::string Game::observation(char player) const {
  const int seer = player_index(player);
  if (seer < 0) return "";
  auto count = [](const std::string& cards) {
    std::string out(1, '#');
    out += std::to_string(cards.size());
    return out;
  };
  std::string out = board_text() + ' ' + side();
  for (int p : {kWhite, kBlack}) {
    out += ' ' + (p == seer ? cards_text(hand_[p], p) : count(hand_[p]));
    out += ' ' + count(pile_[p]);  // no pile's order is ever seen
    out += ' ' + cards_text(pool_[p], p);
  }
  out += ' ' + std::to_string(move_);
  return out;
}

// --- Inspection -------------------------------------------------------------

char Game::side() const { return side_ == kWhite ? 'w' : 'b'; }

std::string Game::piece_at(std::int64_t x, std::int64_t y) const {
  auto found = board_.find({x, y});
  return found == board_.end() ? "" : std::string(1, found->second);
}

bool Game::in_check() const { return attacked(*king_square(side_), 1 - side_); }

bool Game::attacks(char player, std::int64_t x, std::int64_t y) const {
  const int who = player_index(player);
  return who >= 0 && attacked({x, y}, who);
}

std::string Game::hand(char player) const {
  const int p = player_index(player);
  return p < 0 ? "" : cards_text(hand_[p], p);
}
std::string Game::pile(char player) const {
  const int p = player_index(player);
  return p < 0 ? "" : cards_text(pile_[p], p);
}
std::string Game::pool(char player) const {
  const int p = player_index(player);
  return p < 0 ? "" : cards_text(pool_[p], p);
}

// --- Attacks ----------------------------------------------------------------

std::optional<Square> Game::king_square(int player) const {
  for (const auto& [square, piece] : board_) {
    if (piece == letter_of('K', player)) return square;
  }
  return std::nullopt;
}

bool Game::line_clear(Square from, Square to) const {
  const std::int64_t dx = to.x - from.x, dy = to.y - from.y;
  const std::int64_t length = std::max(std::abs(dx), std::abs(dy));
  const Step unit{(dx > 0) - (dx < 0), (dy > 0) - (dy < 0)};
  for (const auto& [square, piece] : board_) {
    // The number of unit steps from `from` to this piece, if it is on the line.
    const std::int64_t ox = square.x - from.x, oy = square.y - from.y;
    const std::int64_t k = unit.dx != 0 ? ox * unit.dx : oy * unit.dy;
    if (k > 0 && k < length && ox == k * unit.dx && oy == k * unit.dy) return false;
  }
  return true;
}

bool Game::could_capture(Square from, Square to) const {
  const char piece = board_.at(from);
  const std::int64_t dx = to.x - from.x, dy = to.y - from.y;
  const std::int64_t adx = std::abs(dx), ady = std::abs(dy);
  if (adx == 0 && ady == 0) return false;
  const bool straight = adx == 0 || ady == 0;
  const bool diagonal = adx == ady;
  switch (type_of(piece)) {
    case 'K':
      return adx <= 1 && ady <= 1;  // all 8 neighbours: a king captures backwards too
    case 'N':
      return (adx == 1 && ady == 2) || (adx == 2 && ady == 1);
    case 'P':
      return adx == 1 && dy == forward(owner(piece));
    case 'R':
      return straight && line_clear(from, to);
    case 'B':
      return diagonal && line_clear(from, to);
    case 'Q':
      return (straight || diagonal) && line_clear(from, to);
    default:
      return false;
  }
}

bool Game::attacked(Square square, int by) const {
  for (const auto& [from, piece] : board_) {
    if (owner(piece) == by && could_capture(from, square)) return true;
  }
  return false;
}

bool Game::has_neighbour_besides(Square square, Square vacated) const {
  for (Step step : kAllEight) {
    const Square next = plus(square, step);
    if (next != vacated && board_.count(next) != 0) return true;
  }
  return false;
}

// --- Moves and turns --------------------------------------------------------

std::vector<Game::Move> Game::candidate_moves() const {
  std::vector<Move> out;
  const auto opposing_king = king_square(1 - side_);
  const std::int64_t f = forward(side_);

  // The bounding box of all pieces grown by one: outside it no square has an
  // occupied neighbour or holds a piece, so a slider stops there.
  std::int64_t min_x = board_.begin()->first.x, max_x = min_x;
  std::int64_t min_y = board_.begin()->first.y, max_y = min_y;
  for (const auto& [square, piece] : board_) {
    min_x = std::min(min_x, square.x);
    max_x = std::max(max_x, square.x);
    min_y = std::min(min_y, square.y);
    max_y = std::max(max_y, square.y);
  }
  auto in_reach = [&](Square s) {
    return s.x >= min_x - 1 && s.x <= max_x + 1 && s.y >= min_y - 1 && s.y <= max_y + 1;
  };

  // (No structured binding: the lambdas below refer to `from`.)
  for (const auto& entry : board_) {
    const Square from = entry.first;
    const char piece = entry.second;
    if (owner(piece) != side_) continue;
    // 'e' empty, 'o' own piece, 'x' opposing piece.
    auto what_is_on = [&](Square s) {
      auto found = board_.find(s);
      if (found == board_.end()) return 'e';
      return owner(found->second) == side_ ? 'o' : 'x';
    };
    // A capture lands anywhere; a quiet move needs a neighbour besides `from`.
    auto add_if_allowed = [&](Square to) {
      const char there = what_is_on(to);
      if (there == 'x' || (there == 'e' && has_neighbour_besides(to, from))) {
        out.push_back({from, to, 0});
      }
    };
    // A pawn's move, and its exchanges when it lands on the opposing king's row.
    auto add_pawn_move = [&](Square to) {
      out.push_back({from, to, 0});
      if (!opposing_king || to.y != opposing_king->y) return;
      for (char type : kPromotionTypes) {
        if (pool_[side_].find(type) != std::string::npos) out.push_back({from, to, type});
      }
    };

    switch (type_of(piece)) {
      case 'K':
        for (Step step : kAllEight) {
          const Square to = plus(from, step);
          const char there = what_is_on(to);
          if (there == 'x') {
            out.push_back({from, to, 0});  // any direction when capturing
          } else if (there == 'e' && step.dy != -f && has_neighbour_besides(to, from)) {
            out.push_back({from, to, 0});  // sideways or forward only
          }
        }
        break;
      case 'N':
        for (Step step : kKnight) add_if_allowed(plus(from, step));
        break;
      case 'Q':
      case 'R':
      case 'B': {
        std::vector<Step> directions;
        if (type_of(piece) != 'B')
          directions.insert(directions.end(), std::begin(kStraight), std::end(kStraight));
        if (type_of(piece) != 'R')
          directions.insert(directions.end(), std::begin(kDiagonal), std::end(kDiagonal));
        for (Step step : directions) {
          for (std::int64_t k = 1;; ++k) {
            const Square to = plus(from, step, k);
            if (!in_reach(to)) break;
            add_if_allowed(to);
            if (what_is_on(to) != 'e') break;
          }
        }
        break;
      }
      case 'P': {
        const Square ahead{from.x, from.y + f};
        if (what_is_on(ahead) == 'e' && has_neighbour_besides(ahead, from)) add_pawn_move(ahead);
        for (std::int64_t dx : {-1, 1}) {
          const Square diagonal{from.x + dx, from.y + f};
          if (what_is_on(diagonal) == 'x') add_pawn_move(diagonal);
        }
        break;
      }
      default:
        break;
    }
  }
  return out;
}

std::vector<Game::Move> Game::legal_piece_moves() const {
  std::vector<Move> out;
  for (const Move& move : candidate_moves()) {
    Game next = *this;
    next.apply_move(move);
    if (!next.attacked(*next.king_square(side_), 1 - side_)) out.push_back(move);
  }
  return out;
}

std::vector<std::pair<char, Square>> Game::placements() const {
  std::set<std::pair<char, Square>> found;  // identical cards are one choice
  const std::string& hand = hand_[side_];
  for (const auto& [square, piece] : board_) {
    if (piece != letter_of('P', side_)) continue;
    for (char type : hand) {
      std::vector<Square> targets;
      if (type == 'P') {
        targets = {{square.x - 1, square.y}, {square.x + 1, square.y}};  // beside
      } else {
        targets = {{square.x, square.y - forward(side_)}};  // directly behind
      }
      for (Square at : targets) {
        if (board_.count(at) == 0) found.insert({type, at});
      }
    }
  }
  return {found.begin(), found.end()};
}

std::vector<Game::Turn> Game::turns() const {
  std::vector<Turn> out;
  for (const Move& move : legal_piece_moves()) {
    out.push_back({move, 0, {}});
    // The placement uses the board after the move; it plays no part in check.
    Game after = *this;
    after.apply_move(move);
    for (const auto& [type, at] : after.placements()) out.push_back({move, type, at});
  }
  return out;
}

void Game::apply_move(const Move& move) {
  char piece = board_.at(move.from);
  board_.erase(move.from);
  auto captured = board_.find(move.to);
  if (captured != board_.end()) {
    const int victim = owner(captured->second);
    pool_[victim] = in_card_order(pool_[victim] + type_of(captured->second));
    board_.erase(captured);
  }
  if (move.promotion != 0) {
    // The two cards swap: the new type leaves the pool, the pawn enters it.
    remove_one(pool_[side_], move.promotion);
    pool_[side_] = in_card_order(pool_[side_] + 'P');
    piece = letter_of(move.promotion, side_);
  }
  board_[move.to] = piece;
}

void Game::place(char type, Square at) {
  remove_one(hand_[side_], type);
  board_[at] = letter_of(type, side_);
  std::string& pile = pile_[side_];
  if (!pile.empty()) {
    hand_[side_] = in_card_order(hand_[side_] + pile[0]);
    pile.erase(0, 1);
  }
}

void Game::apply(const Turn& turn) {
  apply_move(turn.move);
  if (turn.placed != 0) place(turn.placed, turn.at);
  if (side_ == kBlack) ++move_;
  side_ = 1 - side_;
}

std::string Game::turn_text(const Turn& turn) {
  std::string out = square_text(turn.move.from) + ":" + square_text(turn.move.to);
  if (turn.move.promotion != 0) out += std::string("=") + turn.move.promotion;
  if (turn.placed != 0) out += std::string("+") + turn.placed + "@" + square_text(turn.at);
  return out;
}

// --- Playing ----------------------------------------------------------------

std::string Game::result() const {
  if (!legal_piece_moves().empty()) return "ongoing";
  if (!in_check()) return "stalemate";
  return side_ == kWhite ? "black-wins" : "white-wins";
}

std::vector<std::string> Game::legal_moves() const {
  std::vector<std::string> out;
  for (const Turn& turn : turns()) out.push_back(turn_text(turn));
  std::sort(out.begin(), out.end());
  return out;
}

bool Game::play(std::string_view text) {
  for (const Turn& turn : turns()) {
    if (turn_text(turn) == text) {
      apply(turn);
      return true;
    }
  }
  return false;
}

std::uint64_t Game::perft(int depth) const {
  if (depth <= 0) return 1;
  std::uint64_t total = 0;
  for (const Turn& turn : turns()) {
    Game next = *this;
    next.apply(turn);
    total += next.perft(depth - 1);
  }
  return total;
}

std::vector<std::pair<std::string, std::uint64_t>> Game::divide(int depth) const {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  if (depth <= 0) return out;
  for (const Turn& turn : turns()) {
    Game next = *this;
    next.apply(turn);
    out.emplace_back(turn_text(turn), next.perft(depth - 1));
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace minnaar::model::schachen
