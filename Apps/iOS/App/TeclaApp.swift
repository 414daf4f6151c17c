import SwiftUI

/// The companion app: five tabs over `CompanionModel`, which holds no logic of its own beyond
/// calling TeclaCompanion (tested on Linux) and Apple's frameworks.
@main
struct TeclaApp: App {
    @State private var model = CompanionModel()

    var body: some Scene {
        WindowGroup {
            TabView(selection: $model.tab) {
                SetupView(model: model)
                    .tabItem { Label("Setup", systemImage: "keyboard") }
                    .tag(CompanionModel.Tab.setup)
                SettingsView(model: model)
                    .tabItem { Label("Settings", systemImage: "slider.horizontal.3") }
                    .tag(CompanionModel.Tab.settings)
                DictionaryView(model: model)
                    .tabItem { Label("Dictionary", systemImage: "character.book.closed") }
                    .tag(CompanionModel.Tab.dictionary)
                NKoReferenceView()
                    .tabItem { Label("N'Ko", systemImage: "textformat.abc") }
                    .tag(CompanionModel.Tab.nko)
                RepliesView(model: model)
                    .tabItem { Label("Replies", systemImage: "text.bubble") }
                    .tag(CompanionModel.Tab.replies)
            }
            // The keyboard's reply key opens tecla://replies: read the screenshots just taken.
            .onOpenURL { url in
                guard url.scheme == "tecla", url.host == "replies" else { return }
                model.tab = .replies
                Task { await model.replyToRecentScreenshots() }
            }
            .onAppear { model.reload() }
        }
    }
}
