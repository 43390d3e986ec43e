"""DungeonLab's action panel: the rows of move buttons beside the notebook, each row in its
fixed place whatever the seat holds (Feel never pushes Resign down a row), quick shot
amounts, the store's rows, and her own status in words."""
from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.games.lab.actions import (Answer, Banish, Climb, Dismount, Feel, Move, Resign,
                                    Shoot, Strike, Suicide, Trade)
from game.games.lab.phrases import bang_head_words, item_words, resign_words
from game.games.lab.shooting import QUICK, quick_amounts
from game.ui.tables.lab.hand import Hand
from game.ui.widgets.button import Button

AMMO = ("bullets", "grenades", "blasters")
ITEMS = ("bullets", "grenades", "blasters", "boat", "stick")
DIR_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West"}
SHOOT_KEYS = {pygame.K_i: "N", pygame.K_l: "E", pygame.K_k: "S", pygame.K_j: "W"}
ARROW = {"N": "↑", "E": "→", "S": "↓", "W": "←"}
MOST = 99
"""The largest shot amount the panel sets."""
RESIGN_ROW = 5
"""Resign's row in the action phase, kept while landing and answering a question."""


class Seat(Protocol):
    """What the panel asks of its table."""

    rules: Any
    hand: Hand

    def play(self, action: Any, pos: tuple[int, int] | None = None) -> bool: ...
    def ask(self, question: str, yes: str, on_yes: Any, pos: Any = None,
            detail: str = "") -> None: ...
    def verdict(self, action: Any) -> Any: ...
    def relayout(self) -> None: ...
    def view(self) -> dict[str, Any]: ...


def prime(table: Seat, seat: int) -> None:
    """A hand new at the table (a resumed game) takes the ammunition and amount of her last
    shot, so Resume keeps them as they were."""
    h = table.hand
    if h.primed:
        return
    h.primed = True
    for record in reversed(table.rules.log):
        action = record.action
        if action.seat == seat and isinstance(action, Shoot):
            h.ammo, h.amount = action.ammo, action.amount
            return


def rows_for(table: Seat, seat: int, me: dict[str, Any]) -> list[list[Button]]:
    """The rows of buttons for the seat's phase; [] for none. In the action phase the rows
    always come in one order, Resign's row sixth, then what she has (Feel, Dismount,
    Morgul), then the store. Landing or answering a question, only Resign, in its row (a
    question's Yes and No stand above the page: `answer_buttons`)."""
    phase = me.get("phase")
    if phase in ("answer", "land"):     # Resign at its width, Bang head's slot kept
        return [[] for _ in range(RESIGN_ROW)] + [
            [resign_button(table, seat), Button("", lambda: None, visible=False)]]
    if phase != "act":
        return []
    prime(table, seat)
    st = me.get("status", {})
    h = table.hand
    held = int(st.get("ammo", {}).get(h.ammo, 0))
    shown = h.typing_amount + "_" if h.typing_amount is not None else f"{h.amount}"
    rows = [[Button(f"{ARROW[k]} {DIR_WORDS[k]}", lambda k=k: table.play(Move(seat, k)),
                    size=14) for k in "NESW"],
            [checked(table, Button("Up (PgUp)", lambda: table.play(Climb(seat, -1)), size=14),
                     Climb(seat, -1)),
             checked(table, Button("Down (PgDn)", lambda: table.play(Climb(seat, 1)), size=14),
                     Climb(seat, 1))],
            [Button(f"{h.ammo.capitalize()} ▸", lambda: next_ammo(table), size=13),
             Button("− (-)", lambda: amount(table, h.amount - 1), size=14),
             Button(shown, lambda: type_amount(table), size=14),
             Button("+ (+)", lambda: amount(table, h.amount + 1), size=14)],
            quick_row(table, held),
            shoot_row(table, seat),
            [resign_button(table, seat),
             checked(table, Button("Bang head on wall", lambda: table.ask(
                 "Bang your head against the wall until you die?", "Yes, die",
                 lambda: table.play(Suicide(seat)), detail=bang_head_words(table.rules, seat)),
                 size=13), Suicide(seat))]]
    extra: list[Button] = []
    if st.get("exote"):
        extra.append(Button("Feel (F)", lambda: table.play(Feel(seat)), size=14))
    if st.get("riding"):
        extra.append(Button("Dismount", lambda: table.play(Dismount(seat)), size=14))
    if st.get("equipment", {}).get("morgul"):
        extra.append(Button("Morgul: a beast", lambda: table.play(Banish(seat)), size=14))
        extra += [Button(f"Strike {name}", lambda t=i: table.play(Strike(seat, t)), size=14)
                  for i, name in enumerate(table.view()["seats"]) if i != seat]
    if extra:
        rows.append(extra[:4])
    if st.get("in_store"):
        rows += store_rows(table, seat, st)
    return rows


ANSWER_WORDS = {"climb": ("Yes: climb", "No: stay"), "orcs": ("Yes: orcs", "No: orcs"),
                "undead": ("Yes: undead", "No: undead"), "stick": ("Yes: hold on", "No: let go")}
"""Yes and No named after the question, so a question that follows another (the tree asks
on) changes both buttons, and the press guards hold a click that was meant for the last."""


def answer_buttons(table: Seat, seat: int, kind: str, status: pygame.Rect, enabled: bool
                   ) -> list[Button]:
    """A question's Yes and No in their own place above the page, at the status box's right
    end (where Done stands while she reads): never where a move button was, so a click
    meant for a move never answers a question she has not read (issue 30 §2)."""
    yes, no = ANSWER_WORDS.get(kind, ("Yes", "No"))
    out = [Button(f"{yes} (Y)", lambda: table.play(Answer(seat, True)), size=14),
           Button(f"{no} (N)", lambda: table.play(Answer(seat, False)), size=14)]
    for i, b in enumerate(out):
        b.rect = pygame.Rect(status.right - 250 + i * 124, status.y + 18, 116, 48)
        b.enabled = enabled
    return out


def quick_row(table: Seat, held: int) -> list[Button]:
    """One click for 1, 5, 10 or all she holds of the chosen ammunition."""
    h = table.hand
    out = [Button(f"All {n}" if n == held and n not in QUICK else str(n),
                  lambda n=n: amount(table, n), size=13) for n in quick_amounts(held)]
    if not out:
        b = Button(f"No {h.ammo}", lambda: None, size=13)
        b.enabled, b.disabled_reason = False, f"You hold no {h.ammo}."
        out.append(b)
    return out


def store_rows(table: Seat, seat: int, st: dict[str, Any]) -> list[list[Button]]:
    h = table.hand
    n = h.lots * (10 if h.item == "bullets" else 1)   # the store's own amount
    rows = [[Button(f"{h.item.capitalize()} ▸", lambda: next_item(table), size=13),
             Button("−", lambda: lots(table, -1), size=14),
             Button(f"{n}", lambda: None, size=14),
             Button("+", lambda: lots(table, 1), size=14)],
            [Button(f"Buy {n}", lambda: table.play(Trade(seat, h.item, n)), size=13),
             Button(f"Sell {n}", lambda: table.play(Trade(seat, h.item, -n)), size=13)]]
    skins = sorted(st.get("skins", {}))
    if skins:
        rows.append([Button(f"Sell a {k} skin",
                            lambda k=k: table.play(Trade(seat, f"skin:{k}", -1)), size=13)
                     for k in skins[:3]])
    return rows


def shoot_row(table: Seat, seat: int) -> list[Button]:
    """Shoot N, E, S, W: a click fires; the key (I, L, K, J) only aims, and the aimed
    button then says that Enter fires it (so a word typed by mistake never shoots)."""
    h = table.hand
    return [Button(f"Shoot {k}: Enter" if h.aim == k else f"Shoot {k} ({key_name(key)})",
                   lambda k=k: fire(table, seat, k), size=13)
            for key, k in SHOOT_KEYS.items()]


def fire(table: Seat, seat: int, side: str) -> None:
    """Shoot the amount shown: one being typed is set first."""
    h = table.hand
    if h.typing_amount is not None:
        amount(table, int(h.typing_amount) if h.typing_amount else h.amount)
    table.play(Shoot(seat, h.ammo, h.amount, side))


def key_name(key: int) -> str:
    return pygame.key.name(key).upper()


ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
LETTERS = ("key", "mirror", "rotate_key", "erase")
"""Intent kinds of the letter keys (and Backspace) that count towards a typed word."""


def aim_key(table: Seat, seat: int, intent: Any, shift: bool, acting: bool) -> bool:
    """I, J, K or L aims (the Shoot button says "Enter"), Enter fires the aimed shot, any
    other key lowers the aim: a key alone never shoots. A letter after another letter is
    typing, not aiming (a word typed with no note open: "kill jill" and Enter fire
    nothing). True if the key was the aim's (while she may act)."""
    h = table.hand
    kind, key = intent.kind, getattr(intent, "key", 0)
    before, taken = h.aim, False
    if kind == "confirm":
        enter = key in ENTER
        h.aim, h.typed = None, 0 if enter else h.typed + 1    # Space: a gap in a word
        if enter and before is not None and acting:
            table.play(Shoot(seat, h.ammo, h.amount, before))
        taken = acting
    elif kind in LETTERS:
        h.typed += 1
        aims = acting and not shift and h.typed == 1
        h.aim = SHOOT_KEYS.get(key) if aims else None
        taken = acting and not shift and key in SHOOT_KEYS
    if h.aim != before:
        table.relayout()
    return taken


def checked(table: Seat, button: Button, action: Any) -> Button:
    """The button greyed, with the rules' reason on hover, when its action is refused
    (no way up from level 1)."""
    verdict = table.verdict(action)
    button.enabled, button.disabled_reason = verdict.legal, verdict.reason
    return button


def resign_button(table: Seat, seat: int) -> Button:
    return Button("Resign", lambda: table.ask(
        "Resign from the game?", "Resign", lambda: table.play(Resign(seat)),
        detail=resign_words(table.rules, seat)), size=14)


def next_ammo(table: Seat) -> None:
    table.hand.ammo = AMMO[(AMMO.index(table.hand.ammo) + 1) % len(AMMO)]
    table.relayout()


def next_item(table: Seat) -> None:
    table.hand.item = ITEMS[(ITEMS.index(table.hand.item) + 1) % len(ITEMS)]
    table.relayout()


def lots(table: Seat, delta: int) -> None:
    """The store's amount (lots of 10 bullets, or single items), apart from the shot's."""
    table.hand.lots = max(1, min(20, table.hand.lots + delta))
    table.relayout()


def amount(table: Seat, n: int) -> None:
    table.hand.amount = max(1, min(MOST, n))
    table.hand.typing_amount = None
    table.relayout()


def type_amount(table: Seat) -> None:
    """A click on the amount opens it for digits (Enter or a click elsewhere sets it)."""
    table.hand.typing_amount = ""
    table.relayout()


def amount_key(table: Seat, kind: str, text: str) -> bool:
    """A key while the amount is open: digits add, Backspace takes one off, Enter sets it.
    False when the amount is not open."""
    h = table.hand
    if h.typing_amount is None:
        return False
    if kind == "text" and text.isdigit():
        h.typing_amount = (h.typing_amount + text)[:2]
    elif kind == "erase":
        h.typing_amount = h.typing_amount[:-1]
    elif kind == "confirm":
        amount(table, int(h.typing_amount) if h.typing_amount else h.amount)
        return True
    elif kind not in ("text", "motion"):
        return False
    table.relayout()
    return True


def place_rows(rows: list[list[Button]], buttons: list[Button], x: int, y: int,
               width: int) -> int:
    """Lay `buttons` (the rows' buttons, in order) out row by row from (x, y) across
    `width`; the y below the last row."""
    i = 0
    for row in rows:
        each = (width - 6 * (len(row) - 1)) // max(1, len(row))
        for j in range(len(row)):
            if i < len(buttons):
                buttons[i].rect = pygame.Rect(x + j * (each + 6), y, each, 34)
            i += 1
        y += 40
    return y


def things_in(sheet: dict[str, Any] | None) -> int:
    """How many of her own edits a notebook holds (an undo has something to take back;
    the game's moves of her marker are not hers to take back)."""
    return sheet["edits"] if sheet else 0


def status_lines(st: dict[str, Any] | None) -> list[str]:
    """Her own status in words (lab §6): damage against limits, ammunition, money,
    equipment, exote, treasure, landings left."""
    if not st:
        return []
    dmg = ", ".join(f"{k} {v}/{lim}" for k, (v, lim) in st["damage"].items())
    ammo = st["ammo"]
    gear = ", ".join(item_words(k, n) for k, n in st["equipment"].items()) or "none"
    skins = ", ".join(item_words(k, n) for k, n in st["skins"].items()) or "none"
    flags = [f"exote: {'yes' if st['exote'] else 'no'}",
             f"treasure: {'YES' if st['treasure'] else 'no'}"]
    if st.get("riding"):
        flags.append("riding an ontifutlas")
    if st.get("landings_left") is not None:
        flags.append(f"landings left: {st['landings_left']}")
    return [f"Damage: {dmg}.",
            "Ammunition: " + ", ".join(item_words(k, ammo[k]) for k in AMMO) +
            f". Money: ${st['money']}.",
            f"Equipment: {gear}. Skins: {skins}. " + ", ".join(flags).capitalize() + "."]
