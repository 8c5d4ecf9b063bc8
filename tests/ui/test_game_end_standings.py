"""The game-end dialog's score column names each game's unit (from its table module, translated): tokens for
Power-Hungry Animals, stones for one game of Schotten Totten and points for a match of several."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.base import Outcome
from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.dialogs import GameEndDialog
from cardtable.ui.games import table_class
from cardtable.ui.table.animation import Animator

NAMES = ["Sara", "Ali"]


def finished_table(game_id, options, seed=1):
    game = get_game(game_id)
    table = table_class(game_id)(QGraphicsScene(), game, NAMES, Animator(0.0))
    table.viewer = 0
    state = game.new_game(2, seed, options)
    rng = random.Random(seed)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    table.sync(state.observation(0), state.event_log())
    return table, state


def column(dialog):
    model = dialog.model
    values = [model.index(r, 1).data() for r in range(model.rowCount())]
    return model.headerData(1, Qt.Orientation.Horizontal), values


@pytest.mark.parametrize(
    ("game_id", "options", "english", "persian"),
    [
        ("animals", {}, "Tokens", "نشان‌ها"),
        ("schotten_totten", {}, "Stones", "سنگ‌ها"),
        ("schotten_totten", {"games": 3}, "Points", "امتیاز"),
    ],
)
def test_score_column_heading_per_game_and_language(app, game_id, options, english, persian):
    table, state = finished_table(game_id, options)
    outcome = state.outcome
    dialog = GameEndDialog(NAMES, outcome, table.outcome_lines(outcome), lambda: table.standings(outcome))
    heading, values = column(dialog)
    assert heading == english
    _unit, per_seat = table.standings(outcome)
    winners_first = sorted(range(2), key=lambda s: (s not in outcome.winners, -per_seat[s]))
    assert values == [str(int(per_seat[s])) for s in winners_first]
    if english == "Stones":
        assert per_seat == [float(state.claimed.count(0)), float(state.claimed.count(1))]
    else:
        assert per_seat == list(outcome.scores)
    i18n.install_language(app, "fa")
    try:
        app.processEvents()  # the LanguageChange reaches the dialog
        assert column(dialog)[0] == persian
    finally:
        i18n.install_language(app, "en")


def test_a_lowest_score_wins_game_ranks_the_lowest_first(app):
    # Tiny Low's capability: the lowest score wins, scores may be negative. Seat 1 won with -2; seat 2 (3) is
    # second and seat 0 (5) last, as the engine's winners and the search's reward have it.
    names = ["Sara", "Ali", "Mina"]
    outcome = Outcome((1,), (5.0, -2.0, 3.0), "lowest")
    dialog = GameEndDialog(names, outcome, "", lambda: ("Points", list(outcome.scores)), score="low")
    model = dialog.model
    assert [model.index(r, 0).data() for r in range(3)] == ["★ Ali", "Mina", "Sara"]
    assert column(dialog)[1] == ["\u2066\u22122\u2069", "3", "5"]  # a minus sign, isolated (i18n.number)
    high = GameEndDialog(names, Outcome((0,), (5.0, -2.0, 3.0), "points"), "", lambda: ("Points", [5.0, -2.0, 3.0]))
    assert [high.model.index(r, 0).data() for r in range(3)] == ["★ Sara", "Mina", "Ali"]
