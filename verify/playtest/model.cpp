#include "verify/playtest/model.h"

#include <algorithm>

namespace minnaar::model::playtest {
namespace {

using text::file_of;
using text::kAllEight;
using text::on_board;
using text::quoted;
using text::rank_of;
using text::square_name;
using text::square_of;
using text::Step;

constexpr std::string_view kStartMfen =
    "pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1";
// Its board field: no letter may stand on a board more often than there.
constexpr std::string_view kStartBoard = kStartMfen.substr(0, kStartMfen.find(' '));

// The bound on `quiet` when the anti-stall rule is off ("any count" in the
// contract); the same bound as the move number's.
constexpr std::int64_t kMostQuietWithoutAntiStall = 999999;
constexpr std::int64_t kMostMoveNumber = 999999;

// --- Pieces -----------------------------------------------------------------

bool is_sovereign(char c) { return c == 'P' || c == 'p'; }

bool is_traditional(char c) {
  return std::string_view("KQRBNkqrbn").find(c) != std::string_view::npos;
}

// 'w' for an uppercase (White) letter, 'b' for a lowercase (Black) one, 0 for
// an empty square.
char owner(char c) {
  if (c >= 'A' && c <= 'Z') return 'w';
  if (c >= 'a' && c <= 'z') return 'b';
  return 0;
}

char opponent(char player) { return player == 'w' ? 'b' : 'w'; }
int index_of(char player) { return player == 'w' ? 0 : 1; }
char king_of(char player) { return player == 'w' ? 'K' : 'k'; }
char sovereign_of(char player) { return player == 'w' ? 'P' : 'p'; }

// --- Squares ----------------------------------------------------------------

// The player's forward direction along the ranks, its far rank (where its
// Sovereigns complete passage) and the starting rank of its traditional pieces
// (where a two-square advance is allowed). Ranks are 0-based here.
int forward(char player) { return player == 'w' ? 1 : -1; }
int far_rank(char player) { return player == 'w' ? 7 : 0; }
int home_rank(char player) { return player == 'w' ? 0 : 7; }
int traditional_start_rank(char player) { return player == 'w' ? 1 : 6; }

}  // namespace

int sovereign_range(RuleSet set) { return set == RuleSet::kStandard ? 7 : 2; }
int passages_needed(RuleSet set) { return set == RuleSet::kStandard ? 2 : 1; }

// --- MFEN -------------------------------------------------------------------

std::optional<Game> Game::from_mfen(std::string_view mfen, Rules rules, std::string* error) {
  auto fail = [&](std::string_view field, std::string_view reason) {
    return text::refuse(error, field, reason);
  };

  std::string reason;
  auto split = text::split_fields(mfen, 8, &reason);
  if (!split) return fail("MFEN", reason);
  const std::vector<std::string_view>& fields = *split;

  Game game;
  game.rules_ = rules;

  // Board: ranks 8 down to 1, files a to h, canonical digits only; no more
  // pieces of a kind, per player, than the start position has.
  auto board = text::parse_board(fields[0], kStartBoard, &reason);
  if (!board) return fail("board", reason);
  game.board_ = *board;
  // Places no piece can stand: a Sovereign on its far rank (it would have been
  // removed by its passage); a traditional piece on its own home rank (it
  // starts one rank further and only ever moves forward).
  for (int square = 0; square < 64; ++square) {
    char c = game.board_[square];
    if (c == '.') continue;
    char player = owner(c);
    std::string where = quoted(std::string_view(&c, 1)) + " on " + square_name(square);
    if (is_sovereign(c) && rank_of(square) == far_rank(player)) {
      return fail("board", "Sovereign " + where +
                               " stands on its far rank (it would have completed passage)");
    }
    if (is_traditional(c) && rank_of(square) == home_rank(player)) {
      return fail("board", "traditional piece " + where +
                               " stands behind its starting rank (it never moves back)");
    }
  }

  // Side.
  if (fields[1] != "w" && fields[1] != "b") {
    return fail("side", quoted(fields[1]) + " is not one of w, b");
  }
  game.side_ = fields[1][0];

  // Who still owes the King's first move; canonical spellings only.
  if (fields[2] == "WB") {
    game.owes_first_ = {true, true};
  } else if (fields[2] == "W") {
    game.owes_first_ = {true, false};
  } else if (fields[2] == "B") {
    game.owes_first_ = {false, true};
  } else if (fields[2] == "-") {
    game.owes_first_ = {false, false};
  } else {
    return fail("first", quoted(fields[2]) + " is not one of WB, W, B, -");
  }

  // Passages: 0..8 each, and never more than the Sovereigns that are no longer
  // on the board (each Sovereign completes at most one passage).
  for (char player : {'w', 'b'}) {
    std::string field = player == 'w' ? "white-passages" : "black-passages";
    auto passages = text::parse_number(fields[player == 'w' ? 3 : 4], 0, 8, &reason);
    if (!passages) return fail(field, reason);
    int sovereigns =
        static_cast<int>(std::count(game.board_.begin(), game.board_.end(), sovereign_of(player)));
    if (*passages + sovereigns > 8) {
      return fail(field, std::to_string(*passages) + " passages + " + std::to_string(sovereigns) +
                             " Sovereigns on the board is more than 8");
    }
    game.passages_[index_of(player)] = static_cast<int>(*passages);
  }

  // Counters. With anti-stall on, quiet == 100 ends the game, so it is never
  // exceeded; with it off the counter keeps counting.
  auto quiet = text::parse_number(fields[5], 0, rules.anti_stall ? 100 : kMostQuietWithoutAntiStall,
                                  &reason);
  if (!quiet) return fail("quiet", reason + (rules.anti_stall ? " (anti-stall on)" : ""));
  auto passes = text::parse_number(fields[6], 0, 2, &reason);
  if (!passes) return fail("passes", reason);
  if (*passes > *quiet) {
    return fail("passes",
                std::to_string(*passes) + " is more than quiet " + std::to_string(*quiet));
  }
  auto move = text::parse_number(fields[7], 1, kMostMoveNumber, &reason);
  if (!move) return fail("move", reason);
  game.quiet_ = *quiet;
  game.passes_ = static_cast<int>(*passes);
  game.move_ = *move;
  return game;
}

Game Game::start(Rules rules) { return *from_mfen(kStartMfen, rules); }

std::string Game::mfen() const {
  std::string out = text::format_board(board_);
  out += ' ';
  out += side_;
  out += ' ' + first();
  out += ' ' + std::to_string(passages_[0]) + ' ' + std::to_string(passages_[1]);
  out += ' ' + std::to_string(quiet_) + ' ' + std::to_string(passes_) + ' ' + std::to_string(move_);
  return out;
}

std::string Game::first() const {
  if (owes_first_[0] && owes_first_[1]) return "WB";
  if (owes_first_[0]) return "W";
  if (owes_first_[1]) return "B";
  return "-";
}

bool Game::owes_first_move(char player) const { return owes_first_[index_of(player)]; }

// --- Result -----------------------------------------------------------------

bool Game::achieved(char player) const {
  return passages_[index_of(player)] >= passages_needed(rules_.set);
}

bool Game::can_no_longer(char player) const {
  int on_board = static_cast<int>(std::count(board_.begin(), board_.end(), sovereign_of(player)));
  return passages_[index_of(player)] + on_board < passages_needed(rules_.set);
}

bool Game::finished() const {
  auto resolved = [&](char player) { return achieved(player) || can_no_longer(player); };
  if (resolved('w') && resolved('b')) return true;
  if (passes_ == 2) return true;
  if (rules_.anti_stall && quiet_ == 100) return true;
  return false;
}

std::string Game::result() const {
  if (!finished()) return "ongoing";
  // The outcome follows from the achievements alone, whichever condition
  // ended the game.
  bool white = achieved('w'), black = achieved('b');
  if (white && black) return "mutual-sovereignty";
  if (white) return "white-sovereignty";
  if (black) return "black-sovereignty";
  return "unrealized-sovereignty";
}

// --- Moves ------------------------------------------------------------------

std::vector<Game::Move> Game::piece_moves() const {
  std::vector<Move> out;
  const char me = side_;
  const int ahead = forward(me);
  const int range = sovereign_range(rules_.set);

  for (int from = 0; from < 64; ++from) {
    char c = board_[from];
    if (owner(c) != me) continue;
    const int file = file_of(from), rank = rank_of(from);
    if (is_sovereign(c)) {
      // A Queen limited to `range` squares: every empty square along a line is
      // a landing square; the first occupied one ends the walk and is a
      // landing square only if it holds an opposing piece (of any kind).
      for (Step s : kAllEight) {
        int f = file, r = rank;
        for (int n = 1; n <= range; ++n) {
          f += s.df;
          r += s.dr;
          if (!on_board(f, r)) break;
          char target = board_[square_of(f, r)];
          if (target == '.' || owner(target) != me) out.push_back({from, square_of(f, r)});
          if (target != '.') break;
        }
      }
      continue;
    }
    // A traditional piece moves like a chess pawn of its player. On the far
    // rank every square ahead is off the board, so it has no move.
    const int r1 = rank + ahead;
    if (!on_board(file, r1)) continue;
    if (board_[square_of(file, r1)] == '.') {
      out.push_back({from, square_of(file, r1)});
      const int r2 = r1 + ahead;
      if (rank == traditional_start_rank(me) && board_[square_of(file, r2)] == '.') {
        out.push_back({from, square_of(file, r2)});
      }
    }
    for (int df : {-1, 1}) {
      if (!on_board(file + df, r1)) continue;
      char target = board_[square_of(file + df, r1)];
      if (target != '.' && owner(target) != me) out.push_back({from, square_of(file + df, r1)});
    }
  }
  return out;
}

std::vector<Game::Move> Game::moves() const {
  if (finished()) return {};
  std::vector<Move> all = piece_moves();
  if (all.empty()) return {text::kPass};  // a forced pass
  if (owes_first_move(side_)) {
    // Only the King's moves, if it is on the board and has one; otherwise the
    // obligation lapses for this turn.
    std::vector<Move> king;
    for (Move m : all) {
      if (board_[m.from] == king_of(side_)) king.push_back(m);
    }
    if (!king.empty()) return king;
  }
  return all;
}

std::vector<std::string> Game::legal_moves() const { return text::move_names(moves()); }

void Game::apply(Move move) {
  const char me = side_;
  const bool pass = move.from < 0;
  bool capture = false;
  bool passage = false;
  if (!pass) {
    const char piece = board_[move.from];
    capture = board_[move.to] != '.';
    board_[move.to] = piece;
    board_[move.from] = '.';
    // Any move (not a pass) clears the player's first-move obligation.
    owes_first_[index_of(me)] = false;

    // Step 1, passage: a Sovereign landing on the far rank, by a quiet move or
    // a capture, leaves the board and counts.
    if (is_sovereign(piece) && rank_of(move.to) == far_rank(me)) {
      board_[move.to] = '.';
      passage = true;
      int& passages = passages_[index_of(me)];
      passages += 1;
      // Step 2, sovereignty: at the moment the count reaches the number needed
      // the King, if still on the board, abdicates.
      if (passages == passages_needed(rules_.set)) {
        for (char& c : board_) {
          if (c == king_of(me)) c = '.';
        }
      }
    }
  }
  // Step 3, counters.
  quiet_ = (capture || passage) ? 0 : quiet_ + 1;
  passes_ = pass ? passes_ + 1 : 0;
  // Step 4 (the end) is computed from the state by result(). Step 5: the other
  // player; after Black's turn the move number goes up, also on the final turn.
  side_ = opponent(me);
  if (me == 'b') move_ += 1;
}

bool Game::play(std::string_view move) {
  return text::play(*this, move, &Game::moves, &Game::apply);
}

std::uint64_t Game::perft(int depth) const {
  return text::perft(*this, depth, &Game::moves, &Game::apply);
}

char Game::piece_at(std::string_view square) const { return text::piece_at(board_, square); }

}  // namespace minnaar::model::playtest
