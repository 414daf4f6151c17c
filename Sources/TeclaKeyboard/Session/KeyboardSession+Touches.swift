import TeclaCore

extension KeyboardSession {
    /// A finger went down. Backspace and shift act at once (as on iOS); other keys act on lift.
    /// A second finger going down commits the first one's key (rollover typing).
    @discardableResult
    public func touchDown(_ id: Int = 0, at point: Point) -> SessionOutput {
        var output = tick()
        guard point.isFinite, let key = key(at: point) else {
            output.feedback.append(.error)
            return output
        }
        for other in touches.isEmpty ? [] : touches.keys.sorted() where other != id {
            guard let touch = touches[other], touch.key.action != .delete, touch.key.action != .shift else { continue }
            output.append(touchUp(other, at: touch.lastPoint))
        }
        if touches[id] != nil { touchCancel(id) }
        touches[id] = ActiveTouch(id: id, key: key, currentKey: key, downTime: clock.now, lastPoint: point, path: [point], pathTimes: [clock.now])
        switch key.action {
        case .delete, .shift: output.append(handle(.key(key.action)))
        default: break
        }
        return output
    }

    /// The finger moved: it slides across keys, or along the alternates popup.
    ///
    /// - Parameter previews: whether a swipe's preview may be decoded now. A host handing over
    ///   a burst of moves at once passes false for all but the last: the trace records every
    ///   point and the preview is decoded once, at the latest (one client's 2,000-move batches
    ///   once decoded a preview per move and slowed every other session).
    @discardableResult
    public func touchMove(_ id: Int = 0, to point: Point, previews: Bool = true) -> SessionOutput {
        // The preview is refreshed by trackGesture once the point is in the trace (a tick's
        // refresh would decode the trace one point short).
        var output = tick(previews: false)
        guard point.isFinite, var touch = touches[id] else { return output }
        touch.lastPoint = point
        if var popup = touch.popup {
            let index = popup.index(nearest: point)
            if index != popup.selectedIndex {
                popup.selectedIndex = index
                output.feedback.append(.selectionChanged)
            }
            touch.popup = popup
        } else if touch.key.action == .space {
            output.append(dragCursor(&touch, to: point))
        } else if touch.key.action != .delete && touch.key.action != .shift {
            trackGesture(&touch, to: point, previews: previews)
            if touch.gesture == nil, let under = key(at: point) { touch.currentKey = under }
        }
        touches[id] = touch
        return output
    }

    /// The finger lifted: types the key under it, or the selected alternate.
    @discardableResult
    public func touchUp(_ id: Int = 0, at point: Point) -> SessionOutput {
        var output = tick()
        guard let touch = touches.removeValue(forKey: id) else { return output }
        if let popup = touch.popup {
            if let selected = popup.selected { output.append(handle(.key(.character(selected), casing: false))) }
            return output
        }
        if var gesture = touch.gesture {
            if point.isFinite { gesture.append(point, at: clock.now) }
            output.append(handle(.swipe(gesture)))
            return output
        }
        if touch.didLongPress || touch.cursorDragX != nil { return output }
        switch touch.key.action {
        case .delete, .shift:
            return output
        default:
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
    func dragCursor(_ touch: inout ActiveTouch, to point: Point) -> SessionOutput {
        var output = SessionOutput()
        let start = touch.path.first ?? point
        if touch.cursorDragX == nil {
            guard abs(point.x - start.x) >= settings.spaceDragStartDistance else { return output }
            // Steps count from the threshold, wherever the sample that crossed it fell.
            touch.cursorDragX = start.x + (point.x < start.x ? -1 : 1) * settings.spaceDragStartDistance
            output.feedback.append(.cursorDragBegan)
        }
        guard let anchor = touch.cursorDragX, settings.spaceDragStep > 0 else { return output }
        let steps = Int(((point.x - anchor) / settings.spaceDragStep).rounded(.towardZero))
        guard steps != 0 else { return output }
        touch.cursorDragX = anchor + Double(steps) * settings.spaceDragStep
        let forward = layout.direction == .rightToLeft ? -steps : steps
        output.append(handle(.moveCursor(forward)))
        return output
    }

    /// The system took the touch away (a call came in, the keyboard was dismissed): nothing is typed.
    public func touchCancel(_ id: Int = 0) {
        touches.removeValue(forKey: id)
    }

    /// Runs the timers that are due: long-press popups open and held backspace repeats.
    @discardableResult
    public func tick() -> SessionOutput { tick(previews: true) }

    func tick(previews: Bool) -> SessionOutput {
        var output = SessionOutput()
        guard !touches.isEmpty else { return output }
        let now = clock.now
        for id in touches.keys.sorted() {
            guard var touch = touches[id] else { continue }
            if touch.key.action == .delete {
                while true {
                    let next = settings.backspace.repeatTime(touch.nextRepeat)
                    guard touch.downTime + next.time <= now else { break }
                    if document.textBeforeCursor.isEmpty && document.selectedText == nil {
                        // Nothing left to delete: skip every due repeat at once (a clock that
                        // leapt an hour once replayed each of them, for seconds).
                        touch.nextRepeat = max(touch.nextRepeat + 1, settings.backspace.firstRepeat(after: now - touch.downTime))
                        break
                    }
                    touch.nextRepeat += 1
                    output.append(handle(.deleteRepeat(next.unit)))
                }
            } else if touch.gesture != nil {
                if previews { refreshGesturePreview(&touch) }
            } else if touch.popup == nil, !touch.currentKey.alternates.isEmpty, touch.currentKey == touch.key,
                now - touch.downTime >= settings.longPressDelay
            {
                let options = touch.key.alternates.map { touch.key.isLetter ? Self.cased($0, shift: shift.state) : $0 }
                touch.popup = AlternatesPopup(key: touch.key, options: options, keyboardWidth: layout.size.width, touch: touch.lastPoint)
                output.feedback.append(.longPress)
            } else if let action = touch.key.longPressAction, !touch.didLongPress, touch.currentKey == touch.key,
                now - touch.downTime >= settings.longPressDelay
            {
                // The hold is the key's press: its lift types nothing.
                touch.didLongPress = true
                touches[id] = touch
                output.feedback.append(.longPress)
                output.append(handle(.key(action)))
                continue  // the action may have ended every touch (a layout switch)
            }
            touches[id] = touch
        }
        return output
    }

    /// Taps a key by id at its centre: down and up with no time between (for the CLI and tests).
    @discardableResult
    public func tap(keyID: String) -> SessionOutput {
        guard let key = currentPage.key(id: keyID) else { return SessionOutput(feedback: [.error]) }
        var output = touchDown(0, at: key.frame.center)
        output.append(touchUp(0, at: key.frame.center))
        return output
    }
}
