"""Dungeon Trapper's rules controller (shared/rules/dungeon-trapper.md)."""
from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event, GameEnded
from game.core.protocol import GameResult, Rules, ScoreLine, SeatResult
from game.games.trapper import INFO, setup, turns
from game.games.trapper.content import TrapperContent, TrapType
from game.games.trapper.events import (DungeonReady, DungeonsRevealed, FirstPlayerChosen,
                                       TurnEnded)
from game.core.legal import LegalActions
from game.games.trapper.flow import after_setup, next_turn, reveal_all, win
from game.games.trapper.state import Dungeon, Phase, TrapperState
from game.games.trapper.actions import PlaceTrap, Reactivate
from game.games.trapper.views import BoardViews, board_spec, chart_of, view_for

Cell = tuple[int, int]


SHARED = frozenset({"content", "_chart", "_presets", "seats", "board_spec", "seat_names"})
TOUCH_OWN = (PlaceTrap, Reactivate)
"""Turn actions that change the actor's own dungeon (its cached views are rebuilt)."""
"""(Raid moves touch the raided dungeon where they reveal or disable: raid.py.)"""
"""Attributes a copy of the rules may share (read-only)."""


class TrapperRules(Rules):
    game = "trapper"
    info = INFO
    content: TrapperContent
    shared = SHARED
    caches = {"board_views": BoardViews}

    # --- protocol -------------------------------------------------------------------------
    def setup(self) -> None:
        self.state = TrapperState(dungeons=[Dungeon(), Dungeon()])
        self._chart = chart_of(self.content)
        self._presets = [{"id": p.id, "title": p.title} for p in self.content.presets.values()]
        self.board_spec = board_spec(self.content)
        self.seat_names = self.names()
        self.board_views = BoardViews()

    def to_act(self) -> set[int]:
        s = self.state
        if s.phase is Phase.OVER:
            return set()
        return {s.builder} if s.phase is Phase.SETUP else {s.active}

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action (wall strokes one tile at a time), built lazily: `in` asks
        `check`, reading the list builds it."""
        if seat not in self.to_act():
            return []
        build = setup.legal if self.state.phase is Phase.SETUP else turns.legal
        return LegalActions(lambda: build(self, seat), self._allowed)  # type: ignore[return-value]

    def _allowed(self, action: Action) -> None:
        if action.seat not in self.to_act():
            raise IllegalAction("Not this seat's turn.", "trapper §4.2")
        self.check(action)

    def check(self, action: Action) -> None:
        if self.state.phase is Phase.SETUP:
            setup.check(self, action)
        else:
            turns.check(self, action)

    def perform(self, action: Action) -> list[Event]:
        if self.state.phase is Phase.SETUP:
            events = setup.perform(self, action)
            self.board_views.touch(action.seat)
            return events
        events = turns.perform(self, action)
        if isinstance(action, TOUCH_OWN):
            self.board_views.touch(action.seat)
        return events

    def undo(self, seat: int) -> list[Event]:
        events = super().undo(seat)
        self.board_views.reset()
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        return view_for(self, seat)

    def is_over(self) -> bool:
        return self.state.phase is Phase.OVER

    def progress_label(self) -> str:
        """How far a saved game is, as the table counts it: the seat to play's own turn
        ("turn 3"; each seat counts its own turns, trapper §5), or "setup"."""
        s = self.state
        if s.phase is Phase.SETUP:
            return "setup"
        return f"turn {max(1, s.stats[s.active].turns)}"

    def result(self) -> GameResult | None:
        s = self.state
        if not self.is_over():
            return None
        seats = []
        for i, seat in enumerate(self.seats):
            st = s.stats[i]
            rank = 1 if s.draw or s.winner == i else 2
            seats.append(SeatResult(i, seat.name, rank, lines=[
                ScoreLine("Turns", st.turns), ScoreLine("Raids", st.raids),
                ScoreLine("AP rolled", st.ap_rolled), ScoreLine("AP spent", st.ap_spent),
                ScoreLine("Traps bought", st.traps_bought),
                ScoreLine("Traps sprung in the rival's dungeon", st.traps_sprung),
                ScoreLine("Tiles revealed", st.tiles_revealed),
                ScoreLine("Adventurers lost", st.deaths)]))
        total = lambda name: sum(getattr(st, name) for st in s.stats)  # noqa: E731
        stats = [ScoreLine("Turns", s.turn), ScoreLine("Raids", total("raids")),
                 ScoreLine("Traps sprung", total("traps_sprung")),
                 ScoreLine("AP spent", total("ap_spent")),
                 ScoreLine("Adventurers lost", total("deaths"))]
        winners = [0, 1] if s.draw else [s.winner]
        return GameResult(seats, winners, self.headline(), stats)

    # --- helpers the phase modules call ---------------------------------------------------
    def rival(self, seat: int) -> int:
        return 1 - seat

    def chart(self) -> dict[str, dict[str, Any]]:
        """The trap chart as plain data (also part of every view)."""
        return self._chart

    def preset_list(self) -> list[dict[str, str]]:
        return self._presets

    def trap_type(self, kind: Any) -> TrapType:
        if not isinstance(kind, str) or kind not in self.content.traps:
            names = ", ".join(t.name for t in self.content.traps.values())
            raise IllegalAction(f"There is no trap {kind!r} (the traps: {names}).",
                                "trapper §3.2")
        return self.content.traps[kind]

    def confirm_setup(self, seat: int) -> list[Event]:
        s = self.state
        dungeon = s.dungeons[seat]
        dungeon.ready = True
        self.end_step()
        events: list[Event] = [DungeonReady(owner=seat, fogged=len(dungeon.fogged()))]
        if not all(d.ready for d in s.dungeons):
            s.builder = self.rival(seat)
            return events
        first = self.dice.below(len(self.seats))
        after_setup(s, first)
        return [*events, FirstPlayerChosen(seat=first)]

    def adventurer_dies(self, cell: Cell | None, conceded: bool = False) -> list[Event]:
        return turns.died(self, cell, conceded)

    def end_turn(self) -> list[Event]:
        """The active seat's turn is over: pass to the rival, or end in a draw at the turn
        limit (trapper §5 option)."""
        s = self.state
        done = s.active
        limit = self.content.board.turn_limit if self.options.get("turn_limit") else None
        next_turn(s, limit)
        if s.phase is Phase.OVER:
            return self.game_over()
        return [TurnEnded(seat=done, next_seat=s.active)]

    def finish(self, winner: int) -> list[Event]:
        win(self.state, winner)
        return self.game_over()

    def game_over(self) -> list[Event]:
        """Both dungeons are revealed (HOUSE RULE, trapper §5), then the game ends."""
        lifted = reveal_all(self.state)
        self.board_views.touch(0, 1)
        return [DungeonsRevealed(cells=tuple((o, tuple(c)) for o, c in sorted(lifted.items()))),
                GameEnded(headline=self.headline())]

    def headline(self) -> str:
        s = self.state
        if s.draw:
            return (f"Draw: {self.content.board.turn_limit} turns each and no heirloom "
                    "was taken.")
        if s.winner is None:
            return ""
        return f"{self.seat_name(s.winner)} steals the Prized Heirloom and wins!"
