#include "verify/minnaar/game_gen.h"

#include <array>
#include <string_view>

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/notation.h"
#include "engine/random.h"

namespace minnaar::current::props {
namespace {

// Plies of one game are bounded: every capture resets an 80-turn count and
// there are at most 31 captures, so a game ends within 33 * 80 plies.
constexpr int kGameLengthBound = 33 * 80;

std::uint32_t fallback_choice(std::size_t ply) { return std::uint32_t(SplitMix64(ply).next()); }

Move choose(const Position& pos, const MoveList& moves, std::uint32_t choice, Policy policy) {
  if (policy == Policy::kUniform) return moves[choice % moves.size()];
  MoveList captures, quiet;
  for (const Move m : moves)
    (!m.is_pass() && pos.piece_on(m.to()) != kNoPiece ? captures : quiet).push(m);
  if (policy == Policy::kCaptureBias) {
    if (!captures.empty() && choice % 4 != 0) return captures[(choice / 4) % captures.size()];
    return moves[(choice / 4) % moves.size()];
  }
  if (!quiet.empty()) return quiet[choice % quiet.size()];
  return moves[choice % moves.size()];
}

}  // namespace

GamePath play_path(const std::vector<std::uint32_t>& choices, Policy policy, bool to_the_end) {
  GamePath path;
  path.policy = policy;
  MoveList moves;
  for (std::size_t ply = 0; ply < kGameLengthBound && !path.final.is_over(); ++ply) {
    if (ply >= choices.size() && !to_the_end) break;
    generate_moves(path.final, moves);
    const Move m = choose(path.final, moves,
                          ply < choices.size() ? choices[ply] : fallback_choice(ply), policy);
    path.final.make(m);
    path.moves.push_back(m);
  }
  return path;
}

rc::Gen<GamePath> game_paths(Policy policy, bool to_the_end, int max_plies) {
  return rc::gen::mapcat(rc::gen::inRange(0, max_plies + 1), [=](int plies) {
    return rc::gen::map(rc::gen::container<std::vector<std::uint32_t>>(
                            std::size_t(plies), rc::gen::arbitrary<std::uint32_t>()),
                        [=](const std::vector<std::uint32_t>& choices) {
                          return play_path(choices, policy, to_the_end);
                        });
  });
}

rc::Gen<GamePath> any_game_paths(bool to_the_end, int max_plies) {
  return rc::gen::mapcat(
      rc::gen::element(Policy::kUniform, Policy::kCaptureBias, Policy::kAvoidCaptures),
      [=](Policy policy) { return game_paths(policy, to_the_end, max_plies); });
}

rc::Gen<std::string> valid_mfens() {
  return rc::gen::exec([] {
    constexpr std::array<std::pair<Piece, int>, 12> kLimits = {{
        {kSouthSovereign, 8},
        {kNorthSovereign, 8},
        {kWhiteKing, 1},
        {kWhiteQueen, 1},
        {kWhiteRook, 2},
        {kWhiteBishop, 2},
        {kWhiteKnight, 2},
        {kBlackKing, 1},
        {kBlackQueen, 1},
        {kBlackRook, 2},
        {kBlackBishop, 2},
        {kBlackKnight, 2},
    }};
    std::array<Piece, kSquareCount> board{};
    for (const auto& [piece, limit] : kLimits) {
      const int count = *rc::gen::inRange(0, limit + 1);
      for (int i = 0; i < count; ++i) {
        const int square = *rc::gen::inRange(0, kSquareCount);
        if (board[square] == kNoPiece) board[square] = piece;  // an occupied square: one fewer
      }
    }
    const Faction side = Faction(*rc::gen::inRange(0, kFactionCount));
    const int tally = *rc::gen::inRange(0, 81);
    const int passes = *rc::gen::inRange(0, std::min(tally, 4) + 1);
    const int round = *rc::gen::oneOf(rc::gen::inRange(1, 30), rc::gen::inRange(1, kMaxRound + 1));
    return to_mfen(Position::from_parts(board, side, tally, passes, round));
  });
}

void showValue(const GamePath& path, std::ostream& os) {
  constexpr std::string_view kPolicyNames[] = {"uniform", "capture-bias", "avoid-captures"};
  os << "game (" << kPolicyNames[int(path.policy)] << ", " << path.moves.size() << " plies)\n"
     << "  start:   " << kStartMfen << "\n"
     << "  moves:   " << moves_text(path.moves) << "\n"
     << "  reached: " << to_mfen(path.final) << " (" << outcome_token(path.final.outcome())
     << ")\n";
}

}  // namespace minnaar::current::props
