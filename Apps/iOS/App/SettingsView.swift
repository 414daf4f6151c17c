import SwiftUI
import TeclaCore
import TeclaKeyboard
import TeclaTouch

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
                    Toggle("Bold text", isOn: $model.settings.boldText)
                }
                Section("Typing") {
                    Toggle("Autocorrection", isOn: $model.settings.autocorrection)
                    Toggle("Auto-capitalization", isOn: $model.settings.autoCapitalization)
                    Toggle("“.” shortcut (double space)", isOn: $model.settings.doubleSpacePeriod)
                    Toggle("Private mode (learn nothing)", isOn: $model.settings.privateMode)
                }
                Section("Swipe") {
                    Toggle("Swipe typing", isOn: $model.settings.swipeTyping)
                    // How readily a slide becomes a swipe and how widely it is decoded.
                    Picker("Sensitivity", selection: sensitivityBinding) {
                        Text("Low").tag(SwipeSensitivity.low)
                        Text("Medium").tag(SwipeSensitivity.medium)
                        Text("High").tag(SwipeSensitivity.high)
                    }
                    .disabled(!model.settings.swipeTyping)
                    Toggle("Adapt to how I swipe", isOn: $model.settings.swipeAdaptation)
                        .disabled(!model.settings.swipeTyping)
                }
                Section("N'Ko") {
                    Picker("Meaning under words", selection: $model.settings.glosses) {
                        Text("English").tag(GlossSetting.english)
                        Text("French").tag(GlossSetting.french)
                        Text("None").tag(GlossSetting.off)
                    }
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

    /// The sensitivity level; choosing one also resets the start distance an older version's
    /// picker set (1.4 or 0.7), which the level now scales.
    private var sensitivityBinding: Binding<SwipeSensitivity> {
        Binding(
            get: { model.settings.swipeSensitivity },
            set: { level in
                model.settings.swipeSensitivity = level
                model.settings.swipeStartDistance = KeyboardSettings().swipeStartDistance
            })
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
