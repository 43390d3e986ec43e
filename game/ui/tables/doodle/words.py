"""The Doodle table's words: the hand-off notes, the panel's status lines and the "back to
the sheet in play" label, each from the model's shown view (nothing stale)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.doodle.events import a_or_an, piece_name

if TYPE_CHECKING:
    from game.ui.tables.doodle.scene import DoodleTable

    _Base = DoodleTable
else:
    _Base = object


class DoodleWords(_Base):
    """The words of the Doodle table (a mixin of `DoodleTable`)."""

    def handoff_note(self, seat: int) -> str:
        v = self.public()
        who = self.name(seat)
        if v["phase"] == "build":
            return f"{who} picks a card and builds (treasure notes are private)."
        if v["phase"] == "path":
            return f"{who} draws the hero path through {self.name((seat - 1) % len(v['names']))}" \
                   "'s dungeon."
        stop = v["stop"]
        if stop and stop["window"]:
            kind = stop["window"][0]
            owner = self.name(stop["owner"])
            if kind == "blue":
                return f"{who}: play a blue card for your own dungeon, or none (your hand " \
                       "is private)."
            if kind == "rage":
                return f"{who}: Rage lets you reroll one monster die."
            return f"{who}: play a red card to help the hero in {owner}'s dungeon, or none " \
                   "(your hand is private)."
        return "Your private screen comes next."

    def status(self) -> list[str]:
        """The panel's lines, as of the move on screen (issue 16 §3)."""
        looking_at = self.viewing()
        if looking_at is not None:
            return [f"Viewing {self.name(looking_at)}'s sheet.",
                    f"The game goes on in {self.name(self.owner_in_play())}'s dungeon: "
                    f"press \u201c{self.back_label()}\u201d below (or its tab)."]
        v = self.shown_public()
        phase = v["phase"]
        if phase == "build":
            b = v["building"]
            seat = b["seat"] if b else (v["to_pick"][0] if v["to_pick"] else 0)
            head = f"Round {v['round']}/{v['rounds']}: {self.name(seat)}"
            if not self.acting_here():
                return [f"{head} is drafting."]
            element = self.element()
            if b is None:
                return [f"{head}: pick a card from the display."]
            if element is None:
                return [f"{head}: Done turns the card over (Undo takes elements back)."]
            return [f"{head}: {ELEMENT_HINTS.get(element, ELEMENT_HINTS['wall'])}"]
        if phase == "path":
            d = v["drawing"]
            who, owner = self.name(d["drawer"]), self.name(d["owner"])
            if not self.acting_here():
                return [f"{who} draws the hero path through {owner}'s dungeon."]
            if self.pencil.turning:
                return [f"{who}: turned around.", "Drag on the way you came: U-turn."]
            return [f"{who}: drag the path A1 → H10 ({owner}).",
                    "Drag back: takes steps off.", "Rest, then drag back: U-turn."]
        if phase == "heroes":
            stop = v["stop"]
            if self.showing_move or not stop or not stop["window"]:
                return ["The heroes walk."]     # a window of before is never asked again
            kind, seat = stop["window"]
            hero = v["heroes"][stop["owner"]]
            where = f"{self.name(stop['owner'])}'s hero ({hero['hp']} HP) meets " \
                f"{a_or_an(piece_name(stop['what']))}"
            if kind == "rage":
                return [f"{where}. {self.name(seat)} may reroll a monster die (Rage)."]
            colour = "blue" if kind == "blue" else "red"
            return [f"{where}.", f"{self.name(seat)}: play a {colour} card or none."]
        result = self.rules.result()
        return [result.headline if result else ""]

    def back_label(self) -> str:
        owner = self.owner_in_play()
        mine = self.looking and owner == self.viewer
        return "Back to my sheet" if mine else f"Back to {self.name(owner)}'s sheet"


ELEMENT_HINTS = {
    "wall": "place the wall formation (wheel: turn, M: mirror).",
    "goblin": "click a lit space for the Goblin.", "orc": "click a lit space for the Orc.",
    "dragon": "click a lit space for the Dragon.", "trap": "click a lit space for the trap.",
    "treasure": "hide the treasure: click a space (only you see it); it scores only "
                "under a monster still standing (§5.1).",
    "improvement": "tick the next box of a category on the track.",
}
