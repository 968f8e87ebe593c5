#include "engine/schachen/notation.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <vector>

#include "engine/board8/fen_fields.h"
#include "engine/random.h"
#include "engine/schachen/movegen.h"

namespace minnaar::schachen {
namespace {

// The fields of an MFEN in order.
constexpr std::array<std::string_view, 9> kFieldNames = {"board",      "side",       "white-hand",
                                                         "white-pile", "white-pool", "black-hand",
                                                         "black-pile", "black-pool", "move"};
enum Field {
  kBoard,
  kSide,
  kWhiteHand,
  kWhitePile,
  kWhitePool,
  kBlackHand,
  kBlackPile,
  kBlackPool,
  kMoveField
};
// A player's hand, pile and pool fields.
constexpr Field hand_field(Colour c) { return c == kWhite ? kWhiteHand : kBlackHand; }
constexpr Field pile_field(Colour c) { return Field(hand_field(c) + 1); }
constexpr Field pool_field(Colour c) { return Field(hand_field(c) + 2); }

constexpr std::string_view colour_name(Colour c) { return c == kWhite ? "White" : "Black"; }

// Turn texts may name squares beyond the input limit of positions (play may
// take pieces there); the legality test decides whether one is a turn.
constexpr std::int64_t kTurnLimit = 1'000'000'000;

// An integer of docs/rules/schachen.md#mfen: "0" or -?[1-9][0-9]*, at most `limit` in size.
Expected<std::int64_t, std::string> parse_integer(std::string_view text, std::int64_t limit) {
  const bool negative = !text.empty() && text[0] == '-';
  const std::string_view digits = negative ? text.substr(1) : text;
  if (digits.empty() ||
      !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return Unexpected{fen::quoted(text) + " is not an integer"};
  if (digits[0] == '0' && (digits.size() > 1 || negative))
    return Unexpected{fen::quoted(text) + " is not written canonically (no leading zero, no -0)"};
  if (digits.size() > 10) return Unexpected{fen::quoted(text) + " is too large"};
  std::int64_t value = 0;
  for (const char c : digits) value = value * 10 + (c - '0');
  if (value > limit)
    return Unexpected{fen::quoted(text) + " is beyond " + std::to_string(limit) + " in size"};
  return negative ? -value : value;
}

// A square "x,y" at the front of `text`, which it then skips.
Expected<Square, std::string> take_square(std::string_view& text, std::int64_t limit) {
  const std::size_t comma = text.find(',');
  if (comma == std::string_view::npos) return Unexpected{std::string("a square needs x,y")};
  const auto x = parse_integer(text.substr(0, comma), limit);
  if (!x) return Unexpected{x.error()};
  text.remove_prefix(comma + 1);
  std::size_t end = 0;
  while (end < text.size() && (text[end] == '-' || (text[end] >= '0' && text[end] <= '9'))) ++end;
  const auto y = parse_integer(text.substr(0, end), limit);
  if (!y) return Unexpected{y.error()};
  text.remove_prefix(end);
  return Square{std::int32_t(*x), std::int32_t(*y)};
}

std::optional<Kind> kind_of_letter(char upper) {
  const char* at = std::find(kKindLetters, kKindLetters + kKindCount, upper);
  if (at == kKindLetters + kKindCount) return std::nullopt;
  return Kind(at - kKindLetters);
}

// A hand, pile or pool field of player `c`: its cards in order, or, where
// `hidden_allowed`, the count of an observation's "#<count>".
struct CardField {
  std::vector<Kind> cards;
  std::optional<int> hidden;
};
Expected<CardField, std::string> parse_card_field(std::string_view text, Colour c,
                                                  bool hidden_allowed) {
  CardField out;
  if (text == "-") return out;
  if (text.empty()) return Unexpected{std::string("is empty (write - for no cards)")};
  if (text[0] == '#') {
    if (!hidden_allowed) return Unexpected{std::string("'#' hides cards only in an observation")};
    const auto n = parse_integer(text.substr(1), kCardsPerPlayer);
    if (!n || *n < 0) return Unexpected{"bad count of hidden cards " + fen::quoted(text)};
    out.hidden = int(*n);
    return out;
  }
  for (const char letter : text) {
    const bool upper = letter >= 'A' && letter <= 'Z';
    const char as_upper = upper ? letter : char(letter - 'a' + 'A');
    const auto kind = kind_of_letter(as_upper);
    if (!kind || (!upper && (letter < 'a' || letter > 'z')))
      return Unexpected{fen::quoted(std::string_view(&letter, 1)) +
                        " is not a card letter (QRBNP)"};
    if (*kind == kKing) return Unexpected{std::string("a king is never off the board")};
    if (upper != (c == kWhite))
      return Unexpected{fen::quoted(std::string_view(&letter, 1)) + " is not a " +
                        std::string(colour_name(c)) + " card (" +
                        (c == kWhite ? "upper" : "lower") + " case)"};
    out.cards.push_back(*kind);
  }
  return out;
}

struct Parsed {
  Position pos;
  std::array<std::optional<int>, 9> hidden{};  // by field: an observation's counts
};

Expected<Parsed, MfenError> parse_fields(std::string_view text, bool observation) {
  const auto fail = [](Field f, std::string reason) {
    return Unexpected{MfenError{std::string(kFieldNames[std::size_t(f)]), std::move(reason)}};
  };
  const std::vector<std::string_view> fields = fen::split_fields(text);
  if (fields.size() != kFieldNames.size())
    return Unexpected{MfenError{"MFEN", "expected 9 fields separated by single spaces, found " +
                                            std::to_string(fields.size())}};
  Parsed out;
  Position& pos = out.pos;
  // Cards of each (colour, kind) seen anywhere, for the count of docs/rules/schachen.md#mfen.
  std::array<std::array<int, kKindCount>, 2> seen{};
  const auto count = [&](Colour c, Kind k, Field f) -> std::optional<MfenError> {
    if (++seen[c][k] <= kCardsOfKind[k]) return std::nullopt;
    const char letter = piece_letter(make_piece(c, k));
    return MfenError{std::string(kFieldNames[std::size_t(f)]),
                     std::string(colour_name(c)) + " has more than " +
                         std::to_string(kCardsOfKind[k]) + " " +
                         fen::quoted(std::string_view(&letter, 1)) +
                         " cards on the board and in hand, pile and pool"};
  };

  // The board.
  std::vector<Square> squares;
  const std::string_view board = fields[kBoard];
  for (std::size_t begin = 0; begin <= board.size();) {
    std::size_t end = board.find('/', begin);
    if (end == std::string_view::npos) end = board.size();
    std::string_view entry = board.substr(begin, end - begin);
    begin = end + 1;
    const std::string shown = fen::quoted(entry);
    if (entry.empty()) return fail(kBoard, "empty entry (expected <letter><x>,<y>)");
    const char letter = entry[0];
    const bool upper = letter >= 'A' && letter <= 'Z';
    const auto kind = kind_of_letter(upper ? letter : char(letter - 'a' + 'A'));
    if (!kind || (!upper && (letter < 'a' || letter > 'z')))
      return fail(kBoard, shown + " does not start with a piece letter (KQRBNP, kqrbnp)");
    entry.remove_prefix(1);
    const auto s = take_square(entry, kInputLimit);
    if (!s) return fail(kBoard, "in " + shown + ": " + s.error());
    if (!entry.empty()) return fail(kBoard, shown + " is not <letter><x>,<y>");
    if (std::find(squares.begin(), squares.end(), *s) != squares.end())
      return fail(kBoard, "two pieces on " + square_text(*s));
    squares.push_back(*s);
    const Colour c = upper ? kWhite : kBlack;
    if (auto e = count(c, *kind, kBoard)) {
      if (*kind == kKing) return fail(kBoard, std::string(colour_name(c)) + " has two kings");
      return Unexpected{*e};
    }
    pos.add_piece(make_piece(c, *kind), *s);
  }
  for (const Colour c : {kWhite, kBlack})
    if (seen[c][kKing] != 1) return fail(kBoard, std::string(colour_name(c)) + " has no king");

  // The side.
  if (fields[kSide] != "w" && fields[kSide] != "b")
    return fail(kSide, fen::quoted(fields[kSide]) + " is neither w nor b");
  pos.set_side_to_move(fields[kSide] == "w" ? kWhite : kBlack);

  // Hands, piles and pools.
  for (const Colour c : {kWhite, kBlack}) {
    Cards& cards = pos.cards(c);
    for (const Field f : {hand_field(c), pile_field(c), pool_field(c)}) {
      const bool may_hide = observation && f != pool_field(c);
      auto parsed = parse_card_field(fields[f], c, may_hide);
      if (!parsed) return fail(f, parsed.error());
      out.hidden[f] = parsed->hidden;
      for (const Kind k : parsed->cards) {
        if (auto e = count(c, k, f)) return Unexpected{*e};
        if (f == hand_field(c)) ++cards.hand[k];
        if (f == pile_field(c)) cards.pile[cards.pile_size++] = k;
        if (f == pool_field(c)) ++cards.pool[k];
      }
    }
    const int hand = out.hidden[hand_field(c)].value_or(cards.hand_size());
    const int pile = out.hidden[pile_field(c)].value_or(cards.pile_size);
    if (hand > kHandLimit) return fail(hand_field(c), std::to_string(hand) + " cards (at most 3)");
    if (hand < kHandLimit && pile > 0)
      return fail(hand_field(c), std::to_string(hand) +
                                     " cards while the pile is not empty (a hand is "
                                     "refilled to 3 while the pile lasts)");
  }

  // The move number.
  const auto move = parse_integer(fields[kMoveField], kInputLimit);
  if (!move) return fail(kMoveField, move.error());
  if (*move < 1) return fail(kMoveField, std::to_string(*move) + " is below 1");
  pos.set_move_number(*move);

  pos.finish();
  const Colour waiting = ~pos.side_to_move();
  if (pos.attacked(pos.king_square(waiting), pos.side_to_move()))
    return fail(kSide, std::string(colour_name(waiting)) + ", not to move, is in check");
  return out;
}

// The cards of a hand or pool in QRBNP order, "-" for none.
void append_counts(std::string& out, const std::array<std::uint8_t, kKindCount>& counts, Colour c) {
  const std::size_t before = out.size();
  for (const Kind k : {kQueen, kRook, kBishop, kKnight, kPawn})
    out.append(counts[k], piece_letter(make_piece(c, k)));
  if (out.size() == before) out += '-';
}

void append_pile(std::string& out, const Cards& cards, Colour c) {
  if (cards.pile_left() == 0) out += '-';
  for (int i = cards.drawn; i < cards.pile_size; ++i)
    out += piece_letter(make_piece(c, cards.pile[std::size_t(i)]));
}

void append_hidden(std::string& out, int count) {
  out += '#';
  out += std::to_string(count);
}

// The MFEN, the hidden fields of `observer` as counts if there is one.
std::string write(const Position& pos, std::optional<Colour> observer) {
  std::vector<int> order(std::size_t(pos.piece_count()));
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    const Square sa = pos.square(a), sb = pos.square(b);
    return sa.y != sb.y ? sa.y > sb.y : sa.x < sb.x;
  });
  std::string out;
  for (const int i : order) {
    if (!out.empty()) out += '/';
    out += piece_letter(pos.piece(i));
    out += square_text(pos.square(i));
  }
  out += pos.side_to_move() == kWhite ? " w" : " b";
  for (const Colour c : {kWhite, kBlack}) {
    const Cards& cards = pos.cards(c);
    const bool own = observer && *observer == c;
    out += ' ';
    if (observer && !own)
      append_hidden(out, cards.hand_size());
    else
      append_counts(out, cards.hand, c);
    out += ' ';
    if (observer)
      append_hidden(out, cards.pile_left());
    else
      append_pile(out, cards, c);
    out += ' ';
    append_counts(out, cards.pool, c);
  }
  out += ' ';
  out += std::to_string(pos.move_number());
  return out;
}

}  // namespace

std::string square_text(Square s) { return std::to_string(s.x) + ',' + std::to_string(s.y); }

std::string turn_text(const Turn& turn) {
  std::string out = square_text(turn.move.from);
  out += ':';
  out += square_text(turn.move.to);
  if (turn.move.promotion != kNoKind) {
    out += '=';
    out += kKindLetters[turn.move.promotion];
  }
  if (turn.placement.kind != kNoKind) {
    out += '+';
    out += kKindLetters[turn.placement.kind];
    out += '@';
    out += square_text(turn.placement.square);
  }
  return out;
}

std::optional<Turn> parse_turn_text(std::string_view text) {
  Turn turn;
  const auto from = take_square(text, kTurnLimit);
  if (!from || text.empty() || text[0] != ':') return std::nullopt;
  text.remove_prefix(1);
  const auto to = take_square(text, kTurnLimit);
  if (!to) return std::nullopt;
  turn.move.from = *from;
  turn.move.to = *to;
  const auto take_kind = [&](bool pawn_allowed) -> std::optional<Kind> {
    if (text.empty()) return std::nullopt;
    const auto k = kind_of_letter(text[0]);
    if (!k || *k == kKing || (*k == kPawn && !pawn_allowed)) return std::nullopt;
    text.remove_prefix(1);
    return k;
  };
  if (!text.empty() && text[0] == '=') {
    text.remove_prefix(1);
    const auto k = take_kind(false);
    if (!k) return std::nullopt;
    turn.move.promotion = *k;
  }
  if (!text.empty() && text[0] == '+') {
    text.remove_prefix(1);
    const auto k = take_kind(true);
    if (!k || text.empty() || text[0] != '@') return std::nullopt;
    text.remove_prefix(1);
    const auto at = take_square(text, kTurnLimit);
    if (!at) return std::nullopt;
    turn.placement = {*k, *at};
  }
  if (!text.empty()) return std::nullopt;
  return turn;
}

Expected<Turn, std::string> parse_legal_turn(const Position& pos, std::string_view text) {
  const auto turn = parse_turn_text(text);
  if (!turn)
    return Unexpected{std::string(
        "not a turn of the form <from>:<to>[=T][+T@<square>], e.g. 1,1:1,2 or 0,3:0,4=R+P@1,4")};
  std::vector<Turn> turns;
  generate_turns(pos, turns);
  if (std::find(turns.begin(), turns.end(), *turn) != turns.end()) return *turn;
  if (turns.empty()) return Unexpected{std::string("the game is over")};
  const Colour us = pos.side_to_move();
  const int mover = pos.index_at(turn->move.from);
  if (mover < 0 || colour_of(pos.piece(mover)) != us)
    return Unexpected{"no " + std::string(colour_name(us)) + " piece on " +
                      square_text(turn->move.from)};
  const bool move_legal =
      std::any_of(turns.begin(), turns.end(), [&](const Turn& t) { return t.move == turn->move; });
  if (!move_legal)
    return Unexpected{"the piece on " + square_text(turn->move.from) + " cannot move to " +
                      square_text(turn->move.to) +
                      (turn->move.promotion != kNoKind ? " with that promotion" : "")};
  return Unexpected{"that placement is not allowed after the move"};
}

Expected<Position, MfenError> parse_mfen(std::string_view text) {
  auto parsed = parse_fields(text, false);
  if (!parsed) return Unexpected{parsed.error()};
  return parsed->pos;
}

std::string to_mfen(const Position& pos) { return write(pos, std::nullopt); }

std::string observation_text(const Position& pos, Colour observer) { return write(pos, observer); }

Expected<Observation, MfenError> parse_observation(std::string_view text) {
  auto parsed = parse_fields(text, true);
  if (!parsed) return Unexpected{parsed.error()};
  const auto& hidden = parsed->hidden;
  Observation out{parsed->pos};
  for (const Colour c : {kWhite, kBlack}) {
    const Colour other = ~c;
    if (hidden[pile_field(c)] && !hidden[hand_field(c)] && hidden[hand_field(other)] &&
        hidden[pile_field(other)]) {
      out.observer = c;
      out.own_pile = *hidden[pile_field(c)];
      out.other_hand = *hidden[hand_field(other)];
      out.other_pile = *hidden[pile_field(other)];
      return out;
    }
  }
  return Unexpected{MfenError{"MFEN",
                              "not an observation: one player's pile and the other's hand "
                              "and pile must be hidden counts (#<count>)"}};
}

Expected<Position, MfenError> sample_position(const Observation& seen, std::uint64_t seed) {
  Position pos = seen.known;
  SplitMix64 rng(seed);
  for (const Colour c : {kWhite, kBlack}) {
    Cards& cards = pos.cards(c);
    std::array<int, kKindCount> left = kCardsOfKind;
    for (int i = 0; i < pos.piece_count(); ++i)
      if (colour_of(pos.piece(i)) == c) --left[kind_of(pos.piece(i))];
    for (int k = 0; k < kKindCount; ++k)
      left[std::size_t(k)] -= cards.hand[std::size_t(k)] + cards.pool[std::size_t(k)];
    std::vector<Kind> unseen;
    for (int k = 0; k < kKindCount; ++k)
      for (int n = 0; n < left[std::size_t(k)]; ++n) unseen.push_back(Kind(k));
    const bool own = c == seen.observer;
    const int hand = own ? 0 : seen.other_hand;
    const int pile = own ? seen.own_pile : seen.other_pile;
    if (int(unseen.size()) < hand + pile)
      return Unexpected{MfenError{
          std::string(kFieldNames[std::size_t(own ? pile_field(c) : hand_field(c))]),
          "hides " + std::to_string(hand + pile) + " " + std::string(colour_name(c)) +
              " cards, but only " + std::to_string(unseen.size()) + " are unaccounted for"}};
    for (std::size_t i = unseen.size(); i > 1; --i)
      std::swap(unseen[i - 1], unseen[rng.next() % i]);
    for (int i = 0; i < hand; ++i) ++cards.hand[unseen[std::size_t(i)]];
    for (int i = 0; i < pile; ++i) cards.pile[std::size_t(i)] = unseen[std::size_t(hand + i)];
    cards.pile_size = std::uint8_t(pile);
    cards.drawn = 0;
  }
  pos.finish();
  return pos;
}

}  // namespace minnaar::schachen
