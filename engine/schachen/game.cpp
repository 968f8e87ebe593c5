#include "engine/schachen/game.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "engine/schachen/movegen.h"
#include "engine/schachen/notation.h"
#include "engine/schachen/perft.h"
#include "engine/team_returns.h"

namespace minnaar::schachen {
namespace {

// Cards of a hand or pool by kind, as letters in QRBNP order ("N P P"), "-"
// for none.
std::string card_letters(const std::array<std::uint8_t, kKindCount>& count, Colour c) {
  std::string out;
  for (int k = kQueen; k < kKindCount; ++k)
    for (int n = 0; n < count[std::size_t(k)]; ++n) {
      if (!out.empty()) out += ' ';
      out += piece_letter(make_piece(c, Kind(k)));
    }
  return out.empty() ? "-" : out;
}

// Looks: a piece's code (colour * 6 + kind). The picture shows everything,
// the hands and piles included: it is for spectators.
game::Picture picture_of(const Position& pos) {
  constexpr const char* kNames[] = {"king", "queen", "rook", "bishop", "knight", "pawn"};
  game::Picture picture;
  picture.coordinates = game::Coordinates::kNumbers;
  for (const Colour c : {kWhite, kBlack})
    for (int k = 0; k < kKindCount; ++k)
      picture.looks.push_back({std::string(1, kKindLetters[k]), c == kWhite ? "#faf7ee" : "#2f2f2f",
                               c == kWhite ? "#1d1d1d" : "#f4f4f4",
                               std::string(c == kWhite ? "White " : "Black ") + kNames[k]});
  for (int i = 0; i < pos.piece_count(); ++i)
    picture.pieces.push_back({{pos.square(i).x, pos.square(i).y}, int(pos.piece(i))});
  picture.counters.push_back({"to move", pos.side_to_move() == kWhite ? "White" : "Black"});
  picture.counters.push_back({"move", std::to_string(pos.move_number())});
  for (const Colour c : {kWhite, kBlack}) {
    const Cards& cards = pos.cards(c);
    const std::string who = c == kWhite ? "White " : "Black ";
    std::string pile = std::to_string(cards.pile_left()) + " cards";
    if (cards.pile_left() > 0)
      pile += ", next " + std::string(1, piece_letter(make_piece(c, cards.pile[cards.drawn])));
    picture.counters.push_back({who + "hand", card_letters(cards.hand, c)});
    picture.counters.push_back({who + "pile", pile});
    picture.counters.push_back({who + "pool", card_letters(cards.pool, c)});
  }
  return picture;
}

// The kinds of card as a move's description names them.
constexpr const char* kKindTitles[kKindCount] = {"King",   "Queen",  "Rook",
                                                 "Bishop", "Knight", "Pawn"};

// What the move of a turn does in `pos`, legal or not: the moving piece, what it lands on
// (a piece of its own side is an ally) and its promotion.
game::MoveDescription describe_move_part(const Position& pos, const Move& move) {
  const int mover = pos.index_at(move.from);
  const std::string piece = mover < 0 ? "" : kKindTitles[kind_of(pos.piece(mover))];
  const auto along_the_path = [&](std::string kind) {
    game::MoveDescription d = game::move_between(piece, std::move(kind), {move.from.x, move.from.y},
                                                 {move.to.x, move.to.y});
    d.from = square_text(move.from);  // the notation's squares, "3,-2"
    d.to = square_text(move.to);
    return d;
  };
  if (mover < 0) return along_the_path("move of no piece");
  const Colour us = colour_of(pos.piece(mover));
  if (us != pos.side_to_move()) return along_the_path("move of a piece not to move");
  // A move onto its own square ("1,1:1,1" is of the notation) lands on nothing.
  const int target = move.to == move.from ? -1 : pos.index_at(move.to);
  if (target >= 0 && colour_of(pos.piece(target)) == us)
    return along_the_path(std::string(game::kAllyCapture));
  const bool captures = target >= 0;
  if (move.promotion != kNoKind) {
    const std::string promotion = std::string("promotion to ") + kKindTitles[move.promotion];
    return along_the_path(captures ? std::string(game::kCaptureMove) + " with " + promotion
                                   : promotion);
  }
  return along_the_path(std::string(captures ? game::kCaptureMove : game::kQuietMove));
}

// What a turn does in `pos` (game::State::describe_move). A turn is a move and perhaps a
// placement (docs/rules/schachen.md#a-turn); one description names the part that sets the turn
// apart: the placement when the move is a legal one here (the same move without it is a turn
// of its own), else the move, legal or not, whatever is placed after it.
game::MoveDescription describe(const Position& pos, const Turn& turn) {
  if (turn.placement.kind != kNoKind) {
    std::vector<Move> legal;
    generate_moves(pos, legal);
    if (std::find(legal.begin(), legal.end(), turn.move) != legal.end()) {
      game::MoveDescription d = game::move_without_path(kKindTitles[turn.placement.kind],
                                                        std::string(game::kPlacementMove));
      d.to = square_text(turn.placement.square);
      return d;
    }
  }
  return describe_move_part(pos, turn.move);
}

class SchachenState final : public game::State {
 public:
  SchachenState(std::shared_ptr<const game::Game> game, const Position& pos)
      : game_(std::move(game)), pos_(pos) {}

  const Position& position() const { return pos_; }

  const game::Game& game() const override { return *game_; }
  std::unique_ptr<game::State> clone() const override {
    return std::make_unique<SchachenState>(*this);
  }
  game::Seat to_move() const override {
    return judged() == Outcome::kOngoing ? game::Seat(pos_.side_to_move()) : game::kNoSeat;
  }
  void legal_moves(std::vector<game::Action>& moves) const override {
    moves.clear();
    if (judged() != Outcome::kOngoing) return;
    for (std::size_t i = 0; i < turns_.size(); ++i) moves.push_back({i});
  }
  void apply(game::Action move) override {
    const Turn turn = turn_of(move);
    pos_.make(turn);
    outcome_.reset();
  }
  bool is_capture(game::Action move) const override {
    return schachen::is_capture(pos_, turn_of(move).move);
  }
  std::string notation() const override { return to_mfen(pos_); }
  // The board is a list of entries joined by '/' (docs/rules/schachen.md#mfen): each
  // entry in turn left out.
  std::optional<std::vector<std::string>> notations_without_a_piece() const override {
    const std::string text = notation();
    const std::size_t board_end = std::min(text.find(' '), text.size());
    std::vector<std::string> entries;
    for (std::size_t at = 0; at < board_end;) {
      const std::size_t slash = std::min(text.find('/', at), board_end);
      entries.push_back(text.substr(at, slash - at));
      at = slash + 1;
    }
    std::vector<std::string> out;
    for (std::size_t left_out = 0; left_out < entries.size(); ++left_out) {
      std::string board;
      for (std::size_t i = 0; i < entries.size(); ++i)
        if (i != left_out) board += (board.empty() ? "" : "/") + entries[i];
      out.push_back(board + text.substr(board_end));
    }
    return out;
  }
  std::string observation(game::Seat seat) const override {
    if (seat != game::Seat(kWhite) && seat != game::Seat(kBlack)) return notation();
    return observation_text(pos_, Colour(seat));
  }
  std::string move_text(game::Action move) const override { return turn_text(turn_of(move)); }
  Expected<game::Action, game::MoveError> parse_move(std::string_view text) const override {
    const auto turn = parse_legal_turn(pos_, text);
    if (!turn) return Unexpected{game::MoveError{turn.error(), !parse_turn_text(text)}};
    return action(*turn);
  }
  std::optional<game::MoveDescription> describe_move(std::string_view text) const override {
    const auto turn = parse_turn_text(text);
    if (!turn) return std::nullopt;
    return describe(pos_, *turn);
  }
  // The action of a legal turn: its index in the sorted turns.
  game::Action action(const Turn& turn) const {
    judged();
    const auto at = std::lower_bound(turns_.begin(), turns_.end(), turn);
    if (at == turns_.end() || !(*at == turn))
      throw std::logic_error("not a legal turn here: " + turn_text(turn) + " in " + notation());
    return game::Action{std::uint64_t(at - turns_.begin())};
  }
  std::string result() const override { return std::string(outcome_token(judged())); }
  std::string termination() const override { return std::string(termination_word(judged())); }
  std::vector<double> returns() const override {
    return game::seat_returns(winning_team(judged()), game().info());
  }
  std::optional<game::Ruling> adjudication() const override {
    if (pos_.move_number() < kMoveCap || judged() != Outcome::kOngoing) return std::nullopt;
    return game::Ruling{"draw-move-cap", "move-cap", {0.5, 0.5}};
  }
  std::uint64_t hash() const override { return pos_.hash(); }
  game::Picture picture() const override {
    game::Picture p = picture_of(pos_);
    if (judged() != Outcome::kOngoing) p.counters[0].second.assign(1, '-');
    return p;
  }

  std::uint64_t perft(int depth, int threads, bool bulk) const override {
    return game::state_perft(pos_, depth, threads, bulk, schachen::perft, perft_divide);
  }
  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth, int threads,
                                                            bool bulk) const override {
    return game::state_divide(pos_, depth, threads, bulk, perft_divide, turn_text);
  }

 private:
  // The outcome and the turns in their fixed order, worked out once per
  // position.
  Outcome judged() const {
    if (!outcome_) {
      generate_turns(pos_, turns_);
      std::sort(turns_.begin(), turns_.end());
      outcome_ = outcome(pos_, !turns_.empty());
    }
    return *outcome_;
  }
  Turn turn_of(game::Action move) const {
    judged();
    return turns_.at(std::size_t(move.bits));
  }

  std::shared_ptr<const game::Game> game_;
  Position pos_;
  mutable std::optional<Outcome> outcome_;
  mutable std::vector<Turn> turns_;  // valid with outcome_
};

class SchachenGame final : public game::Game {
 public:
  static Expected<std::unique_ptr<game::Game>, std::string> make(
      const game::ParameterValues& values) {
    auto all = game::resolve_parameters(schachen_info(), values);
    if (!all) return Unexpected{all.error()};
    return std::unique_ptr<game::Game>(new SchachenGame(std::move(*all)));
  }

  const game::GameInfo& info() const override { return schachen_info(); }
  const game::ParameterValues& parameters() const override { return values_; }
  std::unique_ptr<game::State> start(std::uint64_t seed) const override {
    return std::make_unique<SchachenState>(shared_from_this(), Position::deal(seed));
  }
  Expected<std::unique_ptr<game::State>, game::NotationError> parse(
      std::string_view text) const override {
    auto pos = parse_mfen(text);
    if (!pos) return Unexpected{pos.error()};
    return std::unique_ptr<game::State>(std::make_unique<SchachenState>(shared_from_this(), *pos));
  }
  Expected<std::unique_ptr<game::State>, game::NotationError> sample(
      std::string_view observation, game::Seat seat, std::uint64_t seed) const override {
    auto seen = parse_observation(observation);
    if (!seen) return Unexpected{seen.error()};
    if (game::Seat(seen->observer) != seat)
      return Unexpected{game::NotationError{"", "the observation is the other player's"}};
    auto pos = sample_position(*seen, seed);
    if (!pos) return Unexpected{pos.error()};
    return std::unique_ptr<game::State>(std::make_unique<SchachenState>(shared_from_this(), *pos));
  }

 private:
  explicit SchachenGame(game::ParameterValues values) : values_(std::move(values)) {}
  game::ParameterValues values_;
};

}  // namespace

const game::GameInfo& schachen_info() {
  static const game::GameInfo kInfo = [] {
    game::GameInfo info{
        "schachen",
        "Schachen: chess without a board, pieces brought in from hidden hands and shuffled "
        "piles (docs/rules/schachen.md#squares-pieces-cards)",
        {},
        {{"white", 0}, {"black", 1}},
        {"white", "black"},
        /*perfect_information=*/false,
        /*chance_at_setup=*/true,
        /*constant_sum=*/true,
        "MFEN"};
    info.results = {
        {"white-wins", "Black is checkmated (or Black forfeited)"},
        {"black-wins", "White is checkmated (or White forfeited)"},
        {"stalemate", "the side to move has no legal move and its king is not attacked"},
        {"draw-move-cap", "a runner ended the game at move 201"}};
    return info;
  }();
  return kInfo;
}

const Position* position_of(const game::State& state) {
  const auto* s = dynamic_cast<const SchachenState*>(&state);
  return s ? &s->position() : nullptr;
}

game::Action action_of(const game::State& state, const Turn& turn) {
  return dynamic_cast<const SchachenState&>(state).action(turn);
}

MINNAAR_REGISTER_GAME(schachen_info(), SchachenGame::make);

}  // namespace minnaar::schachen
