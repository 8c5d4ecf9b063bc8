"""Tiny Low: a small test game where the **lowest** score wins, scores can go negative, the match is one round and
every seat holds a card it cannot see itself, so that each capability a manifest can declare is exercised before a
real game needs it (the conformance kit, the search's reward, the standings). Not offered by the app (no table).

Rules (2–3 players). Each player holds the bid cards 1, 2, 3, 4 (open to its owner, hidden from the others) and one
**blind** card dealt face up in front of it from the blind cards ``BLINDS`` (0, 0, 5, 5, 3): every other player sees
it, its owner does not. The prize deck ``PRIZES`` (−3, −1, 1, 2, 3, 4, 5) is shuffled with the seed; ``TURNS`` (5)
prizes are turned up one after the other and the two others are never seen. For each prize every player in turn
(seat ``t % n`` first on turn ``t``) places a bid face down: a hand card (``Action("bid", (value,))``) or the blind card
without knowing its value (``Action("bid", ("blind",))``). When everybody has bid the bids are turned up; the single
highest bid takes the prize and adds its value to its score (a tie for the highest bid: the prize is discarded). A
bid card is spent. After the last prize the lowest score wins (ties share the win).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from cardtable.engine.base import (
    JSON,
    Action,
    Decision,
    Event,
    GameInfo,
    IllegalActionError,
    InformationSet,
    Outcome,
    State,
)

BIDS = (1, 2, 3, 4, 5, 6, 7, 8)
BLINDS = (4, 4, 5, 5, 4)
PRIZES = (-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7)
TURNS = 9
BLIND = "blind"


class TinyLowOptions(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}


class TinyLowState(State):
    game_id = "tiny_low"

    def __init__(self, players: int, seed: int, deck: Sequence[int] | None = None) -> None:
        """``deck``: the blind cards of seats 0..n-1, then the prizes in turning order (tests); None shuffles."""
        self.num_players = players
        self.seed = seed
        self.history = []
        self.rng = random.Random(seed)
        if deck is None:
            blinds = self.rng.sample(BLINDS, players)
            prizes = self.rng.sample(PRIZES, len(PRIZES))
        else:
            blinds, prizes = list(deck[:players]), list(deck[players:])
        self.blinds = list(blinds)  # every seat's blind card
        self.blind_left = [True] * players  # False once bid
        self.hands = [list(BIDS) for _ in range(players)]
        self.prizes = prizes  # prizes[turn] is turned up on that turn
        self.turn = 0
        self.bids: list[int | str | None] = [None] * players  # this turn's bids, in seat order
        self.bid_values: list[int | None] = [None] * players
        self.points = [0] * players
        self.taken: list[list[int]] = [[] for _ in range(players)]
        self.played: list[list[int | str]] = [[] for _ in range(players)]  # bids of finished turns (public)
        self.log: list[Event] = [
            Event("blind", {"seat": p, "card": blinds[p]}, frozenset(q for q in range(players) if q != p), True)
            for p in range(players)
        ]
        self.log.append(self._prize_event())
        self._outcome: Outcome | None = None

    def _prize_event(self) -> Event:
        return Event("prize", {"turn": self.turn, "value": self.prizes[self.turn]}, None, True)

    # --- contract ----------------------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self._outcome is not None:
            return None
        placed = sum(b is not None for b in self.bids)
        return (self.turn + placed) % self.num_players

    def decision(self) -> Decision | None:
        seat = self.to_move
        if seat is None:
            return None
        actions = [Action.of("bid", c) for c in self.hands[seat]]
        if self.blind_left[seat]:
            actions.append(Action.of("bid", BLIND))
        return Decision(seat, "bid", tuple(actions), {"prize": self.prizes[self.turn]})

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalActionError("not a bid card of the player to move", action)
        seat = self.to_move
        assert seat is not None
        choice = action.args[0]
        if choice == BLIND:
            value = self.blinds[seat]
            self.blind_left[seat] = False
        else:
            value = int(choice)
            self.hands[seat].remove(value)
        self.history.append(action)
        self.bids[seat] = choice
        self.bid_values[seat] = value
        events = [Event("bid", {"seat": seat}), Event("my_bid", {"seat": seat, "bid": choice}, frozenset({seat}))]
        if all(b is not None for b in self.bids):
            events.extend(self._resolve())
        self.log.extend(events)
        return events

    def _resolve(self) -> list[Event]:
        values = [int(v) for v in self.bid_values if v is not None]
        prize = self.prizes[self.turn]
        events = [Event("bids", {"bids": list(self.bids), "values": list(values)}, None, True)]
        for q, choice in enumerate(self.bids):
            assert choice is not None
            self.played[q].append(choice)
        top = max(values)
        if values.count(top) == 1:
            winner = values.index(top)
            self.points[winner] += prize
            self.taken[winner].append(prize)
            events.append(Event("took", {"seat": winner, "value": prize, "score": self.points[winner]}))
        else:
            events.append(Event("tie", {"value": prize}))
        self.bids = [None] * self.num_players
        self.bid_values = [None] * self.num_players
        self.turn += 1
        if self.turn == TURNS:
            best = min(self.points)
            winners = tuple(p for p in range(self.num_players) if self.points[p] == best)
            self._outcome = Outcome(winners, tuple(float(v) for v in self.points), "lowest")
            events.append(Event("match_end", {"winners": list(winners), "scores": list(self.points)}))
        else:
            events.append(self._prize_event())
        return events

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def round_index(self) -> int:
        return 0

    def scores(self) -> tuple[float, ...]:
        return tuple(float(v) for v in self.points)

    def clone(self) -> TinyLowState:
        other = TinyLowState.__new__(TinyLowState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.blinds = list(self.blinds)
        other.blind_left = list(self.blind_left)
        other.played = [list(p) for p in self.played]
        other.hands = [list(h) for h in self.hands]
        other.prizes = list(self.prizes)
        other.bids = list(self.bids)
        other.bid_values = list(self.bid_values)
        other.points = list(self.points)
        other.taken = [list(t) for t in self.taken]
        other.log = list(self.log)
        return other

    def observation(self, player: int) -> dict[str, JSON]:
        return {
            **self.common_observation(player),
            "turn": self.turn,
            "prizes_seen": self.prizes[: min(self.turn + 1, TURNS)],
            "hand": list(self.hands[player]),
            "my_bid": self.bids[player],
            "has_bid": [b is not None for b in self.bids],
            "played": [list(p) for p in self.played],
            # every blind card but the seat's own, which it learns when its bid is turned up
            "blinds": [v if q != player or BLIND in self.played[q] else None for q, v in enumerate(self.blinds)],
            "taken": [list(t) for t in self.taken],
        }

    def event_log(self) -> list[Event]:
        return list(self.log)

    def spectator_view(self, player: int) -> dict[str, JSON]:
        view = self.observation(player)
        view["log"] = [e.to_json() for e in self.log]
        view["blinds"] = list(self.blinds)
        view["hands"] = [list(h) for h in self.hands]
        view["bids"] = list(self.bids)
        view["prizes"] = list(self.prizes)
        return view

    def information_set(self, player: int) -> InformationSet:
        # Built from this module's GameInfo, so the arena can play Tiny Low without registering it.
        return InformationSet(GAME, self.observation(player))


def determinize(observation: dict[str, Any], rng: random.Random) -> TinyLowState:
    """A TinyLowState consistent with ``observation``: the seat's own blind card (if unspent) is drawn from the blind
    cards it has not seen, the other seats' bids of the turn in progress from their unspent cards, the prizes not yet
    turned from the unseen prizes. Depends on ``observation`` and ``rng`` only."""
    n = int(observation["num_players"])
    me = int(observation["player"])
    state = TinyLowState.__new__(TinyLowState)
    state.num_players = n
    state.seed = 0
    state.history = []
    state.rng = random.Random(rng.getrandbits(64))
    state.turn = int(observation["turn"])
    state.points = [int(v) for v in observation["scores"]]
    state.taken = [list(t) for t in observation["taken"]]
    state.log = []
    state._outcome = None
    if observation["outcome"] is not None:
        raise ValueError("the match is over: nothing to determinize")
    blinds = list(observation["blinds"])
    if blinds[me] is None:  # the seat's own blind card: one of those it has not seen
        pool = list(BLINDS)
        for v in blinds:
            if v is not None:
                pool.remove(v)
        blinds[me] = rng.choice(pool)
    state.blinds = blinds
    state.played = [list(p) for p in observation["played"]]
    state.blind_left = [BLIND not in p for p in state.played]
    state.hands = [[v for v in BIDS if v not in p] for p in state.played]
    state.bids = [None] * n
    state.bid_values = [None] * n
    for q in range(n):
        if not observation["has_bid"][q]:
            continue
        if q == me:
            choice = observation["my_bid"]
        else:  # q bid face down this turn: any card it had left
            choice = rng.choice([*state.hands[q], *([BLIND] if state.blind_left[q] else [])])
        if choice == BLIND:
            state.blind_left[q] = False
            state.bid_values[q] = blinds[q]
        else:
            state.hands[q].remove(int(choice))
            state.bid_values[q] = int(choice)
        state.bids[q] = choice
    seen_prizes = list(observation["prizes_seen"])
    unseen = list(PRIZES)
    for v in seen_prizes:
        unseen.remove(v)
    rng.shuffle(unseen)
    state.prizes = seen_prizes + unseen
    return state


def _factory(players: int, seed: int, options: Any, deck: Sequence[Any] | None) -> State:
    return TinyLowState(players, seed, deck)


GAME = GameInfo(
    id="tiny_low",
    name="Tiny Low",
    blurb="Bid to dodge the prizes: the lowest score wins.",
    min_players=2,
    max_players=3,
    rules_file="",
    options_model=TinyLowOptions,
    factory=_factory,
    determinize=determinize,
    event_kinds=("bid", "bids", "blind", "match_end", "my_bid", "prize", "tie", "took"),
    score="low",
    multi_round=False,
    hidden_own_cards=True,
    rules_version=1,
)
