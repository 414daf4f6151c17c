import ArgumentParser
import Foundation
import TeclaCore
import TeclaKeyboard
import TeclaTouch

struct LayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "List the keyboard layouts, or dump one with its key geometry."
    )

    @Argument(help: "A layout id to dump (all layouts when omitted).")
    var id: String?

    @Option(help: "Keyboard width in points (375, 390 and 430 are the common iPhones).")
    var width: Double = 390

    @Flag(help: "Print JSON: the full layout with every page, key frame, action and alternates.")
    var json = false

    @Flag(
        help:
            "Print the letter keys of each layout's first page as gesture geometry (the How We Swipe layouts format `tecla synth` and `eval swipe` read), named by layout id."
    )
    var swipeLayouts = false

    func run() throws {
        let catalog = LayoutCatalog.all
        let ids = id.map { [$0] } ?? catalog.ids
        var layouts: [KeyboardLayout] = []
        for id in ids {
            do {
                layouts.append(try catalog.layout(id: id, width: width))
            } catch {
                throw ValidationError(error.description)
            }
        }
        if swipeLayouts {
            print(Self.swipeLayouts(layouts))
            return
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(id == nil ? AnyLayouts.many(layouts) : AnyLayouts.one(layouts[0]))
            print(String(decoding: data, as: UTF8.self))
            return
        }
        for layout in layouts {
            print("\(layout.id)\t\(layout.name)\t\(layout.language)\t\(layout.direction.rawValue)\t\(Int(layout.size.width))×\(Int(layout.size.height)) pt")
            for page in layout.pages {
                let rows = page.rows.map { row in row.map(\.label).joined(separator: " ") }
                print("  \(page.id): " + rows.joined(separator: " | "))
            }
        }
    }

    /// `{"ID": {"width", "height", "key_w", "key_h", "keys": {"letter": [cx, cy, w, h]}}}`: the
    /// letters a gesture on the page can draw (``SwipeKeyboard/init(page:)``), keys a pitch wide.
    static func swipeLayouts(_ layouts: [KeyboardLayout]) -> String {
        struct Entry: Encodable {
            var width: Double
            var height: Double
            var key_w: Double
            var key_h: Double
            var keys: [String: [Double]]
        }
        var entries: [String: Entry] = [:]
        for layout in layouts {
            guard let page = layout.pages.first else { continue }
            let keyboard = SwipeKeyboard(page: page)
            var keys: [String: [Double]] = [:]
            for (letter, centre) in zip(keyboard.letters, keyboard.centers) {
                keys[String(letter)] = [centre.x, centre.y, keyboard.pitchX, keyboard.pitchY]
            }
            entries[layout.id] = Entry(
                width: layout.size.width, height: layout.size.height, key_w: keyboard.pitchX, key_h: keyboard.pitchY, keys: keys)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(entries)) ?? Data(), as: UTF8.self)
    }

    enum AnyLayouts: Encodable {
        case one(KeyboardLayout)
        case many([KeyboardLayout])

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .one(let layout): try layout.encode(to: encoder)
            case .many(let layouts): try layouts.encode(to: encoder)
            }
        }
    }
}
