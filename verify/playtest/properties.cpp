// Properties of the Play-Test Edition (docs/rules/playtest.md): the engine of
// engine/playtest against the independent model of verify/model, and the
// rules of docs/rules/playtest.md#moves, #after-every-turn, #mfen restated here from the board
// alone, along generated games under the four rule choices (standard/contemplative x anti-stall
// on/off) and on arbitrary valid MFENs.
//
// A failure prints the RapidCheck seed (rerun with RC_PARAMS="seed=<seed>")
// and the shrunk generated values: a game as start MFEN, moves and reached
// MFEN, or an MFEN, each with its `minnaar show --rules ...` replay line; a
// check along a game also logs the ply it failed at.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/minnaar/notation.h"
#include "engine/playtest/mfen.h"
#include "engine/playtest/movegen.h"
#include "engine/playtest/perft.h"
#include "verify/playtest/game_gen.h"
#include "verify/playtest/model.h"

namespace minnaar::playtest::props {
namespace {

namespace mp = minnaar::model::playtest;

// --- The rules' numbers, restated from docs/rules/playtest.md (not from rules.h) ---

int range_of(Rules rules) { return rules.set == RuleSet::kContemplative ? 2 : 7; }
int needed_of(Rules rules) { return rules.set == RuleSet::kContemplative ? 1 : 2; }
int forward_of(Player p) { return p == kWhite ? 1 : -1; }
int far_rank_of(Player p) { return p == kWhite ? 7 : 0; }
int home_rank_of(Player p) { return p == kWhite ? 1 : 6; }

// --- Helpers ---------------------------------------------------------------

mp::Rules model_rules(Rules rules) {
  return {rules.set == RuleSet::kStandard ? mp::RuleSet::kStandard : mp::RuleSet::kContemplative,
          rules.anti_stall};
}

std::string rules_tag(Rules rules) {
  return std::string(rule_set_name(rules.set)) + (rules.anti_stall ? "" : " --no-anti-stall");
}

Position parse_or_fail(const std::string& text, Rules rules) {
  auto pos = parse_mfen(text, rules);
  if (!pos) RC_FAIL("engine refused the valid MFEN '" + text + "': " + pos.error().message());
  return *pos;
}

mp::Game model_of(const std::string& mfen, Rules rules) {
  std::string error;
  auto game = mp::Game::from_mfen(mfen, model_rules(rules), &error);
  if (!game) RC_FAIL("model refused the valid MFEN '" + mfen + "': " + error);
  return *game;
}

mp::Game model_of(const Position& pos) { return model_of(to_mfen(pos), pos.rules()); }

MoveList legal_moves(const Position& pos) {
  MoveList moves;
  generate_moves(pos, moves);
  return moves;
}

std::vector<std::string> sorted_names(const MoveList& moves) {
  std::vector<std::string> names;
  for (const Move m : moves) names.push_back(move_name(m));
  std::sort(names.begin(), names.end());
  return names;
}

// Everything a Position shows through its accessors: the rules, the MFEN
// (board, side, first, passages, counters), the outcome and every bitboard.
std::string state_of(const Position& pos) {
  std::string out = rules_tag(pos.rules()) + " | " + to_mfen(pos) + " | " +
                    std::string(outcome_token(pos.outcome()));
  for (const Player p : {kWhite, kBlack})
    for (const Bitboard b : {pos.pieces(p), pos.sovereigns(p), pos.traditional(p), pos.king(p)})
      out.append(1, ' ').append(std::to_string(b));
  return out;
}

// Position::operator== (every member, hidden ones included) where it can be
// used: the defaulted one is deleted while Rules has no operator==.
template <class P>
bool equal_members(const P& a, const P& b) {
  if constexpr (requires { a == b; })
    return a == b;
  else
    return true;
}

// Fails with both states shown unless a and b hold the same (state_of()
// compares as strings only when the quick comparison fails).
void assert_same_state(const Position& a, const Position& b) {
  bool same = a.rules().set == b.rules().set && a.rules().anti_stall == b.rules().anti_stall &&
              a.side_to_move() == b.side_to_move() && a.quiet() == b.quiet() &&
              a.passes() == b.passes() && a.move_number() == b.move_number() &&
              a.outcome() == b.outcome();
  for (const Player p : {kWhite, kBlack})
    same = same && a.owes_first_move(p) == b.owes_first_move(p) && a.passages(p) == b.passages(p) &&
           a.pieces(p) == b.pieces(p) && a.sovereigns(p) == b.sovereigns(p) &&
           a.traditional(p) == b.traditional(p) && a.king(p) == b.king(p);
  for (int s = 0; s < kSquareCount && same; ++s)
    same = a.piece_on(Square(s)) == b.piece_on(Square(s));
  if (!same) RC_ASSERT(state_of(a) == state_of(b));
  if (!equal_members(a, b)) RC_FAIL("equal through every accessor, but not ==: " + state_of(a));
}

std::string result_of(const Position& pos) { return std::string(outcome_token(pos.outcome())); }

std::string name_of(Square from, int file, int rank) {
  return square_name(from) + square_name(make_square(file, rank));
}

bool is_own(const Position& pos, Square s, Player p) {
  return pos.piece_on(s) != kNoPiece && player_of(pos.piece_on(s)) == p;
}
bool is_opposing(const Position& pos, Square s, Player p) {
  return pos.piece_on(s) != kNoPiece && player_of(pos.piece_on(s)) != p;
}

// How many pieces `piece` the board holds, counted square by square.
int count_of(const Position& pos, Piece piece) {
  int n = 0;
  for (int s = 0; s < kSquareCount; ++s) n += pos.piece_on(Square(s)) == piece;
  return n;
}
int sovereigns_on_board(const Position& pos, Player p) {
  return count_of(pos, make_piece(p, kSovereign));
}
int kings_on_board(const Position& pos, Player p) { return count_of(pos, make_piece(p, kKing)); }

// Calls check(pos, ply) on every position of the path, the start (ply 0) and
// the final one included. A failure logs the ply, its MFEN and the line that
// replays the game up to it.
template <class Check>
void for_each_position(const GamePath& path, Check&& check) {
  Position pos = Position::start(path.rules);
  for (std::size_t ply = 0;; ++ply) {
    try {
      check(static_cast<const Position&>(pos), ply);
    } catch (...) {
      const std::vector<Move> prefix(path.moves.begin(), path.moves.begin() + std::ptrdiff_t(ply));
      RC_LOG() << "failed at ply " << ply << ": " << to_mfen(pos)
               << (ply < path.moves.size() ? ", the game's next move " + move_name(path.moves[ply])
                                           : std::string())
               << "\n  replay: " << replay_command(path.rules, kStartMfen, moves_text(prefix))
               << "\n";
      throw;
    }
    if (ply == path.moves.size()) return;
    pos.make(path.moves[ply]);
  }
}

// A position reached in a game, or read from an arbitrary valid MFEN (the
// generated value shows which, with its replay line).
Position some_position(int max_plies) {
  if (*rc::gen::arbitrary<bool>()) return (*any_game_paths(false, max_plies)).final;
  const RuledMfen in = *any_valid_mfens();
  return parse_or_fail(in.mfen, in.rules);
}

// --- The moves, restated from docs/rules/playtest.md#moves ----------------------------

// A traditional piece moves like a pawn of its player: one square forward
// onto an empty square, two from its home rank over two empty squares, one
// square diagonally forward onto an opposing piece.
std::vector<std::string> traditional_moves_restated(const Position& pos, Square from) {
  const Player us = player_of(pos.piece_on(from));
  const int file = file_of(from), rank = rank_of(from), ahead = rank + forward_of(us);
  std::vector<std::string> out;
  if (ahead < 0 || ahead > 7) return out;  // on the far rank: no move
  if (pos.piece_on(make_square(file, ahead)) == kNoPiece) {
    out.push_back(name_of(from, file, ahead));
    const int two = ahead + forward_of(us);
    if (rank == home_rank_of(us) && pos.piece_on(make_square(file, two)) == kNoPiece)
      out.push_back(name_of(from, file, two));
  }
  for (const int df : {-1, 1})
    if (is_on_board(file + df, ahead) && is_opposing(pos, make_square(file + df, ahead), us))
      out.push_back(name_of(from, file + df, ahead));
  std::sort(out.begin(), out.end());
  return out;
}

// A Sovereign moves along a rank, file or diagonal up to the rule set's
// range over empty squares, onto an empty square or an opposing piece.
std::vector<std::string> sovereign_moves_restated(const Position& pos, Square from) {
  const Player us = player_of(pos.piece_on(from));
  std::vector<std::string> out;
  for (const int df : {-1, 0, 1})
    for (const int dr : {-1, 0, 1}) {
      if (df == 0 && dr == 0) continue;
      for (int n = 1; n <= range_of(pos.rules()); ++n) {
        const int f = file_of(from) + n * df, r = rank_of(from) + n * dr;
        if (!is_on_board(f, r)) break;
        const Square to = make_square(f, r);
        if (is_own(pos, to, us)) break;
        out.push_back(name_of(from, f, r));
        if (pos.piece_on(to) != kNoPiece) break;
      }
    }
  std::sort(out.begin(), out.end());
  return out;
}

// The King's first move binds: owed, and the King is there and can move.
bool first_move_binds(const Position& pos) {
  const Player us = pos.side_to_move();
  if (!pos.owes_first_move(us)) return false;
  for (int s = 0; s < kSquareCount; ++s)
    if (pos.piece_on(Square(s)) == make_piece(us, kKing))
      return !traditional_moves_restated(pos, Square(s)).empty();
  return false;
}

// The legal moves of the pieces of one type, sorted, by from-square.
std::map<Square, std::vector<std::string>> moves_by_square(const Position& pos, PieceType type) {
  std::map<Square, std::vector<std::string>> out;
  for (const Move m : legal_moves(pos))
    if (!m.is_pass() && type_of(pos.piece_on(m.from())) == type)
      out[m.from()].push_back(move_name(m));
  for (auto& [from, names] : out) std::sort(names.begin(), names.end());
  return out;
}

// Every piece of the side to move of `type` (or, with traditional, of every
// traditional type) has exactly the restated moves, none while the King's
// first move binds another piece.
template <class Restated>
void check_piece_moves_complete(const Position& pos, bool traditional, Restated restated) {
  if (pos.is_over()) return;
  const Player us = pos.side_to_move();
  const bool binds = first_move_binds(pos);
  std::map<Square, std::vector<std::string>> listed;
  for (const Move m : legal_moves(pos))
    if (!m.is_pass()) listed[m.from()].push_back(move_name(m));
  for (int s = 0; s < kSquareCount; ++s) {
    const Piece p = pos.piece_on(Square(s));
    if (p == kNoPiece || player_of(p) != us) continue;
    if ((type_of(p) == kSovereign) == traditional) continue;
    std::vector<std::string> expected;
    if (!binds || type_of(p) == kKing) expected = restated(pos, Square(s));
    std::vector<std::string> got = listed[Square(s)];
    std::sort(got.begin(), got.end());
    RC_ASSERT(got == expected);
  }
}

// --- End and outcome, restated from docs/rules/playtest.md#after-every-turn --------------------

bool achieved_restated(const Position& pos, Player p) {
  return pos.passages(p) >= needed_of(pos.rules());
}
bool resolved_restated(const Position& pos, Player p) {
  return achieved_restated(pos, p) ||
         pos.passages(p) + sovereigns_on_board(pos, p) < needed_of(pos.rules());
}

enum class End { kNone, kResolved, kTwoPasses, kAntiStall };

End end_restated(const Position& pos) {
  if (resolved_restated(pos, kWhite) && resolved_restated(pos, kBlack)) return End::kResolved;
  if (pos.passes() == 2) return End::kTwoPasses;
  if (pos.rules().anti_stall && pos.quiet() == 100) return End::kAntiStall;
  return End::kNone;
}

Outcome outcome_restated(const Position& pos) {
  if (end_restated(pos) == End::kNone) return Outcome::kOngoing;
  const bool white = achieved_restated(pos, kWhite), black = achieved_restated(pos, kBlack);
  if (white && black) return Outcome::kMutualSovereignty;
  if (white) return Outcome::kWhiteSovereignty;
  if (black) return Outcome::kBlackSovereignty;
  return Outcome::kUnrealizedSovereignty;
}

void classify_end(const Position& pos) {
  const End end = end_restated(pos);
  RC_CLASSIFY(end == End::kNone, "not over");
  RC_CLASSIFY(end == End::kResolved, "both resolved");
  RC_CLASSIFY(end == End::kTwoPasses, "two passes");
  RC_CLASSIFY(end == End::kAntiStall, "anti-stall");
  RC_CLASSIFY(pos.outcome() == Outcome::kMutualSovereignty, "mutual");
  RC_CLASSIFY(pos.outcome() == Outcome::kWhiteSovereignty, "white");
  RC_CLASSIFY(pos.outcome() == Outcome::kBlackSovereignty, "black");
  RC_CLASSIFY(pos.outcome() == Outcome::kUnrealizedSovereignty, "unrealized");
}

// === 1. Engine and model agree ============================================

// The same MFEN, result and sorted legal moves; after each legal move the
// same MFEN and result.
void check_against_model(const Position& pos, const mp::Game& game) {
  RC_ASSERT(to_mfen(pos) == game.mfen());
  RC_ASSERT(result_of(pos) == game.result());
  const MoveList moves = legal_moves(pos);
  RC_ASSERT(sorted_names(moves) == game.legal_moves());
  for (const Move m : moves) {
    Position after = pos;
    after.make(m);
    mp::Game model_after = game;
    RC_ASSERT(model_after.play(move_name(m)));
    RC_ASSERT(to_mfen(after) == model_after.mfen());
    RC_ASSERT(result_of(after) == model_after.result());
  }
}

RC_GTEST_PROP(Playtest, EngineAndModelAgreeAlongGamesUnderEveryRuleChoice, ()) {
  const GamePath path = *rc::gen::oneOf(any_game_paths(false, 250), any_game_paths(true, 40));
  RC_TAG(rules_tag(path.rules));
  // The model plays the game alongside, from its own start position.
  mp::Game game = mp::Game::start(model_rules(path.rules));
  for_each_position(path, [&](const Position& pos, std::size_t ply) {
    check_against_model(pos, game);
    if (ply < path.moves.size()) RC_ASSERT(game.play(move_name(path.moves[ply])));
  });
  classify_end(path.final);
}

RC_GTEST_PROP(Playtest, EngineAndModelAgreeOnArbitraryValidMfens, ()) {
  const RuledMfen in = *any_valid_mfens();
  const Position pos = parse_or_fail(in.mfen, in.rules);
  const mp::Game game = model_of(in.mfen, in.rules);
  RC_ASSERT(to_mfen(pos) == in.mfen);
  RC_ASSERT(game.mfen() == in.mfen);
  check_against_model(pos, game);
  const MoveList moves = legal_moves(pos);
  RC_CLASSIFY(moves.empty(), "finished");
  RC_CLASSIFY(moves.size() == 1 && moves[0].is_pass(), "forced pass");
  if (moves.empty()) return;
  // One move further, in both, and everything again from there.
  const Move m = moves[*rc::gen::inRange<std::size_t>(0, moves.size())];
  RC_LOG() << "move played: " << move_name(m) << "\n";
  Position after = pos;
  after.make(m);
  mp::Game model_after = game;
  RC_ASSERT(model_after.play(move_name(m)));
  check_against_model(after, model_after);
}

// === 2. Perft =============================================================

void check_perft_against_model(Position pos) {
  const Position before = pos;
  const mp::Game game = model_of(pos);
  for (int depth = 0; depth <= 2; ++depth) {
    const std::uint64_t bulk = perft(pos, depth);
    RC_ASSERT(bulk == perft_without_bulk(pos, depth));
    RC_ASSERT(bulk == game.perft(depth));
  }
  assert_same_state(pos, before);
}

RC_GTEST_PROP(Playtest, EngineAndModelAgreeOnPerftToDepthTwo, ()) {
  // Every 40th position of a game, its last one, and an arbitrary position.
  const GamePath path = *any_game_paths(*rc::gen::arbitrary<bool>(), 250);
  for_each_position(path, [&](const Position& pos, std::size_t ply) {
    if (ply % 40 == 0 || ply == path.moves.size()) check_perft_against_model(pos);
  });
  const RuledMfen in = *any_valid_mfens();
  check_perft_against_model(parse_or_fail(in.mfen, in.rules));
}

// === 3. MFEN ==============================================================

constexpr std::string_view kFields[] = {"MFEN",  "board",          "side",
                                        "first", "white-passages", "black-passages",
                                        "quiet", "passes",         "move"};

// Accepted by both and written back unchanged by both, or refused by both
// naming the same field.
void check_any_mfen_text(const std::string& text, Rules rules) {
  const auto parsed = parse_mfen(text, rules);
  std::string model_error;
  const auto game = mp::Game::from_mfen(text, model_rules(rules), &model_error);
  RC_LOG() << "MFEN text '" << text << "' under " << rules_options(rules) << ": engine "
           << (parsed ? "accepts" : "refuses (" + parsed.error().message() + ")") << ", model "
           << (game ? "accepts" : "refuses (" + model_error + ")") << "\n";
  RC_ASSERT(parsed.has_value() == game.has_value());
  if (parsed) {
    RC_ASSERT(to_mfen(*parsed) == text);
    RC_ASSERT(game->mfen() == text);
    return;
  }
  const std::string& field = parsed.error().field;
  RC_ASSERT(std::find(std::begin(kFields), std::end(kFields), field) != std::end(kFields));
  RC_ASSERT(!parsed.error().reason.empty());
  RC_ASSERT(field == model_error.substr(0, model_error.find(':')));
}

// The 64 letters of a board field in canonical or non-canonical form (a1 =
// 0, 0 for empty), or nothing if it is not 8 ranks of 8 squares.
std::optional<std::array<char, kSquareCount>> board_letters(std::string_view board) {
  std::array<char, kSquareCount> out{};
  int rank = 7, file = 0;
  for (const char c : board) {
    if (c == '/') {
      if (file != 8 || rank == 0) return std::nullopt;
      --rank;
      file = 0;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
    } else {
      if (file >= 8) return std::nullopt;
      out[std::size_t(rank * 8 + file++)] = c;
    }
    if (file > 8) return std::nullopt;
  }
  if (rank != 0 || file != 8) return std::nullopt;
  return out;
}

std::vector<std::string> split_spaces(const std::string& text) {
  std::vector<std::string> fields;
  std::size_t begin = 0;
  for (std::size_t space; (space = text.find(' ', begin)) != std::string::npos; begin = space + 1)
    fields.push_back(text.substr(begin, space - begin));
  fields.push_back(text.substr(begin));
  return fields;
}

std::string join_spaces(const std::vector<std::string>& fields) {
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i) out += (i ? " " : "") + fields[i];
  return out;
}

rc::Gen<char> mfen_chars() {
  return rc::gen::oneOf(rc::gen::elementOf(std::string("PKQRBNpkqrbn12345678/ wbWB-0")),
                        rc::gen::arbitrary<char>());
}

// Tokens that are valid in some field and not in others.
rc::Gen<std::string> field_tokens() {
  return rc::gen::oneOf(
      rc::gen::element<std::string>("0", "1", "2", "3", "7", "8", "9", "99", "100", "101", "999999",
                                    "1000000", "01", "-1", "+1", "w", "b", "W", "B", "WB", "BW",
                                    "-", "--", "x", "", "8/8/8/8/8/8/8/8", "P7/8/8/8/8/8/8/8",
                                    "8/8/8/8/8/8/8/7k"),
      rc::gen::map(rc::gen::inRange(0, 2000000), [](int n) { return std::to_string(n); }));
}

// One edit of an MFEN text: a character replaced, inserted, erased or
// repeated; a whole field replaced by a token; or one square of the board
// set to a piece or emptied (the board kept canonical), which reaches the
// refusals of docs/rules/playtest.md#mfen (piece limits, far ranks, passages + Sovereigns).
std::string mutate(std::string text) {
  // Characters 2 times in 5, a field 3 times in 10, a square 3 times in 10.
  const int roll = *rc::gen::inRange(0, 10);
  const int kind = roll < 4 ? roll : roll < 7 ? 4 : 5;
  const std::size_t at = text.empty() ? 0 : *rc::gen::inRange<std::size_t>(0, text.size());
  switch (kind) {
    case 0:
      if (!text.empty()) text[at] = *mfen_chars();
      break;
    case 1:
      text.insert(text.begin() + std::ptrdiff_t(at), *mfen_chars());
      break;
    case 2:
      if (!text.empty()) text.erase(at, 1);
      break;
    case 3:
      text.insert(at, text.substr(at, 3));
      break;
    case 4: {
      std::vector<std::string> fields = split_spaces(text);
      fields[*rc::gen::inRange<std::size_t>(0, fields.size())] = *field_tokens();
      text = join_spaces(fields);
      break;
    }
    default: {
      std::vector<std::string> fields = split_spaces(text);
      auto board = board_letters(fields[0]);
      if (!board) break;
      const std::string letters = std::string("PKQRBNpkqrbn") + char(0);
      // Half the time on rank 1 or 8, where most placement refusals live.
      const int rank = *rc::gen::oneOf(rc::gen::inRange(0, 8), rc::gen::element(0, 7));
      (*board)[std::size_t(rank * 8 + *rc::gen::inRange(0, 8))] = *rc::gen::elementOf(letters);
      fields[0] = board_text(*board);
      text = join_spaces(fields);
      break;
    }
  }
  return text;
}

RC_GTEST_PROP(Playtest, MfenOfParseIsIdentityInEngineAndModel, ()) {
  RuledMfen in;
  if (*rc::gen::arbitrary<bool>()) {
    in = *any_valid_mfens();
  } else {
    const GamePath path = *any_game_paths(*rc::gen::arbitrary<bool>(), 250);
    in = {path.rules, to_mfen(path.final)};
  }
  const Position pos = parse_or_fail(in.mfen, in.rules);
  RC_ASSERT(to_mfen(pos) == in.mfen);
  RC_ASSERT(model_of(in.mfen, in.rules).mfen() == in.mfen);
  // Parsing the MFEN of a position rebuilds that very position.
  assert_same_state(parse_or_fail(to_mfen(pos), in.rules), pos);
}

RC_GTEST_PROP(Playtest, MutatedMfenIsAcceptedOrRefusedAlikeWithTheSameField, ()) {
  const std::string valid = (*any_valid_mfens()).mfen;
  // Ten variants of one valid text, each one to three edits away, read under
  // any rules: a quiet count over 100 is valid only without anti-stall.
  bool still_valid = false, refused_beyond_board = false;
  for (int variant = 0; variant < 10; ++variant) {
    std::string text = valid;
    const int edits = *rc::gen::inRange(1, 4);
    for (int e = 0; e < edits; ++e) text = mutate(text);
    const Rules rules = *any_rules();
    const auto parsed = parse_mfen(text, rules);
    still_valid = still_valid || parsed.has_value();
    refused_beyond_board = refused_beyond_board || (!parsed && parsed.error().field != "board");
    check_any_mfen_text(text, rules);
  }
  RC_CLASSIFY(still_valid, "a variant still valid");
  RC_CLASSIFY(refused_beyond_board, "a variant refused in a field after the board");
}

RC_GTEST_PROP(Playtest, RandomStringsAreRefusedAlikeWithTheSameField, ()) {
  // Random characters, or eight random tokens between single spaces.
  const std::string text = *rc::gen::oneOf(
      rc::gen::container<std::string>(mfen_chars()),
      rc::gen::map(rc::gen::container<std::vector<std::string>>(8, field_tokens()), join_spaces));
  const Rules rules = *any_rules();
  RC_CLASSIFY(parse_mfen(text, rules).has_value(), "valid");
  check_any_mfen_text(text, rules);
}

// === 4. Make / unmake =====================================================

// Every legal move: make changes the position, leaves what parsing its MFEN
// gives (all derived state consistent), and unmake restores it exactly.
void check_make_unmake(const Position& pos) {
  for (const Move m : legal_moves(pos)) {
    Position work = pos;
    const Position::Undo undo = work.make(m);
    RC_ASSERT(work.side_to_move() != pos.side_to_move());  // make did something
    // (Play may take the move number or quiet past the MFEN input bound,
    // 999999, which both implementations refuse on input.)
    if (work.move_number() <= 999999u && work.quiet() <= 999999u)
      assert_same_state(parse_or_fail(to_mfen(work), work.rules()), work);
    work.unmake(m, undo);
    assert_same_state(work, pos);
  }
}

RC_GTEST_PROP(Playtest, MakeUnmakeRestoresThePositionExactly, ()) {
  const GamePath path = *any_game_paths(*rc::gen::arbitrary<bool>(), 250);
  std::vector<Position> seen;
  for_each_position(path, [&](const Position& pos, std::size_t) {
    check_make_unmake(pos);
    seen.push_back(pos);
  });
  const RuledMfen in = *any_valid_mfens();
  check_make_unmake(parse_or_fail(in.mfen, in.rules));
  // The whole game undone, move by move, back to the start.
  Position pos = Position::start(path.rules);
  std::vector<Position::Undo> undos;
  for (const Move m : path.moves) undos.push_back(pos.make(m));
  assert_same_state(pos, path.final);
  for (std::size_t i = path.moves.size(); i-- > 0;) {
    pos.unmake(path.moves[i], undos[i]);
    assert_same_state(pos, seen[i]);
  }
}

// === 5. Traditional pieces ================================================

void check_traditional_moves(const Position& pos) {
  const Player us = pos.side_to_move();
  for (const Move m : legal_moves(pos)) {
    if (m.is_pass() || type_of(pos.piece_on(m.from())) == kSovereign) continue;
    const int df = file_of(m.to()) - file_of(m.from());
    const int dr = (rank_of(m.to()) - rank_of(m.from())) * forward_of(us);  // > 0: forward
    RC_ASSERT(dr > 0);  // never backwards or sideways
    if (df == 0) {
      RC_ASSERT(pos.piece_on(m.to()) == kNoPiece);  // straight ahead: no capture
      RC_ASSERT(dr <= 2);
      if (dr == 2) {
        RC_ASSERT(rank_of(m.from()) == home_rank_of(us));
        RC_ASSERT(pos.piece_on(make_square(file_of(m.from()),
                                           rank_of(m.from()) + forward_of(us))) == kNoPiece);
      }
    } else {
      RC_ASSERT(std::abs(df) == 1);  // diagonally forward, one square, capturing
      RC_ASSERT(dr == 1);
      RC_ASSERT(is_opposing(pos, m.to(), us));
    }
  }
  check_piece_moves_complete(pos, true, traditional_moves_restated);
}

RC_GTEST_PROP(Playtest, TraditionalPiecesOnlyMoveForwardOrCaptureDiagonallyForward, ()) {
  const GamePath path = *any_game_paths(false, 300);
  for_each_position(path, [](const Position& pos, std::size_t) { check_traditional_moves(pos); });
  const RuledMfen in = *any_valid_mfens();
  check_traditional_moves(parse_or_fail(in.mfen, in.rules));
}

// === 6. Sovereigns ========================================================

void check_sovereign_moves(const Position& pos) {
  const Player us = pos.side_to_move();
  for (const Move m : legal_moves(pos)) {
    if (m.is_pass() || type_of(pos.piece_on(m.from())) != kSovereign) continue;
    const int df = file_of(m.to()) - file_of(m.from());
    const int dr = rank_of(m.to()) - rank_of(m.from());
    RC_ASSERT(df == 0 || dr == 0 || std::abs(df) == std::abs(dr));  // one line
    const int distance = std::max(std::abs(df), std::abs(dr));
    RC_ASSERT(distance >= 1);
    RC_ASSERT(distance <= range_of(pos.rules()));
    const int step_f = (df > 0) - (df < 0), step_r = (dr > 0) - (dr < 0);
    for (int d = 1; d < distance; ++d)
      RC_ASSERT(pos.piece_on(make_square(file_of(m.from()) + d * step_f,
                                         rank_of(m.from()) + d * step_r)) == kNoPiece);
    RC_ASSERT(!is_own(pos, m.to(), us));
  }
  check_piece_moves_complete(pos, false, sovereign_moves_restated);
}

RC_GTEST_PROP(Playtest, SovereignMovesStayWithinTheRangeAlongALineOverEmptySquares, ()) {
  const GamePath path = *any_game_paths(false, 300);
  int longest = 0;
  for_each_position(path, [&](const Position& pos, std::size_t) {
    check_sovereign_moves(pos);
    for (const auto& [from, names] : moves_by_square(pos, kSovereign))
      for (const std::string& name : names) {
        const Square to = *parse_square(name.substr(2, 2));
        longest = std::max({longest, std::abs(file_of(to) - file_of(from)),
                            std::abs(rank_of(to) - rank_of(from))});
      }
  });
  const RuledMfen in = *any_valid_mfens();
  check_sovereign_moves(parse_or_fail(in.mfen, in.rules));
  RC_CLASSIFY(longest > 2, "a Sovereign move longer than 2");
}

// === 7. Passages ==========================================================

// Every legal move: a passage (a Sovereign of the mover landing on its far
// rank) leaves no Sovereign there, counts one passage and resets quiet; any
// other move counts none. Either way the opponent loses exactly what was
// captured on the target square.
void check_passages(const Position& pos) {
  const Player us = pos.side_to_move(), them = opponent(us);
  for (const Move m : legal_moves(pos)) {
    Position after = pos;
    after.make(m);
    const bool passage = !m.is_pass() && type_of(pos.piece_on(m.from())) == kSovereign &&
                         rank_of(m.to()) == far_rank_of(us);
    const Piece captured = m.is_pass() ? kNoPiece : pos.piece_on(m.to());
    if (passage) {
      RC_ASSERT(after.passages(us) == pos.passages(us) + 1);
      RC_ASSERT(sovereigns_on_board(after, us) == sovereigns_on_board(pos, us) - 1);
      RC_ASSERT(after.piece_on(m.to()) == kNoPiece);
      RC_ASSERT(after.piece_on(m.from()) == kNoPiece);
      RC_ASSERT(after.quiet() == 0u);
    } else {
      RC_ASSERT(after.passages(us) == pos.passages(us));
      RC_ASSERT(sovereigns_on_board(after, us) == sovereigns_on_board(pos, us));
    }
    RC_ASSERT(after.passages(them) == pos.passages(them));
    for (const PieceType t : {kSovereign, kKing, kQueen, kRook, kBishop, kKnight})
      RC_ASSERT(count_of(after, make_piece(them, t)) ==
                count_of(pos, make_piece(them, t)) - (captured == make_piece(them, t)));
  }
}

RC_GTEST_PROP(Playtest, APassageRemovesTheSovereignAndCountsExactlyOnce, ()) {
  const GamePath path = *policy_game_paths(Policy::kPassageBias, true, 150);
  // Along the game each player's passages are the passages it made.
  std::array<int, 2> made = {0, 0};
  int by_capture = 0;
  for_each_position(path, [&](const Position& pos, std::size_t ply) {
    check_passages(pos);
    RC_ASSERT(pos.passages(kWhite) == made[kWhite]);
    RC_ASSERT(pos.passages(kBlack) == made[kBlack]);
    if (ply == path.moves.size()) return;
    const Move m = path.moves[ply];
    if (!m.is_pass() && type_of(pos.piece_on(m.from())) == kSovereign &&
        rank_of(m.to()) == far_rank_of(pos.side_to_move())) {
      ++made[pos.side_to_move()];
      by_capture += pos.piece_on(m.to()) != kNoPiece;
    }
  });
  const RuledMfen in = *any_valid_mfens();
  check_passages(parse_or_fail(in.mfen, in.rules));
  RC_CLASSIFY(made[kWhite] + made[kBlack] > 0, "passages in the game");
  RC_CLASSIFY(by_capture > 0, "a passage by capture");
}

// === 8. Sovereignty and abdication ========================================

// Every legal move: passages never go down; a player whose count reaches the
// number needed loses its King; otherwise the mover keeps its King and the
// opponent loses its King only by its capture. A King never comes back. (A
// player that already has enough passages, possible on input only, keeps its
// King: abdication happens when a passage makes the count reach the number.)
void check_sovereignty(const Position& pos) {
  const Player us = pos.side_to_move();
  const int needed = needed_of(pos.rules());
  for (const Move m : legal_moves(pos)) {
    Position after = pos;
    after.make(m);
    const Piece captured = m.is_pass() ? kNoPiece : pos.piece_on(m.to());
    for (const Player p : {kWhite, kBlack}) {
      RC_ASSERT(after.passages(p) >= pos.passages(p));
      const bool reached = pos.passages(p) < needed && after.passages(p) >= needed;
      if (reached) {
        RC_ASSERT(p == us);
        RC_ASSERT(kings_on_board(after, p) == 0);
      } else if (p == us) {
        RC_ASSERT(kings_on_board(after, p) == kings_on_board(pos, p));
      } else {
        RC_ASSERT(kings_on_board(after, p) ==
                  kings_on_board(pos, p) - (captured == make_piece(p, kKing)));
      }
    }
  }
}

RC_GTEST_PROP(Playtest, SovereigntyIsPermanentAndTheKingAbdicatesForGood, ()) {
  const GamePath path = *policy_game_paths(Policy::kPassageBias, true, 150);
  std::array<int, 2> passages = {0, 0};
  std::array<bool, 2> achieved = {false, false}, king_gone = {false, false};
  for_each_position(path, [&](const Position& pos, std::size_t) {
    check_sovereignty(pos);
    for (const Player p : {kWhite, kBlack}) {
      RC_ASSERT(pos.passages(p) >= passages[p]);
      passages[p] = pos.passages(p);
      if (achieved[p]) RC_ASSERT(achieved_restated(pos, p));
      achieved[p] = achieved_restated(pos, p);
      if (achieved[p]) RC_ASSERT(kings_on_board(pos, p) == 0);  // reached in play
      if (king_gone[p]) RC_ASSERT(kings_on_board(pos, p) == 0);
      king_gone[p] = kings_on_board(pos, p) == 0;
    }
  });
  const RuledMfen in = *any_valid_mfens();
  check_sovereignty(parse_or_fail(in.mfen, in.rules));
  RC_CLASSIFY(achieved[kWhite] || achieved[kBlack], "sovereignty achieved");
}

// === 9. The end ===========================================================

// Whether any piece of the side to move has a move (restated, ignoring the
// King's first move, which never takes the last move away).
bool any_piece_move_restated(const Position& pos) {
  for (int s = 0; s < kSquareCount; ++s) {
    const Piece p = pos.piece_on(Square(s));
    if (p == kNoPiece || player_of(p) != pos.side_to_move()) continue;
    if (!(type_of(p) == kSovereign ? sovereign_moves_restated(pos, Square(s))
                                   : traditional_moves_restated(pos, Square(s)))
             .empty())
      return true;
  }
  return false;
}

// is_over() against the three end conditions restated; no move when over, a
// forced pass (alone) exactly when nothing can move; the counters follow
// docs/rules/playtest.md#after-every-turn for every legal move.
void check_end(const Position& pos) {
  RC_ASSERT(pos.is_over() == (end_restated(pos) != End::kNone));
  const MoveList moves = legal_moves(pos);
  RC_ASSERT(moves.empty() == pos.is_over());
  const bool forced_pass = moves.size() == 1 && moves[0].is_pass();
  RC_ASSERT(forced_pass == (!pos.is_over() && !any_piece_move_restated(pos)));
  for (const Move m : moves) RC_ASSERT(!m.is_pass() || forced_pass);
  RC_ASSERT(pos.passes() <= 2);
  RC_ASSERT(std::uint32_t(pos.passes()) <= pos.quiet());
  if (pos.rules().anti_stall) RC_ASSERT(pos.quiet() <= 100u);
  for (const Move m : moves) {
    Position after = pos;
    after.make(m);
    const bool capture = !m.is_pass() && pos.piece_on(m.to()) != kNoPiece;
    const bool passage = !m.is_pass() && type_of(pos.piece_on(m.from())) == kSovereign &&
                         rank_of(m.to()) == far_rank_of(pos.side_to_move());
    RC_ASSERT(after.quiet() == (capture || passage ? 0 : pos.quiet() + 1));
    RC_ASSERT(after.passes() == (m.is_pass() ? pos.passes() + 1 : 0));
    RC_ASSERT(after.is_over() == (end_restated(after) != End::kNone));
  }
}

RC_GTEST_PROP(Playtest, TheGameEndsExactlyWhenAnEndConditionHolds, ()) {
  const GamePath path = *any_game_paths(true, 100);
  RC_TAG(rules_tag(path.rules));
  std::uint32_t most_quiet = 0;
  for_each_position(path, [&](const Position& pos, std::size_t) {
    check_end(pos);
    most_quiet = std::max(most_quiet, pos.quiet());
  });
  const RuledMfen in = *any_valid_mfens();
  check_end(parse_or_fail(in.mfen, in.rules));
  classify_end(path.final);
  RC_CLASSIFY(!path.rules.anti_stall && most_quiet > 100, "no anti-stall, quiet past 100");
}

// A game that the anti-stall rule ended at quiet 100, replayed without the
// rule: the same positions, but at quiet 100 it goes on and the next quiet
// turn makes 101, in the engine and in the model.
RC_GTEST_PROP(Playtest, WithoutAntiStallQuietCountsPastAHundred, ()) {
  const RuleSet set = *rc::gen::element(RuleSet::kStandard, RuleSet::kContemplative);
  const GamePath path = *game_paths(Rules{set, true}, Policy::kAvoidCaptures, true, 50);
  const Position& ended = path.final;
  const bool by_anti_stall = ended.is_over() && end_restated(ended) == End::kAntiStall;
  RC_CLASSIFY(by_anti_stall, "ended by anti-stall");
  Position pos = Position::start(Rules{set, false});
  for (const Move m : path.moves) pos.make(m);
  RC_ASSERT(to_mfen(pos) == to_mfen(ended));
  const bool other_end = end_restated(ended) == End::kResolved || ended.passes() == 2;
  RC_ASSERT(pos.is_over() == other_end);
  if (!by_anti_stall) return;
  RC_ASSERT(pos.quiet() == 100u);
  const mp::Game game = model_of(pos);
  RC_ASSERT(game.result() == "ongoing");
  RC_ASSERT(model_of(to_mfen(ended), ended.rules()).result() == result_of(ended));
  for (const Move m : legal_moves(pos)) {
    if (!m.is_pass() && pos.piece_on(m.to()) != kNoPiece) continue;
    Position after = pos;
    after.make(m);
    if (after.passages(pos.side_to_move()) != pos.passages(pos.side_to_move())) continue;
    RC_ASSERT(after.quiet() == 101u);
    RC_ASSERT(!after.is_over());
    mp::Game model_after = game;
    RC_ASSERT(model_after.play(move_name(m)));
    RC_ASSERT(model_after.quiet() == 101);
    RC_ASSERT(model_after.result() == "ongoing");
  }
}

// === 10. The outcome ======================================================

RC_GTEST_PROP(Playtest, TheOutcomeFollowsTheAchievementsOnly, ()) {
  const GamePath path = *rc::gen::oneOf(policy_game_paths(Policy::kPassageBias, true, 150),
                                        any_game_paths(true, 100));
  for_each_position(path, [](const Position& pos, std::size_t) {
    RC_ASSERT(pos.outcome() == outcome_restated(pos));
  });
  const RuledMfen in = *any_valid_mfens();
  const Position arbitrary = parse_or_fail(in.mfen, in.rules);
  RC_ASSERT(arbitrary.outcome() == outcome_restated(arbitrary));
  classify_end(path.final);
}

// === 11. The King's first move ============================================

// The position's MFEN with the side to move's first-move obligation cleared.
std::string without_obligation(const Position& pos) {
  std::vector<std::string> fields = split_spaces(to_mfen(pos));
  const bool other = pos.owes_first_move(opponent(pos.side_to_move()));
  fields[2] = other ? (pos.side_to_move() == kWhite ? "B" : "W") : "-";
  return join_spaces(fields);
}

void check_first_move(const Position& pos) {
  if (pos.is_over()) return;
  const Player us = pos.side_to_move(), them = opponent(us);
  const MoveList moves = legal_moves(pos);
  if (first_move_binds(pos)) {
    // Only the King's moves, all of them.
    Square king = kA1;
    for (int s = 0; s < kSquareCount; ++s)
      if (pos.piece_on(Square(s)) == make_piece(us, kKing)) king = Square(s);
    for (const Move m : moves) RC_ASSERT(!m.is_pass() && m.from() == king);
    RC_ASSERT(sorted_names(moves) == traditional_moves_restated(pos, king));
  } else if (pos.owes_first_move(us)) {
    // No King, or it cannot move: the obligation lapses for this turn.
    RC_ASSERT(sorted_names(moves) ==
              sorted_names(legal_moves(parse_or_fail(without_obligation(pos), pos.rules()))));
  }
  for (const Move m : moves) {
    Position after = pos;
    after.make(m);
    // Any move clears the mover's obligation; a forced pass keeps it.
    RC_ASSERT(after.owes_first_move(us) == (m.is_pass() && pos.owes_first_move(us)));
    RC_ASSERT(after.owes_first_move(them) == pos.owes_first_move(them));
  }
}

RC_GTEST_PROP(Playtest, TheKingMovesFirstWhileOwedAndAnyMoveEndsTheObligation, ()) {
  const GamePath path = *any_game_paths(false, 150);
  for_each_position(path, [](const Position& pos, std::size_t) { check_first_move(pos); });
  const RuledMfen in = *any_valid_mfens();
  const Position arbitrary = parse_or_fail(in.mfen, in.rules);
  check_first_move(arbitrary);
  const bool owes = !arbitrary.is_over() && arbitrary.owes_first_move(arbitrary.side_to_move());
  RC_CLASSIFY(owes && first_move_binds(arbitrary), "arbitrary: King's first move binds");
  RC_CLASSIFY(owes && !first_move_binds(arbitrary), "arbitrary: obligation lapses");
  RC_CLASSIFY(owes && legal_moves(arbitrary)[0].is_pass(), "arbitrary: forced pass while owing");
}

// === 12. Symmetry =========================================================

// The board field transformed square by square: to = where(from), letter = what(letter).
template <class Where, class What>
std::string transformed_board(const std::string& board, Where where, What what) {
  const auto letters = board_letters(board);
  if (!letters) RC_FAIL("not a board: " + board);
  std::array<char, kSquareCount> out{};
  for (int s = 0; s < kSquareCount; ++s)
    if (const char c = (*letters)[std::size_t(s)])
      out[std::size_t(where(file_of(Square(s)), rank_of(Square(s))))] = what(c);
  return board_text(out);
}

// a <-> h, b <-> g, ...: nothing else changes.
std::string mirror_files(const std::string& mfen) {
  std::vector<std::string> fields = split_spaces(mfen);
  fields[0] = transformed_board(
      fields[0], [](int f, int r) { return r * 8 + (7 - f); }, [](char c) { return c; });
  return join_spaces(fields);
}
std::string mirror_move(const std::string& name) {
  if (name == "pass") return name;
  std::string out = name;
  out[0] = char('a' + 'h' - out[0]);
  out[2] = char('a' + 'h' - out[2]);
  return out;
}

// Rank r <-> 7 - r with White and Black swapped: pieces, side, the first
// bits and the passages.
std::string flip_colours(const std::string& mfen) {
  std::vector<std::string> fields = split_spaces(mfen);
  fields[0] = transformed_board(
      fields[0], [](int f, int r) { return (7 - r) * 8 + f; },
      [](char c) { return char(c >= 'a' ? c - 'a' + 'A' : c - 'A' + 'a'); });
  fields[1] = fields[1] == "w" ? "b" : "w";
  if (fields[2] == "W" || fields[2] == "B") fields[2] = fields[2] == "W" ? "B" : "W";
  std::swap(fields[3], fields[4]);
  return join_spaces(fields);
}
std::string flip_move(const std::string& name) {
  if (name == "pass") return name;
  std::string out = name;
  out[1] = char('1' + '8' - out[1]);
  out[3] = char('1' + '8' - out[3]);
  return out;
}
Outcome swap_colours(Outcome o) {
  if (o == Outcome::kWhiteSovereignty) return Outcome::kBlackSovereignty;
  if (o == Outcome::kBlackSovereignty) return Outcome::kWhiteSovereignty;
  return o;
}

template <class TransformText, class TransformMove>
void check_symmetry(Position pos, TransformText text_of, TransformMove move_of, bool swapped) {
  const std::string mfen = to_mfen(pos);
  const std::string image_text = text_of(mfen);
  RC_LOG() << "transformed: " << replay_command(pos.rules(), image_text, "") << "\n";
  RC_ASSERT(text_of(image_text) == mfen);  // an involution
  Position image = parse_or_fail(image_text, pos.rules());
  RC_ASSERT(to_mfen(image) == image_text);
  RC_ASSERT(image.outcome() == (swapped ? swap_colours(pos.outcome()) : pos.outcome()));
  std::vector<std::string> expected;
  for (const std::string& name : sorted_names(legal_moves(pos))) expected.push_back(move_of(name));
  std::sort(expected.begin(), expected.end());
  RC_ASSERT(sorted_names(legal_moves(image)) == expected);
  RC_ASSERT(perft(image, 3) == perft(pos, 3));
}

RC_GTEST_PROP(Playtest, MirroringTheFilesMirrorsTheMovesAndKeepsPerft, ()) {
  check_symmetry(some_position(250), mirror_files, mirror_move, false);
}

RC_GTEST_PROP(Playtest, FlippingTheBoardAndColoursFlipsTheMovesAndKeepsPerft, ()) {
  check_symmetry(some_position(250), flip_colours, flip_move, true);
}

}  // namespace
}  // namespace minnaar::playtest::props
