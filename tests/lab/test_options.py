"""Every (option) of DungeonLab's setup (lab §2.2: default off) changes what it says, and
nothing when off."""
from __future__ import annotations

from game.core.protocol import Seat
from game.games.lab.actions import Answer, Move, Shoot, Suicide
from game.games.lab.dungeon import edge_of
from game.games.lab.generator import generate, map_rng
from game.games.lab.rules import LabRules
from tests.lab.helpers import T, dungeon, first_two, game, land, me, said, text


def test_size_levels_and_a_hand_made_map():
    r = LabRules.new_game(1, [Seat("A")], {"size": 10, "levels": 4})
    assert (r.d.width, r.d.levels) == (10, 4)
    r = LabRules.new_game(1, [Seat("A")], {"map": "first-steps"})
    assert r.d.title == "First Steps" and r.d.width == 5


def test_kits_landings_and_fifty_bullets():
    for opts, bullets in (({}, 90), ({"kits": 1}, 30), ({"kits": 1, "fifty_bullets": True}, 50)):
        r = game(dungeon(), **opts)
        land(r, (3, 3, 1))
        assert me(r).ammo["bullets"] == bullets
    r = game(dungeon(), landings=1)
    land(r, (1, 1, 1))
    r.apply(Suicide(0))
    assert r.is_over()


def test_prison_fine_and_skins_as_cash():
    r = game(dungeon({(3, 3, 1): T("prison")}), prison_fine=20)
    land(r, (3, 2, 1))
    r.apply(Move(0, "S"))
    assert me(r).money == 40
    for cash, bites in ((True, 0), (False, 3)):
        r = game(dungeon({(3, 3, 1): T("prison")}), skins_cash=cash)
        land(r, (3, 2, 1))
        me(r).money, me(r).skins = 20, {"panther": 1}
        r.apply(Move(0, "S"))
        assert me(r).damage["bites"] == bites


def test_management_center_once_per_landing():
    d = dungeon({(3, 3, 1): T("management")}, {edge_of(3, 2, "N"): "simple"})
    for per_landing, again in ((True, True), (False, False)):
        r = game(d, management_per_landing=per_landing)
        land(r, (3, 2, 1))
        r.apply(Move(0, "S"))
        r.apply(Move(0, "N"))
        r.apply(Suicide(0))
        land(r, (3, 2, 1))
        words = text(r.apply(Move(0, "S")), 0)
        assert ("exit cell holds" in words) is again


def test_generator_options_put_their_monsters_in():
    on = {"werewolf": True, "marmar": True, "cop": True, "lokh": True, "exote_beasts": True,
          "waterfall": True, "arnor": True}
    maps = [generate(map_rng(s), 7, 2, on) for s in range(30)]
    plain = [generate(map_rng(s), 7, 2) for s in range(30)]
    count = lambda ds, k: sum(len(d.spots_of(k)) for d in ds)  # noqa: E731
    assert count(maps, "werewolf") == 60 and count(plain, "werewolf") == 0
    assert count(maps, "marmar") == 60 and count(maps, "cop") == 30
    assert count(maps, "lokh") > 0 and count(plain, "lokh") == 0
    assert any(t.exote for d in maps for t in d.things.values())
    assert not any(t.exote for d in plain for t in d.things.values())
    assert any(a[2] != b[2] for d in maps for r in d.rivers for a, b in zip(r, r[1:]))
    assert all(dict(d.things[s].items).get("arnor") for d in maps for s in d.spots_of("blades"))


def test_arnor_blades_elven_blades_only_parry():
    d = dungeon({(3, 3, 1): T("rider"), (1, 1, 1): T("mordor")})
    r = game(d, arnor=True)
    land(r, (3, 2, 1))
    me(r).gear["elven"] = 1
    words = text(r.apply(Move(0, "S")), 0)
    assert "parries" in words and r.state.creatures[(3, 3, 1)].alive and me(r).pos == (3, 3, 1)
    r = game(d, arnor=True)
    land(r, (3, 2, 1))
    me(r).gear["arnor"] = 1
    r.apply(Move(0, "S"))
    assert not r.state.creatures[(3, 3, 1)].alive and me(r).gear["morgul"] == 1


def test_blasters_kill_beasts_only_with_the_option():
    for on, alive in ((True, False), (False, True)):
        r = game(dungeon({(4, 3, 1): T("lion")}), blaster_beasts=on)
        land(r, (3, 3, 1))
        r.apply(Shoot(0, "blasters", 2, "E"))
        assert r.state.creatures[(4, 3, 1)].alive is alive


def test_exote_ontifutlas_flies_through_walls():
    d = dungeon({(1, 3, 1): T("ontifutlas"), (3, 3, 1): T("gourm"), (1, 1, 1): T("eldar")},
                {edge_of(4, 3, "E"): "simple"})
    for on, end in ((True, (5, 3, 1)), (False, (4, 3, 1))):
        r = game(d, exote_ontifutlas=on)
        land(r, (1, 2, 1))
        me(r).gear["bridle"] = 1
        r.apply(Move(0, "S"))                      # mounts at (1, 3)
        r.apply(Move(0, "E"))                      # jumps onto the gourm at (3, 3)
        assert me(r).pos == (3, 3, 1) and r.state.ontifutlai[0].exote is on
        me(r).exote = False                        # only the ontifutlas may pass walls now
        r.apply(Move(0, "E"))                      # over (4, 3), then the simple wall
        assert me(r).pos == end


def test_glimpse_name_monoliths_and_show_moves():
    d = dungeon({(2, 2, 1): T("pit"), (4, 4, 1): T("pit"), (2, 1, 1): T("store")},
                pits={(2, 2, 1): (4, 4, 1), (4, 4, 1): (2, 2, 1)})
    for on in (True, False):
        r = game(d, glimpse=on)
        land(r, (2, 3, 1))
        assert ("glimpse: Lights to the north" in text(r.apply(Move(0, "N")), 0)) is on
        r = game(dungeon(), name_monoliths=on)
        land(r, (1, 1, 1))
        assert ("North: a monolith." in text(r.apply(Move(0, "N")), 0)) is on
        r = game(dungeon(), seats=2, show_moves=on)
        a, b = first_two(r)
        events = land(r, (3, 3, 1), a)
        name = r.state.players[a].name
        assert (f"{name}: You land at (3, 3) on level 1." in said(events, b)) is on


def test_round_limit():
    for on in (True, False):
        r = game(dungeon(), round_limit=on)
        land(r, (1, 1, 1))
        for _ in range(305):
            if r.is_over():
                break
            r.apply(Move(0, "N"))
        assert r.is_over() is on


def test_answers_are_yes_or_no_only():
    r = game(dungeon({(3, 3, 1): T("willow")}))
    land(r, (3, 2, 1))
    r.apply(Move(0, "S"))
    assert r.legal_actions(0) == [Answer(0, True), Answer(0, False)]
    r.apply(Answer(0, True))
    r.apply(Answer(0, True))
    r.apply(Answer(0, False))
    assert me(r).gear["boat"] == 1
