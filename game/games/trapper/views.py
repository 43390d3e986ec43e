"""What each seat may see (trapper §6). `view(None)` is the table: both dungeons in fog.

Views are plain JSON-able data; tiles are (column, row) tuples. Treat them as read-only:
the chart and the preset list are shared between views.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.trapper.content import TrapperContent
from game.games.trapper.setup import owed
from game.games.trapper.state import Dungeon, Phase

if TYPE_CHECKING:
    from game.games.trapper.rules import TrapperRules

Cell = tuple[int, int]


def chart_of(content: TrapperContent) -> dict[str, dict[str, Any]]:
    """The trap chart as plain data, in chart order (public knowledge)."""
    return {t.id: {"name": t.name, "tier": t.tier, "kind": t.kind, "buy": t.buy,
                   "reactivate": t.reactivate, "needs": t.needs, "max_active": t.max_active,
                   "push": t.push, "sprite": t.sprite, "text": t.text}
            for t in content.traps.values()}


def own_board(owner: int, dungeon: Dungeon) -> dict[str, Any]:
    """The owner's full sight of their dungeon, fog marks included, and the ready-made
    layout she started from ("" when drawn by hand, "random" for a random dungeon)."""
    return {"owner": owner, "full": True, "ready": dungeon.ready, "layout": dungeon.layout,
            "walls": sorted(dungeon.walls),
            "heirloom": dungeon.heirloom,
            "heirloom_revealed": dungeon.heirloom_revealed,
            "traps": [{"cell": c, "kind": t.kind, "active": t.active,
                       "facing": t.facing, "revealed": t.revealed}
                      for c, t in sorted(dungeon.traps.items())],
            "fog": dungeon.fogged()}


def fog_board(owner: int, dungeon: Dungeon, built: bool) -> dict[str, Any]:
    """The rival's sight (trapper §3.3): walls, fog and revealed tiles only. During setup
    nothing of a dungeon is shown (`built` False)."""
    if not built:
        return {"owner": owner, "full": False, "ready": dungeon.ready, "walls": [],
                "heirloom": None, "heirloom_revealed": False, "traps": [], "fog": []}
    return {"owner": owner, "full": False, "ready": dungeon.ready,
            "walls": sorted(dungeon.walls),
            "heirloom": dungeon.heirloom if dungeon.heirloom_revealed else None,
            "heirloom_revealed": dungeon.heirloom_revealed,
            "traps": [{"cell": c, "kind": t.kind, "active": t.active,
                       "facing": t.facing, "revealed": True}
                      for c, t in sorted(dungeon.traps.items()) if t.revealed],
            "fog": dungeon.fogged()}


class BoardViews:
    """Each dungeon's view dicts, rebuilt only after an action touched that dungeon (the
    rules call `touch`; `reset` after an undo). Views are read-only, so they may be shared."""

    def __init__(self) -> None:
        self.versions = [0, 0]
        self.cache: dict[tuple[int, bool, bool], tuple[int, dict[str, Any]]] = {}

    def touch(self, *owners: int) -> None:
        for owner in owners:
            self.versions[owner] += 1

    def reset(self) -> None:
        self.versions = [v + 1 for v in self.versions]
        self.cache.clear()

    def get(self, owner: int, dungeon: Dungeon, full: bool, built: bool) -> dict[str, Any]:
        key = (owner, full, built)
        hit = self.cache.get(key)
        if hit is not None and hit[0] == self.versions[owner]:
            return hit[1]
        view = own_board(owner, dungeon) if full else fog_board(owner, dungeon, built)
        self.cache[key] = (self.versions[owner], view)
        return view


def board_spec(content: TrapperContent) -> dict[str, Any]:
    board = content.board
    return {"columns": board.columns, "rows": board.rows, "entrance": list(board.entrance),
            "max_walls": board.max_walls, "starting_traps": dict(board.starting_traps)}


def view_for(rules: "TrapperRules", seat: int | None) -> dict[str, Any]:
    s = rules.state
    boards = rules.board_views
    built = s.phase is not Phase.SETUP
    raiding = s.phase is Phase.RAID
    view: dict[str, Any] = {
        "game": "trapper", "seat": seat, "names": rules.seat_names, "phase": s.phase.value,
        "builder": s.builder if s.phase is Phase.SETUP else None,
        "active": s.active if built else None, "turn": s.turn,
        "ap": s.ap, "spent": s.spent, "ap_left": s.ap - s.spent,
        "fortitude": s.fortitude if raiding else None,
        "adventurer": s.adventurer, "raided": rules.rival(s.active) if raiding else None,
        "winner": s.winner, "draw": s.draw,
        "board": rules.board_spec,
        "chart": rules.chart(),
        "presets": rules.preset_list(),
        "dungeons": [boards.get(i, d, i == seat, built) for i, d in enumerate(s.dungeons)],
        "stats": [vars(st).copy() for st in s.stats],
    }
    if s.phase is Phase.SETUP and seat == s.builder:
        view["owed"] = owed(s.dungeons[seat], rules.content)
    return view
