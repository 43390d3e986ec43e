"""Words a player can read and type (issue 16 §5), through the real scenes: name fields,
difficulty names, the last names offered again."""
from __future__ import annotations

import pygame

from game.catalog import game_info
from game.core.protocol import Seat
from game.ui.scenes.seats import SeatsScene
from game.ui.settings import Settings
from tests.ui.helpers import click, key, type_text


def open_seats(app, key_="trapper"):
    scene = SeatsScene(app, game_info(key_), seed=42)
    app.stack.push(scene)
    app.step()
    return scene


def space(app):
    """A space typed in a field: the key press and the text it makes (as SDL sends them)."""
    key(app, pygame.K_SPACE)
    type_text(app, " ")


def test_a_name_takes_spaces_and_any_printable_character_and_replaces_the_default(app):
    scene = open_seats(app)
    click(app, scene.row_rects[0][1].center)
    type_text(app, "Ann")
    space(app)
    type_text(app, "O'Neil-Ść #1")
    assert scene.rows[0].name == "Ann O'Neil-Ść #1"
    assert app.stack.top is scene, "Space typed a space: the game did not start"
    key(app, pygame.K_RETURN)
    assert scene.editing is None and app.stack.top is scene, \
        "Enter finished the field and did not start the game"
    assert scene.seats()[0].name == "Ann O'Neil-Ść #1"


def test_clicking_a_field_selects_it_so_backspace_or_typing_clear_it(app):
    scene = open_seats(app)
    click(app, scene.row_rects[0][1].center)
    key(app, pygame.K_BACKSPACE)
    assert scene.rows[0].name == ""
    type_text(app, "Bea")
    key(app, pygame.K_BACKSPACE)
    assert scene.rows[0].name == "Be"


def test_computers_are_shown_by_difficulty_never_by_internal_name(app):
    scene = open_seats(app)
    labels = [b.label for b in scene.bar.buttons]
    assert "Computer: Normal" in labels
    assert not any("greedy" in l or "random" in l for l in labels)
    click(app, scene.row_rects[1][2].center)
    assert "Computer: Easy" in [b.label for b in scene.bar.buttons]
    for info_key in ("trapper", "doodle", "maker"):
        info = game_info(info_key)
        assert {info.bot_label(k) for k in info.bots} <= {"Easy", "Normal", "Hard"}


def test_the_last_names_used_are_offered_next_time(app):
    scene = open_seats(app, "doodle")
    click(app, scene.row_rects[0][1].center)
    type_text(app, "Ann Lee")
    key(app, pygame.K_RETURN)
    scene.remember_names()
    assert Settings.load().last_names == ("Ann Lee",)
    again = SeatsScene(app, game_info("maker"))
    assert again.seats()[0] == Seat("Ann Lee", None)
