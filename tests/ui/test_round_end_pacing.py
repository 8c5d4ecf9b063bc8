"""A computer's move that ends a round (a game of a match, the match itself) is shown like any other computer move
before the summary (or the end of the match) covers the table: its cards land, the banner says it in the log's
words, and only after the pause does the summary appear over the still-visible table. Your own deciding move
brings the summary at once. Long player names are cut short in the log and the summary, whole in the tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.controllers import SeatConfig
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.table.text import elide_names

SETUPS = {
    "animals": ({"first_player": 0, "tokens_to_win": 3}, 11),
    "schotten_totten": ({"games": 2}, 5),
}


def a_computer_ends_a_round(window, qtbot, screen) -> str:
    """Play the human's moves until a move of the computer (Ali) ends a round or the match; return "round" or
    "match" while that move is on the table and the summary (the end dialog) waits. A round the human ends shows
    its summary at once, and play goes on after it."""
    while True:
        qtbot.waitUntil(
            lambda: (
                screen._then is not None
                or window.end_dialog is not None
                or screen.summary_up
                or (screen._pending is not None and not screen.controller.busy)
            ),
            timeout=60_000,
        )
        if screen._then is not None:
            return "match" if screen.controller.state.outcome is not None else "round"
        assert window.end_dialog is None, "the match ended on the human's move"
        if screen.summary_up:
            qtbot.mouseClick(screen.summary.button, Qt.MouseButton.LeftButton)
            continue
        screen.controller.choose(screen._pending[1].actions[0])
        if screen.summary_up or window.end_dialog is not None:
            assert screen._then is None  # your own deciding move: the summary at once, nothing held


@pytest.mark.parametrize("game", ["animals", "schotten_totten"])
def test_a_computers_deciding_move_is_shown_before_the_summary(window, qtbot, game):
    options, seed = SETUPS[game]
    seats = (SeatConfig("Sara", None), SeatConfig("Ali", "random"))
    window.set_speed(2.0, remember=False)  # the pause after a computer move: 2 s
    screen = window.start_game(GameSetup(game, seats, options, seed), confirm=False)
    screen.controller.set_pause(0.0)  # the computer's other moves are not held (only the deciding one is)
    ended = a_computer_ends_a_round(window, qtbot, screen)
    assert screen.banner.isVisible() and screen.banner.sentence.startswith("\u2068Ali\u2069")
    assert screen.banner.sentence in " ".join(screen.log_model.sentences())  # in the log's words
    assert not screen.summary_up and window.end_dialog is None
    assert screen.table.last_moves().get(1)  # the deciding move is marked on the table
    last = screen.log_model.sentences()[-1]
    assert screen.prompt.text() == last  # the log's last line, not the next round's "… is thinking"
    if ended == "round":
        qtbot.waitUntil(lambda: screen.summary_up, timeout=10_000)
        assert screen.prompt.text() == last
        assert screen.table.observation["round"] < screen.controller.state.round_index  # over the ended round
    else:
        qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=10_000)


def test_long_names_are_cut_short_in_the_log_and_the_summary(window, qtbot):
    long = "Bartholomew Alexander Maximilian Fitzgera"[:40]
    assert len(long) == 40
    seats = (SeatConfig("Sara", None), SeatConfig(long, "random"))
    screen = window.start_game(GameSetup("animals", seats, {"first_player": 0}, 3), confirm=False)
    while not screen.summary_up:
        qtbot.waitUntil(lambda: screen.summary_up or screen._pending is not None, timeout=30_000)
        if not screen.summary_up:
            screen.controller.choose(screen._pending[1].actions[0])
    shown = screen.log_view.model()
    rows = [shown.index(r, 0) for r in range(shown.rowCount())]
    named = [i for i in rows if long[:20] in i.data()]
    assert named
    for index in named:
        assert long not in index.data() and "\u2026" in index.data()  # cut short on screen
        assert long in index.data(Qt.ItemDataRole.ToolTipRole)  # whole in the tooltip
    text = screen.summary.label.text()
    assert long[:20] in text and long not in text
    assert long in screen.summary.label.toolTip()


def test_elide_names_cuts_only_long_isolated_names():
    fsi, pdi = "\u2068", "\u2069"
    assert elide_names(f"{fsi}Ali{pdi} played.") == f"{fsi}Ali{pdi} played."
    assert elide_names(f"{fsi}{'x' * 30}{pdi} played.", 10) == f"{fsi}{'x' * 9}\u2026{pdi} played."
    assert elide_names("no names at all " + "y" * 40) == "no names at all " + "y" * 40
    rich = f"<b>{fsi}{'A&amp;' * 10}{pdi}</b>"  # "A&" ten times, escaped: no entity is cut in two
    assert elide_names(rich, 5, rich=True) == f"<b>{fsi}A&amp;A&amp;\u2026{pdi}</b>"
