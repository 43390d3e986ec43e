"""The screen-privacy oracle at the doodle table (doodle §6, rule check 25).

At a seat's private moment (a person's own decision, on screen and ready for input) the other
seats' secrets may not change the frame; at any other moment (a computer's turn, a hand-off,
a move being shown, another person's public moment) no seat's secrets may. The secrets are
the hands, the treasure notes (until the final scoring makes them public) and the log lines
meant for one seat; `check_frame` swaps them for others of the same size, draws again with
`tests.play.same_frame`, and puts them back."""
from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from game.ui.scenes.handoff import HandoffScene
from tests import play


def entitled(app, table) -> frozenset[int]:
    """The seats whose secrets the screen may show now: the person whose own decision is
    on screen, ready for input; nobody otherwise."""
    if isinstance(app.stack.top, HandoffScene) or table.showing_move or table.busy:
        return frozenset()
    humans = set(table.human_seats())
    acting = humans & set(table.rules.to_act())
    if len(humans) == 1:
        return frozenset(humans)         # alone at the table: the whole screen is theirs
    return frozenset(acting) if table.looking and table.viewer in acting else frozenset()


def _other(values: list[int], pool: range, avoid: set[int]) -> list[int]:
    """As many values as `values`, none of them in `values` (nor `avoid`) where possible."""
    spare = [v for v in pool if v not in set(values) and v not in avoid]
    return spare[:len(values)] if len(spare) >= len(values) else list(reversed(values))


def vary(table, keep: frozenset[int]) -> Any:
    """Change every secret of the seats not in `keep`; returns what `restore` needs."""
    rules, session = table.rules, table.session
    held = table._held
    saved = (rules.state, list(session.lines), dict(held) if held is not None else None)
    state = copy.deepcopy(rules.state)
    cards = range(1, len(table.content.cards) + 1)
    cells = range(rules.geo.size)
    for seat in range(len(rules.seats)):
        if seat in keep:
            continue
        if state.hands:
            state.hands[seat] = _other(state.hands[seat], cards,
                                       set(c for h in state.hands for c in h))
        if not rules.is_over():     # the scoring shows every note
            sheet = state.sheets[seat]
            sheet.treasures = _other(sheet.treasures, cells, set())
    rules.state = state
    session.lines = [line if line.visible_to is None or line.visible_to & keep else
                     replace(line, text=line.text[::-1]) for line in session.lines]
    if held is not None:               # the same dict, its private views changed
        for seat, view in list(held.items()):
            if seat is not None and seat not in keep:
                held[seat] = _varied(view)
    _forget(table)
    return saved


def _varied(view: dict[str, Any]) -> dict[str, Any]:
    out = dict(view)
    if out.get("private"):
        private = dict(out["private"])
        private["hand"] = [c + 100 for c in private["hand"]]
        private["treasures"] = [(t + 1) % 80 for t in private["treasures"]]
        out["private"] = private
    return out


def restore(table, saved: Any) -> None:
    table.rules.state, table.session.lines, held = saved
    if held is not None and table._held is not None:
        table._held.update(held)
    _forget(table)


def _forget(table) -> None:
    """Drop the table's caches of views, legal actions and log lines."""
    table._views.clear()
    table._legal_key = None
    table._log_key = None
    table.legality.invalidate()


class Oracle:
    """Runs the privacy check on every frame the app draws; counts what it checked.

    A frame drawn from the same moment (the same state, screen owner, scenes, animations
    and secrets allowed) with the same pixels as the frame checked last gives the same
    verdict, so it is not drawn twice again (a computer's thinking pause is 30 such
    frames)."""

    def __init__(self, app, table) -> None:
        self.app, self.table = app, table
        self.drawn = app.redraws
        self.checked = {"private": 0, "public": 0, "repeated": 0}
        self._last: tuple[Any, bytes] | None = None

    def moment(self, keep: frozenset[int]) -> tuple[Any, ...]:
        t, app = self.table, self.app
        return (id(t.rules.state), len(t.rules.log), len(t.session.lines), t.viewer,
                t.looking, keep, tuple(map(id, app.stack.scenes)), len(t.event_queue),
                tuple((a.kind, a.age) for a in t.animations), t.dice.busy, len(app.toasts))

    def __call__(self) -> None:
        app, table = self.app, self.table
        if app.redraws == self.drawn:
            return                         # nothing new on screen since the last check
        self.drawn = app.redraws
        keep = entitled(app, table)
        moment = self.moment(keep)
        pixels = app.screen.get_buffer().raw
        if self._last is not None and self._last == (moment, pixels):
            self.checked["repeated"] += 1
            return
        dirty = [(scene, scene.dirty) for scene in app.stack.scenes]
        same = play.same_frame(app, lambda: vary(table, keep), lambda s: restore(table, s))
        for scene, flag in dirty:          # the check's own drawing is no reason to redraw
            scene.dirty = flag
        assert same, (f"the screen shows a secret it may not: seats allowed {sorted(keep)}, "
                      f"viewer {table.viewer} (looking {table.looking}), top "
                      f"{type(app.stack.top).__name__}, phase {table.phase()}, to act "
                      f"{sorted(table.rules.to_act())}, moving {table.showing_move}")
        self._last = (moment, pixels)
        self.checked["private" if keep else "public"] += 1


def watch(app, table) -> Oracle:
    """Check every frame the app draws from now on (the app's step runs the oracle)."""
    oracle = Oracle(app, table)
    step = app.step

    def checked_step(events=(), dt=1 / 60):
        step(events, dt)
        oracle()

    app.step = checked_step
    return oracle
