// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Stagehand",
    platforms: [.macOS(.v14)],
    products: [
        /// The loader, checks, runtime and standard library: what an app links to register its types.
        .library(name: "Stagehand", targets: ["Stagehand"]),
        /// The text console: layout, drawing, scripted and interactive play.
        .library(name: "StagehandConsole", targets: ["StagehandConsole"]),
        /// The language server for scene and script files, over any registry.
        .library(name: "StagehandLanguageServer", targets: ["StagehandLanguageServer"]),
        /// The `lint`, `run`, `types` and `schema` commands, for embedding in an app's own executable.
        .library(name: "StagehandCLI", targets: ["StagehandCLI"]),
        /// `mcp`, the Model Context Protocol server for agents, for an app's own executable to offer.
        .library(name: "StagehandMCP", targets: ["StagehandMCP"]),
        .executable(name: "stagehand", targets: ["stagehand"]),
        .executable(name: "stagehand-benchmarks", targets: ["StagehandBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // API reference: `swift package generate-documentation`; a plugin, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // The watcher that owns a command's process group (see `SupervisedProcess`): C, because
        // it runs between fork and exec in a multithreaded process.
        .target(name: "CStagehandSupervisor"),
        // `mallopt` and `malloc_trim`: the command line's allocator tuning, and the core's hand-back
        // of memory a checking thread freed. A header, nothing to link.
        .systemLibrary(name: "CAllocator", path: "Sources/CAllocator"),
        .target(
            name: "Stagehand",
            dependencies: [
                "CAllocator",
                "CLibYAML",
                "CStagehandSupervisor",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "StagehandConsole",
            dependencies: [
                "Stagehand",
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(name: "StagehandLanguageServer", dependencies: ["Stagehand"]),
        .target(
            name: "StagehandCLI",
            dependencies: [
                "CAllocator",
                "Stagehand",
                "StagehandConsole",
                "StagehandLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "StagehandMCP",
            dependencies: [
                "Stagehand",
                "StagehandConsole",
                "StagehandCLI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .executableTarget(name: "stagehand", dependencies: ["StagehandCLI", "StagehandMCP"]),
        .executableTarget(
            name: "StagehandBenchmarks",
            // `stagehand` so that building the benchmarks builds the executable they time as a whole process.
            dependencies: ["Stagehand", "StagehandConsole", "StagehandLanguageServer", "CLibYAML", "stagehand"],
            path: "Benchmarks/StagehandBenchmarks"
        ),
        .testTarget(
            name: "StagehandTests",
            dependencies: ["Stagehand", "StagehandConsole", "StagehandCLI", "StagehandLanguageServer", "StagehandMCP"],
            exclude: ["Fixtures", "Goldens"]
        ),
    ]
)
