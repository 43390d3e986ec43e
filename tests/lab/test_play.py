"""DungeonLab played as people play it (issue 19, part 1): from the launcher through the
seats screen to the end screen, at a new player's settings, solo and in hot-seat with two
people. People act only through posted mouse and key events aimed at what is drawn (a cell
of the notebook page, a button found by its label). The test knows the map only to choose
where a person would click next.

The hot-seat game runs the screen-privacy oracle on every frame: the frame must not change
when the secrets of the seats not on screen change (their status, private log lines and
notebook); at a hand-off, when every seat's secrets change."""
from __future__ import annotations

from collections import deque
from typing import Any

import pygame

import tests.play as play
from game.core.session import LogLine
from game.games.lab.dungeon import DIRS, step
from game.ui.scenes.end import EndScene
from game.ui.scenes.handoff import HandoffScene
from tests.play import (click, click_button, find_button, key, open_launcher, settle,
                        tile_button, type_text)

SAFE = frozenset({"", "treasure", "store", "arsenal", "hospital", "management", "eldar",
                  "cache", "blades", "bridles", "cow"})
"""Encounters a hurried player walks into without a second thought."""
BUTTONS = {"N": "↑ North", "E": "→ East", "S": "↓ South", "W": "← West"}


# --- from the launcher to the table ---------------------------------------------------------

def start(app, names: list[str], seed: int) -> Any:
    """Launcher -> DungeonLab's seats screen: seat count, names, a 5×5 labyrinth, a seed,
    Start. Returns the table once the first hand-off (if any) is passed."""
    open_launcher(app)
    click(app, tile_button(app, "lab", "Play").rect.center)
    seats = app.stack.top
    while seats.count > len(names):
        click_button(app, "−")
    for i, name in enumerate(names):
        click(app, next(r for j, r, _ in seats.row_rects if j == i).center)
        type_text(app, name)
        key(app, pygame.K_RETURN)
    while not find_button(app, "Dungeon size").label.endswith(": 5"):
        click_button(app, "Dungeon size")
    click(app, seats.seed_rect.center)
    type_text(app, str(seed))
    key(app, pygame.K_RETURN)
    assert [r.name for r in seats.rows[:len(names)]] == names and seats.seed == seed
    click_button(app, "Start game")
    play.until(app, lambda: not hasattr(app.stack.top, "row_rects"), 10, "the table")
    table = next(s for s in app.stack.scenes if hasattr(s, "pad"))
    return table


# --- where a person would click next ----------------------------------------------------------

def route(rules, start_spot, goal, careful: bool = True) -> list[str] | None:
    """Moves (N/E/S/W, U, D) from `start_spot` to any spot `goal(spot)` holds for, through
    open sides, around what a hurried player avoids when `careful`."""
    d = rules.d
    seen = {start_spot: []}
    todo = deque([start_spot])
    while todo:
        spot = todo.popleft()
        if goal(spot):
            return seen[spot]
        x, y, lv = spot
        nexts = [((*step(x, y, k), lv), k) for k in DIRS if d.wall(x, y, k) == "none"]
        nexts += [((x, y, lv - 1), "U"), ((x, y, lv + 1), "D")]
        for nxt, how in nexts:
            if nxt in seen or not 1 <= nxt[2] <= d.levels or nxt[:2] not in d.cells:
                continue
            kind = d.kind(nxt)
            if kind in ("pit", "hanging_pit", "river", "lake") or (careful and kind not in SAFE):
                continue
            seen[nxt] = seen[spot] + [how]
            todo.append(nxt)
    return None


def landing(rules, seat: int, hero: bool) -> tuple[int, int, int]:
    """Where a person lands: the hero beside the treasure, the other on a quiet edge cell."""
    d, s = rules.d, rules.state
    treasure = s.treasure_at or s.treasure_home
    ok = [spot for spot in d.spots() if not rules._refused(spot) and d.kind(spot) == ""
          and not any(p.pos and p.pos[:2] == spot[:2] for p in s.players)]
    if hero and treasure:
        ways = {spot: route(rules, spot, lambda t: t == treasure) for spot in ok}
        ok = sorted((spot for spot in ok if ways[spot] is not None),
                    key=lambda spot: len(ways[spot])) or ok
    return ok[0]


def next_move(rules, seat: int, hero: bool) -> str:
    """The hero walks to the treasure, then to the exit and through it; the other player
    bumps an outer wall (a blocked move still uses the turn)."""
    d, p = rules.d, rules.state.players[seat]
    (ex, ey), side = d.exit
    if not hero:
        return next(k for k in DIRS if d.wall(*p.pos[:2], k) != "none"
                    and not ((p.pos[0], p.pos[1]) == (ex, ey) and k == side)
                    and d.wall(*p.pos[:2], k) != "wire")
    if p.treasure:
        if p.pos[:2] == (ex, ey):
            return side
        goal = lambda t: t[:2] == (ex, ey)  # noqa: E731
    else:
        treasure = rules.state.treasure_at
        goal = lambda t: t == treasure  # noqa: E731
    path = route(rules, p.pos, goal) or route(rules, p.pos, goal, careful=False)
    assert path, f"no way from {p.pos}"
    return path[0]


def take_turn(app, table, hero_seat: int) -> None:
    """What the person on screen does now, by mouse: land, answer, move or pass the
    screen."""
    rules = table.rules
    if table.reading is not None and table.reading == table.viewer:
        click_button(app, "Done: pass to")
        return
    seat = table.viewer
    phase = table.me()["phase"]
    hero = seat == hero_seat
    if phase == "land":
        x, y, lv = landing(rules, seat, hero)
        if table.hand.level != lv:
            click_button(app, f"Level {lv}")
        click(app, table.pad.at(x + 0.5, y + 0.5))
    elif phase == "answer":
        click_button(app, "Yes")
    elif phase == "act":
        how = next_move(rules, seat, hero)
        click_button(app, {"U": "Up", "D": "Down"}.get(how) or BUTTONS[how])


def play_to_the_end(app, table, hero_seat: int = 0, turns: int = 80) -> None:
    for _ in range(turns):
        settle(app)
        top = app.stack.top
        if isinstance(top, EndScene):
            return
        if isinstance(top, HandoffScene):
            key(app, pygame.K_RETURN, gap=0.6)     # the next person takes the screen
            continue
        if rules_over(table):
            play.until(app, lambda: isinstance(app.stack.top, EndScene), 20, "the end screen")
            return
        take_turn(app, table, hero_seat)
    raise AssertionError(f"no end after {turns} turns")


def rules_over(table) -> bool:
    return table.rules.is_over()


# --- the screen-privacy oracle ------------------------------------------------------------------

def hidden_seats(app, table) -> list[int]:
    """Whose secrets may not show now: at a hand-off (or on the public screen) every seat's,
    at a seat's private moment every other seat's."""
    seats = range(len(table.rules.seats))
    if isinstance(app.stack.top, HandoffScene) or not table.looking or table.viewer is None:
        return list(seats)
    return [s for s in seats if s != table.viewer]


def vary(table, seats: list[int]) -> list[tuple[int, Any]]:
    """Change the seats' status, private log and notebook; returns what restores them."""
    rules, session = table.rules, table.session
    token = []
    for s in seats:
        p = rules.state.players[s]
        token.append((s, (p.money, dict(p.ammo), dict(p.damage), p.exote)))
        p.money += 37
        p.ammo["bullets"] += 13
        p.damage["bites"] += 1
        p.exote = not p.exote
        rules.state.notebooks[s] += [("stamp", 1, -1, 2, 2, "treasure"),
                                      ("note", 1, -1, 3, 3, "SECRET"),
                                      ("edges", 1, -1, "monolith", (1, 1, "E"))]
        session.lines.append(LogLine(f"A secret for seat {s} only.", frozenset({s})))
    _forget(table)
    return token


def restore(table, token: list[tuple[int, Any]]) -> None:
    rules, session = table.rules, table.session
    for s, (money, ammo, damage, exote) in token:
        p = rules.state.players[s]
        p.money, p.ammo, p.damage, p.exote = money, ammo, damage, exote
        del rules.state.notebooks[s][-3:]
        session.lines.pop()
    _forget(table)


def _forget(table) -> None:
    """Drop the caches that would otherwise hide a change from the drawing."""
    table._views.clear()
    table.rules._sheets.clear()
    table._log_key = None


def watch_every_frame(monkeypatch, table_of) -> dict[str, int]:
    """Run the oracle after every frame the driver plays."""
    real = play.frame
    seen = {"frames": 0, "checked": 0}

    def frame(app, events=(), **kw):
        wall = real(app, events, **kw)
        seen["frames"] += 1
        table = table_of()
        if table is not None and not table.rules.is_over():
            hidden = hidden_seats(app, table)
            dirty = [(scene, scene.dirty) for scene in app.stack.scenes]
            assert play.same_frame(app, lambda: vary(table, hidden),
                                   lambda tok: restore(table, tok)), \
                f"seats {hidden}'s secrets show (viewer {table.viewer}, looking " \
                f"{table.looking}, top {type(app.stack.top).__name__})"
            for scene, was in dirty:      # the oracle's drawing is not a change
                scene.dirty = was
            seen["checked"] += 1
        return wall
    monkeypatch.setattr(play, "frame", frame)
    return seen


# --- the games ---------------------------------------------------------------------------------

def test_solo_from_the_launcher_to_a_win(app):
    table = start(app, ["Ann"], seed=55)
    play_to_the_end(app, table)
    end = app.stack.top
    assert isinstance(end, EndScene)
    assert table.rules.result().winners == [0], table.rules.state.headline


def test_hot_seat_two_people_with_the_privacy_oracle_on_every_frame(app, monkeypatch):
    holder: dict[str, Any] = {}
    seen = watch_every_frame(monkeypatch, lambda: holder.get("table"))
    table = start(app, ["Ann", "Bo"], seed=55)
    holder["table"] = table
    hero = table.rules.state.order[0]
    play_to_the_end(app, table, hero_seat=hero)
    assert isinstance(app.stack.top, EndScene)
    assert table.rules.result().winners == [hero], table.rules.state.headline
    assert seen["checked"] > 100
