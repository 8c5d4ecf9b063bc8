"""Languages at runtime: translators, layout direction, locale (Persian digits) and bidi helpers.

``install_language(app, "fa")`` loads ``cardtable_fa.qm`` (from the package ``cardtable.translations``; missing
files leave the UI in English) and Qt's own ``qtbase_fa.qm`` from the PySide6 wheel, sets the default QLocale and
the application's layout direction explicitly; Qt then sends ``LanguageChange`` to every widget.

Counts use Qt's plural mechanism: ``self.tr("%Ln token(s)", "", n)``. Without a translator Qt keeps the source text
("1 token(s)"), so English also loads a catalogue, ``cardtable_en.qm``, that holds only the numerus forms of those
strings ("1 token" / "2 tokens"; ``make translations`` extracts them with ``lupdate -pluralonly``). ``%Ln`` prints
the count in the current locale's digits (Persian digits in Persian, whose catalogue has one form).
"""

from __future__ import annotations

from collections.abc import Iterable
from importlib.resources import as_file, files

from PySide6.QtCore import QCalendar, QCoreApplication, QDateTime, QEvent, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication, QLabel, QWidget

_installed: list[QTranslator] = []  # strong references: a collected translator silently reverts to English

LOCALES = {
    "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedStates),
    "fa": QLocale(QLocale.Language.Persian, QLocale.Country.Iran),
}

_current = "en"

LRI, RLI, FSI, PDI = "\u2066", "\u2067", "\u2068", "\u2069"


def current_language() -> str:
    """The language last installed (``"en"`` or ``"fa"``)."""
    return _current


def install_language(app: QApplication, lang: str) -> bool:
    """Switch the whole app to ``lang`` (``"en"`` or ``"fa"``).

    Returns True if the app's own translation file was found (``cardtable_<lang>.qm``; for English it holds only
    the plural forms). Raises ``ValueError`` for an unknown language.
    """
    global _current
    if lang not in LOCALES:
        raise ValueError(f"unknown language {lang!r}")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ours = QTranslator(app)
    resource = files("cardtable.translations").joinpath(f"cardtable_{lang}.qm")
    with as_file(resource) as path:
        found = path.is_file() and ours.load(str(path))
    if lang != "en":
        qt_own = QTranslator(app)
        if qt_own.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_own)
            _installed.append(qt_own)
    if found:
        app.installTranslator(ours)
        _installed.append(ours)
    _current = lang
    QLocale.setDefault(LOCALES[lang])
    app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if lang == "fa" else Qt.LayoutDirection.LeftToRight)
    # deliver the LanguageChange events now, so every widget is retranslated when this returns
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return found


def calendar() -> QCalendar:
    """The calendar dates are shown in: the Solar Hijri (Jalali) calendar in Persian, else the Gregorian one."""
    return QCalendar(QCalendar.System.Jalali if _current == "fa" else QCalendar.System.Gregorian)


def date_time(when: QDateTime) -> str:
    """``when`` as a date and a time for a list (Saved games, Continue): in Persian the locale's short form in the
    Solar Hijri calendar ("۱۴۰۵/۹/۱۱ ۱۷:۳۶", year first), in English with the month's name ("2 Dec 2026, 17:36";
    the short form "12/2/26" reads as 12 February outside the United States)."""
    if _current == "fa":
        return QLocale().toString(when, QLocale.FormatType.ShortFormat, calendar())
    return QLocale().toString(when, "d MMM yyyy, HH:mm")


def system_language() -> str:
    """The system's language if cardtable speaks it (``"fa"`` for Persian), else ``"en"``."""
    return "fa" if QLocale.system().language() == QLocale.Language.Persian else "en"


def is_rtl() -> bool:
    """True when the current language is written right to left."""
    return _current == "fa"


MINUS = "\u2212"
"""The minus sign of a negative number (not a hyphen)."""


def number(value: float, decimals: int = 0) -> str:
    """``value`` in the current language's digits (Persian digits in Persian), without grouping for small values,
    with ``decimals`` digits after the current language's decimal separator (none by default: ``value`` is taken as
    a whole number); a negative one as a minus sign (:data:`MINUS`) and the digits isolated left to right (LRI …
    PDI), so that in right-to-left text the minus is drawn on the left of its digits ("−۵", "−۰٫۵", never "۵−") and
    a sentence that starts with the number still takes its direction from its words. (QLocale's own form, a
    left-to-right mark before the minus, also places the minus, but turns such a sentence left to right in Qt's
    layout.)"""
    if decimals:
        rounded = round(float(value), decimals)  # -0.04 to one decimal is 0.0, written without a minus
        digits = QLocale().toString(abs(rounded), "f", decimals)
        return digits if rounded >= 0 else f"{LRI}{MINUS}{digits}{PDI}"
    value = int(value)
    digits = QLocale().toString(abs(value))
    return digits if value >= 0 else f"{LRI}{MINUS}{digits}{PDI}"


def digits(text: str) -> str:
    """``text`` with every ASCII digit written in the current language's digits, the rest unchanged (a version
    "0.1.0" reads "۰.۱.۰" in Persian, "0.1.0" in English)."""
    return "".join(number(int(c)) if "0" <= c <= "9" else c for c in text)


def isolate(text: str) -> str:
    """``text`` wrapped in Unicode first-strong isolates (U+2068 FSI … U+2069 PDI), for embedding a name inside a
    sentence of the other direction (e.g. a Latin name in a Persian sentence, which would otherwise reorder the
    words around it). Every sentence that embeds a player's name, file name or date goes through this helper (the
    tables through :meth:`cardtable.ui.table.base.GameTable.name`)."""
    return f"{FSI}{text}{PDI}"


class RichLabel(QLabel):
    """A word-wrapped rich-text label whose paragraphs read in the interface's direction.

    Qt's rich text picks each paragraph's direction from its first strong character and does not skip the isolates
    around a name, so an English summary that starts with a Persian name ("علی holds the highest card") would read
    right to left, its full stop and lists reversed. :meth:`setText` wraps the HTML in ``<div dir=…>`` following the
    label's layout direction (the application's, switched with the language); callers set the text again on a
    language change, as they do to retranslate it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        super().setText(f"<div dir='{'rtl' if rtl else 'ltr'}'>{text}</div>" if text else "")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` without translating it now (lupdate extracts it); returns
    ``text``. Translate it later with :func:`translate`. (Typed twin of PySide6's ``QT_TRANSLATE_NOOP``.)"""
    return text


QT_STRINGS_MISSING_FROM_QTBASE = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
)
"""Strings of Qt's own file dialog that the ``qtbase_fa.qm`` shipped with PySide6 6.11 lacks (Qt 6 renamed them).
Marked here so that lupdate puts them, in Qt's contexts, into ``cardtable_fa.ts``: the app's translator, installed
after Qt's, then answers for them, and the whole file dialog is Persian."""


def translate(context: str, text: str) -> str:
    """``QCoreApplication.translate`` for strings marked with ``QT_TRANSLATE_NOOP(context, text)`` elsewhere."""
    return QCoreApplication.translate(context, text)


SEPARATOR = QT_TRANSLATE_NOOP("Text", " · ")
"""Between the parts of a list on one line (a name plate's counts, a card's keywords); in Persian a comma, as a
middle dot between Persian digits reads as the digit zero (۰)."""


GROUP_SEPARATOR = QT_TRANSLATE_NOOP("TextGroups", " · ")
"""Between parts that hold lists of their own ("Sara: stones 2, 5 · Ali: stone 6"); in Persian a semicolon, as
the comma parts the lists."""


def join(parts: Iterable[str], groups: bool = False) -> str:
    """``parts`` on one line with the current language's :data:`SEPARATOR` between them ("Life: 3 · Hand: 5"; in
    Persian "جان: ۳، دست: ۵"); ``groups``: parts that are lists themselves, with :data:`GROUP_SEPARATOR`."""
    return translate("TextGroups", GROUP_SEPARATOR).join(parts) if groups else translate("Text", SEPARATOR).join(parts)
