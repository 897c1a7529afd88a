import Foundation

/// Programs the garden's tests run: the package's own `garden` executable and `python3`.
enum Command {
    /// What a program printed and how it exited.
    struct Result {
        /// The exit status.
        var status: Int32
        /// Standard output.
        var output: String
        /// Standard error.
        var error: String
    }

    /// The built `garden` executable next to the test products, when it was built.
    static var garden: String? {
        var folders: [URL] = []
        if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() {
            folders += [bundle, bundle.deletingLastPathComponent()]
        }
        if let argument = CommandLine.arguments.first {
            let folder = URL(fileURLWithPath: argument).deletingLastPathComponent()
            folders += [folder, folder.deletingLastPathComponent()]
        }
        return folders.map { $0.appendingPathComponent("garden").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` (a path, or a name looked up on `PATH`) in `directory` without color and
    /// waits for it. Both outputs go to files, so neither can fill a pipe and block the child.
    static func run(_ executable: String, _ arguments: [String], in directory: String = GardenPackage.root) throws -> Result {
        let folder = try GardenPackage.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = URL(fileURLWithPath: folder + "/out"), err = URL(fileURLWithPath: folder + "/err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.contains("/") ? executable : "/usr/bin/env")
        process.arguments = executable.contains("/") ? arguments : [executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Result(status: process.terminationStatus,
                      output: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                      error: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}
