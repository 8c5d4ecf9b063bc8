"""The Plague table, offscreen: a refused card says the engine's reason, the Priest's pile click sends the cover
action, a finished trick stays in the middle with its winner marked and then goes onto its winner's pile, the round
summary lists each seat's top cards and points, seats sit around the table with the trick in front of them, a hand
of 15 fits in one row, the table mirrors under RTL and speaks Persian, and a whole match against the computer played
through clicks reaches the end dialog."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from cardtable.controllers import SeatConfig
from cardtable.engine.base import Action
from cardtable.engine.plague import GAME
from cardtable.ui import i18n
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.games.plague import PlagueTable
from cardtable.ui.games.plague.faces import FACES
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.items import CardItem
from tests.engine.plague.plague_helpers import c, exact, play, start
from tests.ui.matches import play_by_clicks


def table_for(st, viewer: int = 0, rtl: bool = False, speed: float = 0.0) -> PlagueTable:
    names = ["Sara", "Ali", "Reza", "Mina"][: st.num_players]
    table = PlagueTable(QGraphicsScene(), GAME, names, Animator(speed))
    table.viewer = viewer
    table.rtl = rtl
    table.sync(st.observation(viewer), [])
    return table


def click(qtbot, view: QGraphicsView, item) -> None:
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def shown(qtbot, table: PlagueTable) -> QGraphicsView:
    view = QGraphicsView(table.scene)
    view.resize(1240, 820)
    qtbot.addWidget(view)
    view.show()
    return view


def offered_table(qtbot, st) -> tuple[PlagueTable, QGraphicsView]:
    """Seat 0's table of ``st`` offering its pending decision as the screen does (the choices lit, the refused
    ones saying why), shown in a view to click in."""
    table = table_for(st)
    decision = st.decision()
    table.show_choices(table.offer(decision, ()))
    table.show_refusals(decision)
    return table, shown(qtbot, table)


def test_a_refused_card_says_the_engines_reason_and_the_legal_ones_are_highlighted(app, qtbot):
    st = start(2, {0: "b2 r9", 1: "r4"}, leader=1)
    play(st, "r4")  # Ali leads red: Sara must follow red
    table, view = offered_table(qtbot, st)
    blue, red = table.cards[("c", c("b2"))], table.cards[("c", c("r9"))]
    assert red.highlighted and not blue.highlighted
    reasons: list[str] = []
    chosen: list[Action] = []
    table.refused.connect(reasons.append)
    table.actionChosen.connect(chosen.append)
    click(qtbot, view, blue)
    assert reasons == ["You must follow red: play a Red Trumpet."] and chosen == []
    assert "Follow red" in table.prompt(st.decision(), ())
    click(qtbot, view, red)
    assert chosen == [Action.of("play", c("r9"))]


def test_the_prompt_says_so_when_you_hold_none_of_the_lead_colour(app):
    st = start(2, {0: "b2 g9", 1: "r4"}, without={0: {"red"}}, leader=1)
    play(st, "r4")  # Ali leads red; Sara holds no red (the tester was told "Follow red if you can.")
    table = table_for(st)
    assert table.prompt(st.decision(), ()) == "You hold no red, so you need not follow it: play any card you may."


def test_the_priest_may_not_lead_nor_come_before_a_plague_and_says_so(app):
    st = start(3, {0: "r3 P"})
    table = table_for(st)
    decision = st.decision()
    priest = next(r for r in decision.refusals if r.action == Action.of("play", c("P")))
    assert table.reason(priest, decision) == "The Priest may not lead a trick."
    other = start(3, {0: "r3", 1: "P"}, without={1: ["red"]})
    play(other, "r3")
    table = table_for(other, viewer=1)
    decision = other.decision()
    priest = next(r for r in decision.refusals if r.action == Action.of("play", c("P")))
    expected = "The Priest may be played only once a Plague has been played this round."
    assert table.reason(priest, decision) == expected


def priest_cover_state():
    """Sara won a trick with Plague 3 on top and one with green 11 on top, then wins one with the Priest."""
    st = exact(2, {0: "r12 g11 g1 P b1", 1: "p3 g2 g12 b5 b6"})
    play(st, "r12", "p3")  # Sara wins, Plague 3 goes on top
    play(st, "g11", "g2")  # Sara wins, green 11 on top
    play(st, "g1", "g12")  # Ali wins and leads
    play(st, "b5", "P")  # Sara wins with the Priest
    assert st.decision().kind == "cover"
    return st


def test_the_priests_pile_click_sends_the_cover_action_and_other_piles_say_why_not(app, qtbot):
    st = priest_cover_state()
    table, view = offered_table(qtbot, st)
    plague_pile, red_pile = table.cards[("c", c("p3"))], table.cards[("c", c("g11"))]
    assert plague_pile.highlighted and not red_pile.highlighted
    assert table.counts[c("p3")].text == "2" and not plague_pile.badges  # the pile's card count, on its tag
    chosen: list[Action] = []
    reasons: list[str] = []
    table.actionChosen.connect(chosen.append)
    table.refused.connect(reasons.append)
    click(qtbot, view, red_pile)
    assert reasons == ["The Priest may cover only a pile with a Plague on top."]
    click(qtbot, view, table.counts[c("p3")])  # a click on the count goes to its pile
    assert chosen == [Action.of("cover", 0)]
    keep = [a for a, item in table.choices if not isinstance(item, CardItem)]
    assert keep == [Action.of("cover", "keep")]
    events = st.apply(chosen[0])
    table.clear_choices()
    table.sync(st.observation(0), events)
    assert ("c", c("p3")) not in table.cards  # covered by the Priest
    assert table.counts[c("P")].text == "4" and c("p3") not in table.counts
    assert "covers it" in table.describe(events[0], 0) and "Plague 3" in table.describe(events[0], 0)


def test_a_finished_trick_waits_with_its_winner_marked_then_goes_onto_the_winners_pile(app, qtbot):
    st = start(4, {0: "r4", 1: "r6", 2: "b2", 3: "r9"})
    play(st, "r4", "r6", "b2")
    table = table_for(st, speed=1.0)
    qtbot.waitUntil(lambda: not table.animator.running, timeout=5000)  # the cards played so far have landed
    events = st.apply(Action.of("play", c("r9")))
    table.sync(st.observation(0), events)
    blue = table.cards[("c", c("b2"))]
    slots = table.slots()
    assert table.gathering and blue.pos() == slots[2]  # still in front of Reza
    assert table.winner is not None and table.winner.text == "wins" and table.winner.card is blue
    assert c("b2") not in table.counts  # no pile yet
    qtbot.waitUntil(lambda: not table.gathering, timeout=5000)
    assert ("c", c("r4")) not in table.cards and ("c", c("r9")) not in table.cards
    assert blue.scale() == table.PILE_SCALE and table.counts[c("b2")].text == "4" and table.winner is None
    assert table.piles_box(table.areas()[2]).contains(blue.sceneBoundingRect().center())
    sentence = table.describe(next(e for e in events if e.kind == "trick_won"), 0)
    assert sentence == "\u2068Reza\u2069 wins the trick with Blue Shell 2: blue beats red. It goes on top (3 points)."
    table.teardown()


def test_seats_sit_around_the_table_with_their_trick_cards_in_front_of_them(app):
    st = start(4, {0: "r4", 1: "r6", 2: "b2", 3: "r9"})
    play(st, "r4", "r6", "b2")
    table = table_for(st)
    areas = table.areas()
    centre = table.CENTRE
    for seat, card in ((0, "r4"), (1, "r6"), (2, "b2")):
        item = table.cards[("c", c(card))].sceneBoundingRect().center()
        area = areas[seat].center()
        # the card lies between the middle and its seat
        assert min(centre.x(), area.x()) - 1 <= item.x() <= max(centre.x(), area.x()) + 1
        assert min(centre.y(), area.y()) - 1 <= item.y() <= max(centre.y(), area.y()) + 1
    rects = [table.plates[s].sceneBoundingRect() for s in range(4)]
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


@pytest.mark.parametrize("rtl", [False, True])
def test_a_hand_of_15_fits_in_one_row_and_mirrors_under_rtl(app, rtl):
    st = start(2, {})
    table = table_for(st, rtl=rtl)
    hand = [table.cards[("c", x)] for x in st.hand(0)]
    assert len(hand) == 15 and len({round(i.pos().y()) for i in hand}) == 1
    xs = [i.pos().x() for i in hand]
    assert xs == sorted(xs, reverse=rtl)  # the hand reads from its reading start
    assert all(i.sceneBoundingRect().left() >= 0 and i.sceneBoundingRect().right() <= 1200 for i in hand)


def test_the_round_summary_lists_each_seats_top_cards_and_points(app):
    st = exact(2, {0: "r4 g9", 1: "b2 p3"})
    play(st, "r4", "b2")  # blue beats red: Ali wins, Blue Shell 2 on top
    st.apply(Action.of("play", c("p3")))  # Ali leads a Plague: he holds nothing else
    events = st.apply(Action.of("play", c("g9")))  # Sara wins, Plague 3 on top
    table = table_for(st)
    won = table.describe(next(e for e in events if e.kind == "trick_won"), 0)
    assert won == (
        "You win the trick with Green Flower 9, the highest green. "
        "Plague 3 goes on top instead (\u2066\u22123\u2069 points)."
    )
    summary = table.round_summary(events, 0)
    assert "Round 1 over" in summary
    assert "Sara\u2069: Plague 3 = \u2066\u22123\u2069 points" in summary
    assert "Ali\u2069: Blue Shell 2 = 3 points" in summary
    assert "Ali\u2069 wins it with 3 points" in summary


def test_the_table_speaks_persian_and_mirrors(app):
    st = start(2, {0: "b2 r9", 1: "r4"}, leader=1)
    play(st, "r4")
    i18n.install_language(app, "fa")
    table = table_for(st, rtl=True)
    decision = st.decision()
    refusal = decision.refusals[0]
    assert table.reason(refusal, decision) != "You must follow red: play a Red Trumpet."
    assert "شیپور قرمز" in table.reason(refusal, decision)
    ltr = table_for(st, rtl=False)
    assert table.plates[0].pos().x() > ltr.plates[0].pos().x()  # the plate sits at the reading start
    finished = exact(2, {0: "r4", 1: "b2"})
    events = finished.apply(Action.of("play", c("r4"))) + finished.apply(Action.of("play", c("b2")))
    summary = table_for(finished, rtl=True).round_summary(events, 0)
    assert "dir='rtl'" in summary and "صدف آبی ۲" in summary


def test_a_whole_match_against_the_computer_through_clicks_reaches_the_end_dialog(window, qtbot):
    setup = GameSetup("plague", (SeatConfig("Sara", None), SeatConfig("Ali", "heuristic")), {"first_player": 0}, 3)
    screen = window.start_game(setup, confirm=False)
    played = play_by_clicks(window, qtbot, screen, random.Random(5))
    assert all("Round" in text for text in played.summaries)
    assert len(played.summaries) >= 2 and "play" in played.kinds  # three rounds won take at least three rounds
    sentences = screen.log_model.sentences()
    assert any("wins the trick" in s or "You win the trick" in s for s in sentences)
    assert any("wins the match" in s or "You win the match" in s for s in sentences)


def test_a_replay_shows_every_hand_face_up_and_a_game_only_your_own(app):
    st = start(3, {})
    table = PlagueTable(QGraphicsScene(), GAME, ["Sara", "Ali", "Reza"], Animator(0.0))
    table.viewer = 0
    table.sync(st.observation(0), [])
    assert ("c", st.hand(1)[0]) not in table.cards  # Ali's hand is face down
    table.sync(st.spectator_view(0), [])
    ali = table.cards[("c", st.hand(1)[0])]
    assert ali.face_up and ali.scale() == table.BACK_SCALE


def test_counts_take_their_plural_form_in_english_and_persian(app):
    st = exact(2, {0: "r8 p1", 1: "r9 g7"})
    play(st, "r8")
    events = st.apply(Action.of("play", c("r9")))  # Ali wins with Red Trumpet 9: 1 point on top
    table = table_for(st)
    won = table.describe(next(e for e in events if e.kind == "trick_won"), 0)
    assert won.endswith("It goes on top (1 point).")
    assert FACES[c("r8")].text() == "On top: 1 point" and FACES[c("p1")].text() == "On top: \u2066\u22121\u2069 point"
    assert FACES[c("p3")].text() == "On top: \u2066\u22123\u2069 points" and "(s)" not in FACES[c("b12")].text()
    assert table._seat_tip(st.observation(0), 1).startswith("\u2068Ali\u2069: 1 card in hand.")
    assert table._seat_tip(st.observation(0), 0).startswith("\u2068Sara\u2069: 1 card in hand.")
    i18n.install_language(app, "fa")
    assert FACES[c("r8")].text() == "رویِ دسته: ۱ امتیاز"
    assert "۱ کارت در دست" in table._seat_tip(st.observation(0), 1)


HINT_REASONS = [
    ("covers", {"card": c("p3")}, "covers your pile with Plague 3 on top"),
    ("fortress_sure", {"parity": "even"}, "the Fortress's parity is certain: every other card is even"),
    ("fortress_sure", {"parity": "odd"}, "the Fortress's parity is certain: every other card is odd"),
    ("wins_cheapest", {"card": c("r6")}, "wins the trick with the cheapest winning card"),
    ("takes_cheapest", {"card": c("r6")}, "takes the trick for now with the cheapest card that does"),
    ("priest_covers", {"card": c("p2")}, "may then cover your pile with Plague 2 on top"),
    ("priest_over_plague", {"card": c("p5")}, "goes on top instead of Plague 5"),
    ("dumps_on_leader", {"seat": 1}, "dumps a Plague on the trick of the leader, \u2068Ali\u2069"),
    ("dumps", {"seat": 1}, "dumps a Plague on the trick \u2068Ali\u2069 is winning"),
    ("follows_low", {"card": c("b3")}, "follows low: cannot win this trick"),
    ("sheds_high", {"card": c("b7")}, "sheds a high card"),
    ("keeps_priest", {}, "keeps the Priest to cover a Plague pile later"),
    ("leads_safe", {"colour": "red"}, "leads red: nobody is known to hold no red"),
    ("leads_safe", {"colour": "green"}, "leads green"),
    ("leads_safe", {"colour": "blue"}, "leads blue"),
]


def test_every_hint_reason_is_worded_in_english_and_persian(app):
    table = table_for(start(2, {}))
    english = {}
    for key, data, words in HINT_REASONS:
        english[key, str(data)] = table.hint_reason(key, data)
        assert words in english[key, str(data)]
    i18n.install_language(app, "fa")
    for key, data, _words in HINT_REASONS:
        persian = table.hint_reason(key, data)
        assert persian and persian != english[key, str(data)] and "%" not in persian


def test_a_piles_count_is_readable_at_1280x720_with_four_players(app, qtbot):
    st = start(4, {0: "r4", 1: "r6", 2: "b2", 3: "r9"})
    play(st, "r4", "r6", "b2", "r9")  # Reza wins: a pile of 4
    table = table_for(st)
    view = QGraphicsView(table.scene)
    view.resize(957, 600)  # the table's part of a 1280x720 window
    view.fitInView(table.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    qtbot.addWidget(view)
    tag = table.counts[c("b2")]
    on_screen = tag.deviceTransform(view.viewportTransform()).mapRect(tag.boundingRect())
    assert on_screen.height() >= 16  # about 12 px digits, whatever the card's scale
    card = table.cards[("c", c("b2"))].sceneBoundingRect()
    assert card.contains(tag.sceneBoundingRect().center())


def priest_win_at_hand(seeds: range = range(1, 200)) -> tuple[int, list[Action], Action]:
    """A 2-player match (seed, the random actions before it) where Sara (seat 0) is to play the second card of a
    trick and one of her cards wins it with the Priest with a Plague pile of hers to cover: that card."""
    for seed in seeds:
        st = GAME.new_game(2, seed, {"first_player": 1})
        rng = random.Random(seed)
        actions: list[Action] = []
        while st.outcome is None and st.round_index == 0:
            decision = st.decision()
            if decision.player == 0 and decision.kind == "play" and decision.context["trick"]:
                for action in decision.actions:
                    after = st.clone()
                    after.apply(action)
                    if after.decision().kind == "cover" and after.decision().player == 0:
                        return seed, actions, action
            action = rng.choice(decision.actions)
            actions.append(action)
            st.apply(action)
    raise AssertionError("no seed gives the position")


def test_a_priest_win_is_said_when_the_trick_is_won_then_the_cover_when_chosen(app, qtbot):
    """Your card that wins the trick with the Priest is a move of its own: its events (the card, who won the trick)
    reach the log at once, before the cover question; the cover choice comes after it, with its own sentence."""
    from cardtable.controllers import GameController

    seed, actions, winning = priest_win_at_hand()
    seats = [SeatConfig("Sara", None), SeatConfig("Ali", "random")]
    controller = GameController(GAME, seats, seed, {"first_player": 1}, 0, actions=actions)
    happened: list[str] = []
    controller.eventsReady.connect(lambda events: happened.extend(e.kind for e in events))
    asked: list[str] = []
    controller.decisionRequired.connect(lambda _seat, decision: asked.append(decision.kind))
    try:
        controller.start()
        qtbot.waitUntil(lambda: bool(asked) and not controller.busy, timeout=20_000)
        assert controller.decision().player == 0
        happened.clear()
        controller.choose(winning)
        assert happened == ["played", "trick_won"]  # said now, before the cover is chosen
        qtbot.waitUntil(lambda: asked[-1] == "cover", timeout=5000)
        happened.clear()
        controller.choose(controller.decision().actions[0])
        assert happened[0] == "priest_move"
    finally:
        controller.close()


def test_a_language_switch_under_the_round_summary_keeps_the_round_as_it_ended(window, qtbot):
    # The summary sits beside the round just ended; switching language redrew the table from the next deal.
    setup = GameSetup("plague", (SeatConfig("Sara", None), SeatConfig("Ali", "random")), {"first_player": 0}, 3)
    screen = window.start_game(setup, confirm=False)
    rng = random.Random(1)
    while not screen.summary_up:
        qtbot.waitUntil(lambda: screen._pending is not None or screen.summary_up, timeout=20_000)
        if screen._pending is not None and not screen.summary_up:
            screen.controller.choose(rng.choice(screen._pending[1].actions))
    before = sorted(map(str, screen.table.cards))
    window.set_language("fa")
    assert screen.summary_up and sorted(map(str, screen.table.cards)) == before
    window.set_language("en")
