"""Rial's Dungeon's rules controller (shared/rules/rials-dungeon.md)."""
from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.legal import LegalActions
from game.core.protocol import GameResult, Rules
from game.games.rial import INFO, scoring, setup, turns
from game.games.rial.actions import Move, SetCapabilities, TimeUp
from game.games.rial.board import Layout
from game.content.errors import ContentError
from game.games.rial.content import RialContent, board_problems
from game.games.rial.decks import deal
from game.games.rial.flow import finish
from game.games.rial.figures import Tally, game_figures, rates
from game.games.rial.goals import setup_goal
from game.games.rial.state import BLOCKERS, CHESTS, Player, RialState
from game.games.rial.views import board_cards, public_view

ALARM_BACKSTOP = 100
"""Rounds after which an alarm game stops even if the alarm has not rung."""
SHARED = frozenset({"content", "layout"})
"""Attributes a copy of the rules may share (read-only)."""


class RialRules(Rules):
    game = "rial"
    info = INFO
    content: RialContent
    layout: Layout
    shared = SHARED
    caches = dict.fromkeys(("_view", "_cards", "_stops"), lambda: None)
    """Derived lists rebuilt on demand (None: not built yet)."""

    # --- protocol -------------------------------------------------------------------------
    def setup(self) -> None:
        board = self.options.get("board", "standard")
        if board not in self.content.layouts:
            raise ContentError(board_problems(board))
        self.layout = self.content.layouts[board]
        cards = deal(self.layout, self.content, self.dice, self.dungeon())
        chance, items, chests = (self.content.chance_deck(), self.content.item_deck(),
                                 self.content.chest_deck())
        for pile in (chance, items, chests):
            self.dice.shuffle(pile)
        self.state = RialState(cards, chance, items, [], chests,
                               [Player() for _ in self.seats])
        self._view: dict[str, Any] | None = None
        self._cards: tuple[int, int, list[Any]] | None = None
        self._stops: tuple[int, int, tuple[set[int], set[int]]] | None = None
        self._bots_only = all(not seat.human for seat in self.seats)
        self.tally = Tally()
        """The sims' figures (`sim_figures`)."""
        self.clock_used: float | None = 0.0
        """Seconds of real time the alarm has run (set by the table's clock, kept in the
        save; None: a save from before the save kept it)."""
        self.clock_marks: list[float | None] = []
        """`clock_used` when each move of the log was made (`clock_marks[i]` for move
        i + 1; None where it is not known), kept in the save so a Watch shows the alarm
        as it was. Recorded as each move is made, before the autosave that follows it."""
        self.marks_clock = True
        """Record `clock_marks` (a replay, which reads them, does not)."""

    def to_act(self) -> set[int]:
        s = self.state
        if s.phase == "over":
            return set()
        if s.phase == "caps":
            seat = setup.waiting(self)
            return set() if seat is None else {seat}
        if s.stage == "festival":
            return {s.festival[0]}
        if s.stage == "answer":
            return {s.trade["to"]}
        return {s.active}

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action, built lazily (`in` asks `check`). A `TimeUp` is never listed:
        it comes from the table's clock, not from a player."""
        if seat not in self.to_act():
            return []
        build = setup.legal if self.state.phase == "caps" else turns.legal
        return LegalActions(lambda: build(self, seat), self._allowed)  # type: ignore[return-value]

    def _allowed(self, action: Action) -> None:
        if action.seat not in self.to_act():
            raise IllegalAction("Not this seat's turn.", "rial §4.2")
        if isinstance(action, TimeUp):
            raise IllegalAction("The alarm is the clock's, not a player's move.", "rial §5")
        self.check(action)

    def check(self, action: Action) -> None:
        if isinstance(action, TimeUp):
            if self.options.get("end") != "alarm":
                raise IllegalAction("This game ends by the round limit, not an alarm.",
                                    "rial §5")
            return
        if self.state.phase == "caps":
            setup.check(self, action)
        else:
            turns.check(self, action)

    def perform(self, action: Action) -> list[Event]:
        self._view = None
        if isinstance(action, TimeUp):
            events = finish(self, "alarm")
        elif self.state.phase == "caps":
            events = setup.perform(self, action)
        else:
            events = turns.perform(self, action)
        self.tally.count(events)
        if self.marks_clock:
            self._mark_clock()
        return events

    def _mark_clock(self) -> None:
        """The alarm's seconds at the move being made, at its place in the log (a move
        taken back gives its place up; a place not known is None)."""
        marks, done = self.clock_marks, len(self.log)
        del marks[done:]
        marks.extend([None] * (done - len(marks)))
        marks.append(None if self.clock_used is None else round(float(self.clock_used), 1))

    def sim_figures(self) -> dict[str, int]:
        """A finished game's figures for the sims (figures.py)."""
        return game_figures(self.tally, [p.score() for p in self.state.players])

    @staticmethod
    def sim_rates(totals: dict[str, float]) -> dict[str, float]:
        return rates(totals)

    def is_barrier(self, action: Action, events: list[Event]) -> bool:
        """Only a move that turned nothing up may be taken back (rial §4.3), and a seat's
        capabilities while the entrance dice are not yet rolled (those rolls end it: the
        other seats' capabilities, or another seat's action, come first)."""
        return not isinstance(action, (Move, SetCapabilities))

    def undo(self, seat: int) -> list[Event]:
        self._view = None
        return super().undo(seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        if self._view is None:
            self._view = public_view(self)
        view = dict(self._view)
        view["seat"] = seat
        return view

    def face_up_stops(self) -> tuple[set[int], set[int]]:
        """The face-up blockers and chests (for move listings; rebuilt when a card
        changed; read-only)."""
        key = (id(self.state), self.state.rev)
        if self._stops is None or self._stops[:2] != key:
            cards = self.state.cards.items()
            self._stops = (*key, ({sq for sq, c in cards if c.up and c.kind in BLOCKERS},
                                  {sq for sq, c in cards if c.up and c.kind in CHESTS}))
        return self._stops[2]

    def board_cards(self) -> list[Any]:
        """The board list of the views, rebuilt only when a card changed (views share it:
        read-only)."""
        key = (id(self.state), self.state.rev)
        if self._cards is None or self._cards[:2] != key:
            self._cards = (*key, board_cards(self))
        return self._cards[2]

    def is_over(self) -> bool:
        return self.state.phase == "over"

    def result(self) -> GameResult | None:
        return scoring.result(self) if self.is_over() else None

    # --- options the phase modules ask ----------------------------------------------------
    def coop(self) -> bool:
        return self.options.get("mode") == "coop"

    def dungeon(self) -> str:
        """The composition dealt (rial §3.2)."""
        return str(self.options.get("dungeon", "lively"))

    def team_goal(self) -> int:
        """The co-op goal: the option's, or with 0 there the one the setup's seats,
        composition and end give (rial §5)."""
        goal = int(self.options.get("team_goal", 0))
        return goal or setup_goal(self.content, self.options, len(self.seats))

    def round_limit(self) -> int:
        """The round limit: the option's; a table of computer players only, where no one
        watches a clock, plays to it too; an alarm game stops at the latest after
        ALARM_BACKSTOP rounds, so a game left running alone still ends (rial §5; HOUSE
        RULES)."""
        if self.options.get("end") == "rounds" or self._bots_only:
            return int(self.options.get("round_limit", 40))
        return ALARM_BACKSTOP
