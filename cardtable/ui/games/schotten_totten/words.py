"""The words of Schotten Totten (rules: ``schotten_totten.md``): prompts, log sentences, the game summary, the card
counter rows, the end-of-match lines and the formation reference card. Holds no rules: every sentence comes from
an event, a decision or the viewer's observation."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import methodcaller
from typing import Any

from PySide6.QtWidgets import QWidget

from cardtable.engine.base import JSON, Action, Decision, Event, Outcome, Refusal
from cardtable.engine.schotten_totten.cards import COLOURS as ENGINE_COLOURS
from cardtable.engine.schotten_totten.cards import NUM_CLAN, TACTICS
from cardtable.ui.games.schotten_totten.faces import (
    COLOUR_NAMES,
    COMBAT,
    CTX,
    FORMATION_GUIDE,
    TACTIC_NAMES,
    card_name,
    example_html,
    formation_name,
)
from cardtable.ui.i18n import join, number, translate
from cardtable.ui.table.base import GameTable, unseen_rows
from cardtable.ui.table.reference import ReferenceCard
from cardtable.ui.table.words import Said, SentenceTable, fill

CLAN_PER_COLOUR = NUM_CLAN // len(ENGINE_COLOURS)

SAY: SentenceTable[SchottenTottenWords] = SentenceTable()
"""The log sentence of each event kind (:meth:`SchottenTottenWords.describe`)."""


class ReferenceDialog(ReferenceCard):
    """The formation-ranking reference card: the five formations strongest first, each with an example, and the
    tie-breaks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("FormationReference", (640, 380), parent)

    def title(self) -> str:
        return translate("SchottenTable", "Formations, strongest first")

    def rows(self) -> list[list[str]]:
        return [
            [f"<b>{number(i + 1)}. {formation_name(key)}</b>", translate(CTX, what), example_html(example)]
            for i, (key, what, example) in enumerate(FORMATION_GUIDE)
        ]

    def notes(self) -> list[str]:
        return [
            translate(
                "SchottenTable",
                "Equal formations: the higher sum wins; still equal: whoever completed their side first.",
            ),
            translate("SchottenTable", "Mud Fight: the same formations with four cards (four of a kind)."),
            translate("SchottenTable", "Blind-Man's Bluff: only the sum counts."),
            translate(
                "SchottenTable",
                "Elite troops (Joker, Spy, Shield Bearer) take the colour and value that make their side strongest.",
            ),
        ]


class SchottenTottenWords(GameTable):
    """What the Schotten Totten table says;
    :class:`~cardtable.ui.games.schotten_totten.layout.SchottenTottenTable` draws."""

    observation: dict[str, JSON]
    _game_owners: dict[int, list[int | None]]
    SENTENCES = SAY
    """The log speaks to its viewer: their own actions in the second person ("You passed.", with its own sentence so
    that Persian verbs agree), the other seat's by name ("Ali passed."); with nobody at the screen, both by name."""

    @property
    def me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def _stones_text(self, stones: Sequence[Any]) -> str:
        return self.tr(", ").join(number(int(s) + 1) for s in stones)

    def prompt(self, decision: Decision, steps: Sequence[Action]) -> str:
        ctx = decision.context
        kind = decision.kind
        who = self.name(decision.player)
        if kind == "card":
            if any(a.kind == "pass" for a in decision.actions):
                if len(decision.actions) > 1:
                    text = self.tr("%1, you cannot play a clan card: play a tactic card or pass.")
                else:
                    text = self.tr("%1, you cannot play a clan card: pass.")
                why = self.refusal_reason(decision, "tactic_limit", "joker_limit")
                return fill(text, who) + (" " + why if why else "")
            return fill(self.tr("%1, your turn: choose a card to play."), who)
        if kind == "stone":
            card = str(ctx["card"])
            if card in COMBAT:
                return fill(self.tr("Choose the stone to put %1 on."), card_name(card))
            return fill(self.tr("Choose a stone on your side for %1."), card_name(card))
        if kind == "target":
            card = str(ctx["card"])
            if card == "Strategist":
                return self.tr("Strategist: choose one of your cards to move or discard.")
            if card == "Banshee":
                return self.tr("Banshee: choose one of your opponent's cards to discard.")
            return self.tr("Traitor: choose one of your opponent's clan cards to take.")
        if kind == "move":
            target = card_name(str(ctx["target"][1]))
            if ctx["card"] == "Strategist":
                return fill(self.tr("Strategist: choose another stone for %1, or discard it."), target)
            return fill(self.tr("Traitor: choose a stone on your side for %1."), target)
        if kind == "claim":
            if ctx["timing"] == "start":
                text = self.tr("Start of your turn: click a highlighted stone to claim it, or Done claiming.")
            else:
                text = self.tr("Click a highlighted stone to claim it, or Done claiming.")
            early = list(ctx.get("early") or [])
            if early:
                text += " " + self.early_text(early)
            return text
        if kind == "draw":
            return self.tr("Draw a card: click the clan deck or the tactic deck.")
        if kind == "recruit_draw":
            return self.tr("Recruiter: draw %Ln more card(s): click a deck.", "", int(ctx["left"]))
        if kind == "recruit_return":
            return self.tr("Recruiter: choose %Ln card(s) to put back under their decks.", "", int(ctx["left"]))
        return ""

    def hint_chance(self, percent: str, scope: str) -> str:
        """A round of a match of several games is a game ("Several games"): "this game", not "this round"."""
        if scope == "round":
            return fill(self.tr("%1% chance to win this game"), percent)
        return super().hint_chance(percent, scope)

    def hint_reason(self, key: str, data: dict[str, JSON]) -> str:
        """The hint's reasons (``cardtable.ai.heuristics.schotten_totten.explain``): a claim, the formation a side
        completes or can still become at a stone (where that is only a sum, it says so), a side a card starts, what a
        tactic card does (a combat mode's stone, a ruse's card and stone, the Recruiter's draw)."""
        if key == "claims":
            return fill(self.tr("claims stone %1"), number(int(data["stone"]) + 1))
        if key == "completes":
            return fill(
                self.tr("completes a %1 at stone %2"),
                formation_name(str(data["formation"])),
                number(int(data["stone"]) + 1),
            )
        if key == "aims" and data["formation"] == "sum":  # "can become a sum" says nothing: every side can
            return fill(self.tr("only a sum is still possible at stone %1"), number(int(data["stone"]) + 1))
        if key == "aims":
            return fill(
                self.tr("can become a %1 at stone %2"),
                formation_name(str(data["formation"])),
                number(int(data["stone"]) + 1),
            )
        if key == "starts":
            return fill(self.tr("starts your side of stone %1"), number(int(data["stone"]) + 1))
        if key == "mud":
            return fill(self.tr("stone %1 then needs four cards a side"), number(int(data["stone"]) + 1))
        if key == "bluff":
            return fill(self.tr("only the sums count at stone %1 then"), number(int(data["stone"]) + 1))
        ruses = {  # the card a Banshee, Traitor or Strategist acts on, and its stone
            "discards": self.tr("discards the %1 at stone %2"),
            "takes": self.tr("takes the %1 from stone %2"),
            "moves": self.tr("moves or discards your %1 at stone %2"),
        }
        if key in ruses:
            return fill(ruses[key], card_name(str(data["card"])), number(int(data["stone"]) + 1))
        if key == "recruits":
            return self.tr("draws three cards and puts two back")
        return ""

    def reason(self, refusal: Refusal, decision: Decision) -> str:
        """Why a hand card or a stone is not available (the engine's keys: ``SchottenTottenState._card_refusals``,
        ``_stone_refusals``, ``_claim_refusals``)."""
        key, d = refusal.key, refusal.data
        if key == "tactic_limit":
            return fill(
                self.tr("You may not play a tactic card yet: you have played one more than %1."),
                self.name(int(d["opponent"])),
            )
        if key == "joker_limit":
            return self.tr("You may not play your other Joker: each player plays only one Joker.")
        if key == "no_free_slot":
            return fill(
                self.tr("%1 needs a free place on your side of a stone: there is none."), card_name(str(d["card"]))
            )
        if key == "nothing_to_act_on":
            return fill(self.tr("%1 has nothing to act on now."), card_name(str(d["card"])))
        stone = number(int(d["stone"]) + 1)
        if key == "claimed" and int(d["owner"]) == decision.player:
            return fill(self.tr("You have claimed stone %1 already."), stone)
        if key == "claimed":
            return fill(self.tr("Stone %1 is claimed by %2."), stone, self.name(int(d["owner"])))
        if key == "mode_there":
            return fill(self.tr("Stone %1 already has %2."), stone, card_name(str(decision.context["card"])))
        if key == "side_full":
            return fill(self.tr("Your side of stone %1 is full."), stone)
        if key == "side_incomplete":
            text = self.tr(
                "You can claim stone %1 once your side of it is complete: it needs %Ln more card(s).",
                "",
                int(d["missing"]),
            )
            return fill(text, stone)
        opponent = self.name(1 - decision.player)
        if key == "beaten" and d["equal"]:
            return fill(
                self.tr(
                    "You cannot claim stone %1: %2's formation there is as strong as yours and was completed first."
                ),
                stone,
                opponent,
            )
        if key == "beaten":
            return fill(self.tr("You cannot claim stone %1: %2's formation there beats yours."), stone, opponent)
        if key == "unproven":
            return fill(
                self.tr(
                    "You cannot claim stone %1 yet: %2 could still beat your formation there with cards not yet played."
                ),
                stone,
                opponent,
            )
        return key

    def early_text(self, stones: Sequence[Any]) -> str:
        """The explanation of an early claim by proof for ``stones`` (0-based)."""
        if len(stones) == 1:
            text = self.tr("Stone %1 can be claimed early, by proof: no remaining card can beat your formation there.")
        else:
            text = self.tr(
                "Stones %1 can be claimed early, by proof: no remaining card can beat your formations there."
            )
        return fill(text, self._stones_text(stones))

    # --- words ---------------------------------------------------------------------------------------------------
    @staticmethod
    def _stone(e: Said, key: str = "stone") -> str:
        return number(int(e.data[key]) + 1)

    @SAY.on("game_started")
    def _game_started(self, e: Said) -> str:
        several = self._games() > 1 or int(e.data["game"]) > 0
        if e.me("first_player"):
            text = (
                self.tr("Game %1 begins; you play first.") if several else self.tr("The game begins; you play first.")
            )
        elif several:
            text = self.tr("Game %1 begins; %2 plays first.")
        else:
            text = self.tr("The game begins; %2 plays first.")
        return fill(text, number(int(e.data["game"]) + 1), e.who("first_player"))

    @SAY.on("hand")
    def _hand(self, e: Said) -> str:
        text = self.tr("Your hand: %1.") if e.me() else self.tr("%2's hand: %1.")
        return fill(text, self.tr(", ").join(card_name(c) for c in e.data["cards"]), e.who())

    @SAY.on("passed")
    def _passed(self, e: Said) -> str:
        return self.tr("You passed.") if e.me() else fill(self.tr("%1 passed."), e.who())

    @SAY.on("ruse")
    def _ruse(self, e: Said) -> str:
        text = self.tr("You played %2.") if e.me() else self.tr("%1 played %2.")
        return fill(text, e.who(), card_name(str(e.data["card"])))

    @SAY.on("played")
    def _played(self, e: Said) -> str:
        card = str(e.data["card"])
        if e.me():
            text = self.tr("You put %2 on stone %3.") if card in COMBAT else self.tr("You played %2 at stone %3.")
        else:
            text = self.tr("%1 put %2 on stone %3.") if card in COMBAT else self.tr("%1 played %2 at stone %3.")
        return fill(text, e.who(), card_name(card), self._stone(e))

    @SAY.on("discarded")
    def _discarded(self, e: Said) -> str:
        if e.me():
            if e.me("owner"):
                text = self.tr("You discarded %2 from your side of stone %4.")
            else:
                text = self.tr("You discarded %2 from %3's side of stone %4.")
        elif e.me("owner"):
            text = self.tr("%1 discarded %2 from your side of stone %4.")
        else:
            text = self.tr("%1 discarded %2 from %3's side of stone %4.")
        return fill(text, e.who(), card_name(str(e.data["card"])), e.who("owner"), self._stone(e))

    @SAY.on("moved")
    def _moved(self, e: Said) -> str:
        if e.data["owner"] == e.data["seat"]:
            if e.me():
                text = self.tr("You moved %2 from stone %3 to stone %4.")
            else:
                text = self.tr("%1 moved %2 from stone %3 to stone %4.")
        elif e.me():
            text = self.tr("You took %2 from stone %3 to your side of stone %4.")
        else:
            text = self.tr("%1 took %2 from stone %3 to their side of stone %4.")
        return fill(text, e.who(), card_name(str(e.data["card"])), self._stone(e, "from"), self._stone(e, "to"))

    @SAY.on("returned")
    def _returned(self, e: Said) -> str | None:
        if e.me() or self.open_log:
            return None  # the private line names the card
        return fill(self.tr("%1 put a card under the %2."), e.who(), self._deck(e.data["deck"]))

    @SAY.on("returned_card")
    def _returned_card(self, e: Said) -> str:
        text = self.tr("You put %1 under the %2.") if e.me() else self.tr("%3 put %1 under the %2.")
        return fill(text, card_name(str(e.data["card"])), self._deck(e.data["deck"]), e.who())

    @SAY.on("drew")
    def _drew(self, e: Said) -> str | None:
        if e.me() or self.open_log:
            return None
        return fill(self.tr("%1 drew from the %2."), e.who(), self._deck(e.data["deck"]))

    @SAY.on("drew_card")
    def _drew_card(self, e: Said) -> str:
        text = self.tr("You drew %1 from the %2.") if e.me() else self.tr("%3 drew %1 from the %2.")
        return fill(text, card_name(str(e.data["card"])), self._deck(e.data["deck"]), e.who())

    @SAY.on("claimed")
    def _claimed(self, e: Said) -> str:
        formation = formation_name(str(e.data["formation"]))
        if e.data["early"]:
            if e.me():
                text = self.tr("You claimed stone %2 early with a %3: no remaining card can beat it.")
            else:
                text = self.tr("%1 claimed stone %2 early with a %3: no remaining card can beat it.")
            return fill(text, e.who(), self._stone(e), formation)
        decided_by = e.data["decided_by"]
        if decided_by == "sum":
            text = (
                self.tr("You claimed stone %2: %3 against %4, the higher sum (%5 against %6).")
                if e.me()
                else self.tr("%1 claimed stone %2: %3 against %4, the higher sum (%5 against %6).")
            )
        elif decided_by == "completed_first":
            text = (
                self.tr("You claimed stone %2: %3 against %4, equal sums (%5); you completed your side first.")
                if e.me()
                else self.tr("%1 claimed stone %2: %3 against %4, equal sums (%5); %1 completed their side first.")
            )
        else:
            text = (
                self.tr("You claimed stone %2: %3 against %4.")
                if e.me()
                else self.tr("%1 claimed stone %2: %3 against %4.")
            )
        sums = [number(int(v)) for v in e.data["sums"]]
        return fill(text, e.who(), self._stone(e), formation, formation_name(str(e.data["opponent_formation"])), *sums)

    @SAY.on("awarded")
    def _awarded(self, e: Said) -> str:
        return fill(self.tr("Both passed: stone %1 goes to %2."), self._stone(e), e.whom("seat"))

    @SAY.on("game_over")
    def _game_over(self, e: Said) -> str:
        text = self._game_result(e.data, e.viewer)
        if self._games() > 1:
            text += " " + self._points_text(e.data["scores"])
        return text

    @SAY.on("match_over")
    def _match_over(self, e: Said) -> str | None:
        if self._games() == 1:
            return None  # the game_over line has said it: a one-game match has no match of its own
        if not e.data["winners"]:
            return self.tr("Match over: a draw.")
        if int(e.data["winners"][0]) == e.viewer:
            return self.tr("Match over: you win.")
        return fill(self.tr("Match over: %1 wins."), self.name(int(e.data["winners"][0])))

    def several_games(self) -> bool:
        return self._games() > 1

    def _games(self) -> int:
        options = self.observation.get("options") if self.observation else None
        return int(options["games"]) if options else 1

    def _deck(self, deck: Any) -> str:
        return self.tr("clan deck") if deck == "clan" else self.tr("tactic deck")

    def _points_text(self, scores: Sequence[Any]) -> str:
        return fill(self.tr("Match score: %1."), self.seat_list([number(int(p)) for p in scores]))

    def _game_result(self, d: Mapping[str, Any], viewer: int | None = None) -> str:
        """Why game ``d`` (a ``game_over`` event's data) ended, in the second person if ``viewer`` won it."""
        if d["winner"] is None:
            return self.tr("The game is drawn: both hold as many stones.")
        if d["winner"] == viewer:
            return {
                "three_adjacent": self.tr("You win the game with three adjacent stones."),
                "five_stones": self.tr("You win the game with five stones."),
                "both_passed": self.tr("Both passed; you win the game, holding more stones."),
            }[str(d["reason"])]
        reasons = {
            "three_adjacent": self.tr("%1 wins the game with three adjacent stones."),
            "five_stones": self.tr("%1 wins the game with five stones."),
            "both_passed": self.tr("Both passed; %1 wins the game, holding more stones."),
        }
        return fill(reasons[str(d["reason"])], self.name(int(d["winner"])))

    def unseen_counts(self, observation: dict[str, JSON]) -> list[tuple[str, int, int]]:
        seen: list[str] = list(observation["hand"]) + list(observation["discard"]) + list(observation["opponent_known"])
        seen += [card for _deck, card in observation["deck_bottom"]]
        if observation["selected"] is not None and observation["current"] == self.me:
            seen.append(str(observation["selected"]))
        for stone in observation["stones"]:
            seen += stone["sides"][0] + stone["sides"][1] + stone["modes"]
        kinds: list[tuple[str, Callable[[str], bool], int]] = [
            (translate(CTX, text), methodcaller("startswith", colour + "-"), CLAN_PER_COLOUR)
            for colour, text in COLOUR_NAMES.items()
        ]
        if observation["options"]["tactics"]:
            kinds.append((self.tr("Tactic cards"), lambda c: c in TACTIC_NAMES, len(TACTICS)))
        return unseen_rows(seen, kinds)

    def _summary_html(self, result: Mapping[str, Any], owners: list[int | None] | None, title: str = "") -> str:
        """Rich text for a finished game: ``title`` (optional), the result, the stones each player held
        (``owners``: per stone the seat holding it, if known) and, in a match, the points and the match score. Laid
        out in the reading direction of the current language."""
        lines = [self._game_result(result)]
        if owners is not None:
            held = []
            for seat in (0, 1):
                stones = [s for s, o in enumerate(owners) if o == seat]
                if not stones:
                    text = self.tr("none", "no stones held")
                elif len(stones) == 1:  # "Sara: 4" read as four stones
                    text = fill(self.tr("stone %1", "the one stone held"), self._stones_text(stones))
                else:
                    text = fill(self.tr("stones %1", "the stones held"), self._stones_text(stones))
                held.append(self.labelled(seat, text))
            lines[0] += " " + self.tr("Stones held:") + " " + join(held, groups=True)
        if self._games() > 1:
            gained = self.seat_list([f"+{number(int(p))}" for p in result["points"]])
            lines.append(join([fill(self.tr("Points this game: %1"), gained), self._points_text(result["scores"])]))
        return self.summary_html(lines, title)  # two short paragraphs: it fits over the opponent's hand

    def round_summary(self, events: Sequence[Event], viewer: int | None) -> str | None:
        end = next((e for e in events if e.kind == "game_over"), None)
        if end is None:
            return None
        d = end.data
        # A match of one game has no "Game 1": its summary (only in the end dialog) needs no heading.
        title = fill(self.tr("Game %1 over"), number(int(d["game"]) + 1)) if self._games() > 1 else ""
        return self._summary_html(d, self._game_owners.get(int(d["game"])), title)

    def next_round_text(self) -> str:
        return self.tr("Next game")

    def standings(self, outcome: Outcome) -> tuple[str, list[float]]:
        """A single game: stones claimed per seat; a match of several games: victory points per seat
        (schotten_totten.md, "End of game")."""
        results = list(self.observation.get("results") or []) if self.observation else []
        if results and int(self.observation["options"]["games"]) == 1:
            return self.tr("Stones"), [float(n) for n in results[-1]["stones"]]
        return self.tr("Points"), list(outcome.scores)

    def outcome_lines(self, outcome: Outcome) -> str:
        """Nothing: the end dialog shows the summary of the last game (:meth:`round_summary`), which already says
        how it ended, the stones held, and the points of a match."""
        return ""
