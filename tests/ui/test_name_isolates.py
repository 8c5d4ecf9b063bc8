"""Player names embedded in sentences are wrapped in Unicode isolates (U+2068 FSI … U+2069 PDI) so a Latin name
keeps the word order of a Persian sentence: the log, the prompts, the round summaries and the game-over dialog."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.base import Outcome
from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.dialogs import GameEndDialog
from cardtable.ui.games import playable_games, table_class
from cardtable.ui.table.animation import Animator

NAMES = ["Sam", "Alex"]
BARE = re.compile("(?<!\u2068)(Sam|Alex)|(Sam|Alex)(?!\u2069)")


def test_isolate_wraps_in_first_strong_isolates():
    assert i18n.isolate("Sam") == "\u2068Sam\u2069"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_game_over_headline_isolates_the_winners(app, lang):
    i18n.install_language(app, lang)
    try:
        single = GameEndDialog(NAMES, Outcome((0,), (3.0, 1.0), "tokens"), "", lambda: ("Tokens", [3.0, 1.0]))
        assert "\u2068Sam\u2069" in single.headline.text() and not BARE.search(single.headline.text())
        if lang == "fa":
            assert "برنده" in single.headline.text()  # the Persian sentence, not the English fallback
        shared = GameEndDialog(NAMES, Outcome((0, 1), (2.0, 2.0), "tokens"), "", lambda: ("Tokens", [2.0, 2.0]))
        text = shared.headline.text()
        assert "\u2068Sam\u2069" in text and "\u2068Alex\u2069" in text and not BARE.search(text)
    finally:
        i18n.install_language(app, "en")


@pytest.mark.parametrize("game_id", [g.id for g in playable_games()])
def test_every_log_line_prompt_and_summary_isolates_names(app, game_id):
    game = get_game(game_id)
    checked = 0
    for seed in range(3):
        table = table_class(game_id)(QGraphicsScene(), game, NAMES, Animator(0.0))
        table.viewer = 0
        state = game.new_game(2, seed)
        rng = random.Random(seed)
        events = state.event_log()
        while True:
            table.sync(state.observation(0), events)
            texts = [table.describe(e, viewer) for e in events for viewer in (0, 1)]
            texts.append(table.round_summary(events, 0))
            decision = state.decision()
            if decision is not None:
                texts.append(table.prompt(decision, ()))
            for text in filter(None, texts):
                checked += "Sam" in text or "Alex" in text
                assert not BARE.search(text), text
            if decision is None:
                break
            events = state.apply(rng.choice(decision.actions))
        assert state.outcome is not None
        assert table.outcome_lines(state.outcome) is not None
    assert checked > 50
