#include "engine/sovereign/notation.h"

#include <vector>

#include "engine/board8/fen_fields.h"
#include "engine/sovereign/movegen.h"

namespace minnaar::sovereign {
namespace {

Unexpected<MfenError> fail(std::string field, std::string reason) {
  return Unexpected<MfenError>{MfenError{std::move(field), std::move(reason)}};
}

// Reads a square name from the front of `text`, advancing it. The rank is
// taken greedily ("a16" before "a1"), so squares follow each other without
// separators.
std::optional<Square> take_square(std::string_view& text) {
  if (text.size() < 2 || text[0] < 'a' || text[0] > 'p' || text[1] < '1' || text[1] > '9')
    return std::nullopt;
  const int file = text[0] - 'a';
  int rank = text[1] - '0';
  std::size_t used = 2;
  if (rank == 1 && text.size() > 2 && text[2] >= '0' && text[2] <= '6') {
    rank = 10 + (text[2] - '0');
    used = 3;
  }
  text.remove_prefix(used);
  return make_square(file, rank - 1);
}

std::string piece_text(Piece p) {
  return {kColourLetters[std::size_t(colour_of(p))], kRoleLetters[std::size_t(role_of(p))]};
}

std::string_view player_word(Player p) { return p == kWhite ? "White" : "Black"; }

}  // namespace

std::string square_name(Square s) {
  return std::string(1, char('a' + file_of(s))) + std::to_string(rank_of(s) + 1);
}

std::optional<Square> parse_square(std::string_view text) {
  const auto s = take_square(text);
  if (!s || !text.empty()) return std::nullopt;
  return s;
}

std::string move_name(Move m) {
  std::string text = square_name(m.from());
  switch (m.kind()) {
    case Move::kNormal:
      return text + square_name(m.to());
    case Move::kPromotion:
      return text + square_name(m.to()) + "=" + kRoleLetters[m.promotion_role()];
    case Move::kCastling:
      return text + square_name(m.to()) + "/" + square_name(m.rook_from());
    case Move::kDefection:
      text += "@";
      text += kColourLetters[std::size_t(m.defection_colour())];
      if (m.to() != m.from()) text += square_name(m.to());
      return text;
  }
  return text;
}

std::optional<Move> parse_move_text(std::string_view text) {
  const auto from = take_square(text);
  if (!from) return std::nullopt;
  if (!text.empty() && text[0] == '@') {
    if (text.size() < 2) return std::nullopt;
    const std::size_t colour = kColourLetters.find(text[1]);
    if (colour == std::string_view::npos) return std::nullopt;
    text.remove_prefix(2);
    if (text.empty()) return Move::defection(*from, int(colour), *from);
    const auto to = take_square(text);
    if (!to || !text.empty() || *to == *from) return std::nullopt;
    return Move::defection(*from, int(colour), *to);
  }
  const auto to = take_square(text);
  if (!to || *to == *from) return std::nullopt;
  if (text.empty()) return Move::normal(*from, *to);
  if (text[0] == '=' && text.size() == 2) {
    const std::size_t role = kRoleLetters.find(text[1]);
    if (role == std::string_view::npos || role == kPawn) return std::nullopt;
    return Move::promotion(*from, *to, Role(role));
  }
  if (text[0] == '/') {
    text.remove_prefix(1);
    const auto rook = take_square(text);
    if (!rook || !text.empty()) return std::nullopt;
    return Move::castling(*from, *to, *rook);
  }
  return std::nullopt;
}

Expected<Move, std::string> parse_legal_move(const Position& pos, std::string_view text) {
  const auto move = parse_move_text(text);
  if (!move) return Unexpected{fen::quoted(text) + " is not a move of the notation"};
  MoveList legal;
  generate_moves(pos, legal);
  for (const Move m : legal)
    if (m == *move) return m;
  if (legal.empty()) return Unexpected{std::string("the game is over")};
  return Unexpected{fen::quoted(text) + " is not a legal move here"};
}

Expected<Position, MfenError> parse_mfen(std::string_view text) {
  const std::vector<std::string_view> fields = fen::split_fields(text);
  if (fields.size() != 6)
    return fail("MFEN", "has " + std::to_string(fields.size()) +
                            " space-separated fields, expected 6 (board side white-owns "
                            "black-owns castling move)");
  for (std::size_t i = 0; i < fields.size(); ++i)
    if (fields[i].empty())
      return fail("MFEN", "field " + std::to_string(i + 1) +
                              " is empty (fields are separated by single spaces)");

  // The board: 16 ranks from rank 16 down, each 16 squares of two-letter
  // pieces and canonical runs of empty squares (1-16, never two runs in a row).
  Position pos;
  const std::string_view board = fields[0];
  std::vector<std::string_view> ranks;
  for (std::size_t at = 0;;) {
    const std::size_t slash = board.find('/', at);
    ranks.push_back(board.substr(at, slash == std::string_view::npos ? slash : slash - at));
    if (slash == std::string_view::npos) break;
    at = slash + 1;
  }
  if (ranks.size() != 16)
    return fail("board", "has " + std::to_string(ranks.size()) + " ranks, expected 16");
  for (std::size_t row = 0; row < 16; ++row) {
    const int rank = 15 - int(row);
    const std::string where = " in rank " + std::to_string(rank + 1);
    std::string_view r = ranks[row];
    int file = 0;
    bool after_run = false;
    while (!r.empty()) {
      if (r[0] >= '0' && r[0] <= '9') {
        std::size_t digits = 0;
        while (digits < r.size() && r[digits] >= '0' && r[digits] <= '9') ++digits;
        const auto run = fen::parse_number(r.substr(0, digits), 1, 16);
        if (!run) return fail("board", "empty-square count " + run.error() + where);
        if (after_run) return fail("board", "two empty-square counts in a row" + where);
        file += *run;
        r.remove_prefix(digits);
        after_run = true;
      } else {
        const std::size_t colour = kColourLetters.find(r[0]);
        const std::size_t role = r.size() < 2 ? std::string_view::npos : kRoleLetters.find(r[1]);
        if (colour == std::string_view::npos || role == std::string_view::npos)
          return fail("board", fen::quoted(r.substr(0, 2)) + " is not a piece (colour " +
                                   std::string(kColourLetters) + ", role " +
                                   std::string(kRoleLetters) + ")" + where);
        if (file < 16) pos.put(make_square(file, rank), make_piece(int(colour), Role(role)));
        ++file;
        r.remove_prefix(2);
        after_run = false;
      }
      if (file > 16) return fail("board", "more than 16 squares" + where);
    }
    if (file != 16)
      return fail("board", std::to_string(file) + " squares" + where + ", expected 16");
  }

  // The placement's rules that need the board alone (docs/rules/sovereign.md#mfen).
  for (int c = 0; c < kColourCount; ++c) {
    const auto& pair = kColourSquares[std::size_t(c)];
    if (pos.piece_on(pair[0]) != kNoPiece && pos.piece_on(pair[1]) != kNoPiece)
      return fail("board", std::string("both squares of colour ") + kColourLetters[std::size_t(c)] +
                               " are occupied (" + square_name(pair[0]) + ", " +
                               square_name(pair[1]) + ")");
  }
  for (Square s = 0; s < kSquareCount; ++s) {
    const Piece p = pos.piece_on(s);
    if (p == kNoPiece) continue;
    if (square_colour(s) == colour_of(p))
      return fail("board",
                  piece_text(p) + " on " + square_name(s) + ", a square of its own colour");
    if (role_of(p) == kPawn && in_centre(s))
      return fail("board", piece_text(p) + " on " + square_name(s) + ": a pawn in the centre");
  }

  if (fields[1] != "w" && fields[1] != "b")
    return fail("side", fen::quoted(fields[1]) + " is not w or b");
  pos.set_side(fields[1] == "w" ? kWhite : kBlack);
  const char* const owns_fields[2] = {"white-owns", "black-owns"};
  for (int p = 0; p < 2; ++p) {
    const std::string_view f = fields[std::size_t(2 + p)];
    if (f.size() != 1 || kColourLetters.find(f[0]) == std::string_view::npos)
      return fail(owns_fields[p],
                  fen::quoted(f) + " is not one colour letter of " + std::string(kColourLetters));
    pos.set_owned(Player(p), int(kColourLetters.find(f[0])));
  }
  if (pos.owned(kWhite) == pos.owned(kBlack))
    return fail("black-owns", "White and Black own the same colour " + std::string(fields[3]));

  CastlingRights rights = 0;
  if (fields[4] != "-") {
    std::size_t next = 0;  // letters in the order CELNceln, each once
    for (const char c : fields[4]) {
      const std::size_t i = kCastlingLetters.find(c, next);
      if (i == std::string_view::npos)
        return fail("castling",
                    fen::quoted(fields[4]) + " is not '-' or letters of CELNceln in that order");
      rights |= CastlingRights(1u << i);
      next = i + 1;
    }
  }
  const auto move = fen::parse_number(fields[5], 1, kMoveCap);
  if (!move) return fail("move", move.error());
  pos.set_move_number(*move);

  // The kings: one of each owned colour and no other (docs/rules/sovereign.md#mfen).
  for (Square s = 0; s < kSquareCount; ++s) {
    const Piece p = pos.piece_on(s);
    if (p != kNoPiece && role_of(p) == kKing && colour_of(p) != pos.owned(kWhite) &&
        colour_of(p) != pos.owned(kBlack))
      return fail("board",
                  piece_text(p) + " on " + square_name(s) + ": a king of a colour no player owns");
  }
  for (int p = 0; p < 2; ++p) {
    const int kings = (pos.of_colour(pos.owned(Player(p))) & pos.of_role(kKing)).count();
    if (kings != 1)
      return fail("board", std::to_string(kings) + " kings of " +
                               std::string(player_word(Player(p))) + "'s colour " +
                               kColourLetters[std::size_t(pos.owned(Player(p)))] +
                               ", expected exactly one");
  }
  pos.refresh();
  for (int right = 0; right < 8; ++right) {
    if (!(rights & (1u << right))) continue;
    const Player p = right < 4 ? kWhite : kBlack;
    const std::string letter(1, kCastlingLetters[std::size_t(right)]);
    if (pos.king_square(p) != kHomeSquare[p])
      return fail("castling", letter + ": " + std::string(player_word(p)) + "'s king is not on " +
                                  square_name(kHomeSquare[p]));
    const Square rook = castling_rook_square(right);
    if (pos.piece_on(rook) != make_piece(kCastlingRookColours[std::size_t(right)], kRook))
      return fail("castling", letter + ": no " +
                                  kColourLetters[kCastlingRookColours[std::size_t(right)]] +
                                  "r on " + square_name(rook));
  }
  pos.set_castling(rights);
  if (pos.attacked(pos.king_square(opponent(pos.side_to_move())), pos.side_to_move()))
    return fail("side", std::string(player_word(opponent(pos.side_to_move()))) +
                            ", not to move, is in check");
  return pos;
}

std::string to_mfen(const Position& pos) {
  std::string text;
  for (int rank = 15; rank >= 0; --rank) {
    int run = 0;
    for (int file = 0; file < 16; ++file) {
      const Piece p = pos.piece_on(make_square(file, rank));
      if (p == kNoPiece) {
        ++run;
        continue;
      }
      if (run) text += std::to_string(run);
      run = 0;
      text += piece_text(p);
    }
    if (run) text += std::to_string(run);
    if (rank) text += '/';
  }
  text += pos.side_to_move() == kWhite ? " w " : " b ";
  text += kColourLetters[std::size_t(pos.owned(kWhite))];
  text += ' ';
  text += kColourLetters[std::size_t(pos.owned(kBlack))];
  text += ' ';
  if (!pos.castling()) text += '-';
  for (int right = 0; right < 8; ++right)
    if (pos.castling() & (1u << right)) text += kCastlingLetters[std::size_t(right)];
  text += ' ' + std::to_string(pos.move_number());
  return text;
}

}  // namespace minnaar::sovereign
