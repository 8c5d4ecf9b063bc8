"""The card counter's figure, ``not_seen``: copies a seat has not seen this round. A card it looked at stays seen
after it loses track of where the card is (another seat's Mousetrap, a Magician's shuffle), while ``unseen`` (cards
it cannot locate, what the determinization and the heuristics use) counts it again."""

import random

from animals_helpers import act, start

from cardtable.engine.animals import GAME
from cardtable.engine.animals.cards import COPIES, KING_CAT


def test_a_card_seen_with_the_mousetrap_stays_seen_after_another_mousetrap():
    s = start(3, deal=[2, 2, 1], set_aside=9, top=[4, 8, 6, 5])
    act(s, "play", 2)  # seat 0 draws the 4 and looks at the Dervish Crab on top
    act(s, "position", 1)  # deck: 6, Crab, 5, ...
    obs = s.observation(0)
    assert obs["unseen"][8] == 0 and obs["not_seen"] == obs["unseen"]
    act(s, "play", 2)  # seat 1 draws the 6 and looks at the Crab: seat 0 can no longer follow the deck
    act(s, "position", 3)
    obs = s.observation(0)
    assert obs["known_deck"] == [] and obs["unseen"][8] == 1
    assert obs["not_seen"][8] == 0  # seat 0 did see it
    assert [n for v, n in enumerate(obs["not_seen"]) if v != 8] == [n for v, n in enumerate(obs["unseen"]) if v != 8]
    assert s.observation(2)["not_seen"][8] == 1  # seat 2 never saw it
    for seed in range(10):  # the sample keeps the figure: the observation is reproduced exactly
        assert GAME.determinize(obs, random.Random(seed)).observation(0) == obs


def test_the_king_cat_seen_before_a_magician_shuffle_stays_seen():
    s = start(3, deal=[2, 7, 1], set_aside=9, top=[4, KING_CAT, 6, 5, 3])
    act(s, "play", 2)  # seat 0 sees the King Cat on top and leaves it there
    act(s, "position", 0)
    act(s, "play", 7)  # seat 1 draws the King Cat and plays the Magician: every hand goes back, the deck is shuffled
    obs = s.observation(0)
    assert obs["not_seen"][KING_CAT] == 0
    if obs["hand"] != [KING_CAT]:
        assert obs["unseen"][KING_CAT] == 1


def test_not_seen_never_exceeds_unseen_and_only_falls_within_a_round():
    for seed in range(40):
        players = 2 + seed % 5
        s = GAME.new_game(players, seed)
        rng = random.Random(seed)
        last = [None] * players
        while not s.is_terminal:
            round_no = s.observation(0)["round"]
            for p in range(players):
                obs = s.observation(p)
                not_seen, unseen = obs["not_seen"], obs["unseen"]
                assert all(0 <= a <= b <= c for a, b, c in zip(not_seen, unseen, COPIES, strict=True))
                if last[p] is not None and last[p][0] == round_no:
                    assert all(a <= b for a, b in zip(not_seen, last[p][1], strict=True))
                last[p] = (round_no, not_seen)
            s.apply(rng.choice(s.legal_actions()))
