"""Sound at the table: each game's events sound as they are animated, in order; secrets stay
silent on a shared couch; muted means no sound is asked for; Settings and Ctrl+M control it."""
from __future__ import annotations

import pygame
import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.sound.player import recording
from game.ui.table import TableScene
from tests import play

FIRST_SOUNDS = {
    # the first sounds of a seeded game between computers, as its table animates it
    "doodle": ["card_draw", "pencil_wall", "pencil_wall", "card_flip", "card_draw", "pencil_wall"],
    "maker": ["dice_many"],        # then the builders' simultaneous setup, in any order
    "trapper": ["place"] * 6,      # both dungeons being drawn: every edit sounds alike
    "rial": ["dice_one"] * 5 + ["place"],
    "lab": ["pencil_path"] * 6,    # the explorers' moves are secret from the whole table
}
SEATS = {"doodle": 2, "maker": 2, "trapper": 2, "rial": 2, "lab": 2}
KINDS = {"lab": "random"}   # DungeonLab's explorers for sims (a person plays it at the table)


def table_of(app) -> TableScene:
    return next(s for s in reversed(app.stack.scenes) if isinstance(s, TableScene))


def start(app, game: str, seats: list[Seat], seed: int = 3) -> TableScene:
    play.open_launcher(app)
    assert app.start_game(game_info(game), seats, seed)
    return table_of(app)


@pytest.mark.parametrize("game", sorted(FIRST_SOUNDS))
def test_a_computers_game_sounds_its_events_in_order_as_they_are_animated(app, game, monkeypatch):
    """Each sound is asked for as the event it belongs to is taken from the queue to be
    animated (the events wait there behind the animations before them), in order."""
    timeline: list[tuple[str, object]] = []

    class Player:
        def play(self, name: str, volume: float) -> None:
            timeline.append(("sound", name))

    app.sounds.player = Player()
    original = TableScene._sound_of

    def sound_of(self, event, heard):
        timeline.append(("event", event))
        assert not self.busy      # nothing else is being shown when its turn comes
        original(self, event, heard)

    monkeypatch.setattr(TableScene, "_sound_of", sound_of)
    start(app, game, [Seat(f"Computer {i + 1}", KINDS.get(game, "greedy"))
                      for i in range(SEATS[game])])
    play.until(app, lambda: sum(k == "sound" for k, _ in timeline) >= 6, limit=600,
               what="six sounds")
    sounds = [v for k, v in timeline if k == "sound"]
    assert sounds[:len(FIRST_SOUNDS[game])] == FIRST_SOUNDS[game]
    for i, (kind, name) in enumerate(timeline):
        if kind == "sound":
            kind_before, event = timeline[i - 1]
            assert kind_before == "event" and app.sounds.sound_for(
                game, event, event.visible_to is not None) == name, (name, event)


def test_a_lone_mapper_hears_what_the_gamemaster_tells_her(app, monkeypatch):
    """DungeonLab solo: her own moves are hers to hear (a hit, a fall, a splash...), each as
    the gamemaster's answer is shown."""
    import random
    from game.games.lab.actions import Feel, Land, Move
    from game.ui.scenes.handoff import HandoffScene
    heard = recording(app.sounds)
    shown: list[str] = []
    original = TableScene._sound_of

    def sound_of(self, event, already):
        name = app.sounds.sound_for("lab", event, not event.visible(0))
        if name:
            shown.append(name)
        original(self, event, already)

    monkeypatch.setattr(TableScene, "_sound_of", sound_of)
    table = start(app, "lab", [Seat("Ann")], seed=21)
    rng = random.Random(4)
    for _ in range(60):
        play.settle(app)
        if isinstance(app.stack.top, HandoffScene):
            play.pass_hand_off(app)
            continue
        if table.rules.is_over() or app.stack.top is not table:
            break
        moves = [a for a in table.rules.legal_actions(0) if isinstance(a, (Land, Move, Feel))]
        if not moves:
            break
        assert table.act(rng.choice(moves))
    play.settle(app)
    spoken = [n for n in heard() if n not in ("button", "victory", "defeat")]
    assert spoken and set(spoken) <= set(shown)
    assert set(spoken) & {"hit", "fall", "splash", "bite", "shot", "coin", "chest"}, spoken


@pytest.mark.animations_off   # a whole game: only its last sound matters here
def test_the_end_of_a_game_plays_a_sting(app):
    played = recording(app.sounds)
    table = start(app, "trapper", [Seat("Computer 1", "greedy"), Seat("Computer 2", "greedy")])
    play.until(app, lambda: table.end_shown, limit=3600, what="the end screen")
    assert played()[-1] == "victory"


def trapping_sounds(app, pick) -> list[str]:
    """The sounds heard when Ann, on a couch shared with Bo, makes the setup move `pick`
    chooses among her legal moves."""
    from game.ui.scenes.handoff import HandoffScene
    table = start(app, "trapper", [Seat("Ann"), Seat("Bo")], seed=8)
    for _ in range(6):
        play.settle(app)
        if isinstance(app.stack.top, HandoffScene):
            play.pass_hand_off(app)
        elif app.stack.top is table and table.looking:
            break
    seat = table.viewer
    action = pick([a for a in table.rules.legal_actions(seat)])
    played = recording(app.sounds)
    assert table.act(action)
    play.settle(app)
    return [n for n in played() if n != "button"]


def test_on_a_shared_couch_a_trap_placed_sounds_like_a_wall_drawn(app):
    from game.games.trapper.actions import PaintWalls, PlaceTrap
    trap = trapping_sounds(app, lambda acts: next(a for a in acts if isinstance(a, PlaceTrap)))
    app.stack.clear()
    walls = trapping_sounds(app, lambda acts: next(a for a in acts if isinstance(a, PaintWalls)))
    assert trap == walls == ["place"]


def test_muted_no_sound_is_asked_for(app):
    app.settings.sound_on = False
    played = recording(app.sounds)
    table = start(app, "maker", [Seat("Computer 1", "greedy"), Seat("Computer 2", "greedy")])
    play.wait(app, 8)
    assert table.rules.log and played() == []


def test_ctrl_m_mutes_and_unmutes_and_the_setting_is_kept(app):
    from game.ui.settings import Settings
    play.open_launcher(app)
    assert app.settings.sound_on
    play.key(app, pygame.K_m, mod=pygame.KMOD_CTRL)
    assert not app.settings.sound_on and not Settings.load().sound_on
    play.key(app, pygame.K_m, mod=pygame.KMOD_CTRL)
    assert app.settings.sound_on and Settings.load().sound_on


def test_the_settings_volume_slider_follows_a_drag_and_is_kept(app):
    from game.ui.scenes.settings import SettingsScene
    from game.ui.settings import Settings
    play.open_launcher(app)
    played = recording(app.sounds)
    play.click_button(app, "Settings")
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    track = scene.volume.track
    play.drag(app, [(track.x + track.width // 2, track.centery),
                    (track.x + track.width // 5, track.centery)])
    assert scene.volume.value == pytest.approx(0.2)
    assert Settings.load().volume == pytest.approx(0.2)
    assert "coin" in played()      # the player hears the new volume
    play.click_button(app, "Sound: on")
    assert not app.settings.sound_on
    assert play.find_button(app, "Sound: off") is not None


def _to_trapping(app, seed: int):
    """Ann and Bo on one couch, both dungeons drawn and confirmed and the AP rolled, through
    the table: returns the table at the trapping stage of the first player."""
    from game.games.trapper.actions import ConfirmSetup, RollAP, UseLayout
    from game.ui.scenes.handoff import HandoffScene
    table = start(app, "trapper", [Seat("Ann"), Seat("Bo")], seed=seed)
    for _ in range(40):
        play.settle(app)
        if isinstance(app.stack.top, HandoffScene):
            play.pass_hand_off(app)
            continue
        if table.phase() == "trapping" and table.acting_here():
            return table
        seat = table.viewer
        legal = table.rules.legal_actions(seat)
        pick = next((a for kind in (RollAP, ConfirmSetup, UseLayout) for a in legal
                     if isinstance(a, kind) and getattr(a, "layout", "random") == "random"),
                    None)
        assert pick is not None, [type(a).__name__ for a in legal][:8]
        assert table.act(pick)
    raise AssertionError("never reached the trapping stage")


def test_in_a_hot_seat_trapping_stage_every_trap_bought_sounds_the_same(app):
    """Whatever Ann buys and wherever she puts it, Bo on the couch hears the same."""
    from game.games.trapper.actions import PlaceTrap
    heard_by_choice = []
    for index in (0, -1):
        table = _to_trapping(app, seed=8)
        buys = [a for a in table.rules.legal_actions(table.viewer) if isinstance(a, PlaceTrap)]
        kinds = {a.kind for a in buys}
        assert len(kinds) > 1
        choice = sorted(buys, key=lambda a: (a.kind, a.cell))[index]
        heard = recording(app.sounds)
        assert table.act(choice)
        play.settle(app)
        heard_by_choice.append([n for n in heard() if n != "button"])
        app.stack.clear()
    assert heard_by_choice[0] == heard_by_choice[1] and heard_by_choice[0]
