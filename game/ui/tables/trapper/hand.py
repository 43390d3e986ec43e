"""What the Trapper table's hand reads under the pointer: the tiles where it may act now,
the move and the rules' verdict under the pointer, the odds of a revealed trap there, and
the moves a key makes (a step, clearing a tile)."""
from __future__ import annotations

from typing import Any

from game.core.grid import DIRECTIONS, step as step_from
from game.games.trapper.actions import ClearTile, PaintWalls, Step
from game.games.trapper.odds import odds_text
from game.ui.tables.trapper.input import act
from game.ui.tables.trapper.pointer import (Preview, judge, setup_action, step_towards,
                                            trapping_action)
from game.ui.widgets.hover import Verdict

Cell = tuple[int, int]


class HandReading:
    """The table's reading of the hand (a mixin of `TrapperTable`)."""

    def lit_cells(self) -> list[Cell]:
        """Tiles where the hand may act now, from the rules' check of each candidate: where
        the trap or heirloom in hand may go, or the raid's legal steps."""
        if not self.acting_here() or self.viewing() is not None or self.showing_move:
            return []
        if self.phase() == "raid":
            return self.step_cells()
        mine = self.mine()
        if mine is None or self.hand.tool == "walls":
            return []
        key = (len(self.rules.log), id(self.rules.state), self.viewer, self.hand.tool,
               self.hand.facing)
        if key == self._lit_key:
            return self._lit
        chart = self.view()["chart"]
        walls = {tuple(c) for c in mine["walls"]}
        seat = self.viewer
        assert seat is not None
        lit = []
        phase = self.phase()
        for r in range(1, self.painter.rows + 1):
            for c in range(1, self.painter.columns + 1):
                if phase == "setup":
                    action = setup_action(self.hand, seat, (c, r), walls, chart)
                else:
                    action = trapping_action(self.hand, seat, (c, r), mine, chart)
                if action is not None and self.verdict(action).legal:
                    lit.append((c, r))
        self._lit_key, self._lit = key, lit
        return lit

    def step_cells(self) -> list[Cell]:
        """The tiles the raiding adventurer may step onto now (trapper §4.4 step 3)."""
        here = self.public()["adventurer"]
        seat = self.viewer
        if here is None or seat is None:
            return []
        return [step_from(tuple(here), d) for d in DIRECTIONS
                if self.verdict(Step(seat, d)).legal]

    def preview(self) -> Preview | None:
        """The action under the pointer and the rules' verdict on it."""
        cell = self.painter.cell_at(self.pointer)
        if cell is None or not self.acting_here() or self.viewing() is not None or \
                cell == self.hand.placed:
            return None
        seat = self.viewer
        assert seat is not None
        phase = self.phase()
        mine = self.mine()
        chart = self.view()["chart"]
        if phase == "setup" and mine is not None:
            if self.hand.stroke:
                return self.hand.refused or Preview(self.hand.stroke_action(seat), True)
            walls = {tuple(c) for c in mine["walls"]}
            return self.cached(setup_action(self.hand, seat, cell, walls, chart))
        if phase == "trapping" and mine is not None:
            action = trapping_action(self.hand, seat, cell, mine, chart)
            return self.cached(action) if action else None
        if phase == "raid":
            step_action = step_towards(seat, self.shown_adventurer, cell)
            return self.cached(step_action) if step_action else None
        return None

    def cached(self, action: Any) -> Preview:
        """The verdict from the shared cache; a refused stroke asks again for its cut-off
        tiles."""
        verdict: Verdict = self.verdict(action)
        if not verdict.legal and isinstance(action, PaintWalls):
            return judge(self.rules, action)
        return Preview(action, verdict.legal, verdict.reason)

    def trap_odds(self) -> str:
        """The chance to get past the revealed trap under the pointer in a raid (trapper
        §4.5, from the rules' own numbers), or ''."""
        public = self.shown_public()
        cell = self.painter.cell_at(self.pointer)
        if cell is None or public["phase"] != "raid" or self.final_look():
            return ""
        for trap in self.shown_board()["traps"]:
            if tuple(trap["cell"]) == cell and cell not in self.pending_reveals():
                content = self.rules.content
                return odds_text(content.trap(trap["kind"]), public["fortitude"],
                                 content.board.trap_sides, trap["active"])
        return ""

    def clear_tile(self, cell: Cell) -> None:
        assert self.viewer is not None
        act(self, ClearTile(self.viewer, cell), self.pointer)

    def step(self, direction: str) -> None:
        assert self.viewer is not None
        act(self, Step(self.viewer, direction), self.step_spot(direction))

    def step_spot(self, direction: str) -> tuple[int, int]:
        """Where an arrow key's step is said if refused: on the tile it aims at, or on the
        adventurer's own where that is off the board (never wherever the pointer rests)."""
        found = self.public()["adventurer"]
        if not found:
            return self.pointer
        here = tuple(found)
        to = step_from(here, direction)
        inside = 1 <= to[0] <= self.painter.columns and 1 <= to[1] <= self.painter.rows
        return self.painter.centre(to if inside else here)
