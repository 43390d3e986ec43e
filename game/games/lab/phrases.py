"""Words the table shows a player that are not the gamemaster's answers (lab §3.3, §4.5,
§5): how much she holds of something, and what Resign or "Bang head on wall" will do to
her, said before she confirms. They use only what she may know: her own stock and landings,
and who has resigned (public)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.games.lab.rules import LabRules

ITEM_WORDS = {"bullets": ("bullet", "bullets"), "grenades": ("grenade", "grenades"),
              "blasters": ("blaster", "blasters"), "elven": ("elven blade", "elven blades"),
              "arnor": ("arnor blade", "arnor blades"),
              "morgul": ("morgul blade", "morgul blades"), "bridle": ("bridle", "bridles"),
              "boat": ("boat", "boats"), "stick": ("walking stick", "walking sticks")}


def item_words(item: str, n: int) -> str:
    """"$10", "1 grenade", "3 blasters", "2 lion skins"."""
    if item == "dollars":
        return f"${n}"
    skin = item.replace("skin:", "")
    one, many = ITEM_WORDS.get(item) or (f"{skin} skin", f"{skin} skins")
    return f"{n} {one if n == 1 else many}"


def held(n: int, item: str) -> str:
    """An amount of an item in words: "no walking stick", "1 grenade", "15 bullets"."""
    return f"no {ITEM_WORDS.get(item, (item,))[0]}" if n == 0 else item_words(item, n)


def resign_words(r: "LabRules", seat: int) -> str:
    """The body of the Resign question: what resigning does to her and to the game."""
    say = r.numbers.say
    s = r.state
    p = s.players[seat]
    if r.solo:
        return say("ask_resign_alone")
    if all(q.resigned for i, q in enumerate(s.players) if i != seat):
        return say("ask_resign_last")
    return " ".join([say("ask_resign"), *_losses(r, seat, p.treasure)])


def bang_head_words(r: "LabRules", seat: int) -> str:
    """The body of the "Bang head on wall" question: she dies, what she loses, and when
    she lands again (solo: how many landings are left, or that the game is lost)."""
    say = r.numbers.say
    p = r.state.players[seat]
    turns = r.numbers.waits.death
    if r.solo:
        left = r.landings_allowed() - p.landings
        if left <= 0:
            return say("ask_die_last")
        first = say("ask_die_solo", turns=turns,
                    landings=f"{left} landing{'s' if left > 1 else ''}")
    else:
        first = say("ask_die", turns=turns)
    return " ".join([first, *_losses(r, seat, p.treasure)])


def _losses(r: "LabRules", seat: int, treasure: bool) -> list[str]:
    say = r.numbers.say
    return [say("ask_stock_lost"), *([say("ask_treasure_drops")] if treasure else [])]
