"""The words of Power-Hungry Animals (rules: ``animals.md``): prompts, log sentences, the round summary, the card
counter rows and the end-of-game lines. Holds no rules: every sentence comes from an event, a decision or the
viewer's observation."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from cardtable.engine.animals.cards import COPIES, KING_CAT
from cardtable.engine.base import JSON, Action, Caution, Decision, Event, Outcome, Refusal
from cardtable.ui.games.animals.faces import NAMES, card_name
from cardtable.ui.i18n import number
from cardtable.ui.table.base import GameTable
from cardtable.ui.table.words import Said, SentenceTable, fill

SAY: SentenceTable[AnimalsWords] = SentenceTable()
"""The log sentence of each event kind (:attr:`AnimalsWords.SENTENCES`, read by ``describe``)."""


class AnimalsWords(GameTable):
    """What the Power-Hungry Animals table says; :class:`~cardtable.ui.games.animals.layout.AnimalsTable` draws."""

    observation: dict[str, JSON]

    def prompt(self, decision: Decision, steps: Sequence[Action]) -> str:
        ctx = decision.context
        kind = decision.kind
        who = self.name(decision.player)
        if kind == "play":
            return fill(self.tr("%1, your turn: choose a card to play."), who)
        if kind == "target":
            return fill(self.tr("Choose a player for %1."), card_name(int(ctx["card"])))
        if kind == "guess":
            return fill(self.tr("Crystal Ball: which card does %1 hold?"), self.name(int(ctx["target"])))
        if kind == "position":
            return fill(
                self.tr("Mousetrap: you saw %1. Where in the deck do you put it back?"), card_name(int(ctx["seen"]))
            )
        if kind == "swap":
            return fill(
                self.tr("Grave Dog: the set-aside card is %1. Swap it with your %2?"),
                card_name(int(ctx["seen"])),
                card_name(int(ctx["hand"])),
            )
        return ""

    def hint_chance(self, percent: str, scope: str) -> str:
        """The hint's chance line in this game's own words (its own message, so Persian says دست for a round, as
        the log does: the shared sentence says دور)."""
        if scope == "round":
            return fill(self.tr("%1% chance to win this round"), percent)
        return super().hint_chance(percent, scope)

    def hint_reason(self, key: str, data: dict[str, JSON]) -> str:
        """The hint's reasons (``cardtable.ai.heuristics.animals.explain``): the card a play keeps, that playing the
        King Cat puts you out, how likely a guess is."""
        if key == "keeps":
            return fill(self.tr("keeps the %1"), card_name(int(data["card"])))
        if key == "out":
            return self.tr("puts you out of the round")
        if key == "likely":
            return fill(self.tr("%1: %2% likely"), card_name(int(data["card"])), number(int(data["chance"])))
        return ""

    def reason(self, refusal: Refusal, decision: Decision) -> str:
        """Why a seat cannot be chosen (:meth:`AnimalsState._refused_targets`'s keys)."""
        seat = int(refusal.data["seat"])
        card = card_name(int(decision.context["card"]))
        if refusal.key == "self":
            return fill(self.tr("%1 cannot be played on yourself: choose another player."), card)
        if refusal.key == "eliminated":
            return fill(self.tr("%1 is out of the round."), self.name(seat))
        if refusal.key == "protected":
            return fill(self.tr("%1 is protected by the Shell Shield until their next turn."), self.name(seat))
        return refusal.key

    def caution(self, caution: Caution, decision: Decision) -> str:
        """What a first click on a choice that puts the King Cat face up in front of you says
        (:meth:`AnimalsState._cautions`, key ``eliminates_you``)."""
        if caution.key == "eliminates_you" and int(caution.data["card"]) == KING_CAT:
            return self.tr(
                "The King Cat face up in front of you puts you out of this round. To play it anyway, choose it again."
            )
        if caution.key == "eliminates_you":
            return self.tr(
                "Your other card is the King Cat: the Sorcerer Snake on yourself puts it face up and you out of this "
                "round. To choose yourself anyway, choose again."
            )
        return caution.key

    # The log speaks to its reader: "You played …" (its own sentence, so Persian verbs agree), "Ali played …".
    SENTENCES = SAY
    NOT_ANNOUNCED: ClassVar[frozenset[str]] = frozenset({"protection_ended", "draw", "drew"})
    UNLOGGED: ClassVar[frozenset[str]] = frozenset({"deal"})  # the round_start and dealt events say it

    # --- words ---------------------------------------------------------------------------------------------------
    def sentences(self, events: Sequence[Event], viewer: int | None) -> list[str]:
        """Like :meth:`describe`, but a play followed by its target (and, for a Crystal Ball, the guess) makes one
        sentence: "Sara played Crystal Ball on Ali, guessed Weasel — wrong." Only public events are combined, so
        private details stay with their audience."""
        out: list[str] = []
        i = 0
        while i < len(events):
            e, after = events[i], events[i + 1 : i + 3]
            aim = after[0] if after and after[0].kind == "targeted" else None
            if (
                e.kind != "played"
                or aim is None
                or (aim.data["seat"], aim.data["card"]) != (e.data["seat"], e.data["card"])
            ):
                out += [text] if (text := self.describe(e, viewer)) else []
                i += 1
                continue
            guess = after[1] if len(after) > 1 and after[1].kind == "guessed" else None
            i += 2 if guess is None else 3
            out.append(self._aimed(aim, guess, viewer))
        return out

    def _aimed(self, aim: Event, guess: Event | None, viewer: int | None) -> str:
        """One sentence for a card played on a seat (``aim``: its ``targeted`` event) and its Crystal Ball guess."""
        d = aim.data
        mine = d["seat"] == viewer
        if guess is not None and guess.data["correct"]:
            text = (
                self.tr("You played %2 on %3, guessed %4 — right!")
                if mine
                else self.tr("%1 played %2 on %3, guessed %4 — right!")
            )
        elif guess is not None:
            text = (
                self.tr("You played %2 on %3, guessed %4 — wrong.")
                if mine
                else self.tr("%1 played %2 on %3, guessed %4 — wrong.")
            )
        elif d["target"] == d["seat"]:  # a Sorcerer Snake may choose its player
            text = self.tr("You played %2 on yourself.") if mine else self.tr("%1 played %2 on themselves.")
        else:
            text = self.tr("You played %2 on %3.") if mine else self.tr("%1 played %2 on %3.")
        guessed = card_name(int(guess.data["guess"])) if guess is not None else ""
        target = self.whom(int(d["target"]), viewer)
        return fill(text, self.name(int(d["seat"])), card_name(int(d["card"])), target, guessed)

    @SAY.on("round_start")
    def _round_start(self, e: Said) -> str:
        if self._one_round():
            mine, theirs = self.tr("The round begins; you start."), self.tr("The round begins; %1 starts.")
            return e.say(mine, theirs, e.who("starter"), key="starter")
        mine, theirs = self.tr("Round %1 begins; you start."), self.tr("Round %1 begins; %2 starts.")
        return e.say(mine, theirs, number(int(e.data["round"]) + 1), e.who("starter"), key="starter")

    def _one_round(self) -> bool:
        """True when one token wins: the match is a single round, which needs no number."""
        return int(self.observation.get("tokens_to_win", 0)) == 1 if self.observation else False

    @SAY.on("dealt")
    def _dealt(self, e: Said) -> str:
        if e.data["source"] == "magician":
            mine, theirs = self.tr("After the shuffle you got %1."), self.tr("After the shuffle %2 got %1.")
        else:
            mine, theirs = self.tr("You were dealt %1."), self.tr("%2 was dealt %1.")
        return e.say(mine, theirs, _card(e), e.who())

    @SAY.on("removed_face_up")
    def _removed_face_up(self, e: Said) -> str:
        return fill(self.tr("Removed face up: %1."), self.tr(", ").join(card_name(int(c)) for c in e.data["cards"]))

    @SAY.on("protection_ended")
    def _protection_ended(self, e: Said) -> str:
        return e.say(self.tr("Your protection ended."), self.tr("%1: protection ended."), e.who())

    @SAY.on("draw")
    def _draw(self, e: Said) -> str | None:
        if e.me() or self.open_log:
            return None  # the private "drew" line says it with the card
        if e.data["source"] == "set_aside":
            return fill(self.tr("%1 took the set-aside card."), e.who())
        return fill(self.tr("%1 drew a card."), e.who())

    @SAY.on("drew")
    def _drew(self, e: Said) -> str:
        if e.data["source"] == "set_aside":
            mine, theirs = self.tr("You took the set-aside card: %1."), self.tr("%2 took the set-aside card: %1.")
        else:
            mine, theirs = self.tr("You drew %1."), self.tr("%2 drew %1.")
        return e.say(mine, theirs, _card(e), e.who())

    @SAY.on("played")
    def _played(self, e: Said) -> str:
        return e.say(self.tr("You played %2."), self.tr("%1 played %2."), e.who(), _card(e))

    @SAY.on("no_effect")
    def _no_effect(self, e: Said) -> str:
        reasons = {
            "no_target": self.tr("nobody can be chosen"),
            "nobody_swaps": self.tr("nobody else holds the King Cat"),
            "nobody_unprotected_swaps": self.tr("no unprotected player holds the King Cat"),
            "empty_deck": self.tr("the deck is empty"),
            "set_aside_gone": self.tr("the set-aside card is gone"),
        }
        reason = str(e.data["reason"])
        return fill(self.tr("%1 has no effect: %2."), _card(e), reasons.get(reason, reason))

    @SAY.on("targeted")
    def _targeted(self, e: Said) -> str:
        return e.say(
            self.tr("You chose %2 for %3."), self.tr("%1 chose %2 for %3."), e.who(), e.whom("target"), _card(e)
        )

    @SAY.on("guessed")
    def _guessed(self, e: Said) -> str:
        if e.data["correct"]:
            mine, theirs = self.tr("You guessed %2 for %3: right!"), self.tr("%1 guessed %2 for %3: right!")
        else:
            mine, theirs = self.tr("You guessed %2 for %3: wrong."), self.tr("%1 guessed %2 for %3: wrong.")
        return e.say(mine, theirs, e.who(), _card(e, "guess"), e.whom("target"))

    @SAY.on("compared")
    def _compared(self, e: Said) -> str:
        mine, theirs = self.tr("Silly Rabbit: you hold %2."), self.tr("Silly Rabbit: %1 holds %2.")
        return e.say(mine, theirs, e.who("target"), _card(e), key="target")

    @SAY.on("rabbit")
    def _rabbit(self, e: Said) -> str:
        if e.data["loser"] is None:
            text = self.tr("Silly Rabbit: %1 and %2 hold equal cards; nothing happens.")
            return fill(text, e.whom("seat"), e.whom("target"))
        mine, theirs = (
            self.tr("Silly Rabbit: you have the lower card."),
            self.tr("Silly Rabbit: %1 has the lower card."),
        )
        return e.say(mine, theirs, e.who("loser"), key="loser")

    @SAY.on("discarded")
    def _discarded(self, e: Said) -> str:
        # Sorcerer Snake: the card goes face up without its effect; the draw ("drew a card") or, for the King Cat,
        # the elimination has a line of its own after this one.
        mine, theirs = (
            self.tr("You put %2 face up, without its effect."),
            self.tr("%1 put %2 face up, without its effect."),
        )
        return e.say(mine, theirs, e.who(), _card(e))

    @SAY.on("swapped")
    def _swapped(self, e: Said) -> str:
        return e.say(self.tr("You and %2 swapped hands."), self.tr("%1 and %2 swapped hands."), e.who(), e.whom("with"))

    @SAY.on("received")
    def _received(self, e: Said) -> str:
        mine, theirs = self.tr("You received %1 from %2."), self.tr("%3 received %1 from %2.")
        return e.say(mine, theirs, _card(e), e.whom("from"), e.who())

    @SAY.on("king_cat_found")
    def _king_cat_found(self, e: Said) -> str:
        mine = self.tr("Everyone now knows that you hold the King Cat.")
        return e.say(mine, self.tr("Everyone now knows that %1 holds the King Cat."), e.who())

    @SAY.on("magician")
    def _magician(self, e: Said) -> str:
        return self.tr("Flustered Magician: hands go to the deck, it is shuffled and dealt again.")

    @SAY.on("looked")
    def _looked(self, e: Said) -> str:
        where = self.tr("the set-aside card") if e.data["where"] == "set_aside" else self.tr("the top card of the deck")
        return e.say(self.tr("You looked at %1: %2."), self.tr("%3 looked at %1: %2."), where, _card(e), e.who())

    @SAY.on("grave_dog")
    def _grave_dog(self, e: Said) -> str:
        if not e.data["swapped"]:
            return e.say(self.tr("You kept your card."), self.tr("%1 kept their card."), e.who())
        mine = self.tr("You swapped with the set-aside card and now hold %1.")
        return e.say(mine, self.tr("%2 swapped with the set-aside card and now holds %1."), _card(e, "hand"), e.who())

    @SAY.on("grave_dog_done")
    def _grave_dog_done(self, e: Said) -> str | None:
        if e.me() or self.open_log:
            return None  # the private lines say it with the cards
        return fill(self.tr("%1 looked at the set-aside card."), e.who())

    @SAY.on("put_back")
    def _put_back(self, e: Said) -> str:
        if e.data.get("bottom"):
            mine, theirs = (
                self.tr("You put %1 back at the bottom of the deck."),
                self.tr("%2 put %1 back at the bottom of the deck."),
            )
            return e.say(mine, theirs, _card(e), e.who())
        mine, theirs = (
            self.tr("You put %1 back as card %2 from the top."),
            self.tr("%3 put %1 back as card %2 from the top."),
        )
        return e.say(mine, theirs, _card(e), number(int(e.data["position"]) + 1), e.who())

    @SAY.on("mousetrap_done")
    def _mousetrap_done(self, e: Said) -> str | None:
        if e.me() or self.open_log:
            return None
        return fill(self.tr("%1 put the card back somewhere in the deck."), e.who())

    @SAY.on("protected")
    def _protected(self, e: Said) -> str:
        mine = self.tr("You are protected until your next turn.")
        return e.say(mine, self.tr("%1 is protected until their next turn."), e.who())

    @SAY.on("eliminated")
    def _eliminated(self, e: Said) -> str:
        reasons = {
            "king_cat": self.tr("the King Cat"),
            "crystal_ball": self.tr("a right Crystal Ball guess"),
            "rabbit": self.tr("a Silly Rabbit comparison"),
        }
        reason = reasons.get(str(e.data["reason"]), str(e.data["reason"]))
        if e.data["card"] is None:
            mine, theirs = self.tr("You are out of the round (%2)."), self.tr("%1 is out of the round (%2).")
            return e.say(mine, theirs, e.who(), reason)
        mine = self.tr("You are out of the round (%2), showing %3.")
        return e.say(mine, self.tr("%1 is out of the round (%2), showing %3."), e.who(), reason, _card(e))

    @SAY.on("round_end")
    def _round_end(self, e: Said) -> str:
        last = e.data["reason"] == "last_standing"
        if list(e.data["winners"]) == [e.viewer]:
            if last:
                return self.tr("Round over: you are the last one standing.")
            return self.tr("Round over: you win the showdown.")
        names = self.tr(", ").join(self.name(s) for s in e.data["winners"])
        if last:
            return fill(self.tr("Round over: %1 is the last one standing."), names)
        return fill(self.tr("Round over: %1 wins the showdown."), names)

    @SAY.on("token")
    def _token(self, e: Said) -> str:
        tokens = int(e.data["tokens"])
        mine, theirs = (
            self.tr("You now have %Ln token(s).", "", tokens),
            self.tr("%1 now has %Ln token(s).", "", tokens),
        )
        return e.say(mine, theirs, e.who())

    @SAY.on("match_end")
    def _match_end(self, e: Said) -> str:
        if list(e.data["winners"]) == [e.viewer]:
            return self.tr("Game over: you win.")
        return fill(self.tr("Game over: %1 wins."), self.tr(", ").join(self.name(s) for s in e.data["winners"]))

    def unseen_counts(self, observation: dict[str, JSON]) -> list[tuple[str, int, int]]:
        not_seen = observation["not_seen"]  # a card seen and then lost track of stays seen
        return [(f"{card_name(v)} ({number(v)})", int(not_seen[v]), COPIES[v]) for v in sorted(NAMES, reverse=True)]

    def round_summary(self, events: Sequence[Event], viewer: int | None) -> str | None:
        end = next((e for e in events if e.kind == "round_end"), None)
        if end is None:
            return None
        d = end.data
        winners = self.tr(", ").join(self.rich_name(s) for s in d["winners"])
        if d["reason"] == "last_standing":
            why = fill(self.tr("%1 is the last player standing."), winners)
        else:
            why = fill(self.tr("%1 holds the highest card at the showdown."), winners)
        notes = {
            "played_high": self.tr("Tie broken by the highest card in the played rows."),
            "played_rows": self.tr("Tie broken by comparing the played rows from the highest card down."),
            "shared": self.tr("Complete tie: every tied player wins a token."),
        }
        lines = [f"<p>{why}</p>"]
        if not self._one_round():
            lines.insert(0, "<h2>" + fill(self.tr("Round %1 over"), number(int(d["round"]) + 1)) + "</h2>")
        if d["king_cat_beaten"] is not None:
            lines.append(
                "<p>"
                + fill(self.tr("The Royal Broombot beats %1's King Cat."), self.rich_name(int(d["king_cat_beaten"])))
                + "</p>"
            )
        if d["tie_break"] in notes:
            lines.append(f"<p>{notes[str(d['tie_break'])]}</p>")
        rows = []
        for seat, value in enumerate(d["hands"]):  # revealed at a showdown only; the table shows them too
            if value is not None:
                card = card_name(int(value)) + f" ({number(int(value))})"
                rows.append(f"<tr><td>{self.rich_name(seat)}</td><td>&nbsp;&nbsp;</td><td>{card}</td></tr>")
        if rows:
            hands = self.tr("Hands:")
            lines.append(f"<p>{hands}</p><table align='center'>{''.join(rows)}</table>")
        tokens = next((e for e in events if e.kind == "round_start"), None)
        if tokens is not None:
            standing = self.tr(", ").join(
                f"{self.rich_name(s)} {number(int(n))}" for s, n in enumerate(tokens.data["tokens"])
            )
            lines.append("<p>" + fill(self.tr("Tokens: %1"), standing) + "</p>")
        return "".join(lines)

    def next_round_text(self) -> str:
        return self.tr("Next round")

    def standings(self, outcome: Outcome) -> tuple[str, list[float]]:
        """Favour tokens per seat (animals.md, "End of game")."""
        return self.tr("Tokens"), list(outcome.scores)

    def outcome_lines(self, outcome: Outcome) -> str:
        goal = int(self.observation.get("tokens_to_win", 0)) if self.observation else 0
        return self.tr("The first player to hold %Ln token(s) wins the game.", "", goal)


def _card(e: Said, key: str = "card") -> str:
    """The translated name of the card in the event's ``data[key]``."""
    return card_name(int(e.data[key]))
