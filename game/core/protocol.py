"""The Rules protocol every game implements, and the small types around it.

A game subclasses `Rules` and writes `setup`, `to_act`, `legal_actions`, `check`,
`perform`, `view`, `is_over` and `result`. The base class supplies `new_game`, `apply`
(check, perform, record the dice drawn, keep undo points), `can_undo`/`undo` and `log`.
The UI, bots, the simulator, saves, replays and tests use nothing else.
"""
from __future__ import annotations

import copy
import importlib
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Mapping, Sequence, TypeVar

from game.core.actions import Action
from game.core.clone import clone
from game.core.dice import Dice
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.log import ActionRecord, UndoPoint

R = TypeVar("R", bound="Rules")


@dataclass(frozen=True)
class Seat:
    """A chair at the table: a name, a bot kind for a computer player (None = human), and
    an optional title some games ask for (Doodle Dungeon's dungeon name)."""

    name: str
    bot: str | None = None
    title: str = ""

    @property
    def human(self) -> bool:
        return self.bot is None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot, "title": self.title}

    @classmethod
    def from_dict(cls, data: Any) -> "Seat":
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError(f"not a seat: {data!r:.60}")
        bot = data.get("bot")
        if bot is not None and not isinstance(bot, str):
            raise ValueError(f"seat {data['name']!r}: bot must be a name or null")
        title = data.get("title", "")
        if not isinstance(title, str):
            raise ValueError(f"seat {data['name']!r}: title must be text")
        return cls(data["name"], bot, title)


PROBE_PREFIX = "probe:"
"""A sim seat kind `probe:<name>` plays the game's probe player of that name."""


@dataclass(frozen=True)
class OptionSpec:
    """A setup-screen switch from a game's rules file (`(option)` there)."""

    key: str
    label: str
    default: bool | int | str
    choices: tuple[bool | int | str, ...] = ()
    rule: str = ""
    help: str = ""
    before: bool | int | str | None = None
    """The value a save written before this option existed plays with (None: `default`):
    an option added later must not change how an older game replays."""

    def values(self) -> tuple[bool | int | str, ...]:
        if self.choices:
            return self.choices
        if isinstance(self.default, bool):
            return (False, True)
        return (self.default,)

    def validate(self, value: Any) -> bool | int | str:
        if value not in self.values() or type(value) is not type(self.default):
            raise ValueError(f"option {self.key!r} must be one of {list(self.values())}, "
                             f"not {value!r}")
        return value


@dataclass
class ScoreLine:
    label: str
    value: int | str
    kind: str = "points"
    """"points": added into the total; "subtotal": the sum of the points lines above it
    (drawn under a rule, not added again); "count": a figure set apart (a build count),
    not part of the total."""


@dataclass
class SeatResult:
    seat: int
    name: str
    rank: int
    """1 is best; equal ranks are ties."""
    score: int | None = None
    lines: list[ScoreLine] = field(default_factory=list)


@dataclass
class GameResult:
    seats: list[SeatResult]
    winners: list[int]
    headline: str
    stats: list[ScoreLine] = field(default_factory=list)
    """The game's story in figures (turns, traps sprung, ...)."""

    def score_of(self, seat: int) -> int | None:
        return next(s.score for s in self.seats if s.seat == seat)


BOT_LEVELS = {"random": "Easy", "greedy": "Normal", "explorer": "Normal", "smart": "Hard",
              "expert": "Hard", "search": "Hard"}
"""Difficulty names of the usual bot kinds (a game's `bot_levels` says otherwise)."""


@dataclass(frozen=True)
class GameInfo:
    """What the launcher and tools know of a game before loading it."""

    key: str
    title: str
    seats: tuple[int, int]
    minutes: str
    pitch: str
    art: str
    """Sprite name of the launcher illustration."""
    playable: bool
    rules: str = ""
    """'module:Class' of the Rules subclass."""
    table: str = ""
    """'module' of the table package (exposes `open_table` and `shot_scenes`)."""
    bots: tuple[str, ...] = ()
    """Bot kinds, the default first."""
    options: tuple[OptionSpec, ...] = ()
    not_playable_why: str = ""
    bots_module: str = ""
    """Module holding `BOTS` (default: game.games.<key>.bots)."""
    seat_title: str = ""
    """Label of a second per-seat text the game asks for ("Dungeon name"); empty: none."""
    bot_levels: tuple[str, ...] = ()
    """What players see for each bot kind, in `bots` order ("Normal", "Easy"); empty: the
    usual names of `BOT_LEVELS`."""
    computer_seats: bool = True
    """False: the bots only serve the simulator and the tests, and every seat at the table
    is a person (DungeonLab has no computer explorers)."""

    def bot_label(self, kind: str) -> str:
        """A computer kind as players read it: a difficulty, never an internal name."""
        if kind in self.bots and len(self.bot_levels) == len(self.bots):
            return self.bot_levels[self.bots.index(kind)]
        if kind in BOT_LEVELS:
            return BOT_LEVELS[kind]
        if kind.startswith(PROBE_PREFIX):
            return "Probe " + kind[len(PROBE_PREFIX):]
        return f"Level {self.bots.index(kind) + 1}" if kind in self.bots else "Computer"

    def load_bots(self) -> dict[str, Any]:
        """The game's bot factories by kind: `{kind: Factory(seat, rng)}`."""
        module = importlib.import_module(self.bots_module or f"game.games.{self.key}.bots")
        return module.BOTS

    def load_probes(self) -> dict[str, Any]:
        """The game's probe players by name (`game.games.<key>.probes.PROBES`, each a
        `Factory(seat, rng)`): scripted strategies people use to beat a computer, played in
        the sims as seat kind `probe:<name>` and never offered at the table. Empty when the
        game has none."""
        package = f"game.games.{self.key}"
        try:
            module = importlib.import_module(package + ".probes")
        except ModuleNotFoundError as exc:
            if exc.name not in (package, package + ".probes"):
                raise
            return {}
        return dict(module.PROBES)

    def load_rules(self) -> type["Rules"]:
        module, _, name = self.rules.partition(":")
        return getattr(importlib.import_module(module), name)

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}


class Rules(ABC):
    """One match of one game. Subclasses hold their whole state in `self.state`."""

    game: ClassVar[str] = ""
    """The package key of the game (`trapper`), used to load its actions from saves."""

    info: ClassVar[GameInfo]

    shared: ClassVar[frozenset[str]] = frozenset()
    """Attributes a copy may share: nothing changes them during a match (maps, charts).
    `content` is always shared (content is read-only once loaded)."""
    caches: ClassVar[Mapping[str, Callable[[], Any]]] = {}
    """Derived attributes a copy starts afresh, each with the factory of its empty value."""

    ALWAYS_SHARED: ClassVar[frozenset[str]] = frozenset({"content", "setup_rolls"})
    """Read-only for every game: the content models and the setup's tuple of rolls."""

    def __deepcopy__(self, memo: dict[int, Any]) -> "Rules":
        """A deep copy for look-ahead, undo and tests that stays cheap however long the
        match: it shares `shared` and the content, starts `caches` empty, keeps the log's
        (frozen) records and the seats (frozen) in new lists, and copies the rest with
        `clone` (what `copy.deepcopy` gives, faster on plain match data)."""
        twin = object.__new__(type(self))
        memo[id(self)] = twin
        shared, caches = self.shared, self.caches
        for key, value in vars(self).items():
            if key in shared or key in self.ALWAYS_SHARED:
                twin.__dict__[key] = value
            elif key in caches:
                twin.__dict__[key] = caches[key]()
            elif key == "log" or key == "seats":
                twin.__dict__[key] = list(value)
            else:
                twin.__dict__[key] = clone(value, memo)
        return twin

    def __init__(self, seed: int, seats: Sequence[Seat], options: Mapping[str, Any],
                 content: Any, dice: Dice) -> None:
        self.seed = seed
        self.seats = list(seats)
        self.options = dict(options)
        self.content = content
        self.dice = dice
        self.log: list[ActionRecord] = []
        self.setup_rolls: tuple[int, ...] = ()
        self.undo_enabled = True
        self._undo: list[UndoPoint] = []
        self._step_ended = False
        self.state: Any = None

    # --- construction -------------------------------------------------------------------
    @classmethod
    def new_game(cls: type[R], seed: int, seats: Sequence[Seat],
                 options: Mapping[str, Any] | None = None, content: Any = None,
                 dice: Dice | None = None, undo: bool = True) -> R:
        """A fresh match. `dice` defaults to `Dice(seed)`; `undo=False` skips undo snapshots
        (bot simulations)."""
        lo, hi = cls.info.seats
        if not lo <= len(seats) <= hi:
            raise ValueError(f"{cls.info.title} takes {lo}–{hi} seats, not {len(seats)}")
        resolved = cls.info.default_options()
        specs = {o.key: o for o in cls.info.options}
        for key, value in (options or {}).items():
            if key not in specs:
                raise ValueError(f"{cls.info.title} has no option {key!r}")
            resolved[key] = specs[key].validate(value)
        if content is None:
            content = cls.default_content()
        rules = cls(seed, seats, resolved, content, dice if dice is not None else Dice(seed))
        rules.undo_enabled = undo
        rules.setup()
        rules.setup_rolls = tuple(rules.dice.take_drawn())
        return rules

    @classmethod
    def default_content(cls) -> Any:
        """The game's shipped content (`content/<game>`, loaded once per process) when
        `new_game` gets none; None for a game without content."""
        from game.content.registry import shared_registry
        registry = shared_registry()
        return registry.get(cls.game) if registry.has_content(cls.game) else None

    # --- what a game writes -------------------------------------------------------------
    @abstractmethod
    def setup(self) -> None:
        """Build `self.state` for a new match (may draw from `self.dice`)."""

    @abstractmethod
    def to_act(self) -> set[int]:
        """Seats that may act now (several in simultaneous phases; empty when over)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action `seat` may take now."""

    @abstractmethod
    def check(self, action: Action) -> None:
        """Raise IllegalAction(reason, rule) unless `action` is legal now."""

    @abstractmethod
    def perform(self, action: Action) -> list[Event]:
        """Carry out a checked action; return the events it caused."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see, as plain JSON-able data; None = the whole table."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> GameResult | None:
        """The outcome once over (None before)."""

    def is_barrier(self, action: Action, events: list[Event]) -> bool:
        """True when `action` revealed information or ended a step, so undo stops before it.

        Actions that drew from the dice are barriers anyway.
        """
        return False

    # --- what the base class supplies ---------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        return self.seats[seat].name if seat is not None else "The table"

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def apply(self, action: Action) -> list[Event]:
        """Check and carry out `action`; record it with the dice it drew."""
        if self.is_over():
            raise IllegalAction("The game is over.", f"{self.game} §5")
        if not 0 <= action.seat < len(self.seats):
            raise IllegalAction(f"There is no seat {action.seat}.")
        if action.seat not in self.to_act() and not self.any_time(action):
            raise IllegalAction(f"It is not {self.seat_name(action.seat)}'s turn to act.")
        self.check(action)
        snapshot = copy.deepcopy(self.state) if self.undo_enabled else None
        self.dice.take_drawn()
        self._step_ended = False
        events = self.perform(action)
        rolls = tuple(self.dice.take_drawn())
        irreversible = bool(rolls) or self._step_ended or self.is_barrier(action, events)
        self.log.append(ActionRecord(action, rolls, irreversible))
        if irreversible or (self._undo and self._undo[-1].seat != action.seat):
            self._undo.clear()   # rolled, revealed, a step ended, or another seat acted
        if not irreversible and snapshot is not None:
            self._undo.append(UndoPoint(action.seat, snapshot, len(self.log) - 1))
        return events

    def any_time(self, action: Action) -> bool:
        """May `action` be taken out of its seat's turn? (A private note that changes
        nothing at the table, like DungeonLab's notebook; default: no.)"""
        return False

    # --- undo: one policy for every game ------------------------------------------------
    # A seat may take back its own last move until another seat acts, or until something is
    # rolled or revealed (or a step ends: `end_step`, `is_barrier`). In a game with secrets a
    # move is final once the hand-off screen after it has been passed (the table calls
    # `seal_undo`), so nothing private comes back on screen. Only human seats undo; a
    # computer waits a short thinking moment before it acts, so a misclick against it can
    # still be taken back. The session takes the undone moves' lines out of every log.

    def can_undo(self, seat: int) -> bool:
        """Undo takes back `seat`'s own latest actions in its current step, never past a roll
        or a reveal, nor past another seat's action."""
        return bool(self._undo) and self._undo[-1].seat == seat and not self.is_over()

    def seal_undo(self) -> None:
        """Every move so far is final (a hand-off was passed): no undo reaches back past
        this point."""
        self._undo.clear()

    def undo(self, seat: int) -> list[Event]:
        if not self.can_undo(seat):
            raise IllegalAction("There is nothing of yours to undo here: undo stops at dice "
                                "rolls, reveals and the end of a step.")
        point = self._undo.pop()
        self.state = point.state
        del self.log[point.log_length:]
        return []

    def end_step(self) -> None:
        """Called inside `perform`: this action ends a step (or reveals something), so undo
        cannot go back past it."""
        self._step_ended = True

    def bot_seats_to_act(self) -> list[int]:
        return sorted(s for s in self.to_act() if self.seats[s].bot is not None)
