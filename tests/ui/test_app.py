"""The desktop app, offscreen: start screen, a whole game, language switch, hot-seat curtain, keyboard, rules page."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from cardtable.engine.base import Action
from cardtable.engine.registry import get_game
from cardtable.ui import i18n, prefs
from cardtable.ui.dialogs import NewGameDialog, RulesDialog, highlight_markers
from cardtable.ui.games import playable_games
from cardtable.ui.games.animals import AnimalsTable
from cardtable.ui.start_screen import StartScreen
from cardtable.ui.table.base import SCENE_W
from cardtable.ui.table.items import SeatItem
from tests.ui.conftest import setup_for


def first_row(screen: StartScreen) -> str:
    return screen.model.index(0).data()


def test_start_screen_in_both_languages(window, app):
    start = window.start_screen
    assert window.stack.currentWidget() is start
    assert start.model.rowCount() == len(playable_games())  # Power-Hungry Animals first
    assert "Power-Hungry Animals" in first_row(start) and "2–6 players" in first_row(start)
    assert window.game_menu.title() == "&Game"
    assert window.layoutDirection() == Qt.LayoutDirection.LeftToRight

    window.set_language("fa")
    assert "حیوانات قدرت‌طلب" in first_row(start) and "۲ تا ۶ بازیکن" in first_row(start)
    assert start.start_button.text() == "بازی تازه…"
    assert window.game_menu.title() == "&بازی"
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert start.list.layoutDirection() == Qt.LayoutDirection.RightToLeft


def wait_for_turn(qtbot, window, screen) -> None:
    qtbot.waitUntil(
        lambda: (
            window.end_dialog is not None
            or screen.summary_up
            or (screen._pending is not None and not screen.curtain_up and not screen.controller.busy)
        ),
        timeout=30_000,
    )


def assert_no_hidden_card_shown(screen) -> None:
    """Only the viewer's own hand (and cards it has located) are face up among the hands."""
    obs = screen.controller.observation(screen.viewer)
    known = {k["seat"] for k in obs["known_hands"]}
    for key, item in screen.table.cards.items():
        if key[0] == "hand" and key[2] != screen.viewer:
            assert not item.face_up or key[2] in known, key


def test_whole_game_one_human_two_computers(window, qtbot):
    screen = window.start_game(setup_for([None, "random", "random"], seed=11), confirm=False)
    applied: list[tuple[int, Action]] = []
    screen.controller.actionApplied.connect(lambda p, a: applied.append((p, a)))
    clicked: Action | None = None
    summaries = 0
    while window.end_dialog is None:
        wait_for_turn(qtbot, window, screen)
        if window.end_dialog is not None:
            break
        assert not screen.curtain.isVisible()  # one human: never a hot-seat curtain
        if screen.summary_up:  # the ended round on the table, its hands shown as the showdown reveals them
            summaries += 1
            assert "<h2>" in screen.summary.label.text()
            qtbot.mouseClick(screen.summary.button, Qt.MouseButton.LeftButton)
            continue
        assert_no_hidden_card_shown(screen)
        _player, decision = screen._pending
        if clicked is None and decision.kind == "play":
            cautioned = {c.action for c in decision.cautions}  # the King Cat asks first (tests/ui/test_caution.py)
            action, item = [(a, i) for a, i in screen.table.choices if a not in cautioned][-1]
            assert item.highlighted
            pos = screen.view.mapFromScene(item.sceneBoundingRect().center())
            before = len(applied)
            qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
            assert len(applied) > before or screen.controller.pending_steps == (action,)
            clicked = action
        else:
            screen.controller.choose(decision.actions[0])
    assert clicked is not None
    assert (0, clicked) in applied
    assert summaries >= 1
    dialog = window.end_dialog
    assert dialog.isVisible()
    outcome = screen.controller.state.outcome
    assert outcome is not None and outcome.winners
    assert "wins the game" in dialog.headline.text()
    # The round that decided the match is summarised too (hands revealed, who won it), not only the tokens.
    assert dialog.last_round.isVisible()
    assert screen.table.round_summary(screen.final_round_events, screen.viewer) in dialog.last_round.text()
    assert dialog.again_button.text() == "Play again" and dialog.new_button.text() == "New game"
    assert screen.log_model.rowCount() > 20
    assert any("Game over" in s for s in screen.log_model.sentences())
    qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    assert window.game_screen is not screen and window.game_screen is not None


def test_language_switch_mid_game_retranslates_and_mirrors(window, qtbot):
    screen = window.start_game(setup_for([None, "random", "random", "random"], seed=5), confirm=False)
    wait_for_turn(qtbot, window, screen)
    plate_en = screen.table.seats[1].pos()
    log_en = screen.log_model.sentences()
    assert screen.log_title.text() == "Game log"

    window.set_language("fa")
    assert i18n.is_rtl()
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert screen.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert screen.log_title.text() == "گزارش بازی"
    assert window.view_menu.title() == "&نما"
    assert "نوبت توست" in screen.prompt.text()
    assert screen.log_model.sentences() != log_en and "آغاز شد" in screen.log_model.sentences()[0]
    plate_fa = screen.table.seats[1].pos()
    # The next seat still sits on the left (play goes clockwise in both languages); what its area shows is mirrored:
    # its plate at the area's reading start, the right end.
    area = screen.table.area(1)
    assert plate_en.x() == area.left() and plate_fa.x() + SeatItem.WIDTH == area.right() < SCENE_W / 2
    assert "۰ از ۲" in screen.table.seats[0].status  # Persian digits on the table

    assert prefs.language() == "fa"  # remembered for the next start
    window.set_language("en")
    assert prefs.language() == "en"
    assert window.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert screen.table.seats[1].pos() == plate_en
    assert screen.log_model.sentences() == log_en


def test_hotseat_curtain_between_two_humans_hides_hands(window, qtbot):
    screen = window.start_game(setup_for([None, None], seed=3, options={"first_player": 0}), confirm=False)
    assert screen.curtain_up and screen.curtain.isVisible()
    assert "Pass to" in screen.curtain.label.text() and "Sara" in screen.curtain.label.text()
    private = [i for i in screen.table.cards.values() if i.private]
    assert private and not any(i.face_up for i in private)

    qtbot.mouseClick(screen.curtain.button, Qt.MouseButton.LeftButton)
    assert not screen.curtain_up and screen.viewer == 0
    hand = [item for key, item in screen.table.cards.items() if key[0] == "hand" and key[2] == 0]
    assert hand and all(item.face_up for item in hand)

    while screen._pending is not None and screen._pending[0] == 0:
        screen.controller.choose(screen._pending[1].actions[0])
    if screen.summary_up:
        qtbot.mouseClick(screen.summary.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.curtain_up, timeout=5000)
    assert "Ali" in screen.curtain.label.text()
    assert screen.curtain.geometry() == screen.rect()
    assert not any(item.face_up for item in screen.table.cards.values() if item.private)
    qtbot.mouseClick(screen.curtain.button, Qt.MouseButton.LeftButton)
    assert screen.viewer == 1
    assert any(item.face_up for key, item in screen.table.cards.items() if key[0] == "hand" and key[2] == 1)


def find_seed_with_crystal_ball() -> int:
    game = get_game("animals")
    for seed in range(500):
        state = game.new_game(3, seed, {"first_player": 0})
        if Action.of("play", 1) in state.legal_actions() and len(state.legal_actions()) == 2:
            return seed
    raise AssertionError("no seed gives seat 0 a Crystal Ball")


def test_keyboard_and_escape_cancel_a_half_chosen_move(window, qtbot):
    seed = find_seed_with_crystal_ball()
    screen = window.start_game(setup_for([None, "random", "random"], seed, {"first_player": 0}), confirm=False)
    wait_for_turn(qtbot, window, screen)
    assert screen._pending[1].kind == "play"
    screen.table.actionChosen.emit(Action.of("play", 1))
    assert screen._pending[1].kind == "target" and screen.controller.pending_steps == (Action.of("play", 1),)
    assert len(screen.controller.state.history) == 0  # nothing committed yet
    assert "Esc" in screen.prompt.text()
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
    assert screen.controller.pending_steps == () and screen._pending[1].kind == "play"

    screen.table.actionChosen.emit(Action.of("play", 1))
    target = screen._pending[1].actions[0]
    screen.table.actionChosen.emit(target)
    assert screen._pending[1].kind == "guess"
    chips = [item for _a, item in screen.table.choices]
    assert len(chips) == 10 and all(chip.scene() is screen.table.scene and chip.isVisible() for chip in chips)
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
    assert all(chip.scene() is None for chip in chips)  # the guess chips are gone with the half-chosen move

    qtbot.keyClick(screen.view, Qt.Key.Key_Right)
    focused = [item for _a, item in screen.table.choices if item.focused]
    assert len(focused) == 1
    qtbot.keyClick(screen.view, Qt.Key.Key_Tab)
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    assert screen.controller.pending_steps or screen.controller.state.history


def test_new_game_dialog_defaults_and_setup(window, app, qtbot):
    dialog = NewGameDialog(get_game("animals"), AnimalsTable.OPTION_LABELS, window)
    qtbot.addWidget(dialog)
    assert dialog.players.value() == 4
    assert [e.text() for e in dialog.name_edits[:4]] == ["Sara", "Ali", "Maryam", "Reza"]
    assert "tokens_to_win" in dialog.option_widgets and dialog.option_labels["tokens_to_win"].text() == "Tokens to win"
    dialog.kind_boxes[1].setCurrentIndex(3)
    dialog.first.setCurrentIndex(2)
    setup = dialog.setup(seed=9)
    assert [s.agent for s in setup.seats] == [None, "ismcts:hard", "ismcts:normal", "ismcts:normal"]
    assert setup.options == {"tokens_to_win": None, "first_player": 1}
    get_game("animals").parse_options(setup.options)  # the engine accepts what the dialog produces

    i18n.install_language(QApplication.instance(), "fa")
    assert dialog.name_edits[0].text() == "سارا"
    assert dialog.kind_boxes[0].currentText() == "انسان"
    dialog.players.setValue(2)
    assert not dialog.name_edits[2].isVisibleTo(dialog) and dialog.first.count() == 3


def test_rules_page_shows_interpretations_in_both_languages(window, app, qtbot):
    dialog = RulesDialog(get_game("animals"), window)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "Power-Hungry Animals" in text and text.count("[interpretation]") >= 3
    assert text.count("[app choice]") == 1 + 3  # the introduction names the mark; the three choices
    i18n.install_language(app, "fa")
    text_fa = dialog.browser.toPlainText()
    assert "حیوانات قدرت‌طلب" in text_fa and text_fa.count("[برداشت]") >= 3
    assert text_fa.count("[انتخاب برنامه]") == 1 + 3
    marked = highlight_markers(dialog.browser.document())
    assert marked == text_fa.count("[برداشت]") + 1 + 3


def test_card_faces_use_persian_digits_and_names(app):
    from cardtable.ui.games.animals import FACES, card_name

    i18n.install_language(app, "fa")
    assert card_name(6) == "سگ‌تو‌گور"
    assert "۶" in FACES[6].tooltip()
    i18n.install_language(app, "en")
    assert card_name(6) == "Grave Dog" and "(6)" in FACES[6].tooltip()


def test_mirror_helpers_flip_under_rtl(window, qtbot):
    screen = window.start_game(setup_for([None, "random"], seed=2), confirm=False)
    table = screen.table
    assert table.mirror_x(100.0, 50.0) == 100.0
    table.rtl = True
    assert table.mirror_x(100.0, 50.0) == SCENE_W - 150.0
    assert table.seat_point(1, 4, 400, 200).x() > table.seat_point(3, 4, 400, 200).x()
    table.rtl = False
    assert table.seat_point(1, 4, 400, 200).x() < table.seat_point(3, 4, 400, 200).x()
    assert isinstance(table.seat_point(0, 2, 400, 200), QPointF)


def test_animations_run_and_land_cards_where_the_table_puts_them(window, qtbot):
    window.set_speed(0.5, remember=False)
    screen = window.start_game(setup_for([None, "random", "random"], seed=4), confirm=False)
    assert screen.animator.speed == 0.5
    moved: list[bool] = []
    screen.animator.finished.connect(lambda: moved.append(True))
    wait_for_turn(qtbot, window, screen)
    qtbot.waitUntil(lambda: not screen.animator.running, timeout=10_000)
    assert moved  # the deal flew in from the deck
    hand = [item for key, item in screen.table.cards.items() if key[0] == "hand" and key[2] == 0]
    assert hand and all(item.pos() == screen.table._hand_base[item] for item in hand)
    screen.set_speed(0.0)
    assert screen.animator.duration(300) == 0


def test_closing_the_window_while_the_computer_thinks_ends_its_process(window, qtbot):
    import multiprocessing

    screen = window.start_game(setup_for(["ismcts:hard", None], seed=1, options={"first_player": 0}), confirm=False)
    assert screen.controller.busy
    qtbot.waitUntil(lambda: screen.controller.worker.process_alive, timeout=5000)
    window.close()
    assert window.game_screen is None and not screen.controller.worker.process_alive
    qtbot.waitUntil(lambda: multiprocessing.active_children() == [], timeout=20_000)  # reaped in the background


def test_english_without_compiled_translations(app, monkeypatch, tmp_path):
    from PySide6.QtCore import QCoreApplication

    monkeypatch.setattr(i18n, "files", lambda _package: tmp_path)  # no .qm anywhere
    assert i18n.install_language(app, "fa") is False
    assert QCoreApplication.translate("GameScreen", "Game log") == "Game log"
    assert app.layoutDirection() == Qt.LayoutDirection.RightToLeft  # direction and digits still follow the choice
    assert i18n.number(5) == "۵"
