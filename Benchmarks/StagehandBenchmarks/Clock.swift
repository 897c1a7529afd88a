#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Timing with `ContinuousClock`: every benchmark runs its body several times and keeps the
/// samples, so it can report the best (least disturbed) and the median run.
struct Samples {
    /// Seconds per run (or per operation, when the body divided by its iteration count).
    var seconds: [Double] = []

    var best: Double { seconds.min() ?? .nan }

    var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}

enum Bench {
    static let clock = ContinuousClock()

    /// Seconds `body` took.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = clock.now
        try body()
        return seconds(clock.now - start)
    }

    /// Runs `body` `runs` times; each sample is the run's time divided by `perRun` operations.
    static func measure(runs: Int, perRun: Int = 1, _ body: () throws -> Void) rethrows -> Samples {
        var samples = Samples()
        for _ in 0..<runs {
            let t = try time(body)
            samples.seconds.append(t / Double(perRun))
        }
        return samples
    }

    static func seconds(_ d: Duration) -> Double {
        let (s, atto) = d.components
        return Double(s) + Double(atto) / 1e18
    }
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

// MARK: - Formatting (no Foundation)

enum Format {
    /// `x` with `digits` decimals.
    static func fixed(_ x: Double, _ digits: Int) -> String {
        guard x.isFinite else { return "\(x)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (abs(x) * scale).rounded()
        let whole = Int(rounded / scale)
        let frac = Int(rounded - Double(whole) * scale)
        let sign = x < 0 && rounded != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let fracText = String(frac)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fracText.count) + fracText
    }

    /// A duration with a unit that keeps three significant-ish digits: `0.412 s`, `18.3 ms`, `2.41 µs`, `310 ns`.
    static func duration(_ seconds: Double) -> String {
        let a = abs(seconds)
        if a >= 1 { return fixed(seconds, 2) + " s" }
        if a >= 1e-3 { return scaled(seconds * 1e3) + " ms" }
        if a >= 1e-6 { return scaled(seconds * 1e6) + " µs" }
        return scaled(seconds * 1e9) + " ns"
    }

    private static func scaled(_ v: Double) -> String {
        abs(v) >= 100 ? fixed(v, 0) : abs(v) >= 10 ? fixed(v, 1) : fixed(v, 2)
    }

    static func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1_000_000, 1) + " MB" }

    static func ratio(_ r: Double) -> String { fixed(r, 2) + "×" }

    static func percent(_ r: Double) -> String { fixed(r * 100, 1) + "%" }

    /// `1234567` → `1,234,567`.
    static func count(_ n: Int) -> String {
        let digits = Array(String(abs(n)))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }

    static func pad(_ s: String, _ width: Int) -> String {
        let n = s.unicodeScalars.count
        return n >= width ? s : s + String(repeating: " ", count: width - n)
    }
}
