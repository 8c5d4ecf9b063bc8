"""The Silver table, offscreen: a whole match against the heuristic through real clicks; memory (a look is shown for
its moment only, and as a "seen" marker with its value on hover with the memory aid; the log says "you looked at a
card" without its value when the aid is off); Esc never takes back a reveal; the exchange selection sends the right
steps; the either-end choice as two spots; the census button and its refusal; the new-game dialog's options reach
the engine; the hot-seat "Done" panel keeps a look shown; Persian and the RTL mirror."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QGraphicsScene

from cardtable.controllers import SeatConfig
from cardtable.engine.base import Action, Event
from cardtable.engine.registry import get_game
from cardtable.engine.silver.cards import NUMBER
from cardtable.ui.dialogs import GameSetup, NewGameDialog
from cardtable.ui.games.silver import SilverTable
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.items import ChipItem, SpotItem
from tests.ui.matches import click, play_by_clicks
from tests.ui.test_app import wait_for_turn

GAME = get_game("silver")
# round 1's 52 numbers top first: five per village for four seats (seats 2 and 3 set aside with two players), the
# discard, then the deck top first
DECK = [7, 3, 7, 9, 12, 1, 2, 3, 4, 5, 6, 6, 6, 8, 8, 9, 9, 10, 10, 11, 5]
REST = [n for n in (0, 0, *(1 + i // 4 for i in range(48)), 13, 13)]
for n in DECK:
    REST.remove(n)
ORDER = DECK + REST


def setup(seats: list[str | None], seed: int = 3, **options: object) -> GameSetup:
    names = ["Sara", "Ali", "Reza", "Maryam"]
    chosen = {"first_player": 0, **options}
    return GameSetup("silver", tuple(SeatConfig(names[i], s) for i, s in enumerate(seats)), chosen, seed)


def item_of(screen, action: Action):
    return next(item for a, item in screen.table.choices if a == action)


def table_for(state, viewer: int = 0, rtl: bool = False, events=()) -> SilverTable:
    table = SilverTable(QGraphicsScene(), GAME, ["Sara", "Ali"], Animator(0.0))
    table.viewer, table.rtl = viewer, rtl
    table.sync(state.table_view(viewer), [])
    if events:
        table.sync(state.table_view(viewer), list(events))
    return table


def test_whole_match_against_the_heuristic_with_clicks_reaches_the_end_dialog(window, qtbot):
    screen = window.start_game(setup([None, "heuristic"], 5), confirm=False)

    def no_census_while_others(choices):
        census = [(a, i) for a, i in choices if a.kind == "census"]
        return [(a, i) for a, i in choices if a.kind != "census"] or census

    played = play_by_clicks(window, qtbot, screen, random.Random(4), every_action=False, pool=no_census_while_others)
    assert all("Village totals" in text for text in played.summaries)
    assert {"peek", "turn", "drawn"} <= played.kinds
    log = screen.log_model.sentences()
    assert any("wins the match" in s for s in log) and any("Scores of the round" in s for s in log)


def test_a_look_is_shown_for_its_moment_then_face_down_without_the_aid(qapp):
    state = GAME.new_game(2, 1, {"first_player": 0}, deck=ORDER)
    events = state.apply(Action.of("peek", 0))
    table = table_for(state, events=events)
    card = table.cards[("v", 0, 0)]
    assert card.face_up and card.face.value == 7 and table.peeking() == {("v", 0, 0): 7}
    table._peek_over()  # the moment is over (its timer)
    assert not card.face_up and card.badges == () and card.toolTip() == ""
    assert table.describe(events[-1], 0) == "You looked at a card: card 1 of your village (setup)."


def test_with_the_memory_aid_a_seen_card_keeps_a_marker_with_its_value_on_hover(qapp):
    state = GAME.new_game(2, 1, {"first_player": 0, "memory_aid": True}, deck=ORDER)
    events = state.apply(Action.of("peek", 0))
    table = table_for(state, events=events)
    table._peek_over()
    card = table.cards[("v", 0, 0)]
    assert not card.face_up and [b.text for b in card.badges] == ["seen"]
    assert "You have seen this card: 7 (Beholder)." in card.toolTip()
    assert table.describe(events[-1], 0) == "You look at card 1 of your village (setup): 7 (Beholder)."
    unseen = dict((name, left) for name, left, _total in table.unseen_counts(state.table_view(0)))
    assert unseen["7 (Beholder)"] == 3


def test_esc_never_takes_back_a_peek_and_a_drawn_card(window, qtbot):
    screen = window.start_game(setup([None, "heuristic"], 1), confirm=False)
    wait_for_turn(qtbot, window, screen)
    click(qtbot, screen, item_of(screen, Action.of("peek", 0)))
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
    assert screen.controller.state.history[:1] == [Action.of("peek", 0)]
    assert screen.table.cards[("v", 0, 0)].face_up  # still shown for its moment
    click(qtbot, screen, item_of(screen, Action.of("peek", 1)))
    wait_for_turn(qtbot, window, screen)
    click(qtbot, screen, item_of(screen, Action.of("draw")))
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
    assert screen.controller.state.history[-1] == Action.of("draw") and screen._pending[1].kind == "drawn"


def peek_then_draw(qtbot, window, screen) -> None:
    """Click the two setup peeks, then draw from the deck, as the person at seat 0; back when the drawn card is theirs
    to place."""
    for slot in (0, 1):
        wait_for_turn(qtbot, window, screen)
        click(qtbot, screen, item_of(screen, Action.of("peek", slot)))
    wait_for_turn(qtbot, window, screen)
    click(qtbot, screen, item_of(screen, Action.of("draw")))
    wait_for_turn(qtbot, window, screen)


def test_exchange_selection_sends_the_chosen_cards_then_exchange(window, qtbot):
    def pair(seed: int) -> tuple[int, int] | None:
        numbers = [NUMBER[c] for c in GAME.new_game(2, seed, {"first_player": 0}).villages[0]]
        return next(((i, j) for i in range(5) for j in range(i + 1, 5) if numbers[i] == numbers[j]), None)

    seed = next(s for s in range(100) if pair(s) is not None)
    i, j = pair(seed) or (0, 0)
    screen = window.start_game(setup([None, "heuristic"], seed), confirm=False)
    controller = screen.controller
    peek_then_draw(qtbot, window, screen)
    click(qtbot, screen, item_of(screen, Action.of("give", i)))
    assert list(controller.pending_steps) == [Action.of("give", i)]
    click(qtbot, screen, item_of(screen, Action.of("give", j)))
    assert list(controller.pending_steps) == [Action.of("give", i), Action.of("give", j)]
    other = next(k for k in range(5) if k not in (i, j))
    assert screen.table.cards[("v", 0, j)].pos().y() < screen.table.cards[("v", 0, other)].pos().y(), "lifted"
    chip = next(item for _a, item in screen.table.choices if isinstance(item, ChipItem) and item.text == "Exchange")
    click(qtbot, screen, chip)
    assert controller.state.history[-3:] == [Action.of("give", i), Action.of("give", j), Action.of("exchange", i)]
    assert len(controller.state.villages[0]) == 4 and not controller.pending_steps


def test_a_single_chosen_card_clicked_again_makes_the_exchange(window, qtbot):
    # The prompt says "click a chosen card: the new card takes its place"; with one chosen card that did nothing.
    screen = window.start_game(setup([None, "heuristic"], 1), confirm=False)
    controller = screen.controller
    peek_then_draw(qtbot, window, screen)
    click(qtbot, screen, item_of(screen, Action.of("give", 2)))
    assert "click a chosen card" in screen.prompt.text()
    click(qtbot, screen, screen.table.cards[("v", 0, 2)])
    assert controller.state.history[-2:] == [Action.of("give", 2), Action.of("exchange", 2)]
    assert not controller.pending_steps


def test_a_mismatch_offers_either_end_as_two_spots_and_shows_the_cards_for_their_moment(qapp):
    state = GAME.new_game(2, 1, {"first_player": 0}, deck=ORDER)
    for step in ("peek", 0), ("peek", 1), ("peek", 0), ("peek", 1), ("draw",), ("give", 0), ("give", 1):
        state.apply(Action.of(*step))
    events = state.apply(Action.of("exchange", 0))  # 7 and 3 do not match
    table = table_for(state, events=events)
    assert table.peeking() == {("v", 0, 0): 7, ("v", 0, 1): 3}
    decision = state.decision()
    spots = [(a, i) for a, i in table.offer(decision, ()) if isinstance(i, SpotItem)]
    assert [a for a, _i in spots] == [Action.of("end", 0), Action.of("end", 1)]
    left, right = (i.pos().x() for _a, i in spots)
    first = table.cards[("v", 0, 0)].pos().x()
    assert left < first < right
    assert "do not match (7 (Beholder), 3 (Bodyguard))" not in table.describe(events[0], 0)
    assert "do not match; they go back face down" in table.describe(events[0], 0)
    rtl = table_for(state, rtl=True, events=events)
    rtl_spots = [i for _a, i in rtl.offer(decision, ()) if isinstance(i, SpotItem)]
    assert rtl_spots[0].pos().x() > rtl_spots[1].pos().x()  # the row's start is on the right


def test_the_census_button_is_offered_or_says_why_not(qapp):
    state = GAME.new_game(2, 1, {"first_player": 0}, deck=ORDER)
    for step in ("peek", 0), ("peek", 1), ("peek", 0), ("peek", 1):
        state.apply(Action.of(*step))
    table = table_for(state)
    decision = state.decision()
    choices = table.offer(decision, ())
    census = next(i for i in table._chips if isinstance(i, ChipItem) and i.text == "Call the census")
    assert not census.highlighted and Action.of("census") not in {a for a, _i in choices}
    refusal = next(r for r in decision.refusals if r.action.kind == "census")
    assert table.item_for(refusal.action, decision) is census
    assert table.reason(refusal, decision) == "You may call the census only with 4 cards or fewer; your village has 5."


def test_the_dialogs_options_reach_the_engine(window, qtbot):
    dialog = NewGameDialog(GAME, SilverTable.OPTION_LABELS, window)
    qtbot.addWidget(dialog)
    deck, token = dialog.option_widgets["deck"], dialog.option_widgets["token"]
    assert isinstance(deck, QComboBox) and isinstance(token, QComboBox)
    assert [deck.itemText(i) for i in range(deck.count())] == [
        "Coin",
        "Dagger",
        "Amulet",
        "Custom (an edition per number)",
    ]
    assert dialog.option_labels["memory_aid"].text() == "Memory aid (mark the cards you have seen)"
    deck.setCurrentIndex(deck.findData("dagger"))
    token.setCurrentIndex(token.findData("dagger"))
    dialog.option_widgets["memory_aid"].setChecked(True)
    screen = window.start_game(dialog.setup(seed=2), confirm=False)
    state = screen.controller.state
    assert (state.deck_kind, state.token_kind, state.memory_aid) == ("dagger", "dagger", True)
    window.set_language("fa")
    assert deck.itemText(deck.findData("dagger")) == "خنجر"


def test_hot_seat_keeps_a_look_shown_until_done(window, qtbot):
    screen = window.start_game(setup([None, None], 1), confirm=False)
    qtbot.mouseClick(screen.curtain.button, Qt.MouseButton.LeftButton)
    for slot in (0, 1):
        wait_for_turn(qtbot, window, screen)
        click(qtbot, screen, item_of(screen, Action.of("peek", slot)))
    qtbot.waitUntil(lambda: screen.reveal_up, timeout=10_000)
    screen.table._peek_over()  # the moment's timer ran out while the panel is up: the look stays
    assert screen.table.cards[("v", 0, 1)].face_up
    qtbot.mouseClick(screen.reveal.button, Qt.MouseButton.LeftButton)
    assert not screen.table.peeking()
    qtbot.waitUntil(lambda: screen.curtain_up, timeout=10_000)


def test_persian_words_and_the_rtl_mirror(window, qtbot):
    window.set_language("fa")
    state = GAME.new_game(2, 1, {"first_player": 0}, deck=ORDER)
    events = state.apply(Action.of("peek", 0))
    ltr, rtl = table_for(state, events=events), table_for(state, rtl=True, events=events)
    assert ltr.cards[("v", 0, 0)].pos().x() < ltr.cards[("v", 0, 4)].pos().x()
    assert rtl.cards[("v", 0, 0)].pos().x() > rtl.cards[("v", 0, 4)].pos().x()
    text = rtl.describe(events[-1], 0)
    assert "نگاه" in text and "Sara" not in text
    assert "دهکده" in rtl.prompt(state.decision(), ())
    assert rtl.score_pad.title == "برگه‌ی امتیاز" and rtl.score_pad.rtl  # the score pad too


@pytest.mark.parametrize("rtl", [False, True])
def test_play_goes_clockwise_round_the_table_in_both_directions(window, rtl):
    # The rules (and the Persian rulebook: "in the direction of the clock's hands") have play go clockwise, so the
    # seat after the viewer sits on the left and the one before it on the right, in Persian too; the Dagger's arrow
    # turns the way play goes on screen.
    state = GAME.new_game(4, 1, {"first_player": 0, "deck": "dagger", "token": "dagger"})
    table = SilverTable(QGraphicsScene(), GAME, ["Sara", "Ali", "Reza", "Maryam"], Animator(0.0))
    table.viewer, table.rtl = 0, rtl
    table.sync(state.table_view(0), [])
    centre = [table.area(seat)[1].center().x() for seat in range(4)]
    assert centre[1] < 600 < centre[3]
    assert table.token.arrow == "↻"


def robber_deck() -> list[int]:
    """ORDER with a Robber (12) on top of the deck."""
    rest = list(REST)
    rest.remove(12)
    return [*DECK, 12, *rest]


def test_a_two_part_choice_is_picked_on_the_table_first_and_esc_drops_it(qapp):
    state = GAME.new_game(2, 1, {"first_player": 0}, deck=robber_deck())
    for step in ("peek", 0), ("peek", 1), ("peek", 0), ("peek", 1), ("draw",), ("discard",):
        state.apply(Action.of(*step))
    decision = state.decision()
    assert decision.kind == "ability" and decision.context["ability"] == "robber"
    table = table_for(state)
    offers: list[list] = []
    table.offerChanged.connect(lambda: (table.clear_choices(), offers.append(table.offer(decision, ()))))
    first = table.offer(decision, ())
    assert [a.kind for a, _i in first] == ["skip"]  # only "Do not use it" is an action yet
    own = table.own_choices
    assert own == [table.cards[("v", 0, i)] for i in range(5)] and all(i.highlighted for i in own)
    own[2].clicked.emit()  # Sara's third card
    targets = offers[-1]
    assert {a for a, _i in targets if a.kind == "swap"} == {Action.of("swap", 2, 1, j) for j in range(5)}
    assert next(i for a, i in targets if a == Action.of("swap", 2, 1, 3)) is table.cards[("v", 1, 3)]
    assert "opponent's card" in table.prompt(decision, ())
    assert table.cancel_pick() and table._pick is None  # Esc: back to the first part
    assert not table.cancel_pick()


def test_the_chosen_cards_are_lifted_and_marked_only_while_choosing(qapp):
    state = GAME.new_game(2, 1, {"first_player": 0}, deck=ORDER)
    for step in ("peek", 0), ("peek", 1), ("peek", 0), ("peek", 1), ("draw",), ("give", 0):
        state.apply(Action.of(*step))
    table = table_for(state)
    assert [b.text for b in table.cards[("v", 0, 0)].badges] == ["chosen"]
    assert table.cards[("v", 0, 0)].pos().y() < table.cards[("v", 0, 1)].pos().y()
    state.apply(Action.of("give", 1))
    state.apply(Action.of("exchange", 0))  # a mismatch: the end decision
    table = table_for(state)
    assert all("chosen" not in [b.text for b in table.cards[("v", 0, i)].badges] for i in range(5))
    assert table.cards[("v", 0, 0)].pos().y() == table.cards[("v", 0, 1)].pos().y()


def test_the_score_pad_shows_each_round_and_the_lowest_total_leads(qapp):
    state = GAME.new_game(2, 1, {"first_player": 0}, deck=ORDER)
    view = state.table_view(0)
    view["round_scores"] = [[12, 3], [0, 2]]  # Sara 12, Ali 5
    table = table_for(state)
    table.sync(view, [])
    pad = table.score_pad
    assert pad.leading == [1]  # lowest wins: Ali leads
    rows = pad.rows()
    assert rows[1][:3] == ["Sara", "12", "0"] and rows[1][-1] == "12" and rows[2][-1] == "5"
    assert rows[1][3:5] == ["", ""]  # rounds 3 and 4 to come
    assert pad.sceneBoundingRect().right() <= 1200 and pad.sceneBoundingRect().bottom() <= 780


def test_a_look_stays_up_for_its_moment_when_the_next_move_changes_another_village(qapp):
    state = GAME.new_game(2, 1, {"first_player": 1}, deck=ORDER)
    for step in ("peek", 0), ("peek", 1), ("peek", 0):  # Ali's looks, Sara's first
        state.apply(Action.of(*step))
    table = table_for(state, events=state.apply(Action.of("peek", 1)))  # Sara's second look ends her setup
    assert table.peeking() == {("v", 0, 1): 3} and table.moment_left() > 0
    others: list = []
    for step in ("draw",), ("give", 0), ("exchange", 0):  # Ali's turn: an exchange into his village
        others += state.apply(Action.of(*step))
    assert any(e.kind == "placed" and e.data["seat"] == 1 for e in others)
    table.sync(state.table_view(0), others)
    assert table.peeking() == {("v", 0, 1): 3} and table.cards[("v", 0, 1)].face_up
    assert table.moment_left() > 0


def test_a_look_moves_with_its_card_and_ends_when_the_card_changes(qapp):
    state = GAME.new_game(2, 1, {"first_player": 0}, deck=ORDER)
    state.apply(Action.of("peek", 0))
    table = table_for(state, events=state.apply(Action.of("peek", 1)))
    table._peeks = {("v", 0, 1): 3, ("v", 0, 3): 5, ("v", 1, 2): 9}
    view = state.table_view(0)
    burned = Event("burned", {"seat": 1, "owner": 0, "slot": 0, "card": 7, "why": "assassin"})
    table.sync(view, [burned])  # Sara's first card discarded: her row closes up
    assert table.peeking() == {("v", 0, 0): 3, ("v", 0, 2): 5, ("v", 1, 2): 9}
    table.sync(view, [Event("placed", {"seat": 0, "slot": 0, "up": False, "what": "incoming"})])
    assert table.peeking() == {("v", 0, 1): 3, ("v", 0, 3): 5, ("v", 1, 2): 9}
    table.sync(view, [Event("swapped", {"seat": 1, "slot": 2, "owner": 0, "other": 3, "why": "robber"})])
    assert table.peeking() == {("v", 0, 1): 3}
    table._peeks = {("hand", 0): 6, ("v", 1, 2): 9}  # the Witch's look at the top deck card
    witch = Event("witch_placed", {"seat": 0, "owner": 1, "slot": 2, "card": 9, "why": "witch"})
    table.sync(view, [witch])  # it replaces Ali's card 3: the look goes on there, the old card's ends
    assert table.peeking() == {("v", 1, 2): 6}


def test_the_next_computer_move_waits_while_your_look_is_shown(window, qtbot, monkeypatch):
    monkeypatch.setattr(SilverTable, "PEEK_MIN_MS", 60_000)  # a look that outlasts the computer's answer
    screen = window.start_game(setup([None, "heuristic"], 1), confirm=False)
    controller = screen.controller
    wait_for_turn(qtbot, window, screen)
    click(qtbot, screen, item_of(screen, Action.of("peek", 0)))
    wait_for_turn(qtbot, window, screen)
    click(qtbot, screen, item_of(screen, Action.of("peek", 1)))  # Sara's second look; Ali (a computer) is next
    assert screen.table.moment_left() > 50_000
    qtbot.waitUntil(  # Ali has chosen his peek
        lambda: controller._agent_action is not None or len(controller.state.history) > 2, timeout=30_000
    )
    assert len(controller.state.history) == 2 and controller.busy  # ... and it waits for the look
    assert controller._apply_timer.remainingTime() > 30_000


def halfling_round_end(memory_aid: bool = False):
    """A Dagger round that Sara's census ends with her Halfling face up: her village 2 (up), 1, 1, 3 = 7, halved
    to 3. Returns the state (keeping the round's end) and the last move's events."""
    deck = [7, 7, 1, 1, 3, 10, 10, 11, 11, 12, 6, 6, 6, 8, 8, 9, 9, 10, 10, 11, 2, 5, 8]
    rest = [n for n in (0, 0, *(1 + i // 4 for i in range(48)), 13, 13)]
    for n in deck:
        rest.remove(n)
    state = GAME.new_game(2, 1, {"first_player": 0, "deck": "dagger", "memory_aid": memory_aid}, deck=deck + rest)
    state.keep_round_end = True
    for step in ("peek", 0), ("peek", 1), ("peek", 0), ("peek", 1), ("take",), ("give", 0), ("give", 1):
        state.apply(Action.of(*step))
    state.apply(Action.of("exchange", 0))  # the two 7s for the Halfling, face up
    for step in ("draw",), ("discard",), ("census",), ("draw",):
        state.apply(Action.of(*step))
    events = state.apply(Action.of("discard"))
    if state.phase == "ability":
        events += state.apply(Action.of("skip"))
    return state, events


def test_the_round_summary_gives_each_villages_scoring_card_by_card(window, qtbot):
    state, events = halfling_round_end()
    scored = next(e for e in events if e.kind == "scored")
    assert scored.data["villages"][0]["steps"] == [["halfling", 7, 3]]
    table = table_for(state)
    text = table.round_summary(events, 0)
    assert "Village totals, card by card:" in text
    assert "Sara: 2 + 1 + 1 + 3 = 7; Halfling: 7 → 3" in text.replace("\u2066", "").replace("\u2069", "")
    table.sync(state.round_end_observation(0), events)  # the table as the round ended (its cards turned at once)
    label = table.totals[0].text
    assert label == "Cards 7 · Halfling: 7 → 3 · census: 0"
    assert "Halfling" in [b.text for b in table.cards[("v", 0, 0)].badges]
    window.set_language("fa")
    rtl = table_for(state, rtl=True)
    text = rtl.round_summary(events, 0)
    assert "آدم کوچولو: ۷ ← ۳" in text and "۲ + ۱ + ۱ + ۳ = ۷" in text


def test_the_turn_prompt_names_only_what_the_turn_offers(qapp):
    state = GAME.new_game(2, 1, {"first_player": 0}, deck=ORDER)
    for step in ("peek", 0), ("peek", 1), ("peek", 0), ("peek", 1):
        state.apply(Action.of(*step))
    table = table_for(state)
    assert table.prompt(state.decision(), ()) == "Your turn: draw from the deck or take the top discard."
    # (five cards: no census yet; Sara holds the token without its power: no word of it)
    state = GAME.new_game(2, 1, {"first_player": 0}, deck=ORDER)
    state.token_seat, state.token_power = 0, True  # as after a successful census
    for step in ("peek", 0), ("peek", 1), ("peek", 0), ("peek", 1):
        state.apply(Action.of(*step))
    table = table_for(state)
    assert table.prompt(state.decision(), ()).endswith(" The token may come first.")


def test_a_discard_abilitys_prompt_is_one_sentence_with_its_refusal_and_its_second_step_names_the_card(qapp):
    rest = list(REST)
    rest.remove(11)
    state = GAME.new_game(2, 1, {"first_player": 0}, deck=[*DECK, 11, *rest])
    for step in ("peek", 0), ("peek", 1), ("peek", 0), ("peek", 1), ("draw",), ("discard",):
        state.apply(Action.of(*step))
    table = table_for(state)
    assert table.prompt(state.decision(), ()) == (
        "Witch: look at the top deck card to put it in place of a card of any village, or do not use it."
    )
    state.apply(Action.of("look"))
    top = NUMBER[state.hand[0]]
    table = table_for(state)
    assert table.prompt(state.decision(), ()) == (
        f"Witch: click the card of any village that {table.card_text(top)} replaces; that card is discarded."
    )


def test_the_custom_decks_numbers_name_the_card_each_edition_gives(window, qtbot):
    window.ask_new_game("silver")
    dialog = window.new_game_dialog
    qtbot.addWidget(dialog)
    custom = dialog.option_widgets["custom"]
    assert [custom.labels[i].text() for i in (0, 8)] == ["0 (Villager)", "8 (Apprentice Seer)"]
    custom.combos[8].setCurrentIndex(custom.combos[8].findData("coin"))
    assert custom.labels[8].text() == "8 (Assassin)"
    window.set_language("fa")
    assert custom.labels[8].text() == "۸ (قاتل)"
    dialog.close()


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("kind", ["coin", "dagger"])
def test_the_token_says_what_it_does_and_its_power_line_fits_the_disc(qapp, lang, kind):
    """Without power, with it, and used: the tooltip tells each (the Dagger's with two players names the skip), and
    the "power" / "used" line is sized to the disc ("used" in Persian, «به کار رفته», ran past its edge)."""
    from PySide6.QtGui import QFontMetricsF

    from cardtable.ui import i18n
    from cardtable.ui.games.silver.layout import TokenItem
    from tests.engine.silver.silver_helpers import act, deal

    tips, widths = [], []
    try:
        i18n.install_language(qapp, lang)
        s = deal([[1, 2, 3, 5, 6], [10, 10, 11, 11, 12]], token=kind)
        tips.append(table_for(s).token.toolTip())
        s.token_seat, s.token_power = 0, True
        s._decision = s._actions = None
        table = table_for(s)
        tips.append(table.token.toolTip())
        act(s, ("coin", 1, 3) if kind == "coin" else "dagger")
        used = table_for(s).token
        tips.append(used.toolTip())
        for token in (table.token, used):
            widths.append(QFontMetricsF(token.power_font(qapp.font())).horizontalAdvance(token.power))
    finally:
        i18n.install_language(qapp, "en")
    assert len(set(tips)) == 3 and all(tips)
    assert all(0 < w <= TokenItem.POWER_WIDTH for w in widths)
    if lang == "en":
        assert "\u2068Sara\u2069 holds the " + kind.capitalize() in tips[1]
        assert ("skips" in tips[1]) == (kind == "dagger")


def test_the_squires_card_beside_the_deck_has_a_caption_while_it_lies_there(qapp):
    """The card a face-up Squire puts beside the deck is captioned and explained (it stood there unnamed); the
    caption goes with it."""
    rng = random.Random(2)
    state = GAME.new_game(2, 7)
    while state.table_view(0).get("beside") is None:
        state.apply(rng.choice(state.legal_actions()))
        assert not state.is_terminal
    table = table_for(state)
    pile = table.beside_pile
    assert pile.isVisible() and pile.caption == "Squire's card" and "Squire" in pile.toolTip()
    assert pile.pos() == table.pile_pos(2)
    while state.table_view(0).get("beside") is not None:
        state.apply(rng.choice(state.legal_actions()))
    assert not table_for(state).beside_pile.isVisible()


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_an_ability_with_nothing_to_act_on_is_told_in_the_log(qapp, lang):
    from cardtable.engine.base import Event
    from cardtable.ui import i18n

    table = SilverTable(QGraphicsScene(), GAME, ["Sara", "Ali"], Animator(0.0))
    table.viewer = 0
    try:
        i18n.install_language(qapp, lang)
        said = [table.describe(Event("ability_void", {"seat": 1, "ability": a}), 0) for a in ("assassin", "seer")]
    finally:
        i18n.install_language(qapp, "en")
    expected = {
        "en": ["Assassin: no village has a face-up card it can discard.", "Seer has nothing to act on here."],
        "fa": ["قاتل: هیچ دهکده‌ای کارت رویی ندارد که بشود سوزاندش.", "پیشگو اینجا کاری از دستش برنمی‌آید."],
    }
    assert said == expected[lang]


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_round_summary_leaves_every_revealed_village_and_its_totals_in_sight(qapp, players, rtl):
    """The summary's area (the panel is placed at its top) is clear of each village's box and the totals line under
    it; it used to start at the top of the table, over the opponents' revealed villages."""
    from PySide6.QtCore import QRectF

    names = ["Sara", "Ali", "Reza", "Maryam"][:players]
    table = SilverTable(QGraphicsScene(), GAME, names, Animator(0.0))
    table.viewer, table.rtl = 0, rtl
    table.sync(GAME.new_game(players, 1).table_view(0), [])
    area = table.summary_area()
    assert area.height() >= 250 and area.width() >= 400
    for seat in range(players):
        _plate, box, _scale = table.area(seat)
        label = table.totals[seat]
        under = QRectF(box.x(), box.y(), box.width(), box.height() + 2 + label.height)
        assert not area.intersects(under), (seat, area, under)
