"""Minnaar Chess and related games: every registered rule set behind one game
interface (engine/game.h).

A Game is a rule set with its parameter values in effect; it makes States. A
State is where one game stands: its legal moves, its notation, its result.
"""

from typing import Any, Callable, Dict, IO, Iterator, List, Optional, Union

class Error(Exception):
    """A refusal of the rules library: an unknown rule set or a bad parameter
    value (the message names it and the valid ones). Base of NotationError and
    MoveError."""

class NotationError(Error):
    """Why a notation was refused: "<field>: <reason>", or the reason alone
    when the whole text is at fault."""

class MoveError(Error):
    """Why a move's text was refused: "unknown move '<text>': <reason>" when it
    is not a move of the notation at all, "illegal move '<text>': <reason>"
    when it is not legal here."""

__version__: str
"""The project's version and commit, as `minnaar --version` prints them."""

def rules() -> List[str]:
    """The registered rule sets' names, sorted."""

def default_rules() -> str:
    """The rule set a program plays when none is named."""

def game(name: str, **parameters: Union[str, bool, int]) -> Game:
    """The rule set called `name` with these parameter values (the rest
    default), e.g. game("playtest-standard", anti_stall=False). Values are
    str, bool ("true"/"false") or int. Unknown names and bad values raise
    minnaar.Error with a message naming them."""

class Game:
    """A rule set with its parameter values in effect. Immutable once made;
    its States keep it alive."""

    @property
    def name(self) -> str:
        """The registry's name, e.g. "minnaar"."""
    @property
    def parameters(self) -> Dict[str, str]:
        """The value of every parameter (defaults filled in), as text."""
    def start(self, seed: int = 0) -> State:
        """The state a game starts from; `seed` decides the chance at setup,
        if any (and nothing otherwise)."""
    def parse(self, notation: str) -> State:
        """A state from its notation (State.mfen); a refusal raises
        minnaar.NotationError naming the field."""
    def sample(self, observation: str, seat: int, seed: int = 0) -> State:
        """A state consistent with what `seat` sees (State.observation(seat)),
        the hidden parts drawn from `seed`: what a player of a
        hidden-information game may search. For a game of perfect
        information: parse(observation). A refusal raises
        minnaar.NotationError."""
    @property
    def description(self) -> str:
        """One line on what the rule set is."""
    @property
    def seats(self) -> List[str]:
        """The seats' names by seat number, in the order they move."""
    @property
    def teams(self) -> List[str]:
        """The teams' names by team number."""
    def team_of(self, seat: int) -> int:
        """The team number of `seat`; the seats of a team share a result."""
    @property
    def perfect_information(self) -> bool:
        """Whether every seat sees the whole state (else
        State.observation(seat) is what it sees)."""
    def __repr__(self) -> str: ...

class State:
    """Where one game stands. copy() and play() make independent copies;
    apply() changes this state."""

    @property
    def game(self) -> Game:
        """The Game this state is of."""
    def legal_moves(self) -> List[str]:
        """The legal moves of the seat to move, as texts in byte order; none
        when the game is over."""
    def play(self, move: str) -> State:
        """A new state: this one after the legal move `move` (in the game's
        notation); this state is left as it is. An unknown or illegal move
        raises minnaar.MoveError saying why."""
    def apply(self, move: str) -> None:
        """Plays the legal move `move` (in the game's notation) on this state.
        An unknown or illegal move raises minnaar.MoveError saying why, and
        leaves the state as it was."""
    @property
    def mfen(self) -> str:
        """The state's notation (its rule set's page, docs/rules/<game>.md),
        which Game.parse reads back."""
    def observation(self, seat: int) -> str:
        """What `seat` sees of this state, as text: the notation with what the
        seat may not see left out (the whole notation in a game of perfect
        information). Game.sample reads it."""
    @property
    def to_move(self) -> Optional[int]:
        """The seat to move (seats are numbered from 0), or None when the game
        is over."""
    @property
    def is_over(self) -> bool:
        """Whether the game is over."""
    @property
    def result(self) -> str:
        """The result token (docs/rules/<game>.md#result-tokens; "ongoing"
        while the game goes on)."""
    @property
    def returns(self) -> List[float]:
        """A finished game's return in [0, 1] for every seat, by seat
        number."""
    @property
    def margins(self) -> List[float]:
        """A finished game's margin for every seat, by seat number: a score
        finer than the return, in [0, 1], the seats of one team equal."""
    def perft(self, depth: int, threads: int = 1) -> int:
        """Perft (docs/rules/<game>.md#perft): the number of move paths of
        length `depth`; `threads` share the root moves. Other Python threads
        run meanwhile."""
    def divide(self, depth: int, threads: int = 1) -> Dict[str, int]:
        """perft(depth - 1) after each legal move, as a dict from move text to
        count, in move text order. Other Python threads run meanwhile."""
    def copy(self) -> State:
        """An independent copy of this state."""
    def __copy__(self) -> State: ...
    def __deepcopy__(self, memo: object) -> State: ...
    def __str__(self) -> str:
        """The notation (mfen)."""
    def __repr__(self) -> str: ...
    def _repr_svg_(self) -> str:
        """The position drawn as SVG (engine/svg.h), hidden parts included;
        notebooks show it."""

def agent(spec: str, seed: int = 0, game: Optional[Game] = None) -> Agent:
    """The agent `spec` names, "type:key=value,..." (docs/players.md), e.g.
    "alphabeta:depth=4" or "mcts:iterations=2000"; `seed` decides its every
    random draw, so the same spec and seed choose the same moves. Given a
    Game, it is built for it at once; else for the game of each state it is
    asked about. A spec no rule set (or not `game`) takes raises
    minnaar.Error saying why."""

def agent_types(game: Game) -> List[str]:
    """The agent types `game` has, e.g. ['random', 'greedy', 'alphabeta', ...]."""

def agent_catalogue(game: Game) -> str:
    """Every agent type of `game` with its parameters, their defaults and
    ranges, as text (`minnaar agents`)."""

class Choice:
    """A move an agent chose and what it reported about it; a field it did
    not report is None (0 for nodes)."""

    @property
    def move(self) -> str:
        """The move, in the game's notation."""
    @property
    def seat(self) -> int:
        """The seat that moves."""
    @property
    def score(self) -> Optional[int]:
        """The position's score for the mover's team, in the game's
        evaluation units (a decided game: ±1,000,000 less the plies to its
        end)."""
    @property
    def depth(self) -> Optional[int]:
        """Full-width plies searched."""
    @property
    def seldepth(self) -> Optional[int]:
        """The deepest ply reached."""
    @property
    def nodes(self) -> int:
        """Positions searched (MCTS: playout plies)."""
    @property
    def visits(self) -> Optional[int]:
        """MCTS: iterations at the root."""
    @property
    def value(self) -> Optional[float]:
        """MCTS: the chosen move's mean result for the mover's team, in
        [0, 1]."""
    @property
    def pv(self) -> List[str]:
        """The line the agent expects, as move texts."""
    @property
    def time_us(self) -> Optional[int]:
        """The wall time the choice took, in microseconds (None for a forced
        move)."""
    def __str__(self) -> str:
        """One line: "score 35 depth 3 nodes 5120 time 4.1 ms pv a5a8"."""
    def __repr__(self) -> str: ...

class Agent:
    """A built-in agent (minnaar.agent). It keeps what it learnt between
    choices of one game, as in a tournament; one choice runs at a time."""

    @property
    def spec(self) -> str:
        """The spec it was made from."""
    @property
    def seed(self) -> int:
        """The seed of its random draws."""
    def choose(self, state: State, budget: dict[str, float] = {}) -> Choice:
        """The move the agent chooses for the seat to move of `state`, with
        its report (a Choice). `budget` ({"nodes": 5000}, {"depth": 3},
        {"time_ms": 200}, {"iterations": 500} or {"level": 4}) replaces the
        spec's budget for this choice; one the agent type does not take
        raises minnaar.Error. A forced move (a pass) is returned without
        asking. In a game of hidden information the agent sees a sample of
        what the seat sees, never `state` itself. A finished game raises
        minnaar.Error. Other Python threads run while it thinks."""
    def __repr__(self) -> str: ...

def serve(player: Union[str, Agent, Callable[[State], Union[str, Choice]]], *,
          name: Optional[str] = None, rules: Optional[List[str]] = None,
          input: Optional[IO[str]] = None, output: Optional[IO[str]] = None,
          log: Optional[IO[str]] = None) -> int:
    """Plays the player protocol (docs/players.md) until `quit` or the end of
    input, as `minnaar serve` does, and returns its exit status (0; 2 after a
    line over the protocol's limit). `player` is an agent spec or a
    minnaar.Agent (a built-in agent, built for each game with the seed of
    `newgame`), or a function that is given a minnaar.State (a sample of what
    the seat sees, where information is hidden) and returns the move's text
    or a Choice. `name` is what `id name` says; `rules` the rule sets it
    plays (by default every rule set the agent takes). Lines are read from
    `input` (sys.stdin), answers written to `output` (sys.stdout), problems
    with a line to `log` (sys.stderr). An exception of the function ends the
    loop and is raised."""

def run_tournament(config: str, *, threads: Optional[int] = None, db: Optional[str] = None,
                   new: bool = False,
                   progress: Optional[Callable[[Dict[str, Any]], None]] = None
                   ) -> List[Dict[str, Any]]:
    """Plays the tournament(s) of the YAML file `config` (docs/tournaments.md)
    as `minnaar tournament run` does: every game stored in the config's
    database (or `db`), a run that was stopped resumed. `threads` overrides
    the config's `parallel`; `new` starts a new tournament where the
    database holds one of the same name with another configuration.
    `progress(dict)` is called after every stored game with tournament,
    done, total, played_now, elapsed_s and leader. Returns one dict per
    tournament: tournament, id, database, status, played, already_done,
    played_beside, resumed. A bad config raises minnaar.Error naming the
    file, line and key; an exception of `progress` or Ctrl-C stops the run
    (the games stored stay stored) and is raised."""

def open_store(path: str) -> Store:
    """The tournament database at `path`, opened for reading (a database of
    an older schema is upgraded first where the file can be written). A path
    that is no database raises minnaar.Error."""

class Store:
    """A tournament database opened for reading (minnaar.open_store)."""

    @property
    def path(self) -> str:
        """The database file."""
    def tournaments(self) -> List[Dict[str, Any]]:
        """Every tournament stored, oldest first, as dicts: id, name, rules,
        rule_parameters, status, total_games, games (stored), shard,
        created_at, program_version, agents (name -> spec)."""
    def games(self, tournament: Optional[str] = None) -> GameIterator:
        """The games of the tournament called `tournament` (the latest one by
        default), in schedule order, read a few hundred at a time: memory
        does not grow with the tournament."""
    def samples(self, tournament: Optional[str] = None,
                numpy: Optional[bool] = None) -> Dict[str, Any]:
        """The training samples of a tournament (`minnaar tournament export
        --format samples`): one per move whose player reported a score, as
        columns: slot, ply, position (the notation before the move), seat,
        score, return and margin (the seat's, at the game's end). The number
        columns are NumPy arrays when `numpy` is true, or None and NumPy can
        be imported; lists otherwise."""
    def __repr__(self) -> str: ...

class GameIterator(Iterator[StoredGame]):
    """The games of a tournament, read as they are asked for."""
    def __iter__(self) -> GameIterator: ...
    def __next__(self) -> StoredGame: ...

class StoredGame:
    """One stored game of a tournament."""

    slot: int
    """Its place in the tournament's schedule."""
    pairing: int
    opening: int
    seed: int
    """The seed it was played on."""
    rules: str
    """The rule set's name."""
    rule_parameters: str
    """Its parameters that differ from the defaults, "key=value,..."."""
    start: str
    """The start position's notation."""
    moves: List[str]
    """The moves, in the game's notation."""
    final: str
    """The final position's notation."""
    result: str
    termination: str
    """Which rule (or ruling, or failure) ended it."""
    detail: str
    """How a player failed, for a forfeit."""
    plies: int
    duration_ms: float
    started_at: str
    finished_at: str
    @property
    def agents(self) -> List[str]:
        """The agent of each seat, by seat number."""
    @property
    def returns(self) -> List[float]:
        """Each seat's return, by seat number."""
    @property
    def margins(self) -> List[float]:
        """Each seat's margin, by seat number."""
    @property
    def reports(self) -> List[Dict[str, Any]]:
        """What each move's player reported, one dict per ply (seat, and
        score, depth, nodes, pv, time_us... where reported)."""
    def start_state(self) -> State:
        """The start position as a State."""
    def final_state(self) -> State:
        """The final position as a State."""
    def __repr__(self) -> str: ...
