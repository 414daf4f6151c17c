import TeclaCore

/// Checks a whole batch of events against the limits and the session before any of it is
/// applied, so a bad batch changes nothing: counts, timestamps (finite, bounded, never
/// decreasing within the batch), pointer ids, coordinates near the keyboard, layout ids and
/// text sizes.
struct EventBatchValidator {
    var limits: PlaygroundLimits
    var catalog: LayoutCatalog
    /// The session's keyboard width in points.
    var width: Double

    /// Pointer ids a browser gives (`pointerId` is a non-negative 32-bit integer in practice).
    static let pointerIDs: ClosedRange<Int> = 0...Int(Int32.max)

    /// A batch's first timestamp may be earlier than the session's last (the client's clock
    /// restarted, see ``PlaygroundSession``); within a batch, time only goes forward.
    ///
    /// - Parameter layoutID: the layout the session shows before the batch (a `selectLayout` changes it).
    /// - Returns: the characters the batch types (taps and replaced text); what suggestion taps
    ///   insert is counted as they apply.
    @discardableResult
    func validate(_ events: [ClientEvent], layoutID: String) throws(PlaygroundError) -> Int {
        guard events.count <= limits.maxEventsPerRequest else {
            throw .tooLarge(
                "too many events: \(events.count) in one request, the limit is \(limits.maxEventsPerRequest); send a long gesture in several requests"
            )
        }
        var previous: Double?
        var typed = 0
        var height = try layoutHeight(layoutID)
        var width = width
        var layoutID = layoutID
        for (index, event) in events.enumerated() {
            let path = "events[\(index)]"
            if let t = event.t {
                guard t.isFinite, t >= 0, t <= limits.maxTimestamp else {
                    throw .badRequest("\(path).t: \(t) is not a time in milliseconds between 0 and \(Int(limits.maxTimestamp))")
                }
                if let previous, t < previous {
                    throw .badRequest(
                        "\(path).t: \(Self.format(t)) is earlier than the previous event (\(Self.format(previous))); timestamps must not decrease within a batch"
                    )
                }
                previous = t
            }
            switch event {
            case .pointer(let pointer):
                if pointer.phase == .up { typed += 1 }
                guard Self.pointerIDs.contains(pointer.pointer) else {
                    throw .badRequest("\(path).pointer: \(pointer.pointer) is not a pointer id (0…\(Self.pointerIDs.upperBound))")
                }
                if let location = pointer.location {
                    try check(location.x, name: "x", extent: width, path: path)
                    try check(location.y, name: "y", extent: height, path: path)
                }
            case .tick:
                break
            case .selectLayout(let id, _):
                height = try layoutHeight(id, width: width, path: "\(path).layout")
                layoutID = id
            case .changeSettings(let settings, _):
                try Self.checkEnabledLayouts(settings.enabledLayouts, catalog: catalog, path: "\(path).settings.enabledLayouts")
            case .changeField:
                break
            case .resize(let newWidth, _):
                try Self.checkWidth(newWidth, path: "\(path).width")
                width = newWidth
                height = try layoutHeight(layoutID, width: width)
            case .selectSuggestion(let index, _):
                guard (0..<3).contains(index) else {
                    throw .badRequest("\(path).index: \(index) is not a suggestion slot (0…2)")
                }
            case .replaceText(let text, let cursor, let selection, _):
                // Before anything counts characters: one "character" may be 60,000 marks.
                if let overlong = GraphemeBound.firstOverlong(in: text) {
                    throw .badRequest("\(path).text: \(overlong)")
                }
                let count = text.count
                guard count <= limits.maxTextLength else {
                    throw .tooLarge("\(path).text: \(count) characters, the limit is \(limits.maxTextLength)")
                }
                typed += count
                if let cursor, !(0...count).contains(cursor) {
                    throw .badRequest("\(path).cursor: \(cursor) is outside the text (0…\(count))")
                }
                if let selection, !(0...(count - (cursor ?? count))).contains(selection) {
                    throw .badRequest("\(path).selection: \(selection) graphemes from the cursor run outside the text (0…\(count - (cursor ?? count)))")
                }
            }
            guard typed <= limits.maxTypedCharactersPerRequest else {
                throw .tooLarge(
                    "the batch types \(typed) characters by \(path) (taps and replaced text), the limit is \(limits.maxTypedCharactersPerRequest) per request; send the rest in another request"
                )
            }
        }
        return typed
    }

    /// A coordinate must be a finite number within the margin around the keyboard.
    private func check(_ value: Double, name: String, extent: Double, path: String) throws(PlaygroundError) {
        let allowed = -limits.coordinateMargin...(extent + limits.coordinateMargin)
        guard value.isFinite else { throw .badRequest("\(path).\(name): \(value) is not a finite number") }
        guard allowed.contains(value) else {
            throw .badRequest(
                "\(path).\(name): \(Self.format(value)) is outside the keyboard (\(Self.format(allowed.lowerBound))…\(Self.format(allowed.upperBound)) points)"
            )
        }
    }

    /// The height of a layout at a width, from its definition (no pages are built).
    private func layoutHeight(_ id: String, width: Double? = nil, path: String = "layout") throws(PlaygroundError) -> Double {
        guard let definition = catalog.definition(id: id) else {
            throw .badRequest("\(path): unknown layout '\(id)'; available: \(catalog.ids.joined(separator: ", "))")
        }
        return LayoutMetrics.iPhonePortrait(width: width ?? self.width).height(rows: definition.rowCount)
    }

    /// A keyboard width the layouts can be built at.
    static func checkWidth(_ width: Double, path: String) throws(PlaygroundError) {
        guard width.isFinite, LayoutCatalog.supportedWidths.contains(width) else {
            throw .badRequest(
                "\(path): \(width) is not a supported keyboard width (\(Int(LayoutCatalog.supportedWidths.lowerBound))…\(Int(LayoutCatalog.supportedWidths.upperBound)) points)"
            )
        }
    }

    /// The globe key's layouts: known, not empty, none twice.
    static func checkEnabledLayouts(_ enabled: [String]?, catalog: LayoutCatalog, path: String) throws(PlaygroundError) {
        guard let enabled else { return }
        let available = "available: \(catalog.ids.joined(separator: ", "))"
        guard !enabled.isEmpty else { throw .badRequest("\(path): empty; \(available)") }
        let unknown = enabled.filter { catalog.definition(id: $0) == nil }
        guard unknown.isEmpty else {
            throw .badRequest("\(path): unknown layouts \(unknown.prefix(5).joined(separator: ", ")); \(available)")
        }
        if let repeated = enabled.indices.first(where: { enabled[..<$0].contains(enabled[$0]) }) {
            throw .badRequest("\(path): '\(enabled[repeated])' is listed more than once")
        }
    }

    /// Numbers as a person writes them: 12, 12.5, 1e+400 (no trailing ".0").
    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
