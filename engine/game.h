// The one game interface: every rule set the toolkit hosts is a Game that
// makes States, registered by name. The command line, the players, the
// tournament runner, storage and the conformance suite see rule sets only
// through this header, so adding a game is adding a folder.
//
//   auto game = game::load("playtest-standard", {{"anti_stall", "false"}});
//   if (!game) fail(game.error());                 // names the valid games
//   auto state = (*game)->start();
//   std::vector<game::Action> moves;
//   state->legal_moves(moves);
//   state->apply(moves[0]);
//   state->notation();  state->result();  state->returns();  state->margins();
//
// Nothing here assumes a board size, a move encoding, two teams or perfect
// information: a move is 64 bits that only its game reads, seats are
// numbered from 0 and grouped into teams, and what a seat may see is its
// observation.
//
// A game registers itself with one line in its own folder:
//
//   MINNAAR_REGISTER_GAME(kMinnaarInfo, make_minnaar_game);
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/edge_positions.h"
#include "engine/expected.h"
#include "engine/move_description.h"
#include "engine/picture.h"

namespace minnaar::game {

// Seats are numbered 0 .. seats().size() - 1.
using Seat = int;
// Who is to move in a finished game.
inline constexpr Seat kNoSeat = -1;

// A move as its game encodes it: 64 bits that only the game reads. An
// action stays valid for every state in which the mover sees the same
// (its observation), so a player may choose on a sample of the hidden
// information and the choice applies to the real state.
struct Action {
  std::uint64_t bits = 0;
  constexpr bool operator==(const Action&) const = default;
};

// A game's parameter: a name, its default and what it does. Values are
// text ("true", "false", numbers).
struct ParameterInfo {
  std::string name;
  std::string default_value;
  std::string help;
  // A value with which a game may never end (a rule that ends stalled games
  // switched off), or empty. Programs playing each other refuse it
  // (endless_reason): only perft, moves and show take it.
  std::string endless_value = {};
};
using ParameterValues = std::map<std::string, std::string>;

struct SeatInfo {
  std::string name;  // e.g. "south"; unique within the game
  int team = 0;      // seats of one team share a result
};

// Why a move's text was refused: not a move of the notation at all
// (`unknown`), or a move that is not legal here, and why.
struct MoveError {
  std::string reason;
  bool unknown = false;
};

// Why a notation was refused: the field at fault and the reason.
struct NotationError {
  std::string field;  // e.g. "side"; empty for the whole text
  std::string reason;
  // "<field>: <reason>", or the reason alone.
  std::string message() const { return field.empty() ? reason : field + ": " + reason; }
};

// The fixed facts of a rule set, the same for every parameter value.
// A result token a finished game can end with, and when it does.
struct ResultInfo {
  std::string token;  // e.g. "alliance-wins"
  std::string when;   // one line, e.g. "the Alliance took every Establishment piece"
};

struct GameInfo {
  std::string name;         // the registry's name, e.g. "minnaar"
  std::string description;  // one line
  std::vector<ParameterInfo> parameters;
  std::vector<SeatInfo> seats;
  std::vector<std::string> teams;  // team names, by team number
  bool perfect_information = true;
  bool chance_at_setup = false;  // the start state draws on a seed (a shuffle)
  // The teams' returns (each team's mean over its seats) add up to the same
  // number in every finished game: one side's gain is the other's loss.
  bool constant_sum = true;
  std::string notation_name = "notation";  // what the state's text is called, e.g. "MFEN"
  // What a seat's return of 1 is called where returns are not constant-sum
  // (the Play-Test Edition: "sovereignty"); reports count it per agent.
  std::string achievement = "win";
  // What a finished game that no team won is called (the current edition:
  // "undecided"); reports count and label such games by this word.
  std::string draw_name = "draw";
  // Whether a game can end with no team winning (a runner's draw
  // adjudication is offered only then).
  bool has_draws = true;
  // The rule set a program plays when none is named (one registered game
  // says so: default_game_name()).
  bool is_default = false;
  // Every result token a finished game of this rule set can have, all but
  // "ongoing": the rules' own (State::result()), a runner's ruling's
  // (State::adjudication()) and a forfeit's (Game::forfeit_result()). The
  // conformance suite holds the game to this list; help prints it.
  std::vector<ResultInfo> results = {};
};

// How a game runner ends an ongoing game that the rules would play on (e.g.
// a move cap a rule set's contract sets for runners): the result token, the
// termination and each seat's return.
struct Ruling {
  std::string result;       // e.g. "draw-move-cap"
  std::string termination;  // e.g. "move-cap"
  std::vector<double> returns;
  std::vector<double> margins = {};  // empty: the returns (no finer score)
};

class State;

// A rule set with its parameter values in effect. Immutable once made, so
// one Game serves every thread. Games are held by shared_ptr (load() makes
// them so), and a State keeps its Game alive.
class Game : public std::enable_shared_from_this<Game> {
 public:
  virtual ~Game() = default;

  virtual const GameInfo& info() const = 0;
  // The value of every parameter (defaults filled in).
  virtual const ParameterValues& parameters() const = 0;

  // The state a game starts from; `seed` decides the chance at setup, if
  // any (and nothing otherwise).
  virtual std::unique_ptr<State> start(std::uint64_t seed = 0) const = 0;
  // A state from its notation (State::notation()); refusals name the field.
  virtual Expected<std::unique_ptr<State>, NotationError> parse(std::string_view text) const = 0;
  // A state consistent with what `seat` sees (State::observation(seat)),
  // the hidden parts drawn from `seed`. Players of hidden-information
  // games search such samples. For perfect information: parse(observation).
  virtual Expected<std::unique_ptr<State>, NotationError> sample(std::string_view observation,
                                                                 Seat seat,
                                                                 std::uint64_t seed) const;

  // Positions that test the board's edges (engine/edge_positions.h): each
  // kind of piece on the corners and edges with pieces where its moves
  // would land were the board to wrap round. None where the board has no
  // edge (the default).
  virtual std::vector<EdgePosition> edge_positions() const { return {}; }

  // A game lost by a player's failure (a program that crashed or broke the
  // player protocol, docs/players.md#failures) ends outside the rules: its result
  // token is "<the other team>-wins" in a two-team game, else
  // "<losing team>-forfeits"; each seat of the losing team returns 0, every
  // other seat 1, and its margins are these returns.
  virtual std::string forfeit_result(int losing_team) const;
  std::vector<double> forfeit_returns(int losing_team) const;

  // Why a game under these parameter values may never end ("with
  // anti_stall=false a game may never end"), or nothing when every game
  // ends by the rules. Whatever plays programs against each other (play,
  // match, tournaments, tunes) refuses such a rule set.
  std::optional<std::string> endless_reason() const;

  // The number of the team called `name`, or why there is none ("<game>
  // has no team '<name>' (valid: a, b)").
  Expected<int, std::string> team_named(std::string_view name) const;

  // Shorthands for info().
  const std::string& name() const { return info().name; }
  int seat_count() const { return int(info().seats.size()); }
  int team_of(Seat s) const { return info().seats[std::size_t(s)].team; }
  // The parameters that differ from their defaults, as "key=value,..." in
  // the order info() lists them; empty when all are defaults.
  std::string parameter_text() const;
};

// Where one game stands. Copy with clone(); a State never refers to
// another State, so copies are independent.
class State {
 public:
  virtual ~State() = default;

  virtual const Game& game() const = 0;
  virtual std::unique_ptr<State> clone() const = 0;

  // The seat to move, or kNoSeat when the game is over.
  virtual Seat to_move() const = 0;
  bool is_over() const { return to_move() == kNoSeat; }

  // The legal moves of the seat to move, in the game's own fixed order
  // (replacing what `moves` held); none when the game is over.
  virtual void legal_moves(std::vector<Action>& moves) const = 0;
  // A move the rules make for the seat to move without asking its player
  // (a forced pass), if the position has one.
  virtual std::optional<Action> forced_move() const { return std::nullopt; }
  // Plays a legal move.
  virtual void apply(Action move) = 0;
  // Whether a legal move takes a piece (move ordering, biased random play);
  // false in games without captures.
  virtual bool is_capture(Action) const { return false; }

  // The state's notation (its rule set's page, docs/rules/<game>.md), which Game::parse reads back.
  virtual std::string notation() const = 0;
  // What `seat` may see: the notation itself in perfect-information games.
  virtual std::string observation(Seat) const { return notation(); }
  // A legal move in the game's notation, and back; a refusal says why the
  // text is not a legal move here.
  virtual std::string move_text(Action move) const = 0;
  virtual Expected<Action, MoveError> parse_move(std::string_view text) const = 0;
  // What a move written `text` does here, legal or not (another program's
  // move this game refuses is described too): its piece, kind and geometry
  // (engine/move_description.h). Nothing when the text is not a move of the
  // notation at all.
  virtual std::optional<MoveDescription> describe_move(std::string_view text) const = 0;

  // What the position looks like (engine/picture.h): every rule set draws
  // its own board, and engine/svg.h turns it into a picture. It shows the
  // whole state, hidden parts included (for spectators and reports; a
  // player sees its observation).
  virtual Picture picture() const = 0;

  // The result token (docs/rules/<game>.md#result-tokens; "ongoing" while the game goes on).
  virtual std::string result() const = 0;
  // Which rule ended a finished game, e.g. "north-captured" ("ongoing").
  virtual std::string termination() const = 0;
  // A finished game's return in [0, 1] for every seat, by seat number.
  virtual std::vector<double> returns() const = 0;
  // A finished game's margin for every seat, by seat number: a score finer
  // than the return, so that players who both always win with one team can
  // still be told apart by how they win and lose. The default is returns();
  // a rule set that defines it keeps these invariants (the conformance
  // suite checks them for every registered game):
  //   * one value per seat, each in [0, 1], the seats of one team equal;
  //   * in a constant-sum game a seat whose return is higher than another
  //     seat's (its team won, the other's lost) has the higher margin;
  //   * in a constant-sum game of two teams the teams' margins add up to 1.
  //
  //   state->margins();  // the current edition: {0.93, 0.93, 0.07} for a
  //                      // Liberation in 120 turns that cost one Sovereign
  virtual std::vector<double> margins() const { return returns(); }

  // The margins of this ongoing state when a runner ends it early on the
  // players' scores (tournament/play/adjudication.h): `losing_team` lost, or no
  // team did (a draw). They keep the invariants of margins(). The default
  // is the returns of that ending; a rule set with a finer score scores
  // the position as if the game had ended so here.
  virtual std::vector<double> adjudicated_margins(std::optional<int> losing_team) const;

  // The ruling a game runner applies to this ongoing state, if any: the
  // game stops here. perft, moves and show never apply it.
  virtual std::optional<Ruling> adjudication() const { return std::nullopt; }
  // Whether a game runner stops here: the game is over or adjudicated.
  bool play_stops() const { return is_over() || adjudication().has_value(); }
  // Where play stops, each seat's return: the ruling's, else the rules'.
  std::vector<double> play_returns() const;
  // Where play stops, each seat's margin: the ruling's returns (a ruling
  // has no finer score), else margins().
  std::vector<double> play_margins() const;

  // The notations of this state with one piece taken off the board, one
  // for each piece (the other fields as they are; the parser says which are
  // still valid), for reducing a position to the pieces a difference needs;
  // nothing when the rule set does not say how (the default).
  virtual std::optional<std::vector<std::string>> notations_without_a_piece() const {
    return std::nullopt;
  }

  // A hash of the state (equal states hash equally), for transposition
  // tables. The default hashes the notation.
  virtual std::uint64_t hash() const;

  // Perft (docs/rules/<game>.md#perft): the number of move paths of length `depth`;
  // `threads` share the root moves, `bulk` lets the game count the last ply
  // without making it. The default walks legal_moves()/apply() on copies;
  // rule sets with their own fast types build both from engine/perft.h.
  virtual std::uint64_t perft(int depth, int threads = 1, bool bulk = true) const;
  // perft(depth - 1) after each legal move, sorted by move text.
  virtual std::vector<std::pair<std::string, std::uint64_t>> divide(int depth, int threads = 1,
                                                                    bool bulk = true) const;

  // The legal moves' texts in byte order (the `moves` command).
  std::vector<std::string> sorted_move_texts() const;
  // Plays whitespace-separated moves in the game's notation. On an error
  // the state may have played the moves before the bad one; the message
  // names the move and its ply: "illegal move 'a2a6' at ply 3: ..." (or
  // "unknown move" when the text is not a move at all).
  Expected<bool, std::string> play(std::string_view moves);
};

// Builds a game from parameter values (unknown names and bad values are
// refused with a message naming them).
using GameFactory =
    std::function<Expected<std::unique_ptr<Game>, std::string>(const ParameterValues&)>;

// Registers a rule set; called once per game at static initialisation
// through MINNAAR_REGISTER_GAME. Returns true (for the registrar).
bool register_game(GameInfo info, GameFactory make);

// The registered games' facts, sorted by name.
std::vector<const GameInfo*> registered_games();
// The valid names, ", "-separated, for help texts and errors.
std::string registered_names();
// The game a program plays when none is named: the registered game whose
// GameInfo::is_default is set (else the first by name; "" with none).
std::string default_game_name();
// The game called `name` with these parameter values (the rest default).
Expected<std::shared_ptr<const Game>, std::string> load(std::string_view name,
                                                        const ParameterValues& values = {});
// "name" or "name(key=value,...)" as written by game_text(); the form
// storage keeps.
Expected<std::shared_ptr<const Game>, std::string> load_text(std::string_view text);
// The game called `name` with the parameters of `parameter_text`
// ("key=value,...", as Game::parameter_text() writes and storage keeps).
Expected<std::shared_ptr<const Game>, std::string> load_stored(std::string_view name,
                                                               std::string_view parameter_text);
// A game and its non-default parameters as one word: "minnaar",
// "playtest-standard(anti_stall=false)".
std::string game_text(const Game& game);

// The seat called `name`, or whose name starts with `name` when it is one
// letter that starts no other seat's ("w" for white); nothing otherwise.
std::optional<Seat> find_seat(const GameInfo& info, std::string_view name);

// A seat's or team's name as a heading shows it: "south" -> "South".
std::string display_name(std::string_view name);

// Reads "key=value,key=value" into values; "" is no values.
Expected<ParameterValues, std::string> parse_parameters(std::string_view text);
// Checks values against the parameters a game declares and fills in the
// defaults; an unknown name is refused with the valid ones listed.
Expected<ParameterValues, std::string> resolve_parameters(const GameInfo& info,
                                                          const ParameterValues& values);
// "true"/"false" as a bool, or a message naming the parameter.
Expected<bool, std::string> parameter_bool(const ParameterValues& values, const std::string& name);

#define MINNAAR_GAME_CONCAT_INNER(a, b) a##b
#define MINNAAR_GAME_CONCAT(a, b) MINNAAR_GAME_CONCAT_INNER(a, b)
// One line in a game's folder: MINNAAR_REGISTER_GAME(info, factory).
#define MINNAAR_REGISTER_GAME(info, factory)                                                   \
  [[maybe_unused]] static const bool MINNAAR_GAME_CONCAT(minnaar_registered_game_, __LINE__) = \
      ::minnaar::game::register_game(info, factory)

}  // namespace minnaar::game
