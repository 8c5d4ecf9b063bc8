"""Animation helpers: every duration in the table goes through one :class:`Animator`, scaled by one speed factor."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPointF, QPropertyAnimation, QRectF, Signal
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

FLYING_Z = 10_000.0
"""Added to an item's z value while it moves, so a card in flight passes over everything on its way (a hand, a
pile, a seat plate) in every game; it lands at the z value it was given. Moving items keep their order among
themselves."""


class Animator(QObject):
    """Moves and fades scene items. ``speed`` multiplies every duration: 0 means no animation (changes are
    immediate), 1 normal, 2 twice as slow. ``finished`` is emitted when the last running animation ends (also when
    its item was removed from the table mid-flight, or when the last one was cut short by an immediate change of the
    same item); a move replaced by a newer move of the same item does not end anything: only the final landing
    counts. A moving item is lifted above every resting one (:data:`FLYING_Z`) until it lands. After
    :meth:`stop_all` (the table is torn down) every change is immediate for good, whatever ``speed`` says."""

    finished = Signal()

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = speed
        self._active: set[QPropertyAnimation] = set()
        self._rest_z: dict[QPropertyAnimation, float] = {}  # a move in flight → the z value its item lands at
        self._stopped = False

    def duration(self, base_ms: int) -> int:
        """``base_ms`` scaled by the speed factor (milliseconds, 0 when animations are off or after
        :meth:`stop_all`)."""
        return 0 if self._stopped else int(base_ms * self.speed)

    @property
    def running(self) -> bool:
        return bool(self._active)

    def animating(self, item: QGraphicsObject) -> bool:
        """True while an animation of ``item`` (a move, a fade, a change of scale) is under way."""
        return any(a.targetObject() is item for a in self._active)

    def landing(self, item: QGraphicsItem) -> QRectF | None:
        """The rectangle (in scene coordinates) a top-level ``item`` covers once its moves and changes of scale
        in flight end: where it is if none is under way; ``None`` if it is fading out (to opacity 0)."""
        ends = {a.propertyName().data(): a.endValue() for a in self._active if a.targetObject() is item}
        if not ends:
            return item.sceneBoundingRect()
        if ends.get(b"opacity") == 0:
            return None
        pos, scale = ends.get(b"pos", item.pos()), ends.get(b"scale", item.scale())
        place = QTransform()
        place.translate(pos.x(), pos.y())
        place.rotate(item.rotation())
        place.scale(scale, scale)
        return (item.transform() * place).mapRect(item.boundingRect())

    def move(self, item: QGraphicsObject, target: QPointF, base_ms: int = 350, delay_ms: int = 0) -> None:
        """Move ``item`` to scene position ``target`` over ``base_ms`` (scaled), starting after ``delay_ms``."""
        ms = self.duration(base_ms)
        if ms <= 0 or item.pos() == target:
            stopped = self._stop(item, b"pos")  # a move in flight would take it elsewhere
            if stopped and item.zValue() >= FLYING_Z:
                item.setZValue(item.zValue() - FLYING_Z)  # landed at once, at its own z value
            item.setPos(target)
            self._finish_if_idle(stopped)
            return
        self._start(item, b"pos", item.pos(), target, ms, self.duration(delay_ms))

    def rescale(self, item: QGraphicsObject, scale: float, base_ms: int = 320, delay_ms: int = 0) -> None:
        """Grow or shrink ``item`` to ``scale`` (about its top-left corner, as a move takes it elsewhere) over
        ``base_ms`` (scaled), starting after ``delay_ms``."""
        ms = self.duration(base_ms)
        if ms <= 0 or item.scale() == scale:
            stopped = self._stop(item, b"scale")
            item.setScale(scale)
            self._finish_if_idle(stopped)
            return
        self._start(item, b"scale", item.scale(), scale, ms, self.duration(delay_ms))

    def fade(self, item: QGraphicsObject, opacity: float, base_ms: int = 300) -> None:
        """Fade ``item`` to ``opacity`` (0..1)."""
        ms = self.duration(base_ms)
        if ms <= 0:
            stopped = self._stop(item, b"opacity")
            item.setOpacity(opacity)
            self._finish_if_idle(stopped)
            return
        self._start(item, b"opacity", item.opacity(), opacity, ms, 0)

    def _stop(self, item: QGraphicsObject, prop: bytes) -> bool:
        """Stop the animation of ``item``'s ``prop`` in flight, if any (a new one, or an immediate change, replaces
        it), without counting it as ended: ``finished`` is not emitted for it. Returns True if one was in flight."""
        stopped = False
        for running in list(self._active):
            if running.targetObject() is item and running.propertyName() == prop:
                self._active.discard(running)  # gone before it stops: its end is not a landing
                self._rest_z.pop(running, None)  # what replaces it lands the item
                running.stop()
                running.deleteLater()
                stopped = True
        return stopped

    def _finish_if_idle(self, stopped: bool) -> None:
        """An immediate change ``stopped`` the last animation in flight: nothing moves any more (``finished``)."""
        if stopped and not self._active:
            self.finished.emit()

    def _start(self, item: QGraphicsObject, prop: bytes, start: object, end: object, ms: int, delay: int) -> None:
        self._stop(item, prop)  # a new move of the same item replaces the one in flight
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
        if prop == b"pos":
            z = item.zValue()
            rest = z - FLYING_Z if z >= FLYING_Z else z  # already lifted by a move it replaces
            self._rest_z[animation] = rest
            item.setZValue(rest + FLYING_Z)
        animation.stateChanged.connect(lambda new, _old, a=animation: self._state_changed(a, new))
        animation.start()

    def _state_changed(self, animation: QPropertyAnimation, state: QAbstractAnimation.State) -> None:
        if state == QAbstractAnimation.State.Stopped and animation in self._active:
            self._active.discard(animation)
            rest = self._rest_z.pop(animation, None)
            item = animation.targetObject()
            if rest is not None and isinstance(item, QGraphicsObject):
                with contextlib.suppress(RuntimeError):  # the item was deleted in flight
                    if item.zValue() >= FLYING_Z:
                        item.setZValue(rest)  # landed (an item given another z value in flight keeps that)
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
        self._rest_z = {}
        for animation in active:
            animation.stateChanged.disconnect()
            animation.stop()
            animation.deleteLater()
