"""Memory: a tiny test game whose rules make remembering the player's job (not in the registry).

Four cards valued 1..4 lie face down in a row (shuffled with the seed). Two players take turns; on a turn the
player either ``peek(i)`` — looks at face-down card ``i`` alone (a private ``peeked`` event whose value is
*unremembered*: the table shows it when it happens, but keeps it only with the ``memory_aid`` option) — or
``name(i, v)`` — says face-down card ``i`` is ``v``; the card is turned face up (public ``named``) and a right
name scores a point. When every card is face up the higher score wins (equal scores: a draw).

The observation has perfect recall (``peeked``: every position the player looked at, with its value); the table
view without the memory aid drops the values: its log holds the ``peeked`` events without ``card`` and its
``peeked`` lists the positions only.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
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

CARDS = (1, 2, 3, 4)


class MemoryOptions(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}
    memory_aid: bool = False


class MemoryState(State):
    game_id = "memory"

    def __init__(self, players: int, seed: int, options: MemoryOptions, deck: Sequence[int] | None = None) -> None:
        self.num_players = players
        self.seed = seed
        self.history: list[Action] = []
        self.memory_aid = options.memory_aid
        self.row = list(deck) if deck is not None else random.Random(seed).sample(CARDS, len(CARDS))
        self.face_up = [False] * len(self.row)
        self.points = [0] * players
        self.current = 0
        self.log: list[Event] = [Event("laid_out", {"cards": len(self.row)})]

    @property
    def to_move(self) -> int | None:
        return None if all(self.face_up) else self.current

    def decision(self) -> Decision | None:
        if all(self.face_up):
            return None
        hidden = [i for i, up in enumerate(self.face_up) if not up]
        actions = [Action.of("peek", i) for i in hidden] + [Action.of("name", i, v) for i in hidden for v in CARDS]
        return Decision(self.current, "turn", tuple(actions))

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalActionError("not a face-down card, or the match is over", action)
        seat, i = self.current, int(action.args[0])
        if action.kind == "peek":
            data = {"seat": seat, "position": i, "card": self.row[i]}
            events = [Event("peeked", data, frozenset({seat}), True, unremembered=frozenset({"card"}))]
        else:
            right = self.row[i] == action.args[1]
            self.face_up[i] = True
            self.points[seat] += right
            events = [Event("named", {"seat": seat, "position": i, "card": self.row[i], "right": right}, None, True)]
        self.current = 1 - seat
        self.history.append(action)
        self.log.extend(events)
        return events

    @property
    def outcome(self) -> Outcome | None:
        if not all(self.face_up):
            return None
        top = max(self.points)
        winners = () if self.points.count(top) > 1 else (self.points.index(top),)
        return Outcome(winners, tuple(float(p) for p in self.points), "points")

    @property
    def round_index(self) -> int:
        return 0

    def scores(self) -> tuple[float, ...]:
        return tuple(float(p) for p in self.points)

    def clone(self) -> MemoryState:
        other = MemoryState.__new__(MemoryState)
        other.__dict__.update(self.__dict__)
        other.history, other.row, other.face_up = list(self.history), list(self.row), list(self.face_up)
        other.points, other.log = list(self.points), list(self.log)
        return other

    def event_log(self) -> list[Event]:
        return list(self.log)

    def observation(self, player: int) -> dict[str, JSON]:
        peeked = {
            int(e.data["position"]): int(e.data["card"])
            for e in self.log
            if e.kind == "peeked" and e.data["seat"] == player and not self.face_up[int(e.data["position"])]
        }
        return {
            **self.common_observation(player),
            "row": [self.row[i] if up else None for i, up in enumerate(self.face_up)],
            "peeked": [{"position": i, "card": v} for i, v in sorted(peeked.items())],
            "memory_aid": self.memory_aid,
        }

    def table_view(self, player: int) -> dict[str, JSON]:
        """The observation, less the values the player looked at unless ``memory_aid`` is on."""
        view = self.observation(player)
        if not self.memory_aid:
            view["log"] = self.visible_log([e.remembered() for e in self.log], player)
            view["peeked"] = [{"position": k["position"]} for k in view["peeked"]]
        return view

    def recall_view(self, player: int, keeps: Callable[[str, int], bool]) -> dict[str, JSON]:
        """The observation as if the peeks ``keeps(value@step, turns)`` says the player forgot had not happened (their
        events and values gone; ``turns``: its turns begun since the peek, the current one included; seats take
        turns from seat 0)."""
        now = len(self.history)
        forgot: set[int] = set()
        for step, e in enumerate(self.log[1:]):
            if e.kind == "peeked" and e.data["seat"] == player:
                turns = sum(1 for j in range(step + 1, now + 1) if j % self.num_players == player)
                if not keeps(f"{e.data['card']}@{step}", turns):
                    forgot.add(step + 1)
        view = self.observation(player)
        kept = [e for i, e in enumerate(self.log) if i not in forgot]
        view["log"] = self.visible_log(kept, player)
        remembered = {int(e.data["position"]) for e in kept if e.kind == "peeked" and e.data["seat"] == player}
        view["peeked"] = [k for k in view["peeked"] if int(k["position"]) in remembered]
        return view

    def spectator_view(self, player: int) -> dict[str, JSON]:
        view = self.observation(player)
        view["log"] = [e.to_json() for e in self.log]
        view["cards"] = list(self.row)
        return view

    def information_set(self, player: int) -> InformationSet:
        return InformationSet(GAME, self.observation(player))


def determinize(observation: dict[str, Any], rng: random.Random) -> MemoryState:
    """Face-up and peeked cards as observed; the other face-down cards shuffled into the remaining positions. Also
    takes a table view (a seat that forgot the values it peeked at: those positions are resampled too)."""
    row: list[int | None] = list(observation["row"])
    for k in observation["peeked"]:
        if "card" in k:
            row[k["position"]] = k["card"]
    free = [c for c in CARDS if c not in row]
    rng.shuffle(free)
    state = MemoryState(
        observation["num_players"],
        0,
        MemoryOptions(memory_aid=bool(observation["memory_aid"])),
        [c if c is not None else free.pop() for c in row],
    )
    state.face_up = [c is not None for c in observation["row"]]
    state.points = [int(s) for s in observation["scores"]]
    state.current = observation["to_move"] if observation["to_move"] is not None else 0
    state.log = [_recalled(Event.from_json(e), state.row) for e in observation["log"]]
    return state


def _recalled(event: Event, row: list[int]) -> Event:
    """A ``peeked`` event of a table view, which lost its value, given the value the sampled world has there."""
    if event.kind != "peeked" or "card" in event.data:
        return event
    data = {**event.data, "card": row[int(event.data["position"])]}
    return Event(event.kind, data, event.audience, event.reveals, unremembered=frozenset({"card"}))


GAME = GameInfo(
    id="memory",
    name="Memory",
    min_players=2,
    max_players=2,
    rules_file="",
    options_model=MemoryOptions,
    factory=lambda players, seed, options, deck: MemoryState(players, seed, options, deck),
    determinize=determinize,
    event_kinds=("laid_out", "named", "peeked"),
)
