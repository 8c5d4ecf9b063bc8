"""Animation helpers: every duration in the table goes through one :class:`Animator`, scaled by one speed factor."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QParallelAnimationGroup, QPointF, QPropertyAnimation, Signal
from PySide6.QtWidgets import QGraphicsObject


class Animator(QObject):
    """Moves and fades scene items. ``speed`` multiplies every duration: 0 means no animation (changes are
    immediate), 1 normal, 2 twice as slow. ``finished`` is emitted when the last running animation ends (and at once
    when a batch has nothing to animate)."""

    finished = Signal()

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = speed
        self._group: QParallelAnimationGroup | None = None

    def duration(self, base_ms: int) -> int:
        """``base_ms`` scaled by the speed factor (milliseconds, 0 when animations are off)."""
        return int(base_ms * self.speed)

    @property
    def running(self) -> bool:
        return self._group is not None

    def _new_group(self) -> QParallelAnimationGroup:
        if self._group is None:
            self._group = QParallelAnimationGroup(self)
            self._group.finished.connect(self._done)
        return self._group

    def _done(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        self.finished.emit()

    def move(self, item: QGraphicsObject, target: QPointF, base_ms: int = 350, delay_ms: int = 0) -> None:
        """Move ``item`` to scene position ``target`` over ``base_ms`` (scaled), starting after ``delay_ms``."""
        ms = self.duration(base_ms)
        if ms <= 0 or item.pos() == target:
            item.setPos(target)
            return
        self._add(item, b"pos", item.pos(), target, ms, self.duration(delay_ms))

    def fade(self, item: QGraphicsObject, opacity: float, base_ms: int = 300) -> None:
        """Fade ``item`` to ``opacity`` (0..1)."""
        ms = self.duration(base_ms)
        if ms <= 0:
            item.setOpacity(opacity)
            return
        self._add(item, b"opacity", item.opacity(), opacity, ms, 0)

    def _add(self, item: QGraphicsObject, prop: bytes, start: object, end: object, ms: int, delay: int) -> None:
        animation = QPropertyAnimation(item, prop)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(ms + delay)
        if delay:
            # hold the start value for the delay, then run the curve
            animation.setKeyValueAt(delay / (ms + delay), start)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic if not delay else QEasingCurve.Type.Linear)
        group = self._new_group()
        group.addAnimation(animation)
        if group.state() != QParallelAnimationGroup.State.Running:
            group.start()

    def finish_all(self) -> None:
        """Jump every running animation to its end."""
        if self._group is not None:
            group = self._group
            group.setCurrentTime(group.totalDuration())
            group.stop()
            self._done()
