"""Hard's Phase C cards: a card is worth what it moves over the rest of the hero's walk.

At a stop, the hero's hit points are followed as a distribution over the stop and every
stop still ahead on its drawn path (bot_route.Raid): what the dungeon's owner is expected to
keep (its monsters standing, with their treasure, and a slain hero's 5 points) with each
playable card and with none. A blue card is played when it raises Hard's own expectation,
a red card when it lowers a rival's, by more than a card kept in hand is worth. So a Jump
at the first trap of a corridor that would kill the hero two traps on is played, and one
that saves nothing (the hero lives anyway, or dies anyway) is kept."""
from __future__ import annotations

from typing import Any, Sequence

from game.core.actions import Action
from game.games.doodle.actions import PassCard, PlayCard, Reroll
from game.games.doodle.bot_cards import choose_card, fight_odds
from game.games.doodle.bot_route import Raid, hit
from game.games.doodle.content import ActionCard, DoodleContent

KEEP = 0.6
"""Points a red card in hand is worth kept for a later stop: it is played only when it
moves the expected score by more (the hand refills only on Hard's own turn)."""
KEEP_BLUE = 0.05
"""The same for a blue card, played on Hard's own turn: the hand refills at the end of this
very turn (doodle §4.5 step 5), so a blue card kept costs a fresh card, perhaps the Jump or
Haste a rival's trapped corridor calls for. A blue card that moves anything is played."""


def owner_keeps(view: dict[str, Any], content: DoodleContent,
                cards: Sequence[ActionCard] = (), notes: Sequence[int] | None = None
                ) -> float:
    """The stop's owner's expected points from its dungeon once the stop resolves with
    `cards` added to those already played and the hero walks the rest of its path. `notes`:
    the owner's treasure notes when the reckoning seat is the owner (else their count is
    spread over its monsters, as a drawer guesses)."""
    stop = view["stop"]
    owner = stop["owner"]
    raid = Raid(view, owner, content)
    if notes is not None:
        raid.set_notes(notes, raid.treasure)
    sheet = view["sheets"][owner]
    hero = view["heroes"][owner]
    numbers = content.numbers
    played = [content.action_of(card) for _, card in stop["played"]] + list(cards)
    hp = [0.0] * (numbers.hero_hp + 1)
    hp[min(numbers.hero_hp, hero["hp"] + sum(c.heal for c in played))] = 1.0
    rest = sheet["path"][hero["at"] + 1:]
    cell = stop["cell"]
    if any(c.skip for c in played):
        return raid.walk_on(rest, hp)[0]
    if stop["kind"] == "trap":
        damage = 0 if any(c.negate for c in played) else \
            sheet["values"]["trap"] + sum(c.damage for c in played)
        return raid.walk_on(rest, hit(hp, damage, 1.0), previous=cell)[0]
    bonus = sheet["values"][stop["what"]]
    chance = fight_odds(content, bonus, [c.id for c in played])
    return raid.walk_on([cell, *rest], hp, win={cell: chance})[0]


def gains(view: dict[str, Any], plays: Sequence[PlayCard], content: DoodleContent
          ) -> list[tuple[PlayCard, float]]:
    """Each playable card with what it moves Hard's standing at this stop (its own
    dungeon's expectation up, or a rival's down)."""
    if not plays:
        return []
    seat = plays[0].seat
    mine = view["stop"]["owner"] == seat
    notes = view["private"]["treasures"] if mine else None
    base = owner_keeps(view, content, (), notes)
    out = []
    for play in plays:
        after = owner_keeps(view, content, [content.action_of(play.card)], notes)
        out.append((play, after - base if mine else base - after))
    return out


def choose(view: dict[str, Any], legal: Sequence[Action], content: DoodleContent) -> Action:
    """The card (or none) that moves Hard's standing most at this stop, if it beats KEEP;
    a Rage reroll as Normal decides it (the dice are on the table)."""
    seat = legal[0].seat
    if any(isinstance(a, Reroll) for a in legal):
        return choose_card(view, legal, content)
    plays = [a for a in legal if isinstance(a, PlayCard)]
    best: Action = PassCard(seat)
    gain = KEEP_BLUE if view["stop"]["owner"] == seat else KEEP
    for play, moved in gains(view, plays, content):
        if moved > gain:
            best, gain = play, moved
    return best
