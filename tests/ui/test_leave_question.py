"""Starting another game while one is running asks a true question (a fresh tester's finding: it said "Abandon
it?", yet the running game is kept in Saved games and can be continued): it says the game is kept there, in English
and Persian, and it is; Game → Abandon game still asks to abandon."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable import saves
from cardtable.ui.main_window import MainWindow
from tests.ui.conftest import setup_for

WORDS = {
    "en": ("Game in progress", "Leave the game in progress? It is kept in Saved games"),
    "fa": ("بازی در جریان", "بازیِ در جریان را ترک می‌کنی؟ در بازی‌های ذخیره‌شده"),
}


@pytest.fixture
def asked(monkeypatch):
    questions: list[tuple[str, str]] = []

    def answer(_parent, title, text, *_args, **_kwargs):
        questions.append((title, text))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    return questions


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_new_game_over_a_running_one_says_it_is_kept_in_saved_games_and_keeps_it(app, qtbot, asked, lang):
    win = MainWindow()
    qtbot.addWidget(win)
    win.set_speed(0.0, remember=False)
    win.show()
    win.set_language(lang)
    first = win.start_game(setup_for([None, "random"], seed=3), confirm=False)
    qtbot.waitUntil(lambda: first._pending is not None)
    first.controller.choose(first.controller.decision().actions[0])
    played = list(first.controller.state.history)
    assert not saves.saved_games()
    second = win.start_game(setup_for([None, "random"], seed=4))
    assert second is not None
    title, text = asked[-1]
    assert title == WORDS[lang][0] and text.startswith(WORDS[lang][1])
    assert "Abandon" not in text and "رها" not in text
    kept = [entry.saved for entry in saves.saved_games()]
    assert len(kept) == 1 and kept[0].seed == 3 and list(kept[0].action_list()) == played  # true: it is kept
    win.close_game_now()


def test_abandon_game_still_asks_to_abandon(app, qtbot, asked):
    win = MainWindow()
    qtbot.addWidget(win)
    win.set_speed(0.0, remember=False)
    win.show()
    win.start_game(setup_for([None, "random"], seed=3), confirm=False)
    win.abandon_game()
    assert asked == [("Abandon game", "A game is in progress. Abandon it?")]
    assert win.game_screen is None
