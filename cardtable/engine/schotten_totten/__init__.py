"""Schotten Totten (نبرد اسکاتلندی): classic, tactical and expert variants, for two players.

Rules: ``shared/rules/schotten_totten.md``. Card encoding: :mod:`.cards`; formations and proofs: :mod:`.formations`;
the match state, its decisions and actions: :mod:`.state`. ``GAME`` is the registry entry.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.base import JSON, QT_TRANSLATE_NOOP, GameInfo
from cardtable.engine.sampling import ConstrainedDeal, DealError, ParsedCache
from cardtable.engine.schotten_totten.cards import (
    BLIND_MANS_BLUFF,
    JOKER_A,
    JOKER_B,
    MUD_FIGHT,
    NUM_CLAN,
    RUSES,
    TACTICS,
    card_id,
)
from cardtable.engine.schotten_totten.state import (
    BMB,
    CLAN_DECK,
    DECK_NAMES,
    MUD,
    NUM_STONES,
    P_CLAIM_AFTER,
    P_CLAIM_START,
    PHASE_NAMES,
    TACTIC_DECK,
    SchottenTottenOptions,
    SchottenTottenState,
    new_match,
)


class _Ids:
    """Turns card strings back into engine ids, giving the two Jokers distinct ids."""

    def __init__(self) -> None:
        self.joker_used = False

    def __call__(self, name: str) -> int:
        c = card_id(name)
        if c == JOKER_A:
            if self.joker_used:
                return JOKER_B
            self.joker_used = True
        return c


_CLAN, _TACTIC = frozenset({CLAN_DECK}), frozenset({TACTIC_DECK})


def _deck_of(card: int) -> int:
    return CLAN_DECK if card < NUM_CLAN else TACTIC_DECK


class _Template:
    """An observation read once (:class:`~cardtable.engine.sampling.ParsedCache`): the match state with the
    opponent's hand and the decks left empty, and the deal of the unseen cards to those hidden places. Raises
    ``ValueError`` if the observation's counts do not add up."""

    def __init__(self, observation: dict[str, Any]) -> None:
        p = int(observation["player"])
        o = 1 - p
        opts = observation["options"]
        st = SchottenTottenState.__new__(SchottenTottenState)
        st._blank(0, bool(opts["tactics"]), bool(opts["expert"]), int(opts["games"]))
        st.game_no = int(observation["round"])
        st.points = [int(x) for x in observation["scores"]]
        st.results = [dict(r) for r in observation["results"]]
        st.first = int(observation["first_player"])
        st.current = int(observation["current"])
        ids = _Ids()
        out = 0
        for s, stone in enumerate(observation["stones"]):
            for q in (0, 1):
                side = [ids(n) for n in stone["sides"][q]]
                st.sides[2 * s + q] = side
                for c in side:
                    out |= 1 << c
                done = stone["completed_at"][q]
                st.done_at[2 * s + q] = -1 if done is None else int(done)
            for name in stone["modes"]:
                bit = MUD if name == "Mud Fight" else BMB
                st.modes[s] |= bit
                out |= 1 << (MUD_FIGHT if bit == MUD else BLIND_MANS_BLUFF)
            st.claimed[s] = -1 if stone["claimed_by"] is None else int(stone["claimed_by"])
        st.discard = [ids(n) for n in observation["discard"]]
        for c in st.discard:
            out |= 1 << c
        st.clock = int(observation["clock"])
        st.tactics_played = [int(x) for x in observation["tactics_played"]]
        st.jokers_played = [int(x) for x in observation["jokers_played"]]
        st.passes = int(observation["passes"])
        st.no_draw = bool(observation["no_draw"])
        st.left = int(observation["recruit_left"])
        st.phase = PHASE_NAMES.index(str(observation["phase"]))
        selected = observation["selected"]
        st.pending = -1 if selected is None else ids(str(selected))
        if st.pending in RUSES:
            out |= 1 << st.pending
        target = observation["target"]
        if target is not None:
            tstone, tname = int(target[0]), card_id(str(target[1]))
            if tname == JOKER_A and JOKER_A not in st.sides[2 * tstone] + st.sides[2 * tstone + 1]:
                tname = JOKER_B
            st.target = (tstone, tname)
        st.out = out

        hand = [ids(n) for n in observation["hand"]]
        st.hands[p] = hand
        st.tactic_hand[p] = sum(1 for c in hand if c >= NUM_CLAN)
        st.tactic_hand[o] = int(observation["opponent_tactics_in_hand"])
        known = [ids(n) for n in observation["opponent_known"]]
        st.known[p] = known
        bottoms: list[list[int]] = [[], []]  # per deck, top-most first
        for deck_name, name in observation["deck_bottom"]:
            bottoms[DECK_NAMES.index(deck_name)].append(ids(name))
        st.bottom[p] = bottoms[CLAN_DECK] + bottoms[TACTIC_DECK]

        seen = out
        for c in hand + known + st.bottom[p]:
            seen |= 1 << c
        if st.pending >= 0:
            seen |= 1 << st.pending
        unseen = [c for c in range(NUM_CLAN) if not (seen >> c) & 1]
        if st.tactics:
            unseen += [t for t in TACTICS if not (seen >> t) & 1]
        opp_size = int(observation["opponent_hand_size"])
        known_tactics = sum(1 for c in known if c >= NUM_CLAN)
        need_tactic = st.tactic_hand[o] - known_tactics
        need_clan = opp_size - len(known) - need_tactic
        counts = (int(observation["clan_deck"]), int(observation["tactic_deck"]))
        rests = (counts[CLAN_DECK] - len(bottoms[CLAN_DECK]), counts[TACTIC_DECK] - len(bottoms[TACTIC_DECK]))
        if min(need_clan, need_tactic, *rests) < 0:
            raise ValueError("observation does not add up: more known cards than hidden places")
        # The hidden places: the opponent's unknown clan and tactic cards, then the unknown rest of each deck.
        places = (
            [_CLAN] * need_clan + [_TACTIC] * need_tactic + [_CLAN] * rests[CLAN_DECK] + [_TACTIC] * rests[TACTIC_DECK]
        )
        try:
            self.deal = ConstrainedDeal(places, unseen, _deck_of)
        except DealError as exc:
            raise ValueError(f"observation does not add up: {exc}") from exc
        self.state, self.opponent, self.known, self.hidden = st, o, known, need_clan + need_tactic
        self.clan_deck = (bottoms[CLAN_DECK][::-1], rests[CLAN_DECK])  # internally a deck is bottom first, top last
        self.tactic_bottom = bottoms[TACTIC_DECK][::-1]

    def sample(self, rng: random.Random) -> SchottenTottenState:
        """One determinization: the template's state with the hidden places dealt by ``rng``."""
        st = self.state.clone()
        st.rng = random.Random(rng.getrandbits(64))
        dealt = self.deal.sample(rng)
        hidden = self.hidden
        bottom, rest = self.clan_deck
        st.hands[self.opponent] = self.known + dealt[:hidden]
        st.decks[CLAN_DECK] = bottom + dealt[hidden : hidden + rest]
        st.decks[TACTIC_DECK] = self.tactic_bottom + dealt[hidden + rest :]
        if st.phase in (P_CLAIM_START, P_CLAIM_AFTER):
            st.claimable = st.claimable_stones(st.current)
        return st


_TEMPLATES: ParsedCache[_Template] = ParsedCache(_Template)


def determinize(observation: dict[str, JSON], rng: random.Random) -> SchottenTottenState:
    """A full match state consistent with ``observation`` (from :meth:`SchottenTottenState.observation`).

    Public table, own hand, known cards under the decks and known opponent cards are as observed; the opponent's
    hand (as many tactic cards as ``opponent_tactics_in_hand`` says) and the order of both decks are sampled with
    ``rng`` from the cards the observer cannot see, by the shared :class:`~cardtable.engine.sampling.ConstrainedDeal`
    (tactic cards only in tactic places). The result has an empty history and log and ``seed`` 0; its own
    random generator (used for later games of a match) is seeded from ``rng``. Depends on ``observation`` and ``rng``
    only. Raises ``ValueError`` if the observation's counts do not add up. The observation is read once and cached
    by identity (:class:`~cardtable.engine.sampling.ParsedCache`): do not change an observation dict after passing
    it here.
    """
    return _TEMPLATES.get(observation).sample(rng)


def _factory(players: int, seed: int, options: Any, deck: Any) -> SchottenTottenState:
    return new_match(players, seed, options, deck)


GAME = GameInfo(
    id="schotten_totten",
    name=QT_TRANSLATE_NOOP("Games", "Schotten Totten"),
    blurb=QT_TRANSLATE_NOOP("Games", "Two clans fight over nine boundary stones with poker-like formations."),
    min_players=2,
    max_players=2,
    rules_file="schotten_totten.md",
    options_model=SchottenTottenOptions,
    factory=_factory,
    determinize=determinize,
    table="cardtable.ui.games.schotten_totten:SchottenTottenTable",
    heuristic="cardtable.ai.heuristics.schotten_totten:SchottenTottenHeuristic",
    search="cardtable.ai.heuristics.schotten_totten",
    event_kinds=(
        "awarded",
        "claimed",
        "discarded",
        "drew",
        "drew_card",
        "game_over",
        "game_started",
        "hand",
        "match_over",
        "moved",
        "passed",
        "played",
        "returned",
        "returned_card",
        "ruse",
    ),
    score="high",
    multi_round=True,  # a match of several games (option ``games``); one game is a single round
    hidden_own_cards=False,
    rules_version=1,
)

__all__ = ["GAME", "NUM_STONES", "SchottenTottenOptions", "SchottenTottenState", "determinize", "new_match"]
