#if canImport(UIKit)
import Foundation
import TeclaCore
import TeclaHost
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks
import UIKit

/// Tecla's keyboard extension: a thin `UIInputViewController` over ``KeyboardHost``.
///
/// Everything it decides is in TeclaHost and tested on Linux; this class only connects UIKit to
/// it: the view's life, the proxy, touches with their timestamps, a display link while a finger
/// is down, the height, and the effects (haptics, clicks, the next keyboard, opening the app).
///
/// The extension's `Info.plist` names a subclass (or this class) as `NSExtensionPrincipalClass`.
/// Override ``appGroupIdentifier`` when the App Group differs.
open class KeyboardViewController: UIInputViewController, KeyboardViewDelegate {
    /// The App Group the companion app shares settings, the dictionary and replies through.
    open var appGroupIdentifier: String { "group.org.tecla.keyboard" }

    /// The host logic, once started (the first appearance).
    public private(set) var host: KeyboardHost?
    let keyboardView = KeyboardView(frame: .zero)
    private var heightConstraint: NSLayoutConstraint?
    private var haptics: HapticPlayer?
    private lazy var ticker = KeyboardTicker { [weak self] timestamp in self?.tick(timestamp) }
    private var laidOutWidth: CGFloat = 0
    #if DEBUG
    private let showsMemory = true
    #else
    private let showsMemory = false
    #endif
    /// The Bold Text observer (removed with the controller).
    private var boldTextObserver: (any NSObjectProtocol)?

    // MARK: The view's life

    override open func viewDidLoad() {
        super.viewDidLoad()
        keyboardView.translatesAutoresizingMaskIntoConstraints = false
        keyboardView.delegate = self
        view.addSubview(keyboardView)
        NSLayoutConstraint.activate([
            keyboardView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            keyboardView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            keyboardView.topAnchor.constraint(equalTo: view.topAnchor),
            keyboardView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        haptics = HapticPlayer(view: keyboardView)
        // Bold Text turned on or off in Settings while the keyboard is up: redraw now, not at
        // the next touch.
        boldTextObserver = NotificationCenter.default.addObserver(
            forName: UIAccessibility.boldTextStatusDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.render() }
        }
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if host == nil { startHost() }
        guard let host else { return }
        host.setFullAccess(hasFullAccess)
        try? host.setNeedsInputModeSwitchKey(needsInputModeSwitchKey)
        host.viewWillAppear()
        // The field may have changed while the keyboard was away.
        host.textDidChange()
        render()
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        if width > 0, width != laidOutWidth {
            laidOutWidth = width
            try? host?.viewWillTransition(toWidth: Double(width), screenWidthInPortrait: screenWidthInPortrait)
            render()
        }
        // Installed after the first layout pass: earlier, the system's own height constraint
        // is not there yet and ours conflicts with the autoresizing one.
        if heightConstraint == nil, let scene = keyboardView.scene {
            let constraint = view.heightAnchor.constraint(equalToConstant: CGFloat(scene.size.height))
            constraint.priority = UILayoutPriority(999)
            constraint.isActive = true
            heightConstraint = constraint
        }
    }

    override open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard size.width > 0 else { return }
        laidOutWidth = size.width
        try? host?.viewWillTransition(toWidth: Double(size.width), screenWidthInPortrait: screenWidthInPortrait)
        render()
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        ticker.stop()
        host?.viewDidDisappear()
    }

    override open func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        host?.didReceiveMemoryWarning()
    }

    // MARK: The host's text

    override open func textWillChange(_ textInput: (any UITextInput)?) {
        super.textWillChange(textInput)
        host?.textWillChange()
    }

    override open func textDidChange(_ textInput: (any UITextInput)?) {
        super.textDidChange(textInput)
        host?.textDidChange()
        render()
    }

    // MARK: Touches

    func keyboardView(_ view: KeyboardView, touchDown id: Int, at point: Point, timestamp: Double) {
        guard let host else { return }
        if hasFullAccess { haptics?.prepare(host.session.hapticIntensity(for: .character)) }
        play(host.touchDown(id, at: point, timestamp: timestamp), event: nil)
        ticker.start()
        render()
    }

    func keyboardView(_ view: KeyboardView, touchMoved id: Int, to point: Point, timestamp: Double) {
        guard let host else { return }
        play(host.touchMove(id, to: point, timestamp: timestamp), event: nil)
        render()
    }

    func keyboardView(_ view: KeyboardView, touchUp id: Int, at point: Point, timestamp: Double, event: UIEvent?) {
        guard let host else { return }
        play(host.touchUp(id, at: point, timestamp: timestamp), event: event)
        if !view.hasActiveTouches { ticker.stop() }
        render()
    }

    func keyboardView(_ view: KeyboardView, touchCancelled id: Int) {
        host?.touchCancel(id)
        if !view.hasActiveTouches { ticker.stop() }
        render()
    }

    func keyboardView(_ view: KeyboardView, tappedBar target: KeyboardScene.BarTarget) {
        guard let host else { return }
        play(host.tapBar(target), event: nil)
        render()
    }

    private func tick(_ timestamp: Double) {
        guard let host else { return }
        let effects = host.tick(timestamp: timestamp)
        if !effects.isEmpty { play(effects, event: nil) }
        render()
    }

    // MARK: Effects and drawing

    private func play(_ effects: [KeyboardHost.Effect], event: UIEvent?) {
        for effect in effects {
            switch effect {
            case .haptic(let intensity): haptics?.play(intensity)
            case .warning: haptics?.playFailure()
            case .inputClick: UIDevice.current.playInputClick()
            case .nextInputMode:
                // The system decides: the next keyboard on a tap (hold switches Tecla's layouts).
                if let event { handleInputModeList(from: keyboardView, with: event) } else { advanceToNextInputMode() }
            case .dismiss: dismissKeyboard()
            case .openApp(let url):
                if !keyboardView.openURLThroughResponderChain(url) {
                    keyboardView.notice = "Open the Tecla app to read your screenshots, then come back here."
                }
            }
        }
    }

    /// Draws what the session shows now, and keeps the height in step with it.
    func render() {
        guard let host else { return }
        let scene = host.scene(systemIsDark: traitCollection.userInterfaceStyle == .dark, usesBoldText: UIAccessibility.isBoldTextEnabled)
        keyboardView.scene = scene
        if let heightConstraint, heightConstraint.constant != CGFloat(scene.size.height) {
            heightConstraint.constant = CGFloat(scene.size.height)
        }
        if showsMemory { keyboardView.memoryLine = MemoryProbe.report()?.line }
    }

    /// The screen's shorter side: a keyboard wider than it is in landscape.
    private var screenWidthInPortrait: Double? {
        guard let bounds = view.window?.windowScene?.screen.bounds, bounds.width > 0 else { return nil }
        return Double(min(bounds.width, bounds.height))
    }

    // MARK: Starting

    private func startHost() {
        let fileManager = FileManager.default
        let group = fileManager.containerURL(forSecurityApplicationGroupIdentifier: appGroupIdentifier)
        let own = fileManager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first?.appendingPathComponent("Tecla")
        let stores = HostStores(group: group, own: own, hasFullAccess: hasFullAccess)
        // One language resident at a time: a keyboard extension lives under a tight memory limit.
        let models = LanguageModels(source: BundledPacks.folder, retention: .activeOnly)
        do {
            host = try KeyboardHost(
                proxy: UIKitTextDocumentProxy(controller: self), stores: stores, hasFullAccess: hasFullAccess,
                width: Double(max(view.bounds.width, 320)), screenWidthInPortrait: screenWidthInPortrait,
                needsInputModeSwitchKey: needsInputModeSwitchKey, languageModels: models)
            keyboardView.failure = nil
        } catch {
            keyboardView.failure = "Tecla could not start its keyboard (\(error)). Switch keyboards with the globe and reopen the app."
        }
    }
}
#endif
