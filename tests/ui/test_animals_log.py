"""The Power-Hungry Animals log words a play with its target and result as one sentence ("Sara played Crystal
Ball on Ali, guessed Weasel — wrong."), also when the events arrive one action at a time, and keeps private
details for their audience (animals.md, "A turn"; "Information that is public")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine import Action
from cardtable.engine.animals import GAME
from cardtable.engine.animals.cards import COPIES, VALUES
from cardtable.ui.games.animals import AnimalsTable
from cardtable.ui.i18n import isolate
from cardtable.ui.models import LogModel
from cardtable.ui.table.animation import Animator

SARA, ALI = isolate("Sara"), isolate("Ali")


def stacked(players, deal, set_aside, top, removed=()):
    head = [*deal, set_aside, *removed, *top]
    rest = [v for v in VALUES for _ in range(COPIES[v])]
    for v in head:
        rest.remove(v)
    return GAME.new_game(players, 5, {"first_player": 0}, head + rest)


def log_for(viewer, names=("Sara", "Ali")):
    table = AnimalsTable(QGraphicsScene(), GAME, list(names), Animator(0.0))
    table.viewer = viewer
    model = LogModel(table.sentences, table.scene)
    model.set_viewer(viewer)
    return model


def play(state, models, *moves):
    """Apply ``moves`` one action at a time, appending each action's events to every model (as the controller
    does for a computer player)."""
    for kind, *args in moves:
        events = state.apply(Action.of(kind, *args))
        for model in models:
            model.append(events)


def test_crystal_ball_play_target_and_wrong_guess_make_one_sentence(app):
    # Sara holds a Crystal Ball and draws a Dervish Crab; Ali holds a Sorcerer Snake.
    state = stacked(2, deal=[1, 5], set_aside=2, removed=[3, 3], top=[8, 4])
    models = [log_for(0), log_for(1), log_for(None)]
    for model in models:
        model.append(state.event_log())  # the deal
    before = [m.rowCount() for m in models]
    changed = []
    models[1].dataChanged.connect(lambda first, last: changed.append((first.row(), last.row())))
    play(state, models, ("play", 1))
    assert models[1].sentences()[-1] == f"{SARA} played Crystal Ball."
    rows_after_play = models[1].rowCount()
    play(state, models, ("target", 1))
    assert models[1].rowCount() == rows_after_play  # the same row is completed, not a new one
    assert changed == [(rows_after_play - 1, rows_after_play - 1)]
    assert models[1].sentences()[-1] == f"{SARA} played Crystal Ball on you."
    play(state, models, ("guess", 9))
    wording = [  # Sara reads about herself in the second person, Ali about himself as "you"
        "You played Crystal Ball on " + ALI,
        SARA + " played Crystal Ball on you",
        f"{SARA} played Crystal Ball on {ALI}",
    ]
    for model, start, said in zip(models, before, wording, strict=True):
        rows = model.sentences()[start:]
        assert f"{said}, guessed Weasel — wrong." in rows
        assert not any(r.endswith("played Crystal Ball.") or "chose" in r or "guessed Weasel for" in r for r in rows)
    # A fresh model fed the whole log at once words it the same way.
    whole = log_for(1)
    whole.append(state.event_log())
    assert whole.sentences() == models[1].sentences()


def test_right_guess_is_one_sentence_then_the_elimination(app):
    state = stacked(2, deal=[1, 5], set_aside=2, removed=[3, 3], top=[8, 4])
    model = log_for(None)
    play(state, [model], ("play", 1), ("target", 1), ("guess", 5))
    rows = model.sentences()
    i = rows.index(f"{SARA} played Crystal Ball on {ALI}, guessed Sorcerer Snake — right!")
    assert "out of the round" in rows[i + 1]


def test_silly_rabbit_comparison_stays_private(app):
    # Sara plays a Silly Rabbit on Ali: everyone reads the play and its target; only Sara reads Ali's card.
    state = stacked(2, deal=[3, 5], set_aside=9, removed=[3, 2], top=[8, 4])
    models = [log_for(0), log_for(1), log_for(None)]
    play(state, models, ("play", 3), ("target", 1))
    for model, said in zip(
        models,
        [
            f"You played Silly Rabbit on {ALI}.",
            f"{SARA} played Silly Rabbit on you.",
            f"{SARA} played Silly Rabbit on {ALI}.",
        ],
        strict=True,
    ):
        assert said in model.sentences()
    secret = f"Silly Rabbit: {ALI} holds Sorcerer Snake."
    assert secret in models[0].sentences()
    assert secret not in models[1].sentences() and secret not in models[2].sentences()


def test_sorcerer_snake_on_oneself(app):
    state = stacked(2, deal=[5, 4], set_aside=9, removed=[3, 2], top=[8, 1, 6])
    model = log_for(1)
    play(state, [model], ("play", 5), ("target", 0))
    assert f"{SARA} played Sorcerer Snake on themselves." in model.sentences()


@pytest.mark.parametrize("ali_holds", [4, 10])
def test_sorcerer_snake_line_is_true_whether_or_not_the_target_draws(app, ali_holds):
    # Sara holds a Sorcerer Snake and draws a Crystal Ball; Ali holds a Shell Shield (then draws) or the King Cat
    # (then is out and draws nothing) (animals.md, Cards, Sorcerer Snake).
    state = stacked(2, deal=[5, ali_holds], set_aside=2, removed=[3, 3], top=[1, 8])
    models = [log_for(0), log_for(1), log_for(None)]
    for model in models:
        model.append(state.event_log())
    start = [m.rowCount() for m in models]
    play(state, models, ("play", 5), ("target", 1))
    name = "King Cat" if ali_holds == 10 else "Shell Shield"
    sara_reads, ali_reads, all_read = (m.sentences()[s:] for m, s in zip(models, start, strict=True))
    assert f"{ALI} put {name} face up, without its effect." in sara_reads
    assert f"You put {name} face up, without its effect." in ali_reads
    for rows in (sara_reads, ali_reads, all_read):
        assert not any("draws again" in row or "shows" in row for row in rows)
    after = {  # the line that follows "put … face up": the draw, or the elimination (no draw) for the King Cat
        "Sara": sara_reads[sara_reads.index(f"{ALI} put {name} face up, without its effect.") + 1],
        "Ali": ali_reads[ali_reads.index(f"You put {name} face up, without its effect.") + 1],
    }
    if ali_holds == 10:
        assert after == {
            "Sara": f"{ALI} is out of the round (the King Cat).",
            "Ali": "You are out of the round (the King Cat).",
        }
    else:
        assert after == {"Sara": f"{ALI} drew a card.", "Ali": "You drew Dervish Crab."}


def test_a_weasel_against_a_shielded_player_does_not_say_nobody_else_holds_the_king_cat(app):
    # Ali holds the King Cat and plays a Shell Shield; Reza's Crystal Ball guess misses; Sara's Weasel finds no
    # unprotected holder. Ali may still hold the King Cat, so the log must not say that nobody else does.
    state = stacked(3, deal=[0, 10, 1], set_aside=5, top=[9, 4, 1, 6])
    models = [log_for(viewer, ("Sara", "Ali", "Reza")) for viewer in (0, 1, None)]
    for model in models:
        model.append(state.event_log())
    play(state, models, ("play", 0), ("play", 4), ("play", 1), ("target", 0), ("guess", 2), ("play", 9))
    for model in models:
        said = model.sentences()
        assert "Weasel has no effect: no unprotected player holds the King Cat." in said
        assert not any("nobody else holds the King Cat" in line for line in said)


def test_a_mousetrap_card_put_at_the_bottom_is_said_to_be_at_the_bottom(app):
    # Sara holds a Mousetrap and draws a Dervish Crab; she puts the deck's top card back at the bottom.
    state = stacked(2, deal=[2, 4], set_aside=1, removed=[3, 3], top=[8, 5])
    models = [log_for(0), log_for(1)]
    play(state, models, ("play", 2))
    play(state, models, ("position", len(state.legal_actions()) - 1))
    assert "You put Sorcerer Snake back at the bottom of the deck." in models[0].sentences()
    assert not any("from the top" in line for line in models[0].sentences())
    assert "Sorcerer Snake" not in " ".join(models[1].sentences())
