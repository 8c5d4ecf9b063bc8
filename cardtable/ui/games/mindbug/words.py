"""The words of Mindbug (rules: ``mindbug.md``): prompts, log sentences, refusals, interrupts, the card counter rows
and the end-of-game line. Holds no rules: every sentence comes from an event, a decision or the viewer's
observation (the engine's format: :mod:`cardtable.engine.mindbug.state`)."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.base import JSON, Action, Decision, Event, Outcome, Refusal
from cardtable.engine.mindbug.cards import BY_NAME, DESIGNS
from cardtable.ui.games.mindbug.faces import CTX, NAMES, card_name
from cardtable.ui.i18n import number, translate
from cardtable.ui.table.base import GameTable
from cardtable.ui.table.words import Said, SentenceTable, fill

SAY: SentenceTable[MindbugWords] = SentenceTable()
"""The log sentence of each event kind (:meth:`MindbugWords.describe`)."""


class MindbugWords(GameTable):
    """What the Mindbug table says; :class:`~cardtable.ui.games.mindbug.layout.MindbugTable` draws."""

    observation: dict[str, JSON]

    @property
    def me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def cards_text(self, cards: Sequence[int]) -> str:
        """Card names joined in the current language's list style."""
        return self.tr(", ").join(card_name(int(c)) for c in cards)

    # --- prompts -------------------------------------------------------------------------------------------------
    def prompt(self, decision: Decision, steps: Sequence[Action]) -> str:
        ctx = decision.context
        kind = decision.kind
        if kind == "turn":
            if ctx.get("extra"):
                return self.tr("Another turn: play a card from your hand or attack with one of your creatures.")
            return self.tr("Your turn: play a card from your hand or attack with one of your creatures.")
        if kind == "mindbug":
            return fill(
                self.tr("Mindbug this %1? You have %2 left."), card_name(int(ctx["card"])), number(int(ctx["mindbugs"]))
            )
        if kind == "hunt":
            return fill(
                self.tr("%1 is a Hunter: choose the enemy creature that must block it, or let them choose."),
                card_name(int(ctx["attacker"])),
            )
        if kind == "block":
            return fill(
                self.tr("%1 attacks you: click one of your highlighted creatures to block, or take the damage."),
                card_name(int(ctx["attacker"])),
            )
        if kind == "frenzy":
            return fill(self.tr("Frenzy: attack again with %1?"), card_name(int(ctx["attacker"])))
        if kind == "order":
            return self.tr("Creatures were defeated together: choose whose Defeated effect resolves first.")
        if kind == "discard":
            count = int(ctx["count"])
            if count == 1:
                return fill(self.tr("%1: choose a card to discard."), card_name(int(ctx["card"])))
            return fill(
                self.tr("%1: click two cards of your hand to discard, one after the other."),
                card_name(int(ctx["card"])),
            )
        if kind == "choose":
            return fill(self.choice_text(str(ctx["effect"]), bool(ctx["optional"])), card_name(int(ctx["card"])))
        return ""

    def choice_text(self, effect: str, optional: bool) -> str:
        """The prompt of an ability's choice (``%1``: the card whose ability it is)."""
        texts = {
            "take_6": self.tr("%1: choose an enemy creature with power 6 or more to take."),
            "take_5": self.tr("%1: choose an enemy creature with power 5 or less to take, or take no more."),
            "defeat_enemy_6": self.tr("%1: choose an enemy creature with power 6 or more to defeat."),
            "defeat_enemy_7": self.tr("%1: choose an enemy creature with power 7 or more to defeat."),
            "defeat_any": self.tr("%1: choose a creature to defeat."),
            "revive_own": self.tr("%1: choose a card of your discard pile to play."),
            "revive_enemy": self.tr("%1: choose a card of the opponent's discard pile to play."),
        }
        return texts[effect]

    def interrupt_text(self, decision: Decision, addressed: bool = False) -> str:
        ctx = decision.context
        who = self.name(decision.player)
        if decision.interrupt == "mindbug":
            if addressed:
                return self.tr("You may Mindbug the card just played.")
            return fill(self.tr("%1 may Mindbug the card just played."), who)
        if decision.interrupt == "block":
            if addressed:
                return self.tr("You are attacked and decide how to block.")
            return fill(self.tr("%1 is attacked and decides how to block."), who)
        if decision.interrupt == "discard":
            if addressed:
                return self.tr("You must discard.")
            return fill(self.tr("%1 must discard."), who)
        if addressed:
            return fill(self.tr("You resolve the effect of %1."), card_name(int(ctx["card"])))
        return fill(self.tr("%1 resolves the effect of %2."), who, card_name(int(ctx["card"])))

    def hint_reason(self, key: str, data: dict[str, JSON]) -> str:
        """The hint's reasons (``cardtable.ai.heuristics.mindbug.explain``: its keys and data)."""
        card = card_name(int(data["card"])) if "card" in data else ""
        if key == "mindbug_worth":
            return fill(self.tr("Mindbugs the %1: worth more to you than keeping the Mindbug"), card)
        if key == "mindbug_keep":
            return fill(self.tr("keeps the Mindbug: the %1 is worth less to you"), card)
        if key == "block_wins":
            return fill(self.tr("blocks with %1: it wins the fight"), card)
        if key == "block_holds":
            return fill(self.tr("blocks with %1: it survives the fight"), card)
        if key == "block_trade":
            return fill(self.tr("blocks with %1: both are defeated, and you keep your life"), card)
        if key == "block_last":
            return fill(self.tr("blocks with %1: the damage would take your last life"), card)
        if key == "block_saves":
            return fill(self.tr("blocks with %1: it is defeated, but you keep your life"), card)
        if key == "attack_unblockable":
            return fill(self.tr("attacks with %1: nothing of theirs may block it"), card)
        if key == "attack_last":
            return fill(self.tr("attacks with %1: nothing of theirs may block it, and it takes their last life"), card)
        if key == "attack_wins_fights":
            return fill(self.tr("attacks with %1: it beats every creature that may block it"), card)
        if key == "take_damage":
            text = self.tr("takes the damage (%1 life left): none of your creatures would survive the fight")
            return fill(text, number(int(data["life"])))
        if key == "take_damage_keep":
            text = self.tr("takes the damage (%1 life left) and keeps your creatures out of the fight")
            return fill(text, number(int(data["life"])))
        return ""

    def reason(self, refusal: Refusal, decision: Decision) -> str:
        """Why one of the defender's creatures may not block (the engine's keys: ``MindbugState.blockers``)."""
        card = card_name(int(refusal.data["card"]))
        if refusal.key == "sneaky":
            return fill(self.tr("%1 cannot block: the attacker is Sneaky and it is not."), card)
        if refusal.key == "bee_bear":
            return fill(self.tr("%1 cannot block Bee Bear: its power is 6 or less."), card)
        if refusal.key == "elephantopus":
            return fill(self.tr("%1 cannot block: Elephantopus stops blockers with power 4 or less."), card)
        return refusal.key

    def cannot_block_text(self, cannot: tuple[str, ...], addressed: bool) -> str:
        """Why the defender (``%1``, or "you" when ``addressed``) could not block the attacker (``%2``): the
        ``unblocked`` event's ``cannot`` keys (``MindbugState._step``: no creatures, or the reasons of
        ``MindbugState.blockers`` that stopped every creature of theirs)."""
        if addressed:
            texts = {
                ("no_creatures",): self.tr("You cannot block %2: you have no creatures."),
                ("sneaky",): self.tr("You cannot block %2: it is Sneaky and you have no Sneaky creature."),
                ("bee_bear",): self.tr(
                    "You cannot block %2: only a creature with power 7 or more may block it, and you have none."
                ),
                ("elephantopus",): self.tr(
                    "You cannot block %2: Elephantopus lets only creatures with power 5 or more block, and you have"
                    " none."
                ),
                ("sneaky", "elephantopus"): self.tr(
                    "You cannot block %2: it is Sneaky and Elephantopus lets only creatures with power 5 or more"
                    " block; you have no such Sneaky creature."
                ),
            }
        else:
            texts = {
                ("no_creatures",): self.tr("%1 cannot block %2: they have no creatures."),
                ("sneaky",): self.tr("%1 cannot block %2: it is Sneaky and they have no Sneaky creature."),
                ("bee_bear",): self.tr(
                    "%1 cannot block %2: only a creature with power 7 or more may block it, and they have none."
                ),
                ("elephantopus",): self.tr(
                    "%1 cannot block %2: Elephantopus lets only creatures with power 5 or more block, and they have"
                    " none."
                ),
                ("sneaky", "elephantopus"): self.tr(
                    "%1 cannot block %2: it is Sneaky and Elephantopus lets only creatures with power 5 or more"
                    " block; they have no such Sneaky creature."
                ),
            }
        return texts[cannot]

    # --- log -----------------------------------------------------------------------------------------------------
    def describe(self, event: Event, viewer: int | None) -> str | None:
        """The log speaks to ``viewer``: their own actions in the second person, the other seat's by name. One
        function per event kind (:data:`SAY`)."""
        return SAY.describe(self, event, viewer)

    @staticmethod
    def _card(e: Said, key: str = "card") -> str:
        return card_name(int(e.data[key]))

    @SAY.on("setup")
    def _setup(self, e: Said) -> str:
        if e.me("first_player"):
            return self.tr("The game begins; you play first.")
        return fill(self.tr("The game begins; %1 plays first."), e.who("first_player"))

    @SAY.on("drew")
    def _drew(self, e: Said) -> str | None:
        if e.me("player") or self.open_log:
            return None  # the private event says which cards
        return fill(self.tr("%1 draws %Ln card(s).", "", int(e.data["count"])), e.who("player"))

    @SAY.on("drew_cards")
    def _drew_cards(self, e: Said) -> str:
        cards = self.cards_text(e.data["cards"])
        if e.me("player"):
            return fill(self.tr("You draw %1."), cards)
        return fill(self.tr("%1 draws %2."), e.who("player"), cards)

    @SAY.on("turn")
    def _turn(self, e: Said) -> str:
        if e.data["extra"]:
            if e.me("player"):
                return self.tr("You take another turn.")
            return fill(self.tr("%1 takes another turn."), e.who("player"))
        if e.me("player"):
            return self.tr("Your turn.")
        return fill(self.tr("%1's turn."), e.who("player"))

    @SAY.on("played")
    def _played(self, e: Said) -> str:
        if e.me("player"):
            return fill(self.tr("You play %1."), self._card(e))
        return fill(self.tr("%1 plays %2."), e.who("player"), self._card(e))

    @SAY.on("mindbugged")
    def _mindbugged(self, e: Said) -> str:
        if e.me("player"):
            return fill(self.tr("You Mindbug %1 and take it."), self._card(e))
        return fill(self.tr("%1 Mindbugs %2 and takes it."), e.who("player"), self._card(e))

    @SAY.on("declined")
    def _declined(self, e: Said) -> str:
        if e.me("player"):
            return fill(self.tr("You let %1 resolve."), self._card(e))
        return fill(self.tr("%1 lets %2 resolve."), e.who("player"), self._card(e))

    @SAY.on("entered")
    def _entered(self, e: Said) -> str:
        if e.data["from"] == "hand":
            if e.me("player"):
                return fill(self.tr("%1 enters your play area."), self._card(e))
            return fill(self.tr("%1 enters %2's play area."), self._card(e), e.who("player"))
        if e.data["owner"] == e.data["player"]:  # Compost Dragon: back from its controller's own pile
            if e.me("player"):
                return fill(self.tr("%1 comes back into play from your discard pile."), self._card(e))
            return fill(self.tr("%1 comes back into play from %2's discard pile."), self._card(e), e.who("player"))
        if e.me("player"):  # Grave Robber: from the opponent's pile
            return fill(self.tr("%1 comes from %2's discard pile into your play area."), self._card(e), e.who("owner"))
        if e.me("owner"):
            return fill(self.tr("%1 comes from your discard pile into %2's play area."), self._card(e), e.who("player"))
        return fill(
            self.tr("%1 comes from %2's discard pile into %3's play area."),
            self._card(e),
            e.who("owner"),
            e.who("player"),
        )

    @SAY.on("suppressed")
    def _suppressed(self, e: Said) -> str:
        return fill(self.tr("Deathweaver stops the Play effect of %1."), self._card(e))

    @SAY.on("effect")
    def _effect(self, e: Said) -> str:
        return fill(self.tr("%1's ability resolves."), self._card(e))

    @SAY.on("no_effect")
    def _no_effect(self, e: Said) -> str:
        return fill(self.tr("%1's ability has nothing to act on."), self._card(e))

    @SAY.on("attacked")
    def _attacked(self, e: Said) -> str:
        again = int(e.data["attack"]) == 2
        if e.me("player"):
            text = self.tr("You attack again with %1.") if again else self.tr("You attack with %1.")
            return fill(text, self._card(e))
        text = self.tr("%1 attacks again with %2.") if again else self.tr("%1 attacks with %2.")
        return fill(text, e.who("player"), self._card(e))

    @SAY.on("hunted")
    def _hunted(self, e: Said) -> str:
        return fill(self.tr("%1 hunts %2: it must block."), self._card(e, "attacker"), self._card(e, "blocker"))

    @SAY.on("blocked")
    def _blocked(self, e: Said) -> str:
        if e.me("player"):
            return fill(self.tr("You block %1 with %2."), self._card(e, "attacker"), self._card(e, "blocker"))
        return fill(
            self.tr("%1 blocks %2 with %3."), e.who("player"), self._card(e, "attacker"), self._card(e, "blocker")
        )

    @SAY.on("unblocked")
    def _unblocked(self, e: Said) -> str:
        if "cannot" in e.data:
            return fill(
                self.cannot_block_text(tuple(e.data["cannot"]), e.me("player")),
                e.who("player"),
                self._card(e, "attacker"),
            )
        if e.me("player"):
            return fill(self.tr("You do not block %1."), self._card(e, "attacker"))
        return fill(self.tr("%1 does not block %2."), e.who("player"), self._card(e, "attacker"))

    @SAY.on("fight")
    def _fight(self, e: Said) -> str:
        a, b = (number(int(p)) for p in e.data["powers"])
        return fill(
            self.tr("Fight: %1 (%2) against %3 (%4)."), self._card(e, "attacker"), a, self._card(e, "blocker"), b
        )

    @SAY.on("exhausted")
    def _exhausted(self, e: Said) -> str:
        return fill(self.tr("%1 is Tough: it is exhausted instead of defeated."), self._card(e))

    @SAY.on("defeated")
    def _defeated(self, e: Said) -> str:
        return fill(self.tr("Defeated: %1."), self.cards_text(e.data["cards"]))

    @SAY.on("control")
    def _control(self, e: Said) -> str:
        if e.me("player"):
            return fill(self.tr("You take control of %1."), self._card(e))
        return fill(self.tr("%1 takes control of %2."), e.who("player"), self._card(e))

    @SAY.on("life")
    def _life(self, e: Said) -> str:
        life = number(int(e.data["life"]))
        if e.me("player"):
            return fill(self.tr("%1: your life is now %2."), self._card(e), life)
        return fill(self.tr("%1: %2's life is now %3."), self._card(e), e.who("player"), life)

    @SAY.on("discarded")
    def _discarded(self, e: Said) -> str:
        cards = self.cards_text(e.data["cards"])
        if e.me("player"):
            return fill(self.tr("You discard %1."), cards)
        return fill(self.tr("%1 discards %2."), e.who("player"), cards)

    @SAY.on("to_hand")
    def _to_hand(self, e: Said) -> str:
        cards = self.cards_text(e.data["cards"]) or self.tr("nothing")
        if e.me("player"):
            return fill(self.tr("You take your discard pile into your hand: %1."), cards)
        return fill(self.tr("%1 takes their discard pile into their hand: %2."), e.who("player"), cards)

    @SAY.on("stolen")
    def _stolen(self, e: Said) -> str | None:
        if self.viewer in (int(e.data["player"]), int(e.data["from"])) or self.open_log:
            return None  # the private event names the cards
        return fill(
            self.tr("%1 takes %Ln card(s) at random from %2's hand.", "", int(e.data["count"])),
            e.who("player"),
            e.who("from"),
        )

    @SAY.on("stolen_cards")
    def _stolen_cards(self, e: Said) -> str:
        cards = self.cards_text(e.data["cards"])
        if e.me("player"):
            return fill(self.tr("You take from %1's hand at random: %2."), e.who("from"), cards)
        if e.me("from"):
            return fill(self.tr("%1 takes from your hand at random: %2."), e.who("player"), cards)
        return fill(self.tr("%1 takes from %2's hand at random: %3."), e.who("player"), e.who("from"), cards)

    @SAY.on("game_over")
    def _game_over(self, e: Said) -> str:
        """Spoken to its reader as the rest of the log is ("You win: …", "Ali wins: you …"); by name to a
        spectator."""
        winner, life = int(e.data["winner"]), str(e.data["reason"]) == "life"
        if e.viewer == winner:
            text = (
                self.tr("You win: %1 has no life left.")
                if life
                else self.tr("You win: %1 can neither play nor attack.")
            )
            return fill(text, self.name(1 - winner))
        if e.viewer == 1 - winner:
            text = (
                self.tr("%1 wins: you have no life left.")
                if life
                else self.tr("%1 wins: you can neither play nor attack.")
            )
            return fill(text, self.name(winner))
        return self.win_text(winner, str(e.data["reason"]))

    def win_text(self, winner: int, reason: str) -> str:
        loser = self.name(1 - winner)
        if reason == "life":
            return fill(self.tr("%1 wins: %2 has no life left."), self.name(winner), loser)
        return fill(self.tr("%1 wins: %2 can neither play nor attack."), self.name(winner), loser)

    # --- summaries -------------------------------------------------------------------------------------------------
    def unseen_counts(self, observation: dict[str, JSON]) -> list[tuple[str, int, int]]:
        seen: list[int] = list(observation["hand"]) + list(observation["opponent_known"])
        for seat in (0, 1):
            seen += list(observation["play"][seat]) + list(observation["discards"][seat])
        seen += [int(f[1]) for f in observation["stack"] if f[0] == "mindbug"]
        rows = []
        for d, design in enumerate(DESIGNS):
            copies = BY_NAME[design.name]
            rows.append((translate(CTX, NAMES[d]), design.copies - sum(1 for c in seen if c in copies), design.copies))
        return rows

    def round_summary(self, events: Sequence[Event], viewer: int | None) -> str | None:
        end = next((e for e in events if e.kind == "game_over"), None)
        if end is None:
            return None
        return self.win_text(int(end.data["winner"]), str(end.data["reason"]))

    def next_round_text(self) -> str:
        return self.tr("Continue")

    def standings(self, outcome: Outcome) -> tuple[str, list[float]]:
        """Life per seat at the end (``mindbug.md``, "Winning")."""
        return self.tr("Life"), list(outcome.scores)

    def outcome_lines(self, outcome: Outcome) -> str:
        """Nothing: the game's summary (:meth:`round_summary`) says who won and why."""
        return ""
