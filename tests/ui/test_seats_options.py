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
            if b.label.startswith((spec.label + ": ", spec.label.split(" (")[0] + ": "))]


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


def option_button(scene: SeatsScene, key: str):
    return next(b for k, r in scene.option_rects for b in scene.bar.buttons
                if k == key and b.rect == r)


def test_a_hand_made_map_shows_its_own_size_and_levels_and_its_name_fits(app):
    from game.games.lab.maps import set_by_map
    scene = open_seats(app, "lab")
    scene.options["map"] = "river-run"
    scene.layout(scene.size)
    size, levels = option_button(scene, "size"), option_button(scene, "levels")
    assert size.label.endswith(": 5×5") and levels.label == "Levels: 1"
    assert not size.enabled and size.disabled_reason == set_by_map("size", scene.options)[1]
    scene.options["map"] = "the-classic"
    scene.layout(scene.size)
    chosen = option_button(scene, "map")
    assert chosen.label == "Map: the classic"
    width = app.theme.fonts.get(15, "bold").size(chosen.label)[0]
    assert width < chosen.rect.width - 40                  # clear of the button's edges


def test_a_seat_button_steps_human_easy_normal_hard(app):
    scene = open_seats(app, "rial")
    kind = scene.row_rects[0][2]
    seen = []
    for _ in range(4):
        seen.append(next(b.label for b in scene.bar.buttons if b.rect == kind))
        click(app, kind.center)
    assert seen == ["Human", "Computer: Easy", "Computer: Normal", "Computer: Hard"]


def test_a_number_option_runs_with_the_wheel_a_held_button_or_typing(app):
    import pygame
    from tests.play import frame, move, type_text, wait
    scene = open_seats(app, "rial")
    scene.options["end"] = "rounds"
    scene.layout(scene.size)
    spec = next(o for o in scene.info.options if o.key == "round_limit")
    values = list(spec.values())
    rect = dict(scene.option_rects)["round_limit"]
    move(app, rect.center)
    start = scene.options["round_limit"]
    frame(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1) for _ in range(4)])
    moved = values.index(start) - values.index(scene.options["round_limit"])
    assert moved > 4                                    # a turning wheel runs
    before = scene.options["round_limit"]
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)])
    wait(app, 1.2)                                      # held down
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)])
    assert values.index(scene.options["round_limit"]) - values.index(before) > 5
    type_text(app, "1")
    type_text(app, "5")
    assert scene.options["round_limit"] == min(values, key=lambda v: abs(v - 15))


def test_the_screen_says_a_right_click_lowers_and_shows_an_options_help(app):
    from tests.play import drawn_text, move
    scene = open_seats(app, "rial")
    text = " ".join(drawn_text(app))
    assert "right click" in text and "goes back" in text
    key, rect = scene.option_rects[0]
    move(app, rect.center)
    assert scene.option_words(key) in drawn_text(app)


def test_a_dungeon_name_placeholder_names_the_seat_as_it_will_start(app):
    """One computer among people starts as "Computer": its dungeon's placeholder says
    "Computer's dungeon", never the row's "Computer 2's dungeon"."""
    from tests.play import drawn_text
    scene = open_seats(app, "doodle")
    names = [s.name for s in scene.seats()]
    assert names.count("Computer") == 1, names
    shown = drawn_text(app)
    assert "Computer's dungeon" in shown
    assert not any(t.startswith("Computer ") and t.endswith("'s dungeon") for t in shown), shown


def test_rials_co_op_goal_says_what_it_means_for_this_setup(app):
    """The goal that follows the setup reads so, and its help names the figure for these
    seats (rial §5)."""
    scene = open_seats(app, "rial")
    scene.toggle_option("mode")                       # co-operative
    click(app, next(b for b in scene.bar.buttons if b.label == "▶").rect.center)
    labels = [b.label for b in scene.bar.buttons]
    assert any(l.startswith("Team goal") and l.endswith(": follows the setup") for l in labels), \
        "|".join(labels)
    words = scene.option_words("team_goal")
    assert words.startswith("Goal ") and "Normal computer" in words, words
    scene.change_count(1)
    assert scene.option_words("team_goal") != words


def test_an_options_line_fits_under_it_and_the_bubble_says_only_what_it_cut(app):
    """Each option's line under its button stays inside the button's width; a line too long
    for it ends in "…" and the whole of it shows in the pointer's bubble, while a line
    shown whole is not said twice (Rial's dungeon line ran past the panel's edge)."""
    from tests.play import drawn_text, move
    for game in ("doodle", "maker", "trapper", "lab", "rial"):
        scene = open_seats(app, game)
        fonts = app.theme.fonts
        for key, rect in scene.option_rects:
            words = scene.option_words(key)
            shown = [t for t in drawn_text(app) if t == words or (
                t.endswith("…") and words.startswith(t[:-1].rstrip()))]
            assert shown, (game, key)
            assert fonts.get(10, "italic").size(shown[0])[0] <= rect.width, (game, key)
            move(app, rect.center)
            if scene.option_off(key):
                continue
            said = " ".join(drawn_text(app)).count(words)      # a bubble wraps its lines
            assert said == 1, (game, key, said)
        app.stack.pop()


def test_a_right_click_on_a_seats_player_steps_it_back(app):
    """A seat's Human/Computer button goes back on a right click, as an option does: from
    Human a right click makes the hardest computer, and a click brings Human back."""
    from tests.play import drawn_text
    scene = open_seats(app, "rial")
    _, _, kind = scene.row_rects[0]
    assert scene.rows[0].bot is None
    click(app, kind.center, button=3)
    assert scene.rows[0].bot == scene.seat_kinds()[-1], scene.rows[0].bot
    click(app, kind.center)
    assert scene.rows[0].bot is None
    assert any("a right click goes back" in t for t in drawn_text(app))
