"""The log speaks to its reader in both games: the reader's own actions in the second person ("You played …"),
never by the reader's own name as the subject; the other seats by name; with nobody at the screen (viewer
``None``) every seat by name. Checked over seeded random playouts, in English and in Persian (no sentence is left
untranslated)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.games import table_class
from cardtable.ui.models import LogModel
from cardtable.ui.table.animation import Animator

NAMES = ["Sahar", "Omid", "Ava", "Kian"]  # typed names: they stay Latin in Persian


def logs(game_id: str, players: int, seed: int, viewers: list[int | None]) -> dict[int | None, list[str]]:
    """Play one seeded random game of ``game_id``; the log each viewer reads."""
    game = get_game(game_id)
    state = game.new_game(players, seed)
    rng = random.Random(seed)
    models = {}
    for viewer in viewers:
        table = table_class(game_id)(QGraphicsScene(), game, NAMES[:players], Animator(0.0))
        table.viewer = viewer
        table.observation = state.observation(0)  # the options a Schotten Totten table reads (number of games)
        model = LogModel(table.sentences, table.scene)
        model.set_viewer(viewer)
        models[viewer] = model
        model.append(state.event_log())  # the deal
    while not state.is_terminal:
        events = state.apply(rng.choice(state.legal_actions()))
        for model in models.values():
            model.append(events)
    return {viewer: model.sentences() for viewer, model in models.items()}


@pytest.mark.parametrize(("game_id", "players"), [("animals", 2), ("animals", 4), ("schotten_totten", 2)])
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_reader_is_you_and_the_others_are_named(app, game_id, players, lang):
    i18n.install_language(app, lang)
    you = app.translate("GameTable", "you")
    for seed in range(4):
        read = logs(game_id, players, seed, [0, 1, None])
        first, second = i18n.isolate("Sahar"), i18n.isolate("Omid")
        for viewer, me, other in ((0, first, second), (1, second, first)):
            rows = read[viewer]
            assert not [r for r in rows if r.startswith(me)], "the reader is never the named subject"
            assert any(r.startswith(other) for r in rows)
            if lang == "en":
                assert any(r.startswith("You ") for r in rows)
        public = read[None]
        if lang == "en":
            assert not [r for r in public if r.startswith("You ") or " you" in r]
        else:
            assert not [r for r in public if you in r.split()]
            untranslated = [r for r in read[0] + public if any("a" <= ch.lower() <= "z" for ch in without_names(r))]
            assert untranslated == []


def without_names(text: str) -> str:
    for name in NAMES:
        text = text.replace(i18n.isolate(name), "")
    return text
