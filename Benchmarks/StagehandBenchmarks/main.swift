#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

// stagehand-benchmarks: release-mode figures for Stagehand against raw libyaml and against
// itself at different sizes. See Benchmarks/README.md.
//
//   swift run -c release --static-swift-stdlib -Xswiftc -static-executable --scratch-path .build-bench stagehand-benchmarks [--quick] [lint|load|change|table|redraw|edit|process|many|lsp|scripts|scroll|storyboard|depth|startup|structure|tree|json]…

let allBenchmarks = ["lint", "load", "change", "table", "redraw", "edit", "process", "many", "lsp", "scripts", "scroll", "storyboard", "depth", "startup", "structure", "tree", "json", "typing"]

// The whole-process baseline: this executable reading one file with raw libyaml, nothing else.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--raw-libyaml" {
    exit(ProcessBenchmark.rawMain(CommandLine.arguments[2]))
}

// Everything timed in this process runs with the C allocator tuned as the `stagehand` executable
// tunes it for every command; the whole-process figures time that executable itself.
let allocatorTuned = MemoryReuse.configure()

// `swift package generate-manual` asks every executable of the package to describe itself; this
// one has no ArgumentParser command, so it answers with its name, purpose and usage.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--experimental-dump-help" {
    print(#"{"serializationVersion": 0, "command": {"commandName": "stagehand-benchmarks", "#
        + #""abstract": "Release-mode figures for Stagehand; see Benchmarks/README.md."}}"#)
    exit(0)
}

func usage() -> String {
    """
    usage: stagehand-benchmarks [--quick] [--keep] [\(allBenchmarks.joined(separator: "|"))]…
           stagehand-benchmarks --raw-libyaml FILE

      --quick   smaller inputs and fewer repetitions, for a smoke run
      --keep    keep the generated scenes (their folder is printed)
      names     run only these benchmarks (default: all)
      --raw-libyaml FILE
                only read FILE with raw libyaml and exit: the whole-process baseline
    """
}

var quick = false
var keep = false
var selected: [String] = []
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--quick": quick = true
    case "--keep": keep = true
    case "-h", "--help":
        print(usage())
        exit(0)
    case let name where allBenchmarks.contains(name):
        if !selected.contains(name) { selected.append(name) }
    default:
        FileHandleStderr.write("stagehand-benchmarks: unknown argument '\(argument)'\n" + usage() + "\n")
        exit(2)
    }
}
if selected.isEmpty { selected = allBenchmarks }

// Whole-process benchmarks start their commands from a helper forked now, while this process is
// still small: a child's peak memory would otherwise include this process's (see `Spawner`).
var spawner: Spawner?
if selected.contains("process") || selected.contains("many") || selected.contains("scripts") || selected.contains("startup") {
    do {
        spawner = try Spawner()
    } catch {
        FileHandleStderr.write("stagehand-benchmarks: \(error)\n")
        exit(1)
    }
}

enum FileHandleStderr {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = systemWrite(2, $0.baseAddress, $0.count) }
    }
}

let config = Config(quick: quick)
let report = Report()

// Machine facts.
var name = utsname()
uname(&name)
func field<T>(_ value: T) -> String {
    withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
}
print("stagehand-benchmarks" + (quick ? " --quick" : ""))
print("machine: \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores online, \(field(name.sysname)) \(field(name.release)) \(field(name.machine))")
#if DEBUG
print("build: DEBUG — figures are meaningless; use: swift run -c release --static-swift-stdlib -Xswiftc -static-executable --scratch-path .build-bench stagehand-benchmarks")
#else
print("build: release")
#endif
print("benchmarks: \(selected.joined(separator: ", "))")
print("allocator: " + (allocatorTuned ? "tuned in process as the stagehand executable tunes it (large blocks from the heap, no trimming)" : "the C library's defaults"))

var exitStatus: Int32 = 0
let started = Bench.clock.now
var generated: String?
do {
    let directory = try Files.makeTemporaryDirectory()
    generated = directory
    if keep { print("generated scenes: \(directory)") }

    if selected.contains("lint") || selected.contains("load") || selected.contains("process") {
        let dataHeavy = try SceneGenerator.writeLargeScene(in: directory, targetBytes: config.sceneBytes)
        let objectHeavy = try ObjectHeavySceneGenerator.write(in: directory, targetBytes: config.sceneBytes)
        for scene in [BenchShape.dataHeavy(dataHeavy), BenchShape.objectHeavy(objectHeavy)] {
            if selected.contains("lint") { try LintBenchmark.run(scene: scene, config: config, report: report) }
            if selected.contains("load") { try LoadBenchmark.run(scene: scene, config: config, report: report) }
            if selected.contains("process") {
                _ = try ProcessBenchmark.run(scene: scene, directory: directory, spawner: spawner!, config: config, report: report)
            }
        }
    }
    if selected.contains("change") { _ = try ChangeBenchmark.run(directory: directory, config: config, report: report) }
    if selected.contains("table") { _ = try TableBenchmark.run(directory: directory, config: config, report: report) }
    if selected.contains("redraw") { RedrawBenchmark.run(config: config, report: report) }
    if selected.contains("scroll") { _ = try ScrollBenchmark.run(directory: directory, config: config, report: report) }
    if selected.contains("edit") { _ = try EditBenchmark.run(directory: directory, config: config, report: report) }
    if selected.contains("many") { try ManyFilesBenchmark.run(directory: directory, spawner: spawner!, config: config, report: report) }
    if selected.contains("lsp") { _ = try LanguageServerBenchmark.run(directory: directory, config: config, report: report) }
    if selected.contains("scripts") { try ScriptsBenchmark.run(directory: directory, spawner: spawner!, config: config, report: report) }
    if selected.contains("storyboard") { _ = try StoryboardBenchmark.run(directory: directory, config: config, report: report) }
    if selected.contains("depth") { DepthBenchmark.run(config: config, report: report) }
    if selected.contains("structure") { _ = try StructureBenchmark.run(directory: directory, config: config, report: report) }
    if selected.contains("tree") { _ = try SemanticTreeBenchmark.run(directory: directory, config: config, report: report) }
    if selected.contains("json") { JSONReadBenchmark.run(config: config, report: report) }
    if selected.contains("typing") { _ = try TypingBenchmark.run(directory: directory, config: config, report: report) }
    if selected.contains("startup") { try StartupBenchmark.run(directory: directory, spawner: spawner!, config: config, report: report) }

} catch {
    report.failure("setup", "\(error)")
}
// Everything generated goes, on success and failure alike, unless asked to keep it.
if !keep, let generated { Files.removeTree(generated) }
report.printSummary()
print("total time: \(Format.duration(Bench.seconds(Bench.clock.now - started)))")
exit(report.failures.isEmpty ? 0 : 1)
