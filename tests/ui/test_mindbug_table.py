"""The Mindbug table, offscreen: a whole game against the heuristic through real clicks, the Mindbug prompt, the
hot-seat curtain for the opponent's Mindbug decision, current-power badges, exhausted creatures turned sideways, the
block decision with its refusals, and the RTL mirror."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsScene

from cardtable.controllers import SeatConfig
from cardtable.engine.base import Action, Decision
from cardtable.engine.registry import get_game
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.games.mindbug import MindbugTable
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_W
from cardtable.ui.table.items import CardItem
from tests.engine.mindbug.mindbug_positions import card, do, position
from tests.ui.matches import play_by_clicks
from tests.ui.test_app import wait_for_turn

GAME = get_game("mindbug")


def mb_setup(seats: list[str | None], seed: int) -> GameSetup:
    names = ["Sara", "Ali"]
    return GameSetup("mindbug", tuple(SeatConfig(names[i], s) for i, s in enumerate(seats)), {"first_player": 0}, seed)


def play_until(qtbot, window, screen, kind: str, wanted: Callable[[Decision], bool] = lambda d: True) -> Decision:
    """Play the human's seat (the first card of the hand, else the first choice) until a decision of ``kind`` for
    which ``wanted`` holds is on screen, and return it; fails if the game ends first."""
    while window.end_dialog is None:
        wait_for_turn(qtbot, window, screen)
        if window.end_dialog is not None:
            break
        _player, decision = screen._pending
        if decision.kind == kind and wanted(decision):
            return decision
        plays = [a for a in decision.actions if a.kind == "play"]
        screen.controller.choose(plays[0] if plays else decision.actions[0])
    raise AssertionError(f"no {kind} decision came up")


def test_whole_game_against_the_heuristic_with_clicks_reaches_the_end_dialog(window, qtbot):
    screen = window.start_game(mb_setup([None, "heuristic"], 4), confirm=False)

    def mindbug_prompt(decision):
        if decision.kind == "mindbug":
            assert "You have" in screen.prompt.text() and "Mindbug this" in screen.prompt.text()

    played = play_by_clicks(window, qtbot, screen, random.Random(2), on_decision=mindbug_prompt)
    assert played.clicks > 5 and "turn" in played.kinds and not played.summaries
    assert any("plays" in s or "You play" in s for s in screen.log_model.sentences())


def test_a_block_is_a_move_of_its_own_so_the_log_tells_the_fight_before_your_turn(window, qtbot):
    """A decision out of turn (here the block) is committed at once, even though the blocker's own turn comes
    next: the log says what the fight did while you choose your turn, instead of holding it back as a half-chosen
    move (which Esc could take back after seeing the fight)."""
    screen = window.start_game(mb_setup([None, "heuristic"], 4), confirm=False)
    decision = play_until(qtbot, window, screen, "block", lambda d: any(a.kind == "block" for a in d.actions))
    screen.controller.choose(next(a for a in decision.actions if a.kind == "block"))
    assert screen.controller.pending_steps == ()
    wait_for_turn(qtbot, window, screen)
    assert any(s.startswith("You block") for s in screen.log_model.sentences())


def test_while_the_mindbug_prompt_is_up_the_banner_says_it_not_the_move_before(window, qtbot):
    """The banner over the table says the question out of turn ("You may Mindbug the card just played. Mindbug
    this Killer Bee? You have 2 left.") when it comes up, replacing the computer's last move."""
    screen = window.start_game(mb_setup([None, "heuristic"], 4), confirm=False)
    play_until(qtbot, window, screen, "mindbug")
    assert screen.banner.isVisible() and screen.banner.sentence == screen.prompt.text()
    assert "Mindbug this" in screen.banner.sentence


def test_hot_seat_curtain_passes_the_screen_for_the_mindbug_decision(window, qtbot):
    screen = window.start_game(mb_setup([None, None], 1), confirm=False)
    qtbot.mouseClick(screen.curtain.button, Qt.MouseButton.LeftButton)  # Sara's first turn
    _player, decision = screen._pending
    action = next(a for a in decision.actions if a.kind == "play")
    screen.controller.choose(action)
    qtbot.waitUntil(lambda: screen.reveal_up, timeout=10_000)  # Sara drew a card: she looks, then passes on
    qtbot.mouseClick(screen.reveal.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.curtain_up, timeout=10_000)
    text = screen.curtain.label.text()
    assert "Ali" in text and "may Mindbug" in text
    qtbot.mouseClick(screen.curtain.button, Qt.MouseButton.LeftButton)
    assert screen.viewer == 1 and screen._pending[1].kind == "mindbug"
    assert {a.kind for a, _i in screen.table.choices} == {"mindbug", "decline"}
    assert screen.prompt.text().startswith("\u2068Ali\u2069 may Mindbug")  # two people at the screen: by name


def test_with_one_person_at_the_table_the_question_out_of_turn_says_you(window, qtbot):
    """The prompt of a decision out of turn speaks to the only person at the table ("You may Mindbug…"), not of
    them by name ("Sara may Mindbug…", the hot-seat curtain's sentence), in English and Persian."""
    from cardtable.ui import i18n

    screen = window.start_game(mb_setup([None, "heuristic"], 4), confirm=False)
    play_until(qtbot, window, screen, "mindbug")
    assert screen.prompt.text().startswith("You may Mindbug the card just played. Mindbug this ")
    i18n.install_language(QApplication.instance(), "fa")
    try:
        text = screen.prompt.text()
    finally:
        i18n.install_language(QApplication.instance(), "en")
    assert text.startswith("می‌توانی کارتی را که همین حالا بازی شد تحت کنترل بگیری.")
    assert "سارا" not in text and "Sara" not in text


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_every_question_out_of_turn_speaks_to_you_or_names_the_seat(qapp, lang):
    """Each reason for a decision out of turn (a Mindbug, a block, a discard, another's effect) has a sentence to
    the person deciding, with no name in it, and one naming them for the hot-seat curtain."""
    from dataclasses import replace

    from cardtable.ui import i18n

    st = chip_decisions()["mindbug"]
    table = table_for(st)
    decision = st.decision()
    try:
        i18n.install_language(qapp, lang)
        for reason in ("mindbug", "block", "discard", "effect"):
            out_of_turn = replace(decision, interrupt=reason, context={**decision.context, "card": 0})
            to_you, named = table.interrupt_text(out_of_turn, addressed=True), table.interrupt_text(out_of_turn)
            assert to_you and to_you != named and table.name(0) in named and table.name(0) not in to_you, reason
    finally:
        i18n.install_language(qapp, "en")


def table_for(st, viewer: int = 0, rtl: bool = False) -> MindbugTable:
    table = MindbugTable(QGraphicsScene(), GAME, ["Sara", "Ali"], Animator(0.0))
    table.viewer = viewer
    table.rtl = rtl
    table.sync(st.observation(viewer), [])
    return table


def test_power_badges_follow_passives_and_exhausted_creatures_lie_sideways(qapp):
    st = position(
        play=(["Goblin Werewolf", "Rhino Turtle"], ["Goblin Werewolf", "Shield Bugs"]), exhausted=["Rhino Turtle"]
    )
    table = table_for(st)
    mine, theirs = st.play[0][0], st.play[1][0]
    assert table.cards[("c", mine)].badges[0].text == "8"  # +6 on its controller's turn
    assert table.cards[("c", theirs)].badges[0].text == "3"  # defending: 2 + Shield Bugs
    rhino = table.cards[("c", card(st, "Rhino Turtle"))]
    assert rhino.rotation() == 90.0 and any(b.text == "exhausted" for b in rhino.badges)
    assert table.cards[("c", mine)].rotation() == 0.0
    # hovering a card says what its badges mean
    assert "Power now: 8 (printed 2), changed by a card in play." in table.cards[("c", mine)].toolTip()
    bugs = table.cards[("c", card(st, "Shield Bugs"))].toolTip()
    assert bugs.startswith("<b>Shield Bugs</b>") and bugs.endswith("Power now: 4, as printed.")
    assert "Exhausted (Tough): it still attacks and blocks" in rhino.toolTip()


def test_the_block_decision_offers_the_allowed_blockers_and_words_the_refusals(qapp):
    st = position(play=(["Elephantopus", "Gorillion"], ["Spider Owl", "Luchataur"]))
    do(st, "attack", card(st, "Gorillion"))
    table = table_for(st, viewer=1)
    decision = st.decision()
    choices = table.offer(decision, ())
    items = {a: i for a, i in choices}
    assert isinstance(items[Action.of("block", card(st, "Luchataur"))], CardItem)
    assert Action.of("no_block") in items and Action.of("block", card(st, "Spider Owl")) not in items
    refusal = decision.refusals[0]
    assert "Elephantopus" in table.reason(refusal, decision) and "Spider Owl" in table.reason(refusal, decision)
    assert table.item_for(refusal.action, decision) is table.cards[("c", card(st, "Spider Owl"))]
    assert "Take the damage" in [i.text for a, i in choices if a.kind == "no_block"]
    assert "Ali\u2069 is attacked" in table.interrupt_text(decision)


def chip_decisions():
    """Decisions offered with chips on a full table: a block with six creatures of yours (the third one was under
    "Take the damage"), the Mindbug question with the card waiting in the middle, Grave Robber's choice among ten
    cards of a discard pile (one chip each)."""
    six = ["Rhino Turtle", "Spider Owl", "Gorillion", "Shield Bugs", "Lone Yeti", "Bee Bear"]
    block = position(play=(six, ["Luchataur", "Elephantopus"]), exhausted=["Rhino Turtle"], first=1)
    do(block, "attack", card(block, "Luchataur"))
    mindbug = position(hand=((), ["Killer Bee"]), play=(six, ["Luchataur", "Elephantopus"]), first=1)
    do(mindbug, "play", card(mindbug, "Killer Bee"))
    pile = ["Axolotl Healer", "Brain Fly", "Compost Dragon", "Deathweaver", "Explosive Toad", "Ferret Bomber"]
    pile += ["Giraffodile", "Harpy Mother", "Kangasaurus Rex", "Killer Bee"]
    robber = position(hand=(["Grave Robber"], ()), play=(six[:5], ["Luchataur"]), discard=((), pile))
    do(robber, "play", card(robber, "Grave Robber"))
    do(robber, "decline")
    return {"block": block, "mindbug": mindbug, "choose": robber}


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("which", ["block", "mindbug", "choose"])
def test_the_chips_cover_no_card_label_or_plate(qapp, which, rtl):
    """The chips (Take the damage, Mindbug it / Let it resolve, a discard pile's cards) lie in the free middle of
    the table, mirrored in Persian: none covers a card, the waiting card, the pending effects, a pile or a name
    plate, nor another chip, with their highlight included."""
    from cardtable.ui.table.items import CARD_H, CARD_W, ChipItem, LabelItem, SeatItem
    from cardtable.ui.table.piles import PileItem

    st = chip_decisions()[which]
    decision = st.decision()
    table = table_for(st, viewer=decision.player, rtl=rtl)
    table.show_choices(table.offer(decision, ()))
    chips = [item for _a, item in table.choices if isinstance(item, ChipItem)]
    assert len(chips) == {"block": 1, "mindbug": 2, "choose": 9}[which]
    others = [c.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H)) for c in table.cards.values()]
    others += [
        i.sceneBoundingRect()
        for i in table.scene.items()
        if isinstance(i, (SeatItem, PileItem)) or (isinstance(i, LabelItem) and i.text)
    ]
    scene = table.scene.sceneRect()
    for chip in chips:
        ring = chip.sceneBoundingRect()
        assert scene.contains(ring)
        assert not [r for r in others if r.intersects(ring)], chip.text
    bodies = [chip.sceneBoundingRect().adjusted(10, 10, -10, -10) for chip in chips]  # less the highlight
    assert not [(a, b) for a, b in itertools.combinations(bodies, 2) if a.intersects(b)]
    # the chips sit on the reading-start side of the middle, as the rest of the table is mirrored
    middle = (
        max(c.sceneBoundingRect().center().x() for c in chips)
        if rtl
        else min(c.sceneBoundingRect().center().x() for c in chips)
    )
    assert (middle > SCENE_W / 2) == rtl


def test_the_table_mirrors_under_rtl(qapp):
    st = position(play=(["Spider Owl", "Gorillion"], []))
    ltr, rtl = table_for(st), table_for(st, rtl=True)
    owl = ("c", card(st, "Spider Owl"))
    assert ltr.cards[owl].pos().x() < ltr.cards[("c", card(st, "Gorillion"))].pos().x()
    assert rtl.cards[owl].pos().x() > rtl.cards[("c", card(st, "Gorillion"))].pos().x()


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_keywords_are_words_with_no_mark_that_reads_as_a_digit(qapp, lang):
    """The keyword line of a card and a granted keyword's badge say the words only: the symbols that stood before
    them (a dagger, a diamond) read as the Persian digits ۴ and ۵ ("۴ سمی"). Every character is a letter, a mark
    of one, a space, a zero-width non-joiner or the separator (in Persian a comma: a middle dot reads as ۰), for
    every keyword, in both languages."""
    import unicodedata

    from cardtable.engine.mindbug.cards import KEYWORDS
    from cardtable.ui import i18n
    from cardtable.ui.games.mindbug.faces import keyword_name, keyword_text

    st = position(play=(["Snail Thrower", "Ferret Bomber"], []))  # the Bomber: Hunter and Poisonous granted
    try:
        i18n.install_language(qapp, lang)
        table = table_for(st)
        badges = [b.text for b in table.cards[("c", card(st, "Ferret Bomber"))].badges[1:]]
        texts = [keyword_text(KEYWORDS), *(keyword_text([k]) for k in KEYWORDS), *badges]
        words = {k: keyword_name(k) for k in KEYWORDS}
    finally:
        i18n.install_language(qapp, "en")
    assert badges == [words["HUNTER"], words["POISONOUS"]]
    separator = {"en": " · ", "fa": "، "}[lang]
    assert texts[0] == separator.join(words[k] for k in KEYWORDS)
    for text in texts:
        odd = [ch for ch in text if unicodedata.category(ch)[0] not in "LM" and ch not in " \u200c" + separator]
        assert not odd, (text, odd)


def test_every_hint_reason_is_worded_in_english_and_persian(qapp):
    """Each reason of ``cardtable.ai.heuristics.mindbug.explain`` (its keys, as its docstring and the scenario tests
    in ``tests/engine/mindbug/test_mindbug_hint.py`` give them) reads as a sentence in both languages."""
    from cardtable.ui import i18n

    st = position(play=(["Spider Owl"], ["Gorillion"]))
    table = table_for(st)
    owl, gorillion = card(st, "Spider Owl"), card(st, "Gorillion")
    reasons = {
        "mindbug_worth": {"card": owl},
        "mindbug_keep": {"card": owl},
        "block_wins": {"card": gorillion, "attacker": owl},
        "block_holds": {"card": gorillion, "attacker": owl},
        "block_trade": {"card": gorillion, "attacker": owl},
        "block_last": {"card": gorillion},
        "block_saves": {"card": gorillion},
        "take_damage": {"life": 2},
        "take_damage_keep": {"life": 2},
        "attack_unblockable": {"card": owl},
        "attack_last": {"card": owl},
        "attack_wins_fights": {"card": owl},
    }
    words = {}
    try:
        for lang in ("en", "fa"):
            i18n.install_language(qapp, lang)
            words[lang] = {key: table.hint_reason(key, data) for key, data in reasons.items()}
    finally:
        i18n.install_language(qapp, "en")
    for key in reasons:
        assert words["en"][key] and words["fa"][key] and words["fa"][key] != words["en"][key], key
    assert words["en"]["block_wins"] == "blocks with Gorillion: it wins the fight"
    assert table.hint_reason("unknown", {}) == ""


def test_in_persian_the_mindbug_and_the_hunters_hunt_are_worded_apart(qapp):
    """Persian calls the Mindbug card "شکارچی ذهن" (the rulebook's own name) and Hunter "شکارگر", whose attack
    "hunts" (شکار می‌کند). Mindbugging is worded as the rulebook does, taking the card under control (تحت کنترل
    گرفتن) with a Mindbug, in the prompt, its button, the out-of-turn line, the log and the hint, and the rules page
    says it so too: no Mindbug text uses the hunt's verb, and the hunt never says "under control"."""
    from importlib.resources import files

    from cardtable.ui import i18n

    def hunt_verb(text: str) -> bool:
        for noun in ("شکارچی ذهن", "شکارچی‌های ذهن", "شکارگر"):
            text = text.replace(noun, "")
        return re.search(r"(?<!\w)شکار", text) is not None  # a word of its own (not آشکار, "visible")

    st = chip_decisions()["mindbug"]
    decision = st.decision()
    hunter = position(play=(["Killer Bee"], ["Spider Owl", "Gorillion"]))
    do(hunter, "attack", card(hunter, "Killer Bee"))
    hunt = hunter.decision()
    assert hunt.kind == "hunt"
    try:
        i18n.install_language(qapp, "fa")
        table = table_for(st, viewer=0)
        mine = table.offer(decision, ())
        button = next(i.text for a, i in mine if a.kind == "mindbug")
        prompt, interrupt = table.prompt(decision, ()), table.interrupt_text(decision)
        taken = do(st, "mindbug")
        logged = [table.describe(e, v) for e in taken if e.kind == "mindbugged" for v in (0, 1)]
        reason = table.hint_reason("mindbug_worth", {"card": card(st, "Killer Bee")})
        mindbug_texts = [button, prompt, interrupt, *logged, reason]
        hunter_table = table_for(hunter, viewer=0)
        hunt_prompt = hunter_table.prompt(hunt, ())
        hunted = [hunter_table.describe(e, 0) for e in do(hunter, "hunt", card(hunter, "Gorillion"))]
    finally:
        i18n.install_language(qapp, "en")
    assert len(logged) == 2
    for text in mindbug_texts:
        assert "تحت کنترل" in text and not hunt_verb(text), text
    assert "شکارگر" in hunt_prompt and "تحت کنترل" not in hunt_prompt
    (hunts,) = [t for t in hunted if t and hunt_verb(t)]  # "Killer Bee hunts Gorillion: it must block."
    assert "تحت کنترل" not in hunts
    page = (files("cardtable.resources") / "rules" / "fa" / "mindbug.md").read_text("utf-8")
    assert not hunt_verb(page) and "تحت کنترل بگیرد" in page


CANNOT_BLOCK = [
    (["Ferret Bomber"], [], "you have no creatures"),
    (["Ferret Bomber"], ["Gorillion"], "it is Sneaky and you have no Sneaky creature"),
    (["Bee Bear"], ["Killer Bee"], "only a creature with power 7 or more may block it"),
    (["Elephantopus", "Gorillion"], ["Plated Scorpion"], "Elephantopus lets only creatures with power 5 or more"),
    (["Elephantopus", "Ferret Bomber"], ["Spider Owl", "Gorillion"], "it is Sneaky and Elephantopus lets only"),
]


@pytest.mark.parametrize(("attacker", "defenders", "why"), CANNOT_BLOCK)
def test_a_block_nobody_may_make_is_told_with_its_reason_to_both_seats(qapp, attacker, defenders, why):
    """No prompt comes when no creature may block: the log says why, to the defender ("You cannot block …") and by
    name to the attacker ("Ali cannot block …"), in English and in Persian, never the bare "does not block"."""
    from cardtable.ui import i18n

    st = position(play=(attacker, defenders))
    events = do(st, "attack", card(st, attacker[-1]))
    event = next(e for e in events if e.kind == "unblocked")
    name = card_name_of(st, attacker[-1])
    defender, attacker_seat = table_for(st, viewer=1), table_for(st, viewer=0)
    to_you, named = defender.describe(event, 1), attacker_seat.describe(event, 0)
    assert to_you.startswith(f"You cannot block {name}: ") and why in to_you
    assert named.startswith("\u2068Ali\u2069 cannot block") and name in named and "you" not in named.split(":")[1]
    try:
        i18n.install_language(qapp, "fa")
        fa_you, fa_named = defender.describe(event, 1), attacker_seat.describe(event, 0)
    finally:
        i18n.install_language(qapp, "en")
    assert fa_you != to_you and fa_named != named and "علی" in fa_named and "علی" not in fa_you
    assert "نمی‌توانی" in fa_you and "نمی‌تواند" in fa_named
    assert "نمی‌گیرد" not in fa_named  # not the sentence of a block declined


def card_name_of(st, name: str) -> str:
    from cardtable.ui.games.mindbug.faces import card_name

    return card_name(card(st, name))


def test_ferret_bombers_discard_is_two_cards_clicked_in_the_hand_not_ten_pair_chips(qapp):
    """The victim of Ferret Bomber picks its two cards on its hand, one after the other (the kit's pick_together):
    no chip is offered, the first click only lifts the card, the second chooses the pair, and a second click on the
    first card drops it."""
    from cardtable.ui.table.items import ChipItem

    st = position(hand=(["Ferret Bomber"], []))
    do(st, "play", card(st, "Ferret Bomber", "hand"))
    do(st, "decline")
    decision = st.decision()
    assert decision.kind == "discard" and decision.player == 1 and len(decision.actions) == 10
    table = table_for(st, viewer=1)
    table.show_choices(table.offer(decision, ()))
    hand = [table.cards[("c", c)] for c in st.hands[1]]
    assert not [i for _a, i in table.choices if isinstance(i, ChipItem)]
    assert {i for _a, i in table.choices} == set(hand)
    assert "click two cards of your hand" in table.prompt(decision, ())
    chosen: list[Action] = []
    table.actionChosen.connect(chosen.append)
    first, second = hand[3], hand[1]
    first.clicked.emit()
    assert chosen == [] and table.picked is first
    first.clicked.emit()  # changed its mind
    assert chosen == [] and table.picked is None
    first.clicked.emit()
    second.clicked.emit()
    assert chosen == [Action("discard", tuple(sorted((st.hands[1][3], st.hands[1][1]))))]
    assert chosen[0] in decision.actions


def test_a_discard_whose_cards_are_not_on_the_table_falls_back_to_chips(qapp):
    """Chips remain for a discard of two cards the table does not show (here the viewer is the other seat)."""
    from cardtable.ui.table.items import ChipItem

    st = position(hand=(["Ferret Bomber"], []))
    do(st, "play", card(st, "Ferret Bomber", "hand"))
    do(st, "decline")
    decision = st.decision()
    table = table_for(st, viewer=0)
    chips = [i for _a, i in table.offer(decision, ()) if isinstance(i, ChipItem)]
    assert len(chips) == 10


def test_a_creature_from_a_discard_pile_says_whose_pile(qapp):
    from tests.engine.mindbug.mindbug_positions import play

    dragon = position(hand=(["Compost Dragon"], []), discard=(["Killer Bee"], []))
    robber = position(hand=(["Grave Robber"], []), discard=([], ["Killer Bee"]))
    said = {}
    for key, name, st in (("dragon", "Compost Dragon", dragon), ("robber", "Grave Robber", robber)):
        table = table_for(st)
        entered = next(e for e in play(st, name) if e.kind == "entered" and e.data["from"] == "discard")
        said[key] = [table.describe(entered, viewer) for viewer in (0, 1, None)]
    assert said["dragon"] == [
        "Killer Bee comes back into play from your discard pile.",
        "Killer Bee comes back into play from \u2068Sara\u2069's discard pile.",
        "Killer Bee comes back into play from \u2068Sara\u2069's discard pile.",
    ]
    assert said["robber"] == [
        "Killer Bee comes from \u2068Ali\u2069's discard pile into your play area.",
        "Killer Bee comes from your discard pile into \u2068Sara\u2069's play area.",
        "Killer Bee comes from \u2068Ali\u2069's discard pile into \u2068Sara\u2069's play area.",
    ]


def test_the_game_s_end_in_the_log_speaks_to_its_reader(qapp):
    """A fresh tester's finding: the log said "Sara wins" to Sara where every other line says "you". The winner
    reads "You win", the loser "Ali wins: you …"; a spectator reads both names."""
    from cardtable.engine.base import Event

    table = table_for(position())
    over = Event("game_over", {"winner": 0, "reason": "life"})
    assert table.describe(over, 0) == "You win: \u2068Ali\u2069 has no life left."
    assert table.describe(over, 1) == "\u2068Sara\u2069 wins: you have no life left."
    assert table.describe(over, None) == "\u2068Sara\u2069 wins: \u2068Ali\u2069 has no life left."
    stuck = Event("game_over", {"winner": 1, "reason": "stuck"})
    assert table.describe(stuck, 0) == "\u2068Ali\u2069 wins: you can neither play nor attack."
    from cardtable.ui import i18n

    i18n.install_language(qapp, "fa")
    try:
        assert table.describe(over, 0).startswith("تو برنده شدی")
    finally:
        i18n.install_language(qapp, "en")
