#include "engine/sovereign/game.h"

#include <algorithm>

#include "engine/parallel.h"
#include "engine/sovereign/movegen.h"
#include "engine/sovereign/notation.h"
#include "engine/sovereign/perft.h"

namespace minnaar::sovereign {
namespace {

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
  std::string move_text(game::Action move) const override {
    return move_name(Move::from_raw(std::uint32_t(move.bits)));
  }
  Expected<game::Action, game::MoveError> parse_move(std::string_view text) const override {
    const auto move = parse_legal_move(pos_, text);
    if (!move) return Unexpected{game::MoveError{move.error(), !parse_move_text(text)}};
    return game::Action{move->raw()};
  }
  std::string result() const override { return std::string(outcome_token(judged())); }
  std::string termination() const override { return std::string(termination_word(judged())); }
  std::vector<double> returns() const override {
    switch (judged()) {
      case Outcome::kWhiteWins:
        return {1, 0};
      case Outcome::kBlackWins:
        return {0, 1};
      default:
        return {0.5, 0.5};
    }
  }
  std::uint64_t hash() const override { return pos_.hash(); }

  std::uint64_t perft(int depth, int threads, bool bulk) const override {
    Position work = pos_;
    if (threads <= 1 || depth == 0) return sovereign::perft(work, depth, bulk);
    std::uint64_t total = 0;
    for (const DivideEntry& e : perft_divide(pos_, depth, threads, bulk)) total += e.nodes;
    return total;
  }
  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth, int threads,
                                                            bool bulk) const override {
    std::vector<std::pair<std::string, std::uint64_t>> rows;
    for (const DivideEntry& e : perft_divide(pos_, depth, threads, bulk))
      rows.emplace_back(move_name(e.move), e.nodes);
    std::sort(rows.begin(), rows.end());
    return rows;
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

 private:
  explicit SovereignGame(game::ParameterValues values) : values_(std::move(values)) {}
  game::ParameterValues values_;
};

}  // namespace

const game::GameInfo& sovereign_info() {
  static const game::GameInfo kInfo{
      "sovereign",
      "Sovereign Chess: a 16x16 board, twelve colours whose control changes hands "
      "(SPEC-sovereign.md)",
      {},
      {{"white", 0}, {"black", 1}},
      {"white", "black"},
      /*perfect_information=*/true,
      /*chance_at_setup=*/false,
      /*constant_sum=*/true,
      "MFEN"};
  return kInfo;
}

const Position* position_of(const game::State& state) {
  const auto* s = dynamic_cast<const SovereignState*>(&state);
  return s ? &s->position() : nullptr;
}

MINNAAR_REGISTER_GAME(sovereign_info(), SovereignGame::make);

}  // namespace minnaar::sovereign
