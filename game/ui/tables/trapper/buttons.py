"""The Trapper table's side-panel buttons: each in its own slot, and what they ask first
(a mixin of `TrapperTable`)."""
from __future__ import annotations

from game.games.trapper.actions import Concede, ConfirmSetup, RollAP, StartRaid, UseLayout
from game.ui.tables.trapper.draw import BoardToast, title_rect
from game.ui.tables.trapper.input import ROLL_LABEL, main_button
from game.ui.widgets.button import Button

SLOTS = ("roll", "view", "start", "concede")
"""The side panel's game-button slots from the top, one per button of a turn (issue 30
§2): rolling, the rival's dungeon and back, the trapping's end, and the raid's Concede.
A click that kept to the spot where the step before's button stood lands on an empty
slot, never on the next step's decision."""


def slotted(**buttons: Button) -> list[Button]:
    """The turn's buttons in their own slots; a slot with no button stays empty (a hidden
    button holds it)."""
    return [buttons.get(slot) or Button("", lambda: None, visible=False) for slot in SLOTS]


class PanelButtons:
    """The turn's buttons and the questions they ask."""

    def game_buttons(self) -> list[Button]:
        if not self.acting_here():
            return []
        seat = self.viewer
        assert seat is not None
        phase = self.phase()
        if phase == "setup":
            presets = self.view()["presets"]
            buttons = [Button("Random dungeon", lambda: self.act(UseLayout(seat, "random")),
                              size=15)]
            if presets:
                title = self.next_preset()["title"]
                buttons.append(Button(f"Preset: try {title}", self.use_preset, size=15))
            buttons.append(Button("Confirm dungeon", lambda: self.act(ConfirmSetup(seat)),
                                  size=16))
            return buttons
        if phase == "roll":
            return slotted(roll=Button(ROLL_LABEL, lambda: self.act(RollAP(seat)), size=16),
                           view=self.view_button(seat))
        if phase == "trapping":
            left = self.public()["ap_left"]
            label = f"Start raid (fortitude {left})" if left else "End turn (no AP: no raid)"
            return slotted(view=self.view_button(seat),
                           start=Button(label, lambda: self.act(StartRaid(seat)), size=16))
        if phase == "raid":
            return slotted(concede=Button("Concede the raid", lambda: self.concede(seat),
                                          size=15))
        return []

    def main_button(self) -> Button | None:
        """What Enter and Space press now (`input.main_button`)."""
        return main_button(self)

    def view_button(self, seat: int) -> Button:
        """Look at the rival's dungeon in fog view, and back (the same slot)."""
        if self.viewing() is not None:
            return Button("Back to my dungeon", lambda: self.look_at(None), size=15)
        rival = 1 - seat
        return Button(f"View {self.name(rival)}'s dungeon", lambda: self.look_at(rival),
                      size=15)

    def refuse(self, text: str, pos: tuple[int, int] | None = None) -> None:
        """A refusal the board knows before acting, where the player pointed, kept on the
        board side of the window (the shell's own refusals are its `say_error`)."""
        self.board_toast(text, pos, error=True)

    def board_toast(self, text: str, pos: tuple[int, int] | None = None,
                    error: bool = False) -> None:
        toasts = [t for t in self.app.toasts if t.text != text]
        toasts.append(BoardToast(text, pos or self.app.mouse_pos(), error=error,
                                 bounds=self.board_rect.copy(),
                                 avoid=title_rect(self, self.shown_board())))
        self.app.toasts = toasts

    def look_at(self, seat: int | None) -> None:
        self.hand.viewing = seat
        self.app.toasts.clear()
        self.dirty = True
        self.layout(self.size)

    def concede(self, seat: int) -> None:
        """Concede asks first, in a dialog away from the click (issue 16 §2)."""
        self.ask("Concede the raid?", "Concede", lambda: self.act(Concede(seat), self.pointer),
                 self.app.mouse_pos(),
                 detail="The adventurer is lost: it counts as a death and the turn "
                        "passes. (trapper §4.4)")

    def ask_start_raid(self, seat: int) -> None:
        """The keyboard's way to end the trapping stage: it asks first."""
        left = self.public()["ap_left"]
        if left:
            self.ask(f"Start the raid with fortitude {left}?", "Start raid",
                     lambda: self.act(StartRaid(seat)), self.app.mouse_pos(),
                     detail=f"The {left} AP left become the adventurer's fortitude; no more "
                            "traps this turn. (trapper §4.2)")
        else:
            self.ask("End the turn?", "End turn", lambda: self.act(StartRaid(seat)),
                     self.app.mouse_pos(),
                     detail="No AP left: no raid this turn. (trapper §4.4)")

    def next_preset(self) -> dict[str, str]:
        """The preset the button offers: the hand's next one, passing over the one the
        draft already is."""
        presets = self.view()["presets"]
        now = (self.mine() or {}).get("layout", "")
        if presets[self.hand.preset % len(presets)]["id"] == now and len(presets) > 1:
            self.hand.preset += 1
        return presets[self.hand.preset % len(presets)]

    def use_preset(self) -> None:
        chosen = self.next_preset()["id"]
        self.hand.preset += 1
        assert self.viewer is not None
        self.act(UseLayout(self.viewer, chosen))
