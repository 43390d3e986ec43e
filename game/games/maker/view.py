"""What the table sees: everything (maker §6: nothing is secret), as plain JSON-able data.

`view(seat)` and `view(None)` differ only in `seat`. Each sheet's `tiles` is a list of
[kind, openings, trap, loot] in reading order (index = (y - 1) * size + x - 1).
"""
from __future__ import annotations

from typing import Any, Protocol

from game.games.maker.board import view_tiles
from game.games.maker.content import MakerContent
from game.games.maker.results import total
from game.games.maker.state import HeroState, MakerState, Phase, PlayerState


class Table(Protocol):
    """What the view reads of the rules (the rules controller is one)."""

    state: MakerState
    content: MakerContent

    @property
    def solo(self) -> bool: ...

    @property
    def shared_roll(self) -> bool: ...

    def to_act(self) -> set[int]: ...

    def queue(self) -> list[int]: ...

    def names(self) -> list[str]: ...


def table_view(rules: Table, seat: int | None) -> dict[str, Any]:
    s = rules.state
    n = rules.content.numbers
    return {
        "game": "maker", "seat": seat, "phase": _PHASE_NAMES[s.phase],
        "round": s.round, "rounds": n.rounds,
        "hero_round": s.hero_round, "max_heroes": n.max_heroes,
        "size": n.size, "solo": rules.solo, "shared_roll": rules.shared_roll,
        "dice": list(s.shared_dice) if s.shared_dice else None,
        "jinxes": [[caster, stat] for caster, stat in s.jinxes],
        "to_act": sorted(rules.to_act()),
        "queue": rules.queue(),
        "players": [player_view(p, name, rules) for p, name in zip(s.players, rules.names())],
    }


_PHASE_NAMES = {phase: phase.value for phase in Phase}
"""Each phase's name (an Enum's `value` is a descriptor call)."""


def player_view(p: PlayerState, name: str, rules: Table) -> dict[str, Any]:
    content = rules.content
    numbers = content.numbers
    dice, hero = p.dice, p.hero
    return {
        "name": name, "coin": p.coin, "gems": p.gems, "potions": p.potions,
        "upgraded": p.upgraded, "loot_rolled": p.loot_rolled, "souls": p.souls,
        "crossed": p.crossed,
        "hp_boxes": numbers.hp_boxes, "pips": dict(p.pips),
        "pips_per_stat": numbers.pips_per_stat,
        "spells": dict(p.spells), "status": p.status, "action": p.action,
        "dice": [dice[0], dice[1]] if dice else None,
        "offered": list(content.offers[dice[0], dice[1]]) if dice else [],
        "entrance": _cell(p.entrance), "last_built": _cell(p.last_built),
        "stairs": _cell(p.stairs), "exit": _cell(p.exit), "exit_rule": p.exit_rule,
        "route": [[c[0], c[1]] for c in p.route],
        "heroes": p.heroes, "ended": p.ended, "fates": list(p.fates),
        "hero": _hero(hero, content.heroes[hero.kind].name) if hero else None,
        "building": [[label, value] for label, value in p.building],
        "score": total(p, content) if p.building else None,
        "tiles": view_tiles(p.tiles),
        "ledger": [[what, amount] for what, amount in p.ledger],
    }


def _cell(cell: tuple[int, int] | None) -> list[int] | None:
    return list(cell) if cell is not None else None


def _hero(h: HeroState, name: str) -> dict[str, Any]:
    return {"kind": h.kind, "name": name, "hp": h.hp, "max_hp": h.max_hp,
            "stats": dict(h.stats), "roll": list(h.roll), "status": h.status, "pos": h.pos,
            "at": _cell(h.at), "notes": list(h.notes)}
