"""The words of Silver (rules: ``silver.md``): prompts, log sentences, refusals, the card counter rows, the round's
scoring and the four-round score sheet. Holds no rules: every sentence comes from an event, a decision or the
viewer's observation (the engine's format: :mod:`cardtable.engine.silver.state`).

Memory is part of the game: without the memory aid (the ``memory_aid`` option) the log words each event as a player
who does not remember it sees it (:meth:`Event.remembered`: "You look at your card 2." without its value); a replay
(``open_log``) says everything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.engine.base import JSON, Action, Decision, Event, Outcome, Refusal
from cardtable.engine.silver.cards import CARDS, IDS_OF, ROUNDS
from cardtable.ui.games.silver.faces import CTX, NAMES, card_name
from cardtable.ui.i18n import number, translate
from cardtable.ui.table.base import GameTable
from cardtable.ui.table.words import Said, SentenceTable, fill

SAY: SentenceTable[SilverWords] = SentenceTable()
"""The log sentence of each event kind (:meth:`SilverWords.describe`)."""

ABILITY_CARD: dict[str, str] = {card.ability: card.name for card in CARDS.values() if card.ability}
"""Ability (the engine's function name) → the English name of its card."""


class SilverWords(GameTable):
    """What the Silver table says; :class:`~cardtable.ui.games.silver.layout.SilverTable` draws."""

    ROUND_START = "round_start"
    NOT_ANNOUNCED = frozenset({"round_start", "dealt", "discard_start"})

    observation: dict[str, JSON]
    round_end_event: Event | None = None
    """The last round end the table saw (a Generous decision may come between it and the scoring)."""

    @property
    def me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    @property
    def editions(self) -> list[str]:
        return list(self.observation.get("editions") or ["amulet"] * 14)

    @property
    def memory_aid(self) -> bool:
        return bool(self.observation.get("memory_aid", False))

    def card_text(self, value: Any) -> str:
        """ "7 (Beholder)" in this match's deck."""
        return card_name(self.editions, int(value))

    def cards_text(self, values: Sequence[Any]) -> str:
        return self.tr(", ").join(self.card_text(v) for v in values)

    def ability_name(self, ability: str) -> str:
        """The translated name of the card whose ability is ``ability`` (an engine function name)."""
        return translate(CTX, NAMES[ABILITY_CARD[ability]]) if ability in ABILITY_CARD else ability

    def why(self, why: str) -> str:
        """The reason of a look, a flip or a move, as the card (or token) that caused it."""
        if why == "setup":
            return self.tr("setup")
        if why == "coin":
            return self.tr("the Coin")
        if why == "dagger":
            return self.tr("the Dagger")
        return self.ability_name(why)

    def village(self, owner: int, viewer: int | None, actor: int | None = None) -> str:
        """ "your village" for the viewer, "their village" for the sentence's subject ``actor``, else "Ali's
        village"."""
        if owner == viewer:
            return self.tr("your village")
        if owner == actor:
            return self.tr("their village")
        return fill(self.tr("%1's village"), self.name(owner))

    def place(self, owner: int, slot: int, viewer: int | None, actor: int | None = None) -> str:
        """ "card 2 of Ali's village" (counted in reading order from 1; "of their village" for ``actor``'s own)."""
        return fill(self.tr("card %1 of %2"), number(slot + 1), self.village(owner, viewer, actor))

    # --- prompts -------------------------------------------------------------------------------------------------
    def prompt(self, decision: Decision, steps: Sequence[Action]) -> str:
        ctx = decision.context
        kind = decision.kind
        hand = [v for v in ctx.get("hand", []) if v is not None]
        if kind == "peek":
            if len(decision.actions) >= len(self.observation["villages"][decision.player]):
                return self.tr("Setup: secretly look at a card of your village (1 of 2).")
            return self.tr("Setup: secretly look at another card of your village (2 of 2).")
        if kind == "turn":
            return self.turn_prompt(decision)
        if kind == "keep":
            return self.tr("Rascal: keep one of the two cards you drew; the other is discarded.")
        if kind == "drawn":
            return fill(
                self.tr("You drew %1: discard it, or click the cards of your village to exchange it for."),
                self.card_text(hand[0]),
            )
        if kind == "exchange":
            if ctx.get("given"):
                return self.tr(
                    "Click more cards with the same number, then Exchange (or click a chosen card: the new card "
                    "takes its place)."
                )
            if hand and self.observation.get("incoming_up"):
                return fill(
                    self.tr("You took %1: click the cards of your village to exchange it for."), self.card_text(hand[0])
                )
            return fill(
                self.tr("%1 must go into your village: click the cards to exchange it for."), self.card_text(hand[0])
            )
        if kind == "end":
            if ctx.get("what") == "extra":
                return self.tr("Critical failure: choose an end of your village for the top deck card (unseen).")
            return self.tr("They do not match: choose an end of your village for the new card.")
        if kind == "ability":
            return self.ability_prompt(str(ctx.get("ability", "")), decision)
        if kind == "generous":
            return self.tr(
                "Generous: click another card of your village, then the player it goes to, or do not use it."
            )
        return ""

    def turn_prompt(self, decision: Decision) -> str:
        """What a turn offers, as the decision offers it: the census only while it may be called, the token only
        to the holder of its power, the face-up abilities only with such cards in the village."""
        kinds = {a.kind for a in decision.actions}
        caller = self.observation.get("caller")
        if caller is not None:
            text = fill(
                self.tr("Census by %1: your last turn. Draw from the deck or take the top discard."),
                self.name(int(caller)),
            )
        elif "census" in kinds:
            text = self.tr("Your turn: draw from the deck, take the top discard or call the census.")
        else:
            text = self.tr("Your turn: draw from the deck or take the top discard.")
        ability = bool(kinds & {"empath", "rotate", "burn", "zombie"})
        token = bool(kinds & {"coin", "dagger"})
        if ability and token:
            text += " " + self.tr("Your face-up abilities and the token may come first.")
        elif ability:
            text += " " + self.tr("Your face-up abilities may come first.")
        elif token:
            text += " " + self.tr("The token may come first.")
        return text

    def ability_prompt(self, ability: str, decision: Decision) -> str:
        """The discard ability's prompt; its first step may always be declined (the engine offers ``skip``), and
        the sentence says so."""
        if not any(a.kind == "skip" for a in decision.actions):  # a later step: Beholder's second look, the Witch's
            if ability == "beholder":
                return self.tr("Beholder: click another of your face-down cards to look at it, or Done.")
            if ability == "witch":
                hand = list(decision.context.get("hand", []))
                return fill(
                    self.tr("Witch: click the card of any village that %1 replaces; that card is discarded."),
                    self.card_text(hand[0]),
                )
            return self.ability_name(ability)
        texts = {
            "exposer": self.tr("Exposer: click one of your face-down cards to turn it face up, or do not use it."),
            "revealer": self.tr("Revealer: click any face-down card to turn it face up, or do not use it."),
            "beholder": self.tr(
                "Beholder: click one of your face-down cards to look at it (up to two), or do not use it."
            ),
            "apprentice_seer": self.tr("Apprentice Seer: click a card of an opponent to look at it, or do not use it."),
            "seer": self.tr("Seer: click any face-down card to look at it, or do not use it."),
            "master": self.tr(
                "Master: choose a card of the discard pile to exchange into your village, or do not use it."
            ),
            "witch": self.tr(
                "Witch: look at the top deck card to put it in place of a card of any village, or do not use it."
            ),
            "robber": self.tr(
                "Robber: click one of your cards, then the opponent's card to swap it with, or do not use it."
            ),
            "assassin": self.tr("Assassin: click a face-up card of any village to discard it, or do not use it."),
            "reverser": self.tr("Reverser: reverse the direction of play, or do not use it."),
            "master_thief": self.tr(
                "Master Thief: click one of your cards, then the opponent's card to swap it with, or do not use it."
            ),
        }
        return texts.get(ability, self.ability_name(ability))

    def reason(self, refusal: Refusal, decision: Decision) -> str:
        """Why a visible choice is not available now (the engine's keys: ``SilverState._turn_actions``)."""
        data = refusal.data
        if refusal.key == "take_empty_village":
            return self.tr("Your village is empty: there is nothing to exchange the discard for.")
        if refusal.key == "census_called":
            return fill(self.tr("%1 has already called the census."), self.name(int(data["caller"])))
        if refusal.key == "census_cards":
            return fill(
                self.tr("You may call the census only with %1 cards or fewer; your village has %2."),
                number(int(data["max"])),
                number(int(data["cards"])),
            )
        if refusal.key == "census_after_ability":
            return self.tr("You used an ability or the token this turn: no census now.")
        if refusal.key == "zombie_discard":
            return self.tr("A Zombie is never discarded: exchange it into your village.")
        return refusal.key

    # --- the hint --------------------------------------------------------------------------------------------------
    def hint_reason(self, key: str, data: dict[str, JSON]) -> str:
        """The hint's reasons (``cardtable.ai.heuristics.silver.explain``: its keys and data)."""
        card = self.card_text(data["card"]) if data.get("card") is not None else ""
        if key == "learn":
            where = self.village(int(data["seat"]), self.me)
            if data["how"] == "turn":
                return fill(self.tr("turns up a card of %1 you do not know"), where)
            return fill(self.tr("looks at a card of %1 you do not know"), where)
        if key == "census":
            return fill(
                self.tr("calls the census: your estimated total, about %1, is clearly the lowest (next: about %2)"),
                number(int(data["mine"])),
                number(int(data["next"])),
            )
        if key == "take":
            return fill(self.tr("takes %1 from the discard pile, in place of %2"), card, self._given_up(data))
        if key == "exchange":
            return fill(self.tr("puts %1 in place of %2"), card, self._given_up(data))
        if key == "master":
            return fill(
                self.tr("takes %1 from the discard pile with the Master, in place of %2"), card, self._given_up(data)
            )
        if key == "draw":
            return fill(self.tr("draws: %1 on the discard pile would lower your total too little"), card)
        if key == "discard":
            return fill(self.tr("discards %1: exchanging it would lower your total too little"), card)
        if key == "keep_low":
            return fill(self.tr("keeps the lower card, %1; %2 is discarded"), card, self.card_text(data["other"]))
        if key == "coin":
            return self.tr("the Coin turns up a card of yours you do not know")
        if key == "dagger":
            return self.tr("the Dagger: with 2 players your opponent skips a turn")
        if key == "reverse":
            return self.tr("reverses the direction: with 2 players you play again")
        if key == "zombie":
            return self.tr("gives the Zombie away: its 4 no longer counts in your village")
        if key == "rotate":
            if not card:
                return self.tr("rotates a face-down card you do not know, so the Curator can discard it later")
            return fill(self.tr("rotates your %1, so the Curator can discard it later"), card)
        if key == "burn":
            if not card:
                return self.tr("the Curator discards a rotated card of yours you do not know")
            return fill(self.tr("the Curator discards your rotated %1"), card)
        if key == "swap":
            seat = int(data["seat"])
            mine = self._given_up({"gives": data["mine"], "count": 1, "mean": data["mean"]})
            if data["theirs"] is None:
                theirs = fill(self.tr("a card of %1's you do not know"), self.name(seat))
            else:
                theirs = fill(self.tr("%1's %2"), self.name(seat), self.card_text(data["theirs"]))
            return fill(self.tr("swaps %1 for %2"), mine, theirs)
        if key == "witch":
            seat = int(data["seat"])
            if seat != self.me:
                return fill(self.tr("puts the top deck card, %1, into %2"), card, self.village(seat, self.me))
            given = self._given_up({"gives": data["gives"], "count": 1, "mean": data["mean"]})
            return fill(self.tr("puts the top deck card, %1, in place of %2"), card, given)
        if key == "assassin":
            return fill(self.tr("the Assassin discards your face-up %1"), card)
        if key == "generous":
            given = self._given_up({"gives": data["card"], "count": 1, "mean": data["mean"]})
            return fill(
                self.tr("gives %1 to %2, the opponent with the lowest estimated total"),
                given,
                self.name(int(data["seat"])),
            )
        return ""

    def _given_up(self, data: dict[str, JSON]) -> str:
        """What an exchange gives up, in the hint's words: "your 12 (Robber)", "your 2 cards numbered 9", "a
        face-down card of yours you do not know (about 6.4 on average)"."""
        count = int(data.get("count") or 1)
        if data.get("gives") is None:
            return fill(
                self.tr("a face-down card of yours you do not know (about %1 on average)"),
                number(float(data["mean"]), 1),
            )
        if count > 1:
            return fill(self.tr("your %Ln cards numbered %1", "", count), number(int(data["gives"])))
        return fill(self.tr("your %1"), self.card_text(data["gives"]))

    # --- log -----------------------------------------------------------------------------------------------------
    def describe(self, event: Event, viewer: int | None) -> str | None:
        """The log speaks to ``viewer``; without the memory aid it says only what a player remembers (a looked-at
        card without its value), a replay everything."""
        if not (self.memory_aid or self.open_log):
            event = event.remembered()
        return SAY.describe(self, event, viewer)

    @SAY.on("round_start")
    def _round_start(self, e: Said) -> str:
        r = number(int(e.data["round"]) + 1)
        if e.data["power"]:
            return e.say(
                self.tr("Round %1: you start, with the token's power."),
                self.tr("Round %1: %2 starts, with the token's power."),
                r,
                e.who("start"),
                key="start",
            )
        return e.say(self.tr("Round %1: you start."), self.tr("Round %1: %2 starts."), r, e.who("start"), key="start")

    @SAY.on("dealt")
    def _dealt(self, e: Said) -> str:
        return fill(
            self.tr("Each village gets %1 face-down cards; the deck has %2."),
            number(int(e.data["sizes"][0])),
            number(int(e.data["deck"])),
        )

    @SAY.on("discard_start")
    def _discard_start(self, e: Said) -> str:
        return fill(self.tr("The discard pile starts with %1."), self.card_text(e.data["card"]))

    @SAY.on("looked")
    def _looked(self, e: Said) -> str | None:
        if (e.me() or int(e.data["seat"]) == self.viewer) and not self.open_log:
            return None  # the seat's own private event says it
        owner = int(e.data["owner"])
        why = self.why(str(e.data["why"]))
        if owner < 0:
            return fill(self.tr("%1 looks at the top deck card (%2)."), e.who(), why)
        where = self.place(owner, int(e.data["slot"]), self.viewer, int(e.data["seat"]))
        return fill(self.tr("%1 looks at %2 (%3)."), e.who(), where, why)

    @SAY.on("saw")
    def _saw(self, e: Said) -> str:
        owner, why = int(e.data["owner"]), self.why(str(e.data["why"]))
        value = e.data.get("card")
        if owner < 0:
            what = self.tr("the top deck card")
        else:
            what = self.place(owner, int(e.data["slot"]), self.viewer, int(e.data["seat"]))
        if value is None:
            return e.say(
                self.tr("You looked at a card: %2 (%3)."), self.tr("%1 looked at a card: %2 (%3)."), e.who(), what, why
            )
        return e.say(
            self.tr("You look at %2 (%3): %4."),
            self.tr("%1 looks at %2 (%3): %4."),
            e.who(),
            what,
            why,
            self.card_text(value),
        )

    @SAY.on("drew")
    def _drew(self, e: Said) -> str | None:
        if e.data["source"] == "beside":
            return e.say(
                self.tr("You draw %2 from beside the deck."),
                self.tr("%1 draws %2 from beside the deck."),
                e.who(),
                self.card_text(e.data["card"]),
            )
        if e.me() or self.open_log:
            return None  # the private event says which card
        count = int(e.data["count"])
        if count == 2:
            return fill(self.tr("%1 draws two cards (Rascal)."), e.who())
        return fill(self.tr("%1 draws a card."), e.who())

    @SAY.on("drew_card")
    def _drew_card(self, e: Said) -> str:
        cards = e.data.get("cards")
        if cards is None:
            return e.say(self.tr("You drew a card."), self.tr("%1 drew a card."), e.who())
        return e.say(self.tr("You draw %2."), self.tr("%1 draws %2."), e.who(), self.cards_text(cards))

    @SAY.on("took")
    def _took(self, e: Said) -> str:
        card = self.card_text(e.data["card"])
        if e.data["why"] == "master":
            return e.say(
                self.tr("Master: you take %2 from the discard pile."),
                self.tr("Master: %1 takes %2 from the discard pile."),
                e.who(),
                card,
            )
        return e.say(
            self.tr("You take %2 from the discard pile."), self.tr("%1 takes %2 from the discard pile."), e.who(), card
        )

    @SAY.on("discarded")
    def _discarded(self, e: Said) -> str:
        card, why = self.card_text(e.data["card"]), str(e.data["why"])
        if why == "rascal":
            return e.say(self.tr("Rascal: you discard %2."), self.tr("Rascal: %1 discards %2."), e.who(), card)
        if why == "witch":
            return fill(self.tr("Witch: %1 is discarded instead (a Zombie stays)."), card)
        if why == "zombie":
            return fill(self.tr("A Zombie stays: the new card %1 is discarded instead."), card)
        return e.say(self.tr("You discard %2."), self.tr("%1 discards %2."), e.who(), card)

    @SAY.on("exchanged")
    def _exchanged(self, e: Said) -> str:
        count = len(e.data["slots"])
        cards = e.data.get("cards")
        result = e.data["result"]
        if result == "match":
            return e.say(
                self.tr("You exchange %2 for the new card."),
                self.tr("%1 exchanges %2 for the new card."),
                e.who(),
                self.cards_text(cards or []),
            )
        if result == "zombie":
            return e.say(
                self.tr("A Zombie among your cards stays: your exchange is undone."),
                self.tr("A Zombie among %1's cards stays: the exchange is undone."),
                e.who(),
            )
        if cards is None:
            return e.say(
                self.tr("Your %Ln cards slid forward do not match; they go back face down.", "", count),
                self.tr("%1's %Ln cards slid forward do not match; they go back face down.", "", count),
                e.who(),
            )
        return e.say(
            self.tr("Your cards slid forward do not match (%2); they go back face down."),
            self.tr("%1's cards slid forward do not match (%2); they go back face down."),
            e.who(),
            self.cards_text(cards),
        )

    @SAY.on("placed")
    def _placed(self, e: Said) -> str:
        slot = int(e.data["slot"])
        where = self.place(int(e.data["seat"]), slot, self.viewer)
        if e.data["what"] == "extra":
            return fill(self.tr("Critical failure: the top deck card goes, unseen, to %1."), where)
        if "card" in e.data:
            return fill(self.tr("%1 goes face up to %2."), self.card_text(e.data["card"]), where)
        return fill(self.tr("The new card goes face down to %1."), where)

    @SAY.on("flipped")
    def _flipped(self, e: Said) -> str:
        where = self.place(int(e.data["owner"]), int(e.data["slot"]), self.viewer, int(e.data["seat"]))
        why = self.why(str(e.data["why"]))
        if not e.data["up"]:
            return e.say(
                self.tr("You turn %2 face down (%3)."), self.tr("%1 turns %2 face down (%3)."), e.who(), where, why
            )
        return e.say(
            self.tr("You turn %2 face up (%3): %4."),
            self.tr("%1 turns %2 face up (%3): %4."),
            e.who(),
            where,
            why,
            self.card_text(e.data["card"]),
        )

    @SAY.on("rotated")
    def _rotated(self, e: Said) -> str:
        where = self.place(int(e.data["seat"]), int(e.data["slot"]), self.viewer, int(e.data["seat"]))
        return e.say(self.tr("Curator: you rotate %2."), self.tr("Curator: %1 rotates %2."), e.who(), where)

    @SAY.on("burned")
    def _burned(self, e: Said) -> str:
        where = self.place(int(e.data["owner"]), int(e.data["slot"]), self.viewer, int(e.data["seat"]))
        return e.say(
            self.tr("%3: you discard %2 from %4."),
            self.tr("%3: %1 discards %2 from %4."),
            e.who(),
            self.card_text(e.data["card"]),
            self.why(str(e.data["why"])),
            where,
        )

    @SAY.on("zombie_stays")
    def _zombie_stays(self, e: Said) -> str:
        where = self.place(int(e.data["owner"]), int(e.data["slot"]), self.viewer)
        return fill(self.tr("The Zombie at %1 stays where it is: it is never discarded."), where)

    @SAY.on("zombie_given")
    def _zombie_given(self, e: Said) -> str:
        return e.say(
            self.tr("You spend your turn giving your Zombie, face down, to %2."),
            self.tr("%1 spends their turn giving their Zombie, face down, to %2."),
            e.who(),
            self.village(int(e.data["to"]), self.viewer),
        )

    @SAY.on("swapped")
    def _swapped(self, e: Said) -> str:
        return e.say(
            self.tr("%4: you swap %2 with %3."),
            self.tr("%4: %1 swaps %2 with %3."),
            e.who(),
            self.place(int(e.data["seat"]), int(e.data["slot"]), self.viewer, int(e.data["seat"])),
            self.place(int(e.data["owner"]), int(e.data["other"]), self.viewer),
            self.why(str(e.data["why"])),
        )

    @SAY.on("witch_placed")
    def _witch_placed(self, e: Said) -> str:
        where = self.place(int(e.data["owner"]), int(e.data["slot"]), self.viewer)
        return e.say(
            self.tr("Witch: you put the card face down at %2; %3 is discarded."),
            self.tr("Witch: %1 puts the card face down at %2; %3 is discarded."),
            e.who(),
            where,
            self.card_text(e.data["card"]),
        )

    @SAY.on("beside")
    def _beside(self, e: Said) -> str:
        return fill(self.tr("Squire: %1 lies face up beside the deck."), self.card_text(e.data["card"]))

    @SAY.on("reversed")
    def _reversed(self, e: Said) -> str:
        why = self.why(str(e.data["why"]))
        if e.data["again"]:
            return e.say(self.tr("%2: you play again."), self.tr("%2: %1 plays again."), e.who(), why)
        return e.say(
            self.tr("%2: you reverse the direction of play."),
            self.tr("%2: %1 reverses the direction of play."),
            e.who(),
            why,
        )

    @SAY.on("token_used")
    def _token_used(self, e: Said) -> str:
        token = self.why(str(e.data["token"]))
        return e.say(self.tr("You use %2."), self.tr("%1 uses %2."), e.who(), token)

    @SAY.on("census")
    def _census(self, e: Said) -> str:
        return e.say(
            self.tr("You call the census: every other player has one more turn."),
            self.tr("%1 calls the census: every other player has one more turn."),
            e.who(),
        )

    @SAY.on("ability_skipped")
    def _ability_skipped(self, e: Said) -> str:
        name = self.ability_name(str(e.data["ability"]))
        return e.say(self.tr("You do not use %2."), self.tr("%1 does not use %2."), e.who(), name)

    @SAY.on("ability_void")
    def _ability_void(self, e: Said) -> str:
        ability = str(e.data["ability"])
        if ability == "assassin":
            return self.tr("Assassin: no village has a face-up card it can discard.")
        return fill(self.tr("%1 has nothing to act on here."), self.ability_name(ability))

    @SAY.on("round_end")
    def _round_end(self, e: Said) -> str:
        reason = e.data["reason"]
        if reason == "deck":
            return self.tr("The round ends: the deck is empty. All cards are revealed.")
        if reason == "villagers":
            return self.tr("The round ends: both Villagers are face up. All cards are revealed.")
        return self.tr("The round ends: the census turns are done. All cards are revealed.")

    @SAY.on("generous")
    def _generous(self, e: Said) -> str:
        return e.say(
            self.tr("Generous: you give %2 to %3."),
            self.tr("Generous: %1 gives %2 to %3."),
            e.who(),
            self.card_text(e.data["card"]),
            self.village(int(e.data["to"]), self.viewer),
        )

    @SAY.on("scored")
    def _scored(self, e: Said) -> str:
        text = fill(self.tr("Scores of the round: %1."), self.seat_list([number(int(s)) for s in e.data["scores"]]))
        caller = e.data["caller"]
        if caller is not None:
            text += " " + self.census_result(int(caller), bool(e.data["success"]), int(e.data["sums"][int(caller)]))
        return text

    def census_result(self, caller: int, success: bool, total: int) -> str:
        if success:
            return fill(self.tr("%1's census succeeds: lowest total, 0 points."), self.name(caller))
        return fill(
            self.tr("%1's census fails: %2 + 10 = %3 points."), self.name(caller), number(total), number(total + 10)
        )

    @SAY.on("token")
    def _token(self, e: Said) -> str:
        token = self.why(str(e.data["token"]))
        if e.data["power"]:
            return e.say(
                self.tr("You take %2 with its power for the next round."),
                self.tr("%1 takes %2 with its power for the next round."),
                e.who(),
                token,
            )
        return e.say(
            self.tr("You start the next round; %2 lies in front of you, without power."),
            self.tr("%1 starts the next round; %2 lies in front of them, without power."),
            e.who(),
            token,
        )

    @SAY.on("match_end")
    def _match_end(self, e: Said) -> str:
        return self.win_text(int(e.data["winner"]), [int(t) for t in e.data["totals"]])

    def win_text(self, winner: int, totals: Sequence[int]) -> str:
        return fill(self.tr("%1 wins the match with the lowest total, %2."), self.name(winner), number(totals[winner]))

    # --- summaries -------------------------------------------------------------------------------------------------
    def unseen_counts(self, observation: dict[str, JSON]) -> list[tuple[str, int, int]]:
        """Per number: the copies the viewer's table does not show now (face-down cards it does not see count as
        unseen, so without the memory aid a looked-at card is unseen again)."""
        seen: list[int] = [int(c) for c in observation["discard"]]
        for village in observation["villages"]:
            seen += [int(slot["card"]) for slot in village if slot["card"] is not None]
        seen += [int(c) for c in observation["hand"] if c is not None]
        if observation.get("beside") is not None:
            seen.append(int(observation["beside"]))
        editions = list(observation["editions"])
        return [(card_name(editions, n), len(IDS_OF[n]) - seen.count(n), len(IDS_OF[n])) for n in range(len(IDS_OF))]

    def score_rows(self, events: Sequence[Event]) -> list[list[int]] | None:
        """The score sheet's rounds so far (one list of scores per round) once ``events`` scored a round."""
        scored = next((e for e in events if e.kind == "scored"), None)
        if scored is None:
            return None
        nxt = next((e for e in events if e.kind == "round_start"), None)
        ended = int(nxt.data["round"]) - 1 if nxt is not None else ROUNDS - 1
        earlier = [list(r) for r in self.observation.get("round_scores", [])][:ended]
        return [*earlier, [int(s) for s in scored.data["scores"]]]

    def step_text(self, step: Sequence[Any]) -> str:
        """A scoring ability's change of a village total, "Halfling: 19 → 9" (the engine's ``[ability, before,
        after]``)."""
        ability, before, after = step
        return fill(self.tr("%1: %2 → %3"), self.ability_name(str(ability)), number(int(before)), number(int(after)))

    def village_scoring_text(self, scoring: dict[str, Any]) -> str:
        """One village's scoring card by card (the ``scored`` event's ``villages`` entry): "7 + 3 + 0 (Wolfy) + 9 =
        19; Halfling: 19 → 9", or "no cards: 0"."""
        values = [int(v) for v in scoring["values"]]
        if not values:
            return self.tr("no cards: 0")
        parts = [
            number(v) if ability is None else fill(self.tr("%1 (%2)"), number(v), self.ability_name(str(ability)))
            for v, ability in zip(values, scoring["abilities"], strict=True)
        ]
        text = fill(self.tr("%1 = %2"), self.tr(" + ").join(parts), number(sum(values)))
        for step in scoring["steps"]:
            text += self.tr("; ") + self.step_text(step)
        return text

    def round_summary(self, events: Sequence[Event], viewer: int | None) -> str | None:
        rows = self.score_rows(events)
        scored = next((e for e in events if e.kind == "scored"), None)
        if rows is None or scored is None:
            return None
        n = len(rows[-1])
        end = next((e for e in events if e.kind == "round_end"), self.round_end_event)
        lines = [self.describe(end, viewer) or ""] if end is not None else []
        lines.append(self.tr("Village totals, card by card:"))
        for seat, scoring in enumerate(scored.data["villages"][:n]):
            lines.append(self.labelled(seat, self.village_scoring_text(scoring)))
        lines.append(self.describe(scored, viewer) or "")
        token = next((e for e in events if e.kind == "token"), None)
        if token is not None and len(rows) < ROUNDS:
            lines.append(self.describe(token, viewer) or "")
        title = fill(self.tr("Round %1 of %2"), number(len(rows)), number(ROUNDS))
        return self.summary_html([line for line in lines if line], title)

    def next_round_text(self) -> str:
        return self.tr("Next round")

    def standings(self, outcome: Outcome) -> tuple[str, list[float]]:
        """Total points per seat (``silver.md``, End of game: the lowest wins)."""
        return self.tr("Points"), list(outcome.scores)

    def outcome_lines(self, outcome: Outcome) -> str:
        if not outcome.winners:
            return ""
        winner = outcome.winners[0]
        return self.win_text(winner, [int(s) for s in outcome.scores])
