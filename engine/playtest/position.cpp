#include "engine/playtest/position.h"

#include "engine/random.h"

namespace minnaar::playtest {
namespace zobrist {
namespace {

constexpr Keys make_keys() {
  Keys k{};
  SplitMix64 random(0x706C61797465737Full);  // "playtest"
  for (auto& row : k.piece)
    for (auto& key : row) key = random.next();
  k.black_to_move = random.next();
  for (auto& key : k.first) key = random.next();
  for (auto& row : k.passages)
    for (auto& key : row) key = random.next();
  for (auto& row : k.counters)
    for (auto& key : row) key = random.next();
  return k;
}

}  // namespace

constinit const Keys keys = make_keys();

}  // namespace zobrist

Position Position::start(Rules rules) {
  Position pos;
  pos.rules_ = rules;
  constexpr PieceType kBackRow[8] = {kRook, kKnight, kBishop, kQueen,
                                     kKing, kBishop, kKnight, kRook};
  for (int file = 0; file < 8; ++file) {
    pos.put_piece(make_piece(kWhite, kSovereign), make_square(file, 0));
    pos.put_piece(make_piece(kWhite, kBackRow[file]), make_square(file, 1));
    pos.put_piece(make_piece(kBlack, kBackRow[file]), make_square(file, 6));
    pos.put_piece(make_piece(kBlack, kSovereign), make_square(file, 7));
  }
  pos.outcome_ = pos.judge();
  return pos;
}

// docs/rules/playtest.md#after-every-turn: the first end condition that holds ends the game; the
// outcome depends on the achievements alone.
Outcome Position::judge() const {
  const bool resolved =
      (achieved(kWhite) || cannot_achieve(kWhite)) && (achieved(kBlack) || cannot_achieve(kBlack));
  const bool over = resolved || passes_ >= kForcedPassLimit ||
                    (rules_.anti_stall && quiet_ >= std::uint32_t(kQuietTurnLimit));
  if (!over) return Outcome::kOngoing;
  if (achieved(kWhite))
    return achieved(kBlack) ? Outcome::kMutualSovereignty : Outcome::kWhiteSovereignty;
  return achieved(kBlack) ? Outcome::kBlackSovereignty : Outcome::kUnrealizedSovereignty;
}

}  // namespace minnaar::playtest
