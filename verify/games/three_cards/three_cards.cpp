#include "verify/games/three_cards/three_cards.h"

#include <algorithm>
#include <cassert>

#include "engine/random.h"

namespace minnaar::three_cards {
namespace {

// 'text' with quotes around it (built by append: GCC 12 warns falsely of
// overlapping copies in chains of string concatenation here).
std::string quoted(std::string_view text) {
  std::string q(1, '\'');
  q.append(text);
  q += '\'';
  return q;
}

constexpr std::string_view kCardLetters = "JQK";  // by Card
constexpr char kUnseen = '?';
constexpr std::string_view kNoHistory = "-";
// By MoveBits: the history letter and the move's text.
constexpr std::string_view kMoveLetters = "cblf";
constexpr std::string_view kMoveNames[] = {"check", "bet", "call", "fold"};
constexpr std::uint64_t kMoveCount = 4;

Unexpected<game::NotationError> refuse(std::string field, std::string reason) {
  return Unexpected{game::NotationError{std::move(field), std::move(reason)}};
}

char letter_of(Card card) { return kCardLetters[std::size_t(card)]; }

// The rules over the history alone (every seat sees it, so legality never
// depends on hidden cards).
bool is_finished(std::string_view history) {
  return history == "cc" || (!history.empty() && (history.back() == 'l' || history.back() == 'f'));
}
// The players alternate, first moving first, whatever they play.
game::Seat mover_of(std::string_view history) { return game::Seat(history.size() % 2); }
bool faces_bet(std::string_view history) { return !history.empty() && history.back() == 'b'; }
bool is_legal(std::string_view history, MoveBits move) {
  if (is_finished(history)) return false;
  return faces_bet(history) ? move == kCall || move == kFold : move == kCheck || move == kBet;
}
// Why `move` is not legal after `history` (for parse_move and parse).
std::string illegal_reason(std::string_view history, MoveBits move) {
  if (is_finished(history)) return "the game is over";
  if (faces_bet(history)) return "a bet is to be called or folded (legal: call, fold)";
  return move == kCall ? "there is no bet to call (legal: check, bet)"
                       : "there is no bet to fold (legal: check, bet)";
}

// `history` when it is "-" or the letters of a legal sequence of moves;
// otherwise why not.
Expected<std::string, std::string> parse_history(std::string_view text) {
  if (text == kNoHistory) return std::string();
  std::string history;
  for (const char c : text) {
    const std::size_t move = kMoveLetters.find(c);
    if (move == std::string_view::npos)
      return Unexpected<std::string>{quoted(text) + ": '" + std::string(1, c) +
                                     "' is not c (check), b (bet), l (call) or f (fold); '-' "
                                     "stands alone for no moves"};
    if (!is_legal(history, MoveBits(move)))
      return Unexpected<std::string>{quoted(text) + ": " + std::string(kMoveNames[move]) +
                                     " after '" +
                                     (history.empty() ? std::string(kNoHistory) : history) +
                                     "': " + illegal_reason(history, MoveBits(move))};
    history += c;
  }
  return history;
}

// The shape "<cards> <history>" split in two, or why not.
Expected<std::pair<std::string_view, std::string_view>, game::NotationError> split_fields(
    std::string_view text, std::string_view expected) {
  const std::size_t space = text.find(' ');
  if (space == std::string_view::npos || space == 0 || space + 1 == text.size() ||
      text.find(' ', space + 1) != std::string_view::npos)
    return refuse("notation",
                  quoted(text) + " is not " + std::string(expected) + " with one space between");
  return std::pair{text.substr(0, space), text.substr(space + 1)};
}

// Fisher-Yates from the back: for i = n .. 2, swap(cards[i - 1],
// cards[below(i)]). deal_of_seed and sample shuffle this one way.
void shuffle(Card* cards, int n, SplitMix64& random) {
  for (int i = n; i > 1; --i) std::swap(cards[i - 1], cards[random.below(std::uint64_t(i))]);
}

}  // namespace

Deal deal_of_seed(std::uint64_t seed) {
  Deal deck{Card::kJack, Card::kQueen, Card::kKing};
  SplitMix64 random(seed);
  shuffle(deck.data(), kCardCount, random);
  return deck;
}

const game::GameInfo& three_cards_info() {
  static const game::GameInfo kInfo = [] {
    game::GameInfo info{
        "three-cards",
        "Three cards (Kuhn poker): J, Q, K shuffled, one card each and one hidden; check, bet, "
        "call or fold, the higher card wins the showdown (a hidden-information test game)",
        {},
        {{"first", 0}, {"second", 1}},
        {"first", "second"},
        /*perfect_information=*/false,
        /*chance_at_setup=*/true,
        /*constant_sum=*/true,
        "notation"};
    info.has_draws = false;  // someone always wins
    info.results = {{"first-wins", "the first seat won chips (or the second forfeited)"},
                    {"second-wins", "the second seat won chips (or the first forfeited)"}};
    return info;
  }();
  return kInfo;
}

// ---- ThreeCardsState --------------------------------------------------

ThreeCardsState::ThreeCardsState(std::shared_ptr<const ThreeCardsGame> game, const Deal& deal,
                                 std::string history)
    : game_(std::move(game)), deal_(deal), history_(std::move(history)) {
  assert(deal_[0] != deal_[1] && deal_[1] != deal_[2] && deal_[0] != deal_[2]);
  assert(parse_history(history_.empty() ? kNoHistory : history_).has_value());
}

const game::Game& ThreeCardsState::game() const { return *game_; }

std::unique_ptr<game::State> ThreeCardsState::clone() const {
  return std::make_unique<ThreeCardsState>(*this);
}

game::Seat ThreeCardsState::to_move() const {
  return is_finished(history_) ? game::kNoSeat : mover_of(history_);
}

void ThreeCardsState::legal_moves(std::vector<game::Action>& moves) const {
  moves.clear();
  for (std::uint64_t move = 0; move < kMoveCount; ++move)
    if (is_legal(history_, MoveBits(move))) moves.push_back({move});
}

void ThreeCardsState::apply(game::Action move) {
  assert(move.bits < kMoveCount && is_legal(history_, MoveBits(move.bits)));
  history_ += kMoveLetters[move.bits];
}

std::string ThreeCardsState::notation() const {
  std::string text;
  for (const Card card : deal_) text += letter_of(card);
  return text + ' ' + (history_.empty() ? std::string(kNoHistory) : history_);
}

game::Picture ThreeCardsState::picture() const {
  game::Picture p;
  p.looks = {{"J", "#ffffff", "#1d1d1d", "jack"},
             {"Q", "#ffffff", "#1d1d1d", "queen"},
             {"K", "#ffffff", "#1d1d1d", "king"}};
  p.board = game::Box{0, 0, kCardCount - 1, 0};
  for (int place = 0; place < kCardCount; ++place)
    p.pieces.push_back({{place, 0}, int(deal_[std::size_t(place)])});
  p.counters = {{"to move", to_move() == game::kNoSeat ? "-" : std::to_string(to_move())},
                {"history", history_.empty() ? "-" : history_}};
  return p;
}

std::string ThreeCardsState::observation(game::Seat seat) const {
  std::string text(2, kUnseen);
  if (seat == kFirstSeat || seat == kSecondSeat)
    text[std::size_t(seat)] = letter_of(deal_[std::size_t(seat)]);
  return text + ' ' + (history_.empty() ? std::string(kNoHistory) : history_);
}

std::string ThreeCardsState::move_text(game::Action move) const {
  return move.bits < kMoveCount ? std::string(kMoveNames[move.bits]) : "?";
}

Expected<game::Action, game::MoveError> ThreeCardsState::parse_move(std::string_view text) const {
  const auto* found = std::find(std::begin(kMoveNames), std::end(kMoveNames), text);
  if (found == std::end(kMoveNames))
    return Unexpected{
        game::MoveError{quoted(text) + " is not a move (check, bet, call or fold)", true}};
  const auto move = MoveBits(found - std::begin(kMoveNames));
  if (!is_legal(history_, move))
    return Unexpected{game::MoveError{illegal_reason(history_, move), false}};
  return game::Action{move};
}

std::optional<game::MoveDescription> ThreeCardsState::describe_move(std::string_view text) const {
  if (std::find(std::begin(kMoveNames), std::end(kMoveNames), text) == std::end(kMoveNames))
    return std::nullopt;
  return game::move_without_path("", std::string(text));
}

int ThreeCardsState::first_chips() const {
  assert(is_finished(history_));
  if (history_.back() == 'f') {
    // The folder forfeits its ante (and nothing more: the bet it refused
    // goes back to the bettor).
    const game::Seat folder = mover_of(history_.substr(0, history_.size() - 1));
    return folder == kFirstSeat ? -1 : 1;
  }
  const int stake = history_.find('b') != std::string::npos ? 2 : 1;
  return deal_[kFirstPlace] > deal_[kSecondPlace] ? stake : -stake;
}

std::string ThreeCardsState::result() const {
  if (!is_finished(history_)) return "ongoing";
  return first_chips() > 0 ? "first-wins" : "second-wins";
}

std::string ThreeCardsState::termination() const {
  if (!is_finished(history_)) return "ongoing";
  return history_.back() == 'f' ? "fold" : "showdown";
}

std::vector<double> ThreeCardsState::returns() const {
  if (!is_finished(history_)) return {0.5, 0.5};
  const int chips = first_chips();
  return {(chips + 2) / 4.0, (2 - chips) / 4.0};
}

// ---- ThreeCardsGame ---------------------------------------------------

Expected<std::unique_ptr<game::Game>, std::string> ThreeCardsGame::make(
    const game::ParameterValues& values) {
  auto all = game::resolve_parameters(three_cards_info(), values);
  if (!all) return Unexpected{all.error()};
  return std::unique_ptr<game::Game>(new ThreeCardsGame(std::move(*all)));
}

std::unique_ptr<game::State> ThreeCardsGame::start(std::uint64_t seed) const {
  return std::make_unique<ThreeCardsState>(self(), deal_of_seed(seed), "");
}

Expected<std::unique_ptr<game::State>, game::NotationError> ThreeCardsGame::parse(
    std::string_view text) const {
  const auto fields = split_fields(text, "'<cards> <history>', e.g. 'KQJ cb'");
  if (!fields) return Unexpected{fields.error()};
  const auto [cards_text, history_text] = *fields;

  if (cards_text.size() != std::size_t(kCardCount))
    return refuse("cards", quoted(cards_text) +
                               " is not three cards (first, second, "
                               "hidden), e.g. 'KQJ'");
  Deal deal{};
  for (int place = 0; place < kCardCount; ++place) {
    const char c = cards_text[std::size_t(place)];
    const std::size_t card = kCardLetters.find(c);
    if (card == std::string_view::npos)
      return refuse("cards", quoted(std::string(1, c)) + " is not a card (J, Q or K)");
    if (cards_text.find(c) != std::size_t(place))
      return refuse("cards", quoted(cards_text) + " deals " + std::string(1, c) + " twice");
    deal[std::size_t(place)] = Card(card);
  }

  auto history = parse_history(history_text);
  if (!history) return refuse("history", history.error());
  return std::unique_ptr<game::State>(
      std::make_unique<ThreeCardsState>(self(), deal, std::move(*history)));
}

Expected<std::unique_ptr<game::State>, game::NotationError> ThreeCardsGame::sample(
    std::string_view observation, game::Seat seat, std::uint64_t seed) const {
  const auto fields =
      split_fields(observation, "'<first card><second card> <history>', e.g. 'K? cb'");
  if (!fields) return Unexpected{fields.error()};
  const auto [cards_text, history_text] = *fields;

  if (cards_text.size() != 2)
    return refuse("cards", quoted(cards_text) +
                               " is not the two seats' cards, e.g. 'K?' (the hidden card is "
                               "never seen)");
  // Which places the observation shows, and which cards no one here sees.
  std::array<bool, kCardCount> shown{};
  std::array<bool, kCardCount> seen{};  // by Card
  Deal deal{};
  for (int place = 0; place < 2; ++place) {
    const char c = cards_text[std::size_t(place)];
    const bool own = place == seat;
    if (c == kUnseen) {
      if (own)
        return refuse("cards", quoted(cards_text) + " hides the card of seat " +
                                   three_cards_info().seats[std::size_t(seat)].name);
      continue;
    }
    const std::size_t card = kCardLetters.find(c);
    if (card == std::string_view::npos)
      return refuse("cards", quoted(std::string(1, c)) + " is not a card (J, Q or K) or ?");
    if (!own)
      return refuse("cards", quoted(cards_text) + " shows a card that seat " +
                                 (seat == kFirstSeat || seat == kSecondSeat
                                      ? three_cards_info().seats[std::size_t(seat)].name
                                      : std::to_string(seat)) +
                                 " does not see");
    shown[std::size_t(place)] = true;
    seen[card] = true;
    deal[std::size_t(place)] = Card(card);
  }
  auto history = parse_history(history_text);
  if (!history) return refuse("history", history.error());

  std::array<Card, kCardCount> unseen{};
  int unseen_count = 0;
  for (int card = 0; card < kCardCount; ++card)
    if (!seen[std::size_t(card)]) unseen[std::size_t(unseen_count++)] = Card(card);
  SplitMix64 random(seed);
  shuffle(unseen.data(), unseen_count, random);
  int next = 0;
  for (int place = 0; place < kCardCount; ++place)
    if (!shown[std::size_t(place)]) deal[std::size_t(place)] = unseen[std::size_t(next++)];
  return std::unique_ptr<game::State>(
      std::make_unique<ThreeCardsState>(self(), deal, std::move(*history)));
}

MINNAAR_REGISTER_GAME(three_cards_info(), ThreeCardsGame::make);

}  // namespace minnaar::three_cards
