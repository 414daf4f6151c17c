import SwiftUI
import TeclaCompanion

struct SetupView: View {
    let model: CompanionModel
    @State private var tryIt = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Turn Tecla on") {
                    ForEach(Array(SetupGuide.steps.enumerated()), id: \.offset) { index, step in
                        Label(step, systemImage: "\(index + 1).circle")
                    }
                    Button("Open Settings") { model.openKeyboardSettings() }
                }
                Section("Status") {
                    Text(model.setup.summary)
                }
                Section("Full Access") {
                    Text(SetupGuide.fullAccessExplanation)
                        .font(.footnote)
                }
                Section("Try it") {
                    TextField("Type here with Tecla", text: $tryIt, axis: .vertical)
                        .lineLimit(3...6)
                }
            }
            .navigationTitle("Tecla")
        }
    }
}
