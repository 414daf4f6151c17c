// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tecla",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "TeclaLanguage", targets: ["TeclaLanguage"]),
        .library(name: "TeclaPacks", targets: ["TeclaPacks"]),
        .executable(name: "tecla-lang", targets: ["tecla-lang"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "TeclaLanguage"),
        .target(
            name: "TeclaPacks",
            dependencies: ["TeclaLanguage"],
            resources: [.copy("Resources/en.teclapack"), .copy("Resources/NOTICE-en.md")]
        ),
        .executableTarget(
            name: "tecla-lang",
            dependencies: [
                "TeclaLanguage", "TeclaPacks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TeclaLanguageTests",
            dependencies: ["TeclaLanguage", "TeclaPacks", "tecla-lang"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
