"""The words of Power-Hungry Animals (rules: ``animals.md``): prompts, log sentences, the round summary, the card
counter rows and the end-of-game lines. Holds no rules: every sentence comes from an event, a decision or the
viewer's observation."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from cardtable.engine.animals.cards import COPIES
from cardtable.engine.base import JSON, Action, Decision, Event, Outcome, Refusal
from cardtable.ui.games.animals.faces import NAMES, card_name
from cardtable.ui.i18n import number
from cardtable.ui.table.base import GameTable


class AnimalsWords(GameTable):
    """What the Power-Hungry Animals table says; :class:`~cardtable.ui.games.animals.layout.AnimalsTable` draws."""

    observation: dict[str, JSON]

    def prompt(self, decision: Decision, steps: Sequence[Action]) -> str:
        ctx = decision.context
        kind = decision.kind
        who = self.name(decision.player)
        if kind == "play":
            return self.tr("%1, your turn: choose a card to play.").replace("%1", who)
        if kind == "target":
            return self.tr("Choose a player for %1.").replace("%1", card_name(int(ctx["card"])))
        if kind == "guess":
            return self.tr("Crystal Ball: which card does %1 hold?").replace("%1", self.name(int(ctx["target"])))
        if kind == "position":
            return self.tr("Mousetrap: you saw %1. Where in the deck do you put it back?").replace(
                "%1", card_name(int(ctx["seen"]))
            )
        if kind == "swap":
            return (
                self.tr("Grave Dog: the set-aside card is %1. Swap it with your %2?")
                .replace("%1", card_name(int(ctx["seen"])))
                .replace("%2", card_name(int(ctx["hand"])))
            )
        return ""

    def reason(self, refusal: Refusal, decision: Decision) -> str:
        """Why a seat cannot be chosen (:meth:`AnimalsState._refused_targets`'s keys)."""
        seat = int(refusal.data["seat"])
        card = card_name(int(decision.context["card"]))
        if refusal.key == "self":
            return self.tr("%1 cannot be played on yourself: choose another player.").replace("%1", card)
        if refusal.key == "eliminated":
            return self.tr("%1 is out of the round.").replace("%1", self.name(seat))
        if refusal.key == "protected":
            return self.tr("%1 is protected by the Shell Shield until their next turn.").replace("%1", self.name(seat))
        return refusal.key

    NOT_ANNOUNCED: ClassVar[frozenset[str]] = frozenset({"protection_ended", "draw", "drew"})

    # --- words ---------------------------------------------------------------------------------------------------
    def _seat(self, seat: Any, viewer: int | None) -> str:
        return self.whom(int(seat), viewer)

    def sentences(self, events: Sequence[Event], viewer: int | None) -> list[str]:
        """Like :meth:`describe`, but a play followed by its target (and, for a Crystal Ball, the guess) makes one
        sentence: "Sara played Crystal Ball on Ali, guessed Weasel — wrong." Only public events are combined, so
        private details stay with their audience."""
        out: list[str] = []
        i = 0
        while i < len(events):
            e = events[i]
            after = events[i + 1 : i + 3]
            aimed = (
                e.kind == "played"
                and after
                and after[0].kind == "targeted"
                and after[0].data["seat"] == e.data["seat"]
                and after[0].data["card"] == e.data["card"]
            )
            if not aimed:
                text = self.describe(e, viewer)
                if text:
                    out.append(text)
                i += 1
                continue
            d = after[0].data
            mine = d["seat"] == viewer
            on_self = d["target"] == d["seat"]  # a Sorcerer Snake may choose its player
            if mine:
                text = self.tr("You played %2 on yourself.") if on_self else self.tr("You played %2 on %3.")
            else:
                text = self.tr("%1 played %2 on themselves.") if on_self else self.tr("%1 played %2 on %3.")
            i += 2
            guess = after[1] if len(after) > 1 and after[1].kind == "guessed" else None
            if guess is not None:
                right = bool(guess.data["correct"])
                if mine:
                    text = (
                        self.tr("You played %2 on %3, guessed %4 — right!")
                        if right
                        else self.tr("You played %2 on %3, guessed %4 — wrong.")
                    )
                else:
                    text = (
                        self.tr("%1 played %2 on %3, guessed %4 — right!")
                        if right
                        else self.tr("%1 played %2 on %3, guessed %4 — wrong.")
                    )
                text = text.replace("%4", card_name(int(guess.data["guess"])))
                i += 1
            out.append(
                text.replace("%1", self.name(int(d["seat"])))
                .replace("%2", card_name(int(d["card"])))
                .replace("%3", self._seat(d["target"], viewer))
            )
        return out

    def describe(self, event: Event, viewer: int | None) -> str | None:
        """The log speaks to ``viewer``: their own actions in the second person ("You played …", with its own
        sentence so that Persian verbs agree), the other seats' by name ("Ali played …"); ``None`` (nobody at the
        screen): every seat by name."""
        d = event.data
        k = event.kind

        def who(key: str = "seat") -> str:
            return self.name(int(d[key]))

        def me(key: str = "seat") -> bool:
            return d[key] == viewer

        if k == "round_start":
            return (
                (self.tr("Round %1 begins; you start.") if me("starter") else self.tr("Round %1 begins; %2 starts."))
                .replace("%1", number(int(d["round"]) + 1))
                .replace("%2", who("starter"))
            )
        if k == "dealt":
            if d["source"] == "magician":
                text = self.tr("After the shuffle you got %1.") if me() else self.tr("After the shuffle %2 got %1.")
            else:
                text = self.tr("You were dealt %1.") if me() else self.tr("%2 was dealt %1.")
            return text.replace("%1", card_name(int(d["card"]))).replace("%2", who())
        if k == "removed_face_up":
            return self.tr("Removed face up: %1.").replace(
                "%1", self.tr(", ").join(card_name(int(c)) for c in d["cards"])
            )
        if k == "protection_ended":
            return self.tr("Your protection ended.") if me() else self.tr("%1: protection ended.").replace("%1", who())
        if k == "draw":
            if me() or self.open_log:
                return None  # the private "drew" line says it with the card
            if d["source"] == "set_aside":
                return self.tr("%1 took the set-aside card.").replace("%1", who())
            return self.tr("%1 drew a card.").replace("%1", who())
        if k == "drew":
            if d["source"] == "set_aside":
                text = (
                    self.tr("You took the set-aside card: %1.") if me() else self.tr("%2 took the set-aside card: %1.")
                )
            else:
                text = self.tr("You drew %1.") if me() else self.tr("%2 drew %1.")
            return text.replace("%1", card_name(int(d["card"]))).replace("%2", who())
        if k == "played":
            text = self.tr("You played %2.") if me() else self.tr("%1 played %2.")
            return text.replace("%1", who()).replace("%2", card_name(int(d["card"])))
        if k == "no_effect":
            reasons = {
                "no_target": self.tr("nobody can be chosen"),
                "nobody_swaps": self.tr("nobody else holds the King Cat"),
                "empty_deck": self.tr("the deck is empty"),
                "set_aside_gone": self.tr("the set-aside card is gone"),
            }
            return (
                self.tr("%1 has no effect: %2.")
                .replace("%1", card_name(int(d["card"])))
                .replace("%2", reasons.get(str(d["reason"]), str(d["reason"])))
            )
        if k == "targeted":
            return (
                (self.tr("You chose %2 for %3.") if me() else self.tr("%1 chose %2 for %3."))
                .replace("%1", who())
                .replace("%2", self._seat(d["target"], viewer))
                .replace("%3", card_name(int(d["card"])))
            )
        if k == "guessed":
            if me():
                text = (
                    self.tr("You guessed %2 for %3: right!")
                    if d["correct"]
                    else self.tr("You guessed %2 for %3: wrong.")
                )
            else:
                text = (
                    self.tr("%1 guessed %2 for %3: right!") if d["correct"] else self.tr("%1 guessed %2 for %3: wrong.")
                )
            return (
                text.replace("%1", who())
                .replace("%2", card_name(int(d["guess"])))
                .replace("%3", self._seat(d["target"], viewer))
            )
        if k == "compared":
            return (
                (self.tr("Silly Rabbit: you hold %2.") if me("target") else self.tr("Silly Rabbit: %1 holds %2."))
                .replace("%1", who("target"))
                .replace("%2", card_name(int(d["card"])))
            )
        if k == "rabbit":
            if d["loser"] is None:
                return (
                    self.tr("Silly Rabbit: %1 and %2 hold equal cards; nothing happens.")
                    .replace("%1", self._seat(d["seat"], viewer))
                    .replace("%2", self._seat(d["target"], viewer))
                )
            if me("loser"):
                return self.tr("Silly Rabbit: you have the lower card.")
            return self.tr("Silly Rabbit: %1 has the lower card.").replace("%1", who("loser"))
        if k == "discarded":
            # Sorcerer Snake: the card goes face up without its effect; the draw ("drew a card") or, for the King
            # Cat, the elimination has a line of its own after this one.
            text = (
                self.tr("You put %2 face up, without its effect.")
                if me()
                else self.tr("%1 put %2 face up, without its effect.")
            )
            return text.replace("%1", who()).replace("%2", card_name(int(d["card"])))
        if k == "swapped":
            text = self.tr("You and %2 swapped hands.") if me() else self.tr("%1 and %2 swapped hands.")
            return text.replace("%1", who()).replace("%2", self._seat(d["with"], viewer))
        if k == "received":
            return (
                (self.tr("You received %1 from %2.") if me() else self.tr("%3 received %1 from %2."))
                .replace("%1", card_name(int(d["card"])))
                .replace("%2", self._seat(d["from"], viewer))
                .replace("%3", who())
            )
        if k == "king_cat_found":
            if me():
                return self.tr("Everyone now knows that you hold the King Cat.")
            return self.tr("Everyone now knows that %1 holds the King Cat.").replace("%1", who())
        if k == "magician":
            return self.tr("Flustered Magician: hands go to the deck, it is shuffled and dealt again.")
        if k == "looked":
            where = self.tr("the set-aside card") if d["where"] == "set_aside" else self.tr("the top card of the deck")
            text = self.tr("You looked at %1: %2.") if me() else self.tr("%3 looked at %1: %2.")
            return text.replace("%1", where).replace("%2", card_name(int(d["card"]))).replace("%3", who())
        if k == "grave_dog":
            if d["swapped"]:
                text = (
                    self.tr("You swapped with the set-aside card and now hold %1.")
                    if me()
                    else self.tr("%2 swapped with the set-aside card and now holds %1.")
                )
                return text.replace("%1", card_name(int(d["hand"]))).replace("%2", who())
            return self.tr("You kept your card.") if me() else self.tr("%1 kept their card.").replace("%1", who())
        if k == "grave_dog_done":
            if me() or self.open_log:
                return None  # the private lines say it with the cards
            return self.tr("%1 looked at the set-aside card.").replace("%1", who())
        if k == "put_back":
            return (
                (
                    self.tr("You put %1 back as card %2 from the top.")
                    if me()
                    else self.tr("%3 put %1 back as card %2 from the top.")
                )
                .replace("%1", card_name(int(d["card"])))
                .replace("%2", number(int(d["position"]) + 1))
                .replace("%3", who())
            )
        if k == "mousetrap_done":
            if me() or self.open_log:
                return None
            return self.tr("%1 put the card back somewhere in the deck.").replace("%1", who())
        if k == "protected":
            if me():
                return self.tr("You are protected until your next turn.")
            return self.tr("%1 is protected until their next turn.").replace("%1", who())
        if k == "eliminated":
            reasons = {
                "king_cat": self.tr("the King Cat"),
                "crystal_ball": self.tr("a right Crystal Ball guess"),
                "rabbit": self.tr("a Silly Rabbit comparison"),
            }
            reason = reasons.get(str(d["reason"]), str(d["reason"]))
            if d["card"] is None:
                text = self.tr("You are out of the round (%2).") if me() else self.tr("%1 is out of the round (%2).")
                return text.replace("%1", who()).replace("%2", reason)
            return (
                (
                    self.tr("You are out of the round (%2), showing %3.")
                    if me()
                    else self.tr("%1 is out of the round (%2), showing %3.")
                )
                .replace("%1", who())
                .replace("%2", reason)
                .replace("%3", card_name(int(d["card"])))
            )
        if k == "round_end":
            names = self.tr(", ").join(self.name(s) for s in d["winners"])
            if list(d["winners"]) == [viewer]:
                if d["reason"] == "last_standing":
                    return self.tr("Round over: you are the last one standing.")
                return self.tr("Round over: you win the showdown.")
            if d["reason"] == "last_standing":
                return self.tr("Round over: %1 is the last one standing.").replace("%1", names)
            return self.tr("Round over: %1 wins the showdown.").replace("%1", names)
        if k == "token":
            if me():
                return self.tr("You now have %Ln token(s).", "", int(d["tokens"]))
            return self.tr("%1 now has %Ln token(s).", "", int(d["tokens"])).replace("%1", who())
        if k == "match_end":
            if list(d["winners"]) == [viewer]:
                return self.tr("Game over: you win.")
            return self.tr("Game over: %1 wins.").replace("%1", self.tr(", ").join(self.name(s) for s in d["winners"]))
        return None

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
            why = self.tr("%1 is the last player standing.").replace("%1", winners)
        else:
            why = self.tr("%1 holds the highest card at the showdown.").replace("%1", winners)
        notes = {
            "played_high": self.tr("Tie broken by the highest card in the played rows."),
            "played_rows": self.tr("Tie broken by comparing the played rows from the highest card down."),
            "shared": self.tr("Complete tie: every tied player wins a token."),
        }
        lines = [f"<p>{why}</p>"]
        if int(self.observation.get("tokens_to_win", 0)) != 1:  # one token to win: the match is one round
            lines.insert(0, "<h2>" + self.tr("Round %1 over").replace("%1", number(int(d["round"]) + 1)) + "</h2>")
        if d["king_cat_beaten"] is not None:
            lines.append(
                "<p>"
                + self.tr("The Royal Broombot beats %1's King Cat.").replace(
                    "%1", self.rich_name(int(d["king_cat_beaten"]))
                )
                + "</p>"
            )
        if d["tie_break"] in notes:
            lines.append(f"<p>{notes[str(d['tie_break'])]}</p>")
        rows = []
        for seat, value in enumerate(d["hands"]):
            if value is not None:
                card = card_name(int(value)) + f" ({number(int(value))})"
            elif seat in d["winners"]:
                card = self.tr("not shown")  # the last player standing keeps their card hidden
            else:
                card = self.tr("out of the round")
            rows.append(f"<tr><td>{self.rich_name(seat)}</td><td>&nbsp;&nbsp;</td><td>{card}</td></tr>")
        hands = self.tr("Hands:")
        lines.append(f"<p>{hands}</p><table align='center'>{''.join(rows)}</table>")
        tokens = next((e for e in events if e.kind == "round_start"), None)
        if tokens is not None:
            standing = self.tr(", ").join(
                f"{self.rich_name(s)} {number(int(n))}" for s, n in enumerate(tokens.data["tokens"])
            )
            lines.append("<p>" + self.tr("Tokens: %1").replace("%1", standing) + "</p>")
        return "".join(lines)

    def next_round_text(self) -> str:
        return self.tr("Next round")

    def standings(self, outcome: Outcome) -> tuple[str, list[float]]:
        """Favour tokens per seat (animals.md, "End of game")."""
        return self.tr("Tokens"), list(outcome.scores)

    def outcome_lines(self, outcome: Outcome) -> str:
        goal = int(self.observation.get("tokens_to_win", 0)) if self.observation else 0
        return self.tr("The first player to hold %Ln token(s) wins the game.", "", goal)
