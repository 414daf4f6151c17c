/// The function keys that every layout shares, so that they look and behave the same everywhere.
public enum CommonKeys {
    public static func shift(units: Double = 1.25) -> KeySpec {
        KeySpec(id: "shift", label: "⇧", action: .shift, style: .function, units: units)
    }

    public static func delete(units: Double = 1.25) -> KeySpec {
        KeySpec(id: "delete", label: "⌫", action: .delete, style: .function, units: units)
    }

    public static func page(_ page: PageID, label: String, units: Double = 1.25) -> KeySpec {
        KeySpec(id: "page-\(page.rawValue)", label: label, action: .page(page), style: .function, units: units)
    }

    /// The globe key: the system's next keyboard when iOS asks for one (held, Tecla's next
    /// layout), else Tecla's next layout.
    public static func globe(options: LayoutOptions, units: Double) -> KeySpec {
        if options.needsInputModeSwitchKey {
            return KeySpec(
                id: "globe", label: "🌐", action: .nextInputMode, style: .function, units: units,
                longPressAction: options.switchesLayouts ? .nextLayout : nil)
        }
        return KeySpec(id: "globe", label: "🌐", action: .nextLayout, style: .function, units: units)
    }

    /// The bottom row: page switch, globe, emoji, space and return, 10 units wide.
    public static func bottomRow(pageKey: KeySpec, options: LayoutOptions, spaceLabel: String = "space", hasEmoji: Bool = true) -> [KeySpec] {
        var row = [pageKey]
        var spaceUnits = 10 - pageKey.units - 2.5
        if options.showsGlobeKey {
            row.append(globe(options: options, units: 1))
            spaceUnits -= 1
        }
        if hasEmoji {
            let units = options.showsGlobeKey ? 1.0 : 1.25
            row.append(KeySpec(id: "page-emoji", label: "😀", action: .page(.emoji), style: .function, units: units))
            spaceUnits -= units
        }
        row.append(KeySpec(id: "space", label: spaceLabel, action: .space, style: .space, units: spaceUnits))
        row.append(KeySpec(id: "return", label: "return", action: .return, style: .function, units: 2.5))
        return row
    }
}
