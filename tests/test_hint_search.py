"""The hint's search (ISMCTSAgent.advise) and the games' one-line reasons (the ``explain`` search hooks)."""

from __future__ import annotations

import random

from cardtable.ai.ismcts import Advice, Budget, ISMCTSAgent, game_policy
from cardtable.engine.animals.cards import KING_CAT
from cardtable.engine.base import Action, State
from cardtable.engine.registry import get_game


def animals_guess() -> State:
    """A 2-player Animals match at seat 0's Crystal Ball guess (its target chosen)."""
    game = get_game("animals")
    guessing = next(
        s
        for s in (game.new_game(2, seed, {"first_player": 0}) for seed in range(500))
        if Action.of("play", 1) in s.legal_actions()
    )
    guessing.apply(Action.of("play", 1))
    if guessing.decision().kind == "target":
        guessing.apply(guessing.legal_actions()[0])
    return guessing


def schotten_card_decision(seed: int = 7, games: int = 1) -> State:
    state = get_game("schotten_totten").new_game(2, seed, {"games": games})
    rng = random.Random(3)
    for _ in range(8):  # a few random turns, so that the stones are no longer all alike
        while True:
            state.apply(rng.choice(state.legal_actions()))
            if state.decision().kind == "card":
                break
    return state


def test_advise_ranks_the_search_s_top_three_legal_choices_by_their_chance():
    state = schotten_card_decision()
    infoset = state.information_set(state.to_move)
    advice = ISMCTSAgent(budget=Budget(None, 300)).advise(infoset, random.Random(5))
    assert 1 <= len(advice) <= 3 and len({a.action for a in advice}) == len(advice)
    assert all(a.action in state.legal_actions() and 0.0 <= a.chance <= 1.0 and a.visits > 0 for a in advice)
    # The one the same search plays is among them.
    assert ISMCTSAgent(budget=Budget(None, 300)).choose(infoset, random.Random(5)) in {a.action for a in advice}
    # A one-game match: a playout cut at the horizon is evaluated as the game, which is the match.
    assert advice[0].scope == "match"
    assert all(Advice.from_json(a.to_json()) == a for a in advice)


def test_the_ranks_follow_the_chances_shown_beside_them():
    # Positions where the search's own pick (visits plus the heuristic's bonus) has a lower estimate than another
    # of its top three: ranked by the search, a hint read "1: 19 %, 2: 22 %".
    for seed in (8, 10, 12):
        state = schotten_card_decision(seed)
        advice = ISMCTSAgent(budget=Budget(None, 300)).advise(state.information_set(state.to_move), random.Random(5))
        assert [a.chance for a in advice] == sorted((a.chance for a in advice), reverse=True), seed


def test_a_hint_names_three_choices_where_the_search_would_narrow_to_fewer():
    """A fresh tester's finding: after a card was chosen the hint often named one stone (the search keeps one of
    stones alike, and the hard level narrows a Crystal Ball guess to its likeliest): a hint of one choice explains
    nothing. Where the game's prune keeps fewer than three, the hint searches every legal action."""
    hard = ISMCTSAgent(level="hard", budget=Budget(None, 300))
    first = get_game("schotten_totten").new_game(2, 7, {"first_player": 0})
    first.apply(next(a for a in first.legal_actions() if a.kind == "card"))
    assert first.decision().kind == "stone"  # nine empty stones, alike for the search's prune
    stones = hard.advise(first.information_set(0), random.Random(1))
    assert len({a.action for a in stones}) == 3 and all(a.action in first.legal_actions() for a in stones)
    guessing = animals_guess()
    guesses = hard.advise(guessing.information_set(0), random.Random(1))
    assert len({a.action.args for a in guesses}) == 3 and all(a.action.kind == "guess" for a in guesses)
    assert all(a.reason is not None and a.reason[0] == "likely" for a in guesses)


def test_advise_leaves_a_move_in_progress_alone():
    state = schotten_card_decision()
    seat = state.to_move
    agent = ISMCTSAgent(budget=Budget(None, 200))
    state.apply(agent.choose(state.information_set(seat), random.Random(0)))
    assert state.decision().kind == "stone"
    agent.advise(state.information_set(seat), random.Random(1))
    agent.choose(state.information_set(seat), random.Random(2))
    assert agent.last_later  # the stone still shares the card's search


def test_animals_reasons_name_the_card_kept_and_how_likely_a_guess_is():
    game = get_game("animals")
    explain = game_policy("animals").explain
    assert explain is not None
    state = next(
        s
        for s in (game.new_game(2, seed, {"first_player": 0}) for seed in range(200))
        if len(set(s.legal_actions())) == 2 and KING_CAT not in s.decision().context["hand"]
    )
    infoset = state.information_set(0)
    hand = infoset.observation["decision"]["context"]["hand"]
    assert explain(infoset, Action.of("play", hand[0])) == ("keeps", {"card": hand[1]})
    # Playing the King Cat keeps a card too, but what the player needs to read is that it puts them out.
    king = next(
        s
        for s in (game.new_game(2, seed, {"first_player": 0}) for seed in range(400))
        if KING_CAT in s.decision().context["hand"]
    )
    assert explain(king.information_set(0), Action.of("play", KING_CAT)) == ("out", {})
    guessing = animals_guess()
    assert guessing.decision().kind == "guess"
    key, data = explain(guessing.information_set(0), Action.of("guess", 9))
    assert key == "likely" and data["card"] == 9 and 0 <= data["chance"] <= 100


def test_schotten_totten_reasons_say_the_formation_a_side_completes_or_can_become():
    from cardtable.engine.schotten_totten.formations import RANK_NAMES

    explain = game_policy("schotten_totten").explain
    assert explain is not None
    state = schotten_card_decision()
    infoset = state.information_set(state.to_move)
    clan = [a for a in state.legal_actions() if a.kind == "card"]
    reasons = [explain(infoset, a) for a in clan]
    assert any(r is not None for r in reasons)
    for r in reasons:
        if r is not None:
            assert r[0] in ("completes", "aims") and r[1]["formation"] in RANK_NAMES and 0 <= r[1]["stone"] < 9
    assert explain(infoset, Action.of("pass")) is None


def test_a_hint_in_a_game_of_one_long_round_speaks_of_the_match():
    """Mindbug's playouts stop at the horizon and are evaluated, yet Mindbug has no rounds: the hint's chance is
    the chance of winning (not "this round")."""
    state = get_game("mindbug").new_game(2, 25)
    infoset = state.information_set(state.to_move)
    agent = ISMCTSAgent(budget=Budget(None, 200))
    advice = agent.advise(infoset, random.Random(1))
    assert agent.last_match_ends < agent.last_iterations  # some playouts were cut at the horizon
    assert advice and all(a.scope == "match" for a in advice)


def test_a_hint_in_a_match_of_several_games_speaks_of_the_game_in_play():
    """Schotten Totten's evaluation at the horizon is the chance of winning the game in play: in a match of three
    games that is not the match's chance, so the hint says "this round"."""
    state = schotten_card_decision(games=3)
    agent = ISMCTSAgent(budget=Budget(None, 200))
    advice = agent.advise(state.information_set(state.to_move), random.Random(5))
    assert agent.last_match_ends < agent.last_iterations
    assert advice and all(a.scope == "round" for a in advice)


def test_a_hint_in_silver_speaks_of_the_match():
    """Silver's search reads every round's end and every playout cut at the horizon as standings in the match of four
    rounds (``SCOPE = "match"``): the chance shown is of winning the match, not "this round"."""
    state = get_game("silver").new_game(2, 4)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    agent = ISMCTSAgent(budget=Budget(None, 200))
    advice = agent.advise(state.information_set(state.to_move), random.Random(1))
    assert state.round_index < 3 and agent.last_match_ends == agent.last_iterations > 0
    assert advice and all(a.scope == "match" for a in advice)


def test_a_schotten_totten_card_s_reason_names_the_stone_the_search_prefers_for_it():
    """A fresh tester's finding: at a card decision the hint named no stone for a card that would start a side,
    and otherwise the heuristic's stone, which need not be the search's. ``advise`` hands ``explain`` the step the
    search prefers next in the same move (``then``): a card's reason is judged at that stone."""
    explain = game_policy("schotten_totten").explain
    assert explain is not None
    first = get_game("schotten_totten").new_game(2, 7, {"first_player": 0})
    infoset = first.information_set(0)
    card = next(a for a in first.legal_actions() if a.kind == "card")
    assert explain(infoset, card) is None  # alone on any side: nothing to say without the stone
    assert explain(infoset, card, Action.of("stone", 4)) == ("starts", {"stone": 4})
    advice = ISMCTSAgent(level="hard", budget=Budget(None, 300)).advise(infoset, random.Random(1))
    assert advice and all(a.reason is not None and a.reason[0] == "starts" for a in advice)
    for a in advice:  # the stone named is one the card can go to
        after = first.clone()
        after.apply(a.action)
        assert Action.of("stone", a.reason[1]["stone"]) in after.legal_actions()
    state = schotten_card_decision()
    infoset = state.information_set(state.to_move)
    for a in ISMCTSAgent(budget=Budget(None, 300)).advise(infoset, random.Random(5)):
        if a.action.kind == "card" and a.reason is not None:
            after = state.clone()
            after.apply(a.action)
            assert Action.of("stone", a.reason[1]["stone"]) in after.legal_actions()
            assert a.reason == explain(infoset, a.action, Action.of("stone", a.reason[1]["stone"]))
