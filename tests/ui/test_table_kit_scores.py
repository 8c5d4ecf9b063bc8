"""Shared table pieces for any game: the score pad (rounds, totals, the leaders by the game's direction, reading
order), a choice made of two clicks (a pair), and every copy of a refused card saying why."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem

from cardtable.engine.base import Action, Decision, Refusal
from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import GameTable
from cardtable.ui.table.items import ChipItem
from cardtable.ui.table.scores import ScorePad, leaders


def test_the_leaders_are_the_best_totals_in_the_games_direction():
    assert leaders([12, 20, 12], lowest_wins=True) == [0, 2]
    assert leaders([12, 20, 12], lowest_wins=False) == [1]
    assert leaders([0, 0, 0], lowest_wins=True) == []  # nothing scored yet: nobody leads


def test_the_score_pad_lists_each_round_and_the_total_and_marks_the_leader(app):
    pad = ScorePad(5, lowest_wins=True)
    pad.set_scores("Scores", "Total", ["Sara", "Ali"], [[10, 0], [0, 25]], rtl=False)
    assert pad.rows() == [
        ["", "1", "2", "3", "4", "5", "Total"],
        ["Sara", "10", "0", "", "", "", "10"],
        ["Ali", "0", "25", "", "", "", "25"],
    ]
    assert pad.totals() == [10, 25] and pad.leading == [0]
    image = QImage(int(pad.boundingRect().width()), int(pad.boundingRect().height()), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    pad.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    i18n.install_language(app, "fa")
    pad.set_scores("Scores", "Total", ["Sara", "Ali"], [[10, 0]], rtl=True)
    assert pad.rows()[1][:2] == ["Sara", "۱۰"] and pad.leading == [1]
    names, total = pad.columns()[0], pad.columns()[-1]
    assert names.left() > total.left()  # the names at the right under RTL, the totals at the left


def _table(app) -> GameTable:
    return GameTable(QGraphicsScene(), get_game("animals"), ["Sara", "Ali"], Animator(0.0))


def test_a_choice_of_two_clicks_waits_for_its_partner(app):
    t = _table(app)
    a, b, c = ChipItem("a"), ChipItem("b"), ChipItem("c")
    for item in (a, b, c):
        t.scene.addItem(item)
    one, two, pair, other = Action.of("one", "a"), Action.of("one", "b"), Action.of("pair"), Action.of("other")
    chosen: list[Action] = []
    t.actionChosen.connect(chosen.append)
    t.pick_together(a, one, {b: pair})
    t.pick_together(b, two, {a: pair})
    t.show_choices([(one, a), (pair, b), (other, c)])
    a.clicked.emit()
    assert chosen == [] and t.picked is a and a.pos() == QPointF(0, -t.PICK_LIFT)
    b.clicked.emit()
    assert chosen == [pair] and t.picked is None and a.pos() == QPointF(0, 0)
    b.clicked.emit()
    b.clicked.emit()  # the same item again: alone
    a.clicked.emit()
    c.clicked.emit()  # an item of no pair drops the pick and is chosen itself
    assert chosen == [pair, two, other] and a.pos() == QPointF(0, 0)
    a.clicked.emit()
    t.clear_choices()  # a new offer forgets the pick and puts the item back
    assert t.picked is None and a.pos() == QPointF(0, 0)


def test_every_item_of_a_refused_action_says_why(app):
    class Two(GameTable):
        def items_for(self, action, decision):
            return items

        def reason(self, refusal, decision):
            return "no"

    t = Two(QGraphicsScene(), get_game("animals"), ["Sara", "Ali"], Animator(0.0))
    items = [ChipItem("x"), ChipItem("y")]
    for item in items:
        item.set_highlighted(False)
    refusal = Refusal(Action.of("play", 3), "higher", {})
    decision = Decision(0, "turn", (Action.of("pass"),), {"refused": [refusal.to_json()]})
    said: list[str] = []
    t.refused.connect(said.append)
    t.show_refusals(decision)
    for item in items:
        assert item.refusable
        item.refused.emit()
    assert said == ["no", "no"]
