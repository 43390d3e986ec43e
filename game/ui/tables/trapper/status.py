"""The Trapper table's status lines and hand-off words, as of the move on screen (a mixin
of `TrapperTable`)."""
from __future__ import annotations

from typing import Any


class StatusLines:
    """What the side panel's status says, and the hand-off screen's note."""

    def handoff_note(self, seat: int) -> str:
        """What the hand-off says, for the step the seat comes back to (a Continue may
        land in the middle of a turn)."""
        public = self.public()
        who = self.name(seat)
        phase = public["phase"]
        if phase == "setup":
            return f"{who} draws a secret dungeon next: the other player looks away."
        if phase == "trapping":
            return (f"{who} is trapping in secret ({public['ap_left']} AP left): the other "
                    "player looks away.")
        if phase == "raid":
            return (f"{who}'s raid on {self.name(public['raided'])}'s dungeon goes on: it is "
                    "shown in fog, so both may watch.")
        news = self.news.of(1 - seat, self.rules.names())
        return f"{who}'s turn: roll for AP, trap in secret, then raid." + \
            (f" {news}" if news else "")

    def status(self) -> list[str]:
        """The panel's lines, as of the move on screen (issue 16 §3)."""
        public = self.shown_public()
        phase = public["phase"]
        looking_at = self.viewing()
        if looking_at is not None:
            return [self.turn_line(public), f"Viewing {self.name(looking_at)}'s dungeon "
                    "(fog view).", "Back to my dungeon: the button on the right."]
        if phase == "setup":
            who = self.name(public["builder"])
            if not self.acting_here():
                return [f"{who} is drawing a dungeon."]
            owed = self.shown_view().get("owed", {})
            left = " · ".join(f"tier {t}: {n}" for t, n in sorted(owed.items()) if n > 0)
            return [f"{who}: draw your dungeon.", *self.layout_line(),
                    f"Owed: {left}" if left else "All traps placed: Confirm."]
        if phase == "over":
            result = self.rules.result()
            turns = max(stats["turns"] for stats in public["stats"])
            return [result.headline if result else "", f"It ended on turn {turns}."]
        turn = self.turn_line(public)
        if phase == "roll":
            if self.acting_here() and public["active"] == self.viewer:
                return [turn, "Roll 2d6 for action points."]
            return [turn, f"{self.name(public['active'])} rolls 2d6 for action points."]
        # a hint only when the step on screen is the viewer's own now (not a computer's
        # move still being shown while the viewer is already to act)
        mine = self.acting_here() and self.phase() == phase and \
            public["active"] == self.viewer
        if phase == "trapping":
            hint = [self.trapping_hint()] if mine else []
            return [turn, f"{public['ap']} AP, {public['spent']} spent, "
                    f"{public['ap_left']} left.", *hint]
        hint = ["Click a lit tile to step; hover for odds."] if mine else []
        raided = self.shown_board()["owner"]     # the dungeon the header names too
        return [turn, f"Raid on {self.name(raided)}: fortitude "
                f"{public['fortitude']}.", *hint]

    def layout_line(self) -> list[str]:
        """The ready-made layout the builder's draft started from, by name (none while
        drawn by hand)."""
        layout = (self.mine() or {}).get("layout", "")
        if layout == "random":
            return ["Now: a random dungeon."]
        titles = {p["id"]: p["title"] for p in self.view()["presets"]}
        return [f"Now: the preset {titles[layout]}."] if layout in titles else []

    def trapping_hint(self) -> str:
        """What the trapping step asks of its player: re-arming only while a trap of hers
        is disabled (an X), else buying one."""
        own = self.mine() or {"traps": []}
        if any(not trap["active"] for trap in own["traps"]):
            return "Click an X to re-arm it, a lit tile to buy."
        return "Buy a trap on a lit tile, or start the raid."

    def turn_line(self, public: dict[str, Any]) -> str:
        """Whose turn, and which of theirs ("Ann's turn 4 of 30" with the turn limit on,
        trapper §5)."""
        seat = public["active"]
        count = public["stats"][seat]["turns"]
        limit = self.rules.content.board.turn_limit if self.rules.options.get("turn_limit") \
            else None
        return f"{self.name(seat)}'s turn {count}" + (f" of {limit}" if limit else "")
