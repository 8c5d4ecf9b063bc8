"""Sentence building shared by every game's words: one-pass placeholder filling and a per-event-kind table of
sentence functions.

Placeholders are Qt's ``%1`` … ``%9`` (``%Ln`` is filled by ``tr`` itself). :func:`fill` replaces them all in one
pass, so an argument that itself contains ``%2`` (a seat named ``Ali %2``) stays literal. A game's words class
registers one function per event kind with :meth:`SentenceTable.on` and answers ``describe`` with
:meth:`SentenceTable.describe`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from cardtable.engine.base import Event

if TYPE_CHECKING:
    from cardtable.ui.table.base import GameTable

_PLACEHOLDER = re.compile(r"%([1-9])")


def fill(template: str, *args: object) -> str:
    """``template`` with ``%1`` … ``%9`` replaced by ``str(args[0])`` … in one pass: the text put in is never
    searched again, so a name such as ``Ali %2`` shows literally. A placeholder without an argument stays as it
    is."""

    def replace(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(args[index]) if index < len(args) else match.group(0)

    return _PLACEHOLDER.sub(replace, template)


@dataclass(frozen=True)
class Said:
    """One event as a sentence function sees it: its ``data``, the ``viewer`` the log speaks to, and the table
    (for names)."""

    event: Event
    viewer: int | None
    table: GameTable

    @property
    def data(self) -> Mapping[str, Any]:
        return self.event.data

    def me(self, key: str = "seat") -> bool:
        """True when the seat in ``data[key]`` is the viewer (the sentence is worded in the second person)."""
        return self.event.data[key] == self.viewer

    def who(self, key: str = "seat") -> str:
        """The isolated name of the seat in ``data[key]`` (:meth:`GameTable.name`)."""
        return self.table.name(int(self.event.data[key]))

    def whom(self, key: str) -> str:
        """The seat in ``data[key]`` as an object: "you" for the viewer, else its name (:meth:`GameTable.whom`)."""
        return self.table.whom(int(self.event.data[key]), self.viewer)

    def say(self, mine: str, theirs: str, *args: object, key: str = "seat") -> str:
        """``mine`` (the second-person sentence, "You played %2.") when the seat in ``data[key]`` is the viewer,
        else ``theirs`` ("%1 played %2."), filled with ``args`` (:func:`fill`)."""
        return fill(mine if self.me(key) else theirs, *args)


T = TypeVar("T", bound="GameTable")
Sentence = Callable[[T, Said], "str | None"]


class SentenceTable(Generic[T]):
    """Event kind → the function wording it. Used as a decorator inside a words class::

        SAY: SentenceTable[MyWords] = SentenceTable()

        class MyWords(GameTable):
            def describe(self, event, viewer):
                return SAY.describe(self, event, viewer)

            @SAY.on("passed")
            def _passed(self, e: Said) -> str | None:
                return self.tr("You passed.") if e.me() else fill(self.tr("%1 passed."), e.who())

    The functions stay methods of the class, so ``self.tr`` extracts their strings in the class's context."""

    def __init__(self) -> None:
        self.by_kind: dict[str, Sentence[T]] = {}

    def on(self, *kinds: str) -> Callable[[Sentence[T]], Sentence[T]]:
        """Register the decorated function for ``kinds``. Raises ``ValueError`` if a kind already has one."""

        def register(function: Sentence[T]) -> Sentence[T]:
            for kind in kinds:
                if kind in self.by_kind:
                    raise ValueError(f"event kind {kind!r} already has a sentence")
                self.by_kind[kind] = function
            return function

        return register

    def describe(self, table: T, event: Event, viewer: int | None) -> str | None:
        """The sentence for ``event`` read by ``viewer``, or ``None`` for a kind without one (nothing logged)."""
        function = self.by_kind.get(event.kind)
        return None if function is None else function(table, Said(event, viewer, table))
