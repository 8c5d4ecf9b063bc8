"""End texts of a match of one game (one round): no "Game 1 over", no "Match over" after the game's own result."""

from __future__ import annotations

from tests.ui.conftest import setup_for
from tests.ui.test_schotten_table import st_setup


def test_a_one_game_schotten_totten_match_is_not_called_game_1_or_a_match(window, qtbot):
    screen = window.start_game(st_setup(["random", "random"], 8), confirm=False)
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=60_000)
    last = window.end_dialog.last_round.text()
    assert "Stones held:" in last and "Game 1" not in last and "over" not in last
    sentences = screen.log_model.sentences()
    assert not any("Match over" in s for s in sentences)
    assert any("the game" in s for s in sentences[-2:])  # the game's own result ends the log


def test_a_two_game_match_still_numbers_its_games(window, qtbot):
    screen = window.start_game(st_setup(["random", "random"], 8, {"games": 2}), confirm=False)
    qtbot.waitUntil(lambda: screen.summary_up, timeout=60_000)
    assert "Game 1 over" in screen.summary.label.text()
    screen.summary.button.click()
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=60_000)
    assert any("Match over" in s for s in screen.log_model.sentences())


def test_a_one_round_animals_match_is_not_called_round_1(window, qtbot):
    window.start_game(setup_for(["random", "random"], seed=3, options={"tokens_to_win": 1}), confirm=False)
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=60_000)
    last = window.end_dialog.last_round.text()
    assert ("last player standing" in last or "showdown" in last) and "Round 1" not in last
    sentences = window.game_screen.log_model.sentences()
    assert sentences[0].startswith("The round begins;") and not any("Round 1" in s for s in sentences)


def test_a_longer_animals_match_numbers_its_last_round(window, qtbot):
    window.start_game(setup_for(["random", "random"], seed=3, options={"tokens_to_win": 2}), confirm=False)
    qtbot.waitUntil(lambda: window.end_dialog is not None or window.game_screen.summary_up, timeout=60_000)
    while window.end_dialog is None:
        if window.game_screen.summary_up:
            window.game_screen.summary.button.click()
        qtbot.wait(20)
    assert "Round" in window.end_dialog.last_round.text() and "over" in window.end_dialog.last_round.text()
    assert window.game_screen.log_model.sentences()[0].startswith("Round 1 begins;")


def test_the_end_dialog_of_a_match_of_games_names_the_match_winner(window, qtbot):
    screen = window.start_game(st_setup(["random", "random"], 8, {"games": 2}), confirm=False)
    qtbot.waitUntil(lambda: screen.summary_up, timeout=60_000)
    screen.summary.button.click()
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=60_000)
    dialog = window.end_dialog
    headline = dialog.headline.text()
    assert dialog.windowTitle() == "Match over"
    assert headline.endswith("wins the match!") or headline == "The match is a draw.", headline


def test_the_end_dialog_of_one_game_names_the_game_winner(window, qtbot):
    window.start_game(st_setup(["random", "random"], 8), confirm=False)
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=60_000)
    dialog = window.end_dialog
    assert dialog.windowTitle() == "Game over"
    assert dialog.headline.text().endswith("wins the game!") or dialog.headline.text() == "The game is a draw."
