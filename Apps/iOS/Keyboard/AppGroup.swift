/// The App Group the app and the keyboard share (both entitlements list it; project.yml sets it).
enum AppGroup {
    static let identifier = "group.org.tecla.keyboard"
}
