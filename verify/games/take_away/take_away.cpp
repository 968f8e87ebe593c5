#include "verify/games/take_away/take_away.h"

#include <cassert>

namespace minnaar::take_away {
namespace {

// 'text' with quotes around it (built by append: GCC 12 warns falsely of
// overlapping copies in chains of string concatenation here).
std::string quote(std::string_view text) {
  std::string q(1, '\'');
  q.append(text);
  q += '\'';
  return q;
}

constexpr std::string_view kSideLetters = "ab";

Unexpected<game::NotationError> refuse(std::string field, std::string reason) {
  return Unexpected{game::NotationError{std::move(field), std::move(reason)}};
}

// The value of `text` when it is a whole number written the one canonical
// way (decimal digits only, no sign, no leading zero) and at most `limit`;
// otherwise why not (`limit_text` says what the limit is). Stops reading
// once past `limit`, so long texts cannot overflow.
Expected<int, std::string> whole_number(std::string_view text, int limit,
                                        const std::string& limit_text) {
  const std::string quoted = quote(text);
  if (text.empty()) return Unexpected<std::string>{"is empty, expected a whole number"};
  for (const char c : text)
    if (c < '0' || c > '9') return Unexpected<std::string>{quoted + " is not a whole number"};
  if (text.size() > 1 && text[0] == '0')
    return Unexpected<std::string>{quoted + " has a leading zero"};
  int value = 0;
  for (const char c : text) {
    value = value * 10 + (c - '0');
    if (value > limit) return Unexpected<std::string>{quoted + " is more than " + limit_text};
  }
  return value;
}

}  // namespace

const game::GameInfo& take_away_info() {
  static const game::GameInfo kInfo = [] {
    game::GameInfo info{
        "take-away",
        "Take-away Nim: two seats take 1, 2 or 3 stones from one pile; whoever takes the last "
        "stone wins (a test game)",
        {{"stones", "15", "the stones in the pile at the start, 1.." + std::to_string(kMaxStones)}},
        {{"a", 0}, {"b", 1}},
        {"a", "b"},
        /*perfect_information=*/true,
        /*chance_at_setup=*/false,
        /*constant_sum=*/true,
        "notation"};
    info.has_draws = false;  // someone always wins
    info.results = {{"a-wins", "a took the last stone (or b forfeited)"},
                    {"b-wins", "b took the last stone (or a forfeited)"}};
    return info;
  }();
  return kInfo;
}

// ---- TakeAwayState ----------------------------------------------------

TakeAwayState::TakeAwayState(std::shared_ptr<const TakeAwayGame> game, int stones, game::Seat side)
    : game_(std::move(game)), stones_(stones), side_(side) {
  assert(stones_ >= 0 && stones_ <= game_->start_stones());
  assert(side_ == kSeatA || side_ == kSeatB);
}

const game::Game& TakeAwayState::game() const { return *game_; }

std::unique_ptr<game::State> TakeAwayState::clone() const {
  return std::make_unique<TakeAwayState>(*this);
}

void TakeAwayState::legal_moves(std::vector<game::Action>& moves) const {
  moves.clear();
  for (int take = 1; take <= kMaxTake && take <= stones_; ++take)
    moves.push_back({std::uint64_t(take)});
}

void TakeAwayState::apply(game::Action move) {
  assert(move.bits >= 1 && move.bits <= std::uint64_t(kMaxTake) &&
         move.bits <= std::uint64_t(stones_));
  stones_ -= int(move.bits);
  side_ = 1 - side_;
}

std::string TakeAwayState::notation() const {
  return std::to_string(stones_) + ' ' + kSideLetters[std::size_t(side_)];
}

game::Picture TakeAwayState::picture() const {
  game::Picture p;
  p.looks = {{"o", "#9a9a9a", "#1d1d1d", "stone"}};
  p.board = game::Box{0, 0, 9, (game_->start_stones() - 1) / 10};
  for (int i = 0; i < stones_; ++i) p.pieces.push_back({{i % 10, i / 10}, 0});
  p.counters = {{"to move", to_move() == game::kNoSeat ? "-"
                            : side_ == kSeatA          ? "a"
                                                       : "b"},
                {"stones", std::to_string(stones_)}};
  return p;
}

std::string TakeAwayState::move_text(game::Action move) const { return std::to_string(move.bits); }

Expected<game::Action, game::MoveError> TakeAwayState::parse_move(std::string_view text) const {
  if (text.size() != 1 || text[0] < '1' || text[0] > '0' + kMaxTake)
    return Unexpected{
        game::MoveError{quote(text) + " is not a move (a move takes 1, 2 or 3 stones)", true}};
  const int take = text[0] - '0';
  if (is_over()) return Unexpected{game::MoveError{"the game is over", false}};
  if (take > stones_)
    return Unexpected{game::MoveError{
        "cannot take " + std::to_string(take) + " stones from a pile of " + std::to_string(stones_),
        false}};
  return game::Action{std::uint64_t(take)};
}

std::optional<game::MoveDescription> TakeAwayState::describe_move(std::string_view text) const {
  if (text.size() != 1 || text[0] < '1' || text[0] > '0' + kMaxTake) return std::nullopt;
  game::MoveDescription d = game::move_without_path("stones", "take");
  d.distance = text[0] - '0';
  return d;
}

std::string TakeAwayState::result() const {
  if (!is_over()) return "ongoing";
  // The seat that would move now has nothing to take: the other took the last stone.
  return side_ == kSeatA ? "b-wins" : "a-wins";
}

std::string TakeAwayState::termination() const { return is_over() ? "last-stone" : "ongoing"; }

std::vector<double> TakeAwayState::returns() const {
  if (!is_over()) return {0.5, 0.5};
  return side_ == kSeatA ? std::vector<double>{0, 1} : std::vector<double>{1, 0};
}

// ---- TakeAwayGame -----------------------------------------------------

Expected<std::unique_ptr<game::Game>, std::string> TakeAwayGame::make(
    const game::ParameterValues& values) {
  auto all = game::resolve_parameters(take_away_info(), values);
  if (!all) return Unexpected{all.error()};
  const std::string& text = all->at("stones");
  const auto stones = whole_number(text, kMaxStones, std::to_string(kMaxStones));
  if (!stones || *stones < 1)
    return Unexpected<std::string>{"parameter 'stones': '" + text +
                                   "' is not a whole number in 1.." + std::to_string(kMaxStones)};
  return std::unique_ptr<game::Game>(new TakeAwayGame(std::move(*all), *stones));
}

std::unique_ptr<game::State> TakeAwayGame::start(std::uint64_t) const {
  return std::make_unique<TakeAwayState>(self(), start_stones_, kSeatA);
}

Expected<std::unique_ptr<game::State>, game::NotationError> TakeAwayGame::parse(
    std::string_view text) const {
  const std::size_t space = text.find(' ');
  if (space == std::string_view::npos || space == 0 || space + 1 == text.size() ||
      text.find(' ', space + 1) != std::string_view::npos)
    return refuse("notation", quote(text) +
                                  " is not '<stones> <side>' with one space between, e.g. '" +
                                  std::to_string(start_stones_) + " a'");
  const std::string_view stones_text = text.substr(0, space);
  const std::string_view side_text = text.substr(space + 1);

  const auto stones =
      whole_number(stones_text, start_stones_,
                   "the " + std::to_string(start_stones_) + " stones this game starts with");
  if (!stones) return refuse("stones", stones.error());
  if (side_text.size() != 1 || kSideLetters.find(side_text[0]) == std::string_view::npos)
    return refuse("side", quote(side_text) + " is not a or b");
  const game::Seat side = game::Seat(kSideLetters.find(side_text[0]));
  return std::unique_ptr<game::State>(std::make_unique<TakeAwayState>(self(), *stones, side));
}

MINNAAR_REGISTER_GAME(take_away_info(), TakeAwayGame::make);

}  // namespace minnaar::take_away
