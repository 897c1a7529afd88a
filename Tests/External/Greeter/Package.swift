// swift-tools-version:6.0
// A package outside Stagehand's own, written as a user writes one: it depends on a clone of
// Stagehand beside it, in a folder not named after the repository, and uses the products the
// docs name. check.sh lays the two out that way.
import PackageDescription

let package = Package(
    name: "Greeter",
    dependencies: [
        .package(name: "stagehand", path: "../stagehand-clone"),
    ],
    targets: [
        .executableTarget(
            name: "greeter",
            dependencies: [
                .product(name: "Stagehand", package: "stagehand"),
                .product(name: "StagehandCLI", package: "stagehand"),
            ]
        ),
    ]
)
