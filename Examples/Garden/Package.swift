// swift-tools-version:6.0
// The garden example app: a package of its own, written as any app that uses Stagehand writes
// one, so that depending on Stagehand never brings in what only the garden needs (GRDB).
import PackageDescription

let package = Package(
    name: "Garden",
    platforms: [.macOS(.v14)],
    products: [
        /// Stagehand's commands with the garden's types registered.
        .executable(name: "garden", targets: ["GardenApp"]),
    ],
    dependencies: [
        // The checkout this example sits in, as a local checkout is named (see Docs/CustomTypes.md):
        // `name:` lets the products below say `package: "stagehand"` whatever the checkout's folder
        // is called (except `garden`, the identity SwiftPM gives this package from its own folder).
        .package(name: "stagehand", path: "../.."),
        // The plants live in SQLite through GRDB.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "GardenKit",
            dependencies: [
                .product(name: "Stagehand", package: "stagehand"),
                .product(name: "StagehandConsole", package: "stagehand"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .executableTarget(
            name: "GardenApp",
            // StagehandMCP gives the garden's executable `mcp`, with the garden's types.
            dependencies: [
                "GardenKit", .product(name: "StagehandCLI", package: "stagehand"), .product(name: "StagehandMCP", package: "stagehand"),
            ]
        ),
        .testTarget(
            name: "GardenTests",
            dependencies: [
                "GardenKit",
                .product(name: "Stagehand", package: "stagehand"),
                .product(name: "StagehandConsole", package: "stagehand"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Goldens"]
        ),
    ]
)
