import SwiftUI
import TeclaCore
import TeclaKeyboard

struct SettingsView: View {
    @Bindable var model: CompanionModel

    var body: some View {
        NavigationStack {
            Form {
                Section("Feel") {
                    Picker("Haptics", selection: $model.settings.haptics) {
                        Text("Off").tag(HapticsSetting.off)
                        Text("Light").tag(HapticsSetting.light)
                        Text("Medium").tag(HapticsSetting.medium)
                        Text("Strong").tag(HapticsSetting.strong)
                    }
                    Toggle("Key clicks", isOn: $model.settings.keyClicks)
                }
                Section("Typing") {
                    Toggle("Autocorrection", isOn: $model.settings.autocorrection)
                    Toggle("Auto-capitalization", isOn: $model.settings.autoCapitalization)
                    Toggle("“.” shortcut (double space)", isOn: $model.settings.doubleSpacePeriod)
                    Toggle("Private mode (learn nothing)", isOn: $model.settings.privateMode)
                }
                Section("Swipe") {
                    Toggle("Swipe typing", isOn: $model.settings.swipeTyping)
                    // How far a finger slides before a touch counts as a swipe: less is more sensitive.
                    Picker("Sensitivity", selection: $model.settings.swipeStartDistance) {
                        Text("Low").tag(1.4)
                        Text("Medium").tag(1.0)
                        Text("High").tag(0.7)
                    }
                    .disabled(!model.settings.swipeTyping)
                }
                Section("Korean") {
                    Toggle("Cheon-Ji-In: consonant keys cycle around", isOn: $model.settings.cheonJiInCyclesWrap)
                }
                Section("Keyboards") {
                    ForEach(LayoutChoice.all) { choice in
                        Toggle(choice.name, isOn: layoutBinding(choice.id))
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }

    /// Enabled layouts: empty means all; the last one cannot be turned off.
    private func layoutBinding(_ id: String) -> Binding<Bool> {
        Binding(
            get: { model.settings.enabledLayouts.isEmpty || model.settings.enabledLayouts.contains(id) },
            set: { isOn in
                var enabled = model.settings.enabledLayouts.isEmpty ? LayoutChoice.all.map(\.id) : model.settings.enabledLayouts
                if isOn, !enabled.contains(id) { enabled.append(id) }
                if !isOn, enabled.count > 1 { enabled.removeAll { $0 == id } }
                model.settings.enabledLayouts = enabled
            })
    }
}

/// The layouts a user can enable, as the catalog names them.
struct LayoutChoice: Identifiable {
    let id: String
    let name: String

    static let all: [LayoutChoice] = LayoutCatalog.all.ids.compactMap { id in
        (try? LayoutCatalog.all.layout(id: id, metrics: .iPhonePortrait(width: 390))).map { LayoutChoice(id: id, name: $0.name) }
    }
}
