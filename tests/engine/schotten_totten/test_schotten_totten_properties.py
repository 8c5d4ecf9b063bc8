"""Property tests for Schotten Totten: seeded random games per variant checking its own invariants (cards
conserved, in determinizations too; no stone claimed twice; observations name no card the seat cannot see). The
checks every game shares (legal and illegal actions, determinizations matching the observation, replays, clones,
undo) are the conformance kit's (``tests/conformance/``)."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.engine.registry import get_game
from cardtable.engine.schotten_totten import SchottenTottenState, determinize
from cardtable.engine.schotten_totten.cards import BLIND_MANS_BLUFF, CARD_NAMES, MUD_FIGHT, NUM_CLAN
from cardtable.engine.schotten_totten.state import BMB, MUD

GAME = get_game("schotten_totten")
VARIANTS = {
    "classic": {},
    "tactical": {"tactics": True},
    "expert": {"expert": True},
    "tactical+expert": {"tactics": True, "expert": True},
}
GAMES_PER_VARIANT = 1000


def all_cards(st: SchottenTottenState) -> list[int]:
    """Every card of the match, wherever it is, sorted (a card being played counts once)."""
    cards = [*st.hands[0], *st.hands[1], *st.decks[0], *st.decks[1], *st.discard]
    for side in st.sides:
        cards += side
    if st.pending >= 0 and st.pending not in st.discard:
        cards.append(st.pending)
    for mode in st.modes:
        if mode & MUD:
            cards.append(MUD_FIGHT)
        if mode & BMB:
            cards.append(BLIND_MANS_BLUFF)
    cards.sort()
    return cards


ALL_CLASSIC = list(range(NUM_CLAN))
ALL_TACTICAL = list(range(64))


def check_conserved(st: SchottenTottenState) -> None:
    assert all_cards(st) == (ALL_TACTICAL if st.tactics else ALL_CLASSIC)


def hidden_names(st: SchottenTottenState, p: int, obs: dict) -> set[str]:
    """Names of cards seat ``p`` must not see: the opponent's unknown hand cards and the unknown deck cards."""
    visible = set(obs["hand"]) | set(obs["discard"]) | set(obs["opponent_known"])
    visible |= {name for stone in obs["stones"] for side in stone["sides"] for name in side}
    visible |= {name for _, name in obs["deck_bottom"]}
    if obs["selected"]:
        visible.add(obs["selected"])
    secret = {CARD_NAMES[c] for c in st.hands[1 - p]} | {CARD_NAMES[c] for d in st.decks for c in d}
    return secret - visible - set(obs["opponent_known"])


def check_information(st: SchottenTottenState, rng: random.Random) -> None:
    for p in (0, 1):
        obs = st.observation(p)
        text = json.dumps(obs)
        leaked = [name for name in hidden_names(st, p, obs) if json.dumps(name) in text]
        assert not leaked, f"seat {p} sees {leaked}"
        check_conserved(determinize(json.loads(text), rng))


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_random_games_keep_the_invariants(variant):
    options = VARIANTS[variant]
    checked_info = 0
    for seed in range(GAMES_PER_VARIANT):
        rng = random.Random(seed)
        st = GAME.new_game(2, seed, options)
        assert isinstance(st, SchottenTottenState)
        check_conserved(st)
        claimed_stones: set[int] = set()
        steps = 0
        while not st.is_terminal:
            actions = st.legal_actions()
            if steps % 90 == seed % 90:
                check_information(st, rng)
                checked_info += 1
            events = st.apply(rng.choice(actions))
            for e in events:
                if e.kind in ("claimed", "awarded"):
                    assert e.data["stone"] not in claimed_stones
                    claimed_stones.add(e.data["stone"])
                elif e.kind == "game_started":
                    claimed_stones = set()
            check_conserved(st)
            steps += 1
            assert steps < 1000, "game did not end"
        assert st.outcome is not None
    assert checked_info > GAMES_PER_VARIANT // 2


def test_multi_game_matches_end_with_points():
    for seed in range(100):
        rng = random.Random(seed)
        st = GAME.new_game(2, seed, {"tactics": seed % 2 == 0, "games": 3})
        while not st.is_terminal:
            st.apply(rng.choice(st.legal_actions()))
        assert st.round_index == 2 and st.outcome.reason == "points"
        assert sum(st.scores()) >= 15


@pytest.mark.parametrize("options", [{"tactics": False}, {"tactics": True}, {"tactics": True, "expert": True}])
def test_incremental_claims_agree_with_checking_every_stone(options: dict[str, bool]) -> None:
    """claimable_stones keeps each stone's answer while its inputs stand; over many seeded games (both paths, the
    fast one too) it says exactly what stone_won says of every stone from scratch, for both seats, at every step."""
    game = get_game("schotten_totten")
    for seed in range(30):
        rng = random.Random(seed)
        state = game.new_game(2, seed, options)
        fast = seed % 2 == 1
        while not state.is_terminal:
            for p in (0, 1):
                assert state.claimable_stones(p) == [s for s in range(9) if state.stone_won(s, p)[0]]
            action = rng.choice(state.legal_actions())
            if fast:
                state.fast_apply(action)
            else:
                state.apply(action)


def _world(st: SchottenTottenState) -> tuple[object, ...]:
    return (
        st.hands,
        st.decks,
        st.sides,
        st.modes,
        st.claimed,
        st.claimable,
        st.phase,
        st.current,
        st.pending,
        st.out,
        st.known,
        st.bottom,
        st.tactic_hand,
        st.rng.getstate(),
        st.observation(0),
        st.observation(1),
    )


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_determinize_reads_an_observation_once_and_plays_on_copies(variant):
    """``determinize`` reads an observation once (cached by identity) and deals every later world from that reading:
    after a world was played to the end of its game, the same observation and generator give the world a fresh
    reading of a copy of the observation gives."""
    checked = 0
    for seed in range(10):
        rng = random.Random(seed)
        st = GAME.new_game(2, seed, VARIANTS[variant])
        while not st.is_terminal:
            if rng.random() < 0.2:
                obs = st.observation(st.to_move)
                played = determinize(obs, random.Random(seed))
                while not played.is_terminal and played.round_index == st.round_index:
                    played.apply(rng.choice(played.legal_actions()))
                again = determinize(obs, random.Random(seed))
                fresh = determinize(json.loads(json.dumps(obs)), random.Random(seed))
                assert _world(again) == _world(fresh)
                checked += 1
            st.apply(rng.choice(st.legal_actions()))
    assert checked > 50
