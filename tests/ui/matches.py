"""A whole match played through real clicks on the table, shared by the games' UI tests: each decision of the person
is answered by clicking one of the items the table offers, each round summary by its button, until the end dialog.
A game's test says what it checks on the way (hooks) and what it expects of the match afterwards (:class:`Played`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt

from cardtable.engine.base import Action, Decision
from tests.ui.test_app import wait_for_turn

Choice = tuple[Action, Any]


def click(qtbot, screen, item) -> None:
    """A left click on the centre of the scene ``item`` in ``screen``'s view."""
    pos = screen.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


@dataclass
class Played:
    """What a match played by :func:`play_by_clicks` went through: the decision kinds the person met, the round
    summaries passed (with their texts) and the clicks on the table."""

    kinds: set[str] = field(default_factory=set)
    summaries: list[str] = field(default_factory=list)
    clicks: int = 0


def play_by_clicks(
    window,
    qtbot,
    screen,
    rng: random.Random,
    *,
    every_action: bool = True,
    pool: Callable[[Sequence[Choice]], Sequence[Choice]] = lambda choices: choices,
    on_decision: Callable[[Decision], None] = lambda decision: None,
    pair_alone: bool = False,
) -> Played:
    """Play ``screen``'s match to the end dialog by clicks: at each of the person's decisions, check what the
    table offers (``every_action``: every legal action has an item, and only those; otherwise at least one item,
    each for a legal action), call ``on_decision``, then click an item chosen by ``rng`` among ``pool(choices)``;
    with ``pair_alone``, a click that only picked the first card of a pair is repeated to play that card alone. A
    round summary is passed with its button. Returns what the match went through; fails (an assertion, or the wait's
    timeout) if the table offers the wrong items or the game stops."""
    played = Played()
    while window.end_dialog is None:
        wait_for_turn(qtbot, window, screen)
        if window.end_dialog is not None:
            break
        if screen.summary_up:
            played.summaries.append(screen.summary.label.text())
            qtbot.mouseClick(screen.summary.button, Qt.MouseButton.LeftButton)
            continue
        _player, decision = screen._pending
        played.kinds.add(decision.kind)
        choices = screen.table.choices
        offered = {action for action, _item in choices}
        offered |= {a for _alone, partners in screen.table._together.values() for a in partners.values()}  # pairs
        if every_action:
            assert offered == set(decision.actions), decision.kind  # every legal action has an item, only those
        else:
            assert choices and offered <= set(decision.actions), f"nothing offered for {decision.kind}"
        on_decision(decision)
        _action, item = rng.choice(list(pool(choices)))
        click(qtbot, screen, item)
        played.clicks += 1
        if pair_alone and screen.table.picked is item:  # the first card of a pair: again, to play it alone
            click(qtbot, screen, item)
    assert screen.controller.state.outcome is not None and window.end_dialog.isVisible()
    return played
