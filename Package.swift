// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tecla",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "TeclaCore", targets: ["TeclaCore"]),
        .library(name: "TeclaTouch", targets: ["TeclaTouch"]),
        .library(name: "TeclaScripts", targets: ["TeclaScripts"]),
        .library(name: "TeclaKeyboard", targets: ["TeclaKeyboard"]),
        .executable(name: "tecla", targets: ["tecla"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "TeclaCore", resources: [.process("Resources")]),
        .target(name: "TeclaTouch", dependencies: ["TeclaCore"]),
        .target(name: "TeclaScripts", dependencies: ["TeclaCore"]),
        .target(name: "TeclaKeyboard", dependencies: ["TeclaCore", "TeclaTouch", "TeclaScripts"]),
        .executableTarget(
            name: "tecla",
            dependencies: [
                "TeclaCore", "TeclaScripts", "TeclaKeyboard",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TeclaTestSupport", dependencies: ["TeclaCore", "TeclaScripts", "TeclaKeyboard"], path: "Tests/TeclaTestSupport"),
        .testTarget(name: "TeclaCoreTests", dependencies: ["TeclaCore", "TeclaTestSupport"]),
        .testTarget(name: "TeclaTouchTests", dependencies: ["TeclaTouch", "TeclaTestSupport"]),
        .testTarget(name: "TeclaScriptsTests", dependencies: ["TeclaScripts", "TeclaTestSupport"]),
        .testTarget(name: "TeclaKeyboardTests", dependencies: ["TeclaKeyboard", "TeclaTestSupport"]),
        .testTarget(name: "teclaTests", dependencies: ["tecla"]),
    ],
    swiftLanguageModes: [.v6]
)
