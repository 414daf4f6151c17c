import Foundation
import Observation
import Photos
import TeclaAssist
import TeclaCompanion
import TeclaHost
import TeclaKeyboard
import TeclaLanguage
import UIKit

#if canImport(FoundationModels)
import FoundationModels
#endif

/// The app's state: the App Group stores (the app may always write them), and the reply flow.
@MainActor
@Observable
final class CompanionModel {
    enum Tab: Hashable { case setup, settings, dictionary, nko, replies }

    var tab: Tab = .setup
    var settings = KeyboardSettings() {
        didSet { if settings != oldValue { try? stores.settings.save(settings) } }
    }
    var dictionary = UserDictionary() {
        didSet { if dictionary != oldValue { try? stores.dictionary.save(dictionary) } }
    }
    var setup = SetupGuide(status: .never, now: Date())
    /// The keyboard's most used learned words (shared only with Full Access).
    var learned: [String] = []
    var replyState: ReplyState = .idle
    var tone: Tone = .casual

    enum ReplyState {
        case idle
        case working
        case done(ReplyComposer.Outcome)
        case failed(String)
    }

    let stores: HostStores

    init() {
        let group = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: AppGroup.identifier)
        stores = HostStores(group: group, own: nil, hasFullAccess: true)
    }

    /// Reads what the keyboard and an earlier session left in the App Group.
    func reload() {
        settings = stores.settings.load()
        dictionary = stores.dictionary.load()
        setup = SetupGuide(status: stores.status.load(), now: Date())
        let request = stores.forgetRequests.load()
        learned = request.everything ? [] : stores.learnedShare.load().words.filter { !request.words.contains($0) }
    }

    /// Asks the keyboard to forget `word` the next time it appears.
    func forget(_ word: String) {
        var request = stores.forgetRequests.load()
        if !request.words.contains(word) { request.words.append(word) }
        try? stores.forgetRequests.save(request)
        learned.removeAll { $0 == word }
    }

    /// Asks the keyboard to forget everything it learned.
    func forgetEverything() {
        try? stores.forgetRequests.save(ForgetRequest(everything: true))
        learned = []
    }

    func openKeyboardSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
    }

    // MARK: Replies

    /// The screenshots of the last two minutes (the chat the user just left), oldest first.
    func replyToRecentScreenshots() async {
        let window = ScreenshotWindow()
        let options = PHFetchOptions()
        options.predicate = NSPredicate(
            format: "(mediaSubtype & %d) != 0 AND creationDate > %@", PHAssetMediaSubtype.photoScreenshot.rawValue,
            Date().addingTimeInterval(-window.span) as NSDate)
        let found = PHAsset.fetchAssets(with: .image, options: options)
        var assets: [(id: String, created: Date)] = []
        var byID: [String: PHAsset] = [:]
        found.enumerateObjects { asset, _, _ in
            assets.append((asset.localIdentifier, asset.creationDate ?? .distantPast))
            byID[asset.localIdentifier] = asset
        }
        var images: [(name: String, data: Data)] = []
        for id in window.pick(assets, now: Date()) {
            guard let asset = byID[id], let data = await Self.imageData(of: asset) else { continue }
            images.append((name: "screenshot \(images.count + 1)", data: data))
        }
        await compose(images)
    }

    /// Images the user picked (PhotosPicker), in the order picked.
    func compose(_ images: [(name: String, data: Data)]) async {
        replyState = .working
        var generators: [any ReplyGenerator] = []
        #if canImport(FoundationModels)
        if #available(iOS 26.0, *), let templates = try? PromptTemplates.bundled(), FoundationModelReplyGenerator.isAvailable {
            generators.append(FoundationModelReplyGenerator(templates: templates))
        }
        #endif
        if let offline = try? OfflineReplyGenerator.bundled(pack: nil) { generators.append(offline) }
        let composer = ReplyComposer(
            reader: ScreenshotReader(recognizer: VisionRecognizer()), generators: generators, store: stores.replies)
        do {
            replyState = .done(try await composer.compose(images, tone: tone))
        } catch {
            replyState = .failed(error.description)
        }
    }

    private static func imageData(of asset: PHAsset) async -> Data? {
        await withCheckedContinuation { continuation in
            let options = PHImageRequestOptions()
            options.isNetworkAccessAllowed = false
            options.deliveryMode = .highQualityFormat
            PHImageManager.default().requestImageDataAndOrientation(for: asset, options: options) { data, _, _, _ in
                continuation.resume(returning: data)
            }
        }
    }
}
