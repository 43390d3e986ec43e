"""Seats and options: how many seats, each a name and human or computer (shown by
difficulty); the game's options with their defaults; a seed, random by default and shown, so
a game can be replayed.

Name fields take spaces and every printable character; clicking a field selects its text so
typing replaces it; Space and Enter in a field type or finish it, never start the game. The
seat count, the seats and the options of the last game started of each game are offered
again (`setups.json` beside the saves).

Every option says what it does in the players' words: a second line under its button (and
on hover). A click steps an option forward; a right click or the wheel down steps it back
(the wheel up, forward). An option that applies only under another (Rial's round limit when
the game ends on rounds) is shown disabled, with the reason, when it does not apply. An
option whose value has a picture (Rial's board) shows it beside its button, drawn by the
game's table package (`option_picture(key, value, size)`), and a click on the picture steps
the option as the button does."""
from __future__ import annotations

import importlib
import json
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import GameInfo, Seat
from game.ui.intents import Intent
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonBar

if TYPE_CHECKING:
    from game.ui.services import Services

PAGE = 8
NAME_LIMIT = 16
OPTION_STEP = 58
"""Vertical distance between two option buttons (the button, then its line of words)."""

OPTION_NEEDS: dict[tuple[str, str], tuple[str, Any, str]] = {
    ("rial", "alarm_minutes"): ("end", "alarm", "The game ends on rounds: no alarm."),
    ("rial", "round_limit"): ("end", "rounds", "The game ends on the alarm: no round limit."),
    ("rial", "team_goal"): ("mode", "coop", "Only a co-operative game has a team goal."),
}
"""(game, option) -> (the option it depends on, the value it needs, why it is off)."""

VALUE_BY_OPTION = {("lab", "kits", 0): "by size", ("lab", "landings", 0): "by size",
                   ("rial", "team_goal", 0): "follows the setup"}

SOLO_ONLY = {("lab", "landings"), ("lab", "prison_fine")}
SEVERAL_LEVELS = {("lab", "marmar")}

DIFFICULTY = ("Easy", "Normal", "Hard")
"""The computers' levels in the order a seat's button steps through them."""
QUICK_STEPS = 8
"""An option with more values than this is a number: the wheel and a held button run."""
HOLD_DELAY, HOLD_EVERY = 0.45, 0.07
"""A held option button starts repeating after HOLD_DELAY s, then steps every HOLD_EVERY."""
HOW_TO = ("Click an option for its next value; right click or the wheel down goes back. "
          "A number also runs with the wheel or a held button, or type it over the option.")

VALUE_WORDS = {"coop": "co-operative", "rounds": "a round limit", "alarm": "an alarm"}

PICTURE_MAX = 160
"""The largest option picture, beside the options column when the window has room."""


@dataclass
class SeatRow:
    name: str
    bot: str | None
    title: str = ""


class SeatsScene(Scene):
    def __init__(self, app: "Services", info: GameInfo, seed: int | None = None) -> None:
        super().__init__(app)
        self.info = info
        lo, hi = info.seats
        count = max(lo, min(2, hi))
        default_bot = info.bots[0] if info.bots and info.computer_seats else None
        remembered = list(app.settings.last_names)
        self.rows = [SeatRow(remembered.pop(0) if remembered else "Player 1", None)]
        if default_bot:
            self.rows += [SeatRow(f"Computer {i}", default_bot) for i in range(1, hi)]
        else:
            self.rows += [SeatRow(remembered.pop(0) if remembered else f"Player {i + 1}", None)
                          for i in range(1, hi)]
        self.count = count
        self.options: dict[str, Any] = info.default_options()
        self._recall()
        self.seed = seed if seed is not None else random.randrange(1_000_000)
        self.page = 0
        self.option_page = 0
        self.editing: tuple[str, int] | None = None
        """The field being typed: ("name", seat), ("title", seat), ("seed", 0) or None."""
        self.selected = False
        """The field's whole text is selected: the next character typed replaces it."""
        self.row_rects: list[tuple[int, pygame.Rect, pygame.Rect]] = []
        self.title_rects: list[tuple[int, pygame.Rect]] = []
        self.bar = ButtonBar()
        self.error = ""
        self.clock = 0.0
        self.pointer = (0, 0)
        """Where the pointer last moved (the wheel, a held button and typing go to the
        option under it)."""
        self.holding: tuple[str, float] | None = None
        """A number option's button held down: (its key, when it steps next)."""
        self.wheeled: tuple[str, float, int] = ("", 0.0, 0)
        self.typed: tuple[str, float, str] = ("", 0.0, "")

    # --- remembered per game -----------------------------------------------------------------
    def _setups_path(self):
        return self.app.saves_dir / "setups.json"

    def _recall(self) -> None:
        """The seat count, seats and options of this game's last start, where still valid."""
        try:
            saved = json.loads(self._setups_path().read_text(encoding="utf-8"))[self.info.key]
        except (OSError, ValueError, KeyError, TypeError):
            return
        if not isinstance(saved, dict):
            return
        lo, hi = self.info.seats
        count = saved.get("count")
        if isinstance(count, int) and lo <= count <= hi:
            self.count = count
        kinds = [None, *self.info.bots] if self.info.computer_seats else [None]
        for row, seat in zip(self.rows, saved.get("seats", [])):
            if isinstance(seat, dict) and isinstance(seat.get("name"), str) and \
                    seat.get("bot") in kinds:
                row.name, row.bot = seat["name"][:NAME_LIMIT], seat.get("bot")
                row.title = str(seat.get("title", ""))[:NAME_LIMIT + 8]
        for spec in self.info.options:
            value = saved.get("options", {}).get(spec.key) if isinstance(
                saved.get("options"), dict) else None
            if value is not None and value in spec.values() and \
                    type(value) is type(spec.default):
                self.options[spec.key] = value

    def _remember(self) -> None:
        path = self._setups_path()
        try:
            known = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(known, dict):
                known = {}
        except (OSError, ValueError):
            known = {}
        known[self.info.key] = {
            "count": self.count,
            "seats": [{"name": r.name, "bot": r.bot, "title": r.title} for r in self.rows],
            "options": dict(self.options)}
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(known, indent=1), encoding="utf-8")
        except OSError:
            pass            # remembering is a courtesy: the game starts anyway

    # --- actions ---------------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        """The seats as they start; computers left at their default names are numbered
        among the computers ("Computer" when there is one)."""
        chosen = self.rows[:self.count]
        computers = [i for i, r in enumerate(chosen)
                     if r.bot and re.fullmatch(r"Computer( \d+)?", r.name.strip())]
        names = {i: ("Computer" if len(computers) == 1 else f"Computer {n}")
                 for n, i in enumerate(computers, 1)}
        return [Seat(names.get(i, r.name.strip() or f"Player {i + 1}"), r.bot, r.title.strip())
                for i, r in enumerate(chosen)]

    def start(self) -> None:
        names = [s.name for s in self.seats()]
        if len(set(names)) != len(names):
            self.app.toast("Two seats have the same name: the log would be confusing. "
                           "Rename one.")
            return
        self.stop_editing()
        self.remember_names()
        self._remember()
        self.app.start_game(self.info, self.seats(), self.seed, dict(self.options))

    def remember_names(self) -> None:
        """Keep the human seats' names to offer next time."""
        humans = tuple(s.name for s in self.seats() if s.bot is None)
        if humans and humans != self.app.settings.last_names:
            self.app.settings.last_names = humans
            self.app.settings.save()

    def change_count(self, delta: int) -> None:
        lo, hi = self.info.seats
        self.count = max(lo, min(hi, self.count + delta))
        self.page = min(self.page, (self.count - 1) // PAGE)
        self.layout(self.size)

    def seat_kinds(self) -> list[str | None]:
        """What a seat's button steps through: Human, then the computers from the easiest
        to the hardest (Human, Easy, Normal, Hard)."""
        if not self.info.computer_seats:
            return [None]
        order = {label: i for i, label in enumerate(DIFFICULTY)}
        bots = sorted(self.info.bots, key=lambda b: order.get(self.info.bot_label(b),
                                                              len(order)))
        return [None, *bots]

    def toggle_kind(self, index: int, step: int = 1) -> None:
        """Step a seat's player `step` kinds on (a right click: back, as on an option)."""
        row = self.rows[index]
        kinds = self.seat_kinds()
        row.bot = kinds[(kinds.index(row.bot) + step) % len(kinds)] if row.bot in kinds \
            else None
        if row.bot and row.name.startswith("Player"):
            row.name = f"Computer {index}" if index else "Computer"
        elif row.bot is None and row.name.startswith("Computer"):
            row.name = f"Player {index + 1}"
        self.layout(self.size)

    def toggle_option(self, key: str, step: int = 1, wrap: bool = True) -> None:
        """Step an option `step` values on (negative: back), round the ends unless `wrap`
        is False (the wheel and a held button stop at the ends)."""
        spec = next(o for o in self.info.options if o.key == key)
        values = list(spec.values())
        at = values.index(self.options[key]) + step
        self.options[key] = values[at % len(values) if wrap else max(0, min(len(values) - 1,
                                                                             at))]
        self.layout(self.size)

    def option_words(self, key: str) -> str:
        """What an option does, in the players' words: what the game's table says of it
        with the whole setup (`setup_words(key, options, seats)`, e.g. what a co-op goal
        means for these seats), or of the value chosen (`option_words(key, value)`, e.g. a
        hand-made map's idea), else the option's `help`."""
        setup = self._table_hook("setup_words")
        words = setup(key, dict(self.options), self.count) if setup is not None else None
        hook = self._table_hook("option_words")
        if not words and hook is not None:
            words = hook(key, self.options[key])
        return words or next(o for o in self.info.options if o.key == key).help

    def option_fixed(self, key: str) -> tuple[str, str] | None:
        """(the value in words, why it cannot change) when the other options fix this one
        (a hand-made map sets the size): the game's table's `option_fixed`, else None."""
        hook = self._table_hook("option_fixed")
        return hook(key, self.options) if hook is not None else None

    def option_off(self, key: str) -> str:
        """Why an option does not apply with the others as chosen, or ""."""
        fixed = self.option_fixed(key)
        if fixed is not None:
            return fixed[1]
        need = OPTION_NEEDS.get((self.info.key, key))
        if need is not None and self.options.get(need[0]) != need[1]:
            return need[2]
        if (self.info.key, key) in SOLO_ONLY and self.count > 1:
            return "Only a game for one player uses this."
        if (self.info.key, key) in SEVERAL_LEVELS and self.options.get("levels", 2) < 2:
            return "Only a dungeon of 2 or more levels has them."
        return ""

    def new_seed(self) -> None:
        self.seed = random.randrange(1_000_000)
        self.layout(self.size)

    def start_editing(self, field: str, index: int = 0) -> None:
        """Type into a field; its text starts selected, so typing replaces it."""
        self.editing = (field, index)
        self.selected = True

    def stop_editing(self) -> None:
        self.editing = None

    @property
    def takes_text(self) -> bool:
        """While a field is being typed, the app keeps text input on."""
        return self.editing is not None

    # --- layout ----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        left = max(60, w // 20)
        buttons: list[Button] = []
        lo, hi = self.info.seats
        y = 150
        if hi > lo:
            minus = Button("−", lambda: self.change_count(-1), size=22)
            plus = Button("+", lambda: self.change_count(1), size=22)
            minus.rect = pygame.Rect(left + 250, y - 6, 44, 40)
            plus.rect = pygame.Rect(left + 350, y - 6, 44, 40)
            minus.enabled, plus.enabled = self.count > lo, self.count < hi
            buttons += [minus, plus]
        y += 56
        self.row_rects = []
        self.title_rects = []
        first = self.page * PAGE
        titled = bool(self.info.seat_title)
        name_w = 220 if titled else 300
        for i in range(first, min(self.count, first + PAGE)):
            name_rect = pygame.Rect(left + 60, y, name_w, 38)
            x = name_rect.right + 10
            if titled:
                self.title_rects.append((i, pygame.Rect(x, y, 220, 38)))
                x += 230
            kind = Button(self._kind_label(i), lambda i=i: self.toggle_kind(i), size=16)
            kind.rect = pygame.Rect(x + 10, y, 230, 38)
            if not self.info.computer_seats:
                kind.enabled = False
                kind.disabled_reason = f"{self.info.title} is played by people only."
            buttons.append(kind)
            self.row_rects.append((i, name_rect, kind.rect))
            y += 48
        if self.count > PAGE:
            pages = (self.count - 1) // PAGE + 1
            prev = Button("◀", lambda: self._page(-1), size=15)
            nxt = Button("▶", lambda: self._page(1), size=15)
            prev.rect = pygame.Rect(left + 420, 144, 44, 40)
            nxt.rect = pygame.Rect(left + 600, 144, 44, 40)
            prev.enabled, nxt.enabled = self.page > 0, self.page < pages - 1
            buttons += [prev, nxt]
        right = self.right_column(w, titled)
        buttons += self._option_buttons(right, min(460, w - right - 60), h, w)
        seed_y = 180 + self.options_per_page(h) * OPTION_STEP + 40
        seed_button = Button("New seed", self.new_seed, size=15)
        seed_button.rect = pygame.Rect(right + 200, seed_y, 130, 38)
        self.seed_rect = pygame.Rect(right, seed_y, 180, 38)
        buttons.append(seed_button)
        back = Button("Back", self.back)
        rules = Button("Rules", lambda: self.app.open_rules(self.info))
        start = Button("Start game", self.start, size=20)
        back.rect = pygame.Rect(left, h - 90, 160, 52)
        rules.rect = pygame.Rect(left + 180, h - 90, 160, 52)
        start.rect = pygame.Rect(w - left - 240, h - 90, 240, 52)
        buttons += [back, rules, start]
        self.bar.buttons = buttons

    def options_per_page(self, height: int) -> int:
        """How many option buttons fit above the seed (all of them when they fit)."""
        room = max(1, (height - 180 - 230) // OPTION_STEP)
        return min(len(self.info.options), room) if self.info.options else 0

    def option_pages(self, height: int) -> int:
        per = self.options_per_page(height)
        return (len(self.info.options) - 1) // per + 1 if per else 1

    def _option_buttons(self, right: int, width: int, height: int,
                        window_width: int) -> list[Button]:
        """The options of the page shown (with their pictures), and the page turners when
        they do not all fit."""
        per = self.options_per_page(height)
        self.option_page = min(self.option_page, self.option_pages(height) - 1)
        first = self.option_page * per
        buttons: list[Button] = []
        self.option_rects: list[tuple[str, pygame.Rect]] = []
        self.pictures: dict[str, tuple[pygame.Rect, pygame.Surface]] = {}
        shown = self.info.options[first:first + per]
        seed_label = 180 + per * OPTION_STEP + 40 - 26
        for row, spec in enumerate(shown):
            label = self._option_label(spec.key)
            b = Button(label, lambda k=spec.key: self.toggle_option(k), size=15)
            b.rect = pygame.Rect(right, 180 + row * OPTION_STEP, width, 36)
            last = row == len(shown) - 1
            self._place_picture(spec.key, b.rect, window_width, height - 140 if last else
                                b.rect.y + OPTION_STEP - 6, seed_label - 8 if last else None)
            off = self.option_off(spec.key)
            b.enabled, b.disabled_reason = not off, off
            buttons.append(b)
            self.option_rects.append((spec.key, b.rect))
        if self.option_pages(height) > 1:
            prev = Button("◀", lambda: self._option_page(-1), size=15)
            nxt = Button("▶", lambda: self._option_page(1), size=15)
            prev.rect = pygame.Rect(right + width - 100, 140, 44, 34)
            nxt.rect = pygame.Rect(right + width - 44, 140, 44, 34)
            prev.enabled = self.option_page > 0
            nxt.enabled = self.option_page < self.option_pages(height) - 1
            buttons += [prev, nxt]
        return buttons

    def _picture_hook(self) -> Callable[[str, Any, int], pygame.Surface | None] | None:
        """The game's table package's `option_picture`, if it offers one."""
        return self._table_hook("option_picture")

    def _table_hook(self, name: str) -> Any:
        """A function the game's table package offers the seats screen (`option_picture`,
        `option_words`), or None: the package is imported when the seats screen is laid
        out, never by the launcher."""
        hooks = self.__dict__.setdefault("_hooks", {})
        if name not in hooks:
            module = importlib.import_module(self.info.table) if self.info.table else None
            hooks[name] = getattr(module, name, None)
        return hooks[name]

    def _place_picture(self, key: str, button: pygame.Rect, window_width: int,
                       bottom: int, column_bottom: int | None) -> None:
        """Find room for the picture of option `key`'s value, if it has one: beside the
        options column when the window is wide enough (down to `bottom`: the next option,
        or above the buttons at the foot for the last), else taken from the button's right
        end (down to `column_bottom`, the seed under the last option); at most
        `PICTURE_MAX`."""
        hook = self._picture_hook()
        if hook is None:
            return
        spare = window_width - 40 - button.right     # the sheet's edge, and a margin
        wide = spare >= 100
        if not wide and column_bottom is not None:
            bottom = column_bottom
        side = min(PICTURE_MAX, bottom - button.y, spare - 16 if wide else button.width // 3)
        picture = hook(key, self.options[key], side)
        if picture is None:
            return
        if not wide:
            button.width -= side + 8
        self.pictures[key] = (pygame.Rect(button.right + (16 if wide else 8), button.y,
                                          side, side), picture)

    def _option_page(self, delta: int) -> None:
        pages = self.option_pages(self.size[1])
        self.option_page = max(0, min(pages - 1, self.option_page + delta))
        self.layout(self.size)

    @staticmethod
    def right_column(width: int, titled: bool = False) -> int:
        return max(max(60, width // 20) + (790 if titled else 680), width // 2 + 120)

    def back(self) -> None:
        self.stop_editing()
        self.app.stack.pop()

    def _page(self, delta: int) -> None:
        self.page = max(0, min((self.count - 1) // PAGE, self.page + delta))
        self.layout(self.size)

    def _kind_label(self, i: int) -> str:
        bot = self.rows[i].bot
        return "Human" if bot is None else f"Computer: {self.info.bot_label(bot)}"

    def _option_label(self, key: str) -> str:
        value = self.options[key]
        fixed = self.option_fixed(key)
        shown = ("on" if value else "off") if isinstance(value, bool) else \
            VALUE_BY_OPTION.get((self.info.key, key, value)) or \
            VALUE_WORDS.get(str(value), str(value).replace("-", " "))
        if fixed is not None:
            shown = fixed[0]
        spec = next(o for o in self.info.options if o.key == key)
        whole = f"{spec.label}: {shown}"
        rect = dict(getattr(self, "option_rects", [])).get(key)
        room = (rect.width if rect is not None else 460) - 60     # clear of its edges
        if " (" in spec.label and self.app.theme.fonts.get(15, "bold").size(whole)[0] > room:
            return f"{spec.label.split(' (')[0]}: {shown}"     # its help line says the rest
        return whole

    # --- input -----------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        if intent.kind in ("motion", "press", "release", "right"):
            if intent.kind == "motion" and self.pointer != intent.pos:
                self.dirty = True            # an option's help follows the pointer
            self.pointer = intent.pos
        if intent.kind == "press":
            for i, name_rect, _ in self.row_rects:
                if name_rect.collidepoint(intent.pos):
                    self.start_editing("name", i)
                    return
            for i, title_rect in self.title_rects:
                if title_rect.collidepoint(intent.pos):
                    self.start_editing("title", i)
                    return
            if self.seed_rect.collidepoint(intent.pos):
                self.start_editing("seed")
                return
            self.stop_editing()
            picture = self._option_under(intent.pos, pictures_only=True)
            if picture is not None:
                self.toggle_option(picture)
                return
            held = self._option_under(intent.pos)
            if held is not None and self._numeric(held):
                self.holding = (held, self.clock + HOLD_DELAY)
            self.bar.click(intent.pos)
        elif intent.kind in ("right", "wheel"):
            step = -1 if intent.kind == "right" or intent.amount < 0 else 1
            key = self._option_under(intent.pos if intent.kind == "right" else self.pointer)
            seat = next((i for i, _, kind in self.row_rects if kind.collidepoint(intent.pos)),
                        None) if intent.kind == "right" and self.info.computer_seats else None
            if seat is not None:
                self.toggle_kind(seat, -1)
            elif key is not None:
                if intent.kind == "wheel" and self._numeric(key):
                    step *= max(1, abs(int(intent.amount))) * self._wheel_run(key)
                self.toggle_option(key, step, wrap=intent.kind != "wheel")
        elif intent.kind == "release":
            self.holding = None
        elif intent.kind == "text" and self.editing is None:
            self._type_option(intent.text)
        elif intent.kind == "text" and self.editing is not None:
            self._type(intent.text)
        elif intent.kind == "erase" and self.editing is not None:
            self._erase()
        elif intent.kind == "confirm":
            if self.editing is not None:
                if intent.key != pygame.K_SPACE:   # a space is typed (a text event follows)
                    self.stop_editing()
            elif not self.bar.press_focused():
                self.start()
        elif intent.kind == "next":
            self.stop_editing()
            self.bar.next()
        elif intent.kind == "menu":
            if self.editing is not None:
                self.stop_editing()
            else:
                self.back()

    def _numeric(self, key: str) -> bool:
        """Is the option a number with many values (the wheel and a held button run)?"""
        values = next(o for o in self.info.options if o.key == key).values()
        return len(values) > QUICK_STEPS and all(type(v) is int for v in values)

    def _wheel_run(self, key: str) -> int:
        """Steps per wheel notch: 1, then up to 5 while the wheel keeps turning."""
        last_key, last_at, run = self.wheeled
        run = min(5, run + 1) if last_key == key and self.clock - last_at < 0.25 else 1
        self.wheeled = (key, self.clock, run)
        return run

    def update(self, dt: float) -> bool:
        """A held number button keeps stepping."""
        self.clock += dt
        if self.holding is None:
            return False
        key, due = self.holding
        if not self._numeric(key) or self._option_under(self.pointer) != key:
            self.holding = None
            return False
        if self.clock >= due:
            self.holding = (key, self.clock + HOLD_EVERY)
            self.toggle_option(key, 1, wrap=False)
            self.dirty = True
        return True

    def _type_option(self, text: str) -> None:
        """Digits typed with the pointer over a number option set it (the nearest value
        it takes; typed again within a second, the digits add up: "2" then "5" is 25)."""
        key = self._option_under(self.pointer)
        digits = "".join(ch for ch in text if ch.isdigit())
        if key is None or not digits or not self._numeric(key):
            return
        last_key, last_at, typed = self.typed
        typed = (typed if last_key == key and self.clock - last_at < 1.0 else "") + digits
        self.typed = (key, self.clock, typed[-4:])
        values = [v for v in next(o for o in self.info.options if o.key == key).values()
                  if isinstance(v, int)]
        self.options[key] = min(values, key=lambda v: (abs(v - int(typed)), v))
        self.layout(self.size)

    def _option_under(self, pos: tuple[int, int], pictures_only: bool = False) -> str | None:
        """The option (that applies now) whose button or picture is at `pos`."""
        rects = [] if pictures_only else list(getattr(self, "option_rects", []))
        rects += [(key, rect) for key, (rect, _) in getattr(self, "pictures", {}).items()]
        for key, rect in rects:
            if rect.collidepoint(pos) and not self.option_off(key):
                return key
        return None

    def _type(self, text: str) -> None:
        if self.editing is None:
            return
        field, index = self.editing
        text = "".join(ch for ch in text if ch.isprintable())
        if not text:
            return
        if field == "seed":
            digits = "".join(ch for ch in text if ch.isdigit())
            if digits:
                before = "" if self.selected else str(self.seed)
                self.seed = int((before + digits)[-9:])
                self.selected = False
        else:
            row = self.rows[index]
            before = "" if self.selected else getattr(row, field)
            setattr(row, field, (before + text)[:NAME_LIMIT + 8 * (field == "title")])
            self.selected = False

    def _erase(self) -> None:
        if self.editing is None:
            return
        field, index = self.editing
        if field == "seed":
            text = "" if self.selected else str(self.seed)[:-1]
            self.seed = int(text) if text else 0
        else:
            row = self.rows[index]
            setattr(row, field, "" if self.selected else getattr(row, field)[:-1])
        self.selected = False

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        fonts = theme.fonts
        w, h = self.size
        surface.fill(c.desk)
        sheet = pygame.Rect(30, 24, w - 60, h - 48)
        pygame.draw.rect(surface, c.paper, sheet, border_radius=10)
        left = max(60, w // 20)
        title = fonts.render(f"{self.info.title}: seats and options", 34, c.ink, "title")
        surface.blit(title, (left, 50))
        lo, hi = self.info.seats
        surface.blit(fonts.render(f"Seats: {self.count}" + (f"  ({lo}–{hi})" if hi > lo else
                                                          "  (exactly)"), 20, c.ink, "bold"),
                     (left, 150))
        titles = dict(self.title_rects)
        if titles:
            first_rect = next(iter(titles.values()))
            surface.blit(fonts.render(self.info.seat_title, 14, c.pencil),
                         (first_rect.x, first_rect.y - 20))
        if self.count > PAGE:
            first = self.page * PAGE + 1
            shown = fonts.render(f"seats {first}–{min(self.count, first + PAGE - 1)}", 15,
                                 c.pencil, "bold")
            surface.blit(shown, shown.get_rect(center=(left + 532, 164)))
        shown_names = [s.name for s in self.seats()]
        for i, name_rect, _ in self.row_rects:
            chip = pygame.Rect(left, name_rect.y + 4, 40, 30)
            pygame.draw.rect(surface, c.seat_colour(i), chip, border_radius=6)
            surface.blit(fonts.render(str(i + 1), 16, c.ink, "bold"), (chip.x + 12, chip.y + 5))
            name = self.rows[i].name if self.editing == ("name", i) else shown_names[i]
            self._field(surface, name_rect, name, ("name", i))
            if i in titles:
                self._field(surface, titles[i], self.rows[i].title, ("title", i),
                            placeholder=f"{shown_names[i]}'s dungeon")
        right = self.right_column(w, bool(titles))
        surface.blit(fonts.render("Options", 20, c.ink, "bold"), (right, 150))
        size_how, how_lines = fonts.fit_block([HOW_TO], 13, w - right - 60, 36, "italic", 10)
        for n, line in enumerate(how_lines):
            surface.blit(fonts.render(line, size_how, c.pencil, "italic"),
                         (right, 120 - 17 * (len(how_lines) - 1) + 17 * n))
        pages = self.option_pages(h)
        if pages > 1:
            per = self.options_per_page(h)
            first = self.option_page * per + 1
            last = min(len(self.info.options), first + per - 1)
            shown = fonts.render(f"{first}–{last} of {len(self.info.options)}", 15, c.pencil,
                                 "bold")
            surface.blit(shown, (right + 110, 154))
        if not self.info.options:
            surface.blit(fonts.render("This game has no options.", 16, c.pencil),
                         (right, 186))
        surface.blit(fonts.render("Seed (the same seed deals the same game)", 16, c.pencil),
                     (right, self.seed_rect.y - 26))
        self._field(surface, self.seed_rect, str(self.seed), ("seed", 0))
        for rect, picture in getattr(self, "pictures", {}).values():
            surface.blit(picture, picture.get_rect(center=rect.center))
            pygame.draw.rect(surface, c.pencil, rect, 1, border_radius=3)
        self.cut_short = set()
        for key, rect in getattr(self, "option_rects", []):
            words = self.option_words(key)
            if words:
                one_line = fonts.get(13, "italic").get_linesize()
                size, lines = fonts.fit_block([words], 13, rect.width - 4, one_line, "italic",
                                              10)
                if lines != [words]:
                    self.cut_short.add(key)      # shortened: the pointer's bubble says it all
                surface.blit(fonts.render(lines[0], size, c.pencil, "italic"),
                             (rect.x + 4, rect.bottom + 2))
        if self.info.computer_seats:
            hint = ("Click a name to type over it. Click Human/Computer to switch who plays "
                    "a seat and how well the computer plays; a right click goes back.")
        elif self.count > 1:
            hint = ("Click a name to type over it. Every seat is a person: pass the screen "
                    "between turns.")
        else:
            hint = "Click the name to type over it."
        surface.blit(fonts.render(hint, 15, c.pencil, "italic"), (left, h - 128))
        mouse = self.app.mouse_pos()
        self.bar.draw(surface, theme, mouse)
        reason = self.bar.hovered_reason(mouse)
        from game.ui.widgets import toast
        if reason:
            toast.draw_bubble(surface, theme, reason, mouse, c.disabled)
        elif (key := self._option_under(self.pointer)) is not None and (
                key in self.cut_short or key not in dict(getattr(self, "option_rects", []))):
            toast.draw_bubble(surface, theme, self.option_words(key), mouse, c.panel)

    def _field(self, surface: pygame.Surface, rect: pygame.Rect, text: str,
               field: tuple[str, int], placeholder: str = "") -> None:
        """A text field; the one being typed is white with a cursor."""
        c = self.app.theme.colours
        editing = self.editing == field
        pygame.draw.rect(surface, (255, 255, 255) if editing else c.paper_shade, rect,
                         border_radius=4)
        pygame.draw.rect(surface, c.accent if editing else c.pencil, rect, 2, border_radius=4)
        size = 18 if field[0] != "title" else 16
        fonts = self.app.theme.fonts
        shown, colour = (text, c.ink) if text or editing else (placeholder, c.faint)
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-6, -4))
        rendered = fonts.render(shown, size, colour)
        x = rect.x + 10
        room = rect.width - 24
        if editing and rendered.get_width() > room:   # keep the end (the cursor) in view
            x -= rendered.get_width() - room
        if editing and self.selected and text:
            pygame.draw.rect(surface, c.highlight, (x - 2, rect.y + 6, rendered.get_width() + 4,
                                                rect.height - 12))
        surface.blit(rendered, (x, rect.y + 8))
        if editing and not self.selected:
            cx = x + rendered.get_width() + 2
            pygame.draw.line(surface, c.ink, (cx, rect.y + 8), (cx, rect.bottom - 8), 2)
        surface.set_clip(clip)
