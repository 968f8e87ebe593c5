// The game interface (engine/game.h) over an 8x8 rule set's own fast
// types: one adapter for every rule set whose moves are the shared 16-bit
// Move (an Action's bits are Move::raw()) and whose position has
// make/unmake. A rule set supplies a Rules type, static functions over
// its Position, and registers Board8Game<Rules>.
//
//   struct Rules {
//     using Position = ...;  using MoveList = ...;  using Config = ...;
//     static const game::GameInfo& info();
//     static Expected<Config, std::string> config(const game::ParameterValues&);
//     static Position start(const Config&);
//     static Expected<Position, game::NotationError> parse(std::string_view, const Config&);
//     static std::string notation(const Position&);
//     static void generate(const Position&, MoveList&);
//     static game::Seat to_move(const Position&);     // kNoSeat when over
//     static bool is_capture(const Position&, Move);
//     static Expected<Move, std::string> parse_legal(const Position&, std::string_view);
//     static game::MoveDescription describe(const Position&, Move);  // legal or not
//     static std::string result(const Position&);
//     static std::string termination(const Position&);
//     static std::vector<double> returns(const Position&);
//     static std::vector<double> margins(const Position&);  // optional:
//                                                           // returns() if absent
//     static std::uint64_t perft(Position&, int depth, bool bulk);
//     static std::vector<game::DivideEntry<Move>> divide(Position&, int depth, int threads,
//                                                        bool bulk);
//     static game::Picture picture(const Position&);
//     static std::vector<game::EdgePosition> edge_positions(const Config&);  // optional:
//                                                                          // none if absent
//   };
//
// perft() and divide() are engine/perft.h's state_perft() and
// state_divide() over Rules::perft and Rules::divide, as in the rule sets
// of other boards.
//
// Players that search a rule set's own types reach its position through
// Board8State<Rules>::position() (see tournament/players/fast_agents.h and each
// rule set's tournament/players/<game>/search.h).
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/board8/fen_fields.h"
#include "engine/board8/notation.h"
#include "engine/game.h"
#include "engine/perft.h"

namespace minnaar {

template <class Rules>
class Board8Game;

template <class Rules>
class Board8State final : public game::State {
 public:
  using Position = typename Rules::Position;

  Board8State(std::shared_ptr<const Board8Game<Rules>> game, const Position& pos)
      : game_(std::move(game)), pos_(pos) {}

  const Position& position() const { return pos_; }
  Position& position() { return pos_; }

  const game::Game& game() const override { return *game_; }
  std::unique_ptr<game::State> clone() const override {
    return std::make_unique<Board8State>(game_, pos_);
  }
  game::Seat to_move() const override { return Rules::to_move(pos_); }
  void legal_moves(std::vector<game::Action>& moves) const override {
    moves.clear();
    if (pos_.is_over()) return;
    typename Rules::MoveList list;
    Rules::generate(pos_, list);
    for (const Move m : list) moves.push_back({m.raw()});
  }
  std::optional<game::Action> forced_move() const override {
    if (pos_.is_over()) return std::nullopt;
    typename Rules::MoveList list;
    Rules::generate(pos_, list);
    if (list.size() == 1 && list[0].is_pass()) return game::Action{list[0].raw()};
    return std::nullopt;
  }
  void apply(game::Action move) override { pos_.make(to_move_type(move)); }
  bool is_capture(game::Action move) const override {
    return Rules::is_capture(pos_, to_move_type(move));
  }
  std::string notation() const override { return Rules::notation(pos_); }
  std::optional<std::vector<std::string>> notations_without_a_piece() const override {
    return fen::notations_without_a_piece(notation(), 1);
  }
  std::string move_text(game::Action move) const override { return move_name(to_move_type(move)); }
  std::optional<game::MoveDescription> describe_move(std::string_view text) const override {
    const auto move = parse_move_text(text);
    if (!move) return std::nullopt;
    return Rules::describe(pos_, *move);
  }
  Expected<game::Action, game::MoveError> parse_move(std::string_view text) const override {
    const auto move = Rules::parse_legal(pos_, text);
    if (!move) return Unexpected{game::MoveError{move.error(), !parse_move_text(text)}};
    return game::Action{move->raw()};
  }
  std::string result() const override { return Rules::result(pos_); }
  std::string termination() const override { return Rules::termination(pos_); }
  std::vector<double> returns() const override { return Rules::returns(pos_); }
  std::vector<double> margins() const override {
    if constexpr (requires { Rules::margins(pos_); })
      return Rules::margins(pos_);
    else
      return Rules::returns(pos_);
  }
  std::vector<double> adjudicated_margins(std::optional<int> losing_team) const override {
    if constexpr (requires { Rules::adjudicated_margins(pos_, losing_team); })
      return Rules::adjudicated_margins(pos_, losing_team);
    else
      return game::State::adjudicated_margins(losing_team);
  }
  std::uint64_t hash() const override { return pos_.hash(); }
  game::Picture picture() const override { return Rules::picture(pos_); }

  std::uint64_t perft(int depth, int threads, bool bulk) const override {
    return game::state_perft(pos_, depth, threads, bulk, Rules::perft, Rules::divide);
  }
  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth, int threads,
                                                            bool bulk) const override {
    return game::state_divide(pos_, depth, threads, bulk, Rules::divide, move_name);
  }

  // The 16-bit move an action of this rule set carries.
  static Move to_move_type(game::Action a) { return Move::from_raw(std::uint16_t(a.bits)); }

 private:
  std::shared_ptr<const Board8Game<Rules>> game_;
  Position pos_;
};

template <class Rules>
class Board8Game final : public game::Game {
 public:
  using Config = typename Rules::Config;

  // The registry's factory: parameter values to a game.
  static Expected<std::unique_ptr<game::Game>, std::string> make(
      const game::ParameterValues& values) {
    auto all = game::resolve_parameters(Rules::info(), values);
    if (!all) return Unexpected{all.error()};
    auto config = Rules::config(*all);
    if (!config) return Unexpected{config.error()};
    return std::unique_ptr<game::Game>(new Board8Game(std::move(*all), *config));
  }

  const game::GameInfo& info() const override { return Rules::info(); }
  const game::ParameterValues& parameters() const override { return values_; }
  const Config& config() const { return config_; }

  std::unique_ptr<game::State> start(std::uint64_t) const override {
    return std::make_unique<Board8State<Rules>>(self(), Rules::start(config_));
  }
  std::vector<game::EdgePosition> edge_positions() const override {
    if constexpr (requires { Rules::edge_positions(config_); })
      return Rules::edge_positions(config_);
    else
      return {};
  }
  Expected<std::unique_ptr<game::State>, game::NotationError> parse(
      std::string_view text) const override {
    auto pos = Rules::parse(text, config_);
    if (!pos) return Unexpected{pos.error()};
    return std::unique_ptr<game::State>(std::make_unique<Board8State<Rules>>(self(), *pos));
  }

 private:
  Board8Game(game::ParameterValues values, const Config& config)
      : values_(std::move(values)), config_(config) {}
  // Games are always held by shared_ptr (game::load), so states can keep
  // theirs alive.
  std::shared_ptr<const Board8Game> self() const {
    return std::static_pointer_cast<const Board8Game>(shared_from_this());
  }

  game::ParameterValues values_;
  Config config_;
};

}  // namespace minnaar
