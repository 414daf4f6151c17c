// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tecla",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "TeclaCore", targets: ["TeclaCore"]),
        .library(name: "TeclaLanguage", targets: ["TeclaLanguage"]),
        .library(name: "TeclaPacks", targets: ["TeclaPacks"]),
        .library(name: "TeclaTouch", targets: ["TeclaTouch"]),
        .library(name: "TeclaScripts", targets: ["TeclaScripts"]),
        .library(name: "TeclaKeyboard", targets: ["TeclaKeyboard"]),
        .library(name: "TeclaAssist", targets: ["TeclaAssist"]),
        .library(name: "TeclaTesseract", targets: ["TeclaTesseract"]),
        .library(name: "TeclaPlayground", targets: ["TeclaPlayground"]),
        .library(name: "TeclaHost", targets: ["TeclaHost"]),
        // The keyboard extension's UIKit layer; empty where UIKit is missing.
        .library(name: "TeclaUIKit", targets: ["TeclaUIKit"]),
        .library(name: "TeclaCompanion", targets: ["TeclaCompanion"]),
        .executable(name: "tecla", targets: ["tecla"]),
        .executable(name: "tecla-engine", targets: ["tecla-engine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // No default traits: the playground needs neither swift-configuration nor full Foundation.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        // `swift package generate-documentation --target TeclaKeyboard` (one DocC catalog per engine module).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "TeclaCore", resources: [.process("Resources")]),
        // Optimised in debug builds too: the neural model's kernels are 500× slower unoptimised,
        // and the tests type thousands of words through them.
        .target(name: "TeclaLanguage", swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // Builds packs from corpora (Kneser-Ney estimation, ARPA import, encoders): the CLI's
        // `tecla pack build`, never the keyboard.
        .target(name: "TeclaPackBuilder", dependencies: ["TeclaLanguage"]),
        .target(
            name: "TeclaPacks",
            dependencies: ["TeclaLanguage"],
            resources: [
                .copy("Resources/en.teclapack"), .copy("Resources/en.teclalm"), .copy("Resources/NOTICE-en.md"),
                .copy("Resources/ko.teclapack"), .copy("Resources/NOTICE-ko.md"),
                .copy("Resources/nqo.teclapack"), .copy("Resources/NOTICE-nqo.md"),
                .copy("Resources/ar.teclapack"), .copy("Resources/ar.teclalm"), .copy("Resources/NOTICE-ar.md"),
                .copy("Resources/la.teclapack"), .copy("Resources/NOTICE-la.md"),
            ]
        ),
        .target(
            name: "TeclaTouch", dependencies: ["TeclaCore", "TeclaLanguage"],
            resources: [
                .copy("Resources/swipe-reranker.json"), .copy("Resources/swipe-reranker-timed.json"), .copy("Resources/swipe-letters.json"),
                .copy("Resources/swipe-letters-2.json"),
                .copy("Resources/swipe-reranker-any-script.json"), .copy("Resources/swipe-reranker-timed-any-script.json"),
                .copy("Resources/swipe-letters-ar.json"), .copy("Resources/swipe-reranker-synthetic-letters.json"),
                .copy("Resources/swipe-reranker-timed-synthetic-letters.json"),
            ]),
        .target(name: "TeclaScripts", dependencies: ["TeclaCore"]),
        .target(name: "TeclaKeyboard", dependencies: ["TeclaCore", "TeclaLanguage", "TeclaTouch", "TeclaScripts"]),
        .target(
            name: "TeclaAssist", dependencies: ["TeclaCore", "TeclaLanguage"],
            resources: [.copy("Resources/ReplyBank.json"), .copy("Resources/Prompts.json"), .copy("Resources/IntentModel.json")]),
        // What the iOS keyboard controller does that is not drawing, tested on Linux.
        .target(name: "TeclaHost", dependencies: ["TeclaCore", "TeclaLanguage", "TeclaTouch", "TeclaKeyboard"]),
        // The companion app's logic (replies from screenshots, dictionary files, setup, the N'Ko reference).
        .target(name: "TeclaCompanion", dependencies: ["TeclaHost", "TeclaAssist", "TeclaLanguage", "TeclaScripts"]),
        .target(name: "TeclaUIKit", dependencies: ["TeclaHost", "TeclaCore", "TeclaLanguage", "TeclaKeyboard", "TeclaPacks"]),
        // Screenshots read by the tesseract program, PNGs decoded with the system's zlib: Linux
        // and macOS hosts (the playground, the CLI). The iOS keyboard reads them with Vision.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .target(name: "TeclaTesseract", dependencies: ["TeclaAssist", "CZlib"]),
        // Tooling, not product: evaluations, baselines, scripted typing, the engine protocol.
        // No library product names it; the CLI, the tests and the benchmarks' own targets use it.
        .target(
            name: "TeclaEvaluation",
            dependencies: [
                "TeclaCore", "TeclaLanguage", "TeclaTouch", "TeclaScripts", "TeclaKeyboard", "TeclaAssist", "TeclaTesseract", "TeclaPacks", "TeclaTyping",
            ]),
        // Scripted typing (the CLI's `type`, tests, keystroke evaluations): tooling, not shipped.
        .target(name: "TeclaTyping", dependencies: ["TeclaCore", "TeclaLanguage", "TeclaTouch", "TeclaScripts", "TeclaKeyboard"]),
        .target(
            name: "TeclaPlayground",
            dependencies: [
                "TeclaCore", "TeclaLanguage", "TeclaTouch", "TeclaKeyboard", "TeclaAssist", "TeclaTesseract",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources/Site")]
        ),
        // The engine protocol kebbie speaks, over the keyboard's own engine (tooling).
        .target(
            name: "TeclaEngineProtocol",
            dependencies: [
                "TeclaCore", "TeclaLanguage", "TeclaTouch", "TeclaKeyboard", "TeclaPacks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "tecla-engine", dependencies: ["TeclaEngineProtocol"]),
        .executableTarget(
            name: "tecla",
            dependencies: [
                "TeclaCore", "TeclaLanguage", "TeclaPacks", "TeclaTouch", "TeclaScripts", "TeclaKeyboard", "TeclaPlayground", "TeclaAssist",
                "TeclaTesseract", "TeclaEvaluation", "TeclaTyping", "TeclaPackBuilder", "TeclaEngineProtocol",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "TeclaTestSupport", dependencies: ["TeclaCore", "TeclaLanguage", "TeclaScripts", "TeclaKeyboard", "TeclaTyping"],
            path: "Tests/TeclaTestSupport"),
        .testTarget(name: "TeclaCoreTests", dependencies: ["TeclaCore", "TeclaTestSupport"]),
        .testTarget(
            name: "TeclaLanguageTests",
            dependencies: ["TeclaLanguage", "TeclaPackBuilder", "TeclaPacks", "TeclaTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "TeclaTouchTests", dependencies: ["TeclaTouch", "TeclaPacks", "TeclaEvaluation", "TeclaTestSupport"]),
        .testTarget(name: "TeclaScriptsTests", dependencies: ["TeclaScripts", "TeclaEvaluation", "TeclaTyping", "TeclaTestSupport"]),
        .testTarget(name: "TeclaKeyboardTests", dependencies: ["TeclaKeyboard", "TeclaPacks", "TeclaEvaluation", "TeclaTyping", "TeclaTestSupport"]),
        .testTarget(
            name: "TeclaAssistTests",
            dependencies: [
                "TeclaAssist", "TeclaTesseract", "CZlib", "TeclaCore", "TeclaPacks", "TeclaEvaluation", .product(name: "Hummingbird", package: "hummingbird"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TeclaPlaygroundTests",
            dependencies: ["TeclaPlayground", "TeclaPacks", "TeclaEvaluation", .product(name: "Hummingbird", package: "hummingbird")]
        ),
        .testTarget(
            name: "TeclaHostTests",
            dependencies: ["TeclaHost", "TeclaCore", "TeclaLanguage", "TeclaTouch", "TeclaKeyboard", "TeclaScripts", "TeclaPacks", "TeclaTyping"]),
        .testTarget(
            name: "TeclaCompanionTests",
            dependencies: ["TeclaCompanion", "TeclaHost", "TeclaAssist", "TeclaCore", "TeclaLanguage", "TeclaScripts", "TeclaPacks"]),
        .testTarget(name: "teclaTests", dependencies: ["tecla", "tecla-engine", "TeclaLanguage", "TeclaPacks", "TeclaTestSupport"]),
        // Seeded fuzzers over packs and input methods: a few seconds by default, longer with
        // TECLA_FUZZ_ITERATIONS=N (see BENCHMARKS.md, "Reliability").
        .testTarget(
            name: "TeclaFuzzTests",
            dependencies: ["TeclaCore", "TeclaLanguage", "TeclaPackBuilder", "TeclaPacks", "TeclaTouch", "TeclaKeyboard", "TeclaTestSupport"],
            path: "Tests/Fuzz"
        ),
    ],
    swiftLanguageModes: [.v6]
)
