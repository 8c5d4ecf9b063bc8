"""Mindbug properties over many seeded random games: every game ends, the 48 cards are conserved across the zones,
life never goes below 0 while the game goes on, and no observation holds the opponent's hidden hand or any draw-pile
order."""

from __future__ import annotations

import random

from mindbug_positions import GAME

from cardtable.engine.mindbug.cards import NUM_CARDS
from cardtable.engine.mindbug.state import MindbugState

GAMES = 1000


def zones(st: MindbugState) -> list[int]:
    waiting = [int(f[1]) for f in st.stack if f[0] == "mindbug"]
    return [
        *st.hands[0],
        *st.hands[1],
        *st.piles[0],
        *st.piles[1],
        *st.discards[0],
        *st.discards[1],
        *st.play[0],
        *st.play[1],
        *st.unused,
        *waiting,
    ]


def test_random_games_end_conserve_the_cards_and_keep_life_at_or_above_zero() -> None:
    lengths = []
    for seed in range(GAMES):
        rng = random.Random(seed)
        st = GAME.new_game(2, seed)
        steps = 0
        while not st.is_terminal:
            st.apply(rng.choice(st.legal_actions()))
            steps += 1
            assert sorted(zones(st)) == list(range(NUM_CARDS)), f"seed {seed}: a card was lost or doubled"
            assert len(st.unused) == 28 and st.exhausted <= set(st.play[0]) | set(st.play[1])
            if not st.is_terminal:
                assert min(st.life) > 0
            assert steps < 2000, f"seed {seed} does not end"
        assert st.outcome is not None and len(st.outcome.winners) == 1
        lengths.append(steps)
    assert max(lengths) < 2000


def shuffled_hidden(st: MindbugState, seat: int, rng: random.Random) -> MindbugState:
    """The same game with everything ``seat`` cannot see permuted: the opponent's unknown hand cards, both draw
    piles and the unused pile."""
    other = st.clone()
    o = 1 - seat
    unknown = [c for c in other.hands[o] if c not in other.known[seat]]
    pool = unknown + other.piles[0] + other.piles[1] + other.unused
    rng.shuffle(pool)
    sizes = [len(unknown), len(other.piles[0]), len(other.piles[1])]
    other.hands[o] = [c for c in other.hands[o] if c in other.known[seat]] + pool[: sizes[0]]
    other.piles = [pool[sizes[0] : sizes[0] + sizes[1]], pool[sizes[0] + sizes[1] : sum(sizes)]]
    other.unused = pool[sum(sizes) :]
    return other


def test_no_observation_holds_the_opponents_hand_or_a_draw_pile_order() -> None:
    for seed in range(150):
        rng = random.Random(seed)
        st = GAME.new_game(2, seed)
        while not st.is_terminal:
            if rng.random() < 0.2:
                for seat in (0, 1):
                    obs = {k: v for k, v in st.observation(seat).items() if k != "log"}
                    twin = {k: v for k, v in shuffled_hidden(st, seat, rng).observation(seat).items() if k != "log"}
                    assert obs == twin, f"seed {seed}: seat {seat}'s observation depends on hidden cards"
                    for event in st.observation(seat)["log"]:
                        if event["kind"] == "drew_cards":
                            assert event["data"]["player"] == seat
            st.apply(rng.choice(st.legal_actions()))


def test_the_determinizer_keeps_what_a_seat_knows_of_the_opponents_hand() -> None:
    checked = 0
    for seed in range(400):
        rng = random.Random(seed)
        st = GAME.new_game(2, seed)
        while not st.is_terminal:
            for seat in (0, 1):
                if st.known[seat]:
                    det = GAME.determinize(st.observation(seat), rng)
                    assert st.known[seat] <= set(det.hands[1 - seat]) and det.known == st.known
                    checked += 1
            st.apply(rng.choice(st.legal_actions()))
    assert checked > 50
