// Tests of the one textual interface to the models (text_model.h), run for
// each rule set through make_text_model only. The perft numbers are those of
// fixtures/minnaar/perft_start.tsv and fixtures/playtest/perft_start.tsv, and
// for Sovereign Chess and Schachen those of their SPECs' §7; the other expectations were
// worked out by hand from the rules texts.
#include "verify/model/text_model.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace minnaar::model {
namespace {

using Moves = std::vector<std::string>;

// A refusal: an MFEN and the field its error must name.
struct Refusal {
  std::string mfen;
  std::string field;
};

// What each rule set's model must show through the interface.
struct RuleSetCase {
  std::string name;
  std::string start;
  Moves start_moves;  // the first few legal moves from the start, in byte order
  std::size_t start_move_count;
  std::vector<std::uint64_t> perft;  // depths 1, 2, 3 from the start
  // A position one move from the end, that move, the result and the MFEN after.
  std::string before_end;
  std::string last_move;
  std::string result;
  std::string after_end;
  std::vector<Refusal> refusals;
};

const std::vector<RuleSetCase>& cases() {
  static const std::vector<RuleSetCase> kCases = {
      {"minnaar",
       "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1",
       {"a1a2", "a1a3", "a1a4"},
       60,
       {60, 2316, 134712},
       "p7/8/8/8/8/8/8/P2k4 s 5 0 3",
       "a1d1",
       "alliance-wins",
       "p7/8/8/8/8/8/8/3P4 w 0 0 3",
       {{"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0", "MFEN"},
        {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP  s 0 0 1", "MFEN"},
        {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPx s 0 0 1", "board"},
        {"pppppppp/8/44/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1", "board"},
        {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP q 0 0 1", "side"},
        {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 81 0 1", "tally"},
        {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 3 4 1", "passes"},
        {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 01", "round"}}},
      {"playtest-standard",
       "pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1",
       {"e2e3", "e2e4"},
       2,
       {2, 4, 101},
       "7p/8/3P4/8/8/8/8/7P w - 1 0 7 0 4",
       "d6d8",
       "white-sovereignty",
       "7p/8/8/8/8/8/8/7P b - 2 0 0 0 4",
       {{"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0", "MFEN"},
        {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPPP w WB 0 0 0 0 1", "board"},
        {"Ppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPP1 w WB 0 0 0 0 1", "board"},
        {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP s WB 0 0 0 0 1", "side"},
        {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w BW 0 0 0 0 1", "first"},
        {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 1 0 0 0 1", "white-passages"},
        {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 9 0 0 1", "black-passages"},
        {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 101 0 1", "quiet"},
        {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 5 3 1", "passes"},
        {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 0", "move"}}},
      {"playtest-contemplative",
       "pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1",
       {"e2e3", "e2e4"},
       2,
       {2, 4, 81},
       // Black has its one passage; White's completes the pair (a Sovereign
       // moves at most two squares here, d6 to d8).
       "7p/8/3P4/8/8/8/8/7P w - 0 1 7 0 4",
       "d6d8",
       "mutual-sovereignty",
       "7p/8/8/8/8/8/8/7P b - 1 1 0 0 4",
       {{"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1 1", "MFEN"},
        {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 x", "move"},
        {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w - 0 0 100 1 1", "accepted"}}},
      {"sovereign",
       "aqabvrvnbrbnbbbqbkbbbnbrynyrsbsq/aranvpvpbpbpbpbpbpbpbpbpypypsnsr/nbnp12opob/"
       "nqnp12opoq/crcp12rprr/cncp12rprn/gbgp12pppb/gqgp12pppq/yqyp12vpvq/ybyp12vpvb/"
       "onop12npnn/orop12npnr/rqrp12cpcq/rbrp12cpcb/srsnppppwpwpwpwpwpwpwpwpgpgpanar/"
       "sqsbprpnwrwnwbwqwkwbwnwrgngrabaq w w b CELNceln 1",
       {"e2e3", "e2e4", "f1e3"},
       20,
       {20, 400, 9940},
       // The black queen comes down the b-file to b2, guarded by its king on
       // c3: the white king on a1 is mated. The move number goes up after Black.
       "16/16/16/16/16/16/16/1bq14/16/16/16/16/16/2bk13/16/wk15 b w b - 5",
       "b9b2",
       "black-wins",
       "16/16/16/16/16/16/16/16/16/16/16/16/16/2bk13/1bq14/wk15 w w b - 6",
       {{"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w w b -", "MFEN"},
        {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7  w w b - 1", "MFEN"},
        {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w w b - 1", "board"},
        {"8bk7/8xq7/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w w b - 1", "board"},
        {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 x w b - 1", "side"},
        {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w x b - 1", "white-owns"},
        {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w w w - 1", "black-owns"},
        {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w w b L 1", "castling"},
        {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w w b - 202", "move"},
        {"8bk7/16/16/16/16/16/8wr7/16/16/16/16/16/16/16/16/8wk7 w w b - 1", "side"},
        {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 b w b - 201", "accepted"}}},
      {"schachen",
       "k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w NPP NBPRBPQR - bnp pprrpqnb - 1",
       {"0,1:0,2", "0,1:0,2+N@0,1", "0,1:0,2+N@2,0"},
       47,
       {47, 3102, 223297},
       // The rook comes to row 7, next to its pawn: the lone black king is in
       // check, and no square it could step to has a neighbour.
       "k0,7/P6,6/R5,3/K10,0 w - - - - - - 5",
       "5,3:5,7",
       "white-wins",
       "k0,7/R5,7/P6,6/K10,0 b - - - - - - 5",
       {{"k1,5/K1,0 w - - - - - -", "MFEN"},
        {"k1,5/X1,0 w - - - - - - 1", "board"},
        {"k1,5/K1,0 x - - - - - - 1", "side"},
        {"k1,5/K1,0 w QRBN - - - - - 1", "white-hand"},
        {"k1,5/K1,0 w - K - - - - 1", "white-pile"},
        {"k1,5/K1,0 w - - q - - - 1", "white-pool"},
        {"k1,5/K1,0 w - - - QRB - - 1", "black-hand"},
        {"k1,5/K1,0 w - - - - x - 1", "black-pile"},
        {"k1,5/K1,0 w - - - - - k 1", "black-pool"},
        {"k1,5/K1,0 w - - - - - - 0", "move"},
        {"k1,5/R1,0/K3,3 w - - - - - - 1", "side"},
        {"k-1000000,5/K1000000,0 w - - - - - - 1", "accepted"}}},
  };
  return kCases;
}

// Runs `check` on each rule set's case and model, the rule set's name in the
// trace of every failure. An ASSERT in `check` ends that rule set's check only.
void for_each_rule_set(const std::function<void(const RuleSetCase&, const TextModel&)>& check) {
  for (const auto& c : cases()) {
    SCOPED_TRACE(c.name);
    std::unique_ptr<TextModel> model = make_text_model(c.name);
    ASSERT_NE(model, nullptr);
    check(c, *model);
  }
}

// The field a refusal names ("accepted" if the text was accepted); fails the
// test if a refusal has no reason after the field.
std::string refused_field(const TextModel& model, const std::string& mfen) {
  std::string error;
  if (model.from_mfen(mfen, &error) != nullptr) return "accepted";
  std::size_t colon = error.find(": ");
  EXPECT_NE(colon, std::string::npos) << error;
  EXPECT_LT(colon + 2, error.size()) << "no reason in '" << error << "'";
  return error.substr(0, colon);
}

TEST(TextModel, TheKnownNamesAreTheFiveRuleSets) {
  ASSERT_EQ(kTextModelNames.size(), cases().size());
  for (std::size_t i = 0; i < cases().size(); ++i) {
    EXPECT_EQ(kTextModelNames[i], cases()[i].name);
  }
}

TEST(TextModel, EveryRuleSetHasAModelNamedAfterIt) {
  for_each_rule_set(
      [](const RuleSetCase& c, const TextModel& model) { EXPECT_EQ(model.name(), c.name); });
}

TEST(TextModel, EveryRuleSetHasAModelWhoseStartPositionRoundTrips) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    auto start = model.start();
    EXPECT_EQ(start->mfen(), c.start);
    EXPECT_EQ(start->result(), "ongoing");
    std::string error;
    auto parsed = model.from_mfen(start->mfen(), &error);
    ASSERT_NE(parsed, nullptr) << error;
    EXPECT_EQ(parsed->mfen(), c.start);
  });
}

TEST(TextModel, EveryPositionOfAShortGameRoundTripsThroughItsMfen) {
  for_each_rule_set([](const RuleSetCase& /*c*/, const TextModel& model) {
    auto pos = model.start();
    for (int ply = 0; ply < 12 && !pos->legal_moves().empty(); ++ply) {
      Moves moves = pos->legal_moves();
      ASSERT_TRUE(pos->play(moves[(ply * 7) % moves.size()]));
      auto again = model.from_mfen(pos->mfen(), nullptr);
      ASSERT_NE(again, nullptr) << pos->mfen();
      EXPECT_EQ(again->mfen(), pos->mfen());
      EXPECT_EQ(again->legal_moves(), pos->legal_moves()) << pos->mfen();
    }
  });
}

TEST(TextModel, RefusalsNameTheFieldAndGiveAReason) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    for (const auto& r : c.refusals) {
      EXPECT_EQ(refused_field(model, r.mfen), r.field) << r.mfen;
    }
    EXPECT_EQ(model.from_mfen("", nullptr), nullptr);  // a null error is allowed
  });
}

TEST(TextModel, TheLegalMovesFromTheStartAreInByteOrder) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    Moves moves = model.start()->legal_moves();
    EXPECT_EQ(moves.size(), c.start_move_count);
    EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end()));
    ASSERT_GE(moves.size(), c.start_moves.size());
    EXPECT_EQ(Moves(moves.begin(), moves.begin() + c.start_moves.size()), c.start_moves);
  });
}

TEST(TextModel, PlayingTheLastMoveEndsTheGameWithTheRuleSetsResult) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    std::string error;
    auto pos = model.from_mfen(c.before_end, &error);
    ASSERT_NE(pos, nullptr) << error;
    EXPECT_EQ(pos->result(), "ongoing");
    ASSERT_TRUE(pos->play(c.last_move));
    EXPECT_EQ(pos->result(), c.result);
    EXPECT_EQ(pos->mfen(), c.after_end);
    EXPECT_TRUE(pos->legal_moves().empty());
    EXPECT_EQ(pos->perft(1), 0u);
    EXPECT_EQ(pos->perft(0), 1u);
    EXPECT_FALSE(pos->play("pass"));
    EXPECT_EQ(pos->mfen(), c.after_end);
  });
}

TEST(TextModel, AMoveThatIsNotLegalIsRefusedAndChangesNothing) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    auto pos = model.start();
    for (const char* move : {"pass", "0000", "a1i9", "e2e5", "", "e2e4 ", "E2E4"}) {
      EXPECT_FALSE(pos->play(move)) << move;
      EXPECT_EQ(pos->mfen(), c.start);
    }
  });
}

TEST(TextModel, PerftFromTheStartMatchesTheFixtures) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    auto start = model.start();
    EXPECT_EQ(start->perft(0), 1u);
    for (int depth = 1; depth <= 3; ++depth) {
      EXPECT_EQ(start->perft(depth), c.perft[depth - 1]) << "depth " << depth;
    }
    EXPECT_EQ(start->mfen(), c.start);  // counting plays on copies
  });
}

TEST(TextModel, ACloneIsIndependentOfItsOriginal) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    auto pos = model.start();
    auto copy = pos->clone();
    ASSERT_TRUE(copy->play(copy->legal_moves().front()));
    EXPECT_NE(copy->mfen(), pos->mfen());
    EXPECT_EQ(pos->mfen(), c.start);
    EXPECT_EQ(copy->clone()->mfen(), copy->mfen());
  });
}

TEST(TextModel, PlayMovesPlaysThemAllOrStopsAtTheFirstThatIsNotLegal) {
  auto model = make_text_model("playtest-standard");
  ASSERT_NE(model, nullptr);
  auto pos = model->start();
  EXPECT_EQ(play_moves(*pos, ""), 0);
  EXPECT_EQ(play_moves(*pos, " \t\n"), 0);
  EXPECT_EQ(pos->mfen(), model->start()->mfen());
  // The King's first move is owed by each player.
  EXPECT_EQ(play_moves(*pos, "  e2e4\te7e5\n"), 0);
  EXPECT_EQ(pos->mfen(), "pppppppp/rnbq1bnr/8/4k3/4K3/8/RNBQ1BNR/PPPPPPPP w - 0 0 2 0 2");
  auto other = model->start();
  EXPECT_EQ(play_moves(*other, "e2e3 a7a6 d2d3"), 2);  // Black owes the King's move
  EXPECT_EQ(other->mfen(), "pppppppp/rnbqkbnr/8/8/8/4K3/RNBQ1BNR/PPPPPPPP b B 0 0 1 0 1");
}

TEST(TextModel, PlayMovesCountsPliesFromOne) {
  auto model = make_text_model("minnaar");
  ASSERT_NE(model, nullptr);
  auto pos = model->start();
  EXPECT_EQ(play_moves(*pos, "x"), 1);
  EXPECT_EQ(pos->mfen(), model->start()->mfen());
  EXPECT_EQ(play_moves(*pos, "a1a2 a1a2"), 2);  // a1 is empty by then
  EXPECT_EQ(pos->mfen(), "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/P7/1PPPPPPP w 1 0 1");
}

TEST(TextModel, TheAntiStallRuleCanBeTurnedOffForThePlayTestEditionOnly) {
  const std::string quiet101 = "p6p/8/8/8/8/8/R7/P6P w - 0 0 101 0 50";
  for (const char* name : {"playtest-standard", "playtest-contemplative"}) {
    auto on = make_text_model(name, true);
    auto off = make_text_model(name, false);
    ASSERT_NE(on, nullptr);
    ASSERT_NE(off, nullptr);
    EXPECT_EQ(off->name(), name);
    EXPECT_EQ(refused_field(*on, quiet101), "quiet") << name;
    EXPECT_EQ(refused_field(*off, quiet101), "accepted") << name;
    auto stalled = off->from_mfen("p6p/8/8/8/8/8/R7/P6P w - 0 0 100 0 50", nullptr);
    ASSERT_NE(stalled, nullptr);
    EXPECT_EQ(stalled->result(), "ongoing") << name;
  }
  EXPECT_EQ(make_text_model("minnaar", false), nullptr);
  EXPECT_EQ(make_text_model("sovereign", false), nullptr);
}

TEST(TextModel, AnUnknownRuleSetHasNoModel) {
  for (const char* name : {"", "Minnaar", "playtest", "playtest-standard ", "chess", "Sovereign"}) {
    EXPECT_EQ(make_text_model(name), nullptr) << "'" << name << "'";
  }
}

}  // namespace
}  // namespace minnaar::model
