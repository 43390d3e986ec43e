"""The seats screen of a game with many options and no computer players (DungeonLab)."""
from __future__ import annotations

from game.catalog import game_info
from game.ui.scenes.seats import SeatsScene
from tests.ui.helpers import click


def open_seats(app, key: str) -> SeatsScene:
    scene = SeatsScene(app, game_info(key), seed=7)
    app.stack.push(scene)
    app.step()
    return scene


def options_shown(scene: SeatsScene) -> list[tuple[str, object]]:
    """(option label, its button) for each option button on the page shown."""
    return [(spec.label, b) for b in scene.bar.buttons for spec in scene.info.options
            if b.label.startswith(spec.label + ": ")]


def test_every_option_is_reachable_by_its_pages_and_each_page_fits(app):
    scene = open_seats(app, "lab")
    per = scene.options_per_page(scene.size[1])
    assert 0 < per < len(scene.info.options), "lab's 22 options need pages at 1280×720"
    seen: list[str] = []
    for _ in range(scene.option_pages(scene.size[1])):
        page = options_shown(scene)
        assert all(b.rect.bottom < scene.seed_rect.top for _, b in page), "over the seed"
        seen += [label for label, _ in page]
        nxt = next(b for b in scene.bar.buttons if b.label == "▶")
        if not nxt.enabled:
            break
        click(app, nxt.rect.center)
    assert seen == [spec.label for spec in scene.info.options]


def test_an_option_on_a_later_page_toggles(app):
    scene = open_seats(app, "lab")
    click(app, next(b for b in scene.bar.buttons if b.label == "▶").rect.center)
    button = next(b for b in scene.bar.buttons if b.label.startswith("Werewolves"))
    assert scene.options["werewolf"] is False
    click(app, button.rect.center)
    assert scene.options["werewolf"] is True


def test_a_game_without_computer_players_seats_people_only(app):
    """DungeonLab has no computer explorers (lab §7): every seat is a person, and the
    Human button says why it does not switch."""
    scene = open_seats(app, "lab")
    assert all(seat.bot is None for seat in scene.seats())
    human = next(b for b in scene.bar.buttons if b.label == "Human")
    assert not human.enabled and "people" in human.disabled_reason
    scene.toggle_kind(1)
    assert scene.seats()[1].bot is None


def test_few_options_need_no_pages(app):
    scene = open_seats(app, "trapper")
    assert scene.option_pages(scene.size[1]) == 1
    assert not any(b.label in ("◀", "▶") for b in scene.bar.buttons if b.rect.x > 600)
