// swift-tools-version:6.0
// A package outside Stagehand's own, written as a user writes one: it depends on Stagehand's git
// repository by its URL (here the path of a clone beside it), pinned to a release, and uses the
// products the docs name. check.sh lays the two out that way, the clone tagged with the version.
import PackageDescription

let package = Package(
    name: "Greeter",
    dependencies: [
        .package(url: "../stagehand", from: "1.0.0"),
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
