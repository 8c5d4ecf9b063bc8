"""The words of Wednesday (rules: ``wednesday.md``): prompts, a log sentence per event kind, the refusals, the
round summary, the card counter rows and the end-of-match lines. Holds no rules: every sentence comes from an event,
a decision (its ``context`` and ``refusals``) or the viewer's observation (the engine's format:
:mod:`cardtable.engine.wednesday.state`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from cardtable.engine.base import JSON, Action, Decision, Event, Outcome, Refusal
from cardtable.engine.wednesday.cards import CHARACTER, COPIES, NO_CHARACTER, NORMIE, ROUNDS, VALUES
from cardtable.ui.games.wednesday.faces import card_name, character_name, character_rule
from cardtable.ui.i18n import number
from cardtable.ui.table.base import GameTable
from cardtable.ui.table.scores import leaders
from cardtable.ui.table.words import Said, SentenceTable, fill

SAY: SentenceTable[WednesdayWords] = SentenceTable()
"""The log sentence of each event kind (:attr:`WednesdayWords.SENTENCES`, read by ``describe``)."""


class WednesdayWords(GameTable):
    """What the Wednesday table says; :class:`~cardtable.ui.games.wednesday.layout.WednesdayTable` draws."""

    observation: dict[str, JSON]

    SENTENCES = SAY
    ROUND_START: ClassVar[str] = "round_start"

    def cards_text(self, cards: Sequence[int]) -> str:
        """Cursed cards in words, joined in the current language's list style ("Normie (1), 4, 9")."""
        return self.tr(", ").join(card_name(int(c)) for c in cards)

    def values_text(self, cards: Sequence[int]) -> str:
        """Cursed cards by their values only ("1, 4, 9"): a hand as it is scored."""
        return self.tr(", ").join(number(int(c)) for c in cards)

    # --- prompts -------------------------------------------------------------------------------------------------
    def prompt(self, decision: Decision, steps: Sequence[Action]) -> str:
        ctx = decision.context
        kind = decision.kind
        kinds = {a.kind for a in decision.actions}
        if kind == "take":
            return self.tr("Take: choose a card of the play pile to take into your hand.")
        if kind == "wednesday":
            return self.tr("Three 6s: put Wednesday Addams on the top or at the bottom of the character deck.")
        if kind == "again":
            text = self.tr("Again: play one more card on the 2, or stop.")
        elif ctx.get("normie"):
            text = self.tr("You open the round: play a Normie.")
        elif ctx.get("opening"):
            text = self.tr("You open the round: nobody holds a Normie, so play any card.")
        elif ctx.get("top") is None:
            text = self.tr("Your turn: open a new pile, or pass.")
        else:
            text = fill(self.tr("Your turn: play on the %1, or pass."), number(int(ctx["top"])))
        if "play" not in kinds and kind != "again" and not ctx.get("opening"):
            text = self.tr("Your turn: none of your cards can be played now, so pass.")
        if "pair" in kinds:
            text += " " + self.tr("A pair: click one card, then the other (or the same card again to play it alone).")
        if "sixes" in kinds:
            text += " " + self.tr("You may also put down your three 6s.")
        return text

    def pile_caption(self, count: int, top: int | None, character: str | None) -> str:
        """The play pile's caption: its ``count`` of cards and what may go on its ``top`` value under the rule in
        force, read from the engine's data of the ``character`` (``None``: none yet, strictly higher;
        :class:`cardtable.engine.wednesday.cards.Character`: order, equal, max step, parity, a Normie anywhere)."""
        if top is None:
            return self.tr("Play pile: empty")
        rule = NO_CHARACTER if character is None else CHARACTER[character]
        shown = number(top)
        if rule.order > 0:
            parts = [fill(self.tr("%1 or higher") if rule.equal else self.tr("higher than %1"), shown)]
        else:
            parts = [fill(self.tr("%1 or lower") if rule.equal else self.tr("lower than %1"), shown)]
        if rule.max_step is not None:
            parts.append(fill(self.tr("%1 at most"), number(top + rule.order * rule.max_step)))
        if rule.parity is not None:
            parts.append(self.tr("odd only") if rule.parity == "odd" else self.tr("even only"))
        if rule.normie_anywhere:
            parts.append(fill(self.tr("a Normie (%1) on anything"), number(NORMIE)))
        return fill(self.tr("Play pile: %1 · %2"), number(count), self.tr(", ").join(parts))

    def hint_reason(self, key: str, data: dict[str, JSON]) -> str:
        """The hint's reasons (``cardtable.ai.heuristics.wednesday.explain``: its keys and data)."""
        card = number(int(data["card"])) if "card" in data else ""
        name = card_name(int(data["card"])) if "card" in data else ""
        who = character_name(str(data["character"])) if "character" in data else ""
        if key == "goes_out":
            return self.tr("empties your hand: the round ends")
        if key == "take_back":
            return fill(self.tr("swaps the 7 for %1 from the pile: a lower card, but no card fewer"), name)
        if key == "swap":
            return fill(self.tr("swaps the 7 for %1 from the pile: there is no lower card to take"), name)
        if key == "again":
            return self.tr("plays the 2 to play again")
        if key == "wins_pile":
            return fill(self.tr("nobody can beat the %1: the pile clears and you open"), card)
        if key == "pair":
            return fill(self.tr("sheds two %1s in one play"), card)
        if key == "low_for":
            return fill(self.tr("keeps low cards for %1, who comes next"), who)
        if key == "before_parity":
            if data["parity"] == "odd":
                return fill(self.tr("sheds an even card before %1 (odd cards only)"), who)
            return fill(self.tr("sheds an odd card before %1 (even cards only)"), who)
        if key == "normie_anywhere":
            return fill(self.tr("sheds a Normie: under %1 it goes on any card"), who)
        if key == "opens_low":
            return self.tr("opens with your lowest card: low cards are hard to shed on a pile")
        if key == "opens_low_under":
            return self.tr("opens with your lowest card: only lower cards may follow it")
        if key == "highest":
            return self.tr("sheds your highest card")
        if key == "highest_legal":
            return self.tr("sheds the highest card you can play")
        if key == "keeps_low":
            return self.tr("keeps your low cards to open piles with")
        if key == "seven_later":
            text = self.tr("sheds the %1: the 7 would shed no card, only swap itself for %2")
            return fill(text, card, card_name(int(data["back"])))
        if key == "keeps_seven":
            return fill(self.tr("keeps the 7: it would only swap itself for %1, no lower card"), name)
        if key == "only_play":
            return self.tr("the only card you can play")
        if key == "sheds":
            return fill(self.tr("sheds a %1"), card)
        if key == "opens_with":
            return fill(self.tr("opens the pile with the %1"), card)
        if key == "sixes_hurry":
            return self.tr("the three 6s now: a player has only %Ln card(s) left", "", int(data["cards"]))
        if key == "sixes_before":
            return fill(self.tr("the three 6s now: %1 comes next and switches card effects off"), who)
        if key == "sixes_wednesday":
            text = self.tr("the three 6s now: they send %1 to the bottom, your hand being high")
            return fill(text, character_name("wednesday"))
        if key == "sixes":
            return self.tr("sheds three 6s without using your turn")
        if key == "keeps_two":
            return self.tr("keeps the 2 to chain: no card of yours could follow it now")
        if key == "keeps_sixes":
            return self.tr("keeps the three 6s together")
        if key == "keeps_cards":
            return self.tr("keeps your cards for a later pile")
        if key == "pass_draws":
            return fill(self.tr("passes and draws a card (%1)"), who)
        if key == "cannot_open":
            return self.tr("no card of yours may open the pile now")
        if key == "reopen":
            return self.tr("if everybody passes, the next character comes and you open again")
        if key == "no_play":
            return fill(self.tr("no card of yours can go on the %1"), number(int(data["top"])))
        if key == "take_two":
            return self.tr("takes the 2: it lets you play again later")
        if key == "take_lowest":
            return fill(self.tr("takes the lowest card, %1"), name)
        if key == "take_card":
            return fill(self.tr("takes %1"), name)
        if key == "wednesday_top":
            return fill(self.tr("puts %1 next: half your cards or more are low"), character_name("wednesday"))
        if key == "wednesday_bottom":
            return fill(self.tr("sends %1 to the bottom: your hand is high"), character_name("wednesday"))
        if key == "wednesday_next":
            return fill(self.tr("puts %1 next"), character_name("wednesday"))
        if key == "wednesday_later":
            return fill(self.tr("sends %1 to the bottom"), character_name("wednesday"))
        return ""

    def reason(self, refusal: Refusal, decision: Decision) -> str:
        """Why a card cannot be played now, or why the three 6s do nothing (the engine's keys:
        :mod:`cardtable.engine.wednesday.state`, ``refused``)."""
        d = refusal.data
        key = refusal.key
        if key == "normie_first":
            return self.tr("You open the round: the first card must be a Normie (1).")
        if key == "parity":
            if d["parity"] == "odd":
                return fill(self.tr("%1: only odd cards may be played."), character_name(str(d["character"])))
            return fill(self.tr("%1: only even cards may be played."), character_name(str(d["character"])))
        if key == "opening":
            text = self.tr("%1: the first card of a pile must be lower than %2, the last card before she came.")
            return fill(text, character_name(str(d["character"])), number(int(d["ref"])))
        if key == "higher":
            if decision.context.get("character") == "xavier":
                text = self.tr("Must be equal to or higher than %1 (%2).")
                return fill(text, number(int(d["top"])), character_name("xavier"))
            return fill(self.tr("Must be higher than %1."), number(int(d["top"])))
        if key == "lower":
            return fill(
                self.tr("%1: must be lower than %2."), character_name(str(d["character"])), number(int(d["top"]))
            )
        if key == "step":
            text = self.tr("%1: at most 3 higher than %2, so %3 at most.")
            return fill(text, character_name(str(d["character"])), number(int(d["top"])), number(int(d["most"])))
        if key == "just_played":
            return fill(self.tr("Take a card from under it: the %1 you just played stays."), number(int(d["card"])))
        if key == "effects_off":
            return fill(self.tr("%1: card effects do nothing, three 6s included."), character_name(str(d["character"])))
        return key

    # --- log -----------------------------------------------------------------------------------------------------
    @SAY.on("round_start")
    def _round_start(self, e: Said) -> str:
        d = e.data
        head = fill(
            self.tr("Round %1 of %2 begins: %Ln cards each.", "", int(d["hand_size"])),
            number(int(d["round"]) + 1),
            number(ROUNDS),
        )
        if d["normie"]:
            tail = e.say(
                self.tr("You open with a Normie."), self.tr("%1 opens with a Normie."), e.who("opener"), key="opener"
            )
        else:
            tail = e.say(
                self.tr("Nobody holds a Normie: you open with any card."),
                self.tr("Nobody holds a Normie: %1 opens with any card."),
                e.who("opener"),
                key="opener",
            )
        return f"{head} {tail}"

    @SAY.on("dealt")
    def _dealt(self, e: Said) -> str:
        return e.say(
            self.tr("You were dealt %2."), self.tr("%1 was dealt %2."), e.who(), self.cards_text(e.data["cards"])
        )

    @SAY.on("next_character")
    def _next_character(self, e: Said) -> str:
        return fill(self.tr("Next character: %1."), character_name(str(e.data["character"])))

    @SAY.on("played")
    def _played(self, e: Said) -> str:
        cards = [int(c) for c in e.data["cards"]]
        if len(cards) == 2:
            mine, theirs = self.tr("You played a pair of %2s."), self.tr("%1 played a pair of %2s.")
            return e.say(mine, theirs, e.who(), number(cards[0]))
        return e.say(self.tr("You played %2."), self.tr("%1 played %2."), e.who(), card_name(cards[0]))

    @SAY.on("passed")
    def _passed(self, e: Said) -> str:
        return e.say(self.tr("You passed."), self.tr("%1 passed."), e.who())

    @SAY.on("drew")
    def _drew(self, e: Said) -> str | None:
        card = e.data["card"]
        if card is None:
            if e.me() or self.open_log:
                return None  # the private line says which card
            return fill(self.tr("Marilyn Thornhill: %1 draws a card from the blocked deck."), e.who())
        mine, theirs = (
            self.tr("Marilyn Thornhill: you draw %2 from the blocked deck."),
            self.tr("Marilyn Thornhill: %1 draws %2 from the blocked deck."),
        )
        return e.say(mine, theirs, e.who(), card_name(int(card)))

    @SAY.on("drew_card")
    def _drew_card(self, e: Said) -> str:
        mine, theirs = (
            self.tr("Marilyn Thornhill: you draw %2 from the blocked deck."),
            self.tr("Marilyn Thornhill: %1 draws %2 from the blocked deck."),
        )
        return e.say(mine, theirs, e.who(), card_name(int(e.data["card"])))

    @SAY.on("took")
    def _took(self, e: Said) -> str:
        mine, theirs = self.tr("You take %2 from the play pile."), self.tr("%1 takes %2 from the play pile.")
        return e.say(mine, theirs, e.who(), card_name(int(e.data["card"])))

    @SAY.on("sixes")
    def _sixes(self, e: Said) -> str:
        mine, theirs = (
            self.tr("You put three 6s on the blocked deck."),
            self.tr("%1 puts three 6s on the blocked deck."),
        )
        return e.say(mine, theirs, e.who())

    @SAY.on("wednesday_moved")
    def _wednesday_moved(self, e: Said) -> str:
        if e.data["to"] == "top":
            mine = self.tr("You put Wednesday Addams on top of the character deck: she comes next.")
            theirs = self.tr("%1 puts Wednesday Addams on top of the character deck: she comes next.")
        else:
            mine = self.tr("You put Wednesday Addams at the bottom of the character deck.")
            theirs = self.tr("%1 puts Wednesday Addams at the bottom of the character deck.")
        text = e.say(mine, theirs, e.who())
        if e.data["from"] == "active":
            text += " " + self.tr("No character is in force until the pile clears.")
        return text

    @SAY.on("cleared")
    def _cleared(self, e: Said) -> str:
        count = int(e.data["cards"])
        if count == 0:
            return e.say(
                self.tr("Everybody passed on an empty pile; you open again."),
                self.tr("Everybody passed on an empty pile; %1 opens again."),
                e.who(),
            )
        mine, theirs = (
            self.tr("Everybody else passed: the pile (%Ln card(s)) goes to the blocked deck and you open.", "", count),
            self.tr("Everybody else passed: the pile (%Ln card(s)) goes to the blocked deck and %1 opens.", "", count),
        )
        return e.say(mine, theirs, e.who())

    @SAY.on("revealed")
    def _revealed(self, e: Said) -> str:
        who = str(e.data["character"])
        return fill(self.tr("New character: %1. %2"), character_name(who), character_rule(who))

    @SAY.on("reshuffled")
    def _reshuffled(self, e: Said) -> str:
        count = int(e.data["count"])
        return self.tr("The character deck ran out: the %Ln set-aside character(s) are shuffled into it.", "", count)

    @SAY.on("round_end")
    def _round_end(self, e: Said) -> str:
        mine, theirs = (
            self.tr("Round %2 over: you have no cards left."),
            self.tr("Round %2 over: %1 has no cards left."),
        )
        return e.say(mine, theirs, e.who(), number(int(e.data["round"]) + 1))

    @SAY.on("match_end")
    def _match_end(self, e: Said) -> str:
        return self.winners_text([int(s) for s in e.data["winners"]], [int(t) for t in e.data["totals"]])

    def winners_text(self, winners: Sequence[int], totals: Sequence[int]) -> str:
        points = number(totals[winners[0]])
        if len(winners) > 1:
            names = self.tr(", ").join(self.name(s) for s in winners)
            return fill(self.tr("Game over: %1 share the victory with %2 points."), names, points)
        if winners[0] == self.viewer:
            return fill(self.tr("Game over: you win with %1 points."), points)
        return fill(self.tr("Game over: %1 wins with %2 points."), self.name(winners[0]), points)

    # --- summaries -------------------------------------------------------------------------------------------------
    def unseen_counts(self, observation: dict[str, JSON]) -> list[tuple[str, int, int]]:
        seen = list(observation["hand"]) + list(observation["pile"])
        seen += [v for v in observation["blocked"] if v is not None]
        for seat, known in enumerate(observation["known_hands"]):
            if seat != observation["player"]:
                seen += list(known)
        return [(card_name(v), COPIES[v] - seen.count(v), COPIES[v]) for v in VALUES]

    def round_summary(self, events: Sequence[Event], viewer: int | None) -> str | None:
        end = next((e for e in events if e.kind == "round_end"), None)
        if end is None:
            return None
        d = end.data
        winner = int(d["seat"])
        title = fill(self.tr("Round %1 of %2 over"), number(int(d["round"]) + 1), number(ROUNDS))
        if winner == viewer:
            lines = [self.tr("You have no cards left and score 0.")]
        else:
            lines = [fill(self.tr("%1 has no cards left and scores 0."), self.name(winner))]
        points, totals = [int(p) for p in d["points"]], [int(t) for t in d["totals"]]
        for seat in range(len(points)):
            if seat != winner:
                hand = self.values_text(d["hands"][seat])
                text = fill(self.tr("%1 points (%2), %3 in all"), number(points[seat]), hand, number(totals[seat]))
                lines.append(self.labelled(seat, text))
        over = next((e for e in events if e.kind == "match_end"), None)
        if over is not None:
            lines.append(self.winners_text([int(s) for s in over.data["winners"]], totals))
            if over.data["tie_break"]:
                lines.append(self.tie_text(str(over.data["tie_break"])))
        else:
            best = leaders(totals, lowest_wins=True)
            names = self.tr(", ").join(self.name(s) for s in best)
            lines.append(fill(self.tr("Leading (lowest total): %1 with %2."), names, number(totals[best[0]])))
        return self.summary_html(lines, title)

    def tie_text(self, tie_break: str) -> str:
        if tie_break == "cards":
            return self.tr("The tie on points is broken by fewer cards left in round 5.")
        return self.tr("Equal points and equal cards left in round 5: a shared victory.")

    def next_round_text(self) -> str:
        return self.tr("Next round")

    def standings(self, outcome: Outcome) -> tuple[str, list[float]]:
        """Total points per seat: the lowest wins (``wednesday.md``, End of round and scoring)."""
        return self.tr("Points"), list(outcome.scores)

    def outcome_lines(self, outcome: Outcome) -> str:
        return self.tr("The lowest total after five rounds wins.")
