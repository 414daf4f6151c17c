import SwiftUI
import TeclaCompanion

/// Every N'Ko sign the keyboard types, with the Latin letters that type it.
struct NKoReferenceView: View {
    private let columns = [GridItem(.adaptive(minimum: 72))]

    var body: some View {
        NavigationStack {
            ScrollView {
                ForEach(NKoReference.sections) { section in
                    VStack(alignment: .leading) {
                        Text(section.title).font(.headline).padding(.horizontal)
                        LazyVGrid(columns: columns) {
                            ForEach(section.entries) { entry in
                                VStack {
                                    Text(entry.glyph).font(.system(size: 34))
                                    Text(entry.latin ?? " ").font(.caption).foregroundStyle(.secondary)
                                }
                                .frame(minHeight: 72)
                                .accessibilityElement(children: .ignore)
                                .accessibilityLabel(entry.name + (entry.latin.map { ", typed \($0)" } ?? ""))
                            }
                        }
                        .environment(\.layoutDirection, .rightToLeft)
                    }
                    .padding(.vertical)
                }
            }
            .navigationTitle("N'Ko")
        }
    }
}
