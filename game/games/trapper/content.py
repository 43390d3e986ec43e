"""Trapper content: the trap chart, the board numbers and the preset dungeons (`Layout`).

`load(folder)` reads `content/trapper/*.yaml` and the preset maps in `maps/trapper/`.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from game.content.loader import ContentError, load_document, load_entries
from game.core.grid import Grid
from game.games.trapper.layout import Layout
from game.games.trapper.maps import load_presets
from game.paths import MAPS

Cell = tuple[int, int]


class TrapType(BaseModel):
    """One row of the trap chart (trapper §3.2) with the numbers of its effect (§4.5)."""

    id: str
    name: str
    tier: int = Field(ge=1, le=3)
    kind: Literal["utility", "kill"]
    buy: int = Field(ge=1)
    reactivate: int = Field(ge=1)
    needs: Literal["none", "wall_beside", "walls_opposite"] = "none"
    max_active: int | None = None
    loss: int = 0
    push: int = 0
    bonus: int = 0
    dice: int = 0
    kill_hits: int | None = None
    low_fortitude_max: int | None = None
    low_kill: int | None = None
    high_kill: int | None = None
    sprite: str
    text: str

    @property
    def kills(self) -> bool:
        return self.kind == "kill"


class BoardSpec(BaseModel):
    """The board and turn numbers (trapper §3.1, §4.1, §4.2, §5)."""

    columns: int = Field(ge=3)
    rows: int = Field(ge=3)
    entrance: tuple[int, int]
    max_walls: int = Field(ge=0)
    starting_traps: dict[int, int]
    ap_dice: int = Field(ge=1)
    ap_sides: int = Field(ge=2)
    trap_sides: int = Field(ge=2)
    turn_limit: int = Field(ge=1)

    @cached_property
    def grid(self) -> Grid:
        return Grid(self.columns, self.rows, origin=1)


@dataclass(frozen=True)
class TrapperContent:
    traps: dict[str, TrapType]
    board: BoardSpec
    presets: dict[str, Layout]

    def trap(self, kind: str) -> TrapType:
        return self.traps[kind]


REQUIRED_EFFECTS = {"skeleton": ("loss", "max_active"), "fan": ("push", "bonus"),
                    "spikes": ("dice",), "darts": ("dice", "kill_hits"),
                    "crusher": ("dice", "low_fortitude_max", "low_kill", "high_kill"),
                    "shark": ("dice",)}
"""The trap ids the rules resolve (trapper §4.5) and the numbers each needs."""


def _cross_check(traps: dict[str, TrapType], board: BoardSpec, where: str) -> list[str]:
    problems = []
    for trap_id, needed in REQUIRED_EFFECTS.items():
        if trap_id not in traps:
            problems.append(f"{where}/traps.yaml: entry '{trap_id}' is missing "
                            "(the rules resolve it, trapper §4.5)")
            continue
        for name in needed:
            if not getattr(traps[trap_id], name):
                problems.append(f"{where}/traps.yaml: entry '{trap_id}', field '{name}': "
                                "needed by its effect (trapper §4.5)")
    for trap_id in traps:
        if trap_id not in REQUIRED_EFFECTS:
            problems.append(f"{where}/traps.yaml: entry '{trap_id}': no effect is known "
                            f"for it (known: {', '.join(REQUIRED_EFFECTS)})")
    tiers = {t.tier for t in traps.values()}
    for tier in board.starting_traps:
        if tier not in tiers:
            problems.append(f"{where}/board.yaml: field 'starting_traps': no trap of tier {tier}")
    if not board.grid.contains(tuple(board.entrance)):
        problems.append(f"{where}/board.yaml: field 'entrance': {board.entrance} is off the board")
    return problems


def load(folder: Path) -> TrapperContent:
    traps = load_entries(folder / "traps.yaml", TrapType)
    board = load_document(folder / "board.yaml", BoardSpec)
    problems = _cross_check(traps, board, str(folder))
    if problems:
        raise ContentError(problems)
    return TrapperContent(traps, board, load_presets(MAPS / "trapper"))

