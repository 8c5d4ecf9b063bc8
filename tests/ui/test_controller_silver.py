"""Silver in the game controller: any reveal to the mover — a peek, a drawn card, and public ones such as the cards
slid forward in an exchange — commits the half-chosen move, so Esc (cancel_move) never takes back something seen."""

from __future__ import annotations

from cardtable.controllers import GameController, SeatConfig
from cardtable.engine.base import Action
from cardtable.engine.registry import get_game
from cardtable.engine.silver.cards import NUMBER


def test_esc_never_takes_back_a_reveal(qtbot):
    game = get_game("silver")
    seed = next(
        s for s in range(200) if len({NUMBER[c] for c in game.new_game(2, s, {"first_player": 0}).villages[0][:3]}) > 1
    )
    controller = GameController(game, [SeatConfig("Sara"), SeatConfig("Ali")], seed, {"first_player": 0}, 0)
    controller.start()
    try:
        controller.choose(Action.of("peek", 0))
        assert controller.state.history == [Action.of("peek", 0)], "a peek commits at once"
        controller.choose(Action.of("peek", 1))
        for slot in (0, 1):
            controller.choose(Action.of("peek", slot))
        controller.choose(Action.of("draw"))
        assert controller.state.history[-1] == Action.of("draw"), "the drawn card was seen"
        controller.choose(Action.of("give", 0))
        controller.cancel_move()  # giving a card up revealed nothing: it can be taken back
        assert controller.state.history[-1] == Action.of("draw") and controller.decision().kind == "drawn"
        for step in (Action.of("give", 0), Action.of("give", 1), Action.of("give", 2)):
            controller.choose(step)
        controller.choose(Action.of("exchange", 0))  # slid forward and turned face up: a public reveal
        assert controller.decision().kind == "end" and controller.decision().player == 0
        assert controller.state.history[-1] == Action.of("exchange", 0), "the public reveal committed the move"
        controller.cancel_move()
        assert controller.decision().kind == "end", "Esc does not take back the revealed exchange"
    finally:
        controller.close()
