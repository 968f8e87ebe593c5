#include "engine/minotaur/game.h"

#include <map>

#include "engine/board8/fen_fields.h"
#include "engine/board8/notation.h"
#include "engine/minotaur/mfen.h"
#include "engine/minotaur/movegen.h"
#include "engine/minotaur/notation.h"
#include "engine/minotaur/perft.h"
#include "engine/team_returns.h"

namespace minnaar::minotaur {
namespace {

std::optional<int> winning_team(Outcome o) {
  if (o == Outcome::kWhiteWins) return 0;
  if (o == Outcome::kBlackWins) return 1;
  return std::nullopt;
}

std::string_view termination_word(Outcome o) {
  switch (o) {
    case Outcome::kOngoing:
      return "ongoing";
    case Outcome::kWhiteWins:
    case Outcome::kBlackWins:
      return "totem-and-avenger-taken";
    case Outcome::kDrawQuiet:
      return "quiet-turns";
    case Outcome::kDrawPasses:
      return "two-passes";
  }
  return "?";
}

constexpr const char* kTypeNames[kPieceTypeCount] = {
    "", "Totem", "Chieftain", "Champion", "Shaman", "Vanguard", "Defender", "Warrior", "Avenger"};
constexpr const char* kPlayers[4] = {"-", "White", "Black", "White Black"};

// A piece's look is its code's: White's types from 0, Black's from 8.
int look_of(Piece p) { return (color_of(p) == kBlack ? 8 : 0) + type_of(p) - 1; }

// What a move of the notation does in `pos`, legal or not (game::State::describe_move), on the
// board's own squares (the picture's file and rank, before it is turned). A placement is always
// the Vanguard's (docs/rules/minotaur.md#a-game); a piece of the side to move is an ally.
game::MoveDescription describe(const Position& pos, Move m) {
  if (m.is_pass()) return game::move_without_path("", std::string(game::kPassMove));
  if (is_placement(m))
    return game::move_without_path(kTypeNames[kVanguard], std::string(game::kPlacementMove),
                                   {file_of(m.to()), rank_of(m.to())});
  const Piece mover = pos.piece_on(m.from()), target = pos.piece_on(m.to());
  const auto along_the_path = [&](std::string_view kind) {
    return game::move_between(kTypeNames[type_of(mover)], std::string(kind),
                              {file_of(m.from()), rank_of(m.from())},
                              {file_of(m.to()), rank_of(m.to())});
  };
  if (mover == kNoPiece) return along_the_path("move of no piece");
  if (color_of(mover) != pos.side_to_move()) return along_the_path("move of a piece not to move");
  if (target == kNoPiece) return along_the_path(game::kQuietMove);
  return along_the_path(color_of(target) == color_of(mover) ? game::kAllyCapture
                                                            : game::kCaptureMove);
}

// The board as the players see it: turned so that White's corner (h1) is
// at the bottom and Black's (a8) at the top, the Border tinted.
game::Picture picture_of(const Position& pos) {
  game::Picture picture;
  for (const Color c : {kWhite, kBlack})
    for (int t = kTotem; t < kPieceTypeCount; ++t) {
      const bool black = c == kBlack;
      picture.looks.push_back({std::string(1, kTypeLetters[t]), black ? "#2f2f2f" : "#faf7ee",
                               black ? "#f4f4f4" : "#1d1d1d",
                               std::string(black ? "Black " : "White ") + kTypeNames[t]});
    }
  picture.board = game::Box{0, 0, 7, 7};
  picture.turn_degrees = 45;  // h1, White's corner, at the bottom; a8 at the top
  for (Bitboard b = kBorder; b;) {
    const Square s = pop_lsb(b);
    picture.tints.push_back({{file_of(s), rank_of(s)}, "#b5651d"});
  }
  for (int s = 0; s < kSquareCount; ++s)
    if (const Piece p = pos.piece_on(Square(s)); p != kNoPiece)
      picture.pieces.push_back({{file_of(Square(s)), rank_of(Square(s))}, look_of(p)});
  picture.counters = {{"to move", pos.is_over()                  ? "-"
                                  : pos.side_to_move() == kWhite ? "White"
                                                                 : "Black"},
                      {"to place", kPlayers[pos.to_place_bits()]},
                      {"awake", kPlayers[pos.awake_bits()]},
                      {"quiet", std::to_string(pos.quiet())},
                      {"passes", std::to_string(pos.passes())},
                      {"move", std::to_string(pos.move_number())}};
  return picture;
}

// Each side's pieces on the corners and edges, with the other side's
// pieces, or its own, where a move would land were the board to wrap round
// (game::Game::edge_positions). Both Totems stand in the middle, so that the
// game is on, but for a Totem under test, which never moves: no move of it
// may be listed there either. Both sides' Defenders are awake, so that they
// move. The Shaman (light squares only) and the Vanguard (dark squares only)
// are put where MFEN lets them stand, but never fill the wrapped squares,
// whose colours vary; an Avenger is the only piece of its side
// (docs/rules/minotaur.md#mfen), so it has no friends to stand among.
std::vector<game::EdgePosition> edge_positions_of() {
  // As many of each letter as MFEN accepts.
  std::map<std::string, int> limits;
  for (int t = kTotem; t < kPieceTypeCount; ++t) {
    limits[std::string(1, kTypeLetters[t])] = kTypeLimits[t];
    limits[std::string(1, char(kTypeLetters[t] - 'A' + 'a'))] = kTypeLimits[t];
  }
  const std::vector<std::string> white = {"K", "R", "N", "P"}, black = {"k", "r", "n", "p"};
  const std::vector<game::EdgeSide> sides = {
      {"w - wb 0 0 1", {"Q", "K", "R", "B", "V", "N", "P"}, white, black, {"Q", "q"}},
      {"w - wb 0 0 1", {"A"}, {}, black, {"q"}},
      {"b - wb 0 0 1", {"q", "k", "r", "b", "v", "n", "p"}, black, white, {"Q", "q"}},
      {"b - wb 0 0 1", {"a"}, {}, white, {"Q"}}};
  return game::edge_positions({0, 0, 7, 7}, 2, limits, sides, [](const std::string& text) {
    const auto pos = parse_mfen(text);
    return pos && !pos->is_over();
  });
}

class MinotaurState final : public game::State {
 public:
  MinotaurState(std::shared_ptr<const game::Game> game, const Position& pos)
      : game_(std::move(game)), pos_(pos) {}

  const Position& position() const { return pos_; }

  const game::Game& game() const override { return *game_; }
  std::unique_ptr<game::State> clone() const override {
    return std::make_unique<MinotaurState>(*this);
  }
  game::Seat to_move() const override {
    return pos_.is_over() ? game::kNoSeat : game::Seat(pos_.side_to_move());
  }
  void legal_moves(std::vector<game::Action>& moves) const override {
    moves.clear();
    MoveList list;
    generate_moves(pos_, list);
    for (const Move m : list) moves.push_back({m.raw()});
  }
  std::optional<game::Action> forced_move() const override {
    MoveList list;
    generate_moves(pos_, list);
    if (list.size() == 1 && list[0].is_pass()) return game::Action{list[0].raw()};
    return std::nullopt;
  }
  void apply(game::Action move) override { pos_.make(to_move_type(move)); }
  bool is_capture(game::Action move) const override {
    const Move m = to_move_type(move);
    return !m.is_pass() && !is_placement(m) && pos_.piece_on(m.to()) != kNoPiece;
  }
  std::string notation() const override { return to_mfen(pos_); }
  std::optional<std::vector<std::string>> notations_without_a_piece() const override {
    return fen::notations_without_a_piece(notation(), 1);
  }
  std::string move_text(game::Action move) const override {
    return minotaur::move_text(to_move_type(move));
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
  std::string result() const override { return std::string(outcome_token(pos_.outcome())); }
  std::string termination() const override { return std::string(termination_word(pos_.outcome())); }
  std::vector<double> returns() const override {
    return game::seat_returns(winning_team(pos_.outcome()), game().info());
  }
  std::uint64_t hash() const override { return pos_.hash(); }
  game::Picture picture() const override { return picture_of(pos_); }

  std::uint64_t perft(int depth, int threads, bool bulk) const override {
    return game::state_perft(pos_, depth, threads, bulk, minotaur::perft, perft_divide);
  }
  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth, int threads,
                                                            bool bulk) const override {
    return game::state_divide(pos_, depth, threads, bulk, perft_divide, minotaur::move_text);
  }

 private:
  static Move to_move_type(game::Action a) { return Move::from_raw(std::uint16_t(a.bits)); }

  std::shared_ptr<const game::Game> game_;
  Position pos_;
};

class MinotaurGame final : public game::Game {
 public:
  static Expected<std::unique_ptr<game::Game>, std::string> make(
      const game::ParameterValues& values) {
    auto all = game::resolve_parameters(minotaur_info(), values);
    if (!all) return Unexpected{all.error()};
    return std::unique_ptr<game::Game>(new MinotaurGame(std::move(*all)));
  }

  const game::GameInfo& info() const override { return minotaur_info(); }
  const game::ParameterValues& parameters() const override { return values_; }
  std::unique_ptr<game::State> start(std::uint64_t) const override {
    return std::make_unique<MinotaurState>(shared_from_this(), Position::start());
  }
  Expected<std::unique_ptr<game::State>, game::NotationError> parse(
      std::string_view text) const override {
    auto pos = parse_mfen(text);
    if (!pos) return Unexpected{game::NotationError{pos.error().field, pos.error().reason}};
    return std::unique_ptr<game::State>(std::make_unique<MinotaurState>(shared_from_this(), *pos));
  }
  std::vector<game::EdgePosition> edge_positions() const override { return edge_positions_of(); }

 private:
  explicit MinotaurGame(game::ParameterValues values) : values_(std::move(values)) {}
  game::ParameterValues values_;
};

}  // namespace

const game::GameInfo& minotaur_info() {
  static const game::GameInfo kInfo = [] {
    game::GameInfo info{
        "minotaur",
        "Minotaur Chess: a board turned 45 degrees, a Totem to take, succession by the nearest "
        "piece (docs/rules/minotaur.md#the-board-as-the-players-see-it)",
        {},
        {{"white", 0}, {"black", 1}},
        {"white", "black"},
        /*perfect_information=*/true,
        /*chance_at_setup=*/false,
        /*constant_sum=*/true,
        "MFEN"};
    info.results = {{"white-wins", "Black has neither a Totem nor an Avenger (or Black forfeited)"},
                    {"black-wins", "White has neither a Totem nor an Avenger (or White forfeited)"},
                    {"draw-quiet", "100 turns in a row without a capture"},
                    {"draw-passes", "two passes in a row"}};
    return info;
  }();
  return kInfo;
}

const Position* position_of(const game::State& state) {
  const auto* s = dynamic_cast<const MinotaurState*>(&state);
  return s ? &s->position() : nullptr;
}

MINNAAR_REGISTER_GAME(minotaur_info(), MinotaurGame::make);

}  // namespace minnaar::minotaur
