#include "verify/minnaar/model.h"

namespace minnaar::model {
namespace {

using text::kAllEight;
using text::kDiagonal;
using text::kKnight;
using text::kOrthogonal;
using text::quoted;
using text::Step;

constexpr std::string_view kStartMfen = "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1";
// Its board field: no letter may stand on a board more often than there.
constexpr std::string_view kStartBoard = kStartMfen.substr(0, kStartMfen.find(' '));

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

}  // namespace

// --- MFEN -------------------------------------------------------------------

std::optional<Game> Game::from_mfen(std::string_view mfen, std::string* error) {
  auto fail = [&](std::string_view field, std::string_view reason) {
    return text::refuse(error, field, reason);
  };

  std::string reason;
  auto split = text::split_fields(mfen, 5, &reason);
  if (!split) return fail("MFEN", reason);
  const std::vector<std::string_view>& fields = *split;

  Game game;
  // Board: ranks 8 down to 1, files a to h; no more pieces of a kind than the
  // start position has.
  auto board = text::parse_board(fields[0], kStartBoard, &reason);
  if (!board) return fail("board", reason);
  game.board_ = *board;

  // Side.
  if (fields[1].size() != 1 ||
      std::string_view("swnb").find(fields[1][0]) == std::string_view::npos) {
    return fail("side", quoted(fields[1]) + " is not one of s, w, n, b");
  }
  game.side_ = fields[1][0];

  // Numbers.
  auto tally = text::parse_number(fields[2], 0, 80, &reason);
  if (!tally) return fail("tally", reason);
  auto passes = text::parse_number(fields[3], 0, 4, &reason);
  if (!passes) return fail("passes", reason);
  if (*passes > *tally) {
    return fail("passes",
                std::to_string(*passes) + " is more than the tally " + std::to_string(*tally));
  }
  // The same bound as the engine's: far beyond any reachable round (~660).
  auto round = text::parse_number(fields[4], 1, 999999, &reason);
  if (!round) return fail("round", reason);
  game.tally_ = static_cast<int>(*tally);
  game.passes_ = static_cast<int>(*passes);
  game.round_ = *round;
  return game;
}

Game Game::start() { return *from_mfen(kStartMfen); }

std::string Game::mfen() const {
  std::string out = text::format_board(board_);
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
    int file = text::file_of(from), rank = text::rank_of(from);
    for (int n = 1; n <= limit; ++n) {
      file += step.df;
      rank += step.dr;
      if (!text::on_board(file, rank)) return;
      int to = text::square_of(file, rank);
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
  if (out.empty()) out.push_back(text::kPass);
  return out;
}

std::vector<std::string> Game::legal_moves() const { return text::move_names(moves()); }

void Game::apply(Move move) {
  bool pass = move.from < 0;
  bool capture = false;
  if (!pass) {
    capture = board_[move.to] != '.';
    board_[move.to] = board_[move.from];
    board_[move.from] = '.';
  }
  // docs/rules/minnaar.md#after-every-turn step 1.
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

bool Game::play(std::string_view move) {
  return text::play(*this, move, &Game::moves, &Game::apply);
}

std::uint64_t Game::perft(int depth) const {
  return text::perft(*this, depth, &Game::moves, &Game::apply);
}

char Game::piece_at(std::string_view square) const { return text::piece_at(board_, square); }

}  // namespace minnaar::model
