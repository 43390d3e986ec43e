"""Final scoring (doodle §5.1): surviving monsters, guarded treasures, dead heroes."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.protocol import GameResult, ScoreLine, SeatResult
from game.games.doodle.content import MONSTERS, DoodleContent
from game.games.doodle.sheets import is_monster, value
from game.games.doodle.state import Hero, Sheet

if TYPE_CHECKING:
    from game.games.doodle.rules import DoodleRules


@dataclass
class Score:
    monsters: dict[str, int]
    """Uncrossed monsters by type."""
    monster_points: int
    treasures: int
    """Treasure notes under an uncrossed monster."""
    treasure_value: int
    hero_points: int
    damage_points: int

    @property
    def total(self) -> int:
        return self.monster_points + self.treasures * self.treasure_value + \
            self.hero_points + self.damage_points


def score_sheet(content: DoodleContent, sheet: Sheet, hero: Hero | None,
                damage_option: bool) -> Score:
    """One player's score (doodle §5.1); `hero` is the hero that walked this dungeon."""
    alive = [i for i, what in enumerate(sheet.cells) if is_monster(what)
             and i not in sheet.crossed]
    counts = {kind: sum(1 for i in alive if sheet.cells[i] == kind) for kind in MONSTERS}
    points = sum(content.numbers.monsters[k].points * n for k, n in counts.items())
    guarded = sum(1 for t in sheet.treasures if t in alive)
    dead = hero is not None and hero.status == "dead"
    return Score(
        monsters=counts, monster_points=points, treasures=guarded,
        treasure_value=value(content, "treasure", sheet.ticks),
        hero_points=content.numbers.dead_hero_points if dead else 0,
        damage_points=hero.damage if damage_option and hero is not None else 0)


def times(count: int, each: int) -> str:
    """'1 × 2' held together: no-break spaces, so a wrapped line never splits the sum."""
    return f"{count}\u00a0×\u00a0{each}"


def points(n: int) -> str:
    """'1 point', '5 points'."""
    return f"{n} point" if n == 1 else f"{n} points"


def score_lines(content: DoodleContent, score: Score, damage_option: bool) -> list[ScoreLine]:
    lines = []
    for kind in MONSTERS:
        each = content.numbers.monsters[kind]
        count = score.monsters[kind]
        lines.append(ScoreLine(f"{each.name}s standing ({times(count, each.points)})",
                               count * each.points))
    lines.append(ScoreLine(f"Guarded treasure ({times(score.treasures, score.treasure_value)})",
                           score.treasures * score.treasure_value))
    lines.append(ScoreLine("Dead hero", score.hero_points))
    if damage_option:
        lines.append(ScoreLine("Damage dealt", score.damage_points))
    return lines


def final_result(rules: "DoodleRules") -> GameResult:
    """Ranking by total, then scoring treasures; equal on both is a shared place (§5.1(5))."""
    s = rules.state
    option = bool(rules.options.get("damage_points"))
    scores = [score_sheet(rules.content, sheet, s.heroes[i] if s.heroes else None, option)
              for i, sheet in enumerate(s.sheets)]
    keys = [(sc.total, sc.treasures) for sc in scores]
    seats = []
    for i, sc in enumerate(scores):
        rank = 1 + sum(1 for k in keys if k > keys[i])
        seats.append(SeatResult(i, rules.seats[i].name, rank, sc.total,
                                score_lines(rules.content, sc, option)))
    winners = [r.seat for r in seats if r.rank == 1]
    names = " and ".join(rules.seats[w].name for w in winners)
    best = scores[winners[0]].total
    headline = f"{names} {'win' if len(winners) > 1 else 'wins'} with {points(best)}."
    died = sum(1 for h in s.heroes if h.status == "dead")
    stats = [ScoreLine("Hero turns", s.turns), ScoreLine("Fights", s.fights),
             ScoreLine("Traps sprung", s.traps_sprung), ScoreLine("Cards played", s.cards_played),
             ScoreLine("Heroes slain", died), ScoreLine("Heroes escaped", len(s.heroes) - died)]
    return GameResult(seats=seats, winners=winners, headline=headline, stats=stats)
