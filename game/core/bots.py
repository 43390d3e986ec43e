"""Bots: computer players. A bot sees only its seat's view and its legal actions."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable, Mapping, Protocol

from game.core.actions import Action
from game.core.protocol import PROBE_PREFIX

if TYPE_CHECKING:
    from game.core.protocol import GameInfo, Rules


class Bot(Protocol):
    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """Pick one of `legal` from what the seat may see."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every real bot must beat."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return self.rng.choice(legal)


BotFactory = Callable[[int, random.Random], Bot]


def bot_rng(match_seed: int, seat: int) -> random.Random:
    """The bot's own random source: seeded by the match and the seat, apart from the dice, so
    bots never change what the dice show."""
    return random.Random(f"bot:{match_seed}:{seat}")


def make_players(factories: Mapping[str, BotFactory], kinds: Mapping[int, str],
                 match_seed: int) -> dict[int, Bot]:
    """A bot for each seat in `kinds` ({seat: bot kind}), each with its own random source."""
    return {seat: factories[kind](seat, bot_rng(match_seed, seat))
            for seat, kind in kinds.items()}


LEVELS = ("easy", "normal", "hard")
"""Computer levels as `main.py sim --bots` and the seats screen name them."""


def level_kind(info: "GameInfo", name: str) -> str:
    """The game's bot kind for a level name (`easy`, `normal`, `hard`), a kind itself
    (`greedy`: saved games keep kinds, so old names still load) or a probe player
    (`probe:<name>`, sims only); ValueError otherwise."""
    if name in info.bots:
        return name
    if name.startswith(PROBE_PREFIX):
        probes = info.load_probes()
        if name[len(PROBE_PREFIX):] in probes:
            return name
        raise ValueError(f"{info.title} has no probe player {name[len(PROBE_PREFIX):]!r}; "
                         f"it has {', '.join(sorted(probes)) or 'none'}")
    for kind in info.bots:
        if info.bot_label(kind).lower() == name.lower():
            return kind
    offered = sorted({info.bot_label(k).lower() for k in info.bots} | set(info.bots))
    raise ValueError(f"{info.title} has no computer level {name!r}; it has "
                     f"{', '.join(offered)}")


def sim_factories(info: "GameInfo") -> dict[str, BotFactory]:
    """Every seat kind a sim may play: the game's computer levels and its probe players
    (as `probe:<name>`)."""
    factories = dict(info.load_bots())
    factories.update({PROBE_PREFIX + name: f for name, f in info.load_probes().items()})
    return factories


def set_thinking_time(players: Mapping[int, Bot], think_ms: float | None) -> None:
    """Give every searching bot (one with a `think_ms`) this time budget per decision."""
    set_budget(players, think_ms)


def set_budget(players: Mapping[int, Bot], think_ms: float | None = None,
               samples: int | None = None) -> None:
    """Bound every searching bot's decisions: `think_ms` of time and/or `samples` sample
    games each (a fixed number of samples and no time limit makes a search repeat itself
    exactly, whatever the machine's speed)."""
    for bot in players.values():
        if think_ms is not None and hasattr(bot, "think_ms"):
            bot.think_ms = think_ms  # type: ignore[attr-defined]
        if samples is not None and hasattr(bot, "samples"):
            bot.samples = samples  # type: ignore[attr-defined]


def decide(bot: Bot, rules: "Rules", seat: int) -> Action:
    """The bot's move for `seat`, from that seat's view and the rules' own legal-moves
    object only: the one call every computer decides through (the sims, a step at the
    table, and the table's thinking thread on its copy of the match)."""
    return bot.choose(rules.view(seat), rules.legal_actions(seat))
