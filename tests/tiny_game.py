"""Tiny Tricks: a small hidden-information trick-taking game used as a fixture for the game-agnostic AI tests.

Not a real cardtable game (it is not in the registry). Rules: nine cards valued 1..9; 2–3 players. Each round the
nine cards are shuffled and every player is dealt three (hidden from the others); the rest are never seen. Three
tricks are played: the leader plays any hand card, then each other player in seat order plays any hand card; the
highest card wins the trick and its player leads the next one. The player(s) with the most tricks in the round
win a token each (ties share). The first round is led by seat 0, later rounds by the lowest-numbered round winner.
The match ends when someone holds ``target`` tokens (option, default 2); every player at the highest score then
wins. Actions: ``Action("play", (value,))``.
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

CARDS = tuple(range(1, 10))
HAND_SIZE = 3


class TinyOptions(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}
    target: int = 2


class TinyState(State):
    game_id = "tiny"

    def __init__(self, players: int, seed: int, options: TinyOptions, deck: Sequence[int] | None = None) -> None:
        self.num_players = players
        self.seed = seed
        self.history = []
        self.target = options.target
        self.rng = random.Random(seed)
        self.tokens = [0] * players
        self.round = 0
        self.leader = 0
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.tricks = [0] * players
        self.trick: list[tuple[int, int]] = []
        self.played: list[int] = []
        self.log: list[Event] = []
        self._outcome: Outcome | None = None
        self.log.extend(self._deal(deck))

    # --- setup -------------------------------------------------------------------------------------------------------
    def _deal(self, deck: Sequence[int] | None) -> list[Event]:
        """Deal a round: ``deck`` (top first) gives seat 0 its three cards, then seat 1, ...; else shuffle. Returns
        the private ``dealt`` events."""
        order = list(deck) if deck is not None else self.rng.sample(CARDS, len(CARDS))
        events = []
        for p in range(self.num_players):
            self.hands[p] = sorted(order[p * HAND_SIZE : (p + 1) * HAND_SIZE])
            events.append(Event("dealt", {"seat": p, "cards": list(self.hands[p])}, frozenset({p}), reveals=True))
        self.tricks = [0] * self.num_players
        self.trick = []
        self.played = []
        return events

    # --- contract ----------------------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self._outcome is not None:
            return None
        return (self.leader + len(self.trick)) % self.num_players

    def decision(self) -> Decision | None:
        seat = self.to_move
        if seat is None:
            return None
        return Decision(seat, "play", tuple(Action.of("play", c) for c in self.hands[seat]))

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalActionError("not a card in the hand of the player to move", action)
        seat = self.to_move
        assert seat is not None
        card = int(action.args[0])
        self.history.append(action)
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        self.played.append(card)
        events = [Event("played", {"seat": seat, "card": card})]
        if len(self.trick) == self.num_players:
            winner = max(self.trick, key=lambda sc: sc[1])[0]
            self.tricks[winner] += 1
            self.trick = []
            self.leader = winner
            events.append(Event("trick_won", {"seat": winner}))
            if not self.hands[winner]:
                events.extend(self._end_round())
        self.log.extend(events)
        return events

    def _end_round(self) -> list[Event]:
        best = max(self.tricks)
        winners = [p for p in range(self.num_players) if self.tricks[p] == best]
        for p in winners:
            self.tokens[p] += 1
        events = [Event("round_won", {"seats": winners})]
        top = max(self.tokens)
        if top >= self.target:
            champs = tuple(p for p in range(self.num_players) if self.tokens[p] == top)
            self._outcome = Outcome(champs, tuple(float(t) for t in self.tokens), "tokens")
            return events
        self.round += 1
        self.leader = winners[0]
        return events + self._deal(None)

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def round_index(self) -> int:
        return self.round

    def scores(self) -> tuple[float, ...]:
        return tuple(float(t) for t in self.tokens)

    def clone(self) -> TinyState:
        other = TinyState.__new__(TinyState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.tokens = list(self.tokens)
        other.hands = [list(h) for h in self.hands]
        other.tricks = list(self.tricks)
        other.trick = list(self.trick)
        other.played = list(self.played)
        other.log = list(self.log)
        return other

    def observation(self, player: int) -> dict[str, JSON]:
        return {
            **self.common_observation(player),
            "target": self.target,
            "hand": list(self.hands[player]),
            "hand_counts": [len(h) for h in self.hands],
            "leader": self.leader,
            "trick": [list(sc) for sc in self.trick],
            "played": list(self.played),
            "tricks": list(self.tricks),
        }

    def event_log(self) -> list[Event]:
        return list(self.log)

    def spectator_view(self, player: int) -> dict[str, JSON]:
        view = self.observation(player)
        view["log"] = [e.to_json() for e in self.log]
        view["hands"] = [list(h) for h in self.hands]
        return view

    def information_set(self, player: int) -> InformationSet:
        # Tiny Tricks is not in the registry, so build the information set from its own GameInfo.
        return InformationSet(GAME, self.observation(player))


def determinize(observation: dict[str, Any], rng: random.Random) -> TinyState:
    """A TinyState consistent with ``observation``: the other players' hands are drawn from the unseen cards."""
    n = observation["num_players"]
    me = observation["player"]
    state = TinyState.__new__(TinyState)
    state.num_players = n
    state.seed = 0
    state.history = []
    state.target = observation["target"]
    state.rng = random.Random(rng.getrandbits(64))
    state.tokens = [int(s) for s in observation["scores"]]
    state.round = observation["round"]
    state.leader = observation["leader"]
    state.tricks = list(observation["tricks"])
    state.trick = [(s, c) for s, c in observation["trick"]]
    state.played = list(observation["played"])
    state.log = []
    state._outcome = None
    unseen = [c for c in CARDS if c not in observation["hand"] and c not in observation["played"]]
    rng.shuffle(unseen)
    state.hands = []
    for p in range(n):
        if p == me:
            state.hands.append(list(observation["hand"]))
        else:
            k = observation["hand_counts"][p]
            state.hands.append(sorted(unseen[:k]))
            unseen = unseen[k:]
    return state


def _factory(players: int, seed: int, options: Any, deck: Sequence[Any] | None) -> State:
    return TinyState(players, seed, options, deck)


GAME = GameInfo(
    id="tiny",
    name="Tiny Tricks",
    min_players=2,
    max_players=3,
    rules_file="",
    options_model=TinyOptions,
    factory=_factory,
    determinize=determinize,
    event_kinds=("dealt", "played", "round_won", "trick_won"),
    multi_round=True,
)
