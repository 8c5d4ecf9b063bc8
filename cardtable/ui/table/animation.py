"""Animation helpers: every duration in the table goes through one :class:`Animator`, scaled by one speed factor."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPointF, QPropertyAnimation, Signal
from PySide6.QtWidgets import QGraphicsObject


class Animator(QObject):
    """Moves and fades scene items. ``speed`` multiplies every duration: 0 means no animation (changes are
    immediate), 1 normal, 2 twice as slow. ``finished`` is emitted when the last running animation ends (also when
    its item was removed from the table mid-flight). After :meth:`stop_all` (the table is torn down) every change is
    immediate for good, whatever ``speed`` says."""

    finished = Signal()

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = speed
        self._active: set[QPropertyAnimation] = set()
        self._stopped = False

    def duration(self, base_ms: int) -> int:
        """``base_ms`` scaled by the speed factor (milliseconds, 0 when animations are off or after
        :meth:`stop_all`)."""
        return 0 if self._stopped else int(base_ms * self.speed)

    @property
    def running(self) -> bool:
        return bool(self._active)

    def move(self, item: QGraphicsObject, target: QPointF, base_ms: int = 350, delay_ms: int = 0) -> None:
        """Move ``item`` to scene position ``target`` over ``base_ms`` (scaled), starting after ``delay_ms``."""
        ms = self.duration(base_ms)
        if ms <= 0 or item.pos() == target:
            item.setPos(target)
            return
        self._start(item, b"pos", item.pos(), target, ms, self.duration(delay_ms))

    def fade(self, item: QGraphicsObject, opacity: float, base_ms: int = 300) -> None:
        """Fade ``item`` to ``opacity`` (0..1)."""
        ms = self.duration(base_ms)
        if ms <= 0:
            item.setOpacity(opacity)
            return
        self._start(item, b"opacity", item.opacity(), opacity, ms, 0)

    def _start(self, item: QGraphicsObject, prop: bytes, start: object, end: object, ms: int, delay: int) -> None:
        for running in list(self._active):  # a new move of the same item replaces the one in flight
            if running.targetObject() is item and running.propertyName() == prop:
                running.stop()
        animation = QPropertyAnimation(item, prop, self)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(ms + delay)
        if delay:
            # hold the start value for the delay, then run the curve
            animation.setKeyValueAt(delay / (ms + delay), start)
        else:
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._active.add(animation)
        animation.stateChanged.connect(lambda new, _old, a=animation: self._state_changed(a, new))
        animation.start()

    def _state_changed(self, animation: QPropertyAnimation, state: QAbstractAnimation.State) -> None:
        if state == QAbstractAnimation.State.Stopped and animation in self._active:
            self._active.discard(animation)
            animation.deleteLater()
            if not self._active:
                self.finished.emit()

    def stop_all(self) -> None:
        """Stop and forget every running animation where it is, without emitting ``finished`` (the table is being
        torn down: its items are about to be deleted), and start none afterwards: a torn-down table that still
        redraws before it is deleted (a language switch in the same event-loop turn retranslates it) moves its items
        at once. An animation destroyed while running emits ``stateChanged`` from its destructor, after its wrapper
        is gone, so none may be running when the table is deleted, and each stopped one is disconnected first."""
        self._stopped = True
        active, self._active = self._active, set()
        for animation in active:
            animation.stateChanged.disconnect()
            animation.stop()
            animation.deleteLater()
