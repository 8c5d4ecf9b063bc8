"""When the match's last round ends at a showdown, the table keeps showing that round with every hand face up (as
after every other round, ``animals.md`` End of round) and the card counter no longer claims a revealed card is
unseen; in Mindbug, whose end reveals nothing, the counter still counts the opponent's hand and the draw piles."""

from __future__ import annotations

from cardtable.controllers import SeatConfig
from cardtable.ui.dialogs import GameSetup
from tests.ui.conftest import setup_for


def test_the_last_showdown_is_face_up_on_the_table(window, qtbot):
    for seed in range(1, 40):
        screen = window.start_game(
            setup_for([None, "random", "random"], seed=seed, options={"tokens_to_win": 1}), confirm=False
        )
        while window.end_dialog is None:
            qtbot.waitUntil(
                lambda s=screen: window.end_dialog is not None or (s._pending is not None and not s.controller.busy),
                timeout=30_000,
            )
            if window.end_dialog is None:
                screen.controller.choose(screen._pending[1].actions[0])
        end = next(e for e in screen.final_round_events if e.kind == "round_end")
        revealed = [s for s, v in enumerate(end.data["hands"]) if v is not None and s != screen.viewer]
        if not revealed:  # the round ended with one player standing: nothing to reveal
            window.end_dialog.reject()
            continue
        for seat in revealed:
            hand = [item for key, item in screen.table.cards.items() if key[0] == "hand" and key[2] == seat]
            assert hand and all(item.face_up for item in hand), f"seat {seat}'s showdown hand is face down"
        shown = screen.controller.shown_observation(screen.viewer)
        before = {name: unseen for name, unseen, _ in screen.table.unseen_counts(shown)}
        after = {name: unseen for name, unseen, _ in screen.counter_model._rows}
        for seat in revealed:
            card = next(int(k["card"]) for k in screen.table.observation["known_hands"] if int(k["seat"]) == seat)
            name = next(n for n in after if n.endswith(f"({card})"))
            assert after[name] < before[name] or before[name] == 0, f"the revealed {card} still counted unseen"
        return
    raise AssertionError("no seed ended in a showdown")


def test_mindbugs_counter_still_counts_the_hidden_cards_at_the_end(window, qtbot):
    seats = (SeatConfig("Sara", None), SeatConfig("Ali", "random"))
    screen = window.start_game(GameSetup("mindbug", seats, {}, 2), confirm=False)
    while window.end_dialog is None:
        qtbot.waitUntil(
            lambda: window.end_dialog is not None or (screen._pending is not None and not screen.controller.busy),
            timeout=30_000,
        )
        if window.end_dialog is None:
            screen.controller.choose(screen._pending[1].actions[-1])
    obs = screen.table.observation
    hidden = int(obs["hand_sizes"][1 - screen.viewer]) - len(obs["opponent_known"]) + sum(obs["pile_sizes"])
    hidden += int(obs["unused"])
    assert sum(unseen for _, unseen, _ in screen.counter_model._rows) == hidden > 0
