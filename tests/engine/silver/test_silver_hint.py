"""The hint's one-line reasons for Silver (``cardtable.ai.heuristics.silver.explain``), on built positions: each
says what the heuristic weighs of the action, from the seat's observation only (without the memory aid the hint
sees the table view, where the cards it looked at are unknown again)."""

from __future__ import annotations

import random

from silver_helpers import act, deal

from cardtable.ai.heuristics.silver import SilverHeuristic, explain
from cardtable.ai.ismcts import game_policy
from cardtable.engine.base import Action, InformationSet
from cardtable.engine.silver import GAME

A = [10, 10, 11, 11, 12]


def why(s, action: Action, view: str = "observation"):
    return explain(InformationSet(GAME, getattr(s, view)(s.to_move)), action)


def choice(s) -> Action:
    return SilverHeuristic().choose(InformationSet(GAME, s.observation(s.to_move)), random.Random(0))


def test_the_hook_is_the_silver_search_module_s():
    assert game_policy("silver").explain is explain


def test_a_peek_learns_a_card_the_seat_does_not_know():
    s = deal([[1, 2, 3, 5, 6], A], peek=False)
    act(s, ("peek", 0))
    assert why(s, Action.of("peek", 1)) == ("learn", {"how": "look", "seat": 0})
    assert why(s, Action.of("peek", 1), "table_view") == ("learn", {"how": "look", "seat": 0})


def test_a_known_high_card_is_exchanged_and_a_high_drawn_card_discarded():
    s = deal([[12, 13, 3, 5, 6], A], top=[0])  # it looked at the 12 and the 13
    act(s, "draw")
    assert choice(s) == Action.of("give", 1)
    reason = why(s, Action.of("give", 1))
    assert reason is not None and reason[0] == "exchange"
    assert {k: reason[1][k] for k in ("card", "gives", "count")} == {"card": 0, "gives": 13, "count": 1}
    assert why(s, Action.of("give", 3)) is None  # not the heuristic's plan: a card it does not know
    assert why(s, Action.of("discard")) is None
    act(s, ("give", 1))
    assert why(s, Action.of("exchange", 1))[0] == "exchange"
    s2 = deal([[1, 2, 3, 5, 6], A], top=[12])
    act(s2, "draw")
    assert choice(s2) == Action.of("discard") and why(s2, Action.of("discard")) == ("discard", {"card": 12})


def test_an_unknown_card_is_given_up_for_a_low_one_at_the_mean_of_the_unseen():
    s = deal([[1, 2, 3, 5, 6], A], top=[0])  # it knows the 1 and the 2
    act(s, "draw")
    action = choice(s)
    assert action.kind == "give" and int(action.args[0]) >= 2
    kind, data = why(s, action)
    assert kind == "exchange" and data["card"] == 0 and data["gives"] is None and 5.0 < float(data["mean"]) < 8.0


def test_the_discard_is_taken_when_low_and_left_when_it_saves_too_little():
    s = deal([[12, 13, 3, 5, 6], A], discard=1)
    assert choice(s) == Action.of("take")
    kind, data = why(s, Action.of("take"))
    assert kind == "take" and data["card"] == 1 and data["gives"] == 13
    assert why(s, Action.of("draw")) is None  # the heuristic would take
    high = deal([[1, 2, 3, 5, 6], A], discard=12)
    assert choice(high) == Action.of("draw")
    assert why(high, Action.of("draw")) == ("draw", {"card": 12}) and why(high, Action.of("take")) is None


def test_a_matching_pair_is_given_up_together():
    s = deal([[9, 9, 3, 5, 6], A], top=[1])
    act(s, "draw")
    kind, data = why(s, Action.of("give", 0))
    assert kind == "exchange" and data["gives"] == 9 and data["count"] == 2
    act(s, ("give", 0))
    assert choice(s) == Action.of("give", 1) and why(s, Action.of("give", 1))[0] == "exchange"


def test_the_census_is_called_because_the_estimated_total_is_clearly_lowest():
    s = deal([[0, 0, 1, 1, 2], A], top=[1, 9, 9])
    act(s, "draw", ("give", 2), ("give", 3), ("exchange", 2))  # [0, 0, 1, 2]: it knows the 0s and the 1
    act(s, "draw", "discard", "skip")
    assert choice(s) == Action.of("census")
    kind, data = why(s, Action.of("census"))
    assert kind == "census" and int(data["mine"]) + 4 <= int(data["next"])
    high = deal([[12, 12, 11, 11, 9], A], top=[13, 9, 9])
    act(high, "draw", ("give", 0), ("give", 1), ("exchange", 0))
    act(high, "draw", "discard", "skip")
    assert Action.of("census") in high.legal_actions() and why(high, Action.of("census")) is None


def test_the_rascal_keeps_the_lower_card():
    s = deal([[4, 2, 3, 5, 6], A], top=[10, 1])  # a face-up Rascal (Amulet 4) draws two
    s.up.add(s.villages[0][0])
    s._actions = s._decision = None
    act(s, "draw")
    assert s.phase == "keep"
    assert choice(s) == Action.of("keep", 1)
    assert why(s, Action.of("keep", 1)) == ("keep_low", {"card": 1, "other": 10})
    assert why(s, Action.of("keep", 0)) is None


def test_the_tokens_reasons():
    coin = deal([[1, 2, 3, 5, 6], A], token="coin")
    coin.token_seat, coin.token_power = 0, True
    coin._actions = coin._decision = None
    assert choice(coin) == Action.of("coin", 0, 2)
    assert why(coin, Action.of("coin", 0, 2)) == ("coin", {})
    assert why(coin, Action.of("coin", 0, 0)) is None  # its own card it knows
    assert why(coin, Action.of("coin", 1, 0)) is None
    dagger = deal([[1, 2, 3, 5, 6], A], token="dagger")
    dagger.token_seat, dagger.token_power = 0, True
    dagger._actions = dagger._decision = None
    assert choice(dagger) == Action.of("dagger") and why(dagger, Action.of("dagger")) == ("dagger", {})


def test_a_seer_looks_at_an_unknown_card_and_a_robber_swaps_a_known_high_card():
    s = deal([[1, 2, 3, 5, 6], A], top=[9], deck="amulet")  # the Seer
    act(s, "draw", "discard")
    assert s.phase == "ability"
    assert why(s, choice(s)) == ("learn", {"how": "look", "seat": 0})
    assert why(s, Action.of("target", 1, 0)) == ("learn", {"how": "look", "seat": 1})
    r = deal([[13, 2, 3, 5, 6], [1, 1, 11, 11, 12]], top=[12], deck="amulet")  # the Robber
    r.known[0].add(r.villages[1][0])  # it has seen the opponent's first 1
    r._actions = r._decision = None
    act(r, "draw", "discard")
    assert choice(r) == Action.of("swap", 0, 1, 0)
    kind, data = why(r, Action.of("swap", 0, 1, 0))
    assert kind == "swap" and (data["mine"], data["seat"], data["theirs"]) == (13, 1, 1)
    assert why(r, Action.of("skip")) is None


def test_no_reason_for_another_seat_s_decision_or_an_action_not_offered():
    s = deal([[12, 13, 3, 5, 6], A], discard=1)
    assert explain(InformationSet(GAME, s.observation(1)), Action.of("take")) is None
    assert why(s, Action.of("census")) is None  # five cards: not offered
