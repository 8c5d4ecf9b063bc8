"""At the end of a round (a game of a Schotten Totten match) the engine deals the next one at once; the table
still shows the round just ended (hands the rules reveal face up) with the summary over part of it, and the log and
card counter stay at the end of that round until the player continues, so nobody reads the new deal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from cardtable.controllers import SeatConfig
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.table.items import CARD_H, CARD_W
from tests.ui.conftest import setup_for


def play_until_summary(window, qtbot, screen) -> None:
    while not screen.summary_up:
        qtbot.waitUntil(
            lambda: (
                window.end_dialog is not None
                or screen.summary_up
                or screen.curtain_up
                or (screen._pending is not None and not screen.controller.busy)
            ),
            timeout=30_000,
        )
        assert window.end_dialog is None, "the match ended without a round summary"
        if screen.summary_up:
            break
        if screen.curtain_up:
            qtbot.mouseClick(screen.curtain.button, Qt.MouseButton.LeftButton)
            continue
        screen.controller.choose(screen._pending[1].actions[0])


def test_animals_summary_holds_the_next_deal_back(window, qtbot):
    screen = window.start_game(setup_for([None, None], seed=3, options={"first_player": 0}), confirm=False)
    play_until_summary(window, qtbot, screen)
    assert screen.summary.button.text() == "Next round"
    rows = screen.log_model.sentences()
    assert not any(r.startswith("Round 2 begins") for r in rows)
    assert not any("dealt" in r for r in rows[rows.index(next(r for r in rows if r.startswith("Round over"))) :])
    assert screen.counter_model.rowCount() == 0  # the counter would tell the new hand
    # the summary sits over part of the table, which still shows the round just ended
    view = screen.view.rect()
    assert view.contains(screen.summary.geometry()) and screen.summary.height() < view.height() * 0.7
    rounds = {key[1] for key in screen.table.cards if key[0] in ("hand", "played")}
    assert rounds == {0}
    assert screen.table.observation["round"] == 0 and screen.controller.state.round_index == 1
    qtbot.mouseClick(screen.summary.button, Qt.MouseButton.LeftButton)
    assert {key[1] for key in screen.table.cards if key[0] in ("hand", "played")} == {1}
    rows = screen.log_model.sentences()
    assert any(r.startswith("Round 2 begins") for r in rows)
    if not screen.curtain_up:
        assert screen.counter_model.rowCount() > 0


def test_schotten_totten_summary_says_next_game(window, qtbot):
    seats = (SeatConfig("Sara", None), SeatConfig("Ali", "random"))
    screen = window.start_game(GameSetup("schotten_totten", seats, {"games": 2}, 5), confirm=False)
    play_until_summary(window, qtbot, screen)
    assert screen.summary.button.text() == "Next game"
    assert not any("Your hand" in r for r in screen.log_model.sentences()[-3:])
    qtbot.mouseClick(screen.summary.button, Qt.MouseButton.LeftButton)
    assert any("Your hand" in r for r in screen.log_model.sentences()[-4:])


@pytest.mark.parametrize(("lang", "size"), [("en", None), ("fa", None), ("en", (1000, 680)), ("fa", (1000, 680))])
def test_schotten_totten_summary_covers_no_card_on_a_stone(window, qtbot, lang, size):
    """The summary of a game of the match covers none of the cards beside the stones (only the opponent's hand and
    the decks), at the default window size and a smaller one, left to right and mirrored; the text scrolls if it
    does not fit."""
    window.set_language(lang)
    if size is not None:
        window.resize(*size)
    seats = (SeatConfig("Sara", "random"), SeatConfig("Ali", "random"))
    screen = window.start_game(GameSetup("schotten_totten", seats, {"games": 2}, 8), confirm=False)
    qtbot.waitUntil(lambda: screen.summary_up, timeout=60_000)
    panel = screen.view.mapToScene(screen.summary.geometry()).boundingRect()
    sides = [screen.table.cards[key] for key in screen.table._side_keys.values()]
    assert len(sides) >= 9  # the ended game's cards are still on the table
    covered = [item.face.name for item in sides if item.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H)).intersects(panel)]
    assert covered == []
    assert screen.summary.button.isVisible()
