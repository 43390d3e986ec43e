"""The end: each sheet's score chart, the standings and the game's story (maker §5.1)."""
from __future__ import annotations

from game.core.protocol import GameResult, ScoreLine, SeatResult
from game.games.maker.content import MakerContent
from game.games.maker.scoring import hero_lines
from game.games.maker.state import MakerState, PlayerState


def total(p: PlayerState, content: MakerContent) -> int:
    """Final = building items 1-5 + hero phase item 6 (maker §5.1)."""
    lines = p.building + hero_lines(p.souls, p.crossed, content.numbers)
    return sum(v for _, v in lines)


def tiles_built(p: PlayerState) -> int:
    """Tiles with something built on them, the entrance and stairs aside (a figure set apart
    from the score)."""
    return sum(1 for t in p.tiles if t.kind and t.kind not in ("entrance", "stairs"))


def final_result(s: MakerState, names: list[str], content: MakerContent) -> GameResult:
    """Ranks by score, ties broken by more Souls, then shared (maker §5.1)."""
    keys = [(total(p, content), p.souls) for p in s.players]
    seats = []
    for i, p in enumerate(s.players):
        rank = 1 + sum(1 for k in keys if k > keys[i])
        building = sum(v for _, v in p.building)
        lines = [ScoreLine(label, value) for label, value in p.building]
        lines.append(ScoreLine("Building", building, "subtotal"))
        lines += [ScoreLine(label, value)
                  for label, value in hero_lines(p.souls, p.crossed, content.numbers)]
        lines.append(ScoreLine("Tiles built", tiles_built(p), "count"))
        seats.append(SeatResult(i, names[i], rank, keys[i][0], lines))
    winners = [r.seat for r in seats if r.rank == 1]
    best = keys[winners[0]][0]
    if len(names) == 1:
        headline = f"{names[0]} scores {best}."
    elif len(winners) == 1:
        headline = f"{names[winners[0]]} wins with {best}."
    else:
        headline = f"{' and '.join(names[w] for w in winners)} share the win with {best}."
    died = sum(p.fates.count("died") for p in s.players)
    escaped = sum(p.fates.count("escaped") for p in s.players)
    stats = [ScoreLine("Heroes slain", died), ScoreLine("Heroes escaped", escaped),
             ScoreLine("Checks rolled", sum(p.checks for p in s.players)),
             ScoreLine("Damage dealt", sum(p.damage_dealt for p in s.players))]
    return GameResult(seats, winners, headline, stats)
