"""Learn Dungeon Trapper: from the launcher's Learn button to the lesson's end, following the
coach with posted mouse events only, at a new player's settings."""
from __future__ import annotations

from game.ui.scenes.launcher import LauncherScene
from game.ui.tables.trapper.lesson import PITS, THEIR_FAN, THEIR_HEIRLOOM, THEIR_SKELETON
from tests.play import learn, tile_button


def test_the_trapper_lesson_from_the_launcher_to_its_end(app):
    """Walls, the heirloom and the real game's six starting traps; the computer's raid dies
    on the person's Shark Pit; the person re-arms it and raids over the computer's Skeleton
    and Fan onto its heirloom: the same game every time, won."""
    table = learn(app, "trapper")
    rules = table.rules
    assert rules.is_over() and rules.state.winner == 0
    theirs = rules.state.dungeons[1]
    assert theirs.traps[THEIR_SKELETON].revealed and theirs.traps[THEIR_FAN].revealed
    assert rules.state.adventurer == THEIR_HEIRLOOM
    mine = rules.state.dungeons[0]
    assert len(mine.traps) == 6, "the real game's six starting traps"
    assert mine.traps[PITS[0]].revealed and mine.traps[PITS[0]].active, "re-armed"
    assert rules.state.stats[1].deaths == 1, "the computer's raid died on the pit"
    assert isinstance(app.stack.top, LauncherScene) and app.records.matches() == []
    assert "trapper" in app.settings.lessons_done
    assert tile_button(app, "trapper", "Learn").label == "Learn again ✓"


def test_let_me_play_hands_over_a_normal_game(app):
    """The lesson's game is a real one: stepping aside at once, the person is owed the
    real game's six starting traps, two of each tier."""
    from tests import play
    play.open_launcher(app)
    play.click(app, tile_button(app, "trapper", "Learn").rect.center)
    coach = app.coach
    play.until(app, coach.showing, what="the coach's first note")
    aside = next(b for b in coach.bubble.bar.buttons if b.label.startswith("I know this"))
    play.click(app, aside.rect.center)
    play.settle(app)
    assert coach.aside
    assert "Owed: tier 1: 2 · tier 2: 2 · tier 3: 2" in play.drawn_text(app)


def test_the_coach_keeps_clear_of_the_pit_it_asks_to_re_arm(app):
    """issue 35: the note about re-arming the Shark Pit never lies over the pit or the
    tiles where its hover text (the cost to re-arm, the odds) is drawn."""
    from tests import play
    seen = []

    def check(_step):
        coach = app.coach
        step = coach.step
        if step is not None and step.say.startswith("Your Shark Pit"):
            play.frame(app)
            painter = coach.table.painter
            keep = painter.rect_of((1, 4)).union(painter.rect_of((4, 6)))
            seen.append(not any(r.colliderect(keep) for r in coach.bubble.drawn_rects()))
    learn(app, "trapper", on_step=check)
    assert seen and all(seen)


def test_the_coach_keeps_clear_of_the_raids_it_talks_about(app):
    """issue 30 §2 (the coach): while it asks to watch the computer's raid, and at each step
    of the person's raid, its note lies neither over the tiles of the raid by the Entrance
    nor over the caption under the dungeon that says what the step sprang (the pit's roll,
    the Skeleton's fortitude lost, the Fan's push)."""
    from game.ui.tables.trapper.draw import caption_rect
    from tests import play
    seen = []

    def check(_step):
        coach = app.coach
        step = coach.step
        if step is not None and step.say.startswith(RAIDS):
            play.frame(app)
            table = coach.table
            painter = table.painter
            keep = [painter.rect_of((1, 4)).union(painter.rect_of((3, 6))),
                    caption_rect(table)]
            seen.append([r for r in coach.bubble.drawn_rects()
                         if r.collidelist(keep) >= 0])
    learn(app, "trapper", on_step=check)
    assert len(seen) == len(RAIDS) and not any(seen), seen


RAIDS = ("Watch the dice tray", "Click the fogged tile", "Step east again", "The fog to the")
"""The lesson's steps over a raid: the computer's, then the person's three."""


def test_the_note_to_watch_the_computers_raid_is_up_while_it_raids(app, monkeypatch):
    """issue 35: the note that asks to watch the dice tray comes before the computer rolls
    and stays up while its raid plays out (its roll, its steps, its death in the pit), not
    after the raid is over; the person's Roll comes after, in a note of its own."""
    from game.games.trapper.events import AdventurerDied, Moved, RaidStarted
    from game.ui.tables.trapper.scene import TrapperTable
    from tests import play
    seen: list[tuple[str, bool, str]] = []
    on_event = TrapperTable.on_event

    def told(table, event):
        on_event(table, event)
        coach = app.coach
        if isinstance(event, (RaidStarted, Moved, AdventurerDied)) and event.seat == 1 \
                and coach is not None:                  # Computer 1's raid on Ann
            step = coach.step
            drawn = coach.showing() and not coach.between_steps()
            seen.append((type(event).__name__, drawn, step.say if step else ""))
    monkeypatch.setattr(TrapperTable, "on_event", told)
    words: list[str] = []

    def check(coach):
        if coach.step.say.startswith("Watch the dice tray"):
            fonts = app.theme.fonts
            render, drawn = fonts.render, []
            fonts.render = lambda text, *a, **k: drawn.append(text) or render(text, *a, **k)
            try:
                coach.bubble._note = None           # the note drawn afresh, its words seen
                coach.bubble.draw(app.screen)
            finally:
                fonts.render = render
            words.append(" ".join(drawn))
    table = learn(app, "trapper", on_step=check)
    assert table.rules.state.stats[1].deaths == 1
    assert [name for name, _, _ in seen] == ["RaidStarted", "Moved", "AdventurerDied"], seen
    assert all(drawn and say.startswith("Watch the dice tray") for _, drawn, say in seen), \
        seen
    assert words and "Watch the dice tray" in words[0]
    assert "Roll 2d6" not in words[0].split("Watch the dice tray")[1].split("(")[0], \
        "the Roll is the next note's"


def test_the_notes_say_each_thing_once_and_what_a_hit_is(app):
    """issue 35: the note after re-arming names the pit and the fortitude once each, with
    the odds; the Wall Darts note says what counts as a hit."""
    import re
    afters: dict[str, str] = {}

    def check(coach):
        afters[coach.step.say] = coach.after
    learn(app, "trapper", on_step=check)
    kept = next(after for say, after in afters.items() if say.startswith("Press Start raid"))
    assert kept.count("Shark Pit") == 1 and len(re.findall(r"fortitude \d+", kept)) == 1, kept
    assert re.search(r"\d+%", kept), kept
    darts = next(say for say in afters if say.startswith("Pick Wall Darts"))
    assert "at least their fortitude is a hit" in darts


def covered_pieces(coach) -> list:
    """What of the dungeon on screen the coach's note lies over, besides its target: the
    dungeon's title, its Entrance, a wall, a trap, the fog, the heirloom, the adventurer."""
    from game.ui.tables.trapper.draw import title_rect
    table = coach.table
    board = table.shown_board()
    view = table.view_of(coach.context.seat)
    cells = {tuple(view["board"]["entrance"])}
    cells |= {tuple(w) for w in board["walls"]} | {tuple(f) for f in board["fog"]}
    cells |= {tuple(t["cell"]) for t in board["traps"]}
    cells |= {tuple(at) for at in (board["heirloom"], view["adventurer"]) if at}
    target = coach.target()
    keep = {at: table.painter.rect_of(at) for at in sorted(cells)}
    keep = {at: r for at, r in keep.items() if target is None or not r.colliderect(target)}
    keep["title"] = title_rect(table, board)
    bubble = coach.bubble.rect
    return [at for at, r in keep.items() if bubble is not None and bubble.colliderect(r)]


def test_the_coach_keeps_off_the_title_the_entrance_and_the_pieces(app):
    """issue 30 §2, 35: on every frame a note is drawn over the table, it lies over none of
    what the lesson teaches (the dungeon's title, its Entrance, a wall, a trap, the fog, the
    heirloom or the adventurer), and still off the side panel
    (tests/table/test_coach_clear.py asks that of every lesson)."""
    covered: dict[int, tuple[str, set]] = {}
    on_panel: set[int] = set()
    step_frame = app.step

    def checked(*args, **kwargs):
        step_frame(*args, **kwargs)
        coach = app.coach
        if coach is None or coach.step is None or coach.bubble.rect is None \
                or app.stack.top is not coach.table:
            return
        hit = covered_pieces(coach)
        if hit:
            covered.setdefault(coach.index + 1, (coach.step.say[:40], set()))[1].update(hit)
        if coach.bubble.rect.colliderect(coach.table.side_rect):
            on_panel.add(coach.index + 1)
    app.step = checked
    learn(app, "trapper")
    assert not on_panel, on_panel
    assert not covered, "\n".join(f"{k}: {v}" for k, v in covered.items())
