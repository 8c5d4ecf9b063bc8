"""A choice that puts the person out of the round (the engine's ``Decision.cautions``: playing the King Cat) is not
made on the first click: the banner says what it does and a second click makes it; any other choice is made at once
(a fresh tester's finding: playing the King Cat was one unguarded click)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from cardtable.engine import Action
from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from tests.ui.conftest import setup_for
from tests.ui.matches import click


def king_cat_seed() -> int:
    """A seed whose first decision is seat 0's, holding the King Cat and another card."""
    game = get_game("animals")
    return next(
        seed
        for seed in range(200)
        if Action.of("play", 10) in game.new_game(2, seed, {"first_player": 0}).legal_actions()
    )


def past_a_double_click(qtbot) -> None:
    """Wait out the double-click interval: a second click within it is taken as part of the first."""
    qtbot.wait(QApplication.styleHints().mouseDoubleClickInterval() + 50)


def king_cat_screen(window, qtbot):
    screen = window.start_game(setup_for([None, "random"], king_cat_seed(), {"first_player": 0}), confirm=False)
    qtbot.waitUntil(lambda: screen._pending is not None and screen._pending[0] == 0, timeout=20_000)
    choices = dict(screen.table.choices)
    return screen, choices[Action.of("play", 10)], next(i for a, i in choices.items() if a != Action.of("play", 10))


@pytest.mark.parametrize("language", ["en", "fa"])
def test_the_king_cat_is_played_on_a_second_click_after_the_banner_says_why(window, qtbot, app, language):
    i18n.install_language(app, language)
    screen, king_cat, _other = king_cat_screen(window, qtbot)
    applied: list[Action] = []
    screen.controller.actionApplied.connect(lambda _p, a: applied.append(a))
    click(qtbot, screen, king_cat)
    assert applied == [] and screen.controller.state.history == []
    assert screen.banner.isVisible()
    words = "choose it again" if language == "en" else "دوباره انتخابش کن"
    assert words in screen.banner.text()
    assert screen._pending is not None and king_cat.highlighted  # still offered
    past_a_double_click(qtbot)
    click(qtbot, screen, king_cat)
    assert screen.controller.state.history[0] == Action.of("play", 10)
    assert screen.controller.state.round_index == 1  # Sara was out: Ali won the first round


def test_the_other_card_is_played_at_once_even_after_the_king_cat_was_clicked(window, qtbot):
    screen, king_cat, other = king_cat_screen(window, qtbot)
    click(qtbot, screen, king_cat)
    assert screen.controller.state.history == []
    click(qtbot, screen, other)
    made = [*screen.controller.state.history, *screen.controller.pending_steps]
    assert made and made[0] != Action.of("play", 10) and made[0].kind == "play"
    assert not screen.controller.state.is_eliminated(0)


def test_the_question_going_away_takes_the_first_click_back(window, qtbot):
    """A fresh tester's finding: once the question had gone (its time up, or Esc), one click much later still put
    the person out. Esc takes the question down and the next click asks again; so does the question's time running
    out."""
    screen, king_cat, _other = king_cat_screen(window, qtbot)
    click(qtbot, screen, king_cat)
    assert screen.banner.isVisible()
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
    assert not screen.banner.isVisible() and screen.controller.state.history == []
    click(qtbot, screen, king_cat)  # asked again, not played
    assert screen.banner.isVisible() and screen.controller.state.history == []
    screen.banner.dismiss()  # as its timer does
    click(qtbot, screen, king_cat)
    assert screen.banner.isVisible() and screen.controller.state.history == []
    past_a_double_click(qtbot)
    click(qtbot, screen, king_cat)
    assert screen.controller.state.history[0] == Action.of("play", 10)


def test_a_double_click_on_the_king_cat_only_asks(window, qtbot):
    """A fresh tester's finding: a double-click (a habit with cards) showed the question and played the card at
    once. The second click of a double-click is part of the first: the question stays up."""
    screen, king_cat, _other = king_cat_screen(window, qtbot)
    click(qtbot, screen, king_cat)  # a double-click reaches the card as two clicks in quick succession
    click(qtbot, screen, king_cat)
    assert screen.controller.state.history == [] and screen.banner.isVisible()
    past_a_double_click(qtbot)
    click(qtbot, screen, king_cat)
    assert screen.controller.state.history[0] == Action.of("play", 10)


def test_enter_confirms_the_king_cat_clicked_once(window, qtbot):
    """A fresh tester's finding: after a mouse click on the King Cat the banner asked to choose it again, but Enter
    did nothing (the keyboard's focus mark stayed where it was). The clicked card takes the focus mark, so Enter
    confirms it; Esc still takes the question back."""
    screen, king_cat, _other = king_cat_screen(window, qtbot)
    click(qtbot, screen, king_cat)
    assert king_cat.focused and screen.banner.isVisible()
    past_a_double_click(qtbot)
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    assert screen.controller.state.history[0] == Action.of("play", 10)


def test_enter_still_confirms_after_a_language_switch_mid_question(window, qtbot, app):
    """A fresh tester's finding: View → Language while the King Cat's question was up re-offered the choices and
    the focus mark went, so Enter did nothing though the banner still asked."""
    screen, king_cat, _other = king_cat_screen(window, qtbot)
    click(qtbot, screen, king_cat)
    try:
        window.set_language("fa")
        king_cat = dict(screen.table.choices)[Action.of("play", 10)]
        assert screen.banner.isVisible() and king_cat.focused
        past_a_double_click(qtbot)
        qtbot.keyClick(screen.view, Qt.Key.Key_Return)
        assert screen.controller.state.history[0] == Action.of("play", 10)
    finally:
        window.set_language("en")
        i18n.install_language(app, "en")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 700)])
def test_the_king_cat_s_question_is_not_hidden_by_the_hint_panel(window, qtbot, size):
    """A fresh tester's finding: with the hint up, the King Cat's question came up under the hint panel. The panel
    moves off the banner when the question is asked (or beside the table, over the log, where the table has no room)."""
    window.resize(*size)
    screen, king_cat, _other = king_cat_screen(window, qtbot)
    window.hint_action.trigger()
    assert screen.hint_up
    click(qtbot, screen, king_cat)
    assert screen.banner.isVisible() and screen.hint_up
    banner = screen.banner.geometry().translated(screen.view.mapTo(screen, QPoint(0, 0)))
    assert not screen.hint_panel.geometry().intersects(banner)


def test_after_a_language_switch_the_hint_panel_still_keeps_off_the_king_cat_s_question(window, qtbot, app):
    """A fresh tester's finding: in Persian at 1024x700, with the hint up and the King Cat's question asked, View →
    Language → English put the panel over the prompt and the start of the banner (placed before the window was laid
    out again); it goes on the table or over the log, off the banner."""
    i18n.install_language(app, "fa")
    window.set_language("fa")
    try:
        window.resize(1024, 700)
        screen, king_cat, _other = king_cat_screen(window, qtbot)
        window.hint_action.trigger()
        qtbot.waitUntil(lambda: screen._advice is not None, timeout=30_000)
        click(qtbot, screen, king_cat)
        window.set_language("en")
        qtbot.wait(50)
        assert screen.banner.isVisible() and screen.hint_up
        banner = screen.banner.geometry().translated(screen.view.mapTo(screen, QPoint(0, 0)))
        panel = screen.hint_panel.geometry()
        assert not panel.intersects(banner)
        table = QRect(screen.view.mapTo(screen, QPoint(0, 0)), screen.view.size())
        log = screen.splitter.widget(1)
        assert table.contains(panel) or QRect(log.mapTo(screen, QPoint(0, 0)), log.size()).contains(panel)
    finally:
        window.set_language("en")
        i18n.install_language(app, "en")


def test_the_king_cat_s_question_follows_a_splitter_drag(window, qtbot):
    """A fresh tester's finding: after the splitter between the table and the log was dragged, the question stayed
    where it was, cut off by the narrower table; it is placed again on the table."""
    window.resize(1280, 800)
    screen, king_cat, _other = king_cat_screen(window, qtbot)
    click(qtbot, screen, king_cat)
    assert screen.banner.isVisible()
    screen.splitter.setSizes([500, 700])
    qtbot.wait(50)
    assert screen.banner.isVisible()
    assert screen.view.viewport().geometry().contains(screen.banner.geometry())
