import SwiftUI
import TeclaCompanion
import UniformTypeIdentifiers

struct DictionaryView: View {
    @Bindable var model: CompanionModel
    @State private var newWord = ""
    @State private var newShortcut = ""
    @State private var newPhrase = ""
    @State private var importing = false
    @State private var message: String?

    var body: some View {
        NavigationStack {
            List {
                Section("Add a word") {
                    HStack {
                        TextField("Word", text: $newWord)
                            .textInputAutocapitalization(.never)
                        Button("Add") {
                            if model.dictionary.add(word: newWord) { newWord = "" } else { message = "That word cannot be added." }
                        }
                    }
                }
                Section("Add a shortcut") {
                    TextField("Shortcut (omw)", text: $newShortcut)
                        .textInputAutocapitalization(.never)
                    TextField("Phrase (On my way!)", text: $newPhrase)
                    Button("Add shortcut") {
                        if model.dictionary.setShortcut(newShortcut, expandingTo: newPhrase) {
                            newShortcut = ""
                            newPhrase = ""
                        } else {
                            message = "That shortcut cannot be added."
                        }
                    }
                }
                Section("Your words") {
                    ForEach(model.dictionary.words, id: \.self) { word in Text(word) }
                        .onDelete { offsets in
                            for index in offsets { model.dictionary.remove(word: model.dictionary.words[index]) }
                        }
                }
                Section("Your shortcuts") {
                    ForEach(model.dictionary.shortcuts.sorted(by: { $0.key < $1.key }), id: \.key) { shortcut, phrase in
                        LabeledContent(shortcut, value: phrase)
                    }
                    .onDelete { offsets in
                        let keys = model.dictionary.shortcuts.keys.sorted()
                        for index in offsets { model.dictionary.removeShortcut(keys[index]) }
                    }
                }
                Section {
                    ForEach(model.learned, id: \.self) { word in Text(word) }
                        .onDelete { offsets in
                            for word in offsets.map({ model.learned[$0] }) { model.forget(word) }
                        }
                    Button("Forget everything Tecla learned", role: .destructive) { model.forgetEverything() }
                } header: {
                    Text("Learned by the keyboard")
                } footer: {
                    Text("Shown when Tecla has Full Access. Removed words leave the keyboard the next time it opens.")
                }
                if let message { Text(message).foregroundStyle(.secondary) }
            }
            .navigationTitle("Dictionary")
            .toolbar {
                ToolbarItem {
                    ShareLink(
                        item: DictionaryFile(data: DictionaryTransfer.export(model.dictionary)),
                        preview: SharePreview("Tecla dictionary"))
                }
                ToolbarItem {
                    Button("Import") { importing = true }
                }
            }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.json, .plainText]) { result in
                guard case .success(let url) = result else { return }
                let access = url.startAccessingSecurityScopedResource()
                defer { if access { url.stopAccessingSecurityScopedResource() } }
                guard let data = try? Data(contentsOf: url) else {
                    message = "The file could not be read."
                    return
                }
                do {
                    let summary = try DictionaryTransfer.importing(data, into: &model.dictionary)
                    message = "Added \(summary.wordsAdded) words and \(summary.shortcutsAdded) shortcuts; skipped \(summary.skipped)."
                } catch {
                    message = "That file is not a dictionary."
                }
            }
        }
    }
}

/// The exported dictionary as a shareable JSON file.
struct DictionaryFile: Transferable {
    let data: Data
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .json) { $0.data }
            .suggestedFileName("Tecla dictionary.json")
    }
}
