"""Rial's words and pawns as the play-tests found them (issue 20 part 4)."""
from __future__ import annotations

import pygame

from game.games.rial import actions as A
from game.games.rial.decks import an_item
from game.games.rial.scoring import result
from game.ui.tables.rial.draw import cap_texts, pawn_labels, pawn_spots, sheet_lines
from game.ui.tables.rial.panels import answer_panel, challenge_panel, raise_panel
from tests.rial.helpers import match, texts


def test_pawns_have_their_own_marks_and_never_overlap():
    assert pawn_labels(["Ann", "Computer 1", "Computer 2"]) == ["A", "C1", "C2"]
    assert pawn_labels(["Cat", "Computer 1"]) == ["C1", "C2"]     # seat numbers then
    assert pawn_labels(["Ann", "Ben"]) == ["A", "B"]
    for count in (2, 3, 4):
        spots, radius = pawn_spots(pygame.Rect(0, 0, 48, 48), count)
        for i, a in enumerate(spots):
            for b in spots[i + 1:]:
                assert (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 >= (2 * radius) ** 2


def test_no_pawn_before_the_entrances_are_rolled():
    from game.core.protocol import Seat
    from game.games.rial.rules import RialRules
    rules = RialRules.new_game(1, [Seat("Ann"), Seat("Ben")])
    rules.apply(A.SetCapabilities(0, (2, 2, 2, 2, 2, 1, 1)))
    view = rules.view(None)
    assert view["players"][0]["caps"] and not view["players"][0]["home"]


def test_items_read_as_the_log_spells_them():
    assert an_item("key") == "a Key" and an_item("lock_picks") == "a set of Lock picks"
    player = {"caps": {"fighting": 3}, "items": ["key", "key", "healing", "sword"],
              "chests": []}
    assert sheet_lines(dict(player, caps={"health": 2}))[1] == \
        "Items: Key ×2, Healing potion, Sword"
    assert cap_texts(player)["fighting"] == "3+1"


def test_panels_speak_plainly():
    rules = match(2, {"mode": "coop"})
    view = rules.view(0)
    view = dict(view, stage="mentor")
    lines, _ = raise_panel(view, 0, lambda a: None)
    assert lines == ["The Mentor teaches you: raise one capability by 1."]
    view = dict(rules.view(1), trade={"from": 0, "to": 1, "give": ["key"], "get": []})
    lines, _ = answer_panel(view, 1, lambda a: None)
    assert "nothing" not in " ".join(lines) and "gift" in " ".join(lines)
    rules.state.stage, rules.state.pending = "monster", {"monster": "troll"}
    rules._view = None
    lines, _ = challenge_panel(rules, rules.view(0), 0, lambda a: None)
    assert "steals 2 Chest cards" in lines[1] and "(s)" not in lines[1]


def test_the_end_says_what_ended_it_and_co_op_has_no_tie_line():
    rules = match(2, {"mode": "coop"})
    rules.state.phase, rules.state.ended_by = "over", "rounds"
    out = result(rules)
    assert ("Ended by", "the round limit") in [(s.label, s.value) for s in out.stats]
    assert not [line for seat in out.seats for line in seat.lines if "Health" in line.label]


def test_a_map_counts_its_cards():
    rules = match(1)
    rules.state.cards = {}
    from tests.rial.helpers import put
    put(rules, "L12", "chest", 2)
    rules.state.players[0].items = ["map"]
    events = rules.apply(A.UseItem(0, "map"))
    assert "1 card to turn up" in " ".join(texts(rules, events))


def test_every_chance_card_has_its_own_picture():
    """Each monster, trap and helper of the Chance deck is drawn with its own sprite (the
    table shows `rial_<card>` when the card is drawn)."""
    import json
    from pathlib import Path
    from game.games.rial.rules import RialRules
    atlas = json.loads((Path(__file__).parents[2] / "sprites" / "rial.json").read_text())
    content = RialRules.default_content()
    cards = set(content.chance_deck())
    assert any(card.startswith("monster:") for card in cards)
    missing = [card for card in cards
               if f"rial_{card.replace(':', '_')}" not in atlas and ":" in card]
    assert not missing, missing
    pictures = {tuple(atlas[f"rial_{card.replace(':', '_')}"]) for card in cards if ":" in card}
    assert len(pictures) == len([c for c in cards if ":" in c])


def test_no_sheet_says_at_an_entrance_before_the_entrances_are_rolled(app):
    """Seen playing: every sheet read "(at an entrance)" while capabilities were still being
    set; it says so once the seat has rolled its entrance."""
    from game.core.protocol import Seat
    from tests import play
    from tests.rial.screen import open_session, set_out
    _session, table = open_session(app, seats=[Seat("Ann"), Seat("Computer 1", "explorer")])
    assert not any("at an entrance" in t for t in play.drawn_text(app))
    set_out(app, table)
    play.settle(app)
    assert any("at an entrance" in t for t in play.drawn_text(app)) or \
        all(p.pos >= 0 for p in table.rules.state.players)
