"""Seeded doodle sessions at every phase, for `main.py shots` and `main.py bench`."""
from __future__ import annotations

import random
from typing import Any, Callable

from game.catalog import game_info
from game.core.bots import RandomBot, bot_rng
from game.core.protocol import Seat
from game.core.session import Session
from game.core.errors import IllegalAction
from game.games.doodle.actions import BuildWall, PathStep
from game.games.doodle.board import shape_placements
from game.games.doodle.bots import GreedyBot
from game.games.doodle.events import FightResolved
from game.games.doodle.odds import stop_odds
from game.ui.scene import Scene
from game.ui.scenes.handoff import HandoffScene
from game.ui.tables.doodle.scene import DoodleTable

HOT_SEAT = [Seat("Ann"), Seat("Bo")]
Until = Callable[[Session, list], bool]


def session(seats: list[Seat] | None = None, seed: int = 7) -> Session:
    return Session.start(game_info("doodle"), seats or HOT_SEAT, seed)


def drive(s: Session, until: Until, limit: int = 5000, wander: bool = False) -> bool:
    """Play every seat with the computer's choices until `until(session, events)`; with
    `wander`, hero paths are random walks (so the heroes meet monsters and traps)."""
    bots = {i: GreedyBot(i, bot_rng(s.rules.seed, i)) for i in range(len(s.rules.seats))}
    walker = RandomBot(0, random.Random(s.rules.seed))
    if until(s, []):
        return True
    for _ in range(limit):
        if s.rules.is_over():
            return False
        seat = min(s.rules.to_act())
        legal = s.rules.legal_actions(seat)
        bot = walker if wander and isinstance(legal[0], PathStep) else bots[seat]
        events = s.apply(bot.choose(s.rules.view(seat), legal))
        if until(s, events):
            return True
    return False


def public(s: Session) -> dict[str, Any]:
    return s.rules.view(None)


def installing(kinds: tuple[str, ...]) -> Until:
    """Someone is about to install an element of these kinds (after round 3)."""
    def test(s: Session, events: list) -> bool:
        b = public(s)["building"]
        return bool(b) and public(s)["round"] >= 3 and b["element"] < len(b["elements"]) \
            and b["elements"][b["element"]] in kinds
    return test


def table(app: Any, s: Session) -> DoodleTable:
    scene = DoodleTable(app, s)
    scene.viewer, scene.looking = min(s.rules.to_act() or {0}), True
    scene.layout(app.size)
    return scene


def cut_candidate(s: Session) -> BuildWall | None:
    """A placement of the due wall formation that would cut a space off, if any."""
    b = public(s)["building"]
    if not b or b["element"] >= len(b["elements"]):
        return None
    shape = b["elements"][b["element"]]
    if shape not in s.rules.content.shapes:
        return None
    geo = s.rules.geo
    for cells, _ in shape_placements(geo, s.rules.content.shapes[shape].cells):
        try:
            s.rules.check(BuildWall(b["seat"], cells))
        except IllegalAction as exc:
            if "cut" in exc.reason:
                return BuildWall(b["seat"], cells)
    return None


def wall_scene(app: Any, legal: bool) -> DoodleTable:
    """A wall formation under the pointer: green where it fits, red with the reason."""
    s = session(seed=3)
    shapes = tuple(s.rules.content.shapes)
    if legal:
        drive(s, lambda s, e: installing(shapes)(s, e) and public(s)["round"] >= 6)
    else:
        drive(s, lambda s, e: installing(shapes)(s, e) and cut_candidate(s) is not None)
    scene = table(app, s)
    target = None if legal else cut_candidate(s)
    shape = scene.content.shapes[scene.element() or "mono"].cells if scene.element() else ()
    for turns in range(8):
        scene.ghost.turns, scene.ghost.mirrored = turns % 4, turns >= 4
        for index in range(80):
            scene.pointer = scene.sheet.centre(index)
            action = scene.ghost_action()
            if not isinstance(action, BuildWall):
                continue
            if target is not None and action == target:
                return scene
            if target is None and legal and scene.verdict(action).legal and shape:
                return scene
    return scene


def piece_scene(app: Any) -> DoodleTable:
    s = session(seed=5)
    drive(s, installing(("goblin", "orc", "dragon", "trap")))
    scene = table(app, s)
    view = s.rules.view(None)
    owner = view["building"]["seat"]
    pieces = [i for i, c in enumerate(view["sheets"][owner]["cells"])
              if c in ("goblin", "orc", "dragon", "trap")]
    cells = view["sheets"][owner]["cells"]
    for piece in pieces:
        beside = [n for n in s.rules.geo.neighbours(piece) if cells[n] == "" and n not in (0, 79)]
        if beside:
            scene.pointer = scene.sheet.centre(beside[0])     # red: it would touch a piece
            break
    return scene


def path_scene(app: Any) -> DoodleTable:
    s = session(seed=11)
    drive(s, lambda s, e: public(s)["phase"] == "path" and public(s)["drawing"] and len(
        public(s)["sheets"][public(s)["drawing"]["owner"]]["path"]) >= 9)
    return table(app, s)


def window_scene(app: Any) -> DoodleTable:
    """A card window in Phase C: the hand at the bottom, playable cards lit, and the odds
    of the fight with each of them in the panel."""
    s = session(seed=13)

    def test(s: Session, events: list) -> bool:
        v = public(s)
        if not (v["phase"] == "heroes" and v["stop"] and v["stop"]["window"] is not None
                and v["stop"]["kind"] == "monster" and len(s.rules.log) > 120):
            return False
        odds = stop_odds(s.rules.view(v["stop"]["window"][1]), s.rules.content)
        return odds is not None and bool(odds.cards)
    drive(s, test, wander=True)
    return table(app, s)


def fight_scene(app: Any) -> DoodleTable:
    s = session(seed=17)
    drive(s, lambda s, e: any(isinstance(x, FightResolved) for x in e), wander=True)
    scene = table(app, s)
    for event in s.drain():      # the fight as it stands after its dice have landed
        scene.on_event(event)
    scene.animations.clear()
    scene.dice.skip()
    return scene


def end_scene(app: Any) -> DoodleTable:
    s = session([Seat("Ann"), Seat("Bo", bot="greedy"), Seat("Cy", bot="greedy")], seed=19)
    drive(s, lambda s, e: False, wander=True)
    return table(app, s)


def scenes(app: Any) -> list[tuple[str, Scene]]:
    first = session()
    pick = table(app, first)
    return [
        ("build-pick", pick),
        ("build-wall-fits", wall_scene(app, True)),
        ("build-wall-cut-off", wall_scene(app, False)),
        ("build-monster", piece_scene(app)),
        ("build-improvement", table_at(app, installing(("improvement",)), 23)),
        ("build-treasure", table_at(app, installing(("treasure",)), 29)),
        ("handoff", HandoffScene(app, "Bo", pick.handoff_note(1))),
        ("path", path_scene(app)),
        ("heroes-card-window", window_scene(app)),
        ("heroes-fight", fight_scene(app)),
        ("end", end_scene(app)),
    ]


def table_at(app: Any, until: Until, seed: int) -> DoodleTable:
    s = session(seed=seed)
    drive(s, until)
    return table(app, s)
