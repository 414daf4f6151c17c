// swift-tools-version: 6.1
import PackageDescription

// Speed and allocation benchmarks of the engine's hot paths (ordo-one/benchmark).
// Run: swift package --package-path Benchmarks benchmark
let package = Package(
    name: "TeclaBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Tecla", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "KeystrokeBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TeclaCore", package: "Tecla"),
                .product(name: "TeclaKeyboard", package: "Tecla"),
                .product(name: "TeclaHost", package: "Tecla"),
                .product(name: "TeclaLanguage", package: "Tecla"),
                .product(name: "TeclaPacks", package: "Tecla"),
            ],
            path: "Benchmarks/KeystrokeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TouchBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TeclaCore", package: "Tecla"),
                .product(name: "TeclaLanguage", package: "Tecla"),
                .product(name: "TeclaPacks", package: "Tecla"),
                .product(name: "TeclaTouch", package: "Tecla"),
            ],
            path: "Benchmarks/TouchBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SwipeBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TeclaCore", package: "Tecla"),
                .product(name: "TeclaLanguage", package: "Tecla"),
                .product(name: "TeclaPacks", package: "Tecla"),
                .product(name: "TeclaTouch", package: "Tecla"),
            ],
            path: "Benchmarks/SwipeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
