"""A card-counting heuristic player for Power-Hungry Animals (rules: ``shared/rules/animals.md``).

:class:`AnimalsHeuristic` reads only its observation. Its belief about another seat's hand card is the card it
knows is there (a Silly Rabbit look, a swap, a Weasel swap, a Mousetrap card seen drawn), else the seat's unseen
cards in proportion to their remaining copies (``observation["unseen"]``), higher values weighted up a little
(:data:`HAND_BIAS`), without the values the engine's public inference rules out for that seat (the observation's
``ruled_out``: a wrong Crystal Ball guess at it, a Weasel that found nobody to swap with). With it the player:

- plays the card whose effect plus the value of the card kept scores best, in "card points": keeping a card is worth
  its value (more as the deck runs out); an elimination is worth 10; a swap is worth the expected card gained minus
  the card given; it never plays the King Cat, nor a Sorcerer Snake that would have to target yourself while
  you hold the King Cat (unless both cards are such a play);
- names with a Crystal Ball the most likely value of the most predictable target;
- targets a Silly Rabbit where winning is most likely, a Sorcerer Snake at the likeliest King Cat holder (else the
  highest expected card), a Dervish Crab at the highest expected card; it targets itself with a Snake only when it
  must;
- swaps with the Grave Dog when the set-aside card is higher; puts a Mousetrap card of value 5 or more where it will
  draw it next and a lower one on top.

Three module functions serve the generic ISMCTS: :func:`prune` removes clearly dominated root actions (from the
information set), :func:`tree_prune` does the same below the root and :func:`playout_action` is a fast playout
policy (these two take a determinized :class:`AnimalsState` and read only its public accessors). The hard level's
opponent model (:data:`cardtable.ai.ismcts.INFER`) is :func:`determinize` and :func:`model_prune`: it reads the
cards each other seat chose to play this round (:func:`keep_likelihood`) to tell which hand cards they are likely to
have kept, and samples and guesses with that.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from cardtable.ai.base import Agent, never
from cardtable.engine.animals.cards import (
    COPIES,
    CRYSTAL_BALL,
    DERVISH_CRAB,
    FLUSTERED_MAGICIAN,
    GRAVE_DOG,
    GUESSABLE,
    KING_CAT,
    MOUSETRAP,
    SHELL_SHIELD,
    SILLY_RABBIT,
    SORCERER_SNAKE,
    VALUES,
    WEASEL,
)
from cardtable.engine.animals.state import GUESS, PLAY, POSITION, SWAP, TARGET, YES, AnimalsState
from cardtable.engine.base import Action, InformationSet

ELIMINATION = 10.0
"""What eliminating an opponent is worth, in card points."""

SUICIDE = -1000.0

HAND_BIAS = 0.2
"""Players tend to keep their higher card: a value ``v`` in another hand is weighted ``1 + HAND_BIAS * v`` on top of
its unseen copies (measured against random and playout-policy opponents: a small, steady gain)."""

_HAND_WEIGHT = tuple(1.0 + HAND_BIAS * v for v in VALUES)

_CERTAIN = tuple(tuple(1.0 if v == card else 0.0 for v in VALUES) for card in VALUES)
"""``_CERTAIN[card]``: the belief about a hand card known to be ``card``."""


@lru_cache(maxsize=4096)
def _priors(unseen: tuple[int, ...]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """:attr:`_View.prior` and :attr:`_View.hand_prior` for the copies per value whose location the seat does not
    know (``unseen``; none left: all zeros). Cached: a search meets the same counts again and again."""
    total = sum(unseen)
    if not total:
        nothing = (0.0,) * len(VALUES)
        return nothing, nothing
    weighted = [c * w for c, w in zip(unseen, _HAND_WEIGHT, strict=True)]
    weight = sum(weighted)
    return tuple(c / total for c in unseen), tuple(w / weight for w in weighted)


class _Beliefs(dict[int, Sequence[float]]):
    """Seat -> the heuristic's belief about that seat's hand card (a probability per value), for the seats in
    ``view.others``; each computed when first read (a playout step reads one or two of them), so building a
    :class:`_View` costs the same whatever the number of players. ``[]`` raises ``KeyError`` (``get`` returns the
    default) for the viewer itself and eliminated seats."""

    __slots__ = ("_known", "_ruled_out", "_view")

    def __init__(self, view: _View, known: Callable[[int], int | None], ruled_out: Sequence[Any]) -> None:
        super().__init__()
        self._view, self._known, self._ruled_out = view, known, ruled_out

    def __missing__(self, s: int) -> Sequence[float]:
        if s not in self._view.others:
            raise KeyError(s)
        card = self._known(s)
        b: Sequence[float]
        if card is not None:
            b = _CERTAIN[card]
        elif self._ruled_out[s]:
            out = self._ruled_out[s]
            hand_prior = self._view.hand_prior
            b = [0.0 if v in out else w for v, w in enumerate(hand_prior)]
            norm = sum(b)
            b = [w / norm for w in b] if norm else hand_prior
        else:
            b = self._view.hand_prior
        self[s] = b
        return b

    def get(self, s: int, default: Any = None) -> Any:
        try:
            return self[s]
        except KeyError:
            return default


class _View:
    """The heuristic's reading of what seat ``me`` knows: who can be targeted and what each other seat probably
    holds. ``unseen()``: copies per value whose location ``me`` does not know; ``known(seat)``: the value ``me``
    knows that seat holds, or None; ``eliminated``, ``protected`` and ``ruled_out`` (values publicly ruled out) per
    seat. :meth:`of` reads them from an observation. What the priors and beliefs need is computed when first read
    (a playout step reads little of it)."""

    def __init__(
        self,
        me: int,
        n: int,
        hand: list[int],
        deck: int,
        unseen: Callable[[], list[int]],
        known: Callable[[int], int | None],
        eliminated: Sequence[bool],
        protected: Sequence[bool],
        ruled_out: Sequence[Any],
    ) -> None:
        self.me, self.hand, self.deck, self._unseen = me, hand, deck, unseen
        self._unseen_counts: list[int] | None = None
        self._prior: Sequence[float] | None = None
        self._hand_prior: Sequence[float] | None = None
        self.others = [(me + k) % n for k in range(1, n) if not eliminated[(me + k) % n]]
        self.targets = [s for s in self.others if not protected[s]]
        self.belief = _Beliefs(self, known, ruled_out)

    @classmethod
    def of(cls, obs: dict[str, Any]) -> _View:
        """The view of an observation (its ``player``, ``hand``, ``unseen``, ``known_hands``, ...)."""
        known = {k["seat"]: k["card"] for k in obs["known_hands"]}
        unseen = obs["unseen"]
        return cls(
            obs["player"], obs["num_players"], obs["hand"], obs["deck_count"], lambda: unseen, known.get,
            obs["eliminated"], obs["protected"], obs["ruled_out"],
        )  # fmt: skip

    @property
    def unseen(self) -> list[int]:
        """Per value 0–10: copies whose location the seat does not know."""
        if self._unseen_counts is None:
            self._unseen_counts = self._unseen()
        return self._unseen_counts

    @property
    def prior(self) -> Sequence[float]:
        """Per value: the chance that a card whose location is unknown has it (its share of the unseen copies)."""
        if self._prior is None:
            self._prior, self._hand_prior = _priors(tuple(self.unseen))
        return self._prior

    @property
    def hand_prior(self) -> Sequence[float]:
        """Per value: the chance another seat holds it, knowing nothing more (:data:`HAND_BIAS`)."""
        if self._hand_prior is None:
            self._prior, self._hand_prior = _priors(tuple(self.unseen))
        return self._hand_prior

    @property
    def mean_unseen(self) -> float:
        return sum(v * p for v, p in zip(VALUES, self.prior, strict=True))

    def expected(self, seat: int) -> float:
        return sum(v * p for v, p in zip(VALUES, self.belief[seat], strict=True))

    def best_guess(self, seat: int) -> tuple[float, int]:
        """(probability, value) of the likeliest value other than 1 in ``seat``'s hand; higher value on ties."""
        b = self.belief[seat]
        return max((b[v], v) for v in GUESSABLE)

    def rabbit_edge(self, seat: int, mine: int) -> float:
        """P(win) - P(lose) of a Silly Rabbit comparison of ``mine`` against ``seat``."""
        b = self.belief[seat]  # indexed by value (VALUES is 0..10)
        return sum(b[:mine]) - sum(b[mine + 1 :])

    def snake_score(self, seat: int) -> float:
        return 12.0 * self.belief[seat][KING_CAT] + 0.3 * self.expected(seat)


def _pick(scored: Sequence[tuple[float, Action]], rng: random.Random) -> Action:
    """The best-scored action; ties broken with ``rng``."""
    top = max(score for score, _ in scored)
    best = [a for score, a in scored if score >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


class AnimalsHeuristic(Agent):
    """Card-counting rules of thumb (see the module docstring). Deterministic given the observation and rng."""

    name = "heuristic"

    def choose(self, infoset: InformationSet, rng: random.Random, should_stop: Callable[[], bool] = never) -> Action:
        """One of ``infoset.legal_actions()`` (never empty when called)."""
        obs = infoset.observation
        decision = obs["decision"]
        actions = infoset.legal_actions()
        if len(actions) == 1:
            return actions[0]
        view = _View.of(obs)
        ctx = decision["context"]
        kind = decision["kind"]
        if kind == PLAY:
            return _pick([(self.play_score(view, a), a) for a in actions], rng)
        if kind == TARGET:
            return _pick([(self.target_score(view, ctx["card"], a), a) for a in actions], rng)
        if kind == GUESS:
            b = view.belief[ctx["target"]]
            return _pick([(b[int(a.args[0])] + int(a.args[0]) * 1e-3, a) for a in actions], rng)
        if kind == POSITION:
            mine = min(len(view.others), ctx["deck"])
            where = mine if ctx["seen"] >= 5 else 0
            return Action.of(POSITION, where)
        assert kind == SWAP
        return Action.of(SWAP, YES if ctx["seen"] > ctx["hand"] else "no")

    def play_score(self, view: _View, action: Action) -> float:
        """The score of the ``("play", value)`` ``action`` in card points (the card kept plus the effect)."""
        card = int(action.args[0])
        first, second = view.hand  # the two hand cards: one is played, the other kept
        keep = second if first == card else first
        score = keep * (1.0 + 2.0 / (view.deck + 1))
        return score + self._effect(view, card, keep)

    def _effect(self, view: _View, card: int, keep: int) -> float:
        targets = view.targets
        if card == KING_CAT:
            return SUICIDE
        if card == WEASEL:
            holder = max((view.belief[s][KING_CAT] for s in targets), default=0.0)
            return holder * (KING_CAT - keep) * 0.6
        if card == DERVISH_CRAB:
            return max((view.expected(s) - keep for s in targets), default=0.0)
        if card == FLUSTERED_MAGICIAN:
            return (view.mean_unseen - keep) * 0.8
        if card == GRAVE_DOG:
            return sum(p * (v - keep) for v, p in zip(VALUES, view.prior, strict=True) if v > keep)
        if card == SORCERER_SNAKE:
            if not targets:
                return SUICIDE if keep == KING_CAT else (view.mean_unseen - keep) * 0.8
            return max(view.snake_score(s) for s in targets)
        if card == SHELL_SHIELD:
            return 2.5 + 0.2 * keep
        if card == SILLY_RABBIT:
            return max((ELIMINATION * view.rabbit_edge(s, keep) for s in targets), default=0.0)
        if card == MOUSETRAP:
            return 0.8
        if card == CRYSTAL_BALL:
            return max((ELIMINATION * view.best_guess(s)[0] for s in targets), default=0.0)
        return 0.0  # Royal Broombot: no effect when played.

    def target_score(self, view: _View, card: int, action: Action) -> float:
        """The score of the ``("target", seat)`` ``action`` for ``card`` (higher is better)."""
        seat = int(action.args[0])
        if seat == view.me:  # only the Sorcerer Snake offers yourself; use it only when it is the only choice
            return SUICIDE
        if card == CRYSTAL_BALL:
            return view.best_guess(seat)[0]
        if card == SILLY_RABBIT:
            return view.rabbit_edge(seat, view.hand[0])
        if card == SORCERER_SNAKE:
            return view.snake_score(seat)
        return view.expected(seat)  # Dervish Crab


# --- helpers for the generic ISMCTS -------------------------------------------------------------------------------


def _pruned(
    actions: tuple[Action, ...],
    phase: str | None,
    me: int,
    hand: Sequence[int],
    card: int | None,
    guess_view: Callable[[], tuple[Sequence[float], list[bool]]],
) -> tuple[Action, ...]:
    """What :func:`prune` and :func:`tree_prune` keep: ``hand`` is the mover's hand, ``card`` the card being
    resolved; ``guess_view()`` gives, at a guess, the belief about the target's card and the values no one else can
    hold (every copy face up or in the mover's hand)."""
    if phase == PLAY:
        kept = tuple(a for a in actions if a.args[0] != KING_CAT)
    elif phase == TARGET:
        if card != SORCERER_SNAKE or KING_CAT not in hand:
            return actions
        kept = tuple(a for a in actions if a.args[0] != me)
    elif phase == GUESS:
        belief, impossible = guess_view()
        top = max(belief[int(a.args[0])] for a in actions)
        if top > 0:
            kept = tuple(a for a in actions if belief[int(a.args[0])] >= top - 1e-9)
        else:
            kept = tuple(a for a in actions if not impossible[int(a.args[0])])
    else:
        return actions
    return kept if kept and len(kept) < len(actions) else actions


def _impossible(played: Sequence[Sequence[int]], removed: Sequence[int], hand: Sequence[int]) -> list[bool]:
    """Per value: True when every copy is face up or in the mover's ``hand`` (so no one else can hold it)."""
    left = list(COPIES)
    for row in played:
        for v in row:
            left[v] -= 1
    for v in (*removed, *hand):
        left[v] -= 1
    return [c <= 0 for c in left]


def prune(infoset: InformationSet, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """A non-empty subset of ``actions`` (the seat's legal actions now) without clearly dominated choices, from its
    information set alone:

    - playing the King Cat (it eliminates you; ``animals.md``, Cards, King Cat);
    - a Sorcerer Snake at yourself while you hold the King Cat, when another target exists;
    - a Crystal Ball guess of a value less likely than the likeliest one, by the heuristic's belief about the
      target's hand (its known card, else the unseen copies weighted as in :class:`_View`, without the values the
      observation's ``ruled_out`` excludes); if no value is possible by that belief, the values all of whose copies
      are face up or in your hand.

    Returns ``actions`` itself when nothing is removed.
    """
    obs = infoset.observation
    turn = obs["turn"]

    def guess_view() -> tuple[Sequence[float], list[bool]]:
        return _View.of(obs).belief[turn["target"]], _impossible(obs["played"], obs["removed_face_up"], obs["hand"])

    return _pruned(actions, turn["step"], infoset.player, obs["hand"], turn["card"], guess_view)


def tree_prune(state: AnimalsState, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """:func:`prune` for the seat to move in a determinization ``state`` (the search's nodes below the root), from
    what that seat knows there (:func:`_state_view`, the public inference ``ruled_out`` included)."""
    me = state.current

    def guess_view() -> tuple[Sequence[float], list[bool]]:
        target = state.pending_target
        assert target is not None
        played = [state.played(s) for s in range(state.num_players)]
        return _state_view(state, me, ruled_out=True).belief[target], _impossible(
            played, state.removed_face_up, state.hand(me)
        )

    return _pruned(actions, state.phase, me, state.hand(me), state.pending_card, guess_view)


def _nobody(seat: int) -> int | None:
    """No seat's hand card is known (:class:`_View`'s ``known``)."""
    return None


def _state_view(state: AnimalsState, me: int, ruled_out: bool = False) -> _View:
    """The heuristic's :class:`_View` for seat ``me`` of a full state, built from what ``me`` knows there (its hand,
    face-up cards, the cards it has located, eliminations and protection), without building an observation.
    ``ruled_out``: use the public inference of ruled-out values (False: none, which is faster)."""
    n = state.num_players
    return _View(
        me,
        n,
        state.hand(me),
        state.deck_count,
        lambda: state.unseen_counts(me),
        lambda s: state.known_card(me, s),
        state.eliminated,
        state.protected,
        [state.ruled_out(s) for s in range(n)] if ruled_out else [()] * n,
    )


_PLAYOUT_HEURISTIC = AnimalsHeuristic()


def playout_action(state: AnimalsState, rng: random.Random) -> Action:
    """The playout policy for a full (determinized) ``state``: the heuristic player's choice for the seat to move,
    computed from what that seat knows in ``state`` (see :func:`_state_view`) instead of from an observation, which
    is about twice as fast.

    Play, target and guess: as :class:`AnimalsHeuristic`. Mousetrap: a random position. Grave Dog: swap if the
    set-aside card is higher. A single legal action is returned at once. Raises ``ValueError`` if the match is over.
    """
    phase = state.phase
    if phase is None:
        raise ValueError("the match is over")
    actions = state.fast_actions()
    if len(actions) == 1:
        return actions[0]
    me = state.current
    h = _PLAYOUT_HEURISTIC
    if phase == PLAY:
        view = _state_view(state, me)
        return _pick([(h.play_score(view, a), a) for a in actions], rng)
    if phase == TARGET:
        view = _state_view(state, me)
        card = state.pending_card
        assert card is not None
        return _pick([(h.target_score(view, card, a), a) for a in actions], rng)
    if phase == GUESS:
        seat = state.pending_target
        assert seat is not None
        belief = _state_view(state, me).belief[seat]
        return _pick([(belief[int(a.args[0])] + int(a.args[0]) * 1e-3, a) for a in actions], rng)
    if phase == POSITION:
        return rng.choice(actions)
    d = state.decision()
    assert d is not None
    return Action.of(SWAP, YES if d.context["seen"] > d.context["hand"] else "no")


def explain(infoset: InformationSet, action: Action, then: Action | None = None) -> tuple[str, dict[str, Any]] | None:
    """The hint's one-line reason for ``action`` (see :mod:`cardtable.ai.ismcts`): playing a card says which card
    it keeps (``"keeps"``, ``card``: its value), playing the King Cat that it puts the seat out (``"out"``: a King
    Cat put face up eliminates its player, ``animals.md``, the cards table); a Crystal Ball guess says how likely the
    heuristic's belief makes it (``"likely"``, ``card`` and ``chance`` in whole per cent). ``None`` for the rest.

    ``then`` (the step the search prefers next in the same move) does not change the reason."""
    obs = infoset.observation
    decision = obs["decision"]
    if decision is None:
        return None
    if action.kind == PLAY:
        if int(action.args[0]) == KING_CAT:
            return "out", {}
        hand = list(decision["context"]["hand"])
        hand.remove(int(action.args[0]))
        return "keeps", {"card": hand[0]}
    if action.kind == GUESS:
        belief = _View.of(obs).belief.get(int(decision["context"]["target"]))
        if belief is None:
            return None
        guess = int(action.args[0])
        return "likely", {"card": guess, "chance": round(100 * belief[guess])}
    return None


# --- the opponent model of the hard level's determinizations ------------------------------------------------------

TEMPERATURE = 1.0
"""How sharply another seat is assumed to follow the heuristic's card choice (:func:`keep_likelihood`): the chance
that it plays ``X`` rather than ``Y`` from the hand ``{X, Y}`` is a logistic function of the heuristic's score
difference (card points) divided by this."""

SLIP = 0.05
"""The least chance of any card choice in the opponent model (a seat may play against the heuristic's advice)."""

_MAX_TRIES = 40


def keep_likelihood(obs: dict[str, Any]) -> dict[int, list[float]]:
    """Per other seat whose hand card ``obs``'s seat does not know: how likely each value (index 0–10) makes the
    card choices that seat made this round, up to a factor (the largest is 1). The seats left out are those without
    a choice since their card last changed unseen (dealt, a Sorcerer Snake's draw, a Magician's deal), the eliminated
    ones and those whose card ``obs``'s seat knows.

    Read from the round's public log: each ``played`` card ``X`` of a seat whose hand was ``{X, k}`` multiplies the
    likelihood of the value it kept, ``k``, by the chance that the heuristic (:meth:`AnimalsHeuristic.play_score`,
    from what that seat could see then: the face-up cards, the deck's size, who was protected) plays ``X`` rather
    than ``k`` (:data:`TEMPERATURE`, :data:`SLIP`); the card it now holds is either the one it kept before or the one
    it drew, which is summed over (``animals.md``, A turn). A Dervish Crab or Weasel swap moves the likelihood with
    the card; after its own Grave Dog a seat is taken to hold the higher of its card and the set-aside one (it swaps
    when that is higher, as the heuristic does)."""
    me = int(obs["player"])
    n = int(obs["num_players"])
    log = obs["log"]
    start = 0
    for i in range(len(log) - 1, -1, -1):
        if log[i]["kind"] == "round_start":
            start = i
            break
    face_up = list(COPIES)
    eliminated = [False] * n
    protected = [False] * n
    deck = 0
    lik: list[list[float] | None] = [None] * n
    for e in log[start:]:
        kind, data = e["kind"], e["data"]
        if kind == "removed_face_up":
            for v in data["cards"]:
                face_up[v] -= 1
        elif kind == "draw":
            deck = int(data["deck"])
        elif kind == "played":
            q, x = int(data["seat"]), int(data["card"])
            if q != me:
                lik[q] = _after_play(lik[q], x, q, n, deck, face_up, eliminated, protected)
            face_up[x] -= 1
        elif kind == "discarded":
            face_up[int(data["card"])] -= 1
            lik[int(data["seat"])] = None
        elif kind == "eliminated":
            q = int(data["seat"])
            eliminated[q] = True
            lik[q] = None
            if data.get("reason") != "king_cat":  # a King Cat played is face up already
                face_up[int(data["card"])] -= 1
        elif kind == "protected":
            protected[int(data["seat"])] = True
        elif kind == "protection_ended":
            protected[int(data["seat"])] = False
        elif kind == "swapped":
            a, b = int(data["seat"]), int(data["with"])
            lik[a], lik[b] = lik[b], lik[a]
        elif kind == "magician":
            for q in data["returned"]:
                lik[int(q)] = None
        elif kind == "grave_dog_done":
            q = int(data["seat"])
            if q != me:
                lik[q] = _after_grave_dog(lik[q], face_up)
    known = {int(k["seat"]) for k in obs["known_hands"]}
    return {
        q: w
        for q, w in enumerate(lik)
        if w is not None and q != me and q not in known and not obs["eliminated"][q] and obs["hand_sizes"][q] == 1
    }


def _after_play(
    before: list[float] | None,
    x: int,
    seat: int,
    n: int,
    deck: int,
    face_up: list[int],
    eliminated: list[bool],
    protected: list[bool],
) -> list[float]:
    """The likelihood per kept value after ``seat`` played ``x`` (``before``: per value it held before drawing, None
    for no information), normalised to a largest value of 1."""
    prev = [1.0] * len(VALUES) if before is None else before
    h = _PLAYOUT_HEURISTIC
    out = []
    for k in VALUES:
        if k == x:
            if face_up[x] < 2:  # the card played was the last copy not face up
                out.append(0.0)
                continue
            chance = 1.0  # either copy: the same choice
        else:
            unseen = list(face_up)
            unseen[x] -= 1
            unseen[k] -= 1
            if unseen[k] < 0:
                out.append(0.0)
                continue
            left = [max(c, 0) for c in unseen]
            view = _View(seat, n, [x, k], deck, left.copy, _nobody, eliminated, protected, [()] * n)
            diff = h.play_score(view, Action.of(PLAY, x)) - h.play_score(view, Action.of(PLAY, k))
            chance = SLIP + (1.0 - 2.0 * SLIP) / (1.0 + math.exp(max(-50.0, min(50.0, -diff / TEMPERATURE))))
        out.append(chance * (prev[x] + prev[k]))
    top = max(out)
    return [w / top for w in out] if top > 0 else [1.0] * len(VALUES)


def _after_grave_dog(before: list[float] | None, face_up: list[int]) -> list[float]:
    """The likelihood per value after a seat that kept a card with likelihoods ``before`` looked at the set-aside
    card and swapped if it was higher (as the heuristic does; nobody sees whether it did): it now holds the higher of
    the two, the set-aside card drawn from the cards not ``face_up``."""
    total = sum(max(c, 0) for c in face_up)
    if total <= 0:
        return [1.0] * len(VALUES)
    p = [max(c, 0) / total for c in face_up]
    lam = [1.0] * len(VALUES) if before is None else before
    z = sum(pv * lv for pv, lv in zip(p, lam, strict=True)) or 1.0
    out = []
    at_most = below = 0.0  # P(set-aside <= v), P(kept card < v)
    for v in VALUES:
        at_most += p[v]
        out.append(lam[v] / z * at_most + below)
        below += p[v] * lam[v] / z
    top = max(out)
    return [w / top for w in out] if top > 0 else [1.0] * len(VALUES)


_LIKELIHOODS: dict[int, tuple[dict[str, Any], dict[int, list[float]]]] = {}


def _weights(obs: dict[str, Any]) -> dict[int, list[float]]:
    """:func:`keep_likelihood` scaled per seat so that the likeliest value a determinization can deal it is 1
    (cached by the observation's identity)."""
    hit = _LIKELIHOODS.get(id(obs))
    if hit is not None and hit[0] is obs:
        return hit[1]
    weights = {}
    for q, w in keep_likelihood(obs).items():
        banned = obs["ruled_out"][q]
        top = max((w[v] for v in VALUES if obs["unseen"][v] > 0 and v not in banned), default=0.0)
        if top > 0:
            weights[q] = [min(1.0, x / top) for x in w]
    if len(_LIKELIHOODS) >= 16:
        del _LIKELIHOODS[next(iter(_LIKELIHOODS))]
    _LIKELIHOODS[id(obs)] = (obs, weights)
    return weights


def model_prune(infoset: InformationSet, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """:func:`prune` for the level with the opponent model: a Crystal Ball guess is narrowed to the likeliest value
    by the model's belief (the target's unseen copies times :func:`keep_likelihood`, without ruled-out values: what
    :func:`determinize` samples), not the heuristic's."""
    obs = infoset.observation
    turn = obs["turn"]
    if turn["step"] != GUESS:
        return prune(infoset, actions)
    target = int(turn["target"])
    w = _weights(obs).get(target)
    if w is None:
        return prune(infoset, actions)
    banned = obs["ruled_out"][target]
    belief = [0.0 if v in banned else c * x for v, (c, x) in enumerate(zip(obs["unseen"], w, strict=True))]

    def guess_view() -> tuple[Sequence[float], list[bool]]:
        return belief, _impossible(obs["played"], obs["removed_face_up"], obs["hand"])

    return _pruned(actions, GUESS, infoset.player, obs["hand"], turn["card"], guess_view)


def determinize(infoset: InformationSet, rng: random.Random) -> AnimalsState:
    """A determinization of ``infoset`` drawn with the opponent model (the hard level's, see
    :mod:`cardtable.ai.ismcts`): :meth:`InformationSet.determinize` samples, and the sample is kept with the chance
    :func:`keep_likelihood` gives the other seats' hand cards in it (rejection sampling, at most a few dozen tries,
    else the last sample), so hands that explain the cards those seats chose to play are drawn more often. The
    likelihoods are computed once per observation (cached by identity, as determinization is)."""
    weights = _weights(infoset.observation)
    state = infoset.determinize(rng)
    if not weights:
        assert isinstance(state, AnimalsState)
        return state
    for _ in range(_MAX_TRIES):
        assert isinstance(state, AnimalsState)
        chance = 1.0
        for q, w in weights.items():
            chance *= w[state.hand(q)[0]]
        if rng.random() < chance:
            break
        state = infoset.determinize(rng)
    assert isinstance(state, AnimalsState)
    return state
