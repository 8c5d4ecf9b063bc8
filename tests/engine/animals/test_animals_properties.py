"""Property tests for Power-Hungry Animals over thousands of seeded random matches (2–6 players): cards conserved
(in determinizations too), eliminated players never act, protected players never targeted, showdowns follow the
rules, the next round's starter is right, and a seat's view of its own action's consequences does not depend on
hidden cards. The checks every game shares (legal and illegal actions, JSON, determinizations matching the
observation, replays, clones, undo) are the conformance kit's (``tests/conformance/``).

White-box where needed: card conservation reads the State's private deck / set-aside fields."""

import json
import random
from collections import Counter

import pytest

from cardtable.engine.animals import GAME, AnimalsState
from cardtable.engine.animals.cards import CARD_VALUE, COPIES, KING_CAT, ROYAL_BROOMBOT

FULL = Counter({v: COPIES[v] for v in range(11)})
MATCHES = {2: 300, 3: 250, 4: 200, 5: 150, 6: 150}
TARGETING = {"targeted": "target", "guessed": "target", "compared": "target", "rabbit": "target"}


def cards_in_play(s: AnimalsState) -> Counter:
    c: Counter = Counter()
    for p in range(s.num_players):
        c.update(s.hand(p))
        c.update(s.played(p))
    c.update(s.removed_face_up)
    c.update(CARD_VALUE[i] for i in s._deck)
    if s._set_aside >= 0:
        c[CARD_VALUE[s._set_aside]] += 1
    if s._limbo >= 0:
        c[CARD_VALUE[s._limbo]] += 1
    return c


def expected_winners(data: dict) -> list[int]:
    """Oracle for a showdown (animals.md, End of round): highest card, Broombot beats King Cat, then the played
    rows compared from the highest card down; complete equality shares the win."""
    hands = data["hands"]
    seats = [s for s, h in enumerate(hands) if h is not None]
    if ROYAL_BROOMBOT in hands and KING_CAT in hands:
        seats.remove(hands.index(KING_CAT))

    def key(s):
        return (hands[s], sorted(data["played"][s], reverse=True))

    best = max(key(s) for s in seats)
    return [s for s in seats if key(s) == best]


def visible_until_reveal(events, p):
    """The events ``p`` sees, as (kind, data), up to the first one that reveals something to ``p`` (a card ``p``
    plays itself reveals nothing to ``p``)."""
    out = []
    for e in events:
        if not e.visible_to(p):
            continue
        if e.reveals and not (e.kind == "played" and e.data["seat"] == p):
            out.append("revealed")
            break
        out.append((e.kind, dict(e.data)))
    return out


def check_step(s: AnimalsState, rng: random.Random, deep: bool) -> None:
    p = s.to_move
    assert p is not None and not s.is_eliminated(p)
    legal = s.legal_actions()
    d = s.decision()
    assert d is not None and all(a.kind == d.kind for a in legal)
    if s.phase == "target":
        for a in legal:
            t = int(a.args[0])
            assert not s.is_eliminated(t) and not s.is_protected(t)
            assert t != p or s.pending_card == 5
    if not deep:
        return
    # Every offered action applies.
    for a in legal:
        s.clone().apply(a)
    before = s.observation(p)
    for _ in range(2):
        det = GAME.determinize(before, rng)
        assert cards_in_play(det) == FULL
        # Until a revealing event, p's view of its own action's consequences does not depend on hidden cards.
        a = rng.choice(legal)
        assert visible_until_reveal(s.clone().apply(a), p) == visible_until_reveal(det.clone().apply(a), p)


@pytest.mark.parametrize("players", sorted(MATCHES))
def test_random_matches(players):
    showdowns = 0
    for seed in range(MATCHES[players]):
        s = GAME.new_game(players, seed)
        rng = random.Random(seed * 7 + players)
        steps = 0
        prev_starter = s.starter
        while not s.is_terminal:
            assert cards_in_play(s) == FULL
            check_step(s, rng, deep=rng.random() < 0.03)
            protected = [s.is_protected(q) for q in range(players)]
            events = s.apply(rng.choice(s.legal_actions()))
            steps += 1
            assert steps < 3000
            for e in events:
                if e.kind in TARGETING:
                    assert not protected[e.data["target"]]
                if e.kind == "swapped":
                    assert not protected[e.data["with"]]
                if e.kind == "magician":
                    assert all(not protected[q] for q in e.data["returned"])
                if e.kind == "round_end":
                    winners = e.data["winners"]
                    if e.data["reason"] == "showdown":
                        showdowns += 1
                        assert winners == expected_winners(e.data)
                        assert (e.data["tie_break"] == "shared") == (len(winners) > 1)
                    else:
                        assert len(winners) == 1
                if e.kind == "round_start" and e.data["round"] > 0:
                    won = next(x for x in events if x.kind == "round_end").data["winners"]
                    nearest = next(q for q in ((prev_starter + k) % players for k in range(players)) if q in won)
                    assert e.data["starter"] == nearest
                    prev_starter = nearest
        assert s.outcome is not None and max(s.tokens) == s.tokens_to_win
    assert showdowns > 0


def test_broombot_beats_the_king_cat_but_not_a_third_higher_card():
    """A showdown with the Royal Broombot, the King Cat and other cards: the highest of the others wins."""
    found = 0
    for seed in range(400):
        s = GAME.new_game(6, seed)
        rng = random.Random(seed)
        while not s.is_terminal and found < 3:
            for e in s.apply(rng.choice(s.legal_actions())):
                if e.kind != "round_end" or e.data["reason"] != "showdown":
                    continue
                hands = e.data["hands"]
                others = [h for h in hands if h not in (None, KING_CAT, ROYAL_BROOMBOT)]
                if ROYAL_BROOMBOT in hands and KING_CAT in hands and others:
                    found += 1
                    assert e.data["king_cat_beaten"] == hands.index(KING_CAT)
                    assert all(hands[w] == max(others) for w in e.data["winners"])
        if found >= 3:
            break
    assert found >= 3


def test_determinize_resamples_the_hidden_hands():
    s = GAME.new_game(4, 21)
    rng = random.Random(2)
    for _ in range(12):
        s.apply(rng.choice(s.legal_actions()))
    p = s.to_move
    obs = s.observation(p)
    samples = {tuple(tuple(GAME.determinize(obs, rng).hand(q)) for q in range(4)) for _ in range(30)}
    assert len(samples) > 1  # hidden hands really are resampled
    assert all(hands[p] == tuple(obs["hand"]) for hands in samples)


def test_determinize_rejects_an_inconsistent_observation():
    obs = GAME.new_game(3, 4).observation(0)
    bad = json.loads(json.dumps(obs))
    bad["played"][1] = [10, 10]
    with pytest.raises(ValueError, match="too many cards of value 10"):
        GAME.determinize(bad, random.Random(0))
    bad = json.loads(json.dumps(obs))
    bad["deck_count"] += 1
    with pytest.raises(ValueError, match="hidden places"):
        GAME.determinize(bad, random.Random(0))
