"""The words of Plague (rules: ``plague.md``): prompts, refusals, a log sentence per event kind, the round summary,
the card counter's rows and the end-of-match lines. Holds no rules: every sentence comes from an event, a decision or
the viewer's observation (the engine's format: :mod:`cardtable.engine.plague.state`); the colour wheel and the
points are the engine's constants."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from cardtable.engine.base import JSON, Action, Decision, Event, Outcome, Refusal
from cardtable.engine.plague.cards import BEATER, COLOURS, FORTRESS, KIND, NUM_CARDS, PRIEST, colour, points
from cardtable.engine.plague.state import POINTS_ROUND_LIMIT, POINTS_TO_WIN, ROUNDS_TO_WIN
from cardtable.ui.games.plague.faces import CTX, PLAGUE_NAME, SUIT_NAMES, card_name, colour_word, points_text
from cardtable.ui.i18n import join, number, translate
from cardtable.ui.table.base import GameTable
from cardtable.ui.table.words import Said, SentenceTable, fill

SAY: SentenceTable[PlagueWords] = SentenceTable()
"""The log sentence of each event kind (:attr:`PlagueWords.SENTENCES`, read by ``describe``)."""


class PlagueWords(GameTable):
    """What the Plague table says; :class:`~cardtable.ui.games.plague.layout.PlagueTable` draws."""

    observation: dict[str, JSON]
    SENTENCES = SAY
    ROUND_START: ClassVar[str] = "round_start"
    NOT_ANNOUNCED: ClassVar[frozenset[str]] = frozenset({"dealt"})

    def cards_text(self, cards: Sequence[int]) -> str:
        """Card names joined in the current language's list style."""
        return self.tr(", ").join(card_name(int(c)) for c in cards)

    def names_text(self, seats: Sequence[int]) -> str:
        return self.tr(", ").join(self.name(int(s)) for s in seats)

    # --- prompts -------------------------------------------------------------------------------------------------
    def prompt(self, decision: Decision, steps: Sequence[Action]) -> str:
        ctx = decision.context
        if decision.kind == "cover":
            return self.tr(
                "You won the trick with the Priest: click one of your piles with a Plague on top to cover it, or "
                "keep the trick as a pile of its own."
            )
        if not ctx["trick"]:
            return self.tr("Your lead: play a card (not the Priest; a Plague only if you hold nothing else).")
        lead = ctx["lead_colour"]
        if self.observation.get("plague_led") and lead is None:
            return self.tr("A Plague was led: play a Plague if you can.")
        if self.observation.get("plague_led"):
            texts = {
                "red": self.tr("A Plague was led: play a Plague if you can, else follow red."),
                "green": self.tr("A Plague was led: play a Plague if you can, else follow green."),
                "blue": self.tr("A Plague was led: play a Plague if you can, else follow blue."),
            }
            return texts[str(lead)]
        if lead is None:
            return self.tr("The Fortress was led: play any card.")
        if not any(r.key == "follow" for r in decision.refusals):  # the engine refuses nothing for the colour
            texts = {
                "red": self.tr("You hold no red, so you need not follow it: play any card you may."),
                "green": self.tr("You hold no green, so you need not follow it: play any card you may."),
                "blue": self.tr("You hold no blue, so you need not follow it: play any card you may."),
            }
            return texts[str(lead)]
        texts = {
            "red": self.tr("Follow red if you can."),
            "green": self.tr("Follow green if you can."),
            "blue": self.tr("Follow blue if you can."),
        }
        return texts[str(lead)]

    def reason(self, refusal: Refusal, decision: Decision) -> str:
        """Why a hand card may not be played, or a pile not covered (the engine's keys: ``PlagueState.refusal``,
        the cover decision's refusals)."""
        key = refusal.key
        if key == "lead_priest":
            return self.tr("The Priest may not lead a trick.")
        if key == "lead_plague":
            return self.tr("A Plague may lead only when you hold nothing but Plagues.")
        if key == "priest_no_plague":
            return self.tr("The Priest may be played only once a Plague has been played this round.")
        if key == "follow_plague":
            return self.tr("A Plague was led: you must play a Plague.")
        if key == "follow":
            texts = {
                "red": self.tr("You must follow red: play a Red Trumpet."),
                "green": self.tr("You must follow green: play a Green Flower."),
                "blue": self.tr("You must follow blue: play a Blue Shell."),
            }
            return texts[str(refusal.data["colour"])]
        if key == "cover_no_plague":
            return self.tr("The Priest may cover only a pile with a Plague on top.")
        return key

    def hint_reason(self, key: str, data: dict[str, JSON]) -> str:
        """The hint's reasons (``cardtable.ai.heuristics.plague.explain``: its keys and data)."""
        if key == "covers":
            return fill(self.tr("covers your pile with %1 on top"), card_name(int(data["card"])))
        if key == "fortress_sure":
            if data["parity"] == "even":
                return self.tr("the Fortress's parity is certain: every other card is even")
            return self.tr("the Fortress's parity is certain: every other card is odd")
        if key == "wins_cheapest":
            return self.tr("wins the trick with the cheapest winning card")
        if key == "takes_cheapest":
            return self.tr("takes the trick for now with the cheapest card that does")
        if key == "priest_covers":
            return fill(
                self.tr("the Priest beats all but the Fortress: it may then cover your pile with %1 on top"),
                card_name(int(data["card"])),
            )
        if key == "priest_over_plague":
            return fill(
                self.tr("the Priest beats all but the Fortress and goes on top instead of %1"),
                card_name(int(data["card"])),
            )
        if key == "dumps_on_leader":
            return fill(self.tr("dumps a Plague on the trick of the leader, %1"), self.name(int(data["seat"])))
        if key == "dumps":
            return fill(self.tr("dumps a Plague on the trick %1 is winning"), self.name(int(data["seat"])))
        if key == "follows_low":
            return self.tr("follows low: cannot win this trick")
        if key == "sheds_high":
            return self.tr("sheds a high card: cannot win this trick, and low cards score more on top")
        if key == "keeps_priest":
            return self.tr("keeps the Priest to cover a Plague pile later")
        if key == "leads_safe":
            texts = {
                "red": self.tr("leads red: nobody is known to hold no red"),
                "green": self.tr("leads green: nobody is known to hold no green"),
                "blue": self.tr("leads blue: nobody is known to hold no blue"),
            }
            return texts[str(data["colour"])]
        return ""

    # --- log -----------------------------------------------------------------------------------------------------
    @SAY.on("round_start")
    def _round_start(self, e: Said) -> str:
        d = e.data
        text = e.say(
            self.tr("Round %1: %2 deals, you lead the first trick."),
            self.tr("Round %1: %2 deals, %3 leads the first trick."),
            number(int(d["round"]) + 1),
            e.who("dealer"),
            e.who("leader"),
            key="leader",
        )
        out = fill(
            self.tr("%1 cards each; %2 cards are out of the round, unseen."),
            number(int(d["hand_size"])),
            number(int(d["undealt"])),
        )
        return f"{text} {out}"

    @SAY.on("dealt")
    def _dealt(self, e: Said) -> str:
        return e.say(
            self.tr("You are dealt %2."), self.tr("%1 is dealt %2."), e.who(), self.cards_text(e.data["cards"])
        )

    @SAY.on("played")
    def _played(self, e: Said) -> str:
        return e.say(self.tr("You play %2."), self.tr("%1 plays %2."), e.who(), card_name(int(e.data["card"])))

    @SAY.on("trick_won")
    def _trick_won(self, e: Said) -> str:
        d = e.data
        card, top, rule = int(d["card"]), int(d["top"]), str(d["rule"])
        name = card_name(card)
        if rule == "fortress":
            if d.get("parity") == "even":
                why = e.say(
                    self.tr("You win the trick with the Fortress: every other card is even."),
                    self.tr("%1 wins the trick with the Fortress: every other card is even."),
                    e.who(),
                )
            else:
                why = e.say(
                    self.tr("You win the trick with the Fortress: every other card is odd."),
                    self.tr("%1 wins the trick with the Fortress: every other card is odd."),
                    e.who(),
                )
        elif rule == "priest":
            why = e.say(
                self.tr("You win the trick with the Priest."), self.tr("%1 wins the trick with the Priest."), e.who()
            )
        elif rule == "beater":
            beaten = next(k for k, v in BEATER.items() if v == colour(card))
            why = e.say(
                self.tr("You win the trick with %2: %3 beats %4."),
                self.tr("%1 wins the trick with %2: %3 beats %4."),
                e.who(),
                name,
                colour_word(colour(card)),
                colour_word(beaten),
            )
        elif rule == "lead":
            why = e.say(
                self.tr("You win the trick with %2, the highest %3."),
                self.tr("%1 wins the trick with %2, the highest %3."),
                e.who(),
                name,
                colour_word(colour(card)),
            )
        else:
            why = e.say(
                self.tr("You win the trick of Plagues with %2, the strongest."),
                self.tr("%1 wins the trick of Plagues with %2, the strongest."),
                e.who(),
                name,
            )
        players = len(self.names)
        worth = points_text(points(top, players))
        if top == card:
            shown = fill(self.tr("It goes on top (%1)."), worth)
        else:
            shown = fill(self.tr("%1 goes on top instead (%2)."), card_name(top), worth)
        return f"{why} {shown}"

    @SAY.on("priest_move")
    def _priest_move(self, e: Said) -> str:
        d = e.data
        if d["onto"] is None:
            return e.say(
                self.tr("You keep the Priest's trick as a pile of its own."),
                self.tr("%1 keeps the Priest's trick as a pile of its own."),
                e.who(),
            )
        return e.say(
            self.tr("You move the Priest's trick onto your pile with %2 on top: the Priest covers it (%3 cards)."),
            self.tr("%1 moves the Priest's trick onto their pile with %2 on top: the Priest covers it (%3 cards)."),
            e.who(),
            card_name(int(d["covered"])),
            number(int(d["count"])),
        )

    @SAY.on("round_end")
    def _round_end(self, e: Said) -> str:
        d = e.data
        winners = [int(s) for s in d["winners"]]
        best = points_text(int(d["points"][winners[0]]))
        if winners == [e.viewer]:
            return fill(self.tr("Round %1 over: you win it with %2."), number(int(d["round"]) + 1), best)
        if len(winners) == 1:
            return fill(
                self.tr("Round %1 over: %2 wins it with %3."), number(int(d["round"]) + 1), self.name(winners[0]), best
            )
        return fill(
            self.tr("Round %1 over: %2 share it with %3 each."),
            number(int(d["round"]) + 1),
            self.names_text(winners),
            best,
        )

    @SAY.on("match_end")
    def _match_end(self, e: Said) -> str:
        return self.match_text(
            int(e.data["winners"][0]), str(e.data["reason"]), list(e.data["totals"]), list(e.data["rounds_won"])
        )

    def match_text(self, winner: int, reason: str, totals: Sequence[int], rounds: Sequence[int]) -> str:
        """Who won the match and by what (``reason``: the victory condition)."""
        if reason == "rounds":
            if winner == self.viewer:
                return fill(self.tr("You win the match: %1 rounds won."), number(int(rounds[winner])))
            return fill(self.tr("%1 wins the match: %2 rounds won."), self.name(winner), number(int(rounds[winner])))
        if winner == self.viewer:
            return fill(self.tr("You win the match with %1."), points_text(int(totals[winner])))
        return fill(self.tr("%1 wins the match with %2."), self.name(winner), points_text(int(totals[winner])))

    def victory_text(self) -> str:
        """The victory condition chosen before the match (``plague.md``, Scoring and winning)."""
        if self.observation.get("victory") == "points":
            return fill(self.tr("Victory: the first to %1 points"), number(POINTS_TO_WIN))
        return fill(self.tr("Victory: the first to win %1 rounds"), number(ROUNDS_TO_WIN))

    # --- summaries -------------------------------------------------------------------------------------------------
    def unseen_counts(self, observation: dict[str, JSON]) -> list[tuple[str, int, int]]:
        """Per kind, the cards neither in your hand nor played this round (the undealt cards among them)."""
        seen = [int(c) for c in observation["hand"]]
        seen += [int(c) for t in observation["tricks"] for _s, c in t["cards"]]
        seen += [int(c) for _s, c in observation["trick"]]
        kinds = [(translate(CTX, SUIT_NAMES[i]), name) for i, name in enumerate(COLOURS)]
        kinds += [(translate(CTX, PLAGUE_NAME), "plague")]
        rows = []
        for label, kind in kinds:
            total = sum(1 for c in range(NUM_CARDS) if KIND[c] == kind)
            rows.append((label, total - sum(1 for c in seen if KIND[c] == kind), total))
        for card in (PRIEST, FORTRESS):
            rows.append((card_name(card), 0 if card in seen else 1, 1))
        return rows

    def round_summary(self, events: Sequence[Event], viewer: int | None) -> str | None:
        """Each seat's top cards and points this round, the round's winner(s), the running totals (and rounds won)
        and, at the end of the match, its winner."""
        end = next((e for e in events if e.kind == "round_end"), None)
        if end is None:
            return None
        d = end.data
        by_rounds = self.observation.get("victory", "rounds") == "rounds"
        lines = []
        for seat, tops in enumerate(d["tops"]):
            cards = self.cards_text(tops) if tops else self.tr("no trick")
            line = fill(
                self.tr("%1: %2 = %3 (total %4)"),
                self.name(seat),
                cards,
                points_text(int(d["points"][seat])),
                number(int(d["totals"][seat])),
            )
            if by_rounds:
                line = join([line, fill(self.tr("rounds won: %1"), number(int(d["rounds_won"][seat])))])
            lines.append(line)
        lines.append(self.sentences([end], viewer)[0])
        final = next((e for e in events if e.kind == "match_end"), None)
        if final is not None:
            lines.append(self.sentences([final], viewer)[0])
        else:
            lines.append(self.victory_text())
        title = fill(self.tr("Round %1 over"), number(int(d["round"]) + 1))
        return self.summary_html(lines, title)

    def next_round_text(self) -> str:
        return self.tr("Next round")

    def standings(self, outcome: Outcome) -> tuple[str, list[float]]:
        """The running totals (``plague.md``, Scoring and winning)."""
        return self.tr("Points"), list(outcome.scores)

    def outcome_lines(self, outcome: Outcome) -> str:
        if outcome.reason == "rounds":
            return fill(self.tr("The first to win %1 rounds wins the match."), number(ROUNDS_TO_WIN))
        return fill(
            self.tr(
                "The first to reach %1 points wins the match (if several do in the same round, the highest total; "
                "after %2 rounds, the highest total)."
            ),
            number(POINTS_TO_WIN),
            number(POINTS_ROUND_LIMIT),
        )
