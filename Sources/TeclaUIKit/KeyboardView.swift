#if canImport(UIKit)
import TeclaCore
import TeclaHost
import UIKit

/// What the keyboard view reports: touches on the keys (in the session's coordinates, with
/// UIKit's timestamps and the event, which the globe key hands to the system) and taps on the bar.
@MainActor
protocol KeyboardViewDelegate: AnyObject {
    func keyboardView(_ view: KeyboardView, touchDown id: Int, at point: Point, timestamp: Double)
    func keyboardView(_ view: KeyboardView, touchMoved id: Int, to point: Point, timestamp: Double)
    func keyboardView(_ view: KeyboardView, touchUp id: Int, at point: Point, timestamp: Double, event: UIEvent?)
    func keyboardView(_ view: KeyboardView, touchCancelled id: Int)
    func keyboardView(_ view: KeyboardView, tappedBar target: KeyboardScene.BarTarget)
}

/// Paints a ``KeyboardScene`` and turns touches into the session's events. It decides nothing:
/// where things are, what they say and how they look all come from the scene.
@MainActor
final class KeyboardView: UIView, UIInputViewAudioFeedback {
    weak var delegate: (any KeyboardViewDelegate)?

    var scene: KeyboardScene? {
        didSet {
            guard scene != oldValue else { return }
            setNeedsDisplay()
            let elements = scene?.accessibleElements ?? []
            if elements != accessible {
                accessible = elements
                rebuildAccessibility()
            }
        }
    }

    /// What the VoiceOver elements were built from (a pressed key does not rebuild them).
    private var accessible: [KeyboardScene.AccessibleElement] = []

    /// The debug memory line (footprint and headroom), drawn over the bar's trailing corner.
    var memoryLine: String? {
        didSet { if memoryLine != oldValue { setNeedsDisplay() } }
    }

    /// A message shown instead of keys when the keyboard could not start.
    var failure: String? {
        didSet { setNeedsDisplay() }
    }

    /// A short message over the bar (the app could not be opened); gone at the next touch.
    var notice: String? {
        didSet { if notice != oldValue { setNeedsDisplay() } }
    }

    /// Touch ids the session sees: small numbers, stable for a touch's life.
    private var touchIDs: [ObjectIdentifier: Int] = [:]
    private var nextTouchID = 0
    /// Touches that went down on the bar, and the entry they went down on.
    private var barTouches: [ObjectIdentifier: KeyboardScene.BarTarget] = [:]

    override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        isOpaque = true
        contentMode = .redraw
    }

    @available(*, unavailable, message: "the keyboard view is built in code")
    required init?(coder: NSCoder) {
        fatalError("KeyboardView is built in code")
    }

    /// Lets `UIDevice.current.playInputClick()` play (the user's Keyboard Clicks setting decides).
    var enableInputClicksWhenVisible: Bool { true }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        notice = nil
        guard let scene else { return }
        for touch in touches {
            let point = viewPoint(touch)
            if scene.isInBar(point) {
                if let target = scene.barTarget(at: point) { barTouches[ObjectIdentifier(touch)] = target }
                continue
            }
            let id = nextTouchID
            nextTouchID += 1
            touchIDs[ObjectIdentifier(touch)] = id
            delegate?.keyboardView(self, touchDown: id, at: scene.keyboardPoint(for: point), timestamp: touch.timestamp)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let scene else { return }
        for touch in touches {
            guard let id = touchIDs[ObjectIdentifier(touch)] else { continue }
            delegate?.keyboardView(self, touchMoved: id, to: scene.keyboardPoint(for: viewPoint(touch)), timestamp: touch.timestamp)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let scene else { return }
        for touch in touches {
            let key = ObjectIdentifier(touch)
            let point = viewPoint(touch)
            if let target = barTouches.removeValue(forKey: key) {
                // A bar tap counts where it lifts, as buttons do.
                if scene.barTarget(at: point) == target { delegate?.keyboardView(self, tappedBar: target) }
                continue
            }
            guard let id = touchIDs.removeValue(forKey: key) else { continue }
            delegate?.keyboardView(self, touchUp: id, at: scene.keyboardPoint(for: point), timestamp: touch.timestamp, event: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let key = ObjectIdentifier(touch)
            barTouches.removeValue(forKey: key)
            if let id = touchIDs.removeValue(forKey: key) { delegate?.keyboardView(self, touchCancelled: id) }
        }
    }

    /// Whether a finger is on the keys (the display link runs only then).
    var hasActiveTouches: Bool { !touchIDs.isEmpty }

    private func viewPoint(_ touch: UITouch) -> Point {
        let location = touch.location(in: self)
        return Point(x: Double(location.x), y: Double(location.y))
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let palette = scene?.palette ?? ScenePalette(appearance: .default)
        color(palette.background).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 0).fill()
        if let failure {
            drawText(failure, in: bounds.insetBy(dx: 16, dy: 16), size: 15, color: palette.label, bold: false, lines: true)
            return
        }
        guard let scene else { return }
        if let notice {
            let bar = CGRect(x: 8, y: 0, width: bounds.width - 16, height: CGFloat(KeyboardScene.barHeight))
            drawText(notice, in: bar, size: 13, color: palette.label, bold: scene.usesBoldText, lines: true)
        } else {
            drawBar(scene)
        }
        for cap in scene.caps where cap.accessibilityLabel != nil { drawCap(cap, scene: scene) }
        drawTrail(scene)
        if let alternates = scene.alternates { drawAlternates(alternates, scene: scene) }
        if let preview = scene.preview { drawPreview(preview, scene: scene) }
        if let memoryLine {
            let line = CGRect(x: bounds.width - 150, y: 0, width: 146, height: 14)
            drawText(memoryLine, in: line, size: 10, color: palette.secondaryLabel, bold: false, alignment: .right)
        }
    }

    private func drawBar(_ scene: KeyboardScene) {
        let palette = scene.palette
        for item in scene.bar {
            let frame = cgRect(item.frame)
            if item.isHighlighted {
                color(palette.highlight).setFill()
                UIBezierPath(roundedRect: frame.insetBy(dx: 4, dy: 6), cornerRadius: 8).fill()
            }
            let inner = frame.insetBy(dx: 8, dy: 0)
            if let gloss = item.gloss {
                drawText(
                    item.title, in: CGRect(x: inner.minX, y: inner.minY + 4, width: inner.width, height: 24), size: 16,
                    color: palette.label, bold: scene.usesBoldText)
                drawText(
                    gloss, in: CGRect(x: inner.minX, y: inner.minY + 28, width: inner.width, height: 16), size: 11,
                    color: palette.secondaryLabel, bold: scene.usesBoldText)
            } else {
                drawText(item.title, in: inner, size: 16, color: palette.label, bold: scene.usesBoldText)
            }
        }
    }

    private func drawCap(_ cap: KeyboardScene.Cap, scene: KeyboardScene) {
        let palette = scene.palette
        let frame = cgRect(cap.frame)
        let fill: ScenePalette.Color
        switch cap.style {
        case .character, .space: fill = cap.isHighlighted && cap.style == .space ? palette.pressedKey : palette.characterKey
        case .function: fill = cap.isHighlighted ? palette.characterKey : palette.functionKey
        case .primary: fill = palette.primaryKey
        }
        color(palette.keyShadow).setFill()
        UIBezierPath(roundedRect: frame.offsetBy(dx: 0, dy: 1), cornerRadius: 5).fill()
        color(fill, dimmed: !cap.isEnabled).setFill()
        UIBezierPath(roundedRect: frame, cornerRadius: 5).fill()
        let isLetterLike = cap.style == .character && cap.label.count <= 2
        let labelColor = cap.style == .primary ? palette.primaryLabel : palette.label
        drawText(cap.label, in: frame, size: isLetterLike ? 22 : 16, color: labelColor, bold: scene.usesBoldText, dimmed: !cap.isEnabled)
    }

    private func drawTrail(_ scene: KeyboardScene) {
        guard let first = scene.trail.first, scene.trail.count > 1 else { return }
        let path = UIBezierPath()
        path.lineWidth = 6
        path.move(to: cgPoint(first))
        for point in scene.trail.dropFirst() { path.addLine(to: cgPoint(point)) }
        color(scene.palette.trail).setStroke()
        path.stroke()
    }

    private func drawPreview(_ preview: KeyboardScene.Preview, scene: KeyboardScene) {
        let frame = cgRect(preview.frame)
        color(scene.palette.keyShadow).setFill()
        UIBezierPath(roundedRect: frame.offsetBy(dx: 0, dy: 1), cornerRadius: 8).fill()
        color(scene.palette.characterKey).setFill()
        UIBezierPath(roundedRect: frame, cornerRadius: 8).fill()
        drawText(preview.label, in: frame, size: 32, color: scene.palette.label, bold: scene.usesBoldText)
    }

    private func drawAlternates(_ strip: KeyboardScene.AlternatesStrip, scene: KeyboardScene) {
        guard let first = strip.frames.first, let last = strip.frames.last else { return }
        let outline = cgRect(first).union(cgRect(last))
        color(scene.palette.keyShadow).setFill()
        UIBezierPath(roundedRect: outline.offsetBy(dx: 0, dy: 1), cornerRadius: 8).fill()
        color(scene.palette.characterKey).setFill()
        UIBezierPath(roundedRect: outline, cornerRadius: 8).fill()
        for (index, option) in strip.options.enumerated() where strip.frames.indices.contains(index) {
            let frame = cgRect(strip.frames[index])
            let selected = index == strip.selectedIndex
            if selected {
                color(scene.palette.primaryKey).setFill()
                UIBezierPath(roundedRect: frame.insetBy(dx: 2, dy: 2), cornerRadius: 6).fill()
            }
            drawText(
                option, in: frame, size: 22, color: selected ? scene.palette.primaryLabel : scene.palette.label, bold: scene.usesBoldText)
        }
    }

    // MARK: Accessibility

    /// One element per key and per bar entry, so VoiceOver reads the keyboard key by key.
    private func rebuildAccessibility() {
        isAccessibilityElement = false
        accessibilityElements = accessible.map { item in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityFrameInContainerSpace = cgRect(item.frame)
            element.accessibilityLabel = item.label
            element.accessibilityValue = item.value
            var traits: UIAccessibilityTraits = item.role == .key ? .keyboardKey : .button
            if item.isSelected { traits.insert(.selected) }
            if !item.isEnabled { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            return element
        }
    }

    // MARK: Helpers

    private func drawText(
        _ text: String, in rect: CGRect, size: CGFloat, color textColor: ScenePalette.Color, bold: Bool, dimmed: Bool = false,
        alignment: NSTextAlignment = .center, lines: Bool = false
    ) {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        style.lineBreakMode = lines ? .byWordWrapping : .byTruncatingTail
        let font = UIFont.systemFont(ofSize: size, weight: bold ? .semibold : .regular)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font, .foregroundColor: color(textColor, dimmed: dimmed), .paragraphStyle: style,
        ]
        let string = text as NSString
        let height = lines ? rect.height : min(rect.height, font.lineHeight)
        string.draw(in: CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height), withAttributes: attributes)
    }

    private func color(_ value: ScenePalette.Color, dimmed: Bool = false) -> UIColor {
        UIColor(
            red: CGFloat(value.red), green: CGFloat(value.green), blue: CGFloat(value.blue),
            alpha: CGFloat(dimmed ? value.alpha * 0.4 : value.alpha))
    }

    private func cgRect(_ rect: Rect) -> CGRect {
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    private func cgPoint(_ point: Point) -> CGPoint {
        CGPoint(x: point.x, y: point.y)
    }
}
#endif
