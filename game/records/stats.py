"""What the records mean, computed from stored rows (pure): personal bests, wins against
the computer, a solo score's rank, the end screen's sentences and the launcher's line.

Only finished games count (a conceded game is listed, not counted); only human seats have
bests and win rates.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from game.records.store import MatchRow


@dataclass(frozen=True)
class Best:
    name: str
    score: int
    match_id: int
    played_at: str


@dataclass(frozen=True)
class WinRate:
    name: str
    opponent: str
    """The computer kind played against."""
    wins: int
    games: int

    @property
    def percent(self) -> int:
        return round(100 * self.wins / self.games) if self.games else 0


def counted(matches: Iterable[MatchRow]) -> list[MatchRow]:
    return [m for m in matches if m.finished]


def co_operative(match: MatchRow) -> bool:
    """A co-operative game: the players win or lose together, never against each other
    (and a computer at the table is a team mate, not an opponent)."""
    return str(match.options.get("mode", "")).lower() in ("coop", "co-op", "co-operative")


def team_won(match: MatchRow) -> bool:
    return any(s.winner for s in match.seats)


TEAM_STATS = ("Team treasure", "Team score")
"""The stored stats that hold a co-operative game's one result (Rial's "Team treasure")."""


def whole_stat(match: MatchRow, labels: Iterable[str]) -> int | None:
    """The first stored stat under one of `labels` that is a whole number (None if none)."""
    wanted = set(labels)
    for label, value in match.stats:
        if label in wanted and isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def team_score(match: MatchRow) -> int | None:
    """A co-operative game's team result, from its stored stats (None if it has none)."""
    return whole_stat(match, TEAM_STATS)


def team_notes(before: list[MatchRow], match: MatchRow) -> list[str]:
    """A co-operative end's words: the team's result and the team's best, never a seat's
    own score (the players share one result)."""
    score, goal = team_score(match), whole_stat(match, ("Team goal",))
    result = "The team won together" if team_won(match) else "The team lost"
    if score is None:
        return [result]
    notes = [f"{result}: {score} of {goal}" if goal is not None else f"{result}: {score}"]
    earlier = [team_score(m) for m in counted(before)
               if co_operative(m) and m.game == match.game]
    held = [s for s in earlier if s is not None]
    if not held:
        notes.append(f"First team score: {score}")
    elif score > max(held):
        notes.append(f"New team best: {score} (was {max(held)})")
    return notes


def versus_computer(matches: Iterable[MatchRow]) -> list[MatchRow]:
    """Finished competitive games with a computer seat."""
    return [m for m in counted(matches)
            if not co_operative(m) and any(not s.human for s in m.seats)]


def personal_bests(matches: Iterable[MatchRow]) -> dict[str, Best]:
    """Each human name's highest score (the earliest game reaching it); a co-operative
    game's score is the team's, not the seat's."""
    bests: dict[str, Best] = {}
    for m in sorted(counted(matches), key=lambda m: (m.played_at, m.id)):
        if co_operative(m):
            continue
        for s in m.seats:
            if s.human and s.score is not None:
                held = bests.get(s.name)
                if held is None or s.score > held.score:
                    bests[s.name] = Best(s.name, s.score, m.id, m.played_at)
    return bests


def win_rates(matches: Iterable[MatchRow]) -> list[WinRate]:
    """For each human name and each computer kind at the table with them: games and wins."""
    tally: dict[tuple[str, str], list[int]] = {}
    for m in versus_computer(matches):
        kinds = sorted({s.bot for s in m.seats if s.bot is not None})
        for s in m.seats:
            if not s.human:
                continue
            for kind in kinds:
                row = tally.setdefault((s.name, kind), [0, 0])
                row[0] += int(s.winner)
                row[1] += 1
    return [WinRate(name, kind, wins, games)
            for (name, kind), (wins, games) in sorted(tally.items())]


def wins_against_computer(matches: Iterable[MatchRow], name: str) -> tuple[int, int]:
    """(wins, games) of `name` in games with at least one computer seat."""
    games = [m for m in versus_computer(matches)
             if any(s.human and s.name == name for s in m.seats)]
    wins = sum(1 for m in games if any(s.human and s.name == name and s.winner
                                       for s in m.seats))
    return wins, len(games)


def solo_rank(matches: list[MatchRow], match: MatchRow) -> tuple[int, int] | None:
    """(rank, of): where a solo game's score stands among the game's solo scores (`match`
    counted once, whether or not it is among `matches`)."""
    if not match.solo or match.seats[0].score is None:
        return None
    scores = [m.seats[0].score for m in counted(matches)
              if m.solo and m.game == match.game and m.seats[0].score is not None]
    if not any(m is match or (m.id and m.id == match.id) for m in matches):
        scores.append(match.seats[0].score)
    score = match.seats[0].score
    return 1 + sum(1 for s in scores if s > score), len(scores)


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def end_notes(before: list[MatchRow], match: MatchRow) -> list[str]:
    """What a just-finished game means, from the games stored before it: new bests, wins
    against the computer, a solo score's rank."""
    if not match.finished:
        return []
    if co_operative(match):
        return team_notes(before, match)
    notes: list[str] = []
    bests = personal_bests(before)
    for s in match.seats:
        if not s.human or s.score is None:
            continue
        held = bests.get(s.name)
        if held is None:
            if any(x.human and x.name == s.name for m in counted(before)
                   if not co_operative(m) for x in m.seats):
                continue
            notes.append(f"First score for {s.name}: {s.score}")
        elif s.score > held.score:
            notes.append(f"New best for {s.name}: {s.score} (was {held.score})")
    if any(not s.human for s in match.seats):
        for s in match.seats:
            if s.human and s.winner:
                wins, games = wins_against_computer([*before, match], s.name)
                notes.append(f"{s.name}'s {ordinal(wins)} win of {games} against the "
                             "computer")
    rank = solo_rank(before, match)
    if rank is not None and rank[1] > 1:
        notes.append(f"{match.seats[0].score} is the {ordinal(rank[0])} best of {rank[1]} "
                     "solo scores")
    return notes


def tile_line(matches: list[MatchRow]) -> str:
    """One line of history for the launcher tile ("" when there is none)."""
    done = counted(matches)
    if not done:
        return ""
    parts = [f"{len(done)} game{'s' if len(done) != 1 else ''}"]
    bests = sorted(personal_bests(done).values(), key=lambda b: -b.score)
    if bests:
        parts.append(f"best {bests[0].name} {bests[0].score}")
    else:           # a game without scores (DungeonLab): how many were won
        won = sum(1 for m in done if any(s.human and s.winner for s in m.seats))
        parts.append(f"{won} won")
        fastest = fewest_rounds(done)
        if fastest:
            parts.append(f"fastest win {fastest} rounds")
    team = [m for m in done if co_operative(m)]
    if team:
        parts.append(f"team won {sum(team_won(m) for m in team)}/{len(team)}")
    vs = versus_computer(done)
    if vs:
        wins = sum(1 for m in vs if any(s.human and s.winner for s in m.seats))
        parts.append(f"{wins}/{len(vs)} won vs computer")
    return " · ".join(parts)


def rounds_of(match: MatchRow) -> int | None:
    """The rounds a game lasted, from its stored stats ("Rounds"), if known."""
    for label, value in match.stats:
        if str(label).lower() == "rounds" and isinstance(value, int):
            return value
    return None


def fewest_rounds(matches: Iterable[MatchRow]) -> int | None:
    """The fewest rounds to a win by a human seat, if any game says its rounds."""
    wins = [rounds_of(m) for m in counted(matches)
            if any(s.human and s.winner for s in m.seats)]
    known = [r for r in wins if r is not None]
    return min(known) if known else None
