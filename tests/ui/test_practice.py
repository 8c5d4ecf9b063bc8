"""Undo that means something (issue 14), in the app (offscreen): Edit → Undo takes back a half-chosen move and says
exactly why it cannot go further (what you have seen, in the words of the game log); a practice game undoes whole
turns past what you have seen with the computer's cards unchanged, is marked in the window title and the saved game,
and stays out of the statistics."""

from __future__ import annotations

import json

from cardtable import saves, stats
from cardtable.__main__ import build_parser
from cardtable.controllers import SeatConfig
from cardtable.engine.registry import get_game
from cardtable.ui.dialogs import GameSetup, NewGameDialog
from cardtable.ui.games import table_class

VS_COMPUTER = (SeatConfig("Sara"), SeatConfig("Ali", "random"))
PRACTICE_HINT = "To undo whole turns, start a practice game (Game → New game…)."


def human_turn(qtbot, window, screen) -> None:
    """Wait until the human is asked (or the match is over)."""
    qtbot.waitUntil(
        lambda: window.end_dialog is not None or (screen._pending is not None and not screen.controller.busy),
        timeout=30_000,
    )


def quoted(text: str) -> str:
    return text[text.index("“") + 1 : text.index("”")]


def test_undo_takes_back_a_half_chosen_move_and_says_why_it_stops(window, qtbot):
    setup = GameSetup("schotten_totten", VS_COMPUTER, {"first_player": 0}, 5)
    screen = window.start_game(setup, confirm=False, auto_continue=True)
    controller = screen.controller
    human_turn(qtbot, window, screen)
    assert not window.undo_action.isEnabled()
    assert window.undo_action.toolTip() == "Nothing to undo: you have not made a choice yet."
    card = controller.decision().actions[0]
    controller.choose(card)  # the card is chosen, the stone not yet
    assert controller.pending_steps == (card,)
    assert window.undo_action.isEnabled()
    assert window.undo_action.toolTip() == "Take back the move you have begun, as Esc does."
    window.undo_action.trigger()
    assert controller.pending_steps == () and screen._pending[1].kind == "card"
    assert not window.undo_action.isEnabled()

    # A whole turn: card, stone, the draw (a card the human sees), then the computer plays (seen too).
    controller.choose(card)
    controller.choose(controller.decision().actions[0])
    human_turn(qtbot, window, screen)
    assert controller.state.to_move == 0 and len(controller.history.steps) >= 3
    tip = window.undo_action.toolTip()
    assert not window.undo_action.isEnabled()
    assert tip.startswith("Nothing to undo. Undo stops at what you have seen: “") and tip.endswith(PRACTICE_HINT)
    seen = quoted(tip)
    assert seen in screen.log_model.sentences()  # the tooltip quotes the game log: what exactly was seen
    assert seen == screen.table.describe(controller.undo_stop(), 0)
    window.undo_action.showStatusText(window)  # as when the pointer rests on it in the menu
    assert window.statusBar().currentMessage() == tip

    card = controller.decision().actions[0]
    hand = controller.observation(0)["hand"]
    controller.choose(card)
    assert card.args[0] not in controller.shown_observation(0)["hand"]
    tip = window.undo_action.toolTip()
    assert window.undo_action.isEnabled()
    assert tip == f"Take back the move you have begun, as Esc does. Undo stops at what you have seen: “{seen}” " + (
        PRACTICE_HINT
    )
    window.set_language("fa")
    tip_fa = window.undo_action.toolTip()
    assert tip_fa.startswith(
        "حرکتی را که شروع کرده‌ای پس بگیر، همان کاری که کلید Esc می‌کند. واگرد از آنچه دیده‌ای عقب‌تر نمی‌رود: «"
    )
    assert tip_fa.endswith("برای واگرد نوبت‌های کامل، یک بازی تمرینی شروع کن (بازی ← بازی تازه…).")
    assert tip_fa[tip_fa.index("«") + 1 : tip_fa.index("»")] == screen.table.describe(controller.undo_stop(), 0)
    window.set_language("en")
    window.undo_action.trigger()
    assert controller.pending_steps == ()
    assert controller.shown_observation(0)["hand"] == hand  # the card is back in the hand
    assert screen._pending[1].kind == "card"


def test_practice_game_undoes_a_whole_turn_and_the_computers_cards_stay(window, qtbot):
    """Power-Hungry Animals: every turn begins with a draw the human sees. In a practice game undo goes back past it,
    one choice at a time, to the human's previous play; the computer holds the cards it held then, and playing the
    same cards again leads to the same table, the computer's hand included."""
    setup = GameSetup("animals", VS_COMPUTER, {"first_player": 0}, 5, practice=True)
    screen = window.start_game(setup, confirm=False, auto_continue=True)
    controller = screen.controller
    assert controller.practice and controller.history.practice
    assert window.windowTitle() == "cardtable — practice game"

    def to_next_play(plays: list[dict]) -> None:
        """Take the human's decisions (always the first offered) until the next play (a turn begins); ``plays`` gets
        the computer's observation at each play."""
        human_turn(qtbot, window, screen)
        while controller.decision().kind != "play" or controller.pending_steps:
            controller.choose(controller.decision().actions[0])
            human_turn(qtbot, window, screen)
            assert window.end_dialog is None
        plays.append(controller.observation(1))

    plays: list[dict] = []
    for _turn in range(4):
        to_next_play(plays)
        if _turn < 3:
            controller.choose(controller.decision().actions[0])
    assert len(controller.history.steps) > 8
    assert controller.undo_stop() is None  # the human drew a card this turn: a normal game would stop here
    assert window.undo_action.isEnabled()
    tip = "Go back to your previous choice (a practice game: even past cards you have seen)."
    assert window.undo_action.toolTip() == tip
    computer_now, human_now = controller.observation(1), controller.observation(0)

    def undo_to_play() -> None:
        window.undo_action.trigger()
        while controller.decision().kind != "play":  # a play's later choices (a target, a guess) come first
            window.undo_action.trigger()
        human_turn(qtbot, window, screen)

    undo_to_play()  # back past this turn's draw and the computer's whole turn
    assert controller.observation(1) == plays[-2]
    assert controller.observation(1)["hand"] == plays[-2]["hand"]
    controller.choose(controller.decision().actions[0])  # the same play again
    to_next_play([])
    assert controller.observation(1)["hand"] == computer_now["hand"]
    assert controller.observation(1) == computer_now
    assert controller.observation(0) == human_now

    undo_to_play()
    undo_to_play()
    assert controller.observation(1) == plays[-3]
    assert saves.read(saves.autosave_path()).practice  # the autosave keeps it a practice game


def test_practice_result_is_not_counted_in_the_statistics(window, qtbot):
    window.gameStarted.connect(lambda screen: screen.controller.set_autopilot("random"))
    setup = GameSetup("animals", VS_COMPUTER, {"first_player": 0}, 2, practice=True)
    controller = window.start_game(setup, confirm=False, auto_continue=True).controller
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=60_000)
    assert controller.state.is_terminal
    assert stats.load_statistics().value.records == {}
    assert not stats.statistics_path().exists()
    window.play_again()  # the same setup again: still a practice game
    assert window.game_screen.controller.practice and window.windowTitle() == "cardtable — practice game"


def test_a_practice_save_opens_as_a_practice_game(window, tmp_path):
    setup = GameSetup("animals", VS_COMPUTER, {"first_player": 0}, 5, practice=True)
    screen = window.start_game(setup, confirm=False)
    path = tmp_path / "practice.cardtable"
    assert window.saving.save_as(str(path))
    window.close_game_now()
    assert window.windowTitle() == "cardtable"
    assert saves.read(path).practice
    assert window.saving.open_file(str(path))
    assert window.game_screen is not screen and window.game_screen.controller.practice
    assert window.windowTitle() == "cardtable — practice game"
    window.set_language("fa")
    assert window.windowTitle() == "میز کارت — بازی تمرینی"


def test_the_saved_games_list_marks_practice_games(window):
    setup = GameSetup("animals", VS_COMPUTER, {"first_player": 0}, 5, practice=True)
    window.start_game(setup, confirm=False)
    assert window.saving.save_as(str(saves.saved_games_dir() / "practice"))
    window.start_game(GameSetup("schotten_totten", VS_COMPUTER, {"first_player": 0}, 5), confirm=False)
    assert window.saving.save_as(str(saves.saved_games_dir() / "normal"))
    window.show_saved_games()
    model = window.saved_games_dialog.model
    games = {model.index(row, 0).data() for row in range(model.rowCount())}
    assert games == {"Power-Hungry Animals (practice game)", "Schotten Totten"}
    window.set_language("fa")
    games = {model.index(row, 0).data() for row in range(model.rowCount())}
    assert "حیوانات قدرت‌طلب (بازی تمرینی)" in games
    window.saved_games_dialog.close()


def test_new_game_dialog_offers_a_practice_game(window):
    dialog = NewGameDialog(get_game("animals"), table_class("animals").OPTION_LABELS, window)
    assert dialog.practice.text() == "Practice game: undo whole turns, even past cards you have seen"
    assert not dialog.practice.isChecked() and not dialog.setup(seed=1).practice
    dialog.practice.setChecked(True)
    assert dialog.setup(seed=1).practice
    window.set_language("fa")
    assert dialog.practice.text() == "بازی تمرینی: واگرد نوبت‌های کامل، حتی از کارت‌هایی که دیده‌ای عقب‌تر"
    dialog.close()


def test_a_save_without_the_practice_field_opens_as_a_normal_game(window, tmp_path):
    window.start_game(GameSetup("animals", VS_COMPUTER, {"first_player": 0}, 5), confirm=False)
    path = tmp_path / "old.cardtable"
    document = json.loads(window.game_screen.controller.saved_game().to_bytes())
    assert "practice" not in document  # a normal game's file has no such field, as before practice games existed
    path.write_text(json.dumps(document))
    window.close_game_now()
    assert window.saving.open_file(str(path))
    assert not window.game_screen.controller.practice and window.windowTitle() == "cardtable"


def test_practice_on_the_command_line():
    assert build_parser().parse_args(["--game", "animals", "--practice"]).practice
    assert not build_parser().parse_args(["--game", "animals"]).practice


def test_undo_in_a_practice_game_goes_back_to_the_start_of_the_move(qtbot):
    """A fresh tester's finding: in a practice game of Schotten Totten, Undo after the computer's move went back to
    the stone, the card staying played; the prompt offered no Esc and no other card could be chosen. Undo goes back
    to the card (the move's first decision), with nothing half-chosen and nothing committed; redo brings it back
    whole."""
    from cardtable.controllers import GameController
    from cardtable.engine import Action

    controller = GameController(
        get_game("schotten_totten"),
        [SeatConfig("Sara"), SeatConfig("Ali", "random")],
        5,
        {"first_player": 0},
        pause=0,
        practice=True,
    )
    controller.start()
    try:
        controller.choose(next(a for a in controller.decision().actions if a.kind == "card"))
        controller.choose(Action.of("stone", 0))
        while controller.decision() is not None and controller.decision().player == 0:  # the deck to draw from
            controller.choose(controller.decision().actions[0])
        qtbot.waitUntil(lambda: not controller.busy and controller.decision().player == 0, timeout=20_000)
        assert controller.can_undo()
        played = list(controller.state.history)
        assert controller.undo()
        qtbot.waitUntil(lambda: not controller.busy, timeout=20_000)
        assert controller.state.history == [] and controller.pending_steps == ()
        assert controller.decision().kind == "card" and controller.decision().player == 0
        assert controller.redo()  # the move comes back whole, and the computer's after it
        assert controller.state.history == played and controller.decision().kind == "card"
    finally:
        controller.close()
