import ArgumentParser
import Foundation
import TeclaCore
import TeclaKeyboard

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
