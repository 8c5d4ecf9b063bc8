"""Plague: the heuristic player and the search hooks for :mod:`cardtable.ai.ismcts`.

The heuristic scores each legal card from what the seat knows (its hand, the trick so far, the won piles' top
cards, the totals; ``plague.md`` for the rules):

- it wins with the cheapest winning card: a won trick's top is the winner's card, and low numbers score most, so the
  lowest winning card is both the cheapest and the best; a win counts fully only when no one plays after it, else
  it is discounted by how easily a later card could take it (and a later Plague be dumped on it);
- it follows low when it cannot win, and keeps its last card of a colour that beats another (to win with later);
- it dumps Plagues on tricks it is not winning, more gladly on the current leader's (the highest total);
- it saves the Priest for covering a Plague pile (or taking a trick with a Plague in it), and plays the Fortress
  when the parity is certain (it plays last and every other card is even, or every other card odd);
- it leads low, away from colours an opponent is known to be void in; after a Priest win it covers its worst
  Plague pile.

The same scoring is the playout policy (:func:`playout_action`, from a determinization's public accessors), and
ISMCTS uses the platform's default round reward (the round's score change, negative scores included).

The hard level's opponent model (:func:`determinize`, see :mod:`cardtable.ai.ismcts`, ``INFER``) reads the same
scoring backwards: a seat that led the red 5, or shed the green 9 on a trick it could not win, probably held nothing
the heuristic would have liked better there, so the other hands are dealt in proportion to how well they explain
every card their seats played this round.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from cardtable.ai.base import Agent, never
from cardtable.engine.base import JSON, Action, InformationSet
from cardtable.engine.plague.cards import BEATER, COLOURS, FORTRESS, FORTRESS_POINTS, KIND, NUMBER, PRIEST, points
from cardtable.engine.plague.determinize import deal, hidden_places
from cardtable.engine.plague.state import COVER, KEEP, PLAY, PlagueState, playable, resolve_trick, shown_void
from cardtable.engine.sampling import ParsedCache

_COLOUR_OF = tuple([c // 12 for c in range(36)] + [-1] * 7)
_BEATEN_BY = {beater: beaten for beaten, beater in BEATER.items()}  # the colour each colour beats


def _leader(me: int, standing: Sequence[int]) -> int:
    """The seat (other than ``me``) with the best standing, or -1 if none is ahead of everybody."""
    best = max(standing[s] for s in range(len(standing)) if s != me)
    return next(s for s in range(len(standing)) if s != me and standing[s] == best)


def score_card(
    card: int,
    me: int,
    n: int,
    hand: Sequence[int],
    trick: Sequence[tuple[int, int]],
    worst_pile: int,
    leader: int,
    voids: Sequence[int],
) -> float:
    """The heuristic's score of playing ``card`` (higher is better). ``trick``: (seat, card) so far; ``worst_pile``:
    the points of the seat's worst won pile (0 without piles); ``leader``: the other seat with the best standing
    (total plus this round's points); ``voids``: per seat, the bitmask over colour indices 0–2 (and 3 for Plague) of
    the kinds it is known to lack."""
    later = n - len(trick) - 1
    kind = KIND[card]
    if not trick:  # leading
        if card < 36:
            colour = _COLOUR_OF[card]
            exposed = sum(1 for s in range(n) if s != me and voids[s] >> colour & 1)
            return NUMBER[card] / 12.0 - 0.1 * exposed
        if card == FORTRESS:
            return -3.0
        return -2.0 - NUMBER[card]  # a Plague or the Priest leads only when nothing else may
    cards = [c for _s, c in trick]
    cards.append(card)
    win, top, rule = resolve_trick(cards)
    if win == len(trick):
        gain = float(points(top, n))
        if card == PRIEST:
            cover = -worst_pile if worst_pile < 0 else 0.0
            spare = 0.0 if cover or any(36 <= c <= 40 for c in cards) else -2.5
            sure = 1.0 if later == 0 or FORTRESS in cards else 0.9
            return sure * (gain + cover) + spare
        if card == FORTRESS:
            return gain if later == 0 else gain * 0.2 - 1.0
        if later == 0:
            return gain + 0.5 - NUMBER[card] / 100.0  # the cheapest of equal winners
        hold = NUMBER[card] / 13.0 if rule == "lead" else 0.5 + NUMBER[card] / 26.0
        return hold * gain - 0.1 * later
    # not winning (now)
    if kind == "plague":
        winner = trick[win][0] if win < len(trick) else -1
        bonus = 0.6 * NUMBER[card] if winner == leader else 0.3 * NUMBER[card]
        return 0.5 + bonus
    if card == FORTRESS:
        return -FORTRESS_POINTS[n] / 2.0
    if card == PRIEST:
        return -3.0
    score = NUMBER[card] / 24.0
    colour = _COLOUR_OF[card]
    if colour != _COLOUR_OF[cards[0]] and sum(1 for c in hand if _COLOUR_OF[c] == colour) == 1:
        score -= 0.4  # the last card of a colour: it beats the colour it beats when that one is led
    return score


def best_card(
    legal: Sequence[int],
    me: int,
    n: int,
    hand: Sequence[int],
    trick: Sequence[tuple[int, int]],
    my_tops: Sequence[int],
    standing: Callable[[], Sequence[int]],
    voids: Sequence[int],
    rng: random.Random,
) -> int:
    """The best-scored legal card (:func:`score_card`; ``my_tops``: the top cards of the seat's won piles,
    ``standing``: a callable giving per seat its total plus this round's points, asked only when a Plague may be
    dumped); ties broken with ``rng``."""
    worst = min((points(t, n) for t in my_tops), default=0)
    leader = _leader(me, standing()) if trick and any(36 <= c <= 40 for c in legal) else -1
    scored = [(score_card(c, me, n, hand, trick, worst, leader, voids), c) for c in legal]
    top = max(s for s, _c in scored)
    best = [c for s, c in scored if s >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


def best_cover(offered: Sequence[int], tops: Sequence[int]) -> Action:
    """Cover the pile whose top Plague is strongest (all offered piles have a Plague on top)."""
    if not offered:
        return Action.of(COVER, KEEP)
    return Action.of(COVER, max(offered, key=lambda i: (tops[i], -i)))


_VOID_BITS = {k: i for i, k in enumerate((*COLOURS, "plague"))}


class PlagueHeuristic(Agent):
    """The rules of thumb of the module docstring. Deterministic given the observation and rng."""

    name = "heuristic"

    def choose(self, infoset: InformationSet, rng: random.Random, should_stop: Callable[[], bool] = never) -> Action:
        """One of ``infoset.legal_actions()`` (never empty when called)."""
        obs = infoset.observation
        actions = infoset.legal_actions()
        if len(actions) == 1:
            return actions[0]
        me = int(obs["player"])
        tops = [int(top) for top, _count in obs["piles"][me]]
        if obs["decision"]["kind"] == COVER:
            return best_cover(obs["decision"]["context"]["piles"], tops)
        n = int(obs["num_players"])
        standing = [int(t) + int(r) for t, r in zip(obs["totals"], obs["round_points"], strict=True)]
        voids = [sum(1 << _VOID_BITS[k] for k in kinds if k in _VOID_BITS) for kinds in obs["voids"]]
        legal = [int(a.args[0]) for a in actions]
        trick = [(int(s), int(c)) for s, c in obs["trick"]]
        card = best_card(legal, me, n, obs["hand"], trick, tops, lambda: standing, voids, rng)
        return Action.of(PLAY, card)


# --- search hooks -----------------------------------------------------------------------------------------------------


def playout_action(state: PlagueState, rng: random.Random) -> Action:
    """The playout policy for a determinization ``state``: the heuristic's choice for the seat to move, from what that
    seat knows there (its hand, the trick, the piles' top cards, totals, the public voids). Raises ``ValueError`` if
    the match is over."""
    phase = state.phase
    if phase is None:
        raise ValueError("the match is over")
    me = state.current
    piles = state.piles(me)
    if phase == COVER:
        offered = [i for i, (top, _count) in enumerate(piles[:-1]) if 36 <= top <= 40]
        return best_cover(offered, [top for top, _count in piles])
    legal = state.legal_cards()
    if len(legal) == 1:
        return Action.of(PLAY, legal[0])
    n = state.num_players

    def standing() -> list[int]:
        return [t + r for t, r in zip(state.totals, state.round_points(), strict=True)]

    trick = state.trick
    voids = [state.void_mask(s) for s in range(n)] if not trick else ()  # KINDS order: red, green, blue, plague
    card = best_card(legal, me, n, state.hand(me), trick, [t for t, _c in piles], standing, voids, rng)
    return Action.of(PLAY, card)


PRIOR_SHARE = 0.5
"""The heuristic's favourite root action counts as this share of the root's visits at the search's final choice
(:mod:`cardtable.ai.ismcts`, ``prior``): with a few hundred iterations per decision the search overrides the
heuristic only when its visits clearly prefer another card."""

_PRIOR_HEURISTIC = PlagueHeuristic()


def prior(infoset: InformationSet) -> tuple[Action, float] | None:
    """The heuristic player's action for the information set's seat (to move) and :data:`PRIOR_SHARE`."""
    return _PRIOR_HEURISTIC.choose(infoset, random.Random(0)), PRIOR_SHARE


def explain(infoset: InformationSet, action: Action, then: Action | None = None) -> tuple[str, dict[str, JSON]] | None:
    """The hint's one-line reason for ``action`` (see :mod:`cardtable.ai.ismcts`), true of it in the seat's
    observation (``plague.md`` for the rules); ``None`` when none of these holds:

    - ``"covers"`` (data ``card``: the Plague covered): the Priest's trick goes onto a pile with that Plague on top;
    - ``"fortress_sure"`` (``parity``: ``"even"`` / ``"odd"``): the Fortress played last, every other card of that
      parity, so it wins;
    - ``"wins_cheapest"`` (``card``) played last, ``"takes_cheapest"`` with cards still to come: the lowest card
      that wins the trick (now), which goes on top itself (no Plague in the trick);
    - ``"priest_covers"`` (``card``: the strongest Plague on top of one of the seat's piles): the Priest wins the
      trick now, and its winner may cover that pile; ``"priest_over_plague"`` (``card``: the trick's strongest
      Plague): the Priest goes on top instead of it;
    - ``"dumps_on_leader"`` / ``"dumps"`` (``seat``: who is winning the trick): a Plague that does not win, on the
      trick of the seat ahead of everybody (total plus this round's points; 3–4 players) or of another seat;
    - ``"follows_low"`` / ``"sheds_high"`` (``card``): no card the seat may play wins the trick now, and this is its
      lowest / highest playable number;
    - ``"keeps_priest"``: another card, while the Priest would win the trick now and no pile of the seat has a
      Plague on top yet to cover;
    - ``"leads_safe"`` (``colour``): a lead in a colour no other seat is known to lack, while one is known to lack
      another colour of the seat's hand (it could beat that one, or dump a Plague on it).

    ``then`` (the step the search prefers next in the same move) does not change the reason."""
    obs = infoset.observation
    me = int(obs["player"])
    n = int(obs["num_players"])
    decision = obs["decision"]
    if decision is None:
        return None
    tops = [int(top) for top, _count in obs["piles"][me]]
    if action.kind == COVER:
        if action.args[0] == KEEP:
            return None
        return "covers", {"card": tops[int(action.args[0])]}
    trick = [(int(s), int(c)) for s, c in obs["trick"]]
    if action.kind != PLAY:
        return None
    card = int(action.args[0])
    if not trick:
        if card >= 36:
            return None
        void = [{str(k) for k in kinds} for s, kinds in enumerate(obs["voids"]) if s != me]
        colour = COLOURS[_COLOUR_OF[card]]
        others = {COLOURS[_COLOUR_OF[c]] for c in obs["hand"] if int(c) < 36} - {colour}
        if any(colour in v for v in void) or not any(k in v for k in others for v in void):
            return None
        return "leads_safe", {"colour": colour}
    legal = [int(a.args[0]) for a in infoset.legal_actions()]
    played = [c for _s, c in trick]
    later = n - len(trick) - 1

    def outcome(c: int) -> tuple[bool, int]:
        win, top, _rule = resolve_trick([*played, c])
        return win == len(trick), top

    wins, top = outcome(card)
    if wins and card == FORTRESS:
        if later:
            return None
        return "fortress_sure", {"parity": "odd" if NUMBER[played[0]] & 1 else "even"}
    if wins and card == PRIEST:
        plague_tops = [t for t in tops if 36 <= t <= 40]
        if plague_tops:
            return "priest_covers", {"card": max(plague_tops)}
        in_trick = [c for c in played if 36 <= c <= 40]
        return ("priest_over_plague", {"card": max(in_trick)}) if in_trick else None
    if wins and card < 36:
        if top != card:
            return None
        winners = [c for c in legal if c < 36 and outcome(c)[0]]
        if NUMBER[card] != min(NUMBER[c] for c in winners):
            return None
        return ("takes_cheapest" if later else "wins_cheapest"), {"card": card}
    if wins:
        return None
    winner = trick[resolve_trick([*played, card])[0]][0]
    if KIND[card] == "plague":
        standing = [int(t) + int(r) for t, r in zip(obs["totals"], obs["round_points"], strict=True)]
        ahead = n > 2 and all(standing[winner] > standing[s] for s in range(n) if s != winner)
        return ("dumps_on_leader" if ahead else "dumps"), {"seat": winner}
    if PRIEST in legal and card != PRIEST and outcome(PRIEST)[0] and not any(36 <= t <= 40 for t in tops):
        return "keeps_priest", {}
    if card >= 36 or any(outcome(c)[0] for c in legal):
        return None
    numbers = [NUMBER[c] for c in legal if c < 36]
    if len(set(numbers)) < 2:
        return None
    if NUMBER[card] == min(numbers):
        return "follows_low", {"card": card}
    if NUMBER[card] == max(numbers):
        return "sheds_high", {"card": card}
    return None


# --- the opponent model (the hard level's, see cardtable.ai.ismcts) --------------------------------------------------

MODEL_TEMPERATURE = 0.02
"""How firmly the model expects a seat to play the heuristic's favourite: a legal card whose :func:`score_card` is
``d`` below the best is ``exp(-d / MODEL_TEMPERATURE)`` times as likely (one number higher or lower is worth 1/24 to
1/12 of a point there)."""

MODEL_SLIP = 0.1
"""The chance the model gives a seat of playing any of its legal cards, uniformly, whatever the heuristic likes."""

MODEL_STEPS = 3
"""Proposals of the model's sampler per determinization (after its burn-in of :data:`_BURN_IN` per hidden card)."""

_BURN_IN = 8


class _Play:
    """A card another seat played this round, with what the heuristic saw then: ``extra`` (that card and the cards the
    seat played after it, which it held then too), the trick's state before it (as :func:`playable` reads it) and
    the heuristic's score of every card there (``score``, for a hand without the last-of-a-colour penalty) with that
    penalty (``penalty``: what :func:`score_card` subtracts when the card is the last of its colour in the hand)."""

    __slots__ = ("card", "extra", "following", "lead_colour", "penalty", "plague_led", "plague_played", "score")

    def __init__(self, card: int, following: bool, plague_led: bool, lead_colour: int, plague_played: bool) -> None:
        self.card = card
        self.following = following
        self.plague_led = plague_led
        self.lead_colour = lead_colour
        self.plague_played = plague_played
        self.extra: list[int] = []
        self.score: list[float] = []
        self.penalty: list[float] = []

    def log_chance(self, hand: Sequence[int]) -> float:
        """The log of the chance the model gives of this play when the seat holds ``hand`` now."""
        held = [*hand, *self.extra]
        legal = playable(held, self.following, self.plague_led, self.lead_colour, self.plague_played)
        if len(legal) < 2:
            return 0.0
        score, penalty = self.score, self.penalty
        xs: dict[int, float] = {}
        for c in legal:
            x = score[c]
            if penalty[c]:
                colour = _COLOUR_OF[c]
                if sum(1 for h in held if _COLOUR_OF[h] == colour) == 1:
                    x -= penalty[c]
            xs[c] = x
        played = xs.get(self.card)
        if played is None:
            return math.log(MODEL_SLIP / (len(legal) + 1))
        best = max(xs.values())
        total = sum(math.exp((x - best) / MODEL_TEMPERATURE) for x in xs.values())
        chance = math.exp((played - best) / MODEL_TEMPERATURE) / total
        return math.log((1.0 - MODEL_SLIP) * chance + MODEL_SLIP / len(legal))


def round_plays(obs: dict[str, Any]) -> dict[int, list[_Play]]:
    """Per other seat, the cards it played this round (:class:`_Play`, in play order), read from the observation's
    log (``played``, ``trick_won`` and ``priest_move`` events since the round's ``round_start``), with the trick,
    won piles, standing and voids each play met."""
    me = int(obs["player"])
    n = int(obs["num_players"])
    log = obs["log"]
    start = max((i for i, e in enumerate(log) if e["kind"] == "round_start"), default=-1)
    totals = [int(t) for t in obs["totals"]]
    tops: list[list[int]] = [[] for _ in range(n)]
    voids = [0] * n
    trick: list[tuple[int, int]] = []
    lead, plague_led, plague_played = -1, False, False
    order: list[tuple[int, int, _Play | None]] = []
    for event in log[start + 1 :]:
        kind, data = event["kind"], event["data"]
        if kind == "played":
            seat, card = int(data["seat"]), int(data["card"])
            following = bool(trick)
            play = None
            if seat != me:
                play = _Play(card, following, plague_led, lead, plague_played)
                worst = min((points(t, n) for t in tops[seat]), default=0)
                standing = [totals[s] + sum(points(t, n) for t in tops[s]) for s in range(n)]
                leader = _leader(seat, standing) if following else -1
                for c in range(len(KIND)):
                    x = score_card(c, seat, n, (), trick, worst, leader, voids)
                    play.score.append(x)
                    play.penalty.append(x - score_card(c, seat, n, (c,), trick, worst, leader, voids))
            order.append((seat, card, play))
            voids[seat] |= shown_void(card, following, plague_led, lead)
            if not trick:
                plague_led = KIND[card] == "plague"
            trick.append((seat, card))
            if card < 36 and lead < 0:
                lead = _COLOUR_OF[card]
            plague_played = plague_played or KIND[card] == "plague"
        elif kind == "trick_won":
            tops[int(data["seat"])].append(int(data["top"]))
            trick, lead, plague_led = [], -1, False
        elif kind == "priest_move" and data["onto"] is not None:
            piles = tops[int(data["seat"])]
            piles[int(data["onto"])] = piles.pop()
    plays: dict[int, list[_Play]] = {q: [] for q in range(n) if q != me}
    for i, (seat, _card, play) in enumerate(order):
        if play is not None:
            play.extra = [card for q, card, _p in order[i:] if q == seat]
            plays[seat].append(play)
    return plays


class _Sampler:
    """A Metropolis chain over the deals of the unseen cards an observation allows (the voids kept), whose stationary
    chance of a deal is proportional to the model's chance of every other seat's plays this round given the hand
    that deal leaves it (:class:`_Play`): a proposal swaps the cards of two hidden places of different owners."""

    __slots__ = ("cards", "chance", "obs", "places", "plays", "voids")

    def __init__(self, obs: dict[str, Any]) -> None:
        self.obs = obs
        self.plays = round_plays(obs)
        self.places = hidden_places(obs)
        self.voids = [{str(k) for k in kinds} for kinds in obs["voids"]]
        self.cards: list[int] = []
        self.chance: dict[int, float] = {}

    def start(self, rng: random.Random, first: PlagueState) -> None:
        """The chain's first deal: ``first`` (a uniform determinization), then the burn-in."""
        hands = {q: first.hand(q) for q in set(self.places) if q >= 0}
        self.cards = [hands[q].pop() if q >= 0 else -1 for q in self.places]
        undealt = first.undealt()
        self.cards = [c if c >= 0 else undealt.pop() for c in self.cards]
        self.chance = {q: self._log_chance(q, self.cards) for q in self.plays}
        for _ in range(_BURN_IN * len(self.places)):
            self.step(rng)

    def _log_chance(self, seat: int, cards: Sequence[int]) -> float:
        hand = [c for q, c in zip(self.places, cards, strict=True) if q == seat]
        return sum(play.log_chance(hand) for play in self.plays[seat])

    def step(self, rng: random.Random) -> None:
        """One proposal, kept with the Metropolis chance."""
        size = len(self.places)
        i, j = rng.randrange(size), rng.randrange(size)
        a, b = self.places[i], self.places[j]
        if a == b:
            return
        cards = self.cards
        if (a >= 0 and KIND[cards[j]] in self.voids[a]) or (b >= 0 and KIND[cards[i]] in self.voids[b]):
            return
        swapped = cards[:]
        swapped[i], swapped[j] = cards[j], cards[i]
        new = {q: self._log_chance(q, swapped) for q in (a, b) if q >= 0 and q in self.plays}
        change = sum(new[q] - self.chance[q] for q in new)
        if change >= 0 or rng.random() < math.exp(change):
            self.cards = swapped
            self.chance.update(new)


_SAMPLERS: ParsedCache[_Sampler] = ParsedCache(_Sampler, size=4)


def determinize(infoset: InformationSet, rng: random.Random) -> PlagueState:
    """A determinization of ``infoset`` drawn with the opponent model (the hard level's, see
    :mod:`cardtable.ai.ismcts`): the other hands are dealt in proportion to how well they explain the cards those
    seats played this round, as the heuristic would have played them (:class:`_Play`: a logistic choice on
    :func:`score_card`, :data:`MODEL_TEMPERATURE`, with :data:`MODEL_SLIP` of uniform slips), by a Metropolis chain
    kept per observation (cached by identity, as determinization is) and moved :data:`MODEL_STEPS` proposals per
    call. Depends on the observation and ``rng`` only."""
    obs = infoset.observation
    sampler = _SAMPLERS.get(obs)
    if not sampler.cards:
        first = infoset.determinize(rng)
        assert isinstance(first, PlagueState)
        sampler.start(rng, first)
    else:
        for _ in range(MODEL_STEPS):
            sampler.step(rng)
    return deal(obs, sampler.cards, rng)
