#include "verify/playtest/game_gen.h"

#include <algorithm>
#include <array>

#include "engine/minnaar/notation.h"
#include "engine/playtest/mfen.h"
#include "engine/playtest/movegen.h"
#include "engine/random.h"

namespace minnaar::playtest::props {
namespace {

// A fixed sequence of choices for the plies after the generated ones, seeded
// from the generated choices so that different cases end differently.
class FallbackChoices {
 public:
  explicit FallbackChoices(const std::vector<std::uint32_t>& choices) : seed_(choices.size()) {
    for (const std::uint32_t c : choices) seed_ = SplitMix64(seed_ ^ c).next();
  }
  std::uint32_t at(std::size_t ply) const {
    return std::uint32_t(SplitMix64(seed_ + ply).next() >> 32);
  }

 private:
  std::uint64_t seed_;
};

bool is_passage(const Position& pos, Move m) {
  const Player us = pos.side_to_move();
  return !m.is_pass() && type_of(pos.piece_on(m.from())) == kSovereign &&
         rank_of(m.to()) == far_rank(us);
}

bool is_capture(const Position& pos, Move m) {
  return !m.is_pass() && pos.piece_on(m.to()) != kNoPiece;
}

// A Sovereign move that gets closer to the far rank.
bool is_sovereign_advance(const Position& pos, Move m) {
  if (m.is_pass() || type_of(pos.piece_on(m.from())) != kSovereign) return false;
  const int gained = rank_of(m.to()) - rank_of(m.from());
  return pos.side_to_move() == kWhite ? gained > 0 : gained < 0;
}

// `hunter` (passage bias only; kWhite, kBlack or -1 for none): that player
// hunts the other's Sovereigns while the other moves at random, so that one
// pursuit fails and individual sovereignty occurs too.
Move choose(const Position& pos, const MoveList& moves, std::uint32_t choice, Policy policy,
            int hunter) {
  if (policy == Policy::kUniform) return moves[choice % moves.size()];
  if (policy == Policy::kAvoidCaptures) {
    MoveList quiet;
    for (const Move m : moves)
      if (!is_capture(pos, m) && !is_passage(pos, m)) quiet.push(m);
    return quiet.empty() ? moves[choice % moves.size()] : quiet[choice % quiet.size()];
  }
  // Passage bias: one time in eight any move; otherwise (the hunter always,
  // the others one time in four first the capture of a Sovereign) a passage
  // if there is one, else (half the time) a capture, else a Sovereign advance.
  const int us = pos.side_to_move();
  if (hunter >= 0 && us != hunter) return moves[choice % moves.size()];
  MoveList passages, captures, sovereign_captures, advances;
  for (const Move m : moves) {
    if (is_passage(pos, m)) passages.push(m);
    if (is_capture(pos, m)) captures.push(m);
    if (is_capture(pos, m) && type_of(pos.piece_on(m.to())) == kSovereign)
      sovereign_captures.push(m);
    if (is_sovereign_advance(pos, m)) advances.push(m);
  }
  const std::uint32_t roll = choice % 8, rest = choice / 8;
  if (roll != 0) {
    if ((roll <= 2 || us == hunter) && !sovereign_captures.empty())
      return sovereign_captures[rest % sovereign_captures.size()];
    if (!passages.empty()) return passages[rest % passages.size()];
    if (roll < 5 && !captures.empty()) return captures[rest % captures.size()];
    if (!advances.empty()) return advances[rest % advances.size()];
  }
  return moves[rest % moves.size()];
}

// Pieces of the start position, per letter: the most an MFEN may hold.
constexpr std::string_view kLetters = "PKQRBNpkqrbn";
constexpr std::array<int, 12> kLetterLimits = {8, 1, 1, 2, 2, 2, 8, 1, 1, 2, 2, 2};

}  // namespace

std::string board_text(const std::array<char, kSquareCount>& board) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const char c = board[std::size_t(rank * 8 + file)];
      if (c == 0) {
        ++empty;
        continue;
      }
      if (empty > 0) out += char('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty > 0) out += char('0' + empty);
    if (rank > 0) out += '/';
  }
  return out;
}

GamePath play_path(Rules rules, const std::vector<std::uint32_t>& choices, Policy policy,
                   bool to_the_end) {
  GamePath path{rules, policy, {}, Position::start(rules)};
  const FallbackChoices fallback(choices);
  // Without the anti-stall rule avoiding captures may never end a game: the
  // plies after the choices then drive towards passages.
  const Policy later =
      policy == Policy::kAvoidCaptures && !rules.anti_stall ? Policy::kPassageBias : policy;
  // A quarter of the passage-biased games each have White or Black hunt.
  const int hunter =
      policy == Policy::kPassageBias && !choices.empty() ? int(choices[0] % 4) - 2 : -1;
  MoveList moves;
  for (std::size_t ply = 0; ply < std::size_t(kGameLengthBound) && !path.final.is_over(); ++ply) {
    const bool generated = ply < choices.size();
    if (!generated && !to_the_end) break;
    generate_moves(path.final, moves);
    const Move m = choose(path.final, moves, generated ? choices[ply] : fallback.at(ply),
                          generated ? policy : later, hunter);
    path.final.make(m);
    path.moves.push_back(m);
  }
  return path;
}

rc::Gen<Rules> any_rules() {
  // Shrinks towards 0: standard with anti-stall on.
  return rc::gen::map(rc::gen::inRange(0, 4), [](int i) {
    return Rules{(i & 1) ? RuleSet::kContemplative : RuleSet::kStandard, (i & 2) == 0};
  });
}

rc::Gen<GamePath> game_paths(Rules rules, Policy policy, bool to_the_end, int max_plies) {
  return rc::gen::mapcat(rc::gen::inRange(0, max_plies + 1), [=](int plies) {
    return rc::gen::map(rc::gen::container<std::vector<std::uint32_t>>(
                            std::size_t(plies), rc::gen::arbitrary<std::uint32_t>()),
                        [=](const std::vector<std::uint32_t>& choices) {
                          return play_path(rules, choices, policy, to_the_end);
                        });
  });
}

rc::Gen<GamePath> policy_game_paths(Policy policy, bool to_the_end, int max_plies) {
  return rc::gen::mapcat(
      any_rules(), [=](Rules rules) { return game_paths(rules, policy, to_the_end, max_plies); });
}

rc::Gen<GamePath> any_game_paths(bool to_the_end, int max_plies) {
  return rc::gen::mapcat(
      rc::gen::element(Policy::kUniform, Policy::kPassageBias, Policy::kAvoidCaptures),
      [=](Policy policy) { return policy_game_paths(policy, to_the_end, max_plies); });
}

rc::Gen<std::string> valid_mfens(Rules rules) {
  return rc::gen::exec([rules] {
    std::array<char, kSquareCount> board{};
    const int side = *rc::gen::inRange(0, 2);  // 0 White, 1 Black
    // One time in six the side to move can do nothing: no Sovereign, and its
    // traditional pieces on its far rank, where they have no move.
    const bool stuck = *rc::gen::inRange(0, 6) == 0;
    std::array<int, 2> sovereigns = {0, 0};
    for (std::size_t i = 0; i < kLetters.size(); ++i) {
      const int owner = i < 6 ? 0 : 1;
      const bool sovereign = i % 6 == 0;
      if (stuck && owner == side && sovereign) continue;
      const int count = *rc::gen::inRange(0, kLetterLimits[i] + 1);
      for (int k = 0; k < count; ++k) {
        // Allowed ranks: White Sovereigns 1-7 and White traditional pieces
        // 2-8; Black Sovereigns 2-8 and Black traditional pieces 1-7.
        const int lowest = (owner == 0) == sovereign ? 0 : 1;
        const int rank =
            stuck && owner == side ? (owner == 0 ? 7 : 0) : *rc::gen::inRange(lowest, lowest + 7);
        const int file = *rc::gen::inRange(0, 8);
        char& square = board[std::size_t(rank * 8 + file)];
        if (square != 0) continue;  // taken: one piece fewer
        square = kLetters[i];
        if (sovereign) ++sovereigns[std::size_t(owner)];
      }
    }
    std::array<int, 2> passages{};
    for (std::size_t p = 0; p < 2; ++p) {
      const int most = 8 - sovereigns[p];
      passages[p] = *rc::gen::oneOf(rc::gen::inRange(0, std::min(most, 2) + 1),
                                    rc::gen::inRange(0, most + 1));
    }
    const std::string first = *rc::gen::element<std::string>("-", "W", "B", "WB");
    const int quiet =
        rules.anti_stall
            ? *rc::gen::oneOf(rc::gen::inRange(0, 101), rc::gen::element(0, 1, 2, 98, 99, 100))
            : *rc::gen::oneOf(rc::gen::inRange(0, 101), rc::gen::inRange(0, kMaxCounter + 1),
                              rc::gen::element(0, 1, 99, 100, 101, kMaxCounter));
    const int passes = *rc::gen::inRange(0, std::min(quiet, kForcedPassLimit) + 1);
    const int move = *rc::gen::oneOf(rc::gen::inRange(1, 200), rc::gen::inRange(1, kMaxCounter + 1),
                                     rc::gen::just(kMaxCounter));
    return board_text(board) + (side == 0 ? " w " : " b ") + first + " " +
           std::to_string(passages[0]) + " " + std::to_string(passages[1]) + " " +
           std::to_string(quiet) + " " + std::to_string(passes) + " " + std::to_string(move);
  });
}

rc::Gen<RuledMfen> any_valid_mfens() {
  return rc::gen::mapcat(any_rules(), [](Rules rules) {
    return rc::gen::map(valid_mfens(rules), [rules](std::string mfen) {
      return RuledMfen{rules, std::move(mfen)};
    });
  });
}

std::string rules_options(Rules rules) {
  std::string out = "--rules " + std::string(rule_set_name(rules.set));
  if (!rules.anti_stall) out += " --no-anti-stall";
  return out;
}

std::string replay_command(Rules rules, std::string_view mfen, std::string_view moves) {
  std::string out = "minnaar show " + rules_options(rules) + " --mfen '" + std::string(mfen) + "'";
  if (!moves.empty()) out += " --moves \"" + std::string(moves) + "\"";
  return out;
}

std::string_view policy_name(Policy policy) {
  constexpr std::string_view kNames[] = {"uniform", "passage-bias", "avoid-captures"};
  return kNames[int(policy)];
}

void showValue(const GamePath& path, std::ostream& os) {
  const std::string moves = moves_text(path.moves);
  os << "game (" << rule_set_name(path.rules.set) << ", anti-stall "
     << (path.rules.anti_stall ? "on" : "off") << ", " << policy_name(path.policy) << ", "
     << path.moves.size() << " plies)\n"
     << "  start:   " << kStartMfen << "\n"
     << "  moves:   " << moves << "\n"
     << "  reached: " << to_mfen(path.final) << " (" << outcome_token(path.final.outcome()) << ")\n"
     << "  replay:  " << replay_command(path.rules, kStartMfen, moves) << "\n";
}

void showValue(const RuledMfen& ruled, std::ostream& os) {
  os << "MFEN (" << rule_set_name(ruled.rules.set) << ", anti-stall "
     << (ruled.rules.anti_stall ? "on" : "off") << ")\n"
     << "  mfen:    " << ruled.mfen << "\n"
     << "  replay:  " << replay_command(ruled.rules, ruled.mfen, "") << "\n";
}

}  // namespace minnaar::playtest::props
