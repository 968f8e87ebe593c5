// Three cards (Kuhn poker) through the game interface only: registration,
// the seeded deal, moves, notation and its refusals, the returns of every
// finished game, and what a seat may see: its observation and the samples
// drawn from it.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <stdexcept>

#include "engine/game.h"
#include "engine/random.h"
#include "verify/games/three_cards/three_cards.h"

namespace minnaar::three_cards {
namespace {

// Every deal (first, second, hidden) and every history the rules allow,
// finished ones last.
const std::vector<std::string> kDeals = {"JQK", "JKQ", "QJK", "QKJ", "KJQ", "KQJ"};
const std::vector<std::string> kHistories = {"-", "c", "b", "cb", "cc", "bl", "bf", "cbl", "cbf"};

std::shared_ptr<const game::Game> load_three_cards() {
  auto loaded = game::load("three-cards");
  if (!loaded) throw std::runtime_error(loaded.error());
  return *loaded;
}

std::unique_ptr<game::State> parse(const game::Game& g, std::string_view text) {
  auto state = g.parse(text);
  if (!state) throw std::runtime_error(state.error().message());
  return std::move(*state);
}

std::unique_ptr<game::State> sample(const game::Game& g, std::string_view observation,
                                    game::Seat seat, std::uint64_t seed) {
  auto state = g.sample(observation, seat, seed);
  if (!state) throw std::runtime_error(state.error().message());
  return std::move(*state);
}

// The field a refused notation names, or "accepted".
std::string refused_field(std::string_view text) {
  const auto state = load_three_cards()->parse(text);
  return state ? "accepted" : state.error().field;
}
std::string refused_sample_field(std::string_view observation, game::Seat seat) {
  const auto state = load_three_cards()->sample(observation, seat, 1);
  return state ? "accepted" : state.error().field;
}

std::vector<game::Action> legal_moves(const game::State& state) {
  std::vector<game::Action> moves;
  state.legal_moves(moves);
  return moves;
}
std::vector<std::string> legal_texts(const game::State& state) {
  std::vector<std::string> texts;
  for (const game::Action m : legal_moves(state)) texts.push_back(state.move_text(m));
  return texts;
}

// The cards of a state's notation: first, second, hidden.
std::string cards_of(const game::State& state) { return state.notation().substr(0, 3); }

TEST(ThreeCards, IsRegisteredAsAHiddenInformationGameWithChanceAtSetup) {
  const auto g = load_three_cards();
  const game::GameInfo& info = g->info();
  EXPECT_EQ(info.name, "three-cards");
  EXPECT_FALSE(info.description.empty());
  EXPECT_EQ(info.description.find('\n'), std::string::npos);
  ASSERT_EQ(info.seats.size(), 2u);
  EXPECT_EQ(info.seats[0].name, "first");
  EXPECT_EQ(info.seats[0].team, 0);
  EXPECT_EQ(info.seats[1].name, "second");
  EXPECT_EQ(info.seats[1].team, 1);
  EXPECT_EQ(info.teams, (std::vector<std::string>{"first", "second"}));
  EXPECT_FALSE(info.perfect_information);
  EXPECT_TRUE(info.chance_at_setup);
  EXPECT_TRUE(info.constant_sum);
  EXPECT_TRUE(info.parameters.empty());
  EXPECT_EQ(game::game_text(*g), "three-cards");
}

TEST(ThreeCards, UnknownParametersAreRefused) {
  const auto refused = game::load("three-cards", {{"deck", "5"}});
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().find("'deck'"), std::string::npos) << refused.error();
  EXPECT_NE(refused.error().find("valid: none"), std::string::npos) << refused.error();
}

TEST(ThreeCards, StartsWithFirstToMoveAndNoMoves) {
  const auto state = load_three_cards()->start(7);
  EXPECT_EQ(state->notation(), "QKJ -");
  EXPECT_EQ(state->to_move(), kFirstSeat);
  EXPECT_EQ(state->result(), "ongoing");
  EXPECT_EQ(state->termination(), "ongoing");
  EXPECT_EQ(state->returns(), (std::vector<double>{0.5, 0.5}));
}

TEST(ThreeCards, TheSameSeedGivesTheSameDeal) {
  const auto g = load_three_cards();
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    EXPECT_EQ(g->start(seed)->notation(), g->start(seed)->notation());
    EXPECT_EQ(g->start(seed)->notation(), load_three_cards()->start(seed)->notation());
  }
}

TEST(ThreeCards, DifferentSeedsGiveAllSixDealsAboutEquallyOften) {
  const auto g = load_three_cards();
  std::map<std::string, int> count;
  constexpr int kSeeds = 6000;
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) ++count[cards_of(*g->start(seed))];
  ASSERT_EQ(count.size(), 6u);
  for (const std::string& deal : kDeals) {
    EXPECT_GT(count[deal], kSeeds / 6 * 8 / 10) << deal;
    EXPECT_LT(count[deal], kSeeds / 6 * 12 / 10) << deal;
  }
}

TEST(ThreeCards, TheDealIsTheDocumentedFisherYatesShuffle) {
  const auto g = load_three_cards();
  for (std::uint64_t seed = 0; seed < 100; ++seed) {
    std::string deck = "JQK";
    SplitMix64 random(seed);
    for (int i = 3; i > 1; --i) std::swap(deck[std::size_t(i - 1)], deck[random.below(i)]);
    EXPECT_EQ(cards_of(*g->start(seed)), deck) << seed;
  }
}

TEST(ThreeCards, FirstChecksOrBetsAndABetIsCalledOrFolded) {
  const auto g = load_three_cards();
  const std::vector<std::string> open = {"check", "bet"}, facing = {"call", "fold"};
  EXPECT_EQ(legal_texts(*parse(*g, "KQJ -")), open);
  EXPECT_EQ(legal_texts(*parse(*g, "KQJ c")), open);
  EXPECT_EQ(legal_texts(*parse(*g, "KQJ b")), facing);
  EXPECT_EQ(legal_texts(*parse(*g, "KQJ cb")), facing);
  for (const char* over : {"KQJ cc", "KQJ bl", "KQJ bf", "KQJ cbl", "KQJ cbf"})
    EXPECT_TRUE(legal_texts(*parse(*g, over)).empty()) << over;
  EXPECT_FALSE(parse(*g, "KQJ -")->forced_move());
  EXPECT_FALSE(parse(*g, "KQJ -")->is_capture(game::Action{kBet}));
}

TEST(ThreeCards, ActionBitsNameTheSameMoveInEveryState) {
  const auto g = load_three_cards();
  const std::map<std::uint64_t, std::string> names = {
      {kCheck, "check"}, {kBet, "bet"}, {kCall, "call"}, {kFold, "fold"}};
  for (const std::string& deal : kDeals)
    for (const std::string& history : kHistories) {
      const auto state = parse(*g, deal + " " + history);
      for (const game::Action m : legal_moves(*state))
        EXPECT_EQ(state->move_text(m), names.at(m.bits)) << state->notation();
    }
}

TEST(ThreeCards, PlayersAlternateAndMovesExtendTheHistory) {
  auto state = load_three_cards()->start(7);
  state->apply(game::Action{kCheck});
  EXPECT_EQ(state->notation(), "QKJ c");
  EXPECT_EQ(state->to_move(), kSecondSeat);
  state->apply(game::Action{kBet});
  EXPECT_EQ(state->notation(), "QKJ cb");
  EXPECT_EQ(state->to_move(), kFirstSeat);
  state->apply(game::Action{kFold});
  EXPECT_EQ(state->notation(), "QKJ cbf");
  EXPECT_EQ(state->to_move(), game::kNoSeat);
  EXPECT_TRUE(state->is_over());
}

TEST(ThreeCards, TheHigherCardWinsTheShowdownAndAFoldLosesTheAnte) {
  const auto g = load_three_cards();
  struct Case {
    const char* notation;
    const char* result;
    const char* termination;
    std::vector<double> returns;
  };
  const Case cases[] = {
      {"KQJ cc", "first-wins", "showdown", {0.75, 0.25}},   // +1
      {"KQJ bl", "first-wins", "showdown", {1, 0}},         // +2
      {"KQJ cbl", "first-wins", "showdown", {1, 0}},        // +2
      {"KQJ bf", "first-wins", "fold", {0.75, 0.25}},       // second folds: +1
      {"KQJ cbf", "second-wins", "fold", {0.25, 0.75}},     // first folds: -1
      {"JQK cc", "second-wins", "showdown", {0.25, 0.75}},  // -1
      {"JQK bl", "second-wins", "showdown", {0, 1}},        // -2
      {"JQK cbl", "second-wins", "showdown", {0, 1}},       // -2
      {"JQK bf", "first-wins", "fold", {0.75, 0.25}},       // a bluff that worked
  };
  for (const Case& c : cases) {
    const auto state = parse(*g, c.notation);
    EXPECT_EQ(state->result(), c.result) << c.notation;
    EXPECT_EQ(state->termination(), c.termination) << c.notation;
    EXPECT_EQ(state->returns(), c.returns) << c.notation;
  }
  auto played = g->start(7);  // "QKJ -"
  ASSERT_TRUE(played->play("bet call"));
  EXPECT_EQ(played->notation(), "QKJ bl");
  EXPECT_EQ(played->returns(), (std::vector<double>{0, 1}));
}

TEST(ThreeCards, ReturnsOfEveryFinishedGameAreInZeroToOneAndAddUpToOne) {
  const auto g = load_three_cards();
  for (const std::string& deal : kDeals)
    for (const std::string& history : kHistories) {
      const auto state = parse(*g, deal + " " + history);
      if (!state->is_over()) continue;
      const std::vector<double> r = state->returns();
      ASSERT_EQ(r.size(), 2u);
      EXPECT_GE(r[0], 0);
      EXPECT_LE(r[0], 1);
      EXPECT_DOUBLE_EQ(r[0] + r[1], 1) << state->notation();
      EXPECT_EQ(state->result(), r[0] > r[1] ? "first-wins" : "second-wins");
    }
}

TEST(ThreeCards, PerftCountsTheMovePaths) {
  const auto state = load_three_cards()->start(3);
  EXPECT_EQ(state->perft(1), 2u);  // c b
  EXPECT_EQ(state->perft(2), 4u);  // cc cb bl bf
  EXPECT_EQ(state->perft(3), 2u);  // cbl cbf
  EXPECT_EQ(state->perft(4), 0u);
}

TEST(ThreeCards, NotationRoundTripsForEveryDealAndHistory) {
  const auto g = load_three_cards();
  for (const std::string& deal : kDeals)
    for (const std::string& history : kHistories) {
      const std::string text = deal + " " + history;
      EXPECT_EQ(parse(*g, text)->notation(), text);
    }
}

TEST(ThreeCards, ParsingRefusesBadTextNamingTheField) {
  EXPECT_EQ(refused_field("KQJ cb"), "accepted");
  EXPECT_EQ(refused_field(""), "notation");
  EXPECT_EQ(refused_field("KQJ"), "notation");
  EXPECT_EQ(refused_field("KQJ "), "notation");
  EXPECT_EQ(refused_field("KQJ  -"), "notation");
  EXPECT_EQ(refused_field("KQJ - c"), "notation");
  EXPECT_EQ(refused_field("KQ -"), "cards");
  EXPECT_EQ(refused_field("KQJJ -"), "cards");
  EXPECT_EQ(refused_field("KQX -"), "cards");
  EXPECT_EQ(refused_field("kqj -"), "cards");
  EXPECT_EQ(refused_field("K?J -"), "cards");
  EXPECT_EQ(refused_field("KKJ -"), "cards");
  EXPECT_EQ(refused_field("KQJ x"), "history");
  EXPECT_EQ(refused_field("KQJ --"), "history");
  EXPECT_EQ(refused_field("KQJ -c"), "history");
  EXPECT_EQ(refused_field("KQJ l"), "history");    // no bet to call
  EXPECT_EQ(refused_field("KQJ f"), "history");    // no bet to fold
  EXPECT_EQ(refused_field("KQJ bc"), "history");   // a bet is called or folded
  EXPECT_EQ(refused_field("KQJ ccb"), "history");  // the game is over
  EXPECT_EQ(refused_field("KQJ bff"), "history");

  const auto twice = load_three_cards()->parse("KKJ -");
  ASSERT_FALSE(twice);
  EXPECT_EQ(twice.error().message(), "cards: 'KKJ' deals K twice");
  const auto call = load_three_cards()->parse("KQJ cl");
  ASSERT_FALSE(call);
  EXPECT_EQ(call.error().message(),
            "history: 'cl': call after 'c': there is no bet to call (legal: check, bet)");
  const auto over = load_three_cards()->parse("KQJ ccb");
  ASSERT_FALSE(over);
  EXPECT_EQ(over.error().message(), "history: 'ccb': bet after 'cc': the game is over");
}

TEST(ThreeCards, MoveTextRoundTripsThroughParseMove) {
  const auto g = load_three_cards();
  for (const std::string& history : kHistories) {
    const auto state = parse(*g, "JQK " + history);
    for (const game::Action m : legal_moves(*state)) {
      const auto back = state->parse_move(state->move_text(m));
      ASSERT_TRUE(back) << back.error().reason;
      EXPECT_EQ(*back, m);
    }
  }
}

TEST(ThreeCards, ParseMoveRefusesNonMovesAsUnknownAndIllegalMovesWithAReason) {
  const auto g = load_three_cards();
  const auto start = g->start(1);
  for (const char* text : {"", "c", "raise", "Check", "check ", "pass"}) {
    const auto move = start->parse_move(text);
    ASSERT_FALSE(move) << text;
    EXPECT_TRUE(move.error().unknown) << text;
    EXPECT_FALSE(move.error().reason.empty());
  }
  struct Case {
    const char* notation;
    const char* move;
    const char* reason;
  };
  const Case cases[] = {
      {"KQJ -", "call", "there is no bet to call (legal: check, bet)"},
      {"KQJ c", "fold", "there is no bet to fold (legal: check, bet)"},
      {"KQJ b", "check", "a bet is to be called or folded (legal: call, fold)"},
      {"KQJ cb", "bet", "a bet is to be called or folded (legal: call, fold)"},
      {"KQJ cc", "check", "the game is over"},
      {"KQJ bf", "call", "the game is over"},
  };
  for (const Case& c : cases) {
    const auto move = parse(*g, c.notation)->parse_move(c.move);
    ASSERT_FALSE(move) << c.notation << " " << c.move;
    EXPECT_FALSE(move.error().unknown);
    EXPECT_EQ(move.error().reason, c.reason);
  }
  const auto played = g->start(1)->play("check call");
  ASSERT_FALSE(played);
  EXPECT_EQ(played.error(),
            "illegal move 'call' at ply 2: there is no bet to call (legal: check, bet)");
}

TEST(ThreeCards, AnObservationShowsOnlyTheSeatsOwnCardAndTheHistory) {
  const auto g = load_three_cards();
  const auto state = parse(*g, "KQJ cb");
  EXPECT_EQ(state->observation(kFirstSeat), "K? cb");
  EXPECT_EQ(state->observation(kSecondSeat), "?Q cb");
  EXPECT_EQ(state->observation(game::kNoSeat), "?? cb");
  EXPECT_EQ(parse(*g, "KQJ -")->observation(kFirstSeat), "K? -");
  // Not even a showdown shows the other card.
  EXPECT_EQ(parse(*g, "KQJ cbl")->observation(kFirstSeat), "K? cbl");

  for (const std::string& deal : kDeals)
    for (const std::string& history : kHistories) {
      const auto s = parse(*g, deal + " " + history);
      const std::string first = s->observation(kFirstSeat);
      const std::string second = s->observation(kSecondSeat);
      EXPECT_EQ(first, (std::string{deal[0], '?', ' '} + history));
      EXPECT_EQ(second, (std::string{'?', deal[1], ' '} + history));
      for (const char unseen : {deal[1], deal[2]})
        EXPECT_EQ(first.find(unseen), std::string::npos) << first;
      for (const char unseen : {deal[0], deal[2]})
        EXPECT_EQ(second.find(unseen), std::string::npos) << second;
    }
}

TEST(ThreeCards, DealsThatDifferOnlyInWhatASeatCannotSeeLookTheSameToIt) {
  const auto g = load_three_cards();
  EXPECT_EQ(parse(*g, "KQJ b")->observation(kFirstSeat),
            parse(*g, "KJQ b")->observation(kFirstSeat));
  EXPECT_EQ(parse(*g, "KQJ b")->observation(kSecondSeat),
            parse(*g, "JQK b")->observation(kSecondSeat));
  EXPECT_NE(parse(*g, "KQJ b")->observation(kSecondSeat),
            parse(*g, "KJQ b")->observation(kSecondSeat));
}

TEST(ThreeCards, ASampleIsConsistentWithTheObservation) {
  const auto g = load_three_cards();
  for (const std::string& deal : kDeals)
    for (const std::string& history : kHistories) {
      const auto real = parse(*g, deal + " " + history);
      for (const game::Seat seat : {kFirstSeat, kSecondSeat, game::kNoSeat})
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
          const std::string seen = real->observation(seat);
          const auto sampled = sample(*g, seen, seat, seed);
          EXPECT_EQ(sampled->observation(seat), seen) << seen << " seed " << seed;
          EXPECT_EQ(sampled->to_move(), real->to_move());
          EXPECT_EQ(legal_moves(*sampled), legal_moves(*real)) << seen;
          EXPECT_EQ(legal_texts(*sampled), legal_texts(*real)) << seen;
          // An action chosen on the sample plays on the real state.
          for (const game::Action m : legal_moves(*sampled)) {
            auto next = real->clone();
            next->apply(m);
            auto next_sample = sampled->clone();
            next_sample->apply(m);
            EXPECT_EQ(next->observation(seat), next_sample->observation(seat));
          }
        }
    }
}

TEST(ThreeCards, ASampleDrawsTheUnseenCardsUniformlyAndRevealsNothing) {
  const auto g = load_three_cards();
  constexpr int kSeeds = 2000;
  // First holds K: second's card is Q or J, as often as each other, and
  // the hidden card is the other one.
  std::map<std::string, int> first_view, second_view, spectator_view;
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    ++first_view[cards_of(*sample(*g, "K? cb", kFirstSeat, seed))];
    ++second_view[cards_of(*sample(*g, "?J -", kSecondSeat, seed))];
    ++spectator_view[cards_of(*sample(*g, "?? b", game::kNoSeat, seed))];
  }
  ASSERT_EQ(first_view.size(), 2u);
  for (const char* deal : {"KQJ", "KJQ"}) {
    EXPECT_GT(first_view[deal], kSeeds / 2 * 9 / 10) << deal;
    EXPECT_LT(first_view[deal], kSeeds / 2 * 11 / 10) << deal;
  }
  ASSERT_EQ(second_view.size(), 2u);
  for (const char* deal : {"QJK", "KJQ"}) {
    EXPECT_GT(second_view[deal], kSeeds / 2 * 9 / 10) << deal;
    EXPECT_LT(second_view[deal], kSeeds / 2 * 11 / 10) << deal;
  }
  EXPECT_EQ(spectator_view.size(), 6u);

  // The samples depend on the observation and the seed alone: two real
  // deals that a seat cannot tell apart give it the same samples.
  const auto one = parse(*g, "KQJ c"), other = parse(*g, "KJQ c");
  for (std::uint64_t seed = 0; seed < 50; ++seed)
    EXPECT_EQ(sample(*g, one->observation(kFirstSeat), kFirstSeat, seed)->notation(),
              sample(*g, other->observation(kFirstSeat), kFirstSeat, seed)->notation());
}

TEST(ThreeCards, SampleRefusesObservationsTheSeatCannotHaveNamingTheField) {
  EXPECT_EQ(refused_sample_field("K? cb", kFirstSeat), "accepted");
  EXPECT_EQ(refused_sample_field("?Q cb", kSecondSeat), "accepted");
  EXPECT_EQ(refused_sample_field("?? cb", game::kNoSeat), "accepted");
  EXPECT_EQ(refused_sample_field("K?", kFirstSeat), "notation");
  EXPECT_EQ(refused_sample_field("K?  -", kFirstSeat), "notation");
  EXPECT_EQ(refused_sample_field("KQJ -", kFirstSeat), "cards");  // a full state
  EXPECT_EQ(refused_sample_field("KQ -", kFirstSeat), "cards");   // shows second's card
  EXPECT_EQ(refused_sample_field("?Q -", kFirstSeat), "cards");   // hides first's own
  EXPECT_EQ(refused_sample_field("K? -", kSecondSeat), "cards");
  EXPECT_EQ(refused_sample_field("K? -", game::kNoSeat), "cards");
  EXPECT_EQ(refused_sample_field("X? -", kFirstSeat), "cards");
  EXPECT_EQ(refused_sample_field("K? x", kFirstSeat), "history");
  EXPECT_EQ(refused_sample_field("K? ccb", kFirstSeat), "history");

  const auto shows = load_three_cards()->sample("KQ -", kFirstSeat, 1);
  ASSERT_FALSE(shows);
  EXPECT_EQ(shows.error().message(), "cards: 'KQ' shows a card that seat first does not see");
}

TEST(ThreeCards, StatesKeepTheirGameAlive) {
  auto g = load_three_cards();
  auto state = g->start(5);
  auto sampled = sample(*g, state->observation(kFirstSeat), kFirstSeat, 9);
  g.reset();
  EXPECT_EQ(state->game().name(), "three-cards");
  EXPECT_EQ(sampled->game().name(), "three-cards");
  const auto copy = state->clone();
  state.reset();
  EXPECT_EQ(copy->game().seat_count(), 2);
  EXPECT_EQ(legal_moves(*copy).size(), 2u);
}

TEST(ThreeCards, ClonesAreIndependent) {
  const auto state = load_three_cards()->start(3);
  auto copy = state->clone();
  EXPECT_EQ(copy->hash(), state->hash());
  copy->apply(game::Action{kBet});
  EXPECT_EQ(state->notation(), "KQJ -");
  EXPECT_EQ(copy->notation(), "KQJ b");
  EXPECT_NE(copy->hash(), state->hash());
}

}  // namespace
}  // namespace minnaar::three_cards
