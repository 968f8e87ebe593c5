#include "engine/sovereign/game.h"

#include <algorithm>
#include <array>
#include <optional>
#include <set>
#include <vector>

#include "engine/board8/fen_fields.h"

#include "engine/sovereign/movegen.h"
#include "engine/sovereign/notation.h"
#include "engine/sovereign/perft.h"
#include "engine/team_returns.h"

namespace minnaar::sovereign {
namespace {

struct ColourLook {
  const char* name;
  const char* fill;  // a piece of the colour
  const char* ink;   // its letter
  const char* tint;  // a square of the colour, paler
};
// By Colour, in the order of docs/rules/sovereign.md#board-and-colours.
constexpr ColourLook kColourLooks[kColourCount] = {
    {"white", "#faf7ee", "#1d1d1d", "#fffdf5"},  {"black", "#2a2a2a", "#f4f4f4", "#8a8a8a"},
    {"ash", "#b9c2bb", "#1d1d1d", "#d9dfda"},    {"slate", "#566778", "#ffffff", "#9aa8b6"},
    {"pink", "#f4a6c6", "#1d1d1d", "#f8cade"},   {"red", "#d33131", "#ffffff", "#ec8c8c"},
    {"orange", "#f08a24", "#1d1d1d", "#f6b87a"}, {"yellow", "#f2d43a", "#1d1d1d", "#f7e68e"},
    {"green", "#3aa34a", "#ffffff", "#8ccc95"},  {"cyan", "#35c4d6", "#1d1d1d", "#8fdfe9"},
    {"navy", "#243b7c", "#ffffff", "#7f8fc0"},   {"violet", "#8a4fc4", "#ffffff", "#bb98de"},
};
constexpr const char* kRoleNames[kRoleCount] = {"king",   "queen",  "rook",
                                                "bishop", "knight", "pawn"};
// The roles as a move's description names them.
constexpr const char* kRoleTitles[kRoleCount] = {"King",   "Queen",  "Rook",
                                                 "Bishop", "Knight", "Pawn"};

std::string colour_list(ColourSet colours) {
  std::string out;
  for (int c = 0; c < kColourCount; ++c)
    if (colours & colour_bit(c)) {
      if (!out.empty()) out += ' ';
      out += kColourLooks[c].name;
    }
  return out.empty() ? "-" : out;
}

// A piece's look is its code: colour * 6 + role.
game::Picture picture_of(const Position& pos) {
  game::Picture picture;
  for (int c = 0; c < kColourCount; ++c)
    for (int r = 0; r < kRoleCount; ++r) {
      const ColourLook& look = kColourLooks[c];
      const char letter = char(kRoleLetters[std::size_t(r)] - 'a' + 'A');
      std::string name = look.name;
      name += ' ';
      name += kRoleNames[r];
      picture.looks.push_back({std::string(1, letter), look.fill, look.ink, name});
    }
  picture.board = game::Box{0, 0, kBoardSize - 1, kBoardSize - 1};
  for (int c = 0; c < kColourCount; ++c)
    for (const Square s : kColourSquares[std::size_t(c)])
      picture.tints.push_back({{file_of(s), rank_of(s)}, kColourLooks[c].tint});
  for (Square s = 0; s < kSquareCount; ++s)
    if (const Piece p = pos.piece_on(s); p != kNoPiece)
      picture.pieces.push_back({{file_of(s), rank_of(s)}, int(p)});
  picture.counters = {{"to move", pos.side_to_move() == kWhite ? "White" : "Black"},
                      {"White owns", kColourLooks[pos.owned(kWhite)].name},
                      {"Black owns", kColourLooks[pos.owned(kBlack)].name},
                      {"White controls", colour_list(pos.control(kWhite))},
                      {"Black controls", colour_list(pos.control(kBlack))},
                      {"move", std::to_string(pos.move_number())}};
  return picture;
}

// What a move of the notation does in `pos`, legal or not (game::State::describe_move).
// The target is judged by who controls its colour (docs/rules/sovereign.md#control): one the
// side to move controls is an ally, one nobody controls is neutral. A piece of a colour the
// side to move does not control is named as such, whatever the move.
game::MoveDescription describe(const Position& pos, Move m) {
  const Piece mover = pos.piece_on(m.from());
  const std::string piece = mover == kNoPiece ? "" : kRoleTitles[role_of(mover)];
  const auto along_the_path = [&](std::string kind) {
    return game::move_between(piece, std::move(kind), {file_of(m.from()), rank_of(m.from())},
                              {file_of(m.to()), rank_of(m.to())});
  };
  if (mover == kNoPiece) return along_the_path("move of no piece");
  const Player us = pos.side_to_move();
  if (!(pos.control(us) & colour_bit(colour_of(mover))))
    return along_the_path("move of a piece not to move");
  // Castling is the king's walk (its target square is the king's).
  if (m.kind() == Move::kCastling) return along_the_path(std::string(game::kCastlingMove));

  // A defection without a step lands on no square.
  const Piece target = m.to() == m.from() ? kNoPiece : pos.piece_on(m.to());
  std::string capture;  // empty: nothing stands on the target
  if (target != kNoPiece) {
    const int controller = pos.controller(colour_of(target));
    if (controller == int(us)) return along_the_path(std::string(game::kAllyCapture));
    capture = controller < 0 ? "capture of a neutral piece" : std::string(game::kCaptureMove);
  }
  switch (m.kind()) {
    case Move::kPromotion: {
      const std::string promotion = std::string("promotion to ") + kRoleTitles[m.promotion_role()];
      return along_the_path(capture.empty() ? promotion : capture + " with " + promotion);
    }
    case Move::kDefection:
      return along_the_path(capture.empty() ? "defection" : "defection with " + capture);
    default:
      return along_the_path(capture.empty() ? std::string(game::kQuietMove) : capture);
  }
}

// The board's edges (game::Game::edge_positions): for each player to move,
// a piece of its owned colour of each role on the corners and edges, with
// pieces of the other player's owned colour, or of its own, on every square
// a move would reach were the board to wrap round (game::wrapped_squares).
// White owns w and Black b, and no castling right is kept. A pawn's way
// depends on its square, not its colour, so a pawn of each owned colour is
// all the pawns there are to test. The start's pieces of the ten other
// colours move as those of their roles; they stand on the corners too, among
// enemies, White's to move through its knight on a square of their colour.
//
// game::edge_positions() puts the pieces every position needs side by side
// from the middle, h8 then h9: two kings there would give check to each
// other, and h9 is w's own square. So the positions are built here on the
// same squares, with each king on the first plain square from the middle
// out that the other player does not attack. A position MFEN refuses, or a
// finished one, is left out.
std::vector<game::EdgePosition> edge_positions_of() {
  const game::Box board{0, 0, kBoardSize - 1, kBoardSize - 1};
  // The kings' squares: rings round the middle, from the innermost, without
  // the coloured squares (a king there would gain its owner the colour).
  std::vector<Square> king_squares;
  for (int ring = 1; ring <= 6; ++ring)
    for (int file = 8 - ring; file < 8 + ring; ++file)
      for (int rank = 8 - ring; rank < 8 + ring; ++rank) {
        const Square s = make_square(file, rank);
        const bool on_ring =
            file == 8 - ring || file == 7 + ring || rank == 8 - ring || rank == 7 + ring;
        if (on_ring && square_colour(s) == kNoColour) king_squares.push_back(s);
      }
  // What fills the wrapped squares, drawn in turn: each role but the king,
  // no more of it than a colour has at the start.
  constexpr std::array<Role, 5> kFillers = {kQueen, kRook, kBishop, kKnight, kPawn};
  constexpr std::array<int, kRoleCount> kStartCounts = {1, 1, 2, 2, 2, 8};

  // The pieces under test: who moves each, where it goes, and whether its
  // fillers are the other player's pieces (true), its own (false) or both.
  struct UnderTest {
    Player us;
    Piece piece;
    std::vector<game::Square> squares;
    std::vector<bool> enemies;
  };
  const Position start = Position::start();
  std::vector<UnderTest> tests;
  for (const Player us : {kWhite, kBlack})
    for (int role = kKing; role < kRoleCount; ++role)
      tests.push_back(
          {us, make_piece(start.owned(us), Role(role)), game::edge_squares(board), {true, false}});
  std::set<Piece> others;
  for (Square s = 0; s < kSquareCount; ++s)
    if (const Piece p = start.piece_on(s);
        p != kNoPiece && colour_of(p) != start.owned(kWhite) && colour_of(p) != start.owned(kBlack))
      others.insert(p);
  const std::vector<game::Square> corners = {
      {0, 0}, {kBoardSize - 1, 0}, {0, kBoardSize - 1}, {kBoardSize - 1, kBoardSize - 1}};
  for (const Piece p : others) tests.push_back({kWhite, p, corners, {true}});

  std::vector<game::EdgePosition> out;
  for (const UnderTest& test : tests)
    for (const game::Square at : test.squares)
      for (const bool enemies : test.enemies) {
        Position pos;  // empty, White owning w and Black b
        const Player us = test.us;
        pos.set_side(us);
        pos.put(make_square(at.file, at.rank), test.piece);
        const int colour = colour_of(test.piece);
        const Role role = role_of(test.piece);
        std::array<int, kRoleCount> left = kStartCounts;
        if (!enemies) --left[role];
        std::size_t turn = 0;
        auto next_filler = [&]() -> std::optional<Role> {
          for (std::size_t tried = 0; tried < kFillers.size(); ++tried) {
            const Role filler = kFillers[turn++ % kFillers.size()];
            if (left[filler] > 0) {
              --left[filler];
              return filler;
            }
          }
          return std::nullopt;
        };
        const int fillers = pos.owned(enemies ? opponent(us) : us);
        for (const game::Square s : game::wrapped_squares(board, at, 2)) {
          const auto filler = next_filler();
          if (!filler) break;
          pos.put(make_square(s.file, s.rank), make_piece(fillers, *filler));
        }
        // A piece of another colour moves for the player whose knight stands
        // on a square of that colour (docs/rules/sovereign.md#control).
        if (colour != pos.owned(us))
          pos.put(kColourSquares[std::size_t(colour)][0], make_piece(pos.owned(us), kKnight));
        // The kings, each where the other player does not attack: the mover's
        // own first, unless it is the piece under test; then the other
        // player's, which may not be in check.
        bool placed = true;
        for (const Player p : {us, opponent(us)}) {
          if (p == us && role == kKing) continue;
          pos.refresh();
          const auto free = std::find_if(king_squares.begin(), king_squares.end(), [&](Square s) {
            return pos.piece_on(s) == kNoPiece && !pos.attacked(s, opponent(p));
          });
          if (free == king_squares.end()) {
            placed = false;
            break;
          }
          pos.put(*free, make_piece(pos.owned(p), kKing));
        }
        if (!placed) continue;
        pos.refresh();
        const std::string notation = to_mfen(pos);
        const auto parsed = parse_mfen(notation);
        if (!parsed || outcome(*parsed) != Outcome::kOngoing) continue;
        const std::string piece = {kColourLetters[std::size_t(colour)],
                                   kRoleLetters[std::size_t(role)]};
        const bool corner = (at.file == board.min_file || at.file == board.max_file) &&
                            (at.rank == board.min_rank || at.rank == board.max_rank);
        out.push_back({piece + " on " + game::square_label(at) + ", " +
                           (enemies ? "enemies" : "friends") + " past the edge, " +
                           (us == kWhite ? "w" : "b") + " to move",
                       notation, at, corner});
      }
  return out;
}

class SovereignGame;

class SovereignState final : public game::State {
 public:
  SovereignState(std::shared_ptr<const game::Game> game, const Position& pos)
      : game_(std::move(game)), pos_(pos) {}

  const Position& position() const { return pos_; }

  const game::Game& game() const override { return *game_; }
  std::unique_ptr<game::State> clone() const override {
    return std::make_unique<SovereignState>(*this);
  }
  game::Seat to_move() const override {
    return judged() == Outcome::kOngoing ? game::Seat(pos_.side_to_move()) : game::kNoSeat;
  }
  void legal_moves(std::vector<game::Action>& moves) const override {
    moves.clear();
    if (judged() != Outcome::kOngoing) return;
    for (const std::uint32_t m : moves_) moves.push_back({m});
  }
  void apply(game::Action move) override {
    pos_.make(Move::from_raw(std::uint32_t(move.bits)));
    outcome_.reset();
  }
  bool is_capture(game::Action move) const override {
    return sovereign::is_capture(pos_, Move::from_raw(std::uint32_t(move.bits)));
  }
  std::string notation() const override { return to_mfen(pos_); }
  // A piece is two letters, colour then role (docs/rules/sovereign.md#mfen).
  std::optional<std::vector<std::string>> notations_without_a_piece() const override {
    return fen::notations_without_a_piece(notation(), 2);
  }
  std::string move_text(game::Action move) const override {
    return move_name(Move::from_raw(std::uint32_t(move.bits)));
  }
  Expected<game::Action, game::MoveError> parse_move(std::string_view text) const override {
    const auto move = parse_legal_move(pos_, text);
    if (!move) return Unexpected{game::MoveError{move.error(), !parse_move_text(text)}};
    return game::Action{move->raw()};
  }
  std::optional<game::MoveDescription> describe_move(std::string_view text) const override {
    const auto move = parse_move_text(text);
    if (!move) return std::nullopt;
    return describe(pos_, *move);
  }
  std::string result() const override { return std::string(outcome_token(judged())); }
  std::string termination() const override { return std::string(termination_word(judged())); }
  std::vector<double> returns() const override {
    return game::seat_returns(winning_team(judged()), game().info());
  }
  std::uint64_t hash() const override { return pos_.hash(); }
  game::Picture picture() const override {
    game::Picture p = picture_of(pos_);
    if (judged() != Outcome::kOngoing) p.counters[0].second.assign(1, '-');
    return p;
  }

  std::uint64_t perft(int depth, int threads, bool bulk) const override {
    return game::state_perft(pos_, depth, threads, bulk, sovereign::perft, perft_divide);
  }
  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth, int threads,
                                                            bool bulk) const override {
    return game::state_divide(pos_, depth, threads, bulk, perft_divide, move_name);
  }

 private:
  // The outcome and the legal moves, worked out once per position (the
  // outcome asks for the legal moves, and players ask for both).
  Outcome judged() const {
    if (!outcome_) {
      MoveList list;
      generate_legal_moves(pos_, list);
      moves_.clear();
      for (const Move m : list) moves_.push_back(m.raw());
      outcome_ = outcome(pos_, !list.empty());
    }
    return *outcome_;
  }

  std::shared_ptr<const game::Game> game_;
  Position pos_;
  mutable std::optional<Outcome> outcome_;
  mutable std::vector<std::uint32_t> moves_;  // valid with outcome_ (the cap ignored)
};

class SovereignGame final : public game::Game {
 public:
  static Expected<std::unique_ptr<game::Game>, std::string> make(
      const game::ParameterValues& values) {
    auto all = game::resolve_parameters(sovereign_info(), values);
    if (!all) return Unexpected{all.error()};
    return std::unique_ptr<game::Game>(new SovereignGame(std::move(*all)));
  }

  const game::GameInfo& info() const override { return sovereign_info(); }
  const game::ParameterValues& parameters() const override { return values_; }
  std::unique_ptr<game::State> start(std::uint64_t) const override {
    return std::make_unique<SovereignState>(shared_from_this(), Position::start());
  }
  Expected<std::unique_ptr<game::State>, game::NotationError> parse(
      std::string_view text) const override {
    auto pos = parse_mfen(text);
    if (!pos) return Unexpected{game::NotationError{pos.error().field, pos.error().reason}};
    return std::unique_ptr<game::State>(std::make_unique<SovereignState>(shared_from_this(), *pos));
  }
  std::vector<game::EdgePosition> edge_positions() const override { return edge_positions_of(); }

 private:
  explicit SovereignGame(game::ParameterValues values) : values_(std::move(values)) {}
  game::ParameterValues values_;
};

}  // namespace

const game::GameInfo& sovereign_info() {
  static const game::GameInfo kInfo = [] {
    game::GameInfo info{
        "sovereign",
        "Sovereign Chess: a 16x16 board, twelve colours whose control changes hands "
        "(docs/rules/sovereign.md#board-and-colours)",
        {},
        {{"white", 0}, {"black", 1}},
        {"white", "black"},
        /*perfect_information=*/true,
        /*chance_at_setup=*/false,
        /*constant_sum=*/true,
        "MFEN"};
    info.results = {{"white-wins", "Black is checkmated (or Black forfeited)"},
                    {"black-wins", "White is checkmated (or White forfeited)"},
                    {"draw-stalemate", "the side to move has no legal move and is not in check"},
                    {"draw-move-cap", "the move number reached 201"}};
    return info;
  }();
  return kInfo;
}

const Position* position_of(const game::State& state) {
  const auto* s = dynamic_cast<const SovereignState*>(&state);
  return s ? &s->position() : nullptr;
}

MINNAAR_REGISTER_GAME(sovereign_info(), SovereignGame::make);

}  // namespace minnaar::sovereign
