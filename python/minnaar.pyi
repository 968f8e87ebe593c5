"""Minnaar Chess and related games: every registered rule set behind one game
interface (engine/game.h).

A Game is a rule set with its parameter values in effect; it makes States. A
State is where one game stands: its legal moves, its notation, its result.
"""

from typing import Dict, List, Optional, Union

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
