// Take-away through the game interface only, as the command line and the
// players see it: registration, parameters, the start state, moves,
// notation and its refusals, and the results of finished games.
#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/game.h"
#include "verify/games/take_away/take_away.h"

namespace minnaar::take_away {
namespace {

std::shared_ptr<const game::Game> load_take_away(const game::ParameterValues& values = {}) {
  auto loaded = game::load("take-away", values);
  if (!loaded) throw std::runtime_error(loaded.error());
  return *loaded;
}

std::unique_ptr<game::State> parse(const game::Game& g, std::string_view text) {
  auto state = g.parse(text);
  if (!state) throw std::runtime_error(state.error().message());
  return std::move(*state);
}

// The field a refused notation names, or "accepted".
std::string refused_field(std::string_view text) {
  const auto state = load_take_away()->parse(text);
  return state ? "accepted" : state.error().field;
}

std::vector<std::string> legal_texts(const game::State& state) {
  std::vector<game::Action> moves;
  state.legal_moves(moves);
  std::vector<std::string> texts;
  for (const game::Action m : moves) texts.push_back(state.move_text(m));
  return texts;
}

// Whether the seat to move wins with best play, searched through the
// interface alone.
bool mover_wins(const game::State& state) {
  const game::Seat mover = state.to_move();
  std::vector<game::Action> moves;
  state.legal_moves(moves);
  for (const game::Action m : moves) {
    auto child = state.clone();
    child->apply(m);
    if (child->is_over() ? child->returns()[std::size_t(mover)] == 1 : !mover_wins(*child))
      return true;
  }
  return false;
}

TEST(TakeAway, IsRegisteredWithTwoSeatsEachItsOwnTeam) {
  const auto g = load_take_away();
  const game::GameInfo& info = g->info();
  EXPECT_EQ(info.name, "take-away");
  EXPECT_FALSE(info.description.empty());
  EXPECT_EQ(info.description.find('\n'), std::string::npos);
  ASSERT_EQ(info.seats.size(), 2u);
  EXPECT_EQ(info.seats[0].name, "a");
  EXPECT_EQ(info.seats[0].team, 0);
  EXPECT_EQ(info.seats[1].name, "b");
  EXPECT_EQ(info.seats[1].team, 1);
  EXPECT_EQ(info.teams, (std::vector<std::string>{"a", "b"}));
  EXPECT_TRUE(info.perfect_information);
  EXPECT_FALSE(info.chance_at_setup);
  EXPECT_TRUE(info.constant_sum);
  ASSERT_EQ(info.parameters.size(), 1u);
  EXPECT_EQ(info.parameters[0].name, "stones");
  EXPECT_EQ(info.parameters[0].default_value, "15");
  EXPECT_EQ(g->parameters().at("stones"), "15");
  EXPECT_EQ(game::game_text(*g), "take-away");
}

TEST(TakeAway, StartsWithTheWholePileAndAToMove) {
  const auto state = load_take_away()->start();
  EXPECT_EQ(state->notation(), "15 a");
  EXPECT_EQ(state->to_move(), kSeatA);
  EXPECT_FALSE(state->is_over());
  EXPECT_EQ(state->result(), "ongoing");
  EXPECT_EQ(state->termination(), "ongoing");
  EXPECT_EQ(load_take_away({{"stones", "7"}})->start(99)->notation(), "7 a");
}

TEST(TakeAway, TheMoverTakesOneTwoOrThreeStonesButNeverMoreThanThePile) {
  const auto g = load_take_away();
  EXPECT_EQ(legal_texts(*g->start()), (std::vector<std::string>{"1", "2", "3"}));
  EXPECT_EQ(legal_texts(*parse(*g, "3 b")), (std::vector<std::string>{"1", "2", "3"}));
  EXPECT_EQ(legal_texts(*parse(*g, "2 b")), (std::vector<std::string>{"1", "2"}));
  EXPECT_EQ(legal_texts(*parse(*g, "1 a")), (std::vector<std::string>{"1"}));
  EXPECT_TRUE(legal_texts(*parse(*g, "0 a")).empty());
  EXPECT_FALSE(g->start()->forced_move());
  EXPECT_FALSE(g->start()->is_capture(game::Action{1}));
}

TEST(TakeAway, ApplyingAMoveTakesTheStonesAndPassesTheTurn) {
  auto state = load_take_away()->start();
  state->apply(game::Action{3});
  EXPECT_EQ(state->notation(), "12 b");
  EXPECT_EQ(state->to_move(), kSeatB);
  state->apply(game::Action{1});
  EXPECT_EQ(state->notation(), "11 a");
  EXPECT_EQ(state->to_move(), kSeatA);
}

TEST(TakeAway, TakingTheLastStoneWins) {
  auto state = load_take_away({{"stones", "5"}})->start();
  ASSERT_TRUE(state->play("3 2"));
  EXPECT_EQ(state->notation(), "0 a");
  EXPECT_TRUE(state->is_over());
  EXPECT_EQ(state->to_move(), game::kNoSeat);
  EXPECT_EQ(state->result(), "b-wins");
  EXPECT_EQ(state->termination(), "last-stone");
}

TEST(TakeAway, FinishedGamesReturnOneToTheWinnerAndZeroToTheLoser) {
  const auto g = load_take_away();
  const auto a_won = parse(*g, "0 b");
  EXPECT_EQ(a_won->result(), "a-wins");
  EXPECT_EQ(a_won->returns(), (std::vector<double>{1, 0}));
  const auto b_won = parse(*g, "0 a");
  EXPECT_EQ(b_won->result(), "b-wins");
  EXPECT_EQ(b_won->returns(), (std::vector<double>{0, 1}));
}

TEST(TakeAway, APileThatIsAMultipleOfFourIsLostForTheMover) {
  const auto g = load_take_away({{"stones", "12"}});
  for (int stones = 1; stones <= 12; ++stones)
    EXPECT_EQ(mover_wins(*parse(*g, std::to_string(stones) + " a")), stones % 4 != 0) << stones;
}

TEST(TakeAway, PerftCountsTheMovePaths) {
  const auto state = load_take_away({{"stones", "4"}})->start();
  EXPECT_EQ(state->perft(1), 3u);
  EXPECT_EQ(state->perft(2), 6u);  // 1+1 1+2 1+3 2+1 2+2 3+1
  EXPECT_EQ(state->perft(3), 4u);  // 1+1+1 1+1+2 1+2+1 2+1+1
  EXPECT_EQ(state->perft(3, 2), 4u);
}

TEST(TakeAway, NotationRoundTripsForEveryPileAndSide) {
  const auto g = load_take_away();
  for (int stones = 0; stones <= 15; ++stones)
    for (const char* side : {"a", "b"}) {
      const std::string text = std::to_string(stones) + " " + side;
      EXPECT_EQ(parse(*g, text)->notation(), text);
    }
}

TEST(TakeAway, ParsingRefusesBadTextNamingTheField) {
  EXPECT_EQ(refused_field("15 a"), "accepted");
  EXPECT_EQ(refused_field("0 b"), "accepted");
  EXPECT_EQ(refused_field(""), "notation");
  EXPECT_EQ(refused_field("15"), "notation");
  EXPECT_EQ(refused_field("15  a"), "notation");
  EXPECT_EQ(refused_field(" 15 a"), "notation");
  EXPECT_EQ(refused_field("15 a "), "notation");
  EXPECT_EQ(refused_field("15 a b"), "notation");
  EXPECT_EQ(refused_field("015 a"), "stones");
  EXPECT_EQ(refused_field("00 a"), "stones");
  EXPECT_EQ(refused_field("+5 a"), "stones");
  EXPECT_EQ(refused_field("-1 a"), "stones");
  EXPECT_EQ(refused_field("x a"), "stones");
  EXPECT_EQ(refused_field("16 a"), "stones");  // more than the pile starts with
  EXPECT_EQ(refused_field("99999999999999999999 a"), "stones");
  EXPECT_EQ(refused_field("15 c"), "side");
  EXPECT_EQ(refused_field("15 A"), "side");
  EXPECT_EQ(refused_field("15 ab"), "side");

  const auto refusal = load_take_away()->parse("015 a");
  ASSERT_FALSE(refusal);
  EXPECT_EQ(refusal.error().message(), "stones: '015' has a leading zero");
  const auto too_many = load_take_away()->parse("16 a");
  ASSERT_FALSE(too_many);
  EXPECT_EQ(too_many.error().message(),
            "stones: '16' is more than the 15 stones this game starts with");
  const auto side = load_take_away()->parse("15 c");
  ASSERT_FALSE(side);
  EXPECT_EQ(side.error().message(), "side: 'c' is not a or b");
}

TEST(TakeAway, MoveTextRoundTripsThroughParseMove) {
  const auto g = load_take_away();
  for (const char* text : {"15 a", "3 b", "2 a", "1 b"}) {
    const auto state = parse(*g, text);
    std::vector<game::Action> moves;
    state->legal_moves(moves);
    for (const game::Action m : moves) {
      const auto back = state->parse_move(state->move_text(m));
      ASSERT_TRUE(back) << back.error().reason;
      EXPECT_EQ(*back, m);
    }
  }
}

TEST(TakeAway, ParseMoveRefusesNonMovesAsUnknownAndIllegalMovesWithAReason) {
  const auto g = load_take_away();
  const auto start = g->start();
  for (const char* text : {"0", "4", "01", "12", "", "x", " 1", "take"}) {
    const auto move = start->parse_move(text);
    ASSERT_FALSE(move) << text;
    EXPECT_TRUE(move.error().unknown) << text;
    EXPECT_FALSE(move.error().reason.empty());
  }
  const auto two_left = parse(*g, "2 b")->parse_move("3");
  ASSERT_FALSE(two_left);
  EXPECT_FALSE(two_left.error().unknown);
  EXPECT_EQ(two_left.error().reason, "cannot take 3 stones from a pile of 2");
  const auto over = parse(*g, "0 a")->parse_move("1");
  ASSERT_FALSE(over);
  EXPECT_FALSE(over.error().unknown);
  EXPECT_EQ(over.error().reason, "the game is over");
}

TEST(TakeAway, PlayNamesTheBadMoveAndItsPly) {
  auto state = load_take_away({{"stones", "4"}})->start();
  const auto played = state->play("3 3");
  ASSERT_FALSE(played);
  EXPECT_EQ(played.error(), "illegal move '3' at ply 2: cannot take 3 stones from a pile of 1");
  const auto unknown = load_take_away()->start()->play("1 five");
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().rfind("unknown move 'five' at ply 2: ", 0), 0u) << unknown.error();
}

TEST(TakeAway, TheStonesParameterMustBeAWholeNumberFromOneToAThousand) {
  for (const char* bad :
       {"0", "1001", "015", "-1", "+5", "abc", "", "1.5", " 5", "1e3", "99999999999999999999"}) {
    const auto refused = game::load("take-away", {{"stones", bad}});
    ASSERT_FALSE(refused) << bad;
    EXPECT_EQ(refused.error(),
              "parameter 'stones': '" + std::string(bad) + "' is not a whole number in 1..1000");
  }
  EXPECT_EQ(load_take_away({{"stones", "1"}})->start()->notation(), "1 a");
  EXPECT_EQ(load_take_away({{"stones", "1000"}})->start()->notation(), "1000 a");
}

TEST(TakeAway, NonDefaultParametersRoundTripThroughTheGameText) {
  const auto g = load_take_away({{"stones", "7"}});
  EXPECT_EQ(game::game_text(*g), "take-away(stones=7)");
  const auto again = game::load_text(game::game_text(*g));
  ASSERT_TRUE(again) << again.error();
  EXPECT_EQ((*again)->start()->notation(), "7 a");
}

TEST(TakeAway, UnknownParametersAreRefusedWithTheValidOnesListed) {
  const auto refused = game::load("take-away", {{"pile", "5"}});
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().find("'pile'"), std::string::npos) << refused.error();
  EXPECT_NE(refused.error().find("valid: stones"), std::string::npos) << refused.error();
}

TEST(TakeAway, StatesKeepTheirGameAlive) {
  auto g = load_take_away({{"stones", "9"}});
  auto state = g->start();
  g.reset();
  EXPECT_EQ(state->game().name(), "take-away");
  EXPECT_EQ(state->game().parameters().at("stones"), "9");
  const auto copy = state->clone();
  state.reset();
  EXPECT_EQ(copy->notation(), "9 a");
  EXPECT_EQ(copy->game().seat_count(), 2);
}

TEST(TakeAway, EqualStatesHashEquallyAndClonesAreIndependent) {
  const auto g = load_take_away();
  auto state = g->start();
  auto copy = state->clone();
  EXPECT_EQ(state->hash(), copy->hash());
  copy->apply(game::Action{2});
  EXPECT_EQ(state->notation(), "15 a");
  EXPECT_NE(state->hash(), copy->hash());
  EXPECT_EQ(parse(*g, "13 b")->hash(), copy->hash());
}

}  // namespace
}  // namespace minnaar::take_away
