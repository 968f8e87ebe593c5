// A test implementation of the command-line contract with one planted bug,
// for the tests of `minnaar conform`: the current edition's engine seen
// through a decorator that breaks one rule. Built only with the tests.
//
//   planted_engine BUG perft --depth D [--divide] [--mfen M] [--moves "..."]
//   planted_engine BUG moves|show [--mfen M] [--moves "..."]
//
// BUG is one of
//   none     the engine as it is
//   move     a move rule: no piece may move to h8
//   counter  a counter rule: the notation shows the quiet-turn tally one too
//            high once it is above 0
//   result   a result rule: the game ends undecided at a tally of 79, not 80
//   mfen     a notation rule: a round number of 0 is read as 1 (it must be
//            refused)
//   lenient  no bug, any rule set: the notation is also read in every
//            non-canonical form its contract leaves open (its fixtures
//            manifest's contract_allows: two digits in a row, leading
//            zeros, plus signs, numbers beyond this engine's bound), as an
//            implementation may; output stays canonical
//   stale    derived state: the squares the engine holds occupied are kept
//            up to date move by move, but a Knight that captures is not
//            taken off the square it left; quiet moves onto that square are
//            missing from then on (until a position is read from its MFEN),
//            which shows only when a piece could go there, often plies later
//
// and, in any rule set (its moves told apart by State::describe_move),
//   jump     a missing direction: no leap 2 north 1 east (a Knight's, a
//            Defender's)
//   short-range:PIECE:D
//            a range off by one: PIECE's moves along a line of D squares or
//            more are missing (short-range:Sovereign:4)
//   ally     a capture of an ally: every move that would be legal were an
//            ally of the mover not on its target is listed too, and takes it
//   promotion:PIECE
//            a wrong set of promotion choices: promotions to PIECE are
//            missing (promotion:Queen)
//   placement:SQUARE
//            a missing placement square: no piece may be placed on SQUARE
//   wrap:PIECE, wrap
//            a capture that wraps round an edge: where PIECE (any piece) has a
//            step or leap east, the same move west off the board is read as a row-major
//            index would, onto the far file of the rank below, and listed
//            when an enemy stands there; played, it makes the move it
//            mirrors (a square index that runs off its row, as in an
//            engine that forgot the edge file)
//
// Several bugs at once: BUG,BUG (jump,counter).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "conform/fixture_manifest.h"
#include "engine/contract.h"
#include "engine/game.h"
#include "engine/words.h"

namespace minnaar {
namespace {

enum class Bug {
  kMove,
  kCounter,
  kResult,
  kMfen,
  kLenient,
  kStale,
  kJump,
  kShortRange,
  kAlly,
  kWrap,
  kPromotion,
  kPlacement
};

// The bugs planted, with what the parameterised ones need.
struct Bugs {
  std::set<Bug> planted;
  std::string short_piece;       // kShortRange: whose moves are cut short
  int short_distance = 0;        // kShortRange: moves of this many squares or more are missing
  std::string promotion_piece;   // kPromotion: promotions to this piece are missing
  std::string placement_square;  // kPlacement: placements on this square are missing
  std::string wrap_piece;        // kWrap: whose moves wrap round the west edge ("": all)
  bool has(Bug bug) const { return planted.count(bug) > 0; }
};

// The leap Bug::kJump drops.
constexpr std::string_view kDroppedJump = "2 north 1 east";
// An action of a move only Bug::kAlly lists: this bit and its index.
constexpr std::uint64_t kExtraMove = std::uint64_t(1) << 62;
// An action of a move only Bug::kWrap lists: this bit and the action of
// the move it mirrors.
constexpr std::uint64_t kWrappedMove = std::uint64_t(1) << 61;

// The fields of a notation: "<board> <side> <tally> <passes> <round>".
std::vector<std::string> fields_of(const std::string& text) {
  std::vector<std::string> fields;
  for (const std::string_view w : words_of(text)) fields.emplace_back(w);
  return fields;
}

std::string joined(const std::vector<std::string>& fields) {
  std::string text;
  for (const std::string& f : fields) text += (text.empty() ? "" : " ") + f;
  return text;
}

// Decimal digit strings, any length (a round beyond every integer type).
std::string decimal_sum(const std::string& a, const std::string& b) {
  std::string out;
  int carry = 0;
  for (std::size_t i = 0; i < std::max(a.size(), b.size()) || carry; ++i) {
    const int x = i < a.size() ? a[a.size() - 1 - i] - '0' : 0;
    const int y = i < b.size() ? b[b.size() - 1 - i] - '0' : 0;
    out.insert(out.begin(), char('0' + (x + y + carry) % 10));
    carry = (x + y + carry) / 10;
  }
  return out;
}

bool all_digits(const std::string& text) {
  return !text.empty() &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A number field's canonical spelling where the contract allows another:
// "+1" -> "1", "05" -> "5", "00" -> "0".
std::string canonical_number(std::string text, const test::FixtureManifest& contract) {
  if (contract.allows("plus-signs") && text.size() > 1 && text[0] == '+' &&
      all_digits(text.substr(1)))
    text.erase(0, 1);
  if (contract.allows("leading-zeros") && all_digits(text))
    while (text.size() > 1 && text[0] == '0') text.erase(0, 1);
  return text;
}

// The board with runs of empty squares written canonically where the
// contract allows otherwise: "44" -> "8" (digits 1-8 in a row), "016" -> "16".
std::string canonical_board(const std::string& board, const test::FixtureManifest& contract) {
  std::string out;
  for (std::size_t i = 0; i < board.size();) {
    std::size_t end = i;
    while (end < board.size() && board[end] >= '0' && board[end] <= '9') ++end;
    if (end == i) {
      out += board[i++];
      continue;
    }
    std::string digits = board.substr(i, end - i);
    i = end;
    const bool runs = digits.size() > 1 && digits.find_first_of("09") == std::string::npos;
    if (contract.allows("digit-runs-in-a-row") && runs) {
      int sum = 0;
      for (char c : digits) sum += c - '0';
      digits = std::to_string(sum);
    } else if (contract.allows("run-leading-zeros") && digits.find_first_not_of('0') != 0 &&
               digits.find_first_not_of('0') != std::string::npos) {
      digits.erase(0, digits.find_first_not_of('0'));
    }
    out += digits;
  }
  return out;
}

int tally_of(const game::State& state) {
  const auto fields = fields_of(state.notation());
  return fields.size() >= 3 ? std::atoi(fields[fields.size() - 3].c_str()) : 0;
}

// The letter on a square ("e4") of a notation's board, or ' ' if empty.
char letter_on(const std::string& notation, std::string_view square) {
  if (square.size() != 2) return ' ';
  const int file = square[0] - 'a', rank = square[1] - '1';
  int r = 7, f = 0;
  for (const char c : notation) {
    if (c == ' ') break;
    if (c == '/') {
      --r;
      f = 0;
    } else if (c >= '1' && c <= '8') {
      f += c - '0';
    } else {
      if (r == rank && f == file) return c;
      ++f;
    }
  }
  return ' ';
}

class PlantedGame;

class PlantedState final : public game::State {
 public:
  // `offset` is added to notation field `field` (a number read beyond the
  // engine's bound, read as 1).
  PlantedState(std::shared_ptr<const PlantedGame> game, std::unique_ptr<game::State> inner,
               Bugs bugs, std::size_t field = 0, std::string offset = "0")
      : game_(std::move(game)),
        inner_(std::move(inner)),
        bugs_(std::move(bugs)),
        field_(field),
        offset_(std::move(offset)) {}

  const game::Game& game() const override;
  std::unique_ptr<game::State> clone() const override {
    auto copy = std::make_unique<PlantedState>(game_, inner_->clone(), bugs_, field_, offset_);
    copy->ghosts_ = ghosts_;
    return copy;
  }
  game::Seat to_move() const override { return ended_early() ? game::kNoSeat : inner_->to_move(); }
  void legal_moves(std::vector<game::Action>& moves) const override {
    moves.clear();
    if (ended_early()) return;
    inner_->legal_moves(moves);
    if (bugs_.has(Bug::kStale))
      std::erase_if(moves, [&](game::Action m) {
        const std::string text = inner_->move_text(m);
        return text.size() == 4 && ghosts_.count(text.substr(2));
      });
    if (bugs_.has(Bug::kMove))
      std::erase_if(moves, [&](game::Action m) {
        const std::string text = inner_->move_text(m);
        return text.size() >= 2 && text.compare(text.size() - 2, 2, "h8") == 0;
      });
    if (bugs_.has(Bug::kJump) || bugs_.has(Bug::kShortRange) || bugs_.has(Bug::kPromotion) ||
        bugs_.has(Bug::kPlacement))
      std::erase_if(moves, [&](game::Action m) {
        const auto d = inner_->describe_move(inner_->move_text(m));
        if (!d) return false;
        if (bugs_.has(Bug::kPromotion) && d->kind == "promotion to " + bugs_.promotion_piece)
          return true;
        if (bugs_.has(Bug::kPlacement) && d->kind == game::kPlacementMove &&
            d->to == bugs_.placement_square)
          return true;
        if (bugs_.has(Bug::kJump) && d->line == "jump 2-1" && d->direction == kDroppedJump)
          return true;
        return bugs_.has(Bug::kShortRange) && d->piece == bugs_.short_piece &&
               (d->line == "straight" || d->line == "diagonal") &&
               d->distance >= bugs_.short_distance;
      });
    if (bugs_.has(Bug::kAlly))
      for (std::size_t i = 0; i < extra_moves().size(); ++i)
        moves.push_back({kExtraMove | std::uint64_t(i)});
    if (bugs_.has(Bug::kWrap)) {
      const std::size_t legal = moves.size();
      std::set<std::string> texts;
      for (std::size_t i = 0; i < legal; ++i) texts.insert(move_text(moves[i]));
      for (std::size_t i = 0; i < legal; ++i) {
        if (moves[i].bits & kExtraMove) continue;
        const auto text = wrapped_text(moves[i]);
        if (text && texts.insert(*text).second) moves.push_back({kWrappedMove | moves[i].bits});
      }
    }
  }
  std::optional<game::Action> forced_move() const override {
    return ended_early() ? std::nullopt : inner_->forced_move();
  }
  void apply(game::Action move) override {
    if (move.bits & kWrappedMove) move.bits &= ~kWrappedMove;
    if (move.bits & kExtraMove) {
      // The move, played where the ally is not: it takes the ally's square.
      const Extra extra = extra_moves().at(std::size_t(move.bits & ~kExtraMove));
      inner_ = inner_game().parse(extra.position).value();
      inner_->apply(inner_->parse_move(extra.text).value());
      extras_.reset();
      return;
    }
    extras_.reset();
    if (bugs_.has(Bug::kStale) && inner_->is_capture(move)) {
      const std::string text = inner_->move_text(move);
      const char mover = letter_on(inner_->notation(), std::string_view(text).substr(0, 2));
      if (mover == 'N' || mover == 'n') ghosts_.insert(text.substr(0, 2));
    }
    inner_->apply(move);
  }
  bool is_capture(game::Action move) const override {
    return (move.bits & (kExtraMove | kWrappedMove)) || inner_->is_capture(move);
  }
  std::optional<game::MoveDescription> describe_move(std::string_view text) const override {
    return inner_->describe_move(text);
  }
  game::Picture picture() const override { return inner_->picture(); }
  std::string notation() const override {
    std::string text = inner_->notation();
    if (offset_ != "0") {
      auto fields = fields_of(text);
      fields.at(field_) = decimal_sum(fields.at(field_), offset_);
      return joined(fields);
    }
    if (!bugs_.has(Bug::kCounter)) return text;
    auto fields = fields_of(text);
    const int tally = tally_of(*inner_);
    if (tally > 0) fields[fields.size() - 3] = std::to_string(tally + 1);
    return joined(fields);
  }
  std::string move_text(game::Action move) const override {
    if (move.bits & kExtraMove) return extra_moves().at(std::size_t(move.bits & ~kExtraMove)).text;
    if (move.bits & kWrappedMove) return wrapped_text({move.bits & ~kWrappedMove}).value_or("?");
    return inner_->move_text(move);
  }
  Expected<game::Action, game::MoveError> parse_move(std::string_view text) const override {
    if (bugs_.has(Bug::kAlly))
      for (std::size_t i = 0; i < extra_moves().size(); ++i)
        if (extra_moves()[i].text == text) return game::Action{kExtraMove | std::uint64_t(i)};
    if (bugs_.has(Bug::kWrap)) {
      std::vector<game::Action> legal;
      legal_moves(legal);
      for (const game::Action m : legal)
        if ((m.bits & kWrappedMove) && move_text(m) == text) return m;
    }
    auto move = inner_->parse_move(text);
    if (!move) return move;
    std::vector<game::Action> legal;
    legal_moves(legal);
    if (std::find(legal.begin(), legal.end(), *move) == legal.end())
      return Unexpected{game::MoveError{"not a legal move here", false}};
    return move;
  }
  std::string result() const override {
    return ended_early() ? "undecided-80-turns" : inner_->result();
  }
  std::string termination() const override {
    return ended_early() ? "80-quiet-turns" : inner_->termination();
  }
  std::vector<double> returns() const override {
    return ended_early() ? std::vector<double>(inner_->returns().size(), 0.5) : inner_->returns();
  }

 private:
  bool ended_early() const {
    return bugs_.has(Bug::kResult) && !inner_->is_over() && tally_of(*inner_) >= 79;
  }

  // The text of the move Bug::kWrap lists for legal move `move`: the same
  // move west, wrapped onto the far file of the rank below, where PIECE
  // moves east and the mirror leaves the board onto an enemy; else none.
  std::optional<std::string> wrapped_text(game::Action move) const {
    const std::string text = inner_->move_text(move);
    const auto d = inner_->describe_move(text);
    if (!d || d->piece.empty() || (!bugs_.wrap_piece.empty() && d->piece != bugs_.wrap_piece))
      return std::nullopt;
    if (d->distance != 1 && d->line.rfind("jump", 0) != 0) return std::nullopt;  // a step or leap
    const auto from = game::square_of_label(d->from), to = game::square_of_label(d->to);
    const auto board = picture_box();
    if (!from || !to || !board) return std::nullopt;
    const int east = to->file - from->file;
    if (east <= 0 || from->file - east >= board->min_file) return std::nullopt;
    const game::Square wrapped{from->file - east + board->files(), to->rank - 1};
    if (!board->contains(wrapped)) return std::nullopt;
    const std::size_t at = text.rfind(d->to);
    if (at == std::string::npos) return std::nullopt;
    std::string out = text;
    out.replace(at, d->to.size(), game::square_label(wrapped));
    const auto there = inner_->describe_move(out);
    if (!there || there->from != d->from || there->to != game::square_label(wrapped) ||
        there->kind != game::kCaptureMove)
      return std::nullopt;
    return out;
  }
  std::optional<game::Box> picture_box() const {
    if (!box_) box_ = inner_->picture().board;
    return *box_;
  }

  // A move only Bug::kAlly lists: its text, and the position without the
  // ally it takes (where the text is a legal move).
  struct Extra {
    std::string text;
    std::string position;
  };
  const game::Game& inner_game() const;
  // The captures of an ally here, found in each position with one piece
  // fewer: its legal moves that this position describes as such.
  const std::vector<Extra>& extra_moves() const {
    if (extras_) return *extras_;
    extras_.emplace();
    if (inner_->is_over()) return *extras_;
    std::set<std::string> seen;
    for (const std::string& fewer :
         inner_->notations_without_a_piece().value_or(std::vector<std::string>{})) {
      auto there = inner_game().parse(fewer);
      if (!there || (*there)->is_over()) continue;
      std::vector<game::Action> legal;
      (*there)->legal_moves(legal);
      for (const game::Action m : legal) {
        const std::string text = (*there)->move_text(m);
        const auto d = inner_->describe_move(text);
        if (d && d->kind == game::kAllyCapture && seen.insert(text).second)
          extras_->push_back({text, fewer});
      }
    }
    std::sort(extras_->begin(), extras_->end(),
              [](const Extra& a, const Extra& b) { return a.text < b.text; });
    return *extras_;
  }

  std::shared_ptr<const PlantedGame> game_;
  std::unique_ptr<game::State> inner_;
  Bugs bugs_;
  mutable std::optional<std::vector<Extra>> extras_;
  mutable std::optional<std::optional<game::Box>> box_;  // the board, once drawn
  std::size_t field_;
  std::string offset_;
  std::set<std::string> ghosts_;  // squares held occupied that are not (Bug::kStale)
};

class PlantedGame final : public game::Game {
 public:
  PlantedGame(std::shared_ptr<const game::Game> inner, Bugs bugs, test::FixtureManifest contract)
      : inner_(std::move(inner)), bugs_(std::move(bugs)), contract_(std::move(contract)) {}

  const game::Game& inner() const { return *inner_; }

  const game::GameInfo& info() const override { return inner_->info(); }
  const game::ParameterValues& parameters() const override { return inner_->parameters(); }
  std::unique_ptr<game::State> start(std::uint64_t seed) const override {
    return wrap(inner_->start(seed));
  }
  Expected<std::unique_ptr<game::State>, game::NotationError> parse(
      std::string_view text) const override {
    std::string read(text);
    if (bugs_.has(Bug::kMfen) && read.ends_with(" 0")) read.back() = '1';
    if (bugs_.has(Bug::kLenient)) return lenient_parse(read);
    auto parsed = inner_->parse(read);
    if (!parsed) return Unexpected{parsed.error()};
    return wrap(std::move(*parsed));
  }

 private:
  // Reads the canonical form of what the contract leaves open; a number
  // field without an upper bound in the contract, refused by the engine's
  // own bound, is read as 1 and its excess added back on output.
  Expected<std::unique_ptr<game::State>, game::NotationError> lenient_parse(
      const std::string& text) const {
    std::vector<std::string> fields;  // split on single spaces: no other field is made
    for (std::size_t at = 0;;) {
      const std::size_t space = text.find(' ', at);
      fields.push_back(text.substr(at, space - at));
      if (space == std::string::npos) break;
      at = space + 1;
    }
    fields[0] = canonical_board(fields[0], contract_);
    for (std::size_t f = 1; f < fields.size(); ++f)
      fields[f] = canonical_number(fields[f], contract_);
    std::string read;
    for (std::size_t f = 0; f < fields.size(); ++f) read += (f ? " " : "") + fields[f];
    auto parsed = inner_->parse(read);
    if (parsed) return wrap(std::move(*parsed));
    const auto& names = contract_.notation_fields;
    for (std::size_t f = 1; f < fields.size() && f < names.size(); ++f) {
      if (!contract_.leaves_unbounded(names[f], inner_->parameters()) || !all_digits(fields[f]) ||
          fields[f].find_first_not_of('0') == std::string::npos)
        continue;
      // value - 1, in decimal
      std::string offset = fields[f];
      std::size_t d = offset.size();
      while (offset[--d] == '0') offset[d] = '9';
      offset[d] -= 1;
      offset.erase(0, std::min(offset.find_first_not_of('0'), offset.size() - 1));
      std::vector<std::string> one = fields;
      one[f] = "1";
      std::string as_one;
      for (std::size_t g = 0; g < one.size(); ++g) as_one += (g ? " " : "") + one[g];
      if (auto again = inner_->parse(as_one)) return wrap(std::move(*again), f, offset);
    }
    return Unexpected{parsed.error()};
  }

  std::unique_ptr<game::State> wrap(std::unique_ptr<game::State> state, std::size_t field = 0,
                                    std::string offset = "0") const {
    return std::make_unique<PlantedState>(
        std::static_pointer_cast<const PlantedGame>(shared_from_this()), std::move(state), bugs_,
        field, std::move(offset));
  }

  std::shared_ptr<const game::Game> inner_;
  Bugs bugs_;
  test::FixtureManifest contract_;
};

const game::Game& PlantedState::game() const { return *game_; }
const game::Game& PlantedState::inner_game() const { return game_->inner(); }

// "jump,short-range:Sovereign:4": the bugs, or why not.
Expected<Bugs, std::string> parse_bugs(const std::string& text) {
  Bugs bugs;
  for (std::size_t at = 0; at <= text.size();) {
    std::size_t comma = text.find(',', at);
    if (comma == std::string::npos) comma = text.size();
    const std::string name = text.substr(at, comma - at);
    at = comma + 1;
    static const std::map<std::string, Bug> kNames = {
        {"move", Bug::kMove}, {"counter", Bug::kCounter}, {"result", Bug::kResult},
        {"mfen", Bug::kMfen}, {"lenient", Bug::kLenient}, {"stale", Bug::kStale},
        {"jump", Bug::kJump}, {"ally", Bug::kAlly}};
    if (name == "none") continue;
    if (const auto it = kNames.find(name); it != kNames.end()) {
      bugs.planted.insert(it->second);
    } else if (name.starts_with("promotion:") && name.size() > 10) {
      bugs.promotion_piece = name.substr(10);
      bugs.planted.insert(Bug::kPromotion);
    } else if (name.starts_with("placement:") && name.size() > 10) {
      bugs.placement_square = name.substr(10);
      bugs.planted.insert(Bug::kPlacement);
    } else if (name == "wrap" || (name.starts_with("wrap:") && name.size() > 5)) {
      bugs.wrap_piece = name == "wrap" ? "" : name.substr(5);
      bugs.planted.insert(Bug::kWrap);
    } else if (name.starts_with("short-range:") && name.find(':', 12) != std::string::npos) {
      const std::size_t colon = name.find(':', 12);
      bugs.short_piece = name.substr(12, colon - 12);
      bugs.short_distance = std::atoi(name.c_str() + colon + 1);
      if (bugs.short_piece.empty() || bugs.short_distance < 1)
        return Unexpected<std::string>{"short-range:PIECE:D needs a piece and a distance"};
      bugs.planted.insert(Bug::kShortRange);
    } else {
      return Unexpected<std::string>{"unknown bug '" + name + "'"};
    }
  }
  return bugs;
}

int fail(const std::string& message) {
  std::fprintf(stderr, "planted_engine: %s\n", message.c_str());
  return 2;
}

int run(int argc, char** argv) {
  if (argc < 3) return fail("usage: planted_engine BUG perft|moves|show [options]");
  const std::string bug_name = argv[1], command = argv[2];
  const auto bugs = parse_bugs(bug_name);
  if (!bugs) return fail(bugs.error());
  std::string rules = "minnaar", mfen, moves;
  std::vector<std::string> off;  // options that set a parameter off (--no-anti-stall)
  bool has_mfen = false, divide = false;
  int depth = -1;
  for (int i = 3; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--divide") {
      divide = true;
    } else if (arg == "--depth" && has_value) {
      depth = std::atoi(argv[++i]);
    } else if (arg == "--rules" && has_value) {
      rules = argv[++i];
    } else if (arg == "--mfen" && has_value) {
      mfen = argv[++i];
      has_mfen = true;
    } else if (arg == "--moves" && has_value) {
      moves = argv[++i];
    } else if (arg.starts_with("--no-")) {
      off.push_back(arg);
    } else {
      return fail("unknown option '" + arg + "'");
    }
  }
  auto inner = game::load_text(rules);
  if (!inner) return fail(inner.error());
  // The contract of the rule set: its fixtures folder's manifest.
  test::FixtureManifest contract;
  try {
    for (const test::FixtureManifest& folder : test::fixture_manifests(MINNAAR_FIXTURES_DIR))
      if (std::find(folder.rule_sets.begin(), folder.rule_sets.end(), (*inner)->name()) !=
          folder.rule_sets.end())
        contract = folder;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
  // Each off option as the contract spells it: its parameter false.
  if (!off.empty()) {
    std::map<std::string, std::string> values;
    for (const std::string& option : off) {
      const auto at = std::find(contract.off_options.begin(), contract.off_options.end(), option);
      if (at == contract.off_options.end()) return fail("unknown option '" + option + "'");
      values[contract.parameter_columns[std::size_t(at - contract.off_options.begin())]] = "false";
    }
    inner = game::load((*inner)->name(), values);
    if (!inner) return fail(inner.error());
  }
  const auto planted = std::make_shared<const PlantedGame>(*inner, *bugs, std::move(contract));
  std::unique_ptr<game::State> state;
  if (has_mfen) {
    auto parsed = planted->parse(mfen);
    if (!parsed) return fail("invalid MFEN '" + mfen + "': " + parsed.error().message());
    state = std::move(*parsed);
  } else {
    state = planted->start(0);
  }
  if (auto played = state->play(moves); !played) return fail(played.error());
  std::string out;
  if (command == "perft" && depth >= 0)
    out = game::perft_output(*state, depth, divide);
  else if (command == "moves")
    out = game::moves_output(*state);
  else if (command == "show")
    out = game::show_output(*state);
  else
    return fail("unknown command '" + command + "'");
  std::fputs(out.c_str(), stdout);
  return 0;
}

}  // namespace
}  // namespace minnaar

int main(int argc, char** argv) { return minnaar::run(argc, argv); }
