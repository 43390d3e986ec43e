"""Doodle Dungeon's rules controller: setup, turn order and dispatch to the three phases
(doodle §4). The phases live in build.py, paths.py and heroes.py; scoring in scoring.py."""
from __future__ import annotations

from functools import cache
from typing import Any

from game.content import ContentRegistry
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.protocol import GameResult, Rules
from game.games.doodle import INFO, build, heroes, paths
from game.games.doodle.board import Geometry, geometry
from game.games.doodle.content import DoodleContent
from game.games.doodle.scoring import final_result
from game.games.doodle.state import EMPTY, DoodleState, Phase, Sheet
from game.games.doodle.views import table_view
from game.paths import CONTENT

@cache
def default_content() -> DoodleContent:
    """content/doodle, loaded once per process (bots read the public card texts too)."""
    return ContentRegistry(CONTENT).get("doodle")


PHASES = {Phase.BUILD: (build, build.BUILD_ACTIONS), Phase.PATH: (paths, paths.PATH_ACTIONS),
          Phase.HEROES: (heroes, heroes.HERO_ACTIONS)}


class DoodleRules(Rules):
    game = "doodle"
    info = INFO
    content: DoodleContent
    state: DoodleState

    @classmethod
    def default_content(cls) -> DoodleContent:
        return default_content()

    @property
    def geo(self) -> Geometry:
        return geometry(self.content.numbers.columns, self.content.numbers.rows)

    def setup(self) -> None:
        """Random start seat, shuffled deck, removed cards, first display (doodle §4.1)."""
        n = len(self.seats)
        numbers = self.content.numbers
        deck = sorted(self.content.cards)
        self.dice.shuffle(deck)
        first = self.dice.below(n)
        removed = numbers.removed.get(n, 0)
        self.state = DoodleState(
            phase=Phase.BUILD, first=first, marker=first,
            sheets=[Sheet(cells=[EMPTY] * self.geo.size) for _ in range(n)],
            deck=deck[removed:], removed=deck[:removed])
        build.start_round(self)

    def to_act(self) -> set[int]:
        s = self.state
        if s.phase is Phase.BUILD:
            return {s.building.seat} if s.building else set(s.to_pick[:1])
        if s.phase is Phase.PATH:
            return set(s.drawers[:1])
        if s.phase is Phase.HEROES:
            now = heroes.window(self)
            return {now[1]} if now else set()
        return set()

    def legal_actions(self, seat: int) -> list[Action]:
        phase = PHASES.get(self.state.phase)
        return phase[0].legal(self, seat) if phase else []

    def check(self, action: Action) -> None:
        phase = PHASES.get(self.state.phase)
        if phase is None:
            raise IllegalAction("The game is over.", "doodle §5")
        module, kinds = phase
        if not isinstance(action, kinds):
            raise IllegalAction(f"{type(action).__name__} is not a move of this phase "
                                f"({self.state.phase.value}).", "doodle §4")
        module.check(self, action)

    def perform(self, action: Action) -> list[Event]:
        module, _ = PHASES[self.state.phase]
        return module.perform(self, action)

    def view(self, seat: int | None) -> dict[str, Any]:
        return table_view(self, seat)

    def is_over(self) -> bool:
        return self.state.phase is Phase.OVER

    def progress_label(self) -> str:
        """How far a saved game is, as its players count: the building round, then the
        paths, then the heroes (doodle §4.2, §4.4, §4.5)."""
        phase = self.state.phase
        if phase is Phase.PATH:
            return "the paths"
        if phase in (Phase.HEROES, Phase.OVER):
            return "the heroes"
        return f"round {self.state.round}"

    def result(self) -> GameResult | None:
        return final_result(self) if self.is_over() else None

    def sim_figures(self) -> dict[str, int]:
        """What the heroes met in this game, for `main.py sim` (issue 16 §7)."""
        s = self.state
        return {"walks": len(s.heroes), "fights": s.fights, "trap_stops": s.traps_sprung,
                "hero_deaths": sum(h.status == "dead" for h in s.heroes),
                "cards_played": s.cards_played}

    @staticmethod
    def sim_rates(totals: dict[str, float]) -> dict[str, float]:
        """Fights, trap stops and hero deaths per hero walk."""
        walks = totals.get("walks") or 1
        return {f"{key}_per_walk": totals.get(key, 0) / walks
                for key in ("fights", "trap_stops", "hero_deaths")}
