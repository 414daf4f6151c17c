import TeclaCore

/// Fingers to inputs: the touch tracker. Each ``TouchInput`` updates the fingers on the keys and
/// runs the inputs it means (a key's action on lift, a swipe, a backspace repeat, a cursor step)
/// through the pipeline; the tracker's own feedback (a popup opening, a miss) is the touch's.
extension KeyboardSession {
    /// A finger went down. Backspace and shift act at once (as on iOS); other keys act on lift.
    /// A second finger going down commits the first one's key (rollover typing).
    @discardableResult
    public func touchDown(_ id: Int = 0, at point: Point) -> SessionOutput {
        handle(.touch(.down(id, at: point)))
    }

    /// The finger moved: it slides across keys, or along the alternates popup.
    ///
    /// - Parameter previews: whether a swipe's preview may be decoded now. A host handing over
    ///   a burst of moves at once passes false for all but the last: the trace records every
    ///   point and the preview is decoded once, at the latest (one client's 2,000-move batches
    ///   once decoded a preview per move and slowed every other session).
    @discardableResult
    public func touchMove(_ id: Int = 0, to point: Point, previews: Bool = true) -> SessionOutput {
        handle(.touch(.move(id, to: point, previews: previews)))
    }

    /// The finger lifted: types the key under it, or the selected alternate.
    @discardableResult
    public func touchUp(_ id: Int = 0, at point: Point) -> SessionOutput {
        handle(.touch(.up(id, at: point)))
    }

    /// The system took the touch away (a call came in, the keyboard was dismissed): nothing is typed.
    @discardableResult
    public func touchCancel(_ id: Int = 0) -> SessionOutput {
        handle(.touch(.cancel(id)))
    }

    /// Runs the timers that are due: long-press popups open and held backspace repeats.
    @discardableResult
    public func tick() -> SessionOutput { handle(.touch(.tick)) }

    // MARK: - The tracker (run by handle)

    func track(_ input: TouchInput) -> SessionOutput {
        switch input {
        case .down(let id, let point): return trackDown(id, at: point)
        case .move(let id, let point, let previews): return trackMove(id, to: point, previews: previews)
        case .up(let id, let point): return trackUp(id, at: point)
        case .cancel(let id):
            touches.removeValue(forKey: id)
            return SessionOutput()
        case .tick: return runTimers(previews: true)
        }
    }

    private func trackDown(_ id: Int, at point: Point) -> SessionOutput {
        var output = runTimers(previews: true)
        guard point.isFinite, let key = key(at: point) else {
            output.feedback.append(.error)
            return output
        }
        for other in touches.isEmpty ? [] : touches.keys.sorted() where other != id {
            guard let touch = touches[other], touch.key.action != .delete, touch.key.action != .shift else { continue }
            output.append(trackUp(other, at: touch.lastPoint))
        }
        touches.removeValue(forKey: id)
        let now = clock.now
        let phase: ActiveTouch.Phase = key.action == .delete ? .deleting(nextRepeat: 0) : .pressing(path: [point], times: [now], travel: 0)
        touches[id] = ActiveTouch(id: id, key: key, currentKey: key, downTime: now, downPoint: point, lastPoint: point, phase: phase)
        switch key.action {
        case .delete, .shift: output.append(handle(.key(key.action)))
        default: break
        }
        return output
    }

    private func trackMove(_ id: Int, to point: Point, previews: Bool) -> SessionOutput {
        // The preview is refreshed by trackSwipe once the point is in the trace (a tick's
        // refresh would decode the trace one point short).
        var output = runTimers(previews: false)
        guard point.isFinite, var touch = touches[id] else { return output }
        touch.lastPoint = point
        switch touch.phase {
        case .choosing(var popup):
            let index = popup.index(nearest: point)
            if index != popup.selectedIndex {
                popup.selectedIndex = index
                output.feedback.append(.selectionChanged)
            }
            touch.phase = .choosing(popup)
        case .deleting, .heldDown:
            break
        case .draggingCursor,
            .pressing where touch.key.action == .space:
            output.append(dragCursor(&touch, to: point))
        case .pressing where touch.key.action == .shift:
            break
        case .pressing, .swiping:
            trackSwipe(&touch, to: point, previews: previews)
            if touch.gesture == nil, let under = key(at: point) { touch.currentKey = under }
        }
        touches[id] = touch
        return output
    }

    private func trackUp(_ id: Int, at point: Point) -> SessionOutput {
        var output = runTimers(previews: true)
        guard let touch = touches.removeValue(forKey: id) else { return output }
        switch touch.phase {
        case .choosing(let popup):
            if let selected = popup.selected { output.append(handle(.key(.character(selected), casing: false))) }
        case .swiping(var gesture, _):
            if point.isFinite { gesture.append(point, at: clock.now) }
            output.append(handle(.swipe(points: gesture.points, times: gesture.times)))
        case .heldDown, .draggingCursor, .deleting:
            break
        case .pressing where touch.key.action == .shift:
            break
        case .pressing:
            let lifted = point.isFinite ? (key(at: point) ?? touch.currentKey) : touch.currentKey
            // Sliding from a letter onto a function key does not trigger it.
            let final = lifted.style == .function && touch.key.style != .function ? touch.key : lifted
            if final.isLetter, point.isFinite { recordTap(at: point) }
            output.append(handle(.key(final.action, liftPoint: point.isFinite ? point : touch.lastPoint)))
        }
        return output
    }

    /// A finger sliding along the space bar moves the cursor, one character per
    /// ``KeyboardSettings/spaceDragStep`` once it has gone ``KeyboardSettings/spaceDragStartDistance``
    /// (then the lift types no space). Right moves forward in left-to-right text, backward in
    /// right-to-left text, as the text runs under the finger.
    private func dragCursor(_ touch: inout ActiveTouch, to point: Point) -> SessionOutput {
        var output = SessionOutput()
        let start = touch.downPoint
        let anchor: Double
        if case .draggingCursor(let x) = touch.phase {
            anchor = x
        } else {
            guard abs(point.x - start.x) >= settings.spaceDragStartDistance else { return output }
            // Steps count from the threshold, wherever the sample that crossed it fell.
            anchor = start.x + (point.x < start.x ? -1 : 1) * settings.spaceDragStartDistance
            touch.phase = .draggingCursor(x: anchor)
            output.feedback.append(.cursorDragBegan)
        }
        guard settings.spaceDragStep > 0 else { return output }
        // Clamped before the conversion: a finger at 1e300 (a crafted log) would trap it.
        let quotient = ((point.x - anchor) / settings.spaceDragStep).rounded(.towardZero)
        guard quotient.isFinite else { return output }
        let steps = Int(max(-1e9, min(1e9, quotient)))
        guard steps != 0 else { return output }
        touch.phase = .draggingCursor(x: anchor + Double(steps) * settings.spaceDragStep)
        let forward = layout.direction == .rightToLeft ? -steps : steps
        output.append(handle(.moveCursor(forward)))
        return output
    }

    /// The timers that are due: backspace repeats, swipe previews, long presses.
    private func runTimers(previews: Bool) -> SessionOutput {
        var output = SessionOutput()
        guard !touches.isEmpty else { return output }
        let now = clock.now
        for id in touches.keys.sorted() {
            guard var touch = touches[id] else { continue }
            switch touch.phase {
            case .deleting(var next):
                while true {
                    let due = settings.backspace.repeatTime(next)
                    guard touch.downTime + due.time <= now else { break }
                    if document.textBeforeCursor.isEmpty && document.selectedText == nil {
                        // Nothing left to delete: skip every due repeat at once (a clock that
                        // leapt an hour once replayed each of them, for seconds).
                        next = max(next + 1, settings.backspace.firstRepeat(after: now - touch.downTime))
                        break
                    }
                    next += 1
                    touch.phase = .deleting(nextRepeat: next)
                    touches[id] = touch
                    output.append(handle(.deleteRepeat(due.unit)))
                }
                touch.phase = .deleting(nextRepeat: next)
            case .swiping:
                if previews { refreshSwipePreview(&touch) }
            case .pressing where touch.currentKey == touch.key && now - touch.downTime >= settings.longPressDelay:
                if !touch.currentKey.alternates.isEmpty {
                    let options = touch.key.alternates.map { touch.key.isLetter ? Self.cased($0, shift: shift.state) : $0 }
                    touch.phase = .choosing(
                        AlternatesPopup(key: touch.key, options: options, keyboardWidth: layout.size.width, touch: touch.lastPoint))
                    output.feedback.append(.longPress)
                } else if let action = touch.key.longPressAction {
                    // The hold is the key's press: its lift types nothing.
                    touch.phase = .heldDown
                    touches[id] = touch
                    output.feedback.append(.longPress)
                    output.append(handle(.key(action)))
                    continue  // the action may have ended every touch (a layout switch)
                }
            default:
                break
            }
            touches[id] = touch
        }
        return output
    }
}
