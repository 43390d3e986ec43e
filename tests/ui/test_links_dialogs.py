"""Rule links beyond the bubbles (issue 20): a citation ending a message or a confirm
dialog's text is drawn as a link that opens the rules at that section, and Back returns to
the dialog; a link drawn under a dialog cannot be clicked. The solo end screen ranks no one,
nor does a co-operative team's."""
from __future__ import annotations

from game.core.protocol import GameResult, SeatResult
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.rules import RulesScene
from game.ui.widgets import links
from tests.play import click, click_button, frame, open_launcher

REFUSAL = "The dungeon needs its entrance before the heroes come (trapper §4.1)."


def _drawn_texts(app, monkeypatch) -> list[str]:
    """Every text the fonts render from now on."""
    texts: list[str] = []
    render = app.theme.fonts.render

    def spy(text, *args, **kwargs):
        texts.append(text)
        return render(text, *args, **kwargs)
    monkeypatch.setattr(app.theme.fonts, "render", spy)
    return texts


def _opens_the_rules_and_back(app, dialog) -> None:
    assert [(lk.game, lk.section) for lk in links.shown()] == [("trapper", "4.1")]
    click(app, links.shown()[0].rect.center)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.section == "4.1"
    assert app.stack.scenes[-2] is dialog
    click_button(app, "Back")
    assert app.stack.top is dialog


def test_a_message_shows_its_citation_as_a_link_that_opens_the_rules(app, monkeypatch):
    open_launcher(app)
    texts = _drawn_texts(app, monkeypatch)
    app.show_message("Not yet", REFUSAL)
    message = app.stack.top
    assert isinstance(message, MessageScene)
    frame(app)
    assert "rules 4.1" in texts and not any("§" in t for t in texts), texts
    _opens_the_rules_and_back(app, message)


def test_a_confirm_dialog_shows_its_citation_as_a_link_that_opens_the_rules(app,
                                                                            monkeypatch):
    open_launcher(app)
    answered: list[str] = []
    texts = _drawn_texts(app, monkeypatch)
    confirm = ConfirmScene(app, "Start the heroes?", "Start", lambda: answered.append("yes"),
                           detail=REFUSAL, on_no=lambda: answered.append("no"))
    app.stack.push(confirm)
    frame(app)
    assert "rules 4.1" in texts and not any("§" in t for t in texts), texts
    _opens_the_rules_and_back(app, confirm)
    assert answered == []               # the link answered nothing


def test_a_link_under_a_dialog_cannot_be_clicked(app):
    open_launcher(app)
    app.show_message("Not yet", REFUSAL)
    frame(app)
    under = links.shown()[0].rect.center
    answered: list[str] = []
    app.stack.push(ConfirmScene(app, "Concede?", "Concede", lambda: answered.append("yes"),
                                on_no=lambda: answered.append("no")))
    frame(app)
    assert links.shown() == []
    click(app, under)
    assert not any(isinstance(s, RulesScene) for s in app.stack.scenes)


def test_a_solo_end_screen_ranks_no_one(app, monkeypatch):
    texts = _drawn_texts(app, monkeypatch)
    for rank in (1, 2):                 # won or lost alone: no place either way
        texts.clear()
        result = GameResult([SeatResult(0, "Ann", rank, 31)], [0] if rank == 1 else [],
                            "Ann escapes")
        app.stack.push(EndScene(app, "Trapper", result, on_again=lambda: None))
        frame(app)
        assert "Ann" in texts and not {"1st", "2nd"} & set(texts), texts
        app.stack.pop()
    texts.clear()                       # two players are ranked
    result = GameResult([SeatResult(0, "Ann", 1, 31), SeatResult(1, "Bo", 2, 20)], [0],
                        "Ann wins")
    app.stack.push(EndScene(app, "Trapper", result, on_again=lambda: None))
    frame(app)
    assert {"1st", "2nd"} <= set(texts), texts


def test_a_co_operative_team_is_not_ranked_1st_all_round(app, monkeypatch):
    texts = _drawn_texts(app, monkeypatch)
    result = GameResult([SeatResult(0, "Ann", 1, 12), SeatResult(1, "Bo", 1, 9)], [0, 1],
                        "The team reaches its goal")
    app.stack.push(EndScene(app, "Rial's Dungeon", result, on_again=lambda: None))
    frame(app)
    assert {"Ann", "Bo"} <= set(texts) and "1st" not in texts, texts


def test_a_refusal_stays_while_the_pointer_goes_the_long_way_to_its_link(app):
    """A refusal said at the Confirm button on the side panel opens its bubble to the left:
    the pointer crosses open table on its way to the link, and the refusal waits."""
    from game.catalog import game_info
    from game.core.protocol import Seat
    from tests.play import find_button, move, settle, wait
    open_launcher(app)
    app.start_game(game_info("trapper"), [Seat("Ann"), Seat("Computer", "normal")], seed=3)
    settle(app)
    start = find_button(app, "Confirm dungeon").rect.center
    move(app, start)
    app.stack.top.say_error(REFUSAL, start)   # where the player pointed (the test's mouse
    frame(app)                                 # does not move the system pointer)
    link = links.shown()[-1].rect.center
    assert abs(link[0] - start[0]) > 100, "the bubble opened beside the pointer"
    wait(app, 0.3)                      # reading it
    for k in range(1, 11):              # a person's straight stroke, ten motion events
        wait(app, 0.05)
        move(app, (start[0] + (link[0] - start[0]) * k // 10,
                   start[1] + (link[1] - start[1]) * k // 10))
    assert links.shown(), "the refusal faded on the way to its link"
    click(app, links.shown()[-1].rect.center)
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.section == "4.1"
