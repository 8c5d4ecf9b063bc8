"""The Schotten Totten table, offscreen: a whole tactical game through the controller's slots and real clicks, the
early-claim explanation, the formation reference card, the discard pile, the new-game options and the RTL mirror."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import Qt

from cardtable.controllers import SeatConfig
from cardtable.engine.base import Action
from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.dialogs import GameSetup, NewGameDialog, RulesDialog
from cardtable.ui.games.schotten_totten import (
    FACES,
    MODE_BADGES,
    ReferenceDialog,
    SchottenTottenTable,
    StoneItem,
    card_name,
    formation_name,
)
from cardtable.ui.table.base import SCENE_W
from cardtable.ui.table.items import CardItem, SeatItem
from cardtable.ui.table.piles import PileDialog
from tests.ui.test_app import wait_for_turn

GAME = get_game("schotten_totten")


def st_setup(seats: list[str | None], seed: int, options: dict | None = None) -> GameSetup:
    names = ["Sara", "Ali"]
    return GameSetup(
        "schotten_totten", tuple(SeatConfig(names[i], s) for i, s in enumerate(seats)), options or {}, seed
    )


def click(qtbot, screen, item) -> None:
    pos = screen.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_whole_tactical_game_with_clicks_reaches_the_end_dialog(window, qtbot):
    screen = window.start_game(st_setup([None, "heuristic"], 5, {"tactics": True, "first_player": 0}), confirm=False)
    applied: list[tuple[int, Action]] = []
    screen.controller.actionApplied.connect(lambda p, a: applied.append((p, a)))
    rng = random.Random(1)
    clicked_card = clicked_stone = keyboard_draw = False
    kinds: set[str] = set()
    while window.end_dialog is None:
        wait_for_turn(qtbot, window, screen)
        if window.end_dialog is not None:
            break
        _player, decision = screen._pending
        kinds.add(decision.kind)
        offered = {action for action, _item in screen.table.choices}
        assert offered == set(decision.actions)  # every legal action has an item, and only those
        assert all(item.highlighted for _action, item in screen.table.choices)
        if not clicked_card and decision.kind == "card":
            action, item = next((a, i) for a, i in screen.table.choices if a.kind == "card" and "-" in a.args[0])
            assert isinstance(item, CardItem) and item.face_up
            click(qtbot, screen, item)
            assert screen.controller.pending_steps == (action,)
            assert screen._pending[1].kind == "stone" and "Esc" in screen.prompt.text()
            assert action.args[0] not in screen.table.observation["hand"]  # lifted out of the hand
            qtbot.keyClick(screen.view, Qt.Key.Key_Escape)  # take it back
            assert screen.controller.pending_steps == () and screen._pending[1].kind == "card"
            assert action.args[0] in screen.table.observation["hand"]
            click(qtbot, screen, screen.table.cards[screen.table._hand_keys[action.args[0]]])
            assert screen.controller.pending_steps == (action,)
            clicked_card = True
            continue
        if decision.kind == "draw" and not keyboard_draw:
            qtbot.keyClick(screen.view, Qt.Key.Key_Tab)
            focused = [a for a, i in screen.table.choices if i.focused]
            assert len(focused) == 1 and focused[0].kind == "draw"
            qtbot.keyClick(screen.view, Qt.Key.Key_Return)
            assert any(a == focused[0] for _p, a in applied)
            keyboard_draw = True
            continue
        if clicked_card and not clicked_stone and decision.kind == "stone":
            action, item = screen.table.choices[0]
            assert isinstance(item, StoneItem)
            click(qtbot, screen, item)
            steps = screen.controller.pending_steps
            if steps:  # still Sara's move (a claim or the deck choice to come): the card already lies on its stone
                assert (action.args[0], 0, steps[0].args[0]) in screen.table._side_keys
            clicked_stone = True
            continue
        claims = [a for a in decision.actions if a.kind == "claim"]
        screen.controller.choose(claims[0] if claims else rng.choice(decision.actions))
    assert clicked_card and clicked_stone and keyboard_draw
    assert {"card", "stone"} <= kinds
    assert any(p == 0 and a.kind == "stone" for p, a in applied)
    outcome = screen.controller.state.outcome
    assert outcome is not None
    dialog = window.end_dialog
    assert dialog.isVisible()
    assert "Stones held:" in dialog.last_round.text() and not dialog.reason.isVisible()  # said once, not twice
    sentences = screen.log_model.sentences()
    assert any("played" in s and "at stone" in s for s in sentences)
    assert any("claimed stone" in s for s in sentences)
    assert not any("Your hand" in s for s in sentences[1:] if "Ali" in s)


def early_claim_line(seed: int) -> list[Action] | None:
    """Actions (seat 0 first) of a seeded random classic game up to seat 0's first claim decision with an early
    claim, or None."""
    state = GAME.new_game(2, seed, {"first_player": 0})
    rng = random.Random(seed)
    actions: list[Action] = []
    while not state.is_terminal:
        decision = state.decision()
        if decision.kind == "claim" and decision.player == 0 and decision.context["early"]:
            return actions
        claims = [a for a in decision.actions if a.kind == "claim"]
        action = claims[0] if claims else rng.choice(decision.actions)
        actions.append(action)
        state.apply(action)
    return None


def test_an_early_claim_explains_its_proof(window, qtbot):
    seed, line = next((s, line) for s in range(300) if (line := early_claim_line(s)) is not None)
    screen = window.start_game(st_setup([None, None], seed, {"first_player": 0}), confirm=False)
    for action in line:
        if screen.reveal_up:  # the card the last player drew, shown to them before the curtain
            qtbot.mouseClick(screen.reveal.button, Qt.MouseButton.LeftButton)
        if screen.curtain_up:
            qtbot.mouseClick(screen.curtain.button, Qt.MouseButton.LeftButton)
        screen.controller.choose(action)
    if screen.reveal_up:
        qtbot.mouseClick(screen.reveal.button, Qt.MouseButton.LeftButton)
    if screen.curtain_up:
        qtbot.mouseClick(screen.curtain.button, Qt.MouseButton.LeftButton)
    decision = screen._pending[1]
    assert decision.kind == "claim" and decision.player == 0
    early = decision.context["early"][0]
    assert "no remaining card can beat your formation" in screen.prompt.text()
    stone = screen.table.stones[early]
    assert stone.highlighted
    click(qtbot, screen, stone)
    assert screen.controller.state.history[-1] == Action.of("claim", early) or (
        Action.of("claim", early) in screen.controller.pending_steps
    )
    qtbot.waitUntil(lambda: any("early" in s for s in screen.log_model.sentences()), timeout=5000)
    line_text = next(s for s in screen.log_model.sentences() if "early" in s)
    assert f"stone {early + 1}" in line_text and "no remaining card can beat it" in line_text
    assert "by proof" in screen.table.stones[early].toolTip()


def test_formation_reference_and_discard_pile_open(window, qtbot):
    screen = window.start_game(st_setup([None, "random"], 3, {"tactics": True}), confirm=False)
    wait_for_turn(qtbot, window, screen)
    table = screen.table
    click(qtbot, screen, table.reference_button)
    assert isinstance(table.dialog, ReferenceDialog) and table.dialog.isVisible()
    text = table.dialog.browser.toPlainText()
    for name in ("colour-run", "three of a kind", "colour", "run", "sum", "green 7"):
        assert name in text
    ranks = ["1. colour-run", "2. three of a kind", "3. colour", "4. run", "5. sum"]
    assert [text.index(r) for r in ranks] == sorted(text.index(r) for r in ranks)
    window.set_language("fa")  # the open card follows a language switch
    assert "رنگ-توالی" in table.dialog.browser.toPlainText() and "سبز ۷" in table.dialog.browser.toPlainText()
    window.set_language("en")
    table.dialog.close()
    click(qtbot, screen, table.discard_pile)
    assert isinstance(table.dialog, PileDialog) and table.dialog.isVisible()
    assert table.dialog.model.rowCount() == len(table.observation["discard"])
    table.dialog.close()


def test_new_game_dialog_shows_the_options_translated(window, app, qtbot):
    dialog = NewGameDialog(GAME, SchottenTottenTable.OPTION_LABELS, window)
    qtbot.addWidget(dialog)
    assert set(dialog.option_widgets) == {"tactics", "expert", "games"}
    assert dialog.option_labels["games"].text() == "Number of games"
    dialog.option_widgets["tactics"].setChecked(True)
    setup = dialog.setup(seed=1)
    assert GAME.parse_options(setup.options).tactics
    i18n.install_language(app, "fa")
    assert dialog.option_labels["games"].text() == "تعداد بازی‌ها"
    assert "تاکتیکی" in dialog.option_labels["tactics"].text()


def test_table_mirrors_and_speaks_persian(window, app, qtbot):
    screen = window.start_game(st_setup([None, "random"], 4, {"tactics": True}), confirm=False)
    wait_for_turn(qtbot, window, screen)
    table = screen.table
    assert table.stones[0].x() < table.stones[8].x()
    hand_en = sorted(item.x() for item in table.cards.values() if item.y() > 600)
    window.set_language("fa")
    assert table.rtl
    assert table.stones[0].x() > table.stones[8].x()
    assert abs(table.stones[0].x() - (SCENE_W - table.stones[8].x() - StoneItem.WIDTH)) < 1
    assert abs(table.plates[0].x() - (SCENE_W - 12 - SeatItem.WIDTH)) < 1
    hand_fa = sorted(item.x() for item in table.cards.values() if item.y() > 600)
    assert len(hand_fa) == len(hand_en)
    assert card_name("green-7") == "سبز ۷" and card_name("Mud Fight") == "مبارزه گِلی"
    assert "۷" in FACES["blue-7"].tooltip()
    assert "مبارزه گِلی" in MODE_BADGES["Mud Fight"].tooltip()
    assert "،" in screen.log_model.sentences()[1] or "دست" in screen.log_model.sentences()[1]
    assert table.reference_button.text == "ترکیب‌ها"


def names_table() -> dict[str, str]:
    """English → Persian names from the rules file's Names table (rows of "a / b | الف / ب")."""
    from importlib.resources import files

    text = (files("cardtable.resources") / "rules" / "schotten_totten.md").read_text("utf-8")
    section = text[text.index("## Names") :]
    pairs: dict[str, str] = {}
    for english, persian in re.findall(r"^\| *([^|]+?) *\| *([^|]+?) *\|$", section, re.M)[2:]:
        pairs.update(zip(english.split(" / "), persian.split(" / "), strict=True))
    return pairs


def test_rules_page_and_card_names_follow_the_rules_file(window, app, qtbot):
    dialog = RulesDialog(GAME, window)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "Schotten Totten" in text and text.count("[interpretation]") == 1 + 3  # the introduction names each mark
    assert text.count("[app choice]") == 1 + 7  # the engine's decisions where the rules file is silent
    names = names_table()
    i18n.install_language(app, "fa")
    text_fa = dialog.browser.toPlainText()
    assert "نبرد اسکاتلندی" in text_fa and text_fa.count("[برداشت]") >= 3 and text_fa.count("[انتخاب برنامه]") == 1 + 7
    for english in ("Joker", "Spy", "Shield Bearer", "Blind-Man's Bluff", "Mud Fight", "Recruiter", "Banshee"):
        assert card_name(english) == names[english]
    for english in ("colour-run", "three of a kind", "colour", "run", "sum"):
        assert formation_name(english) == names[english]
    colours = {"green": "سبز", "purple": "بنفش", "blue": "آبی", "red": "قرمز", "yellow": "زرد", "orange": "نارنجی"}
    for colour, persian in colours.items():
        assert card_name(f"{colour}-3") == f"{persian} ۳"


def test_a_match_of_two_games_summarises_each_game_and_the_score(window, qtbot):
    screen = window.start_game(st_setup(["random", "random"], 8, {"games": 2}), confirm=False)
    qtbot.waitUntil(lambda: screen.summary_up, timeout=60_000)
    summary = screen.summary.label.text()
    assert "Game 1 over" in summary and "Stones held:" in summary and "Match score:" in summary
    result = screen.controller.state.observation(0)["results"][0]
    winner = result["winner"]
    if winner is not None:
        assert f"+{5}" in summary and ("three adjacent" in summary or "five stones" in summary or "passed" in summary)
    qtbot.mouseClick(screen.summary.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=60_000)
    scores = screen.controller.state.outcome.scores
    last = window.end_dialog.last_round.text()
    assert sum(scores) >= 5 and "Game 2 over" in last and "Match score:" in last
    assert any("Game 2 begins" in s for s in screen.log_model.sentences())


def test_screenshot_command_takes_game_options(tmp_path):
    from PySide6.QtGui import QImage

    from tests.ui.test_cli import run

    out = tmp_path / "st.png"
    result = run(
        "--game", "schotten_totten", "--players", "2", "--seats", "human,ai:normal", "--seed", "3", "--lang", "fa",
        "--autoplay", "12", "--options", "tactics=true", "--screenshot", str(out),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert not image.isNull() and image.width() >= 1000
    result = run("--game", "schotten_totten", "--options", "tactics=maybe", "--screenshot", str(out))
    assert result.returncode == 2 and "invalid options" in result.stderr and "tactics" in result.stderr


def test_the_table_shows_the_movers_half_chosen_move_only_to_them(app, qtbot):
    from cardtable.controllers import GameController

    controller = GameController(GAME, (SeatConfig("Sara"), SeatConfig("Ali")), 2, {"first_player": 0}, pause=0)
    controller.start()
    card = next(a for a in controller.decision().actions if a.kind == "card")
    controller.choose(card)
    assert controller.pending_steps == (card,)
    assert controller.shown_observation(0)["selected"] == card.args[0]
    assert card.args[0] not in controller.shown_observation(0)["hand"]
    assert controller.observation(0)["selected"] is None and card.args[0] in controller.observation(0)["hand"]
    assert controller.shown_observation(1) == controller.observation(1)  # the other seat sees the real State
    controller.cancel_move()
    assert controller.shown_observation(0) == controller.observation(0)
    controller.close()


# --- the table drawn from a made-up observation (a real one, with the fields a test needs changed) ---------------
def bare_table(app, lang: str = "en") -> SchottenTottenTable:
    from PySide6.QtWidgets import QGraphicsScene

    from cardtable.ui.table.animation import Animator

    i18n.install_language(app, lang)
    table = SchottenTottenTable(QGraphicsScene(), GAME, ["Sara", "Ali"], Animator(0.0))
    table.viewer = 0
    table.rtl = i18n.is_rtl()
    table.retranslate()
    return table


def face_rect(item):
    """The scene rectangle of a card's face (its bounding rectangle has a margin for the shadow)."""
    from PySide6.QtCore import QRectF

    from cardtable.ui.table.items import CARD_H, CARD_W

    return QRectF(item.pos().x(), item.pos().y(), CARD_W * item.scale(), CARD_H * item.scale())


def observation(**changes) -> dict:
    obs = GAME.new_game(2, 6, {"tactics": True, "first_player": 0}).observation(0)
    obs.update(changes)
    return obs


def badge_rects(table) -> dict[str, object]:
    from cardtable.ui.games.schotten_totten.faces import ModeBadge

    return {i.face.name: face_rect(i) for i in table.cards.values() if isinstance(i.face, ModeBadge)}


def test_combat_modes_lie_at_the_stones_reading_end_clear_of_its_number(app):
    for lang in ("en", "fa"):
        table = bare_table(app, lang)
        obs = observation()
        obs["stones"][3]["modes"] = ["Mud Fight", "Blind-Man's Bluff"]
        table.sync(obs, [])
        stone = table.stones[3]
        rect = stone.mapRectToScene(stone.boundingRect().adjusted(10, 10, -10, -10))  # the stone itself
        number = rect.adjusted(rect.width() / 2 - 12, 0, -(rect.width() / 2 - 12), 0)
        badges = badge_rects(table)
        assert set(badges) == {"Mud Fight", "Blind-Man's Bluff"}
        for name, badge in badges.items():
            assert badge.intersects(rect) and not badge.intersects(number), (lang, name)
            # both at the end where reading the stone finishes: the right, or the left under RTL
            assert (badge.center().x() < rect.center().x()) == (lang == "fa"), (lang, name)
            for other in (table.stones[2], table.stones[4]):
                assert not badge.intersects(other.mapRectToScene(other.boundingRect().adjusted(10, 10, -10, -10)))


def test_four_card_sides_clear_the_decks_and_the_hand(app):
    for lang in ("en", "fa"):
        table = bare_table(app, lang)
        obs = observation()
        for s in (0, 4, 7, 8):  # under the opponent's hand, the middle, under the decks and the discard pile
            obs["stones"][s]["modes"] = ["Mud Fight"] if s == 8 else []
            obs["stones"][s]["sides"] = [["red-1", "red-2", "red-3", "red-4"], ["blue-1", "blue-2", "blue-3", "blue-4"]]
        obs["stones"][7]["sides"] = [[], ["green-1", "green-2", "green-3", "green-4"]]
        obs["discard"] = ["Traitor"]
        table.sync(obs, [])
        hand = [face_rect(table.cards[k]) for k in table._hand_keys.values()]
        top = [table.discard_pile.sceneBoundingRect()]
        top += [label.sceneBoundingRect() for label in (table.clan_pile, table.tactic_pile, table.opp_label)]
        top += [face_rect(item) for key, item in table.cards.items() if key[0] in ("deck", "opp")]
        for (s, seat, _name), key in table._side_keys.items():
            card = face_rect(table.cards[key])
            others = hand if seat == 0 else top
            assert not any(card.intersects(r) for r in others), (lang, s, seat)


def test_a_ruse_being_resolved_lies_beside_the_decks_not_over_the_hand(app):
    hand = ["red-1", "red-5", "blue-2", "blue-7", "green-4", "orange-9", "purple-9", "yellow-4", "Spy"]
    for lang in ("en", "fa"):
        table = bare_table(app, lang)
        for current in (0, 1):
            table.sync(observation(hand=hand, selected="Recruiter", current=current, phase="recruit_return"), [])
            ruse = [i for k, i in table.cards.items() if k[0] == "c" and k[2] == "Recruiter"]
            assert len(ruse) == 1 and ruse[0].face_up
            rect = face_rect(ruse[0])
            assert not any(rect.intersects(face_rect(table.cards[k])) for k in table._hand_keys.values())
            assert abs(rect.top() - table.pile_pos(0).y()) < 1  # in the row of the decks
            assert "Recruiter" not in table._hand_keys


def test_pass_prompt_says_which_limit_holds_the_tactic_cards_back(app):
    """The prompt words the engine's refusals (the table no longer checks the limits itself)."""
    from cardtable.engine.base import Decision, Refusal

    def refused(*entries: tuple[str, str, dict]) -> dict:
        return {"refused": [Refusal(Action.of("card", c), k, dict(d, card=c)).to_json() for c, k, d in entries]}

    table = bare_table(app)
    table.observation = observation(hand=["Banshee", "Spy"], tactics_played=[2, 1])
    only_pass = Decision(0, "card", (Action.of("pass"),), refused(("Banshee", "tactic_limit", {"opponent": 1})))
    assert table.prompt(only_pass, ()) == (
        "\u2068Sara\u2069, you cannot play a clan card: pass. You may not play a tactic card yet: you have played "
        "one more than \u2068Ali\u2069."
    )
    joker = Decision(0, "card", (Action.of("pass"),), refused(("Joker", "joker_limit", {})))
    assert table.prompt(joker, ()).endswith("You may not play your other Joker: each player plays only one Joker.")
    spy_or_pass = Decision(
        0, "card", (Action.of("card", "Spy"), Action.of("pass")), refused(("Joker", "joker_limit", {}))
    )
    assert "other Joker" in table.prompt(spy_or_pass, ())
    nothing = Decision(0, "card", (Action.of("pass"),), refused(("Banshee", "nothing_to_act_on", {})))
    assert table.prompt(nothing, ()) == "\u2068Sara\u2069, you cannot play a clan card: pass."  # no limit to name
    i18n.install_language(app, "fa")
    text = table.prompt(only_pass, ())
    assert "یکی بیشتر از" in text and table.name(1) in text and not re.search("[A-Za-z]", text)


def test_stones_held_keeps_each_players_stones_by_their_name(app):
    owners = [1, 1, None, 1, None, None, None, None, None]
    result = {"winner": 1, "reason": "three_adjacent", "points": [0, 5], "scores": [0, 5]}
    for lang, start in (("en", "\u2066"), ("fa", "\u2067")):
        table = bare_table(app, lang)
        html = table._summary_html(result, owners)
        held = html[html.index(table.tr("Stones held:")) :]
        assert f"{start}{table.name(0)}: {table.tr('none', 'no stones held')}\u2069" in held
        assert f"{start}{table.name(1)}: " in held
        if lang == "fa":  # the players parted by a semicolon: the comma parts the stones (a fresh tester's finding)
            assert "none" not in html and "سنگ‌های ۱، ۲، ۴" in held
            assert "؛ " in held
        else:
            assert "stones 1, 2, 4" in held
    # One stone: "Sara: stone 4", not "Sara: 4" (read as four stones; a fresh tester's finding).
    owners = [1, 1, None, 0, 1, None, None, None, None]
    for lang, words in (("en", "stone 4"), ("fa", "سنگ ۴")):
        table = bare_table(app, lang)
        held = table._summary_html(result, owners)
        assert f"{table.name(0)}: {words}\u2069" in held


def test_a_claim_of_equal_formations_says_what_decided_it(app):
    """A fresh tester's finding: "Ali claimed stone 3: sum against sum." did not say why. The log gives the higher
    sum, or the equal sums and who completed their side first (the engine's ``decided_by``), en/fa."""
    from cardtable.engine.base import Event

    def claimed(seat: int, decided_by: str | None, sums: list[int] | None) -> Event:
        data = {"seat": seat, "stone": 2, "early": False, "formation": "sum", "opponent_formation": "sum"}
        return Event("claimed", dict(data, decided_by=decided_by, sums=sums))

    table = bare_table(app)
    say = table.describe
    assert say(claimed(1, "sum", [18, 14]), 0) == (
        "\u2068Ali\u2069 claimed stone 3: sum against sum, the higher sum (18 against 14)."
    )
    assert say(claimed(0, "completed_first", [18, 18]), 0) == (
        "You claimed stone 3: sum against sum, equal sums (18); you completed your side first."
    )
    assert say(claimed(1, "completed_first", [18, 18]), 0).endswith("\u2068Ali\u2069 completed their side first.")
    assert say(claimed(1, "formation", [18, 14]), 0) == "\u2068Ali\u2069 claimed stone 3: sum against sum."
    table = bare_table(app, "fa")
    text = table.describe(claimed(1, "sum", [18, 14]), 0)
    assert "جمع بیشتر (۱۸ در برابر ۱۴)" in text and not re.search("[A-Za-z0-9]", text)


def test_a_card_at_a_stone_stands_in_for_the_stone_while_one_is_chosen(window, qtbot):
    """A fresh tester's finding: clicking a card lying at a stone, while a stone was to be chosen, did nothing. It
    chooses that stone when the stone is offered, and says why not when it is refused (a full side)."""
    screen = window.start_game(st_setup([None, "random"], 5, {"first_player": 0}), confirm=False)
    controller = screen.controller

    def my_turn() -> None:
        qtbot.waitUntil(
            lambda: screen._pending is not None and screen._pending[0] == 0 and not controller.busy, timeout=20_000
        )

    def a_card() -> Action:
        my_turn()
        return next(a for a in controller.decision().actions if a.kind == "card")

    def side_card(stone: int):
        return next(
            screen.table.card(k) for (s, seat, _n), k in screen.table._side_keys.items() if (s, seat) == (stone, 0)
        )

    controller.choose(a_card())
    controller.choose(Action.of("stone", 0))
    while controller.decision() is not None and controller.decision().player == 0:  # claims, the deck
        controller.choose(controller.decision().actions[-1])
    controller.choose(a_card())
    my_turn()
    assert controller.decision().kind == "stone"
    click(qtbot, screen, side_card(0))  # my card at stone 0: the stone is chosen
    assert Action.of("stone", 0) in [*controller.pending_steps, *controller.state.history[-3:]]
    while controller.decision() is not None and controller.decision().player == 0:
        controller.choose(controller.decision().actions[-1])
    controller.choose(a_card())
    controller.choose(Action.of("stone", 0))  # my side of stone 0 is full: three cards
    while controller.decision() is not None and controller.decision().player == 0:
        controller.choose(controller.decision().actions[-1])
    controller.choose(a_card())
    my_turn()
    assert Action.of("stone", 0) not in controller.decision().actions
    steps = controller.pending_steps
    click(qtbot, screen, side_card(0))  # stone 0's side is full: the banner says so, nothing is chosen
    assert controller.pending_steps == steps and screen.banner.isVisible()
    decision = controller.decision()
    (full,) = [r for r in decision.refusals if r.action == Action.of("stone", 0)]
    assert screen.banner.text() == screen.table.reason(full, decision)
    assert "stone 1" in screen.banner.text()


def test_a_hint_for_a_side_that_can_only_be_a_sum_says_so(app):
    """A fresh tester's finding: "can become a sum at stone 9" said nothing (every side can); the hint says that only
    a sum is still possible there, and names the better formations as before, en/fa."""
    table = bare_table(app)
    assert table.hint_reason("aims", {"formation": "sum", "stone": 8}) == "only a sum is still possible at stone 9"
    assert table.hint_reason("aims", {"formation": "run", "stone": 8}) == "can become a run at stone 9"
    assert table.hint_reason("completes", {"formation": "sum", "stone": 8}) == "completes a sum at stone 9"
    table = bare_table(app, "fa")
    text = table.hint_reason("aims", {"formation": "sum", "stone": 8})
    assert "فقط" in text and "۹" in text and not re.search("[A-Za-z0-9]", text)


def test_a_hint_for_a_card_that_starts_a_side_names_the_stone(app):
    """The search's stone for a card alone on its side (``explain``'s ``"starts"``), en/fa."""
    table = bare_table(app)
    assert table.hint_reason("starts", {"stone": 4}) == "starts your side of stone 5"
    table = bare_table(app, "fa")
    text = table.hint_reason("starts", {"stone": 4})
    assert "۵" in text and not re.search("[A-Za-z0-9]", text)


def test_a_hint_for_a_tactic_card_says_what_it_does(app):
    """``explain``'s tactic-card reasons (a combat mode's stone, a ruse's card and stone, the Recruiter's draw), en/fa:
    every one a sentence in both languages, the Persian one in Persian words and digits."""
    reasons = {
        "mud": {"stone": 3},
        "bluff": {"stone": 3},
        "discards": {"card": "blue-3", "stone": 3},
        "takes": {"card": "blue-3", "stone": 3},
        "moves": {"card": "blue-3", "stone": 3},
        "recruits": {},
    }
    table = bare_table(app)
    english = {key: table.hint_reason(key, data) for key, data in reasons.items()}
    assert english["mud"] == "stone 4 then needs four cards a side"
    assert english["takes"] == "takes the blue 3 from stone 4"
    assert english["recruits"] == "draws three cards and puts two back"
    table = bare_table(app, "fa")
    for key, data in reasons.items():
        text = table.hint_reason(key, data)
        assert text and not re.search("[A-Za-z0-9]", text), (key, text)
        assert ("۴" in text) == ("stone" in data), (key, text)


def test_a_stone_you_claimed_is_refused_in_your_words(app):
    """A fresh tester's finding: a click at a stone Sara had claimed said "Stone 6 is claimed by Sara." to Sara."""
    from cardtable.engine.base import Decision, Refusal

    table = bare_table(app)
    mine = Refusal(Action.of("stone", 5), "claimed", {"stone": 5, "owner": 0})
    theirs = Refusal(Action.of("stone", 5), "claimed", {"stone": 5, "owner": 1})
    decision = Decision(0, "stone", (Action.of("stone", 0),), {"card": "red-1"})
    assert table.reason(mine, decision) == "You have claimed stone 6 already."
    assert table.reason(theirs, decision) == "Stone 6 is claimed by \u2068Ali\u2069."
    table = bare_table(app, "fa")
    assert table.reason(mine, decision) == "سنگ ۶ را خودت پیش‌تر تصاحب کرده‌ای."


def test_a_stone_that_cannot_be_claimed_says_why(app):
    """A fresh tester's finding: at a claim decision a click on a stone that cannot be claimed said nothing; each of
    the engine's reasons (``_claim_refusals``) is a sentence naming the stone and the opponent, en/fa."""
    from cardtable.engine.base import Decision, Refusal

    claim = Action.of("claim", 2)
    decision = Decision(0, "claim", (Action.of("claim", 0), Action.of("end_claims")), {"timing": "after_play"})
    cases = {
        "side_incomplete": {"stone": 2, "missing": 2},
        "beaten": {"stone": 2, "equal": False},
        "equal": {"stone": 2, "equal": True},
        "unproven": {"stone": 2},
    }
    refusals = {k: Refusal(claim, "beaten" if k == "equal" else k, data) for k, data in cases.items()}
    table = bare_table(app)
    said = {k: table.reason(r, decision) for k, r in refusals.items()}
    assert said["side_incomplete"] == "You can claim stone 3 once your side of it is complete: it needs 2 more cards."
    assert said["beaten"] == "You cannot claim stone 3: \u2068Ali\u2069's formation there beats yours."
    assert "as strong as yours and was completed first" in said["equal"]
    assert "could still beat your formation" in said["unproven"] and "\u2068Ali\u2069" in said["unproven"]
    one = Refusal(claim, "side_incomplete", {"stone": 2, "missing": 1})
    assert table.reason(one, decision).endswith("it needs 1 more card.")
    table = bare_table(app, "fa")
    for r in refusals.values():
        text = table.reason(r, decision)
        assert "۳" in text and not re.search("[A-Za-z0-9]", text.replace("\u2068Ali\u2069", "")), text
