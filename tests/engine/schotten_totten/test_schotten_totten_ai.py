"""The Schotten Totten heuristic player and the search knowledge (prune, playout_action) the generic ISMCTS uses."""

from __future__ import annotations

import random
from collections.abc import Iterator

from schotten_positions import play, position

from cardtable.ai import make_agent
from cardtable.ai.heuristics import schotten_totten as st_heuristic
from cardtable.ai.heuristics.schotten_totten import (
    PRIOR_SHARE,
    SchottenTottenHeuristic,
    playout_action,
    prior,
    prune,
    tree_prune,
)
from cardtable.ai.ismcts import Budget, ISMCTSAgent, game_policy
from cardtable.engine import Action
from cardtable.engine.registry import get_game
from cardtable.engine.schotten_totten import SchottenTottenState, determinize
from cardtable.engine.schotten_totten.cards import NUM_CLAN
from cardtable.engine.schotten_totten.formations import side_strength
from cardtable.engine.schotten_totten.state import P_STONE

GAME = get_game("schotten_totten")
VARIANTS = ({}, {"tactics": True}, {"expert": True}, {"tactics": True, "expert": True})


def test_heuristic_is_registered_and_found_by_ismcts():
    assert isinstance(make_agent("heuristic", "schotten_totten"), SchottenTottenHeuristic)
    policy = game_policy("schotten_totten")
    assert policy.prune is prune and policy.playout_action is playout_action and policy.prior is prior
    assert policy.tree_prune is tree_prune


def test_search_favours_the_heuristics_action_in_the_classic_variant_only():
    for options, favoured in (({}, True), ({"tactics": True}, False)):
        state = GAME.new_game(2, 21, options)
        rng = random.Random(21)
        while len(state.legal_actions()) < 2:
            state.apply(rng.choice(state.legal_actions()))
        me = state.to_move
        answer = prior(state.information_set(me))
        if favoured:
            assert answer == (SchottenTottenHeuristic().choose(state.information_set(me), rng), PRIOR_SHARE)
        else:
            assert answer is None


def test_heuristic_plays_whole_games_with_legal_actions():
    agent = SchottenTottenHeuristic()
    for i, options in enumerate(VARIANTS):
        state = GAME.new_game(2, 100 + i, options)
        rng = random.Random(i)
        while not state.is_terminal:
            p = state.to_move
            if p == 0:
                action = agent.choose(state.information_set(p), rng)
                assert action in state.legal_actions()
            else:
                action = rng.choice(state.legal_actions())
            state.apply(action)


def test_heuristic_is_deterministic_and_uses_only_the_observation():
    state = GAME.new_game(2, 9, {"tactics": True})
    rng = random.Random(9)
    for _ in range(25):
        state.apply(rng.choice(state.legal_actions()))
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    agent = SchottenTottenHeuristic()
    obs = state.observation(state.to_move)
    # two full states that agree with the observation but differ in the opponent's hand and the decks
    a, b = determinize(obs, random.Random(1)), determinize(obs, random.Random(2))
    assert a.hands[1 - state.to_move] != b.hands[1 - state.to_move] or a.decks != b.decks
    choices = {agent.choose(s.information_set(s.to_move), random.Random(0)) for s in (state, a, b)}
    assert len(choices) == 1


def test_heuristic_claims_whenever_it_can():
    sides = {0: (["red-7", "red-8"], ["green-9", "blue-9", "purple-8"])}  # only red 9 wins it
    state = position(sides=sides, hands=(["red-9", "green-2", "green-3", "green-4", "green-5", "green-6"], None))
    agent = SchottenTottenHeuristic()
    assert agent.choose(state.information_set(0), random.Random(0)) == Action.of("card", "red-9")
    play(state, ("card", "red-9"))
    assert agent.choose(state.information_set(0), random.Random(0)) == Action.of("stone", 0)
    play(state, ("stone", 0))
    assert agent.choose(state.information_set(0), random.Random(0)) == Action.of("claim", 0)


def test_heuristic_uses_a_banshee_on_a_stone_about_to_be_lost():
    # Seat 1 completed yellow 7-8-9 first; seat 0's red 7 would only tie it (and lose): the Banshee breaks it.
    sides = {4: (["red-8", "red-9"], ["yellow-7", "yellow-8", "yellow-9"])}
    hand = ["Banshee", "red-7", "orange-1", "orange-2", "purple-1", "purple-3", "green-1"]
    state = position(tactics=True, sides=sides, hands=(hand, None))
    agent = SchottenTottenHeuristic()
    assert agent.choose(state.information_set(0), random.Random(0)) == Action.of("card", "Banshee")
    play(state, ("card", "Banshee"))
    target = agent.choose(state.information_set(0), random.Random(0))
    assert target.kind == "target" and target.args[0] == 4


def test_prune_keeps_claims_and_drops_equivalent_stones():
    sides = {0: (["red-7", "red-8"], ["green-1", "blue-5", "red-2"])}
    state = position(sides=sides, hands=(["red-9", "green-2", "green-3", "green-4", "green-5", "green-6"], None))
    play(state, ("card", "red-9"))
    stones = state.legal_actions()
    kept = tree_prune(state, stones)
    assert Action.of("stone", 0) in kept and set(kept) < set(stones) and len(kept) <= 3
    assert prune(state.information_set(0), stones) == kept  # the root's prune: from the information set
    play(state, ("stone", 0))
    assert tree_prune(state, state.legal_actions()) == (Action.of("claim", 0),)


def test_prune_draws_as_the_heuristic_does():
    hand = ["red-1", "red-2", "red-3", "green-1", "green-2", "green-3", "blue-4"]
    state = position(tactics=True, hands=(hand, None))
    play(state, ("card", "blue-4"), ("stone", 4))
    assert tree_prune(state, state.legal_actions()) == (Action.of("draw", "tactic"),)  # holds no tactic card
    with_tactic = position(tactics=True, hands=([*hand[:6], "Spy"], None))
    play(with_tactic, ("card", "red-1"), ("stone", 4))
    assert tree_prune(with_tactic, with_tactic.legal_actions()) == (Action.of("draw", "clan"),)


def test_playout_uses_elite_troops_and_ruses(monkeypatch):
    monkeypatch.setattr(st_heuristic, "PLAYOUT_TACTIC", 1.0)
    rng = random.Random(0)
    others = ["blue-1", "blue-5", "green-3", "orange-6", "purple-2", "yellow-4"]
    # A Joker completes red 7-8-9 on stone 2 (a colour-run): the playout plays it there.
    state = position(tactics=True, sides={2: (["red-7", "red-8"], ["green-1"])}, hands=(["Joker", *others], None))
    assert playout_action(state, rng) == Action.of("card", "Joker")
    play(state, ("card", "Joker"))
    assert playout_action(state, rng) == Action.of("stone", 2)
    # A Banshee goes for the strongest complete opponent side, and its strongest card.
    sides = {1: ([], ["blue-2", "green-5", "red-7"]), 6: ([], ["yellow-7", "yellow-8", "yellow-9"])}
    state = position(tactics=True, sides=sides, hands=(["Banshee", *others], None))
    assert playout_action(state, rng) == Action.of("card", "Banshee")
    play(state, ("card", "Banshee"))
    assert playout_action(state, rng) == Action.of("target", 6, "yellow-9")
    # Without such a use, tactic cards stay in hand.
    state = position(
        tactics=True, hands=(["Banshee", "Joker", "blue-1", "blue-5", "green-3", "orange-6", "purple-2"], None)
    )
    assert playout_action(state, rng).args[0] not in ("Banshee", "Joker")


def test_prune_and_playout_give_legal_actions_in_random_games():
    for i, options in enumerate(VARIANTS):
        for seed in range(15):
            state = GAME.new_game(2, 1000 * i + seed, options)
            rng = random.Random(seed)
            while not state.is_terminal:
                actions = state.legal_actions()
                kept = tree_prune(state, actions)
                assert kept and set(kept) <= set(actions)
                action = playout_action(state, rng)
                assert action in actions
                state.apply(action if rng.random() < 0.7 else rng.choice(kept))


def test_playout_stone_step_reuses_the_card_steps_scores_only_when_they_are_unchanged(monkeypatch):
    """The playout's stone step reuses the place scores its card step worked out for the card (``_CARD_STEP``) only
    on the same state right after that card: whatever came in between (a move chosen off the playout, another
    state), the scores it uses are the ones a fresh reading gives, with the remembered sides (``_SIDES``) forgotten."""
    compared: list[tuple[list[tuple[float, int]], list[tuple[float, int]]]] = []
    real = st_heuristic._playout_place

    def spy(state, card, rng, sides=None, places=None):
        if places is not None and state.phase == P_STONE:
            st_heuristic._SIDES.clear()
            compared.append((places, st_heuristic._place_scores(state, card)))
        return real(state, card, rng, sides, places)

    monkeypatch.setattr(st_heuristic, "_playout_place", spy)
    for i, options in enumerate(VARIANTS):
        for seed in range(12):
            state = GAME.new_game(2, 500 * i + seed, options)
            rng = random.Random(seed)
            other = GAME.new_game(2, 500 * i + seed + 1, options)
            while not state.is_terminal:
                if rng.random() < 0.3 and not other.is_terminal:  # a playout step on another state in between
                    other.apply(playout_action(other, rng))
                action = playout_action(state, rng) if rng.random() < 0.8 else rng.choice(state.legal_actions())
                state.apply(action)
    assert len(compared) > 100
    assert all(reused == fresh for reused, fresh in compared)


def _playout_positions(base: int, games: int) -> Iterator[SchottenTottenState]:
    """Every position of ``games`` seeded playouts (the playout policy for both seats) of each variant."""
    for i, options in enumerate(VARIANTS):
        for seed in range(games):
            state = GAME.new_game(2, base + 100 * i + seed, options)
            rng = random.Random(seed)
            while not state.is_terminal:
                yield state
                state.apply(playout_action(state, rng))


def test_open_sides_remembered_are_the_sides_read_afresh():
    """``_open_sides`` hands out remembered :class:`_Side` objects (``_SIDES``); at every position of seeded
    playouts they describe the sides exactly as a fresh reading does."""
    fields = ("stone", "n", "bmb", "theirs", "dump", "last", "values", "colours", "colour", "lo", "hi", "total")
    checked = 0
    for state in _playout_positions(700, 8):
        remembered = st_heuristic._open_sides(state)
        st_heuristic._SIDES.clear()
        fresh = st_heuristic._open_sides(state)
        assert [[getattr(x, f) for f in fields] + [list(x.side)] for x in remembered] == [
            [getattr(x, f) for f in fields] + [list(x.side)] for x in fresh
        ]
        checked += len(fresh)
    assert checked > 1000


def _brute_fit(cards: list[int], n: int, card: int, out: int) -> float:
    """The formation fit of clan ``card`` joining a side of ``cards`` (of ``n`` when full), by trying every window
    of values: 4 if a colour-run can still be made from cards not ``out``, 3 for three (or four) of a kind, 2 for a
    colour, 1 for a run, plus the values over 30. Elite troops on the side fit anything."""
    clan = [x for x in cards if x < NUM_CLAN]
    values = [x % 9 + 1 for x in clan] + [card % 9 + 1]
    colours = {x // 9 for x in clan} | {card // 9}
    missing = n - len(cards) - 1
    total = sum(values) / 30.0
    distinct = len(set(values)) == len(values)
    off_table = lambda ids: sum(1 for i in ids if not (out >> i) & 1)  # noqa: E731
    if len(colours) == 1 and distinct:
        for lo in range(1, 11 - n):
            window = range(lo, lo + n)
            needed = [card // 9 * 9 + w - 1 for w in window if w not in values]
            if all(v in window for v in values) and off_table(needed) >= missing:
                return 4.0 + total
    if len(set(values)) == 1 and off_table(k * 9 + values[0] - 1 for k in range(6) if k not in colours) >= missing:
        return 3.0 + total
    if len(colours) == 1:
        return 2.0 + total
    return 1.0 + total if distinct and max(values) - min(values) <= n - 1 else total


def test_place_scores_from_remembered_plans_equal_a_brute_force_reading():
    """``_place_scores`` scores a clan card on a side from a plan worked out once per side and card
    (``_fit_plan``); at every position of seeded playouts, for every clan card in the mover's hand, the scores equal
    (to the last bit) a brute-force reading of the formation fit and the win-or-lose bonus."""
    checked = 0
    for state in _playout_positions(900, 8):
        if state.to_move is None:
            continue
        for card in state.hands[state.to_move]:
            if card >= NUM_CLAN:
                continue
            brute = []
            for side in st_heuristic._open_sides(state):
                if side.dump:
                    score = 1.0 + (9 - (card % 9 + 1)) / 6.0
                elif not side.side:
                    score = 1.2 + (card % 9 + 1) / 20.0
                else:
                    score = _brute_fit(list(side.side), side.n, card, state.out)
                    if side.last and side.theirs is not None:
                        strength = side_strength([*side.side, card], side.n, side.bmb)
                        score += 3.0 if strength > side.theirs else -3.0
                brute.append((score, side.stone))
            assert st_heuristic._place_scores(state, card) == brute
            checked += len(brute)
    assert checked > 10000


def test_match_chance_is_the_sum_over_every_way_the_stones_can_fall():
    """``_match_chance`` skips the stones already decided (chance 0 or 1); it equals, to the last bit, the plain sum
    over all 512 ways the stones can fall, for chance vectors mixing decided and open stones."""
    rng = random.Random(5)
    for _ in range(300):
        chances = [rng.choice((0.0, 1.0, rng.random(), rng.random())) for _ in range(9)]
        probs = [1.0]
        for p in chances:
            probs = [x * (1.0 - p) for x in probs] + [x * p for x in probs]
        plain = sum(x * w for x, w in zip(probs, st_heuristic._MATCH_VALUE, strict=True))
        assert st_heuristic._match_chance(chances) == plain


def test_ismcts_plays_schotten_totten_with_a_small_budget():
    agent = ISMCTSAgent(budget=Budget(None, 30))
    state = GAME.new_game(2, 3, {"tactics": True})
    rng = random.Random(3)
    for _ in range(6):
        p = state.to_move
        action = agent.choose(state.information_set(p), rng)
        assert action in state.legal_actions()
        state.apply(action)
    assert agent.last_iterations == 0 or agent.last_iterations + agent.last_reused == 30


def test_ismcts_reuses_its_tree_for_the_stone_after_the_card_and_only_then():
    state = GAME.new_game(2, 7)
    rng = random.Random(3)
    for _ in range(12):  # a few random turns, so that the stones are no longer all alike
        while True:
            state.apply(rng.choice(state.legal_actions()))
            if state.decision().kind == "card":
                break
    agent = ISMCTSAgent(budget=Budget(None, 300))
    card = agent.choose(state.information_set(state.to_move), random.Random(0))
    assert card.kind == "card" and agent.last_reused == 0 and not agent.last_later
    card_iterations = agent.last_iterations
    # The same card decision asked again (it adds nothing to the log) is a move of its own, searched the same way.
    assert agent.choose(state.information_set(state.to_move), random.Random(0)) == card
    assert not agent.last_later and agent.last_iterations == card_iterations
    state.apply(card)
    assert state.decision().kind == "stone"
    stone = agent.choose(state.information_set(state.to_move), random.Random(1))
    assert stone in state.legal_actions()
    assert agent.last_later and agent.last_reused > 0
    # One search per move: the stone gets what the card left of the move's 300 iterations, at least an eighth of
    # them counting the reused visits (so it was not searched afresh with a budget of its own).
    assert card_iterations + agent.last_iterations <= 300 or agent.last_reused + agent.last_iterations <= 38
    # The same stone decision again: the kept subtree was for the observation after the stone, so nothing is reused.
    agent.choose(state.information_set(state.to_move), random.Random(1))
    assert agent.last_reused == 0 and not agent.last_later


def test_the_evaluation_counts_three_adjacent_stones_and_five_stones():
    even = position(claimed={})
    ahead = position(claimed={0: 0, 1: 0})  # two adjacent stones: the third, 2, wins the match
    apart = position(claimed={0: 0, 8: 0})  # two stones that make no group of three
    behind = position(claimed={3: 1, 4: 1})
    values = {name: st_heuristic.evaluate(st) for name, st in (("even", even), ("ahead", ahead), ("apart", apart))}
    values["behind"] = st_heuristic.evaluate(behind)
    for a, b in values.values():
        assert 0.0 <= a <= 1.0 and abs(a + b - 1.0) < 1e-9
    assert values["behind"][0] < values["even"][0] < values["apart"][0] < values["ahead"][0]
    assert st_heuristic._MATCH_VALUE[0b000000111] == 0.5  # stones 0-2 for seat 0, 3-8 (six) for seat 1: both won
    assert st_heuristic._MATCH_VALUE[0b101010101] == 1.0  # five stones, none adjacent; seat 1 has 4, none in three
    assert st_heuristic._MATCH_VALUE[0b010101010] == 0.0


def test_the_evaluation_foresees_the_winner_of_seeded_playouts():
    """From 300 positions 40 to 100 steps into seeded heuristic-policy playouts, the seat the evaluation favours
    wins the playout in about two of three (0.66; the seats swapped would give 0.34, a coin 0.5)."""
    right = total = 0
    for seed in range(300):
        rng = random.Random(seed)
        state = GAME.new_game(2, seed, {"tactics": seed % 2 == 1})
        stop = rng.randrange(40, 100)
        while not state.is_terminal and len(state.history) < stop:
            state.fast_apply(playout_action(state, rng))
        if state.is_terminal:
            continue
        favoured, _ = st_heuristic.evaluate(state)
        while not state.is_terminal:
            state.fast_apply(playout_action(state, rng))
        total += 1
        right += (favoured > 0.5) == (state.outcome.winners == (0,))
    assert total > 250 and right / total > 0.6


def test_the_hint_says_what_a_tactic_card_does_where_the_search_would_play_it():
    """A fresh tester's finding: in the tactical game the hint gave tactic cards no reason. An elite troop is judged
    like a clan card (the Joker completes a colour-run); a combat mode names the stone it changes, a ruse the card
    it acts on, the Recruiter its draw (``schotten_totten.md``, "Tactic cards"), at the step the search prefers
    (``then``) or at the stone or target decision itself."""
    from cardtable.ai.heuristics.schotten_totten import explain

    st = position(
        tactics=True,
        sides={2: (["red-8", "red-9"], ["blue-1", "blue-2", "blue-3"]), 5: (["green-4"], ["yellow-6"])},
        hands=(["Joker", "Mud Fight", "Banshee", "Traitor", "Strategist", "Recruiter", "red-1"], None),
    )
    infoset = st.information_set(0)

    def card(name: str) -> Action:
        return Action.of("card", name)

    assert explain(infoset, card("Joker"), Action.of("stone", 2)) == (
        "completes",
        {"formation": "colour-run", "stone": 2},
    )
    assert explain(infoset, card("Mud Fight"), Action.of("stone", 4)) == ("mud", {"stone": 4})
    assert explain(infoset, card("Mud Fight")) is None  # the search did not say where
    assert explain(infoset, card("Banshee"), Action.of("target", 2, "blue-3")) == (
        "discards",
        {"card": "blue-3", "stone": 2},
    )
    assert explain(infoset, card("Traitor"), Action.of("target", 5, "yellow-6")) == (
        "takes",
        {"card": "yellow-6", "stone": 5},
    )
    assert explain(infoset, card("Strategist"), Action.of("target", 2, "red-9")) == (
        "moves",
        {"card": "red-9", "stone": 2},
    )
    assert explain(infoset, card("Recruiter")) == ("recruits", {})
    st.apply(card("Banshee"))
    assert explain(st.information_set(0), Action.of("target", 5, "yellow-6")) == (
        "discards",
        {"card": "yellow-6", "stone": 5},
    )
