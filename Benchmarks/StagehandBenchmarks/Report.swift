/// Collects one summary line per figure, with its target, and prints the table at the end.
final class Report {
    struct Row {
        let benchmark: String
        let figure: String
        let target: String
        /// `nil` when the figure has no pass/fail (or could not be measured).
        let met: Bool?
    }

    private(set) var rows: [Row] = []
    private(set) var failures: [String] = []

    /// Prints a detail line right away (indented under the benchmark's heading).
    func detail(_ text: String) { print("  " + text) }

    func heading(_ text: String) { print("\n== " + text) }

    /// Adds a summary row and prints it as the benchmark's result line.
    func result(_ benchmark: String, _ figure: String, ratio: Double, atMost limit: Double, targetText: String) {
        let met = ratio.isFinite && ratio <= limit
        rows.append(Row(benchmark: benchmark, figure: figure, target: targetText, met: met))
        print("  => " + figure + " (target " + targetText + ")" + (met ? "" : "  MISSED"))
    }

    /// Adds a summary row with a figure that has no target (it is reported, not judged).
    func note(_ benchmark: String, _ figure: String) {
        rows.append(Row(benchmark: benchmark, figure: figure, target: "none", met: nil))
        print("  => " + figure)
    }

    /// Records that a benchmark could not run or its input was wrong.
    func failure(_ benchmark: String, _ message: String) {
        failures.append(benchmark + ": " + message)
        rows.append(Row(benchmark: benchmark, figure: "not measured: " + message, target: "-", met: nil))
        print("  !! " + message)
    }

    func printSummary() {
        print("\n== Summary")
        let width = max(12, rows.map { $0.benchmark.count }.max() ?? 0)
        for row in rows {
            let mark = row.met.map { $0 ? "ok    " : "MISSED" } ?? (row.target == "none" ? "      " : "------")
            print("  " + mark + "  " + Format.pad(row.benchmark, width) + "  " + row.figure + " (target " + row.target + ")")
        }
        let missed = rows.filter { $0.met == false }.count
        let met = rows.filter { $0.met == true }.count
        let judged = rows.filter { $0.target != "none" }.count
        print("  \(met) of \(judged) targets met" + (missed > 0 ? ", \(missed) missed" : "") +
              (failures.isEmpty ? "" : ", \(failures.count) not measured"))
    }
}

/// Sizes and repetitions: the full run, or `--quick` for a smoke test.
struct Config {
    let quick: Bool

    /// Bytes of the generated scene for lint and load.
    var sceneBytes: Int { quick ? 1_000_000 : 10_000_000 }
    /// Rounds of lint and of load, each paired with a round of the raw libyaml baseline: as many
    /// as the whole-process figures take, so a busy moment weighs on both alike.
    var heavyRuns: Int { quick ? 2 : 7 }
    /// Object counts for the fan-out benchmark.
    var fanOutSmall: Int { 400 }
    var fanOutLarge: Int { quick ? 4_000 : 40_000 }
    /// `setValue` calls per run, and runs.
    var changesPerRun: Int { quick ? 5_000 : 100_000 }
    var microRuns: Int { quick ? 3 : 7 }
    /// Table sizes.
    var tableSmall: Int { 100 }
    var tableLarge: Int { quick ? 100_000 : 1_000_000 }
    /// Nodes of the large tree in the structure benchmark.
    var treeLarge: Int { quick ? 10_000 : 100_000 }
    /// Frames per run for drawing and for scrolling.
    var framesPerRun: Int { quick ? 50 : 500 }
    var scrollSteps: Int { quick ? 50 : 200 }
    /// Whole-process rounds of raw libyaml, `stagehand lint` and `stagehand run`.
    var processRuns: Int { quick ? 3 : 7 }
    /// Scenes in the folder that `stagehand lint` checks at once, their size, and rounds.
    var manyFiles: Int { quick ? 200 : 10_000 }
    var manyFileBytes: Int { 1_500 }
    var manyRuns: Int { quick ? 2 : 3 }
    var startupRuns: Int { quick ? 20 : 100 }
    /// List sizes for the edit benchmark, and edits per run.
    var editSmall: Int { 100 }
    var editLarge: Int { 100_000 }
    var editsPerRun: Int { quick ? 2_000 : 20_000 }
}
