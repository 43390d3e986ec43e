"""The co-op team goal that follows the setup (rial §5): the treasure a team of Normal
computers reaches in about half its games with these seats, this composition and this end,
read from the content's table (content/rial/goals.yaml) between its measured round counts.
An alarm game is reckoned in rounds: its minutes over the table's seconds a turn, per seat.
`goal_table` measures the table afresh."""
from __future__ import annotations

from typing import Any, Mapping

from game.games.rial.content import RialContent

FALLBACK_GOAL = 20
"""The goal of content without a goal table (the goal before it followed the setup)."""


def setup_rounds(content: RialContent, options: Mapping[str, Any], seats: int) -> int:
    """The rounds a game of this setup is reckoned to last: the round limit, or the alarm's
    minutes at the table's seconds a turn."""
    if options.get("end") == "rounds":
        return int(options.get("round_limit", 40))
    seconds = content.goals.turn_seconds if content.goals else 20
    return max(1, round(int(options.get("alarm_minutes", 30)) * 60 / (seconds * max(1, seats))))


def measured_goal(content: RialContent, dungeon: str, seats: int, rounds: int) -> int:
    """Normal computers' median team treasure, between the table's measured round counts
    (linear; beyond its ends, the nearest end's figure)."""
    if content.goals is None:
        return FALLBACK_GOAL
    row = sorted(content.goals.goals[dungeon][max(1, min(4, seats))].items())
    if rounds <= row[0][0]:
        return max(1, row[0][1])
    for (r0, g0), (r1, g1) in zip(row, row[1:]):
        if rounds <= r1:
            return max(1, round(g0 + (g1 - g0) * (rounds - r0) / (r1 - r0)))
    return max(1, row[-1][1])


def setup_goal(content: RialContent, options: Mapping[str, Any], seats: int) -> int:
    """The default goal of this setup (rial §5)."""
    return measured_goal(content, str(options.get("dungeon", "lively")), seats,
                         setup_rounds(content, options, seats))


def goal_words(content: RialContent, options: Mapping[str, Any], seats: int) -> str:
    """The setup screen's sentence on what the goal means."""
    normal = setup_goal(content, options, seats)
    team = "a Normal computer reaches" if seats == 1 else \
        f"a team of {seats} Normal computers reaches"
    half = f"{team} {normal} in about half its games of this setup"
    chosen = int(options.get("team_goal", 0))
    if not chosen:
        return f"Goal {normal}: {half}."
    return f"Goal {chosen}, set by hand: {half}."
