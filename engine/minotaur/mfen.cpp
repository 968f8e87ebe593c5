#include "engine/minotaur/mfen.h"

#include "engine/board8/fen_fields.h"
#include "engine/board8/notation.h"

namespace minnaar::minotaur {

// Builds a Position field by field (a friend of Position).
class PositionBuilder {
 public:
  static void put(Position& pos, Piece p, Square s) { pos.put_piece(p, s); }
  static void set_state(Position& pos, Color side, std::uint8_t to_place, std::uint8_t awake,
                        int quiet, int passes, int move) {
    pos.side_ = side;
    pos.to_place_ = to_place;
    pos.awake_ = awake;
    pos.quiet_ = std::uint8_t(quiet);
    pos.passes_ = std::uint8_t(passes);
    pos.move_ = std::uint16_t(move);
    pos.outcome_ = pos.judge();
  }
};

namespace {

using Error = Unexpected<MfenError>;

// Both colours' letters: upper case White, lower case Black, in PieceType
// order from kTotem.
constexpr std::string_view kLetters = "QKRBVNPAqkrbvnpa";

Piece piece_of_letter(char c) {
  const std::size_t i = kLetters.find(c);
  return make_piece(i < 8 ? kWhite : kBlack, PieceType(i % 8 + 1));
}

const char* type_name(PieceType t) {
  constexpr const char* kNames[kPieceTypeCount] = {
      "", "Totem", "Chieftain", "Champion", "Shaman", "Vanguard", "Defender", "Warrior", "Avenger"};
  return kNames[t];
}

// The set of players a field names: "-", "w", "b" or "wb" (bits 1 and 2).
Expected<std::uint8_t, std::string> parse_players(std::string_view text) {
  if (text == "-") return std::uint8_t(0);
  if (text == "w") return std::uint8_t(1);
  if (text == "b") return std::uint8_t(2);
  if (text == "wb") return std::uint8_t(3);
  return Unexpected<std::string>{fen::quoted(text) + " is not one of -, w, b, wb"};
}
const char* players_text(std::uint8_t bits) {
  constexpr const char* kText[4] = {"-", "w", "b", "wb"};
  return kText[bits & 3];
}

}  // namespace

Expected<Position, MfenError> parse_mfen(std::string_view text) {
  const auto fields = fen::split_fields(text);
  for (const std::string_view field : fields)
    if (field.empty())
      return Error{{"MFEN",
                    "fields are separated by exactly one space, with none before or "
                    "after"}};
  if (fields.size() != 7)
    return Error{{"MFEN", "has " + std::to_string(fields.size()) +
                              " fields separated by single spaces, not 7 (board side to-place "
                              "awake quiet passes move)"}};
  const int no_limit[16] = {64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64};
  auto letters = fen::parse_board(fields[0], kLetters, no_limit);
  if (!letters) return Error{{"board", letters.error()}};

  Position pos;
  int counts[2][kPieceTypeCount] = {};
  for (int s = 0; s < kSquareCount; ++s) {
    if ((*letters)[s] == '\0') continue;
    const Piece p = piece_of_letter((*letters)[s]);
    const Color c = color_of(p);
    const PieceType t = type_of(p);
    const char* who = c == kWhite ? "White" : "Black";
    if (++counts[c][t] > kTypeLimits[t])
      return Error{{"board", std::string(who) + " has more than " + std::to_string(kTypeLimits[t]) +
                                 " " + type_name(t) + (kTypeLimits[t] > 1 ? "s" : "")}};
    if (t == kShaman && is_dark(Square(s)))
      return Error{{"board", std::string(who) + "'s Shaman stands on " + square_name(Square(s)) +
                                 ", a dark square"}};
    if (t == kVanguard && !is_dark(Square(s)))
      return Error{{"board", std::string(who) + "'s Vanguard stands on " + square_name(Square(s)) +
                                 ", a light square"}};
    PositionBuilder::put(pos, p, Square(s));
  }
  for (const Color c : {kWhite, kBlack}) {
    int total = 0;
    for (int t = kTotem; t < kPieceTypeCount; ++t) total += counts[c][t];
    if (counts[c][kAvenger] && total > 1)
      return Error{{"board", std::string(c == kWhite ? "White" : "Black") +
                                 " has an Avenger beside other pieces"}};
  }
  if (!pos.has_object(kWhite) && !pos.has_object(kBlack))
    return Error{{"board", "neither side has a Totem or an Avenger"}};

  Color side;
  if (fields[1] == "w")
    side = kWhite;
  else if (fields[1] == "b")
    side = kBlack;
  else
    return Error{{"side", fen::quoted(fields[1]) + " is not w or b"}};

  auto to_place = parse_players(fields[2]);
  if (!to_place) return Error{{"to-place", to_place.error()}};
  if (*to_place == 1)
    return Error{{"to-place",
                  "'w' alone cannot be: White places first, so Black is still to "
                  "place while White is"}};
  if (*to_place == 3 && (side != kWhite || pos.pieces(kVanguard)))
    return Error{{"to-place", "'wb' needs White to move and no Vanguard on the board"}};
  if (*to_place == 2 && (side != kBlack || pos.pieces(kBlack, kVanguard)))
    return Error{{"to-place", "'b' needs Black to move and no black Vanguard on the board"}};
  auto awake = parse_players(fields[3]);
  if (!awake) return Error{{"awake", awake.error()}};

  auto quiet = fen::parse_number(fields[4], 0, kQuietTurnLimit);
  if (!quiet) return Error{{"quiet", quiet.error()}};
  auto passes = fen::parse_number(fields[5], 0, kPassLimit);
  if (!passes) return Error{{"passes", passes.error()}};
  if (*passes > *quiet)
    return Error{{"passes", std::to_string(*passes) + " is above quiet " + std::to_string(*quiet)}};
  auto move = fen::parse_number(fields[6], 1, kMaxMoveNumber);
  if (!move) return Error{{"move", move.error()}};

  PositionBuilder::set_state(pos, side, *to_place, *awake, *quiet, *passes, *move);
  return pos;
}

std::string to_mfen(const Position& pos) {
  fen::BoardLetters letters{};
  for (int s = 0; s < kSquareCount; ++s)
    if (const Piece p = pos.piece_on(Square(s)); p != kNoPiece)
      letters[s] = kLetters[std::size_t(type_of(p) - 1 + (color_of(p) == kBlack ? 8 : 0))];
  std::string out = fen::format_board(letters);
  out += pos.side_to_move() == kWhite ? " w " : " b ";
  out += players_text(pos.to_place_bits());
  out += ' ';
  out += players_text(pos.awake_bits());
  out += ' ' + std::to_string(pos.quiet()) + ' ' + std::to_string(pos.passes()) + ' ' +
         std::to_string(pos.move_number());
  return out;
}

}  // namespace minnaar::minotaur
