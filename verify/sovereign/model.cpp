#include "verify/sovereign/model.h"

#include <algorithm>
#include <cstdlib>

#include "verify/model/text.h"

namespace minnaar::model::sovereign {
namespace {

using text::quoted;

// --- Colours, roles, squares -------------------------------------------------

constexpr std::string_view kColours = "wbasproygcnv";
constexpr std::string_view kRoles = "kqrbnp";
constexpr std::string_view kPromotionRoles = "qrbnk";
constexpr int kWhite = 0;
constexpr int kBlack = 1;

int colour_index(char letter) {
  std::size_t at = kColours.find(letter);
  return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

int file_of(int square) { return square % 16; }
int rank_of(int square) { return square / 16; }
int square_of(int file, int rank) { return rank * 16 + file; }
bool on_board(int file, int rank) { return file >= 0 && file < 16 && rank >= 0 && rank < 16; }

std::string square_name(int square) {
  return static_cast<char>('a' + file_of(square)) + std::to_string(rank_of(square) + 1);
}

// "a1" .. "p16", no leading zero; std::nullopt for anything else.
std::optional<int> parse_square(std::string_view name) {
  if (name.size() < 2 || name.size() > 3) return std::nullopt;
  if (name[0] < 'a' || name[0] > 'p') return std::nullopt;
  if (name[1] < '1' || name[1] > '9') return std::nullopt;
  int rank = name[1] - '0';
  if (name.size() == 3) {
    if (name[2] < '0' || name[2] > '9') return std::nullopt;
    rank = rank * 10 + (name[2] - '0');
  }
  if (rank > 16) return std::nullopt;
  return square_of(name[0] - 'a', rank - 1);
}

int parse_named(std::string_view name) {
  auto square = parse_square(name);
  if (!square) std::abort();  // only for the constant tables below
  return *square;
}

// The coloured squares of docs/rules/sovereign.md#board-and-colours: for each colour, in the order
// of kColours, its two squares.
struct SquareColours {
  std::array<int, 256> colour{};  // -1 for a plain square
  std::array<int, 256> twin{};    // the other square of the same colour, -1 if plain
  std::array<std::array<int, 2>, 12> squares{};
};

const SquareColours& square_colours() {
  static const SquareColours kTable = [] {
    constexpr std::array<std::array<std::string_view, 2>, 12> kNamed = {{
        {"h9", "i8"},   // w
        {"h8", "i9"},   // b
        {"g7", "j10"},  // a
        {"g10", "j7"},  // s
        {"h11", "i6"},  // p
        {"e12", "l5"},  // r
        {"f9", "k8"},   // o
        {"f11", "k6"},  // y
        {"f6", "k11"},  // g
        {"f8", "k9"},   // c
        {"e5", "l12"},  // n
        {"h6", "i11"},  // v
    }};
    SquareColours table;
    table.colour.fill(-1);
    table.twin.fill(-1);
    for (int c = 0; c < 12; ++c) {
      int one = parse_named(kNamed[c][0]);
      int other = parse_named(kNamed[c][1]);
      table.squares[c] = {one, other};
      table.colour[one] = table.colour[other] = c;
      table.twin[one] = other;
      table.twin[other] = one;
    }
    return table;
  }();
  return kTable;
}

int square_colour(int square) { return square_colours().colour[square]; }
int twin_of(int square) { return square_colours().twin[square]; }

// The centre g7-j10, where pawns promote.
bool in_centre(int square) {
  int f = file_of(square), r = rank_of(square);
  return f >= 6 && f <= 9 && r >= 6 && r <= 9;
}

// Twice the distance to the brown lines (between files h and i, ranks 8 and 9).
int dv(int square) { return std::abs(2 * file_of(square) - 15); }
int dh(int square) { return std::abs(2 * rank_of(square) - 15); }
// A pawn step approaches when it brings the pawn nearer either brown line.
bool approaches(int from, int to) { return dv(to) < dv(from) || dh(to) < dh(from); }

struct Step {
  int df;
  int dr;
};

constexpr Step kOrthogonal[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr Step kDiagonal[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step kAllEight[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step kKnight[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

// The reach of queens, rooks and bishops.
constexpr int kSliderRange = 8;

// The castling rights: index 0-3 White's (rank 1), 4-7 Black's (rank 16), on
// files c, e, l, n; the rook each needs on its square to be granted by MFEN.
constexpr std::string_view kRightLetters = "CELNceln";
constexpr std::array<int, 4> kRightFiles = {2, 4, 11, 13};
constexpr std::array<std::string_view, 8> kOriginalRooks = {"pr", "wr", "wr", "gr",
                                                            "vr", "br", "br", "yr"};

int right_player(int right) { return right < 4 ? kWhite : kBlack; }
int right_square(int right) {
  return square_of(kRightFiles[right % 4], right_player(right) == kWhite ? 0 : 15);
}
// The king's home square: i1 for White, i16 for Black.
int home_square(int player) { return square_of(8, player == kWhite ? 0 : 15); }

int player_index(char player) { return player == 'w' ? kWhite : player == 'b' ? kBlack : -1; }

}  // namespace

// --- MFEN -------------------------------------------------------------------

std::optional<Game> Game::from_mfen(std::string_view mfen, std::string* error) {
  auto fail = [&](std::string_view field, std::string_view reason) {
    return text::refuse(error, field, reason);
  };

  std::string reason;
  auto split = text::split_fields(mfen, 6, &reason);
  if (!split) return fail("MFEN", reason);
  const std::vector<std::string_view>& fields = *split;

  Game game;

  // Board: 16 ranks from 16 down to 1; a piece is colour then role; a run of
  // empty squares is one number 1-16 (read as the longest run of digits, so
  // "88" or "016" is refused: the form is canonical).
  std::vector<std::string_view> ranks = text::split(fields[0], '/');
  if (ranks.size() != 16) {
    return fail("board", "expected 16 ranks separated by '/', got " + std::to_string(ranks.size()));
  }
  for (int i = 0; i < 16; ++i) {
    const int rank = 15 - i;
    const std::string rank_name = "rank " + std::to_string(rank + 1);
    std::string_view row = ranks[i];
    int file = 0;
    std::size_t at = 0;
    while (at < row.size()) {
      if (row[at] >= '0' && row[at] <= '9') {
        std::size_t end = at;
        while (end < row.size() && row[end] >= '0' && row[end] <= '9') ++end;
        auto run = text::parse_number(row.substr(at, end - at), 1, 16, &reason);
        if (!run) return fail("board", "bad number in " + rank_name + ": " + reason);
        file += static_cast<int>(*run);
        if (file > 16) return fail("board", rank_name + " has more than 16 squares");
        at = end;
        continue;
      }
      if (at + 1 >= row.size()) {
        return fail("board", "incomplete piece " + quoted(row.substr(at)) + " in " + rank_name);
      }
      int colour = colour_index(row[at]);
      char role = row[at + 1];
      if (colour < 0 || kRoles.find(role) == std::string_view::npos) {
        return fail("board", "unknown piece " + quoted(row.substr(at, 2)) + " in " + rank_name);
      }
      if (file >= 16) return fail("board", rank_name + " has more than 16 squares");
      game.board_[square_of(file, rank)] = Piece{colour, role};
      ++file;
      at += 2;
    }
    if (file != 16) {
      return fail("board", rank_name + " has " + std::to_string(file) + " squares instead of 16");
    }
  }
  // Places no piece can stand.
  for (int square = 0; square < 256; ++square) {
    const Piece& p = game.board_[square];
    if (p.empty()) continue;
    std::string what =
        quoted(std::string{kColours[p.colour], p.role}) + " on " + square_name(square);
    if (square_colour(square) == p.colour) {
      return fail("board", what + " stands on a square of its own colour");
    }
    if (p.role == 'p' && in_centre(square)) {
      return fail("board", "pawn " + what + " stands in the centre (it would have promoted)");
    }
  }
  for (int c = 0; c < 12; ++c) {
    auto [one, other] = square_colours().squares[c];
    if (!game.board_[one].empty() && !game.board_[other].empty()) {
      return fail("board", "both squares of colour " + quoted(kColours.substr(c, 1)) + " (" +
                               square_name(one) + ", " + square_name(other) + ") are occupied");
    }
  }

  // Side: the player to move.
  if (fields[1] != "w" && fields[1] != "b") {
    return fail("side", quoted(fields[1]) + " is not one of w, b");
  }
  game.side_ = player_index(fields[1][0]);

  // Owned colours: one colour letter each, different.
  for (int player : {kWhite, kBlack}) {
    std::string_view field = player == kWhite ? "white-owns" : "black-owns";
    std::string_view value = fields[2 + player];
    if (value.size() != 1 || colour_index(value[0]) < 0) {
      return fail(field, quoted(value) + " is not one colour letter of " + std::string(kColours));
    }
    game.owns_[player] = colour_index(value[0]);
  }
  if (game.owns_[kWhite] == game.owns_[kBlack]) {
    return fail("black-owns", "both players own " + quoted(fields[3]));
  }

  // Castling: "-" or the rights held in CELNceln order.
  if (fields[4] != "-") {
    std::size_t next = 0;  // the first letter of kRightLetters still allowed
    for (char c : fields[4]) {
      std::size_t at = kRightLetters.find(c, next);
      if (at == std::string_view::npos) {
        return fail("castling", quoted(fields[4]) + " is not '-' or rights in the order " +
                                    std::string(kRightLetters));
      }
      game.rights_[at] = true;
      next = at + 1;
    }
  }

  // Move number.
  auto move = text::parse_number(fields[5], 1, kMoveCap, &reason);
  if (!move) return fail("move", reason);
  game.move_ = static_cast<int>(*move);

  // Kings: exactly one of each owned colour, and no other.
  for (int square = 0; square < 256; ++square) {
    const Piece& p = game.board_[square];
    if (p.role == 'k' && p.colour != game.owns_[kWhite] && p.colour != game.owns_[kBlack]) {
      return fail("board", "king " + quoted(std::string{kColours[p.colour], 'k'}) + " on " +
                               square_name(square) + " is of a colour neither player owns");
    }
  }
  for (int player : {kWhite, kBlack}) {
    int kings = 0;
    for (const Piece& p : game.board_) kings += p.role == 'k' && p.colour == game.owns_[player];
    if (kings != 1) {
      return fail("board", std::to_string(kings) + " kings of colour " +
                               quoted(kColours.substr(game.owns_[player], 1)) + " owned by " +
                               (player == kWhite ? "White" : "Black") + ", expected 1");
    }
  }

  // Each right needs its player's king at home and the original rook in place.
  for (int right = 0; right < 8; ++right) {
    if (!game.rights_[right]) continue;
    int player = right_player(right);
    std::string letter = quoted(kRightLetters.substr(right, 1));
    if (game.king_square(player) != home_square(player)) {
      return fail("castling", letter + " but the king of " +
                                  (player == kWhite ? "White" : "Black") + " is not on " +
                                  square_name(home_square(player)));
    }
    const Piece& rook = game.board_[right_square(right)];
    if (rook.empty() || kColours[rook.colour] != kOriginalRooks[right][0] || rook.role != 'r') {
      return fail("castling", letter + " but " + square_name(right_square(right)) +
                                  " does not hold its original rook " +
                                  quoted(kOriginalRooks[right]));
    }
  }

  // The player not to move may not be in check.
  int other = 1 - game.side_;
  if (game.attacked(game.king_square(other), game.side_, game.control())) {
    return fail("side",
                std::string(other == kWhite ? "White" : "Black") + ", not to move, is in check");
  }
  return game;
}

Game Game::start() { return *from_mfen(kStartMfen); }

std::string Game::mfen() const {
  std::string out;
  for (int rank = 15; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 16; ++file) {
      const Piece& p = board_[square_of(file, rank)];
      if (p.empty()) {
        ++empty;
        continue;
      }
      if (empty > 0) out += std::to_string(empty);
      empty = 0;
      out += kColours[p.colour];
      out += p.role;
    }
    if (empty > 0) out += std::to_string(empty);
    if (rank > 0) out += '/';
  }
  out += ' ';
  out += side();
  out += ' ';
  out += kColours[owns_[kWhite]];
  out += ' ';
  out += kColours[owns_[kBlack]];
  out += ' ' + castling() + ' ' + std::to_string(move_);
  return out;
}

std::string Game::castling() const {
  std::string out;
  for (int right = 0; right < 8; ++right) {
    if (rights_[right]) out += kRightLetters[right];
  }
  return out.empty() ? "-" : out;
}

// --- Inspection -------------------------------------------------------------

std::string Game::piece_at(std::string_view square) const {
  auto index = parse_square(square);
  if (!index) return "?";
  const Piece& p = board_[*index];
  if (p.empty()) return "";
  return {kColours[p.colour], p.role};
}

char Game::owns(char player) const {
  int index = player_index(player);
  return index < 0 ? '?' : kColours[owns_[index]];
}

char Game::controller(char colour) const {
  int index = colour_index(colour);
  if (index < 0) return '?';
  int who = control()[index];
  return who == kWhite ? 'w' : who == kBlack ? 'b' : '-';
}

bool Game::in_check() const { return attacked(king_square(side_), 1 - side_, control()); }

bool Game::attacks(char player, std::string_view square) const {
  auto index = parse_square(square);
  int who = player_index(player);
  if (!index || who < 0) return false;
  return attacked(*index, who, control());
}

// --- Control and attacks ----------------------------------------------------

Game::Control Game::control() const {
  Control c;
  c.fill(-1);
  c[owns_[kWhite]] = kWhite;
  c[owns_[kBlack]] = kBlack;
  // The least fixpoint: a colour nobody reaches stays neutral, also when its
  // pieces only reach each other in a cycle.
  for (bool changed = true; changed;) {
    changed = false;
    for (int colour = 0; colour < 12; ++colour) {
      if (c[colour] >= 0) continue;  // owned, or already reached
      for (int square : square_colours().squares[colour]) {
        const Piece& p = board_[square];
        if (!p.empty() && c[p.colour] >= 0) {
          c[colour] = c[p.colour];
          changed = true;
          break;
        }
      }
    }
  }
  return c;
}

int Game::king_square(int player) const {
  for (int square = 0; square < 256; ++square) {
    if (board_[square].role == 'k' && board_[square].colour == owns_[player]) return square;
  }
  return -1;
}

bool Game::reaches(int from, int target) const {
  const Piece& p = board_[from];
  int df = file_of(target) - file_of(from);
  int dr = rank_of(target) - rank_of(from);
  int adf = std::abs(df), adr = std::abs(dr);
  if (adf == 0 && adr == 0) return false;
  switch (p.role) {
    case 'k':
      return adf <= 1 && adr <= 1;
    case 'n':
      return (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
    case 'p':
      return adf == 1 && adr == 1 && approaches(from, target);
    case 'q':
    case 'r':
    case 'b': {
      bool straight = adf == 0 || adr == 0;
      bool diagonal = adf == adr;
      if (p.role == 'r' && !straight) return false;
      if (p.role == 'b' && !diagonal) return false;
      if (!straight && !diagonal) return false;
      int distance = std::max(adf, adr);
      if (distance > kSliderRange) return false;
      int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
      for (int k = 1; k < distance; ++k) {
        if (!board_[square_of(file_of(from) + k * sf, rank_of(from) + k * sr)].empty()) {
          return false;
        }
      }
      return true;
    }
    default:
      return false;
  }
}

bool Game::attacked(int square, int player, const Control& c) const {
  if (square < 0) return true;  // no king: never in a valid position
  for (int from = 0; from < 256; ++from) {
    const Piece& p = board_[from];
    if (p.empty() || c[p.colour] != player) continue;
    if (p.colour == square_colour(square)) continue;  // it could not end there
    if (reaches(from, square)) return true;
  }
  return false;
}

bool Game::can_land(const Piece& piece, int from, int to, const Control& c) const {
  if (square_colour(to) == piece.colour) return false;
  const Piece& there = board_[to];
  if (there.empty()) {
    int twin = twin_of(to);
    return twin < 0 || twin == from || board_[twin].empty();
  }
  return c[there.colour] == 1 - side_;
}

// --- Moves ------------------------------------------------------------------

std::vector<Game::Move> Game::candidate_moves() const {
  const Control c = control();
  std::vector<Move> out;
  auto plain = [&](int from, int to) {
    Move m;
    m.from = from;
    m.to = to;
    out.push_back(m);
  };
  // A pawn's move, or its five promotions when it lands in the centre.
  auto pawn_to = [&](int from, int to) {
    if (!in_centre(to)) return plain(from, to);
    for (char role : kPromotionRoles) {
      Move m;
      m.kind = Move::Kind::kPromotion;
      m.from = from;
      m.to = to;
      m.role = role;
      out.push_back(m);
    }
  };

  for (int from = 0; from < 256; ++from) {
    const Piece& p = board_[from];
    if (p.empty() || c[p.colour] != side_) continue;
    const int f = file_of(from), r = rank_of(from);
    auto target = [&](Step s, int k) {
      int tf = f + k * s.df, tr = r + k * s.dr;
      return on_board(tf, tr) ? square_of(tf, tr) : -1;
    };
    switch (p.role) {
      case 'k':
        for (Step s : kAllEight) {
          int to = target(s, 1);
          if (to >= 0 && can_land(p, from, to, c)) plain(from, to);
        }
        break;
      case 'n':
        for (Step s : kKnight) {
          int to = target(s, 1);
          if (to >= 0 && can_land(p, from, to, c)) plain(from, to);
        }
        break;
      case 'q':
      case 'r':
      case 'b':
        for (Step s : kAllEight) {
          bool straight = s.df == 0 || s.dr == 0;
          if ((p.role == 'r' && !straight) || (p.role == 'b' && straight)) continue;
          for (int k = 1; k <= kSliderRange; ++k) {
            int to = target(s, k);
            if (to < 0) break;
            if (can_land(p, from, to, c)) plain(from, to);
            if (!board_[to].empty()) break;
          }
        }
        break;
      case 'p': {
        for (Step s : kOrthogonal) {
          int to = target(s, 1);
          if (to >= 0 && board_[to].empty() && approaches(from, to) && can_land(p, from, to, c)) {
            pawn_to(from, to);
          }
        }
        for (Step s : kDiagonal) {
          int to = target(s, 1);
          if (to >= 0 && !board_[to].empty() && approaches(from, to) && can_land(p, from, to, c)) {
            pawn_to(from, to);
          }
        }
        // Two squares straight away from the nearest edge, from the outer two
        // rings; from a corner block both nearest edges count.
        const std::array<std::pair<int, Step>, 4> edges = {
            {{f, {1, 0}}, {15 - f, {-1, 0}}, {r, {0, 1}}, {15 - r, {0, -1}}}};
        int nearest = 16;
        for (const auto& [distance, away] : edges) nearest = std::min(nearest, distance);
        if (nearest <= 1) {
          for (const auto& [distance, away] : edges) {
            if (distance != nearest) continue;
            int over = target(away, 1), to = target(away, 2);
            if (over < 0 || to < 0) continue;
            if (board_[over].empty() && board_[to].empty() && can_land(p, from, to, c)) {
              pawn_to(from, to);
            }
          }
        }
        break;
      }
      default:
        break;
    }
  }

  const int king = king_square(side_);
  if (king < 0) return out;
  const int opponent = 1 - side_;

  // Castling: king at home and not in check, a rook with a right, of a
  // controlled colour, nothing between; the king stops on any square between,
  // crossing only unattacked squares.
  if (king == home_square(side_) && !attacked(king, opponent, c)) {
    for (int right = 0; right < 8; ++right) {
      if (!rights_[right] || right_player(right) != side_) continue;
      const int rook = right_square(right);
      const Piece& rp = board_[rook];
      if (rp.empty() || rp.role != 'r' || c[rp.colour] != side_) continue;
      const int dir = file_of(rook) > file_of(king) ? 1 : -1;
      bool clear = true;
      for (int sq = king + dir; sq != rook; sq += dir) clear = clear && board_[sq].empty();
      if (!clear) continue;
      for (int to = king + dir; to != rook; to += dir) {
        // The squares crossed before `to` are king + dir .. to - dir; each
        // destination adds the previous one.
        if (to != king + dir && attacked(to - dir, opponent, c)) break;
        Move m;
        m.kind = Move::Kind::kCastle;
        m.from = king;
        m.to = to;
        m.rook = rook;
        out.push_back(m);
      }
    }
  }

  // Defection: to every controlled colour not owned; off its square if the
  // king stands on one, by a step generated under the control after it.
  for (int colour = 0; colour < 12; ++colour) {
    if (c[colour] != side_ || colour == owns_[side_]) continue;
    Move m;
    m.from = m.to = king;
    m.colour = colour;
    if (square_colour(king) != colour) {
      m.kind = Move::Kind::kDefect;
      out.push_back(m);
      continue;
    }
    Game changed = *this;
    changed.board_[king].colour = colour;
    changed.owns_[side_] = colour;
    const Control after = changed.control();
    m.kind = Move::Kind::kDefectStep;
    for (Step s : kAllEight) {
      int tf = file_of(king) + s.df, tr = rank_of(king) + s.dr;
      if (!on_board(tf, tr)) continue;
      m.to = square_of(tf, tr);
      // A king is never captured (the game is won by checkmate): the step
      // may not land on the opponent's king, which the change of colour
      // alone can put within its reach.
      if (board_[m.to].role == 'k') continue;
      if (changed.can_land(changed.board_[king], king, m.to, after)) out.push_back(m);
    }
  }
  return out;
}

std::vector<Game::Move> Game::moves() const {
  if (move_ >= kMoveCap) return {};
  return moves_ignoring_cap();
}

std::vector<Game::Move> Game::moves_ignoring_cap() const {
  std::vector<Move> out;
  for (const Move& m : candidate_moves()) {
    Game next = *this;
    next.apply(m);
    // The mover's king (of the colour the mover owns now) may not be attacked.
    if (!next.attacked(next.king_square(side_), 1 - side_, next.control())) out.push_back(m);
  }
  return out;
}

void Game::touch(int square) {
  for (int right = 0; right < 8; ++right) {
    if (right_square(right) == square) rights_[right] = false;
  }
}

void Game::apply(const Move& m) {
  auto lose_all_rights = [&] {
    for (int right = 0; right < 8; ++right) {
      if (right_player(right) == side_) rights_[right] = false;
    }
  };
  switch (m.kind) {
    case Move::Kind::kPlain: {
      Piece piece = board_[m.from];
      if (piece.role == 'k') lose_all_rights();
      board_[m.to] = piece;
      board_[m.from] = Piece{};
      break;
    }
    case Move::Kind::kPromotion: {
      Piece piece{board_[m.from].colour, m.role};
      if (m.role == 'k') {
        // The old king leaves the board; the mover owns the pawn's colour.
        int old_king = king_square(side_);
        if (old_king >= 0) board_[old_king] = Piece{};
        owns_[side_] = piece.colour;
        lose_all_rights();
      }
      board_[m.to] = piece;
      board_[m.from] = Piece{};
      break;
    }
    case Move::Kind::kCastle: {
      Piece king = board_[m.from];
      Piece rook = board_[m.rook];
      int dir = m.rook > m.from ? 1 : -1;
      board_[m.from] = Piece{};
      board_[m.rook] = Piece{};
      board_[m.to] = king;
      board_[m.to - dir] = rook;
      lose_all_rights();
      touch(m.rook);
      break;
    }
    case Move::Kind::kDefect:
      board_[m.from].colour = m.colour;
      owns_[side_] = m.colour;
      break;
    case Move::Kind::kDefectStep: {
      board_[m.from].colour = m.colour;
      owns_[side_] = m.colour;
      board_[m.to] = board_[m.from];
      board_[m.from] = Piece{};
      lose_all_rights();
      break;
    }
  }
  touch(m.from);
  touch(m.to);
  if (side_ == kBlack) ++move_;
  side_ = 1 - side_;
}

std::string Game::move_text(const Move& m) const {
  switch (m.kind) {
    case Move::Kind::kPlain:
      return square_name(m.from) + square_name(m.to);
    case Move::Kind::kPromotion:
      return square_name(m.from) + square_name(m.to) + '=' + m.role;
    case Move::Kind::kCastle:
      return square_name(m.from) + square_name(m.to) + '/' + square_name(m.rook);
    case Move::Kind::kDefect:
      return square_name(m.from) + '@' + kColours[m.colour];
    case Move::Kind::kDefectStep:
      return square_name(m.from) + '@' + kColours[m.colour] + square_name(m.to);
  }
  return "?";
}

// --- Playing ----------------------------------------------------------------

std::string Game::result() const {
  if (moves_ignoring_cap().empty()) {
    if (in_check()) return side_ == kWhite ? "black-wins" : "white-wins";
    return "draw-stalemate";
  }
  if (move_ >= kMoveCap) return "draw-move-cap";
  return "ongoing";
}

std::vector<std::string> Game::legal_moves() const {
  std::vector<std::string> out;
  for (const Move& m : moves()) out.push_back(move_text(m));
  std::sort(out.begin(), out.end());
  return out;
}

bool Game::play(std::string_view text) {
  for (const Move& m : moves()) {
    if (move_text(m) == text) {
      apply(m);
      return true;
    }
  }
  return false;
}

std::uint64_t Game::perft(int depth) const {
  if (depth <= 0) return 1;
  std::uint64_t total = 0;
  for (const Move& m : moves()) {
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

}  // namespace minnaar::model::sovereign
