import PhotosUI
import SwiftUI
import TeclaAssist
import TeclaCompanion

/// Screenshots → replies for the keyboard's reply strip.
struct RepliesView: View {
    @Bindable var model: CompanionModel
    @State private var picked: [PhotosPickerItem] = []

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Tone", selection: $model.tone) {
                        ForEach(Tone.allCases, id: \.self) { tone in Text(tone.rawValue.capitalized).tag(tone) }
                    }
                    PhotosPicker("Choose screenshots", selection: $picked, maxSelectionCount: 4, matching: .screenshots)
                    Button("Use the screenshots of the last two minutes") {
                        Task { await model.replyToRecentScreenshots() }
                    }
                } footer: {
                    Text("Screenshots are read on this iPhone. The replies wait in the keyboard: tap the reply key, then one of them.")
                }
                switch model.replyState {
                case .idle:
                    EmptyView()
                case .working:
                    Section { ProgressView("Reading the chat…") }
                case .failed(let reason):
                    Section { Text(reason).foregroundStyle(.secondary) }
                case .done(let outcome):
                    Section("Replies waiting in the keyboard (\(outcome.generator))") {
                        ForEach(outcome.batch.replies, id: \.self) { Text($0) }
                    }
                    Section("The chat as read") {
                        ForEach(Array(outcome.conversation.messages.enumerated()), id: \.offset) { _, message in
                            Text(message.text)
                                .frame(maxWidth: .infinity, alignment: message.speaker == .me ? .trailing : .leading)
                        }
                    }
                }
            }
            .navigationTitle("Replies")
            .onChange(of: picked) { _, items in
                Task {
                    var images: [(name: String, data: Data)] = []
                    for (index, item) in items.enumerated() {
                        if let data = try? await item.loadTransferable(type: Data.self) { images.append((name: "screenshot \(index + 1)", data: data)) }
                    }
                    await model.compose(images)
                }
            }
        }
    }
}
